"""Bao la Kiswahili's comparison with Ludii's "Bao Kiswahili (East Africa)" rules a differing turn (a
capturing one under L-BK2, a takasa under L-BK1 or L-BK3) only where the model of conformance/bao.py
plays it both ways: without the rulings the engine's outcome (the engine's own move agrees), with
Ludii's readings Ludii's position. These are turns of
Ludii's seeded random games (seed 1), Ludii's position after each as its trace recorded it.

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import engine
from conformance.bao import LUDII, Outcome, ludii_listing, turns
from conformance.compare import canonical
from conformance.games import CAPTURE_FROM_KICHWA, CAPTURE_INTO_EMPTY, HOUSE_IN_MTAJI, NAMUA_EMPTY_CAPTURE
from engine import Move
from engine.position import BaoState
from engine.rules import Direction

RULES = engine.resolve_rules("bao-la-kiswahili", {"repetition_count": 0})

# North (seat 1) enters a kete into its F6 (namua) and captures South's F1 (1 kete). The engine sows
# it from North's nearer kichwa F7, which receives it. Ludii reads "Left" on the board: North's F6 is
# the board's second column from the left, its "LeftMostInner" kichwa North's F0: the kete goes into
# F0, which is lifted and sown from F1; the lap ends in the empty F1 facing South's F6 (2), which
# Ludii captures too (L-BK1), sown from North's F7 (board column 0, "RightMostInner"): F6, F5.
NAMUA_BEFORE = [0, 1, 0, 1, 7, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 0, 6, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 22]
NAMUA_ENGINE = [0, 0, 0, 1, 7, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 0, 6, 0, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 21, 21]
NAMUA_LUDII = [0, 0, 0, 1, 7, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
               0, 1, 0, 0, 6, 1, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 21]

# Mtaji (ply 226): North sows its F4 (3 kete) ccw, the lap ends in F1 (6) facing South's F6 (7). The
# engine sows the 7 from the nearer kichwa F0 cw (F0 receives the first), the lap ends in F6 facing
# South's F1, captured again and sown from F7. Ludii puts the 7 into North's F7 (the board's right)
# and sows the 7 from F6 down to F0, which was empty: the turn is over (L-BK2 alone).
# Namua (ply 22): North enters into F6 and captures; Ludii's later capture empties South's front row
# and its game ends there, within the turn (its end is checked after every ply, each lap one); the
# engine's turn goes on (South would lose at the start of its turn).
OVER_BEFORE = [0, 2, 1, 2, 2, 3, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1,
               0, 3, 0, 2, 0, 0, 3, 0, 1, 1, 0, 0, 0, 0, 0, 0, 19, 20]
OVER_ENGINE = [0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
               1, 0, 2, 6, 3, 3, 1, 2, 1, 1, 0, 0, 0, 0, 1, 1, 19, 19]
OVER_LUDII = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
              0, 7, 0, 4, 2, 3, 6, 0, 1, 1, 0, 0, 0, 0, 0, 0, 19, 19]

MTAJI_BEFORE = [1, 1, 0, 2, 7, 4, 7, 0, 1, 2, 4, 3, 0, 1, 0, 2,
                0, 6, 0, 0, 3, 0, 3, 0, 3, 0, 3, 4, 3, 0, 3, 1, 0, 0]
MTAJI_ENGINE = [1, 0, 0, 2, 7, 4, 0, 0, 1, 2, 4, 3, 0, 1, 0, 2,
                1, 8, 2, 2, 1, 1, 4, 1, 3, 0, 3, 4, 3, 0, 3, 1, 0, 0]
MTAJI_LUDII = [1, 1, 0, 2, 7, 4, 0, 0, 1, 2, 4, 3, 0, 1, 0, 2,
               1, 8, 2, 2, 1, 1, 4, 0, 3, 0, 3, 4, 3, 0, 3, 1, 0, 0]


# Mtaji takasa (ply 389): South sows its back pit 10 (3 kete) cw: 9, 8, then F0, which was empty:
# the engine's turn is over. Ludii captures North's F7 (1 kete) facing it (L-BK1), puts it into F0
# and sows F0's 2 from F1: the lap ends in the empty F2 facing nothing.
EMPTY_BEFORE = [0, 0, 0, 0, 1, 0, 0, 0, 1, 2, 3, 1, 3, 0, 0, 0,
                0, 0, 6, 10, 7, 0, 6, 1, 2, 0, 1, 6, 3, 7, 0, 4, 0, 0]
EMPTY_ENGINE = [1, 0, 0, 0, 1, 0, 0, 0, 2, 3, 0, 1, 3, 0, 0, 0,
                0, 0, 6, 10, 7, 0, 6, 1, 2, 0, 1, 6, 3, 7, 0, 4, 0, 0]
EMPTY_LUDII = [0, 1, 1, 0, 1, 0, 0, 0, 2, 3, 0, 1, 3, 0, 0, 0,
               0, 0, 6, 10, 7, 0, 6, 0, 2, 0, 1, 6, 3, 7, 0, 4, 0, 0]

# Mtaji takasa (ply 318): North sows its F6 (3 kete) ccw and relays through its back row; a lap ends
# in its house F4 (9 kete before), where the engine relays on (no house rules in the mtaji stage)
# and Ludii stops (L-BK3).
HOUSE_BEFORE = [0, 8, 0, 0, 0, 0, 0, 0, 5, 1, 1, 1, 2, 0, 2, 1,
                0, 3, 3, 4, 9, 0, 3, 0, 4, 2, 1, 2, 0, 3, 2, 7, 0, 0]
HOUSE_ENGINE = [0, 8, 0, 0, 0, 0, 0, 0, 5, 1, 1, 1, 2, 0, 2, 1,
                1, 4, 4, 0, 10, 1, 0, 0, 5, 0, 2, 3, 1, 3, 2, 7, 0, 0]
HOUSE_LUDII = [0, 8, 0, 0, 0, 0, 0, 0, 5, 1, 1, 1, 2, 0, 2, 1,
               1, 4, 4, 5, 10, 0, 0, 1, 0, 3, 2, 0, 1, 4, 0, 8, 0, 0]


def _engine_turn(board: list[int], mover: int, move: Move) -> tuple[list[int], int]:
    """The engine's own move from the canonical ``board`` (both houses standing)."""
    start = engine.new_game(RULES)
    assert start.bao is not None
    position = dataclasses.replace(start, pits=(tuple(board[:16]), tuple(board[16:32])),
                                   stores=tuple(board[32:]), to_move=mover, ply=10,
                                   bao=BaoState(nyumba=(True, True), takasia=False))
    assert move in engine.legal_moves(RULES, position)
    played = engine.apply_move(RULES, position, move).position
    return canonical(played), played.to_move


def _turn(move: dict[str, Any], engine_after: list[int], after: list[int], over: bool = False,
          captured: bool = True, to_move: int = 0) -> dict[str, Any]:
    """The walk's record of a differing turn (conformance/turns.py): ``captured``, the engine's move
    made a capture (its events)."""
    return {"engine_moves": [(move, engine_after, to_move)], "nyumba": [True, True], "after": after,
            "after_mover": to_move, "over": over, "engine_events": [{"type": "capture"}] if captured else []}


def test_namua_capture_by_north_sown_from_the_farther_kichwa() -> None:
    assert _engine_turn(NAMUA_BEFORE, 1, Move(6, Direction.CCW)) == (NAMUA_ENGINE, 0)
    assert list(turns(NAMUA_BEFORE, 1, 6, False, False, True)) == [Outcome(tuple(NAMUA_ENGINE), 0)]
    assert Outcome(tuple(NAMUA_LUDII), 0) in turns(NAMUA_BEFORE, 1, 6, False, False, True, LUDII)
    ply = {"mover": 2, "pits": NAMUA_BEFORE[:32], "stores": NAMUA_BEFORE[32:]}
    record = _turn({"pit": 22, "direction": "ccw"}, NAMUA_ENGINE, NAMUA_LUDII)
    assert CAPTURE_FROM_KICHWA.applies(0, 22, ply, record)


def test_mtaji_capture_sown_from_after_the_kichwa() -> None:
    assert _engine_turn(MTAJI_BEFORE, 1, Move(4, Direction.CCW)) == (MTAJI_ENGINE, 0)
    assert list(turns(MTAJI_BEFORE, 1, 4, False, False, True)) == [Outcome(tuple(MTAJI_ENGINE), 0)]
    ply = {"mover": 2, "pits": MTAJI_BEFORE[:32], "stores": MTAJI_BEFORE[32:]}
    record = _turn({"pit": 20, "direction": "ccw"}, MTAJI_ENGINE, MTAJI_LUDII)
    assert CAPTURE_FROM_KICHWA.applies(0, 20, ply, record)


def test_ludii_game_ends_within_the_turn() -> None:
    assert _engine_turn(OVER_BEFORE, 1, Move(6, Direction.CCW)) == (OVER_ENGINE, 0)
    ply = {"mover": 2, "pits": OVER_BEFORE[:32], "stores": OVER_BEFORE[32:]}
    assert CAPTURE_FROM_KICHWA.applies(0, 22, ply, _turn({"pit": 22, "direction": "ccw"}, OVER_ENGINE,
                                                           OVER_LUDII, over=True))
    # the same position where Ludii's game went on: no reading gives it
    assert not CAPTURE_FROM_KICHWA.applies(0, 22, ply, _turn({"pit": 22, "direction": "ccw"}, OVER_ENGINE,
                                                               OVER_LUDII))


def test_takasa_ending_in_an_empty_pit_facing_kete() -> None:
    assert _engine_turn(EMPTY_BEFORE, 0, Move(10, Direction.CW)) == (EMPTY_ENGINE, 1)
    assert list(turns(EMPTY_BEFORE, 0, 10, True, False, True)) == [Outcome(tuple(EMPTY_ENGINE), 1)]
    assert list(turns(EMPTY_BEFORE, 0, 10, True, False, True, LUDII)) == [Outcome(tuple(EMPTY_LUDII), 1)]
    ply = {"mover": 1, "pits": EMPTY_BEFORE[:32], "stores": EMPTY_BEFORE[32:]}
    record = _turn({"pit": 10, "direction": "cw"}, EMPTY_ENGINE, EMPTY_LUDII, captured=False, to_move=1)
    assert CAPTURE_INTO_EMPTY.applies(0, 10, ply, record)
    assert not HOUSE_IN_MTAJI.applies(0, 10, ply, record)  # not the house's reading
    assert not CAPTURE_FROM_KICHWA.applies(0, 10, ply, record)  # the engine captured nothing


def test_mtaji_takasa_stopped_in_the_house() -> None:
    assert _engine_turn(HOUSE_BEFORE, 1, Move(6, Direction.CCW)) == (HOUSE_ENGINE, 0)
    ply = {"mover": 2, "pits": HOUSE_BEFORE[:32], "stores": HOUSE_BEFORE[32:]}
    record = _turn({"pit": 22, "direction": "ccw"}, HOUSE_ENGINE, HOUSE_LUDII, captured=False)
    assert HOUSE_IN_MTAJI.applies(0, 22, ply, record)
    assert not CAPTURE_INTO_EMPTY.applies(0, 22, ply, record)
    # where the engine's house no longer stands, Ludii's may still: both are tried
    assert HOUSE_IN_MTAJI.applies(0, 22, ply, {**record, "nyumba": [True, False]})


def test_near_misses_are_not_ruled() -> None:
    ply = {"mover": 2, "pits": MTAJI_BEFORE[:32], "stores": MTAJI_BEFORE[32:]}
    # Ludii's position with one kete moved (F0 to F1): no reading gives it
    moved = list(MTAJI_LUDII)
    moved[16], moved[17] = 0, 9
    assert not CAPTURE_FROM_KICHWA.applies(0, 20, ply, _turn({"pit": 20, "direction": "ccw"},
                                                               MTAJI_ENGINE, moved))
    # the engine's outcome misread (the model without rulings must give it exactly)
    assert not CAPTURE_FROM_KICHWA.applies(0, 20, ply, _turn({"pit": 20, "direction": "ccw"},
                                                               MTAJI_LUDII, MTAJI_LUDII))
    # Ludii's position but the wrong player to move
    wrong = _turn({"pit": 20, "direction": "ccw"}, MTAJI_ENGINE, MTAJI_LUDII)
    wrong["after_mover"] = 1
    assert not CAPTURE_FROM_KICHWA.applies(0, 20, ply, wrong)


def test_ludii_lists_are_modelled_whole() -> None:
    # the start (every game's ply 0): Ludii lists only entering into South's empty F1, F2, F3, facing
    # North's 2, 2, 6; the engine offers F5 and F6 (takasa)
    start = [0, 0, 0, 0, 6, 2, 2, 0, *[0] * 8, 0, 0, 0, 0, 6, 2, 2, 0, *[0] * 8]
    assert ludii_listing(start, [22, 22], 0, True) == {1, 2, 3}
    ply = {"mover": 1, "pits": start, "stores": [22, 22]}
    assert all(NAMUA_EMPTY_CAPTURE.applies(0, c, ply, {"engine": [5, 6], "ludii": [1, 2, 3]}) for c in (1, 2, 3))
    # a list the model does not give (F5 with them) is not ruled, even for the pits it explains
    assert not NAMUA_EMPTY_CAPTURE.applies(0, 1, ply, {"engine": [5, 6], "ludii": [1, 2, 3, 5]})
    # mtaji (ply 389's position): Ludii lists every pit whose lap ends facing kete, or below an
    # occupied front pit (pit 10 sown cw ends in the empty F0 facing North's F7); pit 12 (3 kete)
    # ends below the empty F1 (cw) or F7 (ccw) and is not listed
    assert ludii_listing(EMPTY_BEFORE[:32], [0, 0], 0, True) == {4, 8, 9, 10, 11}
