"""J'odu (docs/rules/jodu.md): relay sowing anticlockwise, a last seed in an own empty hole taking the
hole opposite, and no move may leave the opponent without seeds, if possible (R-JO2,
``must_feed=always_leave_seeds``)."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, play, rules, text

JODU = rules("jodu")


def captures(transition: engine.Transition) -> list[tuple[object, list[tuple[object, object]]]]:
    return [(e["count"], [(p["seat"], p["pit"]) for p in e["pits"]]) for e in transition.events if e["type"] == "capture"]


def legal(position: engine.Position) -> list[int]:
    return [m.pit for m in engine.legal_moves(JODU, position)]


def test_the_opening_relays_until_an_own_empty_hole_takes_the_hole_opposite() -> None:
    # S0 (4) ends in S4 (5: lifted), N3 (5: lifted), S2 (5: lifted), N1 (7: lifted), then S2, emptied
    # by its own lift: N3 opposite holds one seed, taken.
    after = play(JODU, engine.new_game(JODU), 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [1] | N: 6 6 0 0 6 6 [0]"
    assert captures(after) == [(1, [(1, 3)])] and after.position.to_move == 1


def test_a_last_seed_in_an_own_empty_hole_takes_the_hole_opposite_and_stays() -> None:
    after = play(JODU, board("S: 0 0 1 0 0 0 [10] | N: 2 2 2 2 2 2 [26]"), 2)
    assert text(after.position) == "S: 0 0 0 1 0 0 [12] | N: 2 2 0 2 2 2 [26]"
    assert captures(after) == [(2, [(1, 2)])]


def test_a_last_seed_in_an_empty_hole_of_the_opponent_ends_the_turn() -> None:
    # Leaving the mover's own row empty is allowed: only the opponent must keep seeds.
    after = play(JODU, board("S: 0 0 0 0 0 1 [20] | N: 0 3 3 3 3 3 [13]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [20] | N: 1 3 3 3 3 3 [13]"
    assert captures(after) == [] and after.position.to_move == 1


def test_a_move_that_would_leave_the_opponent_without_seeds_is_refused_while_another_does_not() -> None:
    # S2 would take N2, North's last seeds; S5 leaves them: only S5 may be played, though North has
    # seeds now.
    position = board("S: 0 0 1 0 0 2 [20] | N: 0 0 3 0 0 0 [22]")
    assert legal(position) == [5]
    with pytest.raises(engine.IllegalMove) as refused:
        play(JODU, position, 2)
    assert refused.value.reason == "must-leave-seeds"
    assert text(play(JODU, position, 5).position) == "S: 0 0 1 0 0 0 [20] | N: 1 1 3 0 0 0 [22]"


def test_the_whole_move_counts_a_relay_that_feeds_included() -> None:
    # North to move, South without seeds: N3's first lap ends in N4 (2: lifted), whose lap ends in S0.
    position = board("S: 0 0 0 0 0 0 [14] | N: 1 0 0 1 1 1 [30]", to_move="N")
    assert legal(position) == [3, 4, 5]
    assert text(play(JODU, position, 3).position) == "S: 1 0 0 0 0 0 [14] | N: 1 0 0 0 0 2 [30]"


def test_when_no_move_leaves_the_opponent_a_seed_any_move_is_played_and_the_game_ends() -> None:
    # "if possible": S2 takes N2, North has nothing to play with; each side keeps its row (none left).
    after = play(JODU, board("S: 0 0 1 0 0 0 [22] | N: 0 0 3 0 0 0 [22]"), 2)
    outcome = after.position.outcome
    assert captures(after) == [(3, [(1, 2)])]
    assert outcome is not None and outcome.reason == "no_seeds" and outcome.scores == (26, 22)
