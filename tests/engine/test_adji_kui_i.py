"""Adji Kui I (docs/rules/adji-kui-i.md): 2×6 holes of 4, single laps from holes of two or more,
twos and threes captured in the opponent's row with a chain, a player without a move passes;
positions worked by hand from Mancala World's rules (after Wilson Ferrer 1991)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

ADJI_KUI = rules("adji-kui-i")


def test_four_seeds_in_each_of_twelve_holes_and_the_opening_sows_one_lap() -> None:
    start = engine.new_game(ADJI_KUI)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and ADJI_KUI.total_seeds == 48
    after = play(ADJI_KUI, start, 2)
    assert text(after.position) == "S: 4 4 0 5 5 5 [0] | N: 5 4 4 4 4 4 [0]"
    assert "capture" not in kinds(after.events) and after.position.to_move == 1


def test_a_single_seed_cannot_be_moved() -> None:
    position = board("S: 1 0 2 0 1 0 [20] | N: 3 2 0 0 0 4 [15]")
    assert [m.pit for m in engine.legal_moves(ADJI_KUI, position)] == [2]


def test_twos_and_threes_in_the_opponents_row_are_captured_with_the_holes_before_them() -> None:
    chain = play(ADJI_KUI, board("S: 0 0 0 0 0 2 [20] | N: 1 2 3 5 4 4 [7]"), 5)
    assert text(chain.position) == "S: 0 0 0 0 0 0 [25] | N: 0 0 3 5 4 4 [7]"
    # the last seed makes 1 in N2: nothing is taken, though N0 and N1 then hold 2 and 3
    none = play(ADJI_KUI, board("S: 0 0 0 0 0 3 [20] | N: 1 2 0 5 4 4 [9]"), 5)
    assert text(none.position) == "S: 0 0 0 0 0 0 [20] | N: 2 3 1 5 4 4 [9]"
    assert "capture" not in kinds(none.events)


def test_a_two_made_in_the_own_row_is_not_captured() -> None:
    after = play(ADJI_KUI, board("S: 2 1 0 4 4 4 [10] | N: 4 4 4 4 3 4 [4]"), 0)
    assert text(after.position) == "S: 0 2 1 4 4 4 [10] | N: 4 4 4 4 3 4 [4]"
    assert "capture" not in kinds(after.events)


def test_a_player_with_only_single_seeds_passes_and_the_game_ends_when_neither_can_move() -> None:
    passed = play(ADJI_KUI, board("S: 1 0 1 0 1 0 [20] | N: 3 2 0 0 0 0 [20]", to_move="N"), 1)
    assert text(passed.position) == "S: 1 0 1 0 1 0 [20] | N: 3 0 1 1 0 0 [20]"
    assert kinds(passed.events)[-1] == "pass" and passed.position.to_move == 1
    # N4 (2): N5, S0; S0's two are taken, then neither player can move: each takes their own row
    end = play(ADJI_KUI, board("S: 1 0 1 0 0 0 [21] | N: 0 0 0 0 2 0 [23]", to_move="N"), 4)
    assert kinds(end.events)[-2:] == ["capture", "game_end"]
    assert text(end.position) == "S: 0 0 0 0 0 0 [22] | N: 0 0 0 0 0 0 [26]"
    assert end.position.outcome is not None and end.position.outcome.winners == (1,)
