"""La'b Akila as Culin recorded it (docs/rules/lab-akila-culin.md): relay sowing, a last shell
making 2 or 4 on either row takes that hole with the hole opposite, and the line of twos and fours
before it with theirs (count_capture_opposite)."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

AKILA = rules("lab-akila-culin")


def test_an_opening_relays_until_a_two_and_takes_it_with_the_hole_opposite() -> None:
    # Hole 1 (7): S2-S7, N1 (8): relay N2-N7, S1, S2 (9): relay S3-S7, N1-N4 (9): relay N5-N7,
    # S1-S6 (10): relay S7, N1-N7, S1 (3), S2 (2): South takes S2 and N6 opposite it (10).
    after = play(AKILA, engine.new_game(AKILA), 0)
    assert text(after.position) == "S: 3 0 10 10 10 0 10 [12] | N: 2 10 10 1 10 0 10 [0]"
    assert kinds(after.events) == ["pickup", "sow"] + ["relay", "sow"] * 4 + ["capture"]
    capture = next(e for e in after.events if e["type"] == "capture")
    assert capture["pits"] == [{"seat": 0, "pit": 1}, {"seat": 1, "pit": 5}] and capture["count"] == 12


def test_the_line_of_twos_and_fours_before_the_last_hole_goes_with_the_holes_opposite() -> None:
    # R-LA2: hole 4 (3): S5 (2), S6 (4), S7 (2, the last). S7 and N1 opposite (5), S6 (4) and N2
    # (3), S5 (2) and N3 (empty); the line stops before hole 4, where the move started: 16.
    position = board("S: 0 0 0 3 1 3 1 [38] | N: 5 3 0 6 0 0 0 [38]")
    after = play(AKILA, position, 3)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [54] | N: 0 0 0 6 0 0 0 [38]"
    # without the dimension (Al-manqala's capture) the opposite holes stay
    alone = play(rules("lab-akila-culin", count_capture_opposite=False), position, 3)
    assert text(alone.position) == "S: 0 0 0 0 0 0 0 [46] | N: 5 3 0 6 0 0 0 [38]"


def test_a_last_shell_in_an_empty_hole_ends_the_turn() -> None:
    after = play(AKILA, board("S: 1 0 0 0 0 0 0 [47] | N: 0 4 4 4 4 4 4 [26]"), 0)
    assert text(after.position) == "S: 0 1 0 0 0 0 0 [47] | N: 0 4 4 4 4 4 4 [26]"
    assert after.position.to_move == 1 and "capture" not in kinds(after.events)


def test_a_capture_that_leaves_one_shell_ends_the_game_and_the_capturer_takes_it() -> None:
    # R-LA5: hole 6 (1) makes hole 7 hold 2 (its opposite N1 is empty): one shell is left, on
    # North's row; South takes it and wins 53-45.
    after = play(AKILA, board("S: 0 0 0 0 0 1 1 [50] | N: 0 0 0 0 0 0 1 [45]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [53] | N: 0 0 0 0 0 0 0 [45]"
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winner) == ("last_seeds", 0)


def test_the_opposite_holes_need_the_chain_round_the_board() -> None:
    with pytest.raises(engine.InvalidOptions) as refused:
        rules("lab-akila-culin", capture_chain_across_rows=False)
    assert any(v.path.endswith("count_capture_opposite") for v in refused.value.violations)
