"""The README's figures and paths are what the app and the checkout really have.

The byte counts live in one place, the walkthrough's ``curl -w '%{size_download}'`` lines; the
prose states only the ratio. Both are checked here against the app (Flask's test client hands
back the body as it goes on the wire: compressed, not decoded).
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

from flask import Flask

from service.compression import MIN_BYTES

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
SIZE_COMMAND = re.compile(
    r"^\$ curl -s -o /dev/null -w '%\{size_download\} bytes\\n' (?:-H '(?P<header>[^']*)' )?"
    r"http://127\.0\.0\.1:8000(?P<path>\S+)\n(?P<bytes>\d+) bytes$", re.M)


def test_the_walkthrough_byte_counts_are_what_the_app_sends(make_app: Callable[..., Flask]) -> None:
    client = make_app().test_client()
    shown = SIZE_COMMAND.findall(README)
    assert len(shown) >= 2, "the walkthrough's curl size lines are gone"
    sizes = {}
    for header, path, count in shown:
        name, _, value = header.partition(": ")
        response = client.get(path, headers={name: value} if header else {})
        assert response.status_code == 200
        assert (path, header, int(count)) == (path, header, len(response.get_data())), "README walkthrough"
        sizes[header] = int(count)
    plain, compressed = sizes[""], sizes["Accept-Encoding: gzip, br"]
    assert "under a third" in README and compressed * 3 < plain


def test_the_compression_prose_states_no_byte_count_of_its_own() -> None:
    """Only the threshold, which is service.compression's; sizes are left to the walkthrough."""
    prose = README[README.index("**Compression.**"):README.index("**Typed clients.**")]
    figures = re.findall(r"\d{1,3}(?:,\d{3})+|\d{4,}", prose)
    assert figures == [f"{MIN_BYTES:,}"], prose


def test_the_readme_names_the_cli_where_bin_serve_installs_it() -> None:
    """``[project.scripts]`` puts ``mancala-arbiter`` next to the venv's python, not on PATH."""
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert list(scripts) == ["mancala-arbiter"]
    assert (Path(sys.executable).parent / "mancala-arbiter").is_file()  # the venv bin/setup made
    assert "`.venv/bin/mancala-arbiter`" in README
