"""Three-row boards (engine/three_row.py, option ``middle_row_pits``): where each seat's pits lie,
the ring they make, and the rules a three-row board refuses (docs/rulings.md, rule dimensions)."""

from __future__ import annotations

import pytest

import engine
from engine import three_row
from engine.board import geometry
from engine.guide import words
from engine.rules import CaptureTargets, CountSides, Laps, Rules

# a 3x4 board: each seat 4 outer pits and 2 middle pits
SMALL = Rules(pits_per_side=6, middle_row_pits=2, seeds_per_pit=2, sow_own_store=False, cross_capture=False,
              capture_counts=(4,), count_capture_sides=CountSides.ANY, laps=Laps.RELAY, extra_turn_on_store=False)


def test_each_seat_holds_an_outer_row_and_the_half_of_the_middle_row_on_its_right() -> None:
    assert SMALL.problems() == [] and three_row.columns(SMALL) == 4
    assert [three_row.cell(SMALL, 0, p) for p in range(6)] == [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (1, 2)]
    assert [three_row.cell(SMALL, 1, p) for p in range(6)] == [(2, 3), (2, 2), (2, 1), (2, 0), (1, 0), (1, 1)]
    every = {three_row.cell(SMALL, s, p) for s in (0, 1) for p in range(6)}
    assert every == {(r, c) for r in range(3) for c in range(4)}  # every hole once
    assert all(three_row.owner_of(SMALL, *three_row.cell(SMALL, s, p)) == (s, p) for s in (0, 1) for p in range(6))


def test_the_ring_is_each_seats_pits_in_order_and_no_pit_has_an_opposite() -> None:
    geo = geometry(SMALL)
    # South's outer row, South's middle half inwards, North's outer row, North's middle half inwards
    assert geo.lap(0, engine.rules.Direction.CCW, 0, -1) == (1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 0)
    assert set(geo.opp) == {-1}
    # a sowing from South's last outer pit goes round its middle half and into North's outer row
    start = engine.Position(pits=((0, 0, 0, 3, 0, 0), (0, 0, 0, 0, 0, 1)), stores=(10, 10), to_move=0)
    after = engine.apply_move(SMALL, start, engine.Move(3))
    assert after.position.pits == ((0, 0, 0, 0, 1, 1), (1, 0, 0, 0, 0, 1))


def test_a_three_row_board_refuses_what_it_cannot_play() -> None:
    bad = Rules(pits_per_side=8, middle_row_pits=3, sow_own_store=True, cross_capture=True).problems()
    assert [(v.code, v.path) for v in bad] == [("invalid-option", "pits_per_side"), ("invalid-option", "middle_row_pits"),
                                               ("invalid-option", "middle_row_pits")]
    assert "twice its half of the middle row" in bad[0].message and "no single opposite pit" in bad[2].message
    assert [v.path for v in Rules(pits_per_side=9, middle_row_pits=3, seats=3, cross_capture=False,
                                  capture_targets=CaptureTargets.CORRESPONDING,
                                  sow_own_store=False).problems()] == ["middle_row_pits"]
    assert [v.path for v in Rules(middle_row_pits=-1).problems()] == ["middle_row_pits"]
    # a capture that also takes the pit opposite or the neighbours in the row has neither here
    with pytest.raises(engine.InvalidOptions) as refused:
        engine.resolve_rules("rabe", {"capture_also": "opposite"})
    assert [v.path for v in refused.value.violations] == ["options.middle_row_pits"]
    assert words("middle_row_pits")[1] == "Pits in the middle row"


def test_options_reach_the_dimension_and_the_position_has_the_seats_pits() -> None:
    rules = engine.resolve_rules("ntyenge", {"pits_per_side": 12, "middle_row_pits": 4, "cross_capture": False})
    assert rules.middle_row_pits == 4 and len(engine.new_game(rules).pits[0]) == 12
