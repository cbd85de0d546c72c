"""The mypyc-compiled engine (scripts/compile_engine.py, what production runs) plays exactly the
games the pure one plays, and the service answers byte for byte the same with either build."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from tests.budget import scaled, spread
from tests.engine.golden_moves import golden_games
from tests.kinds import game_kind

ROOT = Path(__file__).resolve().parents[2]
# bin/test runs the suite on several workers (--dist loadgroup): this module and the others that
# need the kernel run on one of them, so the kernel is compiled once (bin/build-kernel also locks).
pytestmark = pytest.mark.xdist_group("kernel")


SAMPLES = [(v, {}) for v in engine.variant_ids()] + [
    ("kalah", {"empty_capture": True, "direction": "cw"}),
    ("oware", {"grand_slam": "forbidden", "repetition_count": 1}),
    ("ayoayo", {"sow_own_store": False, "capture_includes_sowing_seed": True}),
    ("multiplayer", {"seats": 4, "v9_relay": True}),
]
SEEDS = range(scaled(8, len(SAMPLES), base_items=57, floor=3))
"""Random games per sample in both builds: 8 while the catalogue had 53 games (57 samples), the
same total shared out as it grows, at least 3 a sample."""
# budget 0: one game of each kind and no more, then the option samples
STRONG_SAMPLES = spread([s for s in SAMPLES if not s[1]], key=lambda s: game_kind(s[0]), budget=0) + [s for s in SAMPLES if s[1]]
"""The strong search costs some 2 s a position in the pure build (30,000 nodes with two lines), so
it runs at the start of one game of every kind (tests/kinds.py: board shape, family sections, kinds
of move) and of every option sample: its time grows with the kinds of game, not with the catalogue.
The weak level runs at both positions of every sample."""

PLAY = """
import json, sys
import engine
out = []
for variant, options in json.loads(sys.argv[1]):
    rules = engine.resolve_rules(variant, options)
    for seed in range(int(sys.argv[3])):
        end, plies = engine.random_playout(rules, engine.new_game(rules), seed, 3000)
        out.append([engine.position_to_json(end), plies])
print(json.dumps({"file": engine.game.__file__, "analysis_file": engine.analysis.__file__, "games": out,
                  "analyses": analyses(json.loads(sys.argv[1]), json.loads(sys.argv[2]))}))
"""

# The search is compiled too: the same rankings, values, principal variations and node counts at the
# start and after 12 seeded random plies of every sample at a weak level (a seeded pick), and at the
# start of the strong samples at a strong level.
ANALYSE = """
import engine.analysis
def analyses(samples, strong):
    out = []
    for variant, options in samples:
        rules = engine.resolve_rules(variant, options)
        position = engine.new_game(rules)
        later, _ = engine.random_playout(rules, position, 3, 12)
        for at in (position, later):
            if at.is_finished:
                continue
            levels = (2, 7) if at is position and [variant, options] in strong else (2,)
            for level in levels:
                result = engine.analysis.analyse(rules, at, level=level, seed=5, multipv=2)
                out.append([variant, level, repr(result.choice), repr(result.pv), result.score, result.depth,
                            result.nodes, result.exact, [(repr(m.move), m.score, m.bound) for m in result.moves]])
    return out
"""

# Plays every golden game given over HTTP (Flask's test client, signing on), then, after the first
# golden game of each variant named on the command line (one game of each kind), sends malformed and
# impossible positions and moves at its last position (the refusals depend on the rules' shape, not on
# which game reached the position: once per kind keeps their count flat as the catalogue grows), and
# prints every response body
# (as latin-1 text, so that the bytes survive JSON) with the kernel build that answered.
SERVE = """
import json, sys
from engine.build import kernel_build
from service import create_app
client = create_app({"SIGNING_KEYS": "k1:compiled-test-key"}).test_client()
MUTATIONS = [("pits0", v) for v in ("4", -1, 1.5, 4.0, True, None, 10**30, [4], 1000)] + [
    ("pits_row", v) for v in ([], [1], {}, None, [4] * 40)] + [
    ("stores", v) for v in ("x", [None], [], [0] * 9, [-1, 0], [10**6, 0])] + [
    ("to_move", v) for v in (99, "0", -1, None, 1.0)] + [
    ("ply", v) for v in (-1, 2**70, "1", 0.5)] + [
    ("history", v) for v in (["zz"], 5, ["0" * 16] * 3, [None])] + [
    ("status", v) for v in ("done", None, "finished")] + [
    ("last_mover", v) for v in ("x", 99, True)] + [
    ("outcome", v) for v in ({"reason": "x", "scores": []}, "won", 3)] + [
    ("foo", 1), ("pits", None), ("pits", [[0] * 6] * 2)]
BAD_MOVES = [{"pit": "1"}, {"pit": 99}, {"pit": -1}, {"pit": 0, "direction": "up"}, {"pit": 0, "seat": 7},
             {}, {"type": "arrange"}, {"pit": 1.5}, {"pit": True}, {"pit": 0, "extra": 1}]
bodies = []
refused = set()
PROBED = set(json.loads(sys.argv[1]))
def post(path, body, probe=False):
    response = client.post(path, json=body, headers={"X-Request-ID": f"r{len(bodies)}"})  # no random ids
    bodies.append([probe, path, response.status_code, response.get_data().decode("latin-1")])
    return response.get_json()
for game in json.load(sys.stdin):
    base = {"variant": game["variant"], "options": game["options"]}
    answer = post("/v1/games", {**base, "first_player": game["first_player"]})
    start = answer["position"]
    for move in game["moves"]:
        request = {**base, "position": answer["position"], "move": move}
        if answer.get("signature"):
            request["signature"] = answer["signature"]
        answer = post("/v1/moves", request)
    post("/v1/replay", {**base, "start": start, "moves": game["moves"]})
    if game["variant"] in refused or game["variant"] not in PROBED:
        continue
    refused.add(game["variant"])
    # and refusals: the same malformed or impossible positions and moves get the same answers
    position = answer["position"]
    for key, value in MUTATIONS:
        bad = json.loads(json.dumps(position))
        if key == "pits0":
            bad["pits"][0][0] = value
        elif key == "pits_row":
            bad["pits"][0] = value
        else:
            bad[key] = value
        post("/v1/moves", {**base, "position": bad, "move": game["moves"][0]}, True)
        post("/v1/legal-moves", {**base, "position": bad}, True)
    for move in BAD_MOVES:
        post("/v1/moves", {**base, "position": position, "move": move}, True)
    post("/v1/replay", {**base, "start": start, "moves": game["moves"] + game["moves"][:1]}, True)
print(json.dumps({"build": kernel_build(), "file": sys.modules["engine.game"].__file__, "bodies": bodies,
                  "refusals_per_game": 2 * len(MUTATIONS) + len(BAD_MOVES) + 1}))
"""


@pytest.fixture(scope="module")
def compiled() -> Path:
    """``bin/build-kernel``'s compiled copy of this source, as ``bin/serve`` and the benchmarks use it:
    compiled once (20 s to 2 min on this machine), then reused while the engine's source is the same."""
    done = subprocess.run([str(ROOT / "bin" / "build-kernel")], env={**os.environ, "ARBITER_ENGINE_BUILD": "compiled"},
                          capture_output=True, text=True, check=True, timeout=900)
    return Path(done.stdout.strip())


def test_the_compiled_engine_plays_the_same_games(compiled: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(compiled)}
    strong = json.loads(json.dumps(STRONG_SAMPLES))
    done = subprocess.run([sys.executable, "-c", ANALYSE + PLAY, json.dumps(SAMPLES), json.dumps(strong), str(len(SEEDS))], cwd=compiled, env=env,
                          capture_output=True, text=True, check=True, timeout=600)
    result = json.loads(done.stdout)
    assert result["file"].endswith(".so"), "the compiled game module was not the one loaded"
    assert result["analysis_file"].endswith(".so"), "the compiled search was not the one loaded"
    expected = []
    for variant, options in SAMPLES:
        rules = engine.resolve_rules(variant, options)
        for seed in SEEDS:
            end, plies = engine.random_playout(rules, engine.new_game(rules), seed, 3000)
            expected.append([engine.position_to_json(end), plies])
    assert result["games"] == expected
    namespace: dict[str, object] = {"engine": engine}
    exec(ANALYSE, namespace)
    analysed = namespace["analyses"](json.loads(json.dumps(SAMPLES)), strong)  # type: ignore[operator]
    assert sum(1 for row in analysed if row[1] == 7) >= len(STRONG_SAMPLES) - 1, "a strong sample was not searched"
    assert result["analyses"] == json.loads(json.dumps(analysed))


def serve(games: list[dict[str, object]], pythonpath: list[Path], cwd: Path) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(str(p) for p in pythonpath)}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    done = subprocess.run([sys.executable, "-c", SERVE, json.dumps(PROBED_VARIANTS)], input=json.dumps(games), cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]
    result: dict[str, object] = json.loads(done.stdout)
    return result


PROBED_VARIANTS = spread(engine.variant_ids(), key=game_kind, budget=0)
"""The games whose last golden position is sent malformed and impossible requests: one of each kind."""

GOLDEN_GAMES_BUDGET = 138
"""The golden games both builds answer: all of them while the catalogue had 53 games (138 golden
games); since, 138, every game's first golden game among them and the rest spread evenly."""


def test_both_builds_answer_every_game_s_golden_games_byte_for_byte(compiled: Path) -> None:
    games = spread(golden_games(), key=lambda game: game["variant"], budget=GOLDEN_GAMES_BUDGET)
    assert {g["variant"] for g in games} == set(engine.variant_ids())
    # the checkout's service in both; the compiled copy ahead of the checkout's engine in one
    pure = serve(games, [ROOT], cwd=ROOT)
    fast = serve(games, [compiled, ROOT], cwd=compiled)
    assert pure["build"] == "interpreted" and str(pure["file"]).endswith(".py")
    assert fast["build"] == "compiled" and str(fast["file"]).endswith(".so")
    pure_bodies, fast_bodies = pure["bodies"], fast["bodies"]
    assert isinstance(pure_bodies, list) and isinstance(fast_bodies, list)
    moves = sum(len(g["moves"]) for g in games)  # type: ignore[arg-type]
    refusals = pure["refusals_per_game"]
    assert isinstance(refusals, int) and refusals > 50
    assert len(pure_bodies) == moves + 2 * len(games) + refusals * len(PROBED_VARIANTS)
    golden = [status for probe, _, status, _ in pure_bodies if not probe]
    assert len(golden) == moves + 2 * len(games) and set(golden) == {200, 201}, "a golden move was refused"
    assert {400, 422} <= {status for probe, _, status, _ in pure_bodies if probe} <= {200, 400, 422}
    for index, (expected, actual) in enumerate(zip(pure_bodies, fast_bodies, strict=True)):
        assert actual == expected, f"response {index} ({expected[1]}) differs between the builds"
