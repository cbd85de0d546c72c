"""Yovodi (docs/rules/yovodi.md): relay sowing clockwise; a last seed in an empty hole of the mover's row
takes the hole opposite for the mover, one in the opponent's row gives the opponent the mover's hole
opposite it (``cross_capture_to_row_owner``)."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, play, rules, text

YOVODI = rules("yovodi")


def captures(transition: engine.Transition) -> list[tuple[object, object, list[tuple[object, object]]]]:
    return [(e["by"], e["count"], [(p["seat"], p["pit"]) for p in e["pits"]])
            for e in transition.events if e["type"] == "capture"]


def test_the_opening_relays_clockwise_until_an_empty_hole_of_north_gives_north_a_capture() -> None:
    # S0 (4) sows N5-N2, N2 (5) lifted: N1, N0, S5, S4, S3; S3 (5): S2, S1, S0, N5, N4; N4 (6): N3-N0,
    # S5, S4; S4 (6): S3, S2, S1, S0, N5, N4, emptied by its lift: North takes S1 opposite it (6).
    after = play(YOVODI, engine.new_game(YOVODI), 0)
    assert text(after.position) == "S: 2 0 6 1 0 6 [0] | N: 6 6 1 6 1 7 [6]"
    assert captures(after) == [(1, 6, [(0, 1)])] and after.position.to_move == 1


def test_a_last_seed_in_an_own_empty_hole_takes_the_hole_opposite_and_stays() -> None:
    after = play(YOVODI, board("S: 0 0 1 0 0 0 [10] | N: 2 2 2 2 2 2 [26]"), 2)
    assert text(after.position) == "S: 0 1 0 0 0 0 [12] | N: 2 2 2 2 0 2 [26]"
    assert captures(after) == [(0, 2, [(1, 4)])]


def test_a_last_seed_in_an_empty_hole_of_the_opponent_gives_the_opponent_the_movers_hole_opposite() -> None:
    # S0 (2) sows N5, then N4, empty: North takes S1 (3), opposite N4, into North's store.
    after = play(YOVODI, board("S: 2 3 0 0 0 1 [10] | N: 2 2 2 2 0 0 [24]"), 0)
    assert text(after.position) == "S: 0 0 0 0 0 1 [10] | N: 2 2 2 2 1 1 [27]"
    assert captures(after) == [(1, 3, [(0, 1)])] and after.position.to_move == 1


def test_without_the_rule_the_mover_takes_it_as_in_round_and_round_warri() -> None:
    mover_takes = rules("yovodi", cross_capture_to_row_owner=False)
    after = play(mover_takes, board("S: 2 3 0 0 0 1 [10] | N: 2 2 2 2 0 0 [24]"), 0)
    assert text(after.position) == "S: 0 0 0 0 0 1 [13] | N: 2 2 2 2 1 1 [24]"


def test_the_rule_needs_captures_from_either_row() -> None:
    with pytest.raises(engine.InvalidOptions) as refused:
        rules("yovodi", cross_capture_any_row=False)
    assert [v.path for v in refused.value.violations] == ["options.cross_capture_to_row_owner"]


def test_the_game_ends_when_the_player_to_move_has_no_counter_each_keeping_their_row() -> None:
    # S0's last counter falls into empty N5: North takes S0 opposite, empty; South has no counter left.
    after = play(YOVODI, board("S: 1 0 0 0 0 0 [20] | N: 0 0 3 0 0 0 [24]"), 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 [20] | N: 0 0 3 0 0 1 [24]" and after.position.to_move == 1
    # N5 into empty N4, North's own: S1 opposite is empty; South cannot move: North keeps N2 and N4.
    last = play(YOVODI, after.position, 5)
    outcome = last.position.outcome
    assert outcome is not None and outcome.reason == "no_seeds" and outcome.scores == (20, 28)
