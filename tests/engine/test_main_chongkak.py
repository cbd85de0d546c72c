"""Main Chongkak (docs/rules/main-chongkak.md): Skeat's 2×6 holes of 6 seeds, relay sowing through
the own store, extra turns, captures of the opposite hole that leave the capturing seed, the end as
soon as a row is empty."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

CHONGKAK = rules("main-chongkak")


def test_as_many_seeds_a_hole_as_holes_a_row_r_mc1() -> None:
    assert text(engine.new_game(CHONGKAK)) == "S: 6 6 6 6 6 6 [0] | N: 6 6 6 6 6 6 [0]"
    assert CHONGKAK.total_seeds == 72
    assert rules("main-chongkak", pits_per_side=9, seeds_per_pit=9).total_seeds == 162


def test_a_last_seed_in_the_own_store_gives_an_extra_turn() -> None:
    after = play(CHONGKAK, engine.new_game(CHONGKAK), 0)
    assert text(after.position) == "S: 0 7 7 7 7 7 [1] | N: 6 6 6 6 6 6 [0]"
    assert kinds(after.events) == ["pickup", "sow", "extra_turn"] and after.position.to_move == 0


def test_an_opening_from_the_last_hole_relays_home_and_captures_the_opposite_hole_only() -> None:
    # Worked by hand: 6 seeds from S5: the store, N0-N4 (7 each); N4 is lifted (7): N5, S0-S4 (7
    # each) and S5, emptied by the move: the 7 of the opposite N0 go to the store (1 + 7 = 8) and
    # the capturing seed stays in S5 (ruling R-MC2).
    after = play(CHONGKAK, engine.new_game(CHONGKAK), 5)
    assert text(after.position) == "S: 7 7 7 7 7 1 [8] | N: 0 7 7 7 0 7 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "capture"]
    assert after.position.to_move == 1


def test_the_capturing_seed_stays_and_an_empty_opposite_hole_gives_nothing_r_mc2() -> None:
    position = board("S: 0 0 0 0 1 0 [30] | N: 4 0 0 0 0 1 [36]")
    after = play(CHONGKAK, position, 4)
    assert text(after.position) == "S: 0 0 0 0 0 1 [34] | N: 0 0 0 0 0 1 [36]"
    congkak = play(rules("main-chongkak", capture_includes_sowing_seed=True), position, 4)
    # Banking the capturing seed empties South's row: the game ends, North takes its last seed.
    assert text(congkak.position) == "S: 0 0 0 0 0 0 [35] | N: 0 0 0 0 0 0 [37]"
    assert congkak.position.outcome is not None
    nothing = play(CHONGKAK, board("S: 0 0 0 0 1 0 [30] | N: 0 4 0 0 0 1 [36]"), 4)
    assert text(nothing.position) == "S: 0 0 0 0 0 1 [30] | N: 0 4 0 0 0 1 [36]"
    assert kinds(nothing.events) == ["pickup", "sow"] and nothing.position.to_move == 1


def test_a_capture_that_empties_the_opponent_row_ends_the_game() -> None:
    after = play(CHONGKAK, board("S: 2 0 1 0 0 0 [30] | N: 0 0 5 0 0 0 [34]"), 2)
    assert text(after.position) == "S: 0 0 0 0 0 0 [38] | N: 0 0 0 0 0 0 [34]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "side_empty" and after.position.outcome.winners == (0,)


def test_a_move_that_empties_the_own_row_ends_the_game_at_once_r_mc3() -> None:
    # S5 (2): the store, N0 (now 2) is lifted: N1, N2 (empty: the turn ends). South's row is
    # empty: the game ends and North takes its 2 seeds.
    position = board("S: 0 0 0 0 0 2 [30] | N: 1 0 0 0 0 0 [39]")
    after = play(CHONGKAK, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [31] | N: 0 0 0 0 0 0 [41]"
    assert after.position.outcome is not None and after.position.outcome.winners == (1,)
    congkak = play(rules("main-chongkak", end_check="at_turn_start"), position, 5)
    assert text(congkak.position) == "S: 0 0 0 0 0 0 [31] | N: 0 1 1 0 0 0 [39]"
    assert congkak.position.outcome is None and congkak.position.to_move == 1


def test_30_seeded_random_games_end() -> None:
    start = engine.new_game(CHONGKAK)
    for seed in range(30):
        end, plies = engine.random_playout(CHONGKAK, start, seed)
        assert end.outcome is not None and plies < 2000
