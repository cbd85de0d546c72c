"""The JSON game form of a record (``docs/records.md``, "JSON"): ``record_to_json`` and its inverse
``record_from_json``. Apart from ``engine.records`` (the text form) because writing a record's moves
as the engine plays them needs the record played (``engine.verdicts.play_record``)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.catalogue import get_variant, resolve_rules
from engine.decoding import move_from_json, position_from_json
from engine.encoding import move_to_json
from engine.errors import IllegalMove, RecordSyntaxError, RulesError, Violation
from engine.game import new_game, replay
from engine.notation import RecordMove, notation_of
from engine.position import Move, Position
from engine.records import STRUCTURAL_TAGS, Record, check_result, seat_names
from engine.verdicts import play_record

# ---------------------------------------------------------------- the JSON game form

__all__ = ["GAME_JSON_FIELDS", "RecordJSONError", "record_from_json", "record_to_json"]

GAME_JSON_FIELDS = ("variant", "rules_version", "options", "start", "first_player", "moves", "players", "result",
                    "tags", "comments")
"""The members of the JSON game form, in the order ``record_to_json`` writes them (``docs/records.md``)."""
_ROSTER_DEFAULTS = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?"}
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,39}")
_SEAT_TAG = re.compile(r"South|North|Seat[0-9]+")


class RecordJSONError(RulesError):
    """A JSON game that cannot be read: ``path`` (``$.moves[3]``) locates the value, ``reason`` says why."""

    code = "malformed-record"

    def __init__(self, path: str, reason: str, *, cause: str | None = None) -> None:
        self.path = path
        self.reason = reason
        self.cause = cause
        super().__init__(f"{path}: {reason}", [Violation(cause or "malformed-record", path, reason)])


def _engine_reason(exc: RulesError) -> str:
    return "; ".join(v.message for v in exc.violations) or exc.message


def record_to_json(record: Record) -> dict[str, Any]:
    """The JSON game form of ``record``: everything it holds, so ``record_from_json`` gives it back equal.

    ``variant``, ``rules_version``, ``options``, ``start`` and ``moves`` are those of a JSON move
    list (``POST /v1/replay``), the moves as the engine's move objects; ``first_player`` (a seat),
    ``players``, ``result``, ``tags`` (``Event``, ``Site``, ``Date``, ``Round`` when known, then
    every other tag in order) and ``comments`` (``{"before": i, "text": ...}``) keep the rest.
    ``rules_version``, ``start``, ``first_player``, ``tags`` and ``comments`` are left out when the
    record has none. Raises the engine's ``IllegalMove`` (with the move's line and column) when a
    move is illegal: the moves are written as the engine plays them, which an illegal one is not.
    """
    played = play_record(record)
    moves, illegal = played.moves, played.illegal
    if illegal is not None:
        raise IllegalMove(illegal.reason, f"line {illegal.line}, column {illegal.column}: ply {illegal.ply} "
                                          f"({illegal.move!r}): {illegal.message}", ply=illegal.ply)
    doc: dict[str, Any] = {"variant": record.variant}
    if record.rules_version is not None:
        doc["rules_version"] = record.rules_version
    doc["options"] = dict(record.options)
    if record.start is not None:
        doc["start"] = dict(record.start)
    if record.first_player is not None:
        doc["first_player"] = record.first_player
    doc["moves"] = [move_to_json(m) for m in moves]
    doc["players"] = list(record.players)
    doc["result"] = record.result
    roster = {"Event": record.event, "Site": record.site, "Date": record.date, "Round": record.round}
    tags = {k: v for k, v in roster.items() if v != _ROSTER_DEFAULTS[k]}
    tags.update(record.tags)
    if tags:
        doc["tags"] = tags
    if record.comments:
        doc["comments"] = [{"before": index, "text": text} for index, text in record.comments]
    return doc


def record_from_json(doc: object) -> Record:
    """The record a JSON game form describes (``record_to_json``'s inverse); ``RecordJSONError``
    names the JSON path of the first value that is wrong (``$.moves[3]``) and why.

    Only ``variant`` and ``moves`` are required; ``players`` default to ``?``, ``result`` to ``*``.
    The moves are played (the record of an illegal game cannot be written in its notation).
    """
    if not isinstance(doc, Mapping):
        raise RecordJSONError("$", "a game is a JSON object with variant and moves")
    unknown = [k for k in doc if k not in GAME_JSON_FIELDS]
    if unknown:
        raise RecordJSONError(f"$.{unknown[0]}", f"not a member of a game (members: {', '.join(GAME_JSON_FIELDS)})")
    if "variant" not in doc or "moves" not in doc:
        raise RecordJSONError("$", f"a game needs {'variant' if 'variant' not in doc else 'moves'}")

    def text(name: str, value: object) -> str:
        if not isinstance(value, str):
            raise RecordJSONError(name, "must be a string")
        if "\n" in value or "\r" in value:
            raise RecordJSONError(name, "holds a line break (a record's tag value cannot)")
        return value

    variant_name = text("$.variant", doc["variant"])
    rules_version = text("$.rules_version", doc["rules_version"]) if doc.get("rules_version") is not None else None
    options = doc.get("options", {})
    if not isinstance(options, Mapping):
        raise RecordJSONError("$.options", "must be a JSON object")
    try:
        variant = get_variant(variant_name)
    except RulesError as exc:
        raise RecordJSONError("$.variant", _engine_reason(exc), cause=exc.code) from None
    try:
        rules = resolve_rules(variant.id, dict(options), rules_version=rules_version)
    except RulesError as exc:
        where = "$.rules_version" if exc.code == "unknown-rules-version" else "$.options"
        raise RecordJSONError(where, _engine_reason(exc), cause=exc.code) from None

    start_data = doc.get("start")
    begin: Position
    if start_data is not None:
        if not isinstance(start_data, Mapping):
            raise RecordJSONError("$.start", "must be the JSON form of a position")
        try:
            begin = position_from_json(rules, dict(start_data))
        except RulesError as exc:
            raise RecordJSONError("$.start", _engine_reason(exc), cause=exc.code) from None
    first_player = doc.get("first_player")
    if first_player is not None:
        if start_data is not None:
            raise RecordJSONError("$.first_player", "first_player and start cannot both be given "
                                                    "(start names the player to move)")
        if type(first_player) is not int or first_player not in rules.players:
            raise RecordJSONError("$.first_player", f"must be a seat of this game: one of {list(rules.players)}")
    if start_data is None:
        begin = new_game(rules, rules.players[0] if first_player is None else first_player)

    moves_data = doc["moves"]
    if not isinstance(moves_data, list):
        raise RecordJSONError("$.moves", "must be a list of moves")
    moves: list[Move] = []
    for index, data in enumerate(moves_data):
        try:
            moves.append(move_from_json(rules, data))
        except RulesError as exc:
            raise RecordJSONError(f"$.moves[{index}]", _engine_reason(exc), cause=exc.code) from None
    try:
        steps = replay(rules, begin, moves)
    except IllegalMove as exc:
        at = exc.ply if exc.ply is not None else len(moves) - 1
        raise RecordJSONError(f"$.moves[{at}]", exc.message.removeprefix(f"ply {exc.ply}: "),
                              cause=exc.reason) from None
    except RulesError as exc:
        raise RecordJSONError("$.moves", _engine_reason(exc), cause=exc.code) from None
    notation = notation_of(rules)
    movers = ([begin.to_move] + [s.position.to_move for s in steps[:-1]])[: len(moves)]
    recorded = tuple(RecordMove.from_move(m, mover, notation) for m, mover in zip(moves, movers, strict=True))

    names = seat_names(rules)
    players_data = doc.get("players")
    players = tuple("?" for _ in rules.players)
    if players_data is not None:
        if not isinstance(players_data, list) or len(players_data) != len(rules.players):
            raise RecordJSONError("$.players", f"must list one name per seat ({len(rules.players)}: "
                                               f"{', '.join(names.values())})")
        players = tuple(text(f"$.players[{i}]", name) for i, name in enumerate(players_data))
    result = text("$.result", doc["result"]) if doc.get("result") is not None else "*"
    try:
        check_result(result, rules, 0, 0)
    except RecordSyntaxError as exc:
        raise RecordJSONError("$.result", exc.reason) from None

    tags_data = doc.get("tags", {})
    if not isinstance(tags_data, Mapping):
        raise RecordJSONError("$.tags", "must be a JSON object of tag names and values")
    roster = dict(_ROSTER_DEFAULTS)
    extra: list[tuple[str, str]] = []
    for name, value in tags_data.items():
        path = f"$.tags.{name}"
        if not _TAG_NAME.fullmatch(name):
            raise RecordJSONError(path, "a tag name is a word: a letter, then letters, digits or _ (40 at most)")
        if name in STRUCTURAL_TAGS and name not in roster:
            member = {"Variant": "variant", "RulesVersion": "rules_version", "Options": "options", "Start": "start",
                      "FirstPlayer": "first_player", "Result": "result"}[name]
            raise RecordJSONError(path, f"given by the member {member}, not as a tag")
        if _SEAT_TAG.fullmatch(name):
            raise RecordJSONError(path, "the players are given by the member players, in seat order")
        if name in roster:
            roster[name] = text(path, value)
        else:
            extra.append((name, text(path, value)))

    comments_data = doc.get("comments", [])
    if not isinstance(comments_data, list):
        raise RecordJSONError("$.comments", "must be a list of {\"before\": move index, \"text\": ...}")
    comments: list[tuple[int, str]] = []
    for i, item in enumerate(comments_data):
        path = f"$.comments[{i}]"
        if not isinstance(item, Mapping) or set(item) != {"before", "text"}:
            raise RecordJSONError(path, "a comment is {\"before\": move index, \"text\": ...}")
        before, note = item["before"], item["text"]
        if type(before) is not int or not 0 <= before <= len(moves):
            raise RecordJSONError(f"{path}.before", f"must be a move index from 0 to {len(moves)}")
        if not isinstance(note, str):
            raise RecordJSONError(f"{path}.text", "must be a string")
        if "}" in note or note != note.strip():
            raise RecordJSONError(f"{path}.text", "a comment holds no } and no blanks at its ends")
        comments.append((before, note))
    comments.sort(key=lambda c: c[0])  # where the text form puts them (stable within one move)

    return Record(
        variant=variant.id, moves=recorded, options=dict(options), rules_version=rules_version, players=players,
        result=result, event=roster["Event"], site=roster["Site"], date=roster["Date"], round=roster["Round"],
        start=dict(start_data) if start_data is not None else None, first_player=first_player, tags=tuple(extra),
        comments=tuple(comments),
    )
