"""Njombwa, two counters (docs/rules/njombwa.md; Sanderson 1913 via Ludii): the rulebook as literal
positions. ``pits[seat]`` = front (inner) row F0…F7 then back (outer) row B0…B7, each from the seat's
own left; South's F c faces North's F(7−c), with North's B(7−c) behind it. Anticlockwise round a
seat's own holes: B0→B7→F7→F0→B0."""

from __future__ import annotations

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("njombwa")
F = list(range(8))
B = [8 + c for c in range(8)]
EMPTY = [0] * 8


def pos(south_front: list[int], south_back: list[int], north_front: list[int], north_back: list[int],
        stores: tuple[int, int], to_move: int = 0) -> engine.Position:
    return position_from_json(RULES, {"pits": [south_front + south_back, north_front + north_back],
                                      "stores": list(stores), "to_move": to_move})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:8], pits[8:]


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_two_stones_a_hole_but_the_two_leftmost_front_holes_and_singles_wait() -> None:
    start = new_game(RULES)
    assert rows(start, 0) == ([0, 1, 2, 2, 2, 2, 2, 2], [2] * 8) and RULES.total_seeds == 58
    assert [m.pit for m in legal_moves(RULES, start)] == F[2:] + B  # F1's single stone waits


def test_the_opening_relays_and_an_empty_front_hole_takes_the_front_and_back_holes_facing_it() -> None:
    # B7 (2) -> F7, F6 (3: lifted) -> F5, F4, F3 (3: lifted) -> F2, F1, F0 (empty): North's F7 (2)
    # and B7 (2) behind it are taken.
    after = apply_move(RULES, new_game(RULES), Move(B[7]))
    assert rows(after.position, 0) == ([1, 2, 3, 0, 3, 3, 0, 3], [2, 2, 2, 2, 2, 2, 2, 0])
    assert rows(after.position, 1) == ([0, 1, 2, 2, 2, 2, 2, 0], [2, 2, 2, 2, 2, 2, 2, 0])
    assert after.position.stores == (4, 0) and captured(after.events) == [4]


def test_a_single_stone_goes_only_into_an_empty_hole_and_captures_there() -> None:
    # Only singles: B6 faces an occupied B7, so only B7 -> F7 (empty) may be sown; it takes North's
    # F0 (2) and B0 (3), North's last stones: North cannot move and loses.
    p = pos(EMPTY, [0, 0, 0, 0, 0, 0, 1, 1], [2, 0, 0, 0, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0, 0, 0], (26, 25))
    assert [m.pit for m in legal_moves(RULES, p)] == [B[7]]
    after = apply_move(RULES, p, Move(B[7]))
    outcome = after.position.outcome
    assert captured(after.events) == [5] and after.position.stores == (31, 25)
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)


def test_a_player_whose_single_stones_are_all_blocked_loses() -> None:
    # North F0 (2) -> B0, B1; South holds a single stone in each of its 16 holes: none may move.
    p = pos([1] * 8, [1] * 8, [2, 0, 0, 0, 0, 0, 0, 0], EMPTY, (20, 20), to_move=1)
    after = apply_move(RULES, p, Move(F[0]))
    outcome = after.position.outcome
    assert rows(after.position, 1) == (EMPTY, [1, 1, 0, 0, 0, 0, 0, 0])
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (1,)
