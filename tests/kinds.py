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


def page_facets(variant: str) -> tuple[Hashable, ...]:
    """What the playground shows of a game, for the browser tests: the board it draws (seats, rows,
    pits, ring, middle row), and each way to move it offers (round decisions, Bao's and Omweso's
    phases, marked, owned, chosen or stop holes, a direction to choose, an opening). The page has
    no game-specific code: a game is drawn from its shape and played from its legal moves, so a
    game of each board and a game of each way to move cover it.
    """
    rules = engine.get_variant(variant).rules
    return (("board", rules.seats, rules.rows_per_side, rules.middle_row_pits, rules.pits_per_side, rules.ring),
            ("rounds", rules.rounds), ("bao", rules.bao is not None), ("omweso", rules.omweso is not None),
            ("marked holes", rules.tuzdyk is not None), ("owned holes", bool(rules.pit_owners)),
            ("direction", rules.direction is Direction.PLAYER_CHOICE), ("opening", rules.opening_plies > 0),
            ("chosen holes", rules.capture_chosen_holes > 0), ("wegue", rules.wegue_count > 0),
            ("stop holes", bool(rules.stop_holes)))
