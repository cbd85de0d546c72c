"""Legal records for the replay tests, made by the engine from a fixed seed (deterministic).

``NO_CAPTURE``: Oware with ``capture_counts: [24]`` and 3 seeds per pit. With 36 seeds no pit can
reach 24, so nothing is ever captured and the repetition history grows by one key at every ply.
"""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import engine

NO_CAPTURE: dict[str, Any] = {"capture_counts": [24], "seeds_per_pit": 3}


@cache
def _record(variant: str, options_items: tuple[tuple[str, Any], ...], plies: int, seed: int) -> tuple[str, ...]:
    options = {k: (list(v) if isinstance(v, tuple) else v) for k, v in options_items}
    rules = engine.resolve_rules(variant, options)
    rng = random.Random(seed)
    position = engine.new_game(rules)
    moves: list[str] = []
    while len(moves) < plies:
        legal = engine.legal_moves(rules, position)
        if not legal:
            break
        move = rng.choice(legal)
        moves.append(json.dumps(engine.move_to_json(move)))
        position = engine.apply_move(rules, position, move).position
    return tuple(moves)


def record(variant: str, plies: int, options: dict[str, Any] | None = None, seed: int = 1) -> list[dict[str, Any]]:
    """The first ``plies`` moves (fewer if the game ends first) of a seeded random game, as JSON moves."""
    items = tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in (options or {}).items()))
    return [json.loads(m) for m in _record(variant, items, plies, seed)]
