"""The walk of the games read from Ludii's sites (conformance/sites.py: the four-row games and
Hufesay), where a ruled reading of Ludii's changes nearly every game early.

It is ``compare.walk``'s comparison (the same checks, mapped plies and differences) with what
those games need besides:

* **resuming** (``resync``): after a ruled turn the rest of Ludii's turn is skipped and the engine
  takes Ludii's position at the next turn's start (``resyncs``; recorded in the data as
  ``{"resync": state, "to_move": seat, "ply": turns}``, ``turns`` Ludii's turns begun before it,
  the engine's ply count), so every later position is still compared;
* rulings decided by the engine's last move's events (``{"engine_events": …}``: a capture) or
  by a model of the turn, played from Ludii's ply of the engine's last move (``turn_start``; a
  successor's ruling gets the engine's seeds after it, ``engine_state``), and legal-set rulings of Ludii's extra moves (``applies`` per extra move: the sets are then
  compared without them);
* Omweso's arranged opening (Ludii's 64 placing plies mapped onto the two arrangements) and its
  reverse sowings (``reverse``: canonical pit + ``REVERSE``);
* Ludii's match of rounds (``rounds_go_on``: a round end with the engine's scores in Ludii's
  hands ends the comparison; other hands, where the engine's game ended, are a difference of kind
  ``end`` unless a ruling explains them), endless relays (ruling L-EN1) and Ludii's own game-length limits;
* for the models of a turn with marked holes (conformance/wegues.py), what the engine knows of its
  own turn: its marks at the turn's start (``engine_marks``, by canonical pit: the seat that marked
  it or -1; None in a game without them), its player to move and end after it (``engine_to_move``,
  ``engine_end``), its legal moves (kind ``legal``: ``engine_legal``), and Ludii's records of the
  game up to the turn's ply (``ludii_records``).

Kept apart from ``compare.walk`` (whose rulings have other signatures, docs/conformance.md) so the
two-row games' comparison is unchanged by these.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import engine
from engine import Move, Position, Rules, Status
from engine.position import Phase
from engine.rules import Direction

from .compare import (
    _CANNOT_MOVE,
    REVERSE,
    STOP,
    Difference,
    GameComparison,
    Ruled,
    _finished,
    _forced_pass,
    _ludii_state,
    _passed,
    _simple,
    arrangement,
    canonical,
    compare_result,
    engine_state,
    move_pit,
    outcome_record,
)
from .ludii import Record, TracedGame


def _successor_difference(rules: Rules, position: Position, move: Move, c: int, nxt: Record, rec: Record,
                          mirror: bool, swap_stores: bool, rounds_go_on: bool = False) -> tuple[str, str] | None:
    """How Ludii's successor of pit ``c`` differs from the engine's: (kind, detail), ``mid-turn``
    where Ludii's turn goes on, or None."""
    t = engine.apply_move(rules, position, move)
    after = t.position
    ludii = _ludii_state(nxt, swap_stores)
    if (not nxt["over"] and int(nxt["mover"]) == int(rec["mover"])
            and engine_state(after, ludii, mirror) != ludii):
        return "mid-turn", ""  # mapped: Ludii's turn goes on (a relay lap); compared on the chosen path only
    if _finished(after) and not nxt["over"] and after.outcome is not None and after.outcome.reason in _CANNOT_MOVE:
        return None  # mapped: Ludii gives the player who cannot move a forced pass, then ends
    if (rounds_go_on and _finished(after) and not nxt["over"] and after.outcome is not None
            and not any(nxt["pits"]) and list(after.outcome.scores) == list(nxt["stores"])):
        return None  # mapped: the round ends with the same seeds in each hand; Ludii's match goes on
    if bool(nxt["over"]) != _finished(after):
        return "end", f"after pit {c}: Ludii over={nxt['over']}, engine {after.outcome}"
    if nxt["over"]:
        if "score" in nxt and after.outcome is not None and list(after.outcome.scores) != nxt["score"]:
            nxt["engine_scores"] = list(after.outcome.scores)  # for a ruling's test
            return "result", f"after pit {c}: engine scores {after.outcome.scores}, Ludii {nxt['score']}"
        return None
    if engine_state(after, ludii, mirror) != ludii:
        return "successor", f"after pit {c}: engine {canonical(after, mirror)} Ludii {ludii}"
    ludii_next = int(nxt["mover"]) - 1
    if after.to_move != ludii_next and not _passed(t.events, ludii_next):
        if ludii_next == position.to_move and _ended_in_wegue(after, t.events):
            return None  # mapped: Ludii's turn "goes on" from a marked hole, where its mover has only a pass
        return "turn", f"after pit {c}: engine seat {after.to_move} next, Ludii player {nxt['mover']}"
    return None


def _marks(position: Position, mirror: bool = False) -> list[int] | None:
    """The engine's marked holes (wegues) by canonical pit: the seat that marked each, or -1."""
    if position.wegue is None:
        return None
    rows = [row[::-1] if mirror else row for row in position.wegue]
    return [-1 if w is None else int(w) for row in rows for w in row]


def _engine_after(position: Position) -> dict[str, Any]:
    """The engine's player to move and end after a turn (for the rulings' models)."""
    return {"engine_to_move": position.to_move,
            "engine_end": outcome_record(position.outcome) if position.outcome is not None else None}


def _ended_in_wegue(after: Position, events: Sequence[Any]) -> bool:
    """The move's last lap ended in a wegue (Gamacha (Nobility): Ludii's program asks for another lap
    from any occupied hole the last counter fell into, marked or not, and then finds no move from a
    marked hole: its mover passes, a ply of its own)."""
    laps = [e for e in events if e.get("type") == "sow" and e.get("path")]
    if after.wegue is None or not laps:
        return False
    last = laps[-1]["path"][-1]
    return after.wegue[last["seat"]][last["pit"]] is not None



def _endless_relay(seeds: int, pit: int, found: Record, traced: Any) -> bool:
    """L-EN1 exactly: the engine's last move is a turn its turn limit cut (event ``turn_truncated``:
    a repeated state inside the turn, or its lap or seed bound), and Ludii's game ends in that very
    turn (its first ply is Ludii's ply of the engine's move, ``found["turn_start"]``) with 200 laps
    or more, each a ply of the mover's with one legal move, at Ludii's move limit or the trace's."""
    end, plies, start = traced.end or {}, traced.plies, found.get("turn_start")
    turn = len(plies)  # the turn's laps: the plies at the end of Ludii's game, one mover, one move each
    while turn > 0 and plies[turn - 1]["mover"] == plies[-1]["mover"] and len(plies[turn - 1]["legal"]) == 1:
        turn -= 1
    return ((end.get("end_type") == "MoveLimit" or not end.get("over")) and len(plies) - turn >= 200
            and start is not None and turn > 0 and plies[turn - 1] is start
            and any(e.get("type") == "turn_truncated" for e in found.get("engine_events", ())))


# An endless relay: Ludii sows it on, one ply a lap, until its move limit ends the game without a
# winner; the engine cuts the turn at its turn limit (a repeated state inside the turn, reason
# ``endless_turn``; the rules texts' "Endless" rulings) and play goes on: from that turn on the two
# are not the same game (docs/conformance.md, ruling L-EN1).
ENDLESS_RELAY = Ruled("L-EN1", "endless", _endless_relay)


def _stop_as_move(rec: Record) -> Record:
    """Misoro Tsoro: Ludii's ``Pass`` offered beside the relay's ``Select`` (a lap ended in a stop
    hole) is the engine's ``stop``, a legal move like the others (canonical code ``STOP``); a pass
    alone stays Ludii's forced pass."""
    descs = rec.get("legal_desc")
    if not descs or len(descs) < 2 or not any(d.get("pass") for d in descs):
        return rec
    rec = dict(rec)
    rec["legal_c"] = [STOP if d.get("pass") else c for c, d in zip(rec["legal_c"], descs)]
    rec["legal_desc"] = [{**d, "pass": False, "from": 0} if d.get("pass") else d for d in descs]
    if rec.get("move", {}).get("pass"):
        rec["move"] = {**rec["move"], "pass": False}
        rec["move_c"] = STOP
    return rec


def _turn_start_phase(position: Position) -> dict[str, Any]:
    """A turn resumed from Ludii's position starts in phase ``play``: a ruled move left mid-take or
    mid-choice (Misoro Tsoro (Additional Capture)) does not carry its phase into it."""
    if position.phase is Phase.TAKE or position.phase is Phase.RELAY_CHOICE:
        return {"phase": Phase.PLAY, "takes_left": 0, "relay_pit": -1}
    return {}


def _arrange(rules: Rules, position: Position, traced: TracedGame, result: GameComparison) -> tuple[Position, int]:
    """Omweso's arranged opening: Ludii places the seeds one by one from the hands, each player in
    turn (plies whose move comes from a hand, not a pit); the engine makes one arrangement a seat,
    the first player's first. The placing plies are mapped onto the two arrangements Ludii's board
    holds when the first sowing is to be made. Returns the position and the plies consumed."""
    k = 0
    while k < len(traced.plies) and int(traced.plies[k].get("move_c", 0)) < 0:
        k += 1
    if k == len(traced.plies):
        return position, k
    pits = traced.plies[k]["pits"]
    per_seat = len(position.pits[0])
    for _ in range(2):
        seat = position.to_move
        seeds = pits[seat * per_seat:(seat + 1) * per_seat]
        result.states.append(canonical(position)[:len(pits)])
        result.moves.append(list(seeds))
        position = engine.apply_move(rules, position, arrangement(position, seeds)).position
    result.continuations += k
    return position, k


def walk(rules: Rules, traced: TracedGame, mirror: bool = False, ruled: Sequence[Ruled] = (),
         swap_stores: bool = False, reverse: Direction | None = None, resync: bool = False,
         rounds_go_on: bool = False, start: Position | None = None, opening_plies: int = 0,
         opening_passes: int = 0) -> GameComparison:
    """Walk one Ludii game with the engine (see the module docstring). ``resync``: after a ruled
    difference the game is not given up: the rest of the ruled turn is skipped and the engine takes
    Ludii's position at the next turn's start (counted in ``resyncs``), so that every later
    position of Ludii's game is compared too."""
    result = GameComparison(traced.index, ludii_end=traced.end)
    position = start if start is not None else engine.new_game(rules)  # ``start``: tests' literal positions
    plies = traced.plies
    if rules.arranged_opening() and start is None and not opening_passes:
        position, skip = _arrange(rules, position, traced, result)
        plies = plies[skip:]
    last_events: Sequence[Any] = ()

    def differ(kind: str, ply: int, detail: str) -> GameComparison:
        ruling = next((r.name for r in ruled if r.kind == "endless" and r.applies(
            0, -1, {"kind": kind, "engine_events": last_events, "turn_start": turn_start}, traced)), None)
        if ruling is not None:
            return result.stop_ruled(ruling)
        result.difference = Difference(kind, traced.index, ply, detail)
        return result

    continuing: list[int] | None = None  # the engine's seeds after the last move, while Ludii's turn goes on
    last_mover = 0
    ruled_turn: int | None = None  # with ``resync``: the mover of a ruled turn, until the next turn starts
    turns = 0  # Ludii's turns begun before the ply walked: the engine's ply count (no_capture_plies reads it)

    turn_start: Record | None = None  # Ludii's ply of the engine's last move
    turn_start_at = 0  # its index in ``plies``
    turn_start_marks: list[int] | None = None  # the engine's marks before its last move
    here = 0  # the index in ``plies`` of the ply walked

    def ruled_after(kind: str, rec: Record) -> bool:
        """A ruled turn: Ludii's game differs after it (the engine's last move's events decide, with
        the engine's seeds, ``engine_state``, and Ludii's ply of that move, ``turn_start``); the
        game stops being compared there (or, with ``resync``, goes on from Ludii's position)."""
        mine = engine_state(position, _ludii_state(rec, swap_stores), mirror) if "pits" in rec else None
        # Ludii's record where the turn after ``rec``'s player's begins (its end where none does)
        later = (p for p in plies[here + 1:] if "error" in p or int(p["mover"]) != int(rec["mover"]))
        next_turn = next(later, traced.end) if rec is not traced.end and "mover" in rec else None
        ruling = next((r.name for r in ruled if r.kind == kind
                       and r.applies(0, -1, rec, {"engine_events": last_events, "engine_state": mine,
                                                  "turn_start": turn_start, "next_turn": next_turn,
                                                  "engine_marks": turn_start_marks, **_engine_after(position),
                                                  "ludii_records": plies[:turn_start_at + 1]})), None)
        if ruling is not None:
            result.ruled[ruling] = result.ruled.get(ruling, 0) + 1
            if not resync:
                result.stopped = f"ruled: {ruling}"
        return ruling is not None

    def take_ludii_position(rec: Record) -> Position:
        per_seat = len(position.pits[0])
        pits = rec["pits"]
        stores = _ludii_state(rec, swap_stores)[len(pits):] or list(position.stores)
        state = [*pits, *stores]
        result.resyncs += 1
        result.states.append(state)
        resumed: dict[str, Any] = {"resync": state, "to_move": int(rec["mover"]) - 1, "ply": turns,
                                   **({"phase": Phase.PLAY.value} if _turn_start_phase(position) else {})}
        if position.directions is not None:  # a kept direction (direction_kept): each seat's way goes on
            resumed["directions"] = [None if d is None else d.value for d in position.directions]
        result.moves.append(resumed)
        return dataclasses.replace(
            position, pits=tuple(tuple(pits[s * per_seat:(s + 1) * per_seat]) for s in range(len(position.pits))),
            stores=tuple(stores), to_move=int(rec["mover"]) - 1, status=Status.PLAYING, outcome=None, history=(),
            ply=turns, **_turn_start_phase(position))

    if opening_plies and len(plies) > opening_plies:  # Ludii's stylised opening: the engine takes its outcome
        result.continuations += opening_plies
        plies = plies[opening_plies:]
        position = take_ludii_position(plies[0])
    if opening_passes:  # Ludii's arrangement, counter by counter until each player passes (Makonn)
        passes = [k for k, rec in enumerate(plies) if rec.get("move", {}).get("pass")][:opening_passes]
        if len(passes) == opening_passes and passes[-1] + 1 < len(plies):
            result.continuations += passes[-1] + 1
            plies = plies[passes[-1] + 1:]
            position = dataclasses.replace(take_ludii_position(plies[0]), phase=Phase.PLAY)
            resumed = result.moves[-1]
            assert isinstance(resumed, dict)
            resumed["phase"] = Phase.PLAY.value  # the replay (tests) leaves the arrangement phase too
    for here, rec in enumerate(plies):
        if rules.stop_holes:
            rec = _stop_as_move(rec)
        ply = int(rec["ply"])
        if "error" in rec:
            # a refusal a ruling explains (kind "refused": Ludii's record of the refused ply)
            refused = next((r.name for r in ruled if r.kind == "refused" and r.applies(0, -1, rec, {})), None)
            if refused is not None:
                result.ruled[refused] = result.ruled.get(refused, 0) + 1
                result.stopped = f"ruled: {refused}"
                return result
            # Ludii refuses the engine's next move where a ruled turn left another position
            if ruled_turn is not None or result.resyncs or ruled_after("state", rec):
                result.stopped = result.stopped or "ruled: Ludii refused the engine's next move"
                return result
            return differ("replay", ply, f"Ludii refused the engine's move: {rec['error']}")
        if _forced_pass(rec):
            continue  # mapped: the engine passed inside the move before
        if (continuing is not None and int(rec["mover"]) == last_mover and len(rec["legal"]) == 1
                and continuing != _ludii_state(rec, swap_stores)):
            result.continuations += 1
            continue  # mapped: a lap of a multi-step turn, one ply of Ludii's, inside the engine's move
        if ruled_turn is not None:
            if int(rec["mover"]) == ruled_turn:
                result.continuations += 1
                continue  # the rest of a ruled turn
            ruled_turn = None
            continuing = None
            # a whole turn of Ludii's that a ruling explains (kind "skipped", Ludii's first ply of it)
            skipped = next((r.name for r in ruled if r.kind == "skipped" and r.applies(0, -1, rec, {})), None)
            if skipped is not None:
                result.ruled[skipped] = result.ruled.get(skipped, 0) + 1
                ruled_turn = int(rec["mover"])
                result.continuations += 1
                continue
            if rounds_go_on and not any(rec["pits"]):
                result.stopped = "round end (ruled turn)"  # an empty board between rounds: nothing to resume
                return result
            position = take_ludii_position(rec)
        continuing = None
        mid_turn = int(rec["mover"]) == last_mover and len(rec["legal"]) == 1
        turns += 0 if mid_turn else 1
        if _finished(position) and rounds_go_on and not any(rec["pits"]):
            assert position.outcome is not None
            if list(position.outcome.scores) != _ludii_state(rec, swap_stores)[len(rec["pits"]):]:
                # Ludii's round ended with other seeds in the hands than the engine's game (kind "end")
                if ruled_after("end", rec):
                    result.stopped = result.stopped or "ruled: the round ended in a ruled turn"
                    return result
                return differ("end", ply, f"the engine's game ended {list(position.outcome.scores)}, "
                                          f"Ludii's round {_ludii_state(rec, swap_stores)[len(rec['pits']):]}")
            result.stopped = "round end"  # the engine's game is Ludii's first round (checked above)
            result.engine_end = {"scores": list(position.outcome.scores), "winner": position.outcome.winner,
                                 "reason": position.outcome.reason}
            return result
        if _finished(position):
            if ruled_after("end", rec):
                if not resync:
                    return result
                if mid_turn:  # Ludii's ruled turn goes on: resumed at the next turn
                    ruled_turn = last_mover
                    result.continuations += 1
                    continue
                position = take_ludii_position(rec)
            else:
                return differ("end", ply, f"the engine ended the game ({position.outcome}), Ludii plays on")
        state = engine_state(position, _ludii_state(rec, swap_stores), mirror)
        kind = ("state" if state != _ludii_state(rec, swap_stores)
                else "turn" if position.to_move != int(rec["mover"]) - 1 else None)
        if kind is not None and ruled_after(kind, rec):
            if not resync:
                return result
            if mid_turn:  # Ludii's ruled turn goes on: resumed at the next turn
                ruled_turn = last_mover
                result.continuations += 1
                continue
            if rounds_go_on and not any(rec["pits"]):
                result.stopped = "round end (ruled)"  # an empty board between rounds: nothing to resume
                return result
            position = take_ludii_position(rec)
            kind = None
        if kind == "state":
            return differ("state", ply, f"engine {state} Ludii {_ludii_state(rec, swap_stores)}")
        if kind == "turn":
            return differ("turn", ply, f"engine seat {position.to_move} to move, Ludii player {rec['mover']}")
        simple = _simple(rec)
        ludii_legal = {c for c, ok in zip(rec["legal_c"], simple) if ok}
        moves = {move_pit(position, m, mirror, reverse): m for m in engine.legal_moves(rules, position)}
        chosen = int(rec["move_c"]) if not (rec["move"].get("propose") or rec["move"].get("vote")) else None
        stop_ruled: str | None = None
        if set(moves) != ludii_legal:
            # Ludii's extra moves may be ruled (kind "legal"): the sets are then compared without them
            extra = ludii_legal - set(moves)
            mine_legal = {"engine_legal": sorted(moves), "engine_marks": _marks(position, mirror),
                          "ludii_records": plies[:here + 1]}
            ruling = next((r.name for r in ruled if r.kind == "legal" and extra and set(moves) <= ludii_legal
                           and all(r.applies(rec["pits"][c % REVERSE], c, rec, mine_legal) for c in extra)), None)
            if ruling is None:
                return differ("legal", ply, f"engine {sorted(moves)} Ludii {sorted(ludii_legal)}")
            result.ruled[ruling] = result.ruled.get(ruling, 0) + 1
            if chosen in extra:
                if not resync:
                    result.stopped = f"ruled: {ruling}"
                    return result
                ruled_turn = int(rec["mover"])  # the engine has no such move: Ludii's turn is skipped
                continue
            simple = [ok and c not in extra for c, ok in zip(rec["legal_c"], simple)]
        for c, ok, nxt in zip(rec["legal_c"], simple, rec.get("legal_next", ())):
            if not ok:
                continue
            seeds = rec["pits"][c] if 0 <= c < len(rec["pits"]) else 0
            found = _successor_difference(rules, position, moves[c], c, nxt, rec, mirror, swap_stores, rounds_go_on)
            if found is None:
                result.successors += 1
                continue
            if found[0] == "mid-turn":
                result.multi_step += 1
                continue
            if (found[0] == "end" and rec is plies[-1]
                    and (traced.end or {}).get("end_type") in ("TurnLimit", "MoveLimit")):
                result.stopped = "ply limit"  # Ludii's own limit on the game's length ends it here
                return result
            if any(r.kind == found[0] for r in ruled):
                played = engine.apply_move(rules, position, moves[c])
                nxt = {**nxt, "engine_events": played.events,
                       "engine_state": engine_state(played.position, _ludii_state(nxt, swap_stores), mirror),
                       "engine_marks": _marks(position, mirror), **_engine_after(played.position),
                       "ludii_records": plies[:here + 1]}
            ruling = next((r.name for r in ruled if r.kind == found[0] and r.applies(seeds, c, rec, nxt)), None)
            if ruling is None:
                return differ(found[0], ply, found[1])
            result.ruled[ruling] = result.ruled.get(ruling, 0) + 1
            if c == chosen:
                stop_ruled = ruling
        if stop_ruled is not None:
            if not resync:
                result.stopped = f"ruled: {stop_ruled}"
                return result
            ruled_turn = int(rec["mover"])  # the rest of the turn is Ludii's reading: skipped
            last_mover = ruled_turn
            if position.directions is not None and chosen is not None:  # the skipped move still records its way
                position = dataclasses.replace(
                    position, directions=engine.apply_move(rules, position, moves[chosen]).position.directions)
            continue
        move = rec["move"]
        if move.get("propose") or move.get("vote"):
            result.stopped = "agreement"
            return result
        assert chosen is not None
        result.states.append(_ludii_state(rec, swap_stores))
        result.moves.append(chosen)
        played = engine.apply_move(rules, position, moves[chosen])
        turn_start_marks = _marks(position, mirror)
        position, last_events, turn_start, turn_start_at = played.position, played.events, rec, here
        result.plies += 1
        last_mover = int(rec["mover"])
        continuing = engine_state(position, _ludii_state(rec, swap_stores), mirror)
    end = traced.end or {}
    # Ludii's game ended in (or its replay stopped after) a ruled turn: the end is that reading's
    ruled_end = ruled_turn is not None or (not _finished(position) and ruled_after("end", end))
    if ruled_end:
        result.stopped = result.stopped or "ruled: the game ended in a ruled turn"
        return result
    if end.get("error") and not (result.resyncs and end["error"] == "game over before replay ended"):
        # (after a resync the walk's game is no longer the engine's own, whose moves may go on)
        return differ("replay", result.plies, f"Ludii: {end['error']}")
    if not end.get("over"):
        result.stopped = "ply limit"
        return result
    if not _finished(position):
        return differ("end", result.plies, "Ludii ended the game, the engine plays on")
    return compare_result(position, end, ruled, result, differ, mirror, turn_start)
