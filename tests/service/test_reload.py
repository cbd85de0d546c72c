"""One drain and one verdict key for a server's whole life, across reloads (issue 34.5).

A ``SIGHUP`` makes the gunicorn master re-read gunicorn.conf.py and replace its workers: operators
send it, and ``bin/serve`` sends it itself when the compiled kernel is ready, which also drops the
checkout's ``engine`` and ``service`` modules so that they are imported again from the kernel.

* The drain: after a reload, the first ``SIGTERM`` must still turn ``/readyz`` to 503 on every
  worker (the re-read made a new drain flag that the new workers watched, while the master's
  handler kept writing the first one: 200 through the whole drain).
* The key: the generated verdict key (no ``ARBITER_VERDICT_KEYS``) must stay the same, so that
  verdicts and chain links issued before the reload still verify (the kernel switch re-imported
  ``service.server_secrets`` and generated a new key).

The kernel switch is made here with an empty kernel directory: gunicorn.conf.py puts it first on
``sys.path`` and drops the modules exactly as with the compiled one, and they are imported again
from the checkout (no compilation needed; tests/service/test_serve_kernel.py covers the real one).
"""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest

from service.jws import verify
from tests.service.conftest import LiveServer, start_gunicorn, stop_gunicorn
from tests.service.test_drain import _get
from tests.service.test_server_keys import RECORD, call

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")


def reload(server: LiveServer, workers: int) -> None:
    """SIGHUP, then wait until the new workers have booted and the old ones are gone."""
    booted = server.log.read_text().count("Booting worker")
    server.process.send_signal(signal.SIGHUP)
    deadline = time.monotonic() + 30
    while server.log.read_text().count("Booting worker") < booted + workers:
        assert time.monotonic() < deadline, server.log.read_text()[-3000:]
        time.sleep(0.1)
    while server.log.read_text().count("Worker exiting") < booted:
        assert time.monotonic() < deadline, server.log.read_text()[-3000:]
        time.sleep(0.1)
    # The master handles signals one after another, in its main loop: a SIGWINCH (ignored by a
    # master that is not daemonized, but logged) says it has finished the reload, so the next
    # signal is handled at once.
    winched = server.log.read_text().count("Handling signal: winch")
    server.process.send_signal(signal.SIGWINCH)
    while server.log.read_text().count("Handling signal: winch") == winched:
        assert time.monotonic() < deadline, server.log.read_text()[-3000:]
        time.sleep(0.1)
    assert _get(server.base_url + "/readyz")[0] == 200


def test_sigterm_after_a_reload_still_drains(tmp_path: Path) -> None:
    server = start_gunicorn(tmp_path, GUNICORN_DRAIN_SECONDS="3")
    try:
        reload(server, workers=2)
        server.process.send_signal(signal.SIGTERM)
        termed = time.monotonic()
        readiness: list[int] = []
        while time.monotonic() - termed < 2.0:
            readiness.append(_get(server.base_url + "/readyz")[0])
            assert _get(server.base_url + "/v1/variants")[0] == 200  # still serving
            time.sleep(0.05)
        assert readiness[-10:] == [503] * 10, readiness
        assert server.process.wait(30) == 0
        assert time.monotonic() - termed >= 3.0
    finally:
        if server.process.poll() is None:
            server.process.kill()


def verdict(base_url: str) -> str:
    status, batch = call(base_url, "/v1/adjudications", {"records": [RECORD]})
    assert status == 200, batch
    token: str = batch["verdicts"][0]["jws"]
    return token


def test_the_generated_verdict_key_survives_the_kernel_switch_and_a_reload(tmp_path: Path) -> None:
    kernel = tmp_path / "kernel"  # not complete yet: the pure source is served
    server = start_gunicorn(tmp_path, ARBITER_ENGINE_KERNEL=str(kernel))
    try:
        before = verdict(server.base_url)
        status, game = call(server.base_url, "/v1/games", {"variant": "oware", "game_id": "across-reloads"})
        assert status == 201, game
        jwks_before = call(server.base_url, "/.well-known/jwks.json")[1]

        kernel.mkdir()
        (kernel / ".complete").touch()  # the kernel is "ready": the reload drops and re-imports the modules
        reload(server, workers=2)
        reload(server, workers=2)  # and an operator's reload after it
        jwks_after = call(server.base_url, "/.well-known/jwks.json")[1]
        assert [k["kid"] for k in jwks_after["keys"]] == [k["kid"] for k in jwks_before["keys"]]
        assert verify(before, jwks_after) is not None  # a verdict from before the switch
        assert verify(verdict(server.base_url), jwks_before) is not None  # and one from after
        status, moved = call(server.base_url, "/v1/moves", {"variant": "oware", "position": game["position"],
                                                           "move": {"pit": 2}, "chain": game["chain"]["jws"]})
        assert status == 200, moved  # a chain begun before the switch goes on after it
    finally:
        stop_gunicorn(server)
