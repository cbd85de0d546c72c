"""Repetition rule (RULES.md §0, D-4): the n-th occurrence of a position ends the game.

A first occurrence is no repetition, so ``repetition_count=1`` (OpenSpiel's oware: "ends at
the first repetition") behaves like 2.
"""

from __future__ import annotations

import pytest

import engine

# Oware, one seed on each side: the players can only walk their seeds round the ring,
# so positions repeat quickly.  S: 0 0 0 0 0 1 [23] | N: 0 0 0 0 0 1 [23], S to move.
TWO_SEEDS = {"pits": [[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1]], "stores": [23, 23], "to_move": 0}


def first_move_game(repetition_count: int) -> list[engine.Position]:
    """Always play the lowest legal move; return every position, the finished one last."""
    rules = engine.resolve_rules("oware", {"repetition_count": repetition_count})
    position = engine.position_from_json(rules, TWO_SEEDS)
    seen = [position]
    while not position.is_finished:
        assert len(seen) < 500, "the repetition rule did not end the game"
        position = engine.apply_move(rules, position, engine.legal_moves(rules, position)[0]).position
        seen.append(position)
    return seen


def expected_end(occurrences: int) -> int:
    """Index of the first position of the deterministic line that occurs ``occurrences`` times."""
    line = first_move_game(5)[:-1]  # a long run of the same line, still playing
    counts: dict[tuple[object, ...], int] = {}
    for index, p in enumerate(line):
        key = (p.pits, p.to_move)
        counts[key] = counts.get(key, 0) + 1
        if counts[key] == occurrences:
            return index
    raise AssertionError("the line is too short")


@pytest.mark.parametrize("repetition_count", [1, 2, 3])
def test_repetition_count_ends_the_game_at_that_occurrence(repetition_count: int) -> None:
    game = first_move_game(repetition_count)
    end = game[-1]
    assert end.outcome is not None and end.outcome.reason == "repetition"
    assert len(game) - 1 == expected_end(max(2, repetition_count))


@pytest.mark.parametrize("variant", engine.variant_ids())
def test_repetition_count_one_does_not_end_the_starting_position(variant: str) -> None:
    rules = engine.resolve_rules(variant, {"repetition_count": 1})
    start = engine.new_game(rules)
    assert not start.is_finished
    assert engine.legal_moves(rules, start)
