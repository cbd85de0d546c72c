"""Container smoke test (docs/deploy.md, "Building without Docker Hub"): build the real Dockerfile with podman, run the
image as its non-root user with a read-only root filesystem against a real Redis, talk to it over
127.0.0.1 only, then SIGTERM it and expect a clean, graceful exit.

Skips only when podman is absent and CI is not set. Timings are reported, never asserted; every
wait has a generous bound. Environment knobs:
  DEPLOY_SMOKE_PYTHON_IMAGE   base image for the build (default: a local Debian image made with
                         make-base-image.sh, since Docker Hub may be out of reach)
  DEPLOY_SMOKE_PODMAN_RUNTIME OCI runtime (default: the one `bin/cluster runtime` finds runs a container
                         here: podman's default, else runc, else crun; crun fails on hybrid cgroups)
  DEPLOY_SMOKE_KEEP     "0" removes the built image at the end (default: keep it as a layer cache)
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import tomllib
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

import pytest

IMAGE = "localhost/mancala-arbiter:smoke"
SOURCE_URL = "https://example.org/mancala-arbiter.git"  # what a release build passes as --build-arg SOURCE_URL
# bin/test's workers (--dist loadgroup): the whole module on one, so the image is built once.
pytestmark = pytest.mark.xdist_group("container")
BASE_IMAGE = "localhost/mancala-arbiter-python-base:bookworm"
CA_BUNDLE = pathlib.Path("/etc/ssl/certs/ca-certificates.crt")
BUILD_TIMEOUT = 900
READY_TIMEOUT = 90
STOP_TIMEOUT = 60
HTTP_TIMEOUT = 10
CACHE_MIN_MOVES = 6
# some sandboxes refuse the default container ulimits (docs/deploy.md); harmless elsewhere
ROOT = pathlib.Path(__file__).resolve().parents[2]
ULIMITS = ["--ulimit", "nofile=1024:1024", "--ulimit", "nproc=1024:1024"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def working_runtime() -> str:
    """The OCI runtime that runs a container on this machine, as bin/cluster probes it (one place)."""
    probe = subprocess.run([str(ROOT / "bin" / "cluster"), "runtime"], capture_output=True, text=True, timeout=200)
    assert probe.returncode == 0, probe.stderr.strip()
    return probe.stdout.strip()


class Podman:
    def __init__(self, exe: str) -> None:
        runtime = os.environ.get("DEPLOY_SMOKE_PODMAN_RUNTIME") or working_runtime()
        self.base = [exe, "--runtime", runtime]

    def __call__(self, *args: str, timeout: float = 120, check: bool = True) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run(self.base + list(args), capture_output=True, text=True, timeout=timeout)
        if check and proc.returncode != 0:
            raise AssertionError(f"podman {' '.join(args[:2])} failed ({proc.returncode}):\n{proc.stderr[-4000:]}")
        return proc

    def project_dangling_images(self) -> set[str]:
        """Untagged images left by earlier builds of this Dockerfile (it labels both stages)."""
        ids: set[str] = set()
        for title in ("mancala-arbiter", "mancala-arbiter-build"):
            proc = self("images", "--quiet", "--no-trunc", "--filter", "dangling=true",
                        "--filter", f"label=org.opencontainers.image.title={title}", check=False)
            ids.update(line.strip().removeprefix("sha256:") for line in proc.stdout.split() if line.strip())
        return ids

    def image_id(self, ref: str) -> str | None:
        proc = self("image", "inspect", "--format", "{{.Id}}", ref, check=False)
        return proc.stdout.strip() if proc.returncode == 0 else None


def http(port: int, method: str, path: str, body: Any = None) -> tuple[int, dict[str, str], bytes]:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=HTTP_TIMEOUT) as resp:
            return resp.status, dict(resp.headers.items()), resp.read()
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers.items()), err.read()


def post_json(port: int, path: str, body: Any) -> Any:
    status, _, raw = http(port, "POST", path, body)
    assert status in (200, 201), f"POST {path} {json.dumps(body)[:500]} -> {status}: {raw[:2000]!r}"
    return json.loads(raw)


def play(port: int, variant: str, plies: int) -> tuple[list[Any], Any]:
    """Start a game and play up to ``plies`` moves, each the first legal move; returns (moves, last answer)."""
    answer = post_json(port, "/v1/games", {"variant": variant})
    moves: list[Any] = []
    for _ in range(plies):
        if answer.get("outcome") or not answer.get("legal_moves"):
            break
        move = answer["legal_moves"][0]
        request = {"variant": variant, "position": answer["position"], "move": move}
        if answer.get("signature"):
            request["signature"] = answer["signature"]
        after = post_json(port, "/v1/moves", request)
        assert after["position"] != answer["position"]
        assert isinstance(after.get("events"), list)
        moves.append(move)
        answer = after
    assert moves, f"no legal move in a new {variant} game"
    return moves, answer


@pytest.fixture(scope="module")
def podman(require_tool: Callable[[str, str], str]) -> Podman:
    # The one allowed skip: no podman on a workstation (CI=true turns it into a failure).
    return Podman(require_tool("podman", "apt-get install podman runc debootstrap uidmap slirp4netns fuse-overlayfs"))


class RedisServer:
    """A private redis-server on 127.0.0.1 (the container shares the host network)."""

    def __init__(self, exe: str) -> None:
        self.port = free_port()
        self.workdir = tempfile.mkdtemp(prefix="arbiter-smoke-redis-")
        self.proc = subprocess.Popen(
            [exe, "--bind", "127.0.0.1", "--port", str(self.port), "--save", "", "--appendonly", "no",
             "--maxmemory", "64mb", "--maxmemory-policy", "allkeys-lru", "--dir", self.workdir],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )

    def wait_ready(self, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while True:
            try:
                if redis_command(self.port, "PING").startswith(b"+PONG"):
                    return
            except OSError:
                pass
            assert self.proc.poll() is None, "redis-server exited"
            assert time.monotonic() < deadline, "redis-server did not answer"
            time.sleep(0.05)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


@pytest.fixture(scope="module")
def redis(find_tool: Callable[[str], str | None]) -> Iterator[RedisServer]:
    exe = find_tool("redis-server")
    assert exe, "redis-server missing: apt-get install redis-server (.ci/run does)"
    server = RedisServer(exe)
    try:
        server.wait_ready()
        yield server
    finally:
        server.stop()
        shutil.rmtree(server.workdir, ignore_errors=True)


def redis_command(port: int, *words: str) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(b"".join(
            [f"*{len(words)}\r\n".encode()]
            + [f"${len(w.encode())}\r\n{w}\r\n".encode() for w in words]
        ))
        chunks = []
        s.settimeout(2)
        while True:
            try:
                chunk = s.recv(65536)
            except TimeoutError:
                break
            chunks.append(chunk)
            if not chunk or chunk.endswith(b"\r\n"):
                break
        return b"".join(chunks)


@pytest.fixture(scope="module")
def base_image(podman: Podman, repo_root: pathlib.Path, find_tool: Callable[[str], str | None],
               smoke_report: dict[str, Any]) -> str:
    explicit = os.environ.get("DEPLOY_SMOKE_PYTHON_IMAGE")
    if explicit:
        return explicit
    if podman.image_id(BASE_IMAGE) is None:
        assert find_tool("debootstrap"), (
            "debootstrap missing: apt-get install debootstrap (.ci/run does), "
            "or set DEPLOY_SMOKE_PYTHON_IMAGE=python:3.12-slim-bookworm where Docker Hub is reachable")
        started = time.monotonic()
        proc = subprocess.run(
            [str(repo_root / "tests" / "deploy" / "make-base-image.sh"), BASE_IMAGE],
            capture_output=True, text=True, timeout=600,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
        smoke_report["base image build (debootstrap, one-off per machine)"] = f"{time.monotonic() - started:.1f} s"
    else:
        smoke_report["base image build (debootstrap, one-off per machine)"] = "cached"
    return BASE_IMAGE


@pytest.fixture(scope="module")
def image(podman: Podman, base_image: str, repo_root: pathlib.Path,
          smoke_report: dict[str, Any]) -> Iterator[str]:
    previous = podman.image_id(IMAGE)
    stale = podman.project_dangling_images()
    args = ["build", "--format", "docker", "--network=host", *ULIMITS,
            "--build-arg", f"PYTHON_IMAGE={base_image}", "--build-arg", f"SOURCE_URL={SOURCE_URL}", "--tag", IMAGE]
    with tempfile.TemporaryDirectory(prefix="arbiter-smoke-build-") as tmp:
        if CA_BUNDLE.is_file():
            # pip inside the build reaches the registry through the host's CA bundle (§11);
            # build-time mounts only, nothing of them lands in a layer.
            pip_conf = pathlib.Path(tmp) / "pip.conf"
            pip_conf.write_text(f"[global]\ncert = {CA_BUNDLE}\n")
            args += ["--volume", f"{CA_BUNDLE}:{CA_BUNDLE}:ro", "--volume", f"{pip_conf}:/etc/pip.conf:ro"]
        started = time.monotonic()
        proc = podman(*args, str(repo_root), timeout=BUILD_TIMEOUT, check=False)
        elapsed = time.monotonic() - started
    assert proc.returncode == 0, f"build failed:\n{proc.stdout[-6000:]}\n{proc.stderr[-4000:]}"
    cached = proc.stdout.count("Using cache")
    smoke_report["image build"] = f"{elapsed:.1f} s ({cached} cached steps)"
    size = int(podman("image", "inspect", "--format", "{{.Size}}", IMAGE).stdout.strip())
    smoke_report["image size"] = f"{size / 1e6:.0f} MB ({size} bytes, base {base_image})"
    # Keep this build's layers as the next run's cache; remove what earlier builds left that this
    # one did not reuse (the superseded smoke image and stale intermediate images).
    reused = set(re.findall(r"Using cache ([0-9a-f]{64})", proc.stdout))
    current = podman.image_id(IMAGE)
    if previous and previous != current:
        stale.add(previous.removeprefix("sha256:"))
    for image_id in sorted(stale - reused - {(current or "").removeprefix("sha256:")}):
        podman("rmi", image_id, check=False)
    try:
        yield IMAGE
    finally:
        if os.environ.get("DEPLOY_SMOKE_KEEP", "1") == "0":
            podman("rmi", "--force", IMAGE, check=False)


class Container:
    def __init__(self, podman: Podman, name: str, port: int) -> None:
        self.podman, self.name, self.port = podman, name, port

    def logs(self) -> str:
        proc = self.podman("logs", self.name, check=False)
        return (proc.stdout + proc.stderr)[-8000:]

    def running(self) -> bool:
        proc = self.podman("inspect", "--format", "{{.State.Running}}", self.name, check=False)
        return proc.stdout.strip() == "true"


@pytest.fixture(scope="module")
def container(podman: Podman, image: str, redis: RedisServer,
              smoke_report: dict[str, Any]) -> Iterator[Container]:
    port = free_port()
    name = f"mancala-arbiter-smoke-{os.getpid()}"
    podman("rm", "--force", name, check=False)
    env = {
        "BIND": f"127.0.0.1:{port}",
        "PORT": str(port),
        "WEB_CONCURRENCY": "2",
        "GUNICORN_GRACEFUL_TIMEOUT": "10",
        "PROMETHEUS_MULTIPROC_DIR": "/tmp/prometheus",
        "ARBITER_REDIS_URL": f"redis://127.0.0.1:{redis.port}/0",
        # replays of at least this many moves go through the cache (Redis); shorter ones do not
        "ARBITER_CACHE_MIN_MOVES": str(CACHE_MIN_MOVES),
        "ARBITER_SIGNING_KEYS": "smoke-1:smoke-test-only-not-a-secret",
        "ARBITER_SIGNING_KEY_ID": "smoke-1",
    }
    started = time.monotonic()
    # The pod's constraints (k8s/base/deployment.yaml): image's own non-root USER, read-only root,
    # a tmpfs /tmp, no capabilities, no privilege escalation. Host network = loopback only here.
    podman(
        "run", "--detach", "--name", name, "--network=host", *ULIMITS,
        "--read-only", "--tmpfs", "/tmp:rw,size=64m,mode=1777",
        "--cap-drop=ALL", "--security-opt", "no-new-privileges",
        "--health-interval", "disable",
        *[f"--env={k}={v}" for k, v in env.items()],
        image,
    )
    c = Container(podman, name, port)
    try:
        deadline = time.monotonic() + READY_TIMEOUT
        while True:
            try:
                if http(port, "GET", "/readyz")[0] == 200:
                    break
            except OSError:
                pass
            assert c.running(), f"container exited before ready:\n{c.logs()}"
            assert time.monotonic() < deadline, f"not ready after {READY_TIMEOUT} s:\n{c.logs()}"
            time.sleep(0.1)
        smoke_report["start to ready (podman run -> /readyz 200)"] = f"{time.monotonic() - started:.2f} s"
        yield c
    finally:
        podman("rm", "--force", "--time", "5", name, check=False)


def test_the_image_carries_its_oci_labels(podman: Podman, image: str, repo_root: pathlib.Path) -> None:
    labels = json.loads(podman("image", "inspect", "--format", "{{json .Labels}}", image).stdout)
    project = tomllib.loads((repo_root / "pyproject.toml").read_text())["project"]
    assert labels["org.opencontainers.image.title"] == project["name"]
    assert labels["org.opencontainers.image.version"] == project["version"]
    assert labels["org.opencontainers.image.licenses"] == project["license"]
    assert labels["org.opencontainers.image.source"] == SOURCE_URL


def test_runs_as_its_non_root_user(podman: Podman, container: Container) -> None:
    config_user = podman("inspect", "--format", "{{.Config.User}}", container.name).stdout.strip()
    assert config_user and config_user.split(":")[0] not in ("", "0", "root")
    uid = podman("exec", container.name, "python3", "-c", "import os; print(os.getuid(), os.getgid())")
    assert uid.stdout.split() == ["10001", "10001"]
    # and the root filesystem really is read-only for it
    probe = podman("exec", container.name, "python3", "-c", "open('/app/x', 'w')", check=False)
    assert probe.returncode != 0


def test_health_ready_and_docker_healthcheck(podman: Podman, container: Container) -> None:
    for path in ("/healthz", "/readyz"):
        status, _, body = http(container.port, "GET", path)
        assert status == 200, (path, body)
    # the image's HEALTHCHECK instruction works too
    assert podman("healthcheck", "run", container.name, check=False).returncode == 0, container.logs()


def test_runs_the_compiled_engine_without_a_compiler(podman: Podman, container: Container) -> None:
    """The image ships the mypyc-compiled kernel (built in the build stage) and says so."""
    status, _, body = http(container.port, "GET", "/readyz")
    assert status == 200 and json.loads(body)["engine"] == {"build": "compiled"}, body
    loaded = podman("exec", container.name, "python3", "-c", "import engine.game; print(engine.game.__file__)")
    assert loaded.stdout.strip().endswith(".so"), loaded.stdout
    play(container.port, "oware", 3)  # the compiled kernel answers moves
    metrics = http(container.port, "GET", "/metrics")[2].decode()
    assert 'arbiter_engine_info{build="compiled"} 1.0' in metrics, metrics[-3000:]
    assert 'build="interpreted"' not in metrics
    # the toolchain stayed in the build stage
    tools = podman("exec", container.name, "sh", "-c", "command -v gcc cc mypyc; ls /opt", check=False)
    assert tools.stdout.split() == ["venv"], tools.stdout


def test_plays_moves_and_replays(container: Container, redis: RedisServer) -> None:
    status, _, body = http(container.port, "GET", "/v1/variants")
    assert status == 200, body
    ids = {v.get("id") for v in json.loads(body)["variants"]}
    assert {"kalah", "oware"} <= ids, ids

    # a short oware game: a replay this short is computed, never cached
    moves, last = play(container.port, "oware", CACHE_MIN_MOVES - 2)
    replay = post_json(container.port, "/v1/replay", {"variant": "oware", "moves": moves})
    assert replay["position"] == last["position"], "the replay must reach the position the moves did"

    # a longer kalah game: its replay is long enough to be cached, in the Redis given to the container
    moves, last = play(container.port, "kalah", 24)
    assert len(moves) >= CACHE_MIN_MOVES, f"the kalah game ended after {len(moves)} moves"
    first = post_json(container.port, "/v1/replay", {"variant": "kalah", "moves": moves})
    again = post_json(container.port, "/v1/replay", {"variant": "kalah", "moves": moves})
    assert first["position"] == last["position"] and again == first
    keys = redis_command(redis.port, "DBSIZE")
    assert keys.startswith(b":") and int(keys[1:].strip()) > 0, f"nothing cached in Redis: {keys!r}"
    ready = json.loads(http(container.port, "GET", "/readyz")[2])
    assert ready.get("cache", {}).get("backend") == "redis", ready


def test_serves_with_redis_down(container: Container, redis: RedisServer) -> None:
    """Redis is only a cache: with it gone the answers and readiness stay (docs/deploy.md)."""
    moves, last = play(container.port, "kalah", 24)
    redis.stop()
    for _ in range(2):  # the first call meets the dead Redis, the second the open breaker
        replay = post_json(container.port, "/v1/replay", {"variant": "kalah", "moves": moves})
        assert replay["position"] == last["position"]
    status, _, body = http(container.port, "GET", "/readyz")
    assert status == 200, body
    assert json.loads(body).get("cache", {}).get("backend") == "redis"
    assert post_json(container.port, "/v1/games", {"variant": "oware"})["position"]


def test_metrics(container: Container) -> None:
    status, headers, body = http(container.port, "GET", "/metrics")
    assert status == 200
    assert headers.get("Content-Type", "").startswith("text/plain")
    assert b"# TYPE " in body


def test_sigterm_exits_cleanly(podman: Podman, container: Container,
                               smoke_report: dict[str, Any]) -> None:
    # runs last in this module (pytest keeps definition order): it stops the shared container
    started = time.monotonic()
    podman("kill", "--signal", signal.Signals.SIGTERM.name, container.name)
    waited = podman("wait", container.name, timeout=STOP_TIMEOUT + 10, check=False)
    elapsed = time.monotonic() - started
    smoke_report["shutdown (SIGTERM -> exit)"] = f"{elapsed:.2f} s"
    logs = container.logs()
    assert waited.returncode == 0 and waited.stdout.strip() == "0", f"exit {waited.stdout!r}:\n{logs}"
    assert "Handling signal: term" in logs, logs
    assert "Shutting down: Master" in logs, logs
    for bad in ("Traceback", "WORKER TIMEOUT", "SIGKILL", "Worker failed to boot"):
        assert bad not in logs, logs
