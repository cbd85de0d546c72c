"""The command line: its options, and its exit codes (docs/tournaments.md, "The command line").

This module imports nothing heavy (``--help`` answers at once); the commands are in ``commands``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .errors import CliError


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
    v.set_defaults(run="verify")
    r = sub.add_parser("replay", help="replay one record and print the positions")
    r.add_argument("file")
    r.add_argument("--steps", action="store_true")
    r.add_argument("--server")
    r.set_defaults(run="replay")
    e = sub.add_parser("export", help="JSON move list to record, or record to JSON move list")
    e.add_argument("file")
    e.add_argument("-o", "--output")
    e.set_defaults(run="export")
    k = sub.add_parser("keys", help="print the verdict keys (JWKS)")
    k.add_argument("--server")
    k.set_defaults(run="keys")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    # Imported once the arguments are read: the engine (0.1 s) and the commands' libraries are not
    # needed by --help, --version or a usage error.
    from . import commands

    args.run = getattr(commands, f"cmd_{args.run}")
    try:
        return commands.run(args)
    except CliError as exc:
        print(f"mancala-arbiter: {exc.message}", file=sys.stderr)
        return exc.code
    except OSError as exc:
        print(f"mancala-arbiter: {exc}", file=sys.stderr)
        return 3
    except Exception as exc:
        if type(exc).__module__.startswith(("httpx", "mancala_arbiter_client")):  # the server cannot be used
            print(f"mancala-arbiter: {args.server}: {exc}", file=sys.stderr)
            return 3
        raise
