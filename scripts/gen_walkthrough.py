#!/usr/bin/env python3
"""Write docs/walkthrough.md: every command in it run against a live server, its output as printed.

Each step is a prose line and a shell command (``curl``, ``jq``) as a reader types it after
``bin/serve``, against ``http://127.0.0.1:8000``. The script runs each command with ``bash`` (the
server's address swapped in) and writes the document from what they print, so the document is
the real output of this commit. ``tests/service/test_walkthrough.py`` runs the commands again
against a fresh gunicorn and compares the whole document with the committed one.

    python scripts/gen_walkthrough.py                         # start gunicorn on a free port, rewrite
    python scripts/gen_walkthrough.py --check                 # the same, compare only
    python scripts/gen_walkthrough.py --base-url http://127.0.0.1:8000   # use a running bin/serve

Written by hand rather than with a doctest-like tool (e.g. cram): the commands need a server
started for them and the address swapped in, which is the few lines below.
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "walkthrough.md"
SHOWN_URL = "http://127.0.0.1:8000"
RULES = "rules"  # docs/rules/, as the page links it (relative to docs/)

_CAPTURE = ('{"pits": [[0,0,0,0,3,3],[1,2,1,4,6,2]], "stores": [14,12], "to_move": 0, "ply": 40, '
            '"status": "playing", "outcome": null, "history": [], "last_mover": 1}')
_OPENING = ('{"pits": [[4,4,4,4,4,4],[4,4,4,4,4,4]], "stores": [0,0], "to_move": 0, "ply": 0, '
            '"status": "playing", "outcome": null, "history": [], "last_mover": null}')

HEAD = """\
# Walkthrough

Every command below run against `bin/serve` on this commit (`http://127.0.0.1:8000`), with its
real output; `jq` only trims it. `scripts/gen_walkthrough.py` writes this page by running them,
and `tests/service/test_walkthrough.py` runs them again and compares the whole page. You need
`curl` and `jq` (`apt-get install curl jq`).
"""

STEPS: tuple[tuple[str, str], ...] = (
    (("## The catalogue\n\nEvery variant, with its seats and `rules_version` (the rules of each: "
     "[docs/variants.md](variants.md)):"),
     f"curl -s {SHOWN_URL}/v1/variants | jq -c '.variants[] | {{id, name, seats, rules_version}}'"),
    ("## A game of Oware\n\nStart a game:",
     (f"curl -s -X POST {SHOWN_URL}/v1/games -H 'Content-Type: application/json' \\\n"
     "    -d '{\"variant\": \"oware\"}' | jq -c '{rules_version, position, legal_moves}'")),
    ("Make a move (South sows pit 2):",
     (f"curl -s -X POST {SHOWN_URL}/v1/moves -H 'Content-Type: application/json' \\\n"
     f"    -d '{{\"variant\": \"oware\", \"position\": {_OPENING}, \"move\": {{\"pit\": 2}}}}' \\\n"
     "  | jq -c '{position: .position.pits, to_move: .position.to_move, events}'")),
    ((f"See a capture (worked example O2 of [docs/rules/oware.md]({RULES}/oware.md), a chain capture of "
     "3 + 2 + 2):"),
     (f"curl -s -X POST {SHOWN_URL}/v1/moves -H 'Content-Type: application/json' \\\n"
     f"    -d '{{\"variant\": \"oware\", \"position\": {_CAPTURE}, \"move\": {{\"pit\": 5}}}}' \\\n"
     "  | jq -c '{pits: .position.pits, stores: .position.stores, captures: [.events[] | select(.type == \"capture\")]}'")),
    (("An illegal move is a 422 problem document (`-w` prints the status and media type after it; "
     "the members are listed in [docs/api.md](api.md#errors)):"),
     (f"curl -s -X POST {SHOWN_URL}/v1/moves -H 'Content-Type: application/json' -H 'X-Request-ID: walkthrough-1' \\\n"
     f"    -d '{{\"variant\": \"oware\", \"position\": {_CAPTURE}, \"move\": {{\"pit\": 0}}}}' \\\n"
     "    -w '\\n%{http_code} %{content_type}\\n'")),
    (("## Compression\n\nA client that accepts compression gets the variant document in under a third "
     "of the bytes (`curl` without `--compressed` counts the bytes on the wire):"),
     (f"curl -s -o /dev/null -w '%{{size_download}} bytes\\n' {SHOWN_URL}/v1/variants/oware\n"
     f"curl -s -o /dev/null -w '%{{size_download}} bytes\\n' -H 'Accept-Encoding: gzip, br' {SHOWN_URL}/v1/variants/oware")),
    (("## Replay\n\nReplay a game (Kalah: pit 2 ends in the store, so South moves again), then one "
     "with an illegal move, which names its `ply`:"),
     (f"curl -s -X POST {SHOWN_URL}/v1/replay -H 'Content-Type: application/json' \\\n"
     "    -d '{\"variant\": \"kalah\", \"moves\": [{\"pit\": 2}, {\"pit\": 3}, {\"pit\": 0}]}' \\\n"
     "  | jq -c '{plies, pits: .position.pits, stores: .position.stores, to_move: .position.to_move, outcome}'\n"
     f"curl -s -X POST {SHOWN_URL}/v1/replay -H 'Content-Type: application/json' \\\n"
     "    -d '{\"variant\": \"kalah\", \"moves\": [{\"pit\": 2}, {\"pit\": 2}]}' | jq -c '{status, code, ply, move, reason, detail}'")),
    (("With `include_steps: true` every step says what changed in the repetition history "
     "([docs/api.md](api.md#replay-steps)); Oware, two moves without capture:"),
     (f"curl -s -X POST {SHOWN_URL}/v1/replay -H 'Content-Type: application/json' \\\n"
     "    -d '{\"variant\": \"oware\", \"moves\": [{\"pit\": 2}, {\"pit\": 3}], \"include_steps\": true}' \\\n"
     "  | jq -c '(.steps[] | {ply, move, history_change}), .position.history'")),
    (("## Analysis\n\nAsk for the best move (Kalah: pit 0's seed lands in the empty pit 1 and captures "
     "the 10 opposite; `result: win, score: 6` is a win by 6 seeds with best play; methods, levels and "
     "what `exact` means: [docs/analysis.md](analysis.md)):"),
     (f"curl -s -X POST {SHOWN_URL}/v1/analysis -H 'Content-Type: application/json' \\\n"
     "    -d '{\"variant\": \"kalah\", \"level\": 10, \"position\": {\"pits\": [[1,0,0,0,0,3],[2,2,0,0,10,0]],\n"
     "         \"stores\": [15,15], \"to_move\": 0, \"ply\": 40, \"status\": \"playing\"}}' \\\n"
     "  | jq -c '{best_move, score, result, exact, depth, pv}'")),
)


def run(command: str, base_url: str) -> str:
    """What ``command`` prints against the server at ``base_url``, with the shown address put back."""
    done = subprocess.run(["bash", "-c", "set -o pipefail\n" + command.replace(SHOWN_URL, base_url)],
                          capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"{command}\nexited {done.returncode}: {done.stderr}")
    return done.stdout.replace(base_url, SHOWN_URL)


def render(base_url: str) -> str:
    parts = [HEAD]
    for prose, command in STEPS:
        shown = "".join(f"$ {one}\n{run(one, base_url)}" for one in commands_of(command))
        parts.append(f"\n{prose}\n\n```console\n{shown}```\n")
    return "".join(parts)


def commands_of(step: str) -> list[str]:
    """The commands of a step, one a line; a line ending in a backslash, or inside a quote, goes on."""
    commands, current = [], ""
    for line in step.split("\n"):
        current += line
        if line.endswith("\\") or current.count("'") % 2:
            current += "\n"
        else:
            commands.append(current)
            current = ""
    return commands


@contextmanager
def gunicorn() -> Iterator[str]:
    """A gunicorn with the project's gunicorn.conf.py on a free loopback port, as bin/serve runs it."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with tempfile.TemporaryDirectory() as metrics:
        env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
        env.update(BIND=f"127.0.0.1:{port}", WEB_CONCURRENCY="1", PROMETHEUS_MULTIPROC_DIR=metrics)
        process = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", str(ROOT / "gunicorn.conf.py"),
                                    "service:create_app()"], cwd=ROOT, env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        base_url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    with urllib.request.urlopen(base_url + "/healthz", timeout=1):
                        break
                except OSError:
                    if process.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError("gunicorn did not start") from None
                    time.sleep(0.1)
            yield base_url
        finally:
            process.terminate()
            process.wait(15)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with docs/walkthrough.md, write nothing")
    parser.add_argument("--base-url", help="a running server (default: start gunicorn on a free port)")
    args = parser.parse_args()
    if args.base_url:
        text = render(args.base_url.rstrip("/"))
    else:
        with gunicorn() as base_url:
            text = render(base_url)
    if args.check:
        if DOC.read_text() != text:
            print("docs/walkthrough.md differs from what the commands print; run scripts/gen_walkthrough.py")
            return 1
        return 0
    DOC.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
