"""A CPU-time guard for code that may never return (issue 9 item 1: a Bao move that sows forever).

``with cpu_guard(5.0): ...`` arms ``ITIMER_PROF`` (process CPU time); when it fires, the handler
raises :class:`CpuGuardTimeout` in the main thread. It derives from ``BaseException`` so that no
``except Exception`` on the way (Flask's error handlers, the engine) swallows it: it unwinds to the
harness, which records the case as a hang. Outside the main thread (or without ``setitimer``) the
guard does nothing, and the caller must bound the work some other way (a subprocess with rlimits).
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class CpuGuardTimeout(BaseException):
    """The guarded code used more CPU time than allowed."""


def _fire(_signum: int, _frame: object) -> None:
    raise CpuGuardTimeout()


@contextmanager
def cpu_guard(seconds: float | None) -> Iterator[bool]:
    """Raise :class:`CpuGuardTimeout` in the block after ``seconds`` of process CPU time; yields
    whether the guard is armed (only in the main thread, where signal handlers run)."""
    if not seconds or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield False
        return
    previous = signal.signal(signal.SIGPROF, _fire)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield True
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)
