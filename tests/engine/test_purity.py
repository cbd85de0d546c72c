"""``engine/`` is a pure library: no web framework, no environment, clock, sockets or unseeded randomness.

Checks: importing ``engine`` (and every module under it) in a fresh interpreter loads none
of the service's frameworks; no engine module imports ``os``, ``time``, ``datetime`` or
``socket``; and ``random`` is only imported for ``random.Random``: ``game.random_playout``
creates a seeded ``random.Random(seed)`` and hands it on (``rounds.random_decision`` takes one),
never touching the global generator.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
MODULES = sorted(ENGINE.rglob("*.py"))

FRAMEWORKS = ("flask", "werkzeug", "redis", "marshmallow", "gunicorn", "structlog", "orjson", "prometheus_client",
              "flask_limiter", "flask_cors", "service")
FORBIDDEN = {"os", "time", "datetime", "socket", "logging", "subprocess", "threading", "asyncio"}


def test_importing_the_engine_loads_no_framework() -> None:
    modules = [".".join(p.relative_to(ROOT).with_suffix("").parts) for p in MODULES]
    modules = [m.removesuffix(".__init__") for m in modules]
    script = (
        "import importlib, json, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    loaded = json.loads(done.stdout)
    offending = sorted(m for m in loaded if m.split(".")[0] in FRAMEWORKS)
    assert not offending, f"importing engine loads {offending}"


def imported_names(path: Path) -> set[str]:
    """Top-level package names of every import statement in a module (at any depth)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ROOT)) for p in MODULES])
def test_engine_module_imports_no_clock_environment_or_randomness(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    bad = imported_names(path) & FORBIDDEN
    assert not bad, f"{rel} imports {sorted(bad)}: the engine must stay pure"


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ROOT)) for p in MODULES])
def test_engine_uses_only_seeded_random_generators(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "random":
            pytest.fail(f"{rel}: 'from random import ...' (use a seeded random.Random passed in)")
    uses = {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random"}
    assert uses <= {"Random"}, f"{rel} uses random.{sorted(uses - {'Random'})} (the global generator)"
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "Random":
            assert node.args, f"{rel}: random.Random() without a seed"
