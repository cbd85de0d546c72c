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

Every subcommand that takes ``--server`` prints the same output with and without it (``replay``
prints the positions, the server's ``position_text``), and needs no installed client: the
generated sources in ``clients/python`` are used from a checkout. Text from records and file names
is never read as ``rich`` markup. Bad input (a file that is not UTF-8 text, malformed JSON, a
JSON game or record that cannot be read) is one line naming the file and where in it.
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import io
import json
import os
import re
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from engine.records import (
    Record,
    format_record,
    parse_record,
    split_records,
)
from engine.record_json import RecordJSONError, record_from_json, record_to_json
from engine.verdicts import play_record

RECORD_SUFFIXES = (".mgn", ".pgn", ".txt")
BAD = frozenset({"illegal", "disputed", "malformed", "unsigned", "limit-exceeded", "too-large"})
BATCH_RECORDS = 500
#: the server's default body limit of ``POST /v1/adjudications`` (``ARBITER_ADJUDICATIONS_MAX_BYTES``);
#: a batch is sized by its encoded request, and one the server still refuses as too large is split
REQUEST_BYTES = 2 * 1024 * 1024
ENVELOPE_BYTES = 64  # ``{"records":[`` ... ``],"sign":true}``


class CliError(Exception):
    """A problem with the input, told on one line (``mancala-arbiter: ...``) with exit code ``code``."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


def one_line(text: str) -> str:
    """``text`` with its line breaks escaped, so an error is always one line."""
    return text.replace("\r", "\\r").replace("\n", "\\n")


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
    _client_module()
    from mancala_arbiter_client.api.tournaments import verdict_keys

    response = verdict_keys.sync_detailed(client=client)
    if response.status_code != 200:
        raise SystemExit(f"mancala-arbiter: the server's keys are unavailable (HTTP {response.status_code})")
    data: dict[str, Any] = json.loads(response.content)
    return data


def request_bytes(text: str) -> int:
    """What one record adds to the ``POST /v1/adjudications`` body: its JSON string as the client
    encodes it (httpx: UTF-8, not ASCII-escaped; quotes, backslashes and control characters escaped)
    and a comma."""
    return len(json.dumps(text, ensure_ascii=False).encode()) + 1


def _batches(games: Sequence[Game], limit: int = REQUEST_BYTES) -> Iterator[list[Game] | Judged]:
    """Batches whose encoded request fits ``limit``; a record that alone does not fit is its own
    ``too-large`` result, never sent."""
    room = limit - ENVELOPE_BYTES
    batch: list[Game] = []
    size = 0
    for game in games:
        cost = request_bytes(game.text)
        if cost > room:
            yield Judged(game, None, None, f"too large to send: {cost} bytes as JSON, a request holds at most {room}",
                         failure="too-large")
            continue
        if batch and (len(batch) >= BATCH_RECORDS or size + cost > room):
            yield batch
            batch, size = [], 0
        batch.append(game)
        size += cost
    if batch:
        yield batch


def judge_on_server(games: Sequence[Game], client: Any) -> Iterator[Judged]:
    """Batches through ``POST /v1/adjudications``; every verdict is taken from its verified JWS payload.

    A batch the server refuses as too large (413) or too many (422 ``limit-exceeded``), where its
    limits are below the defaults, is split in two and sent again; a single record it refuses is
    that record's error, and the run goes on."""
    _client_module()
    from mancala_arbiter_client.api.tournaments import adjudicate_records
    from mancala_arbiter_client.models import (
        AdjudicationsRequest,
        AdjudicationsResponse,
    )

    from service.jws import verify

    jwks = server_jwks(client)
    for item in _batches(games):
        if isinstance(item, Judged):
            yield item
            continue
        waiting = [item]
        while waiting:
            pending = waiting.pop()
            response = adjudicate_records.sync_detailed(client=client,
                                                        body=AdjudicationsRequest(records=[g.text for g in pending]))
            parsed = response.parsed
            if not isinstance(parsed, AdjudicationsResponse):
                problem = _problem(response.content)
                too_much = response.status_code == 413 or (response.status_code == 422
                                                          and problem.get("code") == "limit-exceeded")
                if not too_much:
                    raise SystemExit(f"mancala-arbiter: the server refused the batch (HTTP {response.status_code}): "
                                     f"{response.content[:300]!r}")
                if len(pending) > 1:
                    half = len(pending) // 2
                    waiting += [pending[half:], pending[:half]]  # the first half is sent first
                    continue
                yield Judged(pending[0], None, None,
                             f"too large for the server (HTTP {response.status_code}): {problem.get('detail', '')}",
                             failure="too-large")
                continue
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
                continue
            if retry:
                waiting.append(retry)


def _problem(content: bytes) -> dict[str, Any]:
    """The problem document of a refusal (``{}`` when the body is not one)."""
    try:
        doc = json.loads(content)
    except ValueError:
        return {}
    return doc if isinstance(doc, dict) else {}


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


# ---------------------------------------------------------------- commands


def cmd_verify(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    console = Console(stderr=True, markup=False)
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
    """The start, then the position after every move (``--steps``) or after the last; an illegal
    move ends it on stderr with its ply (from 0: docs/records.md, "Ply numbers"), text, line and column, exit 1. With ``--server``
    the positions are the server's (``position_text`` of ``POST /v1/replay``), in the same form."""
    text = read_text(args.file)
    record = parse_record(text)  # a malformed record is the same error either way (engine.RulesError)
    if args.server:
        return replay_on_server(record, text, args.steps, server_client(args.server))
    played = play_record(record, steps=True)  # played once: every ply's position is kept
    illegal = played.illegal
    positions = [played.start, *(step.position for step in played.played.transitions())]
    _print_positions([engine.position_text(p) for p in positions], args.steps)
    if illegal is not None:
        _print_illegal(illegal.ply, illegal.move, illegal.line, illegal.column, illegal.message)
        return 1
    return 0


def _print_positions(texts: Sequence[str], steps: bool) -> None:
    """Every position with ``steps``, else the first and the last."""
    for position in texts if steps else (texts[0], texts[-1]):
        print(position)


def _print_illegal(ply: int, move: str, line: int, column: int, message: str) -> None:
    print(f"illegal at ply {ply} ({move!r}, line {line}, column {column}): {message}", file=sys.stderr)


_DETAIL_PREFIX = re.compile(r"^ply \d+ \(.*? at line \d+, column \d+\): ")


def replay_on_server(record: Record, text: str, steps: bool, client: Any) -> int:
    """``replay`` through ``POST /v1/replay``: the start (the record cut before its first move),
    the record with its steps, and where a move is illegal the record cut before it (the server
    refuses the whole record, so the positions before the refusal are asked for on their own)."""
    _client_module()
    from mancala_arbiter_client.api.games import replay_game
    from mancala_arbiter_client.models import RecordReplayRequest

    def replay(cut: Record | None, with_steps: bool) -> tuple[int, dict[str, Any]]:
        body = RecordReplayRequest(record=text if cut is None else format_record(cut), include_steps=with_steps)
        response = replay_game.sync_detailed(client=client, body=body)
        answer = _problem(response.content)
        if response.status_code != 200 and answer.get("code") != "illegal-move":
            raise CliError(one_line(str(answer.get("detail") or f"the server answered HTTP {response.status_code}")))
        return response.status_code, answer

    def before(index: int) -> Record:
        return dataclasses.replace(record, moves=record.moves[:index], result="*",
                                   comments=tuple(c for c in record.comments if c[0] <= index))

    start = replay(before(0), False)[1]["position_text"]
    status, answer = replay(None, steps)
    if status == 200:
        _print_positions([start, *(s["position_text"] for s in answer.get("steps") or ())]
                         if steps else [start, answer["position_text"]], steps)
        return 0
    # The refused move, found in the record by its line and column: its index is its ply (from 0).
    line, column = answer.get("line"), answer.get("column")
    index = next((i for i, m in enumerate(record.moves) if (m.line, m.column) == (line, column)), None)
    if index is None:  # not a move of this record: the server's words alone
        raise CliError(one_line(str(answer.get("detail") or "the server refused a move")))
    played = replay(before(index), steps)[1]
    texts = [start, *(s["position_text"] for s in played.get("steps") or ())] if steps else [start, played["position_text"]]
    _print_positions(texts, steps)
    refused = record.moves[index]
    _print_illegal(index, str(answer.get("move_text")), refused.line, refused.column,
                   _DETAIL_PREFIX.sub("", str(answer.get("detail"))))
    return 1


def cmd_export(args: argparse.Namespace) -> int:
    """A JSON game (``docs/records.md``, "The JSON game form") to a record, or a record to JSON:
    lossless both ways. Whatever cannot be read is one line: the file, then where (``line:column``,
    or the JSON path) and why."""
    text = read_text(args.file)
    if text.lstrip().startswith("{"):  # a record starts with its tags, "[Name"
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CliError(f"{args.file}:{exc.lineno}:{exc.colno}: not valid JSON: {exc.msg}") from None
        except RecursionError:
            raise CliError(f"{args.file}: not a JSON game: nested too deeply") from None
        try:
            out = format_record(record_from_json(doc))
        except RecordJSONError as exc:
            raise CliError(f"{args.file}: {one_line(exc.message)}") from None
    else:
        try:
            out = json.dumps(record_to_json(parse_record(text)), indent=2, ensure_ascii=False) + "\n"
        except engine.RulesError as exc:  # a malformed record, or an illegal move: line and column
            raise CliError(f"{args.file}: {one_line(exc.message)}") from None
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
    except CliError as exc:
        print(f"mancala-arbiter: {exc.message}", file=sys.stderr)
        return exc.code
    except engine.RulesError as exc:
        where = getattr(args, "file", None)  # replay's and export's input file
        print(f"mancala-arbiter: {where + ': ' if where else ''}{one_line(exc.message)}", file=sys.stderr)
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
