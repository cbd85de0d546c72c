"""J'erin (docs/rules/jerin.md): relay sowing, fours taken only in the mover's own holes
(en_passant_taker=sower_own_pits), a last four on the opponent's row relayed, the last eight to the
next capturer, rounds in which holes change owners."""

from __future__ import annotations

from typing import Any

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json
from engine.position import MoveKind, Phase

JERIN = engine.resolve_rules("jerin")


def pos(s: list[int], n: list[int], stores: tuple[int, int], rules: engine.Rules = JERIN, to_move: int = 0,
        **extra: Any) -> engine.Position:
    return position_from_json(rules, {"pits": [s, n], "stores": list(stores), "to_move": to_move,
                                      "round": 1, "round_starter": 0, **extra})


def board(p: engine.Position) -> tuple[list[int], list[int]]:
    return list(p.pits[0]), list(p.pits[1])


def captures(t: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in t.events if e["type"] == "capture"]


def test_the_opening_relays_until_a_lap_ends_in_an_empty_hole() -> None:
    t = apply_move(JERIN, new_game(JERIN), Move(0))
    assert board(t.position) == ([2, 7, 1, 6, 1, 6], [6, 6, 0, 1, 6, 6]) and captures(t) == []


def test_a_four_made_in_passing_on_the_opponent_row_stays() -> None:
    # S5 (3): N0 3 -> 4 in passing (North's hole): it stays; N1, N2 (empty): the turn ends.
    p = pos([0, 0, 5, 0, 0, 3], [3, 0, 0, 0, 0, 5], (16, 16))
    t = apply_move(JERIN, p, Move(5))
    assert board(t.position) == ([0, 0, 5, 0, 0, 0], [4, 1, 1, 0, 0, 5]) and captures(t) == []
    owner = engine.resolve_rules("jerin", {"en_passant_taker": "owner"})  # Obridjie, Ba-awa
    assert captures(apply_move(owner, pos([0, 0, 5, 0, 0, 3], [3, 0, 0, 0, 0, 5], (16, 16), owner), Move(5))) == [
        ("enpassant", 1, 4)]


def test_a_four_made_in_passing_on_the_own_row_is_taken_by_the_mover() -> None:
    # S0 (2): S1 3 -> 4 in passing: South takes it; S2 (empty): the turn ends.
    t = apply_move(JERIN, pos([2, 3, 0, 0, 3, 0], [0, 0, 0, 0, 3, 5], (16, 16)), Move(0))
    assert board(t.position) == ([0, 0, 1, 0, 3, 0], [0, 0, 0, 0, 3, 5])
    assert captures(t) == [("enpassant", 0, 4)] and list(t.position.stores) == [20, 16]


def test_a_last_seed_making_four_on_the_opponent_row_is_lifted_and_sown_on() -> None:
    # S5 (1): N0 3 -> 4 with the last seed, North's hole: lifted; N1-N4 (empty N4): the turn ends.
    t = apply_move(JERIN, pos([0, 0, 2, 0, 0, 1], [3, 0, 0, 0, 0, 2], (20, 20)), Move(5))
    assert board(t.position) == ([0, 0, 2, 0, 0, 0], [0, 1, 1, 1, 1, 2]) and captures(t) == []


def test_a_last_seed_making_four_on_the_own_row_is_captured() -> None:
    # S4 (1): S5 3 -> 4 with the last seed: South's own hole, captured; the turn ends.
    t = apply_move(JERIN, pos([0, 2, 0, 0, 1, 3], [0, 0, 3, 0, 0, 3], (18, 18)), Move(4))
    assert board(t.position) == ([0, 2, 0, 0, 0, 0], [0, 0, 3, 0, 0, 3])
    assert captures(t) == [("final4", 0, 4)] and t.position.to_move == 1


def test_the_last_eight_go_to_the_next_capturer_and_the_winner_chooses_holes() -> None:
    # 8 seeds left: S4 (1) makes S5 four (captured), 4 are left: South takes them; the round ends 28-20.
    t = apply_move(JERIN, pos([0, 0, 0, 0, 1, 3], [4, 0, 0, 0, 0, 0], (20, 20)), Move(4))
    assert captures(t) == [("final4", 0, 4), ("last_seeds", 0, 4)]
    q = t.position
    # South won 28-20: its 6 holes and 28/4 - 6 = 1 of North's, of South's choice.
    assert q.phase is Phase.CHOOSE_HOLLOWS and q.to_move == 0 and list(q.stores) == [28, 20]
    assert [m.hollows for m in legal_moves(JERIN, q)] == [(0,), (1,), (2,), (3,), (4,), (5,)]
    r = apply_move(JERIN, q, Move(kind=MoveKind.CHOOSE_HOLLOWS, hollows=(2,))).position
    assert r.owners == ((0, 0, 0, 0, 0, 0), (1, 1, 0, 1, 1, 1))
    assert board(r) == ([4] * 6, [4] * 6) and r.round_starter == 1 and r.to_move == 1  # the starter alternates


def test_a_hole_won_on_the_opponent_row_is_the_owners_for_sowing_and_fours() -> None:
    # Round 2, South owns North's hole 2 (N2): South may sow it, and a four made there is South's.
    owners = [[0, 0, 0, 0, 0, 0], [1, 1, 0, 1, 1, 1]]
    p = pos([0, 0, 0, 0, 5, 2], [0, 3, 3, 0, 0, 3], (16, 16), round=2, owners=owners)
    assert (1, 2) in {(m.side, m.pit) for m in legal_moves(JERIN, p)}
    # S5 (2): N0 (empty) 1, N1 3 -> 4 with the last seed: North's hole, lifted and sown on: N2 3 -> 4
    # in passing is South's (South owns N2), N3, N4, N5 3 -> 4 with the last seed: North's again,
    # lifted: S0-S3 (S3 empty): the turn ends.
    t = apply_move(JERIN, p, Move(5))
    assert captures(t) == [("enpassant", 0, 4)]
    assert board(t.position) == ([1, 1, 1, 1, 5, 0], [1, 0, 0, 1, 1, 0])
