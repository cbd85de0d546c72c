"""What makes two games look and play alike to a per-game test that keeps one game of each kind.

Per-game tests that cannot afford every game (tests/budget.py ``spread``) keep the first game of every
key below, then spread the rest: the board's shape (seats, rows, pits, ring, middle row), its family
sections and rounds, and each kind of move or pit a player meets (a direction to choose, an opening,
holes to take, marked holes, holes where a relay may stop).
"""

from __future__ import annotations

from collections.abc import Hashable

import engine
from engine.rules import Direction


def game_kind(variant: str) -> Hashable:
    rules = engine.get_variant(variant).rules
    return (rules.seats, rules.rows_per_side, rules.middle_row_pits, rules.pits_per_side, rules.ring, rules.rounds,
            rules.bao is not None, rules.tuzdyk is not None, rules.omweso is not None, bool(rules.pit_owners),
            rules.direction is Direction.PLAYER_CHOICE, rules.opening_plies > 0, rules.capture_chosen_holes > 0,
            rules.wegue_count > 0, bool(rules.stop_holes))
