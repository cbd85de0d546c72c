"""Leyla (docs/rules/leyla.md; Pankhurst 1971 via Ludii): Qelat's wegues sown clockwise, each made with
the hole opposite (wegue_pair), the capture from the opponent's wegue ending the turn, and the game
ending when a row holds counters only in wegues (wegue_blocked_row_ends)."""

from __future__ import annotations

import dataclasses

import pytest

import engine
from engine.errors import InvalidOptions, InvalidPosition

from .helpers import board, kinds, play, rules, text

LEYLA = rules("leyla")
# South's pair: N5, made four, and S0 opposite it
PAIR = ((0, None, None, None, None, None), (None, None, None, None, None, 0))


def test_a_hole_made_four_is_captured_with_the_hole_opposite() -> None:
    # "this hole and the one opposite it are captured, the counters remaining in the holes"
    after = play(LEYLA, board("S: 1 0 0 0 0 2 [14] | N: 4 4 4 4 4 3 [8]"), 0)
    assert text(after.position) == "S: 0 0 0 0 0 2 [14] | N: 4 4 4 4 4 4 [8]"
    assert after.position.wegue == PAIR and after.position.to_move == 1
    assert kinds(after.events) == ["pickup", "sow", "wegue", "wegue"]
    wire = engine.position_to_json(after.position)
    assert engine.position_from_json(LEYLA, wire) == after.position  # a wegue of one's own row: Leyla's pairs


def test_the_last_counter_and_one_more_are_taken_from_the_opponents_hole_and_the_turn_ends() -> None:
    # North sows N0's 6 clockwise into S5…S0, South's captured S0 (3, now 4): two taken
    position = dataclasses.replace(board("S: 3 0 0 0 0 2 [11] | N: 6 4 4 4 4 0 [10]"), wegue=PAIR, to_move=1)
    after = play(LEYLA, position, 0)
    assert text(after.position) == "S: 2 1 1 1 1 3 [11] | N: 0 4 4 4 4 0 [12]"
    assert after.position.to_move == 0 and kinds(after.events) == ["pickup", "sow", "capture"]
    empty = dataclasses.replace(board("S: 0 0 0 0 0 2 [14] | N: 6 4 4 4 4 0 [14]"), wegue=PAIR, to_move=1)
    assert text(play(LEYLA, empty, 0).position) == "S: 0 1 1 1 1 3 [14] | N: 0 4 4 4 4 0 [15]"


def test_the_game_ends_when_a_row_holds_counters_only_in_captured_holes() -> None:
    # "Play continues until one of the players can no longer move, the opponent taking any remaining
    # counters in free holes on their side of the board and each player taking the counters in their
    # captured holes": South's S0 goes into North's N5, now South's, with S0
    after = play(LEYLA, board("S: 1 0 0 0 0 0 [20] | N: 4 4 4 4 4 3 [8]"), 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 [24] | N: 0 0 0 0 0 0 [28]"
    assert after.position.outcome is not None and after.position.outcome.reason == "no_move"
    assert after.position.outcome.winners == (1,)
    blocked = dataclasses.replace(board("S: 4 0 0 0 0 0 [20] | N: 4 4 4 4 4 0 [4]"), wegue=PAIR)
    with pytest.raises(InvalidPosition):  # South cannot move: the game is already over
        engine.position_from_json(LEYLA, engine.position_to_json(blocked))


def test_the_opening_is_sown_clockwise() -> None:
    after = play(LEYLA, engine.new_game(LEYLA), 0)
    assert text(after.position) == "S: 2 6 6 1 0 6 [0] | N: 6 6 1 6 1 7 [0]" and after.position.to_move == 1


def test_the_options() -> None:
    with pytest.raises(InvalidOptions):
        rules("kalah", wegue_pair=True)
    with pytest.raises(InvalidOptions):
        rules("kalah", wegue_blocked_row_ends=True)
    own_row = {**engine.position_to_json(engine.new_game(rules("qelat"))), "wegue": list(map(list, PAIR))}
    with pytest.raises(InvalidPosition):  # without pairs a seat never holds a wegue in its own row
        engine.position_from_json(rules("qelat"), own_row)
