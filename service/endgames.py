"""Endgame databases in the service (issue 37, docs/analysis.md "Endgame databases"): building
them, finding them, probing them.

**Building**: ``python -m service.build_endgames build --game oware --seeds 15 --out DIR`` compiles
``engine/endgame/builder.c`` with gcc (``-O2``) once into ``DIR/.builder-<hash>``, runs it under
``nice -n 10`` and moves the finished file into place atomically (``DIR/<game>-<seeds>.db``, through
a temporary name), so a reader never sees half a database. ``--game all`` builds both.

Why a C program and not the mypyc kernel: the build visits every board (226 million at 20 seeds)
and its moves, and un-plays Oware's moves from every board whose value is settled. Measured on
the shared 2-core box (docs/analysis.md, "Endgame databases"): the same values through the
engine's kernel (``engine.endgame.reference``, a value iteration) need 3.3 s for the 18,628 Oware
boards up to 6 seeds (interpreted), against 0.03 s in C, a factor of about 100 that mypyc's 2-4×
on the kernel does not close: at 20 seeds the C build takes minutes of CPU. The C program is 400
lines with no dependency but libc, and the tests check it byte for byte against the reference,
which plays every move through the engine's own ``apply_move``.

**Serving**: the databases are optional. The workers look for ``<game>-<N>.db`` in
``ARBITER_ENDGAME_DIR`` (unset: no databases; the container image sets ``/app/.endgame``, where it
puts the small ones it builds) and map the largest N of each game read-only (``mmap``: one copy in the page
cache for every worker), looking again at most every ``RESCAN_SECONDS``. Without a file the
endpoints answer as before. ``ARBITER_ENDGAME_BUILD=kalah:20,oware:15`` makes the first worker
start that build in the background (one process per game, a lock file against the other workers);
its workers pick the files up when they appear.
"""

from __future__ import annotations

import argparse
import hashlib
import mmap
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import structlog

import engine
from engine.endgame import GAMES, Database, Game, game_for

SOURCE = Path(engine.__file__).resolve().parent / "endgame" / "builder.c"
ROOT = Path(__file__).resolve().parents[1]
RESCAN_SECONDS = 5.0
#: a lock file older than this is from a build that died: ignored
STALE_LOCK_SECONDS = 3 * 3600

log = structlog.get_logger("arbiter.endgames")


def directory() -> Path | None:
    """``ARBITER_ENDGAME_DIR``, or None: no databases (the default, so answers never depend on
    files lying around in a checkout)."""
    value = os.environ.get("ARBITER_ENDGAME_DIR", "").strip()
    return Path(value) if value else None


def database_path(folder: Path, game: str, seeds: int) -> Path:
    return folder / f"{game}-{seeds}.db"


# ---------------------------------------------------------------------------------------- building

def compile_builder(folder: Path) -> Path:
    """The compiled builder for the current ``builder.c`` (compiled once per source text)."""
    source = SOURCE.read_bytes()
    binary = folder / f".builder-{hashlib.sha256(source).hexdigest()[:12]}"
    if not binary.exists():
        compiler = os.environ.get("CC") or shutil.which("gcc") or shutil.which("cc")
        if compiler is None:
            raise SystemExit("service.endgames: no C compiler (gcc) found")
        partial = binary.with_name(binary.name + f".{os.getpid()}")
        subprocess.run([compiler, "-O2", "-o", str(partial), str(SOURCE)], check=True)
        partial.replace(binary)
    return binary


def build(game: Game, seeds: int, folder: Path, *, quiet: bool = False) -> Path:
    """Build ``game``'s database up to ``seeds`` seeds into ``folder``; returns its path."""
    folder.mkdir(parents=True, exist_ok=True)
    binary = compile_builder(folder)
    final = database_path(folder, game, seeds)
    partial = final.with_name(final.name + f".{os.getpid()}.partial")
    command = [str(binary), game, str(seeds), str(partial)]
    if shutil.which("nice"):
        command = ["nice", "-n", "10", *command]
    started = time.perf_counter()
    try:
        subprocess.run(command, check=True, stderr=subprocess.DEVNULL if quiet else None)
        with partial.open("rb") as handle, mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as view:
            Database(view, game)  # the header and the size, checked before the file goes into place
        partial.replace(final)
    finally:
        partial.unlink(missing_ok=True)
    if not quiet:
        print(f"{final}: {final.stat().st_size:,} bytes in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    return final


def parse_plan(text: str) -> dict[Game, int]:
    """``kalah:20,oware:15`` -> {"kalah": 20, "oware": 15}; ``off`` or empty -> {}."""
    plan: dict[Game, int] = {}
    if text.strip().lower() in ("", "off", "0", "no"):
        return plan
    for item in text.split(","):
        match = re.fullmatch(r"\s*(kalah|oware)\s*:\s*(\d+)\s*", item)
        if match is None or not 0 <= int(match.group(2)) <= 30:
            raise ValueError(f"ARBITER_ENDGAME_BUILD: {item!r} is not game:seeds (kalah or oware, 0-30 seeds)")
        plan["kalah" if match.group(1) == "kalah" else "oware"] = int(match.group(2))
    return plan


def start_background_builds(folder: Path | None = None) -> list[Game]:
    """Start, detached, the builds ``ARBITER_ENDGAME_BUILD`` asks for that are not there yet and that
    no other process is building (a lock file per game). Returns the games started."""
    plan = parse_plan(os.environ.get("ARBITER_ENDGAME_BUILD", ""))
    folder = folder or directory()
    started: list[Game] = []
    if folder is None:
        if plan:
            log.warning("endgame_build_skipped", reason="ARBITER_ENDGAME_BUILD without ARBITER_ENDGAME_DIR")
        return started
    for game, seeds in plan.items():
        if any(most >= seeds for most in _built(folder, game)):
            continue
        try:
            folder.mkdir(parents=True, exist_ok=True)
            lock = folder / f".building-{game}"
            if lock.exists() and time.time() - lock.stat().st_mtime > STALE_LOCK_SECONDS:
                lock.unlink(missing_ok=True)
            descriptor = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except OSError:
            continue  # built by another worker, or the folder is read-only
        os.close(descriptor)
        script = ("import sys, pathlib\nfrom service.endgames import build\n"
                  "lock = pathlib.Path(sys.argv[3]) / ('.building-' + sys.argv[1])\n"
                  "try:\n    build(sys.argv[1], int(sys.argv[2]), pathlib.Path(sys.argv[3]), quiet=True)\n"
                  "finally:\n    lock.unlink(missing_ok=True)\n")
        subprocess.Popen([sys.executable, "-c", script, game, str(seeds), str(folder)], cwd=ROOT,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)
        log.info("endgame_build_started", game=game, seeds=seeds, directory=str(folder))
        started.append(game)
    return started


# ----------------------------------------------------------------------------------------- serving

def _built(folder: Path, game: str) -> list[int]:
    try:
        names = [path.name for path in folder.iterdir()]
    except OSError:
        return []
    return sorted(int(m.group(1)) for name in names if (m := re.fullmatch(rf"{game}-(\d+)\.db", name)))


class Endgames:
    """The databases found in ``folder``, mapped read-only; looked for again every RESCAN_SECONDS."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._lock = threading.Lock()
        self._databases: dict[Game, Database] = {}
        self._checked = float("-inf")

    def _scan(self) -> None:
        if self.folder is None:
            return
        for game in GAMES:
            sizes = _built(self.folder, game)
            if not sizes or (game in self._databases and self._databases[game].most >= sizes[-1]):
                continue
            try:
                with database_path(self.folder, game, sizes[-1]).open("rb") as handle:
                    view = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
                self._databases[game] = Database(view, game)
                log.info("endgame_database_loaded", game=game, seeds=sizes[-1])
            except (OSError, ValueError) as error:
                log.warning("endgame_database_unusable", game=game, seeds=sizes[-1], error=str(error))

    def database(self, rules: engine.Rules) -> Database | None:
        """The database covering ``rules``, or None (another game, or not built)."""
        match = game_for(rules)
        if match is None:
            return None
        now = time.monotonic()
        if now - self._checked >= RESCAN_SECONDS:
            with self._lock:
                if now - self._checked >= RESCAN_SECONDS:
                    self._checked = now
                    self._scan()
        return self._databases.get(match[0])

    def loaded(self) -> dict[str, int]:
        """game -> the most seeds of the database in use (for /readyz and logs)."""
        return {game: database.most for game, database in self._databases.items()}


_shared: Endgames | None = None


def shared() -> Endgames:
    """This process's databases (the files are shared between the workers by the page cache)."""
    global _shared
    if _shared is None or _shared.folder != directory():
        _shared = Endgames(directory())
    return _shared


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.build_endgames", description="Build the endgame databases.")
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("build", help="build endgame databases")
    make.add_argument("--game", choices=(*GAMES, "all"), default="all")
    make.add_argument("--seeds", type=int, required=True, help="most seeds on the board (0-30)")
    make.add_argument("--out", type=Path, default=None, help="the directory (default: ARBITER_ENDGAME_DIR, else .endgame in the checkout)")
    make.add_argument("--quiet", action="store_true", help="no per-level progress")
    args = parser.parse_args(argv)
    if not 0 <= args.seeds <= 30:
        parser.error("--seeds must be between 0 and 30")
    for game in GAMES:
        if args.game in ("all", game):
            build(game, args.seeds, args.out or directory() or ROOT / ".endgame", quiet=args.quiet)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
