#!/usr/bin/env python3
"""Random-playout speed per catalogue variant (no OpenSpiel counterpart needed).

For each variant, plays seeded uniformly random games with ``engine.random_playout`` (the kernel
loop) and with the public ``apply_move`` loop, and reports moves per second (median of
``--runs`` runs of about ``--seconds`` each) and the mean game length.

    python bench/variant_playouts.py                                   # the Togyz Kumalak family
    python bench/variant_playouts.py --variants oware kalah --runs 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine


def kernel_rate(variant: str, seconds: float, seed: int) -> tuple[float, float]:
    """Moves per second and mean plies per game of ``random_playout``."""
    rules = engine.resolve_rules(variant)
    start = engine.new_game(rules)
    plies = games = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        _, n = engine.random_playout(rules, start, seed + games)
        plies += n
        games += 1
    return plies / (time.perf_counter() - began), plies / games


def api_rate(variant: str, seconds: float, seed: int) -> float:
    """Moves per second of ``apply_move`` with a seeded chooser over ``Transition.legal_moves``."""
    rules = engine.resolve_rules(variant)
    rng = random.Random(seed)
    plies = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        position = engine.new_game(rules)
        legal = engine.legal_moves(rules, position)
        while legal:
            step = engine.apply_move(rules, position, rng.choice(legal))
            position, legal = step.position, step.legal_moves
            plies += 1
    return plies / (time.perf_counter() - began)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", nargs="*", default=["togyz-kumalak", "toguz-korgool", "bestemshe"])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print("| variant | random_playout moves/s | apply_move moves/s | plies per game |")
    print("|---|---:|---:|---:|")
    for variant in args.variants:
        kernel = [kernel_rate(variant, args.seconds, 1000 * run) for run in range(args.runs)]
        api = [api_rate(variant, args.seconds, run) for run in range(args.runs)]
        print(f"| `{variant}` | {statistics.median(k for k, _ in kernel):,.0f} | {statistics.median(api):,.0f} | "
              f"{statistics.mean(p for _, p in kernel):.0f} |")


if __name__ == "__main__":
    main()
