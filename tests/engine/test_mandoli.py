"""Mandoli (docs/rules/mandoli.md): 2×6 holes of 6, relay laps, even counts captured on either row
in the last hole and the one before it only (``capture_chain_max=2``), no capture on each player's
first move, the seeds left counted for nobody; positions worked by hand from Valdez 2023 as
MancalaGames gives it."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

MANDOLI = rules("mandoli")


def test_the_first_move_relays_on_through_even_holes_and_captures_nothing() -> None:
    start = engine.new_game(MANDOLI)
    assert text(start) == "S: 6 6 6 6 6 6 [0] | N: 6 6 6 6 6 6 [0]" and MANDOLI.total_seeds == 72
    opening = play(MANDOLI, start, 0)
    assert text(opening.position) == "S: 2 5 3 1 1 3 [0] | N: 5 12 12 4 12 12 [0]"
    assert "capture" not in kinds(opening.events)
    # with captures from the first move, the second lap's last seed makes S1 hold 8: taken there
    eager = play(rules("mandoli", no_capture_plies=0), start, 0)
    assert text(eager.position) == "S: 1 0 7 7 7 7 [8] | N: 0 7 7 7 7 7 [0]"


def test_the_chain_takes_the_last_hole_and_the_one_before_it_only() -> None:
    position = board("S: 0 0 3 1 1 1 [20] | N: 1 3 5 1 1 1 [34]", ply=4)
    two = play(MANDOLI, position, 2)
    assert text(two.position) == "S: 0 0 0 2 0 0 [24] | N: 1 3 5 1 1 1 [34]"
    assert [e["kind"] for e in two.events if e["type"] == "capture"] == ["count"]
    unlimited = play(rules("mandoli", capture_chain_max=0), position, 2)
    assert text(unlimited.position) == "S: 0 0 0 0 0 0 [26] | N: 1 3 5 1 1 1 [34]"
    # the same limit on Oware's chain in the opponent's row: N2 and N1 taken, N0 stays
    oware = play(rules("oware", capture_chain_max=2), board("S: 0 0 0 0 0 3 [20] | N: 1 1 1 4 4 4 [10]"), 5)
    assert text(oware.position) == "S: 0 0 0 0 0 0 [24] | N: 2 0 0 4 4 4 [10]"


def test_an_odd_hole_before_the_last_is_not_taken() -> None:
    # S4 (2): S5 makes 1 (an empty hole sown: odd), N0 makes 2: N0 alone is taken
    after = play(MANDOLI, board("S: 0 0 0 0 2 0 [30] | N: 1 3 5 1 1 1 [28]", ply=4), 4)
    assert text(after.position) == "S: 0 0 0 0 0 1 [32] | N: 0 3 5 1 1 1 [28]"


def test_a_relay_ends_in_an_even_hole_and_more_than_half_wins() -> None:
    position = "S: 0 0 0 0 2 1 [30] | N: 2 3 5 1 1 0 [27]"
    won = play(MANDOLI, board(position, ply=4), 4)
    assert kinds(won.events) == ["pickup", "sow", "relay", "sow", "capture", "game_end"]
    assert text(won.position) == "S: 0 0 0 0 0 2 [38] | N: 0 4 0 0 1 0 [27]"
    assert won.position.outcome is not None and won.position.outcome.winners == (0,)
    # the same sowing as South's first move: N3's two is lifted and sown on
    first = play(MANDOLI, board(position, ply=0), 4)
    assert text(first.position) == "S: 0 0 0 0 0 2 [30] | N: 0 4 6 0 2 1 [27]"


def test_the_player_without_a_seed_ends_the_game_and_the_seeds_left_count_for_nobody() -> None:
    after = play(MANDOLI, board("S: 0 0 0 0 0 1 [33] | N: 0 0 0 1 0 2 [35]", ply=8), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [33] | N: 1 0 0 1 0 2 [35]"
    end = play(MANDOLI, after.position, 3)
    assert [e.get("reason") for e in end.events if e["type"] == "game_end"] == ["no_seeds"]
    assert text(end.position) == "S: 0 0 0 0 0 0 [33] | N: 1 0 0 0 1 2 [35]"
    assert end.position.outcome is not None and end.position.outcome.winners == (1,)


def test_a_chain_limit_needs_a_chain_of_count_captures() -> None:
    Rules = engine.rules.Rules
    assert Rules(capture_counts=(2, 3), capture_chain_max=2).problems() == []
    assert [v.path for v in Rules(capture_counts=(2, 3), capture_chain_max=1).problems()] == ["capture_chain_max"]
    assert [v.path for v in Rules(capture_counts=(2, 3), capture_chain=False, capture_chain_max=2).problems()] == [
        "capture_chain_max"]
    assert [v.path for v in Rules(capture_chain_max=2).problems()] == ["capture_chain_max"]
