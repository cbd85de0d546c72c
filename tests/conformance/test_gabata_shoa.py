"""Gabata (Shoa I)'s rulings on Ludii's program checked exactly (docs/conformance.md): L-GS1, a
hole of the mover's own row made four by a lap's last counter, which Ludii's program marks as the
mover's where Pankhurst's text (and the engine) marks the opponent's row only, and the engine relays
on (conformance/wegues.py); L-GS2, a last counter into the opponent's empty wegue, which
Pankhurst's text has removed and the engine takes (R-GS3), stays in Ludii's wegue. Literal positions from the comparison's games, Ludii's seeded
games of seed 1 (Ludii: http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33, CC BY-NC-ND
4.0); canonical pits: seat 0's six holes from its left, then seat 1's, then the two hands."""

from __future__ import annotations

from typing import Any

from conformance.games import SHOA_EMPTY_WEGUE, SHOA_OWN_ROW_MARK

RULED = next(r for r in SHOA_EMPTY_WEGUE if r.kind == "end")

# Ludii's game 154, ply 65: North (Ludii's player 2) sows its one counter from N2 into N3, South's
# empty wegue. The engine takes it for North and, every counter left lying in wegues, ends the game
# (North's hole 5 of 18 and South's wegue of 5 swept to their owners): 11-37. Ludii leaves the
# counter in the wegue; its round is over with the board empty, the wegue's counters South's: 12-36.
# Ludii's marks (site_state, by Ludii's site): North's wegue S5 (site 5), South's N3 and N4 (sites 8, 7).
MARKS = {"5": 2, "7": 1, "8": 1}
BEFORE = {"pits": [0, 0, 0, 0, 0, 18, 0, 0, 1, 0, 5, 0], "stores": [6, 18], "mover": 2, "site_state": MARKS}
EVENTS: list[dict[str, Any]] = [
    {"type": "pickup", "seat": 1, "pit": 2, "count": 1},
    {"type": "sow", "direction": "ccw", "path": [{"seat": 1, "pit": 3}]},
    {"type": "capture", "kind": "wegue", "by": 1, "count": 1, "pits": [{"seat": 1, "pit": 3}]},
    {"type": "game_end", "reason": "wegues_only", "sweep": [{"seat": 0, "count": 5}, {"seat": 1, "count": 18}],
     "scores": [11, 37], "winner": 1, "winners": [1]},
]
ENGINE = [0] * 12 + [11, 37]


def _successor(stores: list[int], over: bool = False, events: list[dict[str, Any]] = EVENTS) -> dict[str, Any]:
    return {"pits": [0] * 12, "stores": stores, "mover": 1, "over": over, "engine_events": events,
            "engine_state": ENGINE}


def test_the_counter_left_in_the_wegue_goes_to_its_owner_at_ludiis_round_end() -> None:
    assert RULED.applies(1, 8, BEFORE, _successor([12, 36]))


def test_other_hands_are_a_difference() -> None:
    assert not RULED.applies(1, 8, BEFORE, _successor([11, 37]))  # the engine's own scores
    assert not RULED.applies(1, 8, BEFORE, _successor([10, 38]))  # the counter to the capturer twice
    assert not RULED.applies(1, 8, BEFORE, {**_successor([12, 36]), "engine_state": [0] * 12 + [12, 36]})
    unmarked = {**BEFORE, "site_state": {"5": 2, "7": 1}}  # N3 no wegue: North's lap just ends there
    assert not RULED.applies(1, 8, unmarked, _successor([12, 36]))


def test_a_capture_inside_the_game_leaves_the_counter_in_the_wegue() -> None:
    """The same capture where the game goes on (a position built from the same move): Ludii's board
    is the engine's with the wegue's counter back and the capturer's hand one less."""
    ruled = next(r for r in SHOA_EMPTY_WEGUE if r.kind == "successor")
    before = {"pits": [0, 0, 0, 0, 0, 18, 0, 0, 1, 0, 5, 2], "stores": [6, 16], "mover": 2, "site_state": MARKS}
    events = EVENTS[:3]
    engine_after = [0, 0, 0, 0, 0, 18, 0, 0, 0, 0, 5, 2, 6, 17]
    ludii = {"pits": [0, 0, 0, 0, 0, 18, 0, 0, 0, 1, 5, 2], "stores": [6, 16], "mover": 1, "site_state": MARKS}
    assert ruled.applies(1, 8, before, {**ludii, "engine_events": events, "engine_state": engine_after})
    wrong = {**ludii, "pits": [0, 0, 0, 0, 0, 18, 0, 0, 1, 0, 5, 2]}  # the counter where it was lifted
    assert not ruled.applies(1, 8, before, {**wrong, "engine_events": events, "engine_state": engine_after})
    same_player = {**ludii, "mover": 2}
    assert not ruled.applies(1, 8, before, {**same_player, "engine_events": events, "engine_state": engine_after})
    mark_lost = {**ludii, "site_state": {"5": 2, "7": 1}}  # Ludii's record without the wegue's mark
    assert not ruled.applies(1, 8, before, {**mark_lost, "engine_events": events, "engine_state": engine_after})


OWN_ROW = {r.kind: r for r in SHOA_OWN_ROW_MARK}

# Ludii's game 0, ply 46: South (player 1) sows the two counters of its hole 0 into holes 1 and 2;
# hole 2, of South's own row, holds four. Ludii marks it as South's (site_state site 2: player 1)
# and the turn is over; the engine relays those four (and the next laps) on.
SOUTH_SOWS_INTO_OWN_FOUR = {"pits": [2, 0, 3, 2, 4, 15, 0, 9, 6, 0, 0, 1], "stores": [4, 2], "mover": 1,
                            "site_state": {"4": 2, "5": 2, "9": 1}}
LUDII_MARKS_IT = {"pits": [0, 1, 4, 2, 4, 15, 0, 9, 6, 0, 0, 1], "stores": [4, 2], "mover": 2, "over": False,
                  "site_state": {"2": 1, "4": 2, "5": 2, "9": 1},
                  "engine_state": [0, 1, 0, 3, 5, 16, 1, 9, 6, 0, 0, 1, 4, 2]}


def test_ludii_marks_a_four_of_the_movers_own_row_and_ends_the_turn() -> None:
    assert OWN_ROW["successor"].applies(2, 0, SOUTH_SOWS_INTO_OWN_FOUR, LUDII_MARKS_IT)


def test_a_position_the_own_row_mark_does_not_give_is_a_difference() -> None:
    successor = OWN_ROW["successor"]
    unmarked = {**LUDII_MARKS_IT, "site_state": {"4": 2, "5": 2, "9": 1}}  # the four left unmarked
    assert not successor.applies(2, 0, SOUTH_SOWS_INTO_OWN_FOUR, unmarked)
    north_s = {**LUDII_MARKS_IT, "site_state": {"2": 2, "4": 2, "5": 2, "9": 1}}  # marked for the other player
    assert not successor.applies(2, 0, SOUTH_SOWS_INTO_OWN_FOUR, north_s)
    assert not successor.applies(2, 0, SOUTH_SOWS_INTO_OWN_FOUR, {**LUDII_MARKS_IT, "mover": 1})  # South again
    engine_s = {**LUDII_MARKS_IT, "pits": [0, 1, 0, 3, 5, 16, 1, 9, 6, 0, 0, 1]}  # the engine's own relay
    assert not successor.applies(2, 0, SOUTH_SOWS_INTO_OWN_FOUR, engine_s)
    other_engine = {**LUDII_MARKS_IT, "engine_state": [0, 1, 0, 3, 5, 16, 1, 9, 6, 0, 1, 0, 4, 2]}
    assert not successor.applies(2, 0, SOUTH_SOWS_INTO_OWN_FOUR, other_engine)  # not the engine's turn


def test_a_later_lap_makes_the_own_four_where_ludiis_next_turn_starts() -> None:
    """Ludii's game 3: South's move from hole 2 at ply 13 relays once (ply 14) and its last counter
    makes South's hole 5 four: marked, the turn over. The engine relays on; at Ludii's ply 15 (North
    to move) the positions differ, and the model from ply 13 gives both."""
    turn_start = {"pits": [10, 4, 4, 1, 9, 2, 10, 4, 0, 3, 0, 1], "stores": [0, 0], "mover": 1,
                  "site_state": {"1": 2}, "move_c": 2}
    ludii = {"pits": [11, 5, 1, 3, 11, 4, 0, 5, 1, 4, 1, 2], "stores": [0, 0], "mover": 2,
             "site_state": {"1": 2, "5": 1}}
    walk = {"turn_start": turn_start, "engine_state": [13, 7, 1, 5, 1, 1, 2, 7, 3, 1, 3, 4, 0, 0]}
    assert OWN_ROW["state"].applies(0, -1, ludii, walk)
    assert not OWN_ROW["state"].applies(0, -1, {**ludii, "mover": 1}, walk)
    assert not OWN_ROW["state"].applies(0, -1, {**ludii, "pits": [11, 5, 1, 3, 11, 4, 0, 5, 1, 4, 2, 1]}, walk)


def test_ludiis_round_ends_when_the_own_four_leaves_counters_in_marked_holes_only() -> None:
    """Ludii's game 34, ply 48: South's lone counter makes its own hole 3 four. Ludii marks it, and
    every counter now lies in a marked hole: its round is over, each marked hole's counters in its
    owner's hand (South 2 + 4 + 5 + 13 + 6 = 30, North 8 + 10 = 18). The engine relays the four on."""
    before = {"pits": [10, 0, 1, 3, 0, 0, 0, 5, 0, 13, 0, 6], "stores": [2, 8], "mover": 1,
              "site_state": {"0": 2, "6": 1, "8": 1, "10": 1}}
    engine_after = [10, 0, 0, 0, 1, 1, 1, 6, 0, 13, 0, 6, 2, 8]
    round_over = {"pits": [0] * 12, "stores": [30, 18], "mover": 2, "over": False, "engine_state": engine_after}
    assert OWN_ROW["successor"].applies(1, 2, before, round_over)
    assert not OWN_ROW["successor"].applies(1, 2, before, {**round_over, "stores": [26, 22]})  # the four to North
