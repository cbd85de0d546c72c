"""Makonn's ruling L-MK3 on Ludii's program checked exactly (docs/conformance.md; the model
conformance/fourrows.py ``makonn_turn``): Ludii's Makonn captures after a lap ending in an empty hole
of either row, from the outer row taking the mover's own inner hole of that column and then the
opponent's inner hole facing it; the rules text ("Captures are only made from the inner row") and
the engine capture from the inner row only. Canonical pits: seat 0's inner (front) row F0-F9 from
its left, then its outer (back) row B0-B9, B i behind F i; then seat 1's; F i faces the other
seat's F(9 - i)."""

from __future__ import annotations

import dataclasses
from typing import Any

import engine
from conformance.compare import canonical
from conformance.fourrows import makonn_turn
from conformance.games import BY_KEY, MAKONN_OUTER_CAPTURE
from engine.position import Phase

GAME = BY_KEY["makonn"]

# South (seat 0) sows B2 (canonical 12, two counters) anticlockwise along its outer row: B3, B4,
# both empty, the last counter staying in B4. The engine: an outer hole captures nothing, the turn
# is over. Ludii: B4's OppositePit is South's own F4 (3 counters, taken), its OppositeOuterPit
# North's F5, facing F4 (2 counters, taken).
BEFORE = [1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 2, 0, 0, 1, 1, 1, 1, 1,
          1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
ENGINE = [1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1,
          1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
LUDII = [1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1,
         1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]


def _engine(board: list[int], mover: int, pit: int) -> engine.Transition:
    rules = engine.resolve_rules(GAME.variant, GAME.engine_options)
    position = dataclasses.replace(engine.new_game(rules), pits=(tuple(board[:20]), tuple(board[20:])),
                                   to_move=mover, ply=10, phase=Phase.PLAY)
    return engine.apply_move(rules, position, engine.Move(pit - 20 * mover))


def _ruled(ludii: dict[str, Any], engine_after: list[int]) -> bool:
    ruled = next(r for r in MAKONN_OUTER_CAPTURE if r.kind == "successor")
    return ruled.applies(2, 12, {"pits": BEFORE, "stores": [], "mover": 1},
                         {**ludii, "engine_state": engine_after + [0, 0], "engine_events": []})


def test_the_model_without_the_ruling_is_the_engine() -> None:
    assert canonical(_engine(BEFORE, 0, 12).position)[:40] == ENGINE
    assert list(makonn_turn(tuple(BEFORE), 0, 12, 10, frozenset()).state) == ENGINE


def test_ludiis_outer_row_capture_is_ruled_exactly() -> None:
    assert list(makonn_turn(tuple(BEFORE), 0, 12, 10, frozenset({"L-MK3"})).state) == LUDII
    assert _ruled({"pits": LUDII, "stores": [], "mover": 2}, ENGINE)


def test_other_boards_are_differences() -> None:
    only_own = list(ENGINE)
    only_own[4] = 0  # South's own F4 taken, North's F5 left
    assert not _ruled({"pits": only_own, "stores": [], "mover": 2}, ENGINE)
    assert not _ruled({"pits": ENGINE, "stores": [], "mover": 2}, ENGINE)  # no difference to rule
    assert not _ruled({"pits": LUDII, "stores": [], "mover": 1}, ENGINE)  # South again: not Ludii's


def test_a_lap_ending_in_an_empty_inner_hole_is_not_the_ruling() -> None:
    """South sows B9 (two counters): F9, then F8, empty: both readings take North's F1 (facing F8)
    and the outer hole behind it; the turn is the same, and nothing is ruled."""
    board = list(BEFORE)
    board[19], board[8] = 2, 0
    same = makonn_turn(tuple(board), 0, 19, 10, frozenset())
    assert same == makonn_turn(tuple(board), 0, 19, 10, frozenset({"L-MK3"}))
    assert same.state[21] == same.state[31] == 0 and same.state[8] == 1
    assert list(same.state) == canonical(_engine(board, 0, 19).position)[:40]
