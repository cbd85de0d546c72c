"""Golden playthroughs: every catalogue variant has recorded games, and the
engine still plays them move for move, event for event.

The files are written by ``scripts/regen_golden.py``; this test renders the same cases in
memory and diffs.  A variant without a golden directory fails, after OpenSpiel's
``_MISSING_GAMES``: new variants only need ``python scripts/regen_golden.py --variant X``.
"""

from __future__ import annotations

import difflib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

import engine

ROOT = Path(__file__).resolve().parents[2]


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regen_golden", ROOT / "scripts" / "regen_golden.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


regen = _load_script()

_MISSING_GAMES: frozenset[str] = frozenset()
"""Catalogue variants allowed to have no golden files yet (keep it empty)."""

CASES = [(v, case) for v in engine.variant_ids() for case in regen.cases_for(v)]


@pytest.mark.parametrize("variant", engine.variant_ids())
def test_every_variant_has_golden_playthroughs(variant: str) -> None:
    if variant in _MISSING_GAMES:
        pytest.skip(f"{variant} is listed in _MISSING_GAMES")
    directory = regen.GOLDEN_DIR / variant
    assert directory.is_dir() and any(directory.glob("*.txt")), (
        f"variant {variant!r} has no golden playthroughs; run: python scripts/regen_golden.py --variant {variant}"
    )
    complete = [p.name for p in directory.glob("*.txt") if "\noutcome: " in p.read_text()]
    assert complete, f"{variant}: no golden game reaches its end; add a case with a seed that finishes"


def test_no_golden_directory_without_a_variant() -> None:
    stale = sorted(p.name for p in regen.GOLDEN_DIR.iterdir() if p.is_dir() and p.name not in engine.variant_ids())
    assert not stale, f"golden directories for unknown variants: {stale}"


@pytest.mark.parametrize(("variant", "case"), CASES, ids=[f"{v}/{c.name}" for v, c in CASES])
def test_golden_playthrough_is_reproduced(variant: str, case: object) -> None:
    path = regen.golden_path(variant, case)
    if not path.exists():
        pytest.fail(f"missing {path.relative_to(ROOT)}; run: python scripts/regen_golden.py --variant {variant}")
    expected = path.read_text()
    actual = regen.render(variant, case)
    if actual != expected:
        diff = "".join(difflib.unified_diff(
            expected.splitlines(keepends=True), actual.splitlines(keepends=True),
            fromfile=f"{path.relative_to(ROOT)} (recorded)", tofile="engine now", n=2))
        lines = diff.splitlines()
        if len(lines) > 80:
            diff = "\n".join(lines[:80]) + f"\n... ({len(lines) - 80} more diff lines)"
        pytest.fail(
            f"the engine no longer reproduces {path.relative_to(ROOT)}.\n"
            f"If the change is intended, run: python scripts/regen_golden.py --variant {variant}\n{diff}",
            pytrace=False,
        )


def test_golden_files_have_no_unknown_cases() -> None:
    for variant in engine.variant_ids():
        directory = regen.GOLDEN_DIR / variant
        if not directory.is_dir():
            continue
        known = {f"{c.name}.txt" for c in regen.cases_for(variant)}
        extra = sorted(p.name for p in directory.glob("*.txt") if p.name not in known)
        assert not extra, f"{variant}: golden files no case regenerates: {extra}"
