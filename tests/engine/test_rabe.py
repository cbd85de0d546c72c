"""Rab'e (docs/rules/rabe.md; Pankhurst 1971: 172 via Ludii): a three-row board of 3×6 holes of
four, relay sowing round the player's row and half the middle row, fours taken by the sower."""

from __future__ import annotations

import engine
from engine import three_row
from engine.browse import board_shape
from engine.catalogue import get_variant

from .helpers import board, kinds, play, rules, text

RABE = rules("rabe")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_the_board_is_three_rows_of_six_each_player_a_row_and_half_the_middle() -> None:
    # R-RB2: "Each player controls one row of holes and the half of the central row to their right".
    start = engine.new_game(RABE)
    assert text(start) == "S: 4 4 4 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 4 4 4 [0]" and RABE.total_seeds == 72
    assert board_shape(get_variant("rabe")) == "three-row"
    south = [three_row.cell(RABE, 0, p) for p in range(9)]
    north = [three_row.cell(RABE, 1, p) for p in range(9)]
    assert south == [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (1, 5), (1, 4), (1, 3)]
    assert north == [(2, 5), (2, 4), (2, 3), (2, 2), (2, 1), (2, 0), (1, 0), (1, 1), (1, 2)]
    assert three_row.owner_of(RABE, 1, 3) == (0, 8) and three_row.owner_of(RABE, 1, 2) == (1, 8)


def test_the_opening_relays_round_the_ring_until_an_empty_hole() -> None:
    # The rules document's worked example: S4 (4) -> S5, S6, S7, S8 (5): relay into North's row ...
    after = play(RABE, engine.new_game(RABE), 4)
    assert text(after.position) == "S: 1 6 6 6 2 1 6 6 1 [0] | N: 6 6 0 6 1 6 6 6 0 [0]"
    assert [(e["pit"], e["count"]) for e in after.events if e["type"] == "relay"] == [
        (8, 5), (4, 5), (0, 5), (5, 6), (2, 6), (8, 6)]
    assert captures(after) == [] and after.position.to_move == 1


def test_a_four_made_in_passing_is_the_sowers_and_the_lap_goes_on() -> None:
    # R-RB3: S4 (2) makes S5 four (taken at once by South) and the last counter falls into the
    # empty middle hole S6: the turn ends.
    after = play(RABE, board("S: 0 0 0 0 2 3 0 0 0 [30] | N: 4 4 4 4 4 0 0 1 0 [16]"), 4)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 0 0 [34] | N: 4 4 4 4 4 0 0 1 0 [16]"
    assert captures(after) == [("enpassant", 0, 4)] and after.position.to_move == 1


def test_a_four_in_the_opponents_holes_is_taken_too_and_a_last_four_ends_the_turn() -> None:
    # "regardless of who the hole belongs to": S8 (2) -> N0 (3 -> 4, in passing) and N1 (3 -> 4,
    # the last counter): both taken by South; no relay from the last one.
    after = play(RABE, board("S: 1 0 0 0 0 0 0 0 2 [30] | N: 3 3 0 0 0 0 0 0 1 [32]"), 8)
    assert text(after.position) == "S: 1 0 0 0 0 0 0 0 0 [38] | N: 0 0 0 0 0 0 0 0 1 [32]"
    assert captures(after) == [("enpassant", 0, 4), ("final4", 0, 4)]
    assert after.position.to_move == 1 and "relay" not in kinds(after.events)


def test_a_player_left_without_counters_ends_the_game_the_opponent_taking_the_rest() -> None:
    # R-RB4: South's last counters go into North's holes; the game ends and North takes its own.
    after = play(RABE, board("S: 0 0 0 0 0 0 0 0 1 [30] | N: 0 1 0 0 0 0 0 0 0 [40]"), 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 0 [30] | N: 0 0 0 0 0 0 0 0 0 [42]"
    assert after.position.outcome is not None and after.position.outcome.winners == (1,)


def test_thirty_seeded_random_games_end() -> None:
    start = engine.new_game(RABE)
    for seed in range(30):
        end, plies = engine.random_playout(RABE, start, seed)
        assert end.outcome is not None and plies < 3000
