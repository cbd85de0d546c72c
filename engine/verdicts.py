"""Verdicts: what the rules say about a whole game record, and the end of a game stopped early.

``adjudicate_record`` plays a record move by move and answers with a ``Verdict``: the result and
final scores by the rules, the plies played, why the game ended, the first illegal ply (its 0-based
number: the plies of the record played before it, docs/records.md "Ply numbers"; its text as
written, where it stands in the record, and why), whether the record's ``Result`` tag agrees, the
seat names (``seats``: the tag name of each seat, so ``winners`` and ``scores`` read without knowing
the seat order), and where the game started (``start_origin``: ``standard``, ``signed`` or
``client``; see ``start_origin_of``). A game ended through the agreement moves ``=?`` (``propose_end``) and ``=``
(``accept_end``) is ended by the engine itself (reason ``agreement``, the seeds shared by
``cycle_split``), not adjudicated. ``adjudicate_text`` does the same for text, turning a record that cannot be read into
a ``malformed`` verdict instead of an exception, so one bad record never stops a batch.

``adjudicate_position`` ends an unfinished game now by the variant's own ending rule:

* ``agreement`` and ``move_limit``: the seeds left are shared as for an endless cycle
  (``cycle_split``: "each player captures the seeds on their own side" in Abapa, halves,
  discarded, or a declared draw); the engine's own ``move_limit`` ending does the same;
* ``time`` and ``abandonment``: the game's end-of-game sweep (``sweep``) is applied as if the
  game had ended here. The verdict records the reason; it does not decide a forfeit (that is
  the tournament's regulation, not the game's rule).

Verdicts are pure values: the same record and ``rules_version`` always give the same verdict,
and ``Verdict.to_json`` is the same dictionary (sorted, canonical in the service's bytes).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from engine.budget import UNLIMITED, Budget
from engine.catalogue import canonical_options, get_variant
from engine.encoding import position_hash, position_text
from engine.ending import finish, repetition_share
from engine.errors import IllegalMove, RecordSyntaxError, RulesError
from engine.game import Played, play_moves, position_geometry
from engine.notation import RecordMove, format_move, notation_of
from engine.position import Move, Outcome, Position
from engine.records import Record, format_record, parse_record, result_token
from engine.rules import CycleSplit, Rules
from engine.table import Table

__all__ = [
    "ADJUDICATION_REASONS",
    "START_ORIGINS",
    "VERDICT_VERSION",
    "IllegalPly",
    "PlayedRecord",
    "Verdict",
    "adjudicate_position",
    "adjudicate_record",
    "adjudicate_stopped",
    "adjudicate_text",
    "play_record",
    "seat_tags",
    "start_origin_of",
    "stopped_position",
]

VERDICT_VERSION = 2
"""2: ``illegal.ply`` is 0-based (it was the 1-based number of the move in version 1), and ``seats``
and ``start_origin`` were added."""
Status = Literal["valid", "unfinished", "disputed", "illegal", "malformed"]
StartOrigin = Literal["standard", "signed", "client"]
START_ORIGINS: tuple[StartOrigin, ...] = ("standard", "signed", "client")
"""Where a verdict's game started: ``standard`` (the variant's own start, no ``Start`` tag),
``signed`` (a set-up position whose signature this service verified: it derives from positions
the service made), ``client`` (a set-up position nobody vouches for: sent unsigned, or signed
with provenance ``client``)."""
ADJUDICATION_REASONS = ("agreement", "move_limit", "time", "abandonment")
"""Why a game stopped before its end (the ``reason`` of ``POST /v1/adjudicate``; a record's
``Termination`` tag)."""


@dataclass(frozen=True, slots=True)
class IllegalPly:
    """The first move the rules refuse: its ply (0-based: how many of the record's plies were played
    before it, so it equals the verdict's ``plies``), as written, and why."""

    ply: int
    move: str
    reason: str
    message: str
    line: int
    column: int
    legal_moves: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"ply": self.ply, "move": self.move, "reason": self.reason, "message": self.message,
                "line": self.line, "column": self.column, "legal_moves": list(self.legal_moves)}


@dataclass(frozen=True, slots=True)
class Verdict:
    """The rules' answer about one record."""

    status: Status
    """``valid`` (finished or ended by a stated reason, and the Result tag agrees), ``unfinished``
    (legal so far, no end, Result ``*``), ``disputed`` (legal, but the Result tag contradicts the
    rules), ``illegal`` (a move the rules refuse), ``malformed`` (the record cannot be read)."""
    record_sha256: str
    variant: str | None = None
    rules_version: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    players: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    """The tag name of each seat of the board, by seat number (``South``, ``North``; ``Seat1``…):
    what the seat numbers of ``winners`` and the indexes of ``scores`` stand for."""
    start_origin: StartOrigin | None = None
    """Where the game started (``START_ORIGINS``); ``None`` only when the record cannot be read."""
    event: str | None = None
    round: str | None = None
    result: str | None = None
    """What the rules give: ``1-0``, ``0-1``, ``1/2-1/2`` … or ``*`` while the game goes on."""
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()
    plies: int = 0
    """Legal moves played: the engine's plies (round decisions and the agreement moves ``=?``/``=``
    count, as ``Position.ply`` counts them)."""
    ending: str | None = None
    """Why the game ended: the engine's reason (``majority``, ``repetition`` …) or the reason it was
    stopped (``agreement``, ``time``, ``abandonment``, ``move_limit``)."""
    adjudicated: bool = False
    """The end was applied by adjudication (a stated reason), not reached on the board."""
    claimed_result: str | None = None
    disagreement: str | None = None
    illegal: IllegalPly | None = None
    error: Mapping[str, Any] | None = None
    position_hash: str | None = None
    position_text: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "verdict_version": VERDICT_VERSION,
            "status": self.status,
            "record_sha256": self.record_sha256,
            "variant": self.variant,
            "rules_version": self.rules_version,
            "options": dict(self.options),
            "players": list(self.players),
            "seats": list(self.seats),
            "start_origin": self.start_origin,
            "event": self.event,
            "round": self.round,
            "result": self.result,
            "scores": list(self.scores) if self.scores is not None else None,
            "winners": list(self.winners),
            "plies": self.plies,
            "ending": self.ending,
            "adjudicated": self.adjudicated,
            "claimed_result": self.claimed_result,
            "disagreement": self.disagreement,
            "illegal": self.illegal.to_json() if self.illegal is not None else None,
            "error": dict(self.error) if self.error is not None else None,
            "position_hash": self.position_hash,
            "position_text": self.position_text,
        }


def adjudicate_position(rules: Rules, position: Position, reason: str) -> Outcome:
    """The outcome of ``position`` if the game ends now for ``reason`` (see the module docstring).

    A finished position keeps its own outcome: the board decided before anyone stopped."""
    if reason not in ADJUDICATION_REASONS:
        raise ValueError(f"reason must be one of {', '.join(ADJUDICATION_REASONS)}")
    if position.outcome is not None:
        return position.outcome
    geo = position_geometry(rules, position)
    t = Table.from_position(geo, position)
    if reason in ("agreement", "move_limit"):
        finish(rules, geo, t, reason, repetition_share(rules), None,
               declared_draw=rules.cycle_split is CycleSplit.DRAW)
    else:
        finish(rules, geo, t, reason, rules.sweep, None)
    assert t.outcome is not None
    return t.outcome


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def adjudicate_text(text: str, budget: Budget = UNLIMITED, *, first_line: int = 1,
                    check_start: Callable[[Record], bool] | None = None, max_moves: int | None = None) -> Verdict:
    """The verdict on a record's text; a record that cannot be read is a ``malformed`` verdict.

    ``check_start`` is given the record once read, before any move is played: it answers whether
    the record's ``Start`` is signed (``start_origin_of``), or raises to refuse the record (the
    service's signature rule, ``service.arbiter.record_start``). A record of more than
    ``max_moves`` move tokens raises ``LimitExceeded`` (``replay_moves``) as soon as the parser
    reads one too many (``parse_record``)."""
    digest = _sha(text)
    try:
        record = parse_record(text, first_line=first_line, max_moves=max_moves)
    except RecordSyntaxError as exc:
        return Verdict("malformed", digest, error=exc.to_dict())
    signed = check_start(record) if check_start is not None else False
    return adjudicate_record(record, budget, record_sha256=digest, start_signed=signed)


@dataclass(frozen=True, slots=True)
class PlayedRecord:
    """A record played once (``play_record``): its rules and start as the record resolved them, the
    play (the legal prefix, ``engine.game.Played``) and the first move the rules refuse."""

    rules: Rules
    start: Position
    played: Played
    illegal: IllegalPly | None = None

    @property
    def moves(self) -> tuple[Move, ...]:
        """The record's moves as engine moves, up to the first illegal one."""
        return tuple(self.played.moves)

    def final(self) -> Position:
        """Where the game stands after the last legal move."""
        return self.played.position()

    def stopped(self) -> Position | None:
        """Where the game stands when every move was legal and the game is not over (what
        ``/v1/adjudicate`` hands to the exact solver), else ``None``."""
        if self.illegal is not None or self.played.table.outcome is not None:
            return None
        return self.final()


def play_record(record: Record, budget: Budget = UNLIMITED, *, steps: bool = False) -> PlayedRecord:
    """Play the record's moves once, from its start, on the engine's one play loop
    (``engine.game.play_moves``), stopping at the first move the rules refuse. Agreement moves
    (``=?`` propose_end, ``=`` accept_end) are engine moves like the others. ``steps``: keep every
    ply's transition (``played.transitions()``, what a replay answers). Raises the engine's errors for
    a bad start or tags (a parsed record has none), and ``LimitExceeded`` from ``budget``."""
    rules = record.rules()
    start = record.start_position()
    seats = rules.seats

    def resolve(rm: RecordMove, to_move: int, finished: bool) -> Move:
        if not finished and rm.seat is not None and rm.seat != to_move and rm.kind != "take":
            raise IllegalMove("not-your-turn", f"the move is written for seat {rm.seat} but seat {to_move} is to move")
        return rm.to_move(to_move, seats)

    played = play_moves(rules, start, record.moves, budget, resolve, steps)
    failure = played.failure
    illegal = None
    if failure is not None:
        rm = record.moves[played.plies]
        # an InvalidMove is e.g. a pit beyond a board that shrank between rounds
        reason = failure.reason if isinstance(failure, IllegalMove) else "no-such-pit"
        illegal = _illegal(rules, played.plies, rm, reason, failure.message, _legal_tokens(rules, played))
    return PlayedRecord(rules, start, played, illegal)


def stopped_position(record: Record, budget: Budget = UNLIMITED) -> Position | None:
    """Where the record's game stands after its last move: ``None`` when a move is illegal or the
    game is already over (``PlayedRecord.stopped``)."""
    return play_record(record, budget).stopped()


def _legal_tokens(rules: Rules, played: Played) -> tuple[str, ...]:
    """The legal moves where the play stopped, in the record's notation, as every refusal lists them."""
    mover = played.table.to_move
    notation = notation_of(rules)
    return tuple(format_move(RecordMove.from_move(move, mover, notation), rules) for move in played.legal_moves(rules))


def _illegal(rules: Rules, plies: int, rm: RecordMove, reason: str, message: str,
             legal: tuple[str, ...]) -> IllegalPly:
    return IllegalPly(plies, format_move(rm, rules), reason, message, rm.line, rm.column, legal)


def seat_tags(rules: Rules) -> tuple[str, ...]:
    """The tag name of every seat of the board, by seat number (``South``/``North`` for two seats,
    else ``Seat1``…, as the record's player tags name them): a verdict's ``seats``."""
    if rules.seats == 2:
        return ("South", "North")
    return tuple(f"Seat{s + 1}" for s in range(rules.seats))


def start_origin_of(record: Record, signed: bool = False) -> StartOrigin:
    """Where ``record``'s game starts: ``standard`` without a ``Start`` tag; with one, ``signed``
    when the caller verified its ``StartSignature`` (the engine holds no keys: the service does),
    else ``client``. Every set-up position the engine accepts is judged, the unreachable ones too
    (stores filled at ply 0, a ``last_mover`` at ply 0, a history already holding a third
    repetition): a set-up is the client's word, and ``client`` says so in the verdict."""
    if record.start is None:
        return "standard"
    return "signed" if signed else "client"


def adjudicate_record(record: Record, budget: Budget = UNLIMITED, *, record_sha256: str | None = None,
                      stop: str | None = None, start_signed: bool = False,
                      played: PlayedRecord | None = None) -> Verdict:
    """Play ``record`` and judge it (see ``Verdict``); ``budget`` is charged one unit per move.

    ``stop`` ends a game the record leaves unfinished for that reason (``ADJUDICATION_REASONS``),
    overriding a ``Termination`` tag; a ``*`` Result tag is then no claim to dispute.
    ``start_signed``: the caller verified the record's ``StartSignature`` (``start_origin_of``).
    ``played``: the record already played (``play_record``), so a caller that needs the play too
    plays it once. Raises only ``LimitExceeded`` (the budget); every other problem is part of the verdict."""
    if stop is not None and stop not in ADJUDICATION_REASONS:
        raise ValueError(f"stop must be one of {', '.join(ADJUDICATION_REASONS)}")
    digest = record_sha256 if record_sha256 is not None else _sha(format_record(record))
    claimed = None if stop is not None and record.result == "*" else record.result
    common: dict[str, Any] = {"players": record.players, "event": record.event, "round": record.round,
                              "claimed_result": claimed, "start_origin": start_origin_of(record, start_signed)}
    try:
        variant = get_variant(record.variant)
        rules = record.rules()
        record.start_position()
    except RulesError as exc:
        return Verdict("malformed", digest, variant=record.variant, error=exc.to_dict(), **common)
    header: dict[str, Any] = {"variant": variant.id, "rules_version": variant.rules_version,
                              "options": canonical_options(variant, rules), "seats": seat_tags(rules), **common}
    if played is None:
        played = play_record(record, budget)
    final = played.final()
    outcome = final.outcome
    adjudicated = False
    stop = stop or _termination(record)
    if played.illegal is None and outcome is None and stop is not None:
        outcome = adjudicate_position(rules, final, stop)
        adjudicated = True
    result = "*" if outcome is None else result_token(outcome.winners, rules.players)
    base: dict[str, Any] = {
        **header,
        "result": result,
        "scores": tuple(outcome.scores) if outcome is not None else tuple(final.stores),
        "winners": tuple(outcome.winners) if outcome is not None else (),
        "plies": played.played.plies,
        "ending": outcome.reason if outcome is not None else None,
        "adjudicated": adjudicated,
        "position_hash": position_hash(final),
        "position_text": position_text(final),
    }
    if played.illegal is not None:
        return Verdict("illegal", digest, illegal=played.illegal, **base)
    if claimed is not None and claimed != result:
        if result == "*":
            why = f"the Result tag says {record.result} but the game is not over after {played.played.plies} plies " \
                  "(a record stopped early needs a Termination tag: agreement, time, abandonment or move_limit)"
        else:
            why = f"the Result tag says {record.result} but the rules give {result} ({outcome_reason(outcome)})"
        return Verdict("disputed", digest, disagreement=why, **base)
    return Verdict("unfinished" if result == "*" else "valid", digest, **base)


def adjudicate_stopped(rules: Rules, variant_id: str, position: Position, reason: str, *,
                       signed: bool = False) -> Verdict:
    """The verdict on a game stopped at ``position`` for ``reason`` (``POST /v1/adjudicate``).

    ``record_sha256`` is then the digest of the position's canonical JSON (there is no record).
    The position is the game's start as far as the verdict knows: ``start_origin`` is ``signed``
    when the caller verified its signature (``signed``), else ``client``."""
    variant = get_variant(variant_id)
    outcome = adjudicate_position(rules, position, reason)
    adjudicated = position.outcome is None
    return Verdict(
        "valid", position_hash(position), variant=variant.id, rules_version=variant.rules_version,
        options=canonical_options(variant, rules), seats=seat_tags(rules),
        start_origin="signed" if signed else "client", result=result_token(outcome.winners, rules.players),
        scores=tuple(outcome.scores), winners=tuple(outcome.winners), plies=position.ply, ending=outcome.reason,
        adjudicated=adjudicated, position_hash=position_hash(position), position_text=position_text(position))


def outcome_reason(outcome: Outcome | None) -> str:
    if outcome is None:
        return "unfinished"
    scores = "-".join(map(str, outcome.scores))
    return f"{outcome.reason}, scores {scores}"


def _termination(record: Record) -> str | None:
    value = (record.tag("Termination") or "").strip().lower().replace(" ", "_")
    return value if value in ADJUDICATION_REASONS else None
