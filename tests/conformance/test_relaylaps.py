"""The turn-by-turn comparison of Walak-pussa and Pallanguzhi with Ludii (conformance/relaylaps.py)
rules a differing turn only where its model reproduces both positions: these are turns of Ludii's
seeded random games (seed 1), Ludii's position after each as its trace recorded it.

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses

import pytest

import engine
from conformance import relaylaps
from conformance.compare import canonical
from engine.rules import Direction

CCW = Direction.CCW

CASES = [
    # Walak-pussa: North sows its hole 2 (4 seeds), the last seed into an empty hole: the engine takes
    # the next hole (South's 7 seeds); Ludii's chain takes South's holes 2, 4 and 6, each beyond an
    # empty hole, too: South's row is empty and the round is over
    ("walak-pussa", [7, 0, 2, 0, 1, 0, 2, 1, 1, 4, 1, 0, 1, 0, 16, 20], 1, 2,
     [0, 0, 2, 0, 1, 0, 2, 1, 1, 0, 2, 1, 2, 1, 16, 27], 0,
     [0] * 14 + [16, 40], None, ["L-WP1"]),
    # Walak-pussa: North is left with single seeds only; the engine plays on, Ludii ends the round
    ("walak-pussa", [4, 0, 2, 2, 0, 2, 1, 0, 0, 0, 0, 0, 1, 0, 17, 27], 0, 5,
     [4, 0, 2, 2, 0, 0, 2, 1, 0, 0, 0, 0, 1, 0, 17, 27], 1,
     [0] * 14 + [27, 29], None, ["L-WP2"]),
    # Pallanguzhi: North's last seed makes South's hole 2 four: the engine relays from it, Ludii
    # gives the four to South and ends the turn
    ("pallanguzhi", [0, 0, 3, 0, 0, 1, 0, 0, 2, 0, 1, 0, 1, 3, 44, 29], 1, 6,
     [1, 1, 0, 1, 1, 2, 1, 0, 2, 0, 1, 0, 1, 0, 44, 29], 0,
     [1, 1, 0, 0, 0, 1, 0, 0, 2, 0, 1, 0, 1, 0, 48, 29], 0, ["L-PA1"]),
    # Pallanguzhi: North's first lap empties North's row; the engine relays on, Ludii's round is over
    ("pallanguzhi", [0, 1, 0, 2, 0, 1, 1, 0, 0, 0, 0, 0, 0, 2, 47, 30], 1, 6,
     [1, 0, 1, 0, 1, 2, 0, 1, 1, 0, 0, 0, 0, 0, 47, 30], 0,
     [0] * 14 + [54, 30], None, ["L-PA2"]),
]


@pytest.mark.parametrize(("key", "before", "mover", "pit", "engine_after", "engine_next", "ludii_after",
                          "ludii_next", "rulings"), CASES, ids=[f"{c[0]}-{c[-1][0]}" for c in CASES])
def test_a_differing_turn_is_ruled_only_where_the_model_gives_both_positions(
        key: str, before: list[int], mover: int, pit: int, engine_after: list[int], engine_next: int,
        ludii_after: list[int], ludii_next: int | None, rulings: list[str]) -> None:
    rules = engine.resolve_rules(key, relaylaps.GAMES[key].options)
    position = dataclasses.replace(
        engine.new_game(rules), pits=(tuple(before[:7]), tuple(before[7:14])), stores=tuple(before[14:]),
        to_move=mover, ply=10, directions=(CCW, CCW) if rules.direction_kept.value != "none" else None)
    move = engine.Move(pit, CCW if position.directions else None)
    after = engine.apply_move(rules, position, move).position
    assert (canonical(after), after.to_move) == (engine_after, engine_next)
    ludii = relaylaps.Turn(tuple(ludii_after), ludii_next)
    assert relaylaps._judge(relaylaps.GAMES[key], position, move, after, ludii) == rulings
    # a Ludii position the rulings do not give is a difference
    other = relaylaps.Turn(tuple(ludii_after[:13] + [ludii_after[13] + 1] + ludii_after[14:15] + [ludii_after[15] - 1]),
                           ludii_next)
    assert isinstance(relaylaps._judge(relaylaps.GAMES[key], position, move, after, other), str)
