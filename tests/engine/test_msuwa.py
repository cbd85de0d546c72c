"""Msuwa (docs/rules/msuwa.md; Sanderson 1913 via Ludii): the rulebook as literal positions.
``pits[seat]`` = front (inner) row F0…F9 then back (outer) row B0…B9, each from the seat's own left;
South's F c faces North's F(9−c), with North's B(9−c) behind it. Anticlockwise round a seat's own
holes: B0→B9→F9→F0→B0."""

from __future__ import annotations

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json
from engine.position import MoveKind, Phase

RULES = engine.resolve_rules("msuwa")
B = [10 + c for c in range(10)]
EMPTY = [0] * 10


def pos(south: list[int], north: list[int], stores: tuple[int, int], to_move: int = 0) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": list(stores), "to_move": to_move})


def take(pit: int) -> Move:
    return Move(pit, side=1, kind=MoveKind.TAKE)


def test_start_two_stones_a_hole_but_the_right_hand_end_of_the_front_row_and_one_beside_it() -> None:
    start = new_game(RULES)
    row = (2, 2, 2, 2, 2, 2, 2, 2, 1, 0) + (2,) * 10
    assert start.pits == (row, row) and RULES.total_seeds == 74
    assert [m.pit for m in legal_moves(RULES, start)] == [p for p in range(20) if p not in (8, 9)]


def test_the_first_relay_and_its_capture_of_both_holes_earn_two_chosen_holes() -> None:
    # B9 (2) -> F9, F8 (1 -> 2): the relays go on round South's rows until a last stone falls into
    # F8, emptied by the first relay; F8 faces North's F1 (2), with B1 (2) behind it: both are taken.
    after = apply_move(RULES, new_game(RULES), Move(B[9]))
    p = after.position
    assert p.pits[0] == (0, 3, 3, 0, 3, 3, 0, 3, 1, 2, 3, 3, 0, 3, 3, 0, 3, 3, 0, 1)
    assert [e["count"] for e in after.events if e["type"] == "capture"] == [4]
    assert (p.phase, p.takes_left, p.to_move, p.stores) == (Phase.TAKE, 2, 0, (4, 0))
    assert [m.pit for m in after.legal_moves] == [0, *range(2, 9), 10, *range(12, 20)]  # North's occupied holes


def test_a_capture_of_both_holes_then_two_holes_chosen_then_the_turn_passes() -> None:
    south = EMPTY + [0, 0, 0, 0, 0, 0, 0, 0, 2, 1]
    north = [3, 0, 0, 0, 0, 0, 0, 0, 0, 2] + [4, 1, 0, 0, 0, 0, 0, 6, 0, 0]
    p = apply_move(RULES, pos(south, north, (40, 15)), Move(B[8])).position
    assert (p.phase, p.takes_left, p.stores) == (Phase.TAKE, 2, (47, 15))
    p = apply_move(RULES, apply_move(RULES, p, take(17)).position, take(9)).position
    assert (p.phase, p.to_move, p.stores) == (Phase.PLAY, 1, (55, 15))
    assert p.pits[1] == tuple([0] * 11 + [1] + [0] * 8)


def test_a_capture_of_the_front_hole_alone_earns_nothing_more() -> None:
    south = EMPTY + [0, 0, 0, 0, 0, 0, 0, 0, 2, 1]
    north = [3, 0, 0, 0, 0, 0, 0, 0, 0, 2] + [0, 5, 0, 0, 0, 0, 0, 0, 0, 0]
    p = apply_move(RULES, pos(south, north, (44, 17)), Move(B[8])).position
    assert (p.phase, p.to_move, p.stores) == (Phase.PLAY, 1, (47, 17))


def test_one_chosen_hole_is_the_option_capture_chosen_holes() -> None:
    one = engine.resolve_rules("msuwa", {"capture_chosen_holes": 1})
    p = apply_move(one, new_game(one), Move(B[9])).position
    assert (p.phase, p.takes_left) == (Phase.TAKE, 1)
    p = apply_move(one, p, take(0)).position
    assert (p.phase, p.to_move) == (Phase.PLAY, 1)
