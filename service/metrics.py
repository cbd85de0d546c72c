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

Every label has a bounded value set, so no client can grow ``/metrics`` (20,000 made-up HTTP
methods once grew it from 68 KB to 1.8 MB and its scrape from 46 ms to 1.1 s). Labels a client can
influence are checked against a fixed set, and anything else is counted under ``other``:

* ``method``: the methods of RFC 9110 section 9 and ``PATCH`` (:data:`METHODS`);
* ``route``: the app's own URL rules (:meth:`Metrics.allow_routes`) and ``<unmatched>``;
* ``status``: the codes 100-599;
* ``variant``: the catalogue's variant ids, and ``unknown`` for a request refused before its game
  was known or a verdict on a record naming no known variant.

The other labels (``endpoint``, ``outcome``, ``code``, ``cache``, ``backend``, ``result``,
``build``) take values the code writes as literals (an endpoint's name, a verdict's status, an
illegal move's reason code, a cache's name); as a backstop each keeps at most
:data:`MAX_LABEL_VALUES` distinct values per process, past which a value is counted as ``other``.
``tests/service/test_metrics_labels.py`` sends made-up methods, variants, paths and records and
checks that the label sets stay within these bounds.
"""

from __future__ import annotations

import fcntl
import glob
import os
import shutil
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.mmap_dict import MmapedDict

from engine.build import kernel_build
from engine.catalogue import variant_ids

#: metric file types whose samples add up across processes (gauges are per process: not archived)
ARCHIVED_TYPES = ("counter", "histogram", "summary")
LOCK_FILE = ".archive.lock"

#: the value of a label whose value is not in its label's set
OTHER = "other"
#: HTTP methods counted by name: RFC 9110 section 9 and PATCH (RFC 5789); any other is ``other``
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"})
#: the ``status`` label's values
STATUSES = frozenset(str(code) for code in range(100, 600))
#: the ``route`` label of a request that matched no URL rule
UNMATCHED = "<unmatched>"
#: the backstop on a label whose values the code chooses: distinct values kept per process
MAX_LABEL_VALUES = 64


class _Bounded:
    """One label's value set: a fixed set when given, else the first ``MAX_LABEL_VALUES`` values seen."""

    __slots__ = ("allowed", "seen")

    def __init__(self, allowed: frozenset[str] | None = None) -> None:
        self.allowed = allowed
        self.seen: set[str] = set()

    def __call__(self, value: str) -> str:
        if self.allowed is not None:
            return value if value in self.allowed else OTHER
        if value in self.seen:
            return value
        if len(self.seen) >= MAX_LABEL_VALUES:
            return OTHER
        self.seen.add(value)
        return value


class _WrittenFilesCollector(multiprocess.MultiProcessCollector):
    """``MultiProcessCollector`` without the metric files a worker is still creating.

    prometheus_client's ``MmapedDict`` opens a new worker's ``*.db`` file (created empty), then
    sizes it; a scrape by another worker in between read the empty file and failed on its header
    (``struct.error``: a 500 from ``/metrics`` while a worker boots, seen in CI with three
    workers). Such a file holds no sample yet, and a file never shrinks, so leaving out the ones
    shorter than the 8-byte header loses nothing (tests/service/test_metrics_archive.py)."""

    def collect(self) -> Iterable[Any]:
        files = [f for f in glob.glob(os.path.join(self._path, "*.db")) if _size(f) >= 8]
        return self.merge(files, accumulate=True)  # type: ignore[no-untyped-call,no-any-return]


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:  # archived (removed) since the listing
        return 0


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
            "arbiter_cache_requests_total", "Cache lookups: hit, miss, bypass (breaker open or uncacheable), corrupt (a Redis entry whose integrity tag does not verify: recomputed) and too-large (computed, not stored).",
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
        # Verdict keys (service/ops.py, /readyz): 1 when this server signs with a generated key (no
        # ARBITER_VERDICT_KEYS), and how many signing keys the servers sharing Redis announced lately.
        self.verdict_key_generated = Gauge(
            "arbiter_verdict_key_generated",
            "1 when verdicts are signed with a key generated for this server (ARBITER_VERDICT_KEYS unset), else 0.",
            multiprocess_mode="livemax", registry=reg,
        )
        self.verdict_signing_keys_seen = Gauge(
            "arbiter_verdict_signing_keys_seen",
            "Distinct verdict signing keys announced through Redis by the servers sharing it in the last minute "
            "(this server's included; more than 1 with generated keys: replicas sign with different keys).",
            multiprocess_mode="livemax", registry=reg,
        )

        # Labelled children by label values: ``labels()`` validates and looks them up under a lock on
        # every call; the children themselves are stable, so each is looked up once per process.
        # Only values within their label's set are keys here, so the dict is bounded as the labels are.
        self._children: dict[tuple[object, ...], Any] = {}
        # Each label's value set (see the module's docstring), shared by the metrics that have the label.
        self._route = _Bounded()  # the first MAX_LABEL_VALUES routes until allow_routes() names them
        self._shared = {
            "method": _Bounded(METHODS),
            "status": _Bounded(STATUSES),
            "variant": _Bounded(frozenset(variant_ids()) | {"unknown"}),
            "route": self._route,
        }
        self._bounds: dict[int, tuple[_Bounded, ...]] = {}

    def allow_routes(self, routes: Iterable[str]) -> None:
        """The ``route`` label's value set: the app's URL rules (and ``<unmatched>``)."""
        self._route.allowed = frozenset(routes) | {UNMATCHED}

    def _child(self, metric: Any, *values: str) -> Any:
        key = (id(metric), *values)
        child = self._children.get(key)
        if child is None:
            bounds = self._bounds.get(id(metric))
            if bounds is None:  # a metric's first labelled sample: its labels' value sets
                bounds = self._bounds.setdefault(id(metric), tuple(
                    self._shared.get(name) or _Bounded() for name in metric._labelnames))
            bounded = tuple(bound(value) for bound, value in zip(bounds, values, strict=True))
            child = metric.labels(*bounded)
            if bounded == values:
                self._children[key] = child
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
                _WrittenFilesCollector(registry)  # type: ignore[no-untyped-call]
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
