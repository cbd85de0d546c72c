"""Namudilakunze (docs/rules/namudilakunze.md; Smith and Dale 1920 via Ludii): the rulebook as
literal positions. ``pits[seat]`` = front (inner) row F0…F6 then back (outer) row B0…B6, each from
the seat's own left; South's F c faces North's F(6−c), with North's B(6−c) behind it. Clockwise
round a seat's own holes: B6→B0→F0→F6→B6; ``directions`` each seat's way (direction_kept)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import IllegalMove, Move, apply_move, legal_moves, new_game, position_from_json, position_to_json
from engine.rules import Direction

RULES = engine.resolve_rules("namudilakunze")
F = list(range(7))
B = [7 + c for c in range(7)]
CW, CCW = Direction.CW, Direction.CCW


def pos(south: list[int], north: list[int], stores: tuple[int, int], directions: list[Any]) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": list(stores), "to_move": 0,
                                      "directions": directions})


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_the_first_move_is_sown_clockwise_and_relays_until_an_empty_hole() -> None:
    start = new_game(RULES)
    assert start.pits[0] == (1,) * 7 + (0,) + (1,) * 6 and RULES.total_seeds == 26
    assert position_to_json(start)["directions"] == [None, None]
    assert {m.direction for m in legal_moves(RULES, start)} == {CW} and len(legal_moves(RULES, start)) == 13
    with pytest.raises(IllegalMove) as refused:  # "On the first turn, sowing occurs in a clockwise direction"
        apply_move(RULES, start, Move(F[2], CCW))
    assert refused.value.reason == "direction-not-allowed"
    # F2 -> F3 (2: relay) -> F4, F5 (2) -> F6, B6 (2) -> B5, B4 (2) -> B3, B2 (2) -> B1, B0 (empty: ends).
    after = apply_move(RULES, start, Move(F[2])).position  # a move without a direction is sown the seat's way
    assert after.pits[0] == (1, 1, 0, 0, 2, 0, 2) + (1, 2, 0, 2, 0, 2, 0)
    assert position_to_json(after)["directions"] == ["player_choice", None]


def test_the_second_move_chooses_the_direction_kept_for_the_rest_of_the_game() -> None:
    south = [1, 1, 0, 0, 2, 0, 2] + [1, 2, 0, 2, 0, 2, 0]
    north = [0, 2, 0, 2, 0, 2, 0] + [1, 1, 1, 0, 2, 0, 2]  # after South's F2 and North's B2, both clockwise
    position = pos(south, north, (0, 0), ["player_choice", "player_choice"])
    moves = legal_moves(RULES, position)
    assert len(moves) == 2 * 8 and {m.direction for m in moves} == {CW, CCW}
    with pytest.raises(IllegalMove) as refused:
        apply_move(RULES, position, Move(F[0]))
    assert refused.value.reason == "direction-required"
    # F0 anticlockwise, relayed on anticlockwise; from now on the seat sows ccw only.
    after = apply_move(RULES, position, Move(F[0], CCW)).position
    assert position_to_json(after)["directions"] == ["ccw", "player_choice"]
    later = position_from_json(RULES, {**position_to_json(after), "to_move": 0})
    assert {m.direction for m in legal_moves(RULES, later)} == {CCW}
    pit = legal_moves(RULES, later)[0].pit  # a move sent without its direction is sown the kept way
    assert apply_move(RULES, later, Move(pit)).position == apply_move(RULES, later, Move(pit, CCW)).position
    with pytest.raises(IllegalMove) as refused:  # "must continue in the chosen direction for the rest of the game"
        apply_move(RULES, later, Move(next(m.pit for m in legal_moves(RULES, later)), CW))
    assert refused.value.reason == "direction-not-allowed"


def test_a_counter_in_an_empty_front_hole_takes_the_back_hole_behind_an_empty_facing_hole() -> None:
    # Clockwise F2 -> F3 (empty); North's F3 facing it is empty: North's B3 behind it (2) is taken.
    south = [0, 0, 1, 0, 0, 0, 0] + [0] * 7
    north = [1, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 2, 0, 0, 0]
    after = apply_move(RULES, pos(south, north, (10, 12), ["cw", "ccw"]), Move(F[2]))
    assert captured(after.events) == [2] and after.position.stores == (12, 12)
    assert after.position.pits == ((0, 0, 0, 1, 0, 0, 0) + (0,) * 7, (1,) + (0,) * 13)


def test_nothing_is_taken_when_the_facing_front_hole_holds_counters() -> None:
    south = [0, 0, 1, 0, 0, 0, 0] + [0] * 7
    north = [0, 0, 0, 1, 0, 0, 0] + [0, 0, 0, 1, 0, 0, 0]
    after = apply_move(RULES, pos(south, north, (11, 12), ["cw", "ccw"]), Move(F[2]))
    assert captured(after.events) == [] and after.position.pits[1] == tuple(north)


def test_the_player_who_loses_all_their_counters_loses() -> None:
    south = [0, 0, 1, 0, 0, 0, 0] + [0] * 7
    north = [0] * 7 + [0, 0, 0, 1, 0, 0, 0]
    after = apply_move(RULES, pos(south, north, (12, 12), ["cw", "cw"]), Move(F[2]))
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)


def test_the_kept_directions_are_checked_on_the_wire_and_as_options() -> None:
    with pytest.raises(engine.InvalidPosition) as bad:
        pos([1] * 7 + [0] + [1] * 6, [1] * 7 + [0] + [1] * 6, (0, 0), ["up", None])
    assert {v.path for v in bad.value.violations} == {"position.directions"}
    kalah = engine.resolve_rules("kalah")
    with pytest.raises(engine.InvalidPosition) as unknown:
        position_from_json(kalah, {**position_to_json(new_game(kalah)), "directions": ["cw", "cw"]})
    assert unknown.value.violations[0].code == "unknown-field"
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("namudilakunze", {"direction": "player_choice"})
    assert "options.direction_kept" in {v.path for v in info.value.violations}
