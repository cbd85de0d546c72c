"""Which games the per-game browser tests open.

Every game while the catalogue had 53; beyond, 53 of them, chosen so that every board shape the
page draws is kept (seats, rows, pits per row, family sections, rounds) and the rest spread
evenly (tests/budget.py): the browser's time stays flat as the catalogue grows, and a new shape
of board is always opened.
"""

from __future__ import annotations

from collections.abc import Hashable

import engine
from tests.budget import spread

BROWSER_GAMES_BUDGET = 53


def board_shape(variant: str) -> Hashable:
    rules = engine.get_variant(variant).rules
    return (rules.seats, rules.rows_per_side, rules.middle_row_pits, rules.pits_per_side, rules.ring, rules.rounds,
            rules.bao is not None, rules.tuzdyk is not None, rules.omweso is not None, bool(rules.pit_owners))


BROWSER_VARIANTS = spread(engine.variant_ids(), key=board_shape, budget=BROWSER_GAMES_BUDGET)
