"""Caches are bounded in bytes: the in-process LRU by the total size of its values, every backend by
a maximum entry size; nothing larger is stored, and the Kubernetes Redis fits its pod's memory limit.

The Redis tests run a real redis-server (see conftest.py); with CI=true a missing binary fails them.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import redis
import yaml
from test_redis import cache_count, kalah_record, replay

from service.cache import LRUCache, RedisCache

ROOT = Path(__file__).resolve().parents[2]


def test_the_lru_evicts_the_least_recently_used_until_the_bytes_fit() -> None:
    cache = LRUCache(100, max_bytes=10, max_entry_bytes=10)
    cache.set("a", b"aaaa")
    cache.set("b", b"bbbb")
    assert cache.get("a") == b"aaaa"  # "a" is now the most recently used
    cache.set("c", b"cccc")  # 12 bytes > 10: the least recently used ("b") goes
    assert cache.get("b") is None
    assert cache.get("a") == b"aaaa" and cache.get("c") == b"cccc"
    assert cache.bytes == 8


def test_the_lru_never_stores_an_entry_over_the_maximum() -> None:
    cache = LRUCache(100, max_bytes=100, max_entry_bytes=5)
    cache.set("small", b"12345")
    cache.set("big", b"123456")
    assert cache.get("big") is None and cache.get("small") == b"12345"
    assert cache.bytes == 5
    # an entry larger than the whole cache is refused too, and evicts nothing
    whole = LRUCache(100, max_bytes=4, max_entry_bytes=1000)
    whole.set("x", b"1234")
    whole.set("y", b"12345")
    assert whole.get("x") == b"1234" and whole.get("y") is None


def test_replacing_an_entry_counts_its_bytes_once() -> None:
    cache = LRUCache(100, max_bytes=10, max_entry_bytes=10)
    for _ in range(5):
        cache.set("a", b"123456")
    assert cache.bytes == 6 and cache.get("a") == b"123456"


def test_the_entry_count_still_bounds_the_lru() -> None:
    cache = LRUCache(2, max_bytes=1000, max_entry_bytes=1000)
    for key in "abc":
        cache.set(key, b"x")
    assert cache.get("a") is None and cache.bytes == 2


def test_a_replay_too_large_to_cache_is_recomputed_and_counted(make_app: Any) -> None:
    moves = kalah_record(20)
    client = make_app(CACHE_MAX_ENTRY_BYTES=2000).test_client()
    first = replay(client, moves)  # with steps: well over 2000 bytes
    assert first.status_code == 200 and len(first.data) > 2000
    second = replay(client, moves)
    assert second.data == first.data
    assert cache_count(client, "hit") == 0 and cache_count(client, "too-large") == 2
    small = client.post("/v1/replay", json={"variant": "kalah", "moves": moves})  # no steps: small
    assert len(small.data) < 2000
    client.post("/v1/replay", json={"variant": "kalah", "moves": moves})
    assert cache_count(client, "hit") == 1


def test_the_in_process_cache_holds_at_most_its_bytes(make_app: Any) -> None:
    size = len(replay(make_app().test_client(), kalah_record(20)).data)
    app = make_app(LRU_MAX_BYTES=2 * size)
    client = app.test_client()
    for n in range(16, 21):  # five distinct records, each at most `size` bytes
        assert replay(client, kalah_record(n)).status_code == 200
    cache = app.extensions["arbiter"].cache
    assert isinstance(cache, LRUCache)
    assert 0 < cache.bytes <= 2 * size
    assert cache.status()["entries"] == 2  # the two most recent: 19 and 20 moves


def redis_keys(url: str) -> dict[bytes, int]:
    client = redis.Redis.from_url(url, socket_timeout=2)
    return {key: int(client.strlen(key)) for key in client.keys("*")}


def test_redis_is_never_sent_an_entry_over_the_maximum(make_app: Any, redis_server: Any) -> None:
    moves = kalah_record(20)
    client = make_app(REDIS_URL=redis_server.url, CACHE_MAX_ENTRY_BYTES=2000).test_client()
    big = replay(client, moves)
    assert big.status_code == 200 and len(big.data) > 2000
    assert redis_keys(redis_server.url) == {}
    assert cache_count(client, "too-large") == 1
    small = client.post("/v1/replay", json={"variant": "kalah", "moves": moves})
    assert small.status_code == 200
    stored = redis_keys(redis_server.url)
    assert len(stored) == 1 and all(0 < size <= 2000 for size in stored.values())


def test_the_redis_cache_refuses_a_large_value_itself(redis_server: Any) -> None:
    cache = RedisCache(redis_server.url, secret=b"a test cache secret, 32 bytes...", timeout=0.5, breaker_seconds=1, ttl=60, max_entry_bytes=100)
    cache.set("small", b"x" * 100)
    cache.set("large", b"x" * 101)
    assert cache.get("small") == b"x" * 100
    assert cache.get("large") is None
    assert not cache.is_open


# ------------------------------------------------------------------ the Kubernetes Redis


def _redis_args() -> tuple[list[str], str]:
    docs = list(yaml.safe_load_all((ROOT / "k8s/base/redis.yaml").read_text()))
    deployment = next(d for d in docs if d and d["kind"] == "Deployment")
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    return container["args"], container["resources"]["limits"]["memory"]


def _bytes(text: str) -> int:
    match = re.fullmatch(r"(\d+)(mb|gb|Mi|Gi)", text)
    assert match, text
    return int(match[1]) * 1024 ** (2 if match[2] in {"mb", "Mi"} else 3)


def _flags(args: list[str]) -> dict[str, list[str]]:
    """redis-server's command line as option -> its values (``--user`` takes several words)."""
    flags: dict[str, list[str]] = {}
    for arg in args[1:]:
        if arg.startswith("--"):
            current = flags.setdefault(arg, [])
        else:
            current.append(arg)
    return flags


def test_the_k8s_redis_fits_its_memory_limit_and_refuses_oversized_values() -> None:
    args, limit = _redis_args()
    flags = {name: values[0] for name, values in _flags(args).items() if values}
    maxmemory = _bytes(flags["--maxmemory"])
    query_buffer = _bytes(flags["--client-query-buffer-limit"])
    bulk = _bytes(flags["--proto-max-bulk-len"])
    # the data set, plus a full query buffer for each of a few dozen clients writing at once, fits
    assert maxmemory + 32 * query_buffer <= _bytes(limit)
    # redis itself refuses any value the service would not send (a cap on what one client can store)
    from service.config import DEFAULTS

    assert DEFAULTS["CACHE_MAX_ENTRY_BYTES"] + 1024 <= bulk <= query_buffer


def test_the_k8s_redis_flags_work_on_a_real_server(redis_executable: str, tmp_path: Path) -> None:
    import subprocess
    import time

    args, _ = _redis_args()
    sock = tmp_path / "k8s.sock"
    password = "k8s-test-password"  # what the kubelet puts for $(REDIS_PASSWORD), from the Secret
    flags = [a.replace("$(REDIS_PASSWORD)", password) for a in args[1:]]
    process = subprocess.Popen(
        [redis_executable, *flags, "--port", "0", "--unixsocket", str(sock), "--dir", str(tmp_path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 5
        while not sock.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        with pytest.raises(redis.AuthenticationError):  # `default` is off: nothing without the user's password
            redis.Redis(unix_socket_path=str(sock), socket_timeout=5).ping()
        client = redis.Redis(unix_socket_path=str(sock), socket_timeout=5, username="arbiter", password=password)
        client.ping()
        bulk = _bytes(_flags(args)["--proto-max-bulk-len"][0])
        client.set("arbiter:fits", b"x" * (1024 * 1024))
        try:
            client.set("arbiter:too-big", b"x" * (bulk + 1))
        except (OSError, redis.RedisError):
            pass
        again = redis.Redis(unix_socket_path=str(sock), socket_timeout=5, username="arbiter", password=password)
        assert again.exists("arbiter:too-big") == 0
        assert len(client.get("arbiter:fits") or b"") == 1024 * 1024
    finally:
        process.terminate()
        process.wait(5)
