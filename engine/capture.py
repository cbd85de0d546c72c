"""Captures made where the sowing ended.

Cross capture (Kalah, Basic Game, Ayoayo, seed 001): "If the last seed you sow ends in an
empty pot on your side of the board you capture that seed and all the seeds in your
opponents pot opposite" (seed 000). ``empty_capture`` drops the non-empty condition (D-1);
``capture_includes_sowing_seed`` says whether the capturing seed goes too (D-7).

Count capture (Oware, seed 000 Owari): "If the last seed is dropped into an opponent's pot
that contains only one or two seeds … the player captures these seeds … the player also
captures the seeds in the penultimate pot if it contains two or three seeds … as long as
the sequence is unbroken. The player may not capture on his own side." Counts are taken
after the whole sowing. Grand slam conventions: RULES.md §2.
"""

from __future__ import annotations

from engine import events as ev
from engine.board import Geometry
from engine.events import Event
from engine.rules import Direction, GrandSlam, Rules


class CaptureResult:
    """What the capture step decided beyond moving seeds."""

    __slots__ = ("grand_slam", "opponent_gets_remaining")

    def __init__(self) -> None:
        self.grand_slam = False
        """The move would capture every seed of the opponent's row."""
        self.opponent_gets_remaining = False
        """``grand_slam=opponent_gets_remaining`` was triggered: the game ends."""


NO_CAPTURE = CaptureResult()


def resolve_captures(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    last: int,
    direction: Direction,
    events: list[Event] | None,
) -> CaptureResult:
    """Apply the capture rules to the pit where the last seed fell."""
    if geo.is_store(last):
        return NO_CAPTURE
    seat = geo.seat_of[last]
    if seat == mover:
        if rules.cross_capture and b[last] == 1:
            _cross_capture(rules, geo, b, mover, last, events)
        return NO_CAPTURE
    if rules.capture_counts and b[last] in rules.capture_counts:
        return _count_capture(rules, geo, b, mover, seat, last, direction, events)
    return NO_CAPTURE


def _cross_capture(
    rules: Rules, geo: Geometry, b: list[int], mover: int, last: int, events: list[Event] | None
) -> None:
    opposite = geo.opposite(last)
    taken = b[opposite]
    if not taken and not rules.empty_capture:
        return  # "If the opposite pit is empty, nothing happens" (standard Kalah)
    amount = taken + (1 if rules.capture_includes_sowing_seed else 0)
    if not amount:
        return
    b[opposite] = 0
    pits = [opposite] if taken else []
    if rules.capture_includes_sowing_seed:
        b[last] = 0
        pits.append(last)
    b[geo.store_index[mover]] += amount
    if events is not None:
        events.append(ev.capture(geo, pits, amount, mover, "cross"))


def _count_capture(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    seat: int,
    last: int,
    direction: Direction,
    events: list[Event] | None,
) -> CaptureResult:
    counts = rules.capture_counts
    chain = [last]
    if rules.capture_chain:
        # "examine the preceding pit in sowing order … never wraps" (RULES.md §2)
        step = -1 if direction is Direction.CCW else 1
        pit = geo.pit_of[last] + step
        while 0 <= pit < geo.pits:
            index = geo.pit_indices[seat][pit]
            if b[index] not in counts:
                break
            chain.append(index)
            pit += step
    taken = sum(b[i] for i in chain)
    result = CaptureResult()
    if taken == sum(b[i] for i in geo.pit_indices[seat]):
        result.grand_slam = True
        slam = rules.grand_slam
        if slam is GrandSlam.NO_CAPTURE or slam is GrandSlam.FORBIDDEN:
            if events is not None:
                events.append(ev.capture_nullified(geo, chain, taken, mover, "grand_slam"))
            return result
        if slam is GrandSlam.LEAVE_LEFTMOST or slam is GrandSlam.LEAVE_RIGHTMOST:
            # From the sower's seat the leftmost opponent pit is the opponent's highest index.
            keep = max if slam is GrandSlam.LEAVE_LEFTMOST else min
            kept = keep(chain, key=lambda i: geo.pit_of[i])
            chain.remove(kept)
            taken -= b[kept]
        elif slam is GrandSlam.OPPONENT_GETS_REMAINING:
            result.opponent_gets_remaining = True
    for i in chain:
        b[i] = 0
    b[geo.store_index[mover]] += taken
    if events is not None and chain:
        events.append(ev.capture(geo, chain, taken, mover, "count"))
    return result
