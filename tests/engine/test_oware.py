"""docs/rules/oware.md and docs/rules/owari.md: Oware / Abapa and seed 000's Owari, worked examples O1-O4 and the grand slams."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalMove

from .helpers import board, finished, kinds, play, rules, text


def test_o1_opening_sows_four_pits_and_captures_nothing() -> None:
    after = play(rules("oware"), engine.new_game(rules("oware")), 2)
    assert text(after.position) == "S: 4 4 0 5 5 5 [0] | N: 5 4 4 4 4 4 [0]"
    assert after.position.to_move == 1


def test_o2_a_capture_chains_backwards_while_pits_hold_two_or_three() -> None:
    position = board("S: 0 0 0 0 3 3 [14] | N: 1 2 1 4 6 2 [12]")
    after = play(rules("oware"), position, 5)
    assert text(after.position) == "S: 0 0 0 0 3 0 [21] | N: 0 0 0 4 6 2 [12]"
    capture = next(e for e in after.events if e["type"] == "capture")
    assert capture["count"] == 7 and capture["kind"] == "count"
    assert [p["pit"] for p in capture["pits"]] == [2, 1, 0]


O3 = "S: 0 0 0 0 1 2 [21] | N: 1 2 0 0 0 0 [21]"


def test_o3_grand_slam_no_capture_sows_but_captures_nothing() -> None:
    after = play(rules("oware"), board(O3), 5)
    assert text(after.position) == "S: 0 0 0 0 1 0 [21] | N: 2 3 0 0 0 0 [21]"
    assert "capture_nullified" in kinds(after.events)


def test_o3_grand_slam_forbidden_makes_the_move_illegal() -> None:
    r = rules("oware", grand_slam="forbidden")
    assert engine.legal_moves(r, board(O3)) == (engine.Move(4),)
    with pytest.raises(IllegalMove) as caught:
        play(r, board(O3), 5)
    assert caught.value.reason == "grand-slam-forbidden"
    after = play(r, board(O3), 4)
    assert text(after.position) == "S: 0 0 0 0 0 3 [21] | N: 1 2 0 0 0 0 [21]"


def test_o3_grand_slam_capture_all_wins_with_26_and_sweeps_the_last_seed() -> None:
    after = play(rules("oware", grand_slam="capture_all"), board(O3), 5)
    assert after.position.stores == (27, 21)
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "majority" and after.position.outcome.winner == 0


def test_o3_owari_captures_the_grand_slam_then_the_capturer_must_feed_and_cannot() -> None:
    after = play(rules("owari"), board(O3), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [27] | N: 0 0 0 0 0 0 [21]"
    assert after.position.outcome is not None and after.position.outcome.reason == "cannot_feed"
    assert kinds(after.events)[-2:] == ["pass", "game_end"]


def test_grand_slam_opponent_gets_remaining_ends_the_game() -> None:
    after = play(rules("oware", grand_slam="opponent_gets_remaining"), board(O3), 5)
    # S captures 5 (26); N takes the seed left on S4 and the game is over.
    assert after.position.stores == (26, 22)
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "grand_slam_remaining"


@pytest.mark.parametrize(("convention", "expected"), [
    # Chain N2, N1, N0; from S's seat the leftmost opponent pit is N's highest index, N2.
    ("leave_leftmost", "S: 2 0 0 0 0 0 [26] | N: 0 0 2 0 0 0 [18]"),
    ("leave_rightmost", "S: 2 0 0 0 0 0 [26] | N: 2 0 0 0 0 0 [18]"),
])
def test_grand_slam_leave_one_pit_of_the_chain(convention: str, expected: str) -> None:
    position = board("S: 2 0 0 0 0 3 [21] | N: 1 2 1 0 0 0 [18]")
    after = play(rules("oware", grand_slam=convention, capture_majority_wins=False), position, 5)
    assert text(after.position) == expected


def test_o4_a_twelve_seed_lap_skips_the_origin_and_the_chain_stops_at_the_own_row() -> None:
    position = board("S: 17 0 0 0 0 0 [13] | N: 0 1 1 1 1 1 [13]")
    after = play(rules("oware"), position, 0)
    assert text(after.position) == "S: 0 2 2 2 2 2 [15] | N: 0 2 2 2 2 2 [13]"


def test_must_feed_an_opponent_with_no_seeds() -> None:
    position = board("S: 0 0 0 1 0 2 [22] | N: 0 0 0 0 0 0 [23]")
    r = rules("oware")
    assert engine.legal_moves(r, position) == (engine.Move(5),)
    with pytest.raises(IllegalMove) as caught:
        play(r, position, 3)
    assert caught.value.reason == "must-feed"


def test_when_no_move_can_feed_the_game_ends_and_the_mover_takes_the_rest() -> None:
    # N's only seeds cannot reach S: after S plays its last seed, N must feed and cannot.
    position = board("S: 0 0 0 0 0 1 [20] | N: 1 0 0 0 0 0 [26]")
    r = rules("oware", capture_majority_wins=False)
    after = play(r, position, 5)
    # S5 -> N0 (2): taking it would empty N, so no capture (grand slam). N must feed S and
    # cannot (N0's two seeds reach N1, N2): the game ends and N takes its own two seeds.
    assert text(after.position) == "S: 0 0 0 0 0 0 [20] | N: 0 0 0 0 0 0 [28]"
    assert after.position.outcome is not None and after.position.outcome.reason == "cannot_feed"
    assert kinds(after.events) == ["pickup", "sow", "capture_nullified", "game_end"]


def test_25_seeds_win_at_once_and_leftovers_go_to_their_owner() -> None:
    position = board("S: 0 0 0 0 3 3 [18] | N: 1 2 1 4 6 2 [8]")
    after = play(rules("oware"), position, 5)
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "majority" and after.position.outcome.winner == 0
    assert after.position.stores == (18 + 7 + 3, 8 + 12)
    assert sum(after.position.stores) == 48


def test_the_third_repetition_ends_the_game_and_each_side_keeps_its_seeds() -> None:
    # Two lone seeds chase each other round: S5->N0, N0->N1 ... a cycle of 12 plies.
    r = rules("oware")
    position = board("S: 1 0 0 0 0 0 [23] | N: 1 0 0 0 0 0 [23]")
    plies = 0
    while not finished(position):
        move = engine.legal_moves(r, position)[0]
        position = engine.apply_move(r, position, move).position
        plies += 1
        assert plies < 200
    assert position.outcome is not None and position.outcome.reason == "repetition"
    assert sum(position.stores) == 48


def test_repetition_count_one_ends_at_the_first_repeat_like_openspiel() -> None:
    r1 = rules("oware", repetition_count=1)
    r3 = rules("oware")
    start = board("S: 1 0 0 0 0 0 [23] | N: 1 0 0 0 0 0 [23]")
    lengths = []
    for r in (r1, r3):
        position, n = engine.random_playout(r, start, seed=3)
        assert position.outcome is not None and position.outcome.reason == "repetition"
        lengths.append(n)
    assert lengths[0] < lengths[1]


def test_owari_cycle_split_halves_gives_the_odd_seed_to_the_player_with_fewer() -> None:
    r = rules("owari")
    start = board("S: 1 0 0 0 0 0 [20] | N: 1 0 0 0 0 0 [26]")
    position, _ = engine.random_playout(r, start, seed=1)
    assert position.outcome is not None and position.outcome.reason == "repetition"
    assert position.stores == (21, 27)
