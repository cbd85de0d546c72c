"""The mypyc-compiled engine (scripts/compile_engine.py) plays exactly the games the pure one plays."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from compile_engine import compile_engine  # noqa: E402

SAMPLES = [(v, {}) for v in engine.variant_ids()] + [
    ("kalah", {"empty_capture": True, "direction": "cw"}),
    ("oware", {"grand_slam": "forbidden", "repetition_count": 1}),
    ("ayoayo", {"sow_own_store": False, "capture_includes_sowing_seed": True}),
    ("multiplayer", {"seats": 4, "v9_relay": True}),
]
SEEDS = range(8)

PLAY = """
import json, sys
import engine
out = []
for variant, options in json.loads(sys.argv[1]):
    rules = engine.resolve_rules(variant, options)
    for seed in range(8):
        end, plies = engine.random_playout(rules, engine.new_game(rules), seed, 3000)
        out.append([engine.position_to_json(end), plies])
print(json.dumps({"file": engine.game.__file__, "games": out}))
"""


def test_the_compiled_engine_plays_the_same_games(tmp_path: Path) -> None:
    compile_engine(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", PLAY, json.dumps(SAMPLES)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, check=True, timeout=600)
    compiled = json.loads(done.stdout)
    assert compiled["file"].endswith(".so"), "the compiled game module was not the one loaded"
    expected = []
    for variant, options in SAMPLES:
        rules = engine.resolve_rules(variant, options)
        for seed in SEEDS:
            end, plies = engine.random_playout(rules, engine.new_game(rules), seed, 3000)
            expected.append([engine.position_to_json(end), plies])
    assert compiled["games"] == expected
