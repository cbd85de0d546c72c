"""The per-request deadline and its watchdog backstop: a request that runs too long is answered
422 limit-exceeded (limit cpu_time), never left running, never a 500."""

from __future__ import annotations

import json
import os
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from endless_app import endless_apply_move
from records import NO_CAPTURE, record
from svc_positions import OPENING

import engine
from service.watchdog import Watchdog

ROOT = Path(__file__).resolve().parents[2]


def metric(client: Any, name: str) -> float:
    for line in client.get("/metrics").get_data(as_text=True).splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    return 0.0


def test_a_replay_over_its_cpu_deadline_is_refused(make_app: Any) -> None:
    client = make_app(REQUEST_CPU_SECONDS=0.0001).test_client()
    body = {"variant": "oware", "options": NO_CAPTURE, "moves": record("oware", 64, NO_CAPTURE)}
    r = client.post("/v1/replay", json=body)
    assert r.status_code == 422, r.get_json()
    problem = r.get_json()
    assert problem["code"] == "limit-exceeded"
    assert problem["limit"] == "cpu_time" and problem["allowed"] == 0.0001
    assert problem["violations"] == [
        {"code": "limit-exceeded", "path": "cpu_time", "message": "the request used more than 0.0001 s of CPU time"}
    ]
    # The same record within the default deadline is answered.
    assert make_app().test_client().post("/v1/replay", json=body).status_code == 200


def test_the_watchdog_must_outlast_the_deadline(make_app: Any) -> None:
    with pytest.raises(ValueError):
        make_app(REQUEST_CPU_SECONDS=2.0, REQUEST_WATCHDOG_SECONDS=1.0)
    make_app(REQUEST_CPU_SECONDS=2.0, REQUEST_WATCHDOG_SECONDS=0)  # 0: off


def test_the_watchdog_interrupts_an_endless_engine_call_in_process(make_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(REQUEST_CPU_SECONDS=0.1, REQUEST_WATCHDOG_SECONDS=0.3)
    client = app.test_client()
    monkeypatch.setattr(engine, "apply_move", endless_apply_move)
    r = client.post("/v1/moves", json={"variant": "oware", "position": OPENING, "move": {"pit": 5}})
    assert r.status_code == 422
    problem = r.get_json()
    assert problem["code"] == "limit-exceeded" and problem["limit"] == "cpu_time" and problem["allowed"] == 0.3
    assert problem["detail"] == "the request was stopped after using more than 0.3 s of CPU time"
    assert metric(client, "arbiter_requests_interrupted_total") == 1.0
    # The thread is free again and nothing was left pending in it: ordinary work goes on.
    for pit in (2, 3):
        assert client.post("/v1/moves", json={"variant": "oware", "position": OPENING, "move": {"pit": pit}}).status_code == 200
    spin_until = time.thread_time() + 0.5  # CPU outside any request is never interrupted
    while time.thread_time() < spin_until:
        pass
    assert metric(client, "arbiter_requests_interrupted_total") == 1.0


def test_a_watched_block_that_ends_in_time_is_left_alone() -> None:
    dog = Watchdog(0.2, interval=0.01, idle_seconds=0.05)
    with dog.watch("quick"):
        sum(range(1000))
    spin_until = time.thread_time() + 0.4
    while time.thread_time() < spin_until:
        pass
    assert dog.fired == 0
    with pytest.raises(Exception) as caught, dog.watch("slow"):
        while True:
            pass
    assert type(caught.value).__name__ == "RequestInterrupted" and dog.fired == 1


def _post(url: str, body: dict[str, Any], timeout: float = 30) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_the_watchdog_frees_a_gunicorn_gthread_worker(tmp_path: Path) -> None:
    """One worker with one thread: the endless request must give its thread back, or nothing else is served."""
    from conftest import start_gunicorn, stop_gunicorn

    path = os.pathsep.join(p for p in (str(ROOT / "tests" / "service"), str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    server = start_gunicorn(
        tmp_path, app="endless_app:create_app()", WEB_CONCURRENCY="1", GUNICORN_THREADS="1", PYTHONPATH=path,
        ARBITER_REQUEST_CPU_SECONDS="0.2", ARBITER_REQUEST_WATCHDOG_SECONDS="0.5",
    )
    try:
        started = time.monotonic()
        status, problem = _post(server.base_url + "/v1/moves", {"variant": "oware", "position": OPENING, "move": {"pit": 5}})
        assert status == 422 and problem["code"] == "limit-exceeded" and problem["limit"] == "cpu_time"
        assert time.monotonic() - started < 20
        status, answer = _post(server.base_url + "/v1/moves", {"variant": "oware", "position": OPENING, "move": {"pit": 2}}, 10)
        assert status == 200 and answer["position"]["pits"] == [[4, 4, 0, 5, 5, 5], [5, 4, 4, 4, 4, 4]]
        with urllib.request.urlopen(server.base_url + "/metrics", timeout=10) as response:
            metrics = response.read().decode()
        assert "arbiter_requests_interrupted_total 1.0" in metrics
    finally:
        stop_gunicorn(server)
    events = [json.loads(line) for line in server.log.read_text().splitlines() if line.startswith("{")]
    assert any(e.get("event") == "request-interrupted" and e.get("level") == "error" for e in events)
