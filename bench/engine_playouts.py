#!/usr/bin/env python3
"""Random-playout speed of the engine next to OpenSpiel's, measured in the same run.

For ``kalah`` (OpenSpiel ``mancala``) and ``oware`` (OpenSpiel ``oware``; ours with
``repetition_count=1``, OpenSpiel's convention, so both play the same game) it reports
moves per second of uniformly random games:

* ``engine.random_playout``: the kernel loop (one mutable table for the whole game);
* ``random_playout (mypyc)``: the same kernel compiled with mypyc
  (``scripts/compile_engine.py``; skipped with ``--no-compiled``), measured in a subprocess;
* ``apply_move loop``: the public API, ``apply_move`` with a seeded ``random.Random``
  choosing among ``Transition.legal_moves``;
* OpenSpiel: ``while not s.is_terminal(): s.apply_action(rng.choice(s.legal_actions()))``;
* for kalah, a hand-specialised pure-Python Kalah loop (not the engine): a yardstick for
  how fast any Python playout loop can be next to OpenSpiel's C++ moves.

Measured in rounds (``--runs``): each round plays OpenSpiel and then every implementation of ours
for about ``--seconds`` each, CPU time (``time.process_time``), so the ratio of a round compares
figures taken moments apart; the report gives the median rate of each and the median of the
per-round ratios to OpenSpiel (the issue's target is 1.0 for the compiled kernel). On a shared
machine whose speed drifts by tens of percent from one second to the next, the paired ratio is
the figure to trust. The compiled kernel is ``bin/build-kernel``'s build (built once, reused while
the engine's source is unchanged), measured in a subprocess that plays OpenSpiel in its rounds too.
It also reports the per-ply cost of ``engine.replay`` on recorded games.

    python bench/engine_playouts.py                 # 15 rounds of 0.3 s
    python bench/engine_playouts.py --runs 31 --seconds 0.5 --json out.json
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if "--engine-path" in sys.argv:  # measure another build of the engine (the mypyc-compiled copy)
    sys.path.insert(0, sys.argv[sys.argv.index("--engine-path") + 1])

import engine

try:
    import pyspiel
except ImportError:  # pragma: no cover - open_spiel is a dev dependency
    pyspiel = None

GAMES = {
    # label: (our variant, options, OpenSpiel game)
    "kalah": ("kalah", {}, "mancala"),
    "oware": ("oware", {"repetition_count": 1}, "oware"),
}


def plies_per_second(play_one: Callable[[int], int], seconds: float, first_seed: int) -> tuple[float, int]:
    """Moves per CPU second of ``play_one(seed) -> plies`` over about ``seconds``, from
    ``first_seed`` on; returns the rate and the next seed."""
    plies = 0
    seed = first_seed
    start = time.process_time()
    while True:
        plies += play_one(seed)
        seed += 1
        spent = time.process_time() - start
        if spent >= seconds:
            return plies / spent, seed


Figure = dict[str, object]
"""``median`` (moves/s), ``rates`` (one a round) and, but for OpenSpiel, ``ratio`` (the median of
the rounds' ratios to OpenSpiel's rate of the same round) and ``ratios``."""


def paired_rates(players: dict[str, Callable[[int], int]], seconds: float, rounds: int) -> dict[str, Figure]:
    """Rounds of every player in turn (``openspiel`` first when present), about ``seconds`` each;
    each player goes on with the seeds where its previous round stopped."""
    rates: dict[str, list[float]] = {name: [] for name in players}
    seeds = dict.fromkeys(players, 0)
    for _ in range(rounds):
        for name, play_one in players.items():
            rate, seeds[name] = plies_per_second(play_one, seconds, seeds[name])
            rates[name].append(rate)
    figures: dict[str, Figure] = {}
    for name, found in rates.items():
        figure: Figure = {"median": statistics.median(found), "rates": found}
        if "openspiel" in rates and name != "openspiel":
            ratios = [ours / theirs for ours, theirs in zip(found, rates["openspiel"])]
            figure["ratio"] = statistics.median(ratios)
            figure["ratios"] = ratios
        figures[name] = figure
    return figures


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
    for seat, pits in ((0, range(6)), (1, range(7, 13))):
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


def compiled_figures(args: argparse.Namespace) -> dict[str, dict[str, Figure]]:
    """The compiled kernel (``bin/build-kernel``) measured in a subprocess, in rounds with OpenSpiel."""
    built = subprocess.run([str(ROOT / "bin" / "build-kernel")], capture_output=True, text=True, check=True)
    dest = built.stdout.strip()
    if not dest:
        print(f"no compiled kernel: {built.stderr.strip()}")
        return {}
    command = [sys.executable, __file__, "--engine-path", dest, "--kernel-only",
               "--seconds", str(args.seconds), "--runs", str(args.runs), "--games", *args.games]
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=dest)
    data = json.loads(done.stdout.strip().splitlines()[-1])
    if not data["engine"].endswith(".so"):
        raise SystemExit(f"the compiled engine was not loaded: {data['engine']}")
    figures: dict[str, dict[str, Figure]] = data["figures"]
    return figures


def players_of(label: str, *, compiled: bool) -> dict[str, Callable[[int], int]]:
    """OpenSpiel (when installed) first, then ours: the kernel alone in the compiled subprocess."""
    variant, options, spiel_name = GAMES[label]
    players: dict[str, Callable[[int], int]] = {}
    if pyspiel is not None:
        players["openspiel"] = openspiel_player(spiel_name)
    players["compiled" if compiled else "random_playout"] = kernel_player(variant, options)
    if not compiled:
        players["apply_move"] = public_player(variant, options)
        if label == "kalah":
            players["reference"] = kalah_reference_player()
    return players


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=0.3, help="CPU seconds of one figure in a round (default 0.3)")
    parser.add_argument("--runs", type=int, default=15, help="rounds; medians are reported (default 15)")
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--no-compiled", action="store_true", help="skip the mypyc-compiled engine")
    parser.add_argument("--engine-path", help=argparse.SUPPRESS)
    parser.add_argument("--kernel-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.runs < 1 or args.seconds <= 0:
        parser.error("--runs must be >= 1 and --seconds > 0")
    if args.kernel_only:  # the subprocess that measures the compiled engine
        figures = {label: paired_rates(players_of(label, compiled=True), args.seconds, args.runs)
                   for label in args.games}
        print(json.dumps({"engine": engine.game.__file__, "figures": figures}))
        return 0
    compiled = {} if args.no_compiled else compiled_figures(args)

    print(f"python {platform.python_version()} on {platform.machine()}; {args.runs} rounds of "
          f"{args.seconds:g} CPU s per figure; medians, and the median of the rounds' ratios to OpenSpiel")
    results: dict[str, dict[str, object]] = {}
    header = f"{'game':6s}  {'implementation':30s}  {'moves/s':>10s}  {'vs OpenSpiel':>12s}  ratio range"
    print(header)
    print("-" * len(header))
    names = {"openspiel": "OpenSpiel {} (py loop)", "random_playout": "engine.random_playout",
             "compiled": "random_playout (mypyc)", "apply_move": "engine.apply_move loop",
             "reference": "hand-written Kalah loop (ref)"}
    for label in args.games:
        variant, options, spiel_name = GAMES[label]
        figures = paired_rates(players_of(label, compiled=False), args.seconds, args.runs)
        if label in compiled:  # its own OpenSpiel rounds stay in the subprocess's figure
            figures["compiled"] = compiled[label]["compiled"]
        for key, figure in figures.items():
            ratio = figure.get("ratio")
            shown = f"{ratio:11.2f}x" if isinstance(ratio, float) else "           -"
            ratios = figure.get("ratios")
            spread = f"{min(ratios):.2f}-{max(ratios):.2f}" if isinstance(ratios, list) else ""
            print(f"{label:6s}  {names[key].format(spiel_name):30s}  {figure['median']:10,.0f}  {shown}  {spread}")
        replay_us = replay_cost(variant, options, 20, args.seconds, 3)
        print(f"{label:6s}  {'engine.replay':30s}  {1e6 / replay_us:10,.0f}  {'':>12s}  {replay_us:.2f} µs/ply")
        results[label] = {
            "options": options,
            "openspiel_game": spiel_name,
            "moves_per_s": {k: v["median"] for k, v in figures.items()},
            "runs": {k: v["rates"] for k, v in figures.items()},
            "ratio_vs_openspiel": {k: v["ratio"] for k, v in figures.items() if "ratio" in v} or None,
            "replay_us_per_ply": replay_us,
        }
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
