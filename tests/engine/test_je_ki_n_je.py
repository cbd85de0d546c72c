"""Je ki n je (docs/rules/je-ki-n-je.md): 2×6 holes of 4, relay sowing either way round, a sowing
ending in an empty hole of the opponent's row taking its last seed and the next hole's seeds
(``capture_next_with_last_seed``), feeding; positions worked by hand from Valdez 2023 as
MancalaGames gives it."""

from __future__ import annotations

import engine
from engine import Move
from engine.rules import Direction

from .helpers import board, kinds, rules, text

JE_KI_N_JE = rules("je-ki-n-je")


def play(position: engine.Position, pit: int, way: str) -> engine.Transition:
    return engine.apply_move(JE_KI_N_JE, position, Move(pit, Direction(way)))


def test_four_seeds_in_each_of_twelve_holes_and_every_move_names_its_direction() -> None:
    start = engine.new_game(JE_KI_N_JE)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and JE_KI_N_JE.total_seeds == 48
    assert len(engine.legal_moves(JE_KI_N_JE, start)) == 12
    ccw = play(start, 2, "ccw")
    assert text(ccw.position) == "S: 6 6 2 7 1 6 [0] | N: 1 6 6 6 0 1 [0]"
    assert kinds(ccw.events).count("relay") == 4 and "capture" not in kinds(ccw.events)
    assert text(play(start, 2, "cw").position) == "S: 1 7 2 6 6 1 [0] | N: 0 6 6 6 1 6 [0]"


def test_a_sowing_ending_in_the_opponents_row_takes_its_last_seed_and_the_next_hole() -> None:
    after = play(board("S: 0 0 0 0 0 1 [20] | N: 0 3 2 2 2 2 [16]"), 5, "ccw")
    assert text(after.position) == "S: 0 0 0 0 0 0 [24] | N: 0 0 2 2 2 2 [16]"
    assert [(e["kind"], e["count"]) for e in after.events if e["type"] == "capture"] == [("beyond", 4)]


def test_the_next_hole_may_be_in_the_own_row_and_an_empty_one_takes_nothing() -> None:
    wrap = play(board("S: 5 0 0 0 0 6 [14] | N: 1 1 1 1 1 0 [18]"), 5, "ccw")
    assert text(wrap.position) == "S: 0 0 0 0 0 0 [20] | N: 2 2 2 2 2 0 [18]"
    assert kinds(wrap.events)[-1] == "feed_required"
    empty_next = play(board("S: 5 0 0 0 0 4 [10] | N: 0 0 0 0 0 0 [26]"), 5, "ccw")
    assert text(empty_next.position) == "S: 5 0 0 0 0 0 [10] | N: 1 1 1 1 0 0 [26]"
    assert "capture" not in kinds(empty_next.events)


def test_a_sowing_ending_in_the_own_row_takes_nothing() -> None:
    after = play(board("S: 1 0 3 0 0 1 [20] | N: 0 3 2 2 2 2 [12]"), 0, "ccw")
    assert text(after.position) == "S: 0 1 3 0 0 1 [20] | N: 0 3 2 2 2 2 [12]"
    assert "capture" not in kinds(after.events)


def test_only_the_directions_that_feed_an_empty_row_may_be_played() -> None:
    position = board("S: 0 0 0 1 0 2 [20] | N: 0 0 0 0 0 0 [25]")
    assert [(m.pit, m.direction) for m in engine.legal_moves(JE_KI_N_JE, position)] == [(5, Direction.CCW)]


def test_the_last_seed_rule_needs_the_next_hole_capture() -> None:
    Rules = engine.rules.Rules
    assert [v.path for v in Rules(cross_capture=False, capture_next_with_last_seed=True).problems()] == [
        "capture_next_with_last_seed"]
    relay = Rules(laps=engine.rules.Laps.RELAY, cross_capture=False, capture_next_after_empty=True)
    assert relay.problems() == []
