"""Nchayo (docs/rules/nchayo.md; Viegas Guerreiro 1966 via Ludii): the rulebook as literal positions.
``pits[seat]`` = front (inner) row F0…F4 then back (outer) row B0…B4, each from the seat's own left;
South's F c faces North's F(4−c), with North's B(4−c) behind it. Anticlockwise round a seat's own
holes: B0→B4→F4→F0→B0."""

from __future__ import annotations

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("nchayo")
F = list(range(5))
B = [5 + c for c in range(5)]
EMPTY = [0] * 5


def pos(south_front: list[int], south_back: list[int], north_front: list[int], north_back: list[int],
        stores: tuple[int, int]) -> engine.Position:
    return position_from_json(RULES, {"pits": [south_front + south_back, north_front + north_back],
                                      "stores": list(stores), "to_move": 0})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:5], pits[5:]


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_one_stone_in_every_hole_and_every_hole_may_be_played() -> None:
    start = new_game(RULES)
    assert rows(start, 0) == ([1] * 5, [1] * 5) and RULES.total_seeds == 20
    assert [m.pit for m in legal_moves(RULES, start)] == F + B


def test_the_opening_relays_round_the_own_rows_until_an_empty_front_hole_captures() -> None:
    # B4 (1) -> F4 (2: lifted) -> F3, F2 (2: lifted) -> F1, F0 (lifted) -> B0, B1 (lifted) -> B2,
    # B3 (lifted) -> B4, F4, both emptied before: F4 faces North's F0 (1), B0 (1) behind it: 2.
    after = apply_move(RULES, new_game(RULES), Move(B[4]))
    assert rows(after.position, 0) == ([0, 2, 0, 2, 1], [2, 0, 2, 0, 1])
    assert rows(after.position, 1) == ([0, 1, 1, 1, 1], [0, 1, 1, 1, 1])
    assert after.position.stores == (2, 0) and captured(after.events) == [2]


def test_the_back_hole_is_taken_only_after_the_front_hole() -> None:
    p = pos([0, 1, 0, 0, 0], [0, 0, 0, 0, 1], [0, 0, 0, 0, 1], [3, 0, 0, 0, 0], (8, 6))
    after = apply_move(RULES, p, Move(B[4]))  # F4 faces North's empty F0: nothing, B0's 3 stay
    assert rows(after.position, 1) == ([0, 0, 0, 0, 1], [3, 0, 0, 0, 0]) and captured(after.events) == []


def test_the_player_who_takes_all_the_opponents_stones_wins() -> None:
    # B4 -> F4 (empty) takes North's F0 (2) and B0 (3), its last stones: North cannot move and
    # loses; each player scores their captures and the stones on their side, 15-5.
    p = pos([0, 1, 0, 0, 0], [0, 0, 0, 0, 1], [2, 0, 0, 0, 0], [3, 0, 0, 0, 0], (8, 5))
    after = apply_move(RULES, p, Move(B[4]))
    outcome = after.position.outcome
    assert captured(after.events) == [5]
    assert outcome is not None and outcome.reason == "cannot_move"
    assert outcome.scores == (15, 5) and outcome.winners == (0,)
