"""What the cluster tests use: the running cluster's handle, plain HTTP on new or kept-alive
connections, and a bounded load whose every answer is compared with a single-process reference."""

from __future__ import annotations

import http.client
import json
import pathlib
import re
import socket
import subprocess
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Self

HTTP_TIMEOUT = 10.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


def request(port: int, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None,
            connection: http.client.HTTPConnection | None = None) -> Answer:
    """One request; on a new connection (closed after it) unless ``connection`` is given."""
    data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode()
    sent = dict(headers or {})
    if data is not None:
        sent["Content-Type"] = "application/json"
    own = connection is None
    conn = connection or http.client.HTTPConnection("127.0.0.1", port, timeout=HTTP_TIMEOUT)
    if own:
        sent["Connection"] = "close"
    try:
        conn.request(method, path, body=data, headers=sent)
        resp = conn.getresponse()
        return Answer(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
    finally:
        if own:
            conn.close()


class Cluster:
    def __init__(self, root: pathlib.Path, env: dict[str, str], project: str, ports: dict[str, int],
                 secrets: pathlib.Path, runtime: str) -> None:
        self.root, self.env, self.project, self.ports, self.secrets = root, env, project, ports, secrets
        #: the OCI runtime bin/cluster found runs a container here (bin/cluster runtime)
        self.runtime = runtime

    @property
    def lb(self) -> int:
        return self.ports["lb"]

    @property
    def replicas(self) -> list[int]:
        return [self.ports["a1"], self.ports["a2"], self.ports["a3"]]

    def podman(self, *args: str, timeout: float = 120, check: bool = True) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run(["podman", "--runtime", self.runtime, *args], capture_output=True, text=True,
                              timeout=timeout)
        if check and proc.returncode != 0:
            raise AssertionError(f"podman {' '.join(args)} failed: {proc.stderr[-3000:]}")
        return proc

    def containers(self, all_states: bool = False) -> list[str]:
        args = ["ps", "--format", "{{.Names}}", "--filter", f"label=com.docker.compose.project={self.project}"]
        if all_states:
            args.insert(1, "-a")
        return self.podman(*args).stdout.split()

    def container(self, service: str) -> str:
        names = self.podman("ps", "-a", "--format", "{{.Names}}", "--filter",
                            f"label=com.docker.compose.project={self.project}", "--filter",
                            f"label=com.docker.compose.service={service}").stdout.split()
        assert len(names) == 1, (service, names)
        return names[0]

    def signal(self, service: str, signal: str) -> None:
        self.podman("kill", "--signal", signal, self.container(service))

    def start(self, service: str) -> None:
        self.podman("start", self.container(service))

    def wait_stopped(self, service: str, timeout: float = 90) -> float:
        """Seconds until the service's container exited."""
        started = time.monotonic()
        self.podman("wait", self.container(service), timeout=timeout)
        return time.monotonic() - started

    def readyz(self, port: int) -> Answer | None:
        try:
            return request(port, "GET", "/readyz")
        except OSError:
            return None

    def wait_until(self, predicate: Any, timeout: float = 60, what: str = "") -> float:
        started = time.monotonic()
        while not predicate():
            assert time.monotonic() - started < timeout, f"timed out waiting for {what}"
            time.sleep(0.2)
        return time.monotonic() - started

    def wait_replica_ready(self, port: int, timeout: float = 90) -> float:
        def ready() -> bool:
            answer = self.readyz(port)
            return answer is not None and answer.status == 200
        return self.wait_until(ready, timeout, f"replica on {port} ready")

    def metric(self, port: int, name: str, labels: dict[str, str]) -> float:
        """The sum of a metric's samples whose labels include ``labels`` (0 when there are none)."""
        text = request(port, "GET", "/metrics").body.decode()
        total = 0.0
        for line in text.splitlines():
            if not line.startswith((name + "{", name + " ")):
                continue
            found = dict(re.findall(r'(\w+)="([^"]*)"', line[len(name):line.rindex("}")])) if "{" in line else {}
            if all(found.get(k) == v for k, v in labels.items()):
                total += float(line.rsplit(" ", 1)[1])
        return total

    def secret(self, name: str) -> str:
        return (self.secrets / name).read_text().strip()


@dataclass
class LoadResult:
    answered: int = 0
    failures: list[str] = field(default_factory=list)
    mismatches: list[str] = field(default_factory=list)
    statuses: dict[int, int] = field(default_factory=dict)


class Load:
    """``threads`` clients sending ``cases`` (path, body, expected JSON) round and round through
    ``port`` until stopped, or ``max_requests`` in all; half on kept-alive connections, half on a
    new connection per request. Every answer is compared with the expected one."""

    def __init__(self, port: int, cases: list[tuple[str, Any, Any]], threads: int = 4,
                 max_requests: int = 20000, pause: float = 0.0) -> None:
        self.port, self.cases, self.max_requests, self.pause = port, cases, max_requests, pause
        self.result = LoadResult()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._sent = 0
        self._threads = [threading.Thread(target=self._run, args=(i,), daemon=True) for i in range(threads)]

    def __enter__(self) -> Self:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> LoadResult:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=HTTP_TIMEOUT * 2)
        return self.result

    def _next(self) -> int | None:
        with self._lock:
            if self._stop.is_set() or self._sent >= self.max_requests:
                return None
            self._sent += 1
            return self._sent

    def _run(self, index: int) -> None:
        keep_alive = index % 2 == 0
        conn: http.client.HTTPConnection | None = None
        while (n := self._next()) is not None:
            path, body, expected = self.cases[(n + index) % len(self.cases)]
            if keep_alive and conn is None:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=HTTP_TIMEOUT)
            try:
                answer = request(self.port, "POST", path, body, connection=conn)
            except (OSError, http.client.HTTPException) as exc:
                with self._lock:
                    self.result.failures.append(f"{type(exc).__name__}: {exc}")
                if conn is not None:
                    conn.close()
                    conn = None
                continue
            if conn is not None and answer.headers.get("connection", "").lower() == "close":
                conn.close()
                conn = None
            with self._lock:
                self.result.statuses[answer.status] = self.result.statuses.get(answer.status, 0) + 1
                if answer.status != 200:
                    self.result.failures.append(f"{answer.status}: {answer.body[:200]!r}")
                elif answer.json() != expected:
                    self.result.mismatches.append(f"{path}: {answer.body[:200]!r}")
                else:
                    self.result.answered += 1
            if self.pause:
                time.sleep(self.pause)
        if conn is not None:
            conn.close()
