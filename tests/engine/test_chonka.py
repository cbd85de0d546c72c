"""Chonka (docs/rules/chonka.md, Parker 1909): relay sowing through the own store (tachi), the last
shell in an empty hole of either row takes itself and the hole opposite, half of the 98 shells wins
(majority_at_half)."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

CHONKA = rules("chonka")


def test_seven_cowries_in_each_of_fourteen_holes() -> None:
    assert text(engine.new_game(CHONKA)) == "S: 7 7 7 7 7 7 7 [0] | N: 7 7 7 7 7 7 7 [0]"
    assert CHONKA.total_seeds == 98 and CHONKA.majority_store() == 49


def test_a_last_shell_in_the_own_tachi_ends_the_turn() -> None:
    # Hole 1 (7): S2-S7 and the tachi; "when the last one falls in his own tachi, his turn is ended".
    after = play(CHONKA, engine.new_game(CHONKA), 0)
    assert text(after.position) == "S: 0 8 8 8 8 8 8 [1] | N: 7 7 7 7 7 7 7 [0]"
    assert after.position.to_move == 1 and "extra_turn" not in kinds(after.events)


def test_a_relay_through_the_tachi_ends_in_an_own_empty_hole_and_takes_it_and_the_hole_opposite() -> None:
    # Hole 2 (7): S3-S7, the tachi, N1 (8, occupied): relay N2-N7, past North's tachi, S1, S2 (the
    # emptied hole, now 1): South takes that shell and North's hole 6 opposite it (8): 1 + 9 = 10.
    after = play(CHONKA, engine.new_game(CHONKA), 1)
    assert text(after.position) == "S: 8 0 8 8 8 8 8 [10] | N: 0 8 8 8 8 0 8 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "capture"]


def test_a_last_shell_in_an_empty_hole_of_the_opponents_row_is_taken_with_the_own_hole_opposite() -> None:
    # R-CH3: hole 7 (2): the tachi, N1 (empty, the last): South takes that shell and its own hole 7
    # opposite it, emptied by the move: 1 shell. Then the same with shells in the own hole opposite.
    after = play(CHONKA, board("S: 3 0 0 0 0 0 2 [40] | N: 0 4 4 4 4 4 4 [29]"), 6)
    assert text(after.position) == "S: 3 0 0 0 0 0 0 [42] | N: 0 4 4 4 4 4 4 [29]"
    assert [e["count"] for e in after.events if e["type"] == "capture"] == [1]
    after = play(CHONKA, board("S: 0 0 0 0 0 3 3 [38] | N: 0 0 4 4 4 4 4 [34]"), 5)
    # hole 6 (3): S7, the tachi, N1 (empty): North's hole 1 faces South's hole 7 (4): 1 + 4 taken.
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [44] | N: 0 0 4 4 4 4 4 [34]"


def test_the_first_tachi_holding_half_of_the_shells_wins_with_seeds_left_on_the_board() -> None:
    # R-CH4: 48 + the shell of hole 7 = 49 of 98: the game ends, South wins 49-21 (the shells on the
    # board are not counted).
    position = board("S: 0 0 0 0 0 0 1 [48] | N: 4 4 4 4 4 4 4 [21]")
    after = play(CHONKA, position, 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [49] | N: 4 4 4 4 4 4 4 [21]"
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winner) == ("majority", 0)
    assert list(after.position.outcome.scores) == [49, 21]
    # without the dimension, 49 of 98 is not more than half: North moves
    more = play(rules("chonka", majority_at_half=False), position, 6)
    assert more.position.outcome is None and more.position.to_move == 1


@pytest.mark.parametrize("options", [{"majority_sweep": "owner"}, {"capture_majority_wins": False}])
def test_half_wins_needs_a_majority_ending_scored_by_the_stores(options: dict[str, object]) -> None:
    with pytest.raises(engine.InvalidOptions) as refused:
        rules("chonka", **options)
    assert any(v.path.endswith("majority_at_half") for v in refused.value.violations)
