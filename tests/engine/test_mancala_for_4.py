"""Mancala for 4 (docs/rules/mancala-for-4.md, seed 004): W1, W2 and one test per variation."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json
from engine.position import Position


def rules(**options: Any) -> engine.Rules:
    return engine.resolve_rules("mancala-for-4", options)


def pos(r: engine.Rules, rows: list[list[int]], stores: list[int], to_move: int = 0) -> Position:
    pad = r.total_seeds - sum(map(sum, rows)) - sum(stores)
    last = max(r.players)
    stores = [s + (pad if i == last else 0) for i, s in enumerate(stores)]
    return position_from_json(r, {"pits": rows, "stores": stores, "to_move": to_move})


def captured(t: engine.Transition) -> list[tuple[int, int]]:
    return [(e["by"], e["count"]) for e in t.events if e["type"] == "capture"]


EMPTY = [0] * 6


def test_w1_two_players_on_opposite_sides() -> None:
    r = rules(players=2)
    assert r.active_seats == (0, 2) and r.total_seeds == 48
    start = new_game(r)
    assert start.pits == ((4,) * 6, EMPTY_T, (4,) * 6, EMPTY_T)
    p = pos(r, [[0, 0, 0, 0, 0, 3], EMPTY, [4] * 6, EMPTY], [0, 0, 0, 0])
    t = apply_move(r, p, Move(5))
    path = next(e for e in t.events if e["type"] == "sow")["path"]
    assert path == [{"seat": 0, "store": True}, {"seat": 2, "pit": 0}, {"seat": 2, "pit": 1}]
    assert t.position.stores[0] == 1 and t.position.pits[2] == (5, 5, 4, 4, 4, 4)
    assert t.position.to_move == 2 and t.position.pits[1] == EMPTY_T


EMPTY_T = (0,) * 6


def test_w2_lone_capturing_ball_goes_to_the_reservoir() -> None:
    r = rules()
    rows = [[0, 1, 0, 0, 0, 0], [1, 1, 0, 1, 1, 1], [1, 1, 0, 1, 1, 1], [1, 1, 0, 1, 1, 1]]
    t = apply_move(r, pos(r, rows, [0, 0, 0, 0]), Move(1))
    assert captured(t) == [(0, 1)] and t.position.stores[0] == 1 and t.position.pits[0][2] == 0
    # Seed 002's rules on the same position: nothing is captured, the ball stays.
    m = engine.resolve_rules("multiplayer", {"seats": 4})
    t2 = apply_move(m, pos(m, rows, [0, 0, 0, 0]), Move(1))
    assert captured(t2) == [] and t2.position.pits[0][2] == 1


def test_capture_from_every_other_active_player_only() -> None:
    r = rules(players=3)
    rows = [[0, 1, 0, 0, 0, 0], [0, 0, 3, 0, 0, 0], [0, 0, 5, 0, 0, 0], EMPTY]
    t = apply_move(r, pos(r, rows, [0, 0, 0, 0]), Move(1))
    assert captured(t) == [(0, 9)] and t.position.stores[0] == 9


def test_no_origin_skip_and_unused_seats_skipped() -> None:
    r = rules(players=2)
    # 13 balls from pocket 0: pockets 1-5, reservoir, seat 2's 6 pockets, then pocket 0 itself
    # (not skipped), which was emptied → capture of seat 2's pocket 0 (2) with the ball.
    p = pos(r, [[13, 0, 0, 0, 0, 0], EMPTY, [1] * 6, EMPTY], [0, 0, 0, 0])
    t = apply_move(r, p, Move(0))
    assert t.position.pits[0] == (0, 1, 1, 1, 1, 1) and t.position.pits[2] == (0, 2, 2, 2, 2, 2)
    assert captured(t) == [(0, 3)] and t.position.stores[0] == 4


def test_unused_seat_must_stay_empty() -> None:
    r = rules(players=2)
    with pytest.raises(engine.InvalidPosition) as info:
        position_from_json(r, {"pits": [[4] * 6, [1, 0, 0, 0, 0, 0], [4] * 6, EMPTY], "stores": [0, 0, 0, 0],
                               "to_move": 1})
    codes = {v.code for v in info.value.violations}
    assert {"unused-seat", "invalid-seat", "seed-count"} <= codes


def test_three_and_five_balls() -> None:
    assert new_game(rules(three_balls=True)).pits[0] == (3,) * 6
    assert new_game(rules(five_balls=True)).pits[3] == (5,) * 6
    assert rules(five_balls=True, players=2).total_seeds == 60


def test_faster_game_ends_when_the_first_player_clears_their_pockets() -> None:
    rows = [[0, 0, 0, 0, 0, 1], [2, 0, 0, 0, 0, 0], [0, 3, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0]]
    base = rules()
    t = apply_move(base, pos(base, rows, [0, 0, 0, 0]), Move(5))
    assert not t.position.is_finished and t.position.to_move == 1  # free turn, then seat 0 passes
    fast = rules(faster_game=True)
    t = apply_move(fast, pos(fast, rows, [0, 0, 0, 0]), Move(5))
    o = t.position.outcome
    assert o is not None and o.reason == "side_empty" and o.scores[0] == 1
    assert t.position.pits[1][0] == 2  # balls left in pockets are not counted


def test_no_captures() -> None:
    rows = [[0, 1, 0, 0, 0, 0], [0, 0, 3, 0, 0, 0], [0, 0, 5, 0, 0, 0], [0, 0, 2, 0, 0, 0]]
    r = rules(no_captures=True)
    t = apply_move(r, pos(r, rows, [0, 0, 0, 0]), Move(1))
    assert captured(t) == [] and t.position.pits[0][2] == 1 and t.position.to_move == 1
    base = rules()
    assert captured(apply_move(base, pos(base, rows, [0, 0, 0, 0]), Move(1))) == [(0, 11)]


def test_captures_but_no_last_ball() -> None:
    rows = [[0, 1, 0, 0, 0, 0], [0, 0, 3, 0, 0, 0], [0, 0, 5, 0, 0, 0], [0, 0, 2, 0, 0, 0]]
    r = rules(no_last_ball=True)
    t = apply_move(r, pos(r, rows, [0, 0, 0, 0]), Move(1))
    assert captured(t) == [(0, 10)] and t.position.pits[0][2] == 1


def test_no_free_turns() -> None:
    r = rules(no_free_turns=True)
    t = apply_move(r, new_game(r), Move(2))
    assert t.position.stores[0] == 1 and t.position.to_move == 1
    base = rules()
    assert apply_move(base, new_game(base), Move(2)).position.to_move == 0


def test_turns_go_to_the_next_active_player() -> None:
    r = rules(players=3)
    t = apply_move(r, new_game(r, first_player=2), Move(0))
    assert t.position.to_move == 0  # seat 3 is not playing
    assert legal_moves(r, t.position)
