"""The pure-Python reference of the endgame builder: the same databases, computed through the
engine's own ``legal_moves`` and ``apply_move`` instead of ``builder.c``'s sowing, for small
``most`` (seconds up to 5-6 seeds). The tests compare it byte for byte with the compiled builder.

Each board with ``n`` seeds gets two values, ``low`` (an endless game is scored as the worst for
the player to move: all ``n`` seeds to the opponent) and ``high`` (the best), by value iteration
from those bounds; moves that store or capture seeds lead to boards with fewer seeds, solved
before. Where ``low == high`` the byte is the value, else ``UNPROVED`` (docs/analysis.md).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from engine.endgame import (
    HEADER_BYTES,
    PITS,
    UNPROVED,
    Game,
    database_rules,
    header,
    rank,
    size,
)
from engine.game import apply_move, legal_moves
from engine.position import Position
from engine.rules import Rules

__all__ = ["attractor_depths", "boards", "build_reference"]

#: a move's effect: (gain for the mover, the child board or None when the move ends the game,
#: whether the mover moves again, the final margin of the seeds when it ends the game)
Edge = tuple[int, tuple[int, ...] | None, bool, int]


def boards(seeds: int, pits: int = PITS) -> Iterator[tuple[int, ...]]:
    """Every board of ``pits`` pits holding ``seeds`` seeds."""
    if pits == 1:
        yield (seeds,)
        return
    for first in range(seeds + 1):
        for rest in boards(seeds - first, pits - 1):
            yield (first, *rest)


def _edges(rules: Rules, board: tuple[int, ...]) -> list[Edge] | None:
    """The board's moves through the engine, or None when the game is over at the start of the turn."""
    on_board = sum(board)
    stores = ((48 - on_board + 1) // 2, (48 - on_board) // 2)  # any stores: no value depends on them
    position = Position(pits=(board[:6], board[6:]), stores=stores, to_move=0)
    moves = legal_moves(rules, position)
    if not moves:
        return None
    edges: list[Edge] = []
    for move in moves:
        child = apply_move(rules, position, move).position
        gain = (child.stores[0] - stores[0]) - (child.stores[1] - stores[1])
        if child.outcome is not None:
            scores = child.outcome.scores
            edges.append((0, None, False, (scores[0] - scores[1]) - (stores[0] - stores[1])))
            continue
        mover = child.to_move
        edges.append((gain, tuple(child.pits[mover]) + tuple(child.pits[1 - mover]), mover == 0, 0))
    return edges


def build_reference(game: Game, most: int, rules: Rules | None = None) -> bytes:
    """The database file for ``game`` up to ``most`` seeds, computed through the engine (under
    ``rules`` when given, for example Kalah with ``empty_capture``; the header names ``game``)."""
    low, high, _ = _solve(rules or database_rules(game), most)
    data = bytearray(size(most))
    for board, value in low.items():
        byte = value if value == high[board] else UNPROVED
        data[rank(board)] = byte & 0xFF
    assert len(data) + HEADER_BYTES == size(most) + HEADER_BYTES
    return header(game, most) + bytes(data)


def attractor_depths(game: Game, most: int) -> list[int]:
    """For each count of seeds up to ``most``, the most plies any board of that count needs before
    its value is forced or the seeds fall below the count: the largest number of rounds of the
    value iteration after which a board's bound still moved, over the boards whose bound moved
    off the start (``-n`` or ``n``). Round ``k`` of the iteration is the value each player can
    force within ``k`` plies, so these are the shortest forcing lengths; the builder's recorded
    depths (its strategies, not the shortest) can only be as large or larger."""
    return _solve(database_rules(game), most)[2]


def _solve(rules: Rules, most: int) -> tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int], list[int]]:
    """``low`` and ``high`` of every board up to ``most`` seeds and each level's depth, by value
    iteration in rounds (each round reads only the previous round's values of its own level)."""
    rules = dataclasses.replace(rules, repetition_count=0)
    low: dict[tuple[int, ...], int] = {}
    high: dict[tuple[int, ...], int] = {}
    depths: list[int] = []
    for seeds in range(most + 1):
        level = list(boards(seeds))
        edges: dict[tuple[int, ...], list[Edge]] = {}
        for board in level:
            found = _edges(rules, board)
            if found is None:  # the game ends now: each player takes the seeds on their row
                low[board] = high[board] = sum(board[:6]) - sum(board[6:])
            else:
                edges[board] = found
                low[board], high[board] = -seeds, seeds
        depth, rounds, changed = 0, 0, True
        while changed:
            rounds += 1
            new = {board: (max(_value(edge, low, high, pessimistic=True) for edge in moves),
                           max(_value(edge, low, high, pessimistic=False) for edge in moves))
                   for board, moves in edges.items()}
            changed = False
            for board, (new_low, new_high) in new.items():
                if (new_low, new_high) != (low[board], high[board]):
                    low[board], high[board] = new_low, new_high
                    changed = True
                    depth = rounds
        depths.append(depth)
    return low, high, depths


def _value(edge: Edge, low: dict[tuple[int, ...], int], high: dict[tuple[int, ...], int], *,
           pessimistic: bool) -> int:
    gain, child, again, final = edge
    if child is None:
        return final
    if again:  # the mover moves again: the same bound, the same sign
        return gain + (low if pessimistic else high)[child]
    return gain - (high if pessimistic else low)[child]
