"""Misoro Tsoro (docs/rules/misoro-tsoro.md; Matthews 1964 via Ludii): the rulebook as literal
positions. ``pits[seat]`` = front row F0…F7 then back row B0…B7, each from the seat's own left; the
misoro are B0 and B1 (indices 8, 9), where a relay lap may stop at the mover's choice."""

from __future__ import annotations

import engine
from engine import Move, apply_move, new_game, position_from_json
from engine.position import MoveKind, Phase

RULES = engine.resolve_rules("misoro-tsoro")
STOP, CONTINUE = Move(kind=MoveKind.STOP), Move(kind=MoveKind.CONTINUE)
NORTH = [0] * 8 + [2] * 8


def pos(south: list[int], rules: engine.Rules = RULES) -> engine.Position:
    stores = [rules.total_seeds - sum(south) - sum(NORTH), 0]
    return position_from_json(rules, {"pits": [south, NORTH], "stores": stores, "to_move": 0})


def test_start_is_tsoros_with_two_misoro() -> None:
    start = new_game(RULES)
    assert start.pits == (tuple(NORTH),) * 2 and RULES.total_seeds == 32 and RULES.stop_holes == (8, 9)
    after = apply_move(RULES, start, Move(15)).position  # B7 -> F7, F6: no misoro reached
    assert (after.phase, after.to_move) == (Phase.PLAY, 1)


def test_a_lap_ending_in_an_occupied_misoro_asks() -> None:
    p = pos([2] + [0] * 7 + [0, 1, 0, 0, 0, 0, 0, 0])  # F0 (2) -> B0, B1: B1 held 1
    after = apply_move(RULES, p, Move(0))
    q = after.position
    assert (q.phase, q.relay_pit, q.to_move) == (Phase.RELAY_CHOICE, 9, 0)
    assert q.pits[0] == tuple([0] * 8 + [1, 2, 0, 0, 0, 0, 0, 0]) and list(after.legal_moves) == [CONTINUE, STOP]
    stopped = apply_move(RULES, q, STOP).position
    assert stopped.pits == q.pits and stopped.to_move == 1
    went = apply_move(RULES, q, CONTINUE).position  # B1's 2 -> B2, B3 (empty): the turn ends
    assert went.pits[0] == tuple([0] * 8 + [1, 0, 1, 1, 0, 0, 0, 0]) and went.to_move == 1


def test_other_full_holes_relay_without_asking() -> None:
    p = pos([0] * 8 + [0, 0, 2, 0, 1, 0, 0, 0])  # B2 (2) -> B3, B4 (1): relay -> B5, B6 (empty): ends
    q = apply_move(RULES, p, Move(10)).position
    assert (q.phase, q.to_move) == (Phase.PLAY, 1) and q.pits[0] == tuple([0] * 8 + [0, 0, 0, 1, 0, 1, 1, 0])
    p = pos([0] * 8 + [0, 0, 0, 0, 0, 0, 2, 1])  # B6 (2) -> B7, F7: F7 empty, the turn ends
    assert apply_move(RULES, p, Move(14)).position.phase is Phase.PLAY


def test_extra_counters_misoro_at_both_ends() -> None:
    rules = engine.resolve_rules("misoro-tsoro", {"stop_holes": [8, 15], "start_pits": [0] * 8 + [2] * 7 + [3],
                                                  "start_empty_pits": []})
    start = new_game(rules)
    assert start.pits[0] == tuple([0] * 8 + [2] * 7 + [3]) and rules.total_seeds == 34
    q = apply_move(rules, start, Move(10)).position  # B2 -> B3, B4 (3) -> B5, B6, B7: the misoro B7
    assert (q.phase, q.relay_pit) == (Phase.RELAY_CHOICE, 15)
