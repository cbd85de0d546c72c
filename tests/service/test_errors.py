"""Every error path answers application/problem+json with a stable code, the request id, and werkzeug's headers."""

from __future__ import annotations

from typing import Any

import orjson
import pytest
from flask import Flask
from flask.testing import FlaskClient
from svc_positions import CHAIN, OPENING


def assert_problem(r: Any, status: int, code: str) -> dict[str, Any]:
    assert r.status_code == status, r.get_data(as_text=True)
    assert r.mimetype == "application/problem+json"
    body: dict[str, Any] = r.get_json()
    assert body["status"] == status
    assert body["code"] == code
    assert body["type"] == f"urn:mancala-arbiter:problem:{code}"
    assert body["title"] and body["detail"]
    assert body["request_id"] == r.headers["X-Request-ID"]
    return body


def test_malformed_json_is_400(client: FlaskClient) -> None:
    r = client.post("/v1/moves", data=b'{"variant": "oware",', content_type="application/json")
    assert_problem(r, 400, "bad-request")


@pytest.mark.parametrize("raw", [b"", b"null", b"[]", b"1e999999", b"\xff\xfe", b'{"a": 1}x', b"9" * 400])
def test_odd_bodies_are_400_never_500(client: FlaskClient, raw: bytes) -> None:
    r = client.post("/v1/moves", data=raw, content_type="application/json")
    assert r.status_code == 400
    assert r.mimetype == "application/problem+json"


def test_schema_violation_is_400_naming_the_fields(client: FlaskClient) -> None:
    r = client.post("/v1/moves", json={"variant": "oware", "position": {**OPENING, "ply": 1.5}, "move": {"pit": True}, "extra": 1})
    body = assert_problem(r, 400, "invalid-request")
    assert set(body["errors"]) == {"position", "move", "extra"}
    paths = {v["path"] for v in body["violations"]}
    assert {"position.ply", "move.pit", "extra"} <= paths


def test_integral_floats_are_integers_but_fractions_are_not(client: FlaskClient) -> None:
    r = client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 5.0}})
    assert r.status_code == 200
    r = client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 5.5}})
    assert r.status_code == 400


def test_unknown_variant_in_the_body_is_400_with_the_allowed_ids(client: FlaskClient) -> None:
    body = assert_problem(client.post("/v1/games", json={"variant": "chess"}), 400, "invalid-request")
    assert "oware" in str(body["errors"]["variant"])


def test_unknown_route_is_404(client: FlaskClient) -> None:
    assert_problem(client.get("/v2/nothing"), 404, "not-found")


def test_unknown_variant_path_is_404(client: FlaskClient) -> None:
    body = assert_problem(client.get("/v1/variants/chess"), 404, "unknown-variant")
    assert body["violations"][0]["code"] == "unknown-variant"


def test_wrong_method_is_405_with_allow(client: FlaskClient) -> None:
    r = client.delete("/v1/moves")
    assert_problem(r, 405, "method-not-allowed")
    assert set(r.headers["Allow"].replace(" ", "").split(",")) == {"POST", "OPTIONS"}
    r = client.post("/v1/variants")
    assert_problem(r, 405, "method-not-allowed")
    assert "GET" in r.headers["Allow"]


def test_non_json_body_is_415(client: FlaskClient) -> None:
    assert_problem(client.post("/v1/moves", data="pit=2", content_type="application/x-www-form-urlencoded"), 415, "unsupported-media-type")


def test_too_large_body_is_413(make_app: Any) -> None:
    client = make_app(MAX_CONTENT_LENGTH=1000).test_client()
    r = client.post("/v1/replay", json={"variant": "kalah", "moves": [{"pit": 1}] * 200})
    assert_problem(r, 413, "payload-too-large")


def test_illegal_move_is_422(client: FlaskClient) -> None:
    body = assert_problem(client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 0}}), 422, "illegal-move")
    assert body["reason"] == "empty-pit"


def test_malformed_move_is_422(client: FlaskClient) -> None:
    body = assert_problem(client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 6}}), 422, "malformed-move")
    assert body["violations"][0]["code"] == "no-such-pit"


def test_moving_for_the_wrong_seat_is_422(client: FlaskClient) -> None:
    body = assert_problem(
        client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 5, "seat": 1}}), 422, "illegal-move"
    )
    assert body["reason"] == "not-your-turn"


def test_rate_limit_is_429_with_retry_after(make_app: Any) -> None:
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="2 per minute").test_client()
    for _ in range(2):
        assert client.get("/v1/variants").status_code == 200
    r = client.get("/v1/variants")
    assert_problem(r, 429, "rate-limited")
    assert int(r.headers["Retry-After"]) > 0
    assert client.get("/healthz").status_code == 200  # probes are never limited


def test_rate_limit_is_per_api_key(make_app: Any) -> None:
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="1 per minute", RATE_LIMIT_API_KEYS="a,b").test_client()
    assert client.get("/v1/variants", headers={"X-API-Key": "a"}).status_code == 200
    assert client.get("/v1/variants", headers={"X-API-Key": "a"}).status_code == 429
    assert client.get("/v1/variants", headers={"X-API-Key": "b"}).status_code == 200
    assert client.get("/v1/variants").status_code == 200  # by address


def test_client_address_comes_from_trusted_proxies_only(make_app: Any) -> None:
    direct = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="1 per minute").test_client()
    assert direct.get("/v1/variants", headers={"X-Forwarded-For": "10.0.0.1"}).status_code == 200
    assert direct.get("/v1/variants", headers={"X-Forwarded-For": "10.0.0.2"}).status_code == 429  # header ignored
    proxied = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="1 per minute", PROXY_HOPS=1,
                      TRUSTED_PROXIES="127.0.0.1").test_client()
    assert proxied.get("/v1/variants", headers={"X-Forwarded-For": "10.0.0.1"}).status_code == 200
    assert proxied.get("/v1/variants", headers={"X-Forwarded-For": "10.0.0.2"}).status_code == 200
    assert proxied.get("/v1/variants", headers={"X-Forwarded-For": "10.0.0.1"}).status_code == 429


def test_rate_limiting_is_off_by_default(client: FlaskClient) -> None:
    assert all(client.get("/v1/variants").status_code == 200 for _ in range(30))


def test_unexpected_exceptions_are_an_opaque_500(app: Flask) -> None:
    @app.get("/boom")
    def boom() -> None:
        raise RuntimeError("secret internals")

    r = app.test_client().get("/boom")
    body = assert_problem(r, 500, "internal-error")
    assert "secret" not in r.get_data(as_text=True)
    assert body["detail"]


def test_cors_is_off_unless_origins_are_listed(make_app: Any) -> None:
    r = make_app().test_client().get("/v1/variants", headers={"Origin": "https://app.example"})
    assert "Access-Control-Allow-Origin" not in r.headers
    client = make_app(CORS_ORIGINS="https://app.example").test_client()
    r = client.get("/v1/variants", headers={"Origin": "https://app.example"})
    assert r.headers["Access-Control-Allow-Origin"] == "https://app.example"
    r = client.get("/v1/variants", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in r.headers


# ---------------------------------------------------------------- bounded error bodies (issue 9, part 6)


def test_a_refusal_lists_at_most_max_violations_and_counts_them_all(client: FlaskClient) -> None:
    options = {f"house_rule_{i:03d}": True for i in range(200)}
    r = client.post("/v1/moves", json={"variant": "oware", "options": options, "position": OPENING, "move": {"pit": 2}})
    body = assert_problem(r, 422, "invalid-options")
    assert body["violations_total"] == 200
    assert len(body["violations"]) == 50
    assert body["violations"][0]["path"] == "options.house_rule_000"
    assert len(r.get_data()) < 64 * 1024


def test_max_violations_is_configurable(make_app: Any) -> None:
    client = make_app(MAX_VIOLATIONS=3).test_client()
    r = client.post("/v1/moves", json={"variant": "oware", "position": {**OPENING, "history": [1] * 10}, "move": {"pit": 2}})
    body = assert_problem(r, 400, "invalid-request")
    assert body["violations_total"] == 10
    assert [v["path"] for v in body["violations"]] == ["position.history[0]", "position.history[1]", "position.history[2]"]
    assert body["errors"] == {"position": {"history": {"0": ["Not a valid string."], "1": ["Not a valid string."],
                                                       "2": ["Not a valid string."]}}}


def test_ten_thousand_schema_errors_make_a_small_400(client: FlaskClient) -> None:
    r = client.post("/v1/moves", json={"variant": "oware", "position": {**OPENING, "history": [1] * 10_000}, "move": {"pit": 2}})
    body = assert_problem(r, 400, "invalid-request")
    assert body["violations_total"] == 10_000 and len(body["violations"]) == 50
    assert len(body["errors"]["position"]["history"]) == 50
    assert len(r.get_data()) < 16 * 1024


def test_huge_lists_are_refused_by_their_count_before_validation(client: FlaskClient) -> None:
    # 26k unknown option names used to come back as a 35 MB 422; 60k bad scores as a multi-MB 400.
    options = {f"o{i:05d}": 1 for i in range(20_000)}
    raw = orjson.dumps({"variant": "oware", "options": options, "position": OPENING, "move": {"pit": 2}})
    r = client.post("/v1/moves", data=raw, content_type="application/json")
    body = assert_problem(r, 422, "limit-exceeded")
    assert body["violations"] == [{"code": "limit-exceeded", "path": "options", "message": "20000 options exceed the limit of 256"}]
    outcome = {"reason": "x", "scores": ["a"] * 60_000}
    raw = orjson.dumps({"variant": "oware", "position": {**OPENING, "outcome": outcome}, "move": {"pit": 2}})
    r = client.post("/v1/moves", data=raw, content_type="application/json")
    body = assert_problem(r, 422, "limit-exceeded")
    assert body["violations"][0]["path"] == "position.outcome.scores"
    r = client.post("/v1/legal-moves", json={"variant": "oware", "position": {**OPENING, "stores": [0] * 50_000}})
    assert assert_problem(r, 422, "limit-exceeded")["violations"][0]["path"] == "position.stores"


def test_long_texts_are_cut(client: FlaskClient) -> None:
    r = client.post("/v1/moves", json={"variant": "oware", "options": {"seeds_per_pit": "x" * 200_000},
                                       "position": OPENING, "move": {"pit": 2}})
    body = assert_problem(r, 422, "invalid-options")
    # the engine quotes a client's value shortened (reprlib), not 200,000 characters cut afterwards
    message = body["violations"][0]["message"]
    assert message.startswith("must be an integer; got 'xxx") and "..." in message and len(message) <= 100
    assert len(body["detail"]) <= 1000
    assert len(r.get_data()) < 3000


def test_a_problem_body_stays_under_64_kib_whatever_max_violations_says(make_app: Any) -> None:
    client = make_app(MAX_VIOLATIONS=100_000).test_client()
    r = client.post("/v1/moves", json={"variant": "oware", "position": {**OPENING, "history": [1] * 10_000}, "move": {"pit": 2}})
    body = assert_problem(r, 400, "invalid-request")
    assert body["violations_total"] == 10_000
    assert 0 < len(body["violations"]) < 10_000 and "errors" not in body
    assert len(r.get_data()) <= 64 * 1024
