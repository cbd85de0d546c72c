"""``mancala-arbiter``: a tournament director's command line.

    mancala-arbiter verify GAMES/ [--server URL] [--json FILE] [--csv FILE]
    mancala-arbiter replay GAME.mgn [--steps] [--server URL]
    mancala-arbiter export GAME.json|GAME.mgn [-o OUT]
    mancala-arbiter keys [--server URL]

``verify`` judges every record in the files and folders given (``*.mgn``, ``*.pgn``, ``*.txt``;
a file may hold several records) with the engine in this process, or with ``--server`` through the
typed client generated from ``openapi.yaml`` (``clients/python``), checking every verdict's Ed25519
signature against the server's published keys. It shows a progress bar (``rich``), a summary
table, writes ``--json``/``--csv`` reports, and exits 1 when any game is illegal, disputed or
malformed (2 for a usage error, 3 when the server cannot be used).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from engine.records import format_record, parse_record, record_from_moves, split_records
from engine.verdicts import play_record

RECORD_SUFFIXES = (".mgn", ".pgn", ".txt")
BAD = frozenset({"illegal", "disputed", "malformed", "unsigned", "limit-exceeded"})
BATCH_RECORDS = 500
BATCH_BYTES = 1_800_000  # under the server's default 2 MiB, with room for JSON escaping


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

    @property
    def status(self) -> str:
        if self.verdict is None:
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


# ---------------------------------------------------------------- the two judges


def judge_in_process(games: Sequence[Game]) -> Iterator[Judged]:
    for game in games:
        verdict = engine.adjudicate_text(game.text, first_line=game.line)
        yield Judged(game, verdict.to_json())


def _client_module() -> Any:
    try:
        import mancala_arbiter_client
    except ImportError:  # a checkout without `pip install ./clients/python`: use the generated sources
        here = Path(__file__).resolve().parents[1] / "clients" / "python"
        if not here.is_dir():
            raise SystemExit("mancala-arbiter: --server needs the client: pip install ./clients/python") from None
        sys.path.insert(0, str(here))
        import mancala_arbiter_client
    return mancala_arbiter_client


def server_client(url: str) -> Any:
    module = _client_module()
    return module.Client(base_url=url.rstrip("/"), timeout=120.0, raise_on_unexpected_status=True)


def server_jwks(client: Any) -> dict[str, Any]:
    from mancala_arbiter_client.api.tournaments import verdict_keys

    response = verdict_keys.sync_detailed(client=client)
    if response.status_code != 200:
        raise SystemExit(f"mancala-arbiter: the server's keys are unavailable (HTTP {response.status_code})")
    data: dict[str, Any] = json.loads(response.content)
    return data


def _batches(games: Sequence[Game]) -> Iterator[list[Game]]:
    batch: list[Game] = []
    size = 0
    for game in games:
        cost = len(game.text.encode()) + 64
        if batch and (len(batch) >= BATCH_RECORDS or size + cost > BATCH_BYTES):
            yield batch
            batch, size = [], 0
        batch.append(game)
        size += cost
    if batch:
        yield batch


def judge_on_server(games: Sequence[Game], client: Any) -> Iterator[Judged]:
    """Batches through ``POST /v1/adjudications``; every verdict is taken from its verified JWS payload."""
    from mancala_arbiter_client.api.tournaments import adjudicate_records
    from mancala_arbiter_client.models import AdjudicationsRequest, AdjudicationsResponse

    from service.jws import verify

    jwks = server_jwks(client)
    for batch in _batches(games):
        pending = list(batch)
        while pending:
            response = adjudicate_records.sync_detailed(client=client,
                                                        body=AdjudicationsRequest(records=[g.text for g in pending]))
            parsed = response.parsed
            if not isinstance(parsed, AdjudicationsResponse):
                raise SystemExit(f"mancala-arbiter: the server refused the batch (HTTP {response.status_code}): "
                                 f"{response.content[:300]!r}")
            retry: list[Game] = []
            for game, entry in zip(pending, json.loads(response.content)["verdicts"], strict=True):
                token = entry.get("jws")
                error = entry.get("error") or {}
                if entry.get("verdict") is None and error.get("code") != "limit-exceeded":
                    # refused, not judged: its Start is unsigned where the server requires signed positions
                    yield Judged(game, None, None, f"{error.get('code')}: {error.get('message')}")
                    continue
                if entry.get("verdict") is None:
                    retry.append(game)
                    continue
                payload = verify(token, jwks) if isinstance(token, str) else None
                if payload is None:
                    yield Judged(game, None, token, "the verdict's signature does not verify")
                    continue
                yield Judged(game, json.loads(payload), token)
            if len(retry) == len(pending):  # not even one record fits the server's CPU budget
                for game in retry:
                    yield Judged(game, None, None, "limit-exceeded: the server's CPU budget is too small for it")
                break
            pending = retry


# ---------------------------------------------------------------- reports


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
        _write(json_path, json.dumps(doc, indent=2, sort_keys=True) + "\n")
    if csv_path:
        out = io.StringIO()
        rows = [_row(j) for j in judged]
        writer = csv.DictWriter(out, fieldnames=list(_row(Judged(Game("", 0, ""), None)).keys()), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        _write(csv_path, out.getvalue())


def _write(path: str, text: str) -> None:
    if path == "-":
        sys.stdout.write(text)
    else:
        Path(path).write_text(text)


def summary(judged: Sequence[Judged], console: Any) -> None:
    from rich.table import Table

    counts = Counter(j.status for j in judged)
    table = Table(title=f"{len(judged)} games")
    table.add_column("status")
    table.add_column("games", justify="right")
    for status in ("valid", "unfinished", "disputed", "illegal", "malformed", "unsigned", "limit-exceeded"):
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
            problems.add_row(f"{j.game.path}:{j.game.line}", j.status, r["variant"] or "", ply,
                             r["illegal_move"] or "", str(r["reason"] or ""))
        console.print(problems)
        if len(bad) > 50:
            console.print(f"… and {len(bad) - 50} more (see --json or --csv)")


# ---------------------------------------------------------------- commands


def cmd_verify(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    games = find_games(args.paths)
    if not games:
        console.print("no records found")
        return 2
    judge = judge_on_server(games, server_client(args.server)) if args.server else judge_in_process(games)
    judged: list[Judged] = []
    with Progress(TextColumn("verifying"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, disable=args.no_progress or not console.is_terminal) as progress:
        task = progress.add_task("games", total=len(games))
        for item in judge:
            judged.append(item)
            progress.advance(task)
    write_reports(judged, args.json, args.csv)
    if not args.quiet:
        summary(judged, console)
    return 1 if any(j.status in BAD for j in judged) else 0


def cmd_replay(args: argparse.Namespace) -> int:
    text = Path(args.file).read_text()
    if args.server:
        from mancala_arbiter_client.api.games import replay_game
        from mancala_arbiter_client.models import RecordReplayRequest

        response = replay_game.sync_detailed(client=server_client(args.server),
                                             body=RecordReplayRequest(record=text, include_steps=args.steps))
        print(json.dumps(json.loads(response.content), indent=2, sort_keys=True))
        return 0 if response.status_code == 200 else 1
    record = parse_record(text)
    rules, start, moves, illegal = play_record(record)
    position = start
    print(engine.position_text(position))
    for move in moves:
        position = engine.apply_move(rules, position, move).position
        if args.steps:
            print(engine.position_text(position))
    if not args.steps:
        print(engine.position_text(position))
    if illegal is not None:
        print(f"illegal at ply {illegal.ply} ({illegal.move!r}, line {illegal.line}, column {illegal.column}): "
              f"{illegal.message}", file=sys.stderr)
        return 1
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """A JSON replay body (``variant``, ``options``, ``start``, ``moves``) to a record, or back."""
    text = Path(args.file).read_text()
    if text.lstrip().startswith("{"):
        body = json.loads(text)
        rules = engine.resolve_rules(body["variant"], body.get("options") or {})
        start = engine.position_from_json(rules, body["start"]) if body.get("start") else None
        moves = [engine.move_from_json(rules, m) for m in body["moves"]]
        tags = body.get("tags") or {}
        record = record_from_moves(body["variant"], moves, options=body.get("options") or {}, start=start,
                                   rules_version=body.get("rules_version"), players=tuple(body.get("players") or ()),
                                   event=tags.get("Event", "?"), site=tags.get("Site", "?"),
                                   date=tags.get("Date", "????.??.??"), round=tags.get("Round", "?"))
        out = format_record(record)
    else:
        record = parse_record(text)
        _, start_position, moves_played, illegal = play_record(record)
        if illegal is not None:
            print(f"illegal at ply {illegal.ply}: {illegal.message}", file=sys.stderr)
            return 1
        doc: dict[str, Any] = {"variant": record.variant, "options": dict(record.options),
                               "moves": [engine.move_to_json(m) for m in moves_played]}
        if record.rules_version is not None:
            doc["rules_version"] = record.rules_version
        if record.start is not None or record.first_player is not None:
            doc["start"] = engine.position_to_json(start_position)
        out = json.dumps(doc, indent=2) + "\n"
    _write(args.output or "-", out)
    return 0


def cmd_keys(args: argparse.Namespace) -> int:
    if args.server:
        jwks = server_jwks(server_client(args.server))
    else:
        from service import jws

        spec = os.environ.get("ARBITER_VERDICT_KEYS", "")
        if not spec:
            print("mancala-arbiter: set ARBITER_VERDICT_KEYS (or use --server URL)", file=sys.stderr)
            return 2
        retention = float(os.environ.get("ARBITER_VERDICT_KEY_RETENTION_SECONDS", 90 * 86400))
        jwks = jws.VerdictSigner(jws.load_keys(spec), os.environ.get("ARBITER_VERDICT_SIGNING_KID") or None,
                                 retention_seconds=retention).jwks()
    print(json.dumps(jwks, indent=2))
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mancala-arbiter", description="Adjudicate mancala game records.")
    sub = p.add_subparsers(dest="command", required=True)
    v = sub.add_parser("verify", help="judge every record in files and folders")
    v.add_argument("paths", nargs="+")
    v.add_argument("--server", help="base URL of a mancala-arbiter service (default: judge in this process)")
    v.add_argument("--json", metavar="FILE", help="write every verdict as JSON (- for stdout)")
    v.add_argument("--csv", metavar="FILE", help="write one CSV row per game (- for stdout)")
    v.add_argument("--no-progress", action="store_true")
    v.add_argument("-q", "--quiet", action="store_true", help="no summary table")
    v.set_defaults(run=cmd_verify)
    r = sub.add_parser("replay", help="replay one record and print the positions")
    r.add_argument("file")
    r.add_argument("--steps", action="store_true")
    r.add_argument("--server")
    r.set_defaults(run=cmd_replay)
    e = sub.add_parser("export", help="JSON move list to record, or record to JSON move list")
    e.add_argument("file")
    e.add_argument("-o", "--output")
    e.set_defaults(run=cmd_export)
    k = sub.add_parser("keys", help="print the verdict keys (JWKS)")
    k.add_argument("--server")
    k.set_defaults(run=cmd_keys)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except engine.RulesError as exc:
        print(f"mancala-arbiter: {exc.message}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"mancala-arbiter: {exc}", file=sys.stderr)
        return 3
    except Exception as exc:
        if type(exc).__module__.startswith(("httpx", "mancala_arbiter_client")):  # the server cannot be used
            print(f"mancala-arbiter: {args.server}: {exc}", file=sys.stderr)
            return 3
        raise
    return code


if __name__ == "__main__":
    sys.exit(main())
