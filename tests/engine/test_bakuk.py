"""Bakuk (docs/rules/bakuk.md): 2×3 holes of 6, single laps, twos and fours captured on either row
with a chain back over the holes before, the pieces left counted for nobody; positions worked by
hand from Mancala World (after Bautista i Roca 2009) and Valdez 2023's chain."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

BAKUK = rules("bakuk")


def test_six_pieces_in_each_of_six_holes_and_a_sowing_of_six_comes_round_into_its_hole() -> None:
    start = engine.new_game(BAKUK)
    assert text(start) == "S: 6 6 6 [0] | N: 6 6 6 [0]" and BAKUK.total_seeds == 36
    after = play(BAKUK, start, 0)
    assert text(after.position) == "S: 1 7 7 [0] | N: 7 7 7 [0]"
    assert "capture" not in kinds(after.events) and after.position.to_move == 1


def test_a_two_or_four_is_taken_with_the_twos_and_fours_before_it_on_either_row() -> None:
    # S1 (2): S2 makes 2, N0 makes 4: N0 is taken and S2 before it, on the mover's own row
    chain = play(BAKUK, board("S: 0 2 1 [10] | N: 3 0 0 [20]"), 1)
    assert text(chain.position) == "S: 0 0 0 [16] | N: 0 0 0 [20]"
    assert [e["kind"] for e in chain.events if e["type"] == "capture"] == ["count"]
    # the last piece makes 1 in N2: nothing is taken, though N0 and N1 then hold 2 and 4
    none = play(BAKUK, board("S: 0 1 3 [16] | N: 1 3 0 [12]"), 2)
    assert text(none.position) == "S: 0 1 0 [16] | N: 2 4 1 [12]"
    assert "capture" not in kinds(none.events)


def test_a_two_in_the_own_row_is_taken_and_an_odd_count_breaks_the_chain() -> None:
    # S0 (1) makes S1 hold 2: taken; S0, before it, is the starting hole
    own = play(BAKUK, board("S: 1 1 3 [10] | N: 5 5 5 [6]"), 0)
    assert text(own.position) == "S: 0 0 3 [12] | N: 5 5 5 [6]"
    # S2 (2): N0 (4), N1 (2): N1 and N0 taken; S2, the starting hole, ends the chain
    pair = play(BAKUK, board("S: 3 2 2 [10] | N: 3 1 5 [10]"), 2)
    assert text(pair.position) == "S: 3 2 0 [16] | N: 0 0 5 [10]"
    # S1 (1): S2 makes 3, nothing
    odd = play(BAKUK, board("S: 3 1 2 [10] | N: 3 1 6 [10]"), 1)
    assert "capture" not in kinds(odd.events)


def test_more_than_half_of_the_pieces_wins_at_once() -> None:
    won = play(BAKUK, board("S: 0 2 1 [16] | N: 3 0 0 [14]"), 1)
    assert text(won.position) == "S: 0 0 0 [22] | N: 0 0 0 [14]"
    assert won.position.outcome is not None and won.position.outcome.winners == (0,)


def test_the_player_without_a_piece_ends_the_game_and_the_pieces_left_count_for_nobody() -> None:
    # S2 (1) sows N0 (1): nothing; North sows N0 (1) into N1; South has no piece at its turn
    after = play(BAKUK, board("S: 0 0 1 [16] | N: 0 0 2 [17]"), 2)
    assert text(after.position) == "S: 0 0 0 [16] | N: 1 0 2 [17]" and after.position.to_move == 1
    end = play(BAKUK, after.position, 0)
    assert [e.get("reason") for e in end.events if e["type"] == "game_end"] == ["no_seeds"]
    assert text(end.position) == "S: 0 0 0 [16] | N: 0 1 2 [17]"
    assert end.position.outcome is not None and end.position.outcome.winners == (1,)
