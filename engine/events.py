"""Events: what happened during one move, in order, as JSON-ready dicts.

Each event has a ``type`` (docs/rulings.md#rule-dimensions "Events") and enough detail for a client to
animate the move seed by seed. Board places are ``{"seat": s, "pit": i}`` or
``{"seat": s, "store": true}``. Events are only built when the caller asks for them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.board import Geometry

Event = dict[str, Any]


def place(geo: Geometry, index: int) -> dict[str, Any]:
    seat = geo.seat_of[index]
    if geo.is_store(index):
        return {"seat": seat, "store": True}
    return {"seat": seat, "pit": geo.pit_of[index]}


def pickup(geo: Geometry, index: int, count: int) -> Event:
    return {"type": "pickup", **place(geo, index), "count": count}


def sow(geo: Geometry, path: Iterable[int], skipped: Iterable[int], direction: str,
        closed: Iterable[int] = ()) -> Event:
    """``skipped``: the origin passed over on a lap; ``closed``: closed holes (``wegue_sowing=closed``)
    the lap met, whose seed went to the closer's store (on the path) or which were passed."""
    out: Event = {"type": "sow", "direction": direction, "path": [place(geo, i) for i in path]}
    skips = [place(geo, i) | {"reason": "origin"} for i in skipped]
    skips.extend(place(geo, i) | {"reason": "closed"} for i in closed)
    if skips:
        out["skipped"] = skips
    return out


def relay(geo: Geometry, index: int, count: int, direction: str) -> Event:
    return {"type": "relay", **place(geo, index), "count": count, "direction": direction}


def relay_stopped(geo: Geometry, index: int, count: int) -> Event:
    """``stop_holes``: the mover ended the turn in the stop hole the lap ended in (move ``stop``)."""
    return {"type": "relay_stopped", **place(geo, index), "count": count}


def direction_reversed(direction: str) -> Event:
    return {"type": "direction_reversed", "direction": direction}


def capture(geo: Geometry, pits: Iterable[int], count: int, by: int, kind: str) -> Event:
    return {"type": "capture", "kind": kind, "by": by, "count": count, "pits": [place(geo, i) for i in pits]}


def capture_nullified(geo: Geometry, pits: Iterable[int], count: int, by: int, reason: str) -> Event:
    return {
        "type": "capture_nullified",
        "reason": reason,
        "by": by,
        "count": count,
        "pits": [place(geo, i) for i in pits],
    }


def extra_turn(seat: int) -> Event:
    return {"type": "extra_turn", "seat": seat}


def pass_turn(seat: int, reason: str) -> Event:
    return {"type": "pass", "seat": seat, "reason": reason}


def feed_required(seat: int, opponent: int) -> Event:
    return {"type": "feed_required", "seat": seat, "opponent": opponent}


def turn_truncated(geo: Geometry, index: int, reason: str = "endless_turn") -> Event:
    return {"type": "turn_truncated", "reason": reason, **place(geo, index)}


def game_end(reason: str, sweep: dict[int, int], scores: Iterable[int], winners: Iterable[int]) -> Event:
    winner_list = list(winners)
    return {
        "type": "game_end",
        "reason": reason,
        "sweep": [{"seat": s, "count": c} for s, c in sorted(sweep.items())],
        "scores": list(scores),
        "winner": winner_list[0] if len(winner_list) == 1 else None,
        "winners": winner_list,
    }


def round_end(round_number: int, reason: str, sweep: dict[int, int], scores: Iterable[int]) -> Event:
    return {
        "type": "round_end",
        "round": round_number,
        "reason": reason,
        "sweep": [{"seat": s, "count": c} for s, c in sorted(sweep.items())],
        "scores": list(scores),
    }


def board_resized(pits_per_side: int) -> Event:
    return {"type": "board_resized", "k": pits_per_side}


def arranged(seat: int, seeds: Iterable[int], mirrored_by: int | None) -> Event:
    """``seat`` placed ``seeds`` on its pits; ``mirrored_by`` copies them (Giuthi), ``None`` in
    Omweso's opening, where each player arranges their own."""
    return {"type": "arranged", "seat": seat, "seeds": list(seeds), "mirrored_by": mirrored_by}


def pits_ruined(round_number: int, ruined: list[list[int]], stores: Iterable[int]) -> Event:
    """A refill round begins: every seat's pits out of play this round (pit numbers, each seat's own
    left first; an empty list when all are filled) and what the stores keep after the refill."""
    return {"type": "pits_ruined", "round": round_number, "ruined": ruined, "stores": list(stores)}


def ownership_change(owners: list[list[int]]) -> Event:
    return {"type": "ownership_change", "owners": owners}


def captured_resown(geo: Geometry, kichwa: int, direction: str) -> Event:
    return {"type": "captured_resown", "kichwa": place(geo, kichwa), "direction": direction}


def end_proposed(seat: int) -> Event:
    """``seat`` asks to end the game by agreement (a proposal, or an acceptance others still owe)."""
    return {"type": "end_proposed", "seat": seat}


def end_declined(seat: int) -> Event:
    """``seat`` played on instead of accepting: the pending proposal lapses."""
    return {"type": "end_declined", "seat": seat}


def end_agreed(seats: Iterable[int]) -> Event:
    """Every player has agreed to end the game (in the order they agreed); ``game_end`` follows (in a
    match of rounds, ``round_end``: the agreement ends the round, as a repetition does)."""
    return {"type": "end_agreed", "seats": list(seats)}


def tuzdyk_made(geo: Geometry, index: int, by: int) -> Event:
    """Seat ``by`` made pit ``index`` (on the opponent's row) its tuzdyk (Togyz Kumalak)."""
    return {"type": "tuzdyk", "by": by, **place(geo, index)}


def wegue_made(geo: Geometry, index: int, by: int) -> Event:
    """Seat ``by`` made pit ``index`` (on the opponent's row) its wegue (Qelat)."""
    return {"type": "wegue", "by": by, **place(geo, index)}


def tuzdyk_refused(geo: Geometry, index: int, by: int, reason: str) -> Event:
    """The last seed made a tuzdyk count in ``index`` but the rules refuse the tuzdyk: ``already_has``
    (one per player), ``last_pit`` (never the opponent's last pit), ``same_number`` (never the
    number of the opponent's tuzdyk)."""
    return {"type": "tuzdyk_refused", "by": by, "reason": reason, **place(geo, index)}


def nyumba(seat: int, action: str) -> Event:
    """Bao la Kiswahili's house of ``seat``: ``taxed`` (a takasa took two seeds from it), ``stopped``
    (a takasa's lap ended in it, which ends the move), ``safari`` (the player chose to stop a
    capturing move in it), ``destroyed`` (it was emptied: its rules no longer apply)."""
    return {"type": "nyumba", "seat": seat, "action": action}
