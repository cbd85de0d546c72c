"""A turn of Um el Banat's marked holes (wegues): the model by which the comparison rules a turn of
Ludii's Um el Banat program that differs from the engine's because Ludii's marks are not the
engine's (ruling L-UB1).

Ludii's program keeps a hole's mark in the hole's site state, and a site's state goes with its last
counter: a capture that empties a marked hole unmarks it. Davies's text, and the engine (R-UB1),
mark a hole for good. The model takes the set of marks as its input and plays one turn (the
engine's move: a hole chosen, its relay laps, and what the last lap's end does) with the rules both
programs share (docs/rules/um-el-banat.md; the engine's options ``wegue_count=4``,
``wegue_capture=2``, ``wegue_capture_min=1``, ``wegue_count_ends_lap``):

* the counters of the chosen hole are sown one by one anticlockwise (canonical pit ``c`` to
  ``c + 1``, round both rows, marked holes and the emptied origin included);
* the last counter in a hole the opponent marked: the last counter and one more (the last alone
  when the hole was empty) go to the mover's store, and the mover plays again; in the mover's own
  marked hole: the turn ends; in any other hole now holding more than one counter and not four:
  a relay from it; four in a hole of the opponent's row: the hole is the mover's mark, the turn
  ends; else (one counter, or four on the mover's row) the turn ends;
* when only marked holes hold counters, each marked hole's counters go to its marker: the engine's
  game ends (``wegues_only``), Ludii's round (its hands then hold them, the board empty);
* a player to move with no counters outside marked holes in their row passes (the engine's pass;
  Ludii's forced pass, a ply of its own).

``drop_emptied`` is the one line of the ruling: a mark goes when a capture empties its hole
(Ludii's program), where without it the mark stays (the engine). Played with the engine's marks
and without ``drop_emptied``, the model must give the engine's position; with Ludii's marks and
``drop_emptied``, Ludii's, exactly (conformance/games.py ``_mark_dropped``).

Marks are listed by canonical pit (seat 0's six holes from its left, then seat 1's): the seat that
marked the hole, or -1.

Written by hand: a few lines for the catalogue options the engine's Um el Banat uses and the one
line of the ruling; it is this repository's reading of Ludii's program, checked on every differing
turn of the comparison (where the model with the engine's marks must give the engine's position).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .laps import LAPS, Endless

HOLES = 12
"""Two rows of six."""
ROW = HOLES // 2
COUNT = 4
"""The count that ends a lap and, on the opponent's row, marks the hole (``wegue_count``)."""
TAKEN = 2
"""The counters taken from the opponent's marked hole, the last one included (``wegue_capture``)."""


@dataclass(frozen=True)
class WegueTurn:
    """A turn's outcome: canonical pits then the two stores (``over``: the board emptied, every
    marked hole's counters gone to its marker), the seat to play next before any pass (``next``:
    the mover again after a capture; Ludii's next ply's player), the seat to move after a forced
    pass (``to_move``), the marks after the turn, and its laps (Ludii's plies of it)."""

    state: tuple[int, ...]
    next: int | None
    to_move: int | None
    over: bool
    marks: tuple[int, ...]
    laps: int


def movable(pits: Sequence[int], marks: Sequence[int], seat: int) -> list[int]:
    """The holes ``seat`` may sow from: its own row's holes that hold counters and are not marked."""
    return [c for c in range(seat * ROW, (seat + 1) * ROW) if pits[c] and marks[c] < 0]


def um_el_banat_turn(state: Sequence[int], mover: int, move: int, marks: Sequence[int],
                     drop_emptied: bool) -> WegueTurn:
    """``mover``'s turn from canonical hole ``move`` (``state``: the twelve pits then the two
    stores) with the marks ``marks``; ``drop_emptied``: a capture that empties a marked hole
    unmarks it (Ludii's program). Raises ValueError for a move that is not legal there, Endless
    for a turn of more than ``LAPS`` laps."""
    pits, stores, marked = list(state[:HOLES]), list(state[HOLES:HOLES + 2]), list(marks)
    if len(marked) != HOLES or len(stores) != 2 or move not in movable(pits, marked, mover):
        raise ValueError(f"no move from hole {move} for seat {mover}")
    hole, again, laps = move, False, 0
    while laps < LAPS:
        laps += 1
        seeds, pits[hole] = pits[hole], 0
        for _ in range(seeds):
            hole = (hole + 1) % HOLES
            pits[hole] += 1
        if marked[hole] == 1 - mover:  # the opponent's mark: the last counter and one more
            taken = min(TAKEN, pits[hole])
            pits[hole] -= taken
            stores[mover] += taken
            if drop_emptied and not pits[hole]:
                marked[hole] = -1
            again = True
            break
        if marked[hole] == mover:
            break
        if pits[hole] > 1 and pits[hole] != COUNT:
            continue  # a relay from the hole
        if pits[hole] == COUNT and hole // ROW != mover:
            marked[hole] = mover
        break
    else:
        raise Endless(f"hole {move}")
    if all(not pits[c] or marked[c] >= 0 for c in range(HOLES)):
        for c in range(HOLES):
            if marked[c] >= 0:
                stores[marked[c]] += pits[c]
                pits[c] = 0
        return WegueTurn((*pits, *stores), None, None, True, tuple(marked), laps)
    following = mover if again else 1 - mover
    to_move = following if movable(pits, marked, following) else 1 - following
    return WegueTurn((*pits, *stores), following, to_move, False, tuple(marked), laps)


def ludii_marks(rec: dict[str, Any], sites: Sequence[int]) -> list[int]:
    """The marks in Ludii's record (its ``site_state``: site -> player who marked it), by canonical
    pit (``sites``: Ludii's site of each canonical pit)."""
    state = {int(site): int(player) for site, player in (rec.get("site_state") or {}).items()}
    return [state.get(site, 0) - 1 for site in sites]


def dropped_at_capture(records: Sequence[dict[str, Any]], pit: int, marker: int, sites: Sequence[int]) -> bool:
    """Ludii's records of a game (in order) show the mark of ``marker`` on canonical ``pit`` gone at
    a capture that emptied the hole: the last record that marks it is a ply of the other player
    (the capturer), and the ply after it leaves the hole empty and unmarked with one or two
    counters more in the capturer's hand."""
    site = str(sites[pit])
    last = max((k for k, rec in enumerate(records) if (rec.get("site_state") or {}).get(site) == marker + 1),
               default=None)
    if last is None or last + 1 >= len(records):
        return False
    before, after = records[last], records[last + 1]
    capturer = 1 - marker
    if "pits" not in after or "stores" not in before or "stores" not in after or int(before.get("mover", 0)) != capturer + 1:
        return False
    gained = int(after["stores"][capturer]) - int(before["stores"][capturer])
    return (site not in (after.get("site_state") or {}) and after["pits"][pit] == 0
            and gained in range(1, TAKEN + 1))
