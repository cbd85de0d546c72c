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

**Shared per client** (issue 34.2). One client keeping two analyses in flight held every heavy slot
of a default server (2 workers × 1 slot), and a polite client got 0 of 10 served. So a client (its
configured API key, else its address: the rate limit's key) holds at most
:func:`per_client_cap` slots of the whole *server* at once: half of them, rounded down, at least
one. Its request past that is a 503 ``overloaded`` too (``limit: heavy_requests_per_client``),
whatever slots are free, so with one hostile client holding its share the others find the rest.
The workers are processes, so the count is kept where all of them see it: one lock file per
bucket of clients (4,096 buckets by a digest of the key; bounded files, two clients rarely share
one) in a directory the gunicorn master makes (``ARBITER_HEAVY_SHARE_DIR``), each slot a
non-blocking ``flock`` on its own file, released with the slot, or by the kernel when a worker
dies. Hand-written because no maintained library shares a counter between processes without a
server (Redis is optional here); ``flock`` needs no cleanup after a crash. Outside gunicorn the
directory is this process's own.

A request whose client closes its connection stops where its CPU deadline next looks at the
connection (``service.deadline.ClientGone``), and the ``with`` of its slot gives the slot and the
share back: a search of a client that has gone no longer holds them until its budget runs out.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import sys
import tempfile
import threading
from types import TracebackType
from typing import Self, cast

from flask import current_app

from .metrics import Metrics

#: The routes that take heavy slots (a fixed set: the ``route`` label of the metrics).
HEAVY_ROUTES = ("/v1/analysis", "/v1/adjudications", "/v1/adjudicate")


class Overloaded(Exception):
    """Every heavy slot of this worker is taken, or the client holds its share of the server's;
    answered 503 ``overloaded`` with ``Retry-After``."""

    def __init__(self, route: str, limit: int, retry_after: int, per_client: bool = False) -> None:
        super().__init__(f"{route}: all {limit} heavy request slots " + ("this client may hold are in use"
                                                                          if per_client else "of this worker are in use"))
        self.route = route
        self.limit = limit
        self.retry_after = retry_after
        self.per_client = per_client


CLIENT_BUCKETS = 4096
_own_share_dir: str | None = None
_share_lock = threading.Lock()


def share_directory() -> str:
    """The directory of the per-client lock files: the server's (``ARBITER_HEAVY_SHARE_DIR``, made by
    gunicorn.conf.py in the master) or, outside gunicorn, this process's own."""
    global _own_share_dir
    given = os.environ.get("ARBITER_HEAVY_SHARE_DIR", "")
    if given and os.path.isdir(given):
        return given
    with _share_lock:
        if _own_share_dir is None:
            _own_share_dir = tempfile.mkdtemp(prefix="arbiter-heavy-")
        return _own_share_dir


def per_client_cap(per_worker: int, workers: int) -> int:
    """Heavy slots one client may hold on the whole server: half of them, at least one."""
    return max(1, per_worker * max(1, workers) // 2)


class ClientShare:
    """One client's claim on a slot of its share: a non-blocking ``flock`` on one of its bucket's files."""

    __slots__ = ("_fd",)

    def __init__(self) -> None:
        self._fd = -1

    def take(self, directory: str, client: str, cap: int) -> bool:
        bucket = int.from_bytes(hashlib.sha256(client.encode()).digest()[:4], "big") % CLIENT_BUCKETS
        for index in range(cap):
            fd = os.open(os.path.join(directory, f"{bucket:04x}.{index}"), os.O_CREAT | os.O_RDWR, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                continue
            self._fd = fd
            return True
        return False

    def release(self) -> None:
        if self._fd >= 0:
            fd, self._fd = self._fd, -1
            try:
                fcntl.flock(fd, fcntl.LOCK_UN)
            finally:
                os.close(fd)


class Admission:
    """The heavy slots of one worker process."""

    def __init__(self, limit: int, retry_after: int, metrics: Metrics, workers: int = 1,
                 switch_ms: float = 0.0) -> None:
        if limit < 1:
            raise ValueError("ARBITER_HEAVY_REQUESTS must be at least 1")
        if switch_ms < 0:
            raise ValueError("ARBITER_GIL_SWITCH_MS must not be negative")
        self.limit = limit
        self.switch_ms = switch_ms
        self._in_flight = 0
        self._count_lock = threading.Lock()
        self._usual_interval = sys.getswitchinterval()
        self.retry_after = max(1, retry_after)
        self.metrics = metrics
        self.per_client = per_client_cap(limit, workers)
        self._slots = threading.BoundedSemaphore(limit)

    def started(self) -> None:
        """A heavy request of this process began: the first lowers the switch interval (issue 34.11).

        ``ARBITER_GIL_SWITCH_MS`` (1 ms) keeps a search from holding the interpreter lock for 5 ms
        at a time while moves wait, but set for the whole process it cost every move ~6 % of its
        throughput (0.80× a bare Flask echo against 0.94× at Python's 5 ms). So it applies only
        while this worker runs a heavy request, and the usual interval comes back after the last."""
        with self._count_lock:
            self._in_flight += 1
            if self._in_flight == 1 and self.switch_ms > 0:
                self._usual_interval = sys.getswitchinterval()
                sys.setswitchinterval(self.switch_ms / 1000)

    def finished(self) -> None:
        with self._count_lock:
            self._in_flight -= 1
            if self._in_flight == 0 and self.switch_ms > 0:
                sys.setswitchinterval(self._usual_interval)

    def slot(self, route: str, client: str = "") -> Slot:
        """A slot for one request on ``route`` by ``client`` (its rate-limit key), taken by
        :meth:`Slot.take` (use it as a context manager)."""
        if route not in HEAVY_ROUTES:
            raise ValueError(f"not a heavy route: {route}")
        return Slot(self, route, client)


class Slot:
    """One request's claim on a heavy slot: taken on the first :meth:`take` (later calls do nothing),
    released when the ``with`` block ends, whatever happens in it."""

    __slots__ = ("_admission", "_route", "_client", "_share", "_held")

    def __init__(self, admission: Admission, route: str, client: str = "") -> None:
        self._admission = admission
        self._route = route
        self._client = client
        self._share = ClientShare()
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
        if self._client and not self._share.take(share_directory(), self._client, admission.per_client):
            admission._slots.release()
            admission.metrics.heavy_rejected(self._route)
            raise Overloaded(self._route, admission.per_client, admission.retry_after, per_client=True)
        self._held = True
        admission.started()
        admission.metrics.heavy_started()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if self._held:
            self._held = False
            self._share.release()
            self._admission.finished()
            self._admission._slots.release()
            self._admission.metrics.heavy_finished()


def heavy_slot(route: str) -> Slot:
    """A heavy slot of the current app's worker for a request on ``route`` (not yet taken)."""
    client_key = current_app.extensions.get("arbiter_client_key")
    return cast(Admission, current_app.extensions["arbiter_admission"]).slot(route, client_key() if client_key else "")
