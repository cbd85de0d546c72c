"""Rio Kadalis (docs/rules/rio-kadalis.md; Pankhurst 1971 via Mancala World and Ludii): 2×6 holes of 4,
relay sowing, fours in passing to the row's owner, a four made by the last stone to the sower, refill
rounds with closed holes."""

from __future__ import annotations

import engine

from .helpers import board, play, rules, text

RIO_KADALIS = rules("rio-kadalis")


def captures(events: tuple) -> list[tuple[str, int, int]]:  # type: ignore[type-arg]
    return [(e["kind"], e["by"], e["count"]) for e in events if e["type"] == "capture"]


def test_four_stones_a_hole() -> None:
    start = engine.new_game(RIO_KADALIS)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and RIO_KADALIS.total_seeds == 48


def test_a_four_made_by_the_last_stone_is_the_sowers_and_ends_the_turn() -> None:
    # R-RK1: binikh, North's N0 made four by South's last stone is South's.
    after = play(RIO_KADALIS, board("S: 0 0 3 0 2 1 [19] | N: 3 1 0 0 1 3 [15]"), 4)
    assert text(after.position) == "S: 0 0 3 0 0 2 [23] | N: 0 1 0 0 1 3 [15]"
    assert captures(after.events) == [("final4", 0, 4)] and after.position.to_move == 1


def test_a_four_made_in_passing_is_the_row_owners_and_the_sowing_goes_on() -> None:
    after = play(RIO_KADALIS, board("S: 0 3 0 0 0 2 [20] | N: 3 0 0 0 2 1 [17]"), 5)
    assert text(after.position) == "S: 0 3 0 0 0 0 [20] | N: 0 1 0 0 2 1 [21]"
    assert captures(after.events) == [("enpassant", 1, 4)]


def test_a_round_ends_when_the_player_to_move_cannot_and_the_holes_not_filled_are_closed() -> None:
    # R-RK2, R-RK3: South's stones left go to South (26-22); North fills five holes, N5 is closed.
    after = play(RIO_KADALIS, board("S: 0 0 2 0 0 1 [20] | N: 3 0 0 0 0 0 [22]"), 5)
    assert text(after.position) == "S: 4 4 4 4 4 4 [2] | N: 4 4 4 4 4 0 [2]"
    assert after.position.ruined == ((), (5,)) and after.position.to_move == 0 and after.position.round == 1
    assert [e["scores"] for e in after.events if e["type"] == "round_end"] == [[26, 22]]


def test_emptying_the_own_row_does_not_end_the_round_but_ludiis_reading_does() -> None:
    position = board("S: 0 0 0 0 0 1 [20] | N: 0 1 0 2 0 0 [24]")
    goes_on = play(RIO_KADALIS, position, 5)
    assert text(goes_on.position) == "S: 0 0 0 0 0 0 [20] | N: 1 1 0 2 0 0 [24]"
    assert goes_on.position.outcome is None and goes_on.position.to_move == 1
    ludii = play(rules("rio-kadalis", end_check="immediate", rounds="none"), position, 5)
    assert text(ludii.position) == "S: 0 0 0 0 0 0 [20] | N: 0 0 0 0 0 0 [28]"
    assert ludii.position.outcome is not None and ludii.position.outcome.winners == (1,)


def test_twenty_seeded_matches_end() -> None:
    start = engine.new_game(RIO_KADALIS)
    for seed in range(20):
        end, plies = engine.random_playout(RIO_KADALIS, start, seed)
        assert end.outcome is not None and plies < 20000
