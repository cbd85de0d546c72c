"""Kanji Guti (docs/rules/kanji-guti.md): 2×7 holes of 12 counters, the central holes nobody's and
each player owning the six holes on one side of them (pit_owners), relay from the next hole,
capture of the hole opposite an empty next hole (capture_facing_empty). Positions worked by hand
from Gupta's rules (via Ludii), the only source."""

from __future__ import annotations

import pytest

import engine
from engine import Move

from .helpers import board, kinds, play, rules, text

KANJI = rules("kanji-guti")


def test_twelve_counters_a_hole_one_and_none_in_the_central_holes() -> None:
    start = engine.new_game(KANJI)
    assert text(start) == "S: 12 12 12 1 12 12 12 [0] | N: 12 12 12 0 12 12 12 [0]"
    assert KANJI.total_seeds == 145
    # South owns S0-S2 and N4-N6 (the six holes left of the central holes), never S3
    assert [(m.pit, m.side) for m in engine.legal_moves(KANJI, start)] == [
        (0, None), (1, None), (2, None), (4, 1), (5, 1), (6, 1)]


def test_no_sowing_from_a_central_hole_or_from_the_other_players_holes() -> None:
    start = engine.new_game(KANJI)
    for move in (Move(3), Move(3, side=1), Move(4), Move(0, side=1)):
        with pytest.raises(engine.IllegalMove):
            engine.apply_move(KANJI, start, move)


def test_relay_from_the_next_hole_a_central_one_too_then_capture_opposite_the_empty_next_hole() -> None:
    # S0 (2): S1, S2; the next hole S3 (central, 3) is lifted: S4, S5, S6; the next hole N0 is
    # empty: the hole opposite it, S6 (now 5), is captured by South and the turn ends
    after = play(KANJI, board("S: 2 0 0 3 0 0 4 [60] | N: 0 5 5 0 5 5 5 [51]"), 0)
    assert text(after.position) == "S: 0 1 1 0 1 1 0 [65] | N: 0 5 5 0 5 5 5 [51]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "capture"]
    capture = after.events[-1]
    assert (capture["by"], capture["count"]) == (0, 5) and after.position.to_move == 1


def test_nothing_is_captured_when_the_hole_opposite_is_empty_too() -> None:
    after = play(KANJI, board("S: 0 1 0 0 0 0 0 [70] | N: 4 0 0 0 0 0 0 [70]"), 1)
    # S1 → S2; S3 (central) empty, N3 opposite it empty: no capture, North to move
    assert text(after.position) == "S: 0 0 1 0 0 0 0 [70] | N: 4 0 0 0 0 0 0 [70]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_a_move_from_the_far_row_and_a_player_without_holes_to_sow_passes() -> None:
    # South sows N4 (South's): N5, N6, S0; the next hole S1 is empty, N5 opposite it (3) captured.
    # North then owns no counters (N0-N2, S4-S6): North passes and South moves again
    after = engine.apply_move(KANJI, board("S: 0 0 0 1 0 0 0 [70] | N: 0 0 0 0 3 2 0 [69]"), Move(4, side=1))
    assert text(after.position) == "S: 1 0 0 1 0 0 0 [73] | N: 0 0 0 0 0 0 1 [69]"
    assert kinds(after.events)[-1] == "pass" and after.position.to_move == 0


def test_the_game_ends_when_neither_can_move_the_central_counters_counted_for_nobody() -> None:
    # S2 → S3 (central); the next hole S4 is empty and N2 opposite it holds 4: captured. Then
    # neither player owns a hole with counters: the game ends, the central counter nobody's
    after = play(KANJI, board("S: 0 0 1 0 0 0 0 [70] | N: 0 0 4 0 0 0 0 [70]"), 2)
    position = after.position
    assert text(position) == "S: 0 0 0 1 0 0 0 [74] | N: 0 0 0 0 0 0 0 [70]"
    assert position.outcome is not None and position.outcome.reason == "no_move"
    assert position.outcome.scores == (74, 70) and position.outcome.winners == (0,)


def test_a_game_of_random_moves_keeps_every_counter() -> None:
    rng = __import__("random").Random(7)
    position = engine.new_game(KANJI)
    while not position.is_finished:
        position = engine.apply_move(KANJI, position, rng.choice(engine.legal_moves(KANJI, position))).position
    assert sum(map(sum, position.pits)) + sum(position.stores) == 145
    assert position.outcome is not None and position.outcome.reason in ("no_move", "repetition")
