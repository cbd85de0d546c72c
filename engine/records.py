"""Game records: a PGN-like text form of a whole game, for every variant of the catalogue.

A record is a block of tag pairs followed by numbered move text (``docs/records.md`` is the
specification, with one complete example per variant)::

    [Event "Accra open"]
    [Site "Accra"]
    [Date "2026.11.23"]
    [Round "3"]
    [South "Kofi"]
    [North "Ama"]
    [Result "1-0"]
    [Variant "oware"]
    [RulesVersion "1.0.0"]
    [Options "{}"]

    1. C a 2. F {a long sowing} b ... 1-0

The move text uses each game's customary notation (``engine/notation.py``: letters A–F / a–f for
the Oware family, pit numbers for the Kalah family and many seats, F1–F8 / B1–B8 for Bao, a
direction mark ``>`` or ``<`` where the player chooses it, ``arrange:5-1-1-7`` and ``hollows:2-5``
for round decisions). ``=?`` and ``=`` are the engine's agreement moves
(docs/rulings.md D-4): ``=?`` is ``propose_end`` by the player to move, who then still writes their
own move; ``=`` is ``accept_end``, played by another player as their move. They are played like
every other move (legality, the split of the seeds, the outcome ``agreement`` all come from the
engine) and count as plies, as in the engine's ``Position.ply``; they take no move number.

Hand-written, not a PGN library: chess PGN parsers (python-chess) know chess moves only; the
grammar here is PGN's (tags, ``{}`` and ``;`` comments, move numbers, result tokens) with
mancala move tokens, small enough for a regular-expression tokenizer. Parsing is pure and checks
the syntax and the board (pit names exist, directions where the game asks for them); whether a
move is legal is decided when the record is played (``engine.verdicts``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.catalogue import get_variant, resolve_rules
from engine.decoding import position_from_json
from engine.encoding import position_to_json
from engine.errors import (
    MAX_TOKEN_ECHO,
    InvalidOptions,
    LimitExceeded,
    RecordSyntaxError,
    RulesError,
    summarize,
)
from engine.game import new_game, replay
from engine.notation import RecordMove, format_move, notation_of, parse_move
from engine.position import Move, Position
from engine.rules import Rules

__all__ = [
    "Record", "format_record", "parse_record", "parse_records", "record_from_moves", "result_token", "seat_names",
    "split_records",
]
__all__ += ["MAX_COMMENTS", "MAX_COMMENT_CHARS", "MAX_OPTIONS_TAG_CHARS", "MAX_RECORD_CHARS", "MAX_START_TAG_CHARS",
            "MAX_TAGS", "MAX_TAG_CHARS"]  # the limits (docs/records.md, "Limits")

STRUCTURAL_TAGS = frozenset({"Event", "Site", "Date", "Round", "Result", "Variant", "RulesVersion", "Options",
                             "Start", "FirstPlayer"})
MAX_RECORD_CHARS = 1_000_000
"""A record longer than this is refused before it is tokenized (a batch bounds it further)."""
MAX_TAGS = 64
"""Tag pairs in one record (the roster, the players, the structural tags and a few more)."""
MAX_TAG_CHARS = 255
"""A tag's value as written (escapes included); ``Options`` and ``Start`` have their own bounds:"""
MAX_OPTIONS_TAG_CHARS = 8_192
"""The ``Options`` tag (every option of a variant, set, is under 2,000 characters)."""
MAX_START_TAG_CHARS = 262_144
"""The ``Start`` tag (a position with the engine's most history keys, 10,000, is about 220,000)."""
MAX_COMMENT_CHARS = 2_000
"""One ``{comment}``, without its braces."""
MAX_COMMENTS = 10_000
"""``{comments}`` in one record."""
LINE_WIDTH = 79


@dataclass(frozen=True)
class Record:
    """A parsed game record. ``parse_record(format_record(r)) == r`` for every record."""

    variant: str
    moves: tuple[RecordMove, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    rules_version: str | None = None
    players: tuple[str, ...] = ()
    """One name per seat taking part (``rules.players`` order); ``?`` when unknown."""
    result: str = "*"
    """The ``Result`` tag as written: ``1-0``, ``0-1``, ``1/2-1/2``, ``*``; ``1-0-0`` … for more seats."""
    event: str = "?"
    site: str = "?"
    date: str = "????.??.??"
    round: str = "?"
    start: Mapping[str, Any] | None = None
    """The ``Start`` tag: the JSON form of a set-up position (``None``: the game's own start)."""
    first_player: int | None = None
    """The ``FirstPlayer`` tag as a seat (``None``: the first seat, or the ``Start`` position's)."""
    tags: tuple[tuple[str, str], ...] = ()
    """Every other tag, in the order read (e.g. ``Termination``, ``Annotator``, ``TimeControl``)."""
    comments: tuple[tuple[int, str], ...] = ()
    """``(i, text)``: a ``{comment}`` standing before move token ``i`` (``len(moves)``: after the last);
    read stripped of surrounding blanks; a ``}`` inside is written as ``)``."""

    def tag(self, name: str) -> str | None:
        return next((v for k, v in self.tags if k == name), None)

    resolved: tuple[Any, ...] | None = field(default=None, compare=False, repr=False)
    """What the record's tags resolved to, kept so that a record is resolved once however often it
    is asked (python-chess's ``Headers.variant()``/``board()``): the tags it was resolved from, the
    rules and the start position (``None`` until asked). Set by ``parse_record``; not part of the
    record's identity, and ignored when the tags it was resolved from have since changed."""

    def _tags(self) -> tuple[Any, ...]:
        return (self.variant, self.options, self.rules_version, self.start, self.first_player)

    def _cached(self) -> tuple[Any, ...] | None:
        found = self.resolved
        return found if found is not None and found[0] == self._tags() else None

    def rules(self) -> Rules:
        """The record's rules: its variant, ``Options`` and ``RulesVersion`` resolved (once)."""
        found = self._cached()
        if found is not None:
            rules: Rules = found[1]
            return rules
        rules = resolve_rules(self.variant, dict(self.options), rules_version=self.rules_version)
        object.__setattr__(self, "resolved", (self._tags(), rules, None))
        return rules

    def start_position(self) -> Position:
        """The record's set-up position (its ``Start`` tag), else the variant's start with its first
        mover; decoded once. Raises the engine's errors for a start the rules refuse."""
        rules = self.rules()
        found = self._cached()
        if found is not None and found[2] is not None:
            position: Position = found[2]
            return position
        if self.start is not None:
            position = position_from_json(rules, dict(self.start))
        else:
            position = new_game(rules, rules.players[0] if self.first_player is None else self.first_player)
        object.__setattr__(self, "resolved", (self._tags(), rules, position))
        return position


# ---------------------------------------------------------------- players


def seat_names(rules: Rules) -> dict[int, str]:
    """The player tag of each seat taking part: ``South``/``North`` for two seats, else ``Seat1``…"""
    if rules.seats == 2:
        return {s: ("South", "North")[s] for s in rules.players}
    return {s: f"Seat{s + 1}" for s in rules.players}


# ---------------------------------------------------------------- results


def result_token(winners: Sequence[int], players: Sequence[int]) -> str:
    """PGN's result for any number of seats: ``1-0``, ``0-1``, ``1/2-1/2``; ``1-0-0``, ``1/3-1/3-1/3`` …"""
    share = "1" if len(winners) == 1 else f"1/{len(winners)}"
    return "-".join(share if s in winners else "0" for s in players)


_RESULT = re.compile(r"^(?:\*|(?:1|0|1/[2-4])(?:-(?:1|0|1/[2-4])){1,3})$")


def check_result(token: str, rules: Rules, line: int, column: int) -> None:
    if not _RESULT.match(token):
        raise RecordSyntaxError("a result is 1-0, 0-1, 1/2-1/2 or * (one share per player)", line, column, token)
    if token != "*" and token.count("-") + 1 != len(rules.players):
        raise RecordSyntaxError(f"this game has {len(rules.players)} players: give one share each", line, column,
                                token)


# ---------------------------------------------------------------- parsing

# Every pattern below runs in time and memory linear in what it reads: a repetition that holds an
# alternation is possessive (``*+``), so the regular expression engine keeps no backtracking state
# per repetition (``(?:[^"\\]|\\.)*`` over a 950,000-character tag value held 150-200 MB), and
# whitespace, move numbers and ``;`` comments between tokens are skipped inside one match, in C.
_TAG_GAP = re.compile(r"(?:\s++|;[^\n]*+)*+")
_TAG_HEAD = re.compile(r'\[\s*+([A-Za-z][A-Za-z0-9_]{0,39})\s++"')
_TAG_VALUE = re.compile(r'[^"\\\n]*+(?:\\.[^"\\\n]*+)*+')
_TAG_TAIL = re.compile(r'"\s*+\]')
_ESCAPE = re.compile(r"\\(.)")
_OTHER_ESCAPE = re.compile(r'\\[^"\\]')
_TOKEN = re.compile(
    r"(?:\s++|[0-9]++\.(?:\.\.)?+|;[^\n]*+)*+"  # skipped: whitespace, move numbers, ; comments
    r"(?:(?P<comment>\{[^}]*+\})"
    r"|(?P<result>\*|(?:1/[0-9]++|[01])(?:-(?:1/[0-9]++|[01]))++)"
    r"|(?P<agree>=\??+)"
    r"|(?P<word>[^\s{};]++)"
    r"|(?P<bad>.))?+"
)


def _tag_limit(name: str) -> int:
    return {"Options": MAX_OPTIONS_TAG_CHARS, "Start": MAX_START_TAG_CHARS}.get(name, MAX_TAG_CHARS)


class _Lines:
    """Line and column (1-based) of an offset in the text, counted as the reader moves forward (the
    lines before an offset are counted once, not listed up front)."""

    def __init__(self, text: str, first_line: int) -> None:
        self.text = text
        self.first_line = first_line
        self.scanned = 0  # offsets before this one are counted in line / line_start
        self.line = first_line
        self.line_start = 0

    def at(self, offset: int) -> tuple[int, int]:
        text = self.text
        if offset < self.scanned:  # going back (an error about an earlier tag): count from the start
            line = self.first_line + text.count("\n", 0, offset)
            return line, offset - (text.rfind("\n", 0, offset) + 1) + 1
        newlines = text.count("\n", self.scanned, offset)
        if newlines:
            self.line += newlines
            self.line_start = text.rfind("\n", self.scanned, offset) + 1
        self.scanned = offset
        return self.line, offset - self.line_start + 1


def _unescape(value: str) -> str:
    if "\\" not in value:
        return value
    if _OTHER_ESCAPE.search(value) is None:  # only \" and \\ (what format_record writes): two replaces
        return "\\".join(part.replace('\\"', '"') for part in value.split("\\\\"))
    return "".join(_ESCAPE.split(value))  # \x is x; split keeps the escaped characters, in C


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _read_tags(text: str, lines: _Lines) -> tuple[list[tuple[str, str, int]], int]:
    """The tag pairs at the head of ``text`` and the offset after them; each value's length is
    checked against its tag's bound before it is read further (``endpos``)."""
    tags: list[tuple[str, str, int]] = []
    n = len(text)
    pos = _TAG_GAP.match(text).end()  # type: ignore[union-attr]  # it matches the empty string
    while pos < n and text[pos] == "[":
        head = _TAG_HEAD.match(text, pos)
        value_end, tail = -1, None
        if head is not None:
            name = head.group(1)
            most = _tag_limit(name)
            value = _TAG_VALUE.match(text, head.end(), min(n, head.end() + most + 1))
            assert value is not None  # it matches the empty string
            value_end = value.end()
            if value_end - head.end() > most:
                raise RecordSyntaxError(f"the tag {name} may hold at most {most} characters", *lines.at(pos), name)
            tail = _TAG_TAIL.match(text, value_end)
        if head is None or tail is None:
            line, column = lines.at(pos)
            end = text.find("\n", pos, pos + MAX_TOKEN_ECHO)
            raise RecordSyntaxError('a tag pair looks like [Name "value"]', line, column,
                                    text[pos: end if end >= 0 else pos + MAX_TOKEN_ECHO])
        if len(tags) == MAX_TAGS:
            raise RecordSyntaxError(f"a record may hold at most {MAX_TAGS} tag pairs", *lines.at(pos), name)
        tags.append((name, _unescape(text[head.end():value_end]), pos))
        pos = _TAG_GAP.match(text, tail.end()).end()  # type: ignore[union-attr]
    return tags, pos


def parse_record(text: str, *, first_line: int = 1, max_moves: int | None = None) -> Record:
    """Read one record; ``RecordSyntaxError`` names the line, column and token that failed.

    ``first_line`` numbers the lines of a record cut out of a longer file (``split_records``).
    Every bound is checked while reading, before the text past it is read: the record's length
    (``MAX_RECORD_CHARS``), each tag's (``MAX_TAG_CHARS``, ``Options`` and ``Start`` their own),
    the tags' and comments' numbers and each comment's length (``RecordSyntaxError``), and
    ``max_moves`` move tokens (``LimitExceeded``, ``limit`` ``replay_moves``: the caller's limit,
    not the record's fault). Time and memory are linear in the text read."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordSyntaxError(f"a record may hold at most {MAX_RECORD_CHARS} characters", first_line, 1)
    lines = _Lines(text, first_line)
    tags, pos = _read_tags(text, lines)
    seen: dict[str, tuple[str, int]] = {}
    for name, value, at in tags:
        if name in seen:
            raise RecordSyntaxError(f"the tag {name} is given twice", *lines.at(at), name)
        seen[name] = (value, at)
    if "Variant" not in seen:
        raise RecordSyntaxError("the Variant tag is required (e.g. [Variant \"oware\"])", *lines.at(pos))

    def where(name: str) -> tuple[int, int]:
        return lines.at(seen[name][1])

    def from_engine(name: str, exc: RulesError) -> RecordSyntaxError:
        detail = (exc.message.removeprefix("invalid options: ") if isinstance(exc, InvalidOptions)
                  else summarize([v.message for v in exc.violations]) or exc.message)
        return RecordSyntaxError(f"{name}: {detail}", *where(name), seen[name][0][:80], cause=exc.code)

    variant_name = seen["Variant"][0]
    options: Any = {}
    if "Options" in seen:
        try:
            options = json.loads(seen["Options"][0]) if seen["Options"][0].strip() else {}
        except (ValueError, RecursionError) as exc:
            raise RecordSyntaxError(f"Options must be a JSON object: {exc}", *where("Options")) from None
        if not isinstance(options, dict):
            raise RecordSyntaxError("Options must be a JSON object", *where("Options"))
    rules_version = seen["RulesVersion"][0] if "RulesVersion" in seen else None
    try:
        variant = get_variant(variant_name)
    except RulesError as exc:
        raise from_engine("Variant", exc) from None
    try:
        rules = resolve_rules(variant.id, options, rules_version=rules_version)
    except RulesError as exc:
        raise from_engine("RulesVersion" if exc.code == "unknown-rules-version" else "Options"
                          if "Options" in seen else "Variant", exc) from None
    names = seat_names(rules)
    by_name = {v: k for k, v in names.items()}
    start: dict[str, Any] | None = None
    start_position: Position | None = None
    if "Start" in seen:
        try:
            start = json.loads(seen["Start"][0])
        except (ValueError, RecursionError) as exc:
            raise RecordSyntaxError(f"Start must be the JSON form of a position: {exc}", *where("Start")) from None
        try:
            start_position = position_from_json(rules, start)
        except RulesError as exc:
            raise from_engine("Start", exc) from None
    first_player: int | None = None
    if "FirstPlayer" in seen:
        value = seen["FirstPlayer"][0]
        if value not in by_name:
            raise RecordSyntaxError(f"FirstPlayer names a seat: one of {', '.join(names.values())}",
                                    *where("FirstPlayer"), value)
        if start is not None:
            raise RecordSyntaxError("FirstPlayer and Start cannot both be given (Start names the player to move)",
                                    *where("FirstPlayer"), value)
        first_player = by_name[value]
    result = seen["Result"][0] if "Result" in seen else "*"
    if "Result" in seen:
        check_result(result, rules, *where("Result"))
    players = tuple(seen[names[s]][0] if names[s] in seen else "?" for s in rules.players)
    extra = tuple((k, v) for k, v, _ in tags if k not in STRUCTURAL_TAGS and k not in by_name)
    for k, _ in extra:
        if re.fullmatch(r"(South|North|Seat[0-9]+)", k):
            raise RecordSyntaxError(f"{k} is not a seat of this game (seats: {', '.join(names.values())})",
                                    *where(k), k)

    moves: list[RecordMove] = []
    comments: list[tuple[int, str]] = []
    notation = notation_of(rules)
    termination: str | None = None
    n = len(text)
    while pos < n:
        m = _TOKEN.match(text, pos)
        assert m is not None  # every part is optional
        kind = m.lastgroup
        if kind is None:  # only blanks, numbers and ; comments were left
            break
        pos = m.end()
        token = m.group(kind)
        line, column = lines.at(m.start(kind))
        if termination is not None:
            raise RecordSyntaxError("nothing may follow the result token", line, column, token)
        if kind == "comment":
            if len(token) - 2 > MAX_COMMENT_CHARS:
                raise RecordSyntaxError(f"a comment may hold at most {MAX_COMMENT_CHARS} characters", line, column,
                                        token)
            if len(comments) == MAX_COMMENTS:
                raise RecordSyntaxError(f"a record may hold at most {MAX_COMMENTS} comments", line, column, token)
            comments.append((len(moves), token[1:-1].strip()))
        elif kind == "result":
            check_result(token, rules, line, column)
            if token != result:
                raise RecordSyntaxError(f"the move text ends with {token} but the Result tag says {result}",
                                        line, column, token)
            termination = token
        elif kind == "bad":
            what = "a comment opened with { is never closed" if token == "{" else "unexpected character"
            if token == "[":
                what = "a tag pair after the move text (a blank line must separate two records)"
            raise RecordSyntaxError(what, line, column, token)
        else:
            if max_moves is not None and len(moves) >= max_moves:
                raise LimitExceeded(f"the record holds more than {max_moves} moves", limit="replay_moves",
                                    allowed=max_moves, path="record")
            if kind == "agree":
                moves.append(RecordMove("propose_end" if token == "=?" else "accept_end", line=line, column=column))
            else:
                moves.append(parse_move(token, rules, line, column, notation))
    return Record(
        variant=variant.id,
        moves=tuple(moves),
        options=options,
        rules_version=rules_version,
        players=players,
        result=result,
        event=seen["Event"][0] if "Event" in seen else "?",
        site=seen["Site"][0] if "Site" in seen else "?",
        date=seen["Date"][0] if "Date" in seen else "????.??.??",
        round=seen["Round"][0] if "Round" in seen else "?",
        start=start,
        first_player=first_player,
        tags=extra,
        comments=tuple(comments),
        resolved=((variant.id, options, rules_version, start, first_player), rules, start_position),
    )


def split_records(text: str) -> list[tuple[int, str]]:
    """Cut a file of several records (PGN style: each starts with its tag pairs) into
    ``(first line, text)`` pieces; a file with no tags at all is one piece."""
    pieces: list[tuple[int, str]] = []
    current: list[str] = []
    start_line = 1
    in_moves = False
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        stripped = line.lstrip()
        if stripped.startswith("[") and in_moves and current:
            pieces.append((start_line, "".join(current)))
            current, in_moves = [], False
            start_line = number
        if not current and not stripped.strip():
            start_line = number + 1
            continue
        current.append(line)
        if stripped.strip() and not stripped.startswith("[") and not stripped.startswith(";"):
            in_moves = True
    if current and "".join(current).strip():
        pieces.append((start_line, "".join(current)))
    return pieces


def parse_records(text: str) -> list[Record | RecordSyntaxError]:
    """Every record of a file; one that cannot be read is returned as its error (never raised)."""
    out: list[Record | RecordSyntaxError] = []
    for first, piece in split_records(text):
        try:
            out.append(parse_record(piece, first_line=first))
        except RecordSyntaxError as exc:
            out.append(exc)
    return out


# ---------------------------------------------------------------- formatting


def _json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def format_record(record: Record) -> str:
    """The text of a record: tags in PGN's order, then the move text wrapped at 79 columns."""
    rules = record.rules()
    names = seat_names(rules)
    players = record.players or tuple("?" for _ in rules.players)
    if len(players) != len(rules.players):
        raise ValueError(f"{len(players)} player names for {len(rules.players)} seats")
    head: list[tuple[str, str]] = [("Event", record.event), ("Site", record.site), ("Date", record.date),
                                   ("Round", record.round)]
    head += [(names[s], name) for s, name in zip(rules.players, players, strict=True)]
    head += [("Result", record.result), ("Variant", record.variant)]
    if record.rules_version is not None:
        head.append(("RulesVersion", record.rules_version))
    head.append(("Options", _json(dict(record.options))))
    if record.first_player is not None:
        head.append(("FirstPlayer", names[record.first_player]))
    if record.start is not None:
        head.append(("Start", _json(dict(record.start))))
    head += list(record.tags)
    for name, value in head:
        if "\n" in value or "\r" in value or not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]{0,39}", name):
            raise ValueError(f"tag {name!r}: a tag name is a word and a value holds no line break")
    lines = [f'[{k} "{_escape(v)}"]' for k, v in head]
    lines.append("")
    words = _movetext(record, rules)
    row = ""
    for word in words:
        if row and len(row) + 1 + len(word) > LINE_WIDTH:
            lines.append(row)
            row = word
        else:
            row = f"{row} {word}" if row else word
    lines.append(row)
    return "\n".join(lines) + "\n"


def _movetext(record: Record, rules: Rules) -> list[str]:
    """Move numbers count the plies that play the game, one number per round of seats (``1.`` then
    the first seat's move and the others'); agreement moves (``=?``, ``=``) are plies of the engine
    but take no number: they stand where they were played, after the number of the ply slot they
    fall in (``1. =? C =``: South offers, sows C, North accepts)."""
    comments: dict[int, list[str]] = {}
    for index, text in record.comments:
        comments.setdefault(index, []).append(text)
    per_turn = len(rules.players)
    words: list[str] = []
    ply = 0
    numbered_at = -1
    for i, rm in enumerate(record.moves):
        before = comments.get(i, ())
        for text in before:
            words.append("{" + text.replace("}", ")") + "}")
        if ply % per_turn == 0 and numbered_at != ply:
            words.append(f"{ply // per_turn + 1}.")
            numbered_at = ply
        elif before:
            words.append(f"{ply // per_turn + 1}...")
        words.append(format_move(rm, rules))
        if not rm.is_agreement:
            ply += 1
    for text in comments.get(len(record.moves), ()):
        words.append("{" + text.replace("}", ")") + "}")
    words.append(record.result)
    return words


# ---------------------------------------------------------------- records of games


def record_from_moves(
    variant_id: str,
    moves: Iterable[Move],
    *,
    options: Mapping[str, Any] | None = None,
    start: Position | None = None,
    first_player: int | None = None,
    players: Sequence[str] = (),
    result: str | None = None,
    tags: Iterable[tuple[str, str]] = (),
    event: str = "?",
    site: str = "?",
    date: str = "????.??.??",
    round: str = "?",
    rules_version: str | None = None,
) -> Record:
    """A record of a game given as engine moves (played to learn who made each one).

    ``result`` defaults to what the rules give for the moves (``*`` while unfinished). An
    illegal move raises the engine's ``IllegalMove`` (a record is written of legal games)."""
    variant = get_variant(variant_id)
    opts = dict(options or {})
    rules = resolve_rules(variant.id, opts, rules_version=rules_version)
    begin = start if start is not None else new_game(rules, rules.players[0] if first_player is None else first_player)
    moves = tuple(moves)
    steps = replay(rules, begin, moves)
    notation = notation_of(rules)
    movers = ([begin.to_move] + [s.position.to_move for s in steps[:-1]])[: len(moves)]
    recorded = tuple(RecordMove.from_move(m, mover, notation) for m, mover in zip(moves, movers, strict=True))
    final = steps[-1].position if steps else begin
    if result is None:
        o = final.outcome
        result = "*" if o is None else result_token(o.winners, rules.players)
    return Record(
        variant=variant.id,
        moves=recorded,
        options=opts,
        rules_version=rules_version,
        players=tuple(players) or tuple("?" for _ in rules.players),
        result=result,
        event=event,
        site=site,
        date=date,
        round=round,
        start=position_to_json(start) if start is not None else None,
        first_player=first_player if start is None and first_player not in (None, rules.players[0]) else None,
        tags=tuple(tags),
    )
