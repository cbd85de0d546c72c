"""The record notation: how each game writes a move in a game record (``docs/records.md``).

Oware-family games name the pits A–F for South and a–f for North (the case names the mover);
Kalah-family and many-seat games number the mover's pits from 1; a direction mark ``>``
(anticlockwise) or ``<`` (clockwise) follows the pit where the player chooses the direction
(Giuthi), and Bao names its front and back rows ``F1``–``F8`` and ``B1``–``B8`` (Bao la
Kiswahili's safari adds ``s``). Round decisions are written ``arrange:5-1-1-7`` (Giuthi) and
``hollows:2-5`` (Nam Nam); ``=?`` and ``=`` are the agreement moves; a hole taken after a capture
(phase ``take``, ``capture_chosen_holes``) is ``x`` and the name of the opponent's pit in the game's
notation as the opponent would write it (``xB3``: the opponent's back-row hole 3); a relay lap's end in
a stop hole (phase ``relay_choice``, ``stop_holes``) is answered ``stop`` or ``continue``.

:func:`notation_of` picks a game's notation from its rules; :class:`RecordMove` is one token as
the notation says it; :func:`format_move` writes one and :func:`parse_move` reads one (checking the
board, not legality). The rest of a record (tags, comments, move numbers, results) is
``engine.records``'.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from engine.errors import RecordSyntaxError
from engine.four_row import REVERSED
from engine.position import Move, MoveKind
from engine.rules import Direction, DirectionKept, Origin, Rules

__all__ = ["LETTERS", "Notation", "PlyKind", "RecordMove", "format_move", "notation_of", "parse_move"]

PlyKind = Literal["sow", "arrange", "choose_hollows", "propose_end", "accept_end", "take", "stop", "continue"]
Notation = Literal["letters", "numbers", "bao"]


@dataclass(frozen=True, slots=True)
class RecordMove:
    """One token of the move text, as the notation says it (not yet checked against the rules).

    ``seat`` is the mover the notation names (the letter's case), ``None`` where the notation does
    not name one; ``across`` marks a pit on the opponent's row (Nam Nam hollows owned there, Kanji Guti's far-row holes).
    ``line``/``column`` locate the token in the text it was read from (not part of equality)."""

    kind: PlyKind = "sow"
    pit: int = -1
    seat: int | None = None
    across: bool = False
    direction: Direction | None = None
    seeds: tuple[int, ...] = ()
    hollows: tuple[int, ...] = ()
    safari: bool = False
    """Bao la Kiswahili: the capture stops in the nyumba (mark ``s`` after the direction)."""
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)

    @property
    def is_agreement(self) -> bool:
        """An agreement move (``=?`` propose_end, ``=`` accept_end): a ply of the engine that does
        not pass the turn, written without a move number."""
        return self.kind in ("propose_end", "accept_end")

    def to_move(self, mover: int, seats: int) -> Move:
        """The engine move this token stands for when ``mover`` is to move."""
        if self.kind == "arrange":
            return Move(kind=MoveKind.ARRANGE, seeds=self.seeds)
        if self.kind == "choose_hollows":
            return Move(kind=MoveKind.CHOOSE_HOLLOWS, hollows=self.hollows)
        if self.kind == "propose_end":
            return Move(kind=MoveKind.PROPOSE_END)
        if self.kind == "accept_end":
            return Move(kind=MoveKind.ACCEPT_END)
        if self.kind == "take":
            return Move(self.pit, side=(mover + 1) % seats, kind=MoveKind.TAKE)
        if self.kind == "stop":
            return Move(kind=MoveKind.STOP)
        if self.kind == "continue":
            return Move(kind=MoveKind.CONTINUE)
        side = (mover + 1) % seats if self.across else None
        return Move(self.pit, self.direction, side=side, safari=self.safari)

    @classmethod
    def from_move(cls, move: Move, mover: int, notation: Notation) -> RecordMove:
        """The token of an engine ``move`` played by ``mover``."""
        if move.kind is MoveKind.ARRANGE:
            return cls("arrange", seeds=move.seeds)
        if move.kind is MoveKind.CHOOSE_HOLLOWS:
            return cls("choose_hollows", hollows=move.hollows)
        if move.kind is MoveKind.PROPOSE_END:
            return cls("propose_end")
        if move.kind is MoveKind.ACCEPT_END:
            return cls("accept_end")
        if move.kind is MoveKind.TAKE:
            return cls("take", move.pit, 1 - mover if notation == "letters" else None)
        if move.kind is MoveKind.STOP:
            return cls("stop")
        if move.kind is MoveKind.CONTINUE:
            return cls("continue")
        across = move.side is not None and move.side != mover
        return cls("sow", move.pit, mover if notation == "letters" else None, across, move.direction,
                   safari=move.safari)



LETTERS = 26
"""The longest row the letters notation names (A–Z); a longer row is numbered."""


def notation_of(rules: Rules) -> Notation:
    """Letters for two-seat, one-row games whose stores are never sown and whose direction is
    fixed (the Oware family: Abapa literature's A–F / a–f, on along the alphabet to Z / z for rows
    of up to 26 pits); Bao's own F/B names for two-row boards; pit numbers for the rest (the Kalah
    family, Giuthi, many seats, rows longer than the alphabet, and the Togyz Kumalak family, whose
    first stone goes back into the origin: its players number the pits 1–9)."""
    if rules.rows_per_side == 2:
        return "bao"
    if (rules.seats == 2 and not rules.sow_own_store and rules.direction is not Direction.PLAYER_CHOICE
            and rules.pits_per_side <= LETTERS
            and rules.origin not in (Origin.FIRST_SEED_INTO_ORIGIN, Origin.FIRST_SEED_INTO_EVERY_LAP)):
        return "letters"
    return "numbers"


_MARK = {Direction.CCW: ">", Direction.CW: "<"}
_MARKS = {">": Direction.CCW, "<": Direction.CW}


def format_move(rm: RecordMove, rules: Rules) -> str:
    """The token of one move in the game's notation."""
    if rm.kind == "propose_end":
        return "=?"
    if rm.kind == "accept_end":
        return "="
    if rm.kind == "arrange":
        return "arrange:" + "-".join(map(str, rm.seeds))
    if rm.kind == "choose_hollows":
        return "hollows:" + "-".join(str(h + 1) for h in rm.hollows)
    if rm.kind == "take":
        return "x" + format_move(RecordMove("sow", rm.pit, rm.seat), rules)
    if rm.kind == "stop" or rm.kind == "continue":
        return rm.kind
    notation = notation_of(rules)
    mark = _MARK[rm.direction] if rm.direction is not None else ""
    prime = "'" if rm.across else ""
    if notation == "letters":
        if rm.seat is None:
            raise ValueError("the letters notation names the mover: RecordMove.seat is needed")
        letter = chr(ord("a") + rm.pit)
        return (letter.upper() if rm.seat == 0 else letter) + prime + mark
    if notation == "bao":
        n = rules.pits_per_side
        row, col = ("F", rm.pit) if rm.pit < n else ("B", rm.pit - n)
        return f"{row}{col + 1}{prime}{mark}" + ("s" if rm.safari else "")
    return f"{rm.pit + 1}{prime}{mark}"


_LETTER = re.compile(r"^([A-Za-z])(')?([<>])?$")
_NUMBER = re.compile(r"^([1-9][0-9]?)(')?([<>])?$")
_BAO = re.compile(r"^([FB])([1-9][0-9]?)(')?([<>])?(s)?$")
_LIST = re.compile(r"^[0-9]{1,3}(?:-[0-9]{1,3}){0,99}$")  # at most MAX_LIST values


def parse_move(word: str, rules: Rules, line: int, column: int, notation: Notation | None = None) -> RecordMove:
    """The move token ``word`` (at ``line``/``column`` of a record) in the game's notation: checks the
    board (pit names exist, a direction mark where the game asks for one), not legality."""
    def fail(reason: str) -> RecordSyntaxError:
        return RecordSyntaxError(reason, line, column, word)

    for prefix, kind in (("arrange:", "arrange"), ("hollows:", "choose_hollows")):
        if word.startswith(prefix):
            body = word[len(prefix):]
            if not _LIST.match(body):
                raise fail(f"{prefix} needs numbers joined by '-', like {prefix}2-5")
            values = tuple(int(v) for v in body.split("-"))
            if kind == "arrange":
                return RecordMove("arrange", seeds=values, line=line, column=column)
            if any(v < 1 for v in values):
                raise fail("hollows are numbered from 1")
            return RecordMove("choose_hollows", hollows=tuple(v - 1 for v in values), line=line, column=column)
    if (word == "stop" or word == "continue") and rules.stop_holes:
        return RecordMove("stop" if word == "stop" else "continue", line=line, column=column)
    if word.startswith("x") and len(word) > 1 and rules.capture_chosen_holes:
        hole = parse_move(word[1:], rules, line, column + 1, notation)
        if hole.direction is not None or hole.across or hole.safari or hole.kind != "sow":
            raise fail("a hole taken after a capture is x and a pit's name, with no mark")
        return RecordMove("take", hole.pit, hole.seat, line=line, column=column)
    notation = notation or notation_of(rules)
    seat: int | None = None
    safari = False
    if notation == "letters":
        m = _LETTER.match(word)
        if not m:
            last = chr(ord("A") + rules.pits_per_side - 1)
            raise fail(f"not a move: this game names pits A-{last} for South and a-{last.lower()} for North")
        letter, prime, mark = m.groups()
        pit = ord(letter.lower()) - ord("a")
        seat = 0 if letter.isupper() else 1
    elif notation == "bao":
        m = _BAO.match(word)
        if not m:
            marks = (" with a mark > or <" if rules.direction is Direction.PLAYER_CHOICE
                     else " (a mark > or < where the direction is chosen)"
                     if rules.direction_kept is not DirectionKept.NONE else "")
            n = rules.pits_per_side
            raise fail(f"not a move: this game names pits F1-F{n} (front row) and B1-B{n} (back row){marks}")
        row, col, prime, mark, stop = m.groups()
        safari = stop is not None
        if safari and (rules.bao is None or rules.bao.nyumba < 0):
            raise fail("the safari mark s stops a capture in the nyumba: only Bao la Kiswahili has one")
        pit = int(col) - 1 + (rules.pits_per_side if row == "B" else 0)
        if int(col) > rules.pits_per_side:
            raise fail(f"a row has {rules.pits_per_side} pits")
    else:
        m = _NUMBER.match(word)
        if not m:
            raise fail(f"not a move: this game numbers the mover's pits 1-{rules.pits_per_seat}")
        number, prime, mark = m.groups()
        pit = int(number) - 1
    if pit >= rules.pits_per_seat:
        raise fail(f"there is no such pit on a board of {rules.pits_per_seat} pits per player")
    if prime and (rules.seats != 2 or (rules.rounds.value != "territory" and not rules.pit_owners)):
        raise fail("a pit on the opponent's row (') can only be played in territory games (Nam Nam) and "
                   "games whose players own pits on both rows (Kanji Guti)")
    choose = rules.direction is Direction.PLAYER_CHOICE
    if choose and not mark:
        raise fail("this game needs a direction mark after the pit: > (anticlockwise) or < (clockwise)")
    reverse = bool(rules.reverse_capture_pits()) and mark is not None and _MARKS[mark] is not rules.direction
    kept = rules.direction_kept is not DirectionKept.NONE  # a mark names the way: optional where it is kept
    if mark and not choose and not reverse and not kept:
        raise fail("this game sows in one direction only: leave out the direction mark"
                   + (" (a reverse capture is marked " + _MARK[REVERSED[rules.direction]] + ")"
                      if rules.reverse_capture_pits() else ""))
    return RecordMove("sow", pit, seat, bool(prime), _MARKS[mark] if mark else None, safari=safari, line=line,
                      column=column)
