"""Every error response is an RFC 9457 ``application/problem+json`` document, built here and only here.

* ``engine.RulesError`` subclasses map to HTTP through :data:`RULES_STATUS` (one row per class).
* :class:`ServiceError` covers the service's own refusals (signatures, limits, bad bodies).
* ``HTTPException`` (routing 404, 405, 413, 415, 429 ...) keeps werkzeug's headers (``Allow``,
  ``Retry-After``).
* A request the watchdog interrupted (``service.watchdog``) is a 422 ``limit-exceeded``, like the deadline.
* A heavy request that found every heavy slot of its worker taken (``service.admission.Overloaded``)
  is a 503 ``overloaded`` with ``Retry-After``: unlike ``limit-exceeded``, the same request may
  succeed once the server is less busy.
* A request whose client closed its connection while it was computed (``service.deadline.ClientGone``)
  is a 499 ``client-gone`` that nobody reads: it only names the stop in the log and the metrics.
* Anything else is a 500 that says nothing about internals; the traceback goes to the log only.

Every body is bounded, whatever the request: at most ``MAX_VIOLATIONS`` violations are listed
(``violations_total`` counts them all), ``errors`` keeps only as many field messages, each text is
cut at a few hundred characters, and a body still over :data:`MAX_PROBLEM_BYTES` sheds its
longest members. A 256 KiB body of 60,000 bad items costs one small answer, not megabytes.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import orjson
import structlog
from flask import Flask, Response, current_app, g, request
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

import engine

from .admission import Overloaded
from .deadline import ClientGone
from .watchdog import RequestInterrupted

PROBLEM_JSON = "application/problem+json"
TYPE_PREFIX = "urn:mancala-arbiter:problem:"

log = structlog.get_logger("service.errors")

DEFAULT_MAX_VIOLATIONS = 50
MAX_TEXT = 300  # characters of one message or path in a violation
MAX_DETAIL = 1000  # characters of ``detail``
MAX_PROBLEM_BYTES = 64 * 1024  # a problem body never exceeds this

#: engine error class -> (HTTP status, title). Most specific classes first.
RULES_STATUS: tuple[tuple[type[engine.RulesError], int, str], ...] = (
    (engine.UnknownVariant, 404, "Unknown variant"),
    (engine.GameOver, 422, "The game is over"),
    (engine.IllegalMove, 422, "Illegal move"),
    (engine.InvalidMove, 422, "Malformed move"),
    (engine.InvalidPosition, 422, "Impossible or malformed position"),
    (engine.InvalidOptions, 422, "Invalid options"),
    (engine.RecordSyntaxError, 422, "Malformed game record"),
    (engine.LimitExceeded, 422, "Limit exceeded"),
    (engine.RulesError, 422, "Rules error"),
)

#: werkzeug status -> stable problem code
HTTP_CODES: dict[int, str] = {
    400: "bad-request",
    404: "not-found",
    405: "method-not-allowed",
    406: "not-acceptable",
    413: "payload-too-large",
    415: "unsupported-media-type",
    429: "rate-limited",
}


class ServiceError(Exception):
    """A refusal decided by the service itself (not by the rules engine)."""

    def __init__(
        self,
        status: int,
        code: str,
        title: str,
        detail: str,
        violations: Iterable[Mapping[str, str]] = (),
        **extra: Any,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
        self.violations = [dict(v) for v in violations]
        self.extra = extra


def violation(code: str, path: str, message: str) -> dict[str, str]:
    return {"code": code, "path": path, "message": message}


def limit_exceeded(path: str, message: str, *, limit: str, allowed: float) -> ServiceError:
    """A size limit: ``limit`` names it (``seats``, ``pits``, ``history``, ``replay_moves`` …), ``allowed`` is its bound."""
    return ServiceError(422, "limit-exceeded", "Limit exceeded", message, [violation("limit-exceeded", path, message)],
                        limit=limit, allowed=allowed)


def invalid_signature(path: str, message: str) -> ServiceError:
    return ServiceError(
        422, "invalid-signature", "Invalid position signature", message, [violation("invalid-signature", path, message)]
    )


def problem(
    status: int,
    code: str,
    title: str,
    detail: str,
    *,
    headers: Iterable[tuple[str, str]] = (),
    violations: Iterable[Mapping[str, Any]] | None = None,
    **extra: Any,
) -> Response:
    """The one constructor of problem+json responses (bounded: see the module docstring)."""
    body: dict[str, Any] = {
        "type": TYPE_PREFIX + code,
        "title": title,
        "status": status,
        "detail": _clip(detail, MAX_DETAIL),
        "instance": request.path,
        "code": code,
        "request_id": g.get("request_id"),
    }
    rules_version = g.get("rules_version")
    if rules_version is not None:
        body["rules_version"] = rules_version
    limit = max_violations()
    if violations is not None:
        listed, total = _bounded(violations, limit)
        body["violations"] = listed
        body["violations_total"] = total
    # A string extension member (a record's ``reason``, ``token``, ``move_text``) is cut like ``detail``.
    body.update({k: _clip(v, MAX_DETAIL) if isinstance(v, str) else v for k, v in extra.items() if v is not None})
    if "errors" in body:
        body["errors"] = _prune(body["errors"], [limit])
    payload = orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
    while len(payload) > MAX_PROBLEM_BYTES:  # only with a very high MAX_VIOLATIONS
        if "errors" in body:
            del body["errors"]
        elif len(body.get("violations") or ()) > 1:
            body["violations"] = body["violations"][: len(body["violations"]) // 2]
        else:
            body.pop("legal_moves", None)
            body.pop("violations", None)
            payload = orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
            break
        payload = orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
    response = Response(payload, status=status, mimetype=PROBLEM_JSON)
    for name, value in headers:
        if name.lower() not in {"content-type", "content-length"}:
            response.headers[name] = value
    return response


def max_violations() -> int:
    """``MAX_VIOLATIONS`` of the current app."""
    return int(current_app.config.get("MAX_VIOLATIONS", DEFAULT_MAX_VIOLATIONS))


def _clip(text: object, most: int) -> str:
    value = text if isinstance(text, str) else str(text)
    return value if len(value) <= most else value[: most - 1] + "\u2026"


def _bounded(violations: Iterable[Mapping[str, Any]], limit: int) -> tuple[list[dict[str, Any]], int]:
    """The first ``limit`` violations (their texts cut to ``MAX_TEXT``) and how many there are."""
    items = iter(violations)
    listed = [
        {k: (_clip(v, MAX_TEXT) if isinstance(v, str) else v) for k, v in item.items()}
        for item in itertools.islice(items, limit)
    ]
    return listed, len(listed) + sum(1 for _ in items)


def _prune(errors: Any, budget: list[int]) -> Any:
    """marshmallow's nested ``errors`` keeping only the first ``budget[0]`` messages (in body order)."""
    if isinstance(errors, dict):
        out: dict[str, Any] = {}
        for key, value in errors.items():
            if budget[0] <= 0:
                break
            out[_clip(key, MAX_TEXT)] = _prune(value, budget)
        return out
    if isinstance(errors, list):
        kept: list[Any] = []
        for item in errors:
            if budget[0] <= 0:
                break
            kept.append(_prune(item, budget))
        return kept
    budget[0] -= 1
    return _clip(errors, MAX_TEXT)


def _rules_error(exc: engine.RulesError) -> Response:
    status, title = next((s, t) for cls, s, t in RULES_STATUS if isinstance(exc, cls))
    extra: dict[str, Any] = {}
    if isinstance(exc, engine.RecordSyntaxError):
        extra.update(line=exc.line, column=exc.column, token=exc.token, reason=exc.reason)
    if isinstance(exc, engine.IllegalMove):
        extra.update(reason=exc.reason, move=exc.move, ply=exc.ply, legal_moves=list(exc.legal_moves))
        current_app.extensions["arbiter"].metrics.illegal_move(g.get("variant", "unknown"), exc.reason)
    if isinstance(exc, engine.LimitExceeded):
        extra.update(limit=exc.limit, allowed=exc.allowed)
    violations = (_violation_dict(v) for v in exc.violations)
    return problem(status, exc.code, title, exc.message, violations=violations, **extra)


def _violation_dict(v: object) -> dict[str, Any]:
    to_dict = getattr(v, "to_dict", None)
    if callable(to_dict):
        result: dict[str, Any] = to_dict()
        return result
    if isinstance(v, Mapping):
        return dict(v)
    return {"code": "violation", "path": "", "message": str(v)}


def _service_error(exc: ServiceError) -> Response:
    return problem(exc.status, exc.code, exc.title, exc.detail, violations=exc.violations, **exc.extra)


def _validation_error(exc: ValidationError) -> Response:
    errors = exc.messages if isinstance(exc.messages, dict) else {"_schema": exc.messages}
    return problem(
        400,
        "invalid-request",
        "Request body does not match the schema",
        "the request body does not match the schema; see errors",
        errors=_stringify_keys(_prune(errors, [max_violations()])),
        violations=_flatten(errors, ""),
    )


def _stringify_keys(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _stringify_keys(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_stringify_keys(v) for v in value]
    return value


def _flatten(errors: Any, path: str) -> Iterator[dict[str, str]]:
    """marshmallow's nested messages as violations with the engine's path style: ``position.pits[0]``."""
    if isinstance(errors, dict):
        for key, value in errors.items():
            if key == "_schema":
                child = path
            elif isinstance(key, int):
                child = f"{path}[{key}]"
            else:
                child = f"{path}.{key}" if path else str(key)
            yield from _flatten(value, child)
    elif isinstance(errors, list):
        for item in errors:
            if isinstance(item, (dict, list)):
                yield from _flatten(item, path)
            else:
                yield violation("invalid-field", path, str(item))
    else:
        yield violation("invalid-field", path, str(errors))


def _interrupted(exc: RequestInterrupted) -> Response:
    seconds = float(current_app.extensions["arbiter_watchdog"].seconds)
    message = f"the request was stopped after using more than {seconds:g} s of CPU time"
    log.warning("request-interrupted-answered", path=request.path, allowed_seconds=seconds)
    return problem(
        422, "limit-exceeded", "Limit exceeded", message,
        violations=[violation("limit-exceeded", "cpu_time", message)], limit="cpu_time", allowed=seconds,
    )


def _overloaded(exc: Overloaded) -> Response:
    if exc.per_client:
        message = (f"this client already holds its share of the server's heavy request slots ({exc.limit}: half of "
                   f"them); retry after {exc.retry_after} s")
        return problem(503, "overloaded", "Overloaded", message, headers=[("Retry-After", str(exc.retry_after))],
                       limit="heavy_requests_per_client", allowed=exc.limit)
    message = (f"every heavy request slot of this worker is in use ({exc.limit}: ARBITER_HEAVY_REQUESTS); "
               f"retry after {exc.retry_after} s")
    return problem(503, "overloaded", "Overloaded", message, headers=[("Retry-After", str(exc.retry_after))],
                   limit="heavy_requests", allowed=exc.limit)


def _client_gone(exc: ClientGone) -> Response:
    # The client closed its connection while its request was computed (service/deadline.py): the
    # work stopped, and this answer (nginx's 499, "client closed request") reaches only the log.
    log.info("client-gone", path=request.path)
    return problem(499, "client-gone", "Client closed request",
                   "the client closed its connection before the answer was ready; the work was stopped",
                   headers=[("Connection", "close")])


def _http_error(exc: HTTPException) -> Response:
    status = exc.code or 500
    code = HTTP_CODES.get(status, f"http-{status}")
    return problem(status, code, exc.name, exc.description or exc.name, headers=exc.get_headers())


def _unexpected(exc: Exception) -> Response:
    if isinstance(exc, HTTPException):
        return _http_error(exc)
    log.exception("unhandled-error")
    return problem(500, "internal-error", "Internal Server Error", "the server failed; the request id identifies the log line")


def register(app: Flask) -> None:
    app.register_error_handler(engine.RulesError, _rules_error)
    app.register_error_handler(ServiceError, _service_error)
    app.register_error_handler(ValidationError, _validation_error)
    app.register_error_handler(RequestInterrupted, _interrupted)
    app.register_error_handler(Overloaded, _overloaded)
    app.register_error_handler(ClientGone, _client_gone)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(Exception, _unexpected)
