"""Draining (gunicorn.conf.py, GUNICORN_DRAIN_SECONDS): the first SIGTERM turns /readyz to 503 while
every worker keeps answering, so a load balancer takes the server out before its listener closes;
the server then stops gracefully by itself. Without a drain, SIGTERM stops at once (as before)."""

from __future__ import annotations

import importlib.util
import json
import signal
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest


def _helpers() -> Any:
    spec = importlib.util.spec_from_file_location("service_tests_conftest", Path(__file__).with_name("conftest.py"))
    assert spec is not None and spec.loader is not None
    helpers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(helpers)
    return helpers


def _get(url: str) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(url, headers={"Connection": "close"})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def test_sigterm_with_a_drain_turns_readiness_off_and_keeps_serving(tmp_path: Path) -> None:
    server = _helpers().start_gunicorn(tmp_path, GUNICORN_DRAIN_SECONDS="3")
    try:
        assert _get(server.base_url + "/readyz")[0] == 200
        server.process.send_signal(signal.SIGTERM)
        termed = time.monotonic()
        readiness: list[int] = []
        # every worker (new connections land on either) says draining, and still answers
        while time.monotonic() - termed < 2.0:
            status, body = _get(server.base_url + "/readyz")
            readiness.append(status)
            if status == 503:
                assert body["status"] == "draining"
            assert _get(server.base_url + "/healthz")[0] == 200
            assert _get(server.base_url + "/v1/variants")[0] == 200
            time.sleep(0.05)
        assert readiness[-10:] == [503] * 10
        assert server.process.wait(30) == 0  # then a graceful stop, by itself
        assert time.monotonic() - termed >= 3.0
    finally:
        if server.process.poll() is None:
            server.process.kill()


def test_without_a_drain_sigterm_stops_without_draining(tmp_path: Path) -> None:
    server = _helpers().start_gunicorn(tmp_path)
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(30) == 0
    assert "draining" not in server.log.read_text()
    with pytest.raises(OSError):
        urllib.request.urlopen(server.base_url + "/healthz", timeout=1)
