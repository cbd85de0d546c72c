"""Request parsing and JSON responses shared by the views."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import orjson
from flask import Response, g, request
from marshmallow import Schema
from werkzeug.exceptions import (
    BadRequest,
    ClientDisconnected,
    RequestEntityTooLarge,
    RequestTimeout,
    UnsupportedMediaType,
)

from . import logs, schema_compiler
from .metrics import Metrics

JSON_MIMETYPES = {"application/json"}

HANDOVER = "arbiter.handover"
"""The WSGI environ key under which the fast lane passes a request on to Flask (a client cannot
set it: request headers arrive as ``HTTP_*`` keys)."""


@dataclass(frozen=True, slots=True)
class Handover:
    """What the fast lane (``service/fastlane.py``) did with a ``POST /v1/moves`` it passes on to
    the Flask view: the request's id and start, the game once known, and either the answer's bytes
    (to be compressed) or the error that refused it (answered by ``service/errors.py``)."""

    request_id: str
    started: float
    game: tuple[str, str] | None = None
    payload: bytes = b""
    error: BaseException | None = None


def load_body(schema: Schema) -> dict[str, Any]:
    """The JSON body validated by ``schema``: 415 if not JSON, 413 if too big, 400 if malformed or invalid."""
    return schema_compiler.load(schema, load_json())  # marshmallow.ValidationError -> 400 in errors.py


def is_json(mimetype: str) -> bool:
    """Whether a (lower-case, parameter-free) media type is JSON: ``application/json`` or ``*+json``."""
    return mimetype in JSON_MIMETYPES or mimetype.endswith("+json")


def load_json() -> Any:
    """The parsed JSON body, not yet validated: 415 if not JSON, 413 if too big, 400 if malformed."""
    if not is_json(request.mimetype):
        raise UnsupportedMediaType("send the body as application/json")
    return parse_json(read_body())


def parse_json(raw: bytes) -> Any:
    """``raw`` parsed: 400 if it is not JSON."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise BadRequest(f"the body is not valid JSON: {exc.msg} at position {exc.pos}") from exc


def read_body() -> bytes:
    """The whole request body: 413 past ``MAX_CONTENT_LENGTH`` however it is framed, never a truncated body.

    With ``Content-Length``, werkzeug refuses an over-long body before reading it. Without one
    (``Transfer-Encoding: chunked``), werkzeug reads *up to* the limit and stops there silently,
    so a body one byte longer would arrive cut. A body that fills the limit is therefore probed for
    one more byte on the server's own (terminated) input stream: any byte there means 413.
    A client that stalls in the middle of its body gets 408 (the server's socket read timeout).
    """
    req = request._get_current_object()  # type: ignore[attr-defined]  # one proxy lookup, not four

    def read() -> bytes:
        raw: bytes = req.get_data(cache=False)  # raises 413 when Content-Length is over the limit
        limit = req.max_content_length
        if req.content_length is None and limit is not None and len(raw) >= limit:  # noqa: SIM102 (the side effect stays on a line of its own)
            if req.environ["wsgi.input"].read(1):
                raise RequestEntityTooLarge()
        return raw

    return read_in_time(read)


def read_in_time(read: Callable[[], bytes]) -> bytes:
    """``read()``, with a body that stalled mid-way answered 408 (the server's socket read timeout)."""
    try:
        return read()
    except TimeoutError as exc:
        raise RequestTimeout("the request body did not arrive in time") from exc
    except ClientDisconnected as exc:  # werkzeug reports a read that timed out as a disconnect (400)
        if isinstance(exc.__context__, TimeoutError):
            raise RequestTimeout("the request body did not arrive in time") from exc
        raise


def json_response(payload: Any, status: int = 200) -> Response:
    body = payload if isinstance(payload, bytes) else orjson.dumps(payload, option=orjson.OPT_NON_STR_KEYS)
    return Response(body, status=status, mimetype="application/json")


def account(metrics: Metrics, started: float, *, request_id: str, method: str, path: str, route: str, status: int,
            variant: str | None) -> None:
    """The request metric and the access line of an answered request (the ``after_request`` hook's
    and the fast lane's, so the two stay alike)."""
    seconds = time.perf_counter() - started
    metrics.request(route, method, status, seconds)
    logs.access(request_id=request_id, method=method, path=path, route=route, status=status,
                duration_ms=round(seconds * 1000, 3), variant=variant)


def bind_game(variant: str, rules_version: str) -> None:
    """Remember the game of this request for headers, error bodies, logs and metrics."""
    g.variant = variant
    g.rules_version = rules_version
