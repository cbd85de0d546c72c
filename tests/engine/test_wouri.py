"""Wouri (docs/rules/wouri.md; Béart 1955 via Ludii): relay sowing, fours made in the opponent's row
taken by the last counter or in passing (en_passant_taker=sower_opponent_pits), and no move may
leave the opponent without counters (must_feed=always_leave_seeds)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

WOURI = rules("wouri")


def captured(events: tuple) -> list[tuple[str, int]]:  # type: ignore[type-arg]
    return [(e["kind"], e["count"]) for e in events if e["type"] == "capture"]


def test_fours_made_in_passing_in_the_opponents_row_are_taken_and_the_relay_goes_on() -> None:
    after = play(WOURI, board("S: 0 0 0 0 0 3 [16] | N: 3 0 5 3 2 0 [16]"), 5)
    assert text(after.position) == "S: 1 1 1 0 0 0 [24] | N: 0 1 0 0 3 1 [16]"
    assert captured(after.events) == [("enpassant", 4), ("enpassant", 4)] and kinds(after.events).count("relay") == 1


def test_a_four_made_in_the_movers_own_row_stays_and_a_last_seed_there_relays() -> None:
    # S0 (2) makes S1 four in passing (it stays) and ends in S2 (4): lifted and sown on into S3-N0.
    after = play(WOURI, board("S: 2 3 3 0 0 0 [18] | N: 0 0 5 5 6 6 [0]"), 0)
    assert text(after.position) == "S: 0 4 0 1 1 1 [18] | N: 1 0 5 5 6 6 [0]"
    assert captured(after.events) == []


def test_a_last_seed_making_four_in_the_opponents_row_takes_them_and_ends_the_turn() -> None:
    after = play(WOURI, board("S: 0 0 0 0 2 0 [20] | N: 3 3 0 1 0 0 [19]"), 4)
    assert text(after.position) == "S: 0 0 0 0 0 1 [24] | N: 0 3 0 1 0 0 [19]"
    assert captured(after.events) == [("count", 4)] and after.position.to_move == 1


def test_a_move_that_leaves_the_opponent_without_counters_is_refused_if_another_feeds() -> None:
    # S5 (1) makes N0 four and takes it, leaving North nothing; S4 relays from S5 and feeds N1.
    position = board("S: 0 0 0 0 1 1 [21] | N: 3 0 0 0 0 0 [22]")
    assert [m.pit for m in engine.legal_moves(WOURI, position)] == [4]
    starving = board("S: 0 0 0 0 0 1 [22] | N: 3 0 0 0 0 0 [22]")
    assert [m.pit for m in engine.legal_moves(WOURI, starving)] == [5]  # the only move, allowed


def test_a_lap_that_comes_round_skips_the_hole_it_started_from() -> None:
    # S0 (12) passes over S0 into S1 (2): relays S1, S3, S5, N1 and N4 follow, the last into empty S1.
    after = play(WOURI, board("S: 12 0 0 0 0 0 [9] | N: 1 1 1 1 1 0 [22]"), 0)
    assert text(after.position) == "S: 1 1 2 0 2 0 [9] | N: 3 0 3 3 0 2 [22]"
    assert kinds(after.events).count("relay") == 5
