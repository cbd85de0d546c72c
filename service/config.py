"""Operational configuration: defaults, then ``ARBITER_*`` environment variables, then overrides.

Only operational settings live here (limits, cache, keys, logging). Game rules arrive in requests.
Every variable is documented in ``docs/README-service-section.md``; keep the two in step
(``tests/service/test_config.py`` checks that every key below appears there).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

ENV_PREFIX = "ARBITER_"

#: name -> (default, parser). The parser turns an environment string into the typed value.
DEFAULTS: dict[str, Any] = {
    "MAX_CONTENT_LENGTH": 256 * 1024,  # bytes; larger bodies get 413
    "MAX_REPLAY_MOVES": 2000,  # moves in one replay record; more get 422 limit-exceeded
    "MAX_PITS": 64,  # pits on the whole board (all rows); more get 422 limit-exceeded
    "REQUEST_CPU_SECONDS": 2.0,  # CPU seconds one request may spend in the engine; more get 422 limit-exceeded
    "ANALYSIS_MAX_CPU_SECONDS": 5.0,  # CPU seconds one /v1/analysis request may search; larger budgets get 422 limit-exceeded
    "ANALYSIS_MAX_NODES": 2_000_000,  # nodes one /v1/analysis request may search; larger budgets get 422 limit-exceeded
    "MAX_SEATS": 4,  # seats (players); more get 422 limit-exceeded
    "REDIS_URL": "",  # empty: in-process LRU cache and in-memory rate limits
    "REDIS_TIMEOUT": 0.05,  # seconds, connect and read
    "REDIS_BREAKER_SECONDS": 5.0,  # after a Redis failure, bypass Redis this long
    "CACHE_TTL": 3600,  # seconds a cached replay lives in Redis
    "LRU_SIZE": 512,  # entries in the in-process cache used without Redis
    "CACHE_MIN_MOVES": 16,  # replays shorter than this are recomputed, never cached
    "SIGNING_KEYS": "",  # "kid:secret,kid2:secret2"; empty disables signing
    "SIGNING_KEY_ID": "",  # kid used to sign; default: the first in SIGNING_KEYS
    "REQUIRE_SIGNED_POSITIONS": False,  # refuse unsigned/altered positions (422 invalid-signature)
    "RATE_LIMIT_ENABLED": False,
    "RATE_LIMIT": "600 per minute",  # flask-limiter limit string(s), per key; ";" separates several
    "RATE_LIMIT_KEY_HEADER": "X-API-Key",  # requests with this header are limited per its value
    "PROXY_HOPS": 0,  # trusted reverse proxies in front (X-Forwarded-For hops); 0 trusts none
    "CORS_ORIGINS": "",  # comma-separated explicit origins; empty disables CORS
    "LOG_LEVEL": "INFO",
    "VARIANT_MAX_AGE": 3600,  # Cache-Control max-age for variant documents
}


def _parse_bool(text: str) -> bool:
    value = text.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off", ""}:
        return False
    raise ValueError(f"not a boolean: {text!r}")


def coerce(name: str, raw: object) -> Any:
    """Coerce a raw (usually string) value to the type of the default for ``name``."""
    default = DEFAULTS[name]
    if not isinstance(raw, str):
        return raw
    if isinstance(default, bool):
        return _parse_bool(raw)
    if isinstance(default, int):
        return int(raw)
    if isinstance(default, float):
        return float(raw)
    return raw


def from_environ(environ: Mapping[str, str]) -> dict[str, Any]:
    """The known ``ARBITER_*`` variables found in ``environ``, typed."""
    found: dict[str, Any] = {}
    for name in DEFAULTS:
        key = ENV_PREFIX + name
        if key in environ:
            found[name] = coerce(name, environ[key])
    return found


def parse_keys(spec: object) -> dict[str, bytes]:
    """``"k1:secret,k2:secret"`` (or a mapping) -> {kid: secret bytes}; order kept."""
    if isinstance(spec, Mapping):
        return {str(k): (v.encode() if isinstance(v, str) else bytes(v)) for k, v in spec.items()}
    keys: dict[str, bytes] = {}
    for part in str(spec or "").split(","):
        part = part.strip()
        if not part:
            continue
        kid, sep, secret = part.partition(":")
        if not sep or not kid or not secret:
            raise ValueError("ARBITER_SIGNING_KEYS entries must look like kid:secret")
        keys[kid.strip()] = secret.encode()
    return keys


def parse_list(spec: object) -> list[str]:
    if isinstance(spec, (list, tuple)):
        return [str(s) for s in spec]
    return [s.strip() for s in str(spec or "").split(",") if s.strip()]
