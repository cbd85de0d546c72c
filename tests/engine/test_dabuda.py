"""Dabuda (docs/rules/dabuda.md; Pankhurst 1971 via Ludii): 2×10 holes of four, each player's first
move from one of their four right-hand holes, relay laps, a last seed in an own empty hole takes
itself and the hole opposite when that one holds seeds."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

DABUDA = rules("dabuda")


def captures(transition: engine.Transition) -> list[tuple[int, int, list[tuple[int, int]]]]:
    return [(e["by"], e["count"], [(p["seat"], p["pit"]) for p in e["pits"]])
            for e in transition.events if e["type"] == "capture"]


def test_each_players_first_move_is_sown_from_their_four_right_hand_holes() -> None:
    start = engine.new_game(DABUDA)
    assert [m.pit for m in engine.legal_moves(DABUDA, start)] == [6, 7, 8, 9]
    with pytest.raises(engine.IllegalMove) as caught:
        play(DABUDA, start, 0)
    assert caught.value.reason == "opening-pit"
    # S9's four seeds end in N3 (5): relays from N3, N8, S3 and S8, the last seed in North's empty N3
    first = play(DABUDA, start, 9)
    assert text(first.position) == "S: 5 5 5 0 5 5 5 5 0 1 [0] | N: 6 6 6 1 5 5 5 5 0 5 [0]"
    assert kinds(first.events).count("relay") == 4 and not captures(first)
    # North's first move: its four right-hand holes, N8 being empty
    assert [m.pit for m in engine.legal_moves(DABUDA, first.position)] == [6, 7, 9]
    second = play(DABUDA, first.position, 6)
    assert [m.pit for m in engine.legal_moves(DABUDA, second.position)] == [0, 1, 2, 3, 4, 5, 6, 8, 9]


def test_the_damohoita_opening_is_the_extreme_right_hand_hole() -> None:
    damohoita = rules("dabuda", damohoita=True)
    first = play(damohoita, engine.new_game(damohoita), 9)
    assert [m.pit for m in engine.legal_moves(damohoita, engine.new_game(damohoita))] == [9]
    assert [m.pit for m in engine.legal_moves(damohoita, first.position)] == [9]


def test_a_relay_ending_in_an_own_empty_hole_takes_the_hole_opposite_and_the_last_seed() -> None:
    # S3 (1) -> S4 (2): relay, S5 and S6; the last seed in S6, empty; opposite N3 (3) is taken
    after = play(DABUDA, board("S: 0 0 0 1 1 0 0 0 0 0 [30] | N: 3 3 3 3 3 2 0 0 0 0 [31]", ply=4), 3)
    assert text(after.position) == "S: 0 0 0 0 0 1 0 0 0 0 [34] | N: 3 3 3 0 3 2 0 0 0 0 [31]"
    assert captures(after) == [(0, 4, [(1, 3), (0, 6)])]


def test_nothing_is_taken_when_the_hole_opposite_is_empty() -> None:
    after = play(DABUDA, board("S: 0 0 0 1 0 0 0 0 0 2 [30] | N: 3 3 3 3 2 0 0 0 0 0 [33]", ply=4), 3)
    assert text(after.position) == "S: 0 0 0 0 1 0 0 0 0 2 [30] | N: 3 3 3 3 2 0 0 0 0 0 [33]"
    assert not captures(after) and after.position.to_move == 1


def test_a_player_who_cannot_play_ends_the_game_and_the_opponent_takes_the_rest() -> None:
    after = play(DABUDA, board("S: 0 0 0 0 0 0 0 1 0 2 [40] | N: 0 0 0 0 0 0 0 0 0 0 [37]", ply=8), 7)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 0 0 [43] | N: 0 0 0 0 0 0 0 0 0 0 [37]"
    assert after.position.outcome is not None and after.position.outcome.reason == "no_seeds"
    assert after.position.outcome.winners == (0,)
