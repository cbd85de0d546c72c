"""Turn by turn: the comparison for games whose turn Ludii plays as several plies of choices (Bao).

Ludii's Bao programs play one engine move as a run of plies of the same player: the kete entered
from the hand (or the pit chosen), then the kichwa the captured seeds go to, then every relay lap,
each a ply of its own, with choices between them. The engine's move names the pit, the direction
and the safari flag at once. So the walk compares at every **turn** (the plies between two changes
of the player to move) rather than at every ply:

* before the turn: the same seeds in every pit and hand (the engine's store), the same player;
* the turn's first choice: the set of pits Ludii offers (the pit a kete is entered into, or the pit
  sown from) is the set of the engine's legal moves' pits (their directions are Ludii's later
  choices);
* the turn's outcome: one of the engine's legal moves from the chosen pit must leave exactly the
  seeds, hands and player to move that Ludii's turn leaves (Ludii's choices of kichwa and direction
  are read from that outcome: the engine move that reproduces it is the one recorded), and where
  Ludii's game ends with the turn, the engine's must end with the same winner.

Successors of the moves not chosen are not compared: Ludii's are mid-turn (its next choice).

A turn whose outcome differs is ruled by a ``Ruled`` of kind ``successor``, called with the turn's
first ply and ``engine_events`` (the events of the engine's moves from the chosen pit), ``after``
(Ludii's seeds after the turn), ``after_mover`` and ``over`` (Ludii's player to move, whether its game
ended), ``nyumba`` (the engine's houses) and ``engine_moves`` (each engine move from the pit, as JSON,
with its canonical outcome and player to move): enough for a model to replay the turn both ways.

A turn whose legal set differs by a ruled reading (``Ruled`` of kind ``legal``, called with the
turn's first ply and each of Ludii's extra pits, and both sets: ``engine``, ``ludii``) is
skipped, and the engine takes Ludii's position at the next turn's start (``resyncs``; the houses
from Ludii's player values where its trace records them, 1 once a house has lost its status: the
traces of Bao Kiswahili (East Africa) record none, so the engine keeps its own houses), so that
every later turn of Ludii's game is still compared.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import engine
from engine import Move, Position, Rules, Status
from engine.position import BaoState

from .compare import Difference, GameComparison, Ruled, _finished, _winner_of_ludii, canonical
from .ludii import Record, TracedGame
from .sites import SiteMap


def _turn_pits(rec: Record, sites: SiteMap) -> list[int]:
    """The canonical pit of each of Ludii's legal moves at a turn's first ply: where a kete from the
    hand goes (a move from a hand site), or the pit sown from."""
    canon = sites.canon_of
    descs = rec.get("legal_desc")
    if descs is None:
        return [canon.get(s, -1) for s in rec["legal"]]
    return [canon.get(d["to"] if d["from"] not in canon else d["from"], -1) for d in descs]


def _state(rec: Record) -> list[int]:
    return [*rec["pits"], *rec["stores"]]


def _move_json(position: Position, move: Move) -> dict[str, Any]:
    n = len(position.pits[0])
    out: dict[str, Any] = {"pit": position.to_move * n + move.pit}
    if move.direction is not None:
        out["direction"] = move.direction.value
    if move.safari:
        out["safari"] = True
    return out


def _ludii_position(position: Position, rec: Record) -> tuple[Position, dict[str, Any]]:
    """Ludii's position at a turn's start, in the engine's terms, and its record for the data."""
    per_seat = len(position.pits[0])
    pits, stores = rec["pits"], rec["stores"]
    bao = position.bao
    entry: dict[str, Any] = {"resync": [*pits, *stores], "to_move": int(rec["mover"]) - 1}
    if bao is not None and bao.nyumba is not None:
        values = rec.get("pvalue") or [-1] * len(position.pits)
        nyumba = tuple(bool(v != 1) and stands for v, stands in zip(values, bao.nyumba))
        bao = BaoState(nyumba=nyumba, takasia=False if bao.takasia is not None else None)
        entry["nyumba"] = list(nyumba)
    moved = dataclasses.replace(
        position, pits=tuple(tuple(pits[s * per_seat:(s + 1) * per_seat]) for s in range(len(position.pits))),
        stores=tuple(stores), to_move=int(rec["mover"]) - 1, status=Status.PLAYING, outcome=None, history=(),
        bao=bao)
    return moved, entry


def walk_turns(rules: Rules, traced: TracedGame, sites: SiteMap, ruled: Sequence[Ruled] = (),
               resync: bool = True) -> GameComparison:
    """Walk one Ludii game turn by turn (module docstring). ``traced`` is read from Ludii's sites
    (``sites.record``); its plies keep the raw ``legal_desc``."""
    result = GameComparison(traced.index, ludii_end=traced.end)
    position = engine.new_game(rules)
    plies = [sites.record(rec) for rec in traced.plies]
    raw = traced.plies
    end = sites.record(traced.end) if traced.end is not None else None

    def differ(kind: str, ply: int, detail: str) -> GameComparison:
        result.difference = Difference(kind, traced.index, ply, detail)
        return result

    i = 0
    take_ludii = False
    while i < len(plies):
        rec = plies[i]
        ply = int(rec["ply"])
        if "error" in rec:
            return differ("replay", ply, f"Ludii refused the engine's move: {rec['error']}")
        mover = int(rec["mover"])
        j = i + 1
        while j < len(plies) and int(plies[j]["mover"]) == mover and "error" not in plies[j]:
            j += 1
        if take_ludii:
            position, entry = _ludii_position(position, rec)
            result.states.append(_state(rec))
            result.moves.append(entry)
            result.resyncs += 1
            take_ludii = False
        if _finished(position):
            return differ("end", ply, f"the engine ended the game ({position.outcome}), Ludii plays on")
        state = canonical(position)
        if state != _state(rec):
            return differ("state", ply, f"engine {state} Ludii {_state(rec)}")
        if position.to_move != mover - 1:
            return differ("turn", ply, f"engine seat {position.to_move} to move, Ludii player {mover}")
        legal = engine.legal_moves(rules, position)
        n = len(position.pits[0])
        engine_pits = {position.to_move * n + m.pit for m in legal}
        ludii_pits = set(_turn_pits(raw[i], sites))
        if engine_pits != ludii_pits:
            extra = ludii_pits - engine_pits
            sets = {"engine": sorted(engine_pits), "ludii": sorted(ludii_pits)}
            ruling = next((r.name for r in ruled if r.kind == "legal" and extra
                           and all(r.applies(rec["pits"][c], c, rec, sets) for c in extra)), None)
            if ruling is None or not resync:
                return differ("legal", ply, f"engine {sorted(engine_pits)} Ludii {sorted(ludii_pits)}")
            result.ruled[ruling] = result.ruled.get(ruling, 0) + 1
            chosen = _turn_pits(raw[i], sites)[int(rec["chosen"])]
            if chosen not in engine_pits:
                result.continuations += j - i
                take_ludii = True  # Ludii's turn is its reading: the next turn starts from its position
                i = j
                continue
            # Ludii chose a move both readings allow: its outcome is compared below
        chosen = _turn_pits(raw[i], sites)[int(rec["chosen"])]
        if j < len(plies):
            after: Record | None = plies[j]
        elif end is not None and end.get("over"):
            after = end
        else:
            result.stopped = "ply limit"
            return result
        assert after is not None
        candidates = [m for m in legal if position.to_move * n + m.pit == chosen]
        outcomes = [(m, engine.apply_move(rules, position, m)) for m in candidates]
        over = after is end
        matching = [(m, t) for m, t in outcomes
                    if canonical(t.position) == _state(after)
                    and (over or t.position.to_move == int(after["mover"]) - 1)]
        if not matching:
            events = [e for _, t in outcomes for e in t.events]
            turn = {"engine_events": events, "after": _state(after), "over": over,
                    "after_mover": int(after.get("mover", 0)) - 1,
                    "nyumba": list(position.bao.nyumba) if position.bao and position.bao.nyumba else None,
                    "engine_moves": [(_move_json(position, m), canonical(t.position), t.position.to_move)
                                     for m, t in outcomes]}
            ruling = next((r.name for r in ruled if r.kind == "successor"
                           and r.applies(0, chosen, rec, turn)), None)
            if ruling is not None and resync:
                result.ruled[ruling] = result.ruled.get(ruling, 0) + 1
                result.continuations += j - i
                take_ludii = True
                i = j
                continue
            found = [f"{m}: {canonical(t.position)}" for m, t in outcomes]
            return differ("successor", ply, f"pit {chosen}: Ludii's turn leaves {_state(after)}; "
                                            f"the engine's moves from it: {found}")
        move, played = matching[0]
        result.states.append(_state(rec))
        result.moves.append(_move_json(position, move))
        result.plies += 1
        result.successors += 1
        result.continuations += j - i - 1
        position = played.position
        i = j
    if end is None or not end.get("over"):
        result.stopped = "ply limit"
        return result
    if take_ludii:  # Ludii's game ended in a ruled turn
        result.stopped = "ruled: the game ended in a ruled turn"
        return result
    if not _finished(position):
        return differ("end", result.plies, "Ludii ended the game, the engine plays on")
    assert position.outcome is not None
    result.engine_end = {"scores": list(position.outcome.scores), "winner": position.outcome.winner,
                         "reason": position.outcome.reason}
    if position.outcome.winner != _winner_of_ludii(end):
        return differ("result", result.plies, f"engine winner {position.outcome.winner}, Ludii {end.get('winner')}")
    return result
