"""Makonn (docs/rules/makonn.md; de Voogt 2013 via Ludii): the rulebook as literal positions.
``pits[seat]`` = inner row I0…I9 then outer row O0…O9, each from the seat's own left; South's I c
faces North's I(9−c), with North's O(9−c) behind it. Anticlockwise round a seat's own holes:
O0→O9→I9→I0→O0. Each player first arranges their twenty counters (Omweso's arranged opening)."""

from __future__ import annotations

import pytest

import engine
from engine import Move, MoveKind, apply_move, legal_moves, new_game, position_from_json
from engine.errors import IllegalMove
from engine.position import Phase, Status

RULES = engine.resolve_rules("makonn")
I = list(range(10))
O = [10 + c for c in range(10)]
EMPTY = [0] * 10


def pos(south_inner: list[int], south_outer: list[int], north_inner: list[int], north_outer: list[int],
        stores: tuple[int, int], to_move: int = 0) -> engine.Position:
    return position_from_json(RULES, {"pits": [south_inner + south_outer, north_inner + north_outer],
                                      "stores": list(stores), "to_move": to_move})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:10], pits[10:]


def arrange(position: engine.Position, seeds: list[int]) -> engine.Position:
    return apply_move(RULES, position, Move(kind=MoveKind.ARRANGE, seeds=tuple(seeds))).position


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_one_counter_in_each_of_forty_holes_and_each_player_arranges_in_turn() -> None:
    start = new_game(RULES)
    assert rows(start, 0) == ([1] * 10, [1] * 10) and rows(start, 1) == ([1] * 10, [1] * 10)
    assert RULES.total_seeds == 40 and start.phase is Phase.ARRANGE
    # South first: two counters piled on O8, O9 emptied; then North moves I0's counter onto O9
    south = arrange(start, [1] * 18 + [2, 0])
    assert south.phase is Phase.ARRANGE and south.to_move == 1
    both = arrange(south, [0] + [1] * 18 + [2])
    assert both.phase is Phase.PLAY and both.to_move == 0 and both.stores == (0, 0)
    assert rows(both, 0) == ([1] * 10, [1] * 8 + [2, 0]) and rows(both, 1) == ([0] + [1] * 9, [1] * 9 + [2])
    assert [m.pit for m in legal_moves(RULES, both)] == [O[8]]  # only the hole of two may be sown


def test_an_arrangement_keeps_the_counters_on_the_own_side() -> None:
    with pytest.raises(IllegalMove):
        arrange(new_game(RULES), [1] * 19 + [2])  # 21 counters: one taken from the opponent


def test_an_arrangement_must_leave_a_hole_of_two_or_more() -> None:
    start = new_game(RULES)
    example = legal_moves(RULES, start)[0]  # the counters as they lie, I0's counter piled onto I1
    assert example.seeds == (0, 2) + (1,) * 18 and "at least one pit with 2 or more" in example.constraints
    with pytest.raises(IllegalMove):
        arrange(start, [1] * 20)  # twenty single counters: no hole to begin sowing from


def test_an_empty_inner_hole_takes_the_facing_inner_hole_and_the_outer_hole_behind_it() -> None:
    # O8 (2) -> O9, I9 (empty): North's I0 (3) and O0 (4) are taken; the capturing counter stays.
    p = pos(EMPTY, [0] * 8 + [2, 1], [3] + [0] * 9, [4, 1] + [0] * 8, (15, 14))
    after = apply_move(RULES, p, Move(O[8]))
    assert rows(after.position, 0) == ([0] * 9 + [1], [0] * 9 + [2])
    assert rows(after.position, 1) == (EMPTY, [0, 1] + [0] * 8)
    assert after.position.stores == (22, 14) and captured(after.events) == [7]


def test_an_empty_outer_hole_captures_nothing() -> None:
    # O0 (2) -> O1, O2 (empty): the turn ends on the outer row; North's I9 and O9 are not taken
    p = pos([1] + [0] * 9, [2] + [0] * 9, [0] * 9 + [1], [0] * 9 + [5], (16, 15))
    after = apply_move(RULES, p, Move(O[0]))
    assert rows(after.position, 0) == ([1] + [0] * 9, [0, 1, 1] + [0] * 7)
    assert rows(after.position, 1) == ([0] * 9 + [1], [0] * 9 + [5]) and captured(after.events) == []


def test_a_relay_from_an_occupied_hole_then_a_capture() -> None:
    # O8 (2) -> O9, I9 (held 1): its 2 relay -> I8, I7 (empty), facing North's I2 (2) and O2 (1)
    p = pos([0] * 9 + [1], [0] * 8 + [2, 0], [0, 0, 2] + [0] * 7, [0, 0, 1] + [0] * 7, (17, 17))
    after = apply_move(RULES, p, Move(O[8]))
    assert rows(after.position, 0) == ([0] * 7 + [1, 1, 0], [0] * 8 + [0, 1])
    assert rows(after.position, 1) == (EMPTY, EMPTY) and captured(after.events) == [3]


def test_single_counters_only_when_no_hole_holds_more_and_only_into_an_empty_hole() -> None:
    p = pos([0] * 9 + [1], [0] * 8 + [2, 1], [0, 1] + [0] * 8, [0, 5] + [0] * 8, (15, 15))
    assert [m.pit for m in legal_moves(RULES, p)] == [O[8]]  # a hole of two: singles wait
    singles = pos([0] * 9 + [1], [0] * 9 + [1], [0, 1] + [0] * 8, [0, 5] + [0] * 8, (16, 16))
    assert [m.pit for m in legal_moves(RULES, singles)] == [I[9]]  # O9's next hole I9 is occupied
    after = apply_move(RULES, singles, Move(I[9]))  # -> I8 (empty), facing North's I1 (1) and O1 (5)
    assert rows(after.position, 0) == ([0] * 8 + [1, 0], [0] * 9 + [1]) and captured(after.events) == [6]
    assert after.position.status is not Status.PLAYING  # North has no counter left: North loses
    assert after.position.outcome is not None and after.position.outcome.winner == 0
