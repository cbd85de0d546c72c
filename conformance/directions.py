"""The comparison of a game whose player chooses the direction of each move (Dongjintian) with Ludii.

Ludii lists such a game's moves as one ``Select`` per pit and direction, which its trace tells
apart only by their place in the list: the anticlockwise moves of the mover's non-empty pits
(in Ludii's site order), then the clockwise ones. Ludii's Dongjintian also keeps the direction a
turn was played in (a variable set by every relay lap, cleared by a capture) and then offers only
that direction, to either player, until a capture is made; the list is then one block. This
module walks such a trace as conformance/compare.py walks the others, with the move a (canonical
pit, direction) pair, kept in the data as the canonical pit, + 100 when sown clockwise. Each
difference it maps or rules is named in docs/conformance.md:

* **L-DJ2** Ludii's imposed direction: the engine's moves in the other direction are left out
  of the legal set (counted once a ply); the engine's own random games keep to the imposed
  direction so that Ludii can replay them.
* **L-DJ1** Ludii's capture chain stops after four holes: a successor where the engine took
  more holes along the chain (and nothing else differs) is counted under L-DJ1, and the game
  stops being compared when that move is played.
* **L-DJ3** Ludii ends the game when at most one counter is left on the board: counted, and the
  game stops being compared there.

Written by hand: it is this repository's comparison, with Ludii's encoding of the game as input.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import engine
from engine import Move, Position, Rules
from engine.rules import Direction

from .compare import (
    Difference,
    GameComparison,
    _finished,
    _forced_pass,
    _ludii_state,
    _successor_difference,
    canonical,
    engine_state,
    move_pit,
    outcome_record,
)
from .ludii import Record, TracedGame

CLOCKWISE = 100
CCW, CW = 1, 2
"""Ludii's direction variable: 1 anticlockwise, 2 clockwise, 0 (or less) either."""


def key(position: Position, move: Move) -> int:
    return move_pit(position, move) + (CLOCKWISE if move.direction is Direction.CW else 0)


def next_var(var: int, move: Move, events: Sequence[dict[str, Any]]) -> int:
    """Ludii's direction variable after a turn: a capture clears it, a relay lap sets it to the
    turn's direction, a turn with neither leaves it as it was."""
    if any(e.get("type") == "capture" for e in events):
        return 0
    if any(e.get("type") == "relay" for e in events):
        return CW if move.direction is Direction.CW else CCW
    return var


def offered(rec: Record, var: int) -> list[int]:
    """Ludii's legal moves as keys, in its order (see the module docstring)."""
    pits = list(rec["legal_c"])
    distinct = len(set(pits))
    if len(pits) == 2 * distinct:
        return [c for c in pits[:distinct]] + [c + CLOCKWISE for c in pits[distinct:]]
    return [c + (CLOCKWISE if var == CW else 0) for c in pits]


CHAIN = 4
"""The holes Ludii's Dongjintian program takes in one capture chain at most (L-DJ1)."""


def _took_more(mine: list[int], theirs: list[int], seat: int, events: Sequence[Any]) -> bool:
    """L-DJ1 exactly: the engine's chain (its capture events, in order) took more than ``CHAIN``
    holes, and its seeds differ from Ludii's only in the holes it took after the ``CHAIN``-th:
    each empty in the engine's and as full in Ludii's as the seeds the engine added to ``seat``'s
    store for them, the other store the same."""
    ring = len(mine) - 2
    row = ring // 2
    taken = [int(p["seat"]) * row + int(p["pit"]) for e in events if e.get("type") == "capture" for p in e["pits"]]
    beyond = sorted(taken[CHAIN:])
    diff = [i for i in range(ring) if mine[i] != theirs[i]]
    return (bool(beyond) and diff == beyond and all(mine[i] == 0 for i in diff)
            and mine[ring + seat] - theirs[ring + seat] == sum(theirs[i] for i in diff)
            and mine[ring + 1 - seat] == theirs[ring + 1 - seat])


def _longer_chain(rules: Rules, position: Position, move: Move, nxt: Record) -> bool:
    t = engine.apply_move(rules, position, move)
    return _took_more(canonical(t.position), _ludii_state(nxt), position.to_move, t.events)


def _board_seeds(rec: Record) -> int:
    return sum(rec["pits"])


def walk(rules: Rules, traced: TracedGame) -> GameComparison:
    result = GameComparison(traced.index, ludii_end=traced.end)
    position = engine.new_game(rules)
    var = 0

    def differ(kind: str, ply: int, detail: str) -> GameComparison:
        result.difference = Difference(kind, traced.index, ply, detail)
        return result

    def ruled(name: str) -> None:
        result.ruled[name] = result.ruled.get(name, 0) + 1

    continuing: list[int] | None = None
    last_mover = 0
    last_events: Sequence[Any] = ()
    for rec in traced.plies:
        ply = int(rec["ply"])
        if "error" in rec:
            return differ("replay", ply, f"Ludii refused the engine's move: {rec['error']}")
        if _forced_pass(rec):
            continue
        if (continuing is not None and int(rec["mover"]) == last_mover and len(rec["legal"]) == 1
                and continuing != _ludii_state(rec)):
            result.continuations += 1
            continue
        continuing = None
        state = engine_state(position, _ludii_state(rec))
        if state != _ludii_state(rec) and last_mover and _took_more(state, _ludii_state(rec), last_mover - 1, last_events):
            # the last move's chain, compared on its path only (its laps were Ludii plies): L-DJ1
            ruled("L-DJ1")
            result.stopped = "ruled: L-DJ1"
            return result
        if _finished(position):
            return differ("end", ply, f"the engine ended the game ({position.outcome}), Ludii plays on")
        if state != _ludii_state(rec):
            return differ("state", ply, f"engine {state} Ludii {_ludii_state(rec)}")
        if position.to_move != int(rec["mover"]) - 1:
            return differ("turn", ply, f"engine seat {position.to_move} to move, Ludii player {rec['mover']}")
        theirs = offered(rec, var)
        moves = {key(position, m): m for m in engine.legal_moves(rules, position)}
        extra = set(moves) - set(theirs)
        if extra and var > 0 and set(theirs) == {k for k in moves if (k >= CLOCKWISE) == (var == CW)}:
            ruled("L-DJ2")  # Ludii's list is exactly the engine's moves in the kept direction
        elif extra or set(theirs) - set(moves):
            return differ("legal", ply, f"engine {sorted(moves)} Ludii {sorted(theirs)} (direction {var})")
        chosen = theirs[int(rec["chosen"])]
        stop: str | None = None
        for k, nxt in zip(theirs, rec.get("legal_next", ()), strict=True):
            c = k % CLOCKWISE
            found = _successor_difference(rules, position, moves[k], c, nxt, rec, False, False)
            if found is None:
                result.successors += 1
                continue
            if found[0] == "mid-turn":
                result.multi_step += 1
                continue
            if (found[0] == "end" and nxt["over"] and _board_seeds(nxt) <= 1
                    and nxt.get("engine_position") == _ludii_state(nxt)):  # L-DJ3 in the engine's own position
                name = "L-DJ3"
            elif found[0] in ("successor", "result") and _longer_chain(rules, position, moves[k], nxt):
                name = "L-DJ1"
            else:
                return differ(found[0], ply, found[1])
            ruled(name)
            if k == chosen:
                stop = name
        if stop is not None:
            result.stopped = f"ruled: {stop}"
            return result
        result.states.append(_ludii_state(rec))
        result.moves.append(chosen)
        t = engine.apply_move(rules, position, moves[chosen])
        var = next_var(var, moves[chosen], t.events)
        position, last_events = t.position, t.events
        result.plies += 1
        last_mover = int(rec["mover"])
        continuing = engine_state(position, _ludii_state(rec))
    end = traced.end or {}
    if end.get("error"):
        return differ("replay", result.plies, f"Ludii: {end['error']}")
    if not end.get("over"):
        result.stopped = "ply limit"
        return result
    if not _finished(position):
        if sum(end.get("pits", [])) <= 1 and "stores" in end and canonical(position) == _ludii_state(end):
            ruled("L-DJ3")  # Ludii's game over in the engine's own position
            result.stopped = "ruled: L-DJ3"
            return result
        return differ("end", result.plies, "Ludii ended the game, the engine plays on")
    assert position.outcome is not None
    result.engine_end = outcome_record(position.outcome)
    w = int(end.get("winner", 0))
    if position.outcome.winner != (w - 1 if w > 0 else None):
        return differ("result", result.plies, f"engine {position.outcome}, Ludii winner {w}")
    return result


def engine_games(rules: Rules, games: int, seed: int, site_of: Sequence[int],
                 max_plies: int = 1000) -> list[list[str]]:
    """The engine's seeded random games as Ludii replay tokens ``P:#K`` (K: the move's place in
    Ludii's list), keeping to the direction Ludii imposes (L-DJ2)."""
    out = []
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        position = engine.new_game(rules)
        var = 0
        tokens: list[str] = []
        while not _finished(position) and len(tokens) < max_plies:
            legal = list(engine.legal_moves(rules, position))
            if var > 0:
                legal = [m for m in legal if (m.direction is Direction.CW) == (var == CW)]
            if not legal:
                break
            move = legal[rng.randrange(len(legal))]
            pits = sorted({move_pit(position, m) for m in legal}, key=lambda c: site_of[c])
            k = pits.index(move_pit(position, move))
            if var <= 0 and move.direction is Direction.CW:
                k += len(pits)
            tokens.append(f"{position.to_move + 1}:#{k}")
            t = engine.apply_move(rules, position, move)
            # Ludii gives a player without a move a Pass ply of its own: named, so that "#K" does not take it
            tokens += [f"{e['seat'] + 1}:pass" for e in t.events if e.get("type") == "pass"]
            var = next_var(var, move, t.events)
            position = t.position
        out.append(tokens)
    return out
