"""Multiplayer mancala (docs/rules/multiplayer.md, seed 002): M1-M3 and one test per variation V1-V10, each
showing exactly the behaviour the flag changes. Houses in the literal positions are padded so that
each position holds the game's full stone count."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import IllegalMove, Move, apply_move, legal_moves, new_game, position_from_json
from engine.position import Position


def rules(**options: Any) -> engine.Rules:
    return engine.resolve_rules("multiplayer", options)


def pos(r: engine.Rules, rows: list[list[int]], stores: list[int], to_move: int = 0) -> Position:
    pad = r.total_seeds - sum(map(sum, rows)) - sum(stores)
    stores = stores[:-1] + [stores[-1] + pad]
    return position_from_json(r, {"pits": rows, "stores": stores, "to_move": to_move})


def captured(t: engine.Transition) -> list[tuple[int, int]]:
    return [(e["by"], e["count"]) for e in t.events if e["type"] == "capture"]


M2 = [[0, 1, 0, 0, 0, 0], [2, 0, 3, 0, 1, 0], [0, 0, 5, 0, 0, 2]]
M3 = M2 + [[1, 4, 2, 6, 0, 3]]


def test_m1_three_player_opening_free_turn() -> None:
    r = rules()
    t = apply_move(r, new_game(r), Move(2))
    assert t.position.pits[0] == (4, 4, 0, 5, 5, 5) and t.position.stores[0] == 1
    assert t.position.pits[1] == (4,) * 6 and t.position.pits[2] == (4,) * 6
    assert t.position.to_move == 0 and t.events[-1] == {"type": "extra_turn", "seat": 0}


def test_m2_capture_from_every_corresponding_hole() -> None:
    r = rules()
    t = apply_move(r, pos(r, M2, [5, 6, 7]), Move(1))
    assert captured(t) == [(0, 9)]
    assert t.position.stores[0] == 14
    assert [row[2] for row in t.position.pits] == [0, 0, 0]
    assert t.position.to_move == 1


def test_m2_v3_capturing_stone_stays() -> None:
    r = rules(v3_capturing_stone_stays=True)
    t = apply_move(r, pos(r, M2, [5, 6, 7]), Move(1))
    assert captured(t) == [(0, 8)]
    assert t.position.stores[0] == 13 and t.position.pits[0][2] == 1


def test_m3_four_players_base_capture() -> None:
    r = rules(seats=4)
    t = apply_move(r, pos(r, M3, [5, 6, 7, 0]), Move(1))
    assert captured(t) == [(0, 11)] and t.position.stores[0] == 16


def test_m3_v6_one_opposing_hole_default_pit_5_minus_j() -> None:
    r = rules(seats=4, v6_one_opposing_hole=True)
    t = apply_move(r, pos(r, M3, [5, 6, 7, 0]), Move(1))
    assert captured(t) == [] and t.position.stores[0] == 5 and t.position.pits[0][2] == 1
    # The other seats' holes are untouched.
    assert t.position.pits[1][2] == 3 and t.position.pits[2][2] == 5 and t.position.pits[3][2] == 2


def test_m3_v6_with_v8_lone_stone_captured() -> None:
    r = rules(seats=4, v6_one_opposing_hole=True, v8_lone_stone_captured=True)
    t = apply_move(r, pos(r, M3, [5, 6, 7, 0]), Move(1))
    assert captured(t) == [(0, 1)] and t.position.stores[0] == 6 and t.position.pits[0][2] == 0


def test_m3_v6_same_index() -> None:
    r = rules(seats=4, capture_targets="facing_seat_same_index")
    t = apply_move(r, pos(r, M3, [5, 6, 7, 0]), Move(1))
    assert captured(t) == [(0, 6)] and t.position.stores[0] == 11 and t.position.pits[2][2] == 0


def test_two_players_corresponding_is_the_opposite_hole() -> None:
    r = rules(seats=2)
    t = apply_move(r, pos(r, [[0, 1, 0, 0, 0, 0], [0, 0, 0, 7, 0, 0]], [0, 0]), Move(1))
    assert captured(t) == [(0, 8)] and t.position.pits[1][3] == 0


def test_v1_touch_move_changes_nothing() -> None:
    assert rules(v1_touch_move=True) == rules() == rules(v1_touch_move=False)


def test_v2_three_stones() -> None:
    r = rules(v2_three_stones=True)
    assert new_game(r).pits == ((3,) * 6,) * 3 and r.total_seeds == 54


def test_v4_first_player_to_clear_own_holes_ends_the_game() -> None:
    rows = [[0, 0, 0, 0, 0, 1], [4, 0, 0, 0, 0, 0], [0, 3, 0, 0, 0, 0]]
    base = rules()
    t = apply_move(base, pos(base, rows, [10, 20, 30]), Move(5))
    # Base: a free turn, but seat 0 has no stones, so it passes; the game goes on.
    assert not t.position.is_finished and t.position.to_move == 1
    v4 = rules(v4_first_cleared_ends=True)
    t = apply_move(v4, pos(v4, rows, [10, 20, 30]), Move(5))
    o = t.position.outcome
    assert o is not None and o.reason == "side_empty"
    assert o.scores == (11, 20, 34) and o.winners == (2,)
    assert t.position.pits[1][0] == 4 and t.position.pits[2][1] == 3  # stones in holes are not counted


def test_v5_houses_skipped_no_free_turn() -> None:
    r = rules(v5_skip_houses=True)
    t = apply_move(r, new_game(r), Move(2))
    assert t.position.pits[0] == (4, 4, 0, 5, 5, 5) and t.position.stores[0] == 0
    assert t.position.pits[1][0] == 5 and t.position.to_move == 1


def test_v7_must_feed_the_next_player() -> None:
    rows = [[1, 0, 0, 0, 0, 2], [0] * 6, [0, 0, 0, 0, 0, 3]]
    base = rules()
    assert [m.pit for m in legal_moves(base, pos(base, rows, [10, 20, 30]))] == [0, 5]
    v7 = rules(v7_must_feed_next=True)
    p = pos(v7, rows, [10, 20, 30])
    assert [m.pit for m in legal_moves(v7, p)] == [5]
    with pytest.raises(IllegalMove) as info:
        apply_move(v7, p, Move(0))
    assert info.value.reason == "must-feed"


def test_v7_cannot_feed_ends_the_game_stones_to_their_owners() -> None:
    v7 = rules(v7_must_feed_next=True)
    # Seat 1 plays hole 5 into its house (free turn) and then has no stones: it passes. Seat 2 must
    # feed seat 0 (empty), but its one stone (hole 0) cannot reach it → the game ends.
    rows = [[0] * 6, [0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0]]
    t = apply_move(v7, pos(v7, rows, [10, 20, 30], to_move=1), Move(5))
    o = t.position.outcome
    assert o is not None and o.reason == "cannot_feed"
    assert t.position.stores == (10, 21, 41) and not any(map(any, t.position.pits))


def test_v8_lone_stone_goes_to_the_house() -> None:
    rows = [[0, 1, 0, 0, 0, 0], [1, 1, 0, 1, 1, 1], [1, 1, 0, 1, 1, 1]]
    base = rules()
    t = apply_move(base, pos(base, rows, [10, 20, 30]), Move(1))
    assert captured(t) == [] and t.position.pits[0][2] == 1
    v8 = rules(v8_lone_stone_captured=True)
    t = apply_move(v8, pos(v8, rows, [10, 20, 30]), Move(1))
    assert captured(t) == [(0, 1)] and t.position.pits[0][2] == 0 and t.position.stores[0] == 11


def test_v9_relay_from_an_occupied_hole() -> None:
    rows = [[0, 1, 1, 0, 0, 0], [0, 0, 0, 0, 2, 0], [0, 0, 0, 0, 3, 0]]
    base = rules()
    t = apply_move(base, pos(base, rows, [10, 20, 30]), Move(1))
    assert t.position.pits[0] == (0, 0, 2, 0, 0, 0) and captured(t) == []
    v9 = rules(v9_relay=True)
    t = apply_move(v9, pos(v9, rows, [10, 20, 30]), Move(1))
    # Hole 2 now holds 2 → lifted: holes 3, 4; hole 4 was empty → captures hole 4 of seats 1 and 2.
    assert [e["type"] for e in t.events].count("relay") == 1
    assert captured(t) == [(0, 6)] and t.position.pits[0] == (0, 0, 0, 1, 0, 0)


def test_v10_capture_on_making_an_own_hole_four() -> None:
    rows = [[0, 1, 3, 0, 1, 0], [0, 0, 2, 0, 0, 0], [0, 0, 2, 0, 0, 0]]
    base = rules()
    t = apply_move(base, pos(base, rows, [10, 20, 30]), Move(1))
    assert captured(t) == [] and t.position.pits[0][2] == 4
    v10 = rules(v10_capture_fours=True)
    t = apply_move(v10, pos(v10, rows, [10, 20, 30]), Move(1))
    assert captured(t) == [(0, 4)] and t.position.pits[0][2] == 0 and t.position.stores[0] == 14
    # The empty-hole capture is off: hole 4 → hole 5 (empty) captures nothing.
    t = apply_move(v10, pos(v10, rows, [10, 20, 30]), Move(4))
    assert captured(t) == [] and t.position.pits[0][5] == 1


def test_variation_conflicts_are_listed() -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        rules(v2_three_stones=True, seeds_per_pit=5)
    assert [v.path for v in info.value.violations] == ["options.v2_three_stones"]
    with pytest.raises(engine.InvalidOptions) as three:
        rules(v6_one_opposing_hole=True)  # V6 is a four-player rule
    assert [v.path for v in three.value.violations] == ["options.capture_targets"]
    assert any(o.name == "v10_capture_fours" for o in engine.get_variant("multiplayer").variation_options)
