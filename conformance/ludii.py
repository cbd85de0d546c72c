"""Run Ludii's trace tool (LudiiTrace, built outside the repository) and read its JSON lines.

The tool is built by the recipe in docs/conformance.md into ``$LUDII_WORK`` (default
``/tmp/ludii``): ``$LUDII_WORK/ludii-trace`` is the runner and ``$LUDII_WORK/src`` holds Ludii's
sources, whose ``Common/res/lud/board/sow/`` has the sowing games' descriptions.
"""

from __future__ import annotations

import hashlib
import json
import os
import pathlib
import subprocess
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

Record = dict[str, Any]


def work_dir() -> pathlib.Path:
    return pathlib.Path(os.environ.get("LUDII_WORK", "/tmp/ludii"))


def lud_path(relative: str) -> pathlib.Path:
    """A description under Ludii's ``board/sow`` folder, e.g. ``two_rows/Kalah.lud``."""
    return work_dir() / "src" / "Common" / "res" / "lud" / "board" / "sow" / relative


@dataclass
class TracedGame:
    """One game as Ludii played it: its plies and its end line."""

    index: int
    plies: list[Record] = field(default_factory=list)
    end: Record | None = None


@dataclass
class Trace:
    info: Record
    games: list[TracedGame]


def run_trace(lud: str, *, ruleset: str | None = None, options: Sequence[str] = (), games: int = 1,
              seed: int = 1, succ: bool = True, replay: Iterable[Sequence[str]] | None = None,
              max_plies: int = 2000, timeout: float = 3600, replay_canon: bool = True) -> Trace:
    """Ludii's seeded random games (``replay`` None) or a replay of other games (one token list
    each: canonical pits, ``pass``; Ludii's sites where ``replay_canon`` is false); ``succ`` asks
    for every legal move's successor state."""
    runner = work_dir() / "ludii-trace"
    if not runner.exists():
        raise FileNotFoundError(f"{runner}: build Ludii first (docs/conformance.md)")
    args = [str(runner), "--lud", str(lud_path(lud)), "--mode", "trace", "--seed", str(seed),
            "--max-plies", str(max_plies)]
    if ruleset:
        args += ["--ruleset", ruleset]
    for option in options:
        args += ["--option", option]
    if succ:
        args.append("--succ")
    replay = [list(tokens) for tokens in replay] if replay is not None else None
    if replay is None:
        args += ["--games", str(games)]
    # the same arguments, replayed games and tool give the same trace: kept in $LUDII_WORK/cache
    tool = (work_dir() / "build" / "trace" / "LudiiTrace.class").read_bytes()
    key = hashlib.sha256(json.dumps([args[1:], replay or [], hashlib.sha256(tool).hexdigest()]
                                     + ([] if replay_canon else ["sites"])).encode()
                         ).hexdigest()[:24]
    cached = work_dir() / "cache" / f"{key}.jsonl"
    if cached.exists():
        stdout = cached.read_text(encoding="utf-8")
    else:
        with tempfile.TemporaryDirectory() as tmp:
            if replay is not None:
                moves = pathlib.Path(tmp) / "replay.txt"
                moves.write_text("".join(" ".join(tokens) + "\n" for tokens in replay), encoding="utf-8")
                args += ["--replay", str(moves)] + (["--replay-canon"] if replay_canon else [])
            proc = subprocess.run(args, capture_output=True, text=True, timeout=timeout, check=False)
        stdout = proc.stdout
        if not stdout.startswith('{"t":"info"'):
            raise RuntimeError(f"ludii-trace failed ({proc.returncode}): {proc.stderr[-2000:]}")
        cached.parent.mkdir(exist_ok=True)
        cached.write_text(stdout, encoding="utf-8")
    lines = [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]
    by_game: dict[int, TracedGame] = {}
    for rec in lines[1:]:
        g = int(rec.get("g", -1))
        game = by_game.setdefault(g, TracedGame(g))
        if rec["t"] == "ply":
            game.plies.append(rec)
        elif rec["t"] == "end":
            game.end = rec
    return Trace(lines[0], [by_game[g] for g in sorted(by_game)])
