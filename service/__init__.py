"""mancala-arbiter HTTP service: a thin Flask adapter over ``engine``.

``create_app()`` is the only entry point (gunicorn: ``service:create_app()``). Nothing runs at import.
``POST /v1/moves`` is answered by ``service.fastlane`` in front of Flask, with the view's own code
and the same headers, logs and metrics as the hooks below.
"""

from __future__ import annotations

import hashlib
import os
import re
import time
from collections.abc import Mapping
from importlib import resources
from typing import Any

import structlog
from flask import Flask, Response, g, request
from flask_cors import CORS
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

from . import (
    analysis,
    api,
    compression,
    config,
    deadline,
    endgames,
    errors,
    fastlane,
    logs,
    ops,
    play,
    verdict_signer,
    verdicts,
)
from .admission import Admission
from .arbiter import Arbiter, Limits
from .cache import make_cache, redis_password
from .http import HANDOVER, Handover, account
from .metrics import Metrics
from .proxies import install as install_proxies
from .signing import Signer
from .watchdog import Watchdog

REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")



def new_request_id() -> str:
    """``uuid.uuid4().hex``: 16 random bytes with the version (4) and variant (RFC 4122) bits set,
    as hex; without building a ``uuid.UUID`` (a quarter of the cost)."""
    raw = bytearray(os.urandom(16))
    raw[6] = (raw[6] & 0x0F) | 0x40
    raw[8] = (raw[8] & 0x3F) | 0x80
    return raw.hex()


def request_id_for(given: str) -> str:
    """The id of a request: the client's ``X-Request-ID`` when it is a sane one, else a new one."""
    return given if REQUEST_ID.match(given) else new_request_id()


def create_app(overrides: Mapping[str, Any] | None = None) -> Flask:
    """Build the app: defaults, then ``ARBITER_*`` environment variables, then ``overrides``.

    A setting that does not parse fails here, at start, never at a later request; the error never
    quotes the content of an ``ARBITER_*_FILE`` file (``config.without_file_contents``)."""
    try:
        return _create_app(overrides)
    except ValueError as exc:
        cleaned = config.without_file_contents(exc, os.environ)
        if cleaned is exc:
            raise
        raise cleaned from None


def _create_app(overrides: Mapping[str, Any] | None) -> Flask:
    app = Flask(__name__, static_folder="static", static_url_path="/docs/assets")
    app.config.from_mapping(config.DEFAULTS)
    app.config.update(config.from_environ(os.environ))
    for name, value in (overrides or {}).items():
        app.config[name] = config.coerce(name, value) if name in config.DEFAULTS else value
    cfg = app.config

    logs.configure(str(cfg["LOG_LEVEL"]))
    endgames.start_background_builds()  # ARBITER_ENDGAME_BUILD (default off): docs/analysis.md
    limits = Limits(
        max_replay_moves=int(cfg["MAX_REPLAY_MOVES"]),
        max_pits=int(cfg["MAX_PITS"]),
        max_seats=int(cfg["MAX_SEATS"]),
        cache_min_moves=int(cfg["CACHE_MIN_MOVES"]),
        max_history=config.max_history(cfg["MAX_HISTORY"]),
        max_response_bytes=int(cfg["MAX_RESPONSE_BYTES"]),
    )
    signer = _signer(cfg)
    require_signed = bool(cfg["REQUIRE_SIGNED_POSITIONS"])
    app.extensions["arbiter"] = Arbiter(
        limits=limits,
        signer=signer,
        require_signed=require_signed,
        cache=make_cache(dict(cfg)),
        metrics=Metrics(),
        variant_max_age=int(cfg["VARIANT_MAX_AGE"]),
        documents={},
        fingerprint=f"{limits}|signed={require_signed}|keys={signer.fingerprint if signer else None}",
    )
    app.extensions["arbiter_admission"] = Admission(int(cfg["HEAVY_REQUESTS"]), int(cfg["HEAVY_RETRY_AFTER"]),
                                                    app.extensions["arbiter"].metrics,
                                                    workers=int(os.environ.get("ARBITER_SERVER_WORKERS") or 1),
                                                    switch_ms=float(cfg["GIL_SWITCH_MS"]))
    app.extensions["arbiter_spec"] = resources.files("service").joinpath("openapi.yaml").read_bytes()

    # the client address (rate-limit key, heavy shares, logs) comes from the X-Forwarded-For our
    # balancer sets, read only from the balancer's addresses (service/proxies.py)
    install_proxies(app, int(cfg["PROXY_HOPS"]), config.parse_list(cfg["TRUSTED_PROXIES"]))
    errors.register(app)
    app.extensions["arbiter_verdicts"] = verdict_signer.from_config(cfg)  # verdicts and chain links
    app.register_blueprint(api.bp)
    app.register_blueprint(ops.bp)
    app.register_blueprint(play.bp)
    app.register_blueprint(verdicts.bp)
    app.register_blueprint(analysis.bp)
    # 1 while verdicts are signed with a generated key (service/server_secrets.py, /readyz)
    app.extensions["arbiter"].metrics.verdict_key_generated.set(0 if str(cfg["VERDICT_KEYS"] or "").strip() else 1)
    app.extensions["arbiter"].metrics.allow_routes(rule.rule for rule in app.url_map.iter_rules())
    _request_hooks(app)
    _sync_once(app)
    watchdog = Watchdog(float(cfg["REQUEST_WATCHDOG_SECONDS"]),
                        on_fire=lambda *_: app.extensions["arbiter"].metrics.request_interrupted())
    deadline.install(app, watchdog)
    _rate_limits(app)
    compression.init_app(app)  # gzip/brotli for clients that accept it (service/compression.py)
    origins = config.parse_list(cfg["CORS_ORIGINS"])
    if origins:
        CORS(
            app,
            origins=origins,
            supports_credentials=False,
            max_age=600,
            expose_headers=["X-Request-ID", "X-Rules-Version", "ETag", "Retry-After"],
        )
    if fastlane.applies(cfg):  # POST /v1/moves without Flask's request machinery, same answers
        app.wsgi_app = fastlane.FastLane(app, request_id_for)  # type: ignore[method-assign]
    return app


def _signer(cfg: Mapping[str, Any]) -> Signer | None:
    keys = config.parse_keys(cfg["SIGNING_KEYS"])
    if not keys:
        if cfg["REQUIRE_SIGNED_POSITIONS"]:
            raise ValueError("ARBITER_REQUIRE_SIGNED_POSITIONS needs ARBITER_SIGNING_KEYS")
        return None
    return Signer(keys, str(cfg["SIGNING_KEY_ID"] or next(iter(keys))))


def _request_hooks(app: Flask) -> None:
    metrics: Metrics = app.extensions["arbiter"].metrics

    @app.before_request
    def start() -> None:
        ctx = g._get_current_object()
        environ = request.environ
        handover: Handover | None = environ.get(HANDOVER)
        if handover is not None:  # begun in the fast lane (service/fastlane.py)
            ctx.request_id = request_id = handover.request_id
            ctx.started = handover.started
        else:
            # request.headers.get("X-Request-ID"), read from the environ without building the headers
            ctx.request_id = request_id = request_id_for(environ.get("HTTP_X_REQUEST_ID", ""))
            ctx.started = time.perf_counter()
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)

    @app.after_request
    def finish(response: Response) -> Response:
        # The objects behind the context-local proxies, looked up once (each proxy access costs one).
        req = request._get_current_object()  # type: ignore[attr-defined]
        ctx = g._get_current_object()
        request_id = ctx.get("request_id") or new_request_id()
        headers = response.headers
        headers["X-Request-ID"] = request_id
        rules_version = ctx.get("rules_version")
        if rules_version is not None:
            headers["X-Rules-Version"] = rules_version
        rule = req.url_rule
        route = rule.rule if rule is not None else "<unmatched>"
        account(metrics, ctx.get("started", time.perf_counter()), request_id=request_id, method=req.method,
                path=req.path, route=route, status=response.status_code, variant=ctx.get("variant"))
        return response

    @app.teardown_request
    def clear(_exc: BaseException | None) -> None:
        structlog.contextvars.clear_contextvars()


def _sync_once(app: Flask) -> None:
    """Flask asks ``ensure_sync`` for every hook and view on every request, and each answer costs an
    ``inspect.iscoroutinefunction`` (five a move); the answer for a function never changes, so it
    is kept (bounded: hooks and views are a fixed set; anything past the bound is asked afresh)."""
    ask = app.ensure_sync
    known: dict[Any, Any] = {}

    def ensure_sync(func: Any) -> Any:
        try:
            found = known.get(func)
        except TypeError:  # an unhashable callable
            return ask(func)
        if found is None:
            found = ask(func)
            if len(known) < 1024:
                known[func] = found
        return found

    app.ensure_sync = ensure_sync  # type: ignore[method-assign]


def _key_digest(api_key: str) -> str:
    return hashlib.sha256(api_key.encode()).hexdigest()[:32]


def _rate_limits(app: Flask) -> None:
    """flask-limiter, keyed by what a client cannot choose.

    A request whose ``RATE_LIMIT_KEY_HEADER`` carries one of the configured ``RATE_LIMIT_API_KEYS``
    is limited per key; every other request (no key, or a key that is not configured) is limited
    per client address, which comes from ``X-Forwarded-For`` only through ``PROXY_HOPS`` proxies, and
    only when the connection comes from one of the ``TRUSTED_PROXIES`` (service/proxies.py). An
    unknown key is therefore not refused, but it buys nothing: a new value per request
    still lands in the sender's address bucket. Keys are stored in the limiter (and Redis) only as
    a digest.
    """
    cfg = app.config
    header = str(cfg["RATE_LIMIT_KEY_HEADER"])
    default_limit = str(cfg["RATE_LIMIT"])
    # "key" or "key:limit" (a limit of its own, e.g. a partner's higher tier): digest -> limit
    known: dict[str, str] = {}
    for entry in config.parse_list(cfg["RATE_LIMIT_API_KEYS"]):
        api_key, _, own_limit = entry.partition(":")
        known[_key_digest(api_key.strip())] = own_limit.strip() or default_limit

    def key() -> str:
        api_key = request.headers.get(header, "") if header and known else ""
        if api_key:
            digest = _key_digest(api_key)
            if digest in known:
                return f"key:{digest}"
        return f"addr:{get_remote_address()}"

    app.extensions["arbiter_client_key"] = key  # heavy slots are shared per client too (service/admission.py)

    def limit() -> str:
        bucket = key()
        return known[bucket[4:]] if bucket.startswith("key:") else default_limit

    url = str(cfg["REDIS_URL"] or "")
    storage = "memory://"
    options: dict[str, Any] = {}
    if url:
        storage = "redis+unix://" + url[len("unix://"):] if url.startswith("unix://") else url
        timeout = float(cfg["REDIS_TIMEOUT"])
        options = {"socket_timeout": timeout, "socket_connect_timeout": timeout}
        password = redis_password(cfg)  # the cache's password (service/cache.py); the URL's wins
        if password:
            options["password"] = password
    # One limit per client across every route (flask-limiter's application limits): as default
    # limits, each route had a counter of its own and "10 per 10 seconds" admitted 10 per route.
    limiter = Limiter(
        key,
        app=app,
        application_limits=[limit],
        storage_uri=storage,
        storage_options=options,
        strategy="fixed-window",
        headers_enabled=True,
        swallow_errors=True,
        in_memory_fallback_enabled=True,
        key_prefix="arbiter",
        enabled=bool(cfg["RATE_LIMIT_ENABLED"]),
    )
    for view in (ops.healthz, ops.readyz, ops.metrics):
        limiter.exempt(view)
    app.extensions["arbiter_limiter"] = limiter
