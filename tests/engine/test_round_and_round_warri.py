"""Round-and-Round Warri (docs/rules/round-and-round-warri.md): relay sowing; a last seed in an empty
hole of either row takes the hole opposite it (cross_capture_any_row)."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

WARRI = rules("round-and-round-warri")


def test_four_seeds_in_each_of_twelve_holes() -> None:
    assert text(engine.new_game(WARRI)) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]"


def test_an_opening_relays_until_an_empty_hole_and_captures_opposite_it() -> None:
    # Hole 1 (4): S2-S5 (5 each); S5 is lifted (5): N1-N5 ... the lap ends in North's emptied hole 3,
    # on the opponent's row: South takes its own hole opposite, S3 (1 seed).
    after = play(WARRI, engine.new_game(WARRI), 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [1] | N: 6 6 0 0 6 6 [0]"
    assert kinds(after.events) == ["pickup", "sow"] + ["relay", "sow"] * 4 + ["capture"]


def test_a_last_seed_in_an_own_empty_hole_takes_the_opponents_hole_and_stays() -> None:
    after = play(WARRI, board("S: 0 2 0 0 0 0 [20] | N: 4 4 4 4 4 4 [4]"), 1)
    assert text(after.position) == "S: 0 0 1 1 0 0 [24] | N: 4 4 0 4 4 4 [4]"


def test_a_last_seed_in_an_empty_hole_of_the_opponents_row_takes_the_own_hole_opposite() -> None:
    # R-RW2: hole 6 (2): North 1 (5), North 2 (empty, the last): South's hole 5 (3) opposite it.
    position = board("S: 0 0 0 0 3 2 [20] | N: 4 0 4 4 4 4 [3]")
    after = play(WARRI, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [23] | N: 5 1 4 4 4 4 [3]"
    assert [e["count"] for e in after.events if e["type"] == "capture"] == [3]
    own_row_only = play(rules("round-and-round-warri", cross_capture_any_row=False), position, 5)
    assert text(own_row_only.position) == "S: 0 0 0 0 3 0 [20] | N: 5 1 4 4 4 4 [3]"


def test_nothing_is_captured_opposite_an_empty_hole() -> None:
    after = play(WARRI, board("S: 0 0 0 0 0 2 [20] | N: 4 0 4 4 4 4 [6]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [20] | N: 5 1 4 4 4 4 [6]"
    assert "capture" not in kinds(after.events)


def test_a_player_without_seeds_ends_the_game_and_the_other_takes_the_seeds_left() -> None:
    # North's seed ends in its empty hole 6, opposite South's empty hole 1: no capture. South has
    # no seeds: the game ends and North takes its seed.
    after = play(WARRI, board("S: 0 0 0 0 0 0 [27] | N: 0 0 0 0 1 0 [20]", to_move="N"), 4)
    assert text(after.position) == "S: 0 0 0 0 0 0 [27] | N: 0 0 0 0 0 0 [21]"
    assert after.position.outcome is not None and after.position.outcome.reason == "no_seeds"


def test_the_dimension_is_refused_without_cross_captures() -> None:
    with pytest.raises(engine.InvalidOptions):
        rules("round-and-round-warri", cross_capture=False)
