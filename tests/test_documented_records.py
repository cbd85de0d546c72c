"""Every game record printed in a document parses with the engine's record reader.

A block counts as a record when its first line is a tag pair (``[Name "value"]``): such blocks
are what a reader copies into a file for ``mancala-arbiter verify`` or ``POST /v1/adjudications``,
so each must be read as written (``engine.records.parse_records``; several records in one block
are allowed, as in a file). A block that shows a malformed record on purpose is preceded by the
comment ``<!-- malformed-record -->`` and must then really be refused.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from engine.records import RecordSyntaxError, parse_records

ROOT = Path(__file__).resolve().parents[1]
FENCE = re.compile(r"(?P<marker><!-- malformed-record -->\n)?```[\w-]*\n(?P<body>.*?)```", re.DOTALL)
TAG_LINE = re.compile(r'^\[[A-Za-z][A-Za-z0-9_]* "')
MALFORMED_MARKER = "<!-- malformed-record -->"


def documents() -> list[Path]:
    names = subprocess.run(["git", "ls-files", "-z", "*.md"], cwd=ROOT, capture_output=True, check=True).stdout
    return sorted(ROOT / name for name in names.decode().split("\0") if name)


def record_blocks(text: str) -> list[tuple[int, bool, str]]:
    """(line, marked malformed, body) of every fenced block whose first line is a tag pair."""
    blocks = []
    for match in FENCE.finditer(text):
        body = match.group("body")
        if TAG_LINE.match(body):
            line = text.count("\n", 0, match.start("body")) + 1
            blocks.append((line, match.group("marker") is not None, body))
    return blocks


DOCUMENTS = [path for path in documents() if record_blocks(path.read_text(encoding="utf-8"))]


def test_the_documents_hold_records() -> None:
    assert ROOT / "docs" / "records.md" in DOCUMENTS
    # the opening example, one per variant, and the game ended by agreement
    assert len(record_blocks((ROOT / "docs" / "records.md").read_text(encoding="utf-8"))) >= 55


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_record_in_the_document_parses(path: Path) -> None:
    problems = []
    for line, marked_malformed, body in record_blocks(path.read_text(encoding="utf-8")):
        results = parse_records(body)
        errors = [result for result in results if isinstance(result, RecordSyntaxError)]
        if marked_malformed and not errors:
            problems.append(f"line {line}: marked {MALFORMED_MARKER} but every record in it parses")
        elif not marked_malformed:
            problems += [f"line {line} (the block's first line): {error}" for error in errors]
    assert not problems, f"{path.relative_to(ROOT)}:\n" + "\n".join(problems)


def test_a_malformed_record_is_found() -> None:
    good = '[Variant "oware"]\n\n1. C c *\n'
    bad = '[Variant "oware"]\n\n1. C c 2. ... *\n'
    text = f"```\n{good}```\n\n```\n{bad}```\n\n{MALFORMED_MARKER}\n```text\n{bad}```\n"
    blocks = record_blocks(text)
    assert [(marked, body) for _, marked, body in blocks] == [(False, good), (False, bad), (True, bad)]
    assert [any(isinstance(r, RecordSyntaxError) for r in parse_records(body)) for _, _, body in blocks] == [
        False, True, True]
