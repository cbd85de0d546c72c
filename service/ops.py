"""Operational endpoints: probes, metrics, the contract and its interactive docs."""

from __future__ import annotations

import hashlib
import os
from importlib import resources
from typing import Any, cast

import structlog
from flask import Blueprint, Response, current_app, request

import engine
from engine.build import kernel_build

from .arbiter import Arbiter
from .http import json_response
from .server_secrets import generated as generated_secrets
from .verdict_signer import signer

bp = Blueprint("ops", __name__)
log = structlog.get_logger("service.ops")

#: seconds a server's verdict signing key stays in Redis's list after its last readiness check
SIGNERS_WINDOW_SECONDS = 60.0


def _arbiter() -> Arbiter:
    return cast(Arbiter, current_app.extensions["arbiter"])


@bp.get("/healthz")
def healthz() -> Response:
    """Liveness: the process answers. Never touches Redis."""
    return json_response({"status": "ok"})


@bp.get("/readyz")
def readyz() -> Response:
    """Readiness: the rules catalogue loads. The cache is reported but optional: a dead Redis stays ready.

    ``engine.build`` says which build of the engine's kernel answers: ``compiled`` (mypyc, what the
    image ships) or ``interpreted`` (the pure source, where no compiler was available)."""
    doc = {"status": "ready", "variants": len(engine.variant_ids()), "engine": {"build": kernel_build()},
           "cache": _arbiter().cache.status(), "verdict_keys": verdict_keys()}
    drain_flag = os.environ.get("ARBITER_DRAIN_FLAG")
    if drain_flag and os.path.exists(drain_flag):  # SIGTERM with a drain (gunicorn.conf.py): leave the balancer
        return json_response({**doc, "status": "draining"}, status=503)
    return json_response(doc)


def verdict_keys() -> dict[str, Any]:
    """Where the verdict signing key comes from, and whether other servers sign with other keys.

    ``source``: ``configured`` (``ARBITER_VERDICT_KEYS``) or ``generated`` (one per server,
    ``service/server_secrets.py``; ``generated_for``: ``server``, or ``process`` outside gunicorn).
    A server knows of the others through Redis only: each readiness check announces its signing
    ``kid`` there (kept ``SIGNERS_WINDOW_SECONDS``) and reads the others'. ``other_keys_seen`` is
    how many other signing keys were announced (``null`` without Redis, or while it is bypassed).
    With a generated key and another key seen, the replicas sign with different keys: a verdict
    verifies only under the JWKS of the replica that signed it, and ``warning`` says so (logged when the
    set of other keys changes).
    The service stays ready: the answers are right, only their signatures do not carry over.
    """
    arbiter = _arbiter()
    kid = signer().kid
    generated = not str(current_app.config.get("VERDICT_KEYS") or "").strip()
    doc: dict[str, Any] = {"source": "generated" if generated else "configured", "kid": kid}
    if generated:
        doc["generated_for"] = generated_secrets().scope
    seen = arbiter.cache.announce(kid, SIGNERS_WINDOW_SECONDS)
    others = sorted(set(seen) - {kid}) if seen is not None else None
    doc["other_keys_seen"] = None if others is None else len(others)
    arbiter.metrics.verdict_key_generated.set(1 if generated else 0)
    if others is not None:
        arbiter.metrics.verdict_signing_keys_seen.set(1 + len(others))
    if generated and others:
        doc["warning"] = (f"{len(others) + 1} servers sharing this Redis sign verdicts with different generated keys: "
                          "a verdict or chain link verifies only under the JWKS of the server that signed it; "
                          "set ARBITER_VERDICT_KEYS (the same keys on every replica)")
        if current_app.extensions.get("arbiter_verdict_keys_seen") != others:  # logged when the set changes
            current_app.extensions["arbiter_verdict_keys_seen"] = others
            log.warning("verdict-keys-differ-across-replicas", kid=kid, other_keys=len(others), message=doc["warning"])
    return doc


@bp.get("/metrics")
def metrics() -> Response:
    body, content_type = _arbiter().metrics.exposition()
    return Response(body, content_type=content_type)


#: Media types of the contract, in order of preference. ``text/plain`` is for clients that do not
#: know YAML (browsers show it inline; generated clients read it as a string).
SPEC_MEDIA_TYPES = ("application/yaml", "text/plain")


@bp.get("/openapi.yaml")
def openapi() -> Response:
    spec = current_app.extensions["arbiter_spec"]
    mimetype = request.accept_mimetypes.best_match(SPEC_MEDIA_TYPES, default=SPEC_MEDIA_TYPES[0])
    response = Response(spec, mimetype=mimetype)
    # One ETag per representation: the bytes are the same, the media type is not.
    response.set_etag(hashlib.sha256(spec + mimetype.encode()).hexdigest()[:32])
    response.vary.add("Accept")
    response.cache_control.public = True
    response.cache_control.max_age = 300
    response.make_conditional(request)  # in place: 304 and an empty body when the ETag matches
    return response


@bp.get("/docs")
def docs() -> Response:
    page = resources.files("service").joinpath("static/docs.html").read_bytes()
    return Response(page, mimetype="text/html")
