"""Tsoro (Additional Capture) (docs/rules/tsoro-additional-capture.md; Matthews 1964 via Ludii): the
rulebook as literal positions. ``pits[seat]`` = front row F0…F7 then back row B0…B7, each from the
seat's own left; South's F c faces North's F(7−c), with North's B(7−c) behind it."""

from __future__ import annotations

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json
from engine.position import MoveKind, Phase

RULES = engine.resolve_rules("tsoro-additional-capture")
B = [8 + c for c in range(8)]
EMPTY = [0] * 8
SOUTH = EMPTY + [0, 0, 0, 0, 0, 0, 2, 1]


def pos(south: list[int], north: list[int], stores: tuple[int, int], rules: engine.Rules = RULES) -> engine.Position:
    return position_from_json(rules, {"pits": [south, north], "stores": list(stores), "to_move": 0})


def take(pit: int) -> Move:
    return Move(pit, side=1, kind=MoveKind.TAKE)


def test_start_and_opening_are_tsoros() -> None:
    start = new_game(RULES)
    assert start.pits == (tuple(EMPTY + [2] * 8),) * 2 and RULES.total_seeds == 32
    after = apply_move(RULES, start, Move(B[7])).position  # B7 -> F7, F6: North's F0, F1 empty
    assert after.pits[0] == tuple([0] * 6 + [1, 1] + [2] * 7 + [0]) and after.to_move == 1


def test_a_capture_then_three_holes_of_the_capturers_choice() -> None:
    north = [3, 0, 0, 0, 0, 0, 0, 2] + [4, 1, 0, 0, 0, 0, 5, 0]
    after = apply_move(RULES, pos(SOUTH, north, (5, 9)), Move(B[6]))
    p = after.position
    assert (p.phase, p.takes_left, p.to_move, p.stores) == (Phase.TAKE, 3, 0, (12, 9))
    assert [m.pit for m in after.legal_moves] == [7, 9, 14]
    for pit, left in ((14, 2), (7, 1)):
        p = apply_move(RULES, p, take(pit)).position
        assert (p.phase, p.takes_left) == (Phase.TAKE, left)
    p = apply_move(RULES, p, take(9)).position
    assert p.stores == (20, 9) and not any(p.pits[1])
    assert p.outcome is not None and (p.outcome.reason, p.outcome.winner) == ("cannot_move", 0)


def test_a_capture_of_the_front_hole_alone_earns_the_holes_too() -> None:
    north = [3, 0, 0, 0, 0, 0, 0, 2] + [0, 5, 0, 0, 0, 0, 0, 0]
    p = apply_move(RULES, pos(SOUTH, north, (9, 10)), Move(B[6])).position
    assert (p.phase, p.takes_left, p.stores) == (Phase.TAKE, 3, (12, 10))
    assert [m.pit for m in legal_moves(RULES, p)] == [7, 9]


def test_the_takes_stop_when_the_opponent_is_out_of_stones() -> None:
    north = [3, 0, 0, 0, 0, 0, 0, 0] + [4, 1, 0, 0, 0, 0, 0, 0]
    p = apply_move(RULES, pos(SOUTH, north, (10, 11)), Move(B[6])).position
    done = apply_move(RULES, p, take(9)).position
    assert done.is_finished and done.stores == (18, 11) and done.takes_left == 0


def test_one_extra_hole_is_the_option_capture_chosen_holes() -> None:
    one = engine.resolve_rules("tsoro-additional-capture", {"capture_chosen_holes": 1})
    north = [3, 0, 0, 0, 0, 0, 0, 2] + [4, 1, 0, 0, 0, 0, 5, 0]
    p = apply_move(one, pos(SOUTH, north, (5, 9), one), Move(B[6])).position
    assert (p.phase, p.takes_left) == (Phase.TAKE, 1)
    p = apply_move(one, p, take(14)).position
    assert (p.phase, p.to_move, p.stores) == (Phase.PLAY, 1, (17, 9))
