#!/usr/bin/env python3
"""What a move costs next to a bare Flask echo, with the GIL switch interval as it is set (issue 34.11).

Four gunicorns of one worker each (the project's gunicorn.conf.py, 4 threads; five with ``--baseline``),
started afresh every round and measured in an order shuffled (seeded) every round:

* ``echo``: ``bench/echo_app.py``, the same body echoed by plain Flask (Python's 5 ms switch interval);
* ``moves``: ``POST /v1/moves`` on the service as configured by default: the switch interval is
  lowered to ``ARBITER_GIL_SWITCH_MS`` only while a heavy request runs (none here);
* ``moves-1ms``: the same, with the interval at 1 ms for the whole process, as before (a
  ``sitecustomize`` sets it at start; the service never touches it while no heavy request runs);
* ``moves-5ms``: the same with ``ARBITER_GIL_SWITCH_MS=0``, Python's 5 ms throughout: no fairness
  mechanism at all. The default's CPU per request against this one's, round by round, is the tax
  the mechanism puts on every move (``tax_vs_5ms``: ≥ 1 is "no tax");
* ``baseline`` (with ``--baseline DIR``): another checkout of the project (e.g. ``git worktree add
  /tmp/before <rev>``) served by its own ``gunicorn.conf.py`` and code, with ``--baseline-kernel``
  (its own ``bin/build-kernel``'s output) and ``--baseline-env NAME=VALUE``: what a move cost
  before, in the same rounds.

Each measurement is ``wrk`` for ``--duration`` seconds after a ``--warmup``. Two figures per server
and round, and the ratio of each to the echo's in the same round:

* **CPU per request**: the worker's and master's utime + stime (``/proc/<pid>/stat``) over the
  requests answered. It counts the work a request costs, not how much of the CPU the server got,
  so other processes on a shared machine change it little. The ratio is echo / moves (≥ 1 is
  "moves cost no more CPU than the echo").
* **Requests per second** (wall clock): what the issue first measured. It depends on the CPU share
  the server gets in its few seconds, so on a shared machine it carries the other processes' load.
  How much it did is recorded as the worker's **run-queue wait**: the time it was runnable but
  waiting for a CPU (``/proc/<pid>/schedstat``), as a share of its run + wait time.

Then, in the same run, **moves under a heavy request** (what the lowered interval is for): for
``moves``, ``moves-1ms`` and ``moves-5ms`` (``ARBITER_GIL_SWITCH_MS=0``: Python's 5 ms throughout),
in rotated rounds of ``--heavy-seconds``, one client keeps an analysis of ``budget {"ms": 5000}``
running on the worker (its one heavy slot) while another sends ``POST /v1/moves`` one after
another, each on a new connection: the moves answered and their p50 / p99 latency.

``--server-cpus``/``--wrk-cpus`` pin the servers and wrk (``taskset``-like, ``sched_setaffinity``).

    nice -n 10 .venv/bin/python bench/move_tax.py --kernel "$(bin/build-kernel)" --server-cpus 1 --wrk-cpus 0
"""

from __future__ import annotations

import argparse
import atexit
import http.client
import json
import os
import random
import shutil
import signal
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import service_bench as sb

MOVE_BODY = sb.MOVE_BODY


def schedstat(pid: int) -> tuple[int, int]:
    """(ns on a CPU, ns runnable but waiting for one) of every thread of ``pid`` so far."""
    ran = waited = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            run, wait, _slices = (task / "schedstat").read_text().split()
        except (OSError, ValueError):
            continue
        ran += int(run)
        waited += int(wait)
    return ran, waited


def measure(server: sb.Gunicorn, args: argparse.Namespace) -> dict[str, Any]:
    if args.warmup > 0:
        sb.wrk(server.base + "/v1/moves", MOVE_BODY, args.warmup, args.connections)
    (worker,) = server.workers()
    cpu = server.cpu_seconds()
    run, wait = schedstat(worker)
    result = sb.wrk(server.base + "/v1/moves", MOVE_BODY, args.duration, args.connections)
    run_after, wait_after = schedstat(worker)
    requests = max(1, result["requests"])
    ran, waited = run_after - run, wait_after - wait
    return {
        "rps": result["rps"],
        "cpu_us_per_request": (server.cpu_seconds() - cpu) / requests * 1e6,
        "p50_ms": result["p50_us"] / 1000,
        "p99_ms": result["p99_us"] / 1000,
        "non2xx": result["non2xx"] + result["socket_errors"],
        "runqueue_wait_share": waited / (ran + waited) if ran + waited else 0.0,
        "loadavg_1m": os.getloadavg()[0],
    }


def start_ready(servers: list[sb.Gunicorn]) -> None:
    """Start ``servers`` and wait until each answers a move."""
    body = MOVE_BODY.read_bytes()
    for server in servers:
        server.start()
    for server in servers:
        server.wait_ready("/v1/moves", body)


def timed_rounds(servers: list[sb.Gunicorn], args: argparse.Namespace) -> list[dict[str, Any]]:
    """``args.rounds`` rounds of :func:`measure`, every server once a round in an order shuffled
    (seeded) each round; one row per server and round. Unless ``--same-processes``, every round
    starts its servers afresh: a process's own memory layout moves its CPU per request by up to ~5 % for all its life
    (three gunicorns of the same code and settings, measured in the same rounds, differed by that
    much), so a run that keeps one process per server measures those processes as much as the code."""
    rows: list[dict[str, Any]] = []
    for index in range(args.rounds):
        if not args.same_processes:
            start_ready(servers)
        # A seeded shuffle, not a rotation: rotated, each server always follows the same one (the
        # default always came right after the echo), and what ran before can change what a server costs.
        order = list(servers)
        random.Random(index).shuffle(order)
        for server in order:
            row = {"round": index, "server": server.name, **measure(server, args)}
            rows.append(row)
            sb.log(f"round {index} {server.name:<10} {row['rps']:7.0f} req/s  {row['cpu_us_per_request']:6.0f} us CPU/req"
                   f"  run-queue wait {row['runqueue_wait_share']:.0%}  non-2xx {row['non2xx']}  load {row['loadavg_1m']:.1f}")
        if not args.same_processes:
            for server in servers:
                server.stop()
    return rows


ANALYSIS = json.dumps({"variant": "oware", "budget": {"ms": 5000}, "position": {
    "pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing"}}).encode()


def _post(port: int, path: str, body: bytes, source: str, timeout: float) -> int:
    conn = http.client.HTTPConnection(sb.HOST, port, timeout=timeout, source_address=(source, 0))
    try:
        conn.request("POST", path, body=body, headers={"Content-Type": "application/json", "Connection": "close"})
        response = conn.getresponse()
        response.read()
        return int(response.status)
    finally:
        conn.close()


def moves_under_heavy(server: sb.Gunicorn, seconds: float) -> dict[str, Any]:
    """Moves one after another while one analysis after another holds the worker's heavy slot."""
    stop = threading.Event()
    analyses: list[int] = []
    current: list[http.client.HTTPConnection] = []

    def heavy() -> None:
        while not stop.is_set():
            conn = http.client.HTTPConnection(sb.HOST, server.port, timeout=30, source_address=("127.0.0.2", 0))
            current[:] = [conn]
            try:
                conn.request("POST", "/v1/analysis", body=ANALYSIS,
                             headers={"Content-Type": "application/json", "Connection": "close"})
                response = conn.getresponse()
                response.read()
                analyses.append(response.status)
            except OSError:
                analyses.append(0)
            finally:
                conn.close()

    holder = threading.Thread(target=heavy, daemon=True)
    holder.start()
    time.sleep(0.5)  # the analysis has its slot
    move = MOVE_BODY.read_bytes()
    latencies: list[float] = []
    failed = 0
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        started = time.perf_counter()
        try:
            ok = _post(server.port, "/v1/moves", move, "127.0.0.3", 2) == 200
        except OSError:
            ok = False
        latencies.append(time.perf_counter() - started if ok else 2.0)
        failed += not ok
    stop.set()
    for conn in current:  # the analysis in flight stops when its connection closes (service/deadline.py)
        try:
            if conn.sock is not None:
                conn.sock.shutdown(socket.SHUT_RDWR)
        except OSError:  # answered and closed meanwhile
            pass
    holder.join(35)
    latencies.sort()
    return {"moves": len(latencies), "failed": failed, "p50_ms": latencies[len(latencies) // 2] * 1000,
            "p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
            "analyses_200": analyses.count(200)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--duration", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1, help="seconds (wrk takes whole seconds)")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--heavy-rounds", type=int, default=3)
    parser.add_argument("--heavy-seconds", type=float, default=6.0)
    parser.add_argument("--server-cpus", type=sb.cpu_list)
    parser.add_argument("--wrk-cpus", type=sb.cpu_list)
    parser.add_argument("--kernel", default="", help="the compiled engine (bin/build-kernel's output) the service serves; "
                        "empty: the interpreted engine")
    parser.add_argument("--json", type=Path, help="write the raw rows here")
    parser.add_argument("--same-processes", action="store_true",
                        help="start each server once for all rounds (by default every round starts them afresh)")
    parser.add_argument("--baseline", type=Path, help="another checkout served as 'baseline' in the timed rounds")
    parser.add_argument("--baseline-kernel", default="", help="the baseline's compiled engine (its bin/build-kernel's output)")
    parser.add_argument("--baseline-env", action="append", default=[], metavar="NAME=VALUE",
                        help="an environment setting of the baseline only (repeatable)")
    args = parser.parse_args(argv)
    sb.PLACEMENT.server_cpus = args.server_cpus
    sb.PLACEMENT.wrk_cpus = args.wrk_cpus
    workdir = Path(tempfile.mkdtemp(prefix="move-tax-"))
    atexit.register(shutil.rmtree, workdir, True)
    atexit.register(sb.stop_all)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    always = workdir / "always-1ms"
    always.mkdir()
    (always / "sitecustomize.py").write_text("import sys\n\nsys.setswitchinterval(0.001)\n")
    one = {"WEB_CONCURRENCY": "1", **({"ARBITER_ENGINE_KERNEL": args.kernel} if args.kernel else {})}
    servers = [
        sb.Gunicorn("echo", "bench.echo_app:create_app()", sb.free_port(), one, workdir),
        # The default's own value, spelled out, so that the two servers differ in the setting's value
        # only: a process's environment shifts its stack, which alone can move its CPU per request by
        # a few per cent.
        sb.Gunicorn("moves", "service:create_app()", sb.free_port(), {**one, "ARBITER_GIL_SWITCH_MS": "1"}, workdir),
        sb.Gunicorn("moves-1ms", "service:create_app()", sb.free_port(),
                    {**one, "PYTHONPATH": f"{always}{os.pathsep}{sb.ROOT}"}, workdir),
        sb.Gunicorn("moves-5ms", "service:create_app()", sb.free_port(), {**one, "ARBITER_GIL_SWITCH_MS": "0"}, workdir),
    ]
    heavy_servers = servers[1:]  # the baseline, if any, is timed only
    if args.baseline is not None:
        settings = dict(item.split("=", 1) for item in args.baseline_env)
        kernel = {"ARBITER_ENGINE_KERNEL": args.baseline_kernel} if args.baseline_kernel else {}
        baseline = sb.Gunicorn("baseline", "service:create_app()", sb.free_port(),
                               {"WEB_CONCURRENCY": "1", **kernel, **settings}, workdir)
        baseline.root = args.baseline.resolve()
        servers.append(baseline)
    rows: list[dict[str, Any]] = []
    heavy_rows: list[dict[str, Any]] = []
    try:
        if args.same_processes:
            start_ready(servers)
        rows = timed_rounds(servers, args)
        if not args.same_processes and args.heavy_rounds:
            start_ready(heavy_servers)
        for index in range(args.heavy_rounds):
            shift = index % len(heavy_servers)
            for server in heavy_servers[shift:] + heavy_servers[:shift]:
                row = {"round": index, "server": server.name, "under_heavy": True,
                       **moves_under_heavy(server, args.heavy_seconds), "loadavg_1m": os.getloadavg()[0]}
                heavy_rows.append(row)
                sb.log(f"under a heavy request, round {index} {server.name:<10} {row['moves']:4d} moves"
                       f"  p50 {row['p50_ms']:6.1f} ms  p99 {row['p99_ms']:7.1f} ms  failed {row['failed']}")
    finally:
        sb.stop_all()
    summary: dict[str, Any] = {"kernel": bool(args.kernel), "rounds": args.rounds, "duration": args.duration, "connections": args.connections,
                               "server_cpus": sorted(args.server_cpus or []), "wrk_cpus": sorted(args.wrk_cpus or [])}
    row = {(r["round"], r["server"]): r for r in rows}
    for name in [server.name for server in servers[1:]]:
        cpu_ratios, rps_ratios = [], []
        for index in range(args.rounds):
            echo, mine = row[index, "echo"], row[index, name]
            cpu_ratios.append(echo["cpu_us_per_request"] / mine["cpu_us_per_request"])
            rps_ratios.append(mine["rps"] / echo["rps"])
        summary[name] = {
            "cpu_ratio_median": round(statistics.median(cpu_ratios), 3),
            "cpu_ratios": [round(r, 3) for r in cpu_ratios],
            "rps_ratio_median": round(statistics.median(rps_ratios), 3),
            "rps_ratios": [round(r, 3) for r in rps_ratios],
        }
    tax = [row[index, "moves-5ms"]["cpu_us_per_request"] / row[index, "moves"]["cpu_us_per_request"]
           for index in range(args.rounds)]
    summary["tax_vs_5ms"] = {"cpu_ratio_median": round(statistics.median(tax), 3), "cpu_ratios": [round(r, 3) for r in tax]}
    for name in [server.name for server in servers]:
        mine = [r for r in rows if r["server"] == name]
        summary.setdefault("servers", {})[name] = {
            "cpu_us_per_request_median": round(statistics.median(r["cpu_us_per_request"] for r in mine), 1),
            "rps_median": round(statistics.median(r["rps"] for r in mine), 1),
            "runqueue_wait_share_range": [round(min(r["runqueue_wait_share"] for r in mine), 2),
                                          round(max(r["runqueue_wait_share"] for r in mine), 2)],
        }
    for name in ("moves", "moves-1ms", "moves-5ms"):
        mine = [r for r in heavy_rows if r["server"] == name]
        if mine:
            summary.setdefault("under_heavy", {})[name] = {
                "moves_median": statistics.median(r["moves"] for r in mine),
                "p50_ms_median": round(statistics.median(r["p50_ms"] for r in mine), 1),
                "p99_ms_median": round(statistics.median(r["p99_ms"] for r in mine), 1),
                "failed": sum(r["failed"] for r in mine),
            }
    summary["loadavg_1m_range"] = [round(min(r["loadavg_1m"] for r in rows + heavy_rows), 1),
                                   round(max(r["loadavg_1m"] for r in rows + heavy_rows), 1)]
    print(json.dumps(summary, indent=1))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"summary": summary, "rows": rows, "heavy_rows": heavy_rows}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
