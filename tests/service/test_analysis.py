"""POST /v1/analysis: known best moves, every variant at level 1, limits, caching, the contract."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask.testing import FlaskClient

import engine
from service.analysis import AnalysisBudget, AnalysisRequest
from tests.openapi_spec import openapi_spec

ROOT = Path(__file__).resolve().parents[2]
SPEC: dict[str, Any] = openapi_spec()

KALAH_CAPTURE = {
    # Pit 0's single seed lands in the empty pit 1 and captures the 10 seeds opposite (seat 1's pit 4).
    "pits": [[1, 0, 0, 0, 0, 3], [2, 2, 0, 0, 10, 0]],
    "stores": [15, 15], "to_move": 0, "ply": 40, "status": "playing",
}
OWARE_MAJORITY = {
    # Pit 5's seed makes seat 1's pit 0 hold 2: captured, 23 + 2 = 25 of 48 is a majority and wins at once.
    "pits": [[0, 0, 0, 0, 1, 1], [1, 0, 0, 0, 0, 1]],
    "stores": [23, 21], "to_move": 0, "ply": 80, "status": "playing",
}
KALAH_EXTRA_TURN = {
    # Seat 0 to move, 3 seeds on its side: pit 5 (1 seed) ends in the store: another turn; then
    # pit 4 (2 seeds: pit 5, store): another turn; then pit 5 again: all 3 banked, 23 against 24 + 1.
    "pits": [[0, 0, 0, 0, 2, 1], [0, 0, 0, 1, 0, 0]],
    "stores": [20, 24], "to_move": 0, "ply": 60, "status": "playing",
}


def _post(client: FlaskClient, body: dict[str, Any]) -> Any:
    return client.post("/v1/analysis", json=body)


def test_kalah_capture_is_the_best_move(client: FlaskClient) -> None:
    response = _post(client, {"variant": "kalah", "position": KALAH_CAPTURE, "level": 10})
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body["best_move"] == {"pit": 0}
    assert body["move"] == {"pit": 0}
    assert body["pv"][0] == {"pit": 0}
    assert body["result"] == "win" and body["score"] > 0
    assert [m["move"] for m in body["moves"]] == [{"pit": 0}, {"pit": 5}]
    assert body["method"] == "alpha-beta" and body["depth"] >= 2 and body["nodes"] > 0


def test_oware_majority_endgame(client: FlaskClient) -> None:
    response = _post(client, {"variant": "oware", "position": OWARE_MAJORITY,
                              "budget": {"nodes": 5_000}, "multipv": 2})
    body = response.get_json()
    assert response.status_code == 200, body
    assert body["best_move"] == {"pit": 5}
    assert body["result"] == "win"
    assert body["moves"][0] == {"move": {"pit": 5}, "score": body["score"], "bound": "exact", "result": "win"}


def test_kalah_extra_turns_are_solved_exactly(client: FlaskClient) -> None:
    """Kalah, 4 seeds left: the exact solver proves the best line (extra turns keep the mover)."""
    body = _post(client, {"variant": "kalah", "position": KALAH_EXTRA_TURN, "level": 10, "multipv": 2}).get_json()
    assert body["exact"] is True and body["method"] == "exact" and body["stopped"] == "solved"
    assert body["best_move"] == {"pit": 5}
    # 5 (store, again), 4 (pit 5 + store, again), 5 (store): seat 0 ends with 23, seat 1 with 25.
    assert body["pv"][:3] == [{"pit": 5}, {"pit": 4}, {"pit": 5}]
    assert (body["result"], body["score"]) == ("loss", -2)
    assert body["moves"][1]["move"] == {"pit": 4} and body["moves"][1]["score"] <= body["score"]


@pytest.mark.parametrize("variant", engine.variant_ids())
def test_every_variant_answers_at_level_1_from_the_start(client: FlaskClient, variant: str) -> None:
    start = client.post("/v1/games", json={"variant": variant}).get_json()
    body = {"variant": variant, "position": start["position"], "signature": start["signature"], "level": 1}
    response = _post(client, body)
    assert response.status_code == 200, response.get_json()
    data = response.get_json()
    legal = start["legal_moves"]
    assert data["best_move"] in legal and data["move"] in legal
    assert sorted(map(str, (m["move"] for m in data["moves"]))) == sorted(map(str, legal))
    assert data["depth"] == 1 and data["exact"] is False


@pytest.mark.parametrize("seats", [3, 4])
def test_three_and_four_seats_use_paranoid_search(client: FlaskClient, seats: int) -> None:
    start = client.post("/v1/games", json={"variant": "mancala-for-4", "seats": seats}).get_json()
    body = {"variant": "mancala-for-4", "options": start["options"], "position": start["position"],
            "budget": {"nodes": 2_000}}
    data = _post(client, body).get_json()
    assert data["method"] == "paranoid" and data["best_move"] in start["legal_moves"]
    assert data["stopped"] in {"nodes", "depth"} and data["nodes"] <= 2_001


def test_a_round_decision_is_analysed(client: FlaskClient) -> None:
    position = {"pits": [[0] * 6, [0] * 6], "stores": [14, 58], "to_move": 0, "ply": 30, "status": "playing",
                "round": 2, "round_starter": 1, "phase": "arrange"}
    data = _post(client, {"variant": "giuthi", "position": position, "level": 2}).get_json()
    assert data["best_move"]["type"] == "arrange"
    assert {m["move"]["pits_per_side"] for m in data["moves"]} == {6, 4}


def test_a_finished_game_has_no_move(client: FlaskClient) -> None:
    position = {"pits": [[0] * 6, [0] * 6], "stores": [30, 18], "to_move": 1, "ply": 50, "status": "finished",
                "outcome": {"reason": "side_empty", "scores": [30, 18], "winners": [0], "winner": 0, "draw": False}}
    data = _post(client, {"variant": "kalah", "position": position}).get_json()
    assert data["best_move"] is None and data["moves"] == [] and data["exact"] is True
    assert (data["result"], data["score"]) == ("loss", -12)


def test_weak_levels_pick_among_near_best_moves_reproducibly(client: FlaskClient) -> None:
    start = client.post("/v1/games", json={"variant": "kalah"}).get_json()
    picks = set()
    for seed in range(12):
        body = {"variant": "kalah", "position": start["position"], "level": 1, "seed": seed}
        first = _post(client, body).get_json()
        assert _post(client, body).get_json()["move"] == first["move"]
        picks.add(first["move"]["pit"])
    assert len(picks) > 1  # level 1 does not always play the best move


def test_budget_over_the_cpu_cap_is_refused(make_app: Any) -> None:
    client = make_app(ANALYSIS_MAX_CPU_SECONDS=0.5, ANALYSIS_MAX_NODES=1000).test_client()
    over_time = _post(client, {"variant": "kalah", "position": KALAH_CAPTURE, "budget": {"ms": 501}})
    assert over_time.status_code == 422
    problem = over_time.get_json()
    assert problem["code"] == "limit-exceeded" and problem["violations"][0]["path"] == "budget.ms"
    over_nodes = _post(client, {"variant": "kalah", "position": KALAH_CAPTURE, "budget": {"nodes": 1001}})
    assert over_nodes.status_code == 422 and over_nodes.get_json()["violations"][0]["path"] == "budget.nodes"
    within = _post(client, {"variant": "kalah", "position": KALAH_CAPTURE, "budget": {"nodes": 1000, "ms": 500}})
    assert within.status_code == 200 and within.get_json()["nodes"] <= 1001


def test_a_tiny_cpu_budget_still_answers_with_the_last_depth(make_app: Any) -> None:
    client = make_app(ANALYSIS_MAX_NODES=10_000_000).test_client()
    start = client.post("/v1/games", json={"variant": "bao-kujifunza"}).get_json()
    data = _post(client, {"variant": "bao-kujifunza", "position": start["position"], "budget": {"ms": 30}}).get_json()
    assert data["stopped"] == "budget" and data["depth"] >= 1 and data["best_move"] in start["legal_moves"]


def test_bad_settings_are_400(client: FlaskClient) -> None:
    for extra in ({"level": 0}, {"level": 11}, {"multipv": 0}, {"budget": {"nodes": 0}}, {"budget": {"depth": 3}}):
        response = _post(client, {"variant": "kalah", "position": KALAH_CAPTURE, **extra})
        assert response.status_code == 400, extra


def test_signed_positions_are_checked(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS="k1:secret", REQUIRE_SIGNED_POSITIONS=True).test_client()
    start = client.post("/v1/games", json={"variant": "kalah"}).get_json()
    ok = _post(client, {"variant": "kalah", "position": start["position"], "signature": start["signature"], "level": 1})
    assert ok.status_code == 200
    tampered = copy.deepcopy(start["position"])
    tampered["stores"] = [1, 0]
    tampered["pits"][0][0] = 3
    refused = _post(client, {"variant": "kalah", "position": tampered, "signature": start["signature"], "level": 1})
    assert refused.status_code == 422 and refused.get_json()["code"] == "invalid-signature"


def test_repeated_analysis_is_served_from_the_cache(client: FlaskClient) -> None:
    body = {"variant": "kalah", "position": KALAH_CAPTURE, "level": 3}
    first = _post(client, body)
    second = _post(client, body)
    assert first.get_data() == second.get_data()
    metrics = client.get("/metrics").get_data(as_text=True)
    assert 'arbiter_cache_requests_total{backend="memory",cache="analysis",result="miss"} 1.0' in metrics
    assert 'arbiter_cache_requests_total{backend="memory",cache="analysis",result="hit"} 1.0' in metrics


def test_analysis_request_schema_matches_the_spec() -> None:
    generated = APISpec("check", "1", "3.1.0", plugins=[MarshmallowPlugin()])
    generated.components.schema("AnalysisBudget", schema=AnalysisBudget)
    generated.components.schema("AnalysisRequest", schema=AnalysisRequest)
    ours = generated.to_dict()["components"]["schemas"]
    spec = SPEC["components"]["schemas"]
    drop = {"description", "examples", "example", "summary", "title"}

    def norm(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref", "").rsplit("/", 1)[-1]
            if ref in {"VariantId", "Options", "RulesVersionPin", "SignatureIn"}:
                return norm(spec[ref])
            out = {k: norm(v) for k, v in node.items() if k not in drop}
            if "required" in out:
                out["required"] = sorted(out["required"])
            return out
        if isinstance(node, list):
            return [norm(v) for v in node]
        return node

    for name in ("AnalysisBudget", "AnalysisRequest"):
        assert norm(spec[name]) == norm(ours[name]), name
