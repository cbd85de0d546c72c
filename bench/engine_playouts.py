#!/usr/bin/env python3
"""Random-playout speed of the engine next to OpenSpiel's, measured in the same run.

For ``kalah`` (OpenSpiel ``mancala``) and ``oware`` (OpenSpiel ``oware``; ours with
``repetition_count=1``, OpenSpiel's convention, so both play the same game) it reports
moves per second of uniformly random games:

* ``engine.random_playout``: the kernel loop (one mutable table for the whole game);
* ``apply_move loop``: the public API, ``apply_move`` with a seeded ``random.Random``
  choosing among ``Transition.legal_moves``;
* OpenSpiel: ``while not s.is_terminal(): s.apply_action(rng.choice(s.legal_actions()))``;
* for kalah, a hand-specialised pure-Python Kalah loop (not the engine): a yardstick for
  how fast any Python playout loop can be next to OpenSpiel's C++ moves.

Each figure is the median of ``--runs`` runs of about ``--seconds`` each; the ratio is ours
over OpenSpiel's (the issue's floor is 0.5).  It also reports the per-ply cost of
``engine.replay`` on recorded games.  Total time is bounded by
about ``7 figures × runs × seconds`` plus the replay runs (about a minute by default).

    python bench/engine_playouts.py                 # 3 runs of 2 s
    python bench/engine_playouts.py --runs 5 --seconds 1 --json out.json
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402

try:
    import pyspiel
except ImportError:  # pragma: no cover - open_spiel is a dev dependency
    pyspiel = None

GAMES = {
    # label: (our variant, options, OpenSpiel game)
    "kalah": ("kalah", {}, "mancala"),
    "oware": ("oware", {"repetition_count": 1}, "oware"),
}


def rate(play_one: Callable[[int], int], seconds: float) -> float:
    """Moves per second of ``play_one(seed) -> plies`` over about ``seconds``."""
    plies = 0
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        plies += play_one(seed)
        seed += 1
        now = time.perf_counter()
        if now >= deadline:
            return plies / (now - start)


def median_rate(play_one: Callable[[int], int], seconds: float, runs: int) -> tuple[float, list[float]]:
    rates = [rate(play_one, seconds) for _ in range(runs)]
    return statistics.median(rates), rates


def kernel_player(variant: str, options: dict[str, object]) -> Callable[[int], int]:
    rules = engine.resolve_rules(variant, options)
    start = engine.new_game(rules)
    playout = engine.random_playout

    def play(seed: int) -> int:
        return playout(rules, start, seed)[1]

    return play


def public_player(variant: str, options: dict[str, object]) -> Callable[[int], int]:
    rules = engine.resolve_rules(variant, options)
    start = engine.new_game(rules)
    apply_move = engine.apply_move

    def play(seed: int) -> int:
        rng = random.Random(seed)
        position, legal, plies = start, engine.legal_moves(rules, start), 0
        while legal:
            transition = apply_move(rules, position, rng.choice(legal))
            position, legal = transition.position, transition.legal_moves
            plies += 1
        return plies

    return play


def openspiel_player(name: str) -> Callable[[int], int]:
    assert pyspiel is not None
    game = pyspiel.load_game(name)

    def play(seed: int) -> int:
        rng = random.Random(seed)
        s = game.new_initial_state()
        plies = 0
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
            plies += 1
        return plies

    return play


def kalah_reference_player() -> Callable[[int], int]:
    """A hand-specialised pure-Python Kalah(6,4) playout (fixed geometry, no repetition
    bookkeeping, no options): not the engine, only a yardstick for what a Python loop can do."""
    ring = {0: [i for i in range(14) if i != 13], 1: [i for i in range(14) if i != 6]}
    laps: dict[int, list[int]] = {}
    for seat, pits in ((0, range(0, 6)), (1, range(7, 13))):
        for start in pits:
            k = ring[seat].index(start)
            laps[start] = ring[seat][k + 1:] + ring[seat][:k + 1]

    def play(seed: int) -> int:
        rnd = random.Random(seed).random
        b = [4] * 6 + [0] + [4] * 6 + [0]
        mover, plies = 0, 0
        while True:
            base = 7 * mover
            legal = [base + i for i in range(6) if b[base + i]]
            origin = legal[int(rnd() * len(legal))]
            seeds, b[origin], seq = b[origin], 0, laps[origin]
            full, rem = divmod(seeds, 13)
            if full:
                for i in seq:
                    b[i] += full
            for i in seq[:rem]:
                b[i] += 1
            last = seq[rem - 1] if rem else seq[-1]
            plies += 1
            if last // 7 == mover and last % 7 != 6 and b[last] == 1 and b[12 - last]:
                b[base + 6] += b[12 - last] + 1
                b[12 - last] = b[last] = 0
            if not any(b[0:6]) or not any(b[7:13]):
                return plies
            if last != base + 6:
                mover = 1 - mover

    return play


def replay_cost(variant: str, options: dict[str, object], games: int, seconds: float, runs: int) -> float:
    """Median microseconds per ply of ``engine.replay`` over ``games`` recorded random games."""
    rules = engine.resolve_rules(variant, options)
    start = engine.new_game(rules)
    records = []
    for seed in range(games):
        rng = random.Random(seed)
        position, moves = start, []
        while not position.is_finished:
            move = rng.choice(engine.legal_moves(rules, position))
            moves.append(move)
            position = engine.apply_move(rules, position, move).position
        records.append(moves)
    costs = []
    for _ in range(runs):
        plies, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            for moves in records:
                engine.replay(rules, start, moves)
                plies += len(moves)
        if not plies:
            return float("nan")  # every recorded game was over before its first move
        costs.append((time.perf_counter() - t0) / plies * 1e6)
    return statistics.median(costs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one run (default 2)")
    parser.add_argument("--runs", type=int, default=3, help="runs per figure; the median is reported (default 3)")
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.seconds <= 0:
        parser.error("--runs must be >= 1 and --seconds > 0")

    print(f"python {platform.python_version()} on {platform.machine()}; "
          f"{args.runs} runs of {args.seconds:g} s per figure, median")
    results: dict[str, dict[str, object]] = {}
    header = f"{'game':6s}  {'implementation':28s}  {'moves/s':>10s}  {'vs OpenSpiel':>12s}  runs"
    print(header)
    print("-" * len(header))
    for label in args.games:
        variant, options, spiel_name = GAMES[label]
        figures: dict[str, tuple[float, list[float]]] = {}
        if pyspiel is not None:
            figures["openspiel"] = median_rate(openspiel_player(spiel_name), args.seconds, args.runs)
        figures["random_playout"] = median_rate(kernel_player(variant, options), args.seconds, args.runs)
        figures["apply_move"] = median_rate(public_player(variant, options), args.seconds, args.runs)
        if label == "kalah":
            figures["reference"] = median_rate(kalah_reference_player(), args.seconds, args.runs)
        base = figures["openspiel"][0] if "openspiel" in figures else None
        names = {"openspiel": f"OpenSpiel {spiel_name} (py loop)", "random_playout": "engine.random_playout",
                 "apply_move": "engine.apply_move loop", "reference": "hand-written Kalah loop (ref)"}
        for key, (median, rates) in figures.items():
            ratio = f"{median / base:11.2f}x" if base else "           -"
            spread = " ".join(f"{r:,.0f}" for r in rates)
            print(f"{label:6s}  {names[key]:28s}  {median:10,.0f}  {ratio}  {spread}")
        replay_us = replay_cost(variant, options, 20, args.seconds / 2, args.runs)
        print(f"{label:6s}  {'engine.replay':28s}  {1e6 / replay_us:10,.0f}  {'':>12s}  {replay_us:.2f} µs/ply")
        results[label] = {
            "options": options,
            "openspiel_game": spiel_name,
            "moves_per_s": {k: v[0] for k, v in figures.items()},
            "runs": {k: v[1] for k, v in figures.items()},
            "ratio_vs_openspiel": {k: v[0] / base for k, v in figures.items()} if base else None,
            "replay_us_per_ply": replay_us,
        }
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
