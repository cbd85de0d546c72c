"""docs/rules/basic.md and docs/rules/kalah.md: the Basic Game (seed 000) and standard Kalah(6,4), worked examples K1-K5."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalMove

from .helpers import board, kinds, play, rules, text


def test_k1_basic_game_last_seed_in_store_gives_another_turn() -> None:
    start = engine.new_game(rules("basic"))
    after = play(rules("basic"), start, 3)
    assert text(after.position) == "S: 3 3 3 0 4 4 [1] | N: 3 3 3 3 3 3 [0]"
    assert after.position.to_move == 0
    assert "extra_turn" in kinds(after.events)
    assert not [e for e in after.events if e["type"] == "capture"]


@pytest.mark.parametrize("variant", ["basic", "kalah"])
def test_k2_last_seed_in_own_empty_pit_captures_it_and_the_opposite_pit(variant: str) -> None:
    position = board("S: 1 2 0 0 3 1 [16] | N: 2 1 5 0 4 3 [10]")
    if variant == "basic":  # the Basic Game has 36 seeds: same shape, shift 12 seeds into N's store
        position = board("S: 1 2 0 0 3 1 [4] | N: 2 1 5 0 4 3 [10]")
    after = play(rules(variant), position, 1)
    expected_store = 22 if variant == "kalah" else 10
    assert text(after.position) == f"S: 1 0 1 0 3 1 [{expected_store}] | N: 2 1 0 0 4 3 [10]"
    capture = next(e for e in after.events if e["type"] == "capture")
    assert capture["count"] == 6 and capture["kind"] == "cross"
    assert after.position.to_move == 1


def test_k3_standard_kalah_makes_no_capture_when_the_opposite_pit_is_empty() -> None:
    position = board("S: 0 2 0 0 0 0 [20] | N: 1 1 0 0 0 0 [24]")
    after = play(rules("kalah"), position, 1)
    assert text(after.position) == "S: 0 0 1 1 0 0 [20] | N: 1 1 0 0 0 0 [24]"


def test_k3_basic_game_captures_the_lone_seed_when_the_opposite_pit_is_empty() -> None:
    # D-1 "you capture that seed and all the seeds in your opponents pot opposite".
    position = board("S: 0 2 0 0 0 0 [8] | N: 1 1 0 0 0 0 [24]")
    after = play(rules("basic"), position, 1)
    assert text(after.position) == "S: 0 0 1 0 0 0 [9] | N: 1 1 0 0 0 0 [24]"


def test_kalah_option_empty_capture_takes_the_lone_seed() -> None:
    position = board("S: 0 2 0 0 0 0 [20] | N: 1 1 0 0 0 0 [24]")
    after = play(rules("kalah", empty_capture=True), position, 1)
    assert text(after.position) == "S: 0 0 1 0 0 0 [21] | N: 1 1 0 0 0 0 [24]"


def test_k4_kalah_owner_sweep_when_a_side_empties_cancels_the_extra_turn() -> None:
    position = board("S: 0 0 0 0 0 1 [20] | N: 0 2 0 3 0 0 [22]")
    after = play(rules("kalah"), position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [21] | N: 0 0 0 0 0 0 [27]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "side_empty"
    assert after.position.outcome.winner == 1
    assert "extra_turn" not in kinds(after.events)
    assert after.legal_moves == ()


def test_k4_basic_game_cleared_player_takes_the_seeds_left_on_the_other_side() -> None:
    # D-2: "All the seeds left on the other side of the board are now theirs to count".
    position = board("S: 0 0 0 0 0 1 [8] | N: 0 2 0 3 0 0 [22]")
    after = play(rules("basic"), position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [14] | N: 0 0 0 0 0 0 [22]"
    assert after.position.outcome is not None and after.position.outcome.winner == 1
    k4 = board("S: 0 0 0 0 0 1 [20] | N: 0 2 0 3 0 0 [22]")  # the K4 numbers, 48 seeds
    after = play(rules("basic", seeds_per_pit=4), k4, 5)
    assert after.position.stores == (26, 22) and after.position.outcome is not None
    assert after.position.outcome.winner == 0


def test_k5_clockwise_option_reaches_the_own_store_after_the_opponent_row() -> None:
    position = board("S: 8 0 1 0 0 0 [0] | N: 1 1 1 1 1 1 [0]")
    position = engine.Position(position.pits, (18, 17), 0)  # make the 48 seeds add up
    after = play(rules("kalah", direction="cw"), position, 0)
    assert text(after.position) == "S: 0 0 1 0 0 0 [22] | N: 0 2 2 2 2 2 [17]"
    capture = next(e for e in after.events if e["type"] == "capture")
    assert capture["count"] == 3


def test_kalah_thirteen_seeds_drop_the_last_seed_back_into_the_origin_and_capture() -> None:
    position = board("S: 13 0 0 0 0 0 [10] | N: 1 1 1 1 1 1 [13]")
    after = play(rules("kalah"), position, 0)
    # 13 seeds: S1-S5, store, N0-N5, S0 (origin, now empty) -> capture with N5 (2)
    assert text(after.position) == "S: 0 1 1 1 1 1 [14] | N: 2 2 2 2 2 0 [13]"


def test_kalah_skip_origin_option_passes_over_the_origin() -> None:
    position = board("S: 13 0 0 0 0 0 [10] | N: 1 1 1 1 1 1 [13]")
    after = play(rules("kalah", skip_origin=True), position, 0)
    assert text(after.position) == "S: 0 2 1 1 1 1 [11] | N: 2 2 2 2 2 2 [13]"
    sow = next(e for e in after.events if e["type"] == "sow")
    assert sow["skipped"] == [{"seat": 0, "pit": 0, "reason": "origin"}]


def test_an_empty_pit_cannot_be_played() -> None:
    position = board("S: 0 2 0 0 0 0 [20] | N: 1 1 0 0 0 0 [24]")
    with pytest.raises(IllegalMove) as caught:
        play(rules("kalah"), position, 0)
    assert caught.value.reason == "empty-pit"
    assert caught.value.legal_moves == ({"pit": 1},)


def test_a_finished_game_takes_no_move() -> None:
    position = board("S: 0 0 0 0 0 1 [20] | N: 0 2 0 3 0 0 [22]")
    done = play(rules("kalah"), position, 5).position
    with pytest.raises(engine.GameOver):
        play(rules("kalah"), done, 0)


def test_end_check_at_turn_start_lets_the_opponent_feed_an_empty_row() -> None:
    position = board("S: 0 0 0 0 0 1 [20] | N: 0 2 0 3 0 0 [22]")
    after = play(rules("kalah", end_check="at_turn_start"), position, 5)
    # S's row is empty but S earned an extra turn: S has no seeds, so the game ends now.
    assert after.position.outcome is not None and after.position.outcome.reason == "no_seeds"
    assert after.position.stores == (21, 27)


def test_applying_a_move_never_changes_the_input_position() -> None:
    start = engine.new_game(rules("kalah"))
    snapshot = engine.position_to_json(start)
    play(rules("kalah"), start, 2)
    assert engine.position_to_json(start) == snapshot
