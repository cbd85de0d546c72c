"""Olowuka (docs/rules/olowuka.md): 2×6 holes of 4, relay laps only from a hole the last seed makes
four or more (relay_min_seeds), twos and threes captured in the opponent's row with a chain, a
grand slam of several holes leaving the one on the mover's right; positions worked by hand from
MancalaGames' reading of Climent Tondo 2014."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

OLOWUKA = rules("olowuka")


def test_the_opening_relays_from_every_hole_made_four_or_more() -> None:
    start = engine.new_game(OLOWUKA)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and OLOWUKA.total_seeds == 48
    # S5: N0-N3, N3 (5) lifted; N4-S2, S2 (5) lifted; S3-N1, N1 (6) lifted; N2-S1, S1 (6) lifted;
    # S2-N1: N1 holds 1, the sowing ends
    after = play(OLOWUKA, start, 5)
    assert text(after.position) == "S: 6 0 1 6 6 2 [0] | N: 7 1 6 1 6 6 [0]"
    assert kinds(after.events).count("relay") == 4 and after.position.to_move == 1


def test_a_last_seed_making_three_ends_the_sowing_and_four_relays() -> None:
    three = play(OLOWUKA, board("S: 0 0 2 0 2 0 [20] | N: 2 2 1 5 4 4 [8]"), 2)
    assert text(three.position) == "S: 0 0 0 1 3 0 [20] | N: 2 2 1 5 4 4 [8]"
    assert kinds(three.events) == ["pickup", "sow"]
    # S4 made four is lifted: S5, N0, N1, N2; N2 holds 2: N2, N1 and N0 are taken
    four = play(OLOWUKA, board("S: 0 0 2 0 3 0 [19] | N: 2 2 1 5 4 4 [8]"), 2)
    assert text(four.position) == "S: 0 0 0 1 0 1 [27] | N: 0 0 0 5 4 4 [8]"
    assert kinds(four.events) == ["pickup", "sow", "relay", "sow", "capture"]


def test_twos_and_threes_in_the_opponents_row_are_captured_with_the_holes_before_them() -> None:
    chain = play(OLOWUKA, board("S: 0 0 0 0 0 2 [20] | N: 2 2 1 5 4 4 [8]"), 5)
    assert text(chain.position) == "S: 0 0 0 0 0 0 [26] | N: 0 0 1 5 4 4 [8]"
    assert kinds(chain.events) == ["pickup", "sow", "capture"]


def test_a_grand_slam_of_several_holes_leaves_the_one_on_the_movers_right() -> None:
    # S5 (2): N0 holds 2, N1 holds 3: every seed of North's; N0 (South's right) stays
    several = play(OLOWUKA, board("S: 0 0 0 0 0 2 [30] | N: 1 2 0 0 0 0 [13]"), 5)
    assert text(several.position) == "S: 0 0 0 0 0 0 [33] | N: 2 0 0 0 0 0 [13]"
    # a grand slam of one hole takes it; North, left without a seed at its turn, ends the game
    one = play(OLOWUKA, board("S: 0 0 0 0 1 1 [30] | N: 2 0 0 0 0 0 [14]"), 5)
    assert kinds(one.events)[-2:] == ["capture", "game_end"]
    assert text(one.position) == "S: 0 0 0 0 0 0 [34] | N: 0 0 0 0 0 0 [14]"
    assert one.position.outcome is not None and one.position.outcome.winners == (0,)


def test_nobody_must_feed_and_a_player_without_seeds_ends_the_game() -> None:
    # South's row is empty; North need not feed it: N1 (2) sows N2, N3, then South cannot move
    end = play(OLOWUKA, board("S: 0 0 0 0 0 0 [30] | N: 1 2 0 0 0 0 [15]", to_move="N"), 1)
    assert kinds(end.events) == ["pickup", "sow", "game_end"]
    assert text(end.position) == "S: 0 0 0 0 0 0 [30] | N: 0 0 0 0 0 0 [18]"


def test_the_relay_threshold_is_refused_without_relay_laps() -> None:
    single = engine.rules.Rules(relay_min_seeds=4)
    assert [v.path for v in single.problems()] == ["relay_min_seeds"]
    assert [v.path for v in engine.rules.Rules(laps=engine.rules.Laps.RELAY, relay_min_seeds=2).problems()] == [
        "relay_min_seeds"]
