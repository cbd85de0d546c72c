"""Board geometry derived from ``Rules``: where each pit and store sits, and the sowing rings.

The kernel works on one flat list of counts. Seat ``s`` owns the block
``[s*B, s*B+B)`` with ``B = pits_per_seat + 1``: its pits ``0..n-1`` from its own
left, then its store. docs/rulings.md#conventions: "For mover S: S0…S5, [S store], N0…N5, [N store],
S0…; bracketed stores are included only if the game sows stores; the opponent's
store is never sown." Clockwise is the reverse ring. No magic 6 or 13 anywhere.

Generalisations of part 2:

* **Active seats** (Mancala for 4 with fewer players, D-18): the pits and stores of a seat
  that does not play are never on any ring and always empty; turns go to the next active seat.
* **Two rows per seat** (Bao, docs/rules/bao-kujifunza.md): a seat's ``2n`` pits are its front row ``F0…F(n-1)``
  (indices ``0…n-1``) then its back row ``B0…B(n-1)`` (indices ``n…2n-1``), each from the
  seat's own left; with ``ring=own_seat`` a seat sows only round its own loop, clockwise
  ``F0→F(n-1)→B(n-1)→B0→F0`` (docs/rules/bao-kujifunza.md "CW"), anticlockwise the reverse.
* **Capture targets**: the pits a cross capture from each own pit takes (opposite pit,
  corresponding pits of every other active seat, or the seat across).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Final

from engine.position import Move
from engine.rules import CaptureTargets, Direction, Ring, Rules


class Geometry:
    """Indices, opposite pits and lap sequences of one board shape. Immutable once built."""

    __slots__ = ("seats", "pits", "cols", "rows", "block", "size", "pit_indices", "store_index", "seat_of",
                 "pit_of", "active", "next_seat", "opp", "targets", "_rings", "_laps",
                 "sow_moves", "sow_lists", "choice_moves", "ruined", "fixed_owner")

    def __init__(self, rules: Rules, ruined: tuple[int, ...] = ()) -> None:
        self.ruined = ruined
        """Board indices of the pits out of play (refill rounds): no ring passes through them, so
        sowing, relays and "the next pit" skip them; they hold no seeds, so nothing moves or
        captures from them."""
        self.seats = rules.seats
        self.cols = rules.pits_per_side
        self.rows = rules.rows_per_side
        self.pits = self.cols * self.rows
        self.block = self.pits + 1
        self.size = self.seats * self.block
        self.active: tuple[int, ...] = rules.players
        self.pit_indices: tuple[tuple[int, ...], ...] = tuple(
            tuple(s * self.block + i for i in range(self.pits)) for s in range(self.seats)
        )
        self.store_index: tuple[int, ...] = tuple(s * self.block + self.pits for s in range(self.seats))
        self.seat_of: tuple[int, ...] = tuple(i // self.block for i in range(self.size))
        self.pit_of: tuple[int, ...] = tuple(i % self.block for i in range(self.size))
        nxt = []
        for s in range(self.seats):
            k = 1
            while (s + k) % self.seats not in self.active:
                k += 1
            nxt.append((s + k) % self.seats)
        self.next_seat: tuple[int, ...] = tuple(nxt)
        # ``pit_owners`` (Kanji Guti): the owner seat of every board index, -1 for nobody (stores:
        # their seat); the kernel reads it as a territory game's owners that never change.
        self.fixed_owner: tuple[int, ...] | None = None
        if rules.pit_owners:
            fixed = list(self.seat_of)
            for s in range(self.seats):
                for p, code in enumerate(rules.pit_owners):
                    fixed[self.pit_indices[s][p]] = -1 if code < 0 else (s + code) % self.seats
            self.fixed_owner = tuple(fixed)
        # Opposite pit (-1: none): two rows → front column c faces the other front column n-1-c.
        # A three-row board (engine.three_row) has none: its ring is the two seats' pits in order.
        opp = [-1] * self.size
        if self.seats == 2 and not rules.middle_row_pits:
            for s in range(2):
                for c in range(self.cols):
                    opp[self.pit_indices[s][c]] = self.pit_indices[1 - s][self.cols - 1 - c]
        self.opp: tuple[int, ...] = tuple(opp)
        # One shared ``Move`` per pit, and per pit and direction (moves are immutable values),
        # so listing the legal moves allocates none.
        self.sow_moves: tuple[Move, ...] = tuple(Move(p) for p in range(self.pits))
        # The list of sowing moves from each set of pits (bit p: pit p), for one row of up to 9
        # pits (512 lists); ``candidate_moves`` hands out copies. Longer rows (up to
        # engine.rules.MAX_PITS) list their moves pit by pit: 2**50 lists would not fit.
        self.sow_lists: tuple[list[Move], ...] = tuple(
            [self.sow_moves[p] for p in range(self.pits) if mask >> p & 1]
            for mask in range(1 << self.pits)) if self.pits <= 9 else ()
        self.choice_moves: tuple[tuple[Move, Move], ...] = tuple(
            (Move(p, Direction.CCW), Move(p, Direction.CW)) for p in range(self.pits))
        self.targets: tuple[tuple[int, ...], ...] = tuple(self._targets(rules, i) for i in range(self.size))
        rings: dict[tuple[int, Direction], tuple[int, ...]] = {}
        for mover in range(self.seats):
            ccw: list[int] = []
            if rules.ring is Ring.OWN_SEAT:
                own = self.pit_indices[mover]
                cw = list(own[: self.cols]) + list(reversed(own[self.cols:]))
                ccw = list(reversed(cw))
            else:
                for k in range(self.seats):
                    seat = (mover + k) % self.seats
                    if seat not in self.active:
                        continue
                    ccw.extend(i for i in self.pit_indices[seat] if i not in ruined)
                    if seat == mover and rules.sow_own_store:
                        ccw.append(self.store_index[seat])
            rings[(mover, Direction.CCW)] = tuple(ccw)
            rings[(mover, Direction.CW)] = tuple(reversed(ccw))
        self._rings = rings
        self._laps: dict[int, tuple[int, ...]] = {}

    def _targets(self, rules: Rules, index: int) -> tuple[int, ...]:
        """The pits a cross capture ending in pit ``index`` takes."""
        if self.pit_of[index] >= self.pits:
            return ()
        seat, j = self.seat_of[index], self.pit_of[index]
        how = rules.capture_targets
        if (how is CaptureTargets.FRONT_AND_BACK or how is CaptureTargets.FRONT_AND_BACK_EACH
                or how is CaptureTargets.BACK_BEHIND_EMPTY_FRONT):
            # Tsoro: the opponent's front pit facing a front pit, then the back pit behind it (Sute:
            # the back pit only, when the front pit is empty: engine.capture).
            front = self.opp[index]
            return (front, front + self.cols) if front >= 0 else ()
        if self.seats == 2 or how is CaptureTargets.OPPOSITE:
            # "In 2-player game corresponding hole is opposite hole" (seed 002).
            return (self.opp[index],) if self.opp[index] >= 0 else ()
        if how is CaptureTargets.CORRESPONDING:
            # "corresponding holes are holes at the same position on the board" (seed 002).
            return tuple(self.pit_indices[s][j] for s in self.active if s != seat)
        across = (seat + 2) % self.seats
        if across not in self.active:
            return ()
        if how is CaptureTargets.FACING_SEAT:
            return (self.pit_indices[across][self.pits - 1 - j],)
        return (self.pit_indices[across][j],)

    def is_store(self, index: int) -> bool:
        return self.pit_of[index] == self.pits

    def opposite(self, index: int) -> int:
        """Two seats: the opposite of pit i is the other seat's pit n-1-i (docs/rulings.md#conventions)."""
        return self.opp[index]

    def is_front(self, index: int) -> bool:
        return self.pit_of[index] < self.cols

    def lap(self, mover: int, direction: Direction, start: int, skip: int) -> tuple[int, ...]:
        """Board indices one lap visits after ``start``, in order, leaving out ``skip`` (-1: none).

        The lap ends back at ``start`` itself unless it is skipped, so sowing ``n`` seeds
        is ``n // len(lap)`` for every index plus one more for the first ``n % len(lap)``.
        """
        # One int key (enum members hash in Python code, slowly): mover, direction, start, skip.
        size = self.size
        key = ((2 * mover + (direction is Direction.CW)) * size + start) * (size + 1) + skip + 1
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


def seeds_in(b: list[int], start: int, stop: int) -> int:
    """Seeds in ``b[start:stop]`` (a row of pits). An index loop: compiled, it runs without the
    slice and the generic ``sum`` that ``sum(b[start:stop])`` costs on every turn."""
    total = 0
    for i in range(start, stop):
        total += b[i]
    return total


def all_empty(b: list[int], start: int, stop: int) -> bool:
    """Whether ``b[start:stop]`` holds no seed; stops at the first seed (see ``seeds_in``)."""
    for i in range(start, stop):
        if b[i]:
            return False
    return True


@lru_cache(maxsize=256)
def _geometry(rules: Rules) -> Geometry:
    return Geometry(rules)


#: Geometries by the identity of the rules object, each entry holding its rules (so the id is not
#: reused while the entry lives). Hashing a frozen ``Rules`` hashes every dimension, enums in
#: Python code (~1.6 us), and a move looked its geometry up three times; the catalogue's rules
#: objects and ``sized``'s are the same objects on every call. Bounded: past the bound (many
#: distinct option sets), lookups go to the value-keyed cache only.
_BY_IDENTITY: dict[int, tuple[Rules, Geometry]] = {}
_MAX_IDENTITIES: Final = 1024


def geometry(rules: Rules) -> Geometry:
    """The geometry of a rules object (cached: rules are hashable and immutable)."""
    hit = _BY_IDENTITY.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    geo = _geometry(rules)
    if len(_BY_IDENTITY) < _MAX_IDENTITIES:
        _BY_IDENTITY[id(rules)] = (rules, geo)
    return geo


@lru_cache(maxsize=256)
def _sized(rules: Rules, pits_per_side: int) -> Rules:
    return replace(rules, pits_per_side=pits_per_side)


@lru_cache(maxsize=1024)
def ruined_geometry(rules: Rules, ruined: tuple[int, ...]) -> Geometry:
    """The geometry of a board whose pits ``ruined`` (board indices) are out of play."""
    return Geometry(rules, ruined) if ruined else geometry(rules)


def sized(rules: Rules, pits_per_side: int) -> Rules:
    """``rules`` on a board of ``pits_per_side`` pits per side (Giuthi's shortened boards)."""
    return rules if rules.pits_per_side == pits_per_side else _sized(rules, pits_per_side)
