"""Oware Nam Nam (docs/rules/nam-nam.md, seed 001): NN1-NN3 as literal positions (both origin readings),
ownership, the hollow choice between rounds and a complete match."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import IllegalMove, Move, apply_move, legal_moves, new_game, position_from_json
from engine.position import MoveKind, Phase

RULES = engine.resolve_rules("nam-nam")
FIRST = engine.resolve_rules("nam-nam", {"origin": "first_seed_into_origin"})


def pos(s: list[int], n: list[int], stores: tuple[int, int], rules: engine.Rules = RULES, to_move: int = 0,
        **extra: Any) -> engine.Position:
    return position_from_json(rules, {"pits": [s, n], "stores": list(stores), "to_move": to_move,
                                      "round": 1, "round_starter": 0, **extra})


def board(p: engine.Position) -> tuple[list[int], list[int]]:
    return list(p.pits[0]), list(p.pits[1])


def captures(t: engine.Transition) -> list[tuple[str, int, int]]:
    return [(e["kind"], e["by"], e["count"]) for e in t.events if e["type"] == "capture"]


def test_nn1_relays_from_the_start() -> None:
    t = apply_move(RULES, new_game(RULES), Move(0))
    assert board(t.position) == ([2, 7, 1, 6, 1, 6], [6, 6, 0, 1, 6, 6])
    assert captures(t) == [] and list(t.position.stores) == [0, 0]


def test_nn1_first_seed_into_origin() -> None:
    t = apply_move(FIRST, new_game(FIRST), Move(0))
    assert board(t.position) == ([3, 1, 6, 1, 6, 6], [6, 0, 1, 6, 6, 6])


def test_nn2_en_passant_four_goes_to_the_owner() -> None:
    p = pos([0, 0, 0, 3, 0, 5], [0, 3, 1, 2, 0, 2], (16, 16))
    t = apply_move(RULES, p, Move(5))
    assert board(t.position) == ([0, 0, 0, 3, 0, 0], [1, 0, 2, 3, 1, 2])
    assert list(t.position.stores) == [16, 20]
    assert captures(t) == [("enpassant", 1, 4)]
    assert t.position.to_move == 1


def test_nn2_first_seed_into_origin() -> None:
    p = pos([0, 0, 0, 3, 0, 5], [0, 3, 1, 2, 0, 2], (16, 16), rules=FIRST)
    t = apply_move(FIRST, p, Move(5))
    assert board(t.position) == ([1, 0, 0, 3, 0, 1], [1, 0, 2, 0, 1, 3])
    assert list(t.position.stores) == [16, 20]


def test_nn3_last_eight_en_passant_ends_the_round() -> None:
    p = pos([0, 0, 0, 0, 1, 2], [3, 0, 0, 0, 0, 2], (20, 20))
    t = apply_move(RULES, p, Move(5))
    assert captures(t) == [("enpassant", 1, 4), ("last_seeds", 1, 4)]
    q = t.position
    # N won the round 28-20: N keeps its 6 hollows and takes 28/4 - 6 = 1 of S's; S keeps 5.
    assert q.phase is Phase.CHOOSE_HOLLOWS and q.to_move == 1 and q.round == 2
    assert list(q.stores) == [20, 28] and board(q) == ([0] * 6, [0] * 6)
    assert [m.hollows for m in legal_moves(RULES, q)] == [(0,), (1,), (2,), (3,), (4,), (5,)]
    r = apply_move(RULES, q, Move(kind=MoveKind.CHOOSE_HOLLOWS, hollows=(4,))).position
    assert r.owners == ((0, 0, 0, 0, 1, 0), (1, 1, 1, 1, 1, 1))
    assert board(r) == ([4] * 6, [4] * 6) and list(r.stores) == [0, 0]
    assert r.phase is Phase.PLAY and r.round_starter == 1 and r.to_move == 1  # seat 0 started round 1
    data = engine.position_to_json(r)
    assert data["owners"] == [[0, 0, 0, 0, 1, 0], [1, 1, 1, 1, 1, 1]] and data["phase"] == "play"
    assert {(m.side, m.pit) for m in legal_moves(RULES, r)} == {(None, p) for p in range(6)} | {(0, 4)}


def test_nn3_first_seed_into_origin_mover_takes_final_four() -> None:
    p = pos([0, 0, 0, 0, 1, 2], [3, 0, 0, 0, 0, 2], (20, 20), rules=FIRST)
    t = apply_move(FIRST, p, Move(5))
    assert captures(t) == [("final4", 0, 4), ("last_seeds", 0, 4)]
    assert list(t.position.stores) == [28, 20]


def test_moves_only_from_owned_hollows() -> None:
    owners = [[0, 0, 0, 0, 1, 0], [1, 1, 1, 1, 1, 1]]
    p = pos([4] * 6, [4] * 6, (0, 0), to_move=0, owners=owners)
    assert sorted(m.pit for m in legal_moves(RULES, p)) == [0, 1, 2, 3, 5]
    with pytest.raises(IllegalMove) as info:
        apply_move(RULES, p, Move(4))
    assert info.value.reason == "not-your-pit"
    q = pos([4] * 6, [4] * 6, (0, 0), to_move=1, owners=owners)
    assert Move(4, side=0) in legal_moves(RULES, q)
    t = apply_move(RULES, q, engine.move_from_json(RULES, {"pit": 4, "side": 0}))
    assert t.events[0] == {"type": "pickup", "seat": 0, "pit": 4, "count": 4}


def test_owner_of_a_hollow_takes_en_passant_fours_on_the_other_side() -> None:
    # S owns N2; S sows N0's... N plays N1 (2 seeds): N2 becomes 4 with a non-final seed → S (owner) takes 4.
    owners = [[0, 0, 0, 0, 0, 0], [1, 1, 0, 1, 1, 1]]
    p = pos([4, 4, 4, 4, 4, 0], [4, 2, 3, 0, 4, 1], (8, 6), to_move=1, owners=owners)
    t = apply_move(RULES, p, Move(1))
    assert captures(t)[0] == ("enpassant", 0, 4)


def test_a_player_with_no_seeds_in_owned_hollows_misses_the_turn() -> None:
    p = pos([0, 0, 0, 0, 0, 1], [1, 2, 0, 0, 0, 0], (20, 24))
    t = apply_move(RULES, p, Move(5))
    # S5 → N0 = 2 (occupied) → relay 2: N1 = 3, N2 = 1 (empty) → end. S has no seeds: S passes.
    assert board(t.position) == ([0] * 6, [0, 3, 1, 0, 0, 0])
    assert t.position.to_move == 1
    # N2 (1) → N3 (empty): S owns no seeds and misses the turn; N moves again.
    t2 = apply_move(RULES, t.position, Move(2))
    assert t2.events[-1] == {"type": "pass", "seat": 0, "reason": "no_seeds"}
    assert t2.position.to_move == 1


def test_equal_round_resets_ownership_without_a_decision() -> None:
    owners = [[0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 0]]
    p = pos([0, 0, 0, 0, 0, 3], [1, 1, 3, 0, 0, 0], (16, 24), owners=owners)
    # S5: N0 = 2, N1 = 2, N2 = 4 (final) → S takes 4 and the last 4: 24-24.
    t = apply_move(RULES, p, Move(5))
    q = t.position
    assert [e["type"] for e in t.events][-2:] == ["round_end", "ownership_change"]
    assert q.phase is Phase.PLAY and q.round == 2 and q.round_starter == 1 and q.to_move == 1
    assert q.owners == ((0,) * 6, (1,) * 6) and board(q) == ([4] * 6, [4] * 6) and list(q.stores) == [0, 0]


def test_match_ends_when_a_player_owns_no_hollow() -> None:
    # N5 (3): S0 = 2, S1 = 2, S2 = 4 (final) → N takes the four, then the last four: S captured 0.
    p = pos([1, 1, 3, 0, 0, 0], [0, 0, 0, 0, 0, 3], (0, 40), to_move=1)
    t = apply_move(RULES, p, Move(5))
    assert captures(t) == [("final4", 1, 4), ("last_seeds", 1, 4)]
    q = t.position
    assert q.is_finished and q.outcome is not None
    assert (q.outcome.reason, q.outcome.winner, q.outcome.scores) == ("match_won", 1, (0, 48))


# A complete match of three rounds, with the winner's hollow choices between rounds, played to
# the end of the match: a literal record, checked at every round boundary.
MOVES = [
    {'pit': 1}, {'pit': 4}, {'pit': 4}, {'pit': 1}, {'pit': 5}, {'pit': 2}, {'pit': 2}, {'pit': 4}, {'pit': 5},
    {'pit': 0}, {'pit': 1}, {'pit': 1}, {'type': 'choose_hollows', 'hollows': [2, 5]}, {'pit': 4}, {'pit': 0},
    {'pit': 3}, {'pit': 3}, {'pit': 1}, {'pit': 3}, {'pit': 1}, {'pit': 1}, {'pit': 0}, {'pit': 3}, {'pit': 4},
    {'pit': 0}, {'pit': 2, 'side': 0}, {'pit': 1}, {'pit': 2, 'side': 0}, {'pit': 4}, {'pit': 5, 'side': 0},
    {'pit': 3}, {'pit': 5}, {'pit': 0}, {'pit': 1}, {'type': 'choose_hollows', 'hollows': [0, 1, 2, 5]},
    {'pit': 4}, {'pit': 2}, {'pit': 3}, {'pit': 4}, {'pit': 3}, {'pit': 0}, {'pit': 3}, {'pit': 4}, {'pit': 4},
    {'pit': 2}, {'pit': 0, 'side': 0}, {'pit': 3}, {'pit': 1, 'side': 0}, {'pit': 4}, {'pit': 5},
    {'pit': 0, 'side': 0}, {'pit': 3}, {'pit': 1, 'side': 0}, {'pit': 4}, {'pit': 2, 'side': 0}, {'pit': 3},
    {'pit': 5}, {'pit': 4}, {'pit': 1, 'side': 0}, {'pit': 0}, {'pit': 1}, {'pit': 5}, {'pit': 3},
    {'pit': 1, 'side': 0}, {'pit': 3}, {'pit': 4}, {'pit': 5, 'side': 0},
]


def test_complete_match_through_round_decisions() -> None:
    start = new_game(RULES)
    steps = engine.replay(RULES, start, [engine.move_from_json(RULES, m) for m in MOVES])
    texts = [engine.position_text(s.position) for s in steps]
    assert texts[11] == '0: 0 0 0 0 0 0 [16] | 1: 0 0 0 0 0 0 [32] | owners 000000 | 111111 | to_move 1 | ply 12 | round 2 choose_hollows | playing'
    assert texts[33] == '0: 0 0 0 0 0 0 [8] | 1: 0 0 0 0 0 0 [40] | owners 001001 | 111111 | to_move 1 | ply 34 | round 3 choose_hollows | playing'
    assert texts[-1] == '0: 0 0 0 0 0 0 [0] | 1: 0 0 0 0 0 0 [48] | owners 111001 | 111111 | to_move 1 | ply 67 | round 3 play | finished match_won winner 1'
    for s in steps:
        assert sum(s.position.stores) + sum(map(sum, s.position.pits)) == 48
        assert engine.position_from_json(RULES, engine.position_to_json(s.position)) == s.position
    assert steps[-1].legal_moves == ()


def test_endless_relay_is_cut_by_the_turn_guard() -> None:
    # Found by random play: S0 starts a relay that comes back to the same (board, lap start, hand)
    # state; docs/rulings.md#conventions ends the turn after that lap.
    owners = [[0, 0, 0, 0, 1, 1], [1, 1, 1, 1, 1, 1]]
    p = pos([3, 1, 0, 1, 0, 1], [0, 2, 1, 0, 2, 1], (12, 24), owners=owners)
    t = apply_move(RULES, p, Move(0))
    kinds = [e["type"] for e in t.events]
    assert kinds.count("turn_truncated") == 1 and kinds[-2:] == ["turn_truncated", "sow"]
    assert board(t.position) == ([0, 2, 1, 0, 1, 2], [0, 2, 1, 0, 2, 1])
    assert t.position.to_move == 1 and list(t.position.stores) == [12, 24]


def test_must_feed_option() -> None:
    feed = engine.resolve_rules("nam-nam", {"must_feed": "leave_seeds"})
    p = pos([1, 0, 0, 0, 0, 1], [0] * 6, (22, 24), rules=feed)
    assert [m.pit for m in legal_moves(RULES, pos([1, 0, 0, 0, 0, 1], [0] * 6, (22, 24)))] == [0, 5]
    assert [m.pit for m in legal_moves(feed, p)] == [5]
    # N5 feeds S0 and leaves N empty; S0 → S1 cannot feed N: the round ends, the seed left goes
    # to the owner of its hollow (S: 24-24, ownership reset, round 2 starts at once).
    q = pos([0] * 6, [0, 0, 0, 0, 0, 1], (23, 24), rules=feed, to_move=1)
    t = apply_move(feed, q, Move(5))
    end = next(e for e in t.events if e["type"] == "round_end")
    assert end["reason"] == "cannot_feed" and end["scores"] == [24, 24]
    assert t.position.round == 2 and t.position.pits == ((4,) * 6, (4,) * 6)
