"""Admission control for heavy work (issue 24): a bounded number of heavy requests per worker, the
rest answered at once with 503 ``overloaded`` + ``Retry-After``; moves are never held up by them.
And ``/v1/adjudicate`` gives the exact solver its full budget only where it can finish."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

import service.analysis
import service.verdicts
from service.admission import Admission

OPENING = {"pits": [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 0, "ply": 0,
           "status": "playing"}
# Kalah, 10 seeds in the pits (at most SOLVABLE_SEEDS["store_sowing"] = 14): the exact solver proves it
# in about 5,000 nodes, more than the glance's 1,000, so it gets the full budget under a heavy slot.
KALAH_TEN_SEEDS = {"pits": [[1, 1, 0, 2, 1, 0], [1, 1, 0, 1, 0, 2]], "stores": [19, 19], "to_move": 1, "ply": 51,
                   "status": "playing"}
# Kalah, 5 seeds left: proved within the glance (no slot needed).
KALAH_FIVE_SEEDS = {"pits": [[0, 0, 0, 0, 1, 2], [1, 0, 0, 0, 0, 1]], "stores": [20, 23], "to_move": 0, "ply": 60,
                    "status": "playing"}
MAX_BUDGET_ANALYSIS = {"variant": "oware", "position": OPENING, "budget": {"ms": 5000}}


def _metric(client: FlaskClient, name: str, labels: str = "") -> float:
    text = client.get("/metrics").get_data(as_text=True)
    match = re.search(rf"^{re.escape(name)}{re.escape(labels)} (\S+)$", text, re.MULTILINE)
    assert match, f"{name}{labels} not in /metrics"
    return float(match.group(1))


class Gate:
    """Holds the analyses of one test inside their heavy slot until released (the real search runs after)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        real = getattr(module, name)

        def held(*args: Any, **kwargs: Any) -> Any:
            self.entered.set()
            assert self.release.wait(30)
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, held)


@pytest.fixture
def one_slot(make_app: Callable[..., Flask]) -> Flask:
    return make_app(HEAVY_REQUESTS=1, HEAVY_RETRY_AFTER=3)


@pytest.fixture
def held_analysis(one_slot: Flask, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[FlaskClient, list[Any]]]:
    """A level-1 analysis in flight in another thread, holding the app's only heavy slot."""
    gate = Gate(monkeypatch, service.analysis, "analyse")
    client = one_slot.test_client()
    answers: list[Any] = []
    worker = threading.Thread(target=lambda: answers.append(client.post("/v1/analysis", json={
        "variant": "kalah", "position": OPENING, "level": 1})))
    worker.start()
    assert gate.entered.wait(30)
    yield client, answers
    gate.release.set()
    worker.join(30)


def test_a_second_heavy_request_is_refused_at_once_and_counted_while_moves_are_answered(
        held_analysis: tuple[FlaskClient, list[Any]]) -> None:
    client, _answers = held_analysis
    assert _metric(client, "arbiter_heavy_requests_in_flight") == 1
    r = client.post("/v1/analysis", json=MAX_BUDGET_ANALYSIS)
    assert r.status_code == 503
    assert r.headers["Retry-After"] == "3"
    assert r.mimetype == "application/problem+json"
    problem = r.get_json()
    assert (problem["code"], problem["status"], problem["limit"], problem["allowed"]) == ("overloaded", 503,
                                                                                          "heavy_requests", 1)
    assert problem["type"] == "urn:mancala-arbiter:problem:overloaded"
    assert _metric(client, "arbiter_heavy_requests_rejected_total", '{route="/v1/analysis"}') == 1
    move = client.post("/v1/moves", json={"variant": "oware", "position": OPENING, "move": {"pit": 2}})
    assert move.status_code == 200 and move.get_json()["position"]["pits"] == [[4, 4, 0, 5, 5, 5], [5, 4, 4, 4, 4, 4]]
    legal = client.post("/v1/legal-moves", json={"variant": "kalah", "position": OPENING})
    assert legal.status_code == 200


def test_the_slot_is_given_back_when_the_heavy_request_ends(one_slot: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    client = one_slot.test_client()
    for seed in range(3):  # one slot, three searches (not cached: the seed is in the key) one after the other
        r = client.post("/v1/analysis", json={"variant": "kalah", "position": OPENING, "level": 2, "seed": seed,
                                              "budget": {"ms": 2000, "nodes": 50}})
        assert r.status_code == 200
    assert _metric(client, "arbiter_heavy_requests_in_flight") == 0
    r = client.post("/v1/analysis", json={"variant": "kalah", "position": OPENING, "budget": {"nodes": 50_000_000}})
    assert r.status_code == 422  # a refused request (here: over the node limit) holds no slot either
    assert client.post("/v1/analysis", json={"variant": "kalah", "position": OPENING, "level": 1}).status_code == 200


def test_a_cached_analysis_takes_no_slot(one_slot: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    client = one_slot.test_client()
    body = {"variant": "oware", "position": OPENING, "level": 3}
    first = client.post("/v1/analysis", json=body)
    assert first.status_code == 200 and first.get_json()["stopped"] != "budget"
    slot = one_slot.extensions["arbiter_admission"].slot("/v1/analysis")
    with slot:
        slot.take()  # the only slot is taken (as by a search in another thread)
        again = client.post("/v1/analysis", json=body)
        assert again.status_code == 200 and again.get_data() == first.get_data()
        assert client.post("/v1/analysis", json={**body, "level": 4}).status_code == 503


def test_batches_take_a_slot_for_verdicts_not_in_the_cache(one_slot: Flask) -> None:
    client = one_slot.test_client()
    judged = {"records": ['[Variant "oware"]\n[Result "*"]\n\n1. C c *\n'], "sign": False}
    assert client.post("/v1/adjudications", json=judged).status_code == 200
    slot = one_slot.extensions["arbiter_admission"].slot("/v1/adjudications")
    with slot:
        slot.take()
        assert client.post("/v1/adjudications", json=judged).status_code == 200  # from the cache
        r = client.post("/v1/adjudications", json={"records": ['[Variant "kalah"]\n[Result "*"]\n\n1. 3 *\n']})
        assert r.status_code == 503 and r.get_json()["code"] == "overloaded" and r.headers["Retry-After"]
        assert _metric(client, "arbiter_heavy_requests_rejected_total", '{route="/v1/adjudications"}') == 1


class Solves:
    """Counts the exact solver's runs in /v1/adjudicate: the node cap given and the nodes searched.

    The solver's CPU allowances (10 ms for the glance, 0.5 s in full) are lifted: these tests are about
    node caps and slots, and a loaded CI box once ran out of the 0.5 s before the 5,000 nodes were
    searched. Only the node caps decide here, so the answers do not depend on the machine's speed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[tuple[int, int]] = []
        monkeypatch.setattr(service.verdicts, "GLANCE_CPU_SECONDS", 60.0)
        monkeypatch.setattr(service.verdicts, "EXACT_CPU_SECONDS", 60.0)
        real = service.verdicts.analyse

        def counted(*args: Any, **kwargs: Any) -> Any:
            result = real(*args, **kwargs)
            self.calls.append((kwargs["nodes"], result.nodes))
            return result

        monkeypatch.setattr(service.verdicts, "analyse", counted)


@pytest.mark.parametrize("variant", ["oware", "kalah", "togyz-kumalak"])
def test_a_position_with_many_seeds_gets_only_a_glance_of_the_solver(
        variant: str, client: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    solves = Solves(monkeypatch)
    start = client.post("/v1/games", json={"variant": variant}).get_json()["position"]
    r = client.post("/v1/adjudicate", json={"variant": variant, "reason": "time", "position": start})
    assert r.status_code == 200 and "exact_value" not in r.get_json()
    assert len(solves.calls) == 1
    cap, searched = solves.calls[0]
    assert cap == service.verdicts.GLANCE_NODES == 1000 and searched <= cap + 30  # + one depth-1 node per move


def test_a_cheap_endgame_keeps_its_exact_value_without_a_slot(one_slot: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    solves = Solves(monkeypatch)
    client = one_slot.test_client()
    slot = one_slot.extensions["arbiter_admission"].slot("/v1/adjudicate")
    with slot:
        slot.take()
        r = client.post("/v1/adjudicate", json={"variant": "kalah", "reason": "time", "position": KALAH_FIVE_SEEDS})
    assert r.status_code == 200
    assert r.get_json()["exact_value"]["score"] == -4 and r.get_json()["exact_value"]["result"] == "loss"
    assert [cap for cap, _ in solves.calls] == [1000]


def test_an_endgame_the_solver_can_finish_gets_the_full_budget_under_a_slot(
        one_slot: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    solves = Solves(monkeypatch)
    client = one_slot.test_client()
    body = {"variant": "kalah", "reason": "time", "position": KALAH_TEN_SEEDS}
    r = client.post("/v1/adjudicate", json=body)
    assert r.status_code == 200 and r.get_json()["exact_value"]["method"] == "exact"
    assert [cap for cap, _ in solves.calls] == [1000, 200_000] and 1000 < solves.calls[1][1] < 200_000
    slot = one_slot.extensions["arbiter_admission"].slot("/v1/adjudicate")
    with slot:
        slot.take()
        busy = client.post("/v1/adjudicate", json=body)
    assert busy.status_code == 503 and busy.get_json()["code"] == "overloaded"
    assert _metric(client, "arbiter_heavy_requests_rejected_total", '{route="/v1/adjudicate"}') == 1


def test_the_limit_must_allow_one_heavy_request(make_app: Callable[..., Flask]) -> None:
    with pytest.raises(ValueError, match="HEAVY_REQUESTS"):
        make_app(HEAVY_REQUESTS=0)
    assert isinstance(make_app().extensions["arbiter_admission"], Admission)
    assert make_app().extensions["arbiter_admission"].limit >= 1


def test_the_switch_interval_is_lowered_only_while_a_heavy_request_runs(make_app: Callable[..., Flask],
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 34.11: ARBITER_GIL_SWITCH_MS applies while the worker runs a heavy request, and Python's
    own interval otherwise (set for the whole process it taxed every move)."""
    import sys

    before = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.005)
        app = make_app(GIL_SWITCH_MS=2, HEAVY_REQUESTS=2)
        assert sys.getswitchinterval() == pytest.approx(0.005)  # creating the app changes nothing
        seen: list[float] = []
        real = service.analysis.analyse

        def observed(*args: Any, **kwargs: Any) -> Any:
            seen.append(sys.getswitchinterval())
            return real(*args, **kwargs)

        monkeypatch.setattr(service.analysis, "analyse", observed)
        r = app.test_client().post("/v1/analysis", json={"variant": "kalah", "position": OPENING, "level": 1})
        assert r.status_code == 200, r.get_json()
        assert seen == [pytest.approx(0.002)]  # during the search
        assert sys.getswitchinterval() == pytest.approx(0.005)  # and back after it
        with pytest.raises(ValueError, match="GIL_SWITCH_MS"):
            make_app(GIL_SWITCH_MS=-1)
    finally:
        sys.setswitchinterval(before)


# ------------------------------------------------------------------ issue 34.2: shared per client


def test_a_client_holds_at_most_half_of_the_servers_heavy_slots(make_app: Callable[..., Flask],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A server of 2 slots (one worker with 2 here; 2 workers × 1 by default): one client holding an
    analysis gets 503 for a second one (its share: 1), another client gets the other slot. Before,
    the first client took both."""
    monkeypatch.setenv("ARBITER_SERVER_WORKERS", "1")
    app = make_app(HEAVY_REQUESTS=2, HEAVY_RETRY_AFTER=3)
    gate = Gate(monkeypatch, service.analysis, "analyse")
    client = app.test_client()
    answers: list[Any] = []
    hostile = threading.Thread(target=lambda: answers.append(client.post("/v1/analysis", json={
        "variant": "kalah", "position": OPENING, "level": 1}, environ_base={"REMOTE_ADDR": "10.0.0.1"})))
    hostile.start()
    try:
        assert gate.entered.wait(30)
        second = client.post("/v1/analysis", json=MAX_BUDGET_ANALYSIS, environ_base={"REMOTE_ADDR": "10.0.0.1"})
        assert second.status_code == 503 and second.headers["Retry-After"] == "3"
        assert (second.get_json()["limit"], second.get_json()["allowed"]) == ("heavy_requests_per_client", 1)
        gate.release.set()  # the polite client's analysis runs (through the gate) while the hostile one holds its slot
        polite = client.post("/v1/analysis", json={"variant": "kalah", "position": OPENING, "level": 1},
                             environ_base={"REMOTE_ADDR": "10.0.0.2"})
        assert polite.status_code == 200, polite.get_json()
    finally:
        gate.release.set()
        hostile.join(30)
    assert answers and answers[0].status_code == 200


def test_the_share_is_counted_across_processes_by_lock_files(tmp_path: Any) -> None:
    """Each slot of a share is a flock on a file: another open of it (another worker) sees it taken, and
    a release (or the holder's death) frees it."""
    from service.admission import ClientShare

    first, second, third = ClientShare(), ClientShare(), ClientShare()
    assert first.take(str(tmp_path), "addr:10.0.0.1", 1)
    assert not second.take(str(tmp_path), "addr:10.0.0.1", 1)
    assert third.take(str(tmp_path), "addr:10.0.0.2", 1)
    first.release()
    assert second.take(str(tmp_path), "addr:10.0.0.1", 1)
    second.release()
    third.release()
    assert len(list(tmp_path.iterdir())) == 2  # one file per bucket and slot, not per request


# ------------------------------------------------------------------ issue 34.2: a client that went away


def test_a_deadline_stops_once_its_client_has_closed_the_connection() -> None:
    """The deadline looks at the request's connection without reading it: bytes of a pipelined next
    request leave it running, the client's close stops it with ClientGone (not a LimitExceeded,
    which a search would take for its budget running out)."""
    import socket
    import time

    from engine.errors import LimitExceeded
    from service.deadline import LOOK_EVERY_SECONDS, ClientConnection, ClientGone, CpuDeadline

    server_side, client_side = socket.socketpair()
    with server_side, client_side:
        deadline = CpuDeadline(60, check_every=1, connection=ClientConnection(server_side))
        client_side.sendall(b"GET /healthz HTTP/1.1\r\n\r\n")  # pipelined: still there
        spin_until = time.thread_time() + 3 * LOOK_EVERY_SECONDS
        while time.thread_time() < spin_until:
            deadline.charge()
        client_side.close()
        with pytest.raises(ClientGone) as raised:
            spin_until = time.thread_time() + 3 * LOOK_EVERY_SECONDS
            while time.thread_time() < spin_until:
                deadline.charge()
        assert not isinstance(raised.value, LimitExceeded)
        assert server_side.recv(64, socket.MSG_PEEK).startswith(b"GET /healthz")  # nothing was read


def test_a_heavy_request_whose_client_went_away_gives_its_slot_back(tmp_path: Any) -> None:
    """A real gunicorn (one worker, one heavy slot): an analysis of up to 30 s whose client closes its
    connection stops, and the slot serves the next analysis within seconds. Before, the search ran
    its whole budget and every heavy request meanwhile got 503 ``overloaded``."""
    import json
    import socket
    import time
    import urllib.error
    import urllib.request

    from conftest import start_gunicorn, stop_gunicorn

    server = start_gunicorn(tmp_path, WEB_CONCURRENCY="1", ARBITER_ANALYSIS_MAX_CPU_SECONDS="30",
                            ARBITER_ANALYSIS_MAX_NODES="1000000000")
    host, port = server.base_url.removeprefix("http://").split(":")

    def in_flight() -> float:
        with urllib.request.urlopen(server.base_url + "/metrics", timeout=10) as response:
            found = re.search(r"^arbiter_heavy_requests_in_flight (\S+)$", response.read().decode(), re.MULTILINE)
        return float(found.group(1)) if found else 0.0

    def short_analysis() -> int:
        request = urllib.request.Request(server.base_url + "/v1/analysis", method="POST", data=json.dumps(
            {"variant": "oware", "position": OPENING, "budget": {"ms": 50}}).encode(),
            headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=20) as response:
                return int(response.status)
        except urllib.error.HTTPError as refused:
            return int(refused.code)

    try:
        body = json.dumps({"variant": "oware", "position": OPENING, "budget": {"ms": 30000}}).encode()
        leaving = socket.create_connection((host, int(port)), timeout=10)
        leaving.sendall(b"POST /v1/analysis HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
                        b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
        until = time.monotonic() + 20
        while in_flight() < 1:
            assert time.monotonic() < until, "the long analysis never took its slot"
            time.sleep(0.05)
        assert short_analysis() == 503  # the slot is the long analysis's
        leaving.close()
        closed = time.monotonic()
        while (status := short_analysis()) != 200:
            assert status == 503 and time.monotonic() - closed < 8, "the slot was not given back"
            time.sleep(0.1)
        assert in_flight() == 0
    finally:
        stop_gunicorn(server)
    events = [json.loads(line) for line in server.log.read_text().splitlines() if line.startswith("{")]
    assert any(e.get("event") == "client-gone" and e.get("path") == "/v1/analysis" for e in events)


def test_a_batch_and_an_exact_solve_whose_client_went_away_stop_and_give_their_slot_back(
        one_slot: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    """The verdicts of a batch and the exact solver of /v1/adjudicate run under deadlines that look at
    the connection too: with the client's side closed, each stops (499, for the log) at its first look,
    and the slot serves the next request."""
    import pathlib
    import socket

    import service.deadline

    monkeypatch.setattr(service.deadline, "LOOK_EVERY_SECONDS", 0.0)  # look at every check
    record = (pathlib.Path(__file__).resolve().parents[1] / "corpus" / "golden" / "kalah--random-seed-1.mgn").read_text()
    records = [record.replace('[Round "?"]', f'[Round "{i}"]') for i in range(8)]  # 8 verdicts: past the first check
    client = one_slot.test_client()
    server_side, client_side = socket.socketpair()
    with server_side:
        client_side.close()
        gone = {"gunicorn.socket": server_side}
        batch = client.post("/v1/adjudications", json={"records": records, "sign": False}, environ_base=gone)
        assert batch.status_code == 499 and batch.get_json()["code"] == "client-gone"
        Solves(monkeypatch)  # no CPU allowance cuts the solver short: only the closed connection can
        solve = client.post("/v1/adjudicate", json={"variant": "kalah", "reason": "time", "position": KALAH_TEN_SEEDS},
                            environ_base=gone)
        assert solve.status_code == 499 and solve.get_json()["code"] == "client-gone"
    assert client.post("/v1/adjudications", json={"records": records, "sign": False}).status_code == 200
    assert _metric(client, "arbiter_heavy_requests_in_flight") == 0
