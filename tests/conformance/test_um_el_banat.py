"""Um el Banat's ruling L-UB1 on Ludii's program checked exactly (docs/conformance.md; the model
conformance/wegues.py ``wegue_turn``): Ludii keeps a hole's mark in its site state, which goes
when a capture empties the hole; Davies's text and the engine mark a hole for good. Literal
positions from the comparison's games, Ludii's seeded games of seed 1 (Ludii: http://ludii.games,
github.com/Ludeme/Ludii, commit 845cda6f33, CC BY-NC-ND 4.0); canonical pits: South's (seat 0,
Ludii's player 1) six holes S0-S5 from its left, then North's N0-N5, then the two hands. Ludii's
``site_state`` keys are its sites (S c = site c, N c = site 11 - c), its values the player who
marked the hole; the engine's marks are listed by canonical pit (the marking seat, or -1)."""

from __future__ import annotations

import dataclasses
from typing import Any

import engine
from conformance.compare import canonical
from conformance.games import BY_KEY, MARK_DROPPED
from conformance.sites_walk import _marks
from conformance.wegues import UM_EL_BANAT, wegue_turn

GAME = BY_KEY["um-el-banat"]
RULED = {r.kind: r for r in MARK_DROPPED}

# Ludii's game 178 (Ludii → engine), ply 50: South's relay lap ends in S4, North's marked hole
# holding one, and takes its two counters. Ludii's mark on S4 goes with them (site 4 no longer in
# the site state at ply 51); the engine's stays.
DROPPED = [
    {"mover": 1, "pits": [2, 11, 0, 0, 1, 0, 1, 0, 2, 14, 6, 1], "stores": [10, 0], "site_state": {"1": 2, "4": 2}},
    {"mover": 1, "pits": [3, 12, 1, 1, 0, 0, 1, 0, 2, 14, 0, 2], "stores": [12, 0], "site_state": {"1": 2}},
]
MARKS = [-1, 1, -1, -1, 1, -1, -1, -1, -1, -1, -1, -1]  # the engine's: North's S1 and S4

# Ply 51: South sows S3's counter into S4, now empty. The engine: North's marked hole, the counter
# taken, South plays again. Ludii: an empty hole, the turn is over, North to move.
PLY = {"ply": 51, "mover": 1, "pits": [3, 12, 1, 1, 0, 0, 1, 0, 2, 14, 0, 2], "stores": [12, 0],
       "site_state": {"1": 2}, "legal_c": [0, 2, 3], "move_c": 2}
ENGINE = [3, 12, 1, 0, 0, 0, 1, 0, 2, 14, 0, 2, 13, 0]
LUDII = {"mover": 2, "over": False, "pits": [3, 12, 1, 0, 1, 0, 1, 0, 2, 14, 0, 2], "stores": [12, 0],
         "site_state": {"1": 2}}


def _engine_turn(state: list[int], mover: int, pit: int, marks: list[int]) -> engine.Transition:
    rules = engine.resolve_rules(GAME.variant, GAME.engine_options)
    wegue = tuple(tuple(None if m < 0 else m for m in marks[s * 6:(s + 1) * 6]) for s in (0, 1))
    position = dataclasses.replace(engine.new_game(rules), pits=(tuple(state[:6]), tuple(state[6:12])),
                                   stores=tuple(state[12:]), to_move=mover, ply=40, wegue=wegue)
    return engine.apply_move(rules, position, engine.Move(pit - 6 * mover))


def _successor(ludii: dict[str, Any], engine_state: list[int] = ENGINE, to_move: int | None = 0,
               end: dict[str, Any] | None = None, marks: list[int] = MARKS,
               records: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    records = [*DROPPED, PLY] if records is None else records
    return {**ludii, "engine_state": engine_state, "engine_marks": marks, "engine_to_move": to_move,
            "engine_end": end, "ludii_records": records}


def test_the_engines_own_move_is_the_models_with_its_marks() -> None:
    played = _engine_turn([*PLY["pits"], *PLY["stores"]], 0, 3, MARKS)
    model = wegue_turn([*PLY["pits"], *PLY["stores"]], 0, 3, MARKS, UM_EL_BANAT)
    assert canonical(played.position) == list(model.state) == ENGINE
    assert played.position.to_move == model.to_move == 0
    assert _marks(played.position) == list(model.marks) == MARKS


def test_ludiis_successor_without_the_dropped_mark_is_ruled() -> None:
    assert RULED["successor"].applies(1, 3, PLY, _successor(LUDII))


def test_a_successor_the_marks_do_not_explain_is_a_difference() -> None:
    ruled = RULED["successor"]
    assert not ruled.applies(1, 3, PLY, _successor({**LUDII, "mover": 1}))  # South playing on
    assert not ruled.applies(1, 3, PLY, _successor({**LUDII, "site_state": {"1": 2, "4": 2}}))  # the mark kept
    assert not ruled.applies(1, 3, PLY, _successor({**LUDII, "stores": [13, 0]}))  # a counter taken too
    assert not ruled.applies(1, 3, PLY, _successor(LUDII, to_move=1))  # not the engine's next player
    assert not ruled.applies(1, 3, PLY, _successor(LUDII, records=[PLY]))  # no capture dropped the mark
    emptied_by_sowing = [{**DROPPED[0], "stores": [12, 0]}, *DROPPED[1:], PLY]  # the hole emptied, no capture
    assert not ruled.applies(1, 3, PLY, _successor(LUDII, records=emptied_by_sowing))
    assert not ruled.applies(1, 3, PLY, _successor(LUDII, marks=[-1, 1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1]))


# Ply 54: S4 holds a counter again. Ludii lets South sow it; the engine, whose mark stays, does not.
LEGAL_PLY = {"ply": 54, "mover": 1, "pits": [3, 12, 0, 0, 1, 1, 0, 1, 2, 14, 0, 2], "stores": [12, 0],
             "site_state": {"1": 2}, "legal": [0, 4, 5], "legal_c": [0, 4, 5], "move_c": 5}


def test_ludiis_move_from_the_unmarked_hole_is_ruled() -> None:
    mine = {"engine_legal": [0, 5], "engine_marks": MARKS, "ludii_records": [*DROPPED, LEGAL_PLY]}
    assert RULED["legal"].applies(1, 4, LEGAL_PLY, mine)
    assert not RULED["legal"].applies(1, 4, LEGAL_PLY, {**mine, "engine_legal": [0]})  # another engine set
    assert not RULED["legal"].applies(1, 4, {**LEGAL_PLY, "legal": [0, 1, 4, 5], "legal_c": [0, 1, 4, 5]}, mine)  # N1 not the marks'
    assert not RULED["legal"].applies(1, 4, LEGAL_PLY, {**mine, "ludii_records": [LEGAL_PLY]})  # no drop seen


# Ludii's game 16 (Ludii → engine): at ply 45 South's lap takes the two counters of S5, North's
# marked hole; Ludii's mark on S5 goes. At ply 50 South sows S2 (1) into S3, whose two counters are
# sown on into S4 and S5: the engine takes S5's counter (North's mark) and South plays again;
# in Ludii the lap ends in an empty hole, North, with one counter in South's marked N0 only, passes,
# and South is to move at ply 53.
DROPPED_S5 = [
    {"mover": 1, "pits": [0, 0, 0, 2, 9, 1, 4, 0, 0, 0, 2, 4], "stores": [24, 2], "site_state": {"4": 2, "5": 2, "11": 1}},
    {"mover": 1, "pits": [0, 0, 0, 0, 10, 0, 4, 0, 0, 0, 2, 4], "stores": [26, 2], "site_state": {"4": 2, "11": 1}},
]
TURN_START = {"ply": 50, "mover": 1, "pits": [1, 2, 1, 1, 11, 0, 4, 0, 0, 0, 0, 0], "stores": [26, 2],
              "site_state": {"4": 2, "11": 1}, "legal_c": [0, 1, 2, 3], "move_c": 2}
NEXT_TURN = {"ply": 53, "mover": 1, "pits": [1, 2, 0, 0, 12, 1, 4, 0, 0, 0, 0, 0], "stores": [26, 2],
             "site_state": {"4": 2, "11": 1}, "legal_c": [0, 1, 5], "move_c": 5}
MARKS_16 = [-1, -1, -1, -1, 1, 1, 0, -1, -1, -1, -1, -1]


def _after(engine_state: list[int], to_move: int = 0) -> dict[str, Any]:
    return {"engine_state": engine_state, "engine_marks": MARKS_16, "engine_to_move": to_move, "engine_end": None,
            "turn_start": TURN_START, "ludii_records": [*DROPPED_S5, TURN_START]}


def test_ludiis_next_turn_after_a_forced_pass_is_ruled() -> None:
    mine = [1, 2, 0, 0, 12, 0, 4, 0, 0, 0, 0, 0, 27, 2]
    played = _engine_turn([*TURN_START["pits"], *TURN_START["stores"]], 0, 2, MARKS_16)
    assert canonical(played.position) == mine and played.position.to_move == 0
    assert RULED["state"].applies(0, -1, NEXT_TURN, _after(mine))
    assert not RULED["state"].applies(0, -1, {**NEXT_TURN, "mover": 2}, _after(mine))  # North's pass missed
    assert not RULED["state"].applies(0, -1, NEXT_TURN, _after(mine, to_move=1))
    assert not RULED["state"].applies(0, -1, NEXT_TURN, {**_after(mine), "ludii_records": [TURN_START]})


# Ludii's game 191 (Ludii → engine): North's mark on S1 went at ply 81 (South took its two
# counters). At ply 88 South sows S0's counter into S1: the engine takes it (North's mark) and,
# every counter left lying in marked holes (S5 North's, N0 South's), ends the game 29-19; Ludii's
# counter stays in S1, unmarked, and its round goes on, North to play.
DROPPED_S1 = [
    {"mover": 1, "pits": [1, 1, 0, 0, 0, 19, 8, 0, 0, 1, 0, 0], "stores": [18, 0], "site_state": {"1": 2, "5": 2, "11": 1}},
    {"mover": 1, "pits": [0, 0, 0, 0, 0, 19, 8, 0, 0, 1, 0, 0], "stores": [20, 0], "site_state": {"5": 2, "11": 1}},
]
END_PLY = {"ply": 88, "mover": 1, "pits": [1, 0, 0, 0, 0, 19, 8, 0, 0, 0, 0, 0], "stores": [20, 0],
           "site_state": {"5": 2, "11": 1}, "legal_c": [0], "move_c": 0}
END_LUDII = {"mover": 2, "over": False, "pits": [0, 1, 0, 0, 0, 19, 8, 0, 0, 0, 0, 0], "stores": [20, 0],
             "site_state": {"5": 2, "11": 1}}
MARKS_191 = [-1, 1, -1, -1, -1, 1, 0, -1, -1, -1, -1, -1]
END = {"scores": [29, 19], "winner": 0, "reason": "wegues_only"}


def test_the_engines_end_where_ludii_plays_on_is_ruled() -> None:
    played = _engine_turn([*END_PLY["pits"], *END_PLY["stores"]], 0, 0, MARKS_191)
    assert played.position.outcome is not None and played.position.outcome.reason == "wegues_only"
    assert list(played.position.outcome.scores) == END["scores"]
    mine = [0] * 12 + [29, 19]
    extra = _successor(END_LUDII, engine_state=mine, to_move=0, end=END, marks=MARKS_191,
                       records=[*DROPPED_S1, END_PLY])
    assert RULED["end"].applies(1, 0, END_PLY, extra)
    assert not RULED["end"].applies(1, 0, END_PLY, {**extra, "engine_end": {**END, "reason": "move_limit"}})
    assert not RULED["end"].applies(1, 0, END_PLY, {**extra, "engine_end": {**END, "scores": [30, 18]},
                                                    "engine_state": [0] * 12 + [30, 18]})
    assert not RULED["end"].applies(1, 0, END_PLY, {**extra, "pits": [0, 0, 1, 0, 0, 19, 8, 0, 0, 0, 0, 0]})
