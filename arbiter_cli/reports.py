"""What ``verify`` writes: the summary tables (stderr), ``--json`` and ``--csv``."""

from __future__ import annotations

import csv
import io
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .errors import CliError
from .games import BAD, Game, Judged


def _row(j: Judged) -> dict[str, Any]:
    v = j.verdict or {}
    illegal = v.get("illegal") or {}
    error = v.get("error") or {}
    return {
        "file": j.game.path, "line": j.game.line, "status": j.status, "variant": v.get("variant"),
        "event": v.get("event"), "round": v.get("round"), "players": " - ".join(v.get("players") or []),
        "result": v.get("result"), "claimed": v.get("claimed_result"), "plies": v.get("plies"),
        "ending": v.get("ending"), "illegal_ply": illegal.get("ply"), "illegal_move": illegal.get("move"),
        "reason": illegal.get("reason") or error.get("reason") or v.get("disagreement") or j.error,
        "where": None if j.where is None else "{}:{}".format(*j.where),
    }


def place(j: Judged) -> str:
    """Where to look in the file: ``file:line:column`` of what made the game fail, else
    ``file:line`` of the record."""
    return f"{j.game.path}:{j.game.line}" if j.where is None else "{}:{}:{}".format(j.game.path, *j.where)


def write_reports(judged: Sequence[Judged], json_path: str | None, csv_path: str | None) -> None:
    if json_path:
        doc = [{"file": j.game.path, "line": j.game.line, "status": j.status, "verdict": j.verdict, "jws": j.jws,
                "error": j.error, "where": _row(j)["where"]} for j in judged]
        write(json_path, json.dumps(doc, indent=2, sort_keys=True) + "\n")
    if csv_path:
        out = io.StringIO()
        rows = [_row(j) for j in judged]
        writer = csv.DictWriter(out, fieldnames=list(_row(Judged(Game("", 0, ""), None)).keys()), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        write(csv_path, out.getvalue())


def write(path: str, text: str) -> None:
    """``text`` into file ``path`` (``-``: standard output); a file that cannot be written is a usage error (2)."""
    if path == "-":
        sys.stdout.write(text)
        return
    try:
        Path(path).write_text(text)
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}", 2) from None


def check_writable(path: str | None) -> None:
    """Before a long run: a report that could not be written at its end is a usage error (2) now.
    Opening for appending creates the file where it is missing and changes nothing else."""
    if path is None or path == "-":
        return
    try:
        with open(path, "a"):
            pass
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}", 2) from None


def summary(judged: Sequence[Judged], console: Any) -> None:
    """The summary tables. Every cell that holds text from a record or a file name is a ``Text``,
    never parsed as ``rich`` markup (a record may hold ``[/x]`` or ``[link=...]``)."""
    from rich.table import Table
    from rich.text import Text

    counts = Counter(j.status for j in judged)
    table = Table(title=f"{len(judged)} games")
    table.add_column("status")
    table.add_column("games", justify="right")
    for status in ("valid", "unfinished", "disputed", "illegal", "malformed", "unsigned", "limit-exceeded", "too-large"):
        if counts[status]:
            table.add_row(status, str(counts[status]), style="red" if status in BAD else None)
    console.print(table)
    bad = [j for j in judged if j.status in BAD]
    if bad:
        problems = Table(title="games needing the arbiter")
        for name in ("where", "status", "variant", "ply", "move", "why"):
            problems.add_column(name, overflow="fold")
        for j in bad[:50]:
            r = _row(j)
            ply = "" if r["illegal_ply"] is None else str(r["illegal_ply"])  # 0 is a ply
            problems.add_row(Text(place(j)), Text(j.status), Text(str(r["variant"] or "")),
                             Text(ply), Text(str(r["illegal_move"] or "")), Text(str(r["reason"] or "")))
        console.print(problems)
        if len(bad) > 50:
            console.print(f"… and {len(bad) - 50} more (see --json or --csv)")
