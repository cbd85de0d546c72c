"""The playground's ES modules carry JSDoc types; ``tsc --checkJs`` (strict) must accept them."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

PLAY = Path(__file__).resolve().parents[2] / "service" / "static" / "play"


def test_the_playground_type_checks_under_tsc_strict() -> None:
    tsc = shutil.which("tsc")
    if tsc is None:
        message = "tsc is not installed (install: apt-get install node-typescript)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    result = subprocess.run([tsc, "-p", str(PLAY)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
