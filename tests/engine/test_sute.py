"""Sute (docs/rules/sute.md; Sanderson 1913 via Ludii): the rulebook as literal positions.
``pits[seat]`` = front (inner) row F0…F7 then back (outer) row B0…B7, each from the seat's own left;
South's F c faces North's F(7−c), with North's B(7−c) behind it. Anticlockwise round a seat's own
holes: B0→B7→F7→F0→B0."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalMove, Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("sute")
F = list(range(8))
B = [8 + c for c in range(8)]


def pos(south: list[int], north: list[int], stores: tuple[int, int]) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": list(stores), "to_move": 0})


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_one_stone_a_hole_but_f7_and_the_only_opening_step_is_b7_into_it() -> None:
    start = new_game(RULES)
    assert start.pits[0] == (1, 1, 1, 1, 1, 1, 1, 0) + (1,) * 8 and RULES.total_seeds == 30
    assert [m.pit for m in legal_moves(RULES, start)] == [B[7]]
    with pytest.raises(IllegalMove) as refused:  # "only into an empty hole"
        apply_move(RULES, start, Move(B[0]))
    assert refused.value.reason == "single-seed-blocked"
    # B7 -> F7, facing North's occupied F0: nothing is taken.
    after = apply_move(RULES, start, Move(B[7]))
    assert after.position.pits[0] == (1,) * 8 + (1,) * 7 + (0,) and captured(after.events) == []


def test_a_stone_in_the_front_row_takes_the_back_hole_behind_an_empty_facing_hole() -> None:
    # F5 -> F4; North's F3 facing it is empty: North's B3 behind it (1) is taken.
    south = [0, 0, 0, 0, 0, 1, 0, 0] + [0] * 8
    north = [1, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 1, 0, 0, 0, 0]
    after = apply_move(RULES, pos(south, north, (13, 14)), Move(F[5]))
    assert captured(after.events) == [1] and after.position.stores == (14, 14)
    assert after.position.pits == ((0, 0, 0, 0, 1, 0, 0, 0) + (0,) * 8, (1,) + (0,) * 15)


def test_nothing_is_taken_when_the_facing_front_hole_holds_a_stone() -> None:
    south = [0, 0, 0, 0, 0, 1, 0, 0] + [0] * 8
    north = [0, 0, 0, 1, 0, 0, 0, 0] + [0, 0, 0, 1, 0, 0, 0, 0]
    after = apply_move(RULES, pos(south, north, (13, 14)), Move(F[5]))
    assert captured(after.events) == [] and after.position.pits[1] == tuple(north)




def test_the_player_who_loses_all_their_stones_loses() -> None:
    south = [0, 0, 0, 0, 0, 1, 0, 0] + [0] * 8
    north = [0] * 8 + [0, 0, 0, 1, 0, 0, 0, 0]
    after = apply_move(RULES, pos(south, north, (14, 14)), Move(F[5]))
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)


def test_the_new_capture_target_needs_two_rows_per_seat() -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("kalah", {"capture_targets": "back_behind_empty_front"})
    assert "options.capture_targets" in {v.path for v in info.value.violations}
