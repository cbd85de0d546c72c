"""A turn of the marked-hole (wegue) games of the Qelat family: the model by which the comparison
rules a turn of Ludii's programs that differs from the engine's (rulings L-UB1 Um el Banat, L-GS1
and L-GS2 Gabata (Shoa I)).

The model takes the marks as its input and plays one turn (a hole chosen, its relay laps, and what
the last lap's end does) under a game's ``WegueRules``: the engine's options, and the lines by which
Ludii's programs read them otherwise:

* the counters of the chosen hole are sown one by one anticlockwise (canonical pit ``c`` to
  ``c + 1``, round both rows, marked holes and the emptied origin included);
* the last counter in a hole the opponent marked: the last counter and one more (the last alone
  when the hole was empty, ``capture_from_empty``) go to the mover's store, and the mover plays
  again (``capture_again``) or the turn ends; in the mover's own marked hole: the turn ends;
* four in a hole of the opponent's row not marked (of either row: ``own_row_marked``): the hole is
  the mover's mark, the turn ends;
* in any other hole now holding more than one counter: a relay from it, but for a four on the
  mover's own row where four ends the lap (``count_ends_lap``); else the turn ends;
* when only marked holes hold counters, each marked hole's counters go to its marker: the engine's
  game ends (``wegues_only``), Ludii's round (its hands then hold them, the board empty);
* a player to move with no counters outside marked holes in their row passes (the engine's pass;
  Ludii's forced pass, a ply of its own).

The rulings' lines: ``drop_emptied`` (L-UB1: Ludii's Um el Banat keeps a mark in the hole's site
state, which goes with its last counter, so a capture that empties a marked hole unmarks it;
Davies's text and the engine mark a hole for good), ``own_row_marked`` (L-GS1: Ludii's Gabata
(Shoa I) marks a four of either row; Pankhurst's text, the opponent's side) and
``capture_from_empty`` off (L-GS2: that program takes nothing from a wegue holding only the last
counter; the text has it removed). Played with the engine's marks and options, the model must give
the engine's position; with Ludii's marks and the ruling's line, Ludii's, exactly
(conformance/games.py ``_mark_dropped``, ``_shoa_turn_ruled``).

Marks are listed by canonical pit (seat 0's six holes from its left, then seat 1's): the seat that
marked the hole, or -1.

Written by hand: a few lines for the catalogue options the engine's games use and one line per
ruling; it is this repository's reading of Ludii's programs, checked on every differing turn of the
comparison (where the model with the engine's marks must give the engine's position).
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
"""The count that, on the opponent's row, marks the hole (``wegue_count``)."""
TAKEN = 2
"""The counters taken from the opponent's marked hole, the last one included (``wegue_capture``)."""


@dataclass(frozen=True)
class WegueRules:
    """A game's reading of the marked holes (the module docstring): the engine's options, and the
    rulings' lines of Ludii's programs (``own_row_marked``, ``capture_from_empty`` off,
    ``drop_emptied``)."""

    capture_again: bool
    """A capture from the opponent's mark gives the mover another turn (Qelat, Um el Banat; not
    ``wegue_capture_ends_turn``)."""
    count_ends_lap: bool
    """Four on the mover's own row ends the turn (``wegue_count_ends_lap``), where it relays."""
    own_row_marked: bool = False
    capture_from_empty: bool = True
    drop_emptied: bool = False


UM_EL_BANAT = WegueRules(capture_again=True, count_ends_lap=True)
GABATA_SHOA = WegueRules(capture_again=False, count_ends_lap=False)


@dataclass(frozen=True)
class WegueTurn:
    """A turn's outcome: canonical pits then the two stores (``over``: the board emptied, every
    marked hole's counters gone to its marker), the seat to play next before any pass (``next``:
    the mover again after a capture; Ludii's next ply's player), the seat to move after a forced
    pass (``to_move``), and the marks after the turn."""

    state: tuple[int, ...]
    next: int | None
    to_move: int | None
    over: bool
    marks: tuple[int, ...]


def movable(pits: Sequence[int], marks: Sequence[int], seat: int) -> list[int]:
    """The holes ``seat`` may sow from: its own row's holes that hold counters and are not marked."""
    return [c for c in range(seat * ROW, (seat + 1) * ROW) if pits[c] and marks[c] < 0]


def wegue_turn(state: Sequence[int], mover: int, move: int, marks: Sequence[int], rules: WegueRules) -> WegueTurn:
    """``mover``'s turn from canonical hole ``move`` (``state``: the twelve pits then the two
    stores) with the marks ``marks``, under ``rules``. Raises ValueError for a move that is not
    legal there, Endless for a turn of more than ``LAPS`` laps."""
    pits, stores, marked = list(state[:HOLES]), list(state[HOLES:HOLES + 2]), list(marks)
    if len(marked) != HOLES or len(stores) != 2 or move not in movable(pits, marked, mover):
        raise ValueError(f"no move from hole {move} for seat {mover}")
    hole, again = move, False
    for _ in range(LAPS):
        seeds, pits[hole] = pits[hole], 0
        for _ in range(seeds):
            hole = (hole + 1) % HOLES
            pits[hole] += 1
        if marked[hole] == 1 - mover:  # the opponent's mark: the last counter and one more
            if pits[hole] > 1 or rules.capture_from_empty:
                taken = min(TAKEN, pits[hole])
                pits[hole] -= taken
                stores[mover] += taken
                if rules.drop_emptied and not pits[hole]:
                    marked[hole] = -1
                again = rules.capture_again
            break
        if marked[hole] == mover:
            break
        if pits[hole] == COUNT and (hole // ROW != mover or rules.own_row_marked):
            marked[hole] = mover  # "This hole then belongs to the player who captured it"
            break
        if pits[hole] > 1 and not (pits[hole] == COUNT and rules.count_ends_lap):
            continue  # a relay from the hole
        break
    else:
        raise Endless(f"hole {move}")
    if all(not pits[c] or marked[c] >= 0 for c in range(HOLES)):
        for c in range(HOLES):
            if marked[c] >= 0:
                stores[marked[c]] += pits[c]
                pits[c] = 0
        return WegueTurn((*pits, *stores), None, None, True, tuple(marked))
    following = mover if again else 1 - mover
    to_move = following if movable(pits, marked, following) else 1 - following
    return WegueTurn((*pits, *stores), following, to_move, False, tuple(marked))


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
