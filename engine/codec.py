"""JSON and text forms of positions and moves, and the check of client-supplied positions.

A position from a client is decoded and checked before use: shape, non-negative counts,
seed total equal to the game's total, a valid seat to move, and a status consistent with
the board. Every violation is reported at once (``InvalidPosition``).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from typing import Any

from engine.board import geometry
from engine.errors import InvalidMove, InvalidPosition, Violation
from engine.game import start_turn
from engine.position import Move, Outcome, Position, Status
from engine.rules import CycleSplit, Direction, EndCheck, Rules
from engine.table import Table

MAX_PLY = 1_000_000
MAX_HISTORY = 10_000
_KEY = re.compile(r"^[0-9a-f]{16}$")
POSITION_KEYS = frozenset({"pits", "stores", "to_move", "ply", "status", "outcome", "history", "last_mover"})
MOVE_KEYS = frozenset({"pit", "direction", "seat"})


def outcome_to_json(outcome: Outcome) -> dict[str, Any]:
    return {
        "reason": outcome.reason,
        "scores": list(outcome.scores),
        "winner": outcome.winner,
        "winners": list(outcome.winners),
        "draw": outcome.draw,
    }


def position_to_json(position: Position) -> dict[str, Any]:
    """The wire form: plain lists, ints and strings (enums by name)."""
    return {
        "pits": [list(row) for row in position.pits],
        "stores": list(position.stores),
        "to_move": position.to_move,
        "ply": position.ply,
        "status": position.status.value,
        "outcome": outcome_to_json(position.outcome) if position.outcome is not None else None,
        "history": list(position.history),
        "last_mover": position.last_mover,
    }


def canonical_json(position: Position) -> bytes:
    return json.dumps(position_to_json(position), sort_keys=True, separators=(",", ":")).encode()


def position_hash(position: Position) -> str:
    """SHA-256 of the canonical JSON form (sorted keys, no spaces)."""
    return hashlib.sha256(canonical_json(position)).hexdigest()


def position_text(position: Position) -> str:
    """One line for logs and golden files: ``0: 4 4 4 4 4 4 [0] | 1: … [0] | to_move 0 | ply 0 | playing``."""
    sides = " | ".join(
        f"{seat}: {' '.join(map(str, row))} [{position.stores[seat]}]" for seat, row in enumerate(position.pits)
    )
    tail = position.status.value
    if position.outcome is not None:
        o = position.outcome
        tail += f" {o.reason} " + ("draw" if o.draw else f"winner {o.winner}")
    return f"{sides} | to_move {position.to_move} | ply {position.ply} | {tail}"


def move_to_json(move: Move) -> dict[str, Any]:
    out: dict[str, Any] = {"pit": move.pit}
    if move.direction is not None:
        out["direction"] = move.direction.value
    return out


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def move_from_json(rules: Rules, data: object, to_move: int | None = None) -> Move:
    """Decode ``{"pit": i}`` or ``{"pit": i, "direction": "cw"}``; ``seat`` may name the mover."""
    problems: list[Violation] = []
    if not isinstance(data, Mapping):
        raise InvalidMove("a move must be an object such as {\"pit\": 2}",
                          [Violation("malformed-move", "move", "must be an object")])
    for key in data:
        if key not in MOVE_KEYS:
            problems.append(Violation("unknown-field", f"move.{key}", "is not a field of a move"))
    pit = data.get("pit")
    if not _is_int(pit):
        problems.append(Violation("malformed-move", "move.pit", f"must be an integer; got {pit!r}"))
    elif not 0 <= pit < rules.pits_per_side:  # type: ignore[operator]
        problems.append(Violation("no-such-pit", "move.pit", f"must be between 0 and {rules.pits_per_side - 1}"))
    direction: Direction | None = None
    raw = data.get("direction")
    if raw is not None:
        if raw in ("cw", "ccw"):
            direction = Direction(raw)
        else:
            problems.append(Violation("malformed-move", "move.direction", f"must be 'cw' or 'ccw'; got {raw!r}"))
    seat = data.get("seat")
    if seat is not None and not _is_int(seat):
        problems.append(Violation("malformed-move", "move.seat", f"must be an integer; got {seat!r}"))
    if problems:
        raise InvalidMove("malformed move: " + "; ".join(p.message for p in problems), problems)
    if seat is not None and to_move is not None and seat != to_move:
        from engine.errors import IllegalMove

        raise IllegalMove("not-your-turn", f"seat {seat} moved but seat {to_move} is to move",
                          move=dict(data))
    assert isinstance(pit, int)
    return Move(pit, direction)


def _int_list(value: object, length: int, path: str, problems: list[Violation]) -> list[int] | None:
    if not isinstance(value, list):
        problems.append(Violation("invalid-shape", path, f"must be a list of {length} integers"))
        return None
    if len(value) != length:
        problems.append(Violation("invalid-shape", path, f"must hold {length} entries, not {len(value)}"))
        return None
    ok = True
    for i, v in enumerate(value):
        if not _is_int(v):
            problems.append(Violation("invalid-shape", f"{path}[{i}]", f"must be an integer; got {v!r}"))
            ok = False
        elif v < 0:
            problems.append(Violation("negative-count", f"{path}[{i}]", f"must not be negative; got {v}"))
            ok = False
    return value if ok else None


def position_from_json(rules: Rules, data: object) -> Position:
    """Decode and check a client-supplied position; ``InvalidPosition`` lists every violation."""
    problems: list[Violation] = []
    if not isinstance(data, Mapping):
        raise InvalidPosition("a position must be an object",
                              [Violation("invalid-shape", "position", "must be an object")])
    for key in data:
        if key not in POSITION_KEYS:
            problems.append(Violation("unknown-field", f"position.{key}", "is not a field of a position"))
    for key in ("pits", "stores", "to_move"):
        if key not in data:
            problems.append(Violation("missing-field", f"position.{key}", "is required"))
    seats, n = rules.seats, rules.pits_per_side
    rows: list[list[int]] | None = None
    raw_pits = data.get("pits")
    if "pits" in data:
        if not isinstance(raw_pits, list) or len(raw_pits) != seats:
            problems.append(Violation("invalid-shape", "position.pits", f"must be a list of {seats} rows"))
        else:
            checked = [_int_list(row, n, f"position.pits[{s}]", problems) for s, row in enumerate(raw_pits)]
            rows = [r for r in checked if r is not None]
            if len(rows) != seats:
                rows = None
    stores = _int_list(data.get("stores"), seats, "position.stores", problems) if "stores" in data else None
    to_move = data.get("to_move")
    if "to_move" in data and (not _is_int(to_move) or not 0 <= to_move < seats):  # type: ignore[operator]
        problems.append(Violation("invalid-seat", "position.to_move", f"must be a seat between 0 and {seats - 1}"))
    ply = data.get("ply", 0)
    if not _is_int(ply) or not 0 <= ply <= MAX_PLY:
        problems.append(Violation("invalid-shape", "position.ply", f"must be an integer between 0 and {MAX_PLY}"))
    status_raw = data.get("status", "playing")
    status = Status(status_raw) if status_raw in ("playing", "finished") else None
    if status is None:
        problems.append(Violation("invalid-shape", "position.status", "must be 'playing' or 'finished'"))
    history = data.get("history", [])
    if not isinstance(history, list) or len(history) > MAX_HISTORY or not all(
        isinstance(k, str) and _KEY.match(k) for k in history
    ):
        problems.append(Violation("invalid-shape", "position.history",
                                  f"must be a list of at most {MAX_HISTORY} 16-digit hex keys"))
        history = []
    last_mover = data.get("last_mover")
    if last_mover is not None and (not _is_int(last_mover) or not 0 <= last_mover < seats):
        problems.append(Violation("invalid-seat", "position.last_mover", f"must be null or a seat below {seats}"))
    if rows is not None and stores is not None:
        total = sum(map(sum, rows)) + sum(stores)
        if total != rules.total_seeds:
            problems.append(Violation("seed-count", "position",
                                      f"holds {total} seeds; this game has {rules.total_seeds}"))
    if problems:
        raise InvalidPosition("impossible position: " + "; ".join(p.message for p in problems), problems)
    assert rows is not None and stores is not None and isinstance(to_move, int) and isinstance(ply, int)
    assert status is not None
    outcome = _outcome_from_json(rules, data.get("outcome"), status, stores, problems)
    position = Position(
        pits=tuple(tuple(r) for r in rows),
        stores=tuple(stores),
        to_move=to_move,
        ply=ply,
        status=status,
        outcome=outcome,
        history=tuple(history),
        last_mover=last_mover,
    )
    if status is Status.PLAYING:
        _check_playing(rules, position, problems)
    if problems:
        raise InvalidPosition("impossible position: " + "; ".join(p.message for p in problems), problems)
    return position


def _outcome_from_json(rules: Rules, raw: object, status: Status, stores: list[int],
                       problems: list[Violation]) -> Outcome | None:
    if status is Status.PLAYING:
        if raw is not None:
            problems.append(Violation("status-inconsistent", "position.outcome", "must be null while playing"))
        return None
    if not isinstance(raw, Mapping):
        problems.append(Violation("status-inconsistent", "position.outcome", "a finished game needs its outcome"))
        return None
    reason, scores, winners = raw.get("reason"), raw.get("scores"), raw.get("winners")
    if not isinstance(reason, str) or not reason:
        problems.append(Violation("invalid-shape", "position.outcome.reason", "must be a non-empty string"))
        return None
    if scores != stores:
        problems.append(Violation("status-inconsistent", "position.outcome.scores", "must equal the stores"))
        return None
    best = max(stores)
    expected = [s for s in range(rules.seats) if stores[s] == best]
    declared_draw = reason == "repetition" and rules.cycle_split is CycleSplit.DRAW
    if declared_draw:
        expected = list(range(rules.seats))
    if winners != expected:
        problems.append(Violation("status-inconsistent", "position.outcome.winners",
                                  f"must be {expected} for these scores"))
        return None
    return Outcome(reason=reason, scores=tuple(stores), winners=tuple(expected))


def _check_playing(rules: Rules, position: Position, problems: list[Violation]) -> None:
    """A playing position must be one where the player to move really has a move."""
    geo = geometry(rules)
    t = Table.from_position(geo, position)
    if rules.end_check is EndCheck.IMMEDIATE and any(not any(row) for row in position.pits):
        problems.append(Violation("status-inconsistent", "position.status",
                                  "a row is empty, so this game is already over"))
        return
    probe = t.copy()
    start_turn(rules, geo, probe, None)
    if probe.outcome is not None:
        problems.append(Violation("status-inconsistent", "position.status",
                                  f"the game is already over here ({probe.outcome.reason})"))
    elif probe.to_move != t.to_move:
        problems.append(Violation("status-inconsistent", "position.to_move",
                                  f"seat {t.to_move} has no seeds and passes; seat {probe.to_move} is to move"))
