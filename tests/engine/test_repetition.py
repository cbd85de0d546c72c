"""Repetition rule (docs/rulings.md D-4): the n-th occurrence of a position ends the game.

A first occurrence is no repetition, so ``repetition_count=1`` (OpenSpiel's oware: "ends at
the first repetition") behaves like 2.
"""

from __future__ import annotations

import pytest

import engine
from engine.table import FEW_KEYS, SHORT_HISTORY, Table, hex_key, key_digest

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


def naive_occurrences(history: list[object], key: tuple[object, ...]) -> int:
    """What ``Table.occurrences`` must return: the key itself or its hex form, counted."""
    return sum(1 for entry in history if entry == key or entry == hex_key(key))


def test_the_history_count_is_exact_at_every_length() -> None:
    """The count is one rule whatever the history's length: compared key by key up to
    ``FEW_KEYS``, scanned by digest up to ``SHORT_HISTORY``, counted in a dict beyond. Keys
    arrive as ``play`` brings them (asked about, then remembered), after a history of hex keys
    from a client's position, and include two different keys with the same digest."""
    colliding = [(0, (0, 1_000_003)), (0, (1, 0))]
    assert key_digest(colliding[0]) == key_digest(colliding[1])
    line = [(ply % 2, (ply % 3, ply % 5, 0)) for ply in range(SHORT_HISTORY + 20)]
    line[10:10] = colliding
    line[40:40] = colliding + colliding
    for hex_prefix in (0, 2):
        table = Table([0] * 3, 0, 0, None, [hex_key(k) for k in line[:hex_prefix]], None)
        for key in line[hex_prefix:]:
            expected = naive_occurrences(table.history, key)
            assert table.occurrences(key) == expected, (len(table.history), key)
            table.remember(key)
    assert len(table.history) > SHORT_HISTORY and FEW_KEYS < SHORT_HISTORY
    assert table.occurrences(colliding[0]) == 3 and table.occurrences(colliding[1]) == 3
    assert table.occurrences((1, (2, 4, 0))) == naive_occurrences(table.history, (1, (2, 4, 0))) > 1
