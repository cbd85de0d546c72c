"""The exact solver against the independent brute force of tests/engine/test_analysis_exact.py on
many more positions than CI runs: ``--games`` seeded random games per small board, every position
with few enough seeds compared (value of the position and of every root move). Prints the counts;
any disagreement is printed and the exit status is 1."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))
from test_analysis_exact import compare

BOARDS = [
    ("kalah", {"pits_per_side": 3, "seeds_per_pit": 2}, 99),
    ("kalah", {"pits_per_side": 3, "seeds_per_pit": 3}, 12),
    ("kalah", {"pits_per_side": 4, "seeds_per_pit": 2}, 10),
    ("oware", {"pits_per_side": 3, "seeds_per_pit": 2, "repetition_count": 1}, 3),
    ("oware", {"pits_per_side": 3, "seeds_per_pit": 2}, 3),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    failed = False
    for variant, options, max_seeds in BOARDS:
        t0 = time.process_time()
        positions, moves, problems = compare(variant, options, args.games, args.seed, max_seeds)
        print(f"{variant} {options} (<= {max_seeds} seeds in the pits): {positions} positions, {moves} root moves, "
              f"{len(problems)} disagreements/unsolved, {time.process_time() - t0:.1f} s CPU", flush=True)
        for problem in problems[:10]:
            print("   ", problem)
        failed = failed or bool(problems)
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
