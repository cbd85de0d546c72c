"""Mangala (docs/rules/mangala.md): the first stone back into the pit, a single stone moves on,
stores sown with extra turns, even captures in the opponent's row, empty-pit captures, and the
end where the player whose row ran out takes the stones left."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

MANGALA = rules("mangala")


def captures(events: tuple[dict[str, object], ...]) -> list[tuple[object, object]]:
    return [(e["kind"], e["count"]) for e in events if e["type"] == "capture"]


def test_four_stones_in_each_of_twelve_pits() -> None:
    assert text(engine.new_game(MANGALA)) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]"
    assert MANGALA.total_seeds == 48


def test_the_first_stone_goes_back_into_the_pit_it_was_taken_from() -> None:
    # Four stones from pit 0: one back into pit 0, then pits 1, 2, 3; pit 3 (own, 5) takes nothing.
    after = play(MANGALA, engine.new_game(MANGALA), 0)
    assert text(after.position) == "S: 1 5 5 5 4 4 [0] | N: 4 4 4 4 4 4 [0]"
    assert after.position.to_move == 1 and not captures(after.events)


def test_last_stone_in_the_own_store_gives_another_turn() -> None:
    # Pit 3 (4 stones): pit 3, pit 4, pit 5, store.
    after = play(MANGALA, engine.new_game(MANGALA), 3)
    assert text(after.position) == "S: 4 4 4 1 5 5 [1] | N: 4 4 4 4 4 4 [0]"
    assert after.position.to_move == 0 and "extra_turn" in kinds(after.events)


def test_a_single_stone_moves_on_to_the_next_pit() -> None:
    position = board("S: 0 1 2 0 0 0 [20] | N: 5 5 5 5 5 0 [0]")
    after = play(MANGALA, position, 1)
    assert text(after.position) == "S: 0 0 3 0 0 0 [20] | N: 5 5 5 5 5 0 [0]"
    assert after.position.to_move == 1


def test_last_stone_making_an_even_count_in_an_opponent_pit_captures_it() -> None:
    # Pit 5 (3 stones): pit 5, store, N0 (1 -> 2): the two are taken.
    position = board("S: 4 0 0 0 0 3 [20] | N: 1 5 5 5 5 0 [0]")
    after = play(MANGALA, position, 5)
    assert text(after.position) == "S: 4 0 0 0 0 1 [23] | N: 0 5 5 5 5 0 [0]"
    assert captures(after.events) == [("count", 2)] and after.position.to_move == 1


def test_an_odd_count_in_an_opponent_pit_takes_nothing() -> None:
    position = board("S: 4 0 0 0 0 3 [20] | N: 2 5 5 5 4 0 [0]")
    after = play(MANGALA, position, 5)
    assert text(after.position) == "S: 4 0 0 0 0 1 [21] | N: 3 5 5 5 4 0 [0]"
    assert not captures(after.events)


def test_only_the_last_pit_is_taken_no_chain() -> None:
    # Pit 5 (4 stones): pit 5, store, N0 (1 -> 2), N1 (3 -> 4): N1 only.
    position = board("S: 3 0 0 0 0 4 [20] | N: 1 3 5 5 5 2 [0]")
    after = play(MANGALA, position, 5)
    assert text(after.position) == "S: 3 0 0 0 0 1 [25] | N: 2 0 5 5 5 2 [0]"
    assert captures(after.events) == [("count", 4)]


def test_an_even_count_in_an_own_pit_takes_nothing() -> None:
    position = board("S: 2 1 0 0 0 0 [20] | N: 5 5 5 5 5 0 [0]")
    after = play(MANGALA, position, 0)
    assert text(after.position) == "S: 1 2 0 0 0 0 [20] | N: 5 5 5 5 5 0 [0]"
    assert not captures(after.events)


def test_last_stone_in_an_own_empty_pit_takes_it_and_the_opposite_pit() -> None:
    # Pit 1 (2 stones): one back into pit 1, one into empty pit 2; opposite N3 holds 4: 4 + 1.
    position = board("S: 0 2 0 0 0 0 [20] | N: 5 5 5 4 3 4 [0]")
    after = play(MANGALA, position, 1)
    assert text(after.position) == "S: 0 1 0 0 0 0 [25] | N: 5 5 5 0 3 4 [0]"
    assert captures(after.events) == [("cross", 5)] and after.position.to_move == 1


def test_no_empty_pit_capture_when_the_opposite_pit_is_empty() -> None:
    position = board("S: 0 2 0 0 0 0 [20] | N: 5 5 5 0 7 4 [0]")
    after = play(MANGALA, position, 1)
    assert text(after.position) == "S: 0 1 1 0 0 0 [20] | N: 5 5 5 0 7 4 [0]"
    assert not captures(after.events)


def test_the_player_who_empties_their_row_first_takes_the_stones_left() -> None:
    # The last stone reaches the store (an extra turn), but the row is empty: the game ends at
    # once and South takes North's 27 stones.
    position = board("S: 0 0 0 0 0 1 [20] | N: 5 5 5 5 5 2 [0]")
    after = play(MANGALA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [48] | N: 0 0 0 0 0 0 [0]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "side_empty" and outcome.winners == (0,)
    assert "extra_turn" not in kinds(after.events)


def test_a_capture_that_empties_the_opponents_row_gives_them_the_stones_left() -> None:
    # R-MG2: South takes North's last two stones; North's row is the empty one, so North takes
    # the five still in South's row and wins 25-23.
    position = board("S: 4 0 0 0 0 3 [20] | N: 1 0 0 0 0 0 [20]")
    after = play(MANGALA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [23] | N: 0 0 0 0 0 0 [25]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.winners == (1,)


def test_option_owner_sweep_lets_each_player_keep_their_row() -> None:
    position = board("S: 4 0 0 0 0 3 [20] | N: 1 0 0 0 0 0 [20]")
    after = play(rules("mangala", sweep="owner"), position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [28] | N: 0 0 0 0 0 0 [20]"


def test_a_long_sowing_comes_round_and_sows_the_starting_pit_again() -> None:
    # 14 stones from pit 0: one back into pit 0, then 13 places (pits 1-5, store, N0-N5, pit 0).
    position = board("S: 14 0 0 0 0 0 [10] | N: 4 4 4 4 4 4 [0]")
    after = play(MANGALA, position, 0)
    assert text(after.position) == "S: 2 1 1 1 1 1 [11] | N: 5 5 5 5 5 5 [0]"
