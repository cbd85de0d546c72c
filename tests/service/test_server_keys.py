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
