"""Every field of a client position or move refuses every wrong JSON type with
``InvalidPosition`` / ``InvalidMove`` naming the field, never a ``TypeError`` (issue 9: ``"phase": []``
in a Giuthi or Nam Nam position was an HTTP 500).

Each case is a literal body: a valid position of the game with one field replaced.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

import engine
from engine import InvalidMove, InvalidPosition

GIUTHI = {"pits": [[6, 6, 6, 6, 6, 6], [6, 6, 6, 6, 6, 6]], "stores": [0, 0], "to_move": 0, "ply": 0,
          "status": "playing", "outcome": None, "history": [], "last_mover": None, "round": 1, "round_starter": 0,
          "phase": "play"}
NAM_NAM = {"pits": [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 0, "ply": 0,
           "status": "playing", "outcome": None, "history": [], "last_mover": None, "round": 1, "round_starter": 0,
           "phase": "play", "owners": [[0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1]]}
KALAH = {"pits": [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 0, "ply": 0,
         "status": "playing", "outcome": None, "history": [], "last_mover": None}
KALAH_OVER = {"pits": [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], "stores": [30, 18], "to_move": 0, "ply": 0,
              "status": "finished",
              "outcome": {"reason": "side_empty", "scores": [30, 18], "winner": 0, "winners": [0], "draw": False},
              "history": [], "last_mover": None}
BASES = {"giuthi": GIUTHI, "nam-nam": NAM_NAM, "kalah": KALAH, "kalah-over": KALAH_OVER}

WRONG_TYPES: list[Any] = [[], {}, "1", 1.5, True, [[]], {"a": 1}]
"""A value of each JSON type that no field takes in that form."""


def test_the_bases_are_valid() -> None:
    for name, body in BASES.items():
        variant = name.removesuffix("-over")
        engine.position_from_json(engine.resolve_rules(variant), body)


def refused(variant: str, body: dict[str, Any]) -> list[str]:
    with pytest.raises(InvalidPosition) as info:
        engine.position_from_json(engine.resolve_rules(variant), json.loads(json.dumps(body)))
    assert info.value.violations
    return sorted(v.path for v in info.value.violations)


@pytest.mark.parametrize("variant", ["giuthi", "nam-nam"])
@pytest.mark.parametrize("phase", [[], {}, ["play"], {"play": 1}, 1, True, None, "sow"])
def test_a_mistyped_phase_is_a_violation_not_a_crash(variant: str, phase: Any) -> None:
    body = {**BASES[variant], "phase": phase}
    assert refused(variant, body) == ["position.phase"]


@pytest.mark.parametrize(("variant", "field", "value", "paths"), [
    # pits: the rows and every count
    ("kalah", "pits", {}, ["position.pits"]),
    ("kalah", "pits", "4 4 4", ["position.pits"]),
    ("kalah", "pits", [[4, 4, 4, 4, 4, 4], "444444"], ["position.pits[1]"]),
    ("kalah", "pits", [[4, 4, 4, 4, 4, True], [4, 4, 4, 4, 4, 4]], ["position.pits[0][5]"]),
    ("kalah", "pits", [[4, 4, 4, 4, 4, 4.0], [4, 4, 4, 4, 4, 4]], ["position.pits[0][5]"]),
    ("kalah", "pits", [[4, 4, 4, 4, 4, "4"], [4, 4, 4, 4, 4, [4]]], ["position.pits[0][5]", "position.pits[1][5]"]),
    ("kalah", "pits", [[4, 4, 4, 4, 4, None], [4, 4, 4, 4, 4, {}]], ["position.pits[0][5]", "position.pits[1][5]"]),
    ("giuthi", "pits", [{}, []], ["position.pits[0]", "position.pits[1]"]),
    # stores
    ("kalah", "stores", None, ["position.stores"]),
    ("kalah", "stores", {"0": 0}, ["position.stores"]),
    ("kalah", "stores", [0, False], ["position.stores[1]"]),
    ("kalah", "stores", [0.0, "0"], ["position.stores[0]", "position.stores[1]"]),
    # to_move, ply, status, last_mover
    ("kalah", "to_move", True, ["position.to_move"]),
    ("kalah", "to_move", 0.0, ["position.to_move"]),
    ("kalah", "to_move", [0], ["position.to_move"]),
    ("kalah", "to_move", {}, ["position.to_move"]),
    ("kalah", "ply", True, ["position.ply"]),
    ("kalah", "ply", 3.0, ["position.ply"]),
    ("kalah", "ply", "3", ["position.ply"]),
    ("kalah", "ply", [], ["position.ply"]),
    ("kalah", "status", [], ["position.status"]),
    ("kalah", "status", {"playing": True}, ["position.status"]),
    ("kalah", "status", None, ["position.status"]),
    ("kalah", "status", 0, ["position.status"]),
    ("kalah", "last_mover", False, ["position.last_mover"]),
    ("kalah", "last_mover", 1.0, ["position.last_mover"]),
    ("kalah", "last_mover", [1], ["position.last_mover"]),
    ("kalah", "last_mover", {}, ["position.last_mover"]),
    # history
    ("kalah", "history", "8ec56a2e4ef24e63", ["position.history"]),
    ("kalah", "history", {}, ["position.history"]),
    ("kalah", "history", [1], ["position.history"]),
    ("kalah", "history", [["8ec56a2e4ef24e63"]], ["position.history"]),
    ("kalah", "history", [None], ["position.history"]),
    # outcome while playing
    ("kalah", "outcome", {}, ["position.outcome"]),
    ("kalah", "outcome", [], ["position.outcome"]),
    ("kalah", "outcome", "none", ["position.outcome"]),
    # round fields of a game that has no rounds: only their defaults, with their own types
    ("kalah", "round", False, ["position.round"]),
    ("kalah", "round", 0.0, ["position.round"]),
    ("kalah", "round", [], ["position.round"]),
    ("kalah", "round_starter", {}, ["position.round_starter"]),
    ("kalah", "phase", [], ["position.phase"]),
    ("kalah", "phase", {}, ["position.phase"]),
    ("kalah", "owners", [], ["position.owners"]),
    # round fields of matches of rounds
    ("giuthi", "round", True, ["position.round"]),
    ("giuthi", "round", 1.0, ["position.round"]),
    ("giuthi", "round", "1", ["position.round"]),
    ("giuthi", "round", [], ["position.round"]),
    ("giuthi", "round_starter", True, ["position.round_starter"]),
    ("giuthi", "round_starter", 0.0, ["position.round_starter"]),
    ("giuthi", "round_starter", [0], ["position.round_starter"]),
    ("giuthi", "round_starter", {}, ["position.round_starter"]),
    ("giuthi", "owners", [[0] * 6, [1] * 6], ["position.owners"]),
    # owners of a territory game
    ("nam-nam", "owners", {}, ["position.owners"]),
    ("nam-nam", "owners", "000000111111", ["position.owners"]),
    ("nam-nam", "owners", [[0, 0, 0, 0, 0, False], [1, 1, 1, 1, 1, 1]], ["position.owners"]),
    ("nam-nam", "owners", [[0, 0, 0, 0, 0, 0.0], [1, 1, 1, 1, 1, 1]], ["position.owners"]),
    ("nam-nam", "owners", [[0, 0, 0, 0, 0, []], [1, 1, 1, 1, 1, {}]], ["position.owners"]),
    ("nam-nam", "owners", [[0] * 6, None], ["position.owners"]),
])
def test_each_position_field_refuses_wrong_types(variant: str, field: str, value: Any, paths: list[str]) -> None:
    body = {**BASES[variant], field: value}
    assert refused(variant, body) == paths


@pytest.mark.parametrize(("field", "value", "paths"), [
    ("reason", 1, ["position.outcome.reason"]),
    ("reason", [], ["position.outcome.reason"]),
    ("reason", {}, ["position.outcome.reason"]),
    ("scores", [30.0, 18.0], ["position.outcome.scores"]),
    ("scores", [30, True], ["position.outcome.scores"]),
    ("scores", {"0": 30}, ["position.outcome.scores"]),
    ("scores", "30 18", ["position.outcome.scores"]),
    ("winners", [0.0], ["position.outcome.winners"]),
    ("winners", [False], ["position.outcome.winners"]),
    ("winners", 0, ["position.outcome.winners"]),
    ("winners", {}, ["position.outcome.winners"]),
    ("winner", "0", ["position.outcome.winner"]),
    ("winner", 0.0, ["position.outcome.winner"]),
    ("winner", [0], ["position.outcome.winner"]),
    ("winner", 1, ["position.outcome.winner"]),
    ("draw", "false", ["position.outcome.draw"]),
    ("draw", 0, ["position.outcome.draw"]),
    ("draw", [], ["position.outcome.draw"]),
    ("draw", True, ["position.outcome.draw"]),
    ("drawn", False, ["position.outcome.drawn"]),
])
def test_each_outcome_field_refuses_wrong_types(field: str, value: Any, paths: list[str]) -> None:
    body = copy.deepcopy(KALAH_OVER)
    body["outcome"][field] = value
    assert refused("kalah", body) == paths


@pytest.mark.parametrize("outcome", [None, [], "side_empty", 1, True])
def test_a_finished_position_needs_an_outcome_object(outcome: Any) -> None:
    assert refused("kalah", {**KALAH_OVER, "outcome": outcome}) == ["position.outcome"]


def test_the_outcome_keys_the_service_writes_are_read_back() -> None:
    rules = engine.resolve_rules("kalah")
    position = engine.position_from_json(rules, KALAH_OVER)
    assert engine.position_to_json(position) == KALAH_OVER


# --- moves -----------------------------------------------------------------------------------


def move_refused(variant: str, body: object) -> list[str]:
    with pytest.raises(InvalidMove) as info:
        engine.move_from_json(engine.resolve_rules(variant), json.loads(json.dumps(body)))
    assert info.value.violations
    return sorted(v.path for v in info.value.violations)


@pytest.mark.parametrize(("variant", "body", "paths"), [
    ("kalah", [], ["move"]),
    ("kalah", "2", ["move"]),
    ("kalah", 2, ["move"]),
    ("kalah", None, ["move"]),
    ("kalah", {"pit": True}, ["move.pit"]),
    ("kalah", {"pit": 2.0}, ["move.pit"]),
    ("kalah", {"pit": "2"}, ["move.pit"]),
    ("kalah", {"pit": [2]}, ["move.pit"]),
    ("kalah", {"pit": {}}, ["move.pit"]),
    ("kalah", {"pit": None}, ["move.pit"]),
    ("kalah", {}, ["move.pit"]),
    ("giuthi", {"pit": 2, "direction": 1}, ["move.direction"]),
    ("giuthi", {"pit": 2, "direction": []}, ["move.direction"]),
    ("giuthi", {"pit": 2, "direction": {}}, ["move.direction"]),
    ("giuthi", {"pit": 2, "direction": "up"}, ["move.direction"]),
    ("kalah", {"pit": 2, "seat": True}, ["move.seat"]),
    ("kalah", {"pit": 2, "seat": "0"}, ["move.seat"]),
    ("kalah", {"pit": 2, "seat": 0.0}, ["move.seat"]),
    ("kalah", {"pit": 2, "seat": []}, ["move.seat"]),
    ("nam-nam", {"pit": 2, "side": True}, ["move.side"]),
    ("nam-nam", {"pit": 2, "side": "1"}, ["move.side"]),
    ("nam-nam", {"pit": 2, "side": 1.0}, ["move.side"]),
    ("nam-nam", {"pit": 2, "side": {}}, ["move.side"]),
    ("kalah", {"pit": 2, "type": []}, ["move.type"]),
    ("kalah", {"pit": 2, "type": {}}, ["move.type"]),
    ("kalah", {"pit": 2, "type": 1}, ["move.type"]),
    ("kalah", {"pit": 2, "type": None}, ["move.type"]),
    ("kalah", {"pit": 2, "constraints": 5}, ["move.constraints"]),
    ("kalah", {"pit": 2, "constraints": []}, ["move.constraints"]),
    ("kalah", {"pit": 2, "colour": "red"}, ["move.colour"]),
    ("giuthi", {"type": "arrange", "pits_per_side": True, "seeds": [1]}, ["move.pits_per_side"]),
    ("giuthi", {"type": "arrange", "pits_per_side": 4.0, "seeds": [5, 1, 1, 7]}, ["move.pits_per_side"]),
    ("giuthi", {"type": "arrange", "pits_per_side": "4", "seeds": [5, 1, 1, 7]}, ["move.pits_per_side"]),
    ("giuthi", {"type": "arrange", "pits_per_side": [4], "seeds": [5, 1, 1, 7]}, ["move.pits_per_side"]),
    ("giuthi", {"type": "arrange", "seeds": [5.0, 1, 1, 7]}, ["move.seeds"]),
    ("giuthi", {"type": "arrange", "seeds": [True, 1, 1, 7]}, ["move.seeds"]),
    ("giuthi", {"type": "arrange", "seeds": "5117"}, ["move.seeds"]),
    ("giuthi", {"type": "arrange", "seeds": {"0": 5}}, ["move.seeds"]),
    ("giuthi", {"type": "arrange", "seeds": []}, ["move.seeds"]),
    ("giuthi", {"type": "arrange", "seeds": [5, 1, 1, 7], "constraints": {}}, ["move.constraints"]),
    ("nam-nam", {"type": "choose_hollows", "hollows": [True]}, ["move.hollows"]),
    ("nam-nam", {"type": "choose_hollows", "hollows": [1.0]}, ["move.hollows"]),
    ("nam-nam", {"type": "choose_hollows", "hollows": {}}, ["move.hollows"]),
    ("nam-nam", {"type": "choose_hollows", "hollows": 1}, ["move.hollows"]),
    ("nam-nam", {"type": "choose_hollows", "hollows": [[1]]}, ["move.hollows"]),
])
def test_each_move_field_refuses_wrong_types(variant: str, body: object, paths: list[str]) -> None:
    assert move_refused(variant, body) == paths


@pytest.mark.parametrize("value", WRONG_TYPES + [None, 0, -1, 10**30, "play"])
@pytest.mark.parametrize("field", sorted(engine.decoding.POSITION_KEYS))
@pytest.mark.parametrize("variant", ["giuthi", "nam-nam", "kalah", "bao-kujifunza", "mancala-for-4"])
def test_no_field_value_makes_the_codec_raise_anything_but_invalid_position(variant: str, field: str,
                                                                            value: Any) -> None:
    rules = engine.resolve_rules(variant)
    body = engine.position_to_json(engine.new_game(rules))
    body[field] = value
    try:
        engine.position_from_json(rules, body)
    except InvalidPosition as exc:
        assert exc.violations
