"""Shono (docs/rules/shono.md): five seeds a hole, the starting hole skipped, Oware's captures of
2 and 3 with the chain behind, no feeding, each player keeping their row at the end."""

from __future__ import annotations

import engine

from .helpers import board, play, rules, text

SHONO = rules("shono")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_the_opening_sows_five_anticlockwise() -> None:
    # S3 (5): S4, S5, N0, N1, N2.
    after = play(SHONO, engine.new_game(SHONO), 3)
    assert text(after.position) == "S: 5 5 5 0 6 6 [0] | N: 6 6 6 5 5 5 [0]"
    assert captures(after) == []


def test_a_two_or_three_is_taken_with_the_chain_behind_it() -> None:
    # S5 (2): N0 1 -> 2, N1 2 -> 3 with the last seed: N1 and N0 are taken (5); N3's 3 is not behind.
    after = play(SHONO, board("S: 0 0 0 0 1 2 [25] | N: 1 2 0 3 0 0 [26]"), 5)
    assert text(after.position) == "S: 0 0 0 0 1 0 [30] | N: 0 0 0 3 0 0 [26]"
    assert captures(after) == [("count", 0, 5)]


def test_a_lap_skips_the_starting_hole() -> None:
    # S5 (12): N0-N5, S0-S4, S5 skipped, N0 again (1 -> 2 -> 3): taken; the hole before it is S4.
    after = play(SHONO, board("S: 0 0 0 0 0 12 [21] | N: 1 0 0 0 0 0 [26]"), 5)
    assert text(after.position) == "S: 1 1 1 1 1 0 [24] | N: 0 1 1 1 1 1 [26]"
    assert captures(after) == [("count", 0, 3)]


def test_taking_the_last_seeds_is_allowed_and_ends_the_game() -> None:
    # S5 (1) makes N0 two: taken, North has no seed and cannot play; South keeps S3's seed.
    after = play(SHONO, board("S: 0 0 0 1 0 1 [25] | N: 1 0 0 0 0 0 [32]"), 5)
    outcome = after.position.outcome
    assert captures(after) == [("count", 0, 2)]
    assert outcome is not None and outcome.scores == (28, 32) and outcome.winners == (1,)
