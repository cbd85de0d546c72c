"""Gamacha (Nobility) (docs/rules/gamacha-nobility.md; Pankhurst 1971 via Ludii): Qelat's wegues (the
qasamo), nothing taken from one, and a capture across of a single counter (cross_capture_counts)."""

from __future__ import annotations

import dataclasses

import pytest

import engine
from engine.errors import InvalidOptions

from .helpers import board, kinds, play, rules, text

GAMACHA = rules("gamacha-nobility")
NONE = (None,) * 6


def test_a_single_counter_opposite_an_empty_own_hole_is_taken() -> None:
    # "the contents of the opponent's opposite hole are captured only if it contains one counter"
    after = play(GAMACHA, board("S: 0 0 1 0 4 4 [10] | N: 4 4 1 4 4 4 [8]"), 2)
    assert text(after.position) == "S: 0 0 0 1 4 4 [11] | N: 4 4 0 4 4 4 [8]"
    assert after.position.to_move == 1 and kinds(after.events) == ["pickup", "sow", "capture"]


def test_two_counters_or_none_opposite_are_not_taken() -> None:
    two = play(GAMACHA, board("S: 0 0 1 0 4 4 [10] | N: 4 4 2 4 4 4 [8]"), 2)
    assert text(two.position) == "S: 0 0 0 1 4 4 [10] | N: 4 4 2 4 4 4 [8]" and "capture" not in kinds(two.events)
    none = play(GAMACHA, board("S: 0 0 1 0 4 4 [10] | N: 4 4 0 4 4 4 [8]"), 2)
    assert text(none.position) == "S: 0 0 0 1 4 4 [10] | N: 4 4 0 4 4 4 [8]" and none.position.to_move == 1


def test_a_four_of_the_opponents_row_is_a_qasamo_and_nothing_is_taken_from_one() -> None:
    # "If the final counter lands in a hole in the opponent's row, causing it to contain four
    # counters, the hole becomes a qasamo, and it can no longer be sown from"
    made = play(GAMACHA, board("S: 0 0 0 0 0 1 [20] | N: 3 4 4 4 4 4 [4]"), 5)
    assert made.position.wegue == (NONE, (0, None, None, None, None, None)) and made.position.to_move == 1
    assert [m.pit for m in made.legal_moves] == [1, 2, 3, 4, 5]
    position = dataclasses.replace(board("S: 0 1 2 0 0 3 [10] | N: 4 4 4 4 4 4 [8]"),
                                   wegue=((None, None, 1, None, None, None), NONE))
    landed = play(GAMACHA, position, 1)
    assert text(landed.position) == "S: 0 0 3 0 0 3 [10] | N: 4 4 4 4 4 4 [8]" and landed.position.to_move == 1


def test_the_opening_relays_and_captures_a_single_counter() -> None:
    # S0's 4 relay as in Qelat; the last lap ends in the emptied S2, facing N3's single counter
    after = play(GAMACHA, engine.new_game(GAMACHA), 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [1] | N: 6 6 0 0 6 6 [0]" and after.position.to_move == 1


def test_the_options() -> None:
    with pytest.raises(InvalidOptions):
        rules("kalah", cross_capture_counts=(0,))
    with pytest.raises(InvalidOptions):
        rules("qelat", cross_capture_counts=(1,))  # Qelat has no capture across
    assert rules("qelat", cross_capture=True, cross_capture_counts=(1,), capture_includes_sowing_seed=False,
                 wegue_capture=0) == GAMACHA
