"""Érhérhé (docs/rules/erherhe.md): single anticlockwise laps, twos and fours made by the last seed in
the opponent's row taken with the holes beside it that hold two or four (R-ER2), the lap that comes
round sowing its own hole (R-ER3), the end when a row is empty (R-ER4)."""

from __future__ import annotations

import engine

from .helpers import board, play, rules, text

ERHERHE = rules("erherhe")


def captures(transition: engine.Transition) -> list[tuple[object, list[tuple[object, object]]]]:
    return [(e["count"], [(p["seat"], p["pit"]) for p in e["pits"]]) for e in transition.events if e["type"] == "capture"]


def test_the_opening_sows_one_lap_anticlockwise() -> None:
    after = play(ERHERHE, engine.new_game(ERHERHE), 3)
    assert text(after.position) == "S: 4 4 4 0 5 5 [0] | N: 5 5 4 4 4 4 [0]"
    assert captures(after) == [] and after.position.to_move == 1


def test_a_four_is_taken_with_the_twos_and_fours_beside_it_and_no_further() -> None:
    # S5 (3): N0 2, N1 2, N2 4 (last): N2 is taken with N1 (2) beside it; N3 (1) stays, and N0 (2),
    # beside N1 but not beside N2, stays too (R-ER2: no chain).
    after = play(ERHERHE, board("S: 4 4 4 4 4 3 [5] | N: 1 1 3 1 2 1 [5]"), 5)
    assert text(after.position) == "S: 4 4 4 4 4 0 [11] | N: 2 0 0 1 2 1 [5]"
    assert captures(after) == [(6, [(1, 2), (1, 1)])]


def test_the_neighbours_stop_at_the_end_of_the_opponents_row() -> None:
    # S4 (2): S5 2, N0 2 (last): N0 and N1 (2) are taken; S5, just before N0 on the way round but in
    # the mover's own row, is not N0's neighbour.
    after = play(ERHERHE, board("S: 3 3 3 3 2 1 [5] | N: 1 2 4 3 3 3 [5]"), 4)
    assert text(after.position) == "S: 3 3 3 3 0 2 [9] | N: 0 0 4 3 3 3 [5]"
    assert captures(after) == [(4, [(1, 0), (1, 1)])]


def test_a_two_made_in_the_own_row_is_not_taken() -> None:
    after = play(ERHERHE, board("S: 1 1 0 0 0 0 [20] | N: 2 2 2 2 2 2 [14]"), 0)
    assert text(after.position) == "S: 0 2 0 0 0 0 [20] | N: 2 2 2 2 2 2 [14]"
    assert captures(after) == [] and after.position.to_move == 1


def test_a_lap_of_twelve_sows_its_own_hole_and_only_the_last_seed_captures() -> None:
    # S0 (12): S1…S5, N0…N5 (N1 makes 2 and N4 makes 4 in passing: not taken), S0 (the last).
    after = play(ERHERHE, board("S: 12 0 0 0 0 0 [10] | N: 0 1 0 0 3 0 [22]"), 0)
    assert text(after.position) == "S: 1 1 1 1 1 1 [10] | N: 1 2 1 1 4 1 [22]"
    assert captures(after) == []


def test_a_capture_that_empties_the_opponents_row_ends_the_game() -> None:
    # S5 (1): N0 makes 2 and is taken; North's row is empty: South takes its own 3, 25-23.
    after = play(ERHERHE, board("S: 3 0 0 0 0 1 [20] | N: 1 0 0 0 0 0 [23]"), 5)
    outcome = after.position.outcome
    assert captures(after) == [(2, [(1, 0)])]
    assert outcome is not None and outcome.reason == "side_empty"
    assert outcome.scores == (25, 23) and outcome.winners == (0,)
