"""Awari of Suriname (docs/rules/awari-suriname.md): Oware's sowing and 2-3 captures, feeding, no grand
slam, the game over when no hole holds more than one seed (end_check=singles), captures only counted."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

AWARI = rules("awari-suriname")


def test_four_seeds_in_each_of_twelve_holes() -> None:
    assert text(engine.new_game(AWARI)) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]"


def test_a_last_seed_making_two_or_three_captures_back_along_the_opponents_row() -> None:
    after = play(AWARI, board("S: 0 0 0 0 0 4 [15] | N: 1 2 1 1 4 4 [16]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [24] | N: 0 0 0 0 4 4 [16]"
    assert kinds(after.events)[:3] == ["pickup", "sow", "capture"]


def test_a_move_leaving_the_opponent_without_seeds_may_not_be_played() -> None:
    # R-AW2: hole 6 would take North's only seeds (2 + 2); only hole 5 remains.
    position = board("S: 0 0 0 0 2 2 [20] | N: 1 1 0 0 0 0 [22]")
    assert [m.pit for m in engine.legal_moves(AWARI, position)] == [4]
    with pytest.raises(engine.IllegalMove):
        play(AWARI, position, 5)


def test_an_empty_opponent_must_be_given_seeds() -> None:
    position = board("S: 1 0 0 0 0 2 [20] | N: 0 0 0 0 0 0 [25]")
    assert [m.pit for m in engine.legal_moves(AWARI, position)] == [5]


def test_when_no_move_feeds_the_game_ends_and_the_seeds_left_are_not_counted() -> None:
    after = play(AWARI, board("S: 0 0 0 2 0 0 [20] | N: 0 0 0 0 0 1 [25]", to_move="N"), 5)
    assert text(after.position) == "S: 1 0 0 2 0 0 [20] | N: 0 0 0 0 0 0 [25]"
    assert after.position.outcome is not None and after.position.outcome.reason == "cannot_feed"
    assert after.position.outcome.scores == (20, 25)


def test_the_game_ends_when_no_hole_holds_more_than_one_seed() -> None:
    # R-AW3: hole 6 (2) sows North 1 and 2 (one each, no capture); every hole now holds 0 or 1.
    position = board("S: 0 0 0 0 1 2 [22] | N: 0 0 1 0 0 0 [22]")
    after = play(AWARI, position, 5)
    assert text(after.position) == "S: 0 0 0 0 1 0 [22] | N: 1 1 1 0 0 0 [22]"
    assert after.position.outcome is not None and after.position.outcome.reason == "singles_only"
    assert after.position.outcome.winners == (0, 1)
    owners = play(rules("awari-suriname", sweep="owner"), position, 5)
    assert text(owners.position) == "S: 0 0 0 0 0 0 [23] | N: 0 0 0 0 0 0 [25]"


def test_a_position_of_single_seeds_still_playing_is_refused() -> None:
    with pytest.raises(engine.InvalidPosition):
        engine.position_from_json(AWARI, {"pits": [[0, 0, 0, 0, 1, 1], [1, 0, 0, 0, 0, 0]],
                                          "stores": [22, 23], "to_move": 0})
    # Elsewhere single seeds play on (Oware).
    assert engine.position_from_json(rules("oware"), {"pits": [[0, 0, 0, 0, 1, 1], [1, 0, 0, 0, 0, 0]],
                                                      "stores": [22, 23], "to_move": 0}).outcome is None


def test_the_end_on_single_seeds_is_an_option_of_every_game() -> None:
    # Kalah under end_check=singles: 2 seeds (store, North 1) leave no hole with two seeds.
    kalah = rules("kalah", end_check="singles")
    after = play(kalah, board("S: 0 0 0 0 0 2 [30] | N: 0 0 1 0 0 0 [13]"), 5)
    assert after.position.outcome is not None and after.position.outcome.reason == "singles_only"
