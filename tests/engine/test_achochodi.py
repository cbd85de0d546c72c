"""Achochodi (docs/rules/achochodi.md): 2×6 holes of 4, single laps skipping the starting hole, a
single seed lifted first takes the hole opposite (``single_seed_captures_opposite``), twos and
threes captured from the opponent's row with a chain back that may run on into the mover's own row
(``capture_chain_into_own_row``), feeding, the seeds left to the last mover; positions worked by
hand from Valdez 2023 as MancalaGames gives it."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

ACHOCHODI = rules("achochodi")


def test_four_seeds_in_each_of_twelve_holes_and_a_long_sowing_skips_its_hole() -> None:
    start = engine.new_game(ACHOCHODI)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and ACHOCHODI.total_seeds == 48
    assert text(play(ACHOCHODI, start, 2).position) == "S: 4 4 0 5 5 5 [0] | N: 5 4 4 4 4 4 [0]"
    # S0 (12): S1…S5, N0…N5, S0 skipped, S1: a two in the own row takes nothing
    long = play(ACHOCHODI, board("S: 12 0 0 0 0 0 [10] | N: 1 1 1 1 1 1 [20]"), 0)
    assert text(long.position) == "S: 0 2 1 1 1 1 [10] | N: 2 2 2 2 2 2 [20]"
    assert "capture" not in kinds(long.events)


def test_a_single_seed_lifted_first_takes_the_hole_opposite() -> None:
    position = board("S: 3 0 2 0 1 4 [10] | N: 2 5 1 3 0 4 [13]")
    single = play(ACHOCHODI, position, 4)
    assert kinds(single.events) == ["pickup", "capture", "sow"]
    assert [(e["kind"], e["count"]) for e in single.events if e["type"] == "capture"] == [("cross", 5)]
    assert text(single.position) == "S: 3 0 2 0 0 5 [15] | N: 2 0 1 3 0 4 [13]"
    plain = play(rules("achochodi", single_seed_captures_opposite=False), position, 4)
    assert text(plain.position) == "S: 3 0 2 0 0 5 [10] | N: 2 5 1 3 0 4 [13]"


def test_a_chain_begun_in_the_opponents_row_runs_on_into_the_own_row() -> None:
    position = board("S: 4 0 1 3 1 2 [10] | N: 1 4 4 4 4 4 [6]")
    chain = play(ACHOCHODI, position, 3)
    assert text(chain.position) == "S: 4 0 1 0 0 0 [17] | N: 0 4 4 4 4 4 [6]"
    assert [[(p["seat"], p["pit"]) for p in e["pits"]] for e in chain.events if e["type"] == "capture"] == [
        [(1, 0), (0, 5), (0, 4)]]
    stopped = play(rules("achochodi", capture_chain_into_own_row=False), position, 3)
    assert text(stopped.position) == "S: 4 0 1 0 2 3 [12] | N: 0 4 4 4 4 4 [6]"


def test_a_two_made_in_the_own_row_takes_nothing() -> None:
    after = play(ACHOCHODI, board("S: 4 0 1 2 1 1 [10] | N: 1 4 4 4 4 4 [7]"), 3)
    assert text(after.position) == "S: 4 0 1 0 2 2 [10] | N: 1 4 4 4 4 4 [7]"
    assert "capture" not in kinds(after.events)


def test_a_player_who_cannot_feed_ends_the_game_and_the_last_mover_takes_the_seeds_left() -> None:
    # North lifts N5 (1): S0 opposite is taken (2), the seed goes into S0
    # (24); South's single seed then cannot reach North's empty row: the game ends, and North, who
    # moved last, takes the seed left
    fed = play(ACHOCHODI, board("S: 2 0 0 0 0 0 [23] | N: 0 0 0 0 0 1 [22]", to_move="N"), 5)
    assert kinds(fed.events) == ["pickup", "capture", "sow", "game_end"]
    assert text(fed.position) == "S: 0 0 0 0 0 0 [23] | N: 0 0 0 0 0 0 [25]"
    outcome = fed.position.outcome
    assert outcome is not None and outcome.reason == "cannot_feed"
    assert outcome.scores == (23, 25) and outcome.winners == (1,)


def test_the_new_rules_are_refused_where_they_are_not_defined() -> None:
    Rules = engine.rules.Rules
    assert [v.path for v in Rules(capture_counts=(2, 3), capture_chain_into_own_row=True).problems()] == [
        "capture_chain_into_own_row"]
    assert [v.path for v in Rules(seats=3, single_seed_captures_opposite=True,
                                  capture_targets=engine.rules.CaptureTargets.CORRESPONDING).problems()] == [
        "single_seed_captures_opposite"]
