"""Enindji (docs/rules/enindji.md): single laps anticlockwise that skip their starting hole; a last seed
making four in a hole of either row gives them to the hole's owner (``count_capture_to_owner``);
a player whose opponent has no counter must feed them, and when they cannot the game ends."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, play, rules, text

ENINDJI = rules("enindji")


def captures(transition: engine.Transition) -> list[tuple[object, object, list[tuple[object, object]]]]:
    return [(e["by"], e["count"], [(p["seat"], p["pit"]) for p in e["pits"]])
            for e in transition.events if e["type"] == "capture"]


def test_a_four_made_in_the_opponents_row_goes_to_the_opponent() -> None:
    # S5 (2) sows N0 and N1, making N1 four: North, the hole's owner, takes them.
    after = play(ENINDJI, board("S: 0 0 0 0 0 2 [10] | N: 4 3 1 1 1 1 [25]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [10] | N: 5 0 1 1 1 1 [29]"
    assert captures(after) == [(1, 4, [(1, 1)])]


def test_a_four_made_in_the_movers_row_goes_to_the_mover() -> None:
    after = play(ENINDJI, board("S: 0 0 1 3 0 0 [10] | N: 1 1 1 1 1 1 [30]"), 2)
    assert text(after.position) == "S: 0 0 0 0 0 0 [14] | N: 1 1 1 1 1 1 [30]"
    assert captures(after) == [(0, 4, [(0, 3)])]


def test_a_lap_of_twelve_skips_its_starting_hole() -> None:
    # S0 (12) sows S1-S5 and N0-N5, passes over S0 and drops its 12th seed in S1: four, South's.
    after = play(ENINDJI, board("S: 12 2 0 0 0 0 [10] | N: 0 0 0 0 0 0 [24]"), 0)
    assert text(after.position) == "S: 0 0 1 1 1 1 [14] | N: 1 1 1 1 1 1 [24]"


def test_a_move_may_empty_the_opponents_row_and_the_game_ends_at_their_turn() -> None:
    # S5 makes N0 four: North takes its own last counters; North cannot move, each keeps their row.
    after = play(ENINDJI, board("S: 0 0 0 0 1 1 [20] | N: 3 0 0 0 0 0 [23]"), 5)
    outcome = after.position.outcome
    assert captures(after) == [(1, 4, [(1, 0)])]
    assert outcome is not None and outcome.reason == "no_seeds" and outcome.scores == (21, 27)


def test_a_player_who_cannot_feed_ends_the_game_and_takes_their_row() -> None:
    # South's last counter goes to N0; no North move reaches South's row: North takes its three.
    after = play(ENINDJI, board("S: 0 0 0 0 0 1 [20] | N: 0 1 0 1 0 0 [25]"), 5)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_feed" and outcome.scores == (20, 28)


def test_the_rule_needs_a_count_capture_on_any_side_without_a_chain() -> None:
    with pytest.raises(engine.InvalidOptions) as refused:
        rules("enindji", count_capture_sides="opponent")
    assert [v.path for v in refused.value.violations] == ["options.count_capture_to_owner"]
