"""Gabata (Shoa I) (docs/rules/gabata-shoa-i.md; Pankhurst 1971 via Ludii): Qelat's wegues, the last
counter and one more taken from the opponent's wegue with the turn then ending
(wegue_capture_ends_turn), the last counter alone taken from an empty one (wegue_capture_min=1)."""

from __future__ import annotations

import dataclasses

import pytest

import engine
from engine.errors import InvalidOptions

from .helpers import board, kinds, play, rules, text

SHOA = rules("gabata-shoa-i")
QELAT = rules("qelat")
NONE = (None,) * 6
NORTH_HOLDS_S2 = ((None, None, 1, None, None, None), NONE)


def test_taking_from_the_opponents_wegue_ends_the_turn() -> None:
    # "the opponent takes one counter from it, along with the final counter" (R-GS2); Qelat plays again
    position = dataclasses.replace(board("S: 0 1 2 0 0 3 [10] | N: 4 4 4 4 4 4 [8]"), wegue=NORTH_HOLDS_S2)
    after = play(SHOA, position, 1)
    assert text(after.position) == "S: 0 0 1 0 0 3 [12] | N: 4 4 4 4 4 4 [8]"
    assert after.position.to_move == 1 and kinds(after.events) == ["pickup", "sow", "capture"]
    qelat = play(QELAT, position, 1)
    assert text(qelat.position) == "S: 0 0 1 0 0 3 [12] | N: 4 4 4 4 4 4 [8]" and qelat.position.to_move == 0


def test_the_last_counter_into_an_empty_wegue_is_removed() -> None:
    # "If it remains empty and the opponent drops their last counter into this hole, the last
    # counter is removed" (R-GS3): to the mover's store; the hole stays North's
    position = dataclasses.replace(board("S: 0 1 0 0 0 3 [12] | N: 4 4 4 4 4 4 [8]"), wegue=NORTH_HOLDS_S2)
    after = play(SHOA, position, 1)
    assert text(after.position) == "S: 0 0 0 0 0 3 [13] | N: 4 4 4 4 4 4 [8]"
    assert after.position.to_move == 1 and after.position.wegue == NORTH_HOLDS_S2


def test_a_four_of_the_own_row_relays_and_a_four_of_the_opponents_row_is_a_wegue() -> None:
    # "a hole on the opponent's side of the board containing three counters, increasing it to four"
    # (R-GS1: Ludii's program marks a four of the mover's own row too, L-GS1)
    after = play(SHOA, board("S: 0 0 0 1 3 0 [16] | N: 4 4 4 4 4 4 [4]"), 3)
    assert text(after.position) == "S: 1 1 0 0 0 1 [16] | N: 5 5 0 5 5 5 [4]"
    assert after.position.wegue == (NONE, NONE) and "relay" in kinds(after.events)
    made = play(SHOA, board("S: 0 0 0 0 0 1 [20] | N: 3 4 4 4 4 4 [4]"), 5)
    assert made.position.wegue == (NONE, (0, None, None, None, None, None)) and made.position.to_move == 1


def test_the_game_ends_when_only_wegues_hold_counters() -> None:
    position = dataclasses.replace(board("S: 0 0 0 3 0 1 [20] | N: 5 0 0 0 0 0 [19]"),
                                   wegue=((None, None, None, 1, None, None), (0, None, None, None, None, None)))
    after = play(SHOA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [26] | N: 0 0 0 0 0 0 [22]"
    assert after.position.outcome is not None and after.position.outcome.reason == "wegues_only"
    assert after.position.outcome.winners == (0,)


def test_the_opening_and_the_options() -> None:
    after = play(SHOA, engine.new_game(SHOA), 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [0] | N: 6 6 0 1 6 6 [0]" and after.position.to_move == 1
    assert SHOA == dataclasses.replace(QELAT, wegue_capture_min=1, wegue_capture_ends_turn=True)
    with pytest.raises(InvalidOptions):
        rules("kalah", wegue_capture_ends_turn=True)
