"""The repository stands alone: nothing points outside it, and every specification citation resolves.

* No tracked file refers to the material the project was written from (``../shared``: the
  specification, the platform notes): a clone does not have it.
* Every relative Markdown link in a tracked document leads to a file or folder of the repository.
* Every ruling (``D-N``) cited anywhere is restated in ``docs/rulings.md``, the repository's own
  index of them.
* Nothing cites the specification the project was written from (``SPECIFICATION`` below; the
  repository's own documents restate it: docs/rulings.md and docs/rules/<variant>.md), and every document or
  repository path that a tracked file names exists: a ``*.md`` name, or a path under one of the
  repository's folders (``docs/``, ``scripts/``, ``tests/`` ...), relative to the root or to the
  citing file; a bare file name may be any tracked file's name.
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
SPECIFICATION = "RULES" + ".md"  # spelled so that this file does not cite it
DOCUMENT_OR_PATH = re.compile(
    r"(?<![\w./:<>{}$~@*-])((?:\.\./|\./)*(?:(?:docs|scripts|bin|tests|tools|bench|engine|service|clients|k8s)/[\w.-]*"
    r"(?:/[\w.-]+)*/?|[\w-]+(?:/[\w-]+)*\.md\b))")
NOT_PATHS = {
    "service/echo": "BENCHMARKS.md and bench/: the CPU ratio of the service over the echo app",
    "package/README.md": "tests/service/test_typescript_client.py: a path inside the npm tarball",
}
GENERATED = {"package-lock.json", "markdown-it.min.js"}  # npm's lists; a vendored, minified library


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
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)  # code is not links
    broken = []
    for target in MARKDOWN_LINK.findall(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue  # a web page (a source), or an anchor on this page
        resolved = (path.parent / target.split("#", 1)[0]).resolve()
        if not resolved.is_relative_to(ROOT) or not resolved.exists():
            broken.append(target)
    assert not broken, f"{path.relative_to(ROOT)}: links that leave the repository or lead nowhere: {broken}"


def test_every_cited_ruling_is_in_docs_rulings() -> None:
    rulings = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    index_rows = set(re.findall(r"^\| (D-\d+) \|", rulings, flags=re.MULTILINE))
    cited: dict[str, set[str]] = {}
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        for number in RULING.findall(text):
            cited.setdefault(f"D-{number}", set()).add(path.relative_to(ROOT).as_posix())
    missing = {name: sorted(where) for name, where in cited.items() if name not in index_rows}
    assert not missing, f"cited but not restated in docs/rulings.md: {missing}"
    assert len(index_rows) >= 21


def all_tracked_text_files() -> list[Path]:
    """FILES and the golden files too (their notes cite documents as well)."""
    names = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    out = []
    for name in filter(None, names.decode().split("\0")):
        path = ROOT / name
        if path.is_file() and not path.is_symlink() and path != THIS and path.name not in GENERATED:
            try:
                path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            out.append(path)
    return out


def test_nothing_cites_the_specification_that_is_not_in_the_repository() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()[:120]}"
        for path in all_tracked_text_files()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if SPECIFICATION in line
    ]
    assert not found, f"{SPECIFICATION} is not in the repository; cite docs/rulings.md or docs/rules/:\n" + "\n".join(found)


def missing_references(path: Path, text: str, names: set[str]) -> list[str]:
    """The documents and repository paths that ``text`` (in ``path``) names and that do not exist."""
    missing = []
    for match in DOCUMENT_OR_PATH.finditer(text):
        reference = match.group(1).rstrip(".")
        if reference in NOT_PATHS or (ROOT / reference).exists() or (path.parent / reference).exists():
            continue
        if "/" not in reference and reference in names:
            continue  # a file named by its name alone (e.g. "[oware.md](rules/oware.md)")
        missing.append(reference)
    return missing


def test_every_document_and_path_named_exists() -> None:
    files = all_tracked_text_files()
    names = {path.name for path in files}
    found = {
        path.relative_to(ROOT).as_posix(): missing
        for path in files
        if (missing := missing_references(path, path.read_text(encoding="utf-8"), names))
    }
    assert not found, f"documents or paths named but not in the repository: {found}"


def test_a_missing_document_is_found() -> None:
    names = {"oware.md", "README.md"}
    text = (f"See {SPECIFICATION} §2, STYLE.md §9, docs/rulings.md#conventions, [oware.md](rules/oware.md),\n"
            "docs/rules/oware.md, docs/rules/owre.md, scripts/gen_rules_docs.py, bin/serve, bin/serv, tests/golden/,\n"
            "https://redocly.com/docs/cli/, docs/rules/<variant>.md, service/echo and README.md.")
    assert missing_references(ROOT / "docs" / "rulings.md", text, names) == [
        SPECIFICATION, "STYLE.md", "docs/rules/owre.md", "bin/serv"]
