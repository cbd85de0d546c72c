"""The command line: its options, and its exit codes (docs/tournaments.md, "The command line").

This module imports nothing heavy (``--help`` answers at once); the commands are in ``commands``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .errors import CliError

#: the exit codes, as docs/tournaments.md ("Exit codes") gives them
EPILOG = """exit codes: 0 every game judged and none needs the arbiter; 1 a game is illegal, disputed or
malformed (or unsigned, limit-exceeded, too-large), or a file is not a game record (not UTF-8,
malformed); 2 usage: bad arguments, a file or folder that is not there or cannot be read or
written, no records found; 3 the server cannot be used (unreachable, or not a mancala-arbiter
service). Guide: docs/tournaments.md."""
SERVER = "base URL of a mancala-arbiter service, e.g. https://arbiter.example (default: the engine in this process)"


class Version(argparse.Action):
    """``--version``: the installed distribution's version, looked up only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="print the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            found = version("mancala-arbiter")
        except PackageNotFoundError:  # run from a checkout that was never installed
            found = "(not installed)"
        print(f"mancala-arbiter {found}")
        parser.exit()


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mancala-arbiter", epilog=EPILOG,
                                description="Judge, replay and convert mancala game records (docs/records.md).")
    p.add_argument("--version", action=Version)
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    v = sub.add_parser("verify", help="judge every record in files and folders", epilog=EPILOG,
                       description="Judge every record in the files and folders given: one verdict per game, "
                                   "a summary table on stderr, reports with --json and --csv.")
    v.add_argument("paths", nargs="+", metavar="PATH",
                   help="a record file (it may hold several records), a folder (its *.mgn, *.pgn and *.txt files, "
                        "subfolders included) or - for standard input")
    v.add_argument("--server", metavar="URL", help=SERVER + "; every verdict's signature is checked")
    v.add_argument("--json", metavar="FILE", help="write every verdict as JSON (- for stdout)")
    v.add_argument("--csv", metavar="FILE", help="write one CSV row per game (- for stdout)")
    v.add_argument("--no-progress", action="store_true",
                   help="no progress bar (it is shown only on a terminal anyway)")
    v.add_argument("-q", "--quiet", action="store_true", help="no summary table")
    v.set_defaults(run="verify")
    r = sub.add_parser("replay", help="replay every record of a file and print the positions", epilog=EPILOG,
                       description="Print the start and the last position of every record in the file "
                                   "(several records: each under a heading 'game N of M (line L)'); an illegal "
                                   "move or a malformed record is one line on stderr, and the next record follows.")
    r.add_argument("file", metavar="FILE", help="a record file (one or several records) or - for standard input")
    r.add_argument("--steps", action="store_true", help="print the position after every move, not only the last")
    r.add_argument("--server", metavar="URL", help=SERVER)
    r.set_defaults(run="replay")
    e = sub.add_parser("export", help="a JSON game to a record, or a record to a JSON game", epilog=EPILOG,
                       description="Convert a JSON game (docs/records.md, 'The JSON game form') to a record, "
                                   "or one record to a JSON game, losing nothing either way.")
    e.add_argument("file", metavar="FILE", help="a JSON game or a record file, or - for standard input")
    e.add_argument("-o", "--output", metavar="OUT", help="write there (default, or -: standard output)")
    e.set_defaults(run="export")
    k = sub.add_parser("keys", help="print the verdict keys (JWKS)", epilog=EPILOG,
                       description="Print the public keys that verdicts are checked with (a JWK Set): the "
                                   "server's, or those of ARBITER_VERDICT_KEYS.")
    k.add_argument("--server", metavar="URL", help="the server whose keys to print (default: ARBITER_VERDICT_KEYS)")
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
    except OSError as exc:  # a file that cannot be read or written
        print(f"mancala-arbiter: {exc}", file=sys.stderr)
        return 2
