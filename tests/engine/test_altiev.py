"""Altıev (docs/rules/altiev.md): relay sowing anticlockwise, a last seed in an own empty hole taking the
hole opposite, and the player whose row is emptied loses at once, whoever emptied it, between the
laps of a relay too (``empty_row_loses``)."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, play, rules, text

ALTIEV = rules("altiev")


def test_the_opening_relays_until_an_own_empty_hole_takes_the_hole_opposite() -> None:
    # S0 (3) ends in S3 (4: lifted), N1 (4: lifted), N5 (4: lifted), then S3, emptied by its own
    # lift: N2 opposite (4) is taken, the last seed stays.
    after = play(ALTIEV, engine.new_game(ALTIEV), 0)
    assert text(after.position) == "S: 1 5 5 1 4 4 [4] | N: 4 0 0 4 4 0 [0]"
    assert after.position.to_move == 1


def test_a_last_seed_in_an_own_empty_hole_takes_the_hole_opposite_and_stays() -> None:
    after = play(ALTIEV, board("S: 0 0 1 0 0 2 [8] | N: 2 2 2 2 2 2 [13]"), 2)
    assert text(after.position) == "S: 0 0 0 1 0 2 [10] | N: 2 2 0 2 2 2 [13]"


def test_emptying_the_opponents_row_wins_whatever_the_captures() -> None:
    # S0 into empty S1 takes N4, North's last seeds: South wins with 5 captured against 29.
    after = play(ALTIEV, board("S: 1 0 0 0 0 1 [2] | N: 0 0 0 0 3 0 [29]"), 0)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "row_emptied" and outcome.winners == (0,)
    assert outcome.scores == (7, 29) and after.position.to_move == 1  # the loser is left to move


def test_a_player_who_empties_their_own_row_loses_at_once() -> None:
    # S5's one seed falls into empty N0 and the turn ends: South's row is empty, South loses.
    after = play(ALTIEV, board("S: 0 0 0 0 0 1 [10] | N: 0 3 3 3 3 3 [10]"), 5)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "row_emptied" and outcome.winners == (1,)


def test_the_relay_stops_when_a_lap_leaves_a_row_empty() -> None:
    # S5 (2) ends in N1 (2), which would be lifted: South's row is empty after the lap, so the game
    # ends there and South loses (Ludii's program checks after every lap).
    after = play(ALTIEV, board("S: 0 0 0 0 0 2 [5] | N: 3 1 3 3 3 3 [13]"), 5)
    assert [e["type"] for e in after.events] == ["pickup", "sow", "game_end"]
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "row_emptied" and outcome.winners == (1,)


def test_the_rule_needs_an_immediate_end_check() -> None:
    with pytest.raises(engine.InvalidOptions) as refused:
        rules("altiev", end_check="at_turn_start")
    assert [v.path for v in refused.value.violations] == ["options.empty_row_loses"]
