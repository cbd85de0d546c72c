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

Two servers more answer the full move, for what the stages above cannot tell:

* ``bare``: the full answer without the service's own bookkeeping around it: no access line, no
  request metric, no adjudication count, no watchdog, a fixed request id (headers, body and
  everything the rules do unchanged). ``echo / bare`` is the most that making that bookkeeping
  cheaper could buy; if it is under a bar, only less work in the answer itself reaches it.
* ``timed`` (also the full answer): each step's CPU inside the loaded worker, by the thread's own
  clock (``time.thread_time_ns``) around it, written to the server's log every 5,000 moves and
  reported as the median of those windows: the request id, the watchdog, the body read and
  parse, each step of ``answer_move``, the request metric and the access line. Each reading of
  the clock is a system call (~0.6 us in a loop, more in the worker), so a step is over-counted by
  about one, and this server's own CPU per request is not compared with the others'.

The servers are started as ``bench.move_parts:create_app('<stage>')``: the service's own app with
``answer_move`` (and, for ``bare`` and ``timed``, the functions named above) replaced in this
process only (a benchmark never changes the service's code).
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
SERVERS = (*STAGES, "bare", "timed")
#: the steps ``timed`` clocks, in the order a move passes them
STEPS = ("request_id", "watchdog", "read", "parse", "precheck", "schema", "resolve", "play", "chain_link",
         "adjudication_count", "json", "request_metric", "access_line")
WINDOW = 5_000  # moves per line of ``timed``'s log


def create_app(stage: str) -> Any:
    """The service's app, its moves answered up to ``stage`` (see the module's docstring)."""
    import orjson

    import service
    from service import api, schema_compiler
    from service.arbiter import play, precheck

    if stage not in SERVERS:
        raise ValueError(f"stage {stage!r}: one of {', '.join(SERVERS)}")
    if stage == "bare":
        return _bare_app()
    if stage == "timed":
        return _timed_app()
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


def _bare_app() -> Any:
    """The service's app with the bookkeeping around a move left out (``bare`` above)."""
    import service
    from service import logs

    app = service.create_app()
    arbiter = app.extensions["arbiter"]
    arbiter.metrics.request = lambda *args: None
    arbiter.metrics.adjudication = lambda *args: None
    logs.access = lambda **fields: None
    app.extensions["arbiter_watchdog"].seconds = 0  # disabled: watch() registers nothing
    app.wsgi_app.request_id = lambda given: "0" * 32
    return app


def _timed_app() -> Any:
    """The service's app with each step of a move clocked by the thread's CPU (``timed`` above).

    The sums are shared by the worker's threads without a lock: a rare lost update under a thread
    switch moves a window's figure by one sample at most."""
    import contextlib
    import threading
    import time

    import orjson

    import service
    from service import api, chain, fastlane, http, logs, schema_compiler
    from service.arbiter import count_move, play, precheck

    clock = time.thread_time_ns
    sums = dict.fromkeys(STEPS, 0)
    moves = [0]
    lock = threading.Lock()

    def timed(step: str, call: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            started = clock()
            try:
                return call(*args, **kwargs)
            finally:
                sums[step] += clock() - started
        return run

    def answer_move(arbiter: Any, signer: Any, data: object, bind: Callable[[str, str], None]) -> bytes:
        # service.api.answer_move's steps, in its order, each clocked
        started = clock()
        precheck(arbiter, data, "position")
        now = clock()
        sums["precheck"] += now - started
        body = schema_compiler.load(api._move, data)
        started, now = now, clock()
        sums["schema"] += now - started
        game = api._resolve(body, None, bind)
        started, now = now, clock()
        sums["resolve"] += now - started
        played = play(arbiter, game, body)
        started, now = now, clock()
        sums["play"] += now - started
        answer = chain.attach_to_move(signer, played, body, game.rules)
        started, now = now, clock()
        sums["chain_link"] += now - started
        count_move(arbiter, answer)
        started, now = now, clock()
        sums["adjudication_count"] += now - started
        out = orjson.dumps(answer, option=orjson.OPT_NON_STR_KEYS)
        sums["json"] += clock() - now
        return out

    def access(**fields: Any) -> None:
        started = clock()
        real_access(**fields)
        sums["access_line"] += clock() - started
        with lock:
            moves[0] += 1
            if moves[0] % WINDOW == 0:  # a window's averages, in microseconds, then a new window
                line = {step: round(total / WINDOW / 1000, 2) for step, total in sums.items()}
                for step in sums:
                    sums[step] = 0
                print("MOVE-STEPS " + json.dumps(line), file=sys.stderr, flush=True)

    app = service.create_app()
    lane = app.wsgi_app
    metrics = app.extensions["arbiter"].metrics
    real_access = logs.access
    watchdog = app.extensions["arbiter_watchdog"]
    real_watch = watchdog.watch

    @contextlib.contextmanager
    def watch(label: str = "", seconds: float | None = None) -> Any:
        started = clock()
        context = real_watch(label, seconds)
        context.__enter__()
        sums["watchdog"] += clock() - started
        try:
            yield
        except BaseException as exc:
            if not context.__exit__(type(exc), exc, exc.__traceback__):
                raise
        else:
            started = clock()
            context.__exit__(None, None, None)
            sums["watchdog"] += clock() - started

    lane.request_id = timed("request_id", lane.request_id)
    watchdog.watch = watch
    fastlane.read_in_time = timed("read", fastlane.read_in_time)
    fastlane.parse_json = timed("parse", fastlane.parse_json)
    api.answer_move = answer_move
    metrics.request = timed("request_metric", metrics.request)
    http.logs.access = access
    return app


def steps_from_log(path: Path) -> dict[str, float]:
    """The median over ``timed``'s windows of each step's CPU per move (us), from its log."""
    windows = [json.loads(line.split("MOVE-STEPS ", 1)[1]) for line in path.read_text(errors="replace").splitlines()
               if "MOVE-STEPS " in line]
    if not windows:
        return {}
    return {step: round(statistics.median(w[step] for w in windows), 1) for step in STEPS} | {"windows": len(windows)}


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
                for stage in SERVERS]
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
        if server.name in ("bare", "timed"):
            before = None  # not stages after "full": their difference to the one before is no stage's cost
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
    steps = steps_from_log(workdir / "timed.log")
    summary["timed_steps_us"] = steps
    print("inside the loaded worker, CPU per move (us, median of windows of "
          f"{WINDOW:,} moves): " + ", ".join(f"{k} {v}" for k, v in steps.items()))
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "rows": rows}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
