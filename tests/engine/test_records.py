"""Game records (docs/records.md): notation of every variant, round trips, errors with line and column."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.errors import RecordSyntaxError
from engine.notation import RecordMove, notation_of
from engine.records import (
    Record,
    format_record,
    parse_record,
    parse_records,
    record_from_moves,
    result_token,
)
from engine.rules import Direction
from tools.sample_games import golden_files, golden_game, random_game, random_record

OWARE = """[Event "Accra open"]
[Site "Accra"]
[Date "2026.11.23"]
[Round "3"]
[South "Kofi"]
[North "Ama"]
[Result "*"]
[Variant "oware"]
[RulesVersion "1.0.0"]
[Options "{}"]

1. C {the usual opening} c 2. F ; a line comment
a *
"""


def test_oware_pits_are_letters_the_case_names_the_mover() -> None:
    record = parse_record(OWARE)
    assert record.variant == "oware"
    assert record.players == ("Kofi", "Ama")
    assert (record.event, record.site, record.date, record.round) == ("Accra open", "Accra", "2026.11.23", "3")
    assert record.moves == (RecordMove("sow", 2, 0), RecordMove("sow", 2, 1), RecordMove("sow", 5, 0),
                            RecordMove("sow", 0, 1))
    assert record.comments == ((1, "the usual opening"),)
    # engine README: South's pit 2 opens 4 4 0 5 5 5 | 5 4 4 4 4 4
    rules = record.rules()
    step = engine.apply_move(rules, engine.new_game(rules), record.moves[0].to_move(0, 2))
    assert engine.position_text(step.position) == "0: 4 4 0 5 5 5 [0] | 1: 5 4 4 4 4 4 [0] | to_move 1 | ply 1 | playing"


def test_tokens_know_where_they_stand() -> None:
    moves = parse_record(OWARE).moves
    assert [(m.line, m.column) for m in moves] == [(12, 4), (12, 26), (12, 31), (13, 1)]


@pytest.mark.parametrize("variant", engine.variant_ids())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_of_seeded_games(variant: str, seed: int) -> None:
    """parse(format(game)) == game, and formatting is stable (format(parse(text)) == text)."""
    record = random_record(variant, seed, first=seed - 1, players=("Ann", "Bo", "Cy", "Di")[: 4],
                           event="Seeded \"quoted\" event", tags=(("Annotator", "a\\b"),))
    record = Record(**{**record.__dict__,  # type: ignore[arg-type]
                       "players": record.players[: len(record.rules().players)] if len(record.players) else (),
                       "comments": ((0, "before the first move"), (len(record.moves), "after the last"))})
    text = format_record(record)
    assert parse_record(text) == record
    assert format_record(parse_record(text)) == text
    assert max(len(line) for line in text.splitlines() if not line.startswith("[")) <= 79


@pytest.mark.parametrize("path", golden_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_round_trip_of_every_golden_playthrough(path: object) -> None:
    variant, options, first, moves = golden_game(path)  # type: ignore[arg-type]
    record = record_from_moves(variant, moves, options=options, first_player=first)
    assert parse_record(format_record(record)) == record
    verdict = engine.adjudicate_record(record)
    assert verdict.status in ("valid", "unfinished") and verdict.plies == len(moves)


def test_notation_of_each_family() -> None:
    # each game's module declares the notation its records are written in (Variant.notation)
    assert {v: notation_of(engine.resolve_rules(v)) for v in engine.variant_ids()} == {
        v: engine.get_variant(v).notation for v in engine.variant_ids()}


def _text(variant: str, moves: str, *, result: str = "*", extra: str = "") -> str:
    return f'[Variant "{variant}"]\n[Result "{result}"]\n{extra}\n{moves} {result}\n'


def test_kalah_numbers_pits_from_one() -> None:
    record = parse_record(_text("kalah", "1. 3 6 2. 1"))
    assert [m.pit for m in record.moves] == [2, 5, 0]
    assert all(m.seat is None for m in record.moves)


def test_giuthi_needs_a_direction_mark_and_writes_arrangements() -> None:
    start = {"pits": [[0] * 6, [0] * 6], "stores": [14, 58], "to_move": 0, "round": 2, "round_starter": 1,
             "phase": "arrange"}
    text = _text("giuthi", "1. arrange:5-1-1-7 1> 2. 4<", extra=f'[Start "{json.dumps(start).replace(chr(34), chr(92) + chr(34))}"]')
    record = parse_record(text)
    assert record.moves[0] == RecordMove("arrange", seeds=(5, 1, 1, 7))
    assert record.moves[1] == RecordMove("sow", 0, direction=Direction.CCW)
    assert record.moves[2] == RecordMove("sow", 3, direction=Direction.CW)
    verdict = engine.adjudicate_record(record)
    assert verdict.plies == 3 and verdict.status == "unfinished"
    with pytest.raises(RecordSyntaxError) as info:
        parse_record(_text("giuthi", "1. 3"))
    assert info.value.reason.startswith("this game needs a direction mark")
    assert (info.value.line, info.value.column, info.value.token) == (4, 4, "3")


def test_bao_front_and_back_rows() -> None:
    record = parse_record(_text("bao-kujifunza", "1. F1> b"[:-2] + " B8<"))
    assert [(m.pit, m.direction) for m in record.moves] == [(0, Direction.CCW), (15, Direction.CW)]


def test_nam_nam_hollows_and_pits_across() -> None:
    variant, options, first, moves = golden_game(
        next(p for p in golden_files() if p.parent.name == "nam-nam" and p.stem == "complete-game"))
    text = format_record(record_from_moves(variant, moves, options=options, first_player=first))
    assert "hollows:3" in text  # golden ply 12: "choose 2" (hollow 2 of the loser's row, from 0)
    assert "'" in text  # golden "1:2": a hollow owned on the opponent's row
    record = parse_record(text)
    across = next(m for m in record.moves if m.across)
    assert across.to_move(0, 2) == engine.Move(across.pit, side=1)


def test_agreement_tokens_are_the_engines_agreement_moves() -> None:
    record = parse_record(_text("oware", "1. C c 2. =? F =", result="0-1"))
    assert [m.kind for m in record.moves[2:]] == ["propose_end", "sow", "accept_end"]
    assert [m.to_move(0, 2).kind for m in record.moves[2:]] == [
        engine.MoveKind.PROPOSE_END, engine.MoveKind.SOW, engine.MoveKind.ACCEPT_END]
    declined = engine.adjudicate_record(parse_record(_text("oware", "1. C c 2. =? F b")))
    assert (declined.status, declined.plies, declined.ending) == ("unfinished", 5, None)


@pytest.mark.parametrize("variant", ["oware", "kalah", "owari", "mancala-hybrid", "multiplayer", "giuthi"])
@pytest.mark.parametrize("seed", [2000, 2001, 2002, 2003])
def test_round_trip_of_games_with_agreement_moves(variant: str, seed: int) -> None:
    """Games that play propose_end/accept_end (some end by agreement, some decline) round-trip, and
    the verdict replays every agreement move: its plies are the engine's."""
    record = random_record(variant, seed, first=seed % 2, agreement=0.1, max_plies=300)
    text = format_record(record)
    assert parse_record(text) == record
    assert format_record(parse_record(text)) == text
    verdict = engine.adjudicate_record(parse_record(text))
    assert verdict.plies == len(record.moves)
    assert verdict.result == record.result


def test_an_offer_takes_the_number_of_the_turn_it_is_made_in() -> None:
    rules = engine.resolve_rules("oware", {})
    propose, accept = engine.Move(kind=engine.MoveKind.PROPOSE_END), engine.Move(kind=engine.MoveKind.ACCEPT_END)
    record = record_from_moves("oware", [propose, engine.Move(2), accept])
    assert format_record(record).splitlines()[-1] == "1. =? C = 0-1"
    record = record_from_moves("oware", [engine.Move(2), engine.Move(2), propose, engine.Move(5), accept])
    assert format_record(record).splitlines()[-1] == "1. C c 2. =? F = 0-1"
    assert rules.agreed_end


def test_result_tokens_for_any_number_of_seats() -> None:
    assert result_token((0,), (0, 1)) == "1-0"
    assert result_token((1,), (0, 1)) == "0-1"
    assert result_token((0, 1), (0, 1)) == "1/2-1/2"
    assert result_token((2,), (0, 1, 2)) == "0-0-1"
    assert result_token((0, 3), (0, 1, 2, 3)) == "1/2-0-0-1/2"


@pytest.mark.parametrize(("text", "line", "column", "token", "reason"), [
    ('[Variant "oware"]\n[Result "*"]\n\n1. C 7 *\n', 4, 6, "7", "not a move"),
    ('[Variant "oware"]\n[Result "*"]\n\n1. C x *\n', 4, 6, "x", "there is no such pit"),  # letters run to z
    ('[Variant "oware"]\n[Result "*"]\n\n1. C G *\n', 4, 6, "G", "there is no such pit"),
    ('[Variant "oware"]\n[Result "*"\n\n1. C *\n', 2, 1, '[Result "*"', "a tag pair looks like"),
    ('[Variant "chess"]\n\n1. e4 *\n', 1, 1, "chess", "Variant: 'chess' is not one of"),
    ('[Variant "oware"]\n[Options "{\\"grand_slam\\": \\"sometimes\\"}"]\n\n1. C *\n', 2, 1, None, "Options:"),
    ('[Variant "oware"]\n[RulesVersion "0.9"]\n\n*\n', 2, 1, "0.9", "RulesVersion: only '1.0.0' is available"),
    ('[Variant "oware"]\n[Result "1-0"]\n\n1. C 0-1\n', 4, 6, "0-1", "the move text ends with 0-1"),
    ('[Variant "oware"]\n[Result "1-0-0"]\n\n1. C\n', 2, 1, "1-0-0", "this game has 2 players"),
    ('[Variant "oware"]\n\n1. C {never closed\n', 3, 6, "{", "a comment opened with { is never closed"),
    ('[Variant "oware"]\n\n1. C * c\n', 3, 8, "c", "nothing may follow the result"),
    ('[Result "*"]\n\n1. C *\n', 3, 1, None, "the Variant tag is required"),
    ('[Variant "oware"]\n[Variant "kalah"]\n', 2, 1, "Variant", "the tag Variant is given twice"),
    ('[Variant "kalah"]\n[Result "*"]\n\n1. 3> *\n', 4, 4, "3>", "this game sows in one direction only"),
    ('[Variant "kalah"]\n[West "Al"]\n\n*\n', 2, 1, None, None),
    ('[Variant "oware"]\n[Seat3 "Al"]\n\n*\n', 2, 1, "Seat3", "Seat3 is not a seat of this game"),
    ('[Variant "oware"]\n[FirstPlayer "East"]\n\n*\n', 2, 1, "East", "FirstPlayer names a seat"),
    (('[Variant "oware"]\n[Start "{\\"pits\\": [[4,4,4,4,4,4],[4,4,4,4,4,4]], \\"stores\\": [0,1], \\"to_move\\": 0}"]\n'
     '\n*\n'), 2, 1, None, "Start: holds 49 seeds; this game has 48"),
])
def test_malformed_records_name_line_column_and_token(text: str, line: int, column: int, token: str | None,
                                                      reason: str | None) -> None:
    if reason is None:  # an unknown tag is kept, not refused (PGN: readers keep the tags they do not know)
        assert parse_record(text).tags == (("West", "Al"),)
        return
    with pytest.raises(RecordSyntaxError) as info:
        parse_record(text)
    error = info.value
    assert (error.line, error.column) == (line, column)
    if token is not None:
        assert error.token == token
    assert error.reason.startswith(reason), error.reason
    assert error.code == "malformed-record"
    assert error.to_dict()["line"] == line


def test_a_file_of_several_records_keeps_line_numbers() -> None:
    bad = '[Variant "oware"]\n[Result "*"]\n\n1. C Z *\n'
    found = parse_records(OWARE + "\n" + bad + "\n" + OWARE)
    assert isinstance(found[0], Record) and isinstance(found[2], Record)
    error = found[1]
    assert isinstance(error, RecordSyntaxError)
    assert (error.line, error.column, error.token) == (14 + 4, 6, "Z")


def test_first_player_tag_and_start_tag() -> None:
    record = random_record("oware", 5, first=1, max_plies=6)
    assert record.first_player == 1
    assert '[FirstPlayer "North"]' in format_record(record)
    assert record.moves[0].seat == 1  # North opens: a lowercase letter
    rules, start, moves = random_game("kalah", 7, max_plies=10)
    middle = engine.replay(rules, start, moves[:5])[-1].position
    later = record_from_moves("kalah", moves[5:], start=middle)
    assert later.start == engine.position_to_json(middle)
    assert parse_record(format_record(later)) == later
    assert engine.adjudicate_record(later).plies == len(moves) - 5


_TAG_TEXT = st.text(st.characters(blacklist_categories=("Cc", "Cs")), max_size=30)
_COMMENT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="}"), max_size=40).map(str.strip)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(variant=st.sampled_from(engine.variant_ids()), seed=st.integers(0, 10_000), event=_TAG_TEXT, site=_TAG_TEXT,
       names=st.lists(_TAG_TEXT, min_size=4, max_size=4), comment=_COMMENT, where=st.integers(0, 1000),
       plies=st.integers(0, 60))
def test_round_trip_of_any_tags_and_comments(variant: str, seed: int, event: str, site: str, names: list[str],
                                             comment: str, where: int, plies: int) -> None:
    record = random_record(variant, seed, max_plies=plies)
    seats = len(record.rules().players)
    record = Record(**{**record.__dict__, "event": event, "site": site,  # type: ignore[arg-type]
                       "players": tuple(names[:seats]), "tags": (("Annotator", names[0]),),
                       "comments": ((where % (len(record.moves) + 1), comment),)})
    assert parse_record(format_record(record)) == record


def test_a_tag_value_cannot_hold_a_line_break() -> None:
    record = Record(variant="oware", event="two\nlines")
    with pytest.raises(ValueError):
        format_record(record)


# --- rows of more than 9 pits (docs/records.md, "Move text") --------------------------------------


def test_two_digit_pit_numbers_on_long_rows() -> None:
    # En Gehé's 2×40 rows are numbered 1-40 from the mover's left, each number its own token.
    record = parse_record(_text("en-gehe", "1. 40 37 2. 12 1"))
    assert [m.pit for m in record.moves] == [39, 36, 11, 0]
    assert engine.adjudicate_record(record).status == "unfinished"
    with pytest.raises(RecordSyntaxError) as info:
        parse_record(_text("en-gehe", "1. 41"))
    assert info.value.reason == "there is no such pit on a board of 40 pits per player"
    assert format_record(record).splitlines()[-1] == "1. 40 37 2. 12 1 *"


def test_letters_run_on_along_the_alphabet_to_z_and_longer_rows_are_numbered() -> None:
    # Endodoi's 2×10: A-J / a-j; on 2×20, T / t name the 20th pit; past 26 pits, numbers.
    ten = parse_record(_text("endodoi", "1. J a 2. A j"))
    assert [(m.pit, m.seat) for m in ten.moves] == [(9, 0), (0, 1), (0, 0), (9, 1)]
    with pytest.raises(RecordSyntaxError) as info:
        parse_record(_text("endodoi", "1. K"))
    assert info.value.reason == "there is no such pit on a board of 10 pits per player"
    with pytest.raises(RecordSyntaxError) as info:
        parse_record(_text("endodoi", "1. 3"))
    assert info.value.reason == "not a move: this game names pits A-J for South and a-j for North"
    assert notation_of(engine.resolve_rules("endodoi", {"pits_per_side": 26})) == "letters"
    assert notation_of(engine.resolve_rules("endodoi", {"pits_per_side": 27})) == "numbers"
    twenty = '[Options "{\\"pits_per_side\\":20}"]'
    assert [m.pit for m in parse_record(_text("endodoi", "1. T t", extra=twenty)).moves] == [19, 19]


def test_bao_tokens_with_two_digit_columns() -> None:
    options = '[Options "{\\"pits_per_side\\":12}"]'
    record = parse_record(_text("bao-kujifunza", "1. F12> B10<", extra=options))
    assert [(m.pit, m.direction) for m in record.moves] == [(11, Direction.CCW), (21, Direction.CW)]
    with pytest.raises(RecordSyntaxError) as info:
        parse_record(_text("bao-kujifunza", "1. F13>", extra=options))
    assert info.value.reason == "a row has 12 pits"


@pytest.mark.parametrize(("variant", "options"), [("en-gehe", {}), ("en-gehe", {"pits_per_side": 50}),
                                                  ("endodoi", {"pits_per_side": 26}),
                                                  ("bao-kujifunza", {"pits_per_side": 12})])
def test_round_trip_of_games_on_long_rows(variant: str, options: dict[str, int]) -> None:
    record = random_record(variant, 5, options=options, max_plies=60)
    text = format_record(record)
    assert parse_record(text) == record and format_record(parse_record(text)) == text
    assert engine.adjudicate_record(record).status in ("valid", "unfinished")
