"""Compare catalogue games with Ludii both ways and keep the agreed games as test data.

    LUDII_WORK=/tmp/ludii python -m conformance.run kalah oware --games 200 --seed 1

For each game: Ludii's seeded random games (with every legal move's successor) walked by the
engine, then the engine's seeded random games replayed through Ludii (``--replay``) and walked
the same way (conformance/compare.py). Prints one JSON summary a game and writes:

* ``conformance/results/<game>.json``: plies and successors compared each way, every difference;
* ``tests/conformance/data/<game>.jsonl.gz``: the compared games (moves as canonical pits,
  Ludii's seeds before every ply, the result), replayed by tests/conformance without Java.
"""

from __future__ import annotations

import argparse
import gzip
import json
import pathlib
import sys
import time
from typing import Any

import engine

from .compare import GameComparison, engine_games, walk
from .games import BY_KEY, GAMES, LudiiGame
from .ludii import run_trace

ROOT = pathlib.Path(__file__).resolve().parents[1]
RESULTS = ROOT / "conformance" / "results"
DATA = ROOT / "tests" / "conformance" / "data"
CREDIT = ("Move lists and seed counts played by Ludii (http://ludii.games, github.com/Ludeme/Ludii, "
          "commit 845cda6f33, CC BY-NC-ND 4.0) and by this engine; conformance/run.py")


def _side(name: str, comparisons: list[GameComparison]) -> dict[str, Any]:
    diffs = [c.difference.to_json() for c in comparisons if c.difference]
    return {"direction": name, "games": len(comparisons), "plies": sum(c.plies for c in comparisons),
            "successors": sum(c.successors for c in comparisons),
            "successors_mid_turn": sum(c.multi_step for c in comparisons),
            "continuation_plies": sum(c.continuations for c in comparisons),
            "agreed_games": sum(1 for c in comparisons if not c.difference),
            "stopped": sum(1 for c in comparisons if c.stopped),
            "ruled": {name: sum(c.ruled.get(name, 0) for c in comparisons)
                      for name in sorted({n for c in comparisons for n in c.ruled})},
            "differences": diffs}


def compare_game(game: LudiiGame, games: int, seed: int) -> dict[str, Any]:
    rules = engine.resolve_rules(game.variant, game.engine_options)
    if rules.direction.value == "player_choice" or rules.reverse_capture_pits():
        raise ValueError(f"{game.key}: moves with a direction choice are not mapped (docs/conformance.md)")
    t0 = time.time()
    trace = run_trace(game.lud, ruleset=game.ruleset, options=game.ludii_options, games=games, seed=seed)
    ludii_first = [walk(rules, g, game.mirror, game.ruled, game.swap_stores) for g in trace.games]
    mine = engine_games(rules, games, seed, game.mirror)
    replayed = run_trace(game.lud, ruleset=game.ruleset, options=game.ludii_options, seed=seed,
                         replay=[[f"{1 if c < rules.pits_per_side else 2}:{c}" for c in moves] for moves in mine])
    engine_first = [walk(rules, g, game.mirror, game.ruled, game.swap_stores) for g in replayed.games]
    summary = {"game": game.key, "variant": game.variant, "options": game.engine_options, "lud": game.lud,
               "ruleset": game.ruleset, "ludii_options": list(game.ludii_options), "seed": seed,
               "ludii_to_engine": _side("ludii_to_engine", ludii_first),
               "engine_to_ludii": _side("engine_to_ludii", engine_first),
               "seconds": round(time.time() - t0, 1)}
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{game.key}.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    DATA.mkdir(parents=True, exist_ok=True)
    with gzip.open(DATA / f"{game.key}.jsonl.gz", "wt", encoding="utf-8", compresslevel=9) as out:
        out.write(json.dumps({"credit": CREDIT, "game": game.key, "variant": game.variant,
                              "options": game.engine_options, "lud": game.lud, "ruleset": game.ruleset,
                              "mirror": game.mirror, "swap_stores": game.swap_stores, "seed": seed}) + "\n")
        for direction, comparisons in (("ludii", ludii_first), ("engine", engine_first)):
            for c in comparisons:
                out.write(json.dumps({
                    "from": direction, "g": c.game, "moves": c.moves, "states": c.states,
                    "agreed": c.difference is None and c.stopped is None,
                    "difference": c.difference.to_json() if c.difference else None,
                    "stopped": c.stopped, "engine_end": c.engine_end,
                    "ludii_winner": (c.ludii_end or {}).get("winner")}, separators=(",", ":")) + "\n")
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games_to_compare", nargs="*", help="comparison names (default: all)")
    parser.add_argument("--games", type=int, default=200, help="random games each way")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    chosen = [BY_KEY[k] for k in args.games_to_compare] if args.games_to_compare else list(GAMES)
    for game in chosen:
        summary = compare_game(game, args.games, args.seed)
        brief = {k: summary[k] for k in ("game", "seconds")}
        for side in ("ludii_to_engine", "engine_to_ludii"):
            s = summary[side]
            brief[side] = {k: s[k] for k in ("games", "plies", "successors", "agreed_games")}
            brief[side]["first_differences"] = s["differences"][:3]
        print(json.dumps(brief), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
