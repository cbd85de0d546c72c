"""Musoro Tsoro (docs/rules/musoro-tsoro.md; Matthews 1964 via Ludii): the rulebook as literal
positions. ``pits[seat]`` = front row F0…F7 then back row B0…B7, each from the seat's own left; each
seat's musoro is B7 (index 15), where a relay lap may stop at the mover's choice (``stop_holes``)."""

from __future__ import annotations

import pytest

import engine
from engine import Move, apply_move, new_game, position_from_json
from engine.errors import IllegalMove, InvalidMove
from engine.position import MoveKind, Phase

RULES = engine.resolve_rules("musoro-tsoro")
B = [8 + c for c in range(8)]
STOP, CONTINUE = Move(kind=MoveKind.STOP), Move(kind=MoveKind.CONTINUE)
NORTH = tuple([0] * 8 + [2] * 7 + [3])


def test_start_three_stones_in_the_musoro() -> None:
    start = new_game(RULES)
    assert start.pits == (NORTH, NORTH) and RULES.total_seeds == 34 and RULES.stop_holes == (15,)


def test_a_lap_ending_in_the_musoro_asks_and_stop_ends_the_turn_there() -> None:
    # B2 (2) -> B3, B4; B4 held 2: its 3 relay -> B5, B6, B7; the musoro held 3: South chooses
    after = apply_move(RULES, new_game(RULES), Move(B[2]))
    p = after.position
    assert (p.phase, p.relay_pit, p.to_move) == (Phase.RELAY_CHOICE, 15, 0)
    assert p.pits[0] == tuple([0] * 8 + [2, 2, 0, 3, 0, 3, 3, 4])
    assert list(after.legal_moves) == [CONTINUE, STOP]
    stopped = apply_move(RULES, p, STOP)
    assert stopped.events == ({"type": "relay_stopped", "seat": 0, "pit": 15, "count": 4},)
    q = stopped.position
    assert (q.phase, q.relay_pit, q.to_move, q.ply) == (Phase.PLAY, -1, 1, 2) and q.pits == p.pits


def test_continue_sows_on_from_the_musoro() -> None:
    p = apply_move(RULES, new_game(RULES), Move(B[2])).position
    went = apply_move(RULES, p, CONTINUE)
    assert went.events[0] == {"type": "relay", "seat": 0, "pit": 15, "count": 4, "direction": "ccw"}
    q = went.position  # -> F7, F6, F5, F4, all empty: the turn ends facing North's empty F3
    assert q.pits[0] == tuple([0, 0, 0, 0, 1, 1, 1, 1] + [2, 2, 0, 3, 0, 3, 3, 0]) and q.to_move == 1


def test_a_lap_ending_in_an_empty_musoro_or_another_full_hole_does_not_ask() -> None:
    south = [0] * 8 + [0, 0, 0, 0, 0, 0, 1, 0]  # B6 (1) -> B7, empty: the turn ends there
    p = position_from_json(RULES, {"pits": [south, list(NORTH)], "stores": [16, 0], "to_move": 0})
    q = apply_move(RULES, p, Move(B[6])).position
    assert (q.phase, q.to_move) == (Phase.PLAY, 1)


def test_the_choice_on_the_wire_and_its_refusals() -> None:
    p = apply_move(RULES, new_game(RULES), Move(B[2])).position
    wire = engine.position_to_json(p)
    assert (wire["phase"], wire["relay_pit"]) == ("relay_choice", 15)
    assert position_from_json(RULES, wire) == p
    with pytest.raises(IllegalMove) as refused:
        apply_move(RULES, p, Move(B[0]))
    assert refused.value.reason == "relay-choice-required"
    with pytest.raises(IllegalMove) as outside:
        apply_move(RULES, new_game(RULES), STOP)
    assert outside.value.reason == "no-relay-choice"
    with pytest.raises(InvalidMove):
        engine.move_from_json(engine.resolve_rules("tsoro"), {"type": "stop"})
    with pytest.raises(engine.errors.InvalidPosition):
        position_from_json(RULES, {**wire, "relay_pit": 8})  # not a stop hole
