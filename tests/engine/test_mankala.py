"""Mankala (Niebuhr; docs/rules/mankala.md): six seeds a hole, a last seed making 2, 4 or 6 in any
hole captures it and the holes behind it over both rows, a player without seeds passes."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

MANKALA = rules("mankala")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_the_opening_sows_six_anticlockwise() -> None:
    after = play(MANKALA, engine.new_game(MANKALA), 3)
    assert text(after.position) == "S: 6 6 6 0 7 7 [0] | N: 7 7 7 7 6 6 [0]"


def test_the_line_behind_goes_back_over_both_rows_and_a_player_without_seeds_passes() -> None:
    # S4 (3): S5 1 -> 2, N0 1 -> 2, N1 3 -> 4 with the last seed: N1, N0 and South's own S5 are
    # taken (8); the line stops at S4, the hole the move started from. North has no seed: it
    # passes and South moves again.
    after = play(MANKALA, board("S: 0 0 0 1 3 1 [30] | N: 1 3 0 0 0 0 [30]"), 4)
    assert text(after.position) == "S: 0 0 0 1 0 0 [38] | N: 0 0 0 0 0 0 [30]"
    assert captures(after) == [("count", 0, 8)] and kinds(after.events)[-1] == "pass"
    assert after.position.to_move == 0
