"""Operational configuration: defaults, then ``ARBITER_*`` environment variables, then overrides.

Only operational settings live here (limits, cache, keys, logging). Game rules arrive in requests.
Every variable is documented in docs/configuration.md; keep the two in step
(``tests/service/test_config.py`` checks that every key below appears there).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.decoding import MAX_HISTORY

ENV_PREFIX = "ARBITER_"

#: name -> (default, parser). The parser turns an environment string into the typed value.
DEFAULTS: dict[str, Any] = {
    "MAX_CONTENT_LENGTH": 256 * 1024,  # bytes; larger bodies get 413
    "MAX_REPLAY_MOVES": 2000,  # moves in one replay record; more get 422 limit-exceeded
    "MAX_PITS": 100,  # pits on the whole board (all rows), default: the widest catalogue board (2×50); more get 422 limit-exceeded
    "REQUEST_CPU_SECONDS": 2.0,  # CPU seconds one request may spend in the engine; more get 422 limit-exceeded
    "REQUEST_WATCHDOG_SECONDS": 5.0,  # CPU seconds after which the watchdog interrupts a request (0: off)
    "MAX_RESPONSE_BYTES": 8 * 1024 * 1024,  # bytes of one replay answer; more get 422 limit-exceeded
    "MAX_HISTORY": 10_000,  # repetition-history keys in a position taken or returned (at most the engine's 10,000)
    "MAX_VIOLATIONS": 50,  # violations listed in one error answer (violations_total counts them all)
    "ANALYSIS_MAX_CPU_SECONDS": 5.0,  # CPU seconds one /v1/analysis request may search; larger budgets get 422 limit-exceeded
    "ANALYSIS_MAX_NODES": 2_000_000,  # nodes one /v1/analysis request may search; larger budgets get 422 limit-exceeded
    "HEAVY_REQUESTS": 1,  # heavy requests (analysis, batch verdicts, exact solving) at once per worker; more get 503 overloaded
    "HEAVY_RETRY_AFTER": 2,  # seconds in the Retry-After of a 503 overloaded
    "GIL_SWITCH_MS": 1.0,  # the worker's interpreter switch interval (sys.setswitchinterval) while a heavy request runs, ms; 0 keeps Python's 5 ms
    "MAX_SEATS": 4,  # seats (players); more get 422 limit-exceeded
    "REDIS_URL": "",  # empty: in-process LRU cache and in-memory rate limits
    "REDIS_TIMEOUT": 0.05,  # seconds, connect and read
    "REDIS_BREAKER_SECONDS": 5.0,  # after a Redis failure, bypass Redis this long
    "REDIS_PASSWORD_FILE": "",  # file holding the Redis password (requirepass / ACL user), used when the URL has none
    "CACHE_KEY": "",  # secret that tags Redis entries (HMAC); empty: derived from the configured keys, else generated
    "CACHE_TTL": 3600,  # seconds a cached replay lives in Redis
    "LRU_SIZE": 512,  # entries in the in-process cache used without Redis
    "LRU_MAX_BYTES": 32 * 1024 * 1024,  # total bytes of the values in the in-process cache (per worker)
    "CACHE_MAX_ENTRY_BYTES": 1024 * 1024,  # larger results are recomputed, never cached (memory or Redis)
    "CACHE_MIN_MOVES": 16,  # replays shorter than this are recomputed, never cached
    "SIGNING_KEYS": "",  # "kid:secret,kid2:secret2"; empty disables signing
    "SIGNING_KEY_ID": "",  # kid used to sign; default: the first in SIGNING_KEYS
    "REQUIRE_SIGNED_POSITIONS": False,  # refuse unsigned/altered positions (422 invalid-signature)
    "FAST_LANE": True,  # answer POST /v1/moves in front of Flask (service/fastlane.py; off with rate limits or CORS)
    "RATE_LIMIT_ENABLED": False,
    "RATE_LIMIT": "600 per minute",  # flask-limiter limit string(s), per key; ";" separates several
    "RATE_LIMIT_KEY_HEADER": "X-API-Key",  # requests with this header are limited per its value
    "RATE_LIMIT_API_KEYS": "",  # comma-separated API keys limited per key; any other request per address
    "PROXY_HOPS": 0,  # trusted reverse proxies in front (X-Forwarded-For hops); 0 trusts none
    "TRUSTED_PROXIES": "",  # addresses/CIDR blocks of those proxies: X-Forwarded-For is read from these peers only
    "PLAYGROUND_API_BASE": "",  # the API the /play page talks to; empty: the page's own origin
    "CORS_ORIGINS": "",  # comma-separated explicit origins; empty disables CORS
    "LOG_LEVEL": "INFO",
    "VARIANT_MAX_AGE": 3600,  # Cache-Control max-age for variant documents
    "ADJUDICATIONS_MAX_RECORDS": 500,  # records in one POST /v1/adjudications; more get 422 limit-exceeded
    "ADJUDICATIONS_MAX_BYTES": 2 * 1024 * 1024,  # body of POST /v1/adjudications (only); larger get 413
    "ADJUDICATIONS_CPU_SECONDS": 20.0,  # CPU seconds one batch may spend; records left are limit-exceeded entries
    "VERDICT_KEYS": "",  # Ed25519 verdict keys: PEM/JWK file paths (comma-separated) or an inline JWK Set
    "VERDICT_SIGNING_KID": "",  # kid of the key that signs verdicts; default: the first private key
    "VERDICT_KEY_RETENTION_SECONDS": 90 * 86400,  # a retired key (retired_at) stays published this long
    "VERDICT_ISSUER": "mancala-arbiter",  # the verdicts' JWT "iss" claim: set it to this deployment's public URL
}


#: path -> the setting that bounds its request body; every other path: MAX_CONTENT_LENGTH. The gunicorn
#: worker (service/worker.py) reads a body in full, up to this limit, before a thread sees it.
BODY_LIMITS: dict[str, str] = {"/v1/adjudications": "ADJUDICATIONS_MAX_BYTES"}


def body_limit(settings: Mapping[str, Any], path: str, default: int) -> int:
    """The body limit of requests to ``path`` under ``settings``; ``default`` where the setting is unset (None)."""
    value = settings.get(BODY_LIMITS.get(path, "MAX_CONTENT_LENGTH"))
    return default if value is None else int(value)


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


#: Suffix of a variable that names a file holding the value (``ARBITER_REDIS_URL_FILE=/run/secrets/redis_url``),
#: the convention of container images for secrets mounted as files.
FILE_SUFFIX = "_FILE"


def from_environ(environ: Mapping[str, str]) -> dict[str, Any]:
    """The known ``ARBITER_*`` variables found in ``environ``, typed.

    Any of them may instead be given as ``ARBITER_<NAME>_FILE``: the path of a file whose content
    (trailing newlines and spaces removed) is the value, so that a secret never has to sit in the
    environment or on a command line. Setting both is an error.
    """
    found: dict[str, Any] = {}
    for name in DEFAULTS:
        key = ENV_PREFIX + name
        file_key = key + FILE_SUFFIX
        if file_key in environ:
            if key in environ:
                raise ValueError(f"set {key} or {file_key}, not both")
            found[name] = _from_file(name, file_key, environ[file_key])
        elif key in environ:
            found[name] = coerce(name, environ[key])
    return found


def _from_file(name: str, file_key: str, path: str) -> Any:
    """The typed value of ``name`` read from the file at ``path``; an error names the file, never its content
    (a secret that does not parse must not reach a log)."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read().rstrip()
    except OSError as exc:
        raise ValueError(f"cannot read {file_key} {path}: {exc.strerror}") from None
    try:
        return coerce(name, text)
    except ValueError:
        kind = type(DEFAULTS[name]).__name__
        raise ValueError(f"{file_key} {path}: the content is not a valid {kind} (not shown)") from None


class SecretFileLeak(ValueError):
    """A start-up error about a setting read from a file, with that file's content removed."""


def without_file_contents(error: Exception, environ: Mapping[str, str]) -> Exception:
    """``error`` unchanged when its message quotes no ``ARBITER_*_FILE`` file's content, else a
    :class:`SecretFileLeak` whose message has each quoted piece replaced by ``<content of PATH>``.

    The parsers of the settings (verdict keys, signing keys, URLs) say what they could not parse,
    which is right for a value in the environment and wrong for a secret mounted as a file:
    ``create_app`` passes every start-up error through here, so no parser has to know where its
    value came from. Pieces shorter than 4 characters are left (they would match anywhere)."""
    message = str(error)
    leaked = False
    for file_key, path in environ.items():
        if not (file_key.startswith(ENV_PREFIX) and file_key.endswith(FILE_SUFFIX)):
            continue
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, ValueError):
            continue
        pieces = {text.strip(), *(line.strip() for line in text.splitlines()),
                  *(part.strip() for part in re.split(r"[,;\s]+", text))}
        for piece in sorted((p for p in pieces if len(p) >= 4), key=len, reverse=True):
            if piece in message:
                message = message.replace(piece, f"<content of {path}>")
                leaked = True
    return SecretFileLeak(message) if leaked else error


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


def max_history(value: object) -> int:
    """``MAX_HISTORY``, which may lower but never raise the engine's bound (positions above it are refused)."""
    number = int(str(value))
    if not 0 <= number <= MAX_HISTORY:
        raise ValueError(f"ARBITER_MAX_HISTORY must be between 0 and the engine's {MAX_HISTORY}")
    return number
