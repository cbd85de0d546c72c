"""Position JSON of rounds, several seats, uneven and four-row boards: new keys only where a game
needs them, every violation listed, the positions of a single two-seat game keep their eight keys."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import InvalidMove, InvalidPosition, position_from_json, position_to_json


def violations(rules: engine.Rules, data: dict[str, Any]) -> set[tuple[str, str]]:
    with pytest.raises(InvalidPosition) as info:
        position_from_json(rules, data)
    return {(v.code, v.path) for v in info.value.violations}


def test_a_single_game_position_keeps_its_eight_json_keys() -> None:
    for vid in ("basic", "kalah", "oware", "owari", "mancala-hybrid", "ayoayo", "multiplayer", "mancala-for-4",
                "bao-kujifunza"):
        data = position_to_json(engine.new_game(engine.resolve_rules(vid)))
        assert set(data) == {"pits", "stores", "to_move", "ply", "status", "outcome", "history", "last_mover"}


def test_round_games_carry_round_state() -> None:
    g = position_to_json(engine.new_game(engine.resolve_rules("giuthi")))
    assert (g["round"], g["round_starter"], g["phase"]) == (1, 0, "play") and "owners" not in g
    n = position_to_json(engine.new_game(engine.resolve_rules("nam-nam")))
    assert n["owners"] == [[0] * 6, [1] * 6] and n["phase"] == "play"


def test_round_keys_refused_in_single_games() -> None:
    kalah = engine.resolve_rules("kalah")
    data = position_to_json(engine.new_game(kalah)) | {"round": 2, "phase": "arrange", "owners": [[0] * 6, [1] * 6]}
    assert violations(kalah, data) == {("unknown-field", "position.round"), ("unknown-field", "position.phase"),
                                       ("unknown-field", "position.owners")}


def test_round_state_violations_are_all_listed() -> None:
    nam = engine.resolve_rules("nam-nam")
    data = position_to_json(engine.new_game(nam)) | {"round": 0, "round_starter": 7, "phase": "arrange",
                                                     "owners": [[0] * 6, [2] * 6]}
    assert violations(nam, data) == {("invalid-shape", "position.round"), ("invalid-seat", "position.round_starter"),
                                     ("invalid-shape", "position.phase"), ("invalid-shape", "position.owners")}


def test_between_rounds_pits_must_be_empty_and_the_decider_must_have_a_decision() -> None:
    g = engine.resolve_rules("giuthi")
    base = {"pits": [[0] * 6, [0] * 6], "stores": [14, 58], "round": 2, "round_starter": 1, "phase": "arrange"}
    assert violations(g, base | {"to_move": 1}) == {("status-inconsistent", "position.to_move")}
    bad = base | {"to_move": 0, "pits": [[1, 0, 0, 0, 0, 0], [0] * 6], "stores": [13, 58]}
    assert violations(g, bad) == {("status-inconsistent", "position.pits")}


def test_giuthi_board_sizes_in_json() -> None:
    g = engine.resolve_rules("giuthi")
    ok = {"pits": [[5, 1, 1, 7], [5, 1, 1, 7]], "stores": [0, 44], "to_move": 1, "round": 2, "round_starter": 1}
    assert position_from_json(g, ok).pits == ((5, 1, 1, 7), (5, 1, 1, 7))
    assert ("invalid-shape", "position.pits[0]") in violations(g, ok | {"pits": [[5, 1, 1, 7, 0], [5, 1, 1, 7, 0]]})


def test_bao_rows_hold_sixteen_pits() -> None:
    bao = engine.resolve_rules("bao-kujifunza")
    assert ("invalid-shape", "position.pits[0]") in violations(bao, {"pits": [[2] * 8, [2] * 8], "stores": [0, 0],
                                                                      "to_move": 0})


def test_move_json_of_every_kind() -> None:
    nam = engine.resolve_rules("nam-nam")
    assert engine.move_from_json(nam, {"pit": 4, "side": 0}) == engine.Move(4, side=0)
    assert engine.move_to_json(engine.Move(4, side=0)) == {"pit": 4, "side": 0}
    hollows = engine.move_from_json(nam, {"type": "choose_hollows", "hollows": [1, 4]})
    assert engine.move_to_json(hollows) == {"type": "choose_hollows", "hollows": [1, 4]}
    with pytest.raises(InvalidMove) as info:
        engine.move_from_json(nam, {"type": "arrange", "pits_per_side": 3, "seeds": [1, 2], "pit": 1})
    assert {v.path for v in info.value.violations} == {"move.pits_per_side", "move.pit"}
    with pytest.raises(InvalidMove):
        engine.move_from_json(nam, {"type": "swap"})


@pytest.mark.parametrize(("variant", "options", "field"), [
    ("multiplayer", {"v6_one_opposing_hole": True}, "capture_targets"),
    ("kalah", {"seats": 3}, "capture_targets"),
    ("giuthi", {"board_sizes": [4, 6]}, "board_sizes"),
    ("kalah", {"board_sizes": [6, 4]}, "board_sizes"),
    ("multiplayer", {"capture_precondition": "opposite_sown"}, "capture_precondition"),
    ("mancala-for-4", {"active_seats": [0]}, "active_seats"),
    ("kalah", {"rows_per_side": 2}, "rows_per_side"),
    ("nam-nam", {"en_passant_count": 1}, "en_passant_count"),
    ("bao-kujifunza", {"laps": "single"}, "bao_captures"),
    ("giuthi", {"seats": 3}, "rounds"),
])
def test_unplayable_layout_combinations_are_refused(variant: str, options: dict[str, Any], field: str) -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules(variant, options)
    assert f"options.{field}" in {v.path for v in info.value.violations}
