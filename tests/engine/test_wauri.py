"""Wauri (docs/rules/wauri.md): Kalah's sowing into the own store with extra turns, no captures, and
the player whose holes are empty when due to move wins (empty_mover=wins)."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

WAURI = rules("wauri")


def test_four_seeds_in_each_of_twelve_holes() -> None:
    assert text(engine.new_game(WAURI)) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]"


def test_a_last_seed_in_the_own_store_gives_another_move() -> None:
    after = play(WAURI, engine.new_game(WAURI), 2)
    assert text(after.position) == "S: 4 4 0 5 5 5 [1] | N: 4 4 4 4 4 4 [0]"
    assert kinds(after.events) == ["pickup", "sow", "extra_turn"] and after.position.to_move == 0


def test_there_are_no_captures() -> None:
    # The last seed in an own empty hole facing 4 seeds just ends the turn.
    after = play(WAURI, board("S: 1 0 0 0 0 0 [20] | N: 4 4 4 4 4 3 [8]"), 0)
    assert text(after.position) == "S: 0 1 0 0 0 0 [20] | N: 4 4 4 4 4 3 [8]"
    assert after.position.to_move == 1


def test_a_sowing_of_thirteen_skips_its_hole() -> None:
    after = play(WAURI, board("S: 13 0 0 0 0 0 [10] | N: 4 4 4 4 4 5 [4]"), 0)
    assert text(after.position) == "S: 0 2 1 1 1 1 [11] | N: 5 5 5 5 5 6 [4]"


def test_clearing_the_holes_with_an_extra_turn_wins_at_once() -> None:
    # R-WA2: the last seed goes into the store; South moves again with nothing left: South wins,
    # though North's store (its 23 seeds swept in) is larger.
    after = play(WAURI, board("S: 0 0 0 0 0 1 [20] | N: 4 4 4 4 4 3 [4]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [21] | N: 0 0 0 0 0 0 [27]"
    assert after.position.outcome is not None and after.position.outcome.reason == "cleared"
    assert after.position.outcome.winners == (0,)


def test_a_player_still_clear_when_due_to_move_wins() -> None:
    # South emptied its holes last turn; North's move sows nothing into them: South wins.
    after = play(WAURI, board("S: 0 0 0 0 0 0 [21] | N: 5 4 4 4 4 2 [4]", to_move="N"), 0)
    assert after.position.outcome is not None and after.position.outcome.winners == (0,)
    assert after.position.outcome.reason == "cleared"


def test_seeds_sown_into_the_cleared_row_keep_the_game_going() -> None:
    after = play(WAURI, board("S: 0 0 0 0 0 0 [21] | N: 5 4 4 4 4 2 [4]", to_move="N"), 4)
    assert text(after.position) == "S: 1 1 0 0 0 0 [21] | N: 5 4 4 4 0 3 [5]"
    assert after.position.outcome is None and after.position.to_move == 0


def test_winning_by_clearing_is_defined_for_one_game_of_two_players() -> None:
    with pytest.raises(engine.InvalidOptions):
        rules("wauri", min_seeds_to_move=2)
    with pytest.raises(engine.InvalidOptions):
        rules("wauri", must_feed="leave_seeds")
