"""Wegues (the Qelat and Gabata games of the Horn of Africa): pits of the opponent's row marked for good.

Qelat (Pankhurst 1971, via Ludii): "A hole is captured when the last ball is dropped into an
opponent's hole containing three counters, making it four. A player cannot then take from one of
these holes that they have captured. Therefore, the player cannot begin a turn from their own
captured hole nor can they continue sowing from it if their last counter falls into it. If the last
counter of a sowing falls into an opponent's captured hole, one of those counters are removed from
the board and placed in the store [Ludii: two], and the sowing continues with the contents of any
of the player's holes. Ownership of a hole continues even if it becomes empty. ... Play continues
until all counters are either placed in the store or in captured holes".

Closed holes (Embeli, Halkin & Viaene 1911 via Mancala World; Nambayi, Russ 1984 via MancalaGames),
``wegue_sowing=closed``: "If the last seed makes a four in the hole of his opponent, the hole is
'closed' ... Then the four seeds are sown." "Closed holes are skipped during sowing. If a player
meets a closed hole on the opponent's side, one seed must be dropped into the store, before the
sowing can be continued. Nothing must be done, if the closed hole is on the player's own row." The
same marks (the closer's seat on a pit of the opponent's row) carry them; ``sowing.sow_closed`` sows
seed by seed, sending the closer's seeds to its store (out of play) and passing the row owner's.

The state is the table's ``wegue`` list: for every board index the seat owning it as a wegue, -1
for none (``Position.wegue`` on the wire, shaped like ``pits``). ``rules.wegue_count`` seeds made by
a lap's last seed in a pit of the opponent's row that is no wegue end the turn and mark the pit;
``sowing`` stops a relay in a wegue (``stops_lap``); ``legality`` never offers a wegue;
``ending.sweep`` gives every wegue's seeds to its owner. Hand-written: no library models these.
"""

from __future__ import annotations

from engine import events as ev
from engine.board import Geometry
from engine.events import Event
from engine.rules import Rules, WegueSowing


def makes_wegue(rules: Rules, geo: Geometry, b: list[int], wegue: list[int], mover: int, last: int) -> bool:
    """Whether a lap of ``mover`` ending in board index ``last`` makes it a wegue: "the last ball is
    dropped into an opponent's hole containing three counters, making it four"."""
    return (rules.wegue_count > 0 and not geo.is_store(last) and wegue[last] < 0
            and geo.seat_of[last] != mover and b[last] == rules.wegue_count
            and (rules.wegue_last_pit or geo.pit_of[last] != geo.pits - 1))  # Embeli: "A nti cannot be closed"


def stops_lap(rules: Rules, geo: Geometry, b: list[int], wegue: list[int], mover: int, last: int) -> bool:
    """A relay never continues from a wegue ("nor can they continue sowing from it"), nor from a pit
    the lap has just made one; with ``wegue_count_ends_lap`` (Um el Banat) from no pit the lap made
    hold the wegue count."""
    return (wegue[last] >= 0 or makes_wegue(rules, geo, b, wegue, mover, last)
            or (rules.wegue_count_ends_lap and b[last] == rules.wegue_count))


def resolve_wegue(rules: Rules, geo: Geometry, b: list[int], wegue: list[int], mover: int, last: int,
                  events: list[Event] | None) -> bool:
    """After ``mover``'s sowing ended in board index ``last``: mark a new wegue, or take from the
    opponent's wegue. True when the mover plays again (not with ``wegue_capture_ends_turn``). Closed
    holes are made during the sowing (``sowing.sow_closed``), never here."""
    if rules.wegue_sowing is WegueSowing.CLOSED:
        return False
    if makes_wegue(rules, geo, b, wegue, mover, last):
        wegue[last] = mover
        if events is not None:
            events.append(ev.wegue_made(geo, last, mover))
        if rules.wegue_pair:
            # Leyla: "this hole and the one opposite it are captured, the counters remaining in the holes"
            opposite = geo.opp[last]
            wegue[opposite] = mover
            if events is not None:
                events.append(ev.wegue_made(geo, opposite, mover))
        return False
    if (geo.is_store(last) or wegue[last] < 0 or wegue[last] == mover or b[last] < rules.wegue_capture_min
            or not rules.wegue_capture):
        return False
    # "If the last counter of a sowing falls into an opponent's captured hole, [two] of those
    # counters are removed from the board and placed in the store, and the sowing continues with the
    # contents of any of the player's holes."
    count = min(rules.wegue_capture, b[last])
    b[last] -= count
    b[geo.store_index[mover]] += count
    if events is not None:
        events.append(ev.capture(geo, [last], count, mover, "wegue"))
    # Gabata (Shoa I): "the opponent takes one counter from it, along with the final counter" and
    # the turn ends (``wegue_capture_ends_turn``).
    return not rules.wegue_capture_ends_turn


def only_wegues_hold_seeds(geo: Geometry, b: list[int], wegue: list[int]) -> bool:
    """"Play continues until all counters are either placed in the store or in captured holes"."""
    for row in geo.pit_indices:
        for i in row:
            if b[i] and wegue[i] < 0:
                return False
    return True


def a_row_blocked(geo: Geometry, b: list[int], wegue: list[int]) -> bool:
    """Leyla (``wegue_blocked_row_ends``): "Play continues until one of the players can no longer
    move": some player's row holds no seeds outside wegues."""
    for row in geo.pit_indices:
        blocked = True
        for i in row:
            if b[i] and wegue[i] < 0:
                blocked = False
                break
        if blocked:
            return True
    return False


def take_wegues(geo: Geometry, b: list[int], wegue: list[int], swept: dict[int, int]) -> None:
    """At the end every wegue's seeds go to its owner's store (added to ``swept``)."""
    for i in range(len(wegue)):
        seat = wegue[i]
        if seat >= 0 and b[i]:
            swept[seat] = swept.get(seat, 0) + b[i]
            b[geo.store_index[seat]] += b[i]
            b[i] = 0
