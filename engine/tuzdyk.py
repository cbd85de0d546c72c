"""Tuzdyks (Togyz Kumalak, Toguz Korgool): an opponent's pit made a player's permanent capture pit.

Federation rules (and PlayStrategy's ``strategygames`` ``togyzkumalak`` package): "If the last
stone falls into a hole of the opponent, which then has three stones, the hole is marked as a
tuzdik": the three are captured and "every stone which falls into the tuzdik during the rest of
the game goes to its owner's kazan". Restrictions: "a player may create only one tuzdik each
game"; "the last hole of the opponent (9) cannot be turned into a tuzdik"; "a tuzdik cannot be
made if it is symmetrical to the opponent's one" (the same hole number); "it is permitted to make
such a move, but it won't create a tuzdik".

The state is the table's ``tuzdyk`` list (board index per seat, -1 for none). Seeds sown into a
tuzdyk are moved to its owner's store after the lap (bulk arithmetic, as in ``sowing``), before
the capture of the pit where the last seed fell, so a last seed into a tuzdyk captures nothing
more. A tuzdyk always holds 0 seeds, so it is never moved from.
"""

from __future__ import annotations

from engine import events as ev
from engine.board import Geometry
from engine.events import Event
from engine.rules import Rules


def resolve_tuzdyks(rules: Rules, geo: Geometry, b: list[int], tuzdyk: list[int], mover: int, last: int,
                    events: list[Event] | None) -> None:
    """After ``mover``'s sowing ended in board index ``last``: empty every tuzdyk into its owner's
    store, then make ``last`` the mover's tuzdyk where the rules allow it (capturing its seeds)."""
    for seat in range(len(tuzdyk)):
        index = tuzdyk[seat]
        if index >= 0 and b[index]:
            # "every stone which falls into a tuzdik goes to its owner's kazan"
            count = b[index]
            b[index] = 0
            b[geo.store_index[seat]] += count
            if events is not None:
                events.append(ev.capture(geo, [index], count, seat, "tuzdyk"))
    section = rules.tuzdyk
    if section is None or geo.is_store(last) or geo.seat_of[last] == mover or b[last] != section.count:
        return
    pit = geo.pit_of[last]
    theirs = tuzdyk[1 - mover]
    reason = ""
    if tuzdyk[mover] >= 0:
        reason = "already_has"  # "only one tuzdik each game"
    elif pit == geo.pits - 1 and not section.in_last_pit:
        reason = "last_pit"  # "the last hole of the opponent (9) cannot be turned into a tuzdik"
    elif theirs >= 0 and geo.pit_of[theirs] == pit and not section.same_number:
        reason = "same_number"  # "cannot be made if it is symmetrical to the opponent's one"
    if reason:
        if events is not None:
            events.append(ev.tuzdyk_refused(geo, last, mover, reason))
        return
    tuzdyk[mover] = last
    count = b[last]
    b[last] = 0
    b[geo.store_index[mover]] += count
    if events is not None:
        events.append(ev.tuzdyk_made(geo, last, mover))
        events.append(ev.capture(geo, [last], count, mover, "tuzdyk"))
