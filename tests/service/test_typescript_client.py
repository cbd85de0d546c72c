"""clients/typescript: generated from today's openapi.yaml, packable, and playing whole games against gunicorn.

The package is copied to a temporary directory (the checkout is left as it is: no node_modules,
dist or build appear in it), where ``npm ci`` installs the locked dependencies from the npm
registry or npm's cache. Then:

* ``npm run generate`` (openapi-typescript, and the version from ``info.version``) must reproduce
  the committed ``src/schema.ts``, package.json and package-lock.json byte for byte;
* ``npm pack`` must build a tarball with the compiled module and its declarations;
* ``node --test`` (node's own runner; clients/typescript/test/) plays whole games of four variants
  through the client against a live gunicorn, checks typed 422 and 400 problems, and runs the
  README's example, which ``tsc`` compiled under the strict tsconfig;
* the README's install commands (``<!-- fresh-project -->``) run as written in a new directory:
  ``npm init``, ``npm install`` of the packed tarball with TypeScript, ``tsc`` of the example
  saved as ``play.ts``, ``node play.js`` against gunicorn, which prints the README's output.

Without node or npm these tests skip with the install line; with ``CI=true`` they fail instead.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import shutil
import subprocess
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.openapi_spec import openapi_spec

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "clients" / "typescript"
REGENERATE = "cd clients/typescript && npm ci && npm run generate"
LEFT_OUT = shutil.ignore_patterns("node_modules", "dist", "build", "*.tgz")


@dataclass(frozen=True)
class Workspace:
    node: str
    npm: str
    package: Path  # <tmp>/clients/typescript, with node_modules installed; <tmp>/openapi.yaml beside it


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def _run(command: list[str], cwd: Path, timeout: float, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "npm_config_update_notifier": "false", "npm_config_fund": "false",
                   "npm_config_audit": "false", **env}
    done = subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done


def _copy_package(destination: Path) -> Path:
    """``destination``/clients/typescript: the package as committed, with openapi.yaml two levels up as in the repository."""
    package = destination / "clients" / "typescript"
    shutil.copytree(CLIENT, package, ignore=LEFT_OUT)
    shutil.copy2(ROOT / "openapi.yaml", destination / "openapi.yaml")
    return package


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Workspace]:
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        if _in_ci():
            pytest.fail("node and npm are not installed, and CI=true: install them (apt-get install nodejs npm)")
        pytest.skip("missing tool: node (install: apt-get install nodejs npm)")  # see tests/conftest.py
    package = _copy_package(tmp_path_factory.mktemp("typescript-client"))
    _run([npm, "ci", "--prefer-offline"], package, timeout=600)
    yield Workspace(node, npm, package)


def test_the_package_version_is_the_api_version() -> None:
    api_version = openapi_spec()["info"]["version"]
    package = json.loads((CLIENT / "package.json").read_text())
    lock = json.loads((CLIENT / "package-lock.json").read_text())
    assert package["name"] == lock["name"] == "mancala-arbiter-client"
    assert (package["version"], lock["version"], lock["packages"][""]["version"]) == (api_version,) * 3, (
        f"run `{REGENERATE}`")


def test_the_committed_types_are_what_npm_run_generate_makes(workspace: Workspace, tmp_path: Path) -> None:
    fresh = _copy_package(tmp_path)
    (fresh / "node_modules").symlink_to(workspace.package / "node_modules")
    _run([workspace.npm, "run", "generate"], fresh, timeout=300)
    stale = []
    for name in ("src/schema.ts", "package.json", "package-lock.json"):
        committed, generated = (CLIENT / name).read_text(), (fresh / name).read_text()
        if committed != generated:
            diff = difflib.unified_diff(committed.splitlines(), generated.splitlines(), name, "generated", lineterm="", n=1)
            stale.append("\n".join(list(diff)[:40]))
    assert not stale, f"clients/typescript is stale; run `{REGENERATE}` and commit:\n" + "\n".join(stale)


def test_npm_pack_builds_the_compiled_module(workspace: Workspace, tmp_path: Path) -> None:
    packed = _run([workspace.npm, "pack", "--json", "--pack-destination", str(tmp_path)], workspace.package, timeout=300)
    (entry,) = json.loads(packed.stdout[packed.stdout.index("["):])
    version = json.loads((CLIENT / "package.json").read_text())["version"]
    assert entry["filename"] == f"mancala-arbiter-client-{version}.tgz"
    with tarfile.open(tmp_path / entry["filename"]) as tarball:
        names = set(tarball.getnames())
        assert names == {
            "package/package.json", "package/README.md",
            "package/dist/index.js", "package/dist/index.d.ts", "package/dist/schema.js", "package/dist/schema.d.ts",
        }
        index = tarball.extractfile("package/dist/index.js")
        declarations = tarball.extractfile("package/dist/index.d.ts")
        assert index is not None and declarations is not None
        assert 'from "openapi-fetch"' in index.read().decode()  # ESM, requests made by openapi-fetch
        assert "export declare function createArbiterClient(baseUrl: string" in declarations.read().decode()


def test_node_test_plays_whole_games_through_the_client(workspace: Workspace, live_server: object) -> None:
    base_url = live_server.base_url
    _run([workspace.npm, "run", "build:test"], workspace.package, timeout=600)  # tsc, strict: src, test/, examples/
    test_files = sorted(str(path) for path in (workspace.package / "build" / "test").glob("*.test.js"))
    runner = subprocess.run(
        [workspace.node, "--test", "--test-reporter=tap", *test_files], cwd=workspace.package,
        env={**os.environ, "ARBITER_URL": base_url}, capture_output=True, text=True, timeout=600,
    )
    summary = {key: int(value) for key, value in re.findall(r"^# (tests|pass|fail|cancelled|skipped|todo) (\d+)$",
                                                              runner.stdout, re.MULTILINE)}
    passed = re.findall(r"^ok \d+ - (.+)$", runner.stdout, re.MULTILINE)
    assert runner.returncode == 0, runner.stdout[-6000:] + runner.stderr[-2000:]
    assert summary == {"tests": 8, "pass": 8, "fail": 0, "cancelled": 0, "skipped": 0, "todo": 0}, runner.stdout[-3000:]
    assert [name for name in passed if name.startswith("a whole")] == [
        "a whole game of Kalah",
        "a whole game of Oware",
        "a whole game of Giuthi (three rounds), whose moves name a direction",
        "a whole three-seat game of Multiplayer mancala",
    ]
    assert "an illegal move is a typed 422 problem" in passed
    assert "the README's example is examples/play.ts, and it prints what the README says" in passed


def _block(readme: str, marker: str, language: str) -> str:
    match = re.search(rf"<!-- {marker} -->\n```{language}\n(.*?)```", readme, re.DOTALL)
    assert match, f"clients/typescript/README.md has no ```{language} block after <!-- {marker} -->"
    return match.group(1)


def test_the_readme_install_runs_as_written_in_a_new_project(workspace: Workspace, live_server: object,
                                                              tmp_path: Path) -> None:
    readme = (CLIENT / "README.md").read_text()
    commands, example = _block(readme, "fresh-project", "sh"), _block(readme, "play-a-game", "ts")
    expected = _block(readme, "play-a-game-output", "text")
    packed = _run([workspace.npm, "pack", "--json", "--pack-destination", str(tmp_path)], workspace.package,
                  timeout=300)
    (entry,) = json.loads(packed.stdout[packed.stdout.index("["):])
    tarball = re.search(r"\S*/mancala-arbiter-client-[0-9.]+\.tgz", commands)
    assert tarball and tarball.group(0).endswith("/" + entry["filename"]), "the README names another tarball"
    before, marker, after = commands.partition("# save the example below as play.ts\n")
    assert marker and "npx tsc" in after and "node play.js" in after
    offline = {"npm_config_prefer_offline": "true"}  # the registry, or npm's cache
    _run(["bash", "-ec", before.replace(tarball.group(0), str(tmp_path / entry["filename"]))], tmp_path,
         timeout=600, **offline)
    (tmp_path / "play" / "play.ts").write_text(example)
    base_url = live_server.base_url
    played = _run(["bash", "-ec", after.replace("http://127.0.0.1:8000", base_url)], tmp_path / "play",
                  timeout=300, **offline)
    assert played.stdout == expected
