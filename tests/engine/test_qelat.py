"""Qelat (docs/rules/qelat.md; Pankhurst 1971 via Ludii): 2×6 holes of 4, relay sowing, a hole of the
opponent's row made four by a lap's last counter becomes the mover's wegue (wegue_count), two
counters taken from the opponent's wegue with another turn (wegue_capture)."""

from __future__ import annotations

import dataclasses

import pytest

import engine
from engine.errors import IllegalMove, InvalidOptions, InvalidPosition
from engine.position import Move, Position

from .helpers import board, kinds, play, rules, text

QELAT = rules("qelat")
NONE = (None,) * 6


def marked(position: Position, south: tuple[int | None, ...] = NONE, north: tuple[int | None, ...] = NONE) -> Position:
    """``position`` with the wegues of South's row (``south``: each pit's owner) and North's row."""
    return dataclasses.replace(position, wegue=(south, north))


def test_a_lap_ending_in_a_hole_of_the_opponent_made_four_makes_it_a_wegue() -> None:
    # "A hole is captured when the last ball is dropped into an opponent's hole containing three
    # counters, making it four"
    start = engine.new_game(QELAT)
    assert start.wegue == (NONE, NONE) and QELAT.total_seeds == 48
    after = play(QELAT, board("S: 0 0 0 0 0 1 [20] | N: 3 4 4 4 4 4 [4]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [20] | N: 4 4 4 4 4 4 [4]"
    assert after.position.wegue == (NONE, (0, None, None, None, None, None)) and after.position.to_move == 1
    assert kinds(after.events) == ["pickup", "sow", "wegue"]
    # "A player cannot then take from one of these holes": North's N0 is no move any more
    assert [m.pit for m in after.legal_moves] == [1, 2, 3, 4, 5]
    with pytest.raises(IllegalMove) as refused:
        engine.apply_move(QELAT, after.position, Move(0))
    assert refused.value.reason == "wegue"


def test_the_opening_relays_until_a_lap_ends_in_an_empty_hole() -> None:
    after = play(QELAT, engine.new_game(QELAT), 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [0] | N: 6 6 0 1 6 6 [0]"
    assert kinds(after.events).count("relay") == 4 and after.position.wegue == (NONE, NONE)


def test_a_lap_ending_in_the_opponents_wegue_takes_two_and_the_mover_plays_again() -> None:
    # North's wegue S2 (2) gets South's last counter: two go to South's store, South plays again
    position = marked(board("S: 0 1 2 0 0 3 [10] | N: 4 4 4 4 4 4 [8]"), south=(None, None, 1, None, None, None))
    after = play(QELAT, position, 1)
    assert text(after.position) == "S: 0 0 1 0 0 3 [12] | N: 4 4 4 4 4 4 [8]"
    assert after.position.to_move == 0 and kinds(after.events)[-2:] == ["capture", "extra_turn"]
    assert [m.pit for m in after.legal_moves] == [5]  # S2 is North's wegue: never sown from


def test_a_lap_ending_in_an_own_wegue_ends_the_turn() -> None:
    # "nor can they continue sowing from it if their last counter falls into it"
    position = marked(board("S: 0 0 0 0 0 2 [14] | N: 1 5 4 4 4 4 [10]"), north=(None, 0, None, None, None, None))
    after = play(QELAT, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [14] | N: 2 6 4 4 4 4 [10]"
    assert after.position.to_move == 1 and "relay" not in kinds(after.events) and "capture" not in kinds(after.events)


def test_the_game_ends_when_only_wegues_hold_counters_each_going_to_its_owner() -> None:
    position = marked(board("S: 0 0 0 3 0 1 [20] | N: 5 0 0 0 0 0 [19]"),
                      south=(None, None, None, 1, None, None), north=(0, None, None, None, None, None))
    after = play(QELAT, position, 5)
    assert after.position.is_finished and after.position.outcome is not None
    assert after.position.outcome.reason == "wegues_only" and after.position.stores == (26, 22)
    assert after.position.outcome.winners == (0,)


def test_wegues_on_the_wire_are_checked() -> None:
    position = marked(board("S: 0 0 0 0 0 1 [20] | N: 3 4 4 4 4 4 [4]"), north=(0, None, None, None, None, None))
    wire = engine.position_to_json(position)
    assert wire["wegue"] == [[None] * 6, [0, None, None, None, None, None]]
    assert engine.position_from_json(QELAT, wire) == position
    own_row = {**wire, "wegue": [[0, None, None, None, None, None], [None] * 6]}
    with pytest.raises(InvalidPosition) as bad:
        engine.position_from_json(QELAT, own_row)
    assert [v.code for v in bad.value.violations] == ["status-inconsistent"]
    over = marked(board("S: 0 0 0 0 0 0 [20] | N: 4 0 0 0 0 0 [24]"), north=(0, None, None, None, None, None))
    with pytest.raises(InvalidPosition) as finished:  # only wegues hold counters: the game is over
        engine.position_from_json(QELAT, engine.position_to_json(over))
    assert [v.path for v in finished.value.violations] == ["position.status"]
    kalah = engine.position_to_json(engine.new_game(rules("kalah")))
    with pytest.raises(InvalidPosition):
        engine.position_from_json(rules("kalah"), {**kalah, "wegue": [[None] * 6, [None] * 6]})
    with pytest.raises(InvalidOptions):  # a plain capture across is allowed (Gamacha (Nobility)), no other
        rules("qelat", cross_capture=True, cross_capture_any_row=True)
    with pytest.raises(InvalidOptions):
        rules("kalah", wegue_capture=2)
