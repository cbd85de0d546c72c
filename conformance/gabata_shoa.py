"""A turn of Gabata (Shoa I): the model by which the comparison rules a turn of Ludii's program
exactly (rulings L-GS1, L-GS2; docs/conformance.md).

Pankhurst's text, as the engine plays it (docs/rules/gabata-shoa-i.md): relay laps anticlockwise
round both rows; a lap's last counter that makes a hole of the **opponent's** row that is no
wegue hold four marks it as the mover's wegue and ends the turn; a lap ending in the opponent's
wegue takes the last counter and one more (the last counter alone from an empty wegue) and ends
the turn; a lap ending in the mover's own wegue or in an empty hole ends it; any other occupied
hole relays. When every counter left lies in a wegue, each wegue's counters go to its owner.

Ludii's program (its ``sow`` ``apply``): a hole that is not marked and holds four after the last
counter is marked as the mover's **on either row** (L-GS1); nothing is taken from a wegue holding
only the last counter (L-GS2). Its ``OnlyPiecesInMarked`` (every counter in a marked hole) ends
its round as the engine's ``wegues_only`` ends the game, each marked hole's counters to its
owner's hand; the marks go with the counters.

The marks are canonical holes (seat 0's six from its left, then seat 1's, anticlockwise) mapped to
the seat owning them. Ludii's records keep a mark as a site's ``site_state`` (its player, 1 or 2)
keyed by Ludii's site: 0-5 the first player's row, 6-11 the second's from the board's left, so
canonical hole ``c`` of the second row is site ``17 - c``.

Written by hand: a few lines, this repository's reading of Ludii's program and of the engine's
options (``wegue_count=4``, ``wegue_capture=2``, ``wegue_capture_min=1``,
``wegue_capture_ends_turn``), checked on every differing turn of the comparison, where the model
without the rulings must give the engine's position.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .laps import LAPS, Endless, Turn, owner, sow_lap

HOLES = 12
WEGUE_COUNT = 4


@dataclass(frozen=True)
class ShoaTurn:
    """A turn's outcome: the position (``turn.to_move`` None where every counter left lay in
    wegues and went to their owners) and the marks after it (none once they are swept)."""

    turn: Turn
    marks: Mapping[int, int]


def marks_of(record: Mapping[str, Any]) -> dict[int, int]:
    """The canonical holes a Ludii record marks, each with its owner's seat."""
    return {int(site) if int(site) < HOLES // 2 else HOLES + HOLES // 2 - 1 - int(site): int(player) - 1
            for site, player in (record.get("site_state") or {}).items()}


def shoa_turn(state: tuple[int, ...], marks: Mapping[int, int], mover: int, hole: int,
              rulings: frozenset[str]) -> ShoaTurn:
    """Sow canonical ``hole`` for ``mover`` from ``state`` (12 holes, then the two stores or hands)
    with ``marks``; ``rulings`` the readings of Ludii's program played (L-GS1, L-GS2)."""
    pits, stores = list(state[:HOLES]), list(state[HOLES:])
    marked = dict(marks)
    for _ in range(LAPS):
        last, _ = sow_lap(pits, stores, hole, 1, False)
        count = pits[last]
        if (last not in marked and count == WEGUE_COUNT
                and ("L-GS1" in rulings or owner(pits, last) != mover)):
            marked[last] = mover  # "This hole then belongs to the player who captured it"
            break
        if last not in marked:
            if count == 1:
                break  # "When the last counter falls into an empty hole, the play ends"
            hole = last  # "picks up the contents of this hole and continues to sow"
            continue
        if marked[last] != mover and (count > 1 or "L-GS2" not in rulings):
            # "the opponent takes one counter from it, along with the final counter"
            taken = min(2, count)
            pits[last] -= taken
            stores[mover] += taken
        break
    else:
        raise Endless
    if all(pits[h] == 0 for h in range(HOLES) if h not in marked):
        # every counter left lies in a wegue: each goes to the wegue's owner
        for h, seat in marked.items():
            stores[seat] += pits[h]
            pits[h] = 0
        return ShoaTurn(Turn(tuple(pits + stores), None), {})
    return ShoaTurn(Turn(tuple(pits + stores), 1 - mover), marked)
