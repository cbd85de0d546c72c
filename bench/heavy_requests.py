"""Moves under heavy requests, and the CPU of /v1/adjudicate (issue 24, item 4). Not a test.

Starts a live gunicorn (``gunicorn -c gunicorn.conf.py 'service:create_app()'``, the default 2
workers x 4 threads, on 127.0.0.1) from a checkout (``--checkout``, default this one; pass a
temporary worktree of an older commit for "before"), then for each ``--concurrency`` N:

* N clients send ``POST /v1/analysis`` with the largest budget (``budget {ms: 5000}``, Oware's
  opening: never solved, so never cached) in a loop for ``--seconds``, each sending the next as
  soon as the last is answered; after a 503 a *polite* client waits ``Retry-After``, a *hostile*
  one resends at once (``--modes``);
* meanwhile one client sends a normal ``POST /v1/moves`` every ``--probe-interval`` seconds on a
  new connection, with a 2 s timeout, and records its latency.

Each scenario gets a fresh server (stopped after it, with whatever analyses it still runs). It
reports the analyses answered 200 and 503 (0: no answer before the server was stopped), the
workers' CPU seconds during the scenario, and the probes: how many were answered 200 within
100 ms, their p50 and p99 (a probe that failed or timed out counts as 2 s). Then, with nothing
else running, it sends ``--adjudications`` ``POST /v1/adjudicate`` requests on positions with many
seeds (the openings of several variants, ~300 bytes each) and reports the server's CPU per request
(the workers' utime + stime from ``/proc``, before and after). Bounded: at most
``len(concurrency) x seconds`` plus the adjudications, loopback only; the server is stopped at the end.

    PYTHONPATH=$(bin/build-kernel) .venv/bin/python bench/heavy_requests.py
    PYTHONPATH=$(cd /tmp/base && bin/build-kernel) .venv/bin/python bench/heavy_requests.py --checkout /tmp/base

``--env NAME=VALUE`` sets a server variable (e.g. ``ARBITER_HEAVY_REQUESTS=3``).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OPENING = {"pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing"}
HEAVY = json.dumps({"variant": "oware", "position": OPENING, "budget": {"ms": 5000}}).encode()
MOVE = json.dumps({"variant": "oware", "position": OPENING, "move": {"pit": 2}}).encode()
PROBE_TIMEOUT = 2.0
ADJUDICATED = ("oware", "kalah", "owari", "mancala-hybrid", "bohnenspiel", "kalah-6-6")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(checkout: Path, env_extra: dict[str, str]) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARBITER_", "GUNICORN_", "PROMETHEUS_"))}
    path = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]  # the kernel, when given
    env.update(BIND=f"127.0.0.1:{port}", WEB_CONCURRENCY="2", GUNICORN_THREADS="4", GUNICORN_GRACEFUL_TIMEOUT="1",
               PYTHONPATH=os.pathsep.join([*path, str(checkout)]))
    env.update(env_extra)
    # The gunicorn script, not ``python -m gunicorn``: -m puts the working directory ahead of the kernel.
    proc = subprocess.Popen([str(Path(sys.executable).parent / "gunicorn"), "-c", "gunicorn.conf.py", "service:create_app()"],
                            cwd=checkout, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=2) as r:
                build = json.loads(r.read()).get("engine", {})
                print(f"server: {checkout} on port {port}, engine {build}", flush=True)
                return proc, port
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("gunicorn did not start")


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def workers(master: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == master:
                found.append(int(entry))
    return found


def cpu_seconds(pids: list[int]) -> float:
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return total / tick


def post(port: int, path: str, body: bytes, timeout: float) -> tuple[int, float, str | None]:
    """(status, seconds, Retry-After) of one request on a new connection; status 0 when it failed or timed out."""
    t0 = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("POST", path, body, {"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        return response.status, time.perf_counter() - t0, response.getheader("Retry-After")
    except OSError:
        return 0, time.perf_counter() - t0, None
    finally:
        conn.close()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def scenario(port: int, concurrency: int, seconds: float, interval: float, hostile: bool) -> dict[str, Any]:
    stop = threading.Event()
    counts: dict[int, int] = {}
    lock = threading.Lock()

    def heavy() -> None:
        while not stop.is_set():
            status, _, retry_after = post(port, "/v1/analysis", HEAVY, 60)
            with lock:
                counts[status] = counts.get(status, 0) + 1
            if status == 0:
                time.sleep(0.05)
            elif status == 503 and not hostile:
                stop.wait(float(retry_after or 1))

    clients = [threading.Thread(target=heavy, daemon=True) for _ in range(concurrency)]
    for c in clients:
        c.start()
    time.sleep(1.0)  # let the heavy requests take their threads
    probes: list[tuple[int, float, str | None]] = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        t0 = time.monotonic()
        probes.append(post(port, "/v1/moves", MOVE, PROBE_TIMEOUT))
        time.sleep(max(0.0, interval - (time.monotonic() - t0)))
    stop.set()  # the heavy clients still waiting end when the server is stopped after the scenario
    with lock:
        answered = dict(sorted(counts.items()))
    latencies = [s if status == 200 else PROBE_TIMEOUT for status, s, _ in probes]
    fast = sum(1 for status, s, _ in probes if status == 200 and s <= 0.1)
    return {
        "concurrency": concurrency, "hostile": hostile, "analyses": answered, "probes": len(probes),
        "probes_ok_100ms": fast, "probes_failed": sum(1 for status, _, _ in probes if status != 200),
        "p50_ms": round(statistics.median(latencies) * 1000, 1), "p99_ms": round(percentile(latencies, 0.99) * 1000, 1),
    }


def adjudications(port: int, master: int, count: int) -> dict[str, Any]:
    pids = workers(master)
    bodies = []
    for variant in ADJUDICATED:
        with urllib.request.urlopen(urllib.request.Request(
                f"http://127.0.0.1:{port}/v1/games", json.dumps({"variant": variant}).encode(),
                {"Content-Type": "application/json"})) as r:
            start_position = json.loads(r.read())["position"]
        bodies.append(json.dumps({"variant": variant, "reason": "time", "position": start_position}).encode())
    for body in bodies:  # warm both workers' imports and caches
        post(port, "/v1/adjudicate", body, 10)
    before = cpu_seconds(pids)
    t0 = time.perf_counter()
    statuses = [post(port, "/v1/adjudicate", bodies[i % len(bodies)], 10)[0] for i in range(count)]
    wall = time.perf_counter() - t0
    used = cpu_seconds(pids) - before
    return {"requests": count, "ok": statuses.count(200), "bytes": sorted({len(b) for b in bodies}),
            "cpu_ms_per_request": round(used / count * 1000, 1), "wall_ms_per_request": round(wall / count * 1000, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--checkout", type=Path, default=ROOT)
    parser.add_argument("--concurrency", default="0,8,32", help="heavy clients per scenario (0: probes alone)")
    parser.add_argument("--seconds", type=float, default=20.0, help="probing time per scenario")
    parser.add_argument("--probe-interval", type=float, default=0.05)
    parser.add_argument("--adjudications", type=int, default=60)
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE for the server")
    parser.add_argument("--json", type=Path, help="write the results here too")
    parser.add_argument("--modes", default="polite,hostile",
                        help="polite: heavy clients wait Retry-After after a 503; hostile: they resend at once")
    args = parser.parse_args()
    extra = dict(item.split("=", 1) for item in args.env)
    args.modes = {mode == "hostile" for mode in args.modes.split(",")}
    checkout = args.checkout.resolve()
    results: dict[str, Any] = {"checkout": str(args.checkout), "env": extra, "load_before": os.getloadavg()[0],
                               "scenarios": []}
    plans = [(int(n), hostile) for n in args.concurrency.split(",") for hostile in (False, True)
             if hostile in args.modes and (int(n) > 0 or not hostile)]
    for n, hostile in plans:  # a fresh server per scenario: no request of the last one is still running
        proc, port = start(checkout, extra)
        try:
            pids = workers(proc.pid)
            cpu = cpu_seconds(pids)
            result = scenario(port, n, args.seconds, args.probe_interval, hostile)
            result["server_cpu_s"] = round(cpu_seconds(pids) - cpu, 1)
        finally:
            stop(proc)
        print(json.dumps(result), flush=True)
        results["scenarios"].append(result)
    if args.adjudications:
        proc, port = start(checkout, extra)
        try:
            results["adjudicate"] = adjudications(port, proc.pid, args.adjudications)
        finally:
            stop(proc)
        print(json.dumps(results["adjudicate"]), flush=True)
    results["load_after"] = os.getloadavg()[0]
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
