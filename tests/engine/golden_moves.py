"""Every golden playthrough (tests/golden) as the moves it plays: for tests that replay them elsewhere
(through the compiled kernel, through the service's fast lane)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import regen_golden as regen


def golden_games() -> list[dict[str, object]]:
    """Every golden playthrough (tests/golden) as the moves it plays, chosen as regen_golden does."""
    games: list[dict[str, object]] = []
    for variant in engine.variant_ids():
        for case in regen.cases_for(variant):
            recorded = regen.golden_path(variant, case).read_text()
            rules = engine.resolve_rules(variant, case.options)
            first = case.first_player % len(rules.players)
            position = engine.new_game(rules, rules.players[first])
            rng = random.Random(case.seed)
            moves = []
            while not position.is_finished and len(moves) < case.max_plies:
                move = rng.choice(engine.legal_moves(rules, position))
                moves.append(engine.move_to_json(move))
                position = engine.apply_move(rules, position, move).position
            assert len(moves) == recorded.count("\nmove: "), f"{variant}/{case.name}: not the recorded game"
            games.append({"variant": variant, "options": case.options, "first_player": first, "moves": moves})
    return games
