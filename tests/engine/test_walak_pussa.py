"""Walak-pussa (docs/rules/walak-pussa.md): 2×7 holes of 4 seeds, relay from the next hole, captures
beyond an empty hole chained along alternate empty and occupied holes (capture_beyond_chain)."""

from __future__ import annotations

import engine
from engine.errors import InvalidOptions

from .helpers import board, kinds, play, rules, text

WALAK = rules("walak-pussa")


def test_four_seeds_in_each_of_fourteen_holes() -> None:
    assert text(engine.new_game(WALAK)) == "S: 4 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 4 [0]"
    assert WALAK.total_seeds == 56


def test_the_opening_relays_from_the_next_hole_until_it_is_empty_then_captures_beyond_r_wp1() -> None:
    # Worked by hand: S0 (4): S1-S4; lift S5 (4): S6, N0-N2; lift N3 (4): N4-N6, S0; lift S1 (5):
    # S2-S6; lift N0 (5): N1-N5; lift N6 (5): S0-S4; lift S5 (1): S6; N0 is empty: the 6 of N1
    # beyond it are captured; N2 (6) is occupied, so the chain stops there.
    after = play(WALAK, engine.new_game(WALAK), 0)
    assert text(after.position) == "S: 2 1 7 7 7 0 7 [6] | N: 0 0 6 1 6 6 0 [0]"
    assert kinds(after.events).count("relay") == 6 and kinds(after.events)[-1] == "capture"
    assert after.position.to_move == 1


def test_the_capture_goes_on_along_alternate_empty_and_occupied_holes_on_either_row_r_wp2() -> None:
    # S0 -> S1; S2 empty: S3 taken, then S5 (S4 empty), N0 (S6 empty); N1 is occupied: stop.
    position = board("S: 1 0 0 3 0 2 0 [10] | N: 5 4 0 0 0 0 0 [31]")
    after = play(WALAK, position, 0)
    assert text(after.position) == "S: 0 1 0 0 0 0 0 [20] | N: 0 4 0 0 0 0 0 [31]"
    captured = next(e for e in after.events if e["type"] == "capture")
    assert captured["count"] == 10 and after.position.to_move == 1
    single = play(rules("walak-pussa", capture_beyond_chain=False), position, 0)
    assert text(single.position) == "S: 0 1 0 0 0 2 0 [13] | N: 5 4 0 0 0 0 0 [31]"


def test_a_chain_all_the_way_round_takes_the_last_seed_hole_and_never_a_hole_twice() -> None:
    after = play(WALAK, board("S: 1 0 0 2 0 2 0 [20] | N: 2 0 2 0 2 0 2 [23]"), 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [33] | N: 0 0 0 0 0 0 0 [23]"
    assert next(e for e in after.events if e["type"] == "capture")["count"] == 13
    assert after.position.outcome is not None and after.position.outcome.winners == (0,)


def test_two_empty_holes_beyond_capture_nothing() -> None:
    after = play(WALAK, board("S: 1 0 0 0 3 0 0 [10] | N: 5 4 0 0 0 0 0 [33]"), 0)
    assert text(after.position) == "S: 0 1 0 0 3 0 0 [10] | N: 5 4 0 0 0 0 0 [33]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_a_player_with_an_empty_row_ends_the_game_the_other_takes_the_rest_r_wp4() -> None:
    after = play(WALAK, board("S: 0 0 0 0 0 0 1 [30] | N: 0 0 0 0 0 0 3 [22]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [30] | N: 1 0 0 0 0 0 3 [22]"
    assert after.position.outcome is None and after.position.to_move == 1
    end = play(WALAK, after.position, 0)
    assert text(end.position) == "S: 0 0 0 0 0 0 0 [30] | N: 0 0 0 0 0 0 0 [26]"
    assert end.position.outcome is not None and end.position.outcome.winners == (0,)


def test_the_chain_needs_the_capture_beyond_an_empty_hole() -> None:
    try:
        rules("pallanguzhi", capture_beyond_empty=False, capture_beyond_chain=True)
    except InvalidOptions as error:
        assert "capture_beyond_chain" in str(error.violations)
    else:
        raise AssertionError("capture_beyond_chain without capture_beyond_empty was accepted")


def test_30_seeded_random_games_end() -> None:
    start = engine.new_game(WALAK)
    for seed in range(30):
        end, plies = engine.random_playout(WALAK, start, seed)
        assert end.outcome is not None and plies < 2000
