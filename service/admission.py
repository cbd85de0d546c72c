"""Admission control for heavy work: at most ``ARBITER_HEAVY_REQUESTS`` heavy requests at once per worker.

Heavy work is what may hold a thread for seconds, by design: a ``POST /v1/analysis`` search (up
to ``ARBITER_ANALYSIS_MAX_CPU_SECONDS``), the verdicts a ``POST /v1/adjudications`` batch computes
(up to ``ARBITER_ADJUDICATIONS_CPU_SECONDS``), and the exact endgame solver of ``POST
/v1/adjudicate``. Each is bounded in CPU, but eight of them at once held every thread of a
default server (2 workers x 4 threads) for 41 s, and half the moves sent meanwhile timed out
(issue 24). So every heavy request takes a *slot* of its worker before its heavy part starts,
and a request that finds them all taken is answered at once: 503 ``overloaded`` with
``Retry-After`` (``service/errors.py``), counted in ``arbiter_heavy_requests_rejected_total``
by route. The threads left over always serve the light routes (moves, legal moves, replays).

A slot is taken only where the heavy work starts, so what is cheap stays served under load: an
analysis or a verdict found in the cache takes none, and ``/v1/adjudicate`` takes one only when
the exact solver gets its full budget (where ``engine.analysis.solver_can_finish``), not for the
10 ms glance every stopped position gets.
Waiting for a slot instead of refusing would hold the very thread the limit is there to keep
free, so there is no queue: the client (or the load balancer) retries after ``Retry-After``.

The slots are a ``threading.BoundedSemaphore`` per worker process, taken without blocking. The
limit is per worker because a worker's threads share one interpreter lock (GIL): a thread that
wants it waits up to the *switch interval* for a running search to hand it over, once per wait,
and a move waits for it several times (its read, its work, its write, its log line). With three
searches per worker (``ARBITER_HEAVY_REQUESTS=3``) most moves took over 100 ms; with one, and the
switch interval cut from Python's 5 ms to ``ARBITER_GIL_SWITCH_MS`` (1 ms), the median move under
32 hostile clients went from 66 to 44 ms on the loaded 2-core box, and 98 % of moves under 8
analyses were answered within 100 ms against 90 % (``bench/heavy_requests.py``, BENCHMARKS.md).
"""

from __future__ import annotations

import sys
import threading
from types import TracebackType
from typing import cast

from flask import current_app

from .metrics import Metrics

#: The routes that take heavy slots (a fixed set: the ``route`` label of the metrics).
HEAVY_ROUTES = ("/v1/analysis", "/v1/adjudications", "/v1/adjudicate")


class Overloaded(Exception):
    """Every heavy slot of this worker is taken; answered 503 ``overloaded`` with ``Retry-After``."""

    def __init__(self, route: str, limit: int, retry_after: int) -> None:
        super().__init__(f"{route}: all {limit} heavy request slots of this worker are in use")
        self.route = route
        self.limit = limit
        self.retry_after = retry_after


class Admission:
    """The heavy slots of one worker process."""

    def __init__(self, limit: int, retry_after: int, metrics: Metrics) -> None:
        if limit < 1:
            raise ValueError("ARBITER_HEAVY_REQUESTS must be at least 1")
        self.limit = limit
        self.retry_after = max(1, retry_after)
        self.metrics = metrics
        self._slots = threading.BoundedSemaphore(limit)

    def slot(self, route: str) -> Slot:
        """A slot for one request on ``route``, taken by :meth:`Slot.take` (use it as a context manager)."""
        if route not in HEAVY_ROUTES:
            raise ValueError(f"not a heavy route: {route}")
        return Slot(self, route)


class Slot:
    """One request's claim on a heavy slot: taken on the first :meth:`take` (later calls do nothing),
    released when the ``with`` block ends, whatever happens in it."""

    __slots__ = ("_admission", "_route", "_held")

    def __init__(self, admission: Admission, route: str) -> None:
        self._admission = admission
        self._route = route
        self._held = False

    @property
    def held(self) -> bool:
        return self._held

    def take(self) -> None:
        """Take a slot now, or raise :class:`Overloaded` (counted) when none is free."""
        if self._held:
            return
        admission = self._admission
        if not admission._slots.acquire(blocking=False):
            admission.metrics.heavy_rejected(self._route)
            raise Overloaded(self._route, admission.limit, admission.retry_after)
        self._held = True
        admission.metrics.heavy_started()

    def __enter__(self) -> Slot:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if self._held:
            self._held = False
            self._admission._slots.release()
            self._admission.metrics.heavy_finished()


def heavy_slot(route: str) -> Slot:
    """A heavy slot of the current app's worker for a request on ``route`` (not yet taken)."""
    return cast(Admission, current_app.extensions["arbiter_admission"]).slot(route)


def set_switch_interval(milliseconds: float) -> None:
    """The interpreter's switch interval (how long a running thread keeps the GIL from a waiting
    one), for the whole process; 0 leaves it as it is."""
    if milliseconds < 0:
        raise ValueError("ARBITER_GIL_SWITCH_MS must not be negative")
    if milliseconds > 0:
        sys.setswitchinterval(milliseconds / 1000)
