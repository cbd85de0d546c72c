"""Which games the per-game browser tests open.

A fixed number of games, chosen so that every board shape the page draws and every kind of move
it offers is kept (seats, rows, pits per row, family sections, rounds, a direction, an opening or
holes to take, marked holes, stop holes) and the rest spread evenly (tests/budget.py): the browser's time stays flat as the
catalogue grows, and a new shape of board is always opened. The page has no game-specific code:
a game is drawn and played from its shape and its legal moves, so opening every shape (30 of
them at 81 games) and a few more games checks what every game's page would.
"""

from __future__ import annotations

from collections.abc import Hashable

import engine
from engine.rules import Direction
from tests.budget import spread

BROWSER_GAMES_BUDGET = 34


def board_shape(variant: str) -> Hashable:
    rules = engine.get_variant(variant).rules
    return (rules.seats, rules.rows_per_side, rules.middle_row_pits, rules.pits_per_side, rules.ring, rules.rounds,
            rules.bao is not None, rules.tuzdyk is not None, rules.omweso is not None, bool(rules.pit_owners),
            rules.direction is Direction.PLAYER_CHOICE, rules.opening_plies > 0, rules.capture_chosen_holes > 0,
            rules.wegue_count > 0, bool(rules.stop_holes))


BROWSER_VARIANTS = spread(engine.variant_ids(), key=board_shape, budget=BROWSER_GAMES_BUDGET)
