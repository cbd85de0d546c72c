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
        "where": f"{illegal.get('line') or error.get('line')}:{illegal.get('column') or error.get('column')}"
        if (illegal or error) else None,
    }


def write_reports(judged: Sequence[Judged], json_path: str | None, csv_path: str | None) -> None:
    if json_path:
        doc = [{"file": j.game.path, "line": j.game.line, "status": j.status, "verdict": j.verdict, "jws": j.jws,
                "error": j.error} for j in judged]
        write(json_path, json.dumps(doc, indent=2, sort_keys=True) + "\n")
    if csv_path:
        out = io.StringIO()
        rows = [_row(j) for j in judged]
        writer = csv.DictWriter(out, fieldnames=list(_row(Judged(Game("", 0, ""), None)).keys()), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        write(csv_path, out.getvalue())


def write(path: str, text: str) -> None:
    if path == "-":
        sys.stdout.write(text)
    else:
        Path(path).write_text(text)


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
        for name in ("file:line", "status", "variant", "ply", "move", "why"):
            problems.add_column(name, overflow="fold")
        for j in bad[:50]:
            r = _row(j)
            ply = "" if r["illegal_ply"] is None else str(r["illegal_ply"])  # 0 is a ply
            problems.add_row(Text(f"{j.game.path}:{j.game.line}"), Text(j.status), Text(str(r["variant"] or "")),
                             Text(ply), Text(str(r["illegal_move"] or "")), Text(str(r["reason"] or "")))
        console.print(problems)
        if len(bad) > 50:
            console.print(f"… and {len(bad) - 50} more (see --json or --csv)")
