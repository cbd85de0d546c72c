"""Hostile records and option maps (issue 24, items 1 and 5): answer bytes per request byte, CPU, peak RSS.

Each attack is one request sent in-process (Flask test client, default configuration, no Redis,
verdicts signed with a generated key) in a *fresh* child process, so that the child's peak RSS
(``ru_maxrss``) belongs to that request alone: the figure is how far the peak rose above what the
child held after building the app and answering one small warm-up request. CPU is the child's own
(``time.process_time``) around the request (body decoding and validation included); ``parse ms``
is ``engine.parse_record`` alone on the record, after the request (best of 3).

The attacks (request sizes as the issue reported them):

* ``batch-options-16k`` / ``batch-options-529k``: ``POST /v1/adjudications`` with one record whose
  ``Options`` tag holds ~2,000 / ~66,000 unknown keys.
* ``replay-options-259k``: ``POST /v1/replay`` with ``record``: the same kind of ``Options`` tag.
* ``adjudicate-options-259k``: ``POST /v1/adjudicate`` with ``record``: the same.
* ``batch-options-250x50``: 50 records, each with 250 unknown option names (within every tag
  limit: the error path itself, not a refusal by length).
* ``batch-start-escapes-250k``: a ``Start`` tag of 125,000 escaped quotes.
* ``batch-variant-500k``: a 500 KB ``Variant`` tag.
* ``batch-player-500k``: a 500 KB ``South`` tag (a player's name, echoed in the verdict).
* ``batch-option-value-500k``: ``{"seats": "xxx…"}``: a 500 KB option value.
* ``adjudicate-moves-255k``: 256 KiB record of 130k move tokens (the limit is 2,000 moves).
* ``batch-record-1m``: one record of a million characters (500k move tokens) in a batch.
* ``batch-tag-950k``: one tag value of 950k characters.
* ``batch-comments-1m``: 330k empty comments ``{}``.
* ``games-options-256`` / ``moves-options-256``: JSON ``options`` with 256 unknown keys.

    PYTHONPATH=$PWD .venv/bin/python bench/hostile_answers.py [--only NAME,...] [--json FILE]

Run it with ``PYTHONPATH`` (and the interpreter) of another checkout to measure that code
("before"); the script only uses the HTTP API. Figures are noisy on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

OPENING_RECORD = '[Variant "oware"]\n[Result "*"]\n\n1. C c *\n'


def _options_record(target: int) -> str:
    """A record whose Options tag holds unknown keys ``k0``, ``k1``, … until the record, written as a
    JSON string, is about ``target`` bytes long."""
    keys: list[str] = []
    size = 80
    i = 0
    while size < target:
        item = f'\\"k{i}\\":0'
        keys.append(item)
        size += len(json.dumps(item)) - 1
        i += 1
    return '[Variant "oware"]\n[Options "{' + ",".join(keys) + '}"]\n\n1. C c *\n'


def _big_tag(name: str, chars: int) -> str:
    return f'[{name} "' + "x" * chars + '"]\n[Variant "oware"]\n\n1. C c *\n'


def _moves_record(chars: int) -> str:
    body = "C c " * (chars // 4)
    return '[Variant "oware"]\n\n' + body + "*\n"


ATTACKS: dict[str, tuple[str, Callable[[], dict[str, Any]]]] = {
    "batch-options-16k": ("/v1/adjudications", lambda: {"records": [_options_record(16_000)]}),
    "batch-options-529k": ("/v1/adjudications", lambda: {"records": [_options_record(529_000)]}),
    "replay-options-259k": ("/v1/replay", lambda: {"record": _options_record(259_000)}),
    "adjudicate-options-259k": ("/v1/adjudicate", lambda: {"reason": "time", "record": _options_record(259_000)}),
    "batch-options-250x50": ("/v1/adjudications", lambda: {"records": [
        '[Variant "oware"]\n[Round "%d"]\n[Options "{' % i + ",".join(f'\\"k{k}\\":0' for k in range(250))  # noqa: UP031 (the record text is full of braces)
        + '}"]\n\n*\n' for i in range(50)]}),
    "batch-start-escapes-250k": ("/v1/adjudications", lambda: {"records": [
        '[Variant "oware"]\n[Start "' + '\\"' * 125_000 + '"]\n\n*\n']}),
    "batch-variant-500k": ("/v1/adjudications", lambda: {"records": [
        '[Variant "' + "x" * 500_000 + '"]\n\n*\n']}),
    "batch-player-500k": ("/v1/adjudications", lambda: {"records": [_big_tag("South", 500_000)]}),
    "batch-option-value-500k": ("/v1/adjudications", lambda: {"records": [
        '[Variant "oware"]\n[Options "{\\"seats\\":\\"' + "x" * 500_000 + '\\"}"]\n\n*\n']}),
    "adjudicate-moves-255k": ("/v1/adjudicate", lambda: {"reason": "time", "record": _moves_record(255 * 1024)}),
    "batch-record-1m": ("/v1/adjudications", lambda: {"records": [_moves_record(999_900)]}),
    "batch-tag-950k": ("/v1/adjudications", lambda: {"records": [_big_tag("Event", 950_000)]}),
    "batch-comments-1m": ("/v1/adjudications", lambda: {"records": [
        '[Variant "oware"]\n\n' + "{}" * 330_000 + " 1. C c *\n"]}),
    "games-options-256": ("/v1/games", lambda: {"variant": "oware",
                                                "options": {f"unknown_{i:03d}": 0 for i in range(256)}}),
    "moves-options-256": ("/v1/moves", lambda: {
        "variant": "oware", "options": {f"unknown_{i:03d}": 0 for i in range(256)},
        "position": {"pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing"},
        "move": {"pit": 2}}),
}


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(name: str) -> dict[str, Any]:
    """Run one attack in this process and describe it (called in a fresh interpreter)."""
    from service import create_app

    path, build = ATTACKS[name]
    client = create_app({"TESTING": True}).test_client()
    client.post("/v1/adjudications", json={"records": [OPENING_RECORD]})  # warm up: imports, keys, caches
    payload = json.dumps(build()).encode()
    before = _peak_mb()
    c0, w0 = time.process_time(), time.perf_counter()
    response = client.post(path, data=payload, content_type="application/json")
    answer = response.get_data()
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    after = _peak_mb()
    return {**_parse_cost(build()), 
        "attack": name, "path": path, "status": response.status_code, "request_bytes": len(payload),
        "answer_bytes": len(answer), "ratio": round(len(answer) / len(payload), 3),
        "cpu_ms": round(cpu * 1000, 1), "wall_ms": round(wall * 1000, 1),
        "peak_rss_mb": round(after, 1), "peak_rise_mb": round(after - before, 1),
    }


def _parse_cost(body: dict[str, Any]) -> dict[str, Any]:
    """``engine.parse_record`` alone on the request's (first) record, best of 3, in CPU ms: what a
    record costs before the service refuses it (with the service's 2,000-move limit where the
    parser takes one)."""
    import engine
    from engine.records import parse_record

    text = body.get("record") or (body.get("records") or [None])[0]
    if not isinstance(text, str):
        return {"parse_ms": None}
    best = float("inf")
    for _ in range(3):
        c0 = time.process_time()
        try:
            try:
                parse_record(text, max_moves=2000)
            except TypeError:  # a parser without max_moves (before issue 24)
                parse_record(text)
        except engine.RulesError:
            pass
        best = min(best, time.process_time() - c0)
    return {"parse_ms": round(best * 1000, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", default="", help="comma-separated attack names (default: all)")
    parser.add_argument("--json", default="", help="write the rows to this file too")
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.child)))
        return
    names = [n for n in args.only.split(",") if n] or list(ATTACKS)
    rows = []
    print(f"{'attack':26} {'path':20} {'status':>6} {'request B':>10} {'answer B':>11} {'ratio':>8} "
          f"{'CPU ms':>8} {'parse ms':>8} {'peak RSS MB':>11} {'rise MB':>8}")
    for name in names:
        done = subprocess.run([sys.executable, __file__, "--child", name], capture_output=True, text=True,
                              env=dict(os.environ), timeout=600, check=False)
        if done.returncode != 0:
            print(f"{name:26} failed: {done.stderr.strip().splitlines()[-1:]}")
            continue
        row = json.loads(done.stdout.strip().splitlines()[-1])
        rows.append(row)
        print(f"{name:26} {row['path']:20} {row['status']:>6} {row['request_bytes']:>10,} {row['answer_bytes']:>11,} "
              f"{row['ratio']:>8.2f} {row['cpu_ms']:>8.1f} {row['parse_ms'] if row['parse_ms'] is not None else '-':>8} "
              f"{row['peak_rss_mb']:>11.1f} {row['peak_rise_mb']:>8.1f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
