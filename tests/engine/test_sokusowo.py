"""Sokusowó (docs/rules/sokusowo.md): 2×4 holes of 4, relay laps from holes of two or more, the first
seed of every lap into the mover's store (origin first_seed_into_store), no other capture;
positions worked by hand from MancalaGames' reading of Valdez 2023."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

SOKUSOWO = rules("sokusowo")


def test_the_first_seed_of_every_lap_goes_into_the_movers_store() -> None:
    start = engine.new_game(SOKUSOWO)
    assert text(start) == "S: 4 4 4 4 [0] | N: 4 4 4 4 [0]" and SOKUSOWO.total_seeds == 32
    # S1 (4): store, S2, S3, N0; N0 (5): store, N1, N2, N3, S0; S0 (5): store, S1, S2, S3, N0 (empty)
    after = play(SOKUSOWO, start, 1)
    assert text(after.position) == "S: 0 1 6 6 [3] | N: 1 5 5 5 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "relay", "sow"]
    assert after.events[1]["path"][0] == {"seat": 0, "store": True}


def test_a_single_seed_cannot_be_moved() -> None:
    position = board("S: 1 2 1 0 [10] | N: 3 3 2 4 [8]")
    assert [m.pit for m in engine.legal_moves(SOKUSOWO, position)] == [1]


def test_a_lap_that_comes_round_sows_the_hole_it_was_lifted_from() -> None:
    # S2 (9): store, then S3, N0-N3, S0, S1 and S2 itself, empty: the turn ends there
    after = play(SOKUSOWO, board("S: 0 0 9 0 [10] | N: 1 2 1 1 [8]"), 2)
    assert text(after.position) == "S: 1 1 1 1 [11] | N: 2 3 2 2 [8]"
    assert kinds(after.events) == ["pickup", "sow"]


def test_a_player_who_cannot_move_ends_the_game_and_each_takes_their_row() -> None:
    # S2 (2): store, S3 (2): store, N0 (2): store, N1 empty; North has single seeds only
    end = play(SOKUSOWO, board("S: 1 0 2 1 [12] | N: 1 0 1 0 [14]"), 2)
    assert kinds(end.events)[-1] == "game_end"
    assert text(end.position) == "S: 0 0 0 0 [16] | N: 0 0 0 0 [16]"
    assert end.position.outcome is not None and end.position.outcome.winners == (0, 1)


def test_seeds_into_the_store_need_moves_of_two_seeds_or_more() -> None:
    one = engine.rules.Rules(origin=engine.rules.Origin.FIRST_SEED_INTO_STORE, sow_own_store=False)
    assert [v.path for v in one.problems()] == ["origin"]
