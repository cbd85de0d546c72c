"""The import graph of the shipped packages: no loops, no view importing another, in-function imports
only where a measured start-up cost pays for one, and no tool importing from the tests (issue 32.4).

Read from the source with ``ast`` (a small hand-written walk rather than import-linter: it needs no
configuration file, and it checks the imports nested in functions, which a contract cannot list
with their reasons): every ``import`` and ``from … import``, wherever it stands, except those under
``if TYPE_CHECKING:`` (never run).
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PACKAGES = ("engine", "service", "arbiter_cli", "tools")
"""The packages whose modules must not import each other in a loop."""

TOOL_FOLDERS = ("scripts", "bench")
"""Folders of commands run from a checkout: they may import the packages, never ``tests``."""

NESTED_ALLOWED: dict[tuple[str, str], str] = {
    # (module, what it imports inside a function): the start-up cost that pays for it, measured with
    # ``python -X importtime -c "import X"`` (cumulative, 3 runs on the shared 2-core box at a load
    # of 11-15). The command line starts with argparse only (BENCHMARKS.md, "The command line's
    # start": ``mancala-arbiter --help`` 0.19 s median against 1.87 s for ``import service``).
    ("arbiter_cli.main", "arbiter_cli.commands"): "the engine, once the arguments are read: 210-510 ms",
    ("arbiter_cli.main", "importlib.metadata"): "--version only: 24-51 ms",
    ("arbiter_cli.commands", "arbiter_cli.remote"): "--server only: httpx, the client, Flask: 1.6-2.9 s",
    ("arbiter_cli.commands", "service.jws"): "keys only: importing service imports Flask: 0.8-1.5 s",
    ("arbiter_cli.commands", "rich.console"): "verify only (not replay, export): 32-134 ms",
    ("arbiter_cli.commands", "rich.progress"): "verify only: 30-62 ms",
    ("arbiter_cli.reports", "rich.table"): "the summary table only: 77-194 ms",
    ("arbiter_cli.reports", "rich.text"): "the summary table only: 51-65 ms",
}
"""Every other import stands at the top of its module."""


def _modules(packages: tuple[str, ...] = PACKAGES) -> dict[str, Path]:
    found = {}
    for package in packages:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _imports(name: str, path: Path, modules: dict[str, Path], source: str | None = None) -> list[tuple[str, bool]]:
    """``(imported module, nested in a function or class)`` for every import of ``name``: a module of
    ``modules`` where it names one, else the imported name as written (``rich.table``)."""
    tree = ast.parse(path.read_text() if source is None else source)
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
        out += [(t, id(node) not in top) for t in targets if t != name and t != "__future__"]
    return out


@cache
def _graph(packages: tuple[str, ...] = PACKAGES) -> tuple[dict[str, set[str]], list[tuple[str, str]]]:
    """The edges between the packages' modules, and every ``(module, import)`` nested in a function."""
    modules = _modules(packages)
    edges: dict[str, set[str]] = {m: set() for m in modules}
    nested = []
    for name, path in modules.items():
        for target, inside in _imports(name, path, modules):
            if target in modules:
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


def _blueprints() -> set[str]:
    """The service modules that make a Flask ``Blueprint`` (the views)."""
    return {name for name, path in _modules(("service",)).items()
            if any(isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                   and ast.unparse(node.value.func) == "Blueprint"
                   for node in ast.parse(path.read_text()).body)}


def test_no_import_loops() -> None:
    edges, _ = _graph()
    assert _loops(edges) == []


def test_no_view_imports_another() -> None:
    views = _blueprints()
    edges, _ = _graph()
    assert {"service.api", "service.verdicts", "service.analysis", "service.ops", "service.play"} <= views
    assert [(v, w) for v in sorted(views) for w in sorted(edges[v] & views)] == []


def test_imports_in_functions_are_the_listed_ones() -> None:
    _, nested = _graph()
    assert sorted(set(nested)) == sorted(NESTED_ALLOWED)


def test_scripts_and_benchmarks_do_not_import_the_tests() -> None:
    offending = []
    for folder in TOOL_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            offending += [(name, t) for t, _ in _imports(name, path, {}) if t == "tests" or t.startswith("tests.")]
    assert offending == []


def test_no_package_reaches_around_sys_path() -> None:
    # the generated client is installed with the package, never imported through ``sys.path``
    assert [name for name, path in _modules().items() if "sys.path" in path.read_text()] == []


def test_the_walk_finds_a_loop_a_nested_import_and_a_test_import() -> None:
    # the checks above can fail: a loop of two modules is one component, a lone module none
    assert _loops({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    edges, nested = _graph()
    assert "engine.rules" in edges["engine.game"]  # module-level imports are seen
    assert "service.arbiter" in edges["service.api"]  # relative ones too
    assert ("arbiter_cli.reports", "rich.table") in nested  # and those inside a function
    source = "import tests.hostile\ndef f():\n    from tests.service import records\n"
    assert _imports("bench.probe", ROOT / "bench" / "probe.py", {}, source) == [("tests.hostile", False),
                                                                                ("tests.service", True)]
