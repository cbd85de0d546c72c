#!/usr/bin/env python3
"""Instructions per move of random playouts, ours (the compiled kernel) and OpenSpiel's, counted
by valgrind's callgrind: a figure that does not drift with the machine's load.

On a shared machine the CPU-time ratio of ``bench/engine_playouts.py`` moves by tens of percent
from one round to the next; the number of instructions executed does not. Each side is counted
twice, for ``--games`` games and for none (imports, setup), and the difference is divided by the
plies played, so only the playouts count. Both sides play seeded uniformly random games: ours
``engine.random_playout`` (``kalah``; ``oware`` with ``repetition_count=1``, OpenSpiel's
convention), OpenSpiel ``s.apply_action(rng.choice(s.legal_actions()))`` with a ``random.Random``
seeded per game, as in ``engine_playouts.py``. Instructions are not time (cache misses and
branch mispredictions are not counted), so the two figures are reported side by side.

    python bench/playout_instructions.py              # 300 games each, about a minute
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = {"kalah": ("kalah", "{}", "mancala"), "oware": ("oware", '{"repetition_count": 1}', "oware")}

OURS = """
import json, sys
import engine
rules = engine.resolve_rules(sys.argv[1], json.loads(sys.argv[2]))
start = engine.new_game(rules)
assert engine.game.__file__.endswith('.so'), engine.game.__file__
print(sum(engine.random_playout(rules, start, seed)[1] for seed in range(int(sys.argv[3]))))
"""

THEIRS = """
import random, sys
import pyspiel
game = pyspiel.load_game(sys.argv[1])
plies = 0
for seed in range(int(sys.argv[2])):
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        plies += 1
print(plies)
"""


def counted(args: list[str], env_path: str) -> tuple[int, int]:
    """(instructions, the plies the program printed) of ``python -c`` under callgrind."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", *args]
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd="/",
                          env={"PYTHONPATH": env_path, "PATH": "/usr/bin:/bin"})
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"callgrind gave no count: {done.stderr[-400:]}")
    return int(found.group(1)), int(done.stdout.strip() or 0)


def per_ply(program: list[str], games: int, env_path: str) -> tuple[float, int]:
    # One run outside valgrind first, so both counted runs find the same bytecode caches.
    subprocess.run([sys.executable, "-c", *program, "0"], capture_output=True, check=True, cwd="/",
                   env={"PYTHONPATH": env_path, "PATH": "/usr/bin:/bin"})
    base, _ = counted([*program, "0"], env_path)
    total, plies = counted([*program, str(games)], env_path)
    return (total - base) / plies, plies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt install valgrind)")
    kernel = subprocess.run([str(ROOT / "bin" / "build-kernel")], capture_output=True, text=True, check=True)
    if not kernel.stdout.strip():
        raise SystemExit(f"no compiled kernel: {kernel.stderr.strip()}")
    ours_path = f"{kernel.stdout.strip()}:{ROOT}"
    print(f"{'game':6s}  {'ours (mypyc) instr/move':>24s}  {'OpenSpiel instr/move':>21s}  {'ours / OpenSpiel':>16s}")
    for label, (variant, options, spiel_name) in GAMES.items():
        ours, ours_plies = per_ply([OURS, variant, options], args.games, ours_path)
        theirs, their_plies = per_ply([THEIRS, spiel_name], args.games, str(ROOT))
        print(f"{label:6s}  {ours:24,.0f}  {theirs:21,.0f}  {ours / theirs:15.2f}x"
              f"   ({ours_plies:,} and {their_plies:,} plies in {args.games} games)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
