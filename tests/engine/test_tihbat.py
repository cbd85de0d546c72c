"""Tihbat (docs/rules/tihbat.md): 2×2 holes of 7, the first piece back into the emptied hole,
evens up to 8 captured on the own side; positions worked by hand from Mancala World's rules
(after Kinast 2006)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

TIHBAT = rules("tihbat")


def test_seven_pieces_in_each_of_four_holes() -> None:
    assert text(engine.new_game(TIHBAT)) == "S: 7 7 [0] | N: 7 7 [0]"
    assert TIHBAT.total_seeds == 28


def test_the_first_piece_goes_back_into_the_emptied_hole_and_the_sowing_comes_round_r_tb1() -> None:
    # S0 (7): S0, S1, N0, N1, S0, S1, N0: the last piece on North's side captures nothing.
    after = play(TIHBAT, engine.new_game(TIHBAT), 0)
    assert text(after.position) == "S: 2 9 [0] | N: 9 8 [0]"
    assert "capture" not in kinds(after.events) and after.position.to_move == 1


def test_an_even_count_up_to_8_on_the_own_side_is_captured_r_tb1() -> None:
    after = play(TIHBAT, board("S: 2 3 [0] | N: 5 4 [14]"), 0)
    assert text(after.position) == "S: 1 0 [4] | N: 5 4 [14]"
    assert kinds(after.events)[-1] == "capture"


def test_ten_or_an_even_count_on_the_opponents_side_is_not_captured_r_tb1() -> None:
    assert text(play(TIHBAT, board("S: 2 9 [3] | N: 7 7 [0]"), 0).position) == "S: 1 10 [3] | N: 7 7 [0]"
    # a single piece moves on (R-TB2) and makes 2 in N0, on North's side: nothing taken
    single = play(TIHBAT, board("S: 0 1 [10] | N: 1 2 [14]"), 1)
    assert text(single.position) == "S: 0 0 [10] | N: 2 2 [14]" and "capture" not in kinds(single.events)


def test_a_player_without_pieces_ends_the_game_each_row_to_its_owner_r_tb3() -> None:
    end = play(TIHBAT, board("S: 0 0 [10] | N: 2 2 [14]", to_move="N"), 0)
    assert text(end.position) == "S: 0 0 [10] | N: 0 0 [18]"
    assert end.position.outcome is not None and end.position.outcome.winners == (1,)


def test_30_seeded_random_games_end() -> None:
    start = engine.new_game(TIHBAT)
    for seed in range(30):
        end, plies = engine.random_playout(TIHBAT, start, seed)
        assert end.outcome is not None and plies < 2000
