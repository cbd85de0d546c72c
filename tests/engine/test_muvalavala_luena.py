"""Muvalavala of the Luena (docs/rules/muvalavala-luena.md; Silva 1995 via Ludii): the rulebook as
literal positions. ``pits[seat]`` = front (inner) row F0…F5 then back (outer) row B0…B5, each from
the seat's own left; South's F c faces North's F(5−c), with North's B(5−c) behind it. Clockwise
round a seat's own holes: F0→F5→B5→B0→F0."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalMove, Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("muvalavala-luena")
F = list(range(6))
B = [6 + c for c in range(6)]


def pos(south: tuple[list[int], list[int]], north: tuple[list[int], list[int]], stores: tuple[int, int],
        ply: int = 2) -> engine.Position:
    return position_from_json(RULES, {"pits": [south[0] + south[1], north[0] + north[1]],
                                      "stores": list(stores), "to_move": 0, "ply": ply})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:6], pits[6:]


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_two_stones_a_hole_and_each_players_first_move_from_the_front_row() -> None:
    start = new_game(RULES)
    assert rows(start, 0) == ([2] * 6, [2] * 6) and RULES.total_seeds == 48
    # "The first move must be from the inner row": South's first move, then North's.
    assert [m.pit for m in legal_moves(RULES, start)] == F
    with pytest.raises(IllegalMove) as refused:
        apply_move(RULES, start, Move(B[0]))
    assert refused.value.reason == "opening-pit"
    second = apply_move(RULES, start, Move(F[5])).position
    assert second.to_move == 1 and [m.pit for m in legal_moves(RULES, second)] == F
    third = apply_move(RULES, second, Move(F[0])).position
    assert third.to_move == 0 and any(m.pit in B for m in legal_moves(RULES, third))


def test_the_opening_relays_clockwise_and_ends_in_an_empty_back_hole() -> None:
    # F5 (2) -> B5, B4 (3: lifted) -> B3, B2, B1 (3: lifted) -> B0, F0, F1 (3: lifted) -> F2, F3,
    # F4 (3: lifted) -> F5 (emptied: 1), B5, B4 (emptied: 1): the turn ends, no capture.
    after = apply_move(RULES, new_game(RULES), Move(F[5]))
    assert rows(after.position, 0) == ([3, 0, 3, 3, 0, 1], [3, 0, 3, 3, 1, 4])
    assert rows(after.position, 1) == ([2] * 6, [2] * 6) and captured(after.events) == []


def test_an_empty_front_hole_takes_the_facing_hole_and_the_back_hole_behind_it() -> None:
    # F4 (1) -> F5, empty, faces North's F0 (3) with B0 (4) behind it: 7 stones. North has none
    # left: the game ends, each scoring captures and own stones, 23 + 7 + 1 against 17.
    p = pos(([0, 0, 0, 0, 1, 0], [0] * 6), ([3, 0, 0, 0, 0, 0], [4, 0, 0, 0, 0, 0]), (23, 17))
    after = apply_move(RULES, p, Move(F[4]))
    assert captured(after.events) == [7] and rows(after.position, 1) == ([0] * 6, [0] * 6)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_seeds"
    assert outcome.scores == (31, 17) and outcome.winners == (0,)


def test_the_back_hole_is_taken_only_after_the_front_hole() -> None:
    # F4 (1) -> F5, empty, but North's F0 facing it is empty: North's B0 (4) stays.
    p = pos(([0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 1]), ([0, 2, 0, 0, 0, 0], [4, 0, 0, 0, 0, 0]), (20, 20))
    after = apply_move(RULES, p, Move(F[4]))
    assert captured(after.events) == [] and rows(after.position, 1) == ([0, 2, 0, 0, 0, 0], [4, 0, 0, 0, 0, 0])
    assert rows(after.position, 0) == ([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1]) and after.position.to_move == 1


def test_the_opening_pits_are_validated() -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("muvalavala-luena", {"opening_pits": [3, 1]})
    assert "options.opening_pits" in {v.path for v in info.value.violations}
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("kalah", {"opening_plies": 2, "opening_pits": [6]})
    assert "options.opening_pits" in {v.path for v in info.value.violations}
    # Kalah's first moves from pit 2 only: a house rule any game may take.
    kalah = engine.resolve_rules("kalah", {"opening_plies": 2, "opening_pits": [2]})
    assert [m.pit for m in legal_moves(kalah, new_game(kalah))] == [2]
