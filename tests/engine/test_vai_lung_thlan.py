"""Vai Lung Thlan (docs/rules/vai-lung-thlan.md): clockwise single laps, a last stone into an empty
hole on either row takes it and the unbroken chain of single stones before it, passes, and the
end when no stone is left on the board."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

VAI_LUNG_THLAN = rules("vai-lung-thlan")


def captures(events: tuple[dict[str, object], ...]) -> list[tuple[object, object]]:
    return [(e["count"], [(p["seat"], p["pit"]) for p in e["pits"]])  # type: ignore[index, union-attr]
            for e in events if e["type"] == "capture"]


def test_five_stones_in_each_of_twelve_holes() -> None:
    assert text(engine.new_game(VAI_LUNG_THLAN)) == "S: 5 5 5 5 5 5 [0] | N: 5 5 5 5 5 5 [0]"
    assert VAI_LUNG_THLAN.total_seeds == 60


def test_sowing_goes_clockwise_along_the_own_row_then_back_along_the_opponents() -> None:
    # Hole 2 (5 stones): holes 1 and 0, then North's 5, 4, 3; North's hole 3 now holds 6.
    after = play(VAI_LUNG_THLAN, engine.new_game(VAI_LUNG_THLAN), 2)
    assert text(after.position) == "S: 6 6 0 5 5 5 [0] | N: 5 5 5 6 6 6 [0]"
    assert after.position.to_move == 1 and not captures(after.events)


def test_last_stone_into_an_empty_hole_takes_the_chain_of_single_stones_on_both_rows() -> None:
    # Hole 1 (3 stones): hole 0, North 5, North 4, all empty before: North 4 (the last), North 5
    # and South 0 hold one each and are taken; the chain stops at hole 1, where the move began.
    position = board("S: 0 3 4 4 4 4 [10] | N: 4 4 4 4 0 0 [15]")
    after = play(VAI_LUNG_THLAN, position, 1)
    assert text(after.position) == "S: 0 0 4 4 4 4 [13] | N: 4 4 4 4 0 0 [15]"
    assert captures(after.events) == [(3, [(1, 4), (1, 5), (0, 0)])]


def test_the_chain_ends_at_a_hole_with_more_than_one_stone() -> None:
    # Hole 3 (3 stones): hole 2 (0 -> 1), hole 1 (1 -> 2), hole 0 (0 -> 1, the last): only hole 0.
    position = board("S: 0 1 0 3 4 4 [10] | N: 4 4 4 4 4 4 [14]")
    after = play(VAI_LUNG_THLAN, position, 3)
    assert text(after.position) == "S: 0 2 1 0 4 4 [11] | N: 4 4 4 4 4 4 [14]"
    assert captures(after.events) == [(1, [(0, 0)])]


def test_last_stone_into_an_occupied_hole_takes_nothing_and_the_move_is_over() -> None:
    position = board("S: 1 1 0 0 0 0 [20] | N: 5 5 5 5 5 3 [10]")
    after = play(VAI_LUNG_THLAN, position, 1)
    assert text(after.position) == "S: 2 0 0 0 0 0 [20] | N: 5 5 5 5 5 3 [10]"
    assert not captures(after.events) and after.position.to_move == 1


def test_twelve_stones_come_round_into_the_emptied_hole_and_capture() -> None:
    # "A hole containing 12 stones can always capture": the 12th stone falls into hole 3 itself.
    # The chain runs back from hole 3 over holes 4, 5 and North 0, 1 (one stone each) and stops
    # at North 2, which held a stone before and now holds two.
    position = board("S: 0 0 0 12 0 0 [20] | N: 0 0 1 0 0 0 [27]")
    after = play(VAI_LUNG_THLAN, position, 3)
    assert text(after.position) == "S: 1 1 1 0 0 0 [25] | N: 0 0 2 1 1 1 [27]"
    assert captures(after.events) == [(5, [(0, 3), (0, 4), (0, 5), (1, 0), (1, 1)])]


def test_a_chain_of_single_stones_round_the_whole_board_stops_before_the_last_hole() -> None:
    # R-V1: twelve stones alone on the board make every hole hold one; all twelve are taken once.
    position = board("S: 0 0 0 12 0 0 [20] | N: 0 0 0 0 0 0 [28]")
    after = play(VAI_LUNG_THLAN, position, 3)
    assert text(after.position) == "S: 0 0 0 0 0 0 [32] | N: 0 0 0 0 0 0 [28]"
    assert captures(after.events)[0][0] == 12


def test_a_player_without_stones_passes() -> None:
    position = board("S: 0 0 0 0 0 0 [25] | N: 0 0 0 2 1 0 [32]", to_move="N")
    after = play(VAI_LUNG_THLAN, position, 4)
    assert text(after.position) == "S: 0 0 0 0 0 0 [25] | N: 0 0 0 3 0 0 [32]"
    assert kinds(after.events) == ["pickup", "sow", "pass"]
    assert after.position.to_move == 1 and after.position.outcome is None


def test_the_game_ends_when_the_board_is_empty_thirty_each_is_a_draw() -> None:
    position = board("S: 0 0 0 0 0 0 [30] | N: 0 0 0 0 0 1 [29]", to_move="N")
    after = play(VAI_LUNG_THLAN, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [30] | N: 0 0 0 0 0 0 [30]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "board_empty" and outcome.winners == (0, 1)


def test_ludiis_end_counts_only_the_captured_stones_r_v2() -> None:
    ludii = rules("vai-lung-thlan", empty_mover="game_ends", sweep="none")
    position = board("S: 0 0 0 0 0 0 [25] | N: 0 0 0 2 1 0 [32]", to_move="N")
    after = play(ludii, position, 4)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_seeds" and outcome.scores == (25, 32)
