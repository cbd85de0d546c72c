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
from engine.rules import Direction, Laps, Origin, Rules

REVERSE = {Direction.CCW: Direction.CW, Direction.CW: Direction.CCW}


@dataclass(slots=True)
class Sowing:
    """Where a turn's sowing ended."""

    last: int
    """Board index of the last seed."""
    direction: Direction
    """Direction of the final lap."""
    truncated: bool = False


def sow_turn(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    origin: int,
    direction: Direction,
    events: list[Event] | None,
) -> Sowing:
    """Sow the seeds of board index ``origin`` for ``mover``, with every relay lap."""
    seeds = b[origin]
    b[origin] = 0
    if events is not None:
        events.append(ev.pickup(geo, origin, seeds))
    relay = rules.laps is not Laps.SINGLE
    lap_start = origin
    first_lap = True
    seen: set[tuple[tuple[int, ...], int, Direction, int]] | None = set() if relay else None
    truncated = False
    while True:
        if rules.origin is Origin.SKIP_TURN_ORIGIN:
            skip = origin
        elif rules.origin is Origin.SKIP_LAP_ORIGIN:
            skip = lap_start
        else:
            skip = -1
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
        if events is not None:
            path = ([lap_start] if first_into_origin else []) + list(seq) * full + list(seq[:rem])
            # The skipped pit was passed over if more seeds were in hand when the lap reached it.
            passed = skip >= 0 and seeds > geo.lap(mover, direction, lap_start, -1).index(skip)
            skipped = [skip] if passed else []
            events.append(ev.sow(geo, path, skipped, direction.value))
        first_lap = False
        if not relay or truncated or geo.is_store(last) or b[last] == 1:
            break
        # The last seed fell into an occupied pit: lift it and sow on.
        seeds = b[last]
        b[last] = 0
        lap_start = last
        if rules.laps is Laps.RELAY_REVERSE:
            direction = REVERSE[direction]
            if events is not None:
                events.append(ev.direction_reversed(direction.value))
        if events is not None:
            events.append(ev.relay(geo, last, seeds, direction.value))
        assert seen is not None
        state = (tuple(b), lap_start, direction, seeds)
        if state in seen:
            truncated = True
            if events is not None:
                events.append(ev.turn_truncated(geo, last))
        else:
            seen.add(state)
    return Sowing(last, direction, truncated)
