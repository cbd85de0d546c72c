"""Woaley (docs/rules/woaley.md): a seed left behind, no singleton moved, relays, captures of 2 and 4
on either row with the chain behind them, passes, the end when no one can play."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

WOALEY = rules("woaley")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_a_singleton_cannot_be_moved() -> None:
    position = board("S: 1 0 0 0 0 3 [20] | N: 0 0 2 0 0 0 [22]")
    assert [m.pit for m in engine.legal_moves(WOALEY, position)] == [5]
    with pytest.raises(engine.IllegalMove):
        play(WOALEY, position, 0)


def test_the_opening_leaves_one_seed_behind_and_relays() -> None:
    # By hand: S0 (4): one stays in S0, S1-S3 = 5; S3 lifted (5): S4, S5, N0-N2; N2 (5): N3-N5,
    # S0, S1; S1 (6): S2-S5, N0, N1; N1 (6): N2-N5, S0, S1 (empty): the turn ends.
    after = play(WOALEY, engine.new_game(WOALEY), 0)
    assert text(after.position) == "S: 3 1 6 1 6 6 [0] | N: 6 0 1 6 6 6 [0]"
    assert kinds(after.events).count("relay") == 4 and captures(after) == []


def test_twos_and_fours_are_captured_on_either_row_with_the_chain_behind() -> None:
    # S3 (4): one stays, S4 1 -> 2, S5 3 -> 4, N0 3 -> 4 with the last seed: N0 (4), then back
    # S5 (4) and S4 (2); S3 is the hole the move started from: the chain stops. 10 seeds.
    after = play(WOALEY, board("S: 0 0 0 4 1 3 [14] | N: 3 0 0 0 0 2 [21]"), 3)
    assert text(after.position) == "S: 0 0 0 1 0 0 [24] | N: 0 0 0 0 0 2 [21]"
    assert captures(after) == [("count", 0, 10)]


def test_the_chain_stops_at_a_hole_without_two_or_four() -> None:
    # S4 (3): one stays, S5 1 -> 2, N0 1 -> 2 (last): N0 and S5 are taken; S4 started the move.
    after = play(WOALEY, board("S: 0 0 0 0 3 1 [20] | N: 1 0 0 0 0 3 [20]"), 4)
    assert text(after.position) == "S: 0 0 0 0 1 0 [24] | N: 0 0 0 0 0 3 [20]"
    assert captures(after) == [("count", 0, 4)]


def test_a_player_with_only_singletons_passes() -> None:
    # N3 (2): one stays, N4 (empty) gets the last: the turn ends. South has only singletons:
    # South passes and North moves again.
    after = play(WOALEY, board("S: 1 0 1 0 0 0 [20] | N: 0 0 0 2 0 3 [21]", to_move="N"), 3)
    assert text(after.position) == "S: 1 0 1 0 0 0 [20] | N: 0 0 0 1 1 3 [21]"
    assert kinds(after.events)[-1] == "pass" and after.position.to_move == 1
    assert [m.pit for m in engine.legal_moves(WOALEY, after.position)] == [5]


def test_the_game_ends_when_no_one_can_play_and_seeds_go_to_their_owner() -> None:
    # N4 (2): one stays, N5 gets the last. Nobody has two seeds in a hole: the game ends and each
    # player takes the seeds of their own row, 22 + 2 = 24 each: a draw.
    after = play(WOALEY, board("S: 1 0 1 0 0 0 [22] | N: 0 0 0 0 2 0 [22]", to_move="N"), 4)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_move"
    assert outcome.scores == (24, 24) and outcome.winners == (0, 1) and outcome.draw
