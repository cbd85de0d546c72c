"""Normal-request latency while slow clients hold connections open (issue 9 and issue 24, item 3).

Issue 9 mode (the default): starts gunicorn (gunicorn.conf.py) with the given worker class, opens N
connections that send half their request headers and then nothing, and times normal requests (each
on a new connection) made meanwhile; then reports how many slow connections the server closed within
the read timeout. Optionally one CPU-heavy request (a long replay) runs concurrently.

    python bench/slow_clients.py --worker-class gthread --slow 200
    python bench/slow_clients.py --worker-class service.worker.BufferingThreadWorker --slow 200

Issue 24 mode (``--attacks``): for each attack, a fresh ``gunicorn -c gunicorn.conf.py
'service:create_app()'`` (2 workers x 4 threads, the defaults) on a free 127.0.0.1 port; the
attack runs (its connections re-opened whenever the server closes one, as an attacker would), and
meanwhile normal ``POST /v1/moves`` probes on new connections are started every ``--interval``
seconds for ``--duration`` seconds (each given 2 s). Reported: probes answered 200 within 100 ms,
p50/p99 latency (a probe not answered counts as 2 s), and per attack what the attack connections
got back. ``--base COMMIT`` runs the same against a temporary git worktree of COMMIT (removed
afterwards), for a before/after table. Loopback only; bounded: at most 2,000 connections, and
``--duration`` seconds of probes per attack.

    (0) no attack: the probes alone, to show the shared machine's noise
    (a) 16 connections send a move's head with ``Expect: 100-continue``, then no body
    (b) 16 connections send 70 kB of a 200 kB ``/v1/replay`` body, then stall
    (c) 8 connections send bodies as 1-byte chunks, 100 chunks (600 bytes) every 10 ms
    (d) 16 connections send ``Content-Length: 10^20``, then nothing
    (e) 2,100 connections each make one keep-alive request, then stay idle (2 workers x 1,000
        connections is the server's capacity)

    python bench/slow_clients.py --attacks 0abcde --base b6c4bf7 --json OUT.json
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import selectors
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any, Self

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


def closed_by_server(conn: socket.socket) -> bool:
    """Whether the server has closed ``conn`` (unread answer bytes are read and ignored)."""
    conn.settimeout(0.0)
    try:
        while True:
            if conn.recv(65536) == b"":
                return True
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


# ---------------------------------------------------------------------------------------------- issue 24

MOVE = json.dumps({"variant": "oware", "position": {
    "pits": [[0, 0, 0, 0, 3, 3], [1, 2, 1, 4, 6, 2]], "stores": [14, 12], "to_move": 0, "ply": 40,
    "status": "playing", "outcome": None, "history": [], "last_mover": 1}, "move": {"pit": 5}}).encode()
MOVE_HEAD = (
    b"POST /v1/moves HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\nConnection: close\r\n"
    b"Content-Length: %d\r\n" % len(MOVE)
)
PROBE = MOVE_HEAD + b"\r\n" + MOVE
PROBE_TIMEOUT = 2.0
WITHIN = 0.100


def _probe(port: int, started: float, out: list[float | None], index: int) -> None:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=PROBE_TIMEOUT) as s:
            s.sendall(PROBE)
            data = b""
            while b"\r\n\r\n" not in data or len(data.partition(b"\r\n\r\n")[2]) < 10:
                left = PROBE_TIMEOUT - (time.perf_counter() - started)
                if left <= 0:
                    return
                s.settimeout(left)
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
        if data.startswith(b"HTTP/1.1 200"):
            out[index] = time.perf_counter() - started
    except OSError:
        return


def probes(port: int, duration: float, interval: float) -> list[float | None]:
    """Start a probe every ``interval`` seconds for ``duration`` seconds; seconds to a 200 each, or None."""
    count = int(duration / interval)
    out: list[float | None] = [None] * count
    threads = []
    begin = time.perf_counter()
    for index in range(count):
        delay = begin + index * interval - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        thread = threading.Thread(target=_probe, args=(port, time.perf_counter(), out, index), daemon=True)
        thread.start()
        threads.append(thread)
    for thread in threads:
        thread.join(PROBE_TIMEOUT + 1)
    return out


#: seconds an attack connection waits before it re-opens (without a pause, (d) is a plain request flood)
RECONNECT_PAUSE = 0.01


class Attack:
    """Attack connections, each kept up by its own thread (re-opened when the server answers or closes it)."""

    def __init__(self, port: int, connections: int, send: Callable[[socket.socket], None]) -> None:
        self.port, self.send = port, send
        self.stop = threading.Event()
        self.answers: dict[str, int] = {}
        self.answer_seconds: list[float] = []
        self.lock = threading.Lock()
        self.threads = [threading.Thread(target=self._keep_up, daemon=True) for _ in range(connections)]

    def __enter__(self) -> Self:
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(15)

    def _keep_up(self) -> None:
        while not self.stop.is_set():
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=5) as s:
                    started = time.perf_counter()
                    self.send(s)
                    got = b""
                    s.settimeout(0.2)
                    while not self.stop.is_set():
                        try:
                            chunk = s.recv(65536)
                        except TimeoutError:
                            continue
                        if not chunk:
                            break
                        got += chunk
                        if b"\r\n\r\n" in got and not got.startswith(b"HTTP/1.1 100"):
                            break
                        if got.startswith(b"HTTP/1.1 100") and got.count(b"\r\n\r\n") >= 2:
                            break
                    final = got.split(b"\r\n\r\n", 1)[1] if got.startswith(b"HTTP/1.1 100") else got
                    what = "100 Continue, then " if got.startswith(b"HTTP/1.1 100") else ""
                    what += final[9:12].decode("latin-1") if final.startswith(b"HTTP/1.1 ") else ("closed" if not self.stop.is_set() else "held")
                    with self.lock:
                        self.answers[what] = self.answers.get(what, 0) + 1
                        if final.startswith(b"HTTP/1.1 "):
                            self.answer_seconds.append(time.perf_counter() - started)
                time.sleep(RECONNECT_PAUSE)
            except OSError:
                with self.lock:
                    self.answers["reset"] = self.answers.get("reset", 0) + 1
                time.sleep(0.05)


def run_attack(port: int, connections: int, send: Callable[[socket.socket], None], seconds: float, queue: Any) -> None:
    """The attack for ``seconds`` (in a child process); puts (answers, answer seconds) on ``queue``."""
    with Attack(port, connections, send) as attack:
        time.sleep(seconds)
    queue.put((dict(attack.answers), sorted(attack.answer_seconds)))


def expect_continue(s: socket.socket) -> None:
    s.sendall(MOVE_HEAD + b"Expect: 100-continue\r\n\r\n")


def stalled_body(s: socket.socket) -> None:
    s.sendall(b"POST /v1/replay HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
              b"Content-Length: 200000\r\n\r\n" + b"[" + b" " * 69_999)


ONE_BYTE_CHUNKS = b"1\r\n \r\n" * 100  # 100 one-byte chunks (600 bytes) a write


def one_byte_chunks(s: socket.socket) -> None:
    """100 one-byte chunks every 10 ms (60 kB/s on the wire), until refused (the limit is 256 KiB of body).

    Paced: a flood of small writes costs the attacking process more kernel CPU than the server
    spends, and on a 2-core box that would measure the attacker, not the worker.
    """
    s.sendall(b"POST /v1/replay HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
              b"Transfer-Encoding: chunked\r\n\r\n")
    for _ in range(3000):
        s.sendall(ONE_BYTE_CHUNKS)
        time.sleep(0.01)


def huge_length(s: socket.socket) -> None:
    s.sendall(b"POST /v1/moves HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
              b"Content-Length: 100000000000000000000\r\n\r\n")


def worker_cpu(master: int) -> float:
    """CPU seconds (user + system) of the master's children so far."""
    total = 0.0
    for child in Path(f"/proc/{master}/task/{master}/children").read_text().split():
        fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def chunked_body_cpu(port: int, master: int, chunk: int) -> dict[str, object]:
    """Server CPU for one 2 MiB body sent in ``chunk``-byte chunks, all at once, to /v1/replay
    (its limit is 256 KiB of body: a 413, or a 400 for too many chunks)."""
    piece = b"%x\r\n%s\r\n" % (chunk, b" " * chunk)
    body = piece * (2 * 1024 * 1024 // chunk)
    before = worker_cpu(master)
    started = time.perf_counter()
    status = "none"
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=60) as s:
            s.sendall(b"POST /v1/replay HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
                      b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
            try:
                s.sendall(body + b"0\r\n\r\n")
            except OSError:
                pass  # refused before the end
            status = s.recv(12)[9:12].decode("latin-1") or "closed"
    except OSError as exc:
        status = type(exc).__name__
    seconds = time.perf_counter() - started
    time.sleep(0.5)
    return {"chunk_bytes": chunk, "status": status, "seconds": round(seconds, 2),
            "server_cpu_s": round(worker_cpu(master) - before, 2)}


def idle_keepalive(port: int, count: int, seconds: float = 15.0) -> tuple[list[socket.socket], int]:
    """``count`` connections that each send one keep-alive request and then stay idle; and how many
    were answered within ``seconds`` (the others wait in the server's listen backlog)."""
    conns = []
    for _ in range(count):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: arbiter\r\n\r\n")
            s.setblocking(False)
            conns.append(s)
        except OSError:
            pass
    selector = selectors.DefaultSelector()
    received: dict[socket.socket, bytes] = {}
    for s in conns:
        selector.register(s, selectors.EVENT_READ)
        received[s] = b""
    answered = 0
    end = time.monotonic() + seconds
    while received and time.monotonic() < end:
        for key, _ in selector.select(timeout=0.5):
            sock: Any = key.fileobj
            try:
                data = sock.recv(65536)
            except OSError:
                data = b""
            got = received[sock] + data
            head, sep, body = got.partition(b"\r\n\r\n")
            length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")), -1)
            if not data or (sep and len(body) >= length >= 0):
                answered += bool(data)
                selector.unregister(sock)
                del received[sock]
            else:
                received[sock] = got
    selector.close()
    return conns, answered


def nothing(s: socket.socket) -> None:
    return None


ATTACKS: dict[str, tuple[str, int, Callable[[socket.socket], None] | None]] = {
    "0": ("no attack (the box's noise)", 0, nothing),
    "a": ("16 x Expect: 100-continue, no body", 16, expect_continue),
    "b": ("16 x 70 kB of a 200 kB body, stalled", 16, stalled_body),
    "c": ("8 x body in 1-byte chunks", 8, one_byte_chunks),
    "d": ("16 x Content-Length: 10^20", 16, huge_length),
    "e": ("2,100 idle keep-alive connections", 2100, None),
}


def attack_round(root: Path, key: str, duration: float, interval: float) -> dict[str, object]:
    name, connections, send = ATTACKS[key]
    with tempfile.TemporaryDirectory() as tmp:
        proc, port = start_at(root, Path(tmp) / "gunicorn.log")
        try:
            for _ in range(20):  # warm both workers up
                _probe(port, time.perf_counter(), [None], 0)
            result: dict[str, object] = {"attack": key, "name": name}
            if send is None:
                conns, answered = idle_keepalive(port, connections)
                time.sleep(0.5)
                result["idle_opened"], result["idle_answered"] = len(conns), answered
                latencies = probes(port, duration, interval)
                result["idle_still_open"] = sum(not closed_by_server(c) for c in conns)
                for c in conns:
                    c.close()
            else:
                # The attack runs in its own process: its threads would otherwise hold this one's GIL
                # and delay the probes' own clocks.
                context = multiprocessing.get_context("fork")
                queue: Any = context.Queue()
                attacker = context.Process(target=run_attack, args=(port, connections, send, duration + 1.5, queue))
                attacker.start()
                time.sleep(1.0)
                latencies = probes(port, duration, interval)
                answers, seconds = queue.get(timeout=duration + 60)
                attacker.join(30)
                result["attack_answers"] = answers
                result["attack_answer_p50_s"] = round(statistics.median(seconds), 3) if seconds else None
            if key == "c":
                result["one_2mib_chunked_body"] = [chunked_body_cpu(port, proc.pid, size) for size in (1, 128)]
        finally:
            proc.terminate()
            proc.wait(30)
    result.update(latency_summary(latencies))
    return result


def latency_summary(latencies: list[float | None]) -> dict[str, object]:
    filled = sorted(PROBE_TIMEOUT if x is None else x for x in latencies)

    def quantile(q: float) -> float:
        return round(filled[min(len(filled) - 1, int(q * len(filled)))] * 1000, 1)

    within = sum(x is not None and x <= WITHIN for x in latencies)
    return {
        "probes": len(latencies), "answered": sum(x is not None for x in latencies),
        "within_100ms": within, "within_100ms_pct": round(100 * within / len(latencies), 1),
        "p50_ms": quantile(0.50), "p99_ms": quantile(0.99),
    }


def start_at(root: Path, log: Path) -> tuple[subprocess.Popen[bytes], int]:
    """``gunicorn -c gunicorn.conf.py 'service:create_app()'`` from ``root``, its defaults, on a free loopback port."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARBITER_", "GUNICORN_", "WEB_CONCURRENCY"))}
    env.update(BIND=f"127.0.0.1:{port}", PYTHONPATH=str(root), ARBITER_LOG_LEVEL="WARNING")
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    out = log.open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(root / "gunicorn.conf.py"), "service:create_app()"],
        cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1):
                return proc, port
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError(log.read_text())


def run_attacks(root: Path, keys: str, duration: float, interval: float) -> list[dict[str, object]]:
    results = []
    for key in keys:
        result = attack_round(root, key, duration, interval)
        print(json.dumps(result), file=sys.stderr, flush=True)
        results.append(result)
    return results


def table(rows: list[tuple[str, dict[str, object]]]) -> str:
    lines = ["| attack | worker | probes within 100 ms | answered | p50 | p99 | attack connections got |", "|---|---|---|---|---|---|---|"]
    for label, r in rows:
        got = r.get("attack_answers")
        if got is None:
            got = {"answered": r.get("idle_answered"), "still open after the probes": r.get("idle_still_open")}
        assert isinstance(got, dict)
        lines.append(
            f"| ({r['attack']}) {r['name']} | {label} | {r['within_100ms']}/{r['probes']} ({r['within_100ms_pct']} %) | "
            f"{r['answered']}/{r['probes']} | {r['p50_ms']} ms | {r['p99_ms']} ms | "
            + ", ".join(f"{k}: {v}" for k, v in got.items()) + " |"
        )
    return "\n".join(lines)


def main_attacks(args: argparse.Namespace) -> None:
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8192)), hard))
    report: dict[str, object] = {"loadavg_before": Path("/proc/loadavg").read_text().strip()}
    rows = []
    before_results: list[dict[str, object]] = []
    if args.base and Path(args.base).is_dir():  # a checkout of the older tree, where git is not at hand
        before_results = run_attacks(Path(args.base).resolve(), args.attacks, args.duration, args.interval)
        report["before"] = before_results
    elif args.base:
        base = Path(tempfile.mkdtemp(prefix="arbiter-base-")) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(base), args.base], check=True, capture_output=True)
        try:
            before_results = run_attacks(base, args.attacks, args.duration, args.interval)
            report["before"] = before_results
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=True)
            shutil.rmtree(base.parent, ignore_errors=True)
    after_results = run_attacks(ROOT, args.attacks, args.duration, args.interval)
    report["after"] = after_results
    report["loadavg_after"] = Path("/proc/loadavg").read_text().strip()
    before = {r["attack"]: r for r in before_results}
    for r in after_results:
        if r["attack"] in before:
            rows.append((f"before ({args.base})", before[r["attack"]]))
        rows.append(("after", r))
    report["table"] = table(rows)
    print(report["table"])
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--attacks", default="", help="issue 24 mode: attacks to run, e.g. abcde")
    parser.add_argument("--base", default="", help="issue 24 mode: also run against this commit (a temporary worktree) or checkout directory")
    parser.add_argument("--duration", type=float, default=10.0, help="issue 24 mode: seconds of probes per attack")
    parser.add_argument("--interval", type=float, default=0.05, help="issue 24 mode: seconds between probes")
    parser.add_argument("--json", default="", help="issue 24 mode: write the report here")
    parser.add_argument("--worker-class", default="service.worker.BufferingThreadWorker")
    parser.add_argument("--slow", type=int, default=200)
    parser.add_argument("--requests", type=int, default=20)
    parser.add_argument("--read-timeout", type=float, default=5.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds a normal request may take")
    parser.add_argument("--heavy", type=int, default=0, help="clients looping a CPU-heavy replay meanwhile")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE", help="extra gunicorn environment")
    args = parser.parse_args()
    if args.attacks:
        main_attacks(args)
        return
    extra = dict(item.split("=", 1) for item in args.env)
    print(json.dumps(run(args.worker_class, args.slow, args.requests, args.read_timeout, args.workers, args.timeout, extra, args.heavy)))


if __name__ == "__main__":
    main()

