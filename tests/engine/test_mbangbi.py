"""Mbangbi (docs/rules/mbangbi.md): 2×5 holes of 8 seeds, the direction chosen at every move, holes
of 2 or more only, captures of 2 and 4 with a chain back, passes."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

MBANGBI = rules("mbangbi")


def test_eight_seeds_in_each_of_ten_holes_and_both_directions_are_moves() -> None:
    start = engine.new_game(MBANGBI)
    assert text(start) == "S: 8 8 8 8 8 [0] | N: 8 8 8 8 8 [0]"
    assert len(engine.legal_moves(MBANGBI, start)) == 10


def test_the_mover_chooses_the_direction() -> None:
    start = engine.new_game(MBANGBI)
    assert text(play(MBANGBI, start, 0, "ccw").position) == "S: 0 9 9 9 9 [0] | N: 9 9 9 9 8 [0]"
    assert text(play(MBANGBI, start, 0, "cw").position) == "S: 0 8 9 9 9 [0] | N: 9 9 9 9 9 [0]"


def test_twos_and_fours_are_captured_with_the_chain_anticlockwise() -> None:
    # Hole 5 (3) anticlockwise: North 1 (2), 2 (4), 3 (2, the last): 2 + 4 + 2 = 8 captured.
    after = play(MBANGBI, board("S: 0 0 0 0 3 [30] | N: 1 3 1 5 5 [32]"), 4, "ccw")
    assert text(after.position) == "S: 0 0 0 0 0 [38] | N: 0 0 0 5 5 [32]"


def test_twos_and_fours_are_captured_with_the_chain_clockwise() -> None:
    # Hole 1 (3) clockwise: North 5 (2), 4 (4), 3 (4, the last): the chain runs back the other way.
    after = play(MBANGBI, board("S: 3 0 0 0 0 [30] | N: 5 1 3 3 1 [34]"), 0, "cw")
    assert text(after.position) == "S: 0 0 0 0 0 [40] | N: 5 1 0 0 0 [34]"
    assert [e["count"] for e in after.events if e["type"] == "capture"] == [10]


def test_a_single_seed_is_never_sown() -> None:
    with pytest.raises(engine.IllegalMove):
        play(MBANGBI, board("S: 1 0 0 0 2 [35] | N: 0 0 0 2 0 [40]"), 0, "ccw")


def test_a_player_with_only_single_seeds_passes() -> None:
    after = play(MBANGBI, board("S: 1 0 1 0 0 [36] | N: 0 0 0 2 3 [37]", to_move="N"), 3, "cw")
    assert text(after.position) == "S: 1 0 1 0 0 [36] | N: 0 1 1 0 3 [37]"
    assert kinds(after.events)[-1] == "pass" and after.position.to_move == 1


def test_ten_seeds_skip_the_starting_hole() -> None:
    # R-MB2: S4, S5, North 1-5, S1, S2, then S3 is passed over and the last seed falls in S4.
    after = play(MBANGBI, board("S: 0 0 10 0 0 [30] | N: 0 0 0 0 0 [40]"), 2, "ccw")
    assert text(after.position) == "S: 1 1 0 2 1 [30] | N: 1 1 1 1 1 [40]"


def test_the_game_ends_when_neither_player_can_move() -> None:
    after = play(MBANGBI, board("S: 1 0 1 0 0 [36] | N: 0 0 0 0 2 [40]", to_move="N"), 4, "cw")
    assert text(after.position) == "S: 0 0 0 0 0 [38] | N: 0 0 0 0 0 [42]"
    assert after.position.outcome is not None and after.position.outcome.reason == "no_move"
