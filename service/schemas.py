"""marshmallow 4 request schemas: the runtime validators of the request bodies in ``openapi.yaml``.

They check shape only (a 400 names the fields); the engine checks meaning (a 422 names the rule).
``tests/service/test_contract.py`` regenerates JSON Schema from these classes with apispec and
diffs it against ``components.schemas`` of ``openapi.yaml``.
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate

import engine
import engine.rules
from engine import browse

SIGNATURE_PATTERN = r"^[A-Za-z0-9_-]{1,32}\.[A-Za-z0-9_-]{1,128}$"
RULES_VERSION_PATTERN = r"^[A-Za-z0-9._+-]{1,40}$"
MAX_COUNT = 1_000_000  # largest seed count / index a request may carry at all


class JSONInteger(fields.Integer):
    """A JSON Schema ``integer``: an int, or a float with no fractional part (7.0); never bool or str.

    marshmallow's ``Integer(strict=True)`` refuses 7.0 (JSON Schema accepts it) and the non-strict
    one truncates 7.5 to 7, which a rules authority must never do.
    """

    def _validated(self, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.make_error("invalid")
        if isinstance(value, float):
            if not value.is_integer():
                raise self.make_error("invalid")
            return int(value)
        return value

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        return self._validated(value)


class JSONBoolean(fields.Boolean):
    """A JSON ``boolean``: ``true`` or ``false`` only (marshmallow also takes 1, "yes", "on" ...)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


def _count(**kwargs: Any) -> JSONInteger:
    return JSONInteger(validate=validate.Range(min=0, max=MAX_COUNT), **kwargs)


class Strict(Schema):
    class Meta:
        unknown = RAISE


class OutcomeSchema(Schema):
    """Shape of a finished game's outcome; the engine checks its meaning."""

    class Meta:
        unknown = RAISE

    reason = fields.String(required=True, validate=validate.Length(min=1, max=64))
    scores = fields.List(_count(), required=True)
    winner = JSONInteger(allow_none=True, validate=validate.Range(min=0, max=MAX_COUNT))
    winners = fields.List(_count())
    draw = JSONBoolean()


class PositionSchema(Schema):
    """A position as the engine writes it. Extra keys pass through to the engine, which owns them."""

    class Meta:
        unknown = "include"

    pits = fields.List(fields.List(_count()), required=True, validate=validate.Length(min=1))
    stores = fields.List(_count(), required=True)
    to_move = _count(required=True)
    ply = _count(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["playing", "finished"]))
    outcome = fields.Nested(OutcomeSchema, allow_none=True)
    history = fields.List(fields.String(validate=validate.Length(max=128)))
    last_mover = JSONInteger(allow_none=True, validate=validate.Range(min=0, max=MAX_COUNT))


class MoveSchema(Schema):
    """A move: sow ``pit`` (the mover's own numbering), with a ``direction`` where the game asks."""

    class Meta:
        unknown = "include"

    pit = _count()
    direction = fields.String(validate=validate.OneOf(["cw", "ccw"]))
    seat = JSONInteger(validate=validate.Range(min=0, max=63))
    type = fields.String(validate=validate.Length(min=1, max=40))


class GameRequestBase(Strict):
    variant = fields.String(required=True, validate=validate.OneOf(engine.variant_ids()))
    options = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True))
    rules_version = fields.String(validate=validate.Regexp(RULES_VERSION_PATTERN))


class NewGameRequest(GameRequestBase):
    seats = JSONInteger(validate=validate.Range(min=1, max=64))
    first_player = JSONInteger(validate=validate.Range(min=0, max=63))
    game_id = fields.String(validate=validate.Regexp(r"^[A-Za-z0-9._:-]{1,64}$"))


class PositionRequest(GameRequestBase):
    position = fields.Nested(PositionSchema, required=True)
    signature = fields.String(allow_none=True, validate=validate.Regexp(SIGNATURE_PATTERN))


class MoveRequest(PositionRequest):
    move = fields.Nested(MoveSchema, required=True)
    chain = fields.String(validate=validate.Regexp(r"^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$"))


class ReplayRequest(GameRequestBase):
    start = fields.Nested(PositionSchema, allow_none=True)
    start_signature = fields.String(allow_none=True, validate=validate.Regexp(SIGNATURE_PATTERN))
    moves = fields.List(fields.Nested(MoveSchema), required=True)
    include_steps = JSONBoolean(load_default=False)
    include_record = JSONBoolean(load_default=False)


class VariantFilter(Strict):
    """``GET /v1/variants``'s query parameters (engine/browse.py): each one narrows the list."""

    region = fields.String(validate=validate.OneOf(browse.REGIONS))
    board = fields.String(validate=validate.OneOf(browse.BOARD_SHAPES))
    seats = fields.Integer(strict=False, validate=validate.Range(1, engine.rules.MAX_SEATS))
    family = fields.String(validate=validate.OneOf(browse.FAMILIES))


#: component name in openapi.yaml -> schema class
REQUEST_SCHEMAS: dict[str, type[Schema]] = {
    "Outcome": OutcomeSchema,
    "Position": PositionSchema,
    "Move": MoveSchema,
    "NewGameRequest": NewGameRequest,
    "PositionRequest": PositionRequest,
    "MoveRequest": MoveRequest,
    "ReplayRequest": ReplayRequest,
}

__all__ = ["REQUEST_SCHEMAS", "ValidationError", *REQUEST_SCHEMAS]  # noqa: PLE0604 (the request schemas' names, spelled once in REQUEST_SCHEMAS)
