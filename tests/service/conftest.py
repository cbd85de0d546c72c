"""Service fixtures: app/client, a private redis-server, a Redis that never answers, a live gunicorn."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests configure the app through overrides only; stray ARBITER_* variables must not leak in."""
    for name in list(os.environ):
        if name.startswith("ARBITER_"):
            monkeypatch.delenv(name)


@pytest.fixture
def make_app() -> Callable[..., Flask]:
    def build(**overrides: Any) -> Flask:
        app = create_app({"TESTING": True, **overrides})
        return app

    return build


@pytest.fixture
def app(make_app: Callable[..., Flask]) -> Flask:
    return make_app()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


# ------------------------------------------------------------------ a real redis-server


class RedisServer:
    """A private redis-server on a unix socket in a temporary directory; can be stopped and restarted."""

    def __init__(self, executable: str, directory: Path) -> None:
        self.executable = executable
        self.directory = directory
        self.socket = directory / "redis.sock"
        self.url = f"unix://{self.socket}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                self.executable, "--port", "0", "--unixsocket", str(self.socket), "--unixsocketperm", "700",
                "--save", "", "--appendonly", "no", "--dir", str(self.directory),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if self.socket.exists() and self._pings():
                return
            time.sleep(0.02)
        raise RuntimeError("redis-server did not start")

    def _pings(self) -> bool:
        try:
            with socket.socket(socket.AF_UNIX) as s:
                s.settimeout(0.2)
                s.connect(str(self.socket))
                s.sendall(b"PING\r\n")
                return s.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(5)
            self.process = None

    def flush(self) -> None:
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(1)
            s.connect(str(self.socket))
            s.sendall(b"FLUSHALL\r\n")
            s.recv(16)


@pytest.fixture(scope="session")
def redis_executable() -> str:
    found = shutil.which("redis-server")
    if found is None:
        if os.environ.get("CI", "").lower() in {"1", "true", "yes"}:
            pytest.fail("redis-server is not installed, and CI=true: install it (apt-get install redis-server)")
        pytest.skip("missing tool: redis-server (install: apt-get install redis-server)")  # see tests/conftest.py
    return found


@pytest.fixture
def redis_server(redis_executable: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    """A fresh redis-server per test (0.1 s), so a test may stop it without disturbing others."""
    server = RedisServer(redis_executable, tmp_path_factory.mktemp("redis"))
    server.start()
    try:
        yield server
    finally:
        server.stop()


class SilentServer:
    """Accepts TCP connections and never answers: the worst kind of broken Redis."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.port = self.sock.getsockname()[1]
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.connections: list[socket.socket] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        self.sock.settimeout(0.1)
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self.connections.append(conn)  # hold it open, read nothing, say nothing

    def close(self) -> None:
        self._stop.set()
        self._thread.join(2)
        for conn in self.connections:
            conn.close()
        self.sock.close()


@pytest.fixture
def silent_redis() -> Iterator[SilentServer]:
    server = SilentServer()
    try:
        yield server
    finally:
        server.close()


# ------------------------------------------------------------------ a live gunicorn


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class LiveServer:
    def __init__(self, base_url: str, process: subprocess.Popen[bytes], log: Path) -> None:
        self.base_url = base_url
        self.process = process
        self.log = log


def start_gunicorn(workdir: Path, app: str = "service:create_app()", **env_extra: str) -> LiveServer:
    """gunicorn with gunicorn.conf.py (gthread workers) serving ``app`` on a free loopback port; waits for /healthz."""
    import urllib.request

    port = free_port()
    log = workdir / "gunicorn.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
    env.update(BIND=f"127.0.0.1:{port}", WEB_CONCURRENCY="2", PROMETHEUS_MULTIPROC_DIR=str(workdir / "metrics"))
    env.update(env_extra)
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "gunicorn.conf.py"), app],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    base_url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            with urllib.request.urlopen(base_url + "/healthz", timeout=1) as response:
                if response.status == 200:
                    return LiveServer(base_url, process, log)
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("gunicorn did not start:\n" + log.read_text()) from None
            time.sleep(0.1)


def stop_gunicorn(server: LiveServer) -> int | None:
    server.process.terminate()
    try:
        return server.process.wait(15)
    except subprocess.TimeoutExpired:
        server.process.kill()
        return None


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    server = start_gunicorn(tmp_path_factory.mktemp("gunicorn"))
    try:
        yield server
    finally:
        stop_gunicorn(server)

def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Show how many cases schemathesis ran (in-process per operation, stateful steps, live)."""
    module = sys.modules.get("test_schemathesis")
    cases = getattr(module, "CASES", None)
    if not cases:
        return
    terminalreporter.section("schemathesis cases")
    for label, count in sorted(cases.items()):
        terminalreporter.write_line(f"{count:6d}  {label}")
    in_process = sum(c for label, c in cases.items() if label.startswith("in-process ") and "stateful" not in label)
    stateful = sum(c for label, c in cases.items() if "stateful" in label)
    terminalreporter.write_line(f"{in_process:6d}  in-process generated cases (total)")
    terminalreporter.write_line(f"{stateful:6d}  in-process stateful calls (total)")
