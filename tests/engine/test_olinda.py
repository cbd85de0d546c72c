"""Olinda (docs/rules/olinda.md; Russ 1984 via MancalaGames): 2×7 holes of 4, the first player's
direction chosen at the first move and kept for the game, the other player sowing the opposite way
(``direction_kept=both_opposite``), relay from the next hole, captures beyond an empty hole chained
along alternate empty and occupied holes; positions worked by hand."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import Move, position_from_json, position_to_json
from engine.errors import IllegalMove
from engine.rules import Direction

from .helpers import kinds, rules, text

OLINDA = rules("olinda")
CW, CCW = Direction.CW, Direction.CCW


def pos(south: list[int], north: list[int], stores: tuple[int, int], directions: list[Any],
        to_move: int = 0) -> engine.Position:
    return position_from_json(OLINDA, {"pits": [south, north], "stores": list(stores), "to_move": to_move,
                                       "directions": directions})


def captured(events: tuple[engine.Event, ...]) -> list[tuple[str, int]]:
    return [(e["kind"], e["count"]) for e in events if e["type"] == "capture"]


def test_the_first_move_chooses_the_way_and_the_second_player_sows_the_other_way() -> None:
    start = engine.new_game(OLINDA)
    assert text(start) == "S: 4 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 4 [0]" and OLINDA.total_seeds == 56
    assert position_to_json(start)["directions"] == ["player_choice", "player_choice"]
    assert len(engine.legal_moves(OLINDA, start)) == 14
    # S2 -> S3-S6; relay N0 -> N1-N4; N5 -> N6 S0 S1 S2; S3 -> S4-S6 N0 N1; N2 -> N3-N6 S0;
    # S1 -> S2-S6; N0 -> N1; N2 empty: N3 (6) taken, N4 occupied ends the chain.
    ccw = engine.apply_move(OLINDA, start, Move(2, CCW))
    assert text(ccw.position) == "S: 6 0 2 1 7 7 7 [6] | N: 0 7 0 0 6 1 6 [0]"
    assert kinds(ccw.events).count("relay") == 6 and captured(ccw.events) == [("beyond", 6)]
    assert position_to_json(ccw.position)["directions"] == ["ccw", "cw"]
    assert {m.direction for m in engine.legal_moves(OLINDA, ccw.position)} == {CW}


def test_a_clockwise_first_move_binds_the_second_player_anticlockwise() -> None:
    cw = engine.apply_move(OLINDA, engine.new_game(OLINDA), Move(2, CW))
    assert text(cw.position) == "S: 7 1 2 0 6 6 1 [6] | N: 6 0 0 7 0 7 7 [0]"
    assert position_to_json(cw.position)["directions"] == ["cw", "ccw"]
    assert [(m.pit, m.direction) for m in engine.legal_moves(OLINDA, cw.position)] == [
        (0, CCW), (3, CCW), (5, CCW), (6, CCW)]


def test_the_relay_lifts_the_next_hole_and_an_empty_hole_beyond_ends_the_turn() -> None:
    # S0 -> S1; the next hole S2 (3) lifted: S3 S4 S5; S6 empty, N0 beyond it empty: nothing taken.
    after = engine.apply_move(OLINDA, pos([1, 0, 3, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 2], (25, 25), ["ccw", "cw"]),
                              Move(0, CCW))
    assert text(after.position) == "S: 0 1 0 1 1 1 0 [25] | N: 0 0 0 0 0 0 2 [25]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow"]


def test_captures_chain_along_alternate_empty_and_occupied_holes() -> None:
    # S6 -> N0; N1 empty: N2 (3) taken; N3 empty, N4 (2) taken; N5 and N6 both empty end the chain.
    after = engine.apply_move(OLINDA, pos([0, 0, 0, 0, 0, 0, 1], [0, 0, 3, 0, 2, 0, 0], (25, 25), ["ccw", "cw"]),
                              Move(6, CCW))
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [30] | N: 1 0 0 0 0 0 0 [25]"
    assert sum(count for _, count in captured(after.events)) == 5


def test_the_kept_way_only_and_an_emptied_row_ends_the_game() -> None:
    north = pos([0, 0, 0, 0, 0, 2, 1], [0, 0, 0, 0, 0, 1, 2], (25, 25), ["ccw", "cw"], to_move=1)
    moved = engine.apply_move(OLINDA, north, Move(6))  # sown North's kept way, clockwise: N5 N4
    assert text(moved.position) == "S: 0 0 0 0 0 2 1 [25] | N: 0 0 0 0 1 2 0 [25]"
    with pytest.raises(IllegalMove):
        engine.apply_move(OLINDA, north, Move(6, CCW))
    # S5 -> S6; N0 empty: N1 (3) taken; North's row is empty at its turn: South takes its own seed.
    end = engine.apply_move(OLINDA, pos([0, 0, 0, 0, 0, 1, 0], [0, 3, 0, 0, 0, 0, 0], (30, 22), ["ccw", "cw"]),
                            Move(5, CCW))
    assert text(end.position) == "S: 0 0 0 0 0 0 0 [34] | N: 0 0 0 0 0 0 0 [22]"
    assert position_to_json(end.position)["outcome"]["reason"] == "no_seeds"
    assert position_to_json(end.position)["outcome"]["winner"] == 0
