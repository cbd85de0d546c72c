"""Valah (docs/rules/valah.md): 2×5 holes of 3, relay laps anticlockwise through the own store, a
sowing ending there moves again, no capture; positions worked by hand from the designer's
description (MancalaGames, Ann Davies 2025)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

VALAH = rules("valah")


def test_three_seeds_in_each_of_ten_holes() -> None:
    assert text(engine.new_game(VALAH)) == "S: 3 3 3 3 3 [0] | N: 3 3 3 3 3 [0]"
    assert VALAH.total_seeds == 30


def test_a_sowing_ending_in_the_own_store_moves_again() -> None:
    after = play(VALAH, engine.new_game(VALAH), 2)
    assert text(after.position) == "S: 3 3 0 4 4 [1] | N: 3 3 3 3 3 [0]"
    assert after.position.to_move == 0


def test_a_last_seed_in_an_occupied_hole_is_sown_on_through_the_store() -> None:
    # S3 (1) into S4 (2 → 3): relay: the store, N0, N1; N1 was empty: the turn ends.
    relay = play(VALAH, board("S: 0 0 0 1 2 [10] | N: 1 0 0 0 0 [16]"), 3)
    assert text(relay.position) == "S: 0 0 0 0 0 [11] | N: 2 1 0 0 0 [16]"
    assert relay.position.to_move == 1
    # S2 (1) into S3 (1 → 2): relay: S4, the store: the relay ended in the store, South moves again.
    again = play(VALAH, board("S: 0 0 1 1 0 [12] | N: 3 3 3 3 3 [0]"), 2)
    assert text(again.position) == "S: 0 0 0 0 1 [13] | N: 3 3 3 3 3 [0]"
    assert again.position.to_move == 0


def test_nothing_is_captured_from_an_own_empty_hole() -> None:
    after = play(VALAH, board("S: 1 0 0 0 0 [14] | N: 3 3 3 0 3 [3]"), 0)
    assert text(after.position) == "S: 0 1 0 0 0 [14] | N: 3 3 3 0 3 [3]"
    assert "capture" not in kinds(after.events) and after.position.to_move == 1


def test_the_player_to_move_without_seeds_ends_the_game_each_row_to_its_owner() -> None:
    # S4 (1) into the store: South moves again but has no seed: the game ends, North takes its 2.
    end = play(VALAH, board("S: 0 0 0 0 1 [14] | N: 0 0 0 2 0 [13]"), 4)
    assert text(end.position) == "S: 0 0 0 0 0 [15] | N: 0 0 0 0 0 [15]"
    assert end.position.outcome is not None and end.position.outcome.draw


def test_10_seeded_random_games_end() -> None:
    start = engine.new_game(VALAH)
    for seed in range(10):
        end, plies = engine.random_playout(VALAH, start, seed)
        assert end.outcome is not None and plies < 2000
