"""Three-row boards (the Gabata games of Ethiopia and Eritrea): where each seat's pits lie.

A three-row board of ``2k`` columns has each player's outer row of ``2k`` holes and a shared middle
row of ``2k`` holes whose half on each player's right is that player's ("Each player controls one
row of holes and the half of the central row to their right", Pankhurst 1971 via Ludii's Rab'e,
Gabata and Selus). Sowing goes "from left to right in the player's full row, right to left in
their holes in the central row, then right to left in the opponent's full row, then left to right
in the opponent's holes in the central row" (the same).

``Rules.middle_row_pits`` (``k``) says a board has a middle row. A seat's ``pits_per_side = 3k``
pits are numbered along its stretch of that ring: its outer row ``0 … 2k-1`` from its own left,
then its half of the middle row ``2k … 3k-1`` from the board's edge (the seat's right) towards the
centre. Seat 0's pits and then seat 1's are so the ring itself, as on a two-row board of ``3k``
pits a side: the kernel sows, relays and captures by count on it unchanged (engine.board). What
needs the board's shape reads this module: the drawing (the playground draws the same cells), the
Ludii board-site mapping (conformance/sites.py) and the captures that need an opposite pit, which a
pit of three rows has not (one middle pit faces an outer pit on each side): ``Rules.problems``
refuses them.
"""

from __future__ import annotations

from engine.rules import Rules

SOUTH_ROW, MIDDLE_ROW, NORTH_ROW = 0, 1, 2
"""Rows as seen from seat 0 (South): its outer row, the middle row, seat 1's (North's) outer row."""


def columns(rules: Rules) -> int:
    """Columns of a three-row board: the length of each row (twice the half middle row)."""
    return 2 * rules.middle_row_pits


def cell(rules: Rules, seat: int, pit: int) -> tuple[int, int]:
    """Where pit ``pit`` of ``seat`` lies: ``(row, column)``, the row numbered from South's side
    (``SOUTH_ROW``, ``MIDDLE_ROW``, ``NORTH_ROW``) and the column from South's left."""
    k = rules.middle_row_pits
    if not k:
        raise ValueError("not a three-row board (middle_row_pits is 0)")
    n = 2 * k
    if not 0 <= pit < 3 * k or seat not in (0, 1):
        raise ValueError(f"no pit {pit} of seat {seat} on a three-row board of {n} columns")
    if seat == 0:
        # outer row left to right; the middle half from the right edge towards the centre
        return (SOUTH_ROW, pit) if pit < n else (MIDDLE_ROW, n - 1 - (pit - n))
    # North's left is South's right: its outer row runs right to left as South sees it, and its
    # half of the middle row (on its right, South's left) from the left edge towards the centre
    return (NORTH_ROW, n - 1 - pit) if pit < n else (MIDDLE_ROW, pit - n)


def owner_of(rules: Rules, row: int, column: int) -> tuple[int, int]:
    """The ``(seat, pit)`` at ``(row, column)``: the inverse of :func:`cell`."""
    n = columns(rules)
    for seat in (0, 1):
        for pit in range(3 * rules.middle_row_pits):
            if cell(rules, seat, pit) == (row, column):
                return seat, pit
    raise ValueError(f"no cell ({row}, {column}) on a three-row board of {n} columns")
