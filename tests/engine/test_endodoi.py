"""Endodoi (docs/rules/endodoi.md): 2×10 holes of 4 seeds, relay sowing round both rows,
captures of the opposite hole with the capturing seed, the end when the player to move has an
empty row. Every position is worked by hand from the rules text; 80 seeds in each."""

from __future__ import annotations

import engine

from .helpers import board, finished, kinds, play, rules, text

ENDODOI = rules("endodoi")


def test_ten_holes_a_row_of_four_seeds() -> None:
    # R-ED1: the 2×10 board of boardandpieces and MancalaGames' Endodoi_10.
    assert text(engine.new_game(ENDODOI)) == "S: 4 4 4 4 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 4 4 4 4 [0]"
    assert ENDODOI.total_seeds == 80
    assert text(engine.new_game(rules("endodoi", pits_per_side=6))) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]"


def test_the_opening_from_the_last_hole_relays_until_an_empty_hole() -> None:
    # Worked by hand: S9's 4 seeds: N0-N3; N3 (5) lifted: N4-N8; N8 (5): N9, S0-S3; S3 (5):
    # S4-S8; S8 (5): S9 (emptied: 1), N0-N2 (6), N3 (empty): the opponent's row, no capture.
    after = play(ENDODOI, engine.new_game(ENDODOI), 9)
    assert text(after.position) == "S: 5 5 5 0 5 5 5 5 0 1 [0] | N: 6 6 6 1 5 5 5 5 0 5 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "relay", "sow", "relay", "sow", "relay", "sow"]
    assert after.position.to_move == 1


def test_a_capture_takes_the_opposite_hole_and_the_capturing_seed() -> None:
    # R-ED2: S2's 2 seeds: S3, S4 (empty, own); its opposite hole is N5 (9 - 4): 6 + 1 taken.
    position = board("S: 0 0 2 0 0 0 0 0 0 0 [30] | N: 1 0 0 0 0 6 0 0 0 0 [41]")
    after = play(ENDODOI, position, 2)
    assert text(after.position) == "S: 0 0 0 1 0 0 0 0 0 0 [37] | N: 1 0 0 0 0 0 0 0 0 0 [41]"
    assert next(e for e in after.events if e["type"] == "capture")["count"] == 7


def test_a_relay_ends_in_an_empty_hole_of_either_row() -> None:
    # S8's 3 seeds: S9, N0 (1 -> 2), N1 (1 -> 2): occupied, lifted: N2, N3 (empty, the
    # opponent's row): the turn ends with no capture.
    position = board("S: 0 0 0 0 0 0 0 0 3 0 [30] | N: 1 1 0 0 0 0 0 0 4 0 [41]")
    after = play(ENDODOI, position, 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 0 1 [30] | N: 2 0 1 1 0 0 0 0 4 0 [41]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow"]


def test_a_relayed_last_seed_in_an_own_empty_hole_captures() -> None:
    # S9's 2 seeds: N0, N1 (8 -> 9, lifted): N2-N9 (N9: 3 -> 4) and S0, empty and South's own:
    # the opposite hole N9 (9 - 0) is taken with the capturing seed, 4 + 1.
    position = board("S: 0 0 0 0 0 0 0 0 0 2 [30] | N: 0 8 0 0 0 0 0 0 0 3 [37]")
    after = play(ENDODOI, position, 9)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 0 0 [35] | N: 1 0 1 1 1 1 1 1 1 0 [37]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "capture"]


def test_an_own_empty_hole_facing_an_empty_hole_captures_nothing() -> None:
    # R-ED2: "no beans in the pit opposite from it, then no captures are made"; option empty_capture.
    position = board("S: 0 0 2 0 0 0 0 0 0 0 [30] | N: 7 0 0 0 0 0 0 0 0 0 [41]")
    after = play(ENDODOI, position, 2)
    assert text(after.position) == "S: 0 0 0 1 1 0 0 0 0 0 [30] | N: 7 0 0 0 0 0 0 0 0 0 [41]"
    assert "capture" not in kinds(after.events)
    banked = play(rules("endodoi", empty_capture=True), position, 2)
    assert text(banked.position) == "S: 0 0 0 1 0 0 0 0 0 0 [31] | N: 7 0 0 0 0 0 0 0 0 0 [41]"


def test_the_player_to_move_with_an_empty_row_ends_the_game() -> None:
    # R-ED3: S9's seed ends in the empty N0; North's N0 seed ends in the empty N1 facing the empty
    # S8; South cannot move: North takes the 1 + 3 seeds of its row (45 + 4 = 49 against 31).
    position = board("S: 0 0 0 0 0 0 0 0 0 1 [31] | N: 0 0 0 0 3 0 0 0 0 0 [45]")
    first = play(ENDODOI, position, 9)
    last = play(ENDODOI, first.position, 0)
    assert finished(last.position) and last.position.stores == (31, 49)
    assert last.position.outcome is not None and last.position.outcome.winner == 1
