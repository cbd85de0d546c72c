#!/usr/bin/env python3
"""Where a move's CPU goes under gunicorn: the fast lane with its answer cut short at each stage (issue 34.11).

``bench/move_tax.py`` measures ``POST /v1/moves`` against a bare Flask echo. This script splits the
difference: one gunicorn (one worker, the project's ``gunicorn.conf.py``) per stage of the move's
answer, each running ``service.api.answer_move`` only up to that stage and then answering the real
answer's bytes, computed once at the first request, so that every server writes the same response:

* ``canned``: no rules work at all: the fast lane's body read, request id, watchdog, headers,
  request metric and access line around a stored answer;
* ``schema``: + the body's size checks, schema and the game's resolution;
* ``play``: + the position loaded and verified, the move played, the new position's block (signature,
  text, hash) and the legal moves that follow (``service.arbiter.play``);
* ``full``: the real ``answer_move`` (+ the chain link, the adjudication count and the JSON).

Measured like ``move_tax.py``: alternating rounds of ``wrk`` (``--duration`` seconds, 16
connections), CPU per request of the master and worker (``/proc``), the ratio echo / stage. A stage
minus the one before it is what that stage costs inside a loaded worker, where the caches are shared
with gunicorn's own work; ``bench/fastlane_variants.py`` and ``bench/ab_path.py`` time the same code
in a loop in one process.

    .venv/bin/python bench/move_parts.py --kernel "$(bin/build-kernel)" --server-cpus 1 --wrk-cpus 0

The servers are started as ``bench.move_parts:create_app('<stage>')``: the service's own app with
``answer_move`` replaced in this process only (a benchmark never changes the service's code).
"""

from __future__ import annotations

import argparse
import atexit
import json
import shutil
import signal
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import move_tax
from bench import service_bench as sb

STAGES = ("canned", "schema", "play", "full")


def create_app(stage: str) -> Any:
    """The service's app, its moves answered up to ``stage`` (see the module's docstring)."""
    import orjson

    import service
    from service import api, schema_compiler
    from service.arbiter import play, precheck

    if stage not in STAGES:
        raise ValueError(f"stage {stage!r}: one of {', '.join(STAGES)}")
    real = api.answer_move
    answered: list[bytes] = []

    def answer_up_to_stage(arbiter: Any, signer: Any, data: object, bind: Callable[[str, str], None]) -> bytes:
        if not answered:  # the real answer, once: every later request writes these bytes
            answered.append(real(arbiter, signer, data, bind))
        if stage == "full":
            return real(arbiter, signer, data, bind)
        if stage == "canned":
            body: dict[str, Any] = orjson.loads(answered[0])
            bind(body["variant"], body["rules_version"])
            return answered[0]
        precheck(arbiter, data, "position")
        loaded = schema_compiler.load(api._move, data)
        game = api._resolve(loaded, None, bind)
        if stage == "play":
            play(arbiter, game, loaded)
        return answered[0]

    app = service.create_app()
    api.answer_move = answer_up_to_stage
    return app


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--duration", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--server-cpus", type=sb.cpu_list)
    parser.add_argument("--wrk-cpus", type=sb.cpu_list)
    parser.add_argument("--kernel", default="", help="the compiled engine (bin/build-kernel's output); empty: interpreted")
    parser.add_argument("--json", type=Path, help="write the rows and the summary here")
    parser.add_argument("--same-processes", action="store_true",
                        help="start each server once for all rounds (by default every round starts them afresh)")
    args = parser.parse_args(argv)
    sb.PLACEMENT.server_cpus = args.server_cpus
    sb.PLACEMENT.wrk_cpus = args.wrk_cpus
    workdir = Path(tempfile.mkdtemp(prefix="move-parts-"))
    atexit.register(shutil.rmtree, workdir, True)
    atexit.register(sb.stop_all)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    one = {"WEB_CONCURRENCY": "1", **({"ARBITER_ENGINE_KERNEL": args.kernel} if args.kernel else {})}
    servers = [sb.Gunicorn("echo", "bench.echo_app:create_app()", sb.free_port(), one, workdir)]
    servers += [sb.Gunicorn(stage, f"bench.move_parts:create_app('{stage}')", sb.free_port(), one, workdir)
                for stage in STAGES]
    rows: list[dict[str, Any]] = []
    try:
        if args.same_processes:
            move_tax.start_ready(servers)
        rows = move_tax.timed_rounds(servers, args)
    finally:
        sb.stop_all()
    summary: dict[str, Any] = {"kernel": bool(args.kernel), "rounds": args.rounds, "duration": args.duration,
                               "server_cpus": sorted(args.server_cpus or []), "wrk_cpus": sorted(args.wrk_cpus or [])}
    echo = {r["round"]: r["cpu_us_per_request"] for r in rows if r["server"] == "echo"}
    before = None
    for server in servers:
        mine = [r for r in rows if r["server"] == server.name]
        cpu = statistics.median(r["cpu_us_per_request"] for r in mine)
        summary[server.name] = {
            "cpu_us_per_request_median": round(cpu, 1),
            "cpu_ratio_to_echo_median": round(statistics.median(echo[r["round"]] / r["cpu_us_per_request"] for r in mine), 3),
            "added_to_previous_stage_us": None if before is None or server.name == "canned" else round(cpu - before, 1),
            "non2xx": sum(r["non2xx"] for r in mine),
        }
        before = cpu
        print(f"{server.name:<7} {cpu:7.1f} us CPU/request  echo/this {summary[server.name]['cpu_ratio_to_echo_median']:.3f}"
              + (f"  +{summary[server.name]['added_to_previous_stage_us']:.1f} us" if summary[server.name]["added_to_previous_stage_us"] is not None else ""))
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "rows": rows}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
