"""gunicorn.conf.py and the live server: settings from the environment, metrics across workers, JSON logs."""

from __future__ import annotations

import json
import runpy
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_config(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, **env: str) -> dict[str, Any]:
    for name in ("BIND", "PORT", "WEB_CONCURRENCY", "GUNICORN_GRACEFUL_TIMEOUT", "GUNICORN_MAX_REQUESTS", "GUNICORN_MAX_REQUESTS_JITTER", "GUNICORN_WORKER_CLASS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path / "metrics"))
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    # each load is a fresh master: forget what an earlier load kept for the server's life (its re-reads)
    monkeypatch.delitem(sys.modules, "_arbiter_gunicorn_master", raising=False)
    # a first read makes the server's drain and heavy-slot directories: here, under the test's tmp_path
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    try:
        return runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    finally:
        sys.modules.pop("_arbiter_gunicorn_master", None)


def test_defaults(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    cfg = load_config(monkeypatch, tmp_path)
    assert cfg["bind"] == ["127.0.0.1:8000"]
    assert cfg["worker_class"] == "service.worker.BufferingThreadWorker"  # gthread that reads requests under a deadline
    assert cfg["workers"] == 2
    assert cfg["control_socket_disable"] is True
    assert cfg["max_requests"] == 0  # no recycling: it cost 14-40 % throughput under keep-alive
    assert cfg["graceful_timeout"] == 25
    assert cfg["accesslog"] is None
    assert callable(cfg["child_exit"])


def test_recycling_when_asked_for_is_jittered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    cfg = load_config(monkeypatch, tmp_path, GUNICORN_MAX_REQUESTS="200000")
    assert cfg["max_requests"] == 200000 and cfg["max_requests_jitter"] == 20000
    cfg = load_config(monkeypatch, tmp_path, GUNICORN_MAX_REQUESTS="200000", GUNICORN_MAX_REQUESTS_JITTER="5")
    assert cfg["max_requests_jitter"] == 5


def test_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    cfg = load_config(monkeypatch, tmp_path, PORT="9000", WEB_CONCURRENCY="3", GUNICORN_GRACEFUL_TIMEOUT="7")
    assert cfg["bind"] == ["0.0.0.0:9000"]
    assert cfg["workers"] == 3 and cfg["graceful_timeout"] == 7
    cfg = load_config(monkeypatch, tmp_path, BIND="127.0.0.1:9001", PORT="9000")
    assert cfg["bind"] == ["127.0.0.1:9001"]


def test_the_metrics_directory_is_wiped_at_start(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    stale = tmp_path / "metrics" / "counter_123.db"
    stale.parent.mkdir()
    stale.write_bytes(b"old")
    load_config(monkeypatch, tmp_path)
    assert not stale.exists()


def get(url: str, headers: dict[str, str] | None = None) -> tuple[int, bytes, Any]:
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.status, response.read(), response.headers


def test_metrics_add_up_across_workers(live_server: Any) -> None:
    def count() -> float:
        _, body, _ = get(live_server.base_url + "/metrics")
        for line in body.decode().splitlines():
            if line.startswith('arbiter_http_requests_total{method="GET",route="/readyz",status="200"}'):
                return float(line.rsplit(" ", 1)[1])
        return 0.0

    before = count()
    for _ in range(40):  # keep-alive-less requests land on both workers
        assert get(live_server.base_url + "/readyz")[0] == 200
    scrapes = {count() for _ in range(6)}
    assert scrapes == {before + 40}


def test_logs_are_json_lines_with_the_request_id(live_server: Any) -> None:
    status, _, headers = get(live_server.base_url + "/v1/variants/kalah", {"X-Request-ID": "log-check-1"})
    assert status == 200 and headers["X-Request-ID"] == "log-check-1"
    lines = [json.loads(line) for line in live_server.log.read_text().splitlines() if line.startswith("{")]
    assert any(entry.get("request_id") == "log-check-1" and entry.get("route") == "/v1/variants/<variant_id>" for entry in lines)
    assert any(entry.get("logger") == "gunicorn.error" for entry in lines)


def test_sigterm_is_a_graceful_shutdown(tmp_path: Path) -> None:
    from conftest import start_gunicorn, stop_gunicorn

    server = start_gunicorn(tmp_path, GUNICORN_GRACEFUL_TIMEOUT="5", WEB_CONCURRENCY="1")
    assert get(server.base_url + "/readyz")[0] == 200
    assert stop_gunicorn(server) == 0, server.log.read_text()[-3000:]
    events = [json.loads(line).get("event", "") for line in server.log.read_text().splitlines() if line.startswith("{")]
    assert any("Shutting down" in e or "Handling signal" in e for e in events), events


def readyz_count(base_url: str) -> float:
    _, body, _ = get(base_url + "/metrics")
    for line in body.decode().splitlines():
        if line.startswith('arbiter_http_requests_total{method="GET",route="/readyz",status="200"}'):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def test_recycled_workers_leave_no_metric_files_and_no_count_is_lost(tmp_path: Path) -> None:
    from conftest import start_gunicorn, stop_gunicorn

    server = start_gunicorn(tmp_path, GUNICORN_MAX_REQUESTS="5", GUNICORN_MAX_REQUESTS_JITTER="0", WEB_CONCURRENCY="2")
    try:
        metrics_dir = tmp_path / "metrics"
        for _ in range(30):  # each worker serves 5 requests, then is replaced: about 6 recycles
            assert get(server.base_url + "/readyz")[0] == 200
        time.sleep(1.0)  # let the last recycles finish
        pids = {p.stem.rsplit("_", 1)[1] for p in metrics_dir.glob("*.db")} - {"archive"}
        recycles = sum("Autorestarting worker" in line for line in server.log.read_text().splitlines())
        assert recycles >= 4
        assert len(pids) <= 2 + 1  # the two live workers (and one being replaced at most)
        assert {p.name for p in metrics_dir.glob("*_archive.db")} == {"counter_archive.db", "histogram_archive.db"}
        # every request served by a dead worker is still counted, exactly once, on every scrape
        counts = {readyz_count(server.base_url) for _ in range(4)}
        assert counts == {30.0}
    finally:
        stop_gunicorn(server)
