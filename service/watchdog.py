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
import weakref
from collections.abc import Callable
from types import TracebackType

import structlog

log = structlog.get_logger("service.watchdog")


class RequestInterrupted(Exception):
    """Raised asynchronously in a request thread that used more than the watchdog allows.

    ``PyThreadState_SetAsyncExc`` instantiates the class without arguments; the error handler
    takes the allowance from the app's watchdog."""


class _Watched:
    """One request thread under watch. Its CPU clock is first read by the watchdog thread (the
    request path only registers it): a request shorter than one ``interval`` is never read at all,
    and a longer one is measured from the first round that sees it (at most ``interval`` late)."""

    __slots__ = ("ident", "label", "clock", "started", "fired", "used", "allowed")

    def __init__(self, ident: int, label: str, allowed: float) -> None:
        self.ident = ident
        self.label = label
        self.allowed = allowed
        self.clock: Callable[[], float] | None = None
        self.started = 0.0
        self.fired = 0
        self.used = 0.0


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


_instances: weakref.WeakSet[Watchdog] = weakref.WeakSet()


def _after_fork() -> None:
    for dog in list(_instances):
        dog._forked()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


class Watchdog:
    """Interrupts any registered thread once it has used ``seconds`` of CPU inside :meth:`watch`.

    ``seconds <= 0`` disables it (``watch`` then costs nothing). ``on_fire`` is called from the
    watchdog thread for every interruption (metrics). The thread starts with the first watched
    request in each process (so an app created before gunicorn forks still gets one per worker)
    and ends after ``idle_seconds`` without any (so idle apps, e.g. in tests, hold no thread).
    Registering a request costs a lock and a dict entry (a few microseconds); the clocks are read by the
    watchdog thread only.
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
        self._thread: threading.Thread | None = None
        _instances.add(self)

    @property
    def enabled(self) -> bool:
        return self.seconds > 0

    def watch(self, label: str = "", seconds: float | None = None) -> _Watch:
        """A context manager running its body under the watchdog (re-entrant: an inner ``watch``
        of the same thread is a no-op). ``seconds`` overrides the allowance for this body (a route
        whose own CPU cap is larger, e.g. analysis or a batch of records)."""
        return _Watch(self, label, seconds)

    def _enter(self, label: str, seconds: float | None = None) -> _Watched | None:
        ident = threading.get_ident()
        if not self.enabled or ident in self._watched:
            return None
        entry = _Watched(ident, label, self.seconds if seconds is None else seconds)
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="arbiter-watchdog", daemon=True)
                self._thread.start()
            self._watched[ident] = entry
        return entry

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

    def _forked(self) -> None:
        """In a forked child: the parent's thread and request threads do not exist here."""
        self._lock = threading.Lock()
        self._watched = {}
        self._thread = None

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
                if entry.clock is None:
                    entry.clock = _thread_clock(entry.ident)
                    entry.started = entry.clock()
                    continue
                entry.used = entry.clock() - entry.started
                if entry.used > entry.allowed * (entry.fired + 1):
                    entry.fired += 1
                    _raise_in(entry.ident, RequestInterrupted)
                    fired.append(entry)
        for entry in fired:
            self.fired += 1
            log.error("request-interrupted", request=entry.label, cpu_seconds=round(entry.used, 3),
                      allowed_seconds=entry.allowed, times=entry.fired)
            if self.on_fire is not None:
                self.on_fire(entry.label, entry.used)


class _Watch:
    __slots__ = ("dog", "label", "seconds", "entry")

    def __init__(self, dog: Watchdog, label: str, seconds: float | None = None) -> None:
        self.dog = dog
        self.label = label
        self.seconds = seconds
        self.entry: _Watched | None = None

    def __enter__(self) -> None:
        self.entry = self.dog._enter(self.label, self.seconds)

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if self.entry is not None:
            self.dog._leave(self.entry)
