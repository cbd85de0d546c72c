"""Halusa (docs/rules/halusa.md): Hyde's 2×6 game of 6 counters a pit, single laps anticlockwise,
even counts captured on the own row with the even pits before them, feeding, the end."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

HALUSA = rules("halusa")


def captures(events: tuple) -> list[tuple[list[int], int]]:  # type: ignore[type-arg]
    return [([p["pit"] for p in e["pits"]], e["count"]) for e in events if e["type"] == "capture"]


def test_six_counters_a_pit_and_a_single_lap_anticlockwise() -> None:
    start = engine.new_game(HALUSA)
    assert text(start) == "S: 6 6 6 6 6 6 [0] | N: 6 6 6 6 6 6 [0]" and HALUSA.total_seeds == 72
    after = play(HALUSA, start, 5)  # R-HA1: S5 -> N0..N5, the last on the opponent's row
    assert text(after.position) == "S: 6 6 6 6 6 0 [0] | N: 7 7 7 7 7 7 [0]"
    assert kinds(after.events) == ["pickup", "sow"] and after.position.to_move == 1


def test_an_even_own_pit_is_taken_with_the_even_pits_before_it_up_to_an_odd_one() -> None:
    # R-HA2: S0 (3) -> S1 (1), S2 (2), S3 (2): S3 even, S2 even, S1 odd stops the chain.
    after = play(HALUSA, board("S: 3 0 1 1 1 0 [30] | N: 1 0 0 0 0 0 [35]"), 0)
    assert text(after.position) == "S: 0 1 0 0 1 0 [34] | N: 1 0 0 0 0 0 [35]"
    assert captures(after.events) == [([3, 2], 4)]


def test_the_chain_stops_at_the_pit_the_move_started_from() -> None:
    # S0 (2) -> S1 (4), S2 (2): both even; S0, emptied by the move, ends the chain.
    after = play(HALUSA, board("S: 2 3 1 1 0 0 [30] | N: 1 0 0 0 0 0 [34]"), 0)
    assert text(after.position) == "S: 0 0 0 1 0 0 [36] | N: 1 0 0 0 0 0 [34]"
    assert captures(after.events) == [([2, 1], 6)]


def test_the_chain_stops_at_the_opponent_row_and_an_odd_last_pit_takes_nothing() -> None:
    # S5 (7) -> N0..N5 (N5 makes 2) and S0 (2): S0 taken, N5 even but the opponent's: kept.
    after = play(HALUSA, board("S: 1 0 0 0 0 7 [30] | N: 0 0 0 0 0 1 [33]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [32] | N: 1 1 1 1 1 2 [33]"
    assert captures(after.events) == [([0], 2)]
    odd = play(HALUSA, board("S: 0 4 1 2 0 2 [30] | N: 1 0 0 0 0 0 [32]"), 3)  # S4 1, S5 3: odd
    assert text(odd.position) == "S: 0 4 1 0 1 3 [30] | N: 1 0 0 0 0 0 [32]" and not captures(odd.events)


def test_the_last_counter_on_the_opponent_row_takes_nothing_even_there() -> None:
    # The last counter makes N0 2: even, but not the mover's row (R-HA2).
    after = play(HALUSA, board("S: 1 0 0 0 0 1 [34] | N: 1 0 0 0 0 0 [35]"), 5)
    assert text(after.position) == "S: 1 0 0 0 0 0 [34] | N: 2 0 0 0 0 0 [35]" and not captures(after.events)


def test_an_empty_opponent_must_be_fed() -> None:
    # R-HA3: only S5 reaches North's row.
    position = board("S: 0 0 0 0 1 2 [30] | N: 0 0 0 0 0 0 [39]")
    assert [m.pit for m in engine.legal_moves(HALUSA, position)] == [5]
    after = play(HALUSA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 1 0 [30] | N: 1 1 0 0 0 0 [39]"


def test_a_player_who_cannot_feed_ends_the_game_keeping_their_row() -> None:
    # R-HA4: North's last counter goes to S0; South (S0 2, S1 1) cannot reach North's row.
    position = board("S: 1 1 0 0 0 0 [30] | N: 0 0 0 0 0 1 [40]", to_move="N")
    after = play(HALUSA, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [33] | N: 0 0 0 0 0 0 [40]"
    assert after.position.outcome is not None and after.position.outcome.reason == "cannot_feed"
    assert after.position.outcome.winners == (1,)
    unfed = play(rules("halusa", sweep="cleared_player"), position, 5)  # MancalaGames: to the unfed player
    assert text(unfed.position) == "S: 0 0 0 0 0 0 [30] | N: 0 0 0 0 0 0 [43]"


def test_fifty_seeded_random_games_end() -> None:
    start = engine.new_game(HALUSA)
    for seed in range(50):
        end, plies = engine.random_playout(HALUSA, start, seed)
        assert end.outcome is not None and plies < 2000
