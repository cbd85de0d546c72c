"""The games in the files given, and their verdicts from the engine in this process."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from engine.records import split_records

from .errors import CliError

RECORD_SUFFIXES = (".mgn", ".pgn", ".txt")
BAD = frozenset({"illegal", "disputed", "malformed", "unsigned", "limit-exceeded", "too-large"})


def read_text(name: str) -> str:
    """The UTF-8 text of file ``name``; a file that is not text is a one-line error naming it."""
    try:
        data = Path(name).read_bytes()
    except OSError as exc:
        raise CliError(f"{name}: {exc.strerror or exc}", 2) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CliError(f"{name}: not a UTF-8 text file (byte 0x{data[exc.start]:02x} at offset {exc.start})") from None


@dataclass(frozen=True)
class Game:
    """One record found in a file: where, and its text."""

    path: str
    line: int
    text: str


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


def find_games(paths: Sequence[str]) -> list[Game]:
    files: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in RECORD_SUFFIXES))
        elif path.is_file():
            files.append(path)
        else:
            raise SystemExit(f"mancala-arbiter: no such file or folder: {name}")
    games: list[Game] = []
    for file in files:
        text = file.read_text(encoding="utf-8", errors="replace")
        pieces = split_records(text) or [(1, text)]
        games.extend(Game(str(file), line, piece) for line, piece in pieces)
    return games


def judge_in_process(games: Sequence[Game]) -> Iterator[Judged]:
    for game in games:
        verdict = engine.adjudicate_text(game.text, first_line=game.line)
        yield Judged(game, verdict.to_json())
