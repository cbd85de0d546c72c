"""Operational endpoints: probes, metrics, the contract and its interactive docs."""

from __future__ import annotations

import hashlib
import os
from importlib import resources
from typing import cast

import engine
from engine.build import kernel_build
from flask import Blueprint, Response, current_app, request

from .adjudicator import Arbiter
from .http import json_response

bp = Blueprint("ops", __name__)


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
    variants = engine.variant_ids()
    drain_flag = os.environ.get("ARBITER_DRAIN_FLAG")
    if drain_flag and os.path.exists(drain_flag):  # SIGTERM with a drain (gunicorn.conf.py): leave the balancer
        return json_response({"status": "draining", "variants": len(variants), "engine": {"build": kernel_build()},
                              "cache": _arbiter().cache.status()}, status=503)
    return json_response({"status": "ready", "variants": len(variants), "engine": {"build": kernel_build()},
                          "cache": _arbiter().cache.status()})


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
