"""clients/python/README.md's "Play a game" snippet runs as printed against a live gunicorn."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "clients" / "python" / "README.md"


def snippet() -> str:
    text = README.read_text()
    section = text[text.index("## Play a game"):]
    match = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert match, "no python block under 'Play a game'"
    return match.group(1)


def test_the_readme_snippet_plays_a_game_to_the_end(live_server: Any) -> None:
    code = snippet()
    assert len(code.splitlines()) <= 20
    assert code.count('base_url="http://127.0.0.1:8000"') == 1
    code = code.replace('base_url="http://127.0.0.1:8000"', f'base_url="{live_server.base_url}"')
    env = {**os.environ, "PYTHONPATH": str(ROOT / "clients" / "python")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env, cwd="/")
    assert done.returncode == 0, done.stderr[-3000:]
    match = re.fullmatch(r"(\w+) after (\d+) moves: scores \[(\d+), (\d+)\]\n", done.stdout)
    assert match, done.stdout
    reason, plies, first, second = match.group(1), int(match.group(2)), int(match.group(3)), int(match.group(4))
    assert reason == "side_empty" and plies >= 6 and first + second == 48  # Kalah: 6 pits x 4 seeds a side
