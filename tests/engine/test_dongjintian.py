"""Dongjintian (docs/rules/dongjintian.md): 2×5 holes of 5 counters, either direction each turn,
relay from the next hole, captures beyond an empty hole chained along alternate empty and
occupied holes, passes, counters left circling count for nobody."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

DONG = rules("dongjintian")


def test_five_counters_in_each_of_ten_holes_and_both_directions_are_moves_r_dj1() -> None:
    start = engine.new_game(DONG)
    assert text(start) == "S: 5 5 5 5 5 [0] | N: 5 5 5 5 5 [0]"
    assert DONG.total_seeds == 50
    assert [str(m) for m in engine.legal_moves(DONG, start)][:4] == ["0/ccw", "0/cw", "1/ccw", "1/cw"]


def test_an_anticlockwise_opening_relays_five_times_then_captures_a_chain_of_two_r_dj2() -> None:
    # Worked by hand: S0 (5): S1-S4, N0; lift N1 (5): N2-N4, S0, S1; lift S2 (6): S3, S4, N0-N3;
    # lift N4 (6): S0-S4, N0; lift N1 (1): N2; lift N3 (7): N4, S0-S4, N0; N1 is empty: N2 (8)
    # is taken, then N4 (1) after the empty N3; S0 (3) follows N4 at once: the chain stops.
    after = play(DONG, engine.new_game(DONG), 0, "ccw")
    assert text(after.position) == "S: 3 9 2 9 9 [9] | N: 9 0 0 0 0 [0]"
    assert kinds(after.events).count("relay") == 5 and after.position.to_move == 1
    assert next(e for e in after.events if e["type"] == "capture")["count"] == 9


def test_the_clockwise_opening_from_the_other_end_is_its_mirror_image() -> None:
    after = play(DONG, engine.new_game(DONG), 4, "cw")
    assert text(after.position) == "S: 9 9 2 9 3 [9] | N: 0 0 0 0 9 [0]"


def test_only_the_first_hole_without_the_chain() -> None:
    after = play(rules("dongjintian", capture_beyond_chain=False), engine.new_game(DONG), 0, "ccw")
    assert text(after.position) == "S: 3 9 2 9 9 [8] | N: 9 0 0 0 1 [0]"


def test_a_player_without_counters_passes() -> None:
    position = board("S: 0 0 0 0 0 [20] | N: 0 0 0 1 2 [27]", to_move="N")
    after = play(DONG, position, 3, "ccw")
    assert text(after.position) == "S: 0 0 0 0 0 [20] | N: 0 0 0 0 3 [27]"
    assert kinds(after.events) == ["pickup", "sow", "pass"] and after.position.to_move == 1


def test_a_last_lone_counter_circles_until_the_repetition_and_counts_for_nobody_r_dj3() -> None:
    position = play(DONG, board("S: 1 0 0 2 0 [25] | N: 0 0 0 0 0 [22]"), 0, "ccw").position
    assert text(position) == "S: 0 1 0 0 0 [27] | N: 0 0 0 0 0 [22]"
    plies = 0
    while position.outcome is None and plies < 100:
        position = engine.apply_move(DONG, position, engine.legal_moves(DONG, position)[0]).position
        plies += 1
    assert position.outcome is not None and position.outcome.reason == "repetition"
    assert position.outcome.scores == (27, 22) and position.outcome.winners == (0,)


def test_30_seeded_random_games_end() -> None:
    start = engine.new_game(DONG)
    for seed in range(30):
        end, plies = engine.random_playout(DONG, start, seed)
        assert end.outcome is not None and plies < 2000
