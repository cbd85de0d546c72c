"""Compare a catalogue game with a published engine of it (a second reading that is neither Ludii nor MancalaGames).

    MANGALA_ONLINE=/tmp/mangala-online python -m conformance.published mangala --games 200 --seed 1

Today one game: ``mangala`` against the rules engine of slymn80/mangala-online (MIT, "23 maddelik
resmi kurallar", the 23 official rules of the Turkish school and youth tournaments), a TypeScript
module compiled outside the repository and driven through conformance/mangala_online.cjs (node).
None of its code is in this repository; docs/conformance.md has the recipe.

Both ways, as with Ludii and MancalaGames: the published engine picks each move of ``--games``
seeded random games, then this engine picks each move of as many more. At every ply both are
checked for the same seeds in every pit and store, the same player to move, the same legal moves
and, for every legal move, the same successor (seeds, the next player, whether the game is over);
at the end the same winner. The first difference stops a game's comparison. Its data goes to
tests/conformance/data as ``pe-<game>.jsonl.gz``, replayed by the same test as the others.

Written by hand: the published engine is a web application's module, not a library with a
comparison API; this module asks it for each position's moves and successors.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import pathlib
import random
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import Position, Rules, Status

from .compare import canonical, move_pit

ROOT = pathlib.Path(__file__).resolve().parents[1]
RESULTS = ROOT / "conformance" / "results"
DATA = ROOT / "tests" / "conformance" / "data"
PLAYERS = ("player1", "player2")


@dataclass(frozen=True)
class PublishedGame:
    variant: str
    reading: str
    """The published engine, as docs/conformance.md names it."""
    driver: str
    """This repository's driver for it (conformance/<driver>), run by node."""
    home_env: str
    """The environment variable naming the engine's checkout (its COMMIT file: the commit compared)."""
    default_home: str
    licence: str
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return self.variant

    @property
    def engine_options(self) -> dict[str, Any]:
        # the published engine has no repetition ending (as Ludii: docs/conformance.md, L-RP1)
        return {"repetition_count": 0, **self.options}

    def home(self) -> pathlib.Path:
        return pathlib.Path(os.environ.get(self.home_env, self.default_home))

    def commit(self) -> str:
        head = self.home() / "COMMIT"
        return head.read_text(encoding="utf-8").strip()[:10] if head.exists() else "unknown"


GAMES: tuple[PublishedGame, ...] = (
    PublishedGame("mangala", "slymn80/mangala-online src/engine/engine.ts", "mangala_online.cjs",
                  "MANGALA_ONLINE", "/tmp/mangala-online", "MIT"),
)
BY_KEY = {g.key: g for g in GAMES}
CREDIT = ("Move lists and seed counts played by {reading} (github.com/{repo}, commit {commit}, {licence}) "
          "and by this engine; conformance/published.py")


class Oracle:
    """The published engine behind its driver: a board of 14 (two rows of 6 and their stores)."""

    def __init__(self, game: PublishedGame) -> None:
        env = {**os.environ, game.home_env: str(game.home())}
        self.proc = subprocess.Popen(["node", str(ROOT / "conformance" / game.driver)], env=env, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        answer: dict[str, Any] = json.loads(self.proc.stdout.readline())
        return answer

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=10)


def to_canonical(board: list[int]) -> list[int]:
    """Its board (pits 0-5, store, pits 7-12, store) as canonical pits then the two stores."""
    return [*board[0:6], *board[7:13], board[6], board[13]]


def from_canonical(state: list[int]) -> list[int]:
    return [*state[0:6], state[12], *state[6:12], state[13]]


def _index(c: int) -> int:
    """A canonical pit as its board index."""
    return c if c < 6 else c + 1


@dataclass
class Walked:
    game: int
    moves: list[int] = field(default_factory=list)
    states: list[list[int]] = field(default_factory=list)
    plies: int = 0
    successors: int = 0
    difference: tuple[str, int, str] | None = None
    stopped: str | None = None
    engine_end: dict[str, Any] | None = None
    winner: int | None = None


def _winner(name: str | None) -> int | None:
    return PLAYERS.index(name) if name in PLAYERS else None


def _successor_difference(after: Position, c: int, theirs: dict[str, Any]) -> tuple[str, str] | None:
    finished = after.status is Status.FINISHED
    if finished != bool(theirs["over"]):
        return "end", f"after pit {c}: engine {after.outcome} {canonical(after)}, published over={theirs['over']}"
    if canonical(after) != to_canonical(theirs["board"]):
        return "successor", f"after pit {c}: engine {canonical(after)} published {to_canonical(theirs['board'])}"
    if finished:
        assert after.outcome is not None
        if after.outcome.winner != _winner(theirs["winner"]):
            return "result", f"after pit {c}: engine {after.outcome}, published winner {theirs['winner']}"
        return None
    if PLAYERS[after.to_move] != theirs["next"]:
        return "turn", f"after pit {c}: engine seat {after.to_move}, published {theirs['next']}"
    return None


def walk(rules: Rules, oracle: Oracle, index: int, seed: int, lead: str, max_plies: int = 2000) -> Walked:
    """One game played by both: ``lead`` ("published" or "engine") picks each move at random."""
    rng = random.Random(seed * 1_000_003 + index)
    out = Walked(index)
    position = engine.new_game(rules)
    board = from_canonical(canonical(position))
    player, over, winner = PLAYERS[0], False, None
    while out.plies < max_plies and not over and position.status is not Status.FINISHED:
        state = to_canonical(board)
        if canonical(position) != state:
            out.difference = ("state", out.plies, f"engine {canonical(position)} published {state}")
            return out
        if PLAYERS[position.to_move] != player:
            out.difference = ("turn", out.plies, f"engine seat {position.to_move}, published {player}")
            return out
        mine = {move_pit(position, m): m for m in engine.legal_moves(rules, position)}
        seat = PLAYERS.index(player)
        theirs = {i if i < 6 else i - 1: i for i in oracle.ask({"op": "moves", "board": board, "player": player})["moves"]}
        if set(mine) != set(theirs):
            out.difference = ("legal", out.plies, f"engine {sorted(mine)} published {sorted(theirs)} (seat {seat})")
            return out
        results = {}
        for c in sorted(mine):
            after = engine.apply_move(rules, position, mine[c]).position
            result = oracle.ask({"op": "apply", "board": board, "player": player, "pit": _index(c)})
            found = _successor_difference(after, c, result)
            if found is not None:
                out.difference = (found[0], out.plies, found[1])
                return out
            out.successors += 1
            results[c] = (after, result)
        ordered = sorted(mine) if lead == "engine" else sorted(theirs, key=lambda c: theirs[c])
        chosen = ordered[rng.randrange(len(ordered))]
        out.states.append(state)
        out.moves.append(chosen)
        position, result = results[chosen]
        board, player, over, winner = result["board"], result["next"], result["over"], _winner(result["winner"])
        out.plies += 1
    if position.status is not Status.FINISHED:
        out.stopped = "ply limit"
        return out
    assert position.outcome is not None
    out.engine_end = {"scores": list(position.outcome.scores), "winner": position.outcome.winner,
                      "reason": position.outcome.reason}
    out.winner = winner
    return out


def _side(name: str, walked: list[Walked]) -> dict[str, Any]:
    return {"direction": name, "games": len(walked), "plies": sum(w.plies for w in walked),
            "successors": sum(w.successors for w in walked),
            "agreed_games": sum(1 for w in walked if not w.difference and not w.stopped),
            "stopped": sum(1 for w in walked if w.stopped), "ruled": {},
            "differences": [{"kind": w.difference[0], "game": w.game, "ply": w.difference[1],
                             "detail": w.difference[2]} for w in walked if w.difference]}


def compare_game(game: PublishedGame, games: int, seed: int, keep: int) -> dict[str, Any]:
    rules = engine.resolve_rules(game.variant, game.engine_options)
    oracle = Oracle(game)
    t0 = time.time()
    try:
        sides = {"published": [walk(rules, oracle, g, seed, "published") for g in range(games)],
                 "engine": [walk(rules, oracle, g, seed + 7919, "engine") for g in range(games)]}
    finally:
        oracle.close()
    repo = game.reading.split(" ")[0]
    summary = {"game": game.key, "variant": game.variant, "options": game.engine_options,
               "reading": game.reading, "commit": game.commit(), "seed": seed,
               "published_to_engine": _side("published_to_engine", sides["published"]),
               "engine_to_published": _side("engine_to_published", sides["engine"]),
               "seconds": round(time.time() - t0, 1)}
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"pe-{game.key}.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    with gzip.open(DATA / f"pe-{game.key}.jsonl.gz", "wt", encoding="utf-8", compresslevel=9) as out:
        credit = CREDIT.format(reading=game.reading, repo=repo, commit=game.commit(), licence=game.licence)
        out.write(json.dumps({"credit": credit, "game": game.key, "variant": game.variant,
                              "options": game.engine_options, "reading": "published engine",
                              "mirror": False, "swap_stores": False, "seed": seed}) + "\n")
        for direction, walked in sides.items():
            for w in walked[:keep]:  # the test data: the first games each way (the summary counts all)
                out.write(json.dumps({
                    "from": direction, "g": w.game, "moves": w.moves, "states": w.states,
                    "agreed": w.difference is None and w.stopped is None, "stopped": w.stopped,
                    "difference": None if w.difference is None else w.difference[2],
                    "engine_end": w.engine_end,
                    "ludii_winner": (w.winner + 1 if w.winner is not None else 0)},
                    separators=(",", ":")) + "\n")
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("games_to_compare", nargs="*", help="catalogue ids (default: all)")
    parser.add_argument("--games", type=int, default=200, help="random games each way")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=int, default=40, help="games each way kept as test data")
    args = parser.parse_args(argv)
    for game in [BY_KEY[k] for k in args.games_to_compare] if args.games_to_compare else list(GAMES):
        summary = compare_game(game, args.games, args.seed, args.keep)
        brief: dict[str, Any] = {"game": game.key, "seconds": summary["seconds"]}
        for side in ("published_to_engine", "engine_to_published"):
            s = summary[side]
            brief[side] = {k: s[k] for k in ("games", "plies", "successors", "agreed_games", "stopped")}
            brief[side]["first_differences"] = s["differences"][:3]
        print(json.dumps(brief), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
