"""The transitions of moves played: ``Transition`` (one move) and ``Replay`` (what ``engine.replay``
returns), built on demand.

``replay`` keeps one ``Snapshot`` per ply (the counts, and the repetition history shared as
(list, length), see ``table.py``), so replaying ``n`` plies costs O(n) whatever the history
holds. A step's full ``Transition`` (its ``Position`` carries the whole history, by design)
is built when it is read: reading the last one costs one history's length, reading every one
costs what their histories hold together, and nothing more. The hex forms of the shared keys
are computed once per record.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

from engine.events import Event
from engine.position import Move, Position, Transition
from engine.table import RepetitionKey, Snapshot, hex_key


class Replay(Sequence[Transition]):
    """The ``Transition`` of every ply of a replay, in order (a read-only sequence)."""

    __slots__ = ("_snapshots", "_events", "_legal", "_agreement", "_hex")

    def __init__(self, snapshots: list[Snapshot], events: list[tuple[Event, ...]],
                 legal: list[tuple[Move, ...]], agreement: list[tuple[Move, ...]] | None = None) -> None:
        self._snapshots = snapshots
        self._events = events
        self._legal = legal
        self._agreement: list[tuple[Move, ...]] = agreement if agreement is not None else [() for _ in snapshots]
        self._hex: dict[int, tuple[list[str | RepetitionKey], list[str]]] = {}

    def __len__(self) -> int:
        return len(self._snapshots)

    @overload
    def __getitem__(self, index: int) -> Transition: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Transition, ...]: ...

    def __getitem__(self, index: int | slice) -> Transition | tuple[Transition, ...]:
        if isinstance(index, slice):
            return tuple(self._transition(i) for i in range(len(self))[index])
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("record index out of range")
        return self._transition(index)

    def __iter__(self) -> Iterator[Transition]:
        for i in range(len(self)):
            yield self._transition(i)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Replay, tuple, list)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Replay({len(self)} plies)"

    def parts(self) -> tuple[list[Snapshot], list[tuple[Event, ...]], list[tuple[Move, ...]], list[tuple[Move, ...]]]:
        """The lists a replay appends each ply to (``engine.game``)."""
        return self._snapshots, self._events, self._legal, self._agreement

    def position(self, index: int) -> Position:
        """The position after ply ``index`` (negative: from the end)."""
        snapshot = self._snapshots[index]
        return snapshot.position(self._history(snapshot))

    def events(self, index: int) -> tuple[Event, ...]:
        """What happened during ply ``index``."""
        return self._events[index]

    def legal_moves(self, index: int) -> tuple[Move, ...]:
        """The legal moves after ply ``index``."""
        return self._legal[index]

    def agreement_moves(self, index: int) -> tuple[Move, ...]:
        """``propose_end`` / ``accept_end`` where the position after ply ``index`` allows them."""
        return self._agreement[index]

    def history_length(self, index: int) -> int:
        """How many keys the position after ply ``index`` holds in ``history``, without building it."""
        return self._snapshots[index].history_length

    def _transition(self, index: int) -> Transition:
        return Transition(self.position(index), self._events[index], self._legal[index], self._agreement[index])

    def _history(self, snapshot: Snapshot) -> tuple[str, ...]:
        keys = snapshot.history
        n = snapshot.history_length
        found = self._hex.get(id(keys))
        if found is None or found[0] is not keys:
            found = self._hex[id(keys)] = (keys, [])
        done = found[1]
        for k in keys[len(done):n]:
            done.append(k if isinstance(k, str) else hex_key(k))
        return tuple(done[:n])
