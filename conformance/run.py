"""Compare catalogue games with Ludii both ways and keep the agreed games as test data.

    LUDII_WORK=/tmp/ludii python -m conformance.run kalah oware --games 200 --seed 1

For each game: Ludii's seeded random games (with every legal move's successor) walked by the
engine, then the engine's seeded random games replayed through Ludii (``--replay``) and walked
the same way (conformance/compare.py). Prints one JSON summary a game and writes:

* ``conformance/results/<game>.json``: plies and successors compared each way, every difference;
* ``tests/conformance/data/<game>.jsonl.gz``: the compared games (moves as canonical pits,
  Ludii's seeds before every ply, the result), replayed by tests/conformance without Java;
  ``--keep N`` keeps the first N games each way there (the suite's time: a game of the
  catalogue's growth keeps about 20), the summary still counting every game compared.
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import json
import pathlib
import sys
import time
from typing import Any

import engine
from engine import Rules
from engine.four_row import reverse_of
from engine.rules import Direction

from . import directions, sites_walk
from .compare import REVERSE, STOP, EngineMove, GameComparison, arrangement, engine_games, move_pit, walk
from .games import BY_KEY, GAMES, LudiiGame
from .ludii import Trace, TracedGame, run_trace
from .sites import SiteMap
from .turns import walk_turns

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
            "resyncs": sum(c.resyncs for c in comparisons),
            "agreed_games": sum(1 for c in comparisons if not c.difference),
            "stopped": sum(1 for c in comparisons if c.stopped),
            "ruled": {name: sum(c.ruled.get(name, 0) for c in comparisons)
                      for name in sorted({n for c in comparisons for n in c.ruled})},
            "differences": diffs}


def canonical_game(game: LudiiGame, traced: TracedGame) -> TracedGame:
    """Ludii's plies on canonical pits: as the trace tool printed them, or read from Ludii's sites
    through the game's site map (conformance/sites.py)."""
    if game.sites is None:
        return traced
    sites = game.sites
    return TracedGame(traced.index, [sites.record(rec) for rec in traced.plies],
                      sites.record(traced.end) if traced.end is not None else None)


def site_tokens(sites: SiteMap, rules: Rules, moves: list[EngineMove], reverse: Direction | None,
                lap_counts: bool = False) -> list[str]:
    """One engine game as replay tokens on Ludii's sites (``2:23``: player 2 sows site 23). In a
    game with reverse sowings (Omweso) a site can carry two moves, so every sowing names Ludii's
    legal move by its index (``1:#4``): Ludii lists the game's own moves first, then the reverse
    ones, each by increasing site. Omweso's two arrangements become Ludii's placings, one seed a
    ply, the players in turn, each placing named by the index of its site among the player's.
    ``lap_counts`` (``LudiiGame.lap_tokens``): a sowing names its relay laps (``1:4+3``), so Ludii
    plays them before the token that follows, even where that token names the same player and site."""
    position = engine.new_game(rules)
    per_seat = len(position.pits[0])
    tokens: list[str] = []
    i = 0
    while i < len(moves):
        move = moves[i]
        if isinstance(move, list):  # the two arrangements, the first player's first
            placed: list[list[str]] = []
            for seeds in moves[i:i + 2]:
                assert isinstance(seeds, list)
                seat = position.to_move
                home = sorted(sites.site(seat * per_seat + p) for p in range(per_seat))
                placed.append([f"{seat + 1}:#{home.index(sites.site(seat * per_seat + p))}"
                               for p, count in enumerate(seeds) for _ in range(count)])
                position = engine.apply_move(rules, position, arrangement(position, seeds)).position
            tokens += [t for pair in zip(*placed) for t in pair]
            i += 2
            continue
        assert isinstance(move, int), f"a resync entry in an engine game: {move!r}"  # only Ludii's walks resync
        seat = position.to_move
        legal = {move_pit(position, m, reverse=reverse): m for m in engine.legal_moves(rules, position)}
        if move == STOP:
            tokens.append(f"{seat + 1}:pass")  # stop in the stop hole: Ludii's Pass beside the relay
        elif reverse is None:
            tokens.append(f"{seat + 1}:{sites.site(move)}")
        else:
            forward = sorted(sites.site(c) for c in legal if c < REVERSE)
            back = sorted(sites.site(c - REVERSE) for c in legal if c >= REVERSE)
            k = back.index(sites.site(move - REVERSE)) + len(forward) if move >= REVERSE else forward.index(sites.site(move))
            tokens.append(f"{seat + 1}:#{k}")
        played = engine.apply_move(rules, position, legal[move])
        laps = sum(1 for e in played.events if e.get("type") == "relay")
        if lap_counts and laps:
            tokens[-1] += f"+{laps}"
        position = played.position
        i += 1
    return tokens


def _compare_turns(game: LudiiGame, rules: Rules, trace: Trace, seed: int, t0: float,
                   keep: int | None) -> dict[str, Any]:
    """Bao: Ludii's games walked turn by turn (conformance/turns.py). The engine → Ludii way is not
    run: Ludii's program refuses the engine's first move of every game (ruling L-BK1: at the start
    Ludii allows only its capture into an empty front pit, the engine only a takasa)."""
    assert game.sites is not None
    ludii_first = [walk_turns(rules, g, game.sites, game.ruled, game.resync) for g in trace.games]
    summary = {"game": game.key, "variant": game.variant, "options": game.engine_options, "lud": game.lud,
               "ruleset": game.ruleset, "ludii_options": list(game.ludii_options), "seed": seed,
               "unit": "turns",
               "ludii_to_engine": _side("ludii_to_engine", ludii_first),
               "engine_to_ludii": _side("engine_to_ludii", []),
               "seconds": round(time.time() - t0, 1)}
    _write(game, summary, seed, ludii_first, [], None, keep)
    return summary


def compare_game(game: LudiiGame, games: int, seed: int, keep: int | None = None) -> dict[str, Any]:
    if game.module:  # a comparison of its own (conformance/kiuthi.py, conformance/relaylaps.py)
        compared: dict[str, Any] = importlib.import_module(f"conformance.{game.module}").compare(
            games, seed, keep if keep is not None else game.data_games, key=game.key)
        return compared
    rules = engine.resolve_rules(game.variant, game.engine_options)
    chooses = rules.direction.value == "player_choice"
    if chooses and not game.directions and not game.turns:
        raise ValueError(f"{game.key}: moves with a direction choice are not mapped (docs/conformance.md)")
    t0 = time.time()
    trace = run_trace(game.lud, ruleset=game.ruleset, options=game.ludii_options,
                      games=0 if game.opening_tokens else games, seed=seed, max_plies=game.ludii_max_plies)
    if game.turns:  # Bao (conformance/turns.py)
        return _compare_turns(game, rules, trace, seed, t0, keep)
    reverse = reverse_of(rules) if rules.reverse_capture_pits() else game.kept_second
    if chooses:  # conformance/directions.py: a move is a pit and a direction
        ludii_first = [directions.walk(rules, g) for g in trace.games]
        tokens = directions.engine_games(rules, games, seed, trace.info["canon_pits"])
        replayed = run_trace(game.lud, ruleset=game.ruleset, options=game.ludii_options, seed=seed, replay=tokens)
        engine_first = [directions.walk(rules, g) for g in replayed.games]
    else:
        def compare(traced: TracedGame) -> GameComparison:
            if game.sites is None:
                return walk(rules, traced, game.mirror, game.ruled, game.swap_stores, game.first_round)
            # boards read from Ludii's sites (conformance/sites.py, sites_walk.py)
            return sites_walk.walk(rules, canonical_game(game, traced), game.mirror, game.ruled, game.swap_stores,
                                   reverse, game.resync, game.rounds_go_on, opening_plies=game.opening_plies,
                                   opening_passes=game.opening_passes)

        if game.opening_tokens:  # Ludii's opening choices, the engine's fixed ones: engine → Ludii only
            mine = engine_games(rules, games, seed, game.mirror, reverse=reverse)
            assert game.sites is not None
            tokens = [[*game.opening_tokens, *site_tokens(game.sites, rules, moves, reverse, game.lap_tokens)]
                      for moves in mine]
            replayed = run_trace(game.lud, ruleset=game.ruleset, options=game.ludii_options, seed=seed,
                                 replay=tokens, replay_canon=False, max_plies=game.ludii_max_plies)
            engine_first = [sites_walk.walk(rules, canonical_game(game, g), game.mirror, game.ruled,
                                            game.swap_stores, reverse, game.resync, game.rounds_go_on,
                                            opening_plies=len(game.opening_tokens)) for g in replayed.games]
            summary = {"game": game.key, "variant": game.variant, "options": game.engine_options, "lud": game.lud,
                       "ruleset": game.ruleset, "ludii_options": list(game.ludii_options), "seed": seed,
                       "ludii_to_engine": _side("ludii_to_engine", []),
                       "engine_to_ludii": _side("engine_to_ludii", engine_first), "seconds": round(time.time() - t0, 1)}
            _write(game, summary, seed, [], engine_first, reverse, keep)
            return summary
        ludii_first = [compare(g) for g in trace.games]
        if game.opening_plies or game.opening_passes:  # Ludii's games open with a stylised opening the engine's own games cannot play
            summary = {"game": game.key, "variant": game.variant, "options": game.engine_options, "lud": game.lud,
                       "ruleset": game.ruleset, "ludii_options": list(game.ludii_options), "seed": seed,
                       "ludii_to_engine": _side("ludii_to_engine", ludii_first),
                       "engine_to_ludii": _side("engine_to_ludii", []), "seconds": round(time.time() - t0, 1)}
            _write(game, summary, seed, ludii_first, [], reverse, keep)
            return summary
        tokens = []
        mine = engine_games(rules, games, seed, game.mirror, tokens=tokens, reverse=reverse)
        if game.sites is not None:
            tokens = [site_tokens(game.sites, rules, moves, reverse, game.lap_tokens) for moves in mine]
        replayed = run_trace(game.lud, ruleset=game.ruleset, options=game.ludii_options, seed=seed, replay=tokens,
                             replay_canon=game.sites is None, max_plies=game.ludii_max_plies)
        engine_first = [compare(g) for g in replayed.games]
    summary = {"game": game.key, "variant": game.variant, "options": game.engine_options, "lud": game.lud,
               "ruleset": game.ruleset, "ludii_options": list(game.ludii_options), "seed": seed,
               "ludii_to_engine": _side("ludii_to_engine", ludii_first),
               "engine_to_ludii": _side("engine_to_ludii", engine_first),
               "seconds": round(time.time() - t0, 1)}
    _write(game, summary, seed, ludii_first, engine_first, reverse, keep)
    return summary


def _write(game: LudiiGame, summary: dict[str, Any], seed: int, ludii_first: list[GameComparison],
           engine_first: list[GameComparison], reverse: Direction | None, keep: int | None) -> None:
    """The summary (conformance/results) and the test data: ``keep`` games each way (``--keep``, or
    the game's ``data_games``; None: all)."""
    keep = keep if keep is not None else game.data_games
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{game.key}.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    DATA.mkdir(parents=True, exist_ok=True)
    with gzip.open(DATA / f"{game.key}.jsonl.gz", "wt", encoding="utf-8", compresslevel=9) as out:
        out.write(json.dumps({"credit": CREDIT, "game": game.key, "variant": game.variant,
                              "options": game.engine_options, "lud": game.lud, "ruleset": game.ruleset,
                              "mirror": game.mirror, "swap_stores": game.swap_stores, "seed": seed,
                              "kept_each_way": keep, "board": game.board,
                              "reverse": reverse.value if reverse else None}) + "\n")
        for direction, comparisons in (("ludii", ludii_first), ("engine", engine_first)):
            for c in comparisons[:keep]:
                out.write(json.dumps({
                    "from": direction, "g": c.game, "moves": c.moves, "states": c.states,
                    "agreed": c.difference is None and c.stopped is None,
                    "difference": c.difference.to_json() if c.difference else None,
                    "stopped": c.stopped, "engine_end": c.engine_end,
                    "ludii_winner": (c.ludii_end or {}).get("winner")}, separators=(",", ":")) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games_to_compare", nargs="*", help="comparison names (default: all)")
    parser.add_argument("--games", type=int, default=200, help="random games each way")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=int, default=None,
                        help="games kept as test data each way (default: all); the comparison covers --games")
    args = parser.parse_args(argv)
    chosen = [BY_KEY[k] for k in args.games_to_compare] if args.games_to_compare else list(GAMES)
    for game in chosen:
        summary = compare_game(game, args.games, args.seed, args.keep)
        brief = {k: summary[k] for k in ("game", "seconds")}
        for side in ("ludii_to_engine", "engine_to_ludii"):
            s = summary[side]
            brief[side] = {k: s[k] for k in ("games", "plies", "successors", "agreed_games")}
            brief[side]["first_differences"] = s["differences"][:3]
        print(json.dumps(brief), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
