"""Normal-request latency while slow clients hold connections open (issue 9: "slow clients").

Starts gunicorn (gunicorn.conf.py) with the given worker class, opens N connections that send half
their request headers and then nothing, and times normal requests (each on a new connection) made
meanwhile; then reports how many slow connections the server closed within the read timeout.
Optionally one CPU-heavy request (a long replay) runs concurrently, to show head-of-line blocking.

    python bench/slow_clients.py --worker-class gthread --slow 200
    python bench/slow_clients.py --worker-class service.worker.BufferingThreadWorker --slow 200
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HALF_HEAD = b"POST /v1/moves HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
NORMAL = (
    b"GET /v1/variants/kalah HTTP/1.1\r\nHost: arbiter\r\nConnection: close\r\n\r\n"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(worker_class: str, read_timeout: float, workers: int, log: Path, extra: dict[str, str]) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
    env.update(
        BIND=f"127.0.0.1:{port}", WEB_CONCURRENCY=str(workers), GUNICORN_WORKER_CLASS=worker_class,
        GUNICORN_READ_TIMEOUT=str(read_timeout), PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        ARBITER_LOG_LEVEL="WARNING",
    )
    env.update(extra)
    out = log.open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "gunicorn.conf.py"), "service:create_app()"],
        cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1):
                return proc, port
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError(log.read_text())


def normal_request(port: int, timeout: float) -> float | None:
    """Seconds to a complete 200 answer, or None when it did not come within ``timeout``."""
    started = time.perf_counter()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.sendall(NORMAL)
            data = b""
            while True:
                left = timeout - (time.perf_counter() - started)
                if left <= 0:
                    return None
                s.settimeout(left)
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
    except OSError:
        return None
    return time.perf_counter() - started if data.startswith(b"HTTP/1.1 200") else None


def heavy_load(port: int, stop: threading.Event, done: list[float]) -> None:
    """Loop a CPU-heavy request (a 100-ply replay with steps, about 30 ms of CPU) until ``stop``."""
    body = json.loads((ROOT / "bench" / "data" / "replay100.json").read_bytes())
    body["include_steps"] = True
    raw = json.dumps(body).encode()
    request = (
        b"POST /v1/replay HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\nConnection: close\r\n"
        b"Content-Length: " + str(len(raw)).encode() + b"\r\n\r\n" + raw
    )
    while not stop.is_set():
        started = time.perf_counter()
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
                s.sendall(request)
                while s.recv(65536):
                    pass
        except OSError:
            pass
        done.append(time.perf_counter() - started)


def closed(conn: socket.socket) -> bool:
    conn.settimeout(0.0)
    try:
        return conn.recv(4096) is not None  # b"" (closed) or a 408 answer: the server gave up on it
    except BlockingIOError:
        return False
    except OSError:
        return True


def run(worker_class: str, slow: int, requests: int, read_timeout: float, workers: int, timeout: float, extra: dict[str, str], heavy: int = 0) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        proc, port = start(worker_class, read_timeout, workers, Path(tmp) / "gunicorn.log", extra)
        stop = threading.Event()
        heavy_done: list[float] = []
        loaders = [threading.Thread(target=heavy_load, args=(port, stop, heavy_done), daemon=True) for _ in range(heavy)]
        for loader in loaders:
            loader.start()
        try:
            before = [normal_request(port, timeout) for _ in range(requests)]
            conns = []
            for _ in range(slow):
                c = socket.create_connection(("127.0.0.1", port), timeout=5)
                c.sendall(HALF_HEAD)
                conns.append(c)
            time.sleep(0.5)
            during = [normal_request(port, timeout) for _ in range(requests)]
            opened = time.monotonic()
            time.sleep(read_timeout + 2.5)
            closed_count = sum(closed(c) for c in conns)
            for c in conns:
                c.close()
            after = [normal_request(port, timeout) for _ in range(requests)]
        finally:
            stop.set()
            for loader in loaders:
                loader.join(30)
            proc.terminate()
            proc.wait(20)

    def summary(latencies: list[float | None]) -> dict[str, object]:
        ok = [x for x in latencies if x is not None]
        return {
            "answered": f"{len(ok)}/{len(latencies)}",
            "median_ms": round(statistics.median(ok) * 1000, 1) if ok else None,
            "max_ms": round(max(ok) * 1000, 1) if ok else None,
        }

    return {
        "worker_class": worker_class, "env": extra, "slow_connections": slow, "read_timeout_s": read_timeout,
        "timeout_per_request_s": timeout, "before": summary(before), "during": summary(during),
        "slow_closed_after_s": round(time.monotonic() - opened, 1), "slow_closed": f"{closed_count}/{slow}",
        "after": summary(after),
        "heavy_clients": heavy, "heavy_requests": len(heavy_done),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--worker-class", default="service.worker.BufferingThreadWorker")
    parser.add_argument("--slow", type=int, default=200)
    parser.add_argument("--requests", type=int, default=20)
    parser.add_argument("--read-timeout", type=float, default=5.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds a normal request may take")
    parser.add_argument("--heavy", type=int, default=0, help="clients looping a CPU-heavy replay meanwhile")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE", help="extra gunicorn environment")
    args = parser.parse_args()
    extra = dict(item.split("=", 1) for item in args.env)
    print(json.dumps(run(args.worker_class, args.slow, args.requests, args.read_timeout, args.workers, args.timeout, extra, args.heavy)))


if __name__ == "__main__":
    main()
