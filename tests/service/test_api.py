"""The endpoints answer with the engine's rulings, on literal positions."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from svc_positions import CHAIN, OPENING


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> Any:
    return client.post(path, json=body)


def test_new_oware_game_is_the_opening_position(client: FlaskClient) -> None:
    r = post(client, "/v1/games", {"variant": "oware"})
    assert r.status_code == 201
    assert r.headers["X-Rules-Version"] == "1.0.0"
    body = r.get_json()
    assert body["variant"] == "oware"
    assert body["rules_version"] == "1.0.0"
    assert body["options"] == {}
    assert body["position"] == OPENING
    assert body["signature"] is None
    assert body["legal_moves"] == [{"pit": i} for i in range(6)]
    assert len(body["position_hash"]) == 64


def test_new_game_with_first_player_and_options(client: FlaskClient) -> None:
    r = post(client, "/v1/games", {"variant": "kalah", "first_player": 1, "options": {"seeds_per_pit": 3}})
    assert r.status_code == 201
    body = r.get_json()
    assert body["position"]["to_move"] == 1
    assert body["position"]["pits"] == [[3] * 6, [3] * 6]
    assert body["options"] == {"seeds_per_pit": 3}


def test_options_echo_is_canonical_so_aliases_come_back_under_their_dimension(client: FlaskClient) -> None:
    r = post(client, "/v1/games", {"variant": "kalah", "options": {"skip_origin": True}})
    assert r.status_code == 201
    assert r.get_json()["options"] == {"origin": "skip_turn_origin"}


def test_sowing_pit_2_of_the_oware_opening(client: FlaskClient) -> None:
    r = post(client, "/v1/moves", {"variant": "oware", "position": OPENING, "move": {"pit": 2}})
    assert r.status_code == 200
    body = r.get_json()
    assert body["position"]["pits"] == [[4, 4, 0, 5, 5, 5], [5, 4, 4, 4, 4, 4]]
    assert body["position"]["to_move"] == 1
    assert body["events"][0] == {"type": "pickup", "seat": 0, "pit": 2, "count": 4}
    assert body["outcome"] is None
    assert body["legal_moves"] == [{"pit": i} for i in range(6)]


def test_oware_chain_capture_o2(client: FlaskClient) -> None:
    r = post(client, "/v1/moves", {"variant": "oware", "position": CHAIN, "move": {"pit": 5}})
    assert r.status_code == 200
    body = r.get_json()
    assert body["position"]["pits"] == [[0, 0, 0, 0, 3, 0], [0, 0, 0, 4, 6, 2]]
    assert body["position"]["stores"] == [21, 12]
    captures = [e for e in body["events"] if e["type"] == "capture"]
    assert captures == [
        {"type": "capture", "kind": "count", "by": 0, "count": 7,
         "pits": [{"seat": 1, "pit": 2}, {"seat": 1, "pit": 1}, {"seat": 1, "pit": 0}]}
    ]


def test_empty_pit_is_refused_with_reason_and_legal_moves(client: FlaskClient) -> None:
    r = post(client, "/v1/moves", {"variant": "oware", "position": CHAIN, "move": {"pit": 0}})
    assert r.status_code == 422
    assert r.mimetype == "application/problem+json"
    body = r.get_json()
    assert body["code"] == "illegal-move"
    assert body["type"] == "urn:mancala-arbiter:problem:illegal-move"
    assert body["reason"] == "empty-pit"
    assert body["move"] == {"pit": 0}
    assert body["legal_moves"] == [{"pit": 4}, {"pit": 5}]
    assert body["violations"] == [{"code": "empty-pit", "path": "move", "message": "pit 0 of seat 0 is empty"}]
    assert body["rules_version"] == "1.0.0"


def test_impossible_position_lists_every_violation(client: FlaskClient) -> None:
    bad = {**OPENING, "pits": [[4, 4, 4, 4, 4, 5], [4, 4, 4, 4, 4, 4]], "to_move": 7}
    r = post(client, "/v1/moves", {"variant": "oware", "position": bad, "move": {"pit": 0}})
    assert r.status_code == 422
    body = r.get_json()
    assert body["code"] == "invalid-position"
    assert {v["code"] for v in body["violations"]} == {"invalid-seat", "seed-count"}


def test_legal_moves_with_a_direction_choice(client: FlaskClient) -> None:
    r = post(
        client, "/v1/legal-moves",
        {"variant": "oware", "options": {"direction": "player_choice"}, "position": OPENING},
    )
    assert r.status_code == 200
    body = r.get_json()
    assert body["legal_moves"][:2] == [{"pit": 0, "direction": "ccw"}, {"pit": 0, "direction": "cw"}]
    assert body["choices"][0] == {"pit": 0, "directions": ["ccw", "cw"], "needs": ["direction"]}
    assert body["to_move"] == 0


def test_legal_moves_with_a_safari_choice_and_a_safari_move(client: FlaskClient) -> None:
    # Bao la Kiswahili, namua: F6's capture is sown from F7 and ends in the nyumba (docs/rules/bao-la-kiswahili.md R-BK3).
    position = {"pits": [[0, 0, 0, 0, 6, 2, 2, 0] + [0] * 8, [0, 4, 0, 0, 6, 2, 2, 0] + [0] * 8], "stores": [20, 20],
                "to_move": 0, "ply": 0, "status": "playing", "nyumba": [True, True]}
    body = post(client, "/v1/legal-moves", {"variant": "bao-la-kiswahili", "position": position}).get_json()
    assert body["legal_moves"] == [{"pit": 6, "direction": "ccw"}, {"pit": 6, "direction": "ccw", "safari": True}]
    assert body["choices"] == [{"pit": 6, "directions": ["ccw"], "needs": ["direction", "safari"]}]
    r = post(client, "/v1/moves", {"variant": "bao-la-kiswahili", "position": position,
                                   "move": {"pit": 6, "direction": "ccw", "safari": True}})
    assert r.status_code == 200
    assert r.get_json()["position"]["pits"][0][:8] == [0, 0, 0, 0, 7, 3, 4, 1]
    assert r.get_json()["position"]["nyumba"] == [True, True]


def test_legal_moves_of_the_chain_position(client: FlaskClient) -> None:
    r = post(client, "/v1/legal-moves", {"variant": "oware", "position": CHAIN})
    assert r.get_json()["choices"] == [
        {"pit": 4, "directions": [], "needs": []},
        {"pit": 5, "directions": [], "needs": []},
    ]


def test_replay_gives_the_final_position_and_optionally_every_step(client: FlaskClient) -> None:
    record = {"variant": "kalah", "moves": [{"pit": 2}, {"pit": 3}]}
    r = post(client, "/v1/replay", record)
    assert r.status_code == 200
    body = r.get_json()
    assert body["plies"] == 2
    assert body["position"]["pits"] == [[4, 4, 0, 0, 6, 6], [5, 5, 4, 4, 4, 4]]
    assert body["position"]["stores"] == [2, 0]
    assert "steps" not in body
    r = post(client, "/v1/replay", {**record, "include_steps": True})
    steps = r.get_json()["steps"]
    assert [s["ply"] for s in steps] == [0, 1]
    assert steps[0]["position"]["pits"] == [[4, 4, 0, 5, 5, 5], [4, 4, 4, 4, 4, 4]]
    assert "extra_turn" in {e["type"] for e in steps[0]["events"]}
    # Steps carry the position without its history (history_change says what changed), and the
    # hash of the whole position.
    assert steps[1]["position"] == {k: v for k, v in body["position"].items() if k != "history"}
    assert steps[1]["position_hash"] == body["position_hash"]


def test_replay_from_a_start_position(client: FlaskClient) -> None:
    r = post(client, "/v1/replay", {"variant": "oware", "start": CHAIN, "moves": [{"pit": 5}]})
    assert r.status_code == 200
    assert r.get_json()["position"]["stores"] == [21, 12]


def test_replay_with_an_illegal_move_names_the_ply_move_and_reason(client: FlaskClient) -> None:
    # Kalah: pit 2 ends in the store (extra turn), so pit 2 is empty for the second move.
    r = post(client, "/v1/replay", {"variant": "kalah", "moves": [{"pit": 2}, {"pit": 2}]})
    assert r.status_code == 422
    body = r.get_json()
    assert body["code"] == "illegal-move"
    assert body["ply"] == 1
    assert body["move"] == {"pit": 2}
    assert body["reason"] == "empty-pit"


def test_replay_with_a_malformed_move_names_its_index(client: FlaskClient) -> None:
    r = post(client, "/v1/replay", {"variant": "kalah", "moves": [{"pit": 2}, {"pit": 9}]})
    assert r.status_code == 422
    body = r.get_json()
    assert body["code"] == "malformed-move"
    assert body["violations"][0]["path"] == "moves[1].pit"


def test_a_finished_game_refuses_moves(client: FlaskClient) -> None:
    finished = {
        "pits": [[0] * 6, [0] * 6], "stores": [25, 23], "to_move": 1, "ply": 90, "status": "finished",
        "outcome": {"reason": "majority", "scores": [25, 23], "winner": 0, "winners": [0], "draw": False},
        "history": [], "last_mover": 0,
    }
    r = post(client, "/v1/legal-moves", {"variant": "oware", "position": finished})
    if r.status_code == 200:  # the engine accepts this finished position: no moves, and moving is game-over
        assert r.get_json()["legal_moves"] == []
        r = post(client, "/v1/moves", {"variant": "oware", "position": finished, "move": {"pit": 0}})
        assert r.status_code == 422
        assert r.get_json()["code"] == "game-over"
    else:
        assert r.status_code == 422


def test_pinned_rules_version(client: FlaskClient) -> None:
    assert post(client, "/v1/games", {"variant": "oware", "rules_version": "1.0.0"}).status_code == 201
    r = post(client, "/v1/games", {"variant": "oware", "rules_version": "0.9.0"})
    assert r.status_code == 422
    assert r.get_json()["code"] == "unknown-rules-version"
    assert r.headers["X-Rules-Version"] == "1.0.0"


def test_invalid_options_are_all_listed(client: FlaskClient) -> None:
    r = post(client, "/v1/games", {"variant": "oware", "options": {"seeds_per_pit": 99, "nonsense": 1}})
    assert r.status_code == 422
    body = r.get_json()
    assert body["code"] == "invalid-options"
    assert {v["path"] for v in body["violations"]} == {"options.seeds_per_pit", "options.nonsense"}


def test_variant_list_and_document_with_etag(client: FlaskClient) -> None:
    r = client.get("/v1/variants")
    assert r.status_code == 200
    ids = [v["id"] for v in r.get_json()["variants"]]
    assert {"basic", "kalah", "oware", "owari", "mancala-hybrid", "ayoayo"} <= set(ids)
    r = client.get("/v1/variants/oware")
    assert r.status_code == 200
    doc = r.get_json()
    assert doc["rules_version"] == "1.0.0"
    assert doc["seats"] == [2]
    assert doc["rules_text"].startswith("# Oware")
    assert doc["sources"] and all(set(s) == {"title", "url"} for s in doc["sources"])
    assert doc["example"]["position"] == OPENING
    seeds = next(o for o in doc["options"] if o["name"] == "seeds_per_pit")
    assert seeds["type"] == "integer" and seeds["default"] == 4
    etag = r.headers["ETag"]
    assert "max-age=" in r.headers["Cache-Control"] and "public" in r.headers["Cache-Control"]
    again = client.get("/v1/variants/oware", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.data == b""


def test_unknown_variant_is_404(client: FlaskClient) -> None:
    r = client.get("/v1/variants/chess")
    assert r.status_code == 404
    assert r.get_json()["code"] == "unknown-variant"


def test_request_id_is_echoed_when_sane_and_replaced_otherwise(client: FlaskClient) -> None:
    assert client.get("/healthz", headers={"X-Request-ID": "abc-123"}).headers["X-Request-ID"] == "abc-123"
    generated = client.get("/healthz", headers={"X-Request-ID": "bad id\u00e9" * 10}).headers["X-Request-ID"]
    assert generated != "bad id" and len(generated) == 32


def test_probes_and_metrics(client: FlaskClient) -> None:
    assert client.get("/healthz").get_json() == {"status": "ok"}
    ready = client.get("/readyz").get_json()
    assert ready["status"] == "ready" and ready["cache"]["backend"] == "memory"
    post(client, "/v1/moves", {"variant": "oware", "position": CHAIN, "move": {"pit": 0}})
    post(client, "/v1/moves", {"variant": "oware", "position": CHAIN, "move": {"pit": 5}})
    text = client.get("/metrics").get_data(as_text=True)
    assert 'arbiter_illegal_moves_total{code="empty-pit",variant="oware"} 1.0' in text
    assert 'arbiter_adjudications_total{endpoint="moves",outcome="ongoing",variant="oware"} 1.0' in text
    assert 'arbiter_http_requests_total{method="POST",route="/v1/moves",status="422"} 1.0' in text


def test_docs_and_contract_are_served_without_a_cdn(client: FlaskClient) -> None:
    page = client.get("/docs")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "http://" not in html and "https://" not in html
    for asset in ("swagger-ui/swagger-ui-bundle.js", "swagger-ui/swagger-ui.css", "docs-init.js"):
        with client.get(f"/docs/assets/{asset}") as response:  # closes the static file
            assert response.status_code == 200
    spec = client.get("/openapi.yaml")
    assert spec.status_code == 200 and spec.data.startswith(b"openapi: 3.1.0")
