"""Typed errors of the rules engine, each with a stable machine-readable ``code``.

Every error lists *all* the problems found (``violations``), never just the first.
The service maps these classes to HTTP in exactly one place (``service/errors.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Violation:
    """One problem with an input: a stable code, where it is, and what is wrong."""

    code: str
    path: str
    message: str

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "path": self.path, "message": self.message}


class RulesError(ValueError):
    """Base class of every error the engine raises on bad input."""

    code = "rules-error"

    def __init__(self, message: str, violations: Iterable[Violation] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.violations: tuple[Violation, ...] = tuple(violations)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.violations:
            out["violations"] = [v.to_dict() for v in self.violations]
        return out


class UnknownVariant(RulesError):
    """The variant id is not in the catalogue."""

    code = "unknown-variant"

    def __init__(self, variant_id: object, known: Iterable[str]) -> None:
        self.variant_id = variant_id
        self.known = tuple(known)
        super().__init__(
            f"unknown variant {variant_id!r}; known variants: {', '.join(self.known)}",
            [Violation("unknown-variant", "variant", f"{variant_id!r} is not one of {', '.join(self.known)}")],
        )


class UnknownRulesVersion(RulesError):
    """A pinned ``rules_version`` that this engine does not implement."""

    code = "unknown-rules-version"

    def __init__(self, variant_id: str, requested: object, current: str) -> None:
        super().__init__(
            f"variant {variant_id!r} is at rules_version {current!r}; {requested!r} is not available",
            [Violation("unknown-rules-version", "rules_version", f"only {current!r} is available")],
        )


class InvalidOptions(RulesError):
    """Options (house rules) that are unknown, mistyped, out of range or contradictory."""

    code = "invalid-options"


class InvalidPosition(RulesError):
    """A client-supplied position that is malformed or impossible for the game."""

    code = "invalid-position"


class InvalidMove(RulesError):
    """A move that is malformed: not a move of this game's shape at all."""

    code = "malformed-move"


class IllegalMove(RulesError):
    """A well-formed move that the rules do not allow in this position."""

    code = "illegal-move"

    def __init__(
        self,
        reason: str,
        message: str,
        *,
        move: Mapping[str, object] | None = None,
        legal_moves: Iterable[Mapping[str, object]] = (),
        ply: int | None = None,
    ) -> None:
        self.reason = reason
        self.move = dict(move) if move is not None else None
        self.legal_moves = tuple(dict(m) for m in legal_moves)
        self.ply = ply
        super().__init__(message, [Violation(reason, "move", message)])

    def at_ply(self, ply: int) -> IllegalMove:
        """The same refusal, located at record index ``ply`` (used by replay)."""
        return type(self)(
            self.reason,
            f"ply {ply}: {self.message}",
            move=self.move,
            legal_moves=self.legal_moves,
            ply=ply,
        )

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        out["reason"] = self.reason
        if self.move is not None:
            out["move"] = self.move
        out["legal_moves"] = list(self.legal_moves)
        if self.ply is not None:
            out["ply"] = self.ply
        return out


class GameOver(IllegalMove):
    """A move was submitted in a finished game."""

    code = "game-over"

    def __init__(
        self,
        message: str = "the game is over",
        *,
        move: Mapping[str, object] | None = None,
        ply: int | None = None,
        reason: str = "game-over",
        legal_moves: Iterable[Mapping[str, object]] = (),
    ) -> None:
        super().__init__(reason, message, move=move, legal_moves=legal_moves, ply=ply)

    def at_ply(self, ply: int) -> GameOver:
        return GameOver(f"ply {ply}: {self.message}", move=self.move, ply=ply)


class LimitExceeded(RulesError):
    """A call would do more work than its ``Budget`` allows (CPU time, nodes, plies, bytes).

    ``limit`` names what ran out (``"cpu_time"``, ``"work_units"``, …); ``allowed`` is the bound."""

    code = "limit-exceeded"

    def __init__(self, message: str, *, limit: str, allowed: float, path: str = "") -> None:
        self.limit = limit
        self.allowed = allowed
        super().__init__(message, [Violation("limit-exceeded", path or limit, message)])

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        out["limit"] = self.limit
        out["allowed"] = self.allowed
        return out
