"""Adidada (docs/rules/adidada.md): four seeds a hole, the starting hole sown into, captures of 2
and 3 on the opponent's row with the chain behind, each player keeping their row at the end."""

from __future__ import annotations

import engine

from .helpers import board, play, rules, text

ADIDADA = rules("adidada")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_the_opening_sows_four_anticlockwise() -> None:
    after = play(ADIDADA, engine.new_game(ADIDADA), 3)
    assert text(after.position) == "S: 4 4 4 0 5 5 [0] | N: 5 5 4 4 4 4 [0]"


def test_a_capture_of_the_last_seeds_ends_the_game_each_keeping_their_row() -> None:
    # S5 (2): N0 1 -> 2, N1 2 -> 3 with the last seed: N1 and N0 taken (5). North has no seed:
    # the game ends, South keeping S3's seed: 26-22.
    after = play(ADIDADA, board("S: 0 0 0 1 0 2 [20] | N: 1 2 0 0 0 0 [22]"), 5)
    outcome = after.position.outcome
    assert captures(after) == [("count", 0, 5)]
    assert text(after.position) == "S: 0 0 0 0 0 0 [26] | N: 0 0 0 0 0 0 [22]"
    assert outcome is not None and outcome.reason == "no_seeds" and outcome.winners == (0,)


def test_a_lap_sows_into_the_starting_hole_and_an_own_two_is_not_taken() -> None:
    # S0 (12): S1-S5, N0-N5, then S0 itself: the last seed lands in South's own row.
    after = play(ADIDADA, board("S: 12 0 0 0 0 0 [20] | N: 1 1 1 1 1 1 [10]"), 0)
    assert text(after.position) == "S: 1 1 1 1 1 1 [20] | N: 2 2 2 2 2 2 [10]"
    # S2 (1) makes S3 two: South's own hole, not captured.
    own = play(ADIDADA, board("S: 0 0 1 1 0 0 [22] | N: 1 1 0 0 0 0 [22]"), 2)
    assert captures(own) == [] and text(own.position) == "S: 0 0 0 2 0 0 [22] | N: 1 1 0 0 0 0 [22]"
