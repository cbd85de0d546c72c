"""Muvalavala of the Quioco (docs/rules/muvalavala-quioco.md; Silva 1995 via Ludii): the rulebook as
literal positions. ``pits[seat]`` = front (inner) row F0…F5 then back (outer) row B0…B5, each from
the seat's own left; South's F c faces North's F(5−c), with North's B(5−c) behind it.
Anticlockwise round a seat's own holes: B0→B5→F5→F0→B0."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalMove, Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("muvalavala-quioco")
F = list(range(6))
B = [6 + c for c in range(6)]


def pos(south: list[int], north: list[int]) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": [0, 0], "to_move": 0})


def test_one_stone_a_hole_f0_empty_and_the_rest_in_b0() -> None:
    start = new_game(RULES)
    # "four times the number of holes in a row minus two": 22 each, 12 of them in B0.
    assert start.pits[0] == (0, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1) and RULES.total_seeds == 44
    # "Single counters cannot be sown": B0 is the only opening move.
    assert [m.pit for m in legal_moves(RULES, start)] == [B[0]]
    with pytest.raises(IllegalMove) as refused:
        apply_move(RULES, start, Move(F[1]))
    assert refused.value.reason == "too-few-seeds"


def test_the_opening_lap_of_twelve_comes_round_into_the_emptied_b0() -> None:
    # B0 (12) -> B1…B5, F5…F0, B0: B0 was emptied, the last stone falls into an empty hole.
    after = apply_move(RULES, new_game(RULES), Move(B[0]))
    assert after.position.pits[0] == (1, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2)
    assert [e["type"] for e in after.events] == ["pickup", "sow"]


def test_a_capture_from_an_occupied_front_hole_is_sown_on_and_its_lap_goes_on() -> None:
    # F4 (2) -> F3, F2 (1 -> 2, occupied): North's F3 (3) facing it and B3 (4) behind: 7 stones,
    # sown from F1: F1, F0, B0…B4; B4 held 2 (now 3): lifted -> B5, F5, F4 (emptied: 1), the end.
    p = pos([0, 0, 1, 0, 2, 0] + [2] * 6, [1, 1, 1, 3, 1, 1] + [4, 4, 4, 4, 4, 1])
    after = apply_move(RULES, p, Move(F[4]))
    capture = [e for e in after.events if e["type"] == "capture"]
    assert [(e["kind"], e["count"]) for e in capture] == [("column", 7)]
    assert after.position.pits == ((1, 1, 2, 1, 1, 1, 3, 3, 3, 3, 0, 3), (1, 1, 1, 0, 1, 1, 4, 4, 4, 0, 4, 1))
    assert after.position.stores == (0, 0)


def test_the_player_left_with_single_stones_cannot_move_and_loses() -> None:
    # B0 (2) -> B1, B2 (empty): the turn ends; North holds only single stones and loses.
    south, north = [0, 0, 0, 0, 10, 10] + [2, 0, 0, 0, 0, 10], [1] * 12
    after = apply_move(RULES, pos(south, north), Move(B[0]))
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)
