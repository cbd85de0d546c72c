"""What goes out: the JSON, canonical and text forms of positions, moves and outcomes, and the
position hash (``engine.decoding`` reads what comes in)."""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from engine.position import Move, MoveKind, Outcome, Phase, Position, is_agreement

_INT_LIST = re.compile(r"\[(?:-?[0-9]+(?:,-?[0-9]+)*)?\]")


def outcome_to_json(outcome: Outcome) -> dict[str, Any]:
    return {
        "reason": outcome.reason,
        "scores": list(outcome.scores),
        "winner": outcome.winner,
        "winners": list(outcome.winners),
        "draw": outcome.draw,
    }


def position_to_json(position: Position) -> dict[str, Any]:
    """The wire form: plain lists, ints and strings (enums by name).

    Matches of rounds add ``round``, ``round_starter`` and ``phase``; territory games add
    ``owners`` (one row per seat, shaped like ``pits``); games with tuzdyks (Togyz Kumalak) add
    ``tuzdyk`` (per seat, its tuzdyk's pit number in the opponent's row, or null); games with a
    house (Bao la Kiswahili) add ``nyumba`` (per seat, whether its house still stands); a pending proposal to end the game by
    agreement adds ``end_proposed_by`` (omitted when none is pending, so positions without one
    keep their form and hash); a refill round with pits out of play adds ``ruined`` (per seat, the
    pit numbers out of play; omitted while every pit is in play); phase ``take`` adds ``takes_left``
    (the chosen holes still to take, this one included); phase ``relay_choice`` adds ``relay_pit``
    (the mover's stop hole where the lap ended). Other games have exactly the
    part-1 keys."""
    out: dict[str, Any] = {
        "pits": [list(row) for row in position.pits],
        "stores": list(position.stores),
        "to_move": position.to_move,
        "ply": position.ply,
        "status": position.status.value,
        "outcome": outcome_to_json(position.outcome) if position.outcome is not None else None,
        "history": list(position.history),
        "last_mover": position.last_mover,
    }
    if position.round:
        out["round"] = position.round
        out["round_starter"] = position.round_starter
        out["phase"] = position.phase.value
    elif position.phase is not Phase.PLAY:
        out["phase"] = position.phase.value  # Omweso's opening arrangement
    if position.owners is not None:
        out["owners"] = [list(row) for row in position.owners]
    if position.end_proposed_by:
        out["end_proposed_by"] = list(position.end_proposed_by)
    if position.tuzdyk is not None:
        out["tuzdyk"] = list(position.tuzdyk)
    if position.ruined:
        out["ruined"] = [list(row) for row in position.ruined]
    if position.wegue is not None:
        out["wegue"] = [list(row) for row in position.wegue]
    bao = position.bao
    if bao is not None:
        if bao.nyumba is not None:
            out["nyumba"] = list(bao.nyumba)
        if bao.takasia is not None:
            out["takasia"] = bao.takasia
    if position.takes_left:
        out["takes_left"] = position.takes_left  # phase take (capture_chosen_holes)
    if position.relay_pit >= 0:
        out["relay_pit"] = position.relay_pit  # phase relay_choice (stop_holes)
    if position.directions is not None:  # direction_kept: each seat's way, null before its first move
        out["directions"] = [None if d is None else d.value for d in position.directions]
    return out


def _json_str(text: str) -> str:
    # What json.dumps writes: printable ASCII without quote or backslash is written as it is
    # (every key and name the engine makes); anything else is left to json.dumps.
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return '"' + text + '"'
    return json.dumps(text)


def _json_int(value: int | None) -> str:
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if type(value) is not int:  # a float or an int subclass: canonical_json falls back to json.dumps
        raise TypeError(f"not a plain int: {value!r}")
    return str(value)


def _json_ints(values: tuple[int, ...] | tuple[int | None, ...]) -> str:
    text = str(list(values)).replace(" ", "")
    if _INT_LIST.fullmatch(text):  # a list of plain ints: Python's spelling is JSON's
        return text
    return "[" + ",".join([_json_int(v) for v in values]) + "]"


def _json_keys(keys: tuple[str, ...]) -> str:
    if not keys:
        return "[]"
    joined = '","'.join(keys)
    # One test for the whole list: printable ASCII, no backslash, and no quote but the separators.
    if joined.isascii() and joined.isprintable() and "\\" not in joined and joined.count('"') == 2 * (len(keys) - 1):
        return '["' + joined + '"]'
    return "[" + ",".join([_json_str(k) for k in keys]) + "]"


def _reference_json(position: Position) -> bytes:
    return json.dumps(position_to_json(position), sort_keys=True, separators=(",", ":")).encode()


def canonical_json(position: Position) -> bytes:
    """``json.dumps(position_to_json(position), sort_keys=True, separators=(",", ":"))``, written
    directly: the same bytes (tests/engine/test_codec_canonical.py compares the two over every
    variant's positions) without building the dict and walking it through the stdlib encoder,
    which was most of ``position_hash``'s cost on every move. Keys in sorted order. A position
    holding anything but the types it declares (a library caller's) takes the stdlib's path."""
    try:
        return _canonical(position)
    except (TypeError, AttributeError, ValueError):
        return _reference_json(position)


def _canonical(p: Position) -> bytes:
    parts: list[str] = []
    if p.directions is not None:  # sorted keys: "directions" first
        parts.append('"directions":[' + ",".join(["null" if d is None else '"' + d.value + '"'
                                                  for d in p.directions]) + "]")
    if p.end_proposed_by:
        parts.append('"end_proposed_by":' + _json_ints(p.end_proposed_by))
    parts.append('"history":' + _json_keys(p.history))
    parts.append('"last_mover":' + _json_int(p.last_mover))
    bao = p.bao
    nyumba = bao.nyumba if bao is not None else None
    takasia = bao.takasia if bao is not None else None
    if nyumba is not None:
        parts.append('"nyumba":[' + ",".join(["true" if v else "false" for v in nyumba]) + "]")
    o = p.outcome
    if o is None:
        parts.append('"outcome":null')
    else:
        parts.append('"outcome":{"draw":' + ("true" if o.draw else "false") + ',"reason":' + _json_str(o.reason)
                     + ',"scores":' + _json_ints(o.scores) + ',"winner":' + _json_int(o.winner)
                     + ',"winners":' + _json_ints(o.winners) + "}")
    if p.owners is not None:
        parts.append('"owners":[' + ",".join([_json_ints(row) for row in p.owners]) + "]")
    if p.round or p.phase is not Phase.PLAY:
        parts.append('"phase":' + _json_str(p.phase.value))
    parts.append('"pits":[' + ",".join([_json_ints(row) for row in p.pits]) + "]")
    parts.append('"ply":' + _json_int(p.ply))
    if p.relay_pit >= 0:  # sorted keys: "ply", then "relay_pit", then "round"
        parts.append('"relay_pit":' + _json_int(p.relay_pit))
    if p.round:
        parts.append('"round":' + _json_int(p.round))
        parts.append('"round_starter":' + _json_int(p.round_starter))
    if p.ruined:  # sorted keys: "round", "round_starter", then "ruined"
        parts.append('"ruined":[' + ",".join([_json_ints(row) for row in p.ruined]) + "]")
    parts.append('"status":' + _json_str(p.status.value))
    parts.append('"stores":' + _json_ints(p.stores))
    if takasia is not None:
        parts.append('"takasia":' + ("true" if takasia else "false"))
    if p.takes_left:
        parts.append('"takes_left":' + _json_int(p.takes_left))
    parts.append('"to_move":' + _json_int(p.to_move))
    if p.tuzdyk is not None:
        parts.append('"tuzdyk":' + _json_ints(p.tuzdyk))
    if p.wegue is not None:  # sorted keys: "wegue" last
        parts.append('"wegue":[' + ",".join([_json_ints(row) for row in p.wegue]) + "]")
    return ("{" + ",".join(parts) + "}").encode()


def position_hash(position: Position) -> str:
    """SHA-256 of the canonical JSON form (sorted keys, no spaces)."""
    return hashlib.sha256(canonical_json(position)).hexdigest()


def position_text(position: Position) -> str:
    """One line for logs and golden files: ``0: 4 4 4 4 4 4 [0] | 1: … [0] | to_move 0 | ply 0 | playing``."""
    sides = " | ".join(
        f"{seat}: {' '.join(map(str, row))} [{position.stores[seat]}]" for seat, row in enumerate(position.pits)
    )
    tail = position.status.value
    if position.tuzdyk is not None and any(p is not None for p in position.tuzdyk):
        sides += " | tuzdyk " + " ".join("-" if p is None else str(p) for p in position.tuzdyk)
    if position.wegue is not None and any(o is not None for row in position.wegue for o in row):
        sides += " | wegue " + " / ".join("".join("-" if o is None else str(o) for o in row) for row in position.wegue)
    if position.directions is not None:
        sides += " | directions " + " ".join("-" if d is None else d.value for d in position.directions)
    if position.ruined:
        sides += " | ruined " + " / ".join(",".join(map(str, row)) or "-" for row in position.ruined)
    bao = position.bao
    if bao is not None and bao.nyumba is not None:
        sides += " | nyumba " + " ".join("1" if v else "0" for v in bao.nyumba)
    if bao is not None and bao.takasia:
        sides += " | takasia"
    if position.owners is not None:
        sides += " | owners " + " | ".join("".join(map(str, row)) for row in position.owners)
    if position.round:
        tail = f"round {position.round} {position.phase.value} | " + tail
    elif position.phase is not Phase.PLAY:
        tail = f"{position.phase.value} | " + tail
        if position.takes_left:
            tail = f"{position.phase.value} {position.takes_left} | " + tail[len(position.phase.value) + 3:]
        if position.relay_pit >= 0:
            tail = f"{position.phase.value} at {position.relay_pit} | " + tail[len(position.phase.value) + 3:]
    if position.end_proposed_by:
        tail = f"end proposed by {','.join(map(str, position.end_proposed_by))} | " + tail
    if position.outcome is not None:
        o = position.outcome
        tail += f" {o.reason} " + ("draw" if o.draw else f"winner {o.winner}")
    return f"{sides} | to_move {position.to_move} | ply {position.ply} | {tail}"


def move_to_json(move: Move) -> dict[str, Any]:
    """``{"pit": i}`` (+ ``direction``, + ``side`` for a hollow on another seat's row);
    ``{"type": "arrange", "pits_per_side": k, "seeds": [...]}``;
    ``{"type": "choose_hollows", "hollows": [...]}``; ``{"type": "take", "pit": i, "side": s}`` (pit
    ``i`` of the opponent's row, seat ``s``; phase ``take``); ``{"type": "stop"}``, ``{"type": "continue"}``
    (phase ``relay_choice``); ``{"type": "propose_end"}``,
    ``{"type": "accept_end"}``. A listed decision also carries ``constraints``, which is ignored
    on input."""
    kind = move.kind
    if kind is MoveKind.SOW:  # the common case first
        out: dict[str, Any] = {"pit": move.pit}
        if move.direction is not None:
            out["direction"] = move.direction.value
        if move.side is not None:
            out["side"] = move.side
        if move.safari:
            out["safari"] = True
        return out
    if is_agreement(kind) or kind is MoveKind.STOP or kind is MoveKind.CONTINUE:
        return {"type": kind.value}
    if kind is MoveKind.TAKE:
        out = {"type": "take", "pit": move.pit}  # a pit of the opponent's row (seat ``side``)
        if move.side is not None:
            out["side"] = move.side
        return out
    if kind is MoveKind.ARRANGE:
        out = {"type": "arrange", "pits_per_side": len(move.seeds), "seeds": list(move.seeds)}
    else:
        out = {"type": "choose_hollows", "hollows": list(move.hollows)}
    if move.constraints is not None:
        out["constraints"] = move.constraints
    return out
