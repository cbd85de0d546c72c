"""Barbados Warri (docs/rules/barbados-warri.md): Oware's sowing and 2-3 captures, grand slams
captured, the player left without seeds given the seeds on the board, circling seeds a draw."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

WARRI = rules("barbados-warri")


def agree(r: engine.Rules, position: engine.Position, pit: int) -> engine.Position:
    """South proposes to end, plays ``pit``, North accepts."""
    proposed = engine.apply_move(r, position, engine.move_from_json(r, {"type": "propose_end"}))
    moved = engine.apply_move(r, proposed.position, engine.Move(pit))
    return engine.apply_move(r, moved.position, engine.move_from_json(r, {"type": "accept_end"})).position


def test_four_seeds_in_each_of_twelve_houses() -> None:
    assert text(engine.new_game(WARRI)) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]"


def test_a_last_seed_making_two_or_three_captures_back_along_the_opponents_row() -> None:
    # House 6 (4 seeds): North 1 (2), 2 (3), 3 (2), 4 (2, the last): 2 + 2 + 3 + 2 = 9 captured.
    after = play(WARRI, board("S: 0 0 0 0 0 4 [15] | N: 1 2 1 1 4 4 [16]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [24] | N: 0 0 0 0 4 4 [16]"
    assert kinds(after.events) == ["pickup", "sow", "capture"]


def test_twelve_seeds_skip_the_house_they_came_from() -> None:
    after = play(WARRI, board("S: 12 0 0 0 0 0 [10] | N: 1 1 1 1 1 1 [20]"), 0)
    assert text(after.position) == "S: 0 2 1 1 1 1 [10] | N: 2 2 2 2 2 2 [20]"


def test_a_grand_slam_captures_and_the_emptied_player_takes_the_seeds_left() -> None:
    # R-BW1/R-BW2: 5 seeds captured (North's whole row); North cannot move and takes South's 8.
    after = play(WARRI, board("S: 0 0 0 5 3 2 [17] | N: 1 2 0 0 0 0 [18]"), 4)
    assert text(after.position) == "S: 0 0 0 0 0 0 [22] | N: 0 0 0 0 0 0 [26]"
    assert kinds(after.events) == ["pickup", "sow", "capture", "game_end"]
    assert after.position.outcome is not None and after.position.outcome.reason == "no_seeds"
    assert after.position.outcome.winners == (1,)


def test_there_is_no_obligation_to_feed_an_empty_row() -> None:
    # R-BW2: South may leave North empty; North then takes the 3 seeds left on South's row.
    position = board("S: 1 0 0 0 0 3 [20] | N: 0 0 0 0 0 0 [24]")
    assert [m.pit for m in engine.legal_moves(WARRI, position)] == [0, 5]
    after = play(WARRI, position, 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 [20] | N: 0 0 0 0 0 0 [28]"
    feeding = rules("barbados-warri", must_feed="leave_seeds")
    assert [m.pit for m in engine.legal_moves(feeding, position)] == [5]


def test_twenty_five_seeds_end_the_game_at_once() -> None:
    after = play(WARRI, board("S: 0 0 0 0 0 4 [16] | N: 1 2 1 1 4 4 [15]"), 5)
    # the 8 seeds left go to the owner of their row (North)
    assert text(after.position) == "S: 0 0 0 0 0 0 [25] | N: 0 0 0 0 0 0 [23]"
    assert after.position.outcome is not None and after.position.outcome.reason == "majority"
    assert after.position.outcome.winners == (0,)


def test_circling_seeds_end_in_a_draw_whatever_the_stores_hold() -> None:
    # R-BW3: "a 24-22 with 2 seeds on the board is a draw"; Bridgetown splits them (25-23).
    start = board("S: 0 0 0 1 0 0 [24] | N: 0 0 0 1 0 0 [22]")
    drawn = agree(WARRI, start, 3)
    assert text(drawn) == "S: 0 0 0 0 1 0 [24] | N: 0 0 0 1 0 0 [22]"
    assert drawn.outcome is not None and drawn.outcome.winners == (0, 1)
    split = agree(rules("barbados-warri", cycle_split="halves"), start, 3)
    assert text(split) == "S: 0 0 0 0 0 0 [25] | N: 0 0 0 0 0 0 [23]"
    assert split.outcome is not None and split.outcome.winners == (0,)
