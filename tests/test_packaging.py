"""The service and the Python client build with ``python -m build`` and pass ``twine check --strict``.

Each is built from a copy of its tracked files in a temporary directory (setuptools writes
``*.egg-info`` and ``build/`` next to the sources it builds). pip fetches the build backend
(setuptools, isolated build), so this needs the package index or a warm pip cache.
"""

from __future__ import annotations

import email
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.openapi_spec import openapi_spec

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow


def tracked_copy(directory: Path, to: Path) -> Path:
    files = subprocess.run(["git", "ls-files", "-z", "--", "."], cwd=directory, capture_output=True, check=True).stdout
    for name in filter(None, files.decode().split("\0")):
        source = directory / name
        if source.is_file():
            (to / name).parent.mkdir(parents=True, exist_ok=True)
            (to / name).write_bytes(source.read_bytes())
    return to


def build(source: Path, out: Path) -> tuple[Path, Path]:
    done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(source)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    wheel, = out.glob("*.whl")
    sdist, = out.glob("*.tar.gz")
    check = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", str(wheel), str(sdist)],
                           capture_output=True, text=True, timeout=120)
    assert check.returncode == 0, check.stdout + check.stderr
    return wheel, sdist


def wheel_metadata(wheel: Path) -> tuple[email.message.Message, list[str]]:
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata, = [n for n in names if n.endswith(".dist-info/METADATA")]
        return email.message_from_bytes(archive.read(metadata)), names


def test_the_service_builds_a_wheel_and_an_sdist_that_twine_accepts(tmp_path: Path) -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wheel, sdist = build(tracked_copy(ROOT, tmp_path / "src"), tmp_path / "dist")
    metadata, names = wheel_metadata(wheel)
    assert (metadata["Name"], metadata["Version"]) == (project["name"], project["version"])
    assert metadata["License-Expression"] == "MIT" and metadata["License-File"] == "LICENSE"
    assert f"mancala_arbiter-{project['version']}.dist-info/licenses/LICENSE" in names
    assert {"engine/game.py", "service/openapi.yaml", "service/static/play/index.html"} <= set(names)
    # the command line, and the generated client it uses for --server (pyproject.toml: packages.find)
    assert {"arbiter_cli/main.py", "arbiter_cli/py.typed", "mancala_arbiter_client/api/games/replay_game.py",
            "mancala_arbiter_client/py.typed"} <= set(names)
    assert not [n for n in names if n.startswith(("tests/", "clients/"))]
    assert f"mancala_arbiter-{project['version']}.dist-info/entry_points.txt" in names
    with tarfile.open(sdist) as archive:
        assert f"mancala_arbiter-{project['version']}/LICENSE" in archive.getnames()


def test_the_client_builds_with_the_api_version(tmp_path: Path) -> None:
    api_version = openapi_spec()["info"]["version"]
    wheel, sdist = build(tracked_copy(ROOT / "clients" / "python", tmp_path / "client"), tmp_path / "dist")
    metadata, names = wheel_metadata(wheel)
    assert (metadata["Name"], metadata["Version"]) == ("mancala-arbiter-client", api_version)
    assert metadata["License-Expression"] == "MIT"
    assert "mancala_arbiter_client/api/games/make_move.py" in names
    assert "## Play a game" in metadata.get_payload()
    assert sdist.name == f"mancala_arbiter_client-{api_version}.tar.gz"
