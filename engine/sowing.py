"""Sowing: pick up a pit and drop its seeds one by one around the ring, lap after lap.

RULES.md §0 "Order of resolution of one move: validate → pick up → sow (with skips) →
[relay laps] → captures → …". A lap of ``n`` seeds over a lap sequence of length ``L``
adds ``n // L`` to every place and one more to the first ``n % L``: no object per seed.

Relay (Ayoayo, Nam Nam, Bao): "When a lap's last seed lands in a pit that was occupied
(now ≥2), pick up all its seeds … and sow them starting from the next pit; repeat."
Reversing relay (Giuthi): "the contents are picked up and sown in the opposite direction".
Endless-turn guard (§0): "If, inside one turn, the tuple (board, stores, lap start pit,
direction, seeds in hand) repeats, the turn ends immediately after the current lap."
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import events as ev
from engine.board import Geometry
from engine.events import Event
from engine.rules import CaptureParity, CapturePrecondition, CountSides, Direction, Laps, Origin, Rules

REVERSE = {Direction.CCW: Direction.CW, Direction.CW: Direction.CCW}

MAX_LAPS_PER_TURN = 1000
"""A turn is also cut after this many relay laps, whatever the board does: the §0 guard ends
every relay (board states are finite) but their number can be astronomically large."""

LapState = tuple[tuple[int, ...], int, Direction, int]


def _guard(geo: Geometry, seen: set[LapState], state: LapState, last: int, events: list[Event] | None) -> bool:
    """§0 endless-turn guard: True when the turn must end after the lap about to be sown,
    because (board, stores, lap start, direction, seeds in hand) repeats, or the lap cap is hit."""
    if state in seen or len(seen) >= MAX_LAPS_PER_TURN:
        if events is not None:
            events.append(ev.turn_truncated(geo, last, "endless_turn" if state in seen else "lap_limit"))
        return True
    seen.add(state)
    return False


def skipped_pit(rules: Rules, origin: int, lap_start: int) -> int:
    """The pit a lap passes over (-1: none): the turn's origin (Oware) or the lap's own start (Ayoayo D-5)."""
    if rules.origin is Origin.SKIP_TURN_ORIGIN:
        return origin
    if rules.origin is Origin.SKIP_LAP_ORIGIN:
        return lap_start
    return -1


def _lift(rules: Rules, geo: Geometry, b: list[int], last: int, direction: Direction,
          seen: set[LapState], events: list[Event] | None) -> tuple[int, Direction, bool]:
    """A relay: lift the pit where the lap ended (reversing for Giuthi); returns the seeds in
    hand, the new direction, and whether the §0 guard ends the turn after the next lap."""
    seeds = b[last]
    b[last] = 0
    if rules.laps is Laps.RELAY_REVERSE:
        direction = REVERSE[direction]
        if events is not None:
            events.append(ev.direction_reversed(direction.value))
    if events is not None:
        events.append(ev.relay(geo, last, seeds, direction.value))
    return seeds, direction, _guard(geo, seen, (tuple(b), last, direction, seeds), last, events)




@dataclass(slots=True)
class Sowing:
    """Where a turn's sowing ended."""

    last: int
    """Board index of the last seed."""
    direction: Direction
    """Direction of the final lap."""
    truncated: bool = False
    sown: set[int] | None = None
    """Board indices that received a seed this turn (only kept when a capture rule needs it)."""
    round_over_by: int | None = None
    """Nam Nam's last-eight rule fired during the sowing: this seat took the last seeds."""


def count_capture_here(rules: Rules, geo: Geometry, b: list[int], mover: int, index: int,
                       owner: list[int] | None) -> bool:
    """Would a count capture be made where a lap ended (``capture_counts`` or ``capture_parity``,
    and their sides)?"""
    if rules.capture_parity is CaptureParity.NONE:
        if not rules.capture_counts or b[index] not in rules.capture_counts or geo.is_store(index):
            return False
    elif geo.is_store(index) or not is_capture_count(rules, b[index]):
        return False
    sides = rules.count_capture_sides
    if sides is CountSides.ANY:
        return True
    holder = owner[index] if owner is not None else geo.seat_of[index]
    return (holder == mover) == (sides is CountSides.OWN)


def is_capture_count(rules: Rules, count: int) -> bool:
    """A count a count capture takes: one of ``capture_counts``, or (``capture_parity=even``)
    any even count of at least 2 (Togyz Kumalak: "the number of stones becomes even")."""
    if count in rules.capture_counts:
        return True
    return rules.capture_parity is CaptureParity.EVEN and count > 0 and count % 2 == 0


def in_play(geo: Geometry, b: list[int]) -> int:
    """Seeds in the pits of every seat."""
    return sum(b[i] for row in geo.pit_indices for i in row)


def take_last_seeds(geo: Geometry, b: list[int], seat: int, hand: int, events: list[Event] | None) -> None:
    """Nam Nam: "the player who captures the next 4 takes the last 4": every seed still in play
    (pits and hand) goes to ``seat``'s store."""
    taken = hand
    pits = []
    for row in geo.pit_indices:
        for i in row:
            if b[i]:
                taken += b[i]
                pits.append(i)
                b[i] = 0
    b[geo.store_index[seat]] += taken
    if events is not None:
        events.append(ev.capture(geo, pits, taken, seat, "last_seeds"))


def sow_turn(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    origin: int,
    direction: Direction,
    events: list[Event] | None,
    owner: list[int] | None = None,
) -> Sowing:
    """Sow the seeds of board index ``origin`` for ``mover``, with every relay lap."""
    seeds = b[origin]
    b[origin] = 0
    if events is not None:
        events.append(ev.pickup(geo, origin, seeds))
    relay = rules.laps is not Laps.SINGLE
    lap_start = origin
    first_lap = True
    seen: set[LapState] | None = set() if relay else None
    truncated = False
    sown: set[int] | None = set() if rules.capture_precondition is not CapturePrecondition.NONE else None
    if rules.en_passant_count:
        return _sow_per_seed(rules, geo, b, mover, origin, direction, seeds, owner, events)
    while True:
        skip = skipped_pit(rules, origin, lap_start)
        seq = geo.lap(mover, direction, lap_start, skip)
        # Nam Nam option: "the first seed goes back into the origin, and a single seed moves on".
        first_into_origin = first_lap and rules.origin is Origin.FIRST_SEED_INTO_ORIGIN and seeds > 1
        if first_into_origin:
            b[lap_start] += 1
            seeds -= 1
        length = len(seq)
        full, rem = divmod(seeds, length)
        if full:
            for i in seq:
                b[i] += full
        for i in seq[:rem]:
            b[i] += 1
        last = seq[rem - 1] if rem else seq[-1]
        if sown is not None:
            sown.update(seq if full else seq[:rem])
        if events is not None:
            path = ([lap_start] if first_into_origin else []) + list(seq) * full + list(seq[:rem])
            # The skipped pit was passed over if more seeds were in hand when the lap reached it.
            passed = skip >= 0 and seeds > geo.lap(mover, direction, lap_start, -1).index(skip)
            skipped = [skip] if passed else []
            events.append(ev.sow(geo, path, skipped, direction.value))
        first_lap = False
        if not relay or truncated or geo.is_store(last) or b[last] == 1:
            break
        if count_capture_here(rules, geo, b, mover, last, owner):
            break  # the lap ends in a capture (seed 002 V9 with V10)
        # The last seed fell into an occupied pit: lift it and sow on.
        assert seen is not None
        seeds, direction, truncated = _lift(rules, geo, b, last, direction, seen, events)
        lap_start = last
    return Sowing(last, direction, truncated, sown)


def _sow_per_seed(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    origin: int,
    direction: Direction,
    seeds: int,
    owner: list[int] | None,
    events: list[Event] | None,
) -> Sowing:
    """Seed-by-seed sowing for en-passant captures (Nam Nam, RULES.md §5b): "Whenever a
    non-final seed makes a hollow exactly 4, that hollow's owner captures the 4 immediately";
    the final seed of a lap into an empty hollow ends the turn, making 4 is the mover's capture,
    anything else is lifted and sown on from the next hollow."""
    count = rules.en_passant_count
    last_rule = rules.last_seeds_to_capturer
    relay = rules.laps is not Laps.SINGLE
    lap_start = origin
    first_lap = True
    seen: set[LapState] = set()
    truncated = False
    stores = geo.store_index
    while True:
        skip = skipped_pit(rules, origin, lap_start)
        seq = geo.lap(mover, direction, lap_start, skip)
        path: list[int] = []
        if first_lap and rules.origin is Origin.FIRST_SEED_INTO_ORIGIN and seeds > 1:
            b[lap_start] += 1
            seeds -= 1
            path.append(lap_start)
        length = len(seq)
        k = 0
        last = lap_start
        while seeds:
            last = seq[k % length]
            k += 1
            b[last] += 1
            seeds -= 1
            path.append(last)
            if seeds and b[last] == count:
                # En passant: the hollow's owner takes the four at once.
                holder = owner[last] if owner is not None else geo.seat_of[last]
                b[last] = 0
                b[stores[holder]] += count
                if events is not None:
                    events.append(ev.sow(geo, path, [], direction.value))
                    events.append(ev.capture(geo, [last], count, holder, "enpassant"))
                    path = []
                if last_rule and in_play(geo, b) + seeds <= last_rule:
                    take_last_seeds(geo, b, holder, seeds, events)
                    return Sowing(last, direction, truncated, None, holder)
        if events is not None and path:
            events.append(ev.sow(geo, path, [], direction.value))
        first_lap = False
        if not relay or truncated or geo.is_store(last) or b[last] == 1:
            break
        if count_capture_here(rules, geo, b, mover, last, owner):
            break
        seeds, direction, truncated = _lift(rules, geo, b, last, direction, seen, events)
        lap_start = last
    return Sowing(last, direction, truncated)
