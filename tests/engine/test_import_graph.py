"""The engine's import graph has no loops, and no import hides inside a function (issue 32.4).

Read from the source with ``ast`` (a small hand-written walk rather than import-linter: it needs
no configuration file and checks the nested imports too): every ``import`` and ``from … import``
of an ``engine`` module, wherever it stands, except those under ``if TYPE_CHECKING:`` (never run).
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"

NESTED_ALLOWED: frozenset[tuple[str, str]] = frozenset()
"""(module, imported module) pairs allowed inside a function: none. An entry needs a measured
start-up cost that justifies it."""


def _modules() -> dict[str, Path]:
    found = {}
    for path in ENGINE.rglob("*.py"):
        parts = path.relative_to(ENGINE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _imports(name: str, path: Path, modules: dict[str, Path]) -> list[tuple[str, bool]]:
    """``(imported engine module, nested in a function or class)`` for every import of ``name``."""
    tree = ast.parse(path.read_text())
    skipped = {id(node) for branch in ast.walk(tree)
               if isinstance(branch, ast.If) and "TYPE_CHECKING" in ast.unparse(branch.test)
               for node in ast.walk(branch)}
    top = {id(node) for node in tree.body}
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in ast.walk(tree):
        if id(node) in skipped or not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
        out += [(t, id(node) not in top) for t in targets if t in modules and t != name]
    return out


def _graph() -> tuple[dict[str, set[str]], list[tuple[str, str]]]:
    modules = _modules()
    edges: dict[str, set[str]] = {m: set() for m in modules}
    nested = []
    for name, path in modules.items():
        for target, inside in _imports(name, path, modules):
            edges[name].add(target)
            if inside:
                nested.append((name, target))
    return edges, nested


def _loops(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    loops: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                loops.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return loops


def test_the_engine_has_no_import_loops() -> None:
    edges, _ = _graph()
    assert _loops(edges) == []


def test_no_engine_import_hides_in_a_function() -> None:
    _, nested = _graph()
    assert [pair for pair in nested if pair not in NESTED_ALLOWED] == []


def test_the_walk_finds_a_loop_and_a_nested_import() -> None:
    # the checks above can fail: a loop of two modules is one component, a lone module none
    assert _loops({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    tree = ast.parse("def f():\n    from engine import rules\n")
    assert [type(n).__name__ for n in ast.walk(tree.body[0])][-2:] == ["ImportFrom", "alias"]
    edges, _ = _graph()
    assert "engine.rules" in edges["engine.game"]  # module-level imports are seen
