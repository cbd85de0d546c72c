"""Chungcajon (docs/rules/chungcajon.md): 2×7 holes of 7 counters, relay sowing through the own
store, no captures, the store and an empty hole ending the turn, passes, the end when every
counter is home (Culin 1900, Murray)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

CHUNGCAJON = rules("chungcajon")


def test_seven_counters_in_each_of_fourteen_holes() -> None:
    assert text(engine.new_game(CHUNGCAJON)) == "S: 7 7 7 7 7 7 7 [0] | N: 7 7 7 7 7 7 7 [0]"
    assert CHUNGCAJON.total_seeds == 98


def test_a_last_counter_in_the_own_store_ends_the_move_r_cj2() -> None:
    after = play(CHUNGCAJON, engine.new_game(CHUNGCAJON), 0)
    assert text(after.position) == "S: 0 8 8 8 8 8 8 [1] | N: 7 7 7 7 7 7 7 [0]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_a_relay_home_into_the_emptied_hole_captures_nothing_r_cj1() -> None:
    # Worked by hand: 7 from S6: the store, N0-N5 (8 each); N5 is lifted (8): N6, S0-S5 (8 each)
    # and S6, emptied by the move: an empty hole, so the turn ends; nothing is captured.
    after = play(CHUNGCAJON, engine.new_game(CHUNGCAJON), 6)
    assert text(after.position) == "S: 8 8 8 8 8 8 1 [1] | N: 8 8 8 8 8 0 8 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow"] and after.position.to_move == 1
    sungka = play(rules("chungcajon", cross_capture=True), engine.new_game(CHUNGCAJON), 6)
    assert text(sungka.position) == "S: 8 8 8 8 8 8 0 [10] | N: 0 8 8 8 8 0 8 [0]"


def test_a_last_counter_in_an_own_empty_hole_stays_there() -> None:
    after = play(CHUNGCAJON, board("S: 0 0 0 0 0 1 0 [50] | N: 5 0 0 0 0 0 2 [40]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [50] | N: 5 0 0 0 0 0 2 [40]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_a_player_without_counters_passes_r_cj3() -> None:
    after = play(CHUNGCAJON, board("S: 0 0 0 0 0 2 1 [50] | N: 0 0 0 0 0 0 0 [45]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 2 0 [51] | N: 0 0 0 0 0 0 0 [45]"
    assert kinds(after.events) == ["pickup", "sow", "pass"] and after.position.to_move == 0


def test_the_game_ends_when_every_counter_is_home_49_49_is_a_draw() -> None:
    after = play(CHUNGCAJON, board("S: 0 0 0 0 0 0 1 [48] | N: 0 0 0 0 0 0 0 [49]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [49] | N: 0 0 0 0 0 0 0 [49]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "board_empty" and after.position.outcome.winners == (0, 1)


def test_30_seeded_random_games_end() -> None:
    start = engine.new_game(CHUNGCAJON)
    for seed in range(30):
        end, plies = engine.random_playout(CHUNGCAJON, start, seed)
        assert end.outcome is not None and plies < 2000
