"""One verdict key per server: a verdict or chain link from any gunicorn worker verifies under the JWKS from any worker.

Across processes, not in one: a real gunicorn with several workers, every request on a new
connection (so the kernel hands them to different workers), no ARBITER_VERDICT_KEYS.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from service.jws import verify
from tests.service.conftest import start_gunicorn, stop_gunicorn

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")

RECORD = '[Variant "oware"]\n[Result "*"]\n\n1. C c 2. D d *\n'


def call(base_url: str, path: str, body: Any = None) -> tuple[int, Any]:
    """One request on a new connection (urllib opens one per call)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base_url + path, data=data, headers={"Content-Type": "application/json",
                                                                          "Connection": "close"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_every_worker_signs_with_the_key_every_worker_publishes(tmp_path: Path) -> None:
    server = start_gunicorn(tmp_path, WEB_CONCURRENCY="3", GUNICORN_THREADS="2")
    try:
        kids: set[str] = set()
        verified_verdicts = verified_links = 0
        for _ in range(40):
            status, batch = call(server.base_url, "/v1/adjudications", {"records": [RECORD]})
            assert status == 200, batch
            status, jwks = call(server.base_url, "/.well-known/jwks.json")
            assert status == 200
            kids.update(k["kid"] for k in jwks["keys"])
            token = batch["verdicts"][0]["jws"]
            if verify(token, jwks) is not None:
                verified_verdicts += 1

            status, game = call(server.base_url, "/v1/games", {"variant": "oware", "game_id": "cross-worker"})
            assert status == 201, game
            status, moved = call(server.base_url, "/v1/moves", {"variant": "oware", "position": game["position"],
                                                               "move": {"pit": 2}, "chain": game["chain"]["jws"]})
            if status == 200 and verify(moved["chain"]["jws"], jwks) is not None:
                verified_links += 1
            else:
                assert status == 200 or moved["code"] == "invalid-chain", moved
        assert (verified_verdicts, verified_links) == (40, 40)
        assert len(kids) == 1
    finally:
        stop_gunicorn(server)
    lines = [json.loads(line) for line in server.log.read_text().splitlines() if line.startswith("{")]
    announced = [line for line in lines if line.get("event") == "verdict-signing-dev-key"]
    assert len(announced) == 3  # once per worker: the same key, generated once for the server
    assert {(line["kid"], line["scope"]) for line in announced} == {(kids.pop(), "server")}


def readyz_errors(document: Any) -> list[str]:
    """Errors of a /readyz answer against its schema in openapi.yaml, strictly (no undeclared field)."""
    import jsonschema_rs
    from jsonschema import Draft202012Validator

    from tests.service.contract_strict import SPEC, _close, _inline, _merge, errors

    schema = SPEC["paths"]["/readyz"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    strict = _close(_merge(_inline(schema)))
    Draft202012Validator.check_schema(strict)
    return errors(jsonschema_rs.Draft202012Validator(strict), document)


def metric(base_url: str, name: str) -> float | None:
    with urllib.request.urlopen(base_url + "/metrics", timeout=10) as response:
        for line in response.read().decode().splitlines():
            if line.startswith(name + " "):
                return float(line.rsplit(" ", 1)[1])
    return None


def test_replicas_with_generated_keys_are_told_so(tmp_path: Path, redis_server: Any) -> None:
    """Two servers (replicas) sharing a Redis, no ARBITER_VERDICT_KEYS: /readyz, the log and a metric say so."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = start_gunicorn(tmp_path / "a", WEB_CONCURRENCY="1", ARBITER_REDIS_URL=redis_server.url, ARBITER_REDIS_TIMEOUT="1")
    try:
        status, alone = call(first.base_url, "/readyz")
        assert status == 200
        assert alone["verdict_keys"] == {"source": "generated", "generated_for": "server",
                                         "kid": alone["verdict_keys"]["kid"], "other_keys_seen": 0}
        assert metric(first.base_url, "arbiter_verdict_signing_keys_seen") == 1.0
        second = start_gunicorn(tmp_path / "b", WEB_CONCURRENCY="1", ARBITER_REDIS_URL=redis_server.url, ARBITER_REDIS_TIMEOUT="1")
        try:
            status, other = call(second.base_url, "/readyz")
            assert other["verdict_keys"]["kid"] != alone["verdict_keys"]["kid"]
            status, both = call(first.base_url, "/readyz")
        finally:
            stop_gunicorn(second)
        assert status == 200 and both["status"] == "ready"  # the answers are right; only signatures don't carry over
        assert both["verdict_keys"]["other_keys_seen"] == 1 == other["verdict_keys"]["other_keys_seen"]
        assert "2 servers sharing this Redis sign verdicts with different generated keys" in both["verdict_keys"]["warning"]
        assert readyz_errors(alone) == readyz_errors(both) == readyz_errors(other) == []
        assert metric(first.base_url, "arbiter_verdict_signing_keys_seen") == 2.0
        assert metric(first.base_url, "arbiter_verdict_key_generated") == 1.0
    finally:
        stop_gunicorn(first)
    events = [json.loads(line).get("event") for line in first.log.read_text().splitlines() if line.startswith("{")]
    assert events.count("verdict-keys-differ-across-replicas") == 1


def test_replicas_with_configured_keys_share_one(tmp_path: Path, redis_server: Any, make_app: Any) -> None:
    from service.jws import generate_key

    key = generate_key("deployment-2026")
    keyfile = tmp_path / "key.json"
    keyfile.write_text(json.dumps({**key.key.as_dict(private=True), "kid": key.kid}))
    replicas = [make_app(REDIS_TIMEOUT=1.0, REDIS_URL=redis_server.url, VERDICT_KEYS=str(keyfile)).test_client() for _ in range(2)]
    for replica in replicas:
        ready = replica.get("/readyz").get_json()["verdict_keys"]
        assert ready == {"source": "configured", "kid": "deployment-2026", "other_keys_seen": 0}
    no_redis = make_app(VERDICT_KEYS=str(keyfile)).test_client().get("/readyz").get_json()
    assert no_redis["verdict_keys"]["other_keys_seen"] is None  # without Redis another server cannot be seen
    assert readyz_errors(no_redis) == []


def test_every_worker_shares_the_generated_cache_secret(tmp_path: Path, redis_server: Any) -> None:
    """No configured key at all: the cache secret is generated once per server, so a replay cached by
    one worker is a hit in every other (and never read as corrupt)."""
    from tests.service.test_redis import kalah_record

    server = start_gunicorn(tmp_path, WEB_CONCURRENCY="3", GUNICORN_THREADS="2", ARBITER_REDIS_URL=redis_server.url, ARBITER_REDIS_TIMEOUT="1")
    try:
        body = {"variant": "kalah", "moves": kalah_record(20)}
        answers = {json.dumps(call(server.base_url, "/v1/replay", body), sort_keys=True) for _ in range(12)}
        assert len(answers) == 1
        with urllib.request.urlopen(server.base_url + "/metrics", timeout=10) as response:
            text = response.read().decode()
    finally:
        stop_gunicorn(server)
    counts = {line.split('result="')[1].split('"')[0]: float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
              if line.startswith("arbiter_cache_requests_total{") and 'cache="replay"' in line}
    assert counts.get("miss") == 1.0 and counts.get("hit") == 11.0 and "corrupt" not in counts, counts
