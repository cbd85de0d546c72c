"""Hufesay (docs/rules/hufesay.md; Pankhurst 1971 via Mancala World and Ludii): 2×6 holes of 4,
relay sowing, the opposite hole collected from an own empty hole, the capturing counter staying."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

HUFESAY = rules("hufesay")


def captures(events: tuple) -> list[int]:  # type: ignore[type-arg]
    return [e["count"] for e in events if e["type"] == "capture"]


def test_four_counters_a_hole_and_the_opening_relays_until_an_empty_hole() -> None:
    start = engine.new_game(HUFESAY)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and HUFESAY.total_seeds == 48
    after = play(HUFESAY, start, 5)  # R-HF1: five relays, ending in an empty hole of North's row
    assert text(after.position) == "S: 6 0 1 6 6 2 [0] | N: 7 1 6 1 6 6 [0]"
    assert kinds(after.events).count("relay") == 4 and captures(after.events) == []


def test_a_relay_ending_in_an_own_empty_hole_collects_the_opposite_hole_and_the_counter_stays() -> None:
    # S0 (2) -> S1, S2 (1 -> 2): relay S3, S4 (empty, own): North's N1 opposite (4) is taken;
    # the capturing counter stays in S4.
    after = play(HUFESAY, board("S: 2 0 1 0 0 0 [20] | N: 0 4 0 0 0 1 [20]"), 0)
    assert text(after.position) == "S: 0 1 0 1 1 0 [24] | N: 0 0 0 0 0 1 [20]"
    assert captures(after.events) == [4] and after.position.to_move == 1


def test_no_capture_when_the_opposite_hole_is_empty_or_the_empty_hole_is_the_opponents() -> None:
    mine = play(HUFESAY, board("S: 0 0 1 0 0 0 [20] | N: 0 1 0 0 0 2 [24]"), 2)  # S3's opposite N2 is empty
    assert text(mine.position) == "S: 0 0 0 1 0 0 [20] | N: 0 1 0 0 0 2 [24]" and captures(mine.events) == []
    theirs = play(HUFESAY, board("S: 0 0 0 0 0 1 [20] | N: 0 1 0 0 0 2 [24]"), 5)  # N0: North's row
    assert text(theirs.position) == "S: 0 0 0 0 0 0 [20] | N: 1 1 0 0 0 2 [24]" and captures(theirs.events) == []


def test_a_player_without_counters_passes() -> None:
    # R-HF2: South takes North's last counters; North passes and South moves again.
    after = play(HUFESAY, board("S: 0 0 1 0 2 0 [20] | N: 0 0 3 0 0 0 [22]"), 2)
    assert text(after.position) == "S: 0 0 0 1 2 0 [23] | N: 0 0 0 0 0 0 [22]"
    assert kinds(after.events)[-1] == "pass" and after.position.to_move == 0 and after.position.outcome is None


def test_the_capturer_of_the_penultimate_counter_takes_the_last_one() -> None:
    # R-HF3: the rules document's worked example; 24-24 is a draw.
    after = play(HUFESAY, board("S: 0 0 1 0 0 0 [20] | N: 0 0 3 0 0 0 [24]"), 2)
    assert text(after.position) == "S: 0 0 0 0 0 0 [24] | N: 0 0 0 0 0 0 [24]"
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winners) == ("last_seeds", (0, 1))


def test_ludiis_reading_ends_when_a_row_is_empty() -> None:
    ludii = rules("hufesay", end_check="immediate", empty_mover="game_ends", last_seeds_to_capturer=0)
    after = play(ludii, board("S: 0 0 1 0 2 0 [20] | N: 0 0 3 0 0 0 [22]"), 2)
    assert text(after.position) == "S: 0 0 0 0 0 0 [26] | N: 0 0 0 0 0 0 [22]"
    assert after.position.outcome is not None and after.position.outcome.reason == "side_empty"


def test_fifty_seeded_random_games_end() -> None:
    start = engine.new_game(HUFESAY)
    for seed in range(50):
        end, plies = engine.random_playout(HUFESAY, start, seed)
        assert end.outcome is not None and plies < 3000
