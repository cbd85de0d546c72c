"""Endgame databases (issue 37): probe cost, agreement with the exact solver, published values and
the share of stopped games that get an exact value, before and after (docs/analysis.md,
BENCHMARKS.md "Endgame databases").

    python bench/endgame.py --dir .endgame probe            # µs per probe (needs kalah-N.db, oware-N.db)
    python bench/endgame.py --dir .endgame check            # database == solver, counts
    python bench/endgame.py --dir .endgame check --game oware --oware-all 4 --high 20 --proved-only --nodes 200000
    python bench/endgame.py --dir .endgame coverage --games 200
    python bench/endgame.py --dir .endgame published        # Kalah(6,1), Irving et al. 2000

Figures are CPU-bound: run under ``nice`` and say what the machine was doing.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import mmap
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine
from engine.analysis import WIN, analyse, seeds_in_play, solver_can_finish
from engine.endgame import Database, Game, analyse_by_database, probe, rank
from engine.endgame.reference import boards
from service import endgames
from service.deadline import CpuDeadline
from service.endgames import compile_builder


def load(folder: Path, game: Game) -> Database:
    path = max(folder.glob(f"{game}-*.db"), key=lambda p: int(p.stem.split("-")[1]))
    handle = path.open("rb")
    return Database(mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ), game)


def margin(value: int) -> int:
    return value - WIN if value >= WIN // 2 else value + WIN if value <= -WIN // 2 else value


def solve(rules: engine.Rules, position: engine.Position, nodes: int, seconds: float | None = None) -> int | None:
    budget = CpuDeadline(seconds, check_every=64) if seconds else None
    try:
        result = analyse(rules, position, exact=True, exact_seeds=99, fallback=False, nodes=nodes,
                         **({"budget": budget} if budget else {}))  # type: ignore[arg-type]
    except engine.LimitExceeded:
        return None
    return margin(result.score) if result.exact else None


def random_board(chance: random.Random, seeds: int) -> tuple[int, ...]:
    cuts = sorted(chance.randint(0, seeds) for _ in range(11))
    return tuple(b - a for a, b in zip([0, *cuts], [*cuts, seeds], strict=True))


def position_of(board: tuple[int, ...], to_move: int, stores: tuple[int, int], ply: int = 0) -> engine.Position:
    rows = (board[:6], board[6:]) if to_move == 0 else (board[6:], board[:6])
    return engine.Position(pits=rows, stores=stores, to_move=to_move, ply=ply)


def stopped_positions(game: Game, count: int, seed: int) -> list[engine.Position]:
    """Seeded random games under the catalogue's rules, each cut at a random ply of its length."""
    rules = engine.get_variant(game).rules
    chance = random.Random(seed)
    out: list[engine.Position] = []
    while len(out) < count:
        line = [engine.new_game(rules)]
        while line[-1].outcome is None and len(line) < 400:
            line.append(engine.apply_move(rules, line[-1], chance.choice(engine.legal_moves(rules, line[-1]))).position)
        playing = [p for p in line if p.outcome is None]
        out.append(playing[chance.randrange(len(playing))])
    return out


def cmd_probe(folder: Path, samples: int, games: tuple[str, ...]) -> None:
    chance = random.Random(1)
    for game in games:
        database = load(folder, game)  # type: ignore[arg-type]
        rules = engine.get_variant(game).rules
        boards_ = [random_board(chance, chance.randint(1, database.most)) for _ in range(samples)]
        started = time.process_time()
        for board in boards_:
            database.value(board)
        raw = (time.process_time() - started) / samples * 1e6
        positions = [position_of(b, 0, ((48 - sum(b)) // 2, 48 - sum(b) - (48 - sum(b)) // 2), 50) for b in boards_
                     if sum(b[:6]) and sum(b[6:])]
        started = time.process_time()
        for position in positions:
            probe(database, rules, position)
        full = (time.process_time() - started) / len(positions) * 1e6
        # as a request does it: the worker's databases (found in ARBITER_ENDGAME_DIR, mapped once),
        # the one covering these rules, then the probe
        os.environ["ARBITER_ENDGAME_DIR"] = str(folder)
        started = time.process_time()
        for position in positions:
            found = endgames.shared().database(rules)
            if found is not None:
                probe(found, rules, position)
        service = (time.process_time() - started) / len(positions) * 1e6
        covered = [p for p in positions[:2000] if probe(database, rules, p) is not None][:300]
        started = time.process_time()
        for position in covered:
            analyse_by_database(database, rules, position)
        answer = (time.process_time() - started) / max(1, len(covered)) * 1e3
        print(f"{game} (N={database.most}), CPU time: Database.value {raw:.1f} µs, probe(position) {full:.1f} µs, "
              f"the service's lookup and probe {service:.1f} µs over {len(positions)} positions; a whole answer (every move ranked, PV) {answer:.2f} ms "
              f"over {len(covered)} covered positions")


def proved_board(chance: random.Random, database: Database, low: int, high: int, tries: int = 10_000) -> tuple[int, ...]:
    """A random board of ``low``-``high`` seeds whose value the database proves (the first of
    ``tries`` draws that is; else the last draw)."""
    for _ in range(tries):
        board = random_board(chance, chance.randint(low, high))
        if sum(board[:6]) and database.value(board) is not None:
            break
    return board


def cmd_check(folder: Path, most_all: dict[str, int], sample: int, nodes: int, games: tuple[str, ...],
              high_seeds: int | None, proved_only: bool, low_seeds: int | None = None,
              sample_repetitions: bool = True) -> None:
    """Every board up to ``most_all`` seeds, then ``sample`` random boards above (up to
    ``high_seeds``, default 6 more; ``proved_only``: only boards the database proves, so that the
    sample compares values), each against the exact solver under ``nodes``."""
    chance = random.Random(37)
    for game in games:
        database = load(folder, game)  # type: ignore[arg-type]
        variant = engine.get_variant(game).rules
        counts = {"boards": 0, "compared": 0, "differences": 0, "unproved": 0, "solver stopped": 0}
        runs = [(dataclasses.replace(variant, capture_majority_wins=False, repetition_count=1 if game == "oware"
                                     else variant.repetition_count), "every board", b)
                for s in range(1, most_all[game] + 1) for b in boards(s)]
        low = low_seeds if low_seeds is not None else most_all[game] + 1
        high = min(database.most, high_seeds if high_seeds is not None else low + 6)
        draw = ((lambda: proved_board(chance, database, low, high)) if proved_only
                else (lambda: random_board(chance, chance.randint(low, high))))
        runs += [(dataclasses.replace(variant, capture_majority_wins=False, repetition_count=1 if game == "oware"
                                      else variant.repetition_count), "sample", draw())
                 for _ in range(sample)]
        if game == "oware" and sample_repetitions:  # the real repetition count, 3
            runs += [(dataclasses.replace(variant, capture_majority_wins=False), "sample, repetition_count 3",
                      random_board(chance, chance.randint(2, 5))) for _ in range(sample // 2)]
        started = time.process_time()
        for rules, _, board in runs:
            if sum(board[:6]) == 0:
                continue
            counts["boards"] += 1
            seeds = sum(board)
            position = position_of(board, seeds % 2, ((48 - seeds) // 2, 48 - seeds - (48 - seeds) // 2), 40)
            found = probe(database, rules, position)
            if found is None:
                counts["unproved"] += 1
                continue
            solved = solve(rules, position, nodes)
            if solved is None:
                counts["solver stopped"] += 1
                continue
            counts["compared"] += 1
            if solved != found.score:
                counts["differences"] += 1
                print("DIFFERENCE", game, board, found, solved)
        print(f"{game}: every board up to {most_all[game]} seeds and {sample} random"
              f"{' proved' if proved_only else ''} boards of {low}-{high} seeds"
              f"{' (+ half as many of 2-5 seeds under repetition_count 3)' if game == 'oware' else ''}, "
              f"solver node cap {nodes:,}: {counts} ({time.process_time() - started:.0f} s CPU)")


def cmd_coverage(folder: Path, games: int, which: tuple[str, ...], before_file: Path | None) -> None:
    """``before_file``: the solver's answers per position (JSON), read where it exists (the "before"
    does not depend on the database: a larger N is measured without running the solver again),
    else written."""
    known: dict[str, list[bool]] = json.loads(before_file.read_text()) if before_file and before_file.exists() else {}
    for game in which:
        database = load(folder, game)  # type: ignore[arg-type]
        rules = engine.get_variant(game).rules
        positions = stopped_positions(game, games, seed=11)  # type: ignore[arg-type]
        before = after = in_range = 0
        started = time.process_time()
        solved: list[bool] = []
        for index, position in enumerate(positions):
            found = probe(database, rules, position)
            in_range += seeds_in_play(position) <= database.most
            if game in known and len(known[game]) == len(positions):
                proved = known[game][index]
            else:
                # /v1/adjudicate without the database: a glance, then the full budget where the solver can finish
                proved = solve(rules, position, 1_000, 0.01) is not None
                if not proved and solver_can_finish(rules, position):
                    proved = solve(rules, position, 200_000, 0.5) is not None
            solved.append(proved)
            before += proved
            after += proved or found is not None
        known[game] = solved
        if before_file:
            before_file.write_text(json.dumps(known))
        print(f"{game} (N={database.most}): {games} stopped games (seeded random play, cut at a random ply): "
              f"{in_range} with <= {database.most} seeds; exact value before {before} ({100 * before / games:.1f} %), "
              f"after {after} ({100 * after / games:.1f} %) ({time.process_time() - started:.0f} s CPU)")


def cmd_published(folder: Path) -> None:
    """Irving, Donkers & Uiterwijk (2000), "Solving Kalah", ICGA Journal 23(3): Kalah(6,1) is a
    first-player win by 2 (their variant captures a last seed in an own empty pit even with nothing
    opposite: our option empty_capture)."""
    with tempfile.TemporaryDirectory() as scratch:
        binary = compile_builder(Path(scratch))
        out = Path(scratch) / "ec.db"
        subprocess.run([str(binary), "kalah-empty-capture", "12", str(out)], check=True, stderr=subprocess.DEVNULL)
        data = out.read_bytes()
    start = (1,) * 12
    value = data[64 + rank(start)]
    print(f"Kalah(6,1) with empty_capture, database: {value - 256 if value > 127 else value:+d} (published: +2)")
    database = load(folder, "kalah")
    rules = engine.get_variant("kalah").rules
    position = position_of(start, 0, (0, 0))
    found = probe(database, dataclasses.replace(rules, seeds_per_pit=1), position)
    solved = solve(dataclasses.replace(rules, seeds_per_pit=1), position, 2_000_000)
    print(f"Kalah(6,1) catalogue rules (no empty capture): database {found.score if found else None:+d}, "
          f"exact solver {solved}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dir", type=Path, default=Path(".endgame"))
    parser.add_argument("--game", choices=("kalah", "oware", "all"), default="all")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("probe")
    p.add_argument("--samples", type=int, default=20_000)
    c = sub.add_parser("check")
    c.add_argument("--kalah-all", type=int, default=6)
    c.add_argument("--oware-all", type=int, default=3)
    c.add_argument("--sample", type=int, default=200)
    c.add_argument("--nodes", type=int, default=20_000)
    c.add_argument("--high", type=int, default=None, help="most seeds of the sampled boards (default: 6 above the all-boards range)")
    c.add_argument("--proved-only", action="store_true", help="sample only boards the database proves")
    c.add_argument("--no-repetition-sample", action="store_true", help="leave out the boards of 2-5 seeds under repetition_count 3")
    c.add_argument("--low", type=int, default=None, help="fewest seeds of the sampled boards (default: 1 above the all-boards range)")
    v = sub.add_parser("coverage")
    v.add_argument("--games", type=int, default=200)
    v.add_argument("--before-file", type=Path, default=None, help="the solver's answers, kept between runs (JSON)")
    sub.add_parser("published")
    args = parser.parse_args()
    games: tuple[str, ...] = ("kalah", "oware") if args.game == "all" else (args.game,)
    if args.command == "probe":
        cmd_probe(args.dir, args.samples, games)
    elif args.command == "check":
        cmd_check(args.dir, {"kalah": args.kalah_all, "oware": args.oware_all}, args.sample, args.nodes, games,
                  args.high, args.proved_only, args.low, not args.no_repetition_sample)
    elif args.command == "coverage":
        cmd_coverage(args.dir, args.games, games, args.before_file)
    else:
        cmd_published(args.dir)


if __name__ == "__main__":
    main()
