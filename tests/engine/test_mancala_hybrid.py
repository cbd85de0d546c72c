"""docs/rules/mancala-hybrid.md: the "Mancala" leaflet of seed 001, worked examples H1-H3."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalMove

from .helpers import board, kinds, play, rules, text


def test_h1_a_store_seed_on_the_way_then_a_chain_of_twos_and_threes() -> None:
    after = play(rules("mancala-hybrid"), board("S: 0 0 0 0 1 4 [15] | N: 1 2 1 5 0 0 [19]"), 5)
    assert text(after.position) == "S: 0 0 0 0 1 0 [23] | N: 0 0 0 5 0 0 [19]"


def test_h2_the_mover_must_sow_into_an_empty_opponent_row() -> None:
    r = rules("mancala-hybrid")
    position = board("S: 0 0 0 1 0 2 [22] | N: 0 0 0 0 0 0 [23]")
    with pytest.raises(IllegalMove) as caught:
        play(r, position, 3)
    assert caught.value.reason == "must-feed"
    after = play(r, position, 5)
    assert text(after.position) == "S: 0 0 0 1 0 0 [23] | N: 1 0 0 0 0 0 [23]"


def test_h3_the_lone_seed_is_captured_then_the_opponent_cannot_feed() -> None:
    after = play(rules("mancala-hybrid"), board("S: 0 0 1 0 0 0 [22] | N: 3 0 0 0 2 0 [20]"), 2)
    assert after.position.stores == (23, 25)
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "cannot_feed" and after.position.outcome.winner == 1
    assert kinds(after.events)[-1] == "game_end"


def test_last_seed_in_own_store_gives_another_turn() -> None:
    r = rules("mancala-hybrid")
    after = play(r, engine.new_game(r), 2)
    assert text(after.position) == "S: 4 4 0 5 5 5 [1] | N: 4 4 4 4 4 4 [0]"
    assert after.position.to_move == 0


def test_a_repeated_position_is_a_stalemate_draw() -> None:
    r = rules("mancala-hybrid", capture_majority_wins=False)
    start = board("S: 1 0 0 0 0 0 [23] | N: 1 0 0 0 0 0 [23]")
    end, _ = engine.random_playout(r, start, seed=5)
    assert end.outcome is not None
    if end.outcome.reason == "repetition":
        assert end.outcome.draw and end.outcome.winners == (0, 1)
