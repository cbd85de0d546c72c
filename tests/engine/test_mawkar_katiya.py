"""Mawkar Katiya (docs/rules/mawkar-katiya.md; Gupta 1923 via Ludii): 2×7 holes of 5 counters sown
clockwise, relay from the next hole, capture of the hole opposite an empty next hole
(capture_facing_empty), a player without counters passes. Positions worked by hand from Gupta's
rules (via Ludii), the only source."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

MAWKAR = rules("mawkar-katiya")


def test_five_counters_a_hole_and_the_first_move_relays_clockwise_round_both_rows() -> None:
    start = engine.new_game(MAWKAR)
    assert text(start) == "S: 5 5 5 5 5 5 5 [0] | N: 5 5 5 5 5 5 5 [0]" and MAWKAR.total_seeds == 70
    # S0 (5) clockwise: N6…N2; the next hole N1 is lifted (5): N0, S6…S3; then S2 (5): S1, S0,
    # N6, N5, N4; then N3 (6): N2, N1, N0, S6, S5, S4; then S3 (6): S2, S1, S0, N6, N5, N4. The
    # next hole N3 is empty and S3 opposite it too: nothing is captured, North to move
    after = play(MAWKAR, start, 0)
    assert text(after.position) == "S: 2 7 1 0 7 7 7 [0] | N: 7 1 7 0 8 8 8 [0]"
    assert kinds(after.events) == ["pickup", "sow"] + ["relay", "sow"] * 4 and after.position.to_move == 1


def test_an_empty_next_hole_gives_the_hole_opposite_it() -> None:
    # S3 (1) → S2; the next hole S1 is empty: N5 opposite it (4) is captured, the turn ends
    after = play(MAWKAR, board("S: 0 0 0 1 0 0 2 [30] | N: 0 0 0 0 0 4 3 [30]"), 3)
    assert text(after.position) == "S: 0 0 1 0 0 0 2 [34] | N: 0 0 0 0 0 0 3 [30]"
    assert after.events[-1]["pits"] == [{"seat": 1, "pit": 5}] and after.position.to_move == 1


def test_the_hole_opposite_may_be_the_movers_own() -> None:
    # S2 (2) → S1, S0; the next hole N6 is empty and the hole opposite it is S0: South takes
    # back the counter just sown there
    after = play(MAWKAR, board("S: 0 0 2 0 0 0 1 [30] | N: 0 3 0 0 0 0 0 [34]"), 2)
    assert text(after.position) == "S: 0 1 0 0 0 0 1 [31] | N: 0 3 0 0 0 0 0 [34]"
    assert after.events[-1]["pits"] == [{"seat": 0, "pit": 0}]


def test_nothing_is_captured_when_the_hole_opposite_is_empty_and_a_player_without_counters_passes() -> None:
    # S6 (1) → S5; the next hole S4 and N2 opposite it are empty: no capture. North has no
    # counters: North passes, South moves again
    after = play(MAWKAR, board("S: 0 0 0 0 0 0 1 [33] | N: 0 0 0 0 0 0 0 [36]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 1 0 [33] | N: 0 0 0 0 0 0 0 [36]"
    assert kinds(after.events) == ["pickup", "sow", "pass"] and after.position.to_move == 0


def test_the_game_ends_when_the_board_is_empty_the_most_captures_winning() -> None:
    # North sows N1 (1) → N0; the next hole S6 is empty and N0 opposite it (1) is captured:
    # the board is empty, 34-36
    after = play(MAWKAR, board("S: 0 0 0 0 0 0 0 [34] | N: 0 1 0 0 0 0 0 [35]", to_move="N"), 1)
    position = after.position
    assert text(position) == "S: 0 0 0 0 0 0 0 [34] | N: 0 0 0 0 0 0 0 [36]"
    assert position.outcome is not None and position.outcome.scores == (34, 36)
    assert position.outcome.winners == (1,)
