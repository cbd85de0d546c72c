"""Replay cost and response size at 500 / 1,000 / 2,000 plies, with and without ``include_steps``.

Issue 9 part 3: a replay used to rebuild and repeat the whole repetition history at every ply, so
time and bytes grew with the square of the record. The records here are legal games of Oware with
``capture_counts: [24]`` and 3 seeds per pit (36 seeds: no pit can reach 24, so nothing is ever
captured), so the history grows by one key at every ply: the worst case for the old behaviour.

In-process (Flask test client, no cache: ``LRU_SIZE=0``), one request at a time; each figure is the
median of ``--runs`` requests. Reports wall and CPU milliseconds, response bytes, and the history
length of the final position. Figures are noisy on a shared machine.

    PYTHONPATH=$PWD .venv/bin/python bench/replay_bytes.py [--runs 3] [--plies 500,1000,2000]

Run it with ``PYTHONPATH`` pointing at another checkout to measure that code ("before").
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

import engine
from service import create_app

VARIANT = "oware"
OPTIONS: dict[str, Any] = {"capture_counts": [24], "seeds_per_pit": 3}


def record(plies: int, seed: int = 3) -> list[dict[str, Any]]:
    """The first ``plies`` moves of a seeded random game under ``OPTIONS`` (a legal record)."""
    rules = engine.resolve_rules(VARIANT, OPTIONS)
    for attempt in range(seed, seed + 50):
        rng = random.Random(attempt)
        position = engine.new_game(rules)
        moves: list[dict[str, Any]] = []
        while len(moves) < plies:
            legal = engine.legal_moves(rules, position)
            if not legal:
                break
            move = rng.choice(legal)
            moves.append(engine.move_to_json(move))
            position = engine.apply_move(rules, position, move).position
        if len(moves) == plies:
            return moves
    raise RuntimeError(f"no game of {plies} plies found")


def measure(client: Any, body: dict[str, Any], runs: int) -> dict[str, Any]:
    walls, cpus, size, history = [], [], 0, 0
    for _ in range(runs):
        w0, c0 = time.perf_counter(), time.thread_time()
        r = client.post("/v1/replay", json=body)
        cpus.append(time.thread_time() - c0)
        walls.append(time.perf_counter() - w0)
        raw = r.get_data()
        if r.status_code != 200:
            return {"status": r.status_code, "code": json.loads(raw).get("code"), "bytes": len(raw)}
        size = len(raw)
        history = len(json.loads(raw)["position"].get("history", []))
    return {
        "status": 200,
        "wall_ms": round(statistics.median(walls) * 1000, 1),
        "cpu_ms": round(statistics.median(cpus) * 1000, 1),
        "bytes": size,
        "final_history": history,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--plies", default="500,1000,2000")
    args = parser.parse_args()
    # No cache (each run recomputes), no response-size cap (to see the bytes), a generous deadline.
    app = create_app({"LRU_SIZE": 0, "REDIS_URL": "", "REQUEST_CPU_SECONDS": 600.0,
                      "MAX_RESPONSE_BYTES": 1 << 31, "REQUEST_WATCHDOG_SECONDS": 0,
                      "LOG_LEVEL": "WARNING"})
    client = app.test_client()
    print(f"{'plies':>6} {'steps':>5} {'wall ms':>9} {'cpu ms':>9} {'bytes':>13} {'history':>8}")
    for plies in (int(p) for p in args.plies.split(",")):
        moves = record(plies)
        for steps in (False, True):
            body = {"variant": VARIANT, "options": OPTIONS, "moves": moves, "include_steps": steps}
            m = measure(client, body, args.runs)
            if m["status"] != 200:
                print(f"{plies:>6} {steps!s:>5} answered {m['status']} {m.get('code')} ({m['bytes']} bytes)")
                continue
            print(f"{plies:>6} {steps!s:>5} {m['wall_ms']:>9} {m['cpu_ms']:>9} {m['bytes']:>13,} {m['final_history']:>8}")


if __name__ == "__main__":
    main()
