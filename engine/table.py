"""The kernel's working copy of a position: one flat list of counts, mutated in place.

Public functions never hand a ``Table`` out: they build one from an immutable
``Position``, run the rules on it, and build a new ``Position`` from it. Playouts
keep one ``Table`` for a whole game, which is what makes them cheap.
"""

from __future__ import annotations

from functools import lru_cache
from hashlib import blake2b

from engine.board import Geometry
from engine.position import Move, Outcome, Phase, Position, Status


class Table:
    __slots__ = ("b", "to_move", "ply", "last_mover", "history", "outcome", "legal", "owner", "round",
                 "round_starter", "phase", "turn_key", "end_proposed", "tuzdyk")

    def __init__(
        self,
        b: list[int],
        to_move: int,
        ply: int,
        last_mover: int | None,
        history: list[str | RepetitionKey],
        outcome: Outcome | None,
        owner: list[int] | None = None,
        round: int = 0,
        round_starter: int | None = None,
        phase: Phase = Phase.PLAY,
        end_proposed: list[int] | None = None,
        tuzdyk: list[int] | None = None,
    ) -> None:
        self.b = b
        self.to_move = to_move
        self.ply = ply
        self.last_mover = last_mover
        self.history = history
        self.outcome = outcome
        self.legal: list[Move] | None = None
        """Legal moves of ``to_move``, filled in by the start-of-turn resolution."""
        self.owner = owner
        """Territory games: the owner seat of every board index (stores: their seat)."""
        self.round = round
        self.round_starter = round_starter
        self.phase = phase
        self.turn_key: RepetitionKey | None = None
        """``key()`` of the position as the start-of-turn resolution left it, until the move."""
        self.end_proposed: list[int] = end_proposed if end_proposed is not None else []
        """Seats that proposed or accepted ending by agreement (``Position.end_proposed_by``)."""
        self.tuzdyk = tuzdyk
        """Games with tuzdyks: the board index of every seat's tuzdyk, -1 while it has none."""

    @classmethod
    def from_position(cls, geo: Geometry, position: Position) -> Table:
        b = [0] * geo.size
        owner: list[int] | None = None
        if position.owners is not None:
            owner = list(geo.seat_of)
        for seat, row in enumerate(position.pits):
            base = seat * geo.block
            b[base: base + geo.pits] = row
            b[geo.store_index[seat]] = position.stores[seat]
            if owner is not None and position.owners is not None:
                owner[base: base + geo.pits] = position.owners[seat]
        return cls(b, position.to_move, position.ply, position.last_mover, list(position.history),
                   position.outcome, owner, position.round, position.round_starter, position.phase,
                   list(position.end_proposed_by), tuzdyk_indices(geo, position.tuzdyk))

    def to_position(self, geo: Geometry) -> Position:
        b = self.b
        pits = tuple(tuple(b[s * geo.block: s * geo.block + geo.pits]) for s in range(geo.seats))
        stores = tuple(b[i] for i in geo.store_index)
        owners = None
        if self.owner is not None:
            o = self.owner
            owners = tuple(tuple(o[s * geo.block: s * geo.block + geo.pits]) for s in range(geo.seats))
        return Position(
            pits=pits,
            stores=stores,
            to_move=self.to_move,
            ply=self.ply,
            status=Status.FINISHED if self.outcome is not None else Status.PLAYING,
            outcome=self.outcome,
            history=tuple(k if isinstance(k, str) else hex_key(k) for k in self.history),
            last_mover=self.last_mover,
            round=self.round,
            round_starter=self.round_starter,
            phase=self.phase,
            owners=owners,
            end_proposed_by=tuple(self.end_proposed),
            tuzdyk=tuzdyk_numbers(geo, self.tuzdyk),
        )

    def copy(self) -> Table:
        return Table(self.b[:], self.to_move, self.ply, self.last_mover, self.history[:], self.outcome,
                     self.owner[:] if self.owner is not None else None, self.round, self.round_starter,
                     self.phase, self.end_proposed[:], self.tuzdyk[:] if self.tuzdyk is not None else None)

    def row_total(self, geo: Geometry, seat: int) -> int:
        base = seat * geo.block
        return sum(self.b[base: base + geo.pits])

    def key(self, geo: Geometry) -> RepetitionKey:
        """Repetition key: every count and the player to move (stores are fixed between
        captures, and hollow owners for a whole round, so they add nothing).  A plain tuple,
        cheap to build and compare; a ``Position`` carries it as ``hex_key`` (see ``occurrences``)."""
        return (tuple(self.b), self.to_move)

    def occurrences(self, key: RepetitionKey) -> int:
        """How often ``key`` is in the history, which holds the keys made on this table and,
        from the ``Position`` it was built from, their hex forms."""
        history = self.history
        found = history.count(key)
        if history and isinstance(history[0], str):
            found += history.count(hex_key(key))
        return found


RepetitionKey = tuple[tuple[int, ...], int]


def tuzdyk_indices(geo: Geometry, numbers: tuple[int | None, ...] | None) -> list[int] | None:
    """``Position.tuzdyk`` (pit numbers in the opponent's row) as board indices, -1 for none."""
    if numbers is None:
        return None
    return [-1 if p is None else geo.pit_indices[1 - seat][p] for seat, p in enumerate(numbers)]


def tuzdyk_numbers(geo: Geometry, indices: list[int] | None) -> tuple[int | None, ...] | None:
    """The table's tuzdyk board indices as ``Position.tuzdyk`` pit numbers."""
    if indices is None:
        return None
    return tuple(None if i < 0 else geo.pit_of[i] for i in indices)


@lru_cache(maxsize=1 << 16)
def hex_key(key: RepetitionKey) -> str:
    """The wire form of a repetition key in ``Position.history``: 16 hex digits of
    ``blake2b(f"{board}{to_move}")``, with ``board`` the flat count list."""
    text = f"{list(key[0])}{key[1]}"
    return blake2b(text.encode(), digest_size=8).hexdigest()
