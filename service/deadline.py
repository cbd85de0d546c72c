"""A per-request deadline: an ``engine.budget.Budget`` that reads the calling thread's CPU clock.

The engine only counts work (``Budget.charge``); this class turns that count into a CPU-time
deadline, reading ``time.thread_time()`` every ``check_every`` units so the check costs little.
CPU time of the request's own thread, not wall time: a request is not refused because the
machine is busy with others. Configured by ``ARBITER_REQUEST_CPU_SECONDS``.
"""

from __future__ import annotations

import time

from engine.errors import LimitExceeded
from flask import current_app


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
        if time.thread_time() > self._until:
            raise LimitExceeded(f"the request used more than {self.seconds:g} s of CPU time",
                                limit="cpu_time", allowed=self.seconds)


def request_deadline(check_every: int = 16) -> CpuDeadline:
    """A deadline for the current request, from ``REQUEST_CPU_SECONDS``."""
    return CpuDeadline(float(current_app.config["REQUEST_CPU_SECONDS"]), check_every)
