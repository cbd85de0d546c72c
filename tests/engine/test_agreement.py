"""Ending a game by agreement (docs/rulings.md D-4; issue 10 §2).

Seed 000 (Owari): "The players may agree to end the game and each take half of the remaining
seeds or they can be disregarded." Seed 002 (Oware): "When both players decide that continuing
will only lead to going round in circles in such a case each player keeps the stones on their
side." Seed 001: "If a few remaining seeds are being played around the board and there is no
chance of capture, it's a stalemate."

The player to move proposes (``propose_end``) and still makes their move; the others accept
(``accept_end``) as their move, or decline by playing on. Literal positions in and out."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import IllegalMove, Move, apply_move, position_from_json, position_to_json

PROPOSE = {"type": "propose_end"}
ACCEPT = {"type": "accept_end"}


def rules(variant: str, **options: Any) -> engine.Rules:
    return engine.resolve_rules(variant, options)


def play(r: engine.Rules, position: engine.Position, move: dict[str, Any]) -> engine.Transition:
    return apply_move(r, position, engine.move_from_json(r, move))


def wire(moves: tuple[Move, ...]) -> list[dict[str, Any]]:
    return [engine.move_to_json(m) for m in moves]


def pits(t: engine.Transition) -> list[list[int]]:
    return [list(row) for row in t.position.pits]


OWARE = {"pits": [[0, 0, 0, 1, 0, 2], [1, 0, 0, 0, 0, 0]], "stores": [22, 22], "to_move": 0}


# --- Oware (seed 002): each player keeps the stones on their side ---------------------------


def test_oware_propose_then_move_then_accept_each_keeps_their_side() -> None:
    r = rules("oware")
    start = position_from_json(r, OWARE)
    assert wire(engine.agreement_moves(r, start)) == [PROPOSE]
    proposed = play(r, start, PROPOSE)
    assert proposed.events == ({"type": "end_proposed", "seat": 0},)
    out = position_to_json(proposed.position)
    assert out == {"pits": [[0, 0, 0, 1, 0, 2], [1, 0, 0, 0, 0, 0]], "stores": [22, 22], "to_move": 0, "ply": 1,
                   "status": "playing", "outcome": None, "history": [], "last_mover": None, "end_proposed_by": [0]}
    # Proposing is not a pass: the proposer still moves, from the same legal moves.
    assert proposed.legal_moves == engine.legal_moves(r, start) and proposed.agreement_moves == ()
    moved = apply_move(r, proposed.position, Move(3))
    assert pits(moved) == [[0, 0, 0, 0, 1, 2], [1, 0, 0, 0, 0, 0]]
    assert moved.position.to_move == 1 and moved.position.end_proposed_by == (0,)
    assert wire(moved.agreement_moves) == [ACCEPT] and moved.legal_moves == (Move(0),)
    ended = play(r, moved.position, ACCEPT)
    assert ended.events == (
        {"type": "end_agreed", "seats": [0, 1]},
        {"type": "game_end", "reason": "agreement", "sweep": [{"seat": 0, "count": 3}, {"seat": 1, "count": 1}],
         "scores": [25, 23], "winner": 0, "winners": [0]},
    )
    out = position_to_json(ended.position)
    assert out["pits"] == [[0] * 6, [0] * 6] and out["stores"] == [25, 23] and out["ply"] == 3
    assert out["outcome"] == {"reason": "agreement", "scores": [25, 23], "winner": 0, "winners": [0], "draw": False}
    assert "end_proposed_by" not in out
    assert ended.legal_moves == () and ended.agreement_moves == ()
    assert position_from_json(r, out) == ended.position


def test_oware_declining_is_playing_on() -> None:
    r = rules("oware")
    moved = apply_move(r, play(r, position_from_json(r, OWARE), PROPOSE).position, Move(3))
    declined = apply_move(r, moved.position, Move(0))
    assert declined.events[0] == {"type": "end_declined", "seat": 1}
    assert declined.events[1] == {"type": "pickup", "seat": 1, "pit": 0, "count": 1}
    out = position_to_json(declined.position)
    assert out["pits"] == [[0, 0, 0, 0, 1, 2], [0, 1, 0, 0, 0, 0]] and "end_proposed_by" not in out
    # Seat 0 may propose again on its turn.
    assert wire(declined.agreement_moves) == [PROPOSE]


def test_the_position_text_shows_a_pending_proposal() -> None:
    r = rules("oware")
    proposed = play(r, position_from_json(r, OWARE), PROPOSE)
    assert engine.position_text(proposed.position) == (
        "0: 0 0 0 1 0 2 [22] | 1: 1 0 0 0 0 0 [22] | to_move 0 | ply 1 | end proposed by 0 | playing")


def test_a_proposal_survives_the_proposers_extra_turn() -> None:
    r = rules("kalah")
    start = position_from_json(r, {"pits": [[0, 0, 0, 0, 2, 1], [1, 0, 0, 0, 0, 3]], "stores": [20, 21],
                                   "to_move": 0})
    proposed = play(r, start, PROPOSE)
    again = apply_move(r, proposed.position, Move(5))  # last seed in the own store: S moves again
    assert again.position.to_move == 0 and again.position.end_proposed_by == (0,)
    assert again.agreement_moves == ()
    moved = apply_move(r, again.position, Move(4))  # S5, then the store: another extra turn
    assert moved.position.to_move == 0 and pits(moved) == [[0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 3]]
    last = apply_move(r, moved.position, Move(5))  # S's row is empty: the game ends by the rules
    assert last.position.outcome is not None and last.position.outcome.reason == "side_empty"
    assert last.position.end_proposed_by == ()


# --- Owari (seed 000): each take half of the remaining seeds -------------------------------


def test_owari_agreement_splits_the_seeds_left_in_halves_odd_seed_to_the_player_behind() -> None:
    r = rules("owari")
    start = position_from_json(r, {"pits": [[0, 0, 0, 1, 0, 2], [1, 0, 0, 0, 0, 1]], "stores": [20, 23],
                                   "to_move": 0})
    moved = apply_move(r, play(r, start, PROPOSE).position, Move(3))
    ended = play(r, moved.position, ACCEPT)
    out = position_to_json(ended.position)
    # 5 seeds left: 2 each, and the odd one to seat 0, which has fewer (MancalaGames DIVVIED).
    assert out["stores"] == [23, 25] and sum(map(sum, out["pits"])) == 0
    assert out["outcome"]["reason"] == "agreement" and out["outcome"]["winners"] == [1]
    discard = rules("owari", cycle_split="discard")
    moved = apply_move(discard, play(discard, position_from_json(discard, {**start_json(start)}), PROPOSE).position,
                       Move(3))
    out = position_to_json(play(discard, moved.position, ACCEPT).position)
    # "or they can be disregarded": the seeds stay where they are and are not counted.
    assert out["stores"] == [20, 23] and out["pits"] == [[0, 0, 0, 0, 1, 2], [1, 0, 0, 0, 0, 1]]
    assert out["outcome"]["winners"] == [1]


def start_json(position: engine.Position) -> dict[str, Any]:
    return position_to_json(position)


# --- the hybrid (seed 001): a stalemate is a draw ----------------------------------------


def test_hybrid_agreement_is_a_declared_draw_whatever_the_stores_hold() -> None:
    r = rules("mancala-hybrid")
    start = position_from_json(r, {"pits": [[0, 0, 2, 0, 1, 0], [0, 0, 0, 3, 0, 1]], "stores": [22, 19],
                                   "to_move": 0})
    moved = apply_move(r, play(r, start, PROPOSE).position, Move(2))
    assert pits(moved) == [[0, 0, 0, 1, 2, 0], [0, 0, 0, 3, 0, 1]]
    ended = play(r, moved.position, ACCEPT)
    out = position_to_json(ended.position)
    assert out["status"] == "finished" and out["stores"] == [22, 19]
    assert out["pits"] == [[0, 0, 0, 1, 2, 0], [0, 0, 0, 3, 0, 1]]  # not counted: a stalemate
    assert out["outcome"] == {"reason": "agreement", "scores": [22, 19], "winner": None, "winners": [0, 1],
                              "draw": True}
    assert position_from_json(r, out) == ended.position
    own = rules("mancala-hybrid", cycle_split="own_side")
    moved = apply_move(own, play(own, position_from_json(own, position_to_json(start)), PROPOSE).position, Move(2))
    out = position_to_json(play(own, moved.position, ACCEPT).position)
    assert out["stores"] == [25, 23] and out["outcome"]["winners"] == [0]


# --- more players: every player must accept ---------------------------------------------


MULTI = {"pits": [[0, 0, 0, 1, 0, 0], [0, 0, 1, 0, 0, 0], [1, 0, 0, 0, 0, 1]], "stores": [24, 23, 21], "to_move": 0}


def test_three_players_every_player_accepts_each_then_moves() -> None:
    r = rules("multiplayer")
    moved = apply_move(r, play(r, position_from_json(r, MULTI), PROPOSE).position, Move(3))
    assert pits(moved)[0] == [0, 0, 0, 0, 1, 0] and moved.position.to_move == 1
    assert wire(moved.agreement_moves) == [ACCEPT]
    accepted = play(r, moved.position, ACCEPT)
    assert accepted.events == ({"type": "end_proposed", "seat": 1},)
    assert accepted.position.to_move == 1 and accepted.position.end_proposed_by == (0, 1)
    assert accepted.agreement_moves == () and accepted.legal_moves == (Move(2),)
    moved = apply_move(r, accepted.position, Move(2))
    assert moved.position.to_move == 2 and wire(moved.agreement_moves) == [ACCEPT]
    ended = play(r, moved.position, ACCEPT)
    assert ended.events[0] == {"type": "end_agreed", "seats": [0, 1, 2]}
    out = position_to_json(ended.position)
    assert out["stores"] == [25, 24, 23] and out["outcome"]["reason"] == "agreement"
    assert out["outcome"]["winners"] == [0]


def test_three_players_the_last_player_declines_by_playing_on() -> None:
    r = rules("multiplayer")
    moved = apply_move(r, play(r, position_from_json(r, MULTI), PROPOSE).position, Move(3))
    moved = apply_move(r, play(r, moved.position, ACCEPT).position, Move(2))
    declined = apply_move(r, moved.position, Move(0))
    assert declined.events[0] == {"type": "end_declined", "seat": 2}
    assert declined.position.end_proposed_by == () and pits(declined)[2] == [0, 1, 0, 0, 0, 1]


def test_mancala_for_4_two_players_both_must_agree() -> None:
    r = rules("mancala-for-4", players=2)
    empty = [0] * 6
    start = position_from_json(r, {"pits": [[0, 0, 0, 0, 1, 0], empty, [0, 0, 0, 1, 0, 0], empty],
                                   "stores": [20, 0, 26, 0], "to_move": 0})
    moved = apply_move(r, play(r, start, PROPOSE).position, Move(4))
    assert moved.position.to_move == 2 and wire(moved.agreement_moves) == [ACCEPT]
    out = position_to_json(play(r, moved.position, ACCEPT).position)
    assert out["outcome"]["reason"] == "agreement" and out["stores"] == [21, 0, 27, 0]
    assert out["outcome"]["winners"] == [2]


# --- matches of rounds: the agreement ends the round --------------------------------------


def test_giuthi_agreement_ends_the_round_and_the_match_goes_on() -> None:
    r = rules("giuthi")
    start = engine.new_game(r)
    proposed = play(r, start, PROPOSE)
    move = proposed.legal_moves[0]
    moved = apply_move(r, proposed.position, move)
    assert moved.position.to_move == 1 and wire(moved.agreement_moves) == [ACCEPT]
    ended = play(r, moved.position, ACCEPT)
    kinds = [e["type"] for e in ended.events]
    assert kinds[:2] == ["end_agreed", "round_end"] and ended.events[1]["reason"] == "agreement"
    # Each player took the seeds on their side: the loser now arranges (or the match is over).
    assert sum(map(sum, ended.position.pits)) == 0 and sum(ended.position.stores) == r.total_seeds
    assert ended.position.end_proposed_by == ()
    if not ended.position.is_finished:
        assert ended.position.phase.value == "arrange" and ended.agreement_moves == ()
        with pytest.raises(IllegalMove) as info:
            play(r, ended.position, PROPOSE)
        assert info.value.reason == "no-agreement-between-rounds"


# --- refusals ----------------------------------------------------------------------------


def test_agreement_moves_are_refused_where_not_listed() -> None:
    r = rules("oware")
    start = position_from_json(r, OWARE)
    with pytest.raises(IllegalMove) as info:
        play(r, start, ACCEPT)
    assert info.value.reason == "no-end-proposed"
    proposed = play(r, start, PROPOSE).position
    for move in (PROPOSE, ACCEPT):  # the proposer must now move
        with pytest.raises(IllegalMove) as info:
            play(r, proposed, move)
        assert info.value.reason == "end-already-proposed"
        assert info.value.legal_moves == tuple(wire(engine.legal_moves(r, proposed)))
    moved = apply_move(r, proposed, Move(3)).position
    with pytest.raises(IllegalMove) as info:
        play(r, moved, PROPOSE)
    assert info.value.reason == "end-already-proposed"
    ended = play(r, moved, ACCEPT).position
    with pytest.raises(engine.GameOver):
        play(r, ended, PROPOSE)


def test_agreed_end_false_switches_it_off() -> None:
    r = rules("oware", agreed_end=False)
    start = position_from_json(r, OWARE)
    assert engine.agreement_moves(r, start) == ()
    with pytest.raises(IllegalMove) as info:
        play(r, start, PROPOSE)
    assert info.value.reason == "agreed-end-off"
    with pytest.raises(engine.InvalidPosition) as bad:
        position_from_json(r, {**OWARE, "end_proposed_by": [0]})
    assert [v.path for v in bad.value.violations] == ["position.end_proposed_by"]


@pytest.mark.parametrize(("value", "code"), [
    ([2], "invalid-shape"), ([0, 0], "invalid-shape"), ("0", "invalid-shape"), ([True], "invalid-shape"),
    ([0, 1], "status-inconsistent"),
])
def test_impossible_pending_proposals_are_refused(value: object, code: str) -> None:
    r = rules("oware")
    with pytest.raises(engine.InvalidPosition) as info:
        position_from_json(r, {**OWARE, "end_proposed_by": value})
    assert [(v.code, v.path) for v in info.value.violations] == [(code, "position.end_proposed_by")]


def test_a_finished_game_has_no_pending_proposal() -> None:
    r = rules("oware")
    moved = apply_move(r, play(r, position_from_json(r, OWARE), PROPOSE).position, Move(3)).position
    out = position_to_json(play(r, moved, ACCEPT).position)
    with pytest.raises(engine.InvalidPosition) as info:
        position_from_json(r, {**out, "end_proposed_by": [0]})
    assert [v.code for v in info.value.violations] == ["status-inconsistent"]


def test_the_move_codec() -> None:
    r = rules("oware")
    for data in (PROPOSE, ACCEPT):
        move = engine.move_from_json(r, data)
        assert engine.move_to_json(move) == data and str(move) == data["type"]
    assert engine.move_from_json(r, {"type": "accept_end", "seat": 1}).kind.value == "accept_end"
    with pytest.raises(engine.InvalidMove) as info:
        engine.move_from_json(r, {"type": "propose_end", "pit": 2})
    assert [v.path for v in info.value.violations] == ["move.pit"]
    with pytest.raises(engine.InvalidMove):
        engine.move_from_json(r, {"type": "offer_draw"})


def test_positions_without_a_proposal_keep_their_form_and_hash() -> None:
    r = rules("oware")
    start = position_from_json(r, OWARE)
    assert "end_proposed_by" not in position_to_json(start)
    assert position_from_json(r, {**OWARE, "end_proposed_by": []}) == start
    proposed = play(r, start, PROPOSE).position
    assert engine.position_hash(proposed) != engine.position_hash(
        position_from_json(r, {**position_to_json(proposed), "end_proposed_by": []}))


# --- the move limit and replays ---------------------------------------------------------


def test_a_proposal_at_the_move_limit_ends_the_game_there() -> None:
    r = rules("oware", max_plies=10)
    start = position_from_json(r, {**OWARE, "ply": 9})
    ended = play(r, start, PROPOSE)
    assert [e["type"] for e in ended.events] == ["end_proposed", "game_end"]
    out = position_to_json(ended.position)
    assert out["outcome"]["reason"] == "move_limit" and out["stores"] == [25, 23] and out["ply"] == 10


def test_replay_plays_agreement_moves_like_any_other() -> None:
    r = rules("oware")
    start = position_from_json(r, OWARE)
    record = [engine.move_from_json(r, m) for m in (PROPOSE, {"pit": 3}, ACCEPT)]
    steps = engine.replay(r, start, record)
    position = start
    for move, step in zip(record, steps, strict=True):
        expected = apply_move(r, position, move)
        assert step == expected
        position = expected.position
    assert steps[-1].position.outcome is not None and steps[-1].position.outcome.reason == "agreement"
    with pytest.raises(IllegalMove) as info:
        engine.replay(r, start, [record[0], record[2]])
    assert info.value.ply == 1 and info.value.reason == "end-already-proposed"


def test_every_variant_offers_propose_end_at_the_start_and_can_end_by_agreement() -> None:
    for variant in engine.variant_ids():
        r = engine.resolve_rules(variant)
        start = engine.new_game(r)
        while start.phase.value != "play":  # Omweso's opening arrangements come first: no proposal yet
            assert engine.agreement_moves(r, start) == (), variant
            start = apply_move(r, start, engine.legal_moves(r, start)[0]).position
        assert wire(engine.agreement_moves(r, start)) == [PROPOSE], variant
        assert "## Ending by agreement" in engine.get_variant(variant).rules_text
        position = play(r, start, PROPOSE).position
        while not position.is_finished:
            offered = engine.agreement_moves(r, position)
            if offered:
                position = apply_move(r, position, offered[0]).position
            else:
                position = apply_move(r, position, engine.legal_moves(r, position)[0]).position
        assert position.outcome is not None
        assert position.outcome.reason in ("agreement", "match_won", "round_tie", "max_rounds"), variant
        assert position_from_json(r, position_to_json(position)) == position
