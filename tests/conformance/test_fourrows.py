"""Namudilakunze's comparison with Ludii's Namudilakunze rules a first turn that takes the facing
front hole (L-NZ1) only where the model of conformance/fourrows.py gives the engine's board without
the ruling and Ludii's with it: Ludii's game 0 of seed 1 as its trace recorded it (canonical pits,
conformance/sites.py ``four_row``).

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import engine
from conformance.compare import canonical
from conformance.games import BY_KEY

GAME = BY_KEY["namudilakunze"]

# Ply 8, North's first (clockwise) turn: North sows its front hole 1 (canonical 15, 1 seed) into its
# empty front hole 2, facing South's front hole 4, which holds a seed. The engine takes nothing (the
# back hole is taken only behind an empty front hole); Ludii's first-turn phase takes that front hole.
BEFORE = [0, 2, 0, 1, 1, 2, 0, 1, 0, 2, 0, 2, 0, 2, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1]
ENGINE = [0, 2, 0, 1, 1, 2, 0, 1, 0, 2, 0, 2, 0, 2, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1]
LUDII = [0, 2, 0, 1, 0, 2, 0, 1, 0, 2, 0, 2, 0, 2, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1]
# (Ludii lists its sites once in a first turn, twice in the turn that chooses a way)
FIRST_TURN = {"pits": BEFORE, "mover": 2, "hands": [0, 0], "legal": [14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 25, 26]}


def _ruled(kind: str, ludii: list[int], to_move: int = 0, **ply: Any) -> bool:
    ruled = next(r for r in GAME.ruled if r.kind == kind and r.name == "L-NZ1")
    start = {**FIRST_TURN, **ply, "move_c": 15}
    rec = {"pits": ludii, "hands": [0, 0], "mover": to_move + 1, "over": False}
    if kind == "successor":
        return ruled.applies(1, 15, start, {**rec, "engine_state": [*ENGINE, 0, 0]})
    return ruled.applies(0, -1, rec, {"engine_state": [*ENGINE, 0, 0], "turn_start": start, "engine_events": []})


def test_a_first_turn_taking_the_facing_front_hole_is_ruled_only_where_the_model_gives_both_boards() -> None:
    rules = engine.resolve_rules(GAME.variant, GAME.engine_options)
    position = dataclasses.replace(engine.new_game(rules), pits=(tuple(BEFORE[:14]), tuple(BEFORE[14:])), to_move=1)
    after = engine.apply_move(rules, position, engine.Move(pit=1)).position
    assert (canonical(after)[:28], after.to_move) == (ENGINE, 0)
    assert _ruled("successor", LUDII)
    assert _ruled("state", LUDII)
    assert not _ruled("successor", LUDII, to_move=1)  # North to move again: not what the program gives
    # a later turn (North has chosen its way: player values set): Ludii's main phase takes no front hole
    assert not _ruled("successor", LUDII, pvalue=[2, 2])
    # another front hole emptied (South's 3, not the facing 4): the shape the check counted before
    assert not _ruled("successor", [0, 2, 0, 0, 1, 2, 0, 1, 0, 2, 0, 2, 0, 2, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1])
