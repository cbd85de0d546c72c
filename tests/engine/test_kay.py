"""Kay (docs/rules/kay.md; Comhaire-Sylvain 1952 via Ludii): 2×6 holes of 4, relay only before an
occupied hole (relay_needs_next_occupied), single counters sown only into an empty hole
(single_seed_into_empty), fours of the opponent's row taken by the last counter with the fours
behind. Positions worked by hand from the source's rules."""

from __future__ import annotations

import pytest

import engine
from engine import Move

from .helpers import board, kinds, play, rules, text

KAY = rules("kay")
LUDII = rules("kay", count_capture_sides="any", capture_chain_across_rows=True)


def captured(transition: engine.Transition) -> list[tuple[int, list[tuple[int, int]]]]:
    return [(e["count"], [(p["seat"], p["pit"]) for p in e["pits"]]) for e in transition.events if e["type"] == "capture"]


def test_the_opening_relays_until_a_next_hole_is_empty() -> None:
    start = engine.new_game(KAY)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and KAY.total_seeds == 48
    # S5 (4) to N3 (5); N3 to S2 (5); S2 to N1 (6); N1 to S1 (6), whose next hole S2 is empty
    after = play(KAY, start, 5)
    assert text(after.position) == "S: 6 6 0 5 5 1 [0] | N: 6 0 6 1 6 6 [0]"
    assert kinds(after.events) == ["pickup", "sow"] + ["relay", "sow"] * 3 and captured(after) == []


def test_an_occupied_hole_before_an_empty_one_ends_the_turn() -> None:
    # S2 (2): S3 (now 2), S4 (now 3); the next hole S5 is empty: no relay
    after = play(KAY, board("S: 0 0 2 1 2 0 [20] | N: 3 3 3 3 3 3 [5]"), 2)
    assert text(after.position) == "S: 0 0 0 2 3 0 [20] | N: 3 3 3 3 3 3 [5]" and after.position.to_move == 1


def test_a_single_counter_is_sown_only_into_an_empty_hole() -> None:
    position = board("S: 1 1 0 2 0 0 [20] | N: 3 3 3 3 3 3 [6]")
    assert [m.pit for m in engine.legal_moves(KAY, position)] == [1, 3]  # S0's next hole S1 is occupied
    with pytest.raises(engine.IllegalMove) as refused:
        engine.apply_move(KAY, position, Move(0))
    assert refused.value.reason == "single-seed-blocked"


def test_a_four_of_the_opponents_row_is_taken_with_the_fours_behind_it_and_the_own_row_keeps_its_fours() -> None:
    # S4 (3): S5, N0 (4), N1 (4): N1 and N0 behind it are South's
    chain = play(KAY, board("S: 0 0 0 0 3 1 [20] | N: 3 3 3 0 0 0 [15]"), 4)
    assert text(chain.position) == "S: 0 0 0 0 0 2 [28] | N: 0 0 3 0 0 0 [15]"
    assert captured(chain) == [(8, [(1, 1), (1, 0)])] and chain.position.to_move == 1
    # S1 (2): S2, S3 (4) in South's own row: it stays (Ludii's program takes it)
    own = board("S: 0 2 0 3 0 0 [20] | N: 3 3 3 3 3 1 [8]")
    assert text(play(KAY, own, 1).position) == "S: 0 0 1 4 0 0 [20] | N: 3 3 3 3 3 1 [8]"
    assert text(play(LUDII, own, 1).position) == "S: 0 0 1 0 0 0 [24] | N: 3 3 3 3 3 1 [8]"


def test_the_game_ends_when_the_player_to_move_cannot_play_and_only_captures_count() -> None:
    # North's single counters N4 and N5 are each followed by an occupied hole: North cannot play
    after = play(KAY, board("S: 2 0 2 0 0 0 [20] | N: 0 0 0 0 1 1 [22]"), 2)
    assert text(after.position) == "S: 2 0 0 1 1 0 [20] | N: 0 0 0 0 1 1 [22]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_move" and outcome.scores == (20, 22)


@pytest.mark.parametrize(("options", "field"), [({"laps": "single"}, "relay_needs_next_occupied"),
                                                ({"single_seed_moves_last": True}, "single_seed_into_empty")])
def test_the_new_dimensions_are_refused_where_they_are_not_defined(options: dict[str, object], field: str) -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        rules("kay", **options)
    assert f"options.{field}" in {v.path for v in info.value.violations}


def test_twenty_seeded_games_end() -> None:
    start = engine.new_game(KAY)
    for seed in range(20):
        end, plies = engine.random_playout(KAY, start, seed)
        assert end.outcome is not None and plies < 2000
