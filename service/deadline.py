"""A per-request deadline: an ``engine.budget.Budget`` that reads the calling thread's CPU clock.

The engine only counts work (``Budget.charge``); this class turns that count into a CPU-time
deadline, reading ``time.thread_time()`` every ``check_every`` units so the check costs little.
CPU time of the request's own thread, not wall time: a request is not refused because the
machine is busy with others. Configured by ``ARBITER_REQUEST_CPU_SECONDS``.

Each request has at most one deadline, started by the first call of :func:`request_deadline`
(a view that loops over client-sized input calls it first thing, so reading and validating the
body count too) and shared by every later call in the request. Requests that never loop (a
single move) do not pay for reading the clock; the watchdog covers them.

Behind it, :func:`install` runs every view under the app's ``service.watchdog.Watchdog``
(``ARBITER_REQUEST_WATCHDOG_SECONDS``), which interrupts a request that kept running far past its
deadline because some loop never charged it.

Both answer ``422 limit-exceeded`` (``limit: cpu_time``), not ``503``: the same body would be
refused again (the work is a property of the request, and the budget is CPU time, not load), so
it must not invite a retry; a 503 would also let a load balancer or client retry it on every
other replica, multiplying the cost of one hostile request.
"""

from __future__ import annotations

import time
from typing import Any

from flask import Flask, current_app, g, request

from engine.errors import LimitExceeded

from .watchdog import Watchdog


class CpuDeadline:
    """Raises ``LimitExceeded`` (limit ``cpu_time``) once this thread has used ``seconds`` of CPU."""

    __slots__ = ("seconds", "check_every", "_until", "_countdown")

    def __init__(self, seconds: float, check_every: int = 16) -> None:
        self.seconds = seconds
        self.check_every = check_every
        self._until = time.thread_time() + seconds
        self._countdown = check_every

    def charge(self, units: int = 1) -> None:
        self._countdown -= units
        if self._countdown > 0:
            return
        self._countdown = self.check_every
        self.check()

    def check(self) -> None:
        """Raise now if the deadline has passed (whatever was charged)."""
        if time.thread_time() > self._until:
            raise LimitExceeded(f"the request used more than {self.seconds:g} s of CPU time",
                                limit="cpu_time", allowed=self.seconds)


def request_deadline(check_every: int = 16) -> CpuDeadline:
    """The deadline of the current request, from ``REQUEST_CPU_SECONDS``: started by the first call,
    shared by every later one of the same request."""
    deadline: CpuDeadline | None = g.get("deadline")
    if deadline is None:
        deadline = g.deadline = CpuDeadline(float(current_app.config["REQUEST_CPU_SECONDS"]), check_every)
    return deadline


#: Routes whose CPU cap is a setting of its own (the watchdog allows each its cap plus the margin).
ROUTE_CPU_CAPS = {"/v1/analysis": "ANALYSIS_MAX_CPU_SECONDS", "/v1/adjudications": "ADJUDICATIONS_CPU_SECONDS"}


def install(app: Flask, watchdog: Watchdog) -> None:
    """Run every view of ``app`` under ``watchdog``."""
    if 0 < watchdog.seconds < float(app.config["REQUEST_CPU_SECONDS"]):
        raise ValueError("ARBITER_REQUEST_WATCHDOG_SECONDS must exceed ARBITER_REQUEST_CPU_SECONDS (or be 0)")
    app.extensions["arbiter_watchdog"] = watchdog
    if not watchdog.enabled:
        return
    dispatch = app.dispatch_request
    # Routes with a CPU cap of their own larger than REQUEST_CPU_SECONDS keep the same margin
    # above it: the watchdog is a backstop for a loop that ignores its deadline, never the cap.
    margin = watchdog.seconds - float(app.config["REQUEST_CPU_SECONDS"])
    own_caps = {path: float(app.config[key]) + margin for path, key in ROUTE_CPU_CAPS.items() if key in app.config}

    def watched_dispatch() -> Any:
        # Only the view runs watched: an interruption there is answered by the error handlers
        # (which run after the ``with`` has left), never inside after_request hooks.
        req = request._get_current_object()  # type: ignore[attr-defined]
        path = req.path
        with watchdog.watch(f"{req.method} {path} {g.get('request_id', '')}", own_caps.get(path)):
            return dispatch()

    app.dispatch_request = watched_dispatch  # type: ignore[method-assign]
