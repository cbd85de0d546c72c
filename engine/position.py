"""Positions, moves and outcomes: plain immutable values that round-trip to JSON."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from engine.rules import Direction


class Status(enum.Enum):
    PLAYING = "playing"
    FINISHED = "finished"


class Phase(enum.Enum):
    """What the player to move has to do (matches of rounds; docs/rules/giuthi.md, docs/rules/nam-nam.md)."""

    PLAY = "play"
    """Sow: the ordinary move."""
    ARRANGE = "arrange"
    """Giuthi: the round's loser chooses the board size and places all their seeds."""
    CHOOSE_HOLLOWS = "choose_hollows"
    """Nam Nam: the round's winner chooses which of the opponent's hollows it owns."""
    TAKE = "take"
    """After a capture that earns chosen holes (``capture_chosen_holes``): the capturer takes an
    opponent's hole of their choice, ``Position.takes_left`` of them, one a ply, before the turn passes."""
    RELAY_CHOICE = "relay_choice"
    """A relay lap ended in an occupied hole of ``stop_holes`` (Tsoro's *misoro*): the mover stops
    there (``stop``, the turn passes) or sows on from ``Position.relay_pit`` (``continue``)."""


class MoveKind(enum.Enum):
    SOW = "sow"
    ARRANGE = "arrange"
    CHOOSE_HOLLOWS = "choose_hollows"
    TAKE = "take"
    """Phase ``take``: empty the opponent's pit ``pit`` (numbered in the opponent's row, ``side``)
    into the mover's store."""
    STOP = "stop"
    """Phase ``relay_choice``: end the turn in the stop hole the lap ended in."""
    CONTINUE = "continue"
    """Phase ``relay_choice``: lift the stop hole the lap ended in and sow on (the relay)."""
    PROPOSE_END = "propose_end"
    """Ending by agreement (docs/rulings.md D-4): the player to move proposes to end the game here,
    then still makes their move."""
    ACCEPT_END = "accept_end"
    """Accept a pending proposal, as the player's move; the last player to accept ends the game."""


def is_agreement(kind: MoveKind) -> bool:
    """Whether moves of ``kind`` are ending by agreement (``propose_end``, ``accept_end``). Compared
    by identity: a set of members would hash the member in the enum's Python code at every call."""
    return kind is MoveKind.PROPOSE_END or kind is MoveKind.ACCEPT_END


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended (after python-chess ``Outcome``)."""

    reason: str
    """Why it ended: ``side_empty``, ``no_seeds``, ``no_move``, ``cannot_feed``, ``majority``,
    ``repetition``, ``agreement``, ``move_limit``, ``board_empty``, ``only_grand_slams``,
    ``grand_slam_remaining``, ``last_seeds``, ``front_row_empty``, ``cannot_move``, ``row_emptied``,
    ``singles_only``, ``cleared``, ``wegues_only``, ``void``, and for matches
    ``round_tie``, ``match_won``, ``max_rounds`` (``engine.ending.REASONS``)."""
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


@dataclass(frozen=True, slots=True)
class Move:
    """Sow the mover's pit ``pit`` (numbered from the mover's left), in ``direction`` where chosen.

    ``side`` names the seat whose row holds the pit when it is not the mover's own (Nam Nam
    hollows owned on the opponent's side). A round decision is a move of another ``kind``:
    ``arrange`` carries ``seeds`` (the loser's pits, own left first; their number is the board
    size) and ``choose_hollows`` carries ``hollows`` (pit numbers of the opponent's row).
    ``constraints`` is set on listed round decisions only: what every decision of that kind
    must satisfy; it is not part of the move's identity.
    """

    pit: int = -1
    direction: Direction | None = None
    side: int | None = None
    kind: MoveKind = MoveKind.SOW
    seeds: tuple[int, ...] = ()
    hollows: tuple[int, ...] = ()
    safari: bool = False
    """Bao la Kiswahili, namua stage: a capturing move whose lap ends in the mover's functional
    nyumba stops there (true) instead of sowing on from it."""
    constraints: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        if self.kind is MoveKind.ARRANGE:
            return "arrange " + " ".join(map(str, self.seeds))
        if self.kind is MoveKind.CHOOSE_HOLLOWS:
            return "choose " + " ".join(map(str, self.hollows))
        if is_agreement(self.kind):
            return str(self.kind.value)
        if self.kind is MoveKind.TAKE:
            return f"take {self.side}:{self.pit}"
        if self.kind is MoveKind.STOP:
            return "stop"
        if self.kind is MoveKind.CONTINUE:
            return "continue"
        text = f"{self.pit}" if self.side is None else f"{self.side}:{self.pit}"
        text = text if self.direction is None else f"{text}/{self.direction.value}"
        return text + "/safari" if self.safari else text


@dataclass(frozen=True, slots=True)
class BaoState:
    """Bao la Kiswahili's part of a position (``Position.bao``; the wire keeps the fields ``nyumba``
    and ``takasia`` at the top of the position)."""

    nyumba: tuple[bool, ...] | None = None
    """Games with a house (``Rules.bao.nyumba``): for every seat, whether its nyumba still stands
    (it has never been emptied); ``None`` in games without one."""
    takasia: bool | None = None
    """Games with the takasia rule (``Rules.bao.takasia``): whether the last move was a mtaji-stage
    takasa (a move that captured nothing); ``None`` in games without the rule."""


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
    """Moves played since the start (extra turns and agreement moves count)."""
    status: Status = Status.PLAYING
    outcome: Outcome | None = None
    history: tuple[str, ...] = ()
    """Keys of the earlier positions since seeds last left the pits, for the repetition rule."""
    last_mover: int | None = None
    """Seat that made the last sowing or round decision, ``None`` at the start (for
    ``sweep=last_mover``); agreement moves leave it unchanged."""
    round: int = 0
    """Matches of rounds: the round being played (from 1), 0 for single-round games."""
    round_starter: int | None = None
    """Matches of rounds: the seat that started the current round."""
    phase: Phase = Phase.PLAY
    """What the player to move has to do: sow, or a round decision."""
    owners: tuple[tuple[int, ...], ...] | None = None
    """Territory games (Nam Nam): the owner seat of every pit, shaped like ``pits``."""
    tuzdyk: tuple[int | None, ...] | None = None
    """Games with tuzdyks (Togyz Kumalak, ``tuzdyk_count``): for every seat, the pit number in the
    opponent's row (numbered from the opponent's own left, like ``pits``) that is this seat's
    tuzdyk, or ``None`` while it has none; ``None`` altogether in games without tuzdyks."""
    ruined: tuple[tuple[int, ...], ...] = ()
    """Refill rounds (``rounds=refill``; Pallanguzhi's ruined pits, Congkak's burnt houses): for every
    seat, the pit numbers of its row that are out of play this round, in increasing order; empty
    altogether (``()``) while every pit is in play, so other positions keep their form and hash."""
    bao: BaoState | None = None
    """Bao la Kiswahili's state (``Rules.bao``): the houses and the takasia flag; ``None`` in every
    other game."""
    wegue: tuple[tuple[int | None, ...], ...] | None = None
    """Games with wegues (``wegue_count``: Qelat): shaped like ``pits``, the seat owning each pit as
    its wegue, or ``None`` for a pit that is no wegue; ``None`` altogether in games without wegues."""
    end_proposed_by: tuple[int, ...] = ()
    """Ending by agreement: the seats that have proposed (first) or accepted the pending
    proposal, in that order; empty when none is pending (and always once the game is over)."""
    directions: tuple[Direction | None, ...] | None = None
    """Games with a kept direction (``direction_kept``): for every seat, the way it sows: ``cw`` or
    ``ccw``, kept for the rest of the game; ``player_choice`` while its next move chooses (the move
    names its direction); ``None`` before its first move where the choice is its second move (that
    first move is sown in the rules' ``direction``). ``None`` altogether in other games."""
    takes_left: int = 0
    """Phase ``take`` (``capture_chosen_holes``): the holes the mover still takes this one
    included; 0 in every other phase, so other positions keep their form and hash."""
    relay_pit: int = -1
    """Phase ``relay_choice`` (``stop_holes``): the mover's pit (own numbering) where the lap ended,
    from which ``continue`` sows on; -1 in every other phase, so other positions keep their form."""

    @property
    def is_finished(self) -> bool:
        return self.status is Status.FINISHED


@dataclass(frozen=True, slots=True)
class Transition:
    """The result of one move: the new position, what happened, and what may follow."""

    position: Position
    events: tuple[dict[str, Any], ...]
    """What happened (``engine.events.Event`` values, spelled out here: events import the board,
    which imports this module)."""
    legal_moves: tuple[Move, ...]
    agreement_moves: tuple[Move, ...] = ()
    """``propose_end`` / ``accept_end`` where the new position allows them (``agreement_moves``)."""
