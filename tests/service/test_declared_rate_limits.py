"""Every operation that the rate limit covers declares its 429 in openapi.yaml.

Redocly's ``operation-4xx-response`` rule found /openapi.yaml, /docs and /play declaring no client
error at all, while they are rate limited like the API (only the probes and the metrics are
exempt): a client generated from the contract did not know their 429.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from flask import Flask

from tests.openapi_spec import openapi_spec

ROOT = Path(__file__).resolve().parents[2]
SPEC = openapi_spec()


def test_every_parameterless_get_that_answers_429_declares_it(make_app: Callable[..., Flask]) -> None:
    answered = {}
    for path, item in SPEC["paths"].items():
        operation = item.get("get")
        if operation is None or "{" in path:
            continue
        client = make_app(RATE_LIMIT="1/minute", RATE_LIMIT_ENABLED=True).test_client()
        statuses = [client.get(path).status_code for _ in range(2)]
        answered[path] = statuses[-1]
        if statuses[-1] == 429:
            assert "429" in operation["responses"], f"GET {path} answers 429 but does not declare it"
    # the probes and the metrics are exempt; the documents and the playground are not
    assert answered["/healthz"] == answered["/metrics"] == 200
    assert answered["/openapi.yaml"] == answered["/docs"] == answered["/play"] == 429
