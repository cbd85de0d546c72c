"""Giuthi compared with Ludii's Kiuthi (Leakey 1936), turn by turn, its first round.

    LUDII_WORK=/tmp/ludii python -m conformance.kiuthi --games 200 --seed 1

Ludii's Kiuthi is Leakey's reading of the game, the catalogue's ``giuthi`` the rules sheet's (with
Russ's option ``capture_precondition=opponent_row_sown``, the reading closest to Leakey's: a player
whose sowing does not reach the opponent's row moves again). Ludii plays each relay lap as a ply
of its own and a player's "second move" as another decision of the same turn, so the comparison
goes from one decision to the next (a turn, or the engine's extra turn): from Ludii's position the
engine plays Ludii's chosen move (a pit and a direction, the canonical pit + 100 when sown
clockwise), and its position after it must be Ludii's at its next decision, with the same player
to move and the same legal moves (pits and directions). Ludii's match of rounds is compared up to
the end of its first round (the engine plays one round: ``rounds=none``; ruling L-RD1).

Two rulings (docs/conformance.md), where Ludii's program and the catalogue's sources part:

* **L-KI1** Leakey's "second move": when a move's first lap ends in the mover's own row, Ludii's
  program gives the mover a new move (any pit, either direction), whether the hole was empty or
  not and whether or not the lap passed through the opponent's row; the rules sheet relays from an
  occupied hole and captures from an empty one (Russ's option: moves again only when no opponent
  hole was sown).
* **L-KI2** the capture: Ludii's program takes the opposite hole without the capturing seed, and
  the opposite of the next hole only (no further chain), with no condition on the opposite hole
  having been sown; the rules sheet takes the capturing seed too, chains on, and captures only an
  opposite hole sown this turn.

A ruled turn is not the same turn in both. Ludii → engine (Ludii's seeded random games): the
comparison takes Ludii's position at its next decision and goes on (``{"resync": …}`` in the
data). Engine → Ludii (the engine's seeded random games replayed through Ludii): compared up to
the first ruled turn (after it, the engine's later moves are not Ludii's game); the engine picks
at random among the moves neither ruling can touch, where there are any, so that its games go
further.

Written by hand: it is this repository's comparison, with Ludii's encoding of the game as input.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import engine
from engine import Move, Position, Rules, Status
from engine.rules import Direction

from .compare import _forced_pass, _ludii_state, canonical, move_pit, outcome_record
from .games import BY_KEY
from .ludii import Record, TracedGame, run_trace
from .run import CREDIT, DATA, RESULTS

LUD = "two_rows/Kiuthi.lud"
KEY = "giuthi"
OPTIONS: dict[str, Any] = BY_KEY[KEY].engine_options
"""One round (Ludii's first, L-RD1), no repetition ending (L-RP1), Russ's capture precondition."""
LUDII_CAPTURE: dict[str, Any] = {**OPTIONS, "capture_includes_sowing_seed": False, "capture_precondition": "none"}
"""Ludii's capture as engine options (L-KI2): without the capturing seed, no condition on the
opposite hole; its chain of one further hole only is checked by ``_ludii_capture``."""
CLOCKWISE = 100


def key(position: Position, move: Move) -> int:
    return move_pit(position, move) + (CLOCKWISE if move.direction is Direction.CW else 0)


def offered(rec: Record) -> list[int]:
    """Ludii's legal moves at a decision as keys, in its order: the anticlockwise sowings of the
    mover's pits (in Ludii's site order), then the clockwise ones."""
    pits = list(rec["legal_c"])
    half = len(pits) // 2
    return [c for c in pits[:half]] + [c + CLOCKWISE for c in pits[half:]]


def _decision(rec: Record) -> bool:
    """A ply where the mover chooses (a turn's first move, or Leakey's second move): both directions
    offered. A relay lap is a ply with one legal move; a forced pass is no decision."""
    return not _forced_pass(rec) and len(rec["legal"]) >= 2 and len(rec["legal"]) % 2 == 0


@functools.cache
def _rules(ludii_capture: bool = False) -> Rules:
    return engine.resolve_rules(KEY, LUDII_CAPTURE if ludii_capture else OPTIONS)


def _position(state: list[int], mover: int) -> Position:
    n = (len(state) - 2) // 2
    fresh = engine.new_game(_rules())
    return replace(fresh, pits=(tuple(state[:n]), tuple(state[n:2 * n])), stores=(state[2 * n], state[2 * n + 1]),
                   to_move=mover)


@dataclass
class Walked:
    game: int
    moves: list[Any] = field(default_factory=list)
    states: list[list[int]] = field(default_factory=list)
    turns: int = 0
    agreed_turns: int = 0
    ruled: dict[str, int] = field(default_factory=dict)
    resyncs: int = 0
    difference: dict[str, Any] | None = None
    stopped: str | None = None
    engine_end: dict[str, Any] | None = None


def _first_lap(position: Position, events: Sequence[Any]) -> tuple[list[int], bool] | None:
    """The move's first lap alone (its pickup and its first sowing, as the engine plays them: the
    sowing itself agrees): the position after it (canonical pits then stores) and whether it ended
    in the mover's own row; None for a move without a sowing."""
    state, row = canonical(position), len(position.pits[0])
    for event in events:
        if event["type"] == "pickup":
            state[event["seat"] * row + event["pit"]] -= event["count"]
        elif event["type"] == "sow":
            for step in event["path"]:
                state[2 * row + step["seat"] if step.get("store") else step["seat"] * row + step["pit"]] += 1
            path = [step for step in event["path"] if not step.get("store")]
            return state, bool(path) and path[-1].get("seat") == position.to_move
    return None


def _ludii_capture(position: Position, move: Move, target: list[int]) -> bool:
    """The turn as the engine plays it with Ludii's capture (``LUDII_CAPTURE``) ends with Ludii's
    seeds, or with the engine's chain longer than Ludii's one further hole: the holes the engine
    emptied beyond Ludii's are the only difference, their seeds in the mover's store (or, where the
    longer chain left only single seeds and the engine's round ended, in the stores the end swept
    them to)."""
    moved = engine.apply_move(_rules(ludii_capture=True), position, move).position
    after = canonical(moved)
    if after == target:
        return True
    ring = len(after) - 2
    diff = [i for i in range(ring) if after[i] != target[i]]
    taken = sum(target[i] for i in diff)
    if not diff or not all(after[i] == 0 for i in diff):
        return False
    if moved.status is Status.FINISHED:
        return sum(after[ring:]) - sum(target[ring:]) == taken
    return after[ring + position.to_move] - target[ring + position.to_move] == taken


def walk(rules: Rules, traced: TracedGame, resync: bool) -> Walked:
    out = Walked(traced.index)
    plies = [rec for rec in traced.plies]
    decisions = [i for i, rec in enumerate(plies) if _decision(rec)]
    position = engine.new_game(rules)
    for at, i in enumerate(decisions):
        rec = plies[i]
        state = _ludii_state(rec)
        if sum(rec["pits"]) == 0:  # Ludii's first round is over: its next decisions arrange the next one
            break
        if canonical(position) != state or position.to_move != int(rec["mover"]) - 1:
            out.difference = {"kind": "state", "ply": int(rec["ply"]),
                              "detail": f"engine {canonical(position)} seat {position.to_move}, Ludii {state} player {rec['mover']}"}
            return out
        moves = {key(position, m): m for m in engine.legal_moves(rules, position)}
        theirs = offered(rec)
        if set(moves) != set(theirs):
            out.difference = {"kind": "legal", "ply": int(rec["ply"]),
                              "detail": f"engine {sorted(moves)} Ludii {sorted(theirs)}"}
            return out
        chosen = theirs[int(rec["chosen"])]
        move = moves[chosen]
        out.states.append(state)
        out.moves.append(chosen)
        t = engine.apply_move(rules, position, move)
        after = t.position
        out.turns += 1
        # Ludii's position at its next decision (or at the end of its first round)
        nxt: Record | None = None
        for j in range(i + 1, len(plies)):
            if _decision(plies[j]) or sum(plies[j]["pits"]) == 0:
                nxt = plies[j]
                break
        if nxt is None:
            nxt = traced.end
        if nxt is None or "pits" not in nxt:
            out.stopped = "ply limit"
            return out
        target = _ludii_state(nxt)
        round_over = sum(nxt["pits"]) == 0
        same = canonical(after) == target and (
            after.status is Status.FINISHED if round_over else after.to_move == int(nxt["mover"]) - 1)
        if same:
            out.agreed_turns += 1
            position = after
            if round_over:
                assert after.outcome is not None
                out.engine_end = outcome_record(after.outcome)
                out.stopped = "round end"
                return out
            continue
        second_move = (not round_over and int(nxt["mover"]) == int(rec["mover"])
                       and all(not _decision(plies[j]) and int(plies[j]["mover"]) == int(rec["mover"])
                               for j in range(i + 1, plies.index(nxt))) and plies.index(nxt) == i + 1)
        lap = _first_lap(position, t.events)
        if second_move and lap is not None and lap[1] and lap[0] == target:
            # L-KI1 exactly: the first lap ended in the mover's row and Ludii's next decision is the
            # mover's, from the board after that lap alone
            name = "L-KI1"
        elif not second_move and _ludii_capture(position, move, target):
            name = "L-KI2"
        else:
            out.difference = {"kind": "turn", "ply": int(rec["ply"]),
                              "detail": f"after {chosen}: engine {canonical(after)} seat {after.to_move}, "
                                        f"Ludii {target} player {nxt.get('mover')}"}
            return out
        out.ruled[name] = out.ruled.get(name, 0) + 1
        if not resync or round_over:
            out.stopped = f"ruled: {name}"
            return out
        out.resyncs += 1
        out.moves.append({"resync": target, "to_move": int(nxt["mover"]) - 1})
        out.states.append(target)
        position = _position(target, int(nxt["mover"]) - 1)
    if out.stopped is None and out.difference is None:
        out.stopped = "ply limit"
    return out


def _same_in_both(rules: Rules, position: Position, move: Move) -> bool:
    """Neither ruling can apply to the move: its first lap ends in the opponent's row (L-KI1) and it
    captures nothing under either capture (L-KI2)."""
    played = engine.apply_move(rules, position, move)
    lap = _first_lap(position, played.events)
    if lap is not None and lap[1]:
        return False
    mine = played.position
    theirs = engine.apply_move(_rules(ludii_capture=True), position, move).position
    return mine.stores == position.stores == theirs.stores


def engine_games(rules: Rules, games: int, seed: int, site_of: Sequence[int], max_plies: int = 600) -> list[list[str]]:
    """The engine's seeded random games as Ludii replay tokens ``P:#K`` (K: the move's place in
    Ludii's list at a decision: the anticlockwise sowings in site order, then the clockwise ones)."""
    out = []
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        position = engine.new_game(rules)
        tokens: list[str] = []
        while position.status is not Status.FINISHED and len(tokens) < max_plies:
            legal = list(engine.legal_moves(rules, position))
            # the moves whose turn is the same in both readings, where there are any: Ludii can then
            # replay the game further before its first ruled turn (after it, it is another game)
            same = [m for m in legal if _same_in_both(rules, position, m)]
            move = (same or legal)[rng.randrange(len(same or legal))]
            pits = sorted({move_pit(position, m) for m in legal}, key=lambda c: site_of[c])
            k = pits.index(move_pit(position, move)) + (len(pits) if move.direction is Direction.CW else 0)
            tokens.append(f"{position.to_move + 1}:#{k}")
            t = engine.apply_move(rules, position, move)
            tokens += [f"{e['seat'] + 1}:pass" for e in t.events if e.get("type") == "pass"]
            position = t.position
        out.append(tokens)
    return out


def _side(name: str, walked: list[Walked]) -> dict[str, Any]:
    return {"direction": name, "games": len(walked), "plies": sum(w.turns for w in walked),
            "agreed_turns": sum(w.agreed_turns for w in walked), "successors": 0,
            "resyncs": sum(w.resyncs for w in walked),
            "agreed_games": sum(1 for w in walked if w.difference is None and w.stopped == "round end"),
            "ruled": {n: sum(w.ruled.get(n, 0) for w in walked) for n in sorted({n for w in walked for n in w.ruled})},
            "differences": [{**w.difference, "game": w.game} for w in walked if w.difference]}


def compare(games: int, seed: int, keep: int, key: str = KEY) -> dict[str, Any]:
    assert key == KEY, key
    rules = _rules()
    t0 = time.time()
    trace = run_trace(LUD, games=games, seed=seed, max_plies=4000)
    ludii_first = [walk(rules, g, resync=True) for g in trace.games]
    tokens = engine_games(rules, games, seed, trace.info["canon_pits"])
    replayed = run_trace(LUD, seed=seed, replay=tokens, max_plies=4000)
    engine_first = [walk(rules, g, resync=False) for g in replayed.games]
    return save(KEY, LUD, OPTIONS, seed, keep, ludii_first, engine_first, time.time() - t0)


def save(key: str, lud: str, options: dict[str, Any], seed: int, keep: int, ludii_first: list[Walked],
         engine_first: list[Walked], seconds: float) -> dict[str, Any]:
    """The summary (conformance/results/<key>.json) and the test data (``keep`` games each way,
    tests/conformance/data/<key>.jsonl.gz) of a turn-by-turn comparison."""
    summary: dict[str, Any] = {"game": key, "variant": key, "options": options, "lud": lud, "ruleset": None,
                               "ludii_options": [], "seed": seed, "unit": "turns",
                               "ludii_to_engine": _side("ludii_to_engine", ludii_first),
                               "engine_to_ludii": _side("engine_to_ludii", engine_first),
                               "seconds": round(seconds, 1)}
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{key}.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    with gzip.open(DATA / f"{key}.jsonl.gz", "wt", encoding="utf-8", compresslevel=9) as out:
        out.write(json.dumps({"credit": CREDIT, "game": key, "variant": key, "options": options, "lud": lud,
                              "ruleset": None, "mirror": False, "swap_stores": False, "seed": seed,
                              "kept_each_way": keep, "board": "canonical, turn by turn", "reverse": None}) + "\n")
        for direction, walked in (("ludii", ludii_first), ("engine", engine_first)):
            for w in walked[:keep]:
                out.write(json.dumps({
                    "from": direction, "g": w.game, "moves": w.moves, "states": w.states,
                    "agreed": False,  # compared up to Ludii's first round end, whose match goes on (L-RD1)
                    "difference": w.difference, "stopped": w.stopped, "engine_end": w.engine_end,
                    "ludii_winner": None}, separators=(",", ":")) + "\n")
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=int, default=20, help="games each way kept as test data")
    args = parser.parse_args(argv)
    summary = compare(args.games, args.seed, args.keep)
    print(json.dumps({k: summary[k] for k in ("game", "seconds")}
                     | {s: {k: v for k, v in summary[s].items() if k != "differences"} | {"first": summary[s]["differences"][:3]}
                        for s in ("ludii_to_engine", "engine_to_ludii")}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
