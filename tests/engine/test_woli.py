"""Woli (docs/rules/woli.md): clockwise sowing of six seeds a hole, the starting hole skipped,
Oware's captures of 2 and 3 with the chain behind, grand slams forbidden, feeding, the end."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

WOLI = rules("woli")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_the_opening_sows_clockwise_into_the_opponents_row() -> None:
    # S2 (6): S1, S0, then North's row from North's right: N5, N4, N3, N2.
    after = play(WOLI, engine.new_game(WOLI), 2)
    assert text(after.position) == "S: 7 7 0 6 6 6 [0] | N: 6 6 7 7 7 7 [0]"
    assert captures(after) == [] and after.position.to_move == 1


def test_a_two_or_three_is_taken_with_the_chain_behind_it() -> None:
    # S1 (3): S0, N5 (1 -> 2), N4 (2 -> 3) with the last seed: N4 and then N5 are taken (5); the
    # chain stops at South's own S0.
    after = play(WOLI, board("S: 0 3 0 0 0 0 [30] | N: 4 0 0 0 2 1 [32]"), 1)
    assert text(after.position) == "S: 1 0 0 0 0 0 [35] | N: 4 0 0 0 0 0 [32]"
    assert captures(after) == [("count", 0, 5)]


def test_a_twelve_seed_lap_skips_the_starting_hole_and_captures() -> None:
    # A position Ludii played (docs/conformance.md, L-OW1): S0 (12) sows N5…N0 and S5…S1, skips
    # S0 and drops the 12th seed in N5 (1 -> 2 -> 3): taken; the hole sown before it is South's S1.
    after = play(WOLI, board("S: 12 0 1 1 2 1 [14] | N: 4 0 1 23 0 1 [12]"), 0)
    assert text(after.position) == "S: 0 1 2 2 3 2 [17] | N: 5 1 2 24 1 0 [12]"
    assert captures(after) == [("count", 0, 3)]


def test_a_grand_slam_is_not_allowed_and_feeding_is_compulsory() -> None:
    # S1 would take North's only seeds (N5 1 -> 2): not allowed; S5 is the only move.
    assert [m.pit for m in engine.legal_moves(WOLI, board("S: 0 2 0 0 0 3 [30] | N: 0 0 0 0 0 1 [36]"))] == [5]
    # North's row is empty: S0 feeds it (N5), S5 (2 -> S4, S3) does not.
    assert [m.pit for m in engine.legal_moves(WOLI, board("S: 1 0 0 0 0 2 [33] | N: 0 0 0 0 0 0 [36]"))] == [0]


def test_a_player_left_only_with_a_grand_slam_ends_the_game_each_taking_their_row() -> None:
    # N0 (1) makes S5 two: taken. South's only move, S0 into N5 (1 -> 2), would take North's last
    # seed: the game ends and each player takes their own row's seed, 35-37.
    after = play(WOLI, board("S: 1 0 0 0 0 1 [34] | N: 1 0 0 0 0 1 [34]", to_move="N"), 0)
    outcome = after.position.outcome
    assert captures(after) == [("count", 1, 2)] and kinds(after.events)[-1] == "game_end"
    assert outcome is not None and outcome.reason == "only_grand_slams"
    assert outcome.scores == (35, 37) and outcome.winners == (1,)
