"""The local cluster (compose.yaml, bin/cluster) started for these tests and torn down after them.

Three arbiter replicas built from the Dockerfile behind HAProxy, a shared Redis with a password,
keys mounted as secrets: the production shape of docs/deploy.md, on loopback ports of their own
(free ports, a compose project of its own), so a developer's own `bin/cluster up` is not touched.
Needs what `bin/cluster check` checks (podman, a runtime that runs a container here, podman-compose,
which bin/cluster installs into .cluster/tools when PATH has none, debootstrap for the local Debian
base image, which `bin/cluster up` makes when missing); skipped when something is missing on a
workstation, failed with CI=true, naming it in one line either way.
"""

from __future__ import annotations

import os
import pathlib
import shutil
import signal
import subprocess
from collections.abc import Iterator

import pytest

from .cluster import Cluster, free_port

ROOT = pathlib.Path(__file__).resolve().parents[2]
UP_TIMEOUT = 1500  # a cold machine builds the base image, the arbiter image and the infra image
#: the budget of the rate-limit test's keys (tests/cluster/test_cluster.py)
RATE_LIMITED_KEYS = "budget-one:20 per minute,budget-three:20 per minute"


def run_bounded(command: list[str], env: dict[str, str], timeout: float) -> subprocess.CompletedProcess[str]:
    """Runs ``command`` in a process group of its own; past ``timeout`` the whole group (podman-compose
    and the podman processes it started included) is killed, so nothing outlives the test's bound."""
    proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        return subprocess.CompletedProcess(command, -9, out, f"{err}\n(killed after {timeout} s)")
    return subprocess.CompletedProcess(command, proc.returncode, out, err)


@pytest.fixture(scope="session")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    runtime = ""
    if shutil.which("podman") is None:
        missing = "missing tool: podman (install: apt-get install podman runc debootstrap uidmap slirp4netns fuse-overlayfs)"
    else:
        check = subprocess.run([str(ROOT / "bin/cluster"), "check"], cwd=ROOT, env={**os.environ, "CLUSTER_ENGINE": "podman"},
                               capture_output=True, text=True, timeout=600)
        missing = "" if check.returncode == 0 else check.stderr.strip()
        runtime = subprocess.run([str(ROOT / "bin/cluster"), "runtime"], cwd=ROOT, capture_output=True, text=True,
                                 timeout=200).stdout.strip()
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"{missing}; CI must install it (.ci/run)")
        pytest.skip(missing)
    ports = {name: free_port() for name in ("lb", "a1", "a2", "a3", "redis")}
    project = f"arbiter-test-{os.getpid()}"
    secrets = tmp_path_factory.mktemp("cluster-secrets")
    env = dict(os.environ)
    env.update({
        "CLUSTER_ENGINE": "podman",
        "CLUSTER_PROJECT": project,
        "CLUSTER_SECRETS": str(secrets),
        "CLUSTER_PORT": str(ports["lb"]),
        "CLUSTER_ARBITER_1_PORT": str(ports["a1"]),
        "CLUSTER_ARBITER_2_PORT": str(ports["a2"]),
        "CLUSTER_ARBITER_3_PORT": str(ports["a3"]),
        "CLUSTER_REDIS_PORT": str(ports["redis"]),
        # the loads below send a few hundred requests a second from one address
        "CLUSTER_RATE_LIMIT": "1000000 per minute",
        "CLUSTER_RATE_LIMIT_API_KEYS": RATE_LIMITED_KEYS,
        "CLUSTER_CACHE_MIN_MOVES": "8",
        # a loaded CI box can take longer than production's 50 ms for a Redis write, and a timeout
        # bypasses Redis for 5 s: the cache test would then see a bypass, not a hit
        "CLUSTER_REDIS_TIMEOUT": "0.5",
    })
    handle = Cluster(ROOT, env, project, ports, secrets, runtime)
    try:
        up = run_bounded([str(ROOT / "bin/cluster"), "up"], env, UP_TIMEOUT)
        assert up.returncode == 0, f"bin/cluster up failed:\n{up.stderr[-6000:]}"
        yield handle
    finally:
        run_bounded([str(ROOT / "bin/cluster"), "down"], env, 300)
        left = handle.containers(all_states=True)
        assert not left, f"bin/cluster down left containers behind: {left}"
