"""Sadeqa III (docs/rules/sadeqa-iii.md): 2×8 holes of 6, relay laps anticlockwise, the stones
opposite an own empty hole captured (the capturing stone stays), the stones left to the last mover;
positions worked by hand from Mancala World's rules (after Pankhurst 1971, game 92)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

SADEQA = rules("sadeqa-iii")


def test_six_stones_in_each_of_sixteen_holes_or_four_in_pankhursts_game_91() -> None:
    assert text(engine.new_game(SADEQA)) == "S: 6 6 6 6 6 6 6 6 [0] | N: 6 6 6 6 6 6 6 6 [0]"
    assert SADEQA.total_seeds == 96
    assert rules("sadeqa-iii", seeds_per_pit=4).total_seeds == 64


def test_a_last_stone_in_an_own_empty_hole_takes_the_hole_opposite_and_stays() -> None:
    # S0 (2): S1, S2; S2 was empty and is South's: N5, opposite it, is taken; the stone stays in S2.
    after = play(SADEQA, board("S: 2 0 0 0 0 0 0 0 [40] | N: 0 0 0 0 0 5 0 1 [48]"), 0)
    assert text(after.position) == "S: 0 1 1 0 0 0 0 0 [45] | N: 0 0 0 0 0 0 0 1 [48]"
    assert kinds(after.events)[-1] == "capture" and after.position.to_move == 1


def test_a_last_stone_in_an_occupied_hole_is_sown_on_in_another_lap() -> None:
    # S7 (1) into N0 (8 → 9): relay N1 … N7, S0, S1; S1 was empty: N6 (3 + 1 sown) is taken.
    after = play(SADEQA, board("S: 0 0 0 0 0 0 0 1 [40] | N: 8 0 0 0 0 0 3 0 [44]"), 7)
    assert text(after.position) == "S: 1 1 0 0 0 0 0 0 [44] | N: 0 1 1 1 1 1 0 1 [44]"


def test_an_empty_hole_of_the_opponent_or_an_empty_hole_opposite_captures_nothing() -> None:
    # S7 (1) into N0, empty and North's: the move ends.
    away = play(SADEQA, board("S: 0 0 0 0 0 0 1 1 [40] | N: 0 0 0 0 0 0 0 4 [50]"), 7)
    assert text(away.position) == "S: 0 0 0 0 0 0 1 0 [40] | N: 1 0 0 0 0 0 0 4 [50]"
    assert "capture" not in kinds(away.events)
    # S6 (1) into S7, empty and South's, but N0 opposite it is empty too.
    blank = play(SADEQA, board("S: 0 0 0 0 0 0 1 0 [40] | N: 0 0 0 0 0 0 0 5 [50]"), 6)
    assert text(blank.position) == "S: 0 0 0 0 0 0 0 1 [40] | N: 0 0 0 0 0 0 0 5 [50]"
    assert "capture" not in kinds(blank.events)


def test_a_player_who_cannot_move_ends_the_game_the_last_mover_takes_the_stones_left() -> None:
    # S0 (1) into S1 takes N6 (2), North's last stones; North cannot move: South, who moved last,
    # takes the 4 stones left on the board.
    end = play(SADEQA, board("S: 1 0 0 0 0 0 0 3 [50] | N: 0 0 0 0 0 0 2 0 [40]"), 0)
    assert text(end.position) == "S: 0 0 0 0 0 0 0 0 [56] | N: 0 0 0 0 0 0 0 0 [40]"
    assert end.position.outcome is not None and end.position.outcome.winners == (0,)


def test_10_seeded_random_games_end() -> None:
    start = engine.new_game(SADEQA)
    for seed in range(10):
        end, plies = engine.random_playout(SADEQA, start, seed)
        assert end.outcome is not None and plies < 2000
