"""Modiar (docs/rules/modiar.md; Climent 2012 via Mancala World, MancalaGames): 2×3 holes of 7, the
first stone back into the emptied hole, single laps, twos, fours and sixes captured on either row
with a chain back, no capture on the game's first move, no grand slam, feeding."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

MODIAR = rules("modiar")


def captures(events: tuple) -> list[tuple[list[tuple[int, int]], int]]:  # type: ignore[type-arg]
    return [([(p["seat"], p["pit"]) for p in e["pits"]], e["count"]) for e in events if e["type"] == "capture"]


def test_seven_stones_a_hole_and_the_first_stone_back_into_the_emptied_hole() -> None:
    start = engine.new_game(MODIAR)
    assert text(start) == "S: 7 7 7 [0] | N: 7 7 7 [0]" and MODIAR.total_seeds == 42
    after = play(MODIAR, start, 0)  # R-MO1: S0, S1, S2, N0, N1, N2, S0
    assert text(after.position) == "S: 2 8 8 [0] | N: 8 8 8 [0]"


def test_the_first_move_of_the_game_captures_nothing_the_second_does() -> None:
    # R-MO3: S1 (7) makes S1 2 at ply 0: forfeited; the same sowing at ply 1 captures.
    first = play(MODIAR, engine.new_game(MODIAR), 1)
    assert text(first.position) == "S: 8 2 8 [0] | N: 8 8 8 [0]" and captures(first.events) == []
    later = play(MODIAR, board("S: 7 7 7 | N: 7 7 7", ply=1), 1)
    assert text(later.position) == "S: 8 0 8 [2] | N: 8 8 8 [0]" and captures(later.events) == [([(0, 1)], 2)]
    with pytest.raises(engine.InvalidOptions):
        rules("modiar", no_capture_plies=21)


def test_twos_fours_and_sixes_on_either_row_with_the_chain_back_across_the_rows() -> None:
    # R-MO2: S0 (4) -> S0 (1), S1 (2), S2 (4), N0 (2): N0, S2 and S1 taken; S0, the start, ends the chain.
    after = play(MODIAR, board("S: 4 1 3 [20] | N: 1 7 1 [5]", ply=5), 0)
    assert text(after.position) == "S: 1 0 0 [28] | N: 0 7 1 [5]"
    assert captures(after.events) == [([(1, 0), (0, 2), (0, 1)], 8)]


def test_singletons_may_not_be_played() -> None:
    position = board("S: 1 1 2 [20] | N: 3 3 3 [9]", ply=5)
    assert [m.pit for m in engine.legal_moves(MODIAR, position)] == [2]
    with pytest.raises(engine.IllegalMove) as info:
        play(MODIAR, position, 0)
    assert info.value.reason == "too-few-seeds"


def test_a_move_that_would_take_the_whole_opponent_row_is_refused() -> None:
    # R-MO4: S2 (3) -> S2, N0 (2), N1 (2) would take both of North's holes: only S0 may be played.
    position = board("S: 2 0 3 [28] | N: 1 1 0 [7]", ply=5)
    assert [m.pit for m in engine.legal_moves(MODIAR, position)] == [0]
    with pytest.raises(engine.IllegalMove) as info:
        play(MODIAR, position, 2)
    assert info.value.reason == "grand-slam-forbidden"


def test_an_empty_opponent_must_be_fed() -> None:
    position = board("S: 2 0 3 [30] | N: 0 0 0 [7]", ply=5)  # S0 (2) stays home
    assert [m.pit for m in engine.legal_moves(MODIAR, position)] == [2]


def test_the_game_ends_when_the_player_to_move_cannot_move_each_keeping_their_holes() -> None:
    # R-MO5: S2 (2) -> S2, N0 (2): taken; North has a singleton only: the game ends, 23 to 19.
    after = play(MODIAR, board("S: 0 0 2 [20] | N: 1 0 1 [18]", ply=5), 2)
    assert text(after.position) == "S: 0 0 0 [23] | N: 0 0 0 [19]"
    assert kinds(after.events)[-1] == "game_end"
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winners) == ("no_move", (0,))


def test_fifty_seeded_random_games_end() -> None:
    start = engine.new_game(MODIAR)
    for seed in range(50):
        end, plies = engine.random_playout(MODIAR, start, seed)
        assert end.outcome is not None and plies < 2000


def test_only_grand_slams_left_ends_the_game_each_keeping_their_holes() -> None:
    # R-MO4 (rules version 1.1.0, issue 33): North sows N0 (2) -> N0, N1 (2): taken, N0 (1) stops
    # the chain. South's only playable hole, S2 (2) -> S2, N0 (2), would take North's last stone;
    # S0 and S1 are singletons. South cannot move: the game ends and each player adds the stones
    # in their own holes (Mancala World), 22 to 20.
    position = board("S: 1 1 2 [18] | N: 1 0 0 [19]", ply=5)
    after = engine.apply_move(MODIAR, board("S: 1 1 2 [18] | N: 2 1 0 [17]", to_move="N", ply=4),
                              engine.Move(0))
    assert text(after.position) == "S: 0 0 0 [22] | N: 0 0 0 [20]"
    outcome = after.position.outcome
    assert outcome is not None and (outcome.reason, outcome.scores, outcome.winners) == ("only_grand_slams", (22, 20), (0,))
    assert engine.legal_moves(MODIAR, position) == ()


def test_rules_version_1_0_0_gave_the_stones_left_to_the_player_to_move() -> None:
    old = engine.resolve_rules("modiar", {}, "1.0.0")
    after = engine.apply_move(old, board("S: 1 1 2 [18] | N: 2 1 0 [17]", to_move="N", ply=4), engine.Move(0))
    assert text(after.position) == "S: 0 0 0 [23] | N: 0 0 0 [19]"
