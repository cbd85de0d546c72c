"""The fast lane: ``POST /v1/moves`` answered at the WSGI layer, in front of Flask's request machinery.

Why. A move is the service's most frequent request and its cheapest piece of work: on the
benchmark machine the engine needs ~70 us for it, while Flask's request context, URL matching,
hooks, ``Response`` object and header handling cost ~150 us more (a bare Flask echo pays that too,
bench/echo_app.py). Issue 14 asks for a move at 0.85x the echo's throughput, which no saving
inside the view can reach once Flask's own share is counted (BENCHMARKS.md, "The fast lane").

What. :class:`FastLane` wraps the app's WSGI callable. For a ``POST /v1/moves`` with a JSON body
and a ``Content-Length`` within ``MAX_CONTENT_LENGTH`` it does what the Flask path does, through
the same functions: the body read as werkzeug reads it (``http.read_in_time``), parsed
(``http.parse_json``), answered by ``api.answer_move`` (the view's own code: size checks, schema,
position, signature, move, chain link, the adjudication count) under the same watchdog, then the
same headers, the same request metric and the same access line as ``service/__init__.py``'s hooks.
Everything else goes on to Flask:

* any other request, and a move request it cannot vouch for before reading it (another media
  type, no or an odd ``Content-Length``, ``Transfer-Encoding``), untouched;
* a move that was refused (any exception, the watchdog's included): handed over with the error
  (``http.Handover``), which the view raises, so the answer, its headers, logs and metrics come
  from ``service/errors.py`` as always, and the work is not done twice;
* an answer that could be compressed (``compression.MIN_BYTES`` or more, and an
  ``Accept-Encoding``): handed over with its bytes, for flask-compress.

It is not installed when rate limits or CORS are on (both are Flask extensions that act on every
request), nor with ``ARBITER_FAST_LANE=false``. ``tests/service/test_fastlane.py`` checks that the
lane answers every golden playthrough, and every refusal, byte for byte as Flask does, with the
same access lines and metrics.

Hand-written rather than a library's: it is a WSGI middleware of one route whose only job is to
call the view's code without Flask's per-request objects; a faster framework would mean a second
app with its own error handling, which is exactly what this avoids.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask
from werkzeug.wsgi import get_input_stream

from . import api, compression
from .http import HANDOVER, Handover, account, is_json, parse_json, read_in_time

ROUTE = "/v1/moves"

StartResponse = Callable[..., Any]
WSGIApp = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]


def applies(config: Any) -> bool:
    """Whether the app's settings let the fast lane answer moves (see the module's docstring)."""
    return bool(config["FAST_LANE"]) and not config["RATE_LIMIT_ENABLED"] and not str(config["CORS_ORIGINS"]).strip()


class FastLane:
    """The WSGI callable in front of ``app``'s (see the module's docstring)."""

    def __init__(self, app: Flask, request_id: Callable[[str], str]) -> None:
        self.next: WSGIApp = app.wsgi_app
        self.arbiter = app.extensions["arbiter"]
        self.signer = app.extensions["arbiter_verdicts"]
        self.watchdog = app.extensions["arbiter_watchdog"]
        self.max_content_length = app.config["MAX_CONTENT_LENGTH"]
        self.request_id = request_id

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        if (environ.get("PATH_INFO") != ROUTE or environ.get("REQUEST_METHOD") != "POST"
                or "HTTP_TRANSFER_ENCODING" in environ):
            return self.next(environ, start_response)
        length = environ.get("CONTENT_LENGTH", "")
        limit = self.max_content_length
        if (not (length.isascii() and length.isdigit()) or (limit is not None and int(length) > limit)
                or not is_json(environ.get("CONTENT_TYPE", "").partition(";")[0].strip().lower())):
            return self.next(environ, start_response)

        started = time.perf_counter()
        request_id = self.request_id(environ.get("HTTP_X_REQUEST_ID", ""))
        game: tuple[str, str] | None = None

        def bind(variant: str, rules_version: str) -> None:
            nonlocal game
            game = (variant, rules_version)

        try:
            with self.watchdog.watch(f"POST {ROUTE} {request_id}"):
                raw = read_in_time(lambda: get_input_stream(environ, max_content_length=limit).read())
                payload = api.answer_move(self.arbiter, self.signer, parse_json(raw), bind)
        except Exception as exc:  # answered by the view (raises it) and service/errors.py  # noqa: BLE001 (a last resort: whatever went wrong is logged and answered, never a crash)
            environ[HANDOVER] = Handover(request_id, started, game, error=exc)
            return self.next(environ, start_response)
        if game is None:  # answer_move binds the game before it can answer
            raise RuntimeError("the move was answered without its game")
        if len(payload) >= compression.MIN_BYTES and environ.get("HTTP_ACCEPT_ENCODING"):
            environ[HANDOVER] = Handover(request_id, started, game, payload=payload)
            return self.next(environ, start_response)

        # What service/__init__.py's hooks and service/compression.py add to a 200, in their order.
        variant, rules_version = game
        start_response("200 OK", [
            ("Content-Type", "application/json"),
            ("Content-Length", str(len(payload))),
            ("Vary", "Accept-Encoding"),
            ("X-Request-ID", request_id),
            ("X-Rules-Version", rules_version),
        ])
        account(self.arbiter.metrics, started, request_id=request_id, method="POST", path=ROUTE, route=ROUTE,
                status=200, variant=variant)
        return [payload]
