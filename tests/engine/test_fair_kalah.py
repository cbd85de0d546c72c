"""FairKalah (docs/rules/fair-kalah.md): Kalah from Neller's fair board 1, with the patent's empty
capture and the end as soon as a row is empty; any fair board by ``start_pits``."""

from __future__ import annotations

import engine

from .helpers import board, play, rules, text

FAIR = rules("fair-kalah")


def test_board_1_moves_one_seed_of_souths_fifth_pit_to_its_third() -> None:
    assert text(engine.new_game(FAIR)) == "S: 4 4 5 4 3 4 [0] | N: 4 4 4 4 4 4 [0]"


def test_board_1_gives_south_no_first_move_ending_in_its_store() -> None:
    # Kalah's free first move (S2: four seeds, four pits from the store) is gone: no pit of board 1
    # holds exactly as many seeds as it lies pits from the store.
    start = engine.new_game(FAIR)
    for pit in range(6):
        after = play(FAIR, start, pit)
        assert after.position.to_move == 1 and "extra_turn" not in [e["type"] for e in after.events]


def test_a_last_seed_in_an_own_empty_pit_takes_the_pit_opposite_and_itself() -> None:
    # S1's seed falls into empty S2; N3 opposite holds three: four seeds to South's store.
    after = play(FAIR, board("S: 0 1 0 0 0 5 [20] | N: 1 1 1 3 1 1 [14]"), 1)
    assert text(after.position) == "S: 0 0 0 0 0 5 [24] | N: 1 1 1 0 1 1 [14]"


def test_the_empty_capture_takes_the_last_seed_alone_when_the_pit_opposite_is_empty() -> None:
    after = play(FAIR, board("S: 0 1 0 0 0 5 [20] | N: 1 1 1 0 1 1 [17]"), 1)
    assert text(after.position) == "S: 0 0 0 0 0 5 [21] | N: 1 1 1 0 1 1 [17]"
    assert [e["count"] for e in after.events if e["type"] == "capture"] == [1]


def test_emptying_the_movers_own_row_ends_the_game_at_once_even_on_a_free_move() -> None:
    # S5's one seed reaches the store (a free move), but South's row is empty: North takes its row.
    after = play(FAIR, board("S: 0 0 0 0 0 1 [20] | N: 1 1 1 1 1 2 [21]"), 5)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "side_empty" and outcome.scores == (21, 28)


def test_any_other_fair_board_is_a_start_pits_option() -> None:
    board_2 = rules("fair-kalah", start_pits=[4, 4, 5, 4, 4, 4, 4, 3, 4, 4, 4, 4])
    assert text(engine.new_game(board_2)) == "S: 4 4 5 4 4 4 [0] | N: 4 3 4 4 4 4 [0]"
