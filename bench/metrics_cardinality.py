"""``/metrics`` size and scrape time after many made-up HTTP methods (issue 24, item 8).

Starts gunicorn (gunicorn.conf.py, multiprocess metrics) on loopback, scrapes ``/metrics``, sends
``--methods`` requests each with a new made-up method (plus one with a made-up path), then scrapes
again (median of ``--scrapes``). Before the fix each method was a new ``method`` label value.

    python bench/metrics_cardinality.py --methods 20000
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from slow_clients import start


def scrape(port: int, times: int) -> tuple[int, float]:
    """The ``/metrics`` body's bytes and the median seconds of ``times`` scrapes."""
    seconds: list[float] = []
    size = 0
    for _ in range(times):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        started = time.perf_counter()
        connection.request("GET", "/metrics")
        size = len(connection.getresponse().read())
        seconds.append(time.perf_counter() - started)
        connection.close()
    return size, statistics.median(seconds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--methods", type=int, default=20000)
    parser.add_argument("--scrapes", type=int, default=5)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        metrics_dir = Path(work) / "metrics"
        metrics_dir.mkdir()
        proc, port = start("service.worker.BufferingThreadWorker", 10.0, args.workers, Path(work) / "gunicorn.log",
                           {"PROMETHEUS_MULTIPROC_DIR": str(metrics_dir)})
        try:
            before = scrape(port, args.scrapes)
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            started = time.perf_counter()
            for i in range(args.methods):
                connection.request(f"M{i:06d}", f"/made-up-{i}" if i % 2 else "/v1/moves")
                response = connection.getresponse()
                response.read()
                if response.will_close:
                    connection.close()
                    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.close()
            sent = time.perf_counter() - started
            after = scrape(port, args.scrapes)
        finally:
            proc.terminate()
            proc.wait(15)
    print(json.dumps({
        "methods": args.methods, "send_seconds": round(sent, 1),
        "before": {"bytes": before[0], "scrape_ms": round(before[1] * 1000, 1)},
        "after": {"bytes": after[0], "scrape_ms": round(after[1] * 1000, 1)},
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
