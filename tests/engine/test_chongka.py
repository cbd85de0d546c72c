"""Chongka' (docs/rules/chongka.md): 2×7 holes of 7 shells, relay sowing through the own store, the
turn ending in the store, captures of the opposite hole that leave the capturing shell (Fritz 1904)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

CHONGKA = rules("chongka")


def test_seven_shells_in_each_of_fourteen_holes() -> None:
    assert text(engine.new_game(CHONGKA)) == "S: 7 7 7 7 7 7 7 [0] | N: 7 7 7 7 7 7 7 [0]"
    assert CHONGKA.total_seeds == 98


def test_a_last_shell_in_the_own_store_ends_the_turn_r_ch2() -> None:
    after = play(CHONGKA, engine.new_game(CHONGKA), 0)
    assert text(after.position) == "S: 0 8 8 8 8 8 8 [1] | N: 7 7 7 7 7 7 7 [0]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1
    sungka_store = play(rules("chongka", extra_turn_on_store=True), engine.new_game(CHONGKA), 0)
    assert "extra_turn" in kinds(sungka_store.events) and sungka_store.position.to_move == 0


def test_an_opening_from_the_last_hole_relays_home_and_captures_the_opposite_hole_only() -> None:
    # Worked by hand: 7 shells from S6: the store, N0-N5 (8 each); N5 is lifted (8): N6, S0-S5
    # (8 each) and S6, emptied by the move: an own empty hole, so the 8 of the opposite N0 go to
    # the store (1 + 8 = 9) and the capturing shell stays in S6 (Fritz: "the contents of the
    # opposite one"; ruling R-CH1).
    after = play(CHONGKA, engine.new_game(CHONGKA), 6)
    assert text(after.position) == "S: 8 8 8 8 8 8 1 [9] | N: 0 8 8 8 8 0 8 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "capture"]
    assert after.position.to_move == 1


def test_the_capturing_shell_stays_and_an_empty_opposite_hole_gives_nothing() -> None:
    position = board("S: 0 0 0 0 0 1 0 [50] | N: 5 0 0 0 0 0 2 [40]")
    after = play(CHONGKA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [55] | N: 0 0 0 0 0 0 2 [40]"
    banked = play(rules("chongka", capture_includes_sowing_seed=True), position, 5)
    assert text(banked.position) == "S: 0 0 0 0 0 0 0 [56] | N: 0 0 0 0 0 0 2 [40]"
    nothing = play(CHONGKA, board("S: 0 0 0 0 0 1 0 [50] | N: 0 5 0 0 0 0 2 [40]"), 5)
    assert text(nothing.position) == "S: 0 0 0 0 0 0 1 [50] | N: 0 5 0 0 0 0 2 [40]"
    assert "capture" not in kinds(nothing.events) and nothing.position.to_move == 1


def test_a_last_shell_in_an_empty_hole_of_the_opponent_ends_the_turn() -> None:
    # Fritz: "If he ends in an empty compartment of the opponent, the latter plays on."
    after = play(CHONGKA, board("S: 0 0 0 0 0 0 2 [50] | N: 0 5 0 0 0 0 1 [40]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [51] | N: 1 5 0 0 0 0 1 [40]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_a_player_without_shells_passes_r_ch3() -> None:
    after = play(CHONGKA, board("S: 0 0 0 0 0 2 1 [50] | N: 0 0 0 0 0 0 0 [45]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 2 0 [51] | N: 0 0 0 0 0 0 0 [45]"
    assert kinds(after.events) == ["pickup", "sow", "pass"]
    assert after.position.outcome is None and after.position.to_move == 0


def test_the_game_ends_when_every_hole_is_empty_49_49_is_a_draw() -> None:
    after = play(CHONGKA, board("S: 0 0 0 0 0 0 1 [48] | N: 0 0 0 0 0 0 0 [49]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [49] | N: 0 0 0 0 0 0 0 [49]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "board_empty" and after.position.outcome.winners == (0, 1)


def test_30_seeded_random_games_end() -> None:
    start = engine.new_game(CHONGKA)
    for seed in range(30):
        end, plies = engine.random_playout(CHONGKA, start, seed)
        assert end.outcome is not None and plies < 2000
