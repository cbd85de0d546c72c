"""clients/python is what scripts/gen_client.sh generates from openapi.yaml today (openapi-python-client).

The checked-in side is what git tracks in clients/python, so what ``pip install ./clients/python``
leaves there (``build/``, ``*.egg-info``; ignored by clients/python/.gitignore) is not a difference.
Outside a git checkout (an unpacked source archive) every file on disk counts.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.openapi_spec import openapi_spec

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "clients" / "python"
IGNORED_PARTS = {"__pycache__", ".ruff_cache"}


def checked_in_files(directory: Path) -> set[str]:
    """The files of ``directory`` (relative paths) that git tracks, or every file when git cannot say."""
    git = shutil.which("git")
    if git is not None:
        done = subprocess.run([git, "ls-files", "-z", "--", "."], cwd=directory, capture_output=True)
        if done.returncode == 0:
            return {name for name in done.stdout.decode().split("\0") if name}
    return all_files(directory)


def all_files(directory: Path) -> set[str]:
    return {str(path.relative_to(directory)) for path in directory.rglob("*")
            if path.is_file() and not IGNORED_PARTS & set(path.relative_to(directory).parts)}


def differences(checked_in: Path, generated: Path) -> list[str]:
    ours, theirs = checked_in_files(checked_in), all_files(generated)
    found = [f"only in the checked-in client: {n}" for n in sorted(ours - theirs)]
    found += [f"missing from the checked-in client: {n}" for n in sorted(theirs - ours)]
    found += [f"differs: {n}" for n in sorted(ours & theirs)
              if (checked_in / n).read_bytes() != (generated / n).read_bytes()]
    return found


def generate(out: Path) -> None:
    generator = Path(sys.executable).with_name("openapi-python-client")
    if not generator.exists() and shutil.which("openapi-python-client") is None:
        pytest.fail("openapi-python-client is not installed (pip install -e '.[dev]')")
    done = subprocess.run([str(ROOT / "scripts" / "gen_client.sh"), str(out)], capture_output=True, text=True,
                          timeout=300, env={"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin"})
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


def test_the_generated_client_is_in_sync_with_the_spec(tmp_path: Path) -> None:
    out = tmp_path / "python"
    generate(out)
    found = differences(CLIENT, out)
    assert not found, "run scripts/gen_client.sh: " + "; ".join(found[:20])


def test_what_an_install_leaves_behind_is_no_difference(tmp_path: Path) -> None:
    """The README's ``pip install ./clients/python`` builds in place: its leftovers are untracked."""
    if shutil.which("git") is None:
        pytest.skip("missing tool: git (install: apt-get install git)")
    checkout = tmp_path / "checkout"
    shutil.copytree(CLIENT, checkout, ignore=shutil.ignore_patterns(*IGNORED_PARTS, "build", "*.egg-info"))
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"]
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "client"]):
        subprocess.run([*git, *command], cwd=checkout, check=True, capture_output=True)
    generated = tmp_path / "generated"
    shutil.copytree(checkout, generated, ignore=shutil.ignore_patterns(".git"))
    (checkout / "build" / "lib" / "mancala_arbiter_client").mkdir(parents=True)
    (checkout / "build" / "lib" / "mancala_arbiter_client" / "client.py").write_text("# a build copy\n")
    (checkout / "mancala_arbiter_client.egg-info").mkdir()
    (checkout / "mancala_arbiter_client.egg-info" / "PKG-INFO").write_text("Name: mancala-arbiter-client\n")
    assert differences(checkout, generated) == []
    (checkout / "mancala_arbiter_client" / "client.py").write_text("# edited by hand\n")
    (generated / "mancala_arbiter_client" / "extra.py").write_text("# new in the spec\n")
    assert differences(checkout, generated) == [
        "missing from the checked-in client: mancala_arbiter_client/extra.py",
        "differs: mancala_arbiter_client/client.py",
    ]


def test_the_client_version_is_the_api_version() -> None:
    """openapi-python-client takes the package version from ``info.version``; the client says which API it speaks."""
    api_version = openapi_spec()["info"]["version"]
    setup = (CLIENT / "setup.py").read_text()
    assert f'version="{api_version}",' in setup
