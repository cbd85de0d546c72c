"""Chisolo (docs/rules/chisolo.md; Smith and Dale 1920 via Ludii, ruleset Natatu): the rulebook as
literal positions. ``pits[seat]`` = front (inner) row F0…F6 then back (outer) row B0…B6, each from
the seat's own left; South's F c faces North's F(6−c), with North's B(6−c) behind it. Clockwise
round a seat's own holes: B6→B0→F0→F6→B6; ``directions`` each seat's way (direction_kept)."""

from __future__ import annotations

from typing import Any

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json, position_to_json
from engine.position import MoveKind, Phase
from engine.rules import Direction

RULES = engine.resolve_rules("chisolo")
CW, CCW = Direction.CW, Direction.CCW


def pos(south: list[int], north: list[int], stores: tuple[int, int], directions: list[Any]) -> engine.Position:
    return position_from_json(RULES, {"pits": [south, north], "stores": list(stores), "to_move": 0,
                                      "directions": directions})


def captured(events: tuple[engine.Event, ...]) -> list[tuple[str, int]]:
    return [(e["kind"], e["count"]) for e in events if e["type"] == "capture"]


def test_three_a_hole_but_the_left_front_holes_and_a_clockwise_first_move() -> None:
    start = new_game(RULES)
    assert start.pits[0] == (2, 1, 0, 0, 3, 3, 3) + (3,) * 7 and RULES.total_seeds == 66
    assert {m.direction for m in legal_moves(RULES, start)} == {CW}
    # F4 -> F5 F6 B6 (4: relay) -> B5 B4 B3 B2 (4) -> B1 B0 F0 F1 (2) -> F2 F3 (empty; North's F3 empty too).
    after = apply_move(RULES, start, Move(4))
    assert after.position.pits[0] == (3, 0, 1, 1, 0, 4, 4) + (4, 4, 0, 4, 4, 4, 0) and captured(after.events) == []
    assert position_to_json(after.position)["directions"] == ["player_choice", None]


def test_the_second_move_chooses_a_direction_for_the_rest_of_the_game() -> None:
    south = [3, 0, 1, 1, 0, 4, 4] + [4, 4, 0, 4, 4, 4, 0]
    north = [3, 2, 1, 0, 3, 3, 3] + [4, 0, 4, 4, 0, 3, 3]
    position = pos(south, north, (0, 0), ["player_choice", "player_choice"])
    assert {(m.pit, m.direction) for m in legal_moves(RULES, position)} == {
        (p, d) for p, seeds in enumerate(south) if seeds for d in (CW, CCW)}
    after = apply_move(RULES, position, Move(2, CCW)).position
    assert position_to_json(after)["directions"][0] == "ccw"


def test_a_capture_takes_the_facing_front_and_back_holes_then_one_hole_of_the_capturers_choice() -> None:
    # F2 -> F3 (empty): North's F3 (2) and B3 behind it (1) are taken, then one more hole: North's F0.
    south = [0, 0, 1, 0, 0, 0, 0] + [0] * 7
    north = [1, 0, 0, 2, 0, 0, 0] + [0, 0, 0, 1, 0, 0, 0]
    step = apply_move(RULES, pos(south, north, (30, 31), ["cw", "ccw"]), Move(2))
    assert captured(step.events) == [("cross", 3)] and step.position.phase is Phase.TAKE
    assert step.position.takes_left == 1 and step.position.to_move == 0
    assert [(m.kind, m.side, m.pit) for m in step.legal_moves] == [(MoveKind.TAKE, 1, 0)]
    end = apply_move(RULES, step.position, step.legal_moves[0])
    assert captured(end.events) == [("chosen", 1)] and end.position.stores == (34, 31)
    outcome = end.position.outcome  # "The player who captures all of the opponent's counters wins"
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)


def test_nothing_is_taken_behind_an_empty_facing_front_hole() -> None:
    south = [0, 0, 1, 0, 0, 0, 0] + [0] * 7
    north = [1, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 2, 0, 0, 0]
    step = apply_move(RULES, pos(south, north, (31, 31), ["cw", "ccw"]), Move(2))
    assert captured(step.events) == [] and step.position.phase is Phase.PLAY and step.position.to_move == 1
