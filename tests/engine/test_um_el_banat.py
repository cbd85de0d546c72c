"""Um el Banat (docs/rules/um-el-banat.md; Davies 1925 via Ludii): Qelat's wegues, a lap making a four
on either row never relaying (wegue_count_ends_lap), the last counter alone taken from an empty
marked hole of the opponent (wegue_capture_min=1)."""

from __future__ import annotations

import dataclasses

import pytest

import engine
from engine.errors import InvalidOptions

from .helpers import board, kinds, play, rules, text

BANAT = rules("um-el-banat")
QELAT = rules("qelat")
NONE = (None,) * 6


def test_a_lap_making_a_four_of_the_own_row_ends_the_turn() -> None:
    # Ludii's program relays only from a hole holding neither one nor four (R-UB2); Qelat relays
    position = board("S: 0 0 0 1 3 0 [16] | N: 4 4 4 4 4 4 [4]")
    after = play(BANAT, position, 3)
    assert text(after.position) == "S: 0 0 0 0 4 0 [16] | N: 4 4 4 4 4 4 [4]"
    assert after.position.to_move == 1 and after.position.wegue == (NONE, NONE) and "relay" not in kinds(after.events)
    qelat = play(QELAT, position, 3)
    assert text(qelat.position) == "S: 1 1 0 0 0 1 [16] | N: 5 5 0 5 5 5 [4]"


def test_the_last_counter_alone_is_taken_from_an_empty_marked_hole_of_the_opponent() -> None:
    # "the final counter and one of the counters in the hole are captured. The player then gets
    # another turn" (R-UB3: the final counter alone when the hole was empty; Qelat takes nothing)
    position = dataclasses.replace(board("S: 0 1 0 0 0 3 [12] | N: 4 4 4 4 4 4 [8]"),
                                   wegue=((None, None, 1, None, None, None), NONE))
    after = play(BANAT, position, 1)
    assert text(after.position) == "S: 0 0 0 0 0 3 [13] | N: 4 4 4 4 4 4 [8]"
    assert after.position.to_move == 0 and kinds(after.events)[-2:] == ["capture", "extra_turn"]
    qelat = play(QELAT, position, 1)
    assert text(qelat.position) == "S: 0 0 1 0 0 3 [12] | N: 4 4 4 4 4 4 [8]" and qelat.position.to_move == 1


def test_the_opening_and_the_options() -> None:
    after = play(BANAT, engine.new_game(BANAT), 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [0] | N: 6 6 0 1 6 6 [0]"
    with pytest.raises(InvalidOptions):
        rules("kalah", wegue_count_ends_lap=True)
    with pytest.raises(InvalidOptions):
        rules("um-el-banat", wegue_capture_min=0)
