"""Game records on the service's side: read under the service's move limit, replayed for
``POST /v1/replay`` with ``record``, and written for ``include_record``.

Shared by the ``/v1`` views (``service/api.py``: a replay with a record, ``include_record`` on a
move-list replay) and the verdict views (``service/verdicts.py``: a record read under the move
limit), so that neither view module imports the other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

import orjson
from flask import Response, current_app
from marshmallow import fields, validate

import engine
from engine.records import format_record, parse_record, record_from_moves
from engine.verdicts import play_record

from . import schema_compiler
from .arbiter import Arbiter, answer_limit, check_replay_size, outcome_label, record_game, record_start, replay_answer
from .deadline import request_deadline
from .errors import ServiceError, limit_exceeded, violation
from .http import bind_game, json_response
from .schemas import JSONBoolean, Strict
from .signing import CLIENT, SERVICE, Provenance


class RecordReplayRequest(Strict):
    record = fields.String(required=True, validate=validate.Length(min=1))
    include_steps = JSONBoolean(load_default=False)
    include_record = JSONBoolean(load_default=False)


_record_replay = RecordReplayRequest()


def _arbiter() -> Arbiter:
    return cast(Arbiter, current_app.extensions["arbiter"])


def too_many_moves(most: int) -> str:
    return f"the record holds more than {most} moves (ARBITER_MAX_REPLAY_MOVES)"


def read_record(arbiter: Arbiter, text: str) -> engine.Record:
    """``parse_record`` under the service's move limit, which the parser checks as it reads: a record
    of 130,000 move tokens is refused at token 2,001, not after reading them all (agreement moves
    ``=?`` and ``=`` are replayed plies like the others)."""
    most = arbiter.limits.max_replay_moves
    try:
        return parse_record(text, max_moves=most)
    except engine.LimitExceeded:
        raise limit_exceeded("record", too_many_moves(most), limit="replay_moves", allowed=most) from None


def replay_record(data: Mapping[str, Any]) -> Response:
    """``POST /v1/replay`` with ``{"record": text}``: the same answer as the record's JSON move list.

    An illegal move is the same 422 ``illegal-move`` as in a move list (``ply`` 0-based, as a
    verdict's ``illegal.ply``: docs/records.md "Ply numbers"), with the token's line and column;
    ``=?`` and ``=`` are replayed as the engine's ``propose_end`` and ``accept_end`` (plies of their
    own, as in a move list)."""
    body = schema_compiler.load(_record_replay, data)
    arbiter = _arbiter()
    record = read_record(arbiter, str(body["record"]))
    variant = engine.get_variant(record.variant)
    bind_game(variant.id, variant.rules_version)
    game = record_game(record)  # the rules the record resolved when it was read
    # The start is checked as in a move-list replay: limits, the engine's invariants, the signature.
    signed = record_start(arbiter, record, game)
    provenance: Provenance = SERVICE if record.start is None or signed else CLIENT
    budget = request_deadline()
    played = play_record(record, budget, steps=True)  # played once: the answer's steps are its transitions
    illegal = played.illegal
    if illegal is not None:
        # A record's move is text (it may not even parse as a move), so the problem names it as the
        # record writes it: ``move_text`` at ``line``/``column``, and the legal moves in notation.
        message = (f"ply {illegal.ply} ({illegal.move!r} at line {illegal.line}, column {illegal.column}): "
                   f"{illegal.message}")
        raise ServiceError(422, "illegal-move", "Illegal move", message,
                           [violation(illegal.reason, "record", message)], reason=illegal.reason,
                           ply=illegal.ply, move_text=illegal.move, line=illegal.line, column=illegal.column,
                           legal_moves_text=list(illegal.legal_moves))
    check_replay_size(arbiter, played.start, played.played.plies)
    answer, outcome = replay_answer(arbiter, game, played.start, provenance, played.moves,
                                   played.played.transitions(), bool(body["include_steps"]), budget,
                                   answer_limit(arbiter, len(orjson.dumps(body))))
    if body["include_record"]:
        result = orjson.loads(answer)
        result["record"] = format_record(record)
        answer = orjson.dumps(result)
    arbiter.metrics.adjudication("replay", game.id, outcome_label(outcome))
    return json_response(answer)


def with_record(body: bytes, data: Mapping[str, Any]) -> bytes:
    """A move-list replay answer with ``record``: the same game written as a record."""
    if data.get("include_record") is not True:
        return body
    result = orjson.loads(body)
    start = data.get("start")
    rules = engine.resolve_rules(result["variant"], dict(result["options"] or {}))
    start_position = engine.position_from_json(rules, start) if start is not None else None
    moves = [engine.move_from_json(rules, dict(m)) for m in data["moves"]]
    # The start's signature travels with it (the replay verified it), so the record is judged from
    # the same start on an instance that requires signed positions (``arbiter.record_start``).
    signature = data.get("start_signature") if start is not None else None
    record = record_from_moves(result["variant"], moves, options=result["options"], start=start_position,
                               rules_version=data.get("rules_version"),
                               tags=[("StartSignature", str(signature))] if signature else [])
    result["record"] = format_record(record)
    return orjson.dumps(result)
