"""Redis is an optional cache and limiter store: with it, replays are shared; without it, or broken, answers stay right.

These tests run a real redis-server (see conftest.py); with CI=true a missing binary fails them.
"""

from __future__ import annotations

import os
import time
from typing import Any

from svc_positions import CHAIN

from service.cache import RedisCache

# A 20-move Kalah record (the first legal move each time), long enough to be cached.
RECORD: dict[str, Any] = {"variant": "kalah", "moves": []}


def kalah_record(n: int) -> list[dict[str, int]]:
    import engine

    rules = engine.get_variant("kalah").rules
    position = engine.new_game(rules)
    moves = []
    for _ in range(n):
        legal = engine.legal_moves(rules, position)
        move = legal[-1]
        moves.append(engine.move_to_json(move))
        position = engine.apply_move(rules, position, move).position
    return moves


def cache_count(client: Any, result: str) -> float:
    text = client.get("/metrics").get_data(as_text=True)
    for line in text.splitlines():
        if line.startswith("arbiter_cache_requests_total{") and f'result="{result}"' in line and 'cache="replay"' in line:
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def replay(client: Any, moves: list[dict[str, int]]) -> Any:
    return client.post("/v1/replay", json={"variant": "kalah", "moves": moves, "include_steps": True})


def test_replays_are_shared_through_redis(make_app: Any, redis_server: Any) -> None:
    moves = kalah_record(20)
    worker_a = make_app(REDIS_URL=redis_server.url).test_client()
    worker_b = make_app(REDIS_URL=redis_server.url).test_client()
    first = replay(worker_a, moves)
    assert first.status_code == 200
    assert cache_count(worker_a, "miss") == 1
    second = replay(worker_b, moves)  # another "worker": the result comes from Redis
    assert second.status_code == 200
    assert second.data == first.data
    assert cache_count(worker_b, "hit") == 1
    assert worker_a.get("/readyz").get_json()["cache"] == {"backend": "redis", "state": "ok"}


def test_short_replays_are_not_cached(make_app: Any, redis_server: Any) -> None:
    client = make_app(REDIS_URL=redis_server.url).test_client()
    assert replay(client, kalah_record(3)).status_code == 200
    assert cache_count(client, "bypass") == 1 and cache_count(client, "miss") == 0


def test_redis_stopped_in_the_middle(make_app: Any, redis_server: Any) -> None:
    moves = kalah_record(20)
    client = make_app(REDIS_URL=redis_server.url, REDIS_BREAKER_SECONDS=0.3, RATE_LIMIT_ENABLED=True).test_client()
    expected = replay(client, moves)
    assert expected.status_code == 200
    redis_server.stop()
    started = time.perf_counter()
    for _ in range(5):
        r = replay(client, moves)
        assert r.status_code == 200
        assert r.data == expected.data
        assert client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 5}}).status_code == 200
    assert time.perf_counter() - started < 2.0
    assert cache_count(client, "bypass") >= 5
    ready = client.get("/readyz")
    assert ready.status_code == 200 and ready.get_json()["cache"]["state"] == "bypassed"
    assert client.get("/healthz").status_code == 200
    # Redis comes back: after the breaker period the cache is used again.
    redis_server.start()
    time.sleep(0.35)
    assert replay(client, moves).status_code == 200
    assert replay(client, moves).status_code == 200
    assert cache_count(client, "hit") >= 1


def test_redis_that_never_answers(make_app: Any, silent_redis: Any) -> None:
    moves = kalah_record(20)
    client = make_app(REDIS_URL=silent_redis.url, REDIS_BREAKER_SECONDS=5, RATE_LIMIT_ENABLED=True).test_client()
    started = time.perf_counter()
    first = replay(client, moves)
    first_elapsed = time.perf_counter() - started
    assert first.status_code == 200
    assert first.get_json()["plies"] == 20
    assert first_elapsed < 1.0  # 50 ms timeouts, no retries
    started = time.perf_counter()
    for _ in range(10):  # the breaker is open: Redis is not even tried
        assert replay(client, moves).status_code == 200
    assert time.perf_counter() - started < 1.0
    assert cache_count(client, "bypass") >= 10
    started = time.perf_counter()
    assert client.get("/healthz").status_code == 200
    assert client.get("/readyz").get_json()["cache"]["state"] == "bypassed"
    assert time.perf_counter() - started < 0.5


def test_rate_limits_are_shared_through_redis(make_app: Any, redis_server: Any) -> None:
    config = {"REDIS_URL": redis_server.url, "RATE_LIMIT_ENABLED": True, "RATE_LIMIT": "3 per minute"}
    worker_a = make_app(**config).test_client()
    worker_b = make_app(**config).test_client()
    headers = {"X-API-Key": "tournament-1"}
    assert worker_a.get("/v1/variants", headers=headers).status_code == 200
    assert worker_b.get("/v1/variants", headers=headers).status_code == 200
    assert worker_a.get("/v1/variants", headers=headers).status_code == 200
    r = worker_b.get("/v1/variants", headers=headers)
    assert r.status_code == 429 and "Retry-After" in r.headers


def test_rate_limiting_survives_a_dead_redis(make_app: Any, redis_server: Any) -> None:
    client = make_app(REDIS_URL=redis_server.url, RATE_LIMIT_ENABLED=True, RATE_LIMIT="100 per minute").test_client()
    assert client.get("/v1/variants").status_code == 200
    redis_server.stop()
    started = time.perf_counter()
    assert all(client.get("/v1/variants").status_code == 200 for _ in range(5))
    assert time.perf_counter() - started < 2.0


def test_no_connection_is_made_before_use_and_each_process_gets_its_own_client(redis_server: Any) -> None:
    cache = RedisCache(redis_server.url, secret=b"a test cache secret, 32 bytes...", timeout=0.05, breaker_seconds=1, ttl=60)
    assert cache._client is None  # nothing connects at app creation (gunicorn forks after)
    cache.set("k", b"parent")
    parent_client = cache._client
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: a new process must build its own client
        try:
            value = cache.get("k")
            os.write(write, b"ok" if cache._client is not parent_client and value == b"parent" else b"no")
        finally:
            os._exit(0)
    os.waitpid(pid, 0)
    assert os.read(read, 2) == b"ok"
    assert cache._client is parent_client


def test_a_cached_answer_is_never_served_under_other_limits_or_keys(make_app: Any, redis_server: Any) -> None:
    moves = kalah_record(20)
    body = {"variant": "kalah", "moves": moves}
    generous = make_app(REDIS_URL=redis_server.url, SIGNING_KEYS="k1:one").test_client()
    assert generous.post("/v1/replay", json=body).get_json()["signature"].startswith("k1.")
    strict = make_app(REDIS_URL=redis_server.url, SIGNING_KEYS="k1:one", MAX_REPLAY_MOVES=10).test_client()
    r = strict.post("/v1/replay", json=body)
    assert r.status_code == 422 and r.get_json()["code"] == "limit-exceeded"
    rotated = make_app(REDIS_URL=redis_server.url, SIGNING_KEYS="k2:two").test_client()
    assert rotated.post("/v1/replay", json=body).get_json()["signature"].startswith("k2.")
    assert cache_count(rotated, "hit") == 0


def test_a_refused_record_is_not_cached(make_app: Any, redis_server: Any) -> None:
    moves = kalah_record(20)
    moves[17] = {"pit": 9}
    client = make_app(REDIS_URL=redis_server.url).test_client()
    for _ in range(2):
        r = client.post("/v1/replay", json={"variant": "kalah", "moves": moves})
        assert r.status_code == 422 and r.get_json()["violations"][0]["path"] == "moves[17].pit"
    assert cache_count(client, "hit") == 0 and cache_count(client, "miss") == 2


def test_cache_hits_carry_the_rules_version_and_count_as_adjudications(make_app: Any) -> None:
    client = make_app().test_client()  # in-process LRU
    moves = kalah_record(20)
    first = replay(client, moves)
    second = replay(client, moves)
    assert second.data == first.data
    assert second.headers["X-Rules-Version"] == "1.0.0"
    assert cache_count(client, "hit") == 1
    outcome = first.get_json()["outcome"]
    label = "ongoing" if outcome is None else ("draw" if outcome["draw"] else "win")
    text = client.get("/metrics").get_data(as_text=True)
    assert f'arbiter_adjudications_total{{endpoint="replay",outcome="{label}",variant="kalah"}} 2.0' in text
