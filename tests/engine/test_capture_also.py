"""``capture_also`` (docs/rulings.md, rule dimensions: captures): the pits a capture takes besides the
pits it captures, each placed relative to a captured pit: the pit opposite, or the neighbours in the
same row that hold a capture count."""

from __future__ import annotations

import engine
from engine.rules import CaptureAlso, CountSides, Rules

from .helpers import board, play, rules, text

# Two rows of four, twos and threes taken on either row where the last seed falls.
COUNTS = Rules(pits_per_side=4, capture_counts=(2, 3), count_capture_sides=CountSides.ANY, cross_capture=False,
               capture_chain=False, sow_own_store=False, extra_turn_on_store=False,
               capture_also=CaptureAlso.NEIGHBOURS_AT_COUNT)


def captured(transition: engine.Transition) -> list[tuple[object, object, list[tuple[object, object]]]]:
    return [(e["kind"], e["count"], [(p["seat"], p["pit"]) for p in e["pits"]])
            for e in transition.events if e["type"] == "capture"]


def test_the_neighbours_holding_a_capture_count_are_taken_with_the_captured_pit() -> None:
    # S3 (3): N0 3, N1 2, N2 2 (last): N2 is taken with N1 and N3 (2 each); N0 is not N2's neighbour.
    after = play(COUNTS, board("S: 0 0 1 3 [0] | N: 2 1 1 2 [4]"), 3)
    assert text(after.position) == "S: 0 0 1 0 [6] | N: 3 0 0 0 [4]"
    assert captured(after) == [("count", 6, [(1, 2), (1, 3), (1, 1)])]


def test_a_row_end_does_not_wrap_round_to_the_other_row() -> None:
    # S2 (1): S3 makes 2 and is taken; its only neighbour S2 is empty, N0 (3) is the next pit of the
    # ring but not a neighbour in S3's row.
    after = play(COUNTS, board("S: 1 0 1 1 [0] | N: 3 0 0 0 [4]"), 2)
    assert text(after.position) == "S: 1 0 0 0 [2] | N: 3 0 0 0 [4]"
    assert captured(after) == [("count", 2, [(0, 3)])]


def test_the_pit_opposite_a_pit_taken_beyond_an_empty_pit_goes_too() -> None:
    # Pallanguzhi with capture_also=opposite: S0 (1) sows S1; the next pit S2 is empty, so S3 (2) is
    # taken, and with it N3 (5), the pit opposite.
    position = board("S: 1 1 0 2 0 3 0 [40] | N: 0 2 0 5 0 3 0 [27]")
    after = play(rules("pallanguzhi", capture_also="opposite"), position, 0)
    assert text(after.position) == "S: 0 2 0 0 0 3 0 [47] | N: 0 2 0 0 0 3 0 [27]"
    assert captured(after) == [("beyond", 7, [(0, 3), (1, 3)])]
    plain = play(rules("pallanguzhi"), position, 0)
    assert captured(plain) == [("beyond", 2, [(0, 3)])]


def test_capture_also_needs_a_capture_it_adds_to() -> None:
    assert [v.path for v in Rules(capture_also=CaptureAlso.OPPOSITE).problems()] == ["capture_also"]
    assert [v.path for v in Rules(capture_also=CaptureAlso.NEIGHBOURS_AT_COUNT, capture_beyond_empty=True,
                                  laps=engine.rules.Laps.RELAY_NEXT, sow_own_store=False).problems()] == ["capture_also"]
    assert [v.path for v in Rules(capture_also=CaptureAlso.OPPOSITE, capture_counts=(2, 3),
                                  grand_slam=engine.rules.GrandSlam.FORBIDDEN).problems()] == ["capture_also"]
    assert COUNTS.problems() == []
