"""Board geometry derived from ``Rules``: where each pit and store sits, and the sowing rings.

The kernel works on one flat list of counts. Seat ``s`` owns the block
``[s*B, s*B+B)`` with ``B = pits_per_side + 1``: its pits ``0..n-1`` from its own
left, then its store. RULES.md §0: "For mover S: S0…S5, [S store], N0…N5, [N store],
S0…; bracketed stores are included only if the game sows stores; the opponent's
store is never sown." Clockwise is the reverse ring. No magic 6 or 13 anywhere.
"""

from __future__ import annotations

from functools import lru_cache

from engine.rules import Direction, Rules


class Geometry:
    """Indices, opposite pits and lap sequences of one board shape. Immutable once built."""

    __slots__ = ("seats", "pits", "block", "size", "pit_indices", "store_index", "seat_of", "pit_of",
                 "_rings", "_laps")

    def __init__(self, rules: Rules) -> None:
        self.seats = rules.seats
        self.pits = rules.pits_per_side
        self.block = self.pits + 1
        self.size = self.seats * self.block
        self.pit_indices: tuple[tuple[int, ...], ...] = tuple(
            tuple(s * self.block + i for i in range(self.pits)) for s in range(self.seats)
        )
        self.store_index: tuple[int, ...] = tuple(s * self.block + self.pits for s in range(self.seats))
        self.seat_of: tuple[int, ...] = tuple(i // self.block for i in range(self.size))
        self.pit_of: tuple[int, ...] = tuple(i % self.block for i in range(self.size))
        rings: dict[tuple[int, Direction], tuple[int, ...]] = {}
        for mover in range(self.seats):
            ccw: list[int] = []
            for k in range(self.seats):
                seat = (mover + k) % self.seats
                ccw.extend(self.pit_indices[seat])
                if seat == mover and rules.sow_own_store:
                    ccw.append(self.store_index[seat])
            rings[(mover, Direction.CCW)] = tuple(ccw)
            rings[(mover, Direction.CW)] = tuple(reversed(ccw))
        self._rings = rings
        self._laps: dict[tuple[int, Direction, int, int], tuple[int, ...]] = {}

    def is_store(self, index: int) -> bool:
        return self.pit_of[index] == self.pits

    def opposite(self, index: int) -> int:
        """Two seats: the opposite of pit i is the other seat's pit n-1-i (RULES.md §0)."""
        seat = self.seat_of[index]
        other = (seat + 1) % self.seats
        return self.pit_indices[other][self.pits - 1 - self.pit_of[index]]

    def lap(self, mover: int, direction: Direction, start: int, skip: int) -> tuple[int, ...]:
        """Board indices one lap visits after ``start``, in order, leaving out ``skip`` (-1: none).

        The lap ends back at ``start`` itself unless it is skipped, so sowing ``n`` seeds
        is ``n // len(lap)`` for every index plus one more for the first ``n % len(lap)``.
        """
        key = (mover, direction, start, skip)
        found = self._laps.get(key)
        if found is None:
            ring = self._rings[(mover, direction)]
            k = ring.index(start)
            seq = ring[k + 1:] + ring[: k + 1]
            found = tuple(i for i in seq if i != skip)
            self._laps[key] = found
        return found

    def ring(self, mover: int, direction: Direction) -> tuple[int, ...]:
        return self._rings[(mover, direction)]


@lru_cache(maxsize=256)
def geometry(rules: Rules) -> Geometry:
    """The geometry of a rules object (cached: rules are hashable and immutable)."""
    return Geometry(rules)
