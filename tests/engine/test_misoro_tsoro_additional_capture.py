"""Misoro Tsoro (Additional Capture) (docs/rules/misoro-tsoro-additional-capture.md; Matthews 1964 via
Ludii): the rulebook as literal positions. ``pits[seat]`` = front row F0…F7 then back row B0…B7, each
from the seat's own left; the misoro are B0 and B1 (indices 8, 9); South's F c faces North's F(7−c),
with North's B(7−c) behind it."""

from __future__ import annotations

import pytest

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json
from engine.errors import IllegalMove, InvalidPosition
from engine.position import MoveKind, Phase

RULES = engine.resolve_rules("misoro-tsoro-additional-capture")
SOUTH = [0] * 8 + [0, 0, 0, 0, 0, 0, 2, 1]
STOP, CONTINUE = Move(kind=MoveKind.STOP), Move(kind=MoveKind.CONTINUE)


def pos(south: list[int], north: list[int], stores: tuple[int, int]) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": list(stores), "to_move": 0})


def take(pit: int) -> Move:
    return Move(pit, side=1, kind=MoveKind.TAKE)


def test_start_is_misoro_tsoros_with_three_chosen_holes() -> None:
    start = new_game(RULES)
    assert start.pits == (tuple([0] * 8 + [2] * 8),) * 2 and RULES.total_seeds == 32
    assert (RULES.stop_holes, RULES.capture_chosen_holes) == ((8, 9), 3)


def test_the_misoro_are_safe_from_the_chosen_holes() -> None:
    # B6 (2) -> B7, F7: F7 was empty and faces North's F0 (3): F0 and B0 (4) behind it are taken
    north = [3, 0, 0, 0, 0, 0, 0, 0] + [4, 1, 0, 0, 0, 2, 0, 0]
    after = apply_move(RULES, pos(SOUTH, north, (9, 10)), Move(14))
    p = after.position
    assert (p.phase, p.takes_left, p.stores) == (Phase.TAKE, 3, (16, 10))
    assert [m.pit for m in after.legal_moves] == [13]  # North's B1 (1) is a misoro
    with pytest.raises(IllegalMove) as refused:
        apply_move(RULES, p, take(9))
    assert refused.value.reason == "invalid-take"
    done = apply_move(RULES, p, take(13)).position  # only the misoro hold stones: the takes stop
    assert (done.phase, done.takes_left, done.to_move, done.stores) == (Phase.PLAY, 0, 1, (18, 10))
    assert done.pits[1] == tuple([0] * 9 + [1] + [0] * 6) and not done.is_finished


def test_a_capture_leaving_only_misoro_passes_the_turn_at_once() -> None:
    north = [3, 0, 0, 0, 0, 0, 0, 0] + [0, 2, 0, 0, 0, 0, 0, 0]
    p = apply_move(RULES, pos(SOUTH, north, (10, 14)), Move(14)).position
    assert (p.phase, p.to_move, p.stores) == (Phase.PLAY, 1, (13, 14))
    assert [m.pit for m in legal_moves(RULES, p)] == [9]


def test_a_take_phase_with_only_misoro_to_take_is_refused() -> None:
    north = [0] * 8 + [0, 2, 0, 0, 0, 0, 0, 0]
    with pytest.raises(InvalidPosition):
        position_from_json(RULES, {"pits": [SOUTH, north], "stores": [14, 13], "to_move": 0,
                                   "phase": "take", "takes_left": 2})


def test_the_misoro_still_offer_the_stop() -> None:
    p = pos([2] + [0] * 7 + [0, 1, 0, 0, 0, 0, 0, 0], [0] * 8 + [2] * 8, (13, 0))  # F0 (2) -> B0, B1 (1)
    after = apply_move(RULES, p, Move(0))
    assert (after.position.phase, after.position.relay_pit) == (Phase.RELAY_CHOICE, 9)
    assert list(after.legal_moves) == [CONTINUE, STOP]
