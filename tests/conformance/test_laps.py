"""Obridjie's comparison with Ludii's Obridje rules a differing turn (L-OB1) only where the model of
conformance/laps.py reproduces both positions: these are turns of Ludii's seeded random games
(seed 1), Ludii's position after each as its trace recorded it.

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses

import pytest

import engine
from conformance.compare import canonical
from conformance.games import BY_KEY

GAME = BY_KEY["obridjie"]

CASES = [
    # North sows its hole 4 (2 seeds): its own hole 5 and South's hole 0 become four, the last seed's
    # the second. The engine takes the first in passing for North and the last for the mover (North);
    # Ludii takes each for its hole's owner. (The reading L-OB1 had before, every four to the owner of
    # the row where the lap ended, gives both to South: a difference.)
    ("successor", [3, 0, 2, 1, 0, 3, 1, 0, 11, 2, 2, 3, 12, 8], 1, 10,
     [0, 0, 2, 1, 0, 3, 1, 0, 11, 2, 0, 0, 12, 16],
     [0, 0, 2, 1, 0, 3, 1, 0, 11, 2, 0, 0, 16, 12],
     [0, 0, 2, 1, 0, 3, 1, 0, 11, 2, 0, 0, 20, 8]),
    # South sows its hole 0 (12 seeds), the last into the emptied hole itself: the engine takes the
    # three fours made in passing (South's holes 2 and 4, North's 5); Ludii looks at the lap's first
    # and last hole only (the same one) and takes none
    ("successor", [12, 2, 3, 1, 3, 1, 0, 2, 2, 2, 1, 3, 8, 8], 0, 0,
     [1, 3, 0, 2, 0, 2, 1, 3, 3, 3, 2, 0, 16, 12],
     [1, 3, 4, 2, 4, 2, 1, 3, 3, 3, 2, 4, 8, 8],
     [1, 3, 4, 2, 4, 2, 1, 3, 3, 3, 2, 0, 8, 12]),
    # South sows its hole 2 (13 seeds), then relays 2 seeds from hole 3: the engine takes South's
    # hole 0 in passing, then hole 4 in passing and the last seed's hole 5; Ludii's first lap looks at
    # holes 2 and 3 only, so hole 0 keeps its four, and its second lap takes holes 4 and 5 for South
    ("state", [3, 0, 13, 0, 2, 2, 1, 2, 11, 2, 0, 0, 8, 4], 0, 2,
     [0, 1, 1, 0, 0, 0, 2, 3, 12, 3, 1, 1, 20, 4],
     [4, 1, 1, 0, 0, 0, 2, 3, 12, 3, 1, 1, 16, 4],
     [0, 1, 1, 0, 0, 0, 2, 3, 12, 3, 1, 1, 16, 8]),
]


def _record(state: list[int], mover: int) -> dict[str, object]:
    """A position as the trace records it: canonical pits, the stores, Ludii's player to move."""
    return {"pits": state[:12], "stores": state[12:], "mover": mover + 1, "over": False}


@pytest.mark.parametrize(("kind", "before", "mover", "pit", "engine_after", "ludii_after", "wrong"), CASES,
                         ids=["last-four-to-owner", "lap-of-12", "lap-of-13-relayed"])
def test_a_differing_turn_is_ruled_only_where_the_model_gives_both_positions(
        kind: str, before: list[int], mover: int, pit: int, engine_after: list[int], ludii_after: list[int],
        wrong: list[int]) -> None:
    rules = engine.resolve_rules(GAME.variant, GAME.engine_options)
    position = dataclasses.replace(engine.new_game(rules), pits=(tuple(before[:6]), tuple(before[6:12])),
                                   stores=tuple(before[12:]), to_move=mover, ply=10)
    after = engine.apply_move(rules, position, engine.Move(pit - 6 * mover)).position
    assert (canonical(after), after.to_move) == (engine_after, 1 - mover)
    ruled = next(r for r in GAME.ruled if r.kind == kind)
    assert ruled.name == "L-OB1"
    ply = {**_record(before, mover), "move_c": pit}
    seeds = before[pit] if kind == "successor" else 0

    def applies(ludii: list[int]) -> bool:
        return ruled.applies(seeds, pit if kind == "successor" else -1, ply,
                             {**_record(ludii, 1 - mover), "engine": engine_after})

    assert applies(ludii_after)
    assert not applies(wrong)  # a Ludii position the ruling does not give is a difference
