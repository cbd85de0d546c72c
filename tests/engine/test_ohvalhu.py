"""Ohvalhu (docs/rules/ohvalhu.md): 2×8 holes of 8 shells, relay sowing through the own store,
extra turns, captures of the opposite hole, passes, the end when every hole is empty."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

OHVALHU = rules("ohvalhu")


def test_eight_shells_in_each_of_sixteen_holes() -> None:
    assert text(engine.new_game(OHVALHU)) == "S: 8 8 8 8 8 8 8 8 [0] | N: 8 8 8 8 8 8 8 8 [0]"
    assert OHVALHU.total_seeds == 128


def test_the_opening_is_played_in_turns_and_the_store_gives_an_extra_turn() -> None:
    after = play(OHVALHU, engine.new_game(OHVALHU), 0)
    assert text(after.position) == "S: 0 9 9 9 9 9 9 9 [1] | N: 8 8 8 8 8 8 8 8 [0]"
    assert after.position.to_move == 0 and "extra_turn" in kinds(after.events)


def test_an_opening_from_the_last_hole_relays_home_and_captures() -> None:
    # Worked by hand: 8 shells from S7: the store, N0-N6 (9 each); N6 is lifted (9): N7, S0-S6
    # (9 each) and S7, emptied by the move: an own empty hole, so its shell and the 9 of the
    # opposite N0 go to the store (1 + 10 = 11).
    after = play(OHVALHU, engine.new_game(OHVALHU), 7)
    assert text(after.position) == "S: 9 9 9 9 9 9 9 0 [11] | N: 0 9 9 9 9 9 0 9 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "capture"]
    assert after.position.to_move == 1


def test_a_relay_from_the_opponent_row_captures_the_opposite_hole_and_the_last_shell() -> None:
    # 9 shells: store, N0-N7 (N6 now 5, N7 now 2) -> lift 2: S0, S1 (empty, own) -> S1 and N6 (5).
    position = board("S: 0 0 0 0 0 0 0 9 [40] | N: 0 0 0 0 0 0 4 1 [74]")
    after = play(OHVALHU, position, 7)
    assert text(after.position) == "S: 1 0 0 0 0 0 0 0 [47] | N: 1 1 1 1 1 1 0 0 [74]"
    assert next(e for e in after.events if e["type"] == "capture")["count"] == 6
    assert after.position.to_move == 1


def test_no_capture_when_the_opposite_hole_is_empty() -> None:
    position = board("S: 0 0 0 0 0 0 1 0 [50] | N: 0 0 0 0 0 0 0 6 [71]")
    after = play(OHVALHU, position, 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 1 [50] | N: 0 0 0 0 0 0 0 6 [71]"
    assert "capture" not in kinds(after.events) and after.position.to_move == 1
    banked = play(rules("ohvalhu", empty_capture=True), position, 6)
    assert text(banked.position) == "S: 0 0 0 0 0 0 0 0 [51] | N: 0 0 0 0 0 0 0 6 [71]"


def test_a_player_without_shells_passes_even_after_an_extra_turn() -> None:
    position = board("S: 0 0 0 0 0 0 0 1 [60] | N: 0 0 0 0 0 0 1 3 [63]")
    after = play(OHVALHU, position, 7)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 [61] | N: 0 0 0 0 0 0 1 3 [63]"
    assert kinds(after.events) == ["pickup", "sow", "extra_turn", "pass"]
    assert after.position.outcome is None and after.position.to_move == 1


def test_option_game_ends_gives_the_shells_left_to_their_owner() -> None:
    position = board("S: 0 0 0 0 0 0 0 1 [60] | N: 0 0 0 0 0 0 1 3 [63]")
    after = play(rules("ohvalhu", empty_mover="game_ends"), position, 7)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 [61] | N: 0 0 0 0 0 0 0 0 [67]"
    assert after.position.outcome is not None and after.position.outcome.winners == (1,)


def test_the_game_ends_when_every_hole_is_empty_64_64_is_a_draw() -> None:
    position = board("S: 0 0 0 0 0 0 0 1 [63] | N: 0 0 0 0 0 0 0 0 [64]")
    after = play(OHVALHU, position, 7)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 [64] | N: 0 0 0 0 0 0 0 0 [64]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "board_empty" and after.position.outcome.winners == (0, 1)


def test_analysis_answers_a_legal_move_and_200_seeded_random_games_end() -> None:
    from engine.analysis import analyse

    start = engine.new_game(OHVALHU)
    assert analyse(OHVALHU, start, level=10).best_move in engine.legal_moves(OHVALHU, start)
    for seed in range(200):
        end, plies = engine.random_playout(OHVALHU, start, seed)
        assert end.outcome is not None and plies < 1000


def test_the_ten_hole_board_of_ten_shells_a_hole() -> None:
    # R-OH3: option holes=10 sets 10 holes a row and 10 shells a hole (200 shells); it was beyond
    # the engine's 9 pits a side before rows reached 50. Worked by hand: S9's 10 shells: the
    # store, N0-N8 (11); N8 is lifted: N9, S0-S8 (11) and S9, emptied by the move: an own empty
    # hole, so its shell and the 11 of the opposite N0 go to the store (1 + 12 = 13).
    ten = rules("ohvalhu", holes=10)
    assert (ten.pits_per_side, ten.seeds_per_pit, ten.total_seeds) == (10, 10, 200)
    after = play(ten, engine.new_game(ten), 9)
    assert text(after.position) == "S: 11 11 11 11 11 11 11 11 11 0 [13] | N: 0 11 11 11 11 11 11 11 0 11 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "capture"]
    assert text(engine.new_game(rules("ohvalhu", holes=6))) == "S: 6 6 6 6 6 6 [0] | N: 6 6 6 6 6 6 [0]"
