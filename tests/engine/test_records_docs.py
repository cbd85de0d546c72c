"""docs/records.md: its examples are current (scripts/gen_records_docs.py) and every one is a valid game."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "records.md").read_text()


def test_the_examples_are_current() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "gen_records_docs.py"), "--check"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_one_valid_finished_example_per_variant() -> None:
    section = DOC.split("<!-- examples:start -->", 1)[1]
    blocks = re.findall(r"```\n(.*?)```", section, re.DOTALL)
    verdicts = {}
    for text in blocks:
        verdict = engine.adjudicate_text(text)
        assert verdict.status == "valid", verdict.to_json()
        verdicts[verdict.variant] = verdict
    assert set(verdicts) == set(engine.variant_ids())
    assert all(v.result != "*" for v in verdicts.values())
