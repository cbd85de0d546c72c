#!/usr/bin/env python3
"""How ``engine.replay`` scales with the plies of a record (issue 9: it was quadratic).

Records of 500, 1,000 and 2,000 plies are cut from one seeded random game in which no seed
ever leaves the pits (``basic`` with ``sow_own_store=false, cross_capture=false``), so the
repetition history grows by one key every ply: the worst case for anything that copies or
scans the history per ply. For each length it prints the median of ``--runs`` timings of

* ``replay``: ``engine.replay(rules, start, moves)`` and reading the final position (what
  ``POST /v1/replay`` does without ``include_steps``);
* ``every step``: reading every step's position too (each carries its whole history, so
  this part grows with plies × history by nature; the service's steps should not carry it).

A second table does the same from a start position that already holds a 9,000-key history
(a Bao start: Bao has no stores, so the history is never cleared).

    python bench/replay_scaling.py                    # this checkout's engine
    python bench/replay_scaling.py --engine-path ../other-checkout   # another checkout, to compare
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if "--engine-path" in sys.argv:
    sys.path.insert(0, sys.argv[sys.argv.index("--engine-path") + 1])
elif str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine

LENGTHS = (500, 1000, 2000)
STALL = {"sow_own_store": False, "cross_capture": False, "max_plies": 10_000}


def record(rules: engine.Rules, start: engine.Position, plies: int, seed: int) -> list[engine.Move]:
    """A seeded random game of at least ``plies`` plies (None if the game ends sooner)."""
    rng = random.Random(seed)
    position, moves = start, []
    while len(moves) < plies:
        legal = engine.legal_moves(rules, position)
        if not legal:
            raise SystemExit(f"seed {seed}: the game ended after {len(moves)} plies")
        move = legal[int(rng.random() * len(legal))]
        moves.append(move)
        position = engine.apply_move(rules, position, move).position
    return moves


def timed(run: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(run):
        t0 = time.perf_counter()
        work()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def table(title: str, rules: engine.Rules, start: engine.Position, moves: list[engine.Move], runs: int,
          lengths: tuple[int, ...]) -> None:
    print(title)
    print(f"{'plies':>6} {'replay ms':>10} {'µs/ply':>8} {'every step ms':>14} {'final history':>14}")
    for n in lengths:
        cut = moves[:n]

        def final() -> None:
            steps = engine.replay(rules, start, cut)
            steps[-1].position  # noqa: B018 - what the service reads

        def every() -> None:
            for step in engine.replay(rules, start, cut):
                step.position  # noqa: B018

        ms = timed(runs, final)
        all_ms = timed(max(1, runs // 2), every)
        history = len(engine.replay(rules, start, cut)[-1].position.history)
        print(f"{n:>6} {ms:>10.1f} {1000 * ms / n:>8.1f} {all_ms:>14.1f} {history:>14}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--lengths", type=int, nargs="+", default=list(LENGTHS), help="record lengths in plies")
    parser.add_argument("--engine-path", help="import engine from this directory instead")
    args = parser.parse_args(argv)
    lengths = tuple(args.lengths)
    print(f"engine: {engine.__file__}; median of {args.runs} runs")

    rules = engine.resolve_rules("basic", STALL)
    start = engine.new_game(rules)
    table("basic, seeds never leave the pits (history grows every ply)", rules, start,
          record(rules, start, max(lengths), seed=1), args.runs, lengths)

    bao = engine.resolve_rules("bao-kujifunza")
    rng = random.Random(9)
    keys = [f"{rng.getrandbits(64):016x}" for _ in range(9_000)]
    data = engine.position_to_json(engine.new_game(bao))
    data["history"] = keys
    long_start = engine.position_from_json(bao, data)
    moves = record(bao, long_start, 8, seed=2)
    print()
    print("bao-kujifunza from a start holding 9,000 history keys, 8 plies")
    ms = timed(args.runs, lambda: engine.replay(bao, long_start, moves)[-1].position)
    print(f"replay + final position: {ms:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
