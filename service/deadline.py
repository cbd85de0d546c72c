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

**A client that went away** stops its request's work. A search (analysis, the exact solver, the
verdicts of a batch) whose client closed its connection kept its heavy slot until its CPU budget
ran out: 172 × ``503 overloaded`` for others after an attacker's own 30 s timeout. So the deadline
of a request served by gunicorn also looks at the request's connection (``gunicorn.socket`` in the
WSGI environ) every :data:`LOOK_EVERY_SECONDS` of the thread's CPU, when it reads the clock anyway:
``poll`` with a zero timeout for ``POLLRDHUP`` (the peer closed, or shut down its writing half),
``POLLHUP`` or ``POLLERR``, which reads nothing from the socket (bytes of a pipelined next request
stay where they are). Once it is seen, :class:`ClientGone` unwinds the request (the ``with`` of its
heavy slot gives the slot back) and nothing more is computed; the 499 it is answered with
(nginx's "client closed request") only reaches the log. Like Go's ``net/http`` (whose request
context is cancelled when the connection reads end-of-file), a client that half-closes its
connection after sending the request is taken as gone: HTTP clients, HAProxy and ingress-nginx do
not. Only on Linux (``POLLRDHUP``); elsewhere the work runs to its budget as before.
"""

from __future__ import annotations

import select
import time
from typing import Any

from flask import Flask, current_app, g, has_request_context, request

from engine.errors import LimitExceeded

from .watchdog import Watchdog

#: CPU seconds of a request's thread between two looks at its connection
LOOK_EVERY_SECONDS = 0.02
#: what ``poll`` reports for a connection whose client has gone (0 where ``POLLRDHUP`` is unknown)
_GONE_EVENTS = (select.POLLRDHUP | select.POLLHUP | select.POLLERR) if hasattr(select, "POLLRDHUP") else 0


class ClientGone(Exception):
    """The client closed the connection of a request still being computed: its work stops here.

    Not a ``LimitExceeded``, so no search takes it for its budget running out: it unwinds the
    whole request (service/errors.py answers 499, which nobody reads)."""


class ClientConnection:
    """The connection of the request being served, looked at without reading from it."""

    __slots__ = ("_poll",)

    def __init__(self, sock: Any) -> None:
        self._poll = select.poll()
        self._poll.register(sock, _GONE_EVENTS)

    @staticmethod
    def of_request() -> ClientConnection | None:
        """The current request's connection under gunicorn (on Linux); None in-process or elsewhere."""
        if not _GONE_EVENTS or not has_request_context():
            return None
        sock = request.environ.get("gunicorn.socket")
        try:
            return ClientConnection(sock) if sock is not None and sock.fileno() >= 0 else None
        except (OSError, ValueError, TypeError):  # a closed or unusual socket: nothing to look at
            return None

    def gone(self) -> bool:
        try:
            return any(events & _GONE_EVENTS for _fd, events in self._poll.poll(0))
        except OSError:
            return False


class CpuDeadline:
    """Raises ``LimitExceeded`` (limit ``cpu_time``) once this thread has used ``seconds`` of CPU,
    and :class:`ClientGone` once the client of the request it was made in has closed its connection."""

    __slots__ = ("seconds", "check_every", "_until", "_countdown", "_connection", "_next_look")

    def __init__(self, seconds: float, check_every: int = 16, connection: ClientConnection | None = None) -> None:
        self.seconds = seconds
        self.check_every = check_every
        now = time.thread_time()
        self._until = now + seconds
        self._countdown = check_every
        self._connection = connection if connection is not None else ClientConnection.of_request()
        self._next_look = now + LOOK_EVERY_SECONDS

    def charge(self, units: int = 1) -> None:
        self._countdown -= units
        if self._countdown > 0:
            return
        self._countdown = self.check_every
        self.check()

    def check(self) -> None:
        """Raise now if the deadline has passed (whatever was charged), or the client has gone."""
        now = time.thread_time()
        if now > self._until:
            raise LimitExceeded(f"the request used more than {self.seconds:g} s of CPU time",
                                limit="cpu_time", allowed=self.seconds)
        if self._connection is not None and now >= self._next_look:
            self._next_look = now + LOOK_EVERY_SECONDS
            if self._connection.gone():
                raise ClientGone


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
