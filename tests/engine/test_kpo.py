"""Kpo (docs/rules/kpo.md): single laps, a last seed making 2 or 3 in any hole captures that hole
only, the end when the player to move has no seed (own-row seeds to their owner)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

KPO = rules("kpo")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_a_single_lap_from_the_start() -> None:
    after = play(KPO, engine.new_game(KPO), 0)
    assert text(after.position) == "S: 0 5 5 5 5 4 [0] | N: 4 4 4 4 4 4 [0]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_a_last_seed_making_three_on_the_opponent_row_takes_that_hole_only() -> None:
    # S5 (2): N0 1 -> 2, N1 2 -> 3 with the last seed: N1 is taken; N0 (2) behind it stays.
    position = board("S: 4 0 0 0 0 2 [18] | N: 1 2 0 0 5 0 [16]")
    after = play(KPO, position, 5)
    assert text(after.position) == "S: 4 0 0 0 0 0 [21] | N: 2 0 0 0 5 0 [16]"
    assert captures(after) == [("count", 0, 3)]
    # The Oware reading (ruling R-KP2): opponent's row only, with the chain backwards.
    oware = play(rules("kpo", count_capture_sides="opponent", capture_chain=True), position, 5)
    assert text(oware.position) == "S: 4 0 0 0 0 0 [23] | N: 0 0 0 0 5 0 [16]"


def test_a_last_seed_making_two_on_the_own_row_captures_too() -> None:
    # S0 (2): S1 0 -> 1, S2 1 -> 2 with the last seed: South's own hole, taken.
    after = play(KPO, board("S: 2 0 1 0 0 0 [20] | N: 0 0 5 0 0 0 [20]"), 0)
    assert text(after.position) == "S: 0 1 0 0 0 0 [22] | N: 0 0 5 0 0 0 [20]"
    assert captures(after) == [("count", 0, 2)]


def test_a_last_seed_making_one_or_four_captures_nothing() -> None:
    after = play(KPO, board("S: 0 0 0 0 2 0 [20] | N: 3 0 0 0 0 3 [20]"), 4)
    assert text(after.position) == "S: 0 0 0 0 0 1 [20] | N: 4 0 0 0 0 3 [20]" and captures(after) == []


def test_a_lap_of_twelve_sows_into_the_hole_it_started_from() -> None:
    after = play(KPO, board("S: 0 0 0 0 0 12 [12] | N: 0 0 0 0 0 0 [24]"), 5)
    assert text(after.position) == "S: 1 1 1 1 1 1 [12] | N: 1 1 1 1 1 1 [24]" and captures(after) == []


def test_the_game_ends_when_the_player_to_move_has_no_seed() -> None:
    # S5 (1): N0 2 -> 3: taken; North has no seed: the game ends, South adds its own 2: 25-23.
    after = play(KPO, board("S: 2 0 0 0 0 1 [20] | N: 2 0 0 0 0 0 [23]"), 5)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_seeds"
    assert outcome.scores == (25, 23) and outcome.winners == (0,)
