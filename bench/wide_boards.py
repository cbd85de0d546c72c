#!/usr/bin/env python3
"""Moves on the widest board (issue 28): 2×50 pits (``engine.rules.MAX_PITS``) of 12 seeds.

For each relay ruleset below, ``--positions`` seeded random positions (the 1,200 seeds spread with
a skew, as ``tests/engine/test_turn_limits.py`` draws them) and every legal move in each: the
most seeds one move sowed, its laps and CPU time, against the turn limits; then that move through
the service (``POST /v1/moves``, Flask test client): the answer's bytes and bytes per sown seed,
from which the largest answer the turn limits allow is estimated.

    .venv/bin/python bench/wide_boards.py
    .venv/bin/python bench/wide_boards.py --positions 500 --seed 2
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from engine.game import position_geometry
from engine.sowing import turn_limits

WIDEST = {"pits_per_side": engine.rules.MAX_PITS, "seeds_per_pit": engine.rules.MAX_SEEDS}
RULESETS = ("en-gehe", "ohvalhu", "ayoayo", "sungka")


def sown(events: Any) -> tuple[int, int]:
    laps = sum(1 for e in events if e["type"] in ("pickup", "relay", "captured_resown"))
    return laps, sum(len(e["path"]) for e in events if e["type"] == "sow")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=150, help="random positions per ruleset")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    worst: tuple[int, str, dict[str, Any], engine.Move] | None = None
    print("| ruleset (2×50, 12 seeds) | moves | most seeds sown | its laps | its CPU | seed limit |")
    print("|---|---|---|---|---|---|")
    for variant in RULESETS:
        rules = engine.resolve_rules(variant, WIDEST)
        rng = random.Random(args.seed)
        best = (0, 0, 0.0)
        moves = 0
        limit = 0
        for _ in range(args.positions):
            weights = [rng.randint(0, 20) ** 2 for _ in range(2 * rules.pits_per_side)]
            counts = [rules.total_seeds * w // (sum(weights) or 1) for w in weights]
            counts[0] += rules.total_seeds - sum(counts)
            data = {"pits": [counts[:rules.pits_per_side], counts[rules.pits_per_side:]], "stores": [0, 0], "to_move": 0}
            try:
                position = engine.position_from_json(rules, data)
            except engine.InvalidPosition:
                continue
            limit = turn_limits(position_geometry(rules, position), sum(counts))[1]
            for move in engine.legal_moves(rules, position):
                t0 = time.process_time()
                after = engine.apply_move(rules, position, move)
                cpu = time.process_time() - t0
                laps, seeds = sown(after.events)
                moves += 1
                if seeds > best[0]:
                    best = (seeds, laps, cpu)
                    if worst is None or seeds > worst[0]:
                        worst = (seeds, variant, engine.position_to_json(position), move)
        print(f"| `{variant}` | {moves:,} | {best[0]:,} | {best[1]} | {best[2] * 1000:.1f} ms | {limit:,} |")
    if worst is not None:
        from service import create_app

        seeds, variant, position, move = worst
        body = {"variant": variant, "options": WIDEST, "position": position, "move": engine.move_to_json(move)}
        answer = create_app().test_client().post("/v1/moves", json=body)
        per_seed = len(answer.data) / seeds
        bound = 32 * (1200 + 100) + 1200
        print(f"\nworst move ({variant}, {seeds:,} seeds sown): HTTP {answer.status_code}, {len(answer.data):,} bytes, "
              f"{per_seed:.1f} bytes a sown seed; at the turn limit ({bound:,} seeds) about "
              f"{bound * per_seed / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
