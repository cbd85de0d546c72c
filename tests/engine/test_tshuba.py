"""Tshuba (docs/rules/tshuba.md; Junod 1912 via Ludii): the rulebook as literal positions. ``pits[seat]``
= front row F0…F3 then back row B0…B3, each from the seat's own left; South's F c faces North's F(3−c),
with North's B(3−c) behind it. Anticlockwise round a seat's own holes: B0→B3→F3→F0→B0."""

from __future__ import annotations

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json
from engine.position import MoveKind, Phase

RULES = engine.resolve_rules("tshuba")
F = [0, 1, 2, 3]
B = [4, 5, 6, 7]


def pos(south: list[int], north: list[int], stores: tuple[int, int]) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": list(stores), "to_move": 0})


def take(pit: int) -> Move:
    return Move(pit, side=1, kind=MoveKind.TAKE)


def test_the_opening_relays_into_the_emptied_front_hole_takes_the_facing_column_and_a_chosen_hole() -> None:
    start = new_game(RULES)
    assert start.pits == ((2,) * 8, (2,) * 8) and [m.pit for m in legal_moves(RULES, start)] == F + B
    # F0 (2) -> B0, B1 (3): relay -> B2, B3, F3 (3): relay -> F2, F1, F0 (emptied): North's F3, B3 taken
    after = apply_move(RULES, start, Move(F[0]))
    p = after.position
    assert p.pits == ((1, 3, 3, 0, 3, 0, 3, 3), (2, 2, 2, 0, 2, 2, 2, 0)) and p.stores == (4, 0)
    assert (p.phase, p.takes_left, p.to_move) == (Phase.TAKE, 1, 0)
    assert [m.pit for m in after.legal_moves] == [0, 1, 2, 4, 5, 6]
    done = apply_move(RULES, p, take(5)).position
    assert (done.phase, done.to_move, done.stores, done.pits[1]) == (Phase.PLAY, 1, (6, 0), (2, 2, 2, 0, 2, 0, 2, 0))


def test_the_back_hole_is_taken_behind_an_empty_front_hole() -> None:
    # B2 (2) -> B3, F3 (empty): North's F0 is empty, B0 (5) behind it is taken, then B3 (3) chosen.
    p = apply_move(RULES, pos([0, 0, 0, 0, 0, 0, 2, 1], [0, 0, 0, 0, 5, 0, 0, 3], (10, 11)), Move(B[2])).position
    assert p.pits == ((0, 0, 0, 1, 0, 0, 0, 2), (0, 0, 0, 0, 0, 0, 0, 3)) and p.stores == (15, 11)
    assert legal_moves(RULES, p) == (take(7),)
    done = apply_move(RULES, p, take(7)).position
    assert done.is_finished and done.outcome is not None and done.outcome.winner == 0 and done.stores == (18, 11)


def test_an_empty_front_hole_facing_two_empty_holes_still_earns_the_chosen_hole() -> None:
    # B2 (2) -> B3, F3 (empty): North's F0 and B0 are empty: nothing captured, one hole chosen all the same.
    p = apply_move(RULES, pos([0, 0, 0, 0, 0, 0, 2, 1], [0, 4, 0, 0, 0, 0, 0, 3], (10, 12)), Move(B[2])).position
    assert (p.phase, p.takes_left, p.stores) == (Phase.TAKE, 1, (10, 12))
    assert [m.pit for m in legal_moves(RULES, p)] == [1, 7]


def test_a_turn_ending_in_an_empty_back_hole_just_ends() -> None:
    # F0 (1) -> B0 (empty): no capture from the back row, no chosen hole.
    p = apply_move(RULES, pos([1, 0, 0, 0, 0, 0, 0, 0], [2, 2, 2, 2, 2, 2, 2, 2], (0, 15)), Move(F[0])).position
    assert (p.phase, p.to_move, p.pits[0], p.stores) == (Phase.PLAY, 1, (0, 0, 0, 0, 1, 0, 0, 0), (0, 15))


def test_single_stones_are_sown_like_any_other() -> None:
    p = pos([1, 0, 0, 0, 2, 0, 0, 0], [2, 2, 2, 2, 2, 2, 2, 2], (0, 13))
    assert [m.pit for m in legal_moves(RULES, p)] == [F[0], B[0]]
