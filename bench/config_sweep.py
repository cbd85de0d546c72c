"""gunicorn settings side by side for ``POST /v1/moves``: one gunicorn per setting, all running,
wrk alternating between them round by round (so a busy neighbour on the machine hits every setting
alike). Loopback only, bounded: settings x rounds x (warm-up + duration).

    .venv/bin/python -m bench.config_sweep                       # the default sweep below
    .venv/bin/python -m bench.config_sweep --rounds 3 --duration 8 \\
        --setting threads=4 GUNICORN_THREADS=4 --setting sync-ish GUNICORN_THREADS=1
    # two source trees side by side (before/after): TREE= names a checkout (e.g. from git archive)
    .venv/bin/python -m bench.config_sweep --setting before TREE=/tmp/before --setting after TREE=.
    # scale-out on a many-core host: the workers on 12 cores, wrk with 4 threads on the other 4
    .venv/bin/python -m bench.config_sweep --server-cpus 0-11 --wrk-cpus 12-15 --wrk-threads 4 \
        --connections 64 --setting w1 WEB_CONCURRENCY=1 --setting w8 WEB_CONCURRENCY=8 --json sweep.json
    # the echo, the interpreted and the compiled engine (a checkout with bin/build-kernel's output
    # copied over it, as the Docker image has it) in one run
    .venv/bin/python -m bench.config_sweep --setting echo 'APP=bench.echo_app:create_app()' \
        --setting interpreted TREE=/tmp/pure --setting compiled TREE=/tmp/compiled
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.service_bench import MOVE_BODY, PLACEMENT, Gunicorn, Run, cpu_list, free_port, med, platform_line, stop_all

DEFAULT = {
    "project default (2 workers x 4 threads)": {},
    "threads=1": {"GUNICORN_THREADS": "1"},
    "threads=2": {"GUNICORN_THREADS": "2"},
    "no max_requests recycling": {"GUNICORN_MAX_REQUESTS": "0"},
}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--duration", type=float, default=8)
    p.add_argument("--warmup", type=float, default=1)
    p.add_argument("--connections", type=int, default=32)
    p.add_argument("--setting", nargs="+", action="append", metavar=("NAME", "ENV=VALUE"),
                   help="a named setting and its gunicorn environment; repeatable (replaces the default sweep)")
    p.add_argument("--server-cpus", metavar="LIST", help="pin the gunicorns to these CPUs (e.g. 0-11)")
    p.add_argument("--wrk-cpus", metavar="LIST", help="pin wrk to these CPUs (e.g. 12-15)")
    p.add_argument("--wrk-threads", type=int, default=1)
    p.add_argument("--json", type=Path, help="write the raw results here")
    args = p.parse_args()
    PLACEMENT.server_cpus = cpu_list(args.server_cpus) if args.server_cpus else None
    PLACEMENT.wrk_cpus = cpu_list(args.wrk_cpus) if args.wrk_cpus else None
    PLACEMENT.wrk_threads = args.wrk_threads
    placement = {"server_cpus": args.server_cpus or "any", "wrk_cpus": args.wrk_cpus or "any", "wrk_threads": args.wrk_threads}
    settings: dict[str, dict[str, str]] = (
        {s[0]: dict(kv.split("=", 1) for kv in s[1:]) for s in args.setting} if args.setting else DEFAULT
    )
    workdir = Path(tempfile.mkdtemp(prefix="arbiter-sweep-"))
    atexit.register(shutil.rmtree, workdir, True)
    atexit.register(stop_all)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    run = Run(args, workdir)
    move = MOVE_BODY.read_bytes()
    servers = {}
    for i, (name, env) in enumerate(settings.items()):
        env = dict(env)
        tree = env.pop("TREE", None)  # TREE=/path/to/a/checkout: serve that source tree instead of this one
        app = env.pop("APP", "service:create_app()")  # APP=bench.echo_app:create_app(): the echo alongside
        servers[name] = Gunicorn(f"sweep{i}", app, free_port(), env, workdir)
        if tree:
            servers[name].root = Path(tree).resolve()
    try:
        for s in servers.values():
            s.start()
        for s in servers.values():
            s.wait_ready("/v1/moves", move)
        names = list(servers)
        for i in range(args.rounds):
            order = names[i % len(names):] + names[: i % len(names)]
            for name in order:
                run.measure(servers[name], "/v1/moves", MOVE_BODY, name)
    finally:
        stop_all()
    runs: dict[str, list[dict[str, Any]]] = run.results["runs"]
    if args.json:
        run.results.update(machine=f"{os.cpu_count()} CPUs, {platform_line()}", finished=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                           settings=settings, placement=placement)
        args.json.write_text(json.dumps(run.results, indent=1))
    pinned = f", gunicorn on CPUs {placement['server_cpus']}, wrk on {placement['wrk_cpus']}" if args.server_cpus or args.wrk_cpus else ""
    print(f"POST /v1/moves, wrk -t{args.wrk_threads} -c{args.connections} -d{args.duration:g}s{pinned}, "
          f"{args.rounds} alternated rounds, medians")
    print("| gunicorn setting | req/s | p50 ms | p99 ms | server CPU us/req | rounds one worker served |")
    print("|---|---|---|---|---|---|")
    for name in settings:
        rs = runs[name]
        print(f"| {name} | {med([r['rps'] for r in rs]):.0f} | {med([r['p50_us'] for r in rs]) / 1000:.1f} | "
              f"{med([r['p99_us'] for r in rs]) / 1000:.1f} | {med([r['server_cpu_us_per_request'] for r in rs]):.0f} | "
              f"{sum(_one_worker(r) for r in rs)} of {len(rs)} |")
    spread = {name: [r for r in runs[name] if not _one_worker(r)] for name in settings}
    if any(len(rs) < len(runs[name]) for name, rs in spread.items()) and all(spread.values()):
        print(f"\nThe same, over the rounds whose connections were spread over the workers (busiest worker's CPU share < {ONE_WORKER}):")
        print("| gunicorn setting | rounds | req/s | p50 ms | p99 ms | server CPU us/req |")
        print("|---|---|---|---|---|---|")
        for name, rs in spread.items():
            print(f"| {name} | {len(rs)} | {med([r['rps'] for r in rs]):.0f} | {med([r['p50_us'] for r in rs]) / 1000:.1f} | "
                  f"{med([r['p99_us'] for r in rs]) / 1000:.1f} | {med([r['server_cpu_us_per_request'] for r in rs]):.0f} |")
    return 0


ONE_WORKER = 0.9
"""A round in which one worker used this share of the workers' CPU or more was served by that worker alone."""


def _one_worker(r: dict[str, Any]) -> bool:
    return bool(r["workers"] > 1 and r["busiest_worker_share"] >= ONE_WORKER)


if __name__ == "__main__":
    sys.exit(main())
