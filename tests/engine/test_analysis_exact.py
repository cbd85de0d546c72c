"""The exact solver against an independent brute force: 0 disagreements.

``brute_value`` below shares no code with ``engine.analysis``: a plain recursion over the public
``engine.apply_move`` (memoised on the immutable ``Position`` itself, history and ply included),
scoring finished games as docs/analysis.md defines values: for the seat to move, ``WIN`` plus the
final margin for a win, 0 for a draw, ``-WIN`` plus the margin for a loss; a move that keeps the
turn (extra turn) keeps the sign. The small boards are set through options; positions are the
start and positions reached by seeded random play. ``bench/analysis_exactness.py`` runs the same
comparison on thousands of positions.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from typing import Any

import pytest

import engine
from engine import Position, Rules
from engine.analysis import analyse

W = 1_000_000_000_000  # docs/analysis.md: a won game is worth W + the margin


def _final(position: Position, seat: int) -> int:
    outcome = position.outcome
    assert outcome is not None
    scores = outcome.scores
    other = max(s for i, s in enumerate(scores) if i != seat)
    margin = scores[seat] - other
    if outcome.draw:
        return 0 if seat in outcome.winners else -W + margin
    return W + margin if outcome.winner == seat else -W + margin


def brute_value(rules: Rules, position: Position, memo: dict[Position, int]) -> int:
    """Minimax value for the seat to move, by exhaustive recursion over the public API."""
    found = memo.get(position)
    if found is not None:
        return found
    mover = position.to_move
    best = None
    for move in engine.legal_moves(rules, position):
        after = engine.apply_move(rules, position, move).position
        if after.is_finished:
            value = _final(after, mover)
        elif after.to_move == mover:
            value = brute_value(rules, after, memo)
        else:
            value = -brute_value(rules, after, memo)
        best = value if best is None else max(best, value)
    assert best is not None
    memo[position] = best
    return best


def brute_move_values(rules: Rules, position: Position, memo: dict[Position, int]) -> dict[str, int]:
    out = {}
    for move in engine.legal_moves(rules, position):
        after = engine.apply_move(rules, position, move).position
        if after.is_finished:
            out[str(move)] = _final(after, position.to_move)
        elif after.to_move == position.to_move:
            out[str(move)] = brute_value(rules, after, memo)
        else:
            out[str(move)] = -brute_value(rules, after, memo)
    return out


def sample_positions(rules: Rules, games: int, seed: int, max_seeds: int) -> Iterator[Position]:
    """The start, then every position with at most ``max_seeds`` in the pits met in seeded random games."""
    rng = random.Random(seed)
    start = engine.new_game(rules)
    if sum(map(sum, start.pits)) <= max_seeds:
        yield start
    for _ in range(games):
        position = start
        while not position.is_finished:
            if position is not start and sum(map(sum, position.pits)) <= max_seeds:
                yield position
            moves = engine.legal_moves(rules, position)
            position = engine.apply_move(rules, position, rng.choice(moves)).position


def compare(variant: str, options: dict[str, Any], games: int, seed: int, max_seeds: int,
            nodes: int = 200_000) -> tuple[int, int, list[str]]:
    """(positions compared, root moves compared, disagreements) for one small board."""
    rules = engine.resolve_rules(variant, options)
    memo: dict[Position, int] = {}
    positions = moves = 0
    problems: list[str] = []
    seen: set[Position] = set()
    for position in sample_positions(rules, games, seed, max_seeds):
        if position in seen:
            continue
        seen.add(position)
        result = analyse(rules, position, nodes=nodes, exact_seeds=99, multipv=99)
        if not result.exact:
            problems.append(f"not solved: {engine.position_text(position)} {result.notes}")
            continue
        expected = brute_value(rules, position, memo)
        positions += 1
        if result.score != expected:
            problems.append(f"{engine.position_text(position)}: solver {result.score}, brute force {expected}")
        by_move = brute_move_values(rules, position, memo)
        for scored in result.moves:
            moves += 1
            if scored.bound == "exact" and scored.score != by_move[str(scored.move)]:
                problems.append(f"{engine.position_text(position)} move {scored.move}: "
                                f"solver {scored.score}, brute force {by_move[str(scored.move)]}")
            elif scored.bound == "upper" and scored.score < by_move[str(scored.move)]:
                problems.append(f"{engine.position_text(position)} move {scored.move}: upper bound "
                                f"{scored.score} below the value {by_move[str(scored.move)]}")
    return positions, moves, problems


# (variant, options, random games, seeds in the pits at most): small enough for CI (seconds)
BOARDS = [
    ("kalah", {"pits_per_side": 3, "seeds_per_pit": 2}, 10, 99),
    ("kalah", {"pits_per_side": 4, "seeds_per_pit": 2}, 4, 8),
    ("oware", {"pits_per_side": 3, "seeds_per_pit": 2, "repetition_count": 1}, 20, 3),
    ("oware", {"pits_per_side": 3, "seeds_per_pit": 2}, 5, 3),
]


@pytest.mark.parametrize(("variant", "options", "games", "max_seeds"), BOARDS,
                         ids=[f"{v}-{o['pits_per_side']}x{o['seeds_per_pit']}-rc{o.get('repetition_count', 3)}" for v, o, _, _ in BOARDS])
def test_exact_solver_agrees_with_brute_force(variant: str, options: dict[str, Any], games: int, max_seeds: int) -> None:
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    positions, moves, problems = compare(variant, options, games, seed=12, max_seeds=max_seeds)
    assert problems == []
    assert positions >= 5 and moves >= positions


def test_small_kalah_start_is_solved_and_known() -> None:
    """Kalah 3×2 from the start: solved, and the brute force finds the same win."""
    rules = engine.resolve_rules("kalah", {"pits_per_side": 3, "seeds_per_pit": 2})
    start = engine.new_game(rules)
    result = analyse(rules, start, nodes=200_000, exact_seeds=99)
    assert result.exact and result.stopped == "solved"
    assert result.score == brute_value(rules, start, {})
    assert result.result == "win"
