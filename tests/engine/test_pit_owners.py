"""Pits owned across the board (`pit_owners`, docs/rulings.md "Rule dimensions"): a pit may belong
to the other player or to nobody (a centre hole), the same on both sides; the owners come from the
rules, never from the position. Literal positions on a 2×7 board whose central holes are nobody's
and whose three right-hand holes of each row belong to the player on the other side (Kanji Guti's
layout, Gupta 1923 via Ludii)."""

from __future__ import annotations

import pytest

import engine
from engine import Move
from engine.errors import InvalidOptions
from engine.rules import EmptyMover, EndCheck, Laps, Rules

from .helpers import board, text

HALVES = Rules(pits_per_side=7, pit_owners=(0, 0, 0, -1, 1, 1, 1), sow_own_store=False, extra_turn_on_store=False,
               end_check=EndCheck.AT_TURN_START, empty_mover=EmptyMover.PASS, laps=Laps.SINGLE, cross_capture=False)


def moves(rules: Rules, position: engine.Position) -> list[tuple[int, int | None]]:
    return [(m.pit, m.side) for m in engine.legal_moves(rules, position)]


def test_a_player_sows_from_the_pits_they_own_on_either_side_never_from_a_centre_pit() -> None:
    start = board("S: 1 1 1 9 1 1 1 | N: 1 1 1 9 1 1 1")
    # South owns S0-S2 and N4-N6; North owns N0-N2 and S4-S6; S3 and N3 are nobody's
    assert moves(HALVES, start) == [(0, None), (1, None), (2, None), (4, 1), (5, 1), (6, 1)]
    assert moves(HALVES, board("S: 1 1 1 9 1 1 1 | N: 1 1 1 9 1 1 1", to_move="N")) == [
        (0, None), (1, None), (2, None), (4, 0), (5, 0), (6, 0)]
    with pytest.raises(engine.IllegalMove):
        engine.apply_move(HALVES, start, Move(3))
    with pytest.raises(engine.IllegalMove):
        engine.apply_move(HALVES, start, Move(4))  # S4 is North's


def test_a_move_from_the_other_side_sows_on_round_the_ring() -> None:
    # South sows N5 (2 seeds): N6, then S0
    after = engine.apply_move(HALVES, board("S: 0 0 0 4 0 0 0 | N: 0 0 0 4 0 2 0"), Move(5, side=1))
    assert text(after.position) == "S: 1 0 0 4 0 0 0 [0] | N: 0 0 0 4 0 0 1 [0]"
    assert after.position.owners is None  # fixed by the rules: not part of the position


def test_centre_seeds_are_nobodys_when_neither_player_can_move() -> None:
    # South's last seed: S2 → S3; then neither player owns a seeded pit: North passes... the game ends,
    # each player's pits going to their owner (none here) and the central holes' seeds to nobody.
    after = engine.apply_move(HALVES, board("S: 0 0 1 3 0 0 0 [70] | N: 0 0 0 2 0 0 0 [69]"), Move(2))
    position = after.position
    assert position.outcome is not None and position.outcome.reason == "no_move"
    assert position.outcome.scores == (70, 69) and position.outcome.winners == (0,)
    assert text(position) == "S: 0 0 0 4 0 0 0 [70] | N: 0 0 0 2 0 0 0 [69]"


def test_a_player_without_seeds_in_their_pits_passes() -> None:
    # South sows S2 into the centre hole S3; North owns no seeded pit (N0-N2, S4-S6) and passes;
    # South moves again from N5, which South owns
    after = engine.apply_move(HALVES, board("S: 0 0 1 0 0 0 0 [40] | N: 0 0 0 0 0 3 0 [39]"), Move(2))
    assert text(after.position) == "S: 0 0 0 1 0 0 0 [40] | N: 0 0 0 0 0 3 0 [39]"
    assert after.position.to_move == 0 and after.position.outcome is None
    assert [(e["type"], e["seat"]) for e in after.events if e["type"] == "pass"] == [("pass", 1)]
    assert moves(HALVES, after.position) == [(5, 1)]


def test_seat_by_seat_start_pits() -> None:
    rules = Rules(pits_per_side=7, seeds_per_pit=12, start_pits=(12, 12, 12, 1, 12, 12, 12, 12, 12, 12, 0, 12, 12, 12))
    assert text(engine.new_game(rules)) == "S: 12 12 12 1 12 12 12 [0] | N: 12 12 12 0 12 12 12 [0]"
    assert rules.total_seeds == 145


@pytest.mark.parametrize(("options", "field"), [
    ({"pit_owners": [0, 0, 0, 2, 1, 1, 1]}, "pit_owners"),  # owners are 0, 1 or -1
    ({"pit_owners": [0, 0, -1, 1, 1, 1]}, "pit_owners"),  # one a pit
    ({"pit_owners": [0, 0, 0, 0, 0, 0, 0]}, "pit_owners"),  # the default: leave it empty
    ({"pit_owners": [0, 0, 0, -1, 1, 1, 1], "end_check": "immediate"}, "pit_owners"),
    ({"start_pits": [1] * 13}, "start_pits"),
])
def test_refused_combinations_name_the_option(options: dict[str, object], field: str) -> None:
    base = {"pits_per_side": 7, "sow_own_store": False, "end_check": "at_turn_start"}
    with pytest.raises(InvalidOptions) as refused:
        engine.resolve_rules("kalah", {**base, **options})
    assert any(v.path.endswith(field) for v in refused.value.violations)
