"""Bao la Kujifunza (docs/rules/bao-kujifunza.md, seed 003): B1 and B2 as literal positions, the mtaji and
kutakata restrictions, kichwa entry and the loss conditions.

``pits[seat]`` = front row F0…F7 then back row B0…B7 (each from the seat's own left)."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalMove, Move, apply_move, legal_moves, new_game, position_from_json
from engine.rules import Direction

RULES = engine.resolve_rules("bao-kujifunza")
CW, CCW = Direction.CW, Direction.CCW
F = list(range(8))
B = [8 + c for c in range(8)]


def pos(p_front: list[int], p_back: list[int], q_front: list[int], q_back: list[int] | None = None,
        to_move: int = 0) -> engine.Position:
    if q_back is None:
        left = 64 - sum(p_front) - sum(p_back) - sum(q_front)
        q_back = [0] * 8
        for i in range(left):
            q_back[i % 8] += 1
    return position_from_json(RULES, {"pits": [p_front + p_back, q_front + q_back], "stores": [0, 0],
                                      "to_move": to_move})


def test_board_is_4x8_with_two_kete_each() -> None:
    start = new_game(RULES)
    assert start.pits == ((2,) * 16, (2,) * 16) and RULES.total_seeds == 64


def test_b1_mtaji_from_the_start_two_captures_from_the_right_kichwa() -> None:
    t = apply_move(RULES, new_game(RULES), Move(B[7], CCW))
    p, q = t.position.pits
    assert list(p[:8]) == [2, 2, 3, 3, 3, 3, 1, 5] and list(p[8:]) == [2, 2, 2, 2, 2, 2, 2, 0]
    assert list(q[:8]) == [2, 0, 2, 2, 2, 0, 2, 2] and sum(p) == 36 and sum(q) == 28
    assert [e["count"] for e in t.events if e["type"] == "capture"] == [2, 2]
    assert [e["kichwa"] for e in t.events if e["type"] == "captured_resown"] == [{"seat": 0, "pit": 7}] * 2
    assert t.position.to_move == 1


def test_b2_kutakata_front_row_first() -> None:
    p = pos([0, 0, 0, 0, 0, 0, 2, 0], [0, 0, 0, 0, 0, 0, 0, 1], [2] * 8)
    # No mtaji: F6/ccw ends in empty F4, F6/cw ends in the back row. B7 holds only 1.
    assert sorted((m.pit, m.direction.value) for m in legal_moves(RULES, p) if m.direction) == [(6, "ccw"), (6, "cw")]
    t = apply_move(RULES, p, Move(F[6], CW))
    assert list(t.position.pits[0]) == [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 1, 1, 0]
    assert not [e for e in t.events if e["type"] == "capture"]
    t = apply_move(RULES, p, Move(F[6], CCW))
    assert list(t.position.pits[0][:8]) == [0, 0, 0, 0, 1, 1, 0, 0]


def test_capture_is_compulsory_when_a_mtaji_exists() -> None:
    with pytest.raises(IllegalMove) as info:
        apply_move(RULES, new_game(RULES), Move(F[0], CCW))
    assert info.value.reason == "capture-required"


def test_back_row_only_when_no_front_shimo_can_takata() -> None:
    p = pos([0, 0, 0, 0, 0, 0, 2, 0], [0, 0, 3, 0, 0, 0, 0, 0], [0, 2, 0, 0, 0, 0, 0, 0])
    assert {m.pit for m in legal_moves(RULES, p)} == {F[6]}
    with pytest.raises(IllegalMove) as info:
        apply_move(RULES, p, Move(B[2], CW))
    assert info.value.reason == "front-row-first"


def test_kichwa_left_for_columns_0_and_1() -> None:
    # F2 (2) sown cw lands... use F3 (2) ccw: F2, F1 (occupied, faces Q.F6 = 3) → capture 3,
    # column 1 → left kichwa F0, clockwise: F0, F1, F2.
    p = pos([0, 1, 0, 2, 0, 0, 0, 0], [0] * 8, [0, 0, 0, 0, 0, 0, 3, 1])
    t = apply_move(RULES, p, Move(F[3], CCW))
    resown = [e for e in t.events if e["type"] == "captured_resown"]
    assert resown[0] == {"type": "captured_resown", "kichwa": {"seat": 0, "pit": 0}, "direction": "cw"}
    assert t.position.pits[1][6] == 0


def test_loss_when_front_row_empty() -> None:
    # P plays F7 (2) cw into its back row: B7, B6. Q's front row is empty → Q loses at its turn.
    p = pos([0, 0, 0, 0, 0, 0, 0, 2], [0] * 8, [0] * 8, [8] * 7 + [6])
    t = apply_move(RULES, p, Move(F[7], CW))
    o = t.position.outcome
    assert o is not None and o.reason == "front_row_empty" and o.winner == 0 and t.position.to_move == 1
    assert t.events[-1]["type"] == "game_end"


def test_loss_when_unable_to_move() -> None:
    # P (no mtaji: F7 is empty) plays F0 cw: F1, F2 → ends in an empty shimo. Q holds only single
    # kete: no mtaji and nothing to takata with → Q loses.
    p = pos([2, 0, 0, 0, 0, 0, 0, 0], [7] * 7 + [4], [1, 0, 0, 0, 0, 0, 0, 0], [1] * 8)
    assert {(m.pit, m.direction) for m in legal_moves(RULES, p)} == {(F[0], CW), (F[0], CCW)}
    t = apply_move(RULES, p, Move(F[0], CW))
    o = t.position.outcome
    assert o is not None and (o.reason, o.winner) == ("cannot_move", 0)


def test_outcome_round_trips_through_json() -> None:
    p = pos([0, 0, 0, 0, 0, 0, 0, 2], [0] * 8, [0] * 8, [8] * 7 + [6])
    end = apply_move(RULES, p, Move(F[7], CW)).position
    assert position_from_json(RULES, engine.position_to_json(end)) == end


def test_endless_relay_is_cut_by_the_turn_guard() -> None:
    # Found by random play: a kutakata whose relays repeat; docs/rulings.md#conventions ends it after that lap.
    p = position_from_json(RULES, {
        "pits": [[1, 5, 11, 8, 6, 1, 0, 1, 3, 0, 3, 0, 1, 4, 1, 0], [0, 0, 0, 0, 1, 0, 1, 0, 1, 3, 0, 1, 0, 2, 0, 10]],
        "stores": [0, 0], "to_move": 0})
    t = apply_move(RULES, p, Move(2, CCW))
    kinds = [e["type"] for e in t.events]
    assert kinds.count("turn_truncated") == 1 and kinds[-2:] == ["turn_truncated", "sow"]
    assert list(t.position.pits[0]) == [2, 6, 0, 8, 6, 2, 1, 0, 4, 1, 4, 1, 2, 5, 2, 1]
    assert t.position.to_move == 1
