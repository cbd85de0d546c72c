"""clients/python is what scripts/gen_client.sh generates from openapi.yaml today (openapi-python-client)."""

from __future__ import annotations

import filecmp
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "clients" / "python"


def _differences(left: Path, right: Path) -> list[str]:
    found: list[str] = []
    compare = filecmp.dircmp(left, right, ignore=["__pycache__", ".ruff_cache"])
    found += [f"only in the checked-in client: {n}" for n in compare.left_only]
    found += [f"missing from the checked-in client: {n}" for n in compare.right_only]
    found += [f"differs: {n}" for n in compare.diff_files]
    for name in compare.common_dirs:
        found += _differences(left / name, right / name)
    return found


def test_the_generated_client_is_in_sync_with_the_spec(tmp_path: Path) -> None:
    generator = Path(sys.executable).with_name("openapi-python-client")
    if not generator.exists() and shutil.which("openapi-python-client") is None:
        pytest.fail("openapi-python-client is not installed (pip install -e '.[dev]')")
    out = tmp_path / "python"
    done = subprocess.run([str(ROOT / "scripts" / "gen_client.sh"), str(out)], capture_output=True, text=True,
                          timeout=300, env={"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin"})
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    differences = _differences(CLIENT, out)
    assert not differences, "run scripts/gen_client.sh: " + "; ".join(differences[:20])
