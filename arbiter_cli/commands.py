"""The commands: ``verify``, ``replay``, ``export``, ``keys`` (docs/tournaments.md, "The command line")."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

import engine
from engine.record_json import RecordJSONError, record_from_json, record_to_json
from engine.records import format_record, parse_record, split_records
from engine.verdicts import play_record

from .errors import CliError, one_line
from .games import (
    BAD,
    NO_RECORD,
    RECORD_SUFFIXES,
    Judged,
    find_games,
    judge_in_process,
    read_text,
)
from .reports import check_writable, summary, write, write_reports

if TYPE_CHECKING:
    from mancala_arbiter_client import Client


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
        raise CliError(f"no records found in {' '.join(args.paths)} (files ending {', '.join(RECORD_SUFFIXES)})", 2)
    for report in (args.json, args.csv):
        check_writable(report)
    if args.server:
        from . import remote

        judge = remote.judge_on_server(games, remote.server_client(args.server))
    else:
        judge = judge_in_process(games)
    judged: list[Judged] = []
    with Progress(TextColumn("verifying"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, disable=args.no_progress or not console.is_terminal) as progress:
        task = progress.add_task("games", total=len(games))
        for item in judge:
            judged.append(item)
            progress.advance(task)
    order = {(g.path, g.line): index for index, g in enumerate(games)}
    judged.sort(key=lambda j: order[j.game.path, j.game.line])  # the server's batches come in their own order
    write_reports(judged, args.json, args.csv)
    if not args.quiet:
        summary(judged, console)
    return 1 if any(j.status in BAD for j in judged) else 0


def cmd_replay(args: argparse.Namespace) -> int:
    """Every record of the file in turn (under a heading ``game N of M (line L)`` where there are
    several): the start, then the position after every move (``--steps``) or after the last. An
    illegal move ends that game on stderr with its ply (from 0: docs/records.md, "Ply numbers"),
    text, line and column; a malformed record is one line on stderr; either makes the exit 1, and
    the next record is replayed. With ``--server`` the positions are the server's
    (``position_text`` of ``POST /v1/replay``), in the same form."""
    pieces = split_records(read_text(args.file))
    if not pieces:
        raise CliError(f"{args.file}: {NO_RECORD}")
    client: Client | None = None
    if args.server:
        from . import remote

        client = remote.server_client(args.server)
    code = 0
    for number, (line, text) in enumerate(pieces, start=1):
        if len(pieces) > 1:
            print(f"game {number} of {len(pieces)} (line {line})")
        try:
            code = max(code, _replay_one(text, line, args.steps, client))
        except (CliError, engine.RulesError) as exc:  # a malformed record, or one the server refuses
            if isinstance(exc, CliError) and exc.code != 1:
                raise
            sys.stdout.flush()
            print(f"mancala-arbiter: {args.file}: {one_line(exc.message)}", file=sys.stderr)
            code = 1
    return code


def _replay_one(text: str, first_line: int, steps: bool, client: Client | None) -> int:
    record = parse_record(text, first_line=first_line)  # malformed: the same error either way
    if client is not None:
        from . import remote

        texts, refused = remote.replay_on_server(record, text, steps, client, first_line)
        _print_positions(texts, True)
        if refused is not None:
            _print_illegal(*refused)
            return 1
        return 0
    played = play_record(record, steps=True)  # played once: every ply's position is kept
    illegal = played.illegal
    positions = [played.start, *(step.position for step in played.played.transitions())]
    _print_positions([engine.position_text(p) for p in positions], steps)
    if illegal is not None:
        _print_illegal(illegal.ply, illegal.move, illegal.line, illegal.column, illegal.message)
        return 1
    return 0


def _print_positions(texts: Sequence[str], steps: bool) -> None:
    """Every position with ``steps``, else the first and the last."""
    for position in texts if steps else (texts[0], texts[-1]):
        print(position)


def _print_illegal(ply: int, move: str, line: int, column: int, message: str) -> None:
    sys.stdout.flush()  # after the positions, where both go to one terminal
    print(f"illegal at ply {ply} ({move!r}, line {line}, column {column}): {message}", file=sys.stderr)


def cmd_export(args: argparse.Namespace) -> int:
    """A JSON game (``docs/records.md``, "The JSON game form") to a record, or a record to JSON:
    lossless both ways. Whatever cannot be read is one line: the file, then where (``line:column``,
    or the JSON path) and why."""
    if args.output:
        check_writable(args.output)
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
    write(args.output or "-", out)
    return 0


def cmd_keys(args: argparse.Namespace) -> int:
    if args.server:
        from . import remote

        jwks = remote.server_jwks(remote.server_client(args.server))
    else:
        from service import jws

        spec = os.environ.get("ARBITER_VERDICT_KEYS", "")
        if not spec:
            print("mancala-arbiter: set ARBITER_VERDICT_KEYS (or use --server URL)", file=sys.stderr)
            return 2
        retention = float(os.environ.get("ARBITER_VERDICT_KEY_RETENTION_SECONDS") or 90 * 86400)
        jwks = jws.VerdictSigner(jws.load_keys(spec), os.environ.get("ARBITER_VERDICT_SIGNING_KID") or None,
                                 retention_seconds=retention).jwks()
    print(json.dumps(jwks, indent=2))
    return 0


def run(args: argparse.Namespace) -> int:
    """Run the command ``args`` names; an engine error (a malformed record) is one line, exit 1."""
    try:
        code: int = args.run(args)
    except engine.RulesError as exc:
        where = getattr(args, "file", None)  # replay's and export's input file
        raise CliError(f"{where + ': ' if where else ''}{one_line(exc.message)}") from None
    return code
