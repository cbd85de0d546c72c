"""Issue 24 (items 1 and 5): errors about hostile records and options are bounded by construction,
and a record's limits are checked while it is read, in memory linear in the text.

The generator (``tests/hostile.py``) builds records from hostile parts; derandomized like every
property test here (tests/conftest.py)."""

from __future__ import annotations

import json
import tracemalloc

import pytest
from hypothesis import given, settings

import engine
from engine.errors import MAX_LISTED_VIOLATIONS, MAX_MESSAGE_CHARS, MAX_VIOLATION_CHARS, RecordSyntaxError
from engine.records import MAX_COMMENT_CHARS, MAX_COMMENTS, MAX_TAG_CHARS, MAX_TAGS, parse_record
from engine.verdicts import adjudicate_text
from tests.hostile import hostile_records

#: one verdict's JSON, whatever the record (the service's 64 KiB per entry holds it and its JWS)
VERDICT_BYTES = 24 * 1024
#: one engine error's JSON (``to_dict``)
ERROR_BYTES = 12 * 1024

def _json_size(value: object) -> int:
    return len(json.dumps(value, ensure_ascii=False).encode())


@settings(max_examples=80, deadline=None)
@given(hostile_records())
def test_a_hostile_record_gives_a_bounded_error_or_verdict(text: str) -> None:
    try:
        parse_record(text, max_moves=2000)
    except RecordSyntaxError as exc:
        error = exc.to_dict()
        assert _json_size(error) <= ERROR_BYTES
        assert len(exc.message) <= MAX_MESSAGE_CHARS and len(exc.reason) <= MAX_MESSAGE_CHARS
        assert exc.token is None or len(exc.token) <= 80
    except engine.LimitExceeded as exc:
        assert exc.limit == "replay_moves" and exc.allowed == 2000
    try:
        verdict = adjudicate_text(text, max_moves=2000).to_json()
    except engine.LimitExceeded:
        return
    assert _json_size(verdict) <= VERDICT_BYTES


def test_unknown_options_name_each_key_clipped_and_the_known_names_once() -> None:
    options = {f"unknown-{i:03d}-" + "z" * 100: 0 for i in range(200)}
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("oware", options)
    error = info.value
    assert len(error.violations) == 200
    first = error.violations[0]
    assert first.code == "unknown-option"
    assert first.message == f"unknown option 'unknown-000-{'z' * 27}\u2026'"  # 40 characters of the name
    assert all("known:" not in v.message and "active_seats" not in v.message for v in error.violations)
    assert error.message.count("agreed_end") == 1 and "and 197 more" in error.message
    assert len(error.message) <= MAX_MESSAGE_CHARS
    data = error.to_dict()
    assert len(data["violations"]) == MAX_LISTED_VIOLATIONS and data["violations_total"] == 200


def test_more_than_256_options_are_refused_unread() -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("oware", {f"k{i}": 0 for i in range(257)})
    assert [v.to_dict() for v in info.value.violations] == [
        {"code": "too-many-options", "path": "options", "message": "257 options exceed the limit of 256"}]


def test_a_long_option_value_and_variant_name_are_quoted_short() -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("oware", {"seats": "x" * 500_000})
    assert info.value.violations[0].message == f"must be an integer; got '{'x' * 27}...{'x' * 28}'"
    with pytest.raises(engine.UnknownVariant) as unknown:
        engine.get_variant("v" * 500_000)
    assert len(unknown.value.message) <= MAX_MESSAGE_CHARS
    assert all(len(v.message) <= MAX_VIOLATION_CHARS for v in unknown.value.violations)


def test_a_record_error_quotes_at_most_80_characters_of_its_token() -> None:
    with pytest.raises(RecordSyntaxError) as info:
        parse_record('[Variant "oware"]\n\n1. ' + "Q" * 250_000 + " *\n")
    assert info.value.token == "Q" * 79 + "\u2026"
    assert (info.value.line, info.value.column) == (3, 4)


def test_the_move_limit_is_checked_while_reading() -> None:
    # 2,001 moves, then a token that cannot be read: the limit is met before the text past it is read
    text = '[Variant "oware"]\n\n' + "C c " * 1000 + "C ?? *\n"
    with pytest.raises(engine.LimitExceeded) as info:
        parse_record(text, max_moves=2000)
    assert (info.value.limit, info.value.allowed, info.value.violations[0].path) == ("replay_moves", 2000, "record")
    with pytest.raises(RecordSyntaxError):  # without a limit the whole text is read
        parse_record(text)
    assert len(parse_record('[Variant "oware"]\n\n' + "C c " * 1000 + "*\n", max_moves=2000).moves) == 2000


@pytest.mark.parametrize(("text", "reason", "token"), [
    (f'[Event "{"e" * (MAX_TAG_CHARS + 1)}"]\n[Variant "oware"]\n\n*\n',
     f"the tag Event may hold at most {MAX_TAG_CHARS} characters", "Event"),
    ('[Variant "oware"]\n' + "".join(f'[T{i} "v"]\n' for i in range(MAX_TAGS)) + "\n*\n",
     f"a record may hold at most {MAX_TAGS} tag pairs", f"T{MAX_TAGS - 1}"),
    (f'[Variant "oware"]\n[Options "{{{" " * 9000}}}"]\n\n*\n', "the tag Options may hold at most 8192 characters",
     "Options"),
    ('[Variant "oware"]\n\n{' + "c" * (MAX_COMMENT_CHARS + 1) + "} *\n",
     f"a comment may hold at most {MAX_COMMENT_CHARS} characters", "{" + "c" * 78 + "\u2026"),
    ('[Variant "oware"]\n\n' + "{}" * (MAX_COMMENTS + 1) + " *\n", f"a record may hold at most {MAX_COMMENTS} comments",
     "{}"),
])
def test_tag_and_comment_limits(text: str, reason: str, token: str) -> None:
    with pytest.raises(RecordSyntaxError) as info:
        parse_record(text)
    assert (info.value.reason, info.value.token) == (reason, token)


def test_values_at_the_limits_are_read() -> None:
    text = (f'[Event "{"e" * MAX_TAG_CHARS}"]\n[Variant "oware"]\n' + "".join(f'[T{i} "v"]\n' for i in range(MAX_TAGS - 2))
            + "\n{" + "c" * MAX_COMMENT_CHARS + "} 1. C c *\n")
    record = parse_record(text)
    assert record.event == "e" * MAX_TAG_CHARS and len(record.tags) == MAX_TAGS - 2
    assert record.comments == ((0, "c" * MAX_COMMENT_CHARS),) and len(record.moves) == 2


def test_escapes_are_read_as_before() -> None:
    record = parse_record('[Event "a \\"quoted\\" \\\\ back \\x"]\n[Site "\\\\\\""]\n[Variant "oware"]\n\n*\n')
    assert (record.event, record.site) == ('a "quoted" \\ back x', '\\"')


def _peak_bytes(text: str) -> int:
    tracemalloc.start()
    try:
        try:
            parse_record(text, max_moves=2000)
        except (RecordSyntaxError, engine.LimitExceeded):
            pass
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("text", [
    '[Start "' + "x" * 250_000 + '"]\n[Variant "oware"]\n\n*\n',  # one long value (a 950k one held 150-200 MB)
    '[Start "' + '\\"' * 125_000 + '"]\n[Variant "oware"]\n\n*\n',  # escapes
    '[Variant "oware"]\n\n' + "1. " * 300_000 + "*\n",  # move numbers
    '[Variant "oware"]\n\n' + "C c " * 250_000 + "*\n",  # a million characters of moves
    '[Variant "oware"]\n\n' + "1-0-1-0-" * 120_000 + "1 *\n",  # one long result-like token
], ids=["tag-value", "escapes", "numbers", "moves", "result-token"])
def test_reading_a_record_takes_memory_linear_in_its_text(text: str) -> None:
    assert _peak_bytes(text) <= 4 * len(text) + 2_000_000
