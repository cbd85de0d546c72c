"""Owela of Benguela (docs/rules/owela-benguela.md; Silva 1995 via Ludii): the rulebook as literal
positions. ``pits[seat]`` = front (inner) row F0…F11 then back (outer) row B0…B11, each from the
seat's own left; South's F c faces North's F(11−c), with North's B(11−c) behind it.
Anticlockwise round a seat's own holes: B0→B11→F11→F0→B0."""

from __future__ import annotations

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("owela-benguela")
F = list(range(12))
B = [12 + c for c in range(12)]


def pos(south: list[int], north: list[int], to_move: int = 0) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": [0, 0], "to_move": to_move})


def test_two_stones_from_the_outer_left_hole_round_to_f7() -> None:
    start = new_game(RULES)
    # 3 x 12 - 2 = 34 stones, two a hole from B0 anticlockwise: the back row, then F11 ... F7.
    assert start.pits[0] == (0,) * 7 + (2,) * 5 + (2,) * 12 and RULES.total_seeds == 68
    assert [m.pit for m in legal_moves(RULES, start)] == F[7:] + B


def test_the_opening_relays_when_the_facing_front_hole_is_empty() -> None:
    # B11 (2) -> F11, F10 (3): North's F1 facing F10 is empty, so F10 relays -> F9, F8, F7 (3):
    # North's F4 is empty too: relay -> F6, F5, F4, empty: the turn is over.
    after = apply_move(RULES, new_game(RULES), Move(B[11]))
    assert after.position.pits[0] == (0, 0, 0, 0, 1, 1, 1, 0, 3, 3, 0, 3) + (2,) * 11 + (0,)
    assert [e["type"] for e in after.events] == ["pickup", "sow", "relay", "sow", "relay", "sow"]


def test_a_capture_from_an_occupied_front_hole_is_sown_on_from_the_next_hole() -> None:
    # F2 (2) -> F1, F0 (1 -> 2, occupied): North's F11 (3) facing it and B11 (4) behind it: 7
    # stones sown from B0: B0 ... B6, empty: the turn is over; F0 keeps its 2 stones.
    south = [1, 0, 2] + [0] * 9 + [0] * 12
    north = [0] * 5 + [29] + [0] * 5 + [3] + [0] * 5 + [29] + [0] * 5 + [4]
    after = apply_move(RULES, pos(south, north), Move(F[2]))
    assert [(e["kind"], e["count"]) for e in after.events if e["type"] == "capture"] == [("column", 7)]
    assert after.position.pits[0] == (2, 1) + (0,) * 10 + (1,) * 7 + (0,) * 5
    assert after.position.pits[1] == (0,) * 5 + (29,) + (0,) * 11 + (29,) + (0,) * 6


def test_the_player_left_with_single_stones_cannot_move_and_loses() -> None:
    # B0 (2) -> B1, B2 (empty): the turn is over; North holds only single stones and loses.
    south = [0] * 12 + [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 42]
    after = apply_move(RULES, pos(south, [1] * 24), Move(B[0]))
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)
