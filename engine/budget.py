"""Work budgets: how much work one call may make the engine do.

The engine has no clock, so it cannot keep a deadline by itself. Loops whose length depends on
the caller's input (a replay's plies, an analysis's nodes, a batch's records) take an optional
``Budget`` and ``charge`` it as they go; the budget raises ``LimitExceeded`` once the work
allowed is spent. A caller that wants a wall-clock or CPU-time deadline (the service) implements
``Budget`` with its own clock and passes it in; the engine only ever counts.

Each single move is bounded by itself, whatever the budget: the sowing loops stop a turn after a
number of laps and seeds derived from the board (``turn_truncated``), so a budget is checked
between moves (and between laps or nodes where a loop can be long), never needed inside one.
"""

from __future__ import annotations

from typing import Protocol

from engine.errors import LimitExceeded

__all__ = ["UNLIMITED", "Budget", "LimitExceeded", "UnitBudget"]


class Budget(Protocol):
    """Anything that can be charged for work and refuse when it is spent."""

    def charge(self, units: int = 1) -> None:
        """Account for ``units`` of work; raise ``LimitExceeded`` when the budget is spent."""


class UnitBudget:
    """A pure count of work units (plies, nodes, laps): deterministic, no clock."""

    __slots__ = ("allowed", "used", "what")

    def __init__(self, allowed: int, what: str = "work_units") -> None:
        self.allowed = allowed
        self.used = 0
        self.what = what

    def charge(self, units: int = 1) -> None:
        self.used += units
        if self.used > self.allowed:
            raise LimitExceeded(f"more than {self.allowed} {self.what.replace('_', ' ')} of work",
                                limit=self.what, allowed=self.allowed)


class _Unlimited:
    __slots__ = ()

    def charge(self, units: int = 1) -> None:
        return None


UNLIMITED: Budget = _Unlimited()
"""The budget that never runs out (the default of every engine call)."""
