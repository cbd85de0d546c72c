"""Embeli (docs/rules/embeli.md; Halkin & Viaene 1911 via Mancala World): two rows of 10 holes of 4
and an empty nti each (the last pit of a row), relay sowing from holes of two or more, holes of the
opponent's row closed (wegue_sowing=closed) but never a nti (wegue_last_pit=false); the player who
cannot move loses."""

from __future__ import annotations

import dataclasses

import engine

from .helpers import board, kinds, play, rules, text

EMBELI = rules("embeli")
NONE = (None,) * 11
N1_BY_SOUTH = (None, 0, None, None, None, None, None, None, None, None, None)


def test_the_board_and_the_opening() -> None:
    # "At the start each hole of the outer rows contains four seeds. The nti are initially empty."
    start = engine.new_game(EMBELI)
    assert text(start) == "S: 4 4 4 4 4 4 4 4 4 4 0 [0] | N: 4 4 4 4 4 4 4 4 4 4 0 [0]"
    assert EMBELI.total_seeds == 80
    after = play(EMBELI, start, 0)
    assert text(after.position) == "S: 1 6 0 6 1 6 6 6 0 1 2 [0] | N: 6 6 6 1 5 5 5 5 0 5 1 [0]"
    assert kinds(after.events).count("relay") == 6 and after.position.wegue == (NONE, NONE)
    # "A move ... may not begin ... from a hole, which contains a singleton"
    assert [m.pit for m in after.legal_moves] == [0, 1, 2, 4, 5, 6, 7, 9]


def test_a_hole_made_four_by_a_laps_last_seed_is_closed_and_its_seeds_sown() -> None:
    after = play(EMBELI, board("S: 0 0 0 0 0 0 0 0 0 0 2 [38] | N: 0 3 0 0 0 0 0 0 2 0 0 [35]"), 10)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 0 0 0 [38] | N: 1 0 1 1 1 1 0 0 2 0 0 [35]"
    assert after.position.wegue == (NONE, N1_BY_SOUTH)
    assert kinds(after.events) == ["pickup", "sow", "wegue", "relay", "sow"]


def test_a_nti_is_never_closed() -> None:
    # "A nti cannot be closed, even, if the last seed makes a four."
    position = board("S: 1 1 1 1 1 1 1 1 1 1 3 [20] | N: 0 0 0 0 0 0 0 0 0 0 11 [23]", to_move="N")
    after = play(EMBELI, position, 10)
    assert text(after.position) == "S: 2 2 2 2 2 2 2 2 2 2 0 [20] | N: 1 1 1 1 0 0 0 0 0 0 0 [23]"
    assert after.position.wegue == (NONE, NONE)


def test_a_seed_for_a_hole_the_mover_closed_goes_to_the_store() -> None:
    # "If a player meets a closed hole on the opponent's side, one seed must be dropped into the store"
    position = dataclasses.replace(board("S: 0 0 0 0 0 0 0 0 0 2 0 [40] | N: 1 0 1 1 1 1 0 0 0 0 0 [32]"),
                                   wegue=(NONE, N1_BY_SOUTH))
    after = play(EMBELI, position, 9)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 0 0 1 [41] | N: 0 0 0 2 0 2 1 0 0 0 0 [32]"


def test_the_player_who_cannot_move_loses() -> None:
    # "The player who could move last wins." North is left with single seeds only.
    after = play(EMBELI, board("S: 1 0 1 0 0 0 0 0 0 0 2 [40] | N: 0 1 0 0 0 0 0 0 0 0 0 [35]"), 10)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)
