#!/usr/bin/env python3
"""Random-playout speed of every catalogue variant (moves/s of ``engine.random_playout``).

Issue 15 asks for the playout speed of each new game. Each figure is the best of ``--runs``
runs of about ``--seconds`` each, from the variant's start position with seeds 0, 1, 2, …;
pure Python engine (compile with ``scripts/compile_engine.py`` and set ``PYTHONPATH`` for the
mypyc build). Figures on a shared machine are noisy: compare variants within one run.

    python bench/catalogue_playouts.py                          # every variant
    python bench/catalogue_playouts.py kalah kalah-6-6 sungka   # some
    python bench/catalogue_playouts.py oware --options '{"repetition_count": 0}'  # under options
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine


def moves_per_second(variant: str, seconds: float, options: dict[str, object] | None = None) -> tuple[float, int]:
    rules = engine.resolve_rules(variant, options)
    start = engine.new_game(rules)
    plies = games = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        _, n = engine.random_playout(rules, start, games)
        plies += n
        games += 1
    return plies / (time.perf_counter() - began), games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="variant ids (default: every one)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--options", type=json.loads, default=None, help="options (JSON) for every variant listed")
    args = parser.parse_args()
    print("| variant | moves/s (random_playout, pure Python) | games in the best run |")
    print("|---|---|---|")
    for variant in args.variants or engine.variant_ids():
        rate, games = max(moves_per_second(variant, args.seconds, args.options) for _ in range(args.runs))
        print(f"| `{variant}` | {rate:,.0f} | {games} |")


if __name__ == "__main__":
    main()
