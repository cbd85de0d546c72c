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

**What Redis holds is checked before it is used.** Anyone who can write to Redis (it is reached over
the network) could otherwise store a forged verdict that the service would serve and sign with
its own key, or garbage that a replay would return as a 200. Every value stored in Redis carries
an HMAC-SHA256 tag over the key and the value, under the deployment's cache secret
(:func:`integrity_secret`); a value whose tag does not verify is a miss, counted as
``arbiter_cache_requests_total{result="corrupt"}``, recomputed and overwritten. The tag binds the
key, so a genuine entry moved under another key is refused too. Keys carry a short id of the
secret (``arbiter:v1:<id>:...``): servers with different secrets (a rotation, or replicas with
generated secrets) use disjoint keys instead of reading each other's entries as corrupt. The
in-process LRU holds no tag (its memory is the process's own).

Redis may require a password (``requirepass`` or an ACL user): in the URL
(``redis://user:password@host:6379/0``), or from ``ARBITER_REDIS_PASSWORD_FILE`` when the URL
has none; TLS with ``rediss://`` (a private CA: ``?ssl_ca_certs=/path/ca.pem``). A refused
password is a Redis failure like any other: the breaker bypasses Redis and answers are computed.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any, Protocol

import redis
import structlog
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from redis.backoff import NoBackoff
from redis.retry import Retry

from . import config, jws
from .metrics import Metrics
from .server_secrets import generated

log = structlog.get_logger("service.cache")


class Cache(Protocol):
    backend: str

    def get(self, key: str) -> bytes | None: ...

    max_entry_bytes: int

    def set(self, key: str, value: bytes) -> None: ...

    def status(self) -> dict[str, Any]: ...

    def announce(self, member: str, window: float) -> list[str] | None: ...


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

    def announce(self, member: str, window: float) -> list[str] | None:
        """Nothing is shared without Redis: other servers cannot be seen (``None``)."""
        return None


TAG_BYTES = 32  # HMAC-SHA256


def key_id(secret: bytes) -> str:
    """A short public id of a cache secret (in Redis key names); reveals nothing of the secret."""
    return hmac.new(secret, b"mancala-arbiter cache key id", hashlib.sha256).hexdigest()[:16]


class RedisCache:
    backend = "redis"

    def __init__(
        self,
        url: str,
        *,
        secret: bytes,
        timeout: float,
        breaker_seconds: float,
        ttl: int,
        max_entry_bytes: int = 1024 * 1024,
        prefix: str = "arbiter:v1:",
        password: str | None = None,
    ) -> None:
        if len(secret) < 16:
            raise ValueError("the cache secret must be at least 16 bytes")
        self._url = url
        self._secret = secret
        self._password = password
        self.max_entry_bytes = max(0, max_entry_bytes)
        self._timeout = timeout
        self._breaker_seconds = breaker_seconds
        self._ttl = ttl
        self._namespace = prefix  # shared by every server, whatever its cache secret
        self._prefix = f"{prefix}{key_id(secret)}:"
        self._lock = threading.Lock()
        self._client: redis.Redis | None = None
        self._pid = 0
        self._open_until = 0.0

    def _redis(self) -> redis.Redis:
        """This process's client, created on first use (so after gunicorn forks, never in the master)."""
        pid = os.getpid()
        with self._lock:
            if self._client is None or self._pid != pid:
                extra: dict[str, Any] = {"password": self._password} if self._password else {}
                self._client = redis.Redis.from_url(  # a password in the URL wins over the file's
                    self._url,
                    **extra,
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

    def _tag(self, key: str, value: bytes) -> bytes:
        mac = hmac.new(self._secret, digestmod=hashlib.sha256)
        mac.update(key.encode() + b"\0")
        mac.update(value)
        return mac.digest()

    def get(self, key: str) -> bytes | None:
        """The value stored under ``key`` when its tag verifies; ``None`` when there is none.

        Raises :class:`CacheBypassed` when Redis is skipped, :class:`CacheCorrupt` when the entry's
        tag does not verify (forged, altered, truncated, or moved from another key)."""
        if self.is_open:
            raise CacheBypassed
        try:
            stored = self._redis().get(self._prefix + key)
        except (redis.RedisError, OSError) as exc:
            self._trip("get", exc)
            raise CacheBypassed from exc
        if stored is None:
            return None
        if not isinstance(stored, bytes) or len(stored) < TAG_BYTES:
            raise CacheCorrupt(key)
        tag, value = stored[:TAG_BYTES], stored[TAG_BYTES:]
        if not hmac.compare_digest(tag, self._tag(key, value)):
            raise CacheCorrupt(key)
        return value

    def set(self, key: str, value: bytes) -> None:
        if self.is_open or len(value) > self.max_entry_bytes:
            return
        try:
            self._redis().set(self._prefix + key, self._tag(key, value) + value, ex=self._ttl)
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

    def announce(self, member: str, window: float) -> list[str] | None:
        """Record ``member`` (a verdict signing key id) as seen now, and return every member seen by any
        server sharing this Redis within ``window`` seconds (at most 64); ``None`` when Redis is bypassed.

        A sorted set scored by time: stale members are dropped on each call, the set expires when
        nobody announces. Anyone who can write to Redis can add members; they only add a warning."""
        if self.is_open:
            return None
        name = self._namespace + "verdict-signers"
        now = time.time()
        try:
            pipe = self._redis().pipeline(transaction=False)
            pipe.zadd(name, {member: now})
            pipe.zremrangebyscore(name, "-inf", now - window)
            pipe.zrange(name, 0, 63)
            pipe.expire(name, max(1, int(window * 2)))
            members = pipe.execute()[2]
        except (redis.RedisError, OSError) as exc:
            self._trip("announce", exc)
            return None
        return [m.decode("utf-8", "replace") if isinstance(m, bytes) else str(m) for m in members]

    def status(self) -> dict[str, Any]:
        if self.is_open:
            return {"backend": self.backend, "state": "bypassed"}
        return {"backend": self.backend, "state": "ok" if self.ping() else "bypassed"}


class CacheBypassed(Exception):
    """Raised by :meth:`RedisCache.get` when Redis is skipped (breaker open or just failed)."""


class CacheCorrupt(Exception):
    """Raised by :meth:`RedisCache.get` when the entry under a key does not carry this deployment's tag."""


def lookup(cache: Cache, metrics: Metrics, name: str, key: str) -> tuple[bytes | None, bool]:
    """``(value or None, whether to store a computed value)``; counts hit, miss, bypass or corrupt."""
    try:
        value = cache.get(key)
    except CacheBypassed:
        metrics.cache_event(name, cache.backend, "bypass")
        return None, False
    except CacheCorrupt:
        metrics.cache_event(name, cache.backend, "corrupt")
        log.warning("cache-entry-rejected", cache=name, reason="integrity tag does not verify")
        return None, True  # recomputed, and the bad entry overwritten
    metrics.cache_event(name, cache.backend, "hit" if value is not None else "miss")
    return value, value is None


def cached(cache: Cache, metrics: Metrics, name: str, key: str, compute: Any) -> bytes:
    """``cache[key]``, else ``compute()`` stored under ``key`` unless it is too large; counts hit/miss/bypass/corrupt/too-large."""
    value, store = lookup(cache, metrics, name, key)
    if value is not None:
        return value
    result: bytes = compute()
    if not store:
        return result
    if len(result) > cache.max_entry_bytes:
        metrics.cache_event(name, cache.backend, "too-large")
    else:
        cache.set(key, result)
    return result


def redis_password(cfg: Mapping[str, Any]) -> str | None:
    """The password in ``ARBITER_REDIS_PASSWORD_FILE`` (one line; surrounding white space dropped), if set."""
    path = str(cfg.get("REDIS_PASSWORD_FILE") or "")
    if not path:
        return None
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read().strip()
    except OSError as exc:
        raise ValueError(f"cannot read ARBITER_REDIS_PASSWORD_FILE {path}: {exc.strerror}") from exc
    if not text:
        raise ValueError(f"ARBITER_REDIS_PASSWORD_FILE {path} is empty")
    return text


def integrity_secret(cfg: Mapping[str, Any]) -> tuple[bytes, str]:
    """The secret that tags cache entries, and where it came from.

    * ``configured``: ``ARBITER_CACHE_KEY``;
    * ``derived``: else from the configured secrets every replica of a deployment shares (the HMAC
      ``ARBITER_SIGNING_KEYS`` and the private ``ARBITER_VERDICT_KEYS``), through HKDF-SHA256
      (``cryptography``) with a label of its own, so the cache secret reveals none of them;
    * ``generated``: else this server's random one (``service/server_secrets.py``: generated in
      the gunicorn master, shared by its workers), so another replica's entries are not shared.
    """
    def derive(material: bytes) -> bytes:
        return HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
                    info=b"mancala-arbiter cache integrity v1").derive(material)

    configured = str(cfg.get("CACHE_KEY") or "")
    if configured:
        if len(configured) < 16:
            raise ValueError("ARBITER_CACHE_KEY must be at least 16 characters (e.g. openssl rand -base64 32)")
        return derive(b"configured\0" + configured.encode()), "configured"
    material = bytearray()
    for kid, secret in sorted(config.parse_keys(cfg.get("SIGNING_KEYS")).items()):
        material += b"signing\0" + kid.encode() + b"\0" + secret + b"\0"
    for key in sorted(jws.load_keys(str(cfg.get("VERDICT_KEYS") or "")), key=lambda k: k.kid):
        if key.can_sign:
            private = str(key.key.as_dict(private=True).get("d") or "")
            material += b"verdict\0" + key.kid.encode() + b"\0" + private.encode() + b"\0"
    if material:
        return derive(bytes(material)), "derived"
    return generated().cache_secret, "generated"


def check_redis_url(url: str) -> None:
    """Refuse a malformed ``ARBITER_REDIS_URL`` at start (a bad port, scheme, db or option).

    redis-py parses the URL only when it first connects, so a malformed one started fine and then
    every request that used the cache or the limiter answered 500. The parse is redis-py's own
    (``ConnectionPool.from_url``, which connects to nothing); the message never repeats the URL,
    which may hold a password.
    """
    try:
        redis.ConnectionPool.from_url(url)
    except (ValueError, TypeError) as exc:
        reason = str(exc) if url not in str(exc) else type(exc).__name__
        raise ValueError(f"ARBITER_REDIS_URL is not a Redis URL (redis://[user:password@]host[:port][/db], "
                         f"rediss://..., unix:///path?db=N): {reason}") from None


def make_cache(cfg: dict[str, Any]) -> Cache:
    url = str(cfg.get("REDIS_URL") or "")
    if url:
        check_redis_url(url)
        secret, source = integrity_secret(cfg)
        log.info("cache-integrity", backend="redis", secret=source, key_id=key_id(secret))
        return RedisCache(
            url,
            secret=secret,
            timeout=float(cfg["REDIS_TIMEOUT"]),
            breaker_seconds=float(cfg["REDIS_BREAKER_SECONDS"]),
            ttl=int(cfg["CACHE_TTL"]),
            max_entry_bytes=int(cfg["CACHE_MAX_ENTRY_BYTES"]),
            password=redis_password(cfg),
        )
    return LRUCache(
        int(cfg["LRU_SIZE"]),
        max_bytes=int(cfg["LRU_MAX_BYTES"]),
        max_entry_bytes=int(cfg["CACHE_MAX_ENTRY_BYTES"]),
    )
