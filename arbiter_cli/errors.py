"""The command's one-line errors."""

from __future__ import annotations


class CliError(Exception):
    """A problem with the input, told on one line (``mancala-arbiter: ...``) with exit code ``code``."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


def one_line(text: str) -> str:
    """``text`` with its line breaks escaped, so an error is always one line."""
    return text.replace("\r", "\\r").replace("\n", "\\n")
