"""The repository stands alone: nothing points outside it, and every specification citation resolves.

* No tracked file refers to the material the project was written from (``../shared``: the
  specification, the platform notes): a clone does not have it.
* Every relative Markdown link in a tracked document leads to a file or folder of the repository.
* Every ruling (``D-N``) and specification section (``RULES.md §N``) cited anywhere is restated
  in ``docs/rulings.md``, the repository's own index of them.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OUTSIDE = re.compile(r"\.\./shared|shared/(?:RULES|PLATFORM|STYLE)\.md|shared/seeds|PLATFORM\.md|/work/")
MARKDOWN_LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
RULING = re.compile(r"\bD-(\d+)\b")
SECTION = re.compile(r"RULES\.md §(\d+[ab]?)")


def tracked_text_files() -> list[Path]:
    try:
        names = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
        paths = [ROOT / name for name in names.decode().split("\0") if name]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout (an unpacked archive)
        paths = [p for p in ROOT.rglob("*") if not any(part.startswith(".") for part in p.relative_to(ROOT).parts)]
    out = []
    for path in paths:
        if not path.is_file() or path.is_symlink() or "golden" in path.parts:
            continue
        try:
            path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        out.append(path)
    return out


FILES = tracked_text_files()
THIS = Path(__file__).resolve()


def test_there_are_files_to_check() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in FILES}
    assert {"README.md", "docs/rulings.md", "docs/deploy.md", "bin/serve", "service/openapi.yaml"} <= names


def test_nothing_points_outside_the_repository() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()[:120]}"
        for path in FILES if path != THIS
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if OUTSIDE.search(line)
    ]
    assert not found, "references to files outside the repository:\n" + "\n".join(found)


@pytest.mark.parametrize("path", [p for p in FILES if p.suffix == ".md"], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_stays_inside_and_exists(path: Path) -> None:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)  # code is not links
    broken = []
    for target in MARKDOWN_LINK.findall(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue  # a web page (a source), or an anchor on this page
        resolved = (path.parent / target.split("#", 1)[0]).resolve()
        if not resolved.is_relative_to(ROOT) or not resolved.exists():
            broken.append(target)
    assert not broken, f"{path.relative_to(ROOT)}: links that leave the repository or lead nowhere: {broken}"


def test_every_cited_ruling_and_section_is_in_docs_rulings() -> None:
    rulings = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    index_rows = set(re.findall(r"^\| (D-\d+) \|", rulings, flags=re.M))
    index_sections = set(re.findall(r"^\| RULES\.md §(\d+[ab]?) \|", rulings, flags=re.M))
    cited: dict[str, set[str]] = {}
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        for number in RULING.findall(text):
            cited.setdefault(f"D-{number}", set()).add(path.relative_to(ROOT).as_posix())
        for section in SECTION.findall(text):
            cited.setdefault(f"§{section}", set()).add(path.relative_to(ROOT).as_posix())
    missing = {
        name: sorted(where) for name, where in cited.items()
        if (name.startswith("D-") and name not in index_rows) or (name.startswith("§") and name[1:] not in index_sections)
    }
    assert not missing, f"cited but not restated in docs/rulings.md: {missing}"
    assert len(index_rows) >= 21 and {"0", "9"} <= index_sections
