"""README.md is a README, and what it shows is what the app and the checkout really have.

* At most 250 lines, no figures of its own (they live in BENCHMARKS.md and docs/), no project
  history ("issue 24"): a reader meets the product, not its making.
* Its example commands with output are commands of docs/walkthrough.md, shown with the same
  output there, which ``tests/service/test_walkthrough.py`` runs against this commit.
* docs/api.md's compression prose states no byte count of its own: the walkthrough shows them.
* The CLI is named where ``bin/serve`` installs it.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

from service.compression import MIN_BYTES

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
WALKTHROUGH = (ROOT / "docs" / "walkthrough.md").read_text()


def test_the_readme_is_short() -> None:
    assert len(README.splitlines()) <= 250


def test_the_readme_speaks_of_the_product_not_its_history() -> None:
    assert not re.search(r"\b(?:issue|part|goal|wave|stop) \d+\b|seed 0\d\d|\(D-\d+\)", README, re.IGNORECASE)


def test_the_readme_states_no_measured_figure() -> None:
    """Figures with units (seconds, minutes, MB, req/s, x) live in BENCHMARKS.md or docs/."""
    prose = re.sub(r"```.*?```", "", README, flags=re.DOTALL)
    figures = re.findall(r"\b\d[\d,.]*\s?(?:s|ms|min|MB|MiB|KiB|GB|req/s|x|%|tests)\b", prose)
    assert not figures, figures


def test_every_console_example_of_the_readme_is_in_the_walkthrough() -> None:
    blocks = re.findall(r"```console\n(.*?)```", README, re.DOTALL)
    assert blocks, "the README's app example is gone"
    for block in blocks:
        for command_and_output in re.split(r"(?m)^(?=\$ )", block):
            if command_and_output:
                assert command_and_output in WALKTHROUGH, command_and_output


def test_the_compression_prose_states_no_byte_count_of_its_own() -> None:
    """Only the threshold, which is service.compression's; sizes are left to the walkthrough."""
    api = (ROOT / "docs" / "api.md").read_text()
    prose = api[api.index("**Compression.**"):api.index("**Typed clients.**")]
    figures = re.findall(r"\d{1,3}(?:,\d{3})+|\d{4,}", prose)
    assert figures == [f"{MIN_BYTES:,}"], prose


def test_the_readme_names_the_cli_where_bin_serve_installs_it() -> None:
    """``[project.scripts]`` puts ``mancala-arbiter`` next to the venv's python, not on PATH."""
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert list(scripts) == ["mancala-arbiter"]
    assert (Path(sys.executable).parent / "mancala-arbiter").is_file()  # the venv bin/setup made
    assert "`.venv/bin/mancala-arbiter`" in README
