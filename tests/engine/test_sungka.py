"""Sungka (docs/rules/sungka.md): relay sowing through the own store, extra turns, captures, passes."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

SUNGKA = rules("sungka")


def test_seven_shells_in_each_of_fourteen_pits() -> None:
    assert text(engine.new_game(SUNGKA)) == "S: 7 7 7 7 7 7 7 [0] | N: 7 7 7 7 7 7 7 [0]"
    assert SUNGKA.total_seeds == 98


def test_the_first_pit_of_the_opening_ends_in_the_own_store_and_moves_again() -> None:
    # R-S1: the simultaneous opening is played South first; 7 shells from pit 0 reach the store.
    after = play(SUNGKA, engine.new_game(SUNGKA), 0)
    assert text(after.position) == "S: 0 8 8 8 8 8 8 [1] | N: 7 7 7 7 7 7 7 [0]"
    assert after.position.to_move == 0 and "extra_turn" in kinds(after.events)


def test_last_shell_in_an_occupied_opponent_pit_is_lifted_and_sown_on() -> None:
    # 3 shells: S6, store, N0 (now 2, occupied) -> lift 2: N1, N2 (empty, opponent's) -> turn ends.
    position = board("S: 0 0 0 0 0 3 0 [40] | N: 1 0 0 0 0 0 1 [53]")
    after = play(SUNGKA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [41] | N: 0 1 1 0 0 0 1 [53]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow"]
    assert after.position.to_move == 1


def test_a_relay_ending_in_an_own_empty_pit_captures_it_and_the_opposite_pit() -> None:
    # 8 shells: store, N0-N5, N6 (now 2) -> lift 2: S0, S1 (empty, own) -> S1 and N5 (5) captured.
    position = board("S: 0 0 0 0 0 0 8 [30] | N: 0 0 0 0 0 4 1 [55]")
    after = play(SUNGKA, position, 6)
    assert text(after.position) == "S: 1 0 0 0 0 0 0 [37] | N: 1 1 1 1 1 0 0 [55]"
    assert next(e for e in after.events if e["type"] == "capture")["count"] == 6
    assert after.position.to_move == 1


def test_single_lap_capture_of_the_opposite_pit_with_the_last_shell() -> None:
    position = board("S: 0 0 0 0 0 1 0 [40] | N: 4 0 0 0 0 0 2 [51]")
    after = play(SUNGKA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [45] | N: 0 0 0 0 0 0 2 [51]"


def test_no_capture_when_the_opposite_pit_is_empty() -> None:
    position = board("S: 0 0 0 0 0 1 0 [40] | N: 0 0 0 0 0 0 6 [51]")
    after = play(SUNGKA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [40] | N: 0 0 0 0 0 0 6 [51]"
    assert "capture" not in kinds(after.events) and after.position.to_move == 1


def test_a_player_without_shells_passes_even_after_earning_an_extra_turn() -> None:
    position = board("S: 0 0 0 0 0 0 1 [40] | N: 0 0 0 0 0 1 3 [53]")
    after = play(SUNGKA, position, 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [41] | N: 0 0 0 0 0 1 3 [53]"
    assert kinds(after.events) == ["pickup", "sow", "extra_turn", "pass"]
    assert after.position.outcome is None and after.position.to_move == 1


def test_the_game_ends_when_no_shell_is_left_in_the_pits_49_49_is_a_draw() -> None:
    position = board("S: 0 0 0 0 0 0 1 [48] | N: 0 0 0 0 0 0 0 [49]")
    after = play(SUNGKA, position, 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [49] | N: 0 0 0 0 0 0 0 [49]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "board_empty" and after.position.outcome.winners == (0, 1)
