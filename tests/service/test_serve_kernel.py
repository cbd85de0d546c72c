"""The first ``bin/serve`` answers at once with the pure engine and switches to the compiled kernel
when its background build is done (issue 26.8: 229 s before the first answer on a fresh 2-core box).

* gunicorn.conf.py: with ``ARBITER_ENGINE_KERNEL`` naming a kernel that is not built yet, gunicorn
  serves the pure source; once the directory is complete, a HUP makes the master re-read the
  config, which puts the kernel first, and the new workers answer with the compiled build.
* bin/serve: in a copy of the checkout whose ``bin/build-kernel`` holds the build until the test
  lets it finish (then puts the real compiled kernel in place, as the real script does with its
  ``mv``), the server answers ``/healthz`` while the build is pending and switches after it.

Both need the real compiled kernel (``bin/build-kernel``, compiled once and reused), so they run
on the worker that builds it for tests/engine/test_compiled.py (the "kernel" group).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import free_port, start_gunicorn, stop_gunicorn  # tests/service/conftest.py (rootdir-relative import)

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.xdist_group("kernel"), pytest.mark.slow]


@pytest.fixture(scope="module")
def compiled() -> Path:
    done = subprocess.run([str(ROOT / "bin" / "build-kernel")], env={**os.environ, "ARBITER_ENGINE_BUILD": "compiled"},
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return Path(done.stdout.strip())


def engine_build(base_url: str) -> str | None:
    try:
        with urllib.request.urlopen(base_url + "/readyz", timeout=2) as response:
            build: str = json.load(response)["engine"]["build"]
            return build
    except OSError:
        return None


def wait_for(base_url: str, build: str, seconds: float, log: Path) -> None:
    deadline = time.monotonic() + seconds
    while engine_build(base_url) != build:
        assert time.monotonic() < deadline, f"no {build} engine after {seconds} s:\n{log.read_text()[-3000:]}"
        time.sleep(0.2)


def test_a_hup_switches_the_workers_to_the_kernel_once_it_is_built(compiled: Path, tmp_path: Path) -> None:
    kernel = tmp_path / "kernel"  # not there yet: the build is still running
    server = start_gunicorn(tmp_path, ARBITER_ENGINE_KERNEL=str(kernel))
    try:
        assert engine_build(server.base_url) == "interpreted"
        shutil.copytree(compiled, kernel)  # what bin/build-kernel's mv does when it is done
        server.process.send_signal(signal.SIGHUP)
        wait_for(server.base_url, "compiled", 60, server.log)
        assert server.process.poll() is None
    finally:
        stop_gunicorn(server)


HELD_BUILD = """#!/bin/sh
# bin/build-kernel for this test: the kernel's directory at once; the build when the test says so.
[ "${1:-}" = --path ] && { echo "$KERNEL_DIR"; exit 0; }
while [ ! -e "$RELEASE" ]; do sleep 0.1; done
cp -R "$COMPILED" "$KERNEL_DIR.tmp" && mv "$KERNEL_DIR.tmp" "$KERNEL_DIR" && echo "$KERNEL_DIR"
"""


@pytest.fixture
def checkout(tmp_path: Path) -> Iterator[Path]:
    """The checkout's tracked files as they are on disk, sharing its .venv."""
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    copy = tmp_path / "checkout"
    for name in filter(None, files.decode().split("\0")):
        source = ROOT / name
        if source.is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, copy / name, follow_symlinks=False)
    (copy / ".venv").symlink_to(ROOT / ".venv")
    yield copy


def test_bin_serve_answers_before_the_kernel_is_built(compiled: Path, checkout: Path, tmp_path: Path) -> None:
    build = checkout / "bin" / "build-kernel"
    build.write_text(HELD_BUILD)
    build.chmod(0o755)
    release, kernel, log = tmp_path / "release", tmp_path / "kernel", tmp_path / "serve.log"
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARBITER_", "PYTHONPATH"))}
    env.update(BIND=f"127.0.0.1:{port}", KERNEL_DIR=str(kernel), RELEASE=str(release), COMPILED=str(compiled),
               PROMETHEUS_MULTIPROC_DIR=str(tmp_path / "metrics"), WEB_CONCURRENCY="1")
    with log.open("wb") as out:
        serve = subprocess.Popen([str(checkout / "bin" / "serve")], cwd=checkout, env=env, stdout=out,
                                 stderr=subprocess.STDOUT, start_new_session=True)
    base_url = f"http://127.0.0.1:{port}"
    try:
        wait_for(base_url, "interpreted", 60, log)  # answering, and the build still held
        assert not kernel.exists()
        release.touch()
        wait_for(base_url, "compiled", 60, log)
        assert serve.poll() is None
        assert "the compiled kernel is ready; reloading the workers" in log.read_text()
    finally:
        os.killpg(serve.pid, signal.SIGTERM)
        try:
            serve.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(serve.pid, signal.SIGKILL)
            serve.wait(5)
