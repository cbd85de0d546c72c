"""En Gehé (docs/rules/en-gehe.md): 2×40 holes of 4 seeds (rows of 40 to 50), relay sowing round
both rows, captures of the opposite hole with the capturing seed, the end when the side to move
has an empty row. Every position is worked by hand from the rules text; 320 seeds in each."""

from __future__ import annotations

import pytest

import engine
from engine import InvalidOptions

from .helpers import board, finished, kinds, play, rules, text

EN_GEHE = rules("en-gehe")

START = ("S: 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 [0] | "
         "N: 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 [0]")


def test_forty_holes_a_row_of_four_seeds() -> None:
    # R-EG1: Ludii's default board of the 40-50 range, 4 seeds a hole.
    assert text(engine.new_game(EN_GEHE)) == START
    assert EN_GEHE.pits_per_side == 40 and EN_GEHE.total_seeds == 320


def test_the_opening_from_the_last_hole_relays_round_both_rows() -> None:
    # Worked by hand: S39's 4 seeds go to N0-N3; N3 (now 5) is lifted: N4-N8; N8 lifted, and so
    # on every fifth hole up the north row (N13 ... N38); N38's 5 seeds: N39, S0-S3; then every
    # fifth hole up the south row; S38's 5: S39 (emptied, now 1), N0-N2 (6), N3 (lifted, empty):
    # an empty hole of the opponent's row, so the turn ends with no capture.
    after = play(EN_GEHE, engine.new_game(EN_GEHE), 39)
    assert text(after.position) == (
        "S: 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 1 [0] | "
        "N: 6 6 6 1 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 5 5 5 0 5 [0]")
    assert kinds(after.events).count("relay") == 16 and "capture" not in kinds(after.events)
    assert after.position.to_move == 1


def test_an_own_empty_hole_takes_the_opposite_hole_and_the_capturing_seed() -> None:
    # R-EG2: S0's seed ends in the empty S1, whose opposite hole is N38 (39 - 1): 7 + 1 captured.
    position = board("S: 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 [150] | "
                     "N: 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 7 0 [160]")
    after = play(EN_GEHE, position, 0)
    assert text(after.position) == (
        "S: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 [158] | "
        "N: 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 [160]")
    capture = next(e for e in after.events if e["type"] == "capture")
    assert capture["count"] == 8 and after.position.to_move == 1


def test_an_own_empty_hole_facing_an_empty_hole_captures_nothing() -> None:
    # R-EG2: "If anything was captured, then the stone which caused the capture is also taken".
    position = board("S: 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 [150] | "
                     "N: 9 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 [160]")
    after = play(EN_GEHE, position, 0)
    assert text(after.position) == (
        "S: 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 [150] | "
        "N: 9 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 [160]")
    assert "capture" not in kinds(after.events) and after.position.to_move == 1
    banked = play(rules("en-gehe", empty_capture=True), position, 0)
    assert banked.position.stores == (151, 160) and banked.position.pits[0][1] == 0


def test_the_side_to_move_with_an_empty_row_ends_the_game_and_the_other_takes_its_row() -> None:
    # R-EG3: S39's last seed ends in the empty N0 (no capture); N0's seed ends in the empty N1,
    # facing the empty S38 (nothing); South, to move with an empty row, cannot move: the game
    # ends and North takes the 1 + 5 seeds of its row (164 + 6 = 170 against 150).
    position = board("S: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 [150] | "
                     "N: 0 0 0 0 0 0 0 0 0 0 5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 [164]")
    first = play(EN_GEHE, position, 39)
    assert first.position.pits[1][0] == 1 and not finished(first.position)
    last = play(EN_GEHE, first.position, 0)
    assert finished(last.position)
    assert last.position.stores == (150, 170) and last.position.outcome is not None
    assert last.position.outcome.winner == 1


def test_rows_of_fifty_holes_and_no_more() -> None:
    # R-EG1: "rows of 40 to 50 holes"; the engine's rows reach 50 (engine.rules.MAX_PITS).
    widest = rules("en-gehe", pits_per_side=50)
    assert widest.total_seeds == 400 and len(engine.new_game(widest).pits[0]) == 50
    with pytest.raises(InvalidOptions) as refused:
        rules("en-gehe", pits_per_side=51)
    assert [(v.code, v.path) for v in refused.value.violations] == [("invalid-option", "options.pits_per_side")]
