"""Um el-Bil (docs/rules/um-el-bil.md; Ayoub 1991 via Ludii): the first move from the first
player's right-hand hole, single laps, a last seed in an empty hole of either row taken."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, play, rules, text

UM_EL_BIL = rules("um-el-bil")


def captures(transition: engine.Transition) -> list[tuple[int, int, list[tuple[int, int]]]]:
    return [(e["by"], e["count"], [(p["seat"], p["pit"]) for p in e["pits"]])
            for e in transition.events if e["type"] == "capture"]


def test_the_first_player_sows_from_the_hole_on_their_right_and_a_lap_ends_in_an_occupied_hole() -> None:
    start = engine.new_game(UM_EL_BIL)
    assert [m.pit for m in engine.legal_moves(UM_EL_BIL, start)] == [5]
    after = play(UM_EL_BIL, start, 5)
    assert text(after.position) == "S: 4 4 4 4 4 0 [0] | N: 5 5 5 5 4 4 [0]"
    assert after.position.to_move == 1 and not captures(after)
    # the second player sows from any hole
    assert [m.pit for m in engine.legal_moves(UM_EL_BIL, after.position)] == [0, 1, 2, 3, 4, 5]
    with pytest.raises(engine.IllegalMove) as caught:
        play(UM_EL_BIL, start, 0)
    assert caught.value.reason == "opening-pit"


def test_a_last_seed_in_an_empty_hole_of_either_row_is_taken_alone() -> None:
    position = board("S: 1 0 0 0 0 1 [20] | N: 0 3 0 2 0 1 [20]", ply=6)
    own_row = play(UM_EL_BIL, position, 0)
    assert text(own_row.position) == "S: 0 0 0 0 0 1 [21] | N: 0 3 0 2 0 1 [20]"
    assert captures(own_row) == [(0, 1, [(0, 1)])]
    opponent_row = play(UM_EL_BIL, position, 5)
    assert text(opponent_row.position) == "S: 1 0 0 0 0 0 [21] | N: 0 3 0 2 0 1 [20]"
    assert captures(opponent_row) == [(0, 1, [(1, 0)])]


def test_a_lap_of_twelve_sows_into_its_own_emptied_hole_and_takes_that_seed() -> None:
    after = play(UM_EL_BIL, board("S: 0 0 0 0 0 12 [10] | N: 2 2 2 2 2 2 [14]", ply=3), 5)
    assert text(after.position) == "S: 1 1 1 1 1 0 [11] | N: 3 3 3 3 3 3 [14]"
    assert captures(after) == [(0, 1, [(0, 5)])]


def test_a_player_without_seeds_passes_and_the_game_ends_when_the_board_is_empty() -> None:
    passed = play(UM_EL_BIL, board("S: 0 0 0 0 0 0 [22] | N: 0 0 0 0 1 2 [23]", to_move="N", ply=9), 4)
    assert text(passed.position) == "S: 0 0 0 0 0 0 [22] | N: 0 0 0 0 0 3 [23]"
    assert passed.position.to_move == 1 and passed.events[-1]["type"] == "pass"
    last = play(UM_EL_BIL, board("S: 0 0 0 0 0 1 [22] | N: 0 0 0 0 0 0 [25]", ply=9), 5)
    assert text(last.position) == "S: 0 0 0 0 0 0 [23] | N: 0 0 0 0 0 0 [25]"
    assert last.position.outcome is not None and last.position.outcome.reason == "board_empty"
    assert last.position.outcome.winners == (1,)


def test_the_eight_hole_board_opens_from_its_own_right_hand_hole() -> None:
    eight = rules("um-el-bil", holes=8)
    assert [m.pit for m in engine.legal_moves(eight, engine.new_game(eight))] == [7]
