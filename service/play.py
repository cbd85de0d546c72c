"""The playground: a reference frontend at ``/play`` that plays every variant through the API.

The page is static (``service/static/play/``: HTML, CSS and plain ES modules with JSDoc types
checked by ``tsc --checkJs``); nothing about the rules lives in the browser. Every move goes to
``/v1/moves``, and the board is drawn and animated from the positions and events the API returns.

The page runs under a strict Content-Security-Policy (no inline script or style, no third-party
origin); ``ARBITER_PLAYGROUND_API_BASE`` points it at an API on another origin (CORS must then
allow the page's origin there), which is added to ``connect-src``.
"""

from __future__ import annotations

from importlib import resources
from urllib.parse import urlsplit

from flask import Blueprint, Response, abort, current_app
from markupsafe import escape

import engine

bp = Blueprint("play", __name__)

_ASSETS = {
    "play.js": "text/javascript",
    "board.js": "text/javascript",
    "api.js": "text/javascript",
    "markdown.js": "text/javascript",
    "options.js": "text/javascript",
    "markdown-it.min.js": "text/javascript",
    "play.css": "text/css",
}

# The icon: a board of two rows of pits, drawn as SVG (browsers ask for /favicon.ico on every page).
_ICON = (b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="1" y="7" width="30" height="18" '
         b'rx="6" fill="#b07a3c"/><g fill="#f3e2c4"><circle cx="10" cy="12" r="3"/><circle cx="16" cy="12" r="3"/>'
         b'<circle cx="22" cy="12" r="3"/><circle cx="10" cy="20" r="3"/><circle cx="16" cy="20" r="3"/>'
         b'<circle cx="22" cy="20" r="3"/></g></svg>')


def _csp(api_base: str) -> str:
    connect = "'self'"
    if api_base:
        parts = urlsplit(api_base)
        connect += f" {parts.scheme}://{parts.netloc}"
    return ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            f"connect-src {connect}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def _page() -> Response:
    api_base = str(current_app.config["PLAYGROUND_API_BASE"] or "")
    html = resources.files("service").joinpath("static/play/index.html").read_text(encoding="utf-8")
    html = html.replace("{{API_BASE}}", str(escape(api_base)))
    response = Response(html, mimetype="text/html")
    response.headers["Content-Security-Policy"] = _csp(api_base)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.cache_control.no_cache = True
    return response


@bp.get("/play")
def play() -> Response:
    return _page()


@bp.get("/play/<variant_id>")
def play_variant(variant_id: str) -> Response:
    engine.get_variant(variant_id)  # an unknown variant is a 404 problem, like the API's
    return _page()


@bp.get("/favicon.ico")
def favicon() -> Response:
    response = Response(_ICON, mimetype="image/svg+xml")
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.cache_control.public = True
    response.cache_control.max_age = 86400
    return response


@bp.get("/play/assets/<name>")
def asset(name: str) -> Response:
    mimetype = _ASSETS.get(name)
    if mimetype is None:
        abort(404)
    body = resources.files("service").joinpath(f"static/play/{name}").read_bytes()
    response = Response(body, mimetype=mimetype)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.add_etag()
    response.cache_control.public = True
    response.cache_control.max_age = 300
    return response
