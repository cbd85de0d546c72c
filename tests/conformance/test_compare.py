"""The comparison itself (conformance/compare.py) on literal Ludii plies: Kalah's opening as
Ludii 845cda6f33 (http://ludii.games, CC BY-NC-ND 4.0) prints it, with every move's successor."""

from __future__ import annotations

import copy
from typing import Any

import engine
from conformance.compare import canonical, move_pit, replay_tokens, walk
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


# Sungka's opening as Ludii 845cda6f33 plays it (seed 1, game 0): player 1 sows canonical pit 2 (the
# mirrored board), the last seed lands in canonical pit 10 (8 seeds) and Ludii plays that relay lap as
# a ply of its own; the lap ends in the emptied pit 2 and takes the 8 seeds opposite (the capturing
# seed stays: Ludii's reading, option capture_includes_sowing_seed=false, ruling L-SU1).
SUNGKA = engine.resolve_rules("sungka", {"repetition_count": 0, "capture_includes_sowing_seed": False})
SUNGKA_PLIES: list[dict[str, Any]] = [
    {"t": "ply", "g": 0, "ply": 0, "mover": 1, "pits": [7] * 14, "stores": [0, 0],
     "legal": [1, 2, 3, 4, 5, 6, 7], "legal_c": [0, 1, 2, 3, 4, 5, 6], "move_c": 2, "move": {"from": 3}},
    {"t": "ply", "g": 0, "ply": 1, "mover": 1, "pits": [8, 8, 0, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8],
     "stores": [1, 0], "legal": [11], "legal_c": [10], "move_c": 10, "move": {"from": 11}},
    {"t": "ply", "g": 0, "ply": 2, "mover": 2, "pits": [8, 8, 1, 8, 8, 8, 8, 8, 8, 8, 0, 0, 8, 8],
     "stores": [9, 0], "legal": [14, 13, 12, 9, 8], "legal_c": [7, 8, 9, 12, 13], "move_c": 7,
     "move": {"from": 14}},
]


def test_a_relay_lap_ludii_plays_as_a_ply_is_folded_into_the_engines_move() -> None:
    result = walk(SUNGKA, TracedGame(0, SUNGKA_PLIES, None), mirror=True)
    assert result.difference is None
    assert (result.plies, result.continuations, result.moves) == (2, 1, [2, 7])
    assert result.states[1] == [8, 8, 1, 8, 8, 8, 8, 8, 8, 8, 0, 0, 8, 8, 9, 0]


def test_a_replay_token_announces_the_relay_laps_ludii_plays_as_plies() -> None:
    # the engine's move from canonical pit 2 relays once, as Ludii's ply 1 above
    first, second = replay_tokens(SUNGKA, [2, 7], mirror=True)
    assert first == "1:2+1"
    assert second.startswith("2:7")  # player 2's move, its own laps announced after "+"
