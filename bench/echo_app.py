"""The reference for ``POST /v1/moves``: a bare Flask app that echoes the JSON body it is sent.

Served by the same ``gunicorn.conf.py`` as the service (same worker class, workers, threads,
logging config), so the ratio service/echo is what the rules authority costs on top of
"Flask + gunicorn + parse and write the same JSON".

    gunicorn -c gunicorn.conf.py 'bench.echo_app:create_app()'

It is deliberately plain Flask: ``request.get_json()`` in, the dict back out through Flask's own
JSON provider. No validation, no engine, no metrics, no access log.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, request


def create_app() -> Flask:
    app = Flask(__name__)

    @app.post("/v1/moves")
    @app.post("/v1/replay")
    def echo() -> Any:
        return request.get_json()

    return app
