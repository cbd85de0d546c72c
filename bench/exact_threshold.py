"""Where the exact endgame solver can finish: nodes (and CPU) to solve against cheap bounds (not a test).

Issue 24: ``POST /v1/adjudicate`` tried the exact solver on every stopped position and spent its
whole 0.5 s budget wherever it could not finish. This script measures, over positions reached
by seeded random play in several variants, how many nodes the solver needs (``analyse(...,
exact=True, fallback=False)``, no heuristic search) against three cheap predictors:

* ``seeds``: seeds left in the pits;
* ``pits``: pits on the board;
* ``log10_states``: ``log10 C(seeds + pits, pits)``, the number of ways to spread at most
  ``seeds`` seeds over ``pits`` pits: a bound on the board configurations the solver can meet
  (seeds never return from the stores), blind to the repetition history it also keys on.

(The summary groups positions by variant and seeds left, three counts a row.)

Nodes are deterministic (the same on every machine); CPU seconds are this machine's. Prints one
line per position (``--raw``) and a table per rule family and bucket of the chosen predictor:
positions, solved within the node cap, the median and largest nodes of the solved ones, and the
median CPU time of an attempt. docs/analysis.md ("Where the exact solver is tried") has the run
and the thresholds chosen from it (``engine.analysis.SOLVABLE_SEEDS``, seeds left per family).

Run with the compiled kernel as the server does:
``PYTHONPATH=$(bin/build-kernel):. .venv/bin/python bench/exact_threshold.py``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import defaultdict

import engine
from engine.analysis import SOLVABLE_SEEDS, analyse, exact_family

VARIANTS = ("kalah:26", "kalah-6-3:26", "mancala-for-4:16", "oware:14", "bestemshe:14", "togyz-kumalak:12", "ayoayo:14",
            "sungka:12")


def state_bound(position: engine.Position) -> float:
    """``log10 C(seeds + pits, pits)``: the ways to spread at most the seeds in the pits over the pits."""
    seeds = sum(map(sum, position.pits))
    pits = sum(len(row) for row in position.pits)
    return (math.lgamma(seeds + pits + 1) - math.lgamma(seeds + 1) - math.lgamma(pits + 1)) / math.log(10)


def positions(variant: str, per_count: int, most_seeds: int, seed: int) -> list[engine.Position]:
    """Up to ``per_count`` positions per count of seeds in the pits (1..most_seeds), from seeded random games."""
    rules = engine.resolve_rules(variant)
    rng = random.Random(seed)
    found: dict[int, list[engine.Position]] = defaultdict(list)
    for _ in range(300):
        position = engine.new_game(rules)
        plies = 0
        while not position.is_finished and plies < 2000:
            k = sum(map(sum, position.pits))
            if 0 < k <= most_seeds and len(found[k]) < per_count and rng.random() < 0.25:
                found[k].append(position)
            moves = [m for m in engine.legal_moves(rules, position) if m.kind.value == "sow"] or \
                engine.legal_moves(rules, position)
            position = engine.apply_move(rules, position, rng.choice(moves)).position
            plies += 1
        if all(len(found[k]) >= per_count for k in range(1, most_seeds + 1)):
            break
    return [p for k in sorted(found) for p in found[k]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variants", default=",".join(VARIANTS),
                        help="comma-separated; VARIANT:K takes positions with at most K seeds (else --most-seeds)")
    parser.add_argument("--per-count", type=int, default=3, help="positions per count of seeds")
    parser.add_argument("--most-seeds", type=int, default=36)
    parser.add_argument("--nodes", type=int, default=100_000, help="node cap of one attempt")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--raw", action="store_true", help="one line per position")
    args = parser.parse_args()
    rows: list[tuple[str, str, int, int, float, bool, int, float]] = []
    for spec in args.variants.split(","):
        variant, _, most = spec.partition(":")
        rules = engine.resolve_rules(variant)
        for position in positions(variant, args.per_count, int(most or args.most_seeds), args.seed):
            seeds = sum(map(sum, position.pits))
            pits = sum(len(row) for row in position.pits)
            t0 = time.thread_time()
            result = analyse(rules, position, exact=True, fallback=False, exact_seeds=10**6, nodes=args.nodes)
            seconds = time.thread_time() - t0
            row = (variant, exact_family(rules), seeds, pits, state_bound(position), result.exact, result.nodes, seconds)
            rows.append(row)
            if args.raw:
                print("raw", *row[:4], f"{row[4]:.2f}", int(row[5]), row[6], f"{row[7]:.3f}", flush=True)
    print(f"\nnode cap {args.nodes}; SOLVABLE_SEEDS {SOLVABLE_SEEDS}")
    print("| variant | seeds left | log10 states | positions | solved | within 1,000 nodes | max nodes (solved) "
          "| max CPU ms (solved) | median CPU ms (all) |")
    print("|---|---|---|---|---|---|---|---|---|")
    groups: dict[tuple[str, int], list[tuple[str, str, int, int, float, bool, int, float]]] = defaultdict(list)
    for row in rows:
        groups[(row[0], (row[2] - 1) // 3)].append(row)
    for (variant, bucket), group in groups.items():
        solved = [r for r in group if r[5]]
        print(f"| {variant} | {3 * bucket + 1}-{3 * bucket + 3} | {min(r[4] for r in group):.1f}-"
              f"{max(r[4] for r in group):.1f} | {len(group)} | {len(solved)} | {sum(r[6] <= 1000 for r in solved)} | "
              f"{max((r[6] for r in solved), default='-')} | "
              f"{max(r[7] for r in solved) * 1000 if solved else 0:.0f} | {statistics.median(r[7] for r in group) * 1000:.1f} |")


if __name__ == "__main__":
    main()
