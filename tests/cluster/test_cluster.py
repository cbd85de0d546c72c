"""The production shape, tested across processes: three replicas behind HAProxy with a shared Redis
(compose.yaml, started by the ``cluster`` fixture), and faults injected while a bounded load runs.

What must agree across replicas does: verdicts verify against the JWKS of any replica with two
independent JOSE libraries, chain links made on one replica extend on another, a rate-limit budget is
the same over one replica or three, and a cached answer computed on one replica is a hit on another.
Under a rolling restart no request fails; under a SIGKILL only the requests in flight on the killed
replica may; with Redis killed, frozen and restarted no answer is a 5xx. Every answer of every load is
compared with what a single process answers (``reference``). Counts and timings are printed (run with
``-s``), and only the properties the deployment promises are asserted.
"""

from __future__ import annotations

import json
import pathlib
import time
from typing import Any

import jwt
import pytest
from jwcrypto import jwk as jwcrypto_jwk
from jwcrypto import jws as jwcrypto_jws

from .cluster import Cluster, Load, free_port, request

# one cluster for the module, on the worker that builds the container image too (bin/test runs xdist)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("container")]

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / "corpus" / "golden"
RECORD = (GOLDEN / "kalah--random-seed-1.mgn").read_text()
#: every replica's threads busy at most: the requests a SIGKILL may cut off
LOAD_THREADS = 4


@pytest.fixture(scope="module")
def reference(cluster: Cluster) -> Any:
    """A single process with the cluster's keys: the answers the cluster must give."""
    from service import create_app

    app = create_app({"SIGNING_KEYS": cluster.secret("signing_keys"),
                      "VERDICT_KEYS": str(cluster.secrets / "verdict_key.jwk")})
    return app.test_client()


@pytest.fixture(scope="module")
def move_cases(reference: Any) -> list[tuple[str, Any, Any]]:
    """(path, body, expected answer) for every ply of a Kalah and an Oware game, first legal move each time."""
    cases: list[tuple[str, Any, Any]] = []
    for variant in ("kalah", "oware"):
        answer = reference.post("/v1/games", json={"variant": variant}).get_json()
        for _ in range(30):
            if answer.get("outcome") or not answer["legal_moves"]:
                break
            body = {"variant": variant, "position": answer["position"], "move": answer["legal_moves"][0],
                    "signature": answer["signature"]}
            answer = reference.post("/v1/moves", json=body).get_json()
            cases.append(("/v1/moves", body, answer))
    return cases


def test_verdicts_verify_against_any_replicas_jwks_with_two_libraries(cluster: Cluster) -> None:
    tokens = []
    for i in range(200):  # each on a new connection through the balancer
        record = RECORD.replace('[Round "?"]', f'[Round "{i}"]')
        answer = request(cluster.lb, "POST", "/v1/adjudications", {"records": [record]})
        assert answer.status == 200, answer.body[:500]
        tokens.append(answer.json()["verdicts"][0]["jws"])
    verified_pyjwt = verified_jwcrypto = 0
    for i, token in enumerate(tokens):
        jwks = request(cluster.lb, "GET", "/.well-known/jwks.json").json()  # a new connection each time
        header = jwt.get_unverified_header(token)
        key = jwt.PyJWK({k: v for k, v in next(k for k in jwks["keys"] if k["kid"] == header["kid"]).items()
                         if k not in ("retired_at",)})
        payload = jwt.PyJWS().decode(token, key.key, algorithms=[header["alg"]])
        assert json.loads(payload)["status"] == "valid"
        assert json.loads(payload)["round"] == str(i)
        verified_pyjwt += 1
        signed = jwcrypto_jws.JWS()
        signed.deserialize(token)
        signed.verify(jwcrypto_jwk.JWKSet.from_json(json.dumps(jwks)).get_key(header["kid"]))
        verified_jwcrypto += 1
    print(f"verdicts verified: PyJWT {verified_pyjwt}/200, jwcrypto {verified_jwcrypto}/200")
    assert verified_pyjwt == verified_jwcrypto == 200


def test_chain_links_made_on_one_replica_extend_on_another(cluster: Cluster) -> None:
    replicas = cluster.replicas
    extended = 0
    for game in range(3):  # each link goes to another replica than the one that made it
        answer = request(replicas[game % 3], "POST", "/v1/games",
                         {"variant": "oware", "game_id": f"cluster-chain-{game}"}).json()
        previous = answer["chain"]
        for ply in range(1, 31):
            if answer.get("outcome") or not answer["legal_moves"]:
                break
            moves = answer["legal_moves"]
            body = {"variant": "oware", "position": answer["position"], "move": moves[(ply * 5) % len(moves)],
                    "signature": answer["signature"], "chain": previous["jws"]}
            port = replicas[(game + ply) % 3] if ply % 4 else cluster.lb  # every 4th through the balancer
            reply = request(port, "POST", "/v1/moves", body)
            assert reply.status == 200, (game, ply, reply.body[:500])
            answer = reply.json()
            assert answer["chain"]["ply"] == ply and answer["chain"]["prev"] == previous["hash"]
            previous = answer["chain"]
            extended += 1
    print(f"chain links extended on another replica: {extended}/{extended}")
    assert extended >= 60


def _admitted(ports: list[int], key: str, requests: int) -> int:
    ok = 0
    for i in range(requests):
        answer = request(ports[i % len(ports)], "GET", "/v1/variants", headers={"X-API-Key": key})
        assert answer.status in (200, 429), answer.status
        ok += answer.status == 200
    return ok


def test_a_keys_rate_limit_budget_is_the_same_over_one_replica_or_three(cluster: Cluster) -> None:
    # both keys: 20 per minute (conftest.RATE_LIMITED_KEYS); unshared, three replicas would admit 60
    one = _admitted(cluster.replicas[:1], "budget-one", 90)
    three = _admitted(cluster.replicas, "budget-three", 90)
    print(f"rate limit 20/minute: admitted {one} on one replica, {three} spread over three")
    # a fixed window that turns during the run admits at most one window more
    assert 20 <= one <= 40 and 20 <= three <= 40


def test_an_answer_cached_by_one_replica_is_a_hit_on_another(cluster: Cluster, reference: Any) -> None:
    first, second = cluster.replicas[0], cluster.replicas[1]
    answer, moves = reference.post("/v1/games", json={"variant": "oware"}).get_json(), []
    for ply in range(20):
        moves.append(answer["legal_moves"][(ply * 5) % len(answer["legal_moves"])])
        answer = reference.post("/v1/moves", json={"variant": "oware", "position": answer["position"],
                                                   "move": moves[-1], "signature": answer["signature"]}).get_json()
    replay = {"variant": "oware", "moves": moves}
    labels = {"cache": "replay", "backend": "redis", "result": "hit"}
    hits_before = cluster.metric(second, "arbiter_cache_requests_total", labels)
    computed = request(first, "POST", "/v1/replay", replay)
    served = request(second, "POST", "/v1/replay", replay)
    assert computed.status == served.status == 200 and computed.json() == served.json()
    assert cluster.metric(second, "arbiter_cache_requests_total", labels) == hits_before + 1

    start = request(first, "POST", "/v1/games", {"variant": "oware"}).json()
    analysis = {"variant": "oware", "position": start["position"], "level": 3, "seed": int(time.time())}
    labels = {"cache": "analysis", "backend": "redis", "result": "hit"}
    hits_before = cluster.metric(second, "arbiter_cache_requests_total", labels)
    computed = request(first, "POST", "/v1/analysis", analysis)
    served = request(second, "POST", "/v1/analysis", analysis)
    assert computed.status == served.status == 200, served.body[:500]
    assert computed.json() == served.json()
    assert cluster.metric(second, "arbiter_cache_requests_total", labels) == hits_before + 1


def test_the_balancer_never_retries_a_refusal(cluster: Cluster, move_cases: Any) -> None:
    """A 422 through the balancer reached exactly one replica: HAProxy retries only a connection
    that failed before a byte was sent, never an answer."""
    _, body, _ = move_cases[0]
    illegal = {**body, "move": {"pit": 9}}  # Kalah has pits 0-5
    first = request(cluster.replicas[0], "POST", "/v1/moves", illegal)
    assert first.status == 422, first.body[:300]
    labels = {"route": "/v1/moves", "status": "422"}

    def refused() -> float:
        return sum(cluster.metric(port, "arbiter_http_requests_total", labels) for port in cluster.replicas)

    before = refused()
    for _ in range(10):
        assert request(cluster.lb, "POST", "/v1/moves", illegal).status == 422
    assert refused() == before + 10


def _report(name: str, result: Any, seconds: float) -> None:
    print(f"{name}: {result.answered} answered identically, {len(result.failures)} failed, "
          f"{len(result.mismatches)} differed, in {seconds:.1f} s; statuses {result.statuses}; "
          f"failures {result.failures[:5]}")


def test_a_rolling_restart_under_load_fails_no_request(cluster: Cluster, move_cases: Any) -> None:
    started = time.monotonic()
    timings = []
    with Load(cluster.lb, move_cases, threads=LOAD_THREADS) as load:
        time.sleep(2)
        for index, port in enumerate(cluster.replicas, start=1):
            service = f"arbiter-{index}"
            cluster.signal(service, "TERM")
            # readiness turns 503 at once, while the replica still serves (the drain)
            def draining() -> bool:
                answer = cluster.readyz(port)
                assert answer is not None, "the listener closed before the drain"
                return answer.status == 503 and answer.json()["status"] == "draining"
            cluster.wait_until(draining, 5, "readyz: draining")
            stopped = cluster.wait_stopped(service)
            cluster.start(service)
            ready = cluster.wait_replica_ready(port)
            time.sleep(3)  # HAProxy: 2 good checks a second apart before it sends again
            timings.append((round(stopped, 1), round(ready, 1)))
        result = load.stop()
    _report("rolling restart", result, time.monotonic() - started)
    print(f"(SIGTERM -> exit s, start -> ready s) per replica: {timings}")
    assert result.answered > 100
    assert result.failures == [] and result.mismatches == []


def test_a_replica_killed_under_load_fails_only_its_requests_in_flight(cluster: Cluster, move_cases: Any) -> None:
    started = time.monotonic()
    with Load(cluster.lb, move_cases, threads=LOAD_THREADS) as load:
        time.sleep(2)
        cluster.signal("arbiter-2", "KILL")
        killed = time.monotonic()
        time.sleep(6)  # the balancer takes it out after 2 failed checks a second apart
        during = load.result.answered
        cluster.start("arbiter-2")
        cluster.wait_replica_ready(cluster.replicas[1])
        time.sleep(3)
        result = load.stop()
    _report("SIGKILL of one replica", result, time.monotonic() - started)
    print(f"answered while it was down: {during} (killed at +{killed - started:.1f} s)")
    # only requests that reached the killed replica can fail: each load client's request in flight,
    # and one more each that HAProxy sent on a kept-alive connection to it (already dead, so a 502
    # and no retry: the connection had been made) before two failed checks took it out; a response
    # the killed replica had begun to send ends short (IncompleteRead: its headers passed HAProxy,
    # its body did not; seen once)
    assert len(result.failures) <= 2 * LOAD_THREADS
    assert all(f.startswith(("502", "RemoteDisconnected", "ConnectionResetError", "BadStatusLine", "IncompleteRead"))
               for f in result.failures), result.failures
    assert result.mismatches == [] and result.answered > 100


def _cache_states(cluster: Cluster) -> list[str]:
    states = []
    for port in cluster.replicas:
        answer = cluster.readyz(port)
        assert answer is not None and answer.status == 200
        states.append(answer.json()["cache"]["state"])
    return states


def test_redis_killed_frozen_and_restarted_under_load_gives_no_5xx(cluster: Cluster, move_cases: Any) -> None:
    started = time.monotonic()
    replay = {"record": RECORD}
    seen: dict[str, list[str]] = {}
    with Load(cluster.lb, move_cases, threads=LOAD_THREADS) as load:
        time.sleep(1)
        for fault, recover in (("KILL", "start"), ("STOP", "CONT")):
            cluster.signal("redis", fault)
            for _ in range(6):  # cached routes go on answering, from the engine
                answer = request(cluster.lb, "POST", "/v1/replay", replay)
                assert answer.status == 200, answer.body[:300]
            cluster.wait_until(lambda: set(_cache_states(cluster)) == {"bypassed"}, 30, "readyz: bypassed")
            seen[fault] = _cache_states(cluster)
            if recover == "start":
                cluster.start("redis")
            else:
                cluster.signal("redis", "CONT")
            cluster.wait_until(lambda: set(_cache_states(cluster)) == {"ok"}, 60, "readyz: ok again")
        result = load.stop()
    _report("Redis killed, frozen, restarted", result, time.monotonic() - started)
    print(f"readyz cache states while Redis was down: {seen}")
    assert result.failures == [] and result.mismatches == [] and result.answered > 50


def test_a_replica_started_without_a_verdict_key_is_visible(cluster: Cluster) -> None:
    """A fourth replica on the same Redis with no ARBITER_VERDICT_KEYS signs with a key of its own:
    it stays ready (its answers are right; only its signatures do not verify under the others'
    JWKS), and says so in /readyz, in a log line and in a metric."""
    port = free_port()
    name = f"{cluster.project}-keyless"
    cluster.podman("run", "-d", "--name", name, "--network", "host", "--read-only", "--tmpfs", "/tmp",
                   "--ulimit", "nofile=1024:1024", "--ulimit", "nproc=1024:1024", "--no-healthcheck",
                   "-e", f"BIND=127.0.0.1:{port}", "-e", "WEB_CONCURRENCY=1",
                   "-e", f"ARBITER_REDIS_URL={cluster.secret('redis_url')}", "localhost/mancala-arbiter:cluster")
    try:
        cluster.wait_replica_ready(port)
        for replica in cluster.replicas:  # the configured replicas announce their key too
            assert cluster.readyz(replica) is not None
        answer = cluster.readyz(port)
        assert answer is not None and answer.status == 200
        keys = answer.json()["verdict_keys"]
        assert keys["source"] == "generated" and keys["other_keys_seen"] >= 1 and "ARBITER_VERDICT_KEYS" in keys["warning"]
        assert cluster.metric(port, "arbiter_verdict_key_generated", {}) == 1
        # the line is written before /readyz answers; podman's log file can trail it on a loaded box
        deadline = time.monotonic() + 15
        while True:
            logs = cluster.podman("logs", name).stderr + cluster.podman("logs", name).stdout
            if "verdict-keys-differ-across-replicas" in logs or time.monotonic() > deadline:
                break
            time.sleep(0.25)
        assert "verdict-keys-differ-across-replicas" in logs
        configured = cluster.readyz(cluster.replicas[0])
        assert configured is not None and configured.json()["verdict_keys"]["source"] == "configured"
    finally:
        cluster.podman("rm", "-f", "-t", "0", name, check=False)


def _answer_from(port: int, source: str, headers: dict[str, str] | None = None) -> Any:
    """One ``GET /v1/variants`` to ``port`` from the loopback address ``source``, on a connection of its own."""
    import http.client

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(source, 0))
    try:
        return request(port, "GET", "/v1/variants", headers={**(headers or {}), "Connection": "close"},
                       connection=conn)
    finally:
        conn.close()


def _remaining_from(cluster: Cluster, source: str, headers: dict[str, str] | None = None,
                    port: int | None = None) -> tuple[int, int]:
    """One request through the balancer (or to ``port``) from the loopback address ``source``: (limit, remaining)."""
    answer = _answer_from(cluster.lb if port is None else port, source, headers)
    assert answer.status == 200, answer.status
    return int(answer.headers["x-ratelimit-limit"]), int(answer.headers["x-ratelimit-remaining"])


def test_each_client_address_has_its_own_budget_behind_the_balancer(cluster: Cluster) -> None:
    """Issue 34.3: HAProxy passes the client's address (option forwardfor) and the replicas trust that
    one hop (ARBITER_PROXY_HOPS=1): a client's spending leaves another's budget intact, and a forged
    X-Forwarded-For or Forwarded neither moves a client to another bucket nor spends another's.
    Before, every request was keyed by HAProxy's own address: one budget for all clients."""
    for _attempt in range(3):  # a fixed window that turns during the check starts every count afresh
        spent = [_remaining_from(cluster, "127.0.0.2",
                                 {"X-Forwarded-For": f"10.9.9.{i}", "Forwarded": f"for=10.9.8.{i}"})
                 for i in range(5)]
        other = _remaining_from(cluster, "127.0.0.3")
        limit = spent[0][0]
        if [r for _, r in spent] == [spent[0][1] - i for i in range(5)] and other[1] == limit - 1:
            break
    print(f"per-address budgets behind HAProxy: spender {[r for _, r in spent]}, other {other[1]} of {limit}")
    assert [r for _, r in spent] == [spent[0][1] - i for i in range(5)]  # forged headers: the same bucket
    assert other == (limit, limit - 1)  # the other client's budget is untouched
    # a request naming the other client's address in forged headers spends the sender's budget only
    _remaining_from(cluster, "127.0.0.2", {"X-Forwarded-For": "127.0.0.3", "Forwarded": "for=127.0.0.3"})
    assert _remaining_from(cluster, "127.0.0.3")[1] in (limit - 2, limit - 1)  # limit - 1: the window turned


def test_forwarded_for_is_read_only_from_the_balancer(cluster: Cluster) -> None:
    """Issue 34.3: a process that reaches a replica's port past the balancer is keyed by its own address,
    whatever X-Forwarded-For or Forwarded it writes (the replicas trust HAProxy's 127.0.0.7 only).
    Before, any peer's X-Forwarded-For was read: it could spend another client's budget or escape its own."""
    for _attempt in range(3):  # a fixed window that turns during the check starts every count afresh
        before = _remaining_from(cluster, "127.0.0.4")
        forged = {"X-Forwarded-For": "127.0.0.5", "Forwarded": "for=127.0.0.5"}
        direct = [_remaining_from(cluster, "127.0.0.4", forged, port=port)[1] for port in cluster.replicas]
        other = _remaining_from(cluster, "127.0.0.5")
        if direct == [before[1] - 1, before[1] - 2, before[1] - 3] and other[1] == other[0] - 1:
            break
    print(f"past the balancer with forged headers: sender {before[1]} -> {direct}, named client {other[1]} of {other[0]}")
    assert direct == [before[1] - 1, before[1] - 2, before[1] - 3]  # the sender's own budget, on every replica
    assert other[1] == other[0] - 1  # the client it named: untouched


def test_one_clients_exhaustion_leaves_anothers_budget_intact(cluster: Cluster) -> None:
    """Issue 34.3, to exhaustion: a fourth replica of the cluster's image and settings but a budget of 3
    per minute, reached as the balancer reaches its replicas (from 127.0.0.7, with the X-Forwarded-For
    option forwardfor writes): one client spends its 3 and gets 429, another is still served; a peer
    other than the balancer writing the other client's address spends its own budget only."""
    port = free_port()
    name = f"{cluster.project}-budget"
    # the image the replicas run (the tag may since name another checkout's build)
    image = cluster.podman("inspect", "--format", "{{.Image}}", cluster.container("arbiter-1")).stdout.strip()
    cluster.podman("run", "-d", "--name", name, "--network", "host", "--read-only", "--tmpfs", "/tmp",
                   "--ulimit", "nofile=1024:1024", "--ulimit", "nproc=1024:1024", "--no-healthcheck",
                   "-e", f"BIND=127.0.0.1:{port}", "-e", "WEB_CONCURRENCY=1",
                   "-e", "ARBITER_RATE_LIMIT_ENABLED=true", "-e", "ARBITER_RATE_LIMIT=3 per minute",
                   "-e", "ARBITER_PROXY_HOPS=1", "-e", "ARBITER_TRUSTED_PROXIES=127.0.0.7", image)
    try:
        cluster.wait_replica_ready(port)
        # fresh keys: each one's window (in the replica's own memory) starts at its first request
        spender = [_answer_from(port, "127.0.0.7", {"X-Forwarded-For": "203.0.113.5"}).status for _ in range(4)]
        forger = [_answer_from(port, "127.0.0.3", {"X-Forwarded-For": "203.0.113.6",
                                                   "Forwarded": "for=203.0.113.6"}).status for _ in range(4)]
        other = _answer_from(port, "127.0.0.7", {"X-Forwarded-For": "203.0.113.6"})
        print(f"3 per minute: spender {spender}, forger naming another {forger}, the other {other.status}")
        assert spender == [200, 200, 200, 429]
        assert forger == [200, 200, 200, 429]  # its own budget, not the named client's
        assert other.status == 200 and other.headers["x-ratelimit-remaining"] == "2"
    finally:
        cluster.podman("rm", "-f", "-t", "0", name, check=False)


def test_an_analysis_whose_client_goes_away_frees_its_replicas_slot(cluster: Cluster) -> None:
    """Issue 34.2 through the balancer: a client that closes its connection during a 5 s analysis
    makes HAProxy close its connection to the replica, and the replica stops the search and frees
    its heavy slot within seconds, not when the search's budget runs out."""
    import socket

    def in_flight() -> float:
        return sum(cluster.metric(port, "arbiter_heavy_requests_in_flight", {}) for port in cluster.replicas)

    body = json.dumps({"variant": "oware", "budget": {"ms": 5000}, "position": {
        "pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing"}}).encode()
    leaving = socket.create_connection(("127.0.0.1", cluster.lb), timeout=10)
    leaving.sendall(b"POST /v1/analysis HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
                    b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
    started = cluster.wait_until(lambda: in_flight() >= 1, 10, "the analysis holding a slot")
    leaving.close()
    freed = cluster.wait_until(lambda: in_flight() == 0, 30, "the slot given back")
    print(f"an analysis whose client left through the balancer: held after {started:.1f} s, freed {freed:.1f} s after the close")
    assert freed < 3  # the search had up to 5 s of CPU left
