"""Gabata (Shoa I)'s ruling L-GS2 on Ludii's program checked exactly (docs/conformance.md): a last
counter into the opponent's empty wegue, which Pankhurst's text has removed and the engine takes
(R-GS3), stays in Ludii's wegue. Literal positions from the comparison's games, Ludii's seeded
games of seed 1 (Ludii: http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33, CC BY-NC-ND
4.0); canonical pits: seat 0's six holes from its left, then seat 1's, then the two hands."""

from __future__ import annotations

from typing import Any

from conformance.games import SHOA_EMPTY_WEGUE

RULED = next(r for r in SHOA_EMPTY_WEGUE if r.kind == "end")

# Ludii's game 154, ply 65: North (Ludii's player 2) sows its one counter from N2 into N3, South's
# empty wegue. The engine takes it for North and, every counter left lying in wegues, ends the game
# (North's hole 5 of 18 and South's wegue of 5 swept to their owners): 11-37. Ludii leaves the
# counter in the wegue; its round is over with the board empty, the wegue's counters South's: 12-36.
BEFORE = {"pits": [0, 0, 0, 0, 0, 18, 0, 0, 1, 0, 5, 0], "stores": [6, 18], "mover": 2}
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
    assert not RULED.applies(1, 8, BEFORE, _successor([12, 36], over=True))  # Ludii's game over, not its round
    two = [{**e, "count": 2} if e["type"] == "capture" else e for e in EVENTS]
    assert not RULED.applies(1, 8, BEFORE, _successor([12, 36], events=two))  # not a lone counter


def test_a_capture_inside_the_game_leaves_the_counter_in_the_wegue() -> None:
    """The same capture where the game goes on (a position built from the same move): Ludii's board
    is the engine's with the wegue's counter back and the capturer's hand one less."""
    ruled = next(r for r in SHOA_EMPTY_WEGUE if r.kind == "successor")
    before = {"pits": [0, 0, 0, 0, 0, 18, 0, 0, 1, 0, 5, 2], "stores": [6, 16], "mover": 2}
    events = EVENTS[:3]
    engine_after = [0, 0, 0, 0, 0, 18, 0, 0, 0, 0, 5, 2, 6, 17]
    ludii = {"pits": [0, 0, 0, 0, 0, 18, 0, 0, 0, 1, 5, 2], "stores": [6, 16], "mover": 1}
    assert ruled.applies(1, 8, before, {**ludii, "engine_events": events, "engine_state": engine_after})
    wrong = {**ludii, "pits": [0, 0, 0, 0, 0, 18, 0, 0, 1, 0, 5, 2]}  # the counter where it was lifted
    assert not ruled.applies(1, 8, before, {**wrong, "engine_events": events, "engine_state": engine_after})
    same_player = {**ludii, "mover": 2}
    assert not ruled.applies(1, 8, before, {**same_player, "engine_events": events, "engine_state": engine_after})
