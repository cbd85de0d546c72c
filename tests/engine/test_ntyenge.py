"""Ntyéngé (docs/rules/ntyenge.md): 2×8 holes of four seeds, a last seed making 2 or 4 in any hole
captures it alone, a player without seeds passes."""

from __future__ import annotations

import engine

from .helpers import board, play, rules, text

NTYENGE = rules("ntyenge")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_the_opening_sows_four_anticlockwise() -> None:
    after = play(NTYENGE, engine.new_game(NTYENGE), 7)
    assert text(after.position) == "S: 4 4 4 4 4 4 4 0 [0] | N: 5 5 5 5 4 4 4 4 [0]"


def test_a_two_or_a_four_is_taken_alone_on_either_row() -> None:
    # S7 (2): N0 1 -> 2, N1 1 -> 2 with the last seed: N1 alone is taken (N0's 2 stays).
    after = play(NTYENGE, board("S: 0 0 0 0 0 0 0 2 [28] | N: 1 1 0 0 0 0 0 0 [30]"), 7)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 [30] | N: 2 0 0 0 0 0 0 0 [30]"
    assert captures(after) == [("count", 0, 2)]
    # S2 (1) makes South's own S3 four: taken too.
    own = play(NTYENGE, board("S: 0 0 1 3 0 0 0 0 [28] | N: 1 1 0 0 0 0 0 0 [30]"), 2)
    assert [(by, count) for _, by, count in captures(own)] == [(0, 4)]
    assert text(own.position) == "S: 0 0 0 0 0 0 0 0 [32] | N: 1 1 0 0 0 0 0 0 [30]"
