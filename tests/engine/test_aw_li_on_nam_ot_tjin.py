"""Aw-li On-nam Ot-tjin (docs/rules/aw-li-on-nam-ot-tjin.md; Lumholtz 1920 via Ludii): 2×9 holes of
3, moves from holes of two or more, a last counter making three taken on either row, the player who
cannot move losing the counters left to the opponent, and a game where neither can move void
(void_when_neither_can_move). Positions worked by hand from the source's rules."""

from __future__ import annotations

import engine
from engine.rules import EmptyMover, Rules

from .helpers import board, kinds, play, rules, text

AWLI = rules("aw-li-on-nam-ot-tjin")


def test_the_opening_sows_three_counters_anticlockwise() -> None:
    start = engine.new_game(AWLI)
    assert text(start) == "S: 3 3 3 3 3 3 3 3 3 [0] | N: 3 3 3 3 3 3 3 3 3 [0]" and AWLI.total_seeds == 54
    assert [m.pit for m in engine.legal_moves(AWLI, start)] == list(range(9))
    # S7 (3): S8, N0, N1 (now 4 each): no hole made three, the turn passes
    after = play(AWLI, start, 7)
    assert text(after.position) == "S: 3 3 3 3 3 3 3 0 4 [0] | N: 4 4 3 3 3 3 3 3 3 [0]"
    assert after.position.to_move == 1 and kinds(after.events) == ["pickup", "sow"]


def test_a_hole_of_one_counter_cannot_be_sown() -> None:
    position = board("S: 1 2 0 1 5 1 0 0 1 [20] | N: 2 2 2 2 2 2 2 1 1 [14]")
    assert [m.pit for m in engine.legal_moves(AWLI, position)] == [1, 4]


def test_a_last_counter_making_three_takes_the_hole_on_the_mover_s_row() -> None:
    # S0 (2): S1, S2; S2 had 2 and now holds three: "makes a fish", taken into S's store
    after = play(AWLI, board("S: 2 0 2 2 2 2 2 2 2 [10] | N: 2 2 2 2 2 2 2 2 2 [10]"), 0)
    assert text(after.position) == "S: 0 1 0 2 2 2 2 2 2 [13] | N: 2 2 2 2 2 2 2 2 2 [10]"
    assert after.position.to_move == 1


def test_a_player_who_cannot_move_loses_the_counters_left_to_the_opponent() -> None:
    # S7 (2): S8 (now 2), N0 (now 3, taken); N holds only single counters and cannot move:
    # S, who moved last, takes the ten counters left
    after = play(AWLI, board("S: 0 0 0 0 0 0 0 2 1 [20] | N: 2 1 1 1 1 1 1 1 1 [21]"), 7)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_move"
    assert outcome.scores == (33, 21) and outcome.winner == 0
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 0 [33] | N: 0 0 0 0 0 0 0 0 0 [21]"


def test_a_game_where_neither_player_can_move_is_void() -> None:
    # S7 (2): S8, N0 (now 1 each); both rows hold only single counters: "they must play again"
    after = play(AWLI, board("S: 1 0 0 0 0 0 0 2 0 [30] | N: 0 1 0 1 0 1 0 0 0 [18]"), 7)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "void"
    assert outcome.winners == (0, 1) and outcome.draw and outcome.scores == (30, 18)
    assert text(after.position) == "S: 1 0 0 0 0 0 0 0 1 [30] | N: 1 1 0 1 0 1 0 0 0 [18]"
    assert after.events[-1]["type"] == "game_end" and after.events[-1]["reason"] == "void"


def test_the_void_game_is_a_dimension_of_its_own() -> None:
    plain = rules("aw-li-on-nam-ot-tjin", void_when_neither_can_move=False)
    after = play(plain, board("S: 1 0 0 0 0 0 0 2 0 [30] | N: 0 1 0 1 0 1 0 0 0 [18]"), 7)
    assert after.position.outcome is not None and after.position.outcome.reason == "no_move"
    assert after.position.outcome.scores == (36, 18)  # S, who moved last, takes the six singles left
    refused = Rules(void_when_neither_can_move=True, empty_mover=EmptyMover.PASS).problems()
    assert [(p.code, p.path) for p in refused] == [("invalid-option", "void_when_neither_can_move")]
