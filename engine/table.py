"""The kernel's working copy of a position: one flat list of counts, mutated in place.

Public functions never hand a ``Table`` out: they build one from an immutable
``Position``, run the rules on it, and build a new ``Position`` from it. Playouts
keep one ``Table`` for a whole game, which is what makes them cheap.

The repetition history only ever grows at its end; clearing it starts a new list
(``clear_history``), so a ``Snapshot`` can keep (list, length) instead of a copy and a
replay stays linear in its plies (issue 9: it rebuilt the whole history every ply).
"""

from __future__ import annotations

from functools import lru_cache
from hashlib import blake2b
from typing import TYPE_CHECKING, Final, cast

from engine.board import Geometry, seeds_in
from engine.position import BaoState, Move, Outcome, Phase, Position, Status
from engine.rules import Direction

if TYPE_CHECKING:  # mypyc's native 64-bit int; a plain int to the interpreter (never imported)
    from mypy_extensions import i64


class BaoWork:
    """The kernel's working copy of ``Position.bao`` (Bao la Kiswahili): mutated in place by a move."""

    __slots__ = ("nyumba", "takasia")

    def __init__(self, nyumba: list[bool] | None, takasia: bool | None) -> None:
        self.nyumba = nyumba
        """Whether every seat's nyumba still stands; ``None`` in a game without houses."""
        self.takasia = takasia
        """Whether the last move was a mtaji-stage takasa; ``None`` without the takasia rule."""

    @staticmethod
    def of(state: BaoState | None) -> BaoWork | None:
        if state is None:
            return None
        return BaoWork(list(state.nyumba) if state.nyumba is not None else None, state.takasia)

    def state(self) -> BaoState:
        return BaoState(tuple(self.nyumba) if self.nyumba is not None else None, self.takasia)

    def copy(self) -> BaoWork:
        return BaoWork(self.nyumba[:] if self.nyumba is not None else None, self.takasia)


class Table:
    __slots__ = ("b", "to_move", "ply", "last_mover", "history", "outcome", "legal", "owner", "round",
                 "round_starter", "phase", "turn_key", "end_proposed", "tuzdyk", "counts", "counted", "digests",
                 "digested", "digest", "ruined", "bao", "takes", "wegue", "relay",
                 "directions")

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
        ruined: tuple[int, ...] = (),
        bao: BaoWork | None = None,
        takes: int = 0,
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
        """Territory games: the owner seat of every board index (stores: their seat); games with
        ``pit_owners`` (Kanji Guti): the rules' fixed owners (``Geometry.fixed_owner``, -1: nobody),
        never written to a ``Position``."""
        self.round = round
        self.round_starter = round_starter
        self.phase = phase
        self.turn_key: RepetitionKey | None = None
        """``key()`` of the position as the start-of-turn resolution left it, until the move."""
        self.end_proposed: list[int] = end_proposed if end_proposed is not None else []
        """Seats that proposed or accepted ending by agreement (``Position.end_proposed_by``)."""
        self.counts: dict[str | RepetitionKey, int] = {}
        """Occurrences of the first ``counted`` history entries (kept for long histories only)."""
        self.counted = 0
        self.digests: list[int] = []
        """``key_digest`` of the first ``len(digests)`` history entries (-1 for a hex key), made by
        ``occurrences`` as it needs them: games without a repetition rule never pay for them."""
        self.digested: RepetitionKey | None = None
        self.digest = -1
        """The last key ``occurrences`` was asked about and its digest, for ``remember``."""
        self.tuzdyk = tuzdyk
        """Games with tuzdyks: the board index of every seat's tuzdyk, -1 while it has none."""
        self.ruined = ruined
        """Refill rounds: the board indices of the pits out of play this round, increasing (the
        geometry of the round, ``engine.rounds.table_geometry``, leaves them off every ring)."""
        self.bao = bao
        """Bao la Kiswahili: the houses and the takasia flag (``Position.bao``), else ``None``."""
        self.takes = takes
        """Phase ``take``: the chosen holes the mover still takes (``Position.takes_left``), else 0."""
        self.relay = -1
        """Phase ``relay_choice`` (``stop_holes``): board index of the stop hole the lap ended in
        (``Position.relay_pit``), else -1."""
        self.wegue: list[int] | None = None
        """Games with wegues (``wegue_count``): for every board index the seat owning it as a wegue,
        -1 for none (``Position.wegue``); ``None`` in other games."""
        self.directions: list[Direction | None] | None = None
        """Games with a kept direction (``direction_kept``): every seat's way (``Position.directions``);
        ``None`` in other games."""

    @classmethod
    def from_position(cls, geo: Geometry, position: Position) -> Table:
        b = [0] * geo.size
        owner: list[int] | None = None
        if position.owners is not None:
            owner = list(geo.seat_of)
        elif geo.fixed_owner is not None:
            owner = list(geo.fixed_owner)  # pit_owners: the rules' owners, never on the wire
        for seat, row in enumerate(position.pits):
            base = seat * geo.block
            b[base: base + geo.pits] = row
            b[geo.store_index[seat]] = position.stores[seat]
            if owner is not None and position.owners is not None:
                owner[base: base + geo.pits] = position.owners[seat]
        t = cls(b, position.to_move, position.ply, position.last_mover, list(position.history),
                 position.outcome, owner, position.round, position.round_starter, position.phase,
                 list(position.end_proposed_by), tuzdyk_indices(geo, position.tuzdyk),
                 ruined_indices(geo, position.ruined),
                 BaoWork.of(position.bao), position.takes_left)
        t.wegue = wegue_indices(geo, position.wegue)
        if position.relay_pit >= 0:
            t.relay = geo.pit_indices[position.to_move][position.relay_pit]
        t.directions = list(position.directions) if position.directions is not None else None
        return t

    def to_position(self, geo: Geometry) -> Position:
        b = self.b
        pits = tuple(tuple(b[s * geo.block: s * geo.block + geo.pits]) for s in range(geo.seats))
        stores = tuple(b[i] for i in geo.store_index)
        owners = None
        if self.owner is not None and geo.fixed_owner is None:
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
            ruined=ruined_numbers(geo, self.ruined),
            bao=self.bao.state() if self.bao is not None else None,
            takes_left=self.takes,
            wegue=wegue_marks(geo, self.wegue),
            relay_pit=geo.pit_of[self.relay] if self.relay >= 0 else -1,
            directions=tuple(self.directions) if self.directions is not None else None,
        )

    def clear_history(self) -> None:
        """Seeds left the pits (or a round began): earlier positions cannot come back. A new
        list, never ``clear()``: snapshots share the old one."""
        if self.history:  # an empty list can stay: nothing before it can be shared
            self.history = []
        if self.digests:
            self.digests = []
        if self.counted:
            self.counts = {}
            self.counted = 0

    def snapshot(self, geo: Geometry) -> Snapshot:
        """The table as a ``Position`` would show it, without copying the history."""
        return Snapshot(self, geo)

    def copy(self) -> Table:
        c = Table(self.b[:], self.to_move, self.ply, self.last_mover, self.history[:], self.outcome,
                  self.owner[:] if self.owner is not None else None, self.round, self.round_starter,
                  self.phase, self.end_proposed[:], self.tuzdyk[:] if self.tuzdyk is not None else None,
                  self.ruined, self.bao.copy() if self.bao is not None else None, self.takes)
        c.wegue = self.wegue[:] if self.wegue is not None else None
        c.relay = self.relay
        c.directions = self.directions[:] if self.directions is not None else None
        c.digests = self.digests[:]
        c.digested = self.digested
        c.digest = self.digest
        return c

    def row_total(self, geo: Geometry, seat: int) -> int:
        base = seat * geo.block
        return seeds_in(self.b, base, base + geo.pits)

    def key(self, geo: Geometry) -> RepetitionKey:
        """Repetition key: every count and the player to move (stores are fixed between
        captures, and hollow owners for a whole round, so they add nothing); a ``Position``
        carries it as ``hex_key`` (see ``occurrences``).

        The player to move comes first: a repetition check compares the key with every position
        since the last capture, and half of them (the other player's) differ in that one int,
        without a walk along the counts. (A digest of the counts inside the key, or ``bytes``,
        compares faster still but costs more to build than it saves on every ply, measured on
        Kalah and Oware playouts; ``occurrences`` keeps digests beside the history instead, made
        only once a history is long enough to need them.)"""
        return (self.to_move, tuple(self.b))

    def remember(self, key: RepetitionKey) -> None:
        """Add the position a move was played from to the history (with its digest, when
        ``occurrences`` made it and every earlier entry has one)."""
        if key is self.digested and len(self.digests) == len(self.history):
            self.digests.append(self.digest)
        self.history.append(key)

    def occurrences(self, key: RepetitionKey) -> int:
        """How often ``key`` is in the history, which holds the keys made on this table and,
        from the ``Position`` it was built from, their hex forms.

        Up to ``FEW_KEYS`` entries are compared directly. Up to ``SHORT_HISTORY`` they are scanned
        by digest: an int compare an entry, the keys themselves compared only where the digests
        agree (``list.count`` costs ~250 instructions a key, a digest ~400 once). A longer
        history is counted through ``counts``, brought up to date: each entry is counted once."""
        history = self.history
        n = len(history)
        if n <= FEW_KEYS:
            found = history.count(key)
            if n and isinstance(history[0], str):
                found += history.count(hex_key(key))
            return found
        if n <= SHORT_HISTORY:
            digests = self.digests
            done = len(digests)
            while done < n:  # each entry is digested once, when first needed
                entry = history[done]
                digests.append(-1 if isinstance(entry, str) else key_digest(entry))
                done += 1
            digest = key_digest(key)
            self.digested = key
            self.digest = digest
            found = 0
            for i in range(n):
                if digests[i] == digest and history[i] == key:
                    found += 1
            if isinstance(history[0], str):
                found += history.count(hex_key(key))
            return found
        counts = self.counts
        for k in history[self.counted:]:
            counts[k] = counts.get(k, 0) + 1
        self.counted = len(history)
        found = counts.get(key, 0)
        if isinstance(history[0], str):
            found += counts.get(hex_key(key), 0)
        return found


FEW_KEYS: Final = 3
"""Histories up to this length are counted with ``list.count`` (cheaper than one digest)."""
SHORT_HISTORY: Final = 64
"""Histories up to this length are scanned by digest (cheaper than keeping counts)."""


class Snapshot:
    """A table's position after one ply of a replay: the counts copied, the history shared
    as (list, length) with the table (see ``Table.clear_history``)."""

    __slots__ = ("pits", "stores", "to_move", "ply", "last_mover", "outcome", "round", "round_starter", "phase",
                 "owners", "end_proposed", "tuzdyk", "history", "history_length", "ruined", "bao", "takes", "wegue", "relay",
                 "directions")

    def __init__(self, t: Table, geo: Geometry) -> None:
        b = t.b
        block, n = geo.block, geo.pits
        self.pits = tuple(tuple(b[s * block: s * block + n]) for s in range(geo.seats))
        self.stores = tuple(b[i] for i in geo.store_index)
        self.to_move = t.to_move
        self.ply = t.ply
        self.last_mover = t.last_mover
        self.outcome = t.outcome
        self.round = t.round
        self.round_starter = t.round_starter
        self.phase = t.phase
        o = t.owner
        self.owners = (None if o is None or geo.fixed_owner is not None  # pit_owners: never on the wire
                       else tuple(tuple(o[s * block: s * block + n]) for s in range(geo.seats)))
        self.end_proposed = tuple(t.end_proposed)
        self.tuzdyk = tuzdyk_numbers(geo, t.tuzdyk)
        self.ruined = ruined_numbers(geo, t.ruined)
        self.bao = t.bao.state() if t.bao is not None else None
        self.takes = t.takes
        self.wegue = wegue_marks(geo, t.wegue)
        self.relay = geo.pit_of[t.relay] if t.relay >= 0 else -1
        self.directions = tuple(t.directions) if t.directions is not None else None
        self.history = t.history
        self.history_length = len(t.history)

    def position(self, history: tuple[str, ...]) -> Position:
        """The ``Position``, given the hex keys of the first ``history_length`` history entries."""
        return Position(
            pits=self.pits,
            stores=self.stores,
            to_move=self.to_move,
            ply=self.ply,
            status=Status.FINISHED if self.outcome is not None else Status.PLAYING,
            outcome=self.outcome,
            history=history,
            last_mover=self.last_mover,
            round=self.round,
            round_starter=self.round_starter,
            phase=self.phase,
            owners=self.owners,
            end_proposed_by=self.end_proposed,
            tuzdyk=self.tuzdyk,
            ruined=self.ruined,
            bao=self.bao,
            takes_left=self.takes,
            wegue=self.wegue,
            relay_pit=self.relay,
            directions=self.directions,
        )


RepetitionKey = tuple[object, ...]
"""(player to move, counts): see ``Table.key``. Typed as a tuple of any length on purpose: mypyc
unboxes a fixed-length tuple type into a C struct and boxes it again, as a new tuple, at every
store into an attribute or a list, which is where the key goes (three tuples a ply, not one)."""


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


def wegue_indices(geo: Geometry, marks: tuple[tuple[int | None, ...], ...] | None) -> list[int] | None:
    """``Position.wegue`` (owner or None per pit, shaped like ``pits``) as a board-index list, -1 for none."""
    if marks is None:
        return None
    out = [-1] * geo.size
    for seat in range(len(marks)):
        row = marks[seat]
        for p in range(len(row)):
            owner = row[p]
            if owner is not None:
                out[geo.pit_indices[seat][p]] = owner
    return out


def wegue_marks(geo: Geometry, indices: list[int] | None) -> tuple[tuple[int | None, ...], ...] | None:
    """The table's wegue list as ``Position.wegue``."""
    if indices is None:
        return None
    return tuple(tuple(None if indices[i] < 0 else indices[i] for i in row) for row in geo.pit_indices)


def ruined_indices(geo: Geometry, numbers: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """``Position.ruined`` (per seat, pit numbers) as increasing board indices."""
    if not numbers:
        return ()
    return tuple(sorted(geo.pit_indices[seat][p] for seat, row in enumerate(numbers) for p in row))


def ruined_numbers(geo: Geometry, indices: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The table's ruined board indices as ``Position.ruined``: per seat, or ``()`` when none."""
    if not indices:
        return ()
    return tuple(tuple(geo.pit_of[i] for i in indices if geo.seat_of[i] == seat) for seat in range(geo.seats))


def key_digest(key: RepetitionKey) -> int:
    """A 30-bit digest of a repetition key (a polynomial over the player and the counts): equal
    keys have equal digests, so ``Table.occurrences`` compares keys only where digests agree."""
    digest: i64 = cast(int, key[0]) + 1  # a native int in the compiled kernel
    for count in cast(tuple[int, ...], key[1]):
        digest = (digest * 1_000_003 + count) & 0x3FFF_FFFF
    return digest


@lru_cache(maxsize=1 << 16)
def hex_key(key: RepetitionKey) -> str:
    """The wire form of a repetition key in ``Position.history``: 16 hex digits of
    ``blake2b(f"{board}{to_move}")``, with ``board`` the flat count list (``[4, 0, …]``).
    The text is joined from ready-made numerals: ``repr`` of a list converts every count
    afresh and cost half of this function."""
    numerals = [_numeral(count) for count in cast(tuple[int, ...], key[1])]
    text = "[" + ", ".join(numerals) + "]" + _numeral(cast(int, key[0]))
    return blake2b(text.encode(), digest_size=8).hexdigest()


def _numeral(n: int) -> str:
    return NUMERALS[n] if 0 <= n < len(NUMERALS) else str(n)


NUMERALS: Final = tuple(str(n) for n in range(512))
"""``str(n)`` of the counts a board usually holds."""
