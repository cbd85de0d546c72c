"""The fast lane on every variant: in-process CPU per ``POST /v1/moves``, through the lane and through
Flask (``ARBITER_FAST_LANE=false``), next to the bare Flask echo of the same body.

    .venv/bin/python bench/fastlane_variants.py --compiled     # bin/build-kernel's kernel, as served
    .venv/bin/python bench/fastlane_variants.py                # the pure source

Each variant's body is a move at ply 12 of a seeded random game (fewer plies where the game ends
sooner). The three apps answer it in one process, alternated
repeat by repeat (the minimum of the repeats is reported), through the WSGI callable as in
``bench/ab_path.py``, with logging and metrics set up as under gunicorn.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
ROOT = HERE.parents[1]
PLY = 12


def _body(engine: Any, variant: str) -> bytes:
    rules = engine.get_variant(variant).rules
    rng = random.Random(7)
    position = engine.new_game(rules)
    for _ in range(PLY):
        after = engine.apply_move(rules, position, rng.choice(engine.legal_moves(rules, position))).position
        if after.is_finished:
            break
        position = after
    move = engine.move_to_json(rng.choice(engine.legal_moves(rules, position)))
    return json.dumps({"variant": variant, "position": engine.position_to_json(position), "move": move}).encode()


def _child(n: int, repeats: int) -> None:
    from bench.hot_path import setup_like_gunicorn

    setup_like_gunicorn()
    from werkzeug.test import EnvironBuilder

    import engine
    from bench.echo_app import create_app as echo_app
    from engine.build import kernel_build
    from service import create_app

    apps = {"echo": echo_app(), "flask": create_app({"FAST_LANE": False}), "lane": create_app()}
    rows = []
    for variant in engine.variant_ids():
        body = _body(engine, variant)
        base = EnvironBuilder(path="/v1/moves", method="POST", data=body, content_type="application/json").get_environ()
        base.pop("wsgi.input")

        def call(app: Any) -> None:
            environ = dict(base)
            environ["wsgi.input"] = io.BytesIO(body)
            status: list[str] = []
            for _chunk in app(environ, lambda s, h, e=None: status.append(s)):
                pass
            if not status[0].startswith("200"):
                raise SystemExit(f"{variant}: {status[0]}")

        best = {name: float("inf") for name in apps}
        for _ in range(repeats):
            for name, app in apps.items():
                for _ in range(50):
                    call(app)
                start = time.process_time()
                for _ in range(n):
                    call(app)
                best[name] = min(best[name], (time.process_time() - start) / n * 1e6)
        rows.append({"variant": variant, "bytes": len(body), **best})
    print(json.dumps({"build": kernel_build(), "rows": rows}))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--compiled", action="store_true", help="bin/build-kernel's compiled kernel ahead of the source")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("-n", type=int, default=300, help="requests per app, variant and repeat")
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.child:
        _child(args.n, args.repeats)
        return 0
    path = str(ROOT)
    if args.compiled:
        kernel = subprocess.run([str(ROOT / "bin" / "build-kernel")], env={**os.environ, "ARBITER_ENGINE_BUILD": "compiled"},
                                capture_output=True, text=True, check=True).stdout.strip()
        path = f"{kernel}:{ROOT}"
    # -P from /: the kernel on PYTHONPATH, not the checkout's engine/ first
    out = subprocess.run([sys.executable, "-P", str(HERE), "--child", "-n", str(args.n), "--repeats", str(args.repeats)],
                         cwd="/", env={**os.environ, "PYTHONPATH": path}, capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(out.stderr[-3000:])
    result = json.loads(out.stdout.strip().splitlines()[-1])
    print(f"kernel: {result['build']}, CPU us per POST /v1/moves (min of {args.repeats} x {args.n}), load {os.getloadavg()[0]:.1f}\n")
    print("| variant | echo | Flask path | fast lane | lane / Flask | lane / echo |")
    print("|---|---|---|---|---|---|")
    for row in result["rows"]:
        print(f"| {row['variant']} | {row['echo']:.0f} | {row['flask']:.0f} | {row['lane']:.0f} | "
              f"{row['lane'] / row['flask']:.2f} | {row['lane'] / row['echo']:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
