"""The fast lane (service/fastlane.py) answers ``POST /v1/moves`` exactly as the Flask path does:
the same status, headers and bytes, the same access lines and the same metrics, for every move of
every golden playthrough and for every kind of refusal; and it really is the lane that answers."""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import brotli  # type: ignore[import-untyped]
import pytest
from flask import Flask
from svc_positions import OPENING

import engine
from service import compression, logs
from service.fastlane import FastLane
from service.http import HANDOVER
from service.jws import generate_key
from tests.engine.golden_moves import golden_games

KEYS = "k1:fast-lane-test-key"

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")


class Recorder:
    """Both apps side by side: every request goes to each, every answer and access line is kept."""

    def __init__(self, make_app: Callable[..., Flask], monkeypatch: pytest.MonkeyPatch, **config: Any) -> None:
        self.lane_app = make_app(FAST_LANE=True, **config)
        self.flask_app = make_app(FAST_LANE=False, **config)
        assert isinstance(self.lane_app.wsgi_app, FastLane)
        assert not isinstance(self.flask_app.wsgi_app, FastLane)
        self.lane = self.lane_app.test_client()
        self.flask = self.flask_app.test_client()
        # What the lane passes on to Flask, by kind: untouched, handed over with an answer or an error.
        self.passed_on: list[str] = []
        lane = self.lane_app.wsgi_app
        behind = lane.next

        def spy(environ: dict[str, Any], start_response: Any) -> Any:
            handover = environ.get(HANDOVER)
            if environ["PATH_INFO"] == "/v1/moves":
                    self.passed_on.append("untouched" if handover is None else "error" if handover.error else "answer")
            return behind(environ, start_response)

        lane.next = spy
        self.lines: list[dict[str, Any]] = []
        real_access = logs.access

        def access(**fields: Any) -> None:
            self.lines.append(fields)
            real_access(**fields)

        monkeypatch.setattr(logs, "access", access)
        self.count = 0

    def post(self, body: Any = None, *, data: bytes | None = None, headers: dict[str, str] | None = None,
             content_type: str = "application/json") -> tuple[int, list[tuple[str, str]], bytes]:
        """POST /v1/moves to both apps; asserts they answer alike; returns the lane's answer."""
        self.count += 1
        raw = data if data is not None else json.dumps(body).encode()
        sent = {"X-Request-ID": f"req-{self.count}", **(headers or {})}
        answers = []
        for client in (self.lane, self.flask):
            before = len(self.lines)
            r = client.post("/v1/moves", data=raw, headers=sent, content_type=content_type)
            line = [{k: v for k, v in fields.items() if k != "duration_ms"} for fields in self.lines[before:]]
            answers.append((r.status_code, r.headers.to_wsgi_list(), r.get_data(), line))
        assert answers[0] == answers[1]
        return answers[0][:3]

    def metrics(self) -> tuple[list[str], list[str]]:
        """Each app's metric samples that do not depend on timing (counters, histogram counts)."""
        out = []
        for client in (self.lane, self.flask):
            text = client.get("/metrics").get_data(as_text=True)
            out.append(sorted(line for line in text.splitlines() if line.startswith("arbiter_")
                              and ("/v1/moves" in line or 'endpoint="moves"' in line or "illegal_moves" in line)
                              and "_bucket" not in line and "_sum" not in line and "_created" not in line))
        return out[0], out[1]


@pytest.fixture
def recorder(make_app: Callable[..., Flask], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Recorder]:
    # One verdict key for both apps (Ed25519 signs deterministically): the same chain links.
    key = generate_key("fast-lane")
    keyfile = tmp_path / "verdict-key.json"
    keyfile.write_text(json.dumps({**key.key.as_dict(private=True), "kid": key.kid}))
    yield Recorder(make_app, monkeypatch, SIGNING_KEYS=KEYS, VERDICT_KEYS=str(keyfile))


def test_every_golden_move_is_answered_by_the_lane_as_flask_answers_it(recorder: Recorder) -> None:
    games = golden_games()
    moves = 0
    for game in games:
        base = {"variant": game["variant"], "options": game["options"]}
        answer = json.loads(recorder.lane.post("/v1/games", json={**base, "first_player": game["first_player"]}).data)
        for move in game["moves"]:  # type: ignore[attr-defined]
            request = {**base, "position": answer["position"], "signature": answer["signature"], "move": move}
            status, _headers, body = recorder.post(request)
            assert status == 200
            answer = json.loads(body)
            moves += 1
    assert moves == 17951 and {g["variant"] for g in games} == set(engine.variant_ids())
    assert recorder.passed_on == []  # the lane answered every one of them itself
    lane_metrics, flask_metrics = recorder.metrics()
    assert lane_metrics == flask_metrics
    assert any('endpoint="moves"' in line for line in lane_metrics)
    assert f'arbiter_http_requests_total{{method="POST",route="/v1/moves",status="200"}} {moves}.0' in lane_metrics


def test_every_refusal_is_handed_to_flask_and_answered_alike(recorder: Recorder, make_app: Callable[..., Flask]) -> None:
    start = json.loads(recorder.lane.post("/v1/games", json={"variant": "oware", "game_id": "g1"}).data)
    position, signature, link = start["position"], start["signature"], start["chain"]["jws"]
    good = {"variant": "oware", "position": position, "signature": signature, "move": {"pit": 2}}
    refusals: list[tuple[dict[str, Any], int, str]] = [
        ({**good, "move": {"pit": 9}}, 422, "malformed-move"),
        ({**good, "move": {"pit": "2"}}, 400, "invalid-request"),
        ({**good, "variant": "no-such-game"}, 400, "invalid-request"),
        ({**good, "position": {**position, "pits": [[4, 4, 4, 4, 4, 3], [5] + [4] * 5]}}, 422, "invalid-signature"),
        ({**good, "position": {**position, "pits": [[4, 4, 4, 4, 4, 5], [4] * 6]}}, 422, "invalid-position"),
        ({**good, "position": {**position, "pits": [[0] * 64, [0] * 64]}}, 422, "limit-exceeded"),
        ({**good, "options": {"no_such_option": 1}}, 422, "invalid-options"),
        ({**good, "chain": link + "x"}, 422, "invalid-chain"),
        ({**good, "extra": 1}, 400, "invalid-request"),
        ({"variant": "oware", "position": {**OPENING, "pits": [[0] * 6, [4] * 6]}, "move": {"pit": 0}}, 422, None),
        ([1, 2, 3], 400, "invalid-request"),
    ]
    for body, status, code in refusals:
        got, _headers, answer = recorder.post(body)
        assert got == status, (body, answer)
        if code is not None:
            assert json.loads(answer)["code"] == code, answer
    handed = len(refusals)
    # Refused before the body is read: the lane leaves these to Flask untouched.
    for data, content_type in ((b"{not json", "application/json"), (b"{}", "text/plain"),
                               (b"x" * (256 * 1024 + 1), "application/json")):
        got, _headers, _answer = recorder.post(data=data, content_type=content_type)
        assert got in (400, 413, 415)
    assert recorder.passed_on.count("error") == handed + 1  # "{not json" is read, then refused
    assert recorder.passed_on.count("untouched") == 2
    # A chain link that does verify is extended by the lane itself.
    got, _headers, answer = recorder.post({**good, "chain": link})
    assert got == 200 and json.loads(answer)["chain"]["ply"] == 1
    lane_metrics, flask_metrics = recorder.metrics()
    assert lane_metrics == flask_metrics
    # An invalid chain link is refused after the move was played: it is not counted as adjudicated.
    assert 'arbiter_adjudications_total{endpoint="moves",outcome="ongoing",variant="oware"} 1.0' in lane_metrics


def test_answers_worth_compressing_are_handed_to_flask_compress(recorder: Recorder) -> None:
    request, plain = _first_long_answer(recorder)
    for accept, decode in (("gzip", gzip.decompress), ("br", brotli.decompress), ("gzip;q=0", None), ("", None)):
        status, headers, body = recorder.post(request, headers={"Accept-Encoding": accept})
        assert status == 200 and ("Vary", "Accept-Encoding") in headers
        assert (decode(body) if decode else body) == plain
        assert (dict(headers).get("Content-Encoding") == accept) == (decode is not None)
    assert recorder.passed_on == ["answer"] * 3  # an empty Accept-Encoding asks for nothing: the lane's own


def _first_long_answer(recorder: Recorder) -> tuple[dict[str, Any], bytes]:
    """The first golden move whose answer is long enough to be compressed, and that answer."""
    for game in golden_games():
        base = {"variant": game["variant"], "options": game["options"]}
        answer = json.loads(recorder.lane.post("/v1/games", json={**base, "first_player": game["first_player"]}).data)
        for move in game["moves"]:  # type: ignore[attr-defined]
            request = {**base, "position": answer["position"], "signature": answer["signature"], "move": move}
            r = recorder.lane.post("/v1/moves", json=request)
            if len(r.data) >= compression.MIN_BYTES:
                status, _headers, plain = recorder.post(request)
                assert status == 200 and plain == r.data and recorder.passed_on == []
                return request, plain
            answer = json.loads(r.data)
    raise AssertionError("no golden move has an answer worth compressing")


@pytest.mark.parametrize("config", [{"RATE_LIMIT_ENABLED": True}, {"CORS_ORIGINS": "https://example.org"}])
def test_the_lane_stays_out_of_the_way_of_per_request_extensions(make_app: Callable[..., Flask],
                                                                  config: dict[str, Any]) -> None:
    app = make_app(**config)
    assert not isinstance(app.wsgi_app, FastLane)
    r = app.test_client().post("/v1/moves", json={"variant": "oware", "position": OPENING, "move": {"pit": 2}})
    assert r.status_code == 200 and r.get_json()["position"]["pits"] == [[4, 4, 0, 5, 5, 5], [5, 4, 4, 4, 4, 4]]
