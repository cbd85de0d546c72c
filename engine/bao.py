"""Bao la Kujifunza (docs/rules/bao-kujifunza.md, seed 003): mtaji, compulsory captures, captured kete sown on
from a kichwa, kutakata.

A seat sows only round its own 16 pits (``ring=own_seat``, see ``board.py``): clockwise
``F0→F7→B7→B0`` and anticlockwise (``ccw``) the reverse.

* "A capture occurs when a lap's last kete falls into a shimo that (1) is in the mover's front
  row, (2) was occupied before that kete, and (3) faces an occupied shimo in the opponent's
  front row. A mtaji is a shimo of the mover holding 2–15 kete that, sown in one of the two
  directions, makes such a capture with its first lap."
* "If any mtaji exists the turn must be a capturing move; otherwise a kutakata move."
* Captured kete are sown from a kichwa (F0 or F7, which receives the first kete): column c of the
  capturing shimo 0-1 → F0 clockwise; 6-7 → F7 anticlockwise; 2-5 → keep the direction (CW → F0,
  ACW → F7).
* Kutakata: relay sowing in one direction until a lap ends in an empty shimo; no captures.
* Endless turns: ``sowing.TurnLimit`` (docs/rulings.md#conventions guard, lap and seed limits) is asked before
  every lap after the first; the truncated lap is sown and ends the turn (no capture after it).
"""

from __future__ import annotations

from typing import Final

from engine import events as ev
from engine.board import Geometry
from engine.events import Event
from engine.position import Move
from engine.rules import Direction, Rules
from engine.sowing import Sowing, TurnLimit

CHOICES: Final = (Direction.CCW, Direction.CW)
MTAJI_MIN, MTAJI_MAX = 2, 15


def first_lap_captures(geo: Geometry, b: list[int], mover: int, index: int, direction: Direction) -> bool:
    """Is the pit at ``index`` a mtaji in ``direction``?"""
    n = b[index]
    if not MTAJI_MIN <= n <= MTAJI_MAX or n >= geo.pits:
        return False
    last = geo.lap(mover, direction, index, -1)[n - 1]
    # n < 16: every other pit receives at most one kete, so "occupied before" = occupied now.
    return geo.is_front(last) and b[last] > 0 and b[geo.opp[last]] > 0


def candidate_moves(rules: Rules, geo: Geometry, b: list[int], mover: int) -> list[Move]:
    """Capturing moves if any mtaji exists, else kutakata moves (front row first)."""
    row = geo.pit_indices[mover]
    captures = [Move(p, d) for p, i in enumerate(row) for d in CHOICES if first_lap_captures(geo, b, mover, i, d)]
    if captures:
        return captures
    least = rules.min_seeds_to_move
    movable = [p for p, i in enumerate(row) if b[i] >= least]
    if rules.front_row_first:
        front = [p for p in movable if p < geo.cols]
        if front:
            movable = front
    return [Move(p, d) for p in movable for d in CHOICES]


def _kichwa(geo: Geometry, mover: int, column: int, direction: Direction) -> tuple[int, Direction]:
    row = geo.pit_indices[mover]
    left, right = row[0], row[geo.cols - 1]
    if column <= 1:
        return left, Direction.CW
    if column >= geo.cols - 2:
        return right, Direction.CCW
    return (left, direction) if direction is Direction.CW else (right, direction)


def sow_turn(rules: Rules, geo: Geometry, b: list[int], mover: int, origin: int, direction: Direction,
             events: list[Event] | None) -> Sowing:
    """One Bao turn: laps, relays and (in a capturing move) captures sown on from a kichwa."""
    capturing = first_lap_captures(geo, b, mover, origin, direction)
    seeds = b[origin]
    b[origin] = 0
    if events is not None:
        events.append(ev.pickup(geo, origin, seeds))
    start = origin  # the lap begins with the pit after ``start``
    limit = TurnLimit(geo, b, seeds)  # the §0 guard and the turn's lap and seed limits
    truncated = False
    while True:
        seq = geo.lap(mover, direction, start, -1)
        full, rem = divmod(seeds, len(seq))
        if full:
            for i in seq:
                b[i] += full
        for i in seq[:rem]:
            b[i] += 1
        last = seq[rem - 1] if rem else seq[-1]
        if events is not None:
            events.append(ev.sow(geo, list(seq) * full + list(seq[:rem]), [], direction.value))
        if truncated or b[last] == 1:
            break  # "When the last kete falls into an empty shimo, the turn is over."
        facing = geo.opp[last]
        if capturing and geo.is_front(last) and facing >= 0 and b[facing] > 0:
            seeds = b[facing]
            b[facing] = 0
            kichwa, direction = _kichwa(geo, mover, geo.pit_of[last], direction)
            ring = geo.ring(mover, direction)
            start = ring[ring.index(kichwa) - 1]
            if events is not None:
                events.append(ev.capture(geo, [facing], seeds, mover, "bao"))
                events.append(ev.captured_resown(geo, kichwa, direction.value))
        else:
            seeds = b[last]
            b[last] = 0
            start = last
            if events is not None:
                events.append(ev.relay(geo, last, seeds, direction.value))
        truncated = limit.last_lap(geo, b, start, direction, seeds, last, events)
    return Sowing(last, direction, truncated)


def front_row_empty(geo: Geometry, b: list[int], seat: int) -> bool:
    row = geo.pit_indices[seat]
    return not any(b[i] for i in row[: geo.cols])
