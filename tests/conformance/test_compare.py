"""The comparison itself (conformance/compare.py) on literal Ludii plies: Kalah's opening as
Ludii 845cda6f33 (http://ludii.games, CC BY-NC-ND 4.0) prints it, with every move's successor."""

from __future__ import annotations

import copy
from typing import Any

import engine
from conformance.compare import canonical, move_pit, walk
from conformance.ludii import TracedGame

KALAH = engine.resolve_rules("kalah", {"end_check": "at_turn_start", "repetition_count": 0})


def _next(mover: int, pits: list[int], stores: list[int]) -> dict[str, Any]:
    return {"mover": mover, "over": False, "pits": pits, "stores": stores}


# Ludii's first Kalah ply (seed 1): player 1 sows canonical pit 1; pit 2's 4 seeds end in the store
# (player 1 moves again).
OPENING: dict[str, Any] = {
    "t": "ply", "g": 0, "ply": 0, "mover": 1, "pits": [4] * 12, "stores": [0, 0],
    "legal": [1, 2, 3, 4, 5, 6], "legal_c": [0, 1, 2, 3, 4, 5],
    "legal_next": [
        _next(2, [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], [0, 0]),
        _next(2, [4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4], [0, 0]),
        _next(1, [4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4], [1, 0]),
        _next(2, [4, 4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4], [1, 0]),
        _next(2, [4, 4, 4, 4, 0, 5, 5, 5, 4, 4, 4, 4], [1, 0]),
        _next(2, [4, 4, 4, 4, 4, 0, 5, 5, 5, 4, 4, 4], [1, 0]),
    ],
    "chosen": 1, "move_c": 1, "move": {"from": 2, "to": 2, "mover": 1},
}


def test_canonical_pits_and_the_mirrored_board() -> None:
    position = engine.Position(pits=((1, 2, 3), (4, 5, 6)), stores=(7, 8), to_move=1)
    assert canonical(position) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert canonical(position, mirror=True) == [3, 2, 1, 6, 5, 4, 7, 8]
    assert move_pit(position, engine.Move(0)) == 3
    assert move_pit(position, engine.Move(0), mirror=True) == 5


def test_every_successor_of_kalahs_opening_agrees() -> None:
    result = walk(KALAH, TracedGame(0, [OPENING], None))
    assert result.difference is None
    assert (result.plies, result.successors, result.moves) == (1, 6, [1])
    assert result.states == [[4] * 12 + [0, 0]]


def test_a_wrong_successor_is_found_even_when_it_is_not_the_move_played() -> None:
    tampered = copy.deepcopy(OPENING)
    tampered["legal_next"][4]["stores"] = [0, 1]  # as if pit 4's seed went to the other store
    result = walk(KALAH, TracedGame(0, [tampered], None))
    assert result.difference is not None
    assert (result.difference.kind, result.difference.ply) == ("successor", 0)
    assert "after pit 4" in result.difference.detail


def test_a_missing_extra_turn_is_a_turn_difference() -> None:
    tampered = copy.deepcopy(OPENING)
    tampered["legal_next"][2]["mover"] = 2  # pit 2 ends in the store: Ludii and the engine move again
    result = walk(KALAH, TracedGame(0, [tampered], None))
    assert result.difference is not None and result.difference.kind == "turn"


def test_a_different_legal_set_stops_the_game() -> None:
    tampered = copy.deepcopy(OPENING)
    tampered["legal_c"] = [0, 1, 2, 3, 4]
    tampered["legal_next"] = tampered["legal_next"][:5]
    result = walk(KALAH, TracedGame(0, [tampered], None))
    assert result.difference is not None and result.difference.kind == "legal"
    assert result.plies == 0
