"""Optional shared cache for whole-record replay results.

* :class:`RedisCache` when ``ARBITER_REDIS_URL`` is set: 50 ms connect/read timeouts, no retries,
  and an "open until" breaker that bypasses Redis for a few seconds after any failure, so a dead
  or silent Redis costs at most one timeout per breaker period per worker. The client is created
  lazily in the process that uses it (after gunicorn forks), never at import or app creation.
* :class:`LRUCache` otherwise: a small in-process LRU.

Both are bounded in **bytes**, not only in entries: one replay with steps can weigh tens of
megabytes, so an entry count alone let twelve of them take a worker to 572 MB. No value larger
than ``CACHE_MAX_ENTRY_BYTES`` is stored anywhere (it is recomputed instead, counted as
``too-large``); the in-process LRU evicts the least recently used entries until the values it
holds total at most ``LRU_MAX_BYTES``. Redis itself is bounded by its ``maxmemory`` (and by
``proto-max-bulk-len``, which refuses any single value over the limit even from another client).

The LRU is hand-written (an ``OrderedDict`` and a byte counter) because the maintained choice,
``cachetools.LRUCache(maxsize, getsizeof=len)``, would add a dependency for twenty lines and is
not thread-safe without the same lock.

A cache never changes an answer: every failure degrades to recomputing.
"""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from typing import Any, Protocol

import redis
import structlog
from redis.backoff import NoBackoff
from redis.retry import Retry

from .metrics import Metrics

log = structlog.get_logger("service.cache")


class Cache(Protocol):
    backend: str

    def get(self, key: str) -> bytes | None: ...

    max_entry_bytes: int

    def set(self, key: str, value: bytes) -> None: ...

    def status(self) -> dict[str, Any]: ...


class LRUCache:
    """In-process least-recently-used cache bounded by entries and by the total bytes of its values."""

    backend = "memory"

    def __init__(self, size: int, *, max_bytes: int, max_entry_bytes: int) -> None:
        self._size = max(0, size)
        self._max_bytes = max(0, max_bytes)
        self.max_entry_bytes = max(0, min(max_entry_bytes, self._max_bytes))
        self._items: OrderedDict[str, bytes] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: str) -> bytes | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def set(self, key: str, value: bytes) -> None:
        if self._size == 0 or len(value) > self.max_entry_bytes:
            return
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._bytes -= len(old)
            self._items[key] = value
            self._bytes += len(value)
            while len(self._items) > self._size or self._bytes > self._max_bytes:
                _, evicted = self._items.popitem(last=False)
                self._bytes -= len(evicted)

    @property
    def bytes(self) -> int:
        """Total length of the values held."""
        return self._bytes

    def status(self) -> dict[str, Any]:
        return {"backend": self.backend, "state": "ok", "entries": len(self._items)}


class RedisCache:
    backend = "redis"

    def __init__(
        self,
        url: str,
        *,
        timeout: float,
        breaker_seconds: float,
        ttl: int,
        max_entry_bytes: int = 1024 * 1024,
        prefix: str = "arbiter:v1:",
    ) -> None:
        self._url = url
        self.max_entry_bytes = max(0, max_entry_bytes)
        self._timeout = timeout
        self._breaker_seconds = breaker_seconds
        self._ttl = ttl
        self._prefix = prefix
        self._lock = threading.Lock()
        self._client: redis.Redis | None = None
        self._pid = 0
        self._open_until = 0.0

    def _redis(self) -> redis.Redis:
        """This process's client, created on first use (so after gunicorn forks, never in the master)."""
        pid = os.getpid()
        with self._lock:
            if self._client is None or self._pid != pid:
                self._client = redis.Redis.from_url(
                    self._url,
                    socket_timeout=self._timeout,
                    socket_connect_timeout=self._timeout,
                    retry=Retry(NoBackoff(), 0),
                    health_check_interval=30,
                    max_connections=64,
                )
                self._pid = pid
            return self._client

    @property
    def is_open(self) -> bool:
        """True while the breaker bypasses Redis."""
        return time.monotonic() < self._open_until

    def _trip(self, op: str, exc: Exception) -> None:
        self._open_until = time.monotonic() + self._breaker_seconds
        log.warning("redis-unavailable", op=op, error=type(exc).__name__, bypass_seconds=self._breaker_seconds)

    def get(self, key: str) -> bytes | None:
        if self.is_open:
            raise CacheBypassed
        try:
            value = self._redis().get(self._prefix + key)
        except (redis.RedisError, OSError) as exc:
            self._trip("get", exc)
            raise CacheBypassed from exc
        return value if isinstance(value, bytes) else None

    def set(self, key: str, value: bytes) -> None:
        if self.is_open or len(value) > self.max_entry_bytes:
            return
        try:
            self._redis().set(self._prefix + key, value, ex=self._ttl)
        except (redis.RedisError, OSError) as exc:
            self._trip("set", exc)

    def ping(self) -> bool:
        if self.is_open:
            return False
        try:
            return bool(self._redis().ping())
        except (redis.RedisError, OSError) as exc:
            self._trip("ping", exc)
            return False

    def status(self) -> dict[str, Any]:
        if self.is_open:
            return {"backend": self.backend, "state": "bypassed"}
        return {"backend": self.backend, "state": "ok" if self.ping() else "bypassed"}


class CacheBypassed(Exception):
    """Raised by :meth:`RedisCache.get` when Redis is skipped (breaker open or just failed)."""


def cached(cache: Cache, metrics: Metrics, name: str, key: str, compute: Any) -> bytes:
    """``cache[key]``, else ``compute()`` stored under ``key`` unless it is too large; counts hit/miss/bypass/too-large."""
    try:
        value = cache.get(key)
    except CacheBypassed:
        metrics.cache_event(name, cache.backend, "bypass")
        result: bytes = compute()
        return result
    if value is not None:
        metrics.cache_event(name, cache.backend, "hit")
        return value
    metrics.cache_event(name, cache.backend, "miss")
    result = compute()
    if len(result) > cache.max_entry_bytes:
        metrics.cache_event(name, cache.backend, "too-large")
    else:
        cache.set(key, result)
    return result


def make_cache(config: dict[str, Any]) -> Cache:
    url = str(config.get("REDIS_URL") or "")
    if url:
        return RedisCache(
            url,
            timeout=float(config["REDIS_TIMEOUT"]),
            breaker_seconds=float(config["REDIS_BREAKER_SECONDS"]),
            ttl=int(config["CACHE_TTL"]),
            max_entry_bytes=int(config["CACHE_MAX_ENTRY_BYTES"]),
        )
    return LRUCache(
        int(config["LRU_SIZE"]),
        max_bytes=int(config["LRU_MAX_BYTES"]),
        max_entry_bytes=int(config["CACHE_MAX_ENTRY_BYTES"]),
    )
