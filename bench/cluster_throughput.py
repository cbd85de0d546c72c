"""Requests per second through the local cluster's balancer at 1, 2 and 3 replicas, against one
replica answered directly (no balancer), each as a ratio to that baseline (issue 25, figure 4).

It brings up its own cluster (bin/cluster, a compose project and loopback ports of its own), takes
replicas out by stopping their containers (HAProxy notices within its 2 s of health checks), and
runs wrk (``bench/wrk_post.lua``, ``POST /v1/moves`` with ``bench/data/move.json``) in alternating
rounds; the cluster is torn down at the end, whatever happens. Needs what `bin/cluster check` checks
(podman and a working OCI runtime; bin/cluster brings podman-compose) and wrk (apt-get install wrk).

    .venv/bin/python -m bench.cluster_throughput --rounds 3 --duration 8 --connections 32

All processes (three gunicorns, HAProxy, Redis and wrk) share this machine's cores: on a 2-core box
more replicas cannot add CPU, so the figure shows what the balancer costs and that nothing is lost
spreading the load, not how the cluster scales on real nodes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.service_bench import MOVE_BODY, free_port, wrk

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=float, default=8.0)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--json", type=Path, help="write the raw rounds here")
    args = parser.parse_args()

    ports = {name: free_port() for name in ("lb", "a1", "a2", "a3", "redis")}
    project = f"arbiter-bench-{os.getpid()}"
    env = {**os.environ, "CLUSTER_ENGINE": "podman", "CLUSTER_PROJECT": project,
           "CLUSTER_SECRETS": tempfile.mkdtemp(prefix="arbiter-bench-secrets-"),
           "CLUSTER_PORT": str(ports["lb"]), "CLUSTER_ARBITER_1_PORT": str(ports["a1"]),
           "CLUSTER_ARBITER_2_PORT": str(ports["a2"]), "CLUSTER_ARBITER_3_PORT": str(ports["a3"]),
           "CLUSTER_REDIS_PORT": str(ports["redis"]), "CLUSTER_RATE_LIMIT": "100000000 per minute",
           "PATH": f"{Path(sys.executable).parent}:{os.environ.get('PATH', '')}"}
    cluster = str(ROOT / "bin" / "cluster")
    subprocess.run([cluster, "up"], cwd=ROOT, env=env, check=True, timeout=1800)
    runtime = subprocess.run([cluster, "runtime"], cwd=ROOT, capture_output=True, text=True, check=True,
                             timeout=200).stdout.strip()
    podman = ["podman", "--runtime", runtime]

    def container(index: int) -> str:
        out = subprocess.run([*podman, "ps", "-a", "--format", "{{.Names}}", "--filter",
                              f"label=com.docker.compose.project={project}", "--filter",
                              f"label=com.docker.compose.service=arbiter-{index}"],
                             capture_output=True, text=True, check=True).stdout.split()
        return out[0]

    def replicas_up(count: int) -> None:
        for index in (1, 2, 3):
            action = "start" if index <= count else "stop"
            subprocess.run([*podman, action, container(index)], capture_output=True, check=True, timeout=120)
        for index in range(1, count + 1):
            url = f"http://127.0.0.1:{ports[f'a{index}']}/readyz"
            deadline = time.monotonic() + 90
            while subprocess.run(["curl", "-sf", "-o", "/dev/null", url]).returncode != 0:
                assert time.monotonic() < deadline, url
                time.sleep(0.3)
        time.sleep(4)  # HAProxy: 2 checks a second apart to mark a replica up or down

    settings = [("1 replica, direct", 1, ports["a1"]), ("balancer, 1 replica", 1, ports["lb"]),
                ("balancer, 2 replicas", 2, ports["lb"]), ("balancer, 3 replicas", 3, ports["lb"])]
    rounds: dict[str, list[dict[str, Any]]] = {name: [] for name, _, _ in settings}
    try:
        for round_index in range(args.rounds):
            for name, count, port in settings:
                replicas_up(count)
                wrk(f"http://127.0.0.1:{port}/v1/moves", MOVE_BODY, 1.0, args.connections)  # warm-up
                result = wrk(f"http://127.0.0.1:{port}/v1/moves", MOVE_BODY, args.duration, args.connections)
                rounds[name].append(result)
                print(f"round {round_index + 1} {name}: {result['rps']:.0f} req/s, "
                      f"non-2xx {result['non2xx']}", file=sys.stderr)
    finally:
        subprocess.run([cluster, "down"], cwd=ROOT, env=env, capture_output=True, timeout=300)

    base = statistics.median(r["rps"] for r in rounds[settings[0][0]])
    print(f"| setting | req/s (median of {args.rounds}) | ratio to one replica direct | p99 ms | failed |")
    print("|---|---|---|---|---|")
    for name, _, _ in settings:
        rps = statistics.median(r["rps"] for r in rounds[name])
        p99 = statistics.median(r["p99_us"] for r in rounds[name]) / 1000
        non2xx = sum(r["non2xx"] + r["socket_errors"] for r in rounds[name])
        print(f"| {name} | {rps:,.0f} | {rps / base:.2f} | {p99:.1f} | {non2xx} |")
    if args.json:
        args.json.write_text(json.dumps(rounds, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
