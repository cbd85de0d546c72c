"""Foji (docs/rules/foji.md): clockwise relay sowing of four seeds a hole, each lap skipping its own
starting hole, a last seed in an own empty hole taking the hole opposite, feeding, the end."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

FOJI = rules("foji")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_the_opening_relays_clockwise_until_an_own_empty_hole_captures() -> None:
    # S2 (4): S1, S0, N5, N4 (5: lifted); N3…N0, S5 (5: lifted); S4…S0 (6: lifted); N5…N0 (6:
    # lifted); S5…S1 and S0, emptied by the third lap: the hole opposite, N5 (6), is taken.
    after = play(FOJI, engine.new_game(FOJI), 2)
    assert text(after.position) == "S: 1 7 2 6 6 1 [6] | N: 0 6 6 6 1 0 [0]"
    assert captures(after) == [("cross", 0, 6)] and after.position.to_move == 1


def test_a_last_seed_in_an_empty_hole_of_the_opponent_ends_the_turn() -> None:
    after = play(FOJI, board("S: 0 0 3 0 0 0 [20] | N: 0 4 1 2 0 0 [18]"), 2)
    assert text(after.position) == "S: 1 1 0 0 0 0 [20] | N: 0 4 1 2 0 1 [18]"
    assert captures(after) == [] and after.position.to_move == 1


def test_a_lap_of_twelve_skips_its_starting_hole_and_relays() -> None:
    # S0 (12): N5…N0, S5…S1, S0 skipped, N5 (2: lifted); the laps go on two seeds at a time
    # until S1's lap drops its last seed in the emptied N5.
    after = play(FOJI, board("S: 12 0 0 0 0 0 [18] | N: 0 0 0 0 0 0 [18]"), 0)
    assert text(after.position) == "S: 1 0 2 0 2 0 [18] | N: 2 0 2 0 2 1 [18]"
    assert kinds(after.events).count("relay") == 6


def test_a_player_whose_opponent_has_no_seed_must_feed_in_any_lap() -> None:
    # S2 and S3 relay from S1 into N5; S1 and S5 end in an own empty hole facing nothing.
    position = board("S: 0 1 1 2 0 1 [30] | N: 0 0 0 0 0 0 [13]")
    assert [m.pit for m in engine.legal_moves(FOJI, position)] == [2, 3]
    after = play(FOJI, position, 3)
    assert text(after.position) == "S: 1 0 2 0 0 1 [30] | N: 0 0 0 0 0 1 [13]"


def test_a_player_who_cannot_feed_ends_the_game_and_takes_their_row() -> None:
    # S0 feeds N5; North cannot feed (N5 -> N4, an own empty hole facing nothing): North takes
    # its seed, 23-25.
    after = play(FOJI, board("S: 1 0 0 0 0 0 [23] | N: 0 0 0 0 0 0 [24]"), 0)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_feed" and outcome.scores == (23, 25)


def test_a_capture_may_take_the_opponents_last_seeds() -> None:
    # S2 (2): S1, S0, an own empty hole: N5's 3 are taken; North has no seed and the game ends,
    # South taking its row: 27-21.
    after = play(FOJI, board("S: 0 0 2 0 0 0 [22] | N: 0 0 0 0 0 3 [21]"), 2)
    outcome = after.position.outcome
    assert captures(after) == [("cross", 0, 3)] and kinds(after.events)[-1] == "game_end"
    assert outcome is not None and outcome.scores == (27, 21) and outcome.winners == (0,)
