"""Positions, moves and outcomes: plain immutable values that round-trip to JSON."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.rules import Direction


class Status(enum.Enum):
    PLAYING = "playing"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended (after python-chess ``Outcome``)."""

    reason: str
    """Why it ended: ``side_empty``, ``no_seeds``, ``cannot_feed``, ``majority``, ``repetition``,
    ``board_empty``, ``only_grand_slams``, ``grand_slam_remaining``."""
    scores: tuple[int, ...]
    """Final score of every seat (its store after the sweep)."""
    winners: tuple[int, ...]
    """Seats with the best score; several on a tie; every seat on a declared draw."""

    @property
    def draw(self) -> bool:
        return len(self.winners) != 1

    @property
    def winner(self) -> int | None:
        return self.winners[0] if len(self.winners) == 1 else None


@dataclass(frozen=True, slots=True, order=True)
class Move:
    """Sow the mover's pit ``pit`` (numbered from the mover's left), in ``direction`` where chosen."""

    pit: int
    direction: Direction | None = None

    def __str__(self) -> str:
        return f"{self.pit}" if self.direction is None else f"{self.pit}/{self.direction.value}"


@dataclass(frozen=True, slots=True)
class Position:
    """The whole game state: everything a rule needs is decided from this value alone."""

    pits: tuple[tuple[int, ...], ...]
    """One row per seat, each numbered from that seat's own left, in CCW sowing order."""
    stores: tuple[int, ...]
    """One store per seat."""
    to_move: int
    """Seat whose turn it is (the seat that would have moved, once the game is finished)."""
    ply: int = 0
    """Moves played since the start (extra turns count)."""
    status: Status = Status.PLAYING
    outcome: Outcome | None = None
    history: tuple[str, ...] = ()
    """Keys of the earlier positions since seeds last left the pits, for the repetition rule."""
    last_mover: int | None = None
    """Seat that made the last move, ``None`` at the start (for ``sweep=last_mover``)."""

    @property
    def is_finished(self) -> bool:
        return self.status is Status.FINISHED
