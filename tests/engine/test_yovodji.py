"""Yovodji (docs/rules/yovodji.md): relay sowing that skips the starting hole, Oware's 2-3 captures on
the opponent's row, captures opposite an own empty hole, feeding, the end."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

YOVODJI = rules("yovodji")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_an_opening_relays_and_captures_opposite_an_own_empty_hole() -> None:
    # By hand: S3 (4): S4, S5, N0, N1 = 5; N1 lifted (5): N2-N5, S0 = 5; S0 (5): S1, S2, (S3, the
    # starting hole, skipped) S4, S5, N0; N0 (6): N1 (empty) 1, N2-N5 = 6, S0 (empty, South's):
    # the 6 of the opposite N5 are captured; the capturing seed stays.
    after = play(YOVODJI, engine.new_game(YOVODJI), 3)
    assert text(after.position) == "S: 1 5 5 0 6 6 [6] | N: 0 1 6 6 6 0 [0]"
    assert kinds(after.events).count("relay") == 3 and captures(after) == [("cross", 0, 6)]


def test_oware_captures_of_two_and_three_with_the_chain_behind() -> None:
    # S5 (2): N0 1 -> 2, N1 2 -> 3 with the last seed: N1 and then N0 are taken (5).
    after = play(YOVODJI, board("S: 0 0 0 0 0 2 [20] | N: 1 2 0 0 4 0 [19]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [25] | N: 0 0 0 0 4 0 [19]"
    assert captures(after) == [("count", 0, 5)]
    # South has no seed now: North must sow into South's row.
    assert kinds(after.events)[-1] == "feed_required"


def test_a_lone_seed_opposite_is_taken_and_an_own_two_is_relayed() -> None:
    # S2 (1) -> S3, empty and South's: the 5 of the opposite N2 are taken.
    after = play(YOVODJI, board("S: 0 0 1 0 0 4 [18] | N: 0 0 5 0 0 4 [16]"), 2)
    assert text(after.position) == "S: 0 0 0 1 0 4 [23] | N: 0 0 0 0 0 4 [16]"
    # S0 (1) makes S1 two, an own hole: lifted (2): S2, S3 (empty): N2 opposite is taken.
    relay = play(YOVODJI, board("S: 1 1 0 0 0 4 [17] | N: 0 0 5 0 0 4 [16]"), 0)
    assert text(relay.position) == "S: 0 0 1 1 0 4 [22] | N: 0 0 0 0 0 4 [16]"
    assert kinds(relay.events) == ["pickup", "sow", "relay", "sow", "capture"]


def test_a_full_lap_skips_the_starting_hole() -> None:
    # S5 (12): N0-N5, S0-S4, S5 skipped, N0 again (1 -> 2 -> 3): the last seed makes N0 three.
    after = play(YOVODJI, board("S: 0 0 0 0 0 12 [18] | N: 1 0 0 0 0 0 [17]"), 5)
    assert text(after.position) == "S: 1 1 1 1 1 0 [21] | N: 0 1 1 1 1 1 [17]"
    assert captures(after) == [("count", 0, 3)]


def test_feeding_and_the_end_when_it_is_impossible() -> None:
    # North's row is empty: South must sow into it; S0 (1) cannot, S5 (3) can.
    position = board("S: 1 0 0 0 0 3 [22] | N: 0 0 0 0 0 0 [22]")
    assert [m.pit for m in engine.legal_moves(YOVODJI, position)] == [5]
    # N5 (1) makes S0 two: North takes it and has no seed left. South's S1 (1) cannot reach North's
    # row: the game ends and South takes the seed of its own row, 23-25.
    after = play(YOVODJI, board("S: 1 1 0 0 0 0 [22] | N: 0 0 0 0 0 1 [23]", to_move="N"), 5)
    outcome = after.position.outcome
    assert captures(after) == [("count", 1, 2)]
    assert outcome is not None and outcome.reason == "cannot_feed"
    assert outcome.scores == (23, 25) and outcome.winners == (1,)
