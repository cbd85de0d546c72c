"""The ``/v1`` endpoints. Each view: validate the body, make one call of ``service/arbiter.py``, serialize."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import orjson
from flask import Blueprint, Response, current_app, request
from marshmallow import Schema

import engine
from engine.budget import Budget

from . import chain, jws, schema_compiler, schemas
from .arbiter import (
    Arbiter,
    Game,
    Replayed,
    cached_replay,
    count_move,
    etag,
    legal_moves_answer,
    new_game_answer,
    play,
    precheck,
    rendered,
    replay_moves,
    resolve,
    variant_document,
    variant_list,
)
from .deadline import request_deadline
from .http import HANDOVER, Handover, bind_game, json_response, load_json
from .records import replay_record, with_record
from .verdict_signer import signer

bp = Blueprint("api", __name__, url_prefix="/v1")

_new_game = schemas.NewGameRequest()
_position = schemas.PositionRequest()
_move = schemas.MoveRequest()
_replay = schemas.ReplayRequest()
_variant_filter = schemas.VariantFilter()


def _arbiter() -> Arbiter:
    return cast(Arbiter, current_app.extensions["arbiter"])


def _resolve(body: dict[str, object], seats: int | None = None,
             bind: Callable[[str, str], None] = bind_game) -> Game:
    """The game of ``body``, told to ``bind(variant, rules_version)`` once the variant is known."""
    variant = engine.get_variant(body["variant"])
    bind(variant.id, variant.rules_version)
    return resolve(variant, body, seats)


def _cacheable(body: bytes, max_age: int) -> Response:
    response = json_response(body)
    response.set_etag(etag(body))
    response.cache_control.public = True
    response.cache_control.max_age = max_age
    response.make_conditional(request)  # in place: 304 and an empty body when the ETag matches
    return response


@bp.get("/variants")
def list_variants() -> Response:
    arbiter = _arbiter()
    if not request.args:
        body = rendered(arbiter, "", variant_list)
        return _cacheable(body, arbiter.variant_max_age)
    # a repeated parameter is refused, not read as its first value (marshmallow: ValidationError -> 400)
    repeated = {name: ["Give this filter once."] for name, values in request.args.lists() if len(values) > 1}
    if repeated:
        raise schemas.ValidationError(repeated)
    filters = _variant_filter.load(request.args.to_dict())
    return _cacheable(orjson.dumps(variant_list(filters)), arbiter.variant_max_age)


@bp.get("/variants/<variant_id>")
def get_variant(variant_id: str) -> Response:
    arbiter = _arbiter()
    variant = engine.get_variant(variant_id)
    bind_game(variant.id, variant.rules_version)
    body = rendered(arbiter, variant.id, lambda: variant_document(arbiter, variant))
    return _cacheable(body, arbiter.variant_max_age)


@bp.post("/games")
def new_game() -> Response:
    body = _checked_body(_new_game)
    game = _resolve(body, body.get("seats"))
    answer = new_game_answer(_arbiter(), game, body.get("first_player", 0))
    return json_response(chain.attach_to_new_game(signer(), answer, body.get("game_id")), 201)


def _checked_body(schema: Schema, *positions: str) -> dict[str, Any]:
    """The body, its sizes checked before validation (``precheck``), then validated."""
    data = load_json()
    precheck(_arbiter(), data, *positions)
    return schema_compiler.load(schema, data)


@bp.post("/moves")
def make_move() -> Response:
    handover: Handover | None = request.environ.get(HANDOVER)
    if handover is not None:  # the fast lane (service/fastlane.py) answered it already, or failed
        if handover.game is not None:
            bind_game(*handover.game)
        if handover.error is not None:
            raise handover.error
        return json_response(handover.payload)
    return json_response(answer_move(_arbiter(), signer(), load_json(), bind_game))


def answer_move(arbiter: Arbiter, signer: jws.VerdictSigner, data: object, bind: Callable[[str, str], None]) -> bytes:
    """``POST /v1/moves`` from its parsed body to the bytes of its answer, for the view above and
    for the fast lane alike. ``bind(variant, rules_version)`` is told the game once it is known."""
    precheck(arbiter, data, "position")
    body = schema_compiler.load(_move, data)
    game = _resolve(body, None, bind)
    answer = chain.attach_to_move(signer, play(arbiter, game, body), body, game.rules)
    count_move(arbiter, answer)
    return orjson.dumps(answer, option=orjson.OPT_NON_STR_KEYS)


@bp.post("/legal-moves")
def legal_moves() -> Response:
    body = _checked_body(_position, "position")
    game = _resolve(body)
    return json_response(legal_moves_answer(_arbiter(), game, body))


@bp.post("/replay")
def replay() -> Response:
    deadline = request_deadline()  # started before the body is read: parsing and validation count
    data = load_json()
    if isinstance(data, dict) and "record" in data:  # a game record (text) instead of a move list
        return replay_record(data)
    arbiter = _arbiter()
    result = cached_replay(arbiter, data, lambda: _fresh_replay(arbiter, data, deadline))
    bind_game(result.variant, result.rules_version)
    return json_response(with_record(result.body, data))


def _fresh_replay(arbiter: Arbiter, data: object, deadline: Budget) -> Replayed:
    precheck(arbiter, data, "start")
    body = schema_compiler.load(_replay, data)
    return replay_moves(arbiter, _resolve(body), body, deadline)
