"""Giuthi against Ludii's Kiuthi: ruling L-KI1 (Leakey's second move) checked exactly
(docs/conformance.md): where a move's first lap ends in the mover's own row, Ludii's next decision is
the mover's, from the board after that lap alone; the engine (the rules sheet) relays on. Literal
positions from Ludii's seeded game 0 of seed 1 (Ludii: http://ludii.games, github.com/Ludeme/Ludii,
commit 845cda6f33, CC BY-NC-ND 4.0); canonical pits: South's six from its left, North's six, then the
two stores; a move's key is its pit, + 100 sown clockwise."""

from __future__ import annotations

import engine
from conformance import kiuthi


def _played(state: list[int], mover: int, key: int) -> tuple[tuple[list[int], bool] | None, list[int]]:
    rules = kiuthi._rules()
    position = kiuthi._position(state, mover)
    move = next(m for m in engine.legal_moves(rules, position) if kiuthi.key(position, m) == key)
    played = engine.apply_move(rules, position, move)
    return kiuthi._first_lap(position, played.events), kiuthi.canonical(played.position)


def test_south_s_clockwise_lap_ends_in_its_own_row() -> None:
    """South sows the 9 seeds of its hole 0 clockwise, round North's row, into its own hole 3:
    Ludii's next decision is South's, from this board."""
    lap, whole = _played([9, 2, 1, 7, 7, 7, 7, 2, 10, 10, 10, 0, 0, 0], 0, 100)
    assert lap == ([0, 2, 1, 8, 8, 8, 8, 3, 11, 11, 11, 1, 0, 0], True)
    assert whole != lap[0]  # the engine's turn goes on from the occupied hole


def test_north_s_lap_in_its_own_row() -> None:
    lap, _ = _played([6, 1, 10, 17, 2, 13, 2, 3, 4, 2, 0, 2, 10, 0], 1, 109)
    assert lap == ([6, 1, 10, 17, 2, 13, 2, 4, 5, 0, 0, 2, 10, 0], True)


def test_a_lap_into_the_opponent_s_row_is_no_second_move() -> None:
    """South's hole 0 anticlockwise: nine seeds from hole 1 on end in North's row."""
    lap, _ = _played([9, 2, 1, 7, 7, 7, 7, 2, 10, 10, 10, 0, 0, 0], 0, 0)
    assert lap is not None and lap[1] is False
