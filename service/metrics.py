"""Prometheus metrics that stay correct across gunicorn workers.

With ``PROMETHEUS_MULTIPROC_DIR`` set (``gunicorn.conf.py`` sets it up before workers start and
marks dead workers in ``child_exit``), every worker writes its samples to files there and
``/metrics`` aggregates them with ``MultiProcessCollector``. Without it (tests, ``flask run``)
the metrics live in a registry owned by the app.
"""

from __future__ import annotations

import os
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client import multiprocess


class Metrics:
    def __init__(self) -> None:
        self.multiprocess = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
        # In multiprocess mode samples go to files; the registry is only used for exposition.
        self.registry = CollectorRegistry()
        reg = None if self.multiprocess else self.registry
        self.requests = Counter(
            "arbiter_http_requests_total", "HTTP requests by route, method and status.",
            ["route", "method", "status"], registry=reg,
        )
        self.latency = Histogram(
            "arbiter_http_request_duration_seconds", "Time spent answering, by route.", ["route"],
            buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
            registry=reg,
        )
        self.adjudications = Counter(
            "arbiter_adjudications_total", "Moves and replays adjudicated, by variant and outcome.",
            ["endpoint", "variant", "outcome"], registry=reg,
        )
        self.illegal_moves = Counter(
            "arbiter_illegal_moves_total", "Moves refused as illegal, by variant and reason code.",
            ["variant", "code"], registry=reg,
        )
        self.cache = Counter(
            "arbiter_cache_requests_total", "Cache lookups: hit, miss, bypass (breaker open or uncacheable) and error.",
            ["cache", "backend", "result"], registry=reg,
        )
        self.interrupted = Counter(
            "arbiter_requests_interrupted_total",
            "Requests the watchdog interrupted after its CPU allowance (a loop that does not charge its budget).",
            registry=reg,
        )

        # Labelled children by label values: ``labels()`` validates and looks them up under a lock on
        # every call; the children themselves are stable, so each is looked up once per process.
        self._children: dict[tuple[object, ...], Any] = {}

    def _child(self, metric: Any, *values: str) -> Any:
        key = (id(metric), *values)
        child = self._children.get(key)
        if child is None:
            child = self._children[key] = metric.labels(*values)
        return child

    def request(self, route: str, method: str, status: int, seconds: float) -> None:
        self._child(self.requests, route, method, str(status)).inc()
        self._child(self.latency, route).observe(seconds)

    def adjudication(self, endpoint: str, variant: str, outcome: str) -> None:
        self._child(self.adjudications, endpoint, variant, outcome).inc()

    def illegal_move(self, variant: str, code: str) -> None:
        self._child(self.illegal_moves, variant, code).inc()

    def cache_event(self, cache: str, backend: str, result: str) -> None:
        self._child(self.cache, cache, backend, result).inc()

    def request_interrupted(self) -> None:
        self.interrupted.inc()

    def exposition(self) -> tuple[bytes, str]:
        if self.multiprocess:
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
            return generate_latest(registry), CONTENT_TYPE_LATEST
        return generate_latest(self.registry), CONTENT_TYPE_LATEST
