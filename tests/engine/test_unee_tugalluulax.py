"""Ünee Tugalluulax (docs/rules/unee-tugalluulax.md): 2×3 holes of 6 balls, clockwise single laps,
a last ball making four in an own hole captures them, the first repetition ends the game."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

UNEE = rules("unee-tugalluulax")


def test_six_balls_in_each_of_six_holes() -> None:
    assert text(engine.new_game(UNEE)) == "S: 6 6 6 [0] | N: 6 6 6 [0]"
    assert UNEE.total_seeds == 36
    assert rules("unee-tugalluulax", pits_per_side=6).total_seeds == 72  # Ludii's Popova board (R-U1)


def test_sowing_is_clockwise_along_the_own_row_then_the_opponent_row() -> None:
    after = play(UNEE, board("S: 0 3 0 [15] | N: 0 0 0 [18]"), 1)
    assert text(after.position) == "S: 1 0 0 [15] | N: 0 1 1 [18]"
    assert [(step["seat"], step["pit"]) for step in after.events[1]["path"]] == [(0, 0), (1, 2), (1, 1)]


def test_six_balls_come_round_into_the_hole_they_left() -> None:
    after = play(UNEE, engine.new_game(UNEE), 0)
    assert text(after.position) == "S: 1 7 7 [0] | N: 7 7 7 [0]"


def test_a_last_ball_making_four_in_an_own_hole_captures_them() -> None:
    after = play(UNEE, board("S: 3 1 0 [10] | N: 2 5 5 [10]"), 1)
    assert text(after.position) == "S: 0 0 0 [14] | N: 2 5 5 [10]"
    assert kinds(after.events) == ["pickup", "sow", "capture"] and after.position.to_move == 1


def test_a_four_on_the_opponent_row_is_not_captured_r_u2() -> None:
    position = board("S: 1 5 5 [10] | N: 4 4 3 [4]")
    after = play(UNEE, position, 0)
    assert text(after.position) == "S: 0 5 5 [10] | N: 4 4 4 [4]"
    ludii = play(rules("unee-tugalluulax", count_capture_sides="any"), position, 0)
    assert text(ludii.position) == "S: 0 5 5 [14] | N: 4 4 0 [4]"


def test_a_player_who_cannot_move_ends_the_game_the_last_mover_takes_the_rest() -> None:
    after = play(UNEE, board("S: 0 0 1 [20] | N: 0 0 0 [15]"), 2)
    assert text(after.position) == "S: 0 0 0 [21] | N: 0 0 0 [15]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "no_seeds" and after.position.outcome.winners == (0,)


def test_the_first_repeated_position_ends_the_game_each_takes_their_row_r_u3() -> None:
    position = board("S: 0 0 1 [17] | N: 0 0 1 [17]")
    for pit in (2, 2, 1, 1, 0):
        position = play(UNEE, position, pit).position
    assert text(position) == "S: 0 0 0 [17] | N: 1 0 1 [17]" and position.outcome is None
    after = play(UNEE, position, 0)  # N0 -> S2: the start again, South to move
    assert text(after.position) == "S: 0 0 0 [18] | N: 0 0 0 [18]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "repetition" and after.position.outcome.winners == (0, 1)


def test_30_seeded_random_games_end() -> None:
    start = engine.new_game(UNEE)
    for seed in range(30):
        end, plies = engine.random_playout(UNEE, start, seed)
        assert end.outcome is not None and plies < 2000
