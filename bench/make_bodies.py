"""Writes the request bodies the service benchmarks send (deterministic; rerun to regenerate).

* ``data/move.json``: ``POST /v1/moves`` on an Oware middle-game position (ply 20 of a seeded game).
* ``data/replay100.json``: ``POST /v1/replay`` of the first 100 plies of the same seeded Oware game.

Both are checked by playing them through the engine here, so a rules change that made them illegal
fails loudly instead of benchmarking 422 responses.
"""

from __future__ import annotations

import random
from pathlib import Path

import orjson

import engine

VARIANT = "oware"
SEED = 13  # a random Oware game that lasts more than 100 plies
MOVE_PLY = 20
REPLAY_PLIES = 100
DATA = Path(__file__).resolve().parent / "data"


def seeded_game(plies: int) -> list[engine.Move]:
    rules = engine.get_variant(VARIANT).rules
    position = engine.new_game(rules)
    rng = random.Random(SEED)
    moves = []
    for _ in range(plies):
        legal = engine.legal_moves(rules, position)
        if not legal:
            raise SystemExit(f"seed {SEED} ends before {plies} plies; pick another")
        move = legal[rng.randrange(len(legal))]
        moves.append(move)
        position = engine.apply_move(rules, position, move).position
    return moves


def main() -> None:
    rules = engine.get_variant(VARIANT).rules
    moves = seeded_game(REPLAY_PLIES + 1)
    position = engine.new_game(rules)
    for move in moves[:MOVE_PLY]:
        position = engine.apply_move(rules, position, move).position
    move_body = {
        "variant": VARIANT,
        "position": engine.position_to_json(position),
        "move": engine.move_to_json(moves[MOVE_PLY]),
    }
    replay_body = {"variant": VARIANT, "moves": [engine.move_to_json(m) for m in moves[:REPLAY_PLIES]]}
    DATA.mkdir(exist_ok=True)
    for name, body in (("move.json", move_body), ("replay100.json", replay_body)):
        (DATA / name).write_bytes(orjson.dumps(body) + b"\n")
        print(f"wrote {DATA / name} ({len(orjson.dumps(body))} bytes)")


if __name__ == "__main__":
    main()
