"""Boukerourou (docs/rules/boukerourou.md; Voinot 1909 via Ludii): 2×4 holes of six, the next hole
relayed only after a last counter in an empty hole (relay_next_after_empty), sixes made in the
opponent's row taken, the player left without counters losing at once (empty_row_loses)."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

BOUKEROUROU = rules("boukerourou")


def test_a_last_counter_in_an_occupied_hole_ends_the_turn() -> None:
    start = engine.new_game(BOUKEROUROU)
    assert text(start) == "S: 6 6 6 6 [0] | N: 6 6 6 6 [0]" and BOUKEROUROU.total_seeds == 48
    after = play(BOUKEROUROU, start, 0)
    assert text(after.position) == "S: 0 7 7 7 [0] | N: 7 7 7 6 [0]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_a_six_made_by_the_last_counter_in_the_opponents_row_is_taken() -> None:
    position = board("S: 0 0 1 3 [20] | N: 2 0 5 1 [16]")
    taken = play(BOUKEROUROU, position, 3)
    assert text(taken.position) == "S: 0 0 1 0 [26] | N: 3 1 0 1 [16]"
    own_row = play(BOUKEROUROU, board("S: 0 0 1 5 [20] | N: 2 0 5 5 [10]"), 2)  # S3 made six: it stays
    assert text(own_row.position) == "S: 0 0 0 6 [20] | N: 2 0 5 5 [10]"


def test_a_last_counter_in_an_empty_hole_relays_from_the_hole_after_it() -> None:
    # S3 (1) into empty N0: N1 (2) is sown on into N2 and N3 (7: occupied), where the turn ends.
    after = play(BOUKEROUROU, board("S: 3 0 0 1 [10] | N: 0 2 0 6 [26]"), 3)
    assert text(after.position) == "S: 3 0 0 0 [10] | N: 1 0 1 7 [26]"
    assert kinds(after.events).count("relay") == 1 and after.position.to_move == 1


def test_single_counters_can_relay_for_ever_and_the_turn_is_cut() -> None:
    # Single counters chase each other round the board: the lap state repeats, the turn ends (§0).
    after = play(BOUKEROUROU, board("S: 2 1 0 1 [24] | N: 0 1 0 1 [18]"), 0)
    assert [e["reason"] for e in after.events if e["type"] == "turn_truncated"] == ["endless_turn"]
    assert text(after.position) == "S: 0 2 1 0 [24] | N: 1 1 0 1 [18]" and after.position.to_move == 1


def test_the_player_left_without_counters_loses_at_once_whoever_moved() -> None:
    # South's last two counters go to N0 and empty N1; N2 after it is empty: South's row is empty.
    after = play(BOUKEROUROU, board("S: 0 0 0 2 [20] | N: 1 0 0 0 [25]"), 3)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "row_emptied" and outcome.winners == (1,)
    # A six taken from North's only hole empties North's row: South wins, whatever the captures.
    won = play(BOUKEROUROU, board("S: 0 0 2 1 [5] | N: 5 0 0 0 [35]"), 3)
    assert won.position.outcome is not None and won.position.outcome.winners == (0,)
    assert won.position.outcome.scores == (13, 35)  # South's two counters left count for South


def test_the_relay_rule_needs_relay_next_laps() -> None:
    with pytest.raises(engine.InvalidOptions) as refused:
        rules("boukerourou", laps="relay")
    assert "options.relay_next_after_empty" in [v.path for v in refused.value.violations]
