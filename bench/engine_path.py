"""CPU microseconds per call of the engine functions ``POST /v1/moves`` makes, for whichever
engine build ``import engine`` loads (it prints which).

    cd / && PYTHONPATH=<checkout> <checkout>/.venv/bin/python -P <checkout>/bench/engine_path.py
    cd / && PYTHONPATH=<checkout>/.kernel/<key>:<checkout> .venv/bin/python -P ...   # compiled

Run it from outside the checkout with ``-P``, or the checkout's pure ``engine/`` shadows the
compiled copy. Oware, the benchmark position (``bench/data/move.json``); min of 5 x 3000 calls.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import engine
from engine.build import kernel_build

BODY = json.loads((Path(__file__).resolve().parent / "data" / "move.json").read_text())


def per_call(f: Callable[[], object], n: int = 3000) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        for _ in range(n):
            f()
        best = min(best, (time.process_time() - start) / n * 1e6)
    return best


def main() -> None:
    rules = engine.resolve_rules(BODY["variant"], BODY.get("options") or {})
    position = engine.position_from_json(rules, dict(BODY["position"]))
    move = engine.move_from_json(rules, dict(BODY["move"]), position.to_move)
    after = engine.apply_move(rules, position, move)
    calls: dict[str, Callable[[], object]] = {
        "position_from_json": lambda: engine.position_from_json(rules, dict(BODY["position"])),
        "apply_move": lambda: engine.apply_move(rules, position, move),
        "position_to_json": lambda: engine.position_to_json(after.position),
        "position_hash": lambda: engine.position_hash(after.position),
        "position_text": lambda: engine.position_text(after.position),
        "move_from_json": lambda: engine.move_from_json(rules, dict(BODY["move"]), position.to_move),
        "legal moves to JSON": lambda: [engine.move_to_json(m) for m in after.legal_moves],
    }
    total = 0.0
    for name, call in calls.items():
        us = per_call(call)
        total += us
        print(f"{kernel_build():12s} {name:22s} {us:7.1f} us")
    print(f"{kernel_build():12s} {'sum':22s} {total:7.1f} us")


if __name__ == "__main__":
    main()
