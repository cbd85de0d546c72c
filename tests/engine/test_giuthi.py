"""Giuthi (docs/rules/giuthi.md, seed 000): the worked examples G1-G3 as literal positions, the round
decisions, and a complete match played through its rounds."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import IllegalMove, Move, apply_move, legal_moves, new_game, position_from_json, position_to_json
from engine.position import MoveKind, Phase
from engine.rules import Direction

RULES = engine.resolve_rules("giuthi")
CCW, CW = Direction.CCW, Direction.CW


def pos(s: list[int], n: list[int], stores: tuple[int, int], to_move: int = 0, rules: engine.Rules = RULES,
        **extra: Any) -> engine.Position:
    return position_from_json(rules, {"pits": [s, n], "stores": list(stores), "to_move": to_move,
                                      "round": 1, "round_starter": 0, **extra})


def rows(p: engine.Position) -> tuple[list[int], list[int], list[int]]:
    return list(p.pits[0]), list(p.pits[1]), list(p.stores)


def test_g1_reversing_relays_from_the_start() -> None:
    start = new_game(RULES)
    t = apply_move(RULES, start, Move(0, CCW))
    assert rows(t.position) == ([2, 9, 9, 9, 9, 9], [1, 6, 6, 6, 6, 0], [0, 0])
    kinds = [e["type"] for e in t.events]
    assert kinds.count("direction_reversed") == 2
    assert "capture" not in kinds
    assert t.position.to_move == 1


def test_g2_capture_and_forward_chain() -> None:
    p = pos([0, 0, 1, 0, 0, 3], [0, 2, 2, 0, 4, 1], (29, 30))
    t = apply_move(RULES, p, Move(5, CCW))
    assert rows(t.position) == ([0, 0, 1, 0, 0, 0], [0, 0, 0, 0, 4, 1], [36, 30])
    capture = [e for e in t.events if e["type"] == "capture"]
    assert capture[0]["count"] == 7 and capture[0]["kind"] == "cross"


def test_g3_opposite_pit_not_sown_this_turn() -> None:
    p = pos([2, 0, 0, 0, 0, 0], [0, 0, 0, 4, 3, 0], (30, 33))
    t = apply_move(RULES, p, Move(0, CCW))
    assert rows(t.position) == ([0, 1, 1, 0, 0, 0], [0, 0, 0, 4, 3, 0], [30, 33])
    assert t.position.to_move == 1
    assert not [e for e in t.events if e["type"] == "capture"]


def test_g3_russ_option_moves_again_then_passes() -> None:
    russ = engine.resolve_rules("giuthi", {"capture_precondition": "opponent_row_sown"})
    p = pos([2, 0, 0, 0, 0, 0], [0, 0, 0, 4, 3, 0], (30, 33), rules=russ)
    t = apply_move(russ, p, Move(0, CCW))
    assert rows(t.position) == ([0, 1, 1, 0, 0, 0], [0, 0, 0, 4, 3, 0], [30, 33])
    kinds = [e["type"] for e in t.events]
    assert kinds[-2:] == ["extra_turn", "pass"]
    assert t.position.to_move == 1


def test_a_turn_cannot_start_from_a_single_seed() -> None:
    p = pos([1, 0, 0, 0, 0, 3], [0, 2, 2, 0, 4, 1], (29, 30))
    with pytest.raises(IllegalMove) as info:
        apply_move(RULES, p, Move(0, CCW))
    assert info.value.reason == "too-few-seeds"
    assert {(m.pit, m.direction) for m in legal_moves(RULES, p)} == {(5, CCW), (5, CW)}


def test_direction_is_required() -> None:
    with pytest.raises(IllegalMove) as info:
        apply_move(RULES, new_game(RULES), Move(0))
    assert info.value.reason == "direction-required"


def test_round_end_scoring_and_board_choice() -> None:
    end = apply_move(RULES, pos([0, 0, 0, 0, 0, 2], [1, 0, 1, 0, 1, 0], (30, 37)), Move(5, CW))
    # S5/CW: S4=1, S3=1 (both were empty) → ends on own side at S3; opposite N2=1 not sown → no capture.
    q = end.position
    assert rows(q) == ([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [32, 40])
    assert q.phase is Phase.ARRANGE and q.to_move == 0 and q.round == 2
    round_end = next(e for e in end.events if e["type"] == "round_end")
    assert round_end["scores"] == [32, 40]
    decisions = legal_moves(RULES, q)
    # 32 seeds: 9 <= 32 but not < 18 → only k = 6.
    assert [len(m.seeds) for m in decisions] == [6]
    assert decisions[0].constraints == ("place all 32 seeds on 6 pits, at least one per pit, "
                                        "at least one pit with 2 or more")


def test_arrangement_is_mirrored_and_surplus_stays_in_store() -> None:
    q = pos([0] * 6, [0] * 6, (14, 58), to_move=0, round=2, phase="arrange")
    sizes = sorted(len(m.seeds) for m in legal_moves(RULES, q))
    assert sizes == [4, 6]  # 9 <= 14 < 18
    t = apply_move(RULES, q, Move(kind=MoveKind.ARRANGE, seeds=(5, 1, 1, 7)))
    r = t.position
    assert rows(r) == ([5, 1, 1, 7], [5, 1, 1, 7], [0, 44])
    assert r.phase is Phase.PLAY and r.to_move == 1 and r.round_starter == 1
    assert [e["type"] for e in t.events][:2] == ["board_resized", "arranged"]
    assert position_to_json(r)["pits"] == [[5, 1, 1, 7], [5, 1, 1, 7]]


@pytest.mark.parametrize(("held", "sizes"), [(35, [6]), (18, [6]), (17, [4, 6]), (9, [4, 6]), (8, [3, 4, 6]),
                                             (6, [3, 4]), (5, [3, 4])])
def test_d12_board_sizes(held: int, sizes: list[int]) -> None:
    q = pos([0] * 6, [0] * 6, (held, 72 - held), to_move=0, round=2, phase="arrange")
    assert sorted(len(m.seeds) for m in legal_moves(RULES, q)) == sizes


def test_invalid_arrangements_are_refused() -> None:
    q = pos([0] * 6, [0] * 6, (14, 58), to_move=0, round=2, phase="arrange")
    for seeds, reason in [((1, 1, 1, 1, 1, 1, 8), "board-size-not-allowed"), ((5, 4, 5), "board-size-not-allowed"),
                          ((2, 2, 2, 2, 2, 2), "invalid-arrangement"), ((0, 4, 5, 5), "invalid-arrangement"),
                          ((3, 3, 3, 3, 3, 3), "invalid-arrangement")]:
        with pytest.raises(IllegalMove) as info:
            apply_move(RULES, q, Move(kind=MoveKind.ARRANGE, seeds=seeds))
        assert info.value.reason == reason
    with pytest.raises(IllegalMove) as sow:
        apply_move(RULES, q, Move(0, CCW))
    assert sow.value.reason == "round-decision-required"
    with pytest.raises(IllegalMove) as four_ones:
        apply_move(RULES, pos([0] * 6, [0] * 6, (4 + 1, 67), round=2, phase="arrange"),
                   Move(kind=MoveKind.ARRANGE, seeds=(1, 1, 1, 1, 1)))
    assert four_ones.value.reason == "board-size-not-allowed"


def test_loser_with_four_or_fewer_loses_the_match() -> None:
    # S5/CW → S4 = 1 (empty own pit, opposite N1 = 0): turn over; nobody can move; S holds 4.
    p = pos([0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 1], (2, 67))
    q = apply_move(RULES, p, Move(5, CW)).position
    assert q.is_finished and q.outcome is not None
    assert q.outcome.reason == "match_won" and q.outcome.winner == 1 and q.outcome.scores == (4, 68)


def test_equal_holdings_draw_the_match() -> None:
    p = pos([0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 1], (34, 35))
    q = apply_move(RULES, p, Move(5, CW)).position
    assert q.is_finished and q.outcome is not None and q.outcome.reason == "round_tie" and q.outcome.draw


def test_decision_json_round_trip() -> None:
    m = Move(kind=MoveKind.ARRANGE, seeds=(5, 1, 1, 7))
    data = engine.move_to_json(m)
    assert data == {"type": "arrange", "pits_per_side": 4, "seeds": [5, 1, 1, 7]}
    assert engine.move_from_json(RULES, data) == m
    listed = legal_moves(RULES, pos([0] * 6, [0] * 6, (14, 58), round=2, phase="arrange"))[0]
    assert "constraints" in engine.move_to_json(listed)
    assert engine.move_from_json(RULES, engine.move_to_json(listed)) == listed


# A complete match (three rounds, the board shortened to 4 pits in round 3), played through the
# round decisions to the end: a literal record, checked at every round boundary.
MOVES = [
    {'pit': 2, 'direction': 'cw'}, {'pit': 3, 'direction': 'ccw'}, {'pit': 3, 'direction': 'cw'},
    {'pit': 0, 'direction': 'ccw'}, {'pit': 0, 'direction': 'ccw'}, {'pit': 5, 'direction': 'ccw'},
    {'pit': 2, 'direction': 'cw'}, {'pit': 4, 'direction': 'ccw'}, {'pit': 0, 'direction': 'ccw'},
    {'pit': 2, 'direction': 'cw'}, {'pit': 3, 'direction': 'ccw'}, {'pit': 3, 'direction': 'cw'},
    {'pit': 1, 'direction': 'ccw'}, {'pit': 3, 'direction': 'ccw'}, {'pit': 4, 'direction': 'cw'},
    {'pit': 0, 'direction': 'cw'}, {'pit': 3, 'direction': 'cw'}, {'pit': 0, 'direction': 'ccw'},
    {'pit': 5, 'direction': 'cw'}, {'pit': 0, 'direction': 'ccw'}, {'pit': 4, 'direction': 'cw'},
    {'pit': 3, 'direction': 'ccw'}, {'pit': 0, 'direction': 'ccw'}, {'pit': 4, 'direction': 'cw'},
    {'pit': 2, 'direction': 'cw'}, {'pit': 1, 'direction': 'ccw'}, {'pit': 1, 'direction': 'cw'},
    {'pit': 5, 'direction': 'ccw'}, {'pit': 4, 'direction': 'ccw'}, {'pit': 3, 'direction': 'ccw'},
    {'pit': 3, 'direction': 'cw'}, {'pit': 0, 'direction': 'cw'}, {'pit': 5, 'direction': 'cw'},
    {'pit': 5, 'direction': 'cw'}, {'pit': 1, 'direction': 'cw'}, {'pit': 5, 'direction': 'cw'},
    {'pit': 4, 'direction': 'ccw'}, {'pit': 0, 'direction': 'cw'},
    {'type': 'arrange', 'pits_per_side': 6, 'seeds': [3, 4, 4, 2, 3, 4]}, {'pit': 1, 'direction': 'ccw'},
    {'pit': 3, 'direction': 'ccw'}, {'pit': 1, 'direction': 'ccw'}, {'pit': 5, 'direction': 'cw'},
    {'pit': 5, 'direction': 'cw'}, {'pit': 1, 'direction': 'ccw'}, {'pit': 2, 'direction': 'cw'},
    {'pit': 5, 'direction': 'ccw'}, {'pit': 0, 'direction': 'ccw'}, {'pit': 4, 'direction': 'cw'},
    {'pit': 3, 'direction': 'ccw'}, {'pit': 5, 'direction': 'ccw'}, {'pit': 0, 'direction': 'ccw'},
    {'pit': 3, 'direction': 'ccw'}, {'pit': 1, 'direction': 'cw'}, {'pit': 5, 'direction': 'cw'},
    {'pit': 4, 'direction': 'cw'}, {'pit': 2, 'direction': 'cw'}, {'pit': 1, 'direction': 'cw'},
    {'pit': 0, 'direction': 'cw'}, {'type': 'arrange', 'pits_per_side': 4, 'seeds': [1, 4, 5, 3]},
    {'pit': 3, 'direction': 'cw'}, {'pit': 2, 'direction': 'cw'}, {'pit': 1, 'direction': 'ccw'},
    {'pit': 3, 'direction': 'cw'}, {'pit': 3, 'direction': 'cw'}, {'pit': 2, 'direction': 'cw'},
    {'pit': 2, 'direction': 'cw'},
]


def test_complete_match_through_round_decisions() -> None:
    start = new_game(RULES)
    steps = engine.replay(RULES, start, [engine.move_from_json(RULES, m) for m in MOVES])
    texts = [engine.position_text(s.position) for s in steps]
    assert texts[37] == "0: 0 0 0 0 0 0 [20] | 1: 0 0 0 0 0 0 [52] | to_move 0 | ply 38 | round 2 arrange | playing"
    assert texts[58] == "0: 0 0 0 0 0 0 [13] | 1: 0 0 0 0 0 0 [59] | to_move 0 | ply 59 | round 3 arrange | playing"
    assert texts[59].startswith("0: 1 4 5 3 [0] | 1: 1 4 5 3 [46] | to_move 1")
    assert texts[-1] == "0: 0 0 0 0 [0] | 1: 0 0 0 0 [72] | to_move 0 | ply 67 | round 3 play | finished match_won winner 1"
    final = steps[-1].position
    assert final.outcome is not None and final.outcome.scores == (0, 72)
    assert steps[-1].legal_moves == ()
    for s in steps:
        assert sum(s.position.stores) + sum(map(sum, s.position.pits)) == 72
        assert engine.position_from_json(RULES, engine.position_to_json(s.position)) == s.position
