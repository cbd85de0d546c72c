"""Two (or more) source trees side by side: in-process CPU per ``POST /v1/moves``, against the echo.

    .venv/bin/python bench/ab_path.py --tree before=/tmp/base --tree after=. --rounds 4
    .venv/bin/python bench/ab_path.py --tree before=/tmp/base --tree after=. --compiled   # bin/build-kernel of each tree

Each round runs one child process per tree, alternated (A B A B ...), so a busy neighbour hits
both sides alike. A child serves the request straight through the app's WSGI callable (no test
client, no sockets: what gunicorn calls, without gunicorn's own HTTP parsing), with logging set up
as under gunicorn (JSON lines, to /dev/null) and metrics in multiprocess mode, and reports the
minimum over its repeats of CPU microseconds (``time.process_time``) per request for the bare Flask
echo (``bench/echo_app.py``, the same body) and for the service. The echo is the anchor: the
service/echo ratio of one child is what the load of the moment disturbs least.

``--body`` picks other bodies (``bench/make_bodies.py``'s, or any file): every variant must gain,
not just the default Oware position.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
ROOT = HERE.parents[1]


def _child(body_path: str, n: int, repeats: int, profile: bool = False) -> None:
    from bench.hot_path import setup_like_gunicorn

    setup_like_gunicorn()
    from werkzeug.test import EnvironBuilder

    from bench.echo_app import create_app as echo_app
    from engine.build import kernel_build
    from service import create_app

    body = Path(body_path).read_bytes()
    base = EnvironBuilder(path="/v1/moves", method="POST", data=body, content_type="application/json").get_environ()
    base.pop("wsgi.input")

    def caller(app: Any) -> Any:
        status: list[str] = []

        def start_response(s: str, headers: Any, exc_info: Any = None) -> Any:
            status.append(s)
            return None

        def call() -> None:
            environ = dict(base)
            environ["wsgi.input"] = io.BytesIO(body)
            result = app(environ, start_response)
            try:
                for _chunk in result:
                    pass
            finally:
                close = getattr(result, "close", None)
                if close is not None:
                    close()
            if not status[-1].startswith("200"):
                raise SystemExit(f"status {status[-1]}")
            status.clear()

        return call

    calls = {"echo": caller(echo_app()), "moves": caller(create_app())}
    for call in calls.values():
        for _ in range(300):
            call()
    if profile:  # cProfile of the service's requests (deterministic; its overhead inflates small calls)
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.runcall(lambda: [calls["moves"]() for _ in range(n)])
        pstats.Stats(profiler).sort_stats("tottime").print_stats(45)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(70)
        return
    best = {name: float("inf") for name in calls}
    for _ in range(repeats):
        for name, call in calls.items():
            start = time.process_time()
            for _ in range(n):
                call()
            best[name] = min(best[name], (time.process_time() - start) / n * 1e6)
    print(json.dumps({"build": kernel_build(), **best}))


def _kernel(tree: Path) -> str:
    out = subprocess.run([str(tree / "bin" / "build-kernel")], cwd=tree, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tree", action="append", required=False, default=[], help="NAME=PATH (repeat)")
    p.add_argument("--compiled", action="store_true", help="each tree with its own bin/build-kernel output")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("-n", type=int, default=1000, help="requests per repeat")
    p.add_argument("--body", default=str(ROOT / "bench" / "data" / "move.json"))
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--profile", action="store_true", help="cProfile the service in this process (run with -P from /)")
    args = p.parse_args()
    if args.child or args.profile:
        _child(args.body, args.n, args.repeats, args.profile)
        return 0
    trees = dict(t.split("=", 1) for t in (args.tree or [f"this={ROOT}"]))
    paths = {}
    for name, tree in trees.items():
        root = Path(tree).resolve()
        kernel = _kernel(root) if args.compiled else ""
        if args.compiled and not kernel:
            raise SystemExit(f"{name}: bin/build-kernel built nothing")
        paths[name] = f"{kernel}:{root}" if kernel else str(root)
    results: dict[str, list[dict[str, Any]]] = {name: [] for name in trees}
    for round_ in range(args.rounds):
        for name, pythonpath in paths.items():
            env = {**os.environ, "PYTHONPATH": pythonpath}
            out = subprocess.run([sys.executable, "-P", str(Path(pythonpath.split(":")[-1]) / "bench" / "ab_path.py"),
                                  "--child", "--body", args.body, "-n", str(args.n), "--repeats", str(args.repeats)],
                                 cwd="/", env=env, capture_output=True, text=True)
            if out.returncode:
                raise SystemExit(f"{name}: {out.stderr[-2000:]}")
            row = json.loads(out.stdout.strip().splitlines()[-1])
            results[name].append(row)
            print(f"round {round_ + 1} {name:10s} {row['build']:11s} echo {row['echo']:6.1f} us  moves {row['moves']:6.1f} us"
                  f"  moves/echo {row['moves'] / row['echo']:.2f}  load {os.getloadavg()[0]:.1f}", flush=True)
    print("\n| tree | build | echo CPU us/req | POST /v1/moves CPU us/req | moves - echo | moves/echo |")
    print("|---|---|---|---|---|---|")
    for name, rows in results.items():
        echo = statistics.median(r["echo"] for r in rows)
        moves = statistics.median(r["moves"] for r in rows)
        ratio = statistics.median(r["moves"] / r["echo"] for r in rows)
        extra = statistics.median(r["moves"] - r["echo"] for r in rows)
        print(f"| {name} | {rows[0]['build']} | {echo:.0f} | {moves:.0f} | {extra:.0f} | {ratio:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
