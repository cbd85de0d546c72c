#!/usr/bin/env python3
"""Heavy capacity shared between clients (issue 34.2): a polite client's served share under a hostile one.

A default server (gunicorn.conf.py: 2 workers, ``ARBITER_HEAVY_REQUESTS=1`` each) on a free loopback
port. The hostile client (from 127.0.0.2) keeps ``--hostile`` analyses of ``budget {"ms": 5000}``
in flight for the whole run: each of its threads sends the next one as soon as an answer (200 or
503) comes back, ignoring ``Retry-After``. The polite client (from 127.0.0.3) sends ``--polite``
analyses of ``budget {"ms": 500}`` one after another and honours ``Retry-After``, at most
``--tries`` times each; an analysis is *served* when one of its tries answers 200.

    .venv/bin/python bench/heavy_fairness.py [--root CHECKOUT] [--polite 10] [--tries 5] [--hostile 2]

``--root`` serves another checkout (its gunicorn.conf.py, service and engine) to measure the code
before a change.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OPENING = {"pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing"}


def post(port: int, source: str, body: dict[str, object], timeout: float = 60) -> tuple[int, int]:
    """(status, Retry-After) of one POST /v1/analysis from ``source``."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
    try:
        conn.request("POST", "/v1/analysis", body=json.dumps(body),
                     headers={"Content-Type": "application/json", "Connection": "close"})
        response = conn.getresponse()
        response.read()
        return response.status, int(response.getheader("Retry-After") or 0)
    finally:
        conn.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", default=str(ROOT))
    parser.add_argument("--polite", type=int, default=10)
    parser.add_argument("--tries", type=int, default=5)
    parser.add_argument("--hostile", type=int, default=2)
    args = parser.parse_args(argv)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARBITER_", "PYTHONPATH"))}
    env.update(BIND=f"127.0.0.1:{port}", PYTHONPATH=args.root,
               PROMETHEUS_MULTIPROC_DIR=tempfile.mkdtemp(prefix="fairness-metrics-"))
    log = open(tempfile.mktemp(prefix="fairness-gunicorn-", suffix=".log"), "wb")  # noqa: SIM115 (held open for the whole run, closed at exit)
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", str(Path(args.root) / "gunicorn.conf.py"),
                               "service:create_app()"], cwd=args.root, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                assert time.monotonic() < deadline and server.poll() is None, "gunicorn did not start"
                time.sleep(0.2)
        time.sleep(2)
        stop = threading.Event()
        hostile_counts = {"200": 0, "503": 0}

        def hostile() -> None:
            while not stop.is_set():
                status, _ = post(port, "127.0.0.2", {"variant": "oware", "position": OPENING, "budget": {"ms": 5000}})
                hostile_counts[str(status) if status in (200, 503) else "200"] += 1

        threads = [threading.Thread(target=hostile, daemon=True) for _ in range(args.hostile)]
        for thread in threads:
            thread.start()
        time.sleep(1.0)  # the hostile analyses hold their slots
        served = tries_total = 0
        started = time.monotonic()
        for _ in range(args.polite):
            for _try in range(args.tries):
                tries_total += 1
                status, retry_after = post(port, "127.0.0.3", {"variant": "oware", "position": OPENING,
                                                                "budget": {"ms": 500}})
                if status == 200:
                    served += 1
                    break
                time.sleep(retry_after or 1)
        elapsed = time.monotonic() - started
        stop.set()
        for thread in threads:
            thread.join(30)
        print(json.dumps({"root": args.root, "polite_served": served, "polite_requests": args.polite,
                          "served_share": round(served / args.polite, 2), "polite_tries": tries_total,
                          "hostile_answers": hostile_counts, "seconds": round(elapsed, 1)}))
    finally:
        server.terminate()
        server.wait(30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
