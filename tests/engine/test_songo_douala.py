"""Songo Douala (docs/rules/songo-douala.md): 2×7 holes of 8 seeds, clockwise single laps, the
starting hole skipped, captures of 2, 3 and 4 with a chain back, feeding, no grand slam."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

SONGO = rules("songo-douala")


def pits(moves: tuple[engine.Move, ...]) -> list[int]:
    return [m.pit for m in moves]


def test_eight_seeds_in_each_of_fourteen_holes() -> None:
    assert text(engine.new_game(SONGO)) == "S: 8 8 8 8 8 8 8 [0] | N: 8 8 8 8 8 8 8 [0]"
    assert SONGO.total_seeds == 112


def test_sowing_goes_clockwise_into_the_opponents_row() -> None:
    # Hole 1 (the leftmost, 8 seeds): North's seven holes from its right, then South's hole 7.
    after = play(SONGO, engine.new_game(SONGO), 0)
    assert text(after.position) == "S: 0 8 8 8 8 8 9 [0] | N: 9 9 9 9 9 9 9 [0]"


def test_the_last_seed_making_two_three_or_four_captures_with_the_chain_before_it() -> None:
    # Hole 3 (5 seeds): S2, S1, North 7 (1 -> 2), North 6 (2 -> 3), North 5 (3 -> 4, the last):
    # 4 + 3 + 2 = 9 captured; North 4 (3) was not sown and stays.
    after = play(SONGO, board("S: 0 0 5 0 0 0 0 [50] | N: 5 5 5 3 3 2 1 [30]"), 2)
    assert text(after.position) == "S: 1 1 0 0 0 0 0 [59] | N: 5 5 5 3 0 0 0 [30]"
    assert kinds(after.events) == ["pickup", "sow", "capture"]


def test_fourteen_seeds_skip_the_hole_they_came_from() -> None:
    after = play(SONGO, board("S: 0 0 0 14 0 0 0 [40] | N: 0 0 0 0 0 0 0 [58]"), 3)
    assert text(after.position) == "S: 1 1 2 0 1 1 1 [40] | N: 1 1 1 1 1 1 1 [58]"


def test_a_move_capturing_the_whole_opponent_row_may_not_be_played() -> None:
    # R-SD2: hole 2 would take North's 2 + 2; only hole 7 is legal. Option no_capture plays it for nothing.
    position = board("S: 0 3 0 0 0 0 1 [50] | N: 0 0 0 0 0 1 1 [56]")
    assert pits(engine.legal_moves(SONGO, position)) == [6]
    no_capture = rules("songo-douala", grand_slam="no_capture")
    after = play(no_capture, position, 1)
    assert text(after.position) == "S: 1 0 0 0 0 0 1 [50] | N: 0 0 0 0 0 2 2 [56]"
    assert kinds(after.events)[-1] == "capture_nullified"


def test_an_empty_opponent_must_be_fed() -> None:
    position = board("S: 1 0 0 0 0 0 2 [50] | N: 0 0 0 0 0 0 0 [59]")
    assert pits(engine.legal_moves(SONGO, position)) == [0]


def test_when_no_move_feeds_the_game_ends_and_the_mover_keeps_the_seeds_left() -> None:
    # North's last seed goes to South's hole 7 (5, no capture); South cannot feed North.
    after = play(SONGO, board("S: 0 0 0 0 0 0 4 [50] | N: 1 0 0 0 0 0 0 [57]", to_move="N"), 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [55] | N: 0 0 0 0 0 0 0 [57]"
    assert after.position.outcome is not None and after.position.outcome.reason == "cannot_feed"
    assert after.position.outcome.winners == (1,)


def test_only_grand_slams_left_ends_the_game_with_each_side_keeping_its_own_seeds() -> None:
    # R-SD5 (issue 33): North sows N0 into S6 (2, captured: 55-55); South's only move, S0 into N6,
    # would take North's last seeds. "The remaining seeds are awarded to the player who owns their
    # holes" (Mancala World, after Powell-Cotton 1931): 56-56, a draw.
    position = board("S: 1 0 0 0 0 0 1 [55] | N: 1 0 0 0 0 0 1 [53]", to_move="N", ply=10)
    after = play(SONGO, position, 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [56] | N: 0 0 0 0 0 0 0 [56]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "only_grand_slams"
    assert outcome.scores == (56, 56) and outcome.draw


def test_rules_version_1_0_0_gave_the_seeds_left_to_the_player_to_move() -> None:
    # Rules version 1.0.0 (as in iggamecenter's Oware) replays as it did: 57-55 to South.
    old = engine.resolve_rules("songo-douala", {}, "1.0.0")
    assert old.only_grand_slams_to_mover
    position = board("S: 1 0 0 0 0 0 1 [55] | N: 1 0 0 0 0 0 1 [53]", to_move="N", ply=10)
    after = play(old, position, 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [57] | N: 0 0 0 0 0 0 0 [55]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "only_grand_slams" and outcome.winners == (0,)
