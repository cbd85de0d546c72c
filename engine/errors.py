"""Typed errors of the rules engine, each with a stable machine-readable ``code``.

Every error lists *all* the problems found (``violations``), never just the first.
The service maps these classes to HTTP in exactly one place (``service/errors.py``).

Every error is bounded whatever the input, by construction (issue 24): a message holds at most
:data:`MAX_MESSAGE_CHARS` characters and a violation's path and message :data:`MAX_VIOLATION_CHARS`
each; a client's value is quoted through :func:`echo` (at most a few dozen characters of it), and
``to_dict`` lists at most :data:`MAX_LISTED_VIOLATIONS` violations, with ``violations_total`` when
it lists fewer than it holds. So an error, however many problems it reports, is a few KiB of JSON.
"""

from __future__ import annotations

import reprlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

MAX_MESSAGE_CHARS = 1_000
"""An error's ``message``: longer ones are cut (with ``…``)."""
MAX_VIOLATION_CHARS = 300
"""A violation's ``path`` and ``message`` each."""
MAX_LISTED_VIOLATIONS = 20
"""Violations listed by ``RulesError.to_dict`` (``violations_total`` counts them all)."""
MAX_ECHO_CHARS = 60
"""What :func:`echo` quotes of a client's string."""

_ECHO = reprlib.Repr()
_ECHO.maxstring = MAX_ECHO_CHARS
_ECHO.maxother = MAX_ECHO_CHARS
_ECHO.maxlist = _ECHO.maxtuple = _ECHO.maxdict = _ECHO.maxset = 6
_ECHO.maxlevel = 3


def clip(text: str, most: int) -> str:
    """``text``, cut to ``most`` characters (the last one an ellipsis) when it is longer."""
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def echo(value: object) -> str:
    """A client's value quoted in a message: its ``repr``, with long strings and lists shortened
    (``reprlib``: the cost and the length are bounded, not only the result)."""
    return _ECHO.repr(value)


def summarize(messages: Sequence[str], most: int = 3) -> str:
    """The first ``most`` messages joined with ``; ``, and how many more there are."""
    shown = "; ".join(messages[:most])
    return shown if len(messages) <= most else f"{shown}; and {len(messages) - most} more"


@dataclass(frozen=True, slots=True)
class Violation:
    """One problem with an input: a stable code, where it is, and what is wrong."""

    code: str
    path: str
    message: str

    def __post_init__(self) -> None:
        if len(self.path) > MAX_VIOLATION_CHARS:
            object.__setattr__(self, "path", clip(self.path, MAX_VIOLATION_CHARS))
        if len(self.message) > MAX_VIOLATION_CHARS:
            object.__setattr__(self, "message", clip(self.message, MAX_VIOLATION_CHARS))

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "path": self.path, "message": self.message}


class RulesError(ValueError):
    """Base class of every error the engine raises on bad input."""

    code = "rules-error"

    def __init__(self, message: str, violations: Iterable[Violation] = ()) -> None:
        message = clip(message, MAX_MESSAGE_CHARS)
        super().__init__(message)
        self.message = message
        self.violations: tuple[Violation, ...] = tuple(violations)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.violations:
            out["violations"] = [v.to_dict() for v in self.violations[:MAX_LISTED_VIOLATIONS]]
            if len(self.violations) > MAX_LISTED_VIOLATIONS:
                out["violations_total"] = len(self.violations)
        return out


class UnknownVariant(RulesError):
    """The variant id is not in the catalogue."""

    code = "unknown-variant"

    def __init__(self, variant_id: object, known: Iterable[str]) -> None:
        self.variant_id = variant_id
        self.known = tuple(known)
        super().__init__(
            f"unknown variant {echo(variant_id)}; known variants: {', '.join(self.known)}",
            [Violation("unknown-variant", "variant", f"{echo(variant_id)} is not one of {', '.join(self.known)}")],
        )


class UnknownRulesVersion(RulesError):
    """A pinned ``rules_version`` that this engine does not implement."""

    code = "unknown-rules-version"

    def __init__(self, variant_id: str, requested: object, current: str, earlier: tuple[str, ...] = ()) -> None:
        available = f"only {current!r} is available" if not earlier else \
            f"{current!r} (current) and {', '.join(map(repr, earlier))} are available"
        super().__init__(
            f"variant {variant_id!r} is at rules_version {current!r}; {echo(requested)} is not available",
            [Violation("unknown-rules-version", "rules_version", available)],
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


MAX_TOKEN_ECHO = 80
"""What a :class:`RecordSyntaxError` quotes of the token it refuses."""


class RecordSyntaxError(RulesError):
    """A record that cannot be read: names the line and column (1-based), the token and why.

    Also raised for tags the engine refuses (unknown variant, options, rules version, an
    impossible ``Start`` position): ``cause`` then holds the engine's own error code."""

    code = "malformed-record"

    def __init__(self, reason: str, line: int, column: int, token: str | None = None, *,
                 cause: str | None = None) -> None:
        reason = clip(reason, MAX_MESSAGE_CHARS)  # bounded whatever the record holds (issue 24)
        token = clip(token, MAX_TOKEN_ECHO) if token is not None else None
        self.reason = reason
        self.line = line
        self.column = column
        self.token = token
        self.cause = cause
        where = f"line {line}, column {column}"
        text = f"{where}: {reason}" + (f" (at {token!r})" if token is not None else "")
        super().__init__(text, [Violation(cause or "malformed-record", f"record:{line}:{column}", reason)])

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        out.update(line=self.line, column=self.column, reason=self.reason)
        if self.token is not None:
            out["token"] = self.token
        if self.cause is not None:
            out["cause"] = self.cause
        return out
