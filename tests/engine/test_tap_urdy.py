"""Tap Urdy (docs/rules/tap-urdy.md; Deledicq and Popova 1977 via Ludii): 2×6 holes of 4, each
player sowing clockwise from the opponent's row (pit_owners), relay from the landing hole, the hole
beyond an empty next hole captured (capture_beyond_empty with laps=relay). Positions worked by
hand from the source's rules."""

from __future__ import annotations

import pytest

import engine
from engine import Move

from .helpers import board, kinds, rules, text

TAP_URDY = rules("tap-urdy")


def sow(position: engine.Position, pit: int, side: int) -> engine.Transition:
    return engine.apply_move(TAP_URDY, position, Move(pit, side=side))


def test_the_opening_is_sown_from_the_opponents_row_and_relays_until_a_next_hole_is_empty() -> None:
    start = engine.new_game(TAP_URDY)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and TAP_URDY.total_seeds == 48
    assert [(m.pit, m.side) for m in engine.legal_moves(TAP_URDY, start)] == [(p, 1) for p in range(6)]
    with pytest.raises(engine.IllegalMove):
        engine.apply_move(TAP_URDY, start, Move(0))  # never from one's own row
    # N5 (4): N4 N3 N2 N1; N1 (5) before N0 (4): lifted, N0 S5 S4 S3 S2; S2 (5) before S1: S1 S0 N5 N4 N3;
    # N3 (6) before N2: N2 N1 N0 S5 S4 S3; S3 (6) before the emptied S2: S1 (5) captured
    after = sow(start, 5, 1)
    assert text(after.position) == "S: 5 0 0 6 6 6 [5] | N: 6 1 6 0 6 1 [0]"
    assert kinds(after.events) == ["pickup", "sow"] + ["relay", "sow"] * 3 + ["capture"]
    assert after.position.to_move == 1


def test_a_lap_ending_in_an_occupied_hole_before_an_empty_one_captures_the_hole_beyond_on_either_row() -> None:
    # N2 (1) into N1 (now 2); N0 is empty: S5 (3), on the mover's own row, is captured
    after = sow(board("S: 2 0 0 0 0 3 [20] | N: 0 1 1 0 0 0 [21]"), 2, 1)
    assert text(after.position) == "S: 2 0 0 0 0 0 [23] | N: 0 2 0 0 0 0 [21]"
    assert [(e["by"], e["count"]) for e in after.events if e["type"] == "capture"] == [(0, 3)]
    # North's move, from South's row: S2 (1) into S1 (now 2); S0 is empty: N5 (3) is North's
    north = engine.apply_move(TAP_URDY, board("S: 0 1 1 0 0 0 [22] | N: 2 0 0 0 0 3 [19]", to_move="N"),
                              Move(2, side=0))
    assert text(north.position) == "S: 0 2 0 0 0 0 [22] | N: 2 0 0 0 0 0 [22]" and north.position.to_move == 0


def test_a_lap_ending_in_an_empty_hole_ends_the_turn_with_nothing_captured() -> None:
    # N2 (1) into the empty N1: the turn ends, though N0 is empty and S5 beyond it holds 2
    after = sow(board("S: 0 3 0 0 0 2 [20] | N: 0 0 1 0 0 0 [22]"), 2, 1)
    assert text(after.position) == "S: 0 3 0 0 0 2 [20] | N: 0 1 0 0 0 0 [22]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1
    # N2 (1) into N1 (2) before the occupied N0: N1 is lifted into N0 and the empty S5, where it ends
    relay = sow(board("S: 2 0 0 0 0 0 [20] | N: 3 1 1 0 0 0 [21]"), 2, 1)
    assert text(relay.position) == "S: 2 0 0 0 0 1 [20] | N: 4 0 0 0 0 0 [21]"
    assert kinds(relay.events) == ["pickup", "sow", "relay", "sow"]


def test_a_row_left_empty_ends_the_game_and_only_the_captures_count() -> None:
    # S5 (3) captured empties South's row: the game ends; North's 2 left in N1 are not counted
    after = sow(board("S: 0 0 0 0 0 3 [20] | N: 0 1 1 0 0 0 [23]"), 2, 1)
    assert text(after.position) == "S: 0 0 0 0 0 0 [23] | N: 0 2 0 0 0 0 [23]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "side_empty" and outcome.scores == (23, 23)
    assert outcome.winners == (0, 1)


def test_the_beyond_capture_with_relay_laps_and_the_immediate_end_with_owned_pits_are_refused_elsewhere() -> None:
    for variant, options, field in (("kalah", {"laps": "relay", "capture_beyond_empty": True}, "capture_beyond_empty"),
                                    ("tap-urdy", {"en_passant_count": 4}, "capture_beyond_empty"),
                                    ("tap-urdy", {"laps": "single"}, "capture_beyond_empty"),
                                    ("kanji-guti", {"end_check": "immediate"}, "pit_owners")):
        with pytest.raises(engine.InvalidOptions) as info:
            engine.resolve_rules(variant, options)
        assert f"options.{field}" in {v.path for v in info.value.violations}


def test_twenty_seeded_games_end() -> None:
    start = engine.new_game(TAP_URDY)
    for seed in range(20):
        end, plies = engine.random_playout(TAP_URDY, start, seed)
        assert end.outcome is not None and plies < 1000
