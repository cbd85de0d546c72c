"""In-process cost of one request (no sockets, no gunicorn): CPU microseconds per request, and
optionally a pyinstrument profile of the hot path.

    .venv/bin/python -m bench.hot_path                 # table: echo vs service, move and replay
    .venv/bin/python -m bench.hot_path --profile moves # pyinstrument tree of POST /v1/moves

CPU time (``time.process_time``) rather than wall time, and the minimum of several alternated
repeats, so that other work on a shared 2-core machine disturbs the numbers as little as possible.
Logging is configured as under gunicorn (JSON lines, written to /dev/null) and metrics in
multiprocess mode, so the access line and the Prometheus files are part of the cost.
"""

from __future__ import annotations

import argparse
import logging
import logging.config
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data"


def setup_like_gunicorn() -> None:
    """Logging and metrics as under gunicorn (JSON lines, here to /dev/null; Prometheus in
    multiprocess mode), and no ``ARBITER_*`` settings from the caller's environment."""
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="arbiter-hot-path-")
    for name in list(os.environ):
        if name.startswith("ARBITER_"):
            del os.environ[name]
    from service import logs

    logging.config.dictConfig(logs.logconfig_dict("INFO"))
    devnull = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.StreamHandler):
            handler.setStream(devnull)


def _client(kind: str) -> Any:
    if kind == "echo":
        from bench.echo_app import create_app as echo

        return echo().test_client()
    from service import create_app

    overrides = {"CACHE_MIN_MOVES": 10**9} if kind == "uncached" else {}
    return create_app(overrides).test_client()


def _caller(client: Any, path: str, body: bytes) -> Callable[[], None]:
    def call() -> None:
        r = client.post(path, data=body, content_type="application/json")
        if r.status_code != 200:
            raise SystemExit(f"{path}: {r.status_code} {r.data[:300]!r}")

    return call


def cpu_us(call: Callable[[], None], n: int) -> float:
    start = time.process_time()
    for _ in range(n):
        call()
    return (time.process_time() - start) / n * 1e6


def table(repeats: int) -> None:
    move = (DATA / "move.json").read_bytes()
    replay = (DATA / "replay100.json").read_bytes()
    cases = {
        "echo POST /v1/moves": (_caller(_client("echo"), "/v1/moves", move), 2000),
        "service POST /v1/moves": (_caller(_client("service"), "/v1/moves", move), 2000),
        "service POST /v1/replay 100 plies, recomputed": (_caller(_client("uncached"), "/v1/replay", replay), 100),
        "service POST /v1/replay 100 plies, LRU hit": (_caller(_client("service"), "/v1/replay", replay), 1000),
    }
    docs_app = _client("service")
    documents = docs_app.application.extensions["arbiter"].documents

    def document(cached: bool) -> Callable[[], None]:
        def call() -> None:
            if not cached:
                documents.clear()  # the per-process variant-document cache, emptied: rendered afresh
            r = docs_app.get("/v1/variants/oware")
            if r.status_code != 200:
                raise SystemExit(f"/v1/variants/oware: {r.status_code}")

        return call

    cases["service GET /v1/variants/oware, document rendered"] = (document(False), 500)
    cases["service GET /v1/variants/oware, document cache hit"] = (document(True), 2000)
    for call, n in cases.values():
        for _ in range(min(n, 200)):
            call()
    best: dict[str, float] = {}
    for _ in range(repeats):
        for name, (call, n) in cases.items():
            best[name] = min(best.get(name, float("inf")), cpu_us(call, n))
    print(f"| request (in-process, Flask test client) | CPU us per request (min of {repeats}) |")
    print("|---|---|")
    for name, us in best.items():
        print(f"| {name} | {us:.0f} |")
    print(f"\nservice/echo cost ratio for POST /v1/moves: {best['service POST /v1/moves'] / best['echo POST /v1/moves']:.2f}")


def _profiled_call(which: str) -> Callable[[], None]:
    path, body, kind = {
        "moves": ("/v1/moves", (DATA / "move.json").read_bytes(), "service"),
        "replay": ("/v1/replay", (DATA / "replay100.json").read_bytes(), "uncached"),
        "replay-hit": ("/v1/replay", (DATA / "replay100.json").read_bytes(), "service"),
        "echo": ("/v1/moves", (DATA / "move.json").read_bytes(), "echo"),
    }[which]
    return _caller(_client(kind), path, body)


def cprofile(which: str, n: int) -> None:
    """cProfile (stdlib, deterministic: every call counted, with its own overhead) of ``n`` requests."""
    import cProfile
    import pstats

    call = _profiled_call(which)
    for _ in range(200):
        call()
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(n):
        call()
    profiler.disable()
    stats = pstats.Stats(profiler)
    stats.sort_stats("tottime").print_stats(40)
    stats.sort_stats("cumulative").print_stats(60)


def profile(which: str, n: int) -> None:
    from pyinstrument import Profiler

    call = _profiled_call(which)
    for _ in range(200):
        call()
    profiler = Profiler(interval=0.0002)
    profiler.start()
    for _ in range(n):
        call()
    profiler.stop()
    print(profiler.output_text(unicode=False, color=False))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--profile", choices=["moves", "replay", "replay-hit", "echo"])
    p.add_argument("--cprofile", choices=["moves", "replay", "replay-hit", "echo"], help="cProfile instead (no extra package)")
    p.add_argument("-n", type=int, default=2000, help="requests profiled")
    args = p.parse_args()
    setup_like_gunicorn()
    if str(ROOT) not in sys.path:  # after PYTHONPATH: a compiled kernel listed there is not shadowed
        sys.path.append(str(ROOT))
    from engine.build import kernel_build

    print(f"engine build: {kernel_build()}\n")
    if args.profile:
        profile(args.profile, args.n)
    elif args.cprofile:
        cprofile(args.cprofile, args.n)
    else:
        table(args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
