"""The JSON game form (``engine.record_json.record_to_json`` / ``record_from_json``): lossless both ways
for every variant's golden games, and every malformed JSON game refused with the JSON path of the
value at fault (issue 26, item 4; ``docs/records.md``, "The JSON game form")."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.errors import IllegalMove
from engine.record_json import RecordJSONError, record_from_json, record_to_json
from engine.records import (
    Record,
    format_record,
    parse_record,
    record_from_moves,
)
from tools.sample_games import golden_files, golden_game

GOLDEN = golden_files()


def golden_record(path: Path) -> Record:
    variant, options, first, moves = golden_game(path)
    return record_from_moves(variant, moves, options=options, first_player=first)


def assert_lossless(record: Record) -> dict[str, Any]:
    """record -> JSON text -> record is equal, and JSON -> record -> JSON is equal; the record text too."""
    doc = json.loads(json.dumps(record_to_json(record)))  # through JSON text, as a file holds it
    again = record_from_json(doc)
    assert again == record
    assert record_to_json(again) == doc
    text = format_record(record)
    assert record_to_json(parse_record(text)) == doc
    assert format_record(record_from_json(doc)) == text
    return doc


def test_every_variant_has_golden_games() -> None:
    assert {path.parent.name for path in GOLDEN} == set(engine.variant_ids())


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_golden_game_round_trips_with_its_players_and_tags(path: Path) -> None:
    record = golden_record(path)
    seats = len(record.rules().players)
    record = dataclasses.replace(
        record, players=tuple(f"Player \"{i}\"" for i in range(seats)), event="Accra open", date="2026.11.23",
        tags=(("Annotator", "a\\b"), ("Termination", "time")),
        comments=((0, "the usual opening"), (len(record.moves), "after the last move")))
    doc = assert_lossless(record)
    assert doc["players"] == [f"Player \"{i}\"" for i in range(seats)]
    assert doc["tags"] == {"Event": "Accra open", "Date": "2026.11.23", "Annotator": "a\\b", "Termination": "time"}
    assert len(doc["moves"]) == len(record.moves)


_TEXT = st.text(st.characters(blacklist_categories=("Cc", "Cs")), max_size=30)
_COMMENT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="}"), max_size=40).map(str.strip)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(path=st.sampled_from(GOLDEN), names=st.lists(_TEXT, min_size=4, max_size=4), event=_TEXT, site=_TEXT,
       round_=_TEXT, result=st.sampled_from(["*", "1-0", "0-1", "1/2-1/2"]), comment=_COMMENT, where=st.integers(0, 10**6),
       cut=st.integers(0, 10**6), rules_version=st.booleans(), tag=_TEXT, from_middle=st.booleans())
def test_any_golden_game_with_any_tags_round_trips(path: Path, names: list[str], event: str, site: str, round_: str,
                                                   result: str, comment: str, where: int, cut: int,
                                                   rules_version: bool, tag: str, from_middle: bool) -> None:
    variant, options, first, moves = golden_game(path)
    rules = engine.resolve_rules(variant, options)
    seats = len(rules.players)
    cut %= len(moves) + 1
    start = None
    if from_middle:  # a record that starts from a set-up position (its Start tag)
        start = engine.replay(rules, engine.new_game(rules, first), moves[:cut])[-1].position if cut else None
        moves = moves[cut:]
    if result != "*" and seats != 2:
        result = "-".join("1" if i == 0 else "0" for i in range(seats))
    record = record_from_moves(variant, moves, options=options, start=start,
                               first_player=first if start is None else None,
                               rules_version=engine.get_variant(variant).rules_version if rules_version else None,
                               players=names[:seats], result=result, event=event, site=site, round=round_,
                               tags=(("Annotator", tag),))
    record = dataclasses.replace(record, comments=((where % (len(moves) + 1), comment),))
    assert_lossless(record)


def test_first_player_stays_a_first_player() -> None:
    record = parse_record('[Variant "oware"]\n[FirstPlayer "North"]\n\n1. c C *\n')
    doc = assert_lossless(record)
    assert doc["first_player"] == 1 and "start" not in doc
    explicit = parse_record('[Variant "kalah"]\n[FirstPlayer "South"]\n\n1. 3 *\n')
    assert assert_lossless(explicit)["first_player"] == 0


def test_an_illegal_record_has_no_json_form_and_says_where() -> None:
    record = parse_record('[Variant "oware"]\n\n1. C c 2. C *\n')
    with pytest.raises(IllegalMove) as info:
        record_to_json(record)
    assert info.value.message == "line 3, column 11: ply 2 ('C'): pit 2 of seat 0 is empty"


OWARE = {"variant": "oware", "moves": [{"pit": 2}]}


@pytest.mark.parametrize(("doc", "path", "reason"), [
    ({"moves": [1]}, "$", "a game needs variant"),
    ([1, 2], "$", "a game is a JSON object with variant and moves"),
    ({"variant": "oware"}, "$", "a game needs moves"),
    ({"variant": "oware", "moves": [1]}, "$.moves[0]", "must be an object"),
    ({"variant": "oware", "moves": {"pit": 2}}, "$.moves", "must be a list of moves"),
    ({"variant": "oware", "moves": [{"pit": 2}, {"pit": 2}, {"pit": 2}]}, "$.moves[2]", "pit 2 of seat 0 is empty"),
    ({"variant": "chess", "moves": []}, "$.variant", None),
    ({"variant": 7, "moves": []}, "$.variant", "must be a string"),
    ({**OWARE, "rules_version": "9.9.9"}, "$.rules_version", None),
    ({**OWARE, "options": {"grand_slam": "sometimes"}}, "$.options", None),
    ({**OWARE, "options": []}, "$.options", "must be a JSON object"),
    ({**OWARE, "start": {"pits": [[1]]}}, "$.start", None),
    ({**OWARE, "first_player": 2}, "$.first_player", "must be a seat of this game: one of [0, 1]"),
    ({**OWARE, "first_player": True}, "$.first_player", "must be a seat of this game: one of [0, 1]"),
    ({**OWARE, "players": ["Kofi"]}, "$.players", "must list one name per seat (2: South, North)"),
    ({**OWARE, "players": ["Kofi", None]}, "$.players[1]", "must be a string"),
    ({**OWARE, "players": ["Kofi", "A\nB"]}, "$.players[1]", "holds a line break (a record's tag value cannot)"),
    ({**OWARE, "result": "2-0"}, "$.result", None),
    ({**OWARE, "result": "1-0-0"}, "$.result", "this game has 2 players: give one share each"),
    ({**OWARE, "tags": {"Variant": "kalah"}}, "$.tags.Variant", "given by the member variant, not as a tag"),
    ({**OWARE, "tags": {"North": "Ama"}}, "$.tags.North", None),
    ({**OWARE, "tags": {"two words": "x"}}, "$.tags.two words", None),
    ({**OWARE, "tags": {"Event": 3}}, "$.tags.Event", "must be a string"),
    ({**OWARE, "tags": ["Event"]}, "$.tags", None),
    ({**OWARE, "comments": [{"before": 5, "text": "x"}]}, "$.comments[0].before", "must be a move index from 0 to 1"),
    ({**OWARE, "comments": [{"before": 0, "text": "a } b"}]}, "$.comments[0].text", None),
    ({**OWARE, "comments": [{"text": "x"}]}, "$.comments[0]", None),
    ({**OWARE, "tag": {}}, "$.tag", None),
])
def test_a_malformed_json_game_says_where(doc: object, path: str, reason: str | None) -> None:
    with pytest.raises(RecordJSONError) as info:
        record_from_json(doc)
    assert info.value.path == path
    if reason is not None:
        assert info.value.reason == reason
    assert info.value.message.startswith(f"{path}: ") and "\n" not in info.value.message
