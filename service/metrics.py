"""Prometheus metrics that stay correct across gunicorn workers.

With ``PROMETHEUS_MULTIPROC_DIR`` set (``gunicorn.conf.py`` sets it up before workers start and
calls :func:`archive_dead_process` in ``child_exit``), every worker writes its samples to files there
and ``/metrics`` aggregates them with ``MultiProcessCollector``. Without it (tests, ``flask run``)
the metrics live in a registry owned by the app.

prometheus_client's ``mark_process_dead`` only removes a dead process's *live gauge* files: its
counter and histogram files must stay, or the totals would go backwards. So every recycled worker
left two files behind and every scrape read all of them (142 recycles: 284 files, ``/metrics``
8 → 22 ms). :func:`archive_dead_process` adds a dead worker's samples into one archive file per
type (``counter_archive.db``, ``histogram_archive.db``, which the collector reads like any
other) and removes the worker's files, so the directory holds the live workers' files plus at
most one archive per type. prometheus_client has no such function (upstream declined one,
client_python #518, for want of locking); here the archive is rebuilt aside and swapped in under
an exclusive ``flock`` that every scrape takes shared, so no scrape ever sees a dead worker's
samples twice or not at all.
"""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engine.build import kernel_build
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client import multiprocess
from prometheus_client.mmap_dict import MmapedDict

#: metric file types whose samples add up across processes (gauges are per process: not archived)
ARCHIVED_TYPES = ("counter", "histogram", "summary")
LOCK_FILE = ".archive.lock"


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
            "arbiter_cache_requests_total", "Cache lookups: hit, miss, bypass (breaker open or uncacheable), too-large (computed, not stored) and error.",
            ["cache", "backend", "result"], registry=reg,
        )
        self.interrupted = Counter(
            "arbiter_requests_interrupted_total",
            "Requests the watchdog interrupted after its CPU allowance (a loop that does not charge its budget).",
            registry=reg,
        )
        self.heavy_rejections = Counter(
            "arbiter_heavy_requests_rejected_total",
            "Heavy requests (analysis, batch verdicts, exact solving) refused with 503 overloaded because "
            "every heavy slot of the worker was taken, by route (service/admission.py).",
            ["route"], registry=reg,
        )
        self.heavy_in_flight = Gauge(
            "arbiter_heavy_requests_in_flight", "Heavy requests holding a slot now, over the live workers.",
            multiprocess_mode="livesum", registry=reg,
        )
        # An info metric (value 1): which build of the engine's kernel the workers run. "livemax":
        # one series per build over the live workers, a dead worker's file is removed with it.
        self.engine_info = Gauge(
            "arbiter_engine_info", "The engine kernel build the workers run (compiled or interpreted), value 1.",
            ["build"], multiprocess_mode="livemax", registry=reg,
        )
        self.engine_info.labels(kernel_build()).set(1)

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

    def heavy_rejected(self, route: str) -> None:
        self._child(self.heavy_rejections, route).inc()

    def heavy_started(self) -> None:
        self.heavy_in_flight.inc()

    def heavy_finished(self) -> None:
        self.heavy_in_flight.dec()

    def exposition(self) -> tuple[bytes, str]:
        if self.multiprocess:
            with _archive_lock(os.environ["PROMETHEUS_MULTIPROC_DIR"], fcntl.LOCK_SH):
                registry = CollectorRegistry()
                multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
                return generate_latest(registry), CONTENT_TYPE_LATEST
        return generate_latest(self.registry), CONTENT_TYPE_LATEST


@contextmanager
def _archive_lock(directory: str, mode: int) -> Iterator[None]:
    with open(os.path.join(directory, LOCK_FILE), "a+b") as lock:
        fcntl.flock(lock, mode)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def archive_dead_process(pid: int, directory: str | None = None) -> int:
    """Fold a dead process's counter/histogram samples into the archive files and delete its files.

    Also removes its live-gauge files (``mark_process_dead``). Returns the number of files removed.
    Call it from one process at a time (gunicorn's ``child_exit`` runs in the master).
    """
    directory = directory or os.environ.get("PROMETHEUS_MULTIPROC_DIR") or ""
    if not directory or not os.path.isdir(directory):
        return 0
    multiprocess.mark_process_dead(pid, directory)  # type: ignore[no-untyped-call]
    removed = 0
    for kind in ARCHIVED_TYPES:
        dead = os.path.join(directory, f"{kind}_{pid}.db")
        if not os.path.exists(dead):
            continue
        archive = os.path.join(directory, f"{kind}_archive.db")
        staging = os.path.join(directory, f".{kind}_archive.staging")  # not *.db: never scraped
        if os.path.exists(archive):
            shutil.copyfile(archive, staging)
        elif os.path.exists(staging):
            os.remove(staging)
        merged = MmapedDict(staging)  # type: ignore[no-untyped-call]
        try:
            for key, value, timestamp, _pos in MmapedDict.read_all_values_from_file(dead):  # type: ignore[no-untyped-call]
                total, _ = merged.read_value(key)  # type: ignore[no-untyped-call]
                merged.write_value(key, total + value, timestamp)  # type: ignore[no-untyped-call]
        finally:
            merged.close()  # type: ignore[no-untyped-call]
        with _archive_lock(directory, fcntl.LOCK_EX):
            os.replace(staging, archive)
            os.remove(dead)
        removed += 1
    return removed
