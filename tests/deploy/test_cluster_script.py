"""bin/cluster checks before it builds and never waits past its bounds (docs/deploy.md, "A local cluster").

These run the script itself, without building an image: what it says when a prerequisite is
missing or a runtime cannot run a container, and that a compose step that hangs is stopped at its
bound with one line naming it. They need podman (the runtime probe asks it to run a container);
skipped without it on a workstation, failed with CI=true.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import time
from collections.abc import Callable

import pytest


def cluster(repo_root: pathlib.Path, *args: str, env: dict[str, str] | None = None,
            timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(repo_root / "bin" / "cluster"), *args], cwd=repo_root, capture_output=True,
                          text=True, timeout=timeout, env={**os.environ, "CLUSTER_ENGINE": "podman", **(env or {})})


@pytest.fixture(scope="module")
def podman(require_tool: Callable[[str, str], str]) -> str:
    return require_tool("podman", "apt-get install podman runc")


def scratch_root(where: pathlib.Path) -> pathlib.Path:
    """A root file system of /usr/bin/true and the libraries it loads: enough to run one container."""
    libraries = subprocess.run(["ldd", "/usr/bin/true"], capture_output=True, text=True, check=True).stdout
    for name in ["/usr/bin/true", *(word for word in libraries.split() if word.startswith("/"))]:
        target = where / name.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pathlib.Path(name).read_bytes())
        target.chmod(0o755)
    return where


def test_the_runtime_it_finds_runs_a_container(repo_root: pathlib.Path, podman: str, tmp_path: pathlib.Path) -> None:
    found = cluster(repo_root, "runtime")
    assert found.returncode == 0, found.stderr
    runtime = found.stdout.strip()
    assert runtime and " " not in runtime, runtime
    # asked again by hand: the runtime it named really runs a container on this machine
    ran = subprocess.run([podman, "--runtime", runtime, "run", "--rm", "--network=host", "--ulimit", "nofile=1024:1024",
                          "--ulimit", "nproc=1024:1024", "--rootfs", str(scratch_root(tmp_path / "root")),
                          "/usr/bin/true"], capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr


def test_a_runtime_that_cannot_run_a_container_is_named_in_one_line(repo_root: pathlib.Path, podman: str) -> None:
    answer = cluster(repo_root, "check", env={"CLUSTER_PODMAN_RUNTIME": "no-such-runtime"})
    assert answer.returncode == 1
    lines = answer.stderr.strip().splitlines()
    assert len(lines) == 1, answer.stderr
    assert lines[0].startswith("bin/cluster: no OCI runtime runs a container here (no-such-runtime: ")
    assert lines[0].endswith("; apt-get install runc"), lines[0]


def test_up_checks_before_it_builds(repo_root: pathlib.Path, podman: str, tmp_path: pathlib.Path) -> None:
    # With no runtime that works, `up` stops at the check: no secrets made, no image built.
    secrets = tmp_path / "secrets"
    answer = cluster(repo_root, "up", env={"CLUSTER_PODMAN_RUNTIME": "no-such-runtime", "CLUSTER_SECRETS": str(secrets),
                                           "CLUSTER_PROJECT": "arbiter-check-only"})
    assert answer.returncode == 1
    assert "building" not in answer.stderr and "making" not in answer.stderr, answer.stderr
    assert not secrets.exists()


def test_a_compose_step_that_hangs_is_stopped_at_its_bound(repo_root: pathlib.Path, podman: str,
                                                          tmp_path: pathlib.Path) -> None:
    # A podman-compose that answers its version, then hangs on everything else (as one once did for
    # over 10 minutes): bin/cluster stops it at CLUSTER_COMPOSE_TIMEOUT and says so.
    fake = tmp_path / "bin" / "podman-compose"
    fake.parent.mkdir()
    fake.write_text('#!/bin/sh\n[ "$1" = --version ] && { echo "podman-compose version 1.6.0"; exit 0; }\nexec sleep 600\n')
    fake.chmod(0o755)
    started = time.monotonic()
    answer = cluster(repo_root, "status", env={"PATH": f"{fake.parent}:{os.environ['PATH']}",
                                               "CLUSTER_COMPOSE_TIMEOUT": "2", "CLUSTER_PROJECT": "arbiter-hang"},
                     timeout=120)
    assert answer.returncode == 1
    assert "bin/cluster: podman-compose ps gave no answer in 2 s and was stopped" in answer.stderr, answer.stderr
    assert time.monotonic() - started < 100
