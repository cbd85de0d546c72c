"""The games in the files given, and their verdicts from the engine in this process.

A file is read as UTF-8 or not at all: a file that is not UTF-8 text is refused with the line and
column of its first bad byte (``replay`` and ``export`` end there; ``verify`` reports the file
``malformed`` and judges the others), never decoded with replacement characters."""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from engine.records import split_records

from .errors import CliError

RECORD_SUFFIXES = (".mgn", ".pgn", ".txt")
BAD = frozenset({"illegal", "disputed", "malformed", "unsigned", "limit-exceeded", "too-large"})
STDIN = "-"
NO_RECORD = "no record in the file"


class NotText(ValueError):
    """Bytes that are not UTF-8 text: the first bad byte, and its line and column (1-based)."""

    def __init__(self, byte: int, line: int, column: int) -> None:
        super().__init__(f"not a UTF-8 text file (byte 0x{byte:02x} at line {line}, column {column})")
        self.line = line
        self.column = column


def decode(data: bytes) -> str:
    """``data`` as UTF-8 text, else ``NotText``."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[:exc.start]
        line_start = before.rfind(b"\n") + 1
        raise NotText(data[exc.start], before.count(b"\n") + 1,
                      len(before[line_start:].decode("utf-8")) + 1) from None


def read_bytes(name: str) -> bytes:
    """The bytes of file ``name`` (``-``: standard input); a file that cannot be read is a usage error (2)."""
    if name == STDIN:
        return sys.stdin.buffer.read()
    try:
        return Path(name).read_bytes()
    except OSError as exc:
        raise CliError(f"{name}: {exc.strerror or exc}", 2) from None


def read_text(name: str) -> str:
    """The UTF-8 text of file ``name`` (``-``: standard input); text that is not UTF-8 is one line
    naming the file and its first bad byte (exit 1, as a malformed record)."""
    try:
        return decode(read_bytes(name))
    except NotText as exc:
        raise CliError(f"{name}: {exc}") from None


@dataclass(frozen=True)
class Game:
    """One record found in a file: where, and its text; or why the file holds none that can be read."""

    path: str
    line: int
    text: str
    problem: str | None = None
    """Why there is no record to judge (not UTF-8, no record at all): the game is ``malformed``."""
    column: int = 1
    """With ``problem``: the column of ``line`` it is at."""


@dataclass
class Judged:
    game: Game
    verdict: dict[str, Any] | None
    jws: str | None = None
    error: str | None = None
    failure: str | None = None
    """The status of a game without a verdict (``too-large``), where the error alone does not say."""

    @property
    def status(self) -> str:
        if self.verdict is None:
            if self.failure is not None:
                return self.failure
            return "limit-exceeded" if self.error and "limit" in self.error else "unsigned"
        return str(self.verdict["status"])

    @property
    def where(self) -> tuple[int, int] | None:
        """The line and column in the file of what made the game fail (the illegal move, the
        malformed token, the bad byte), or ``None``. A verdict counts lines in the record it judged
        (as the server signs it): here they count in the file."""
        if self.game.problem is not None:
            return self.game.line, self.game.column
        found = (self.verdict or {}).get("illegal") or (self.verdict or {}).get("error") or {}
        if found.get("line") is None:
            return None
        return self.game.line + int(found["line"]) - 1, int(found.get("column") or 1)


def unreadable(game: Game) -> Judged | None:
    """The result of a game whose file holds no record to judge (the same with and without a server)."""
    if game.problem is None:
        return None
    return Judged(game, None, error=game.problem, failure="malformed")


def find_games(paths: Sequence[str]) -> list[Game]:
    """Every record in the files and folders given (``-``: standard input), in order."""
    files: list[str] = []
    for name in paths:
        path = Path(name)
        if name == STDIN or path.is_file():
            files.append(name)
        elif path.is_dir():
            files.extend(sorted(str(p) for p in path.rglob("*") if p.is_file() and p.suffix in RECORD_SUFFIXES))
        else:
            raise CliError(f"no such file or folder: {name}", 2)
    games: list[Game] = []
    for file in files:
        try:
            text = decode(read_bytes(file))
        except NotText as exc:
            games.append(Game(file, exc.line, "", str(exc), exc.column))
            continue
        pieces = split_records(text)
        if not pieces:
            games.append(Game(file, 1, text, NO_RECORD))
        games.extend(Game(file, line, piece) for line, piece in pieces)
    return games


def judge_in_process(games: Sequence[Game]) -> Iterator[Judged]:
    for game in games:
        yield unreadable(game) or Judged(game, engine.adjudicate_text(game.text).to_json())
