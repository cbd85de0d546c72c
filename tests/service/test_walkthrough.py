"""docs/walkthrough.md is what its commands print against this commit's server, whole.

Every ``curl``/``jq`` command of the page runs again, as written, against a live gunicorn (the
shown address swapped for the test server's), and the page ``scripts/gen_walkthrough.py`` writes
from their output must equal the committed one byte for byte: the catalogue listing, every
answer, the problem document, the byte counts. Without curl or jq the test skips with the install
line; with ``CI=true`` it fails instead.
"""

from __future__ import annotations

import difflib
import os
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import gen_walkthrough

import engine


@pytest.fixture(scope="module")
def tools() -> None:
    missing = [tool for tool in ("curl", "jq", "bash") if shutil.which(tool) is None]
    if missing:
        if os.environ.get("CI", "").lower() in {"1", "true", "yes"}:
            pytest.fail(f"{', '.join(missing)} not installed, and CI=true: apt-get install curl jq")
        pytest.skip(f"missing tool: {missing[0]} (install: apt-get install curl jq)")  # see tests/conftest.py


def test_the_walkthrough_is_what_its_commands_print(tools: None, live_server: Any) -> None:
    committed = gen_walkthrough.DOC.read_text()
    generated = gen_walkthrough.render(live_server.base_url)
    diff = "\n".join(difflib.unified_diff(committed.splitlines(), generated.splitlines(),
                                          "docs/walkthrough.md", "what the commands print", lineterm="", n=1))
    assert committed == generated, f"run `python scripts/gen_walkthrough.py`:\n{diff[:6000]}"


def test_the_walkthrough_lists_every_variant_at_its_version() -> None:
    """The page's catalogue listing has one line per variant, at the version the catalogue says."""
    text = gen_walkthrough.DOC.read_text()
    for variant_id in engine.variant_ids():
        version = engine.get_variant(variant_id).rules_version
        assert f'{{"id":"{variant_id}",' in text and f'"rules_version":"{version}"}}' in text, variant_id
    assert text.count('{"id":') == len(engine.variant_ids())


def test_every_step_is_a_command_block_of_the_page() -> None:
    text = gen_walkthrough.DOC.read_text()
    commands = [one for _, step in gen_walkthrough.STEPS for one in gen_walkthrough.commands_of(step)]
    assert len(commands) >= 11
    for command in commands:
        assert f"$ {command}\n" in text
    assert text.count("\n$ ") == len(commands)


def test_the_compressed_variant_document_is_under_a_third() -> None:
    """The claim the page (and docs/api.md) makes about the two byte counts it shows."""
    text = gen_walkthrough.DOC.read_text()
    plain, compressed = (int(line.split()[0]) for line in text.splitlines() if line.endswith(" bytes"))
    assert "under a third" in text and compressed * 3 < plain
