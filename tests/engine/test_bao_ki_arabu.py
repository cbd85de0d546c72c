"""Bao ki Arabu (docs/rules/bao-ki-arabu.md; Ingrams 1931 via Ludii): the rulebook as literal
positions. ``pits[seat]`` = front (inner) row F0…F7 then back (outer) row B0…B7, each from the seat's
own left; South's F c faces North's F(7−c), with North's B(7−c) behind it. Anticlockwise round a
seat's own holes: B0→B7→F7→F0→B0."""

from __future__ import annotations

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("bao-ki-arabu")
F = list(range(8))
B = [8 + c for c in range(8)]


def pos(south_front: list[int], south_back: list[int], north_front: list[int], north_back: list[int],
        stores: tuple[int, int]) -> engine.Position:
    return position_from_json(RULES, {"pits": [south_front + south_back, north_front + north_back],
                                      "stores": list(stores), "to_move": 0})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:8], pits[8:]


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_two_stones_in_every_hole_and_every_hole_may_be_played() -> None:
    start = new_game(RULES)
    assert rows(start, 0) == ([2] * 8, [2] * 8) and RULES.total_seeds == 64
    assert [m.pit for m in legal_moves(RULES, start)] == F + B


def test_the_opening_relays_round_the_own_rows_until_an_empty_front_hole_captures() -> None:
    # B7 (2) -> F7, F6 (3: lifted) -> F5, F4, F3 (lifted) -> F2, F1, F0 (lifted) -> B0, B1, B2
    # (lifted) -> B3, B4, B5 (lifted) -> B6, B7, F7 (4: lifted) -> F6, F5, F4, F3, emptied before:
    # F3 faces North's F4 (2) with North's B4 (2) behind it: 4 taken.
    after = apply_move(RULES, new_game(RULES), Move(B[7]))
    assert rows(after.position, 0) == ([0, 3, 3, 1, 4, 4, 1, 0], [3, 3, 0, 3, 3, 0, 3, 1])
    assert rows(after.position, 1) == ([2, 2, 2, 2, 0, 2, 2, 2], [2, 2, 2, 2, 0, 2, 2, 2])
    assert after.position.stores == (4, 0) and captured(after.events) == [4]


def test_a_single_stone_may_be_sown_into_an_occupied_hole() -> None:
    # no singleton rule (Ludii's program): B6 (1) -> B7 (2: lifted) -> F7, F6 (empty), facing
    # North's F1, empty: nothing is taken, North's back hole behind it keeps its 2.
    p = pos([0] * 8, [0, 0, 0, 0, 0, 0, 1, 1], [0] * 8, [3, 2, 0, 0, 0, 0, 0, 0], (39, 18))
    assert [m.pit for m in legal_moves(RULES, p)] == [B[6], B[7]]
    after = apply_move(RULES, p, Move(B[6]))
    assert rows(after.position, 0) == ([0, 0, 0, 0, 0, 0, 1, 1], [0] * 8)
    assert rows(after.position, 1) == ([0] * 8, [3, 2, 0, 0, 0, 0, 0, 0]) and captured(after.events) == []


def test_the_player_who_loses_all_their_stones_loses() -> None:
    # B7 (1) -> F7 (empty) takes North's F0 (3) and B0 (2), its last stones: North cannot move and
    # loses; each player scores their captures and the stones on their side, 46-18.
    p = pos([0] * 8, [0, 0, 0, 0, 0, 0, 1, 1], [3, 0, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0, 0, 0], (39, 18))
    after = apply_move(RULES, p, Move(B[7]))
    outcome = after.position.outcome
    assert captured(after.events) == [5]
    assert outcome is not None and outcome.reason == "cannot_move"
    assert outcome.scores == (46, 18) and outcome.winners == (0,)
