"""Bosh (docs/rules/bosh.md; Marin 1931 via Mancala World and Ludii): 2×5 holes of 4, relay from the
next hole, the hole beyond an empty hole captured, rounds in which unfilled holes are closed."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

BOSH = rules("bosh")


def captures(events: tuple) -> list[int]:  # type: ignore[type-arg]
    return [e["count"] for e in events if e["type"] == "capture"]


def test_marins_opening_relays_from_the_next_hole_and_takes_the_hole_beyond_the_empty_one() -> None:
    # R-BS1, Marin's example: E (S4) sown into F-I (N0-N3), J (N4) lifted and sown into A-D (S0-S3);
    # E is empty, so F (N0, 5 stones) is taken.
    start = engine.new_game(BOSH)
    assert text(start) == "S: 4 4 4 4 4 [0] | N: 4 4 4 4 4 [0]" and BOSH.total_seeds == 40
    after = play(BOSH, start, 4)
    assert text(after.position) == "S: 5 5 5 5 0 [5] | N: 0 5 5 5 0 [0]"
    assert kinds(after.events).count("relay") == 1 and captures(after.events) == [5]
    assert after.position.to_move == 1


def test_two_empty_holes_after_the_last_stone_take_nothing() -> None:
    after = play(BOSH, board("S: 0 0 0 1 0 [20] | N: 0 0 3 0 0 [16]"), 3)
    assert text(after.position) == "S: 0 0 0 0 1 [20] | N: 0 0 3 0 0 [16]" and captures(after.events) == []


def test_a_round_ends_when_the_player_to_move_has_no_stones_and_the_holes_not_filled_are_closed() -> None:
    # R-BS2, R-BS3: South takes North's last stones (N1 beyond the empty N0); North cannot move and
    # South takes S4's stone: 32-8. North fills N0 and N1; N2-N4 are closed for the round.
    after = play(BOSH, board("S: 0 0 0 1 0 [28] | N: 0 3 0 0 0 [8]"), 3)
    assert text(after.position) == "S: 4 4 4 4 4 [12] | N: 4 4 0 0 0 [0]"
    assert after.position.ruined == ((), (2, 3, 4)) and after.position.round == 1
    assert after.position.to_move == 0 and after.position.outcome is None
    assert [e["scores"] for e in after.events if e["type"] == "round_end"] == [[32, 8]]


def test_a_player_who_cannot_fill_one_hole_loses_the_match() -> None:
    # R-BS3: North is left with 3 stones, fewer than one hole needs.
    after = play(BOSH, board("S: 0 0 0 1 0 [33] | N: 0 3 0 0 0 [3]"), 3)
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.scores) == ("match_won", (37, 3))


def test_ludiis_reading_ends_the_round_as_soon_as_a_row_is_empty() -> None:
    ludii = rules("bosh", end_check="immediate", rounds="none")
    after = play(ludii, board("S: 0 0 0 1 2 [20] | N: 0 3 0 0 0 [14]"), 3)
    assert text(after.position) == "S: 0 0 0 0 0 [26] | N: 0 0 0 0 0 [14]"
    assert after.position.outcome is not None and after.position.outcome.reason == "side_empty"


def test_twenty_seeded_matches_end() -> None:
    start = engine.new_game(BOSH)
    for seed in range(20):
        end, plies = engine.random_playout(BOSH, start, seed)
        assert end.outcome is not None and plies < 5000
