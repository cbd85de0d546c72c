"""The backstop behind the per-request deadline: a thread that interrupts a request running far too long.

The deadline (``service.deadline.CpuDeadline``) is cooperative: it fires only where the engine or
the service charges it. A loop that forgets to charge (a future bug, like the Bao sowing that never
ended) would hold its worker thread forever, and gunicorn's ``timeout`` does not help with the
gthread worker: the arbiter process only watches the worker's main thread, which keeps answering
while one of its request threads spins.

So every view runs registered with a :class:`Watchdog`. One daemon thread per worker process
reads the CPU clock of each registered request thread (``time.pthread_getcpuclockid``) a few times
a second; once a request has used ``seconds`` of CPU, it raises :class:`RequestInterrupted` in that
thread with ``PyThreadState_SetAsyncExc``. The exception is raised at the thread's next Python
bytecode boundary, unwinds the request (the engine keeps no shared state, so nothing is left half
updated) and is answered like the deadline: ``422 limit-exceeded`` (``service/errors.py``), logged
at error level and counted (``arbiter_requests_interrupted_total``): a firing means a loop that does
not charge its budget, to be fixed.

Hand-written because no maintained library does this for threads: ``signal``-based timeouts only
reach the main thread, and ``concurrent.futures`` cannot stop a running call. Limits: the
exception cannot interrupt a single long C call (a huge ``orjson.dumps`` finishes first), nor
code compiled to C with mypyc until it returns to interpreted code; the engine's own per-move
bounds and the budgets remain the first line of defence.
"""

from __future__ import annotations

import ctypes
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import structlog

log = structlog.get_logger("service.watchdog")


class RequestInterrupted(Exception):
    """Raised asynchronously in a request thread that used more than the watchdog allows.

    ``PyThreadState_SetAsyncExc`` instantiates the class without arguments; the error handler
    takes the allowance from the app's watchdog."""


@dataclass(slots=True)
class _Watched:
    ident: int
    clock: Callable[[], float]
    started: float
    label: str
    fired: int = 0
    used: float = field(default=0.0)


def _thread_clock(ident: int) -> Callable[[], float]:
    """A reader of the CPU time of thread ``ident`` (wall time where the platform has no such clock)."""
    try:
        clock_id = time.pthread_getcpuclockid(ident)
    except (AttributeError, OSError):  # not Linux/BSD: fall back to wall time
        return time.monotonic
    return lambda: time.clock_gettime(clock_id)


def _raise_in(ident: int, exc: type[BaseException] | None) -> int:
    """``PyThreadState_SetAsyncExc``: schedule ``exc`` in thread ``ident`` (None clears a pending one)."""
    target = ctypes.py_object(exc) if exc is not None else None
    return int(ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), target))


class Watchdog:
    """Interrupts any registered thread once it has used ``seconds`` of CPU inside :meth:`watch`.

    ``seconds <= 0`` disables it (``watch`` then costs nothing). ``on_fire`` is called from the
    watchdog thread for every interruption (metrics). The thread starts with the first watched
    request in each process (so an app created before gunicorn forks still gets one per worker)
    and ends after ``idle_seconds`` without any (so idle apps, e.g. in tests, hold no thread).
    """

    def __init__(self, seconds: float, interval: float = 0.1, idle_seconds: float = 10.0,
                 on_fire: Callable[[str, float], None] | None = None) -> None:
        self.seconds = seconds
        self.interval = interval
        self.idle_rounds = max(1, int(idle_seconds / interval))
        self.on_fire = on_fire
        self.fired = 0
        self._lock = threading.Lock()
        self._watched: dict[int, _Watched] = {}
        self._pid = 0
        self._thread: threading.Thread | None = None

    @property
    def enabled(self) -> bool:
        return self.seconds > 0

    @contextmanager
    def watch(self, label: str = "") -> Iterator[None]:
        """Run the body under the watchdog (re-entrant: an inner ``watch`` of the same thread is a no-op)."""
        if not self.enabled:
            yield
            return
        ident = threading.get_ident()
        if ident in self._watched:
            yield
            return
        clock = _thread_clock(ident)
        entry = _Watched(ident, clock, clock(), label)
        with self._lock:
            self._ensure_thread()
            self._watched[ident] = entry
        try:
            yield
        finally:
            self._leave(entry)

    def _leave(self, entry: _Watched) -> None:
        # The watchdog fires under the lock and only for registered threads; once the entry is gone
        # it cannot fire again. An exception it scheduled but that was not raised yet is cleared,
        # so it can never surface after the request (in gunicorn's connection handling).
        try:
            with self._lock:
                self._watched.pop(entry.ident, None)
            if entry.fired:
                _raise_in(entry.ident, None)
        except RequestInterrupted:  # delivered right here: consumed, nothing is pending any more
            with self._lock:
                self._watched.pop(entry.ident, None)

    def _ensure_thread(self) -> None:
        """Start the watchdog thread unless this process has one (called with the lock held)."""
        pid = os.getpid()
        if self._pid != pid:  # a forked child: the parent's thread and entries do not exist here
            self._pid = pid
            self._watched.clear()
            self._thread = None
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="arbiter-watchdog", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        idle = 0
        while True:
            time.sleep(self.interval)
            with self._lock:
                if self._thread is not threading.current_thread():
                    return
                if not self._watched:
                    idle += 1
                    if idle >= self.idle_rounds:
                        self._thread = None  # the next watched request starts a new one
                        return
                    continue
            idle = 0
            self.check()

    def check(self) -> None:
        """One round: interrupt every registered thread past its allowance (again after as much more)."""
        fired: list[_Watched] = []
        with self._lock:
            for entry in self._watched.values():
                entry.used = entry.clock() - entry.started
                if entry.used > self.seconds * (entry.fired + 1):
                    entry.fired += 1
                    _raise_in(entry.ident, RequestInterrupted)
                    fired.append(entry)
        for entry in fired:
            self.fired += 1
            log.error("request-interrupted", request=entry.label, cpu_seconds=round(entry.used, 3),
                      allowed_seconds=self.seconds, times=entry.fired)
            if self.on_fire is not None:
                self.on_fire(entry.label, entry.used)
