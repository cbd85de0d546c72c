"""Msuwa wa Kunja (docs/rules/msuwa-wa-kunja.md; Sanderson 1913 via Ludii): the rulebook as literal
positions. ``pits[seat]`` = front (inner) row F0…F9 then back (outer) row B0…B9, each from the seat's
own left; South's F c faces North's F(9−c), with North's B(9−c) behind it. Anticlockwise round a
seat's own holes: B0→B9→F9→F0→B0."""

from __future__ import annotations

import pytest

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json
from engine.errors import IllegalMove
from engine.position import MoveKind, Phase

RULES = engine.resolve_rules("msuwa-wa-kunja")
F = list(range(10))
B = [10 + c for c in range(10)]
EMPTY = [0] * 10


def pos(south: list[int], north: list[int], stores: tuple[int, int], to_move: int = 0) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": list(stores), "to_move": to_move})


def take(pit: int, side: int = 1) -> Move:
    return Move(pit, side=side, kind=MoveKind.TAKE)


def test_start_two_stones_in_every_back_row_hole_the_front_rows_empty() -> None:
    start = new_game(RULES)
    assert start.pits == (tuple(EMPTY + [2] * 10), tuple(EMPTY + [2] * 10)) and RULES.total_seeds == 40
    after = apply_move(RULES, start, Move(B[9]))  # B9 -> F9, F8: North's F0, F1 are empty
    assert after.position.pits[0] == tuple([0] * 8 + [1, 1] + [2] * 9 + [0])
    assert after.position.to_move == 1 and after.position.phase is Phase.PLAY


# South B8 (2) -> B9, F9 (empty): North's F0 (3) and B0 (4) behind it are taken.
SOUTH = EMPTY + [0, 0, 0, 0, 0, 0, 0, 0, 2, 1]
NORTH = [3, 0, 0, 0, 0, 0, 0, 0, 0, 2] + [4, 1, 0, 0, 0, 0, 0, 0, 0, 0]


def test_a_capture_of_both_holes_earns_two_holes_of_the_capturers_choice() -> None:
    after = apply_move(RULES, pos(SOUTH, NORTH, (10, 17)), Move(B[8]))
    p = after.position
    assert p.pits[0] == tuple(EMPTY[:9] + [1] + [0] * 9 + [2]) and p.stores == (17, 17)
    assert (p.phase, p.takes_left, p.to_move) == (Phase.TAKE, 2, 0)
    assert list(after.legal_moves) == [take(9), take(11)]  # North's F9 (2) and B1 (1)
    p = apply_move(RULES, p, take(9)).position
    assert (p.phase, p.takes_left, p.to_move, p.stores) == (Phase.TAKE, 1, 0, (19, 17))
    last = apply_move(RULES, p, take(11))
    assert last.position.stores == (20, 17) and not any(last.position.pits[1])
    assert last.position.outcome is not None and last.position.outcome.reason == "cannot_move"
    assert last.position.outcome.winner == 0


def test_a_capture_of_the_front_hole_alone_earns_nothing_more() -> None:
    north = [3, 0, 0, 0, 0, 0, 0, 0, 0, 2] + [0, 5, 0, 0, 0, 0, 0, 0, 0, 0]  # B0 behind F0 is empty
    p = apply_move(RULES, pos(SOUTH, north, (10, 17)), Move(B[8])).position
    assert (p.phase, p.to_move, p.stores, p.pits[1]) == (Phase.PLAY, 1, (13, 17), tuple([0] * 9 + [2, 0, 5] + [0] * 8))


def test_the_back_hole_is_not_taken_behind_an_empty_front_hole() -> None:
    north = [0, 0, 0, 0, 0, 0, 0, 0, 0, 2] + [7, 1, 0, 0, 0, 0, 0, 0, 0, 0]
    p = apply_move(RULES, pos(SOUTH, north, (10, 17)), Move(B[8])).position
    assert (p.phase, p.to_move, p.stores) == (Phase.PLAY, 1, (10, 17))


def test_in_the_take_phase_only_an_occupied_hole_of_the_opponents_is_taken() -> None:
    p = apply_move(RULES, pos(SOUTH, NORTH, (10, 17)), Move(B[8])).position
    with pytest.raises(IllegalMove) as sow:
        apply_move(RULES, p, Move(F[9]))
    assert sow.value.reason == "take-required"
    with pytest.raises(IllegalMove) as empty:
        apply_move(RULES, p, take(5))
    assert empty.value.reason == "invalid-take"
    assert legal_moves(RULES, p) == (take(9), take(11))


def test_single_stones_only_when_no_hole_holds_more_and_only_into_an_empty_hole() -> None:
    # South: F9 1, F8 1, B0 2: only B0 may be played while it holds 2.
    p = pos([0] * 8 + [1, 1] + [2] + [0] * 9, EMPTY + [2] * 10, (16, 0))
    assert [m.pit for m in legal_moves(RULES, p)] == [B[0]]
    q = pos([0] * 8 + [1, 1] + [1, 1] + [0] * 8, EMPTY + [2] * 10, (16, 0))
    assert [m.pit for m in legal_moves(RULES, q)] == [F[8], B[1]]  # F9 -> F8 and B0 -> B1 are blocked
