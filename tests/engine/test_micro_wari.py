"""Micro-Wari (docs/rules/micro-wari.md): 2×2 holes of 1 seed, the last seed captured in an empty
opponent hole; positions worked by hand from Mancala World's rules (after Deledicq & Popova 1977)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

MICRO = rules("micro-wari")


def test_one_seed_in_each_of_four_holes() -> None:
    assert text(engine.new_game(MICRO)) == "S: 1 1 [0] | N: 1 1 [0]"
    assert MICRO.total_seeds == 4


def test_a_last_seed_in_an_occupied_or_own_hole_captures_nothing_r_mw1() -> None:
    after = play(MICRO, engine.new_game(MICRO), 1)
    assert text(after.position) == "S: 1 0 [0] | N: 2 1 [0]" and "capture" not in kinds(after.events)
    own = play(MICRO, engine.new_game(MICRO), 0)
    assert text(own.position) == "S: 0 2 [0] | N: 1 1 [0]" and own.position.to_move == 1


def test_a_last_seed_in_an_empty_opponent_hole_is_captured_r_mw1() -> None:
    after = play(MICRO, board("S: 1 1 [0] | N: 0 2 [0]"), 1)
    assert text(after.position) == "S: 1 0 [1] | N: 0 2 [0]"
    assert kinds(after.events)[-1] == "capture" and after.position.to_move == 1


def test_capturing_the_last_seed_ends_the_game_at_the_opponents_turn_r_mw2_r_mw3() -> None:
    # N sows N1 (2): S0, S1; S1 was empty: North takes that seed; South still has S0.
    after = play(MICRO, board("S: 1 0 [1] | N: 0 2 [1]", to_move="N"), 1)
    assert text(after.position) == "S: 2 0 [1] | N: 0 0 [2]" and after.position.outcome is None
    # South sows S0 (2): S1, N0; N0 was empty: taken; North has no seed at their turn: South
    # takes the seed left on S1 and wins 3-2.
    end = play(MICRO, after.position, 0)
    assert text(end.position) == "S: 0 0 [3] | N: 0 0 [2]"
    assert end.position.outcome is not None and end.position.outcome.winners == (0,)


def test_the_player_left_with_seeds_takes_them_r_mw3() -> None:
    # N sows N0 (1) into N1, its own hole: no capture; South has no seed: North takes N1's 3.
    end = play(MICRO, board("S: 0 0 [0] | N: 1 2 [1]", to_move="N"), 0)
    assert text(end.position) == "S: 0 0 [0] | N: 0 0 [4]"
    assert kinds(end.events)[-1] == "game_end"
    assert end.position.outcome is not None and end.position.outcome.winners == (1,)


def test_four_seeds_come_round_into_the_starting_hole_r_mw4() -> None:
    after = play(MICRO, board("S: 4 0 [0] | N: 0 0 [0]"), 0)
    assert text(after.position) == "S: 1 1 [0] | N: 1 1 [0]"


def test_30_seeded_random_games_end() -> None:
    start = engine.new_game(MICRO)
    for seed in range(30):
        end, plies = engine.random_playout(MICRO, start, seed)
        assert end.outcome is not None and plies < 200
