"""Khrour (docs/rules/khrour.md; Béart 1955 via Ludii): 2×2 to 2×6 holes of as many counters as the
board has holes, single laps, a last counter making 2, 4, 6 or 8 in a hole of either row takes it,
a player without counters passes. Positions worked by hand from Béart's rules as Ludii gives them."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

KHROUR = rules("khrour")
THREE = rules("khrour", holes=3)


def test_as_many_counters_a_hole_as_the_board_has_holes() -> None:
    assert text(engine.new_game(KHROUR)) == "S: 4 4 [0] | N: 4 4 [0]" and KHROUR.total_seeds == 16
    assert engine.new_game(THREE).pits == ((6, 6, 6), (6, 6, 6))
    six = rules("khrour", holes=6)
    assert (six.pits_per_side, six.seeds_per_pit, six.total_seeds) == (6, 12, 144)


def test_a_sowing_comes_round_into_the_hole_it_started_from() -> None:
    # S0 (4): S1, N0, N1 and back into S0, which then holds 1: no capture
    after = play(KHROUR, engine.new_game(KHROUR), 0)
    assert text(after.position) == "S: 1 5 [0] | N: 5 5 [0]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_only_the_last_counter_captures_a_two_four_six_or_eight() -> None:
    # S2 (2): N0 made 2 in passing stays; the last counter makes N1 hold 4: captured
    after = play(THREE, board("S: 0 0 2 [12] | N: 1 3 0 [18]"), 2)
    assert text(after.position) == "S: 0 0 0 [16] | N: 2 0 0 [18]"
    assert after.events[-1]["pits"] == [{"seat": 1, "pit": 1}]


def test_a_count_made_in_the_movers_own_row_is_captured_too_but_never_ten() -> None:
    after = play(THREE, board("S: 1 1 0 [10] | N: 3 3 3 [15]"), 0)
    assert text(after.position) == "S: 0 0 0 [12] | N: 3 3 3 [15]"
    after = play(THREE, board("S: 0 0 1 [10] | N: 9 0 0 [16]"), 2)
    assert text(after.position) == "S: 0 0 0 [10] | N: 10 0 0 [16]" and kinds(after.events) == ["pickup", "sow"]


def test_a_player_without_counters_passes_and_the_game_ends_with_the_board_empty() -> None:
    after = play(THREE, board("S: 1 0 1 [20] | N: 0 0 0 [14]"), 0)
    assert text(after.position) == "S: 0 1 1 [20] | N: 0 0 0 [14]"
    assert kinds(after.events) == ["pickup", "sow", "pass"] and after.position.to_move == 0
    # S2 → N0, making 2: captured, the board is empty, 22-14
    position = play(THREE, board("S: 0 0 1 [20] | N: 1 0 0 [14]"), 2).position
    assert text(position) == "S: 0 0 0 [22] | N: 0 0 0 [14]"
    assert position.outcome is not None and position.outcome.scores == (22, 14)
    assert position.outcome.winners == (0,)
