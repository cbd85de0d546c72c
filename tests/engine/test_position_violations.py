"""A client-supplied position is checked with every violation listed at once."""

from __future__ import annotations

import pytest

import engine
from engine import InvalidPosition


def test_position_from_json_lists_every_violation() -> None:
    rules = engine.resolve_rules("kalah")
    payload = {"pits": [[-1, 4, 4, 4, 4, 4], [4, 4, -2, 4, 4, 4]], "stores": [0, -3], "to_move": 7,
               "ply": -1, "status": "paused", "bogus": True}
    with pytest.raises(InvalidPosition) as info:
        engine.position_from_json(rules, payload)
    codes = [v.code for v in info.value.violations]
    assert codes.count("negative-count") == 3
    assert {"invalid-seat", "unknown-field", "seed-count"} <= set(codes)  # 34 seeds, not 48
    assert len(codes) >= 8


def test_position_from_json_reports_the_seed_total_with_other_problems() -> None:
    rules = engine.resolve_rules("kalah")
    payload = {"pits": [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 9]], "stores": [0, 0], "to_move": 2}
    with pytest.raises(InvalidPosition) as info:
        engine.position_from_json(rules, payload)
    assert {v.code for v in info.value.violations} == {"seed-count", "invalid-seat"}
