"""Shared fixtures for the deployment checks (Dockerfile lint, k8s manifests, container smoke test).

Test modules here import nothing from this file (that would depend on pytest's import mode);
they use its fixtures.
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import sys
from collections.abc import Callable
from typing import Any

import pytest

_REPORT: dict[str, Any] = {}


@pytest.fixture(scope="session")
def repo_root() -> pathlib.Path:
    return pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def in_ci() -> bool:
    return bool(os.environ.get("CI"))


def _find_tool(name: str) -> str | None:
    """A tool on PATH, or installed next to the interpreter running the tests (.venv/bin)."""
    found = shutil.which(name)
    if found:
        return found
    candidate = pathlib.Path(sys.executable).parent / name
    return str(candidate) if candidate.is_file() and os.access(candidate, os.X_OK) else None


@pytest.fixture(scope="session")
def find_tool() -> Callable[[str], str | None]:
    return _find_tool


@pytest.fixture(scope="session")
def require_tool(in_ci: bool) -> Callable[[str, str], str]:
    """Path of a tool; a missing one skips the test on a workstation but fails it in CI."""

    def require(name: str, install: str) -> str:
        path = _find_tool(name)
        if path is None:
            if in_ci:
                pytest.fail(f"{name} not found ({install}); CI must install it (.ci/run)")
            pytest.skip(f"missing tool: {name} (install: {install})")  # counted by tests/conftest.py
        return path

    return require


@pytest.fixture(scope="session")
def smoke_report() -> dict[str, Any]:
    """Timings and sizes measured by the smoke test: printed at the end of the run, never asserted."""
    return _REPORT


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _REPORT:
        return
    terminalreporter.section("container smoke test (measured, not asserted)")
    for key, value in _REPORT.items():
        terminalreporter.write_line(f"{key}: {value}")
    out = os.environ.get("DEPLOY_SMOKE_REPORT")
    if out:
        pathlib.Path(out).write_text(json.dumps(_REPORT, indent=2) + "\n")
