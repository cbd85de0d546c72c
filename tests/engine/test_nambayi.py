"""Nambayi (docs/rules/nambayi.md; Russ 1984 via MancalaGames): 2×8 holes of 3, relay sowing, a hole
of the opponent's row made four by a lap's last seed closed and its seeds sown on (wegue_count=4,
wegue_sowing=closed): the closer's later seeds into it leave play, its owner sows past it; a player
without a move loses."""

from __future__ import annotations

import dataclasses

import pytest

import engine
from engine.errors import InvalidOptions, InvalidPosition
from engine.position import Position

from .helpers import board, kinds, play, rules, text

NAMBAYI = rules("nambayi")
NONE = (None,) * 8
N0_BY_SOUTH = (0, None, None, None, None, None, None, None)


def closed(position: Position, north: tuple[int | None, ...] = NONE) -> Position:
    """``position`` with the holes of North's row closed by their closer (``north``: each pit's closer)."""
    return dataclasses.replace(position, wegue=(NONE, north))


def test_the_opening_closes_the_holes_a_laps_last_seed_makes_four_and_sows_their_seeds_on() -> None:
    # "Holes are closed on opponent side on 4s, sowing continues with those seeds"
    start = engine.new_game(NAMBAYI)
    assert NAMBAYI.total_seeds == 48 and start.wegue == (NONE, NONE)
    after = play(NAMBAYI, start, 0)
    assert text(after.position) == "S: 1 5 5 1 4 4 4 0 [0] | N: 4 4 4 0 4 4 4 0 [0]"
    assert after.position.wegue == (NONE, (None, None, None, 0, None, None, None, 0))
    assert kinds(after.events).count("wegue") == 2 and kinds(after.events).count("relay") == 4
    # a closed hole is never sown from: North's N3 and N7 are no moves
    assert [m.pit for m in after.legal_moves] == [0, 1, 2, 4, 5, 6]


def test_only_a_laps_last_seed_closes_a_hole() -> None:
    after = play(NAMBAYI, board("S: 0 0 0 0 0 2 0 1 [20] | N: 3 0 0 0 2 5 3 4 [8]"), 7)
    assert text(after.position) == "S: 1 1 1 1 1 2 0 0 [20] | N: 0 1 1 1 0 6 4 0 [8]"
    assert after.position.wegue == (NONE, N0_BY_SOUTH)  # N6's four came from a seed not the last


def test_the_closers_seed_meant_for_a_closed_hole_leaves_play() -> None:
    # "seeds for opponent's holes are taken out of play": kept in the closer's store
    after = play(NAMBAYI, closed(board("S: 0 0 0 0 0 2 0 2 [20] | N: 0 1 0 0 2 5 3 4 [11]"), N0_BY_SOUTH), 7)
    assert text(after.position) == "S: 0 0 0 0 0 2 0 0 [21] | N: 0 0 1 1 2 5 3 4 [11]"
    sow = after.events[1]
    assert sow["path"] == [{"seat": 0, "store": True}, {"seat": 1, "pit": 1}]
    assert sow["skipped"] == [{"seat": 1, "pit": 0, "reason": "closed"}]
    # a lap's last seed leaving play ends the turn
    last = play(NAMBAYI, closed(board("S: 0 0 0 0 0 2 0 1 [20] | N: 0 1 0 0 2 5 3 4 [12]"), N0_BY_SOUTH), 7)
    assert text(last.position) == "S: 0 0 0 0 0 2 0 0 [21] | N: 0 1 0 0 2 5 3 4 [12]"
    assert last.position.to_move == 1 and "relay" not in kinds(last.events)


def test_the_owner_of_a_closed_hole_sows_past_it() -> None:
    # "own holes are skipped"
    position = closed(board("S: 0 1 0 0 0 0 0 0 [20] | N: 0 0 0 0 0 0 0 9 [18]", to_move="N"), N0_BY_SOUTH)
    after = play(NAMBAYI, position, 7)
    assert text(after.position) == "S: 1 2 1 1 1 1 1 1 [20] | N: 0 1 0 0 0 0 0 0 [18]"


def test_a_player_without_a_seed_at_their_turn_loses() -> None:
    # "The goal is to leave the opponent without seeds for their turn"
    after = play(NAMBAYI, board("S: 2 0 0 0 0 0 0 0 [30] | N: 0 0 0 0 0 0 0 0 [16]"), 0)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)
    assert after.position.stores == (32, 16)


def test_closed_holes_on_the_wire_and_in_the_options_are_checked() -> None:
    wire = engine.position_to_json(closed(board("S: 0 0 0 0 0 2 0 2 [20] | N: 1 1 0 0 2 5 3 4 [8]"), N0_BY_SOUTH))
    with pytest.raises(InvalidPosition) as bad:  # a closed hole holds no seed
        engine.position_from_json(NAMBAYI, wire)
    assert [v.path for v in bad.value.violations] == ["position.wegue[1][0]"]
    with pytest.raises(InvalidOptions):
        rules("nambayi", laps="single")
    with pytest.raises(InvalidOptions):
        rules("kalah", wegue_sowing="closed")
    with pytest.raises(InvalidOptions):
        rules("kalah", wegue_last_pit=False)
