"""Gabata (Adegrat) (docs/rules/gabata-adegrat.md; Pankhurst 1971 via Ludii): 2×6 holes of 3, relay
from the next hole after an occupied hole, the following hole captured after an empty one
(capture_next_after_empty)."""

from __future__ import annotations

import pytest

import engine
from engine.errors import InvalidOptions

from .helpers import board, kinds, play, rules, text

ADEGRAT = rules("gabata-adegrat")


def captures(events: tuple) -> list[int]:  # type: ignore[type-arg]
    return [e["count"] for e in events if e["type"] == "capture"]


def test_the_opening_relays_from_the_next_hole_until_it_is_empty() -> None:
    start = engine.new_game(ADEGRAT)
    assert text(start) == "S: 3 3 3 3 3 3 [0] | N: 3 3 3 3 3 3 [0]" and ADEGRAT.total_seeds == 36
    after = play(ADEGRAT, start, 0)
    assert text(after.position) == "S: 0 4 4 4 0 4 [0] | N: 4 4 0 4 4 4 [0]"
    assert kinds(after.events).count("relay") == 2 and captures(after.events) == []


def test_a_lap_ending_in_an_empty_hole_captures_the_following_hole() -> None:
    after = play(ADEGRAT, board("S: 0 0 0 0 2 1 [14] | N: 0 3 0 2 0 0 [14]"), 5)
    assert text(after.position) == "S: 0 0 0 0 2 0 [17] | N: 1 0 0 2 0 0 [14]"
    assert captures(after.events) == [3] and after.position.to_move == 1
    nothing = play(ADEGRAT, board("S: 1 0 0 0 0 0 [17] | N: 0 0 0 0 0 2 [16]"), 0)  # S2 after S1 is empty
    assert text(nothing.position) == "S: 0 1 0 0 0 0 [17] | N: 0 0 0 0 0 2 [16]" and captures(nothing.events) == []


def test_a_lap_ending_in_an_occupied_hole_before_an_empty_one_ends_the_turn() -> None:
    after = play(ADEGRAT, board("S: 0 0 0 1 1 0 [15] | N: 0 2 0 0 0 0 [17]"), 3)
    assert text(after.position) == "S: 0 0 0 0 2 0 [15] | N: 0 2 0 0 0 0 [17]"
    assert captures(after.events) == [] and after.position.to_move == 1


def test_the_game_ends_when_the_player_to_move_has_an_empty_row_and_ludii_ends_it_at_once() -> None:
    position = board("S: 0 0 0 0 0 1 [16] | N: 0 3 0 0 0 0 [16]")
    goes_on = play(ADEGRAT, position, 5)
    assert text(goes_on.position) == "S: 0 0 0 0 0 0 [19] | N: 1 0 0 0 0 0 [16]"
    assert goes_on.position.outcome is None and goes_on.position.to_move == 1
    ludii = play(rules("gabata-adegrat", end_check="immediate"), position, 5)
    assert text(ludii.position) == "S: 0 0 0 0 0 0 [19] | N: 0 0 0 0 0 0 [17]"
    assert ludii.position.outcome is not None and ludii.position.outcome.reason == "side_empty"


def test_the_capture_needs_relay_next_laps_and_is_one_capture_rule() -> None:
    with pytest.raises(InvalidOptions) as single:
        rules("gabata-adegrat", laps="single")
    assert "capture_next_after_empty" in str(single.value.violations)
    with pytest.raises(InvalidOptions) as both:
        rules("gabata-adegrat", capture_beyond_empty=True)
    assert "capture_next_after_empty" in str(both.value.violations)


def test_twenty_seeded_games_end() -> None:
    start = engine.new_game(ADEGRAT)
    for seed in range(20):
        end, plies = engine.random_playout(ADEGRAT, start, seed)
        assert end.outcome is not None and plies < 5000
