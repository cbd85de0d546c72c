#!/usr/bin/env python3
"""Memory one request may hold (issue 34.1): peak RSS over idle for the worst bodies of every rule family.

Each body is sent once in-process (Flask test client, default configuration, no Redis) in a *fresh*
child process. The child builds the app, answers one small warm-up request of the same kind, then
resets its peak RSS (``/proc/self/clear_refs``, 5) and reads its idle RSS; after the request it
reads the peak (``VmHWM``) and what it still holds (``VmRSS``). The figures are MB above idle.

The bodies are replays of the first 2,000 moves (``ARBITER_MAX_REPLAY_MOVES``) of a seeded random
game, with and without ``include_steps``, for:

* ``en-gehe-2x50-relay``: En Gehe on 2×50 pits of 48 seeds, relay laps (``laps: relay_next``),
  the issue's body (2.2 s CPU, 56 → 448 MB before the fix);
* ``pallanguzhi-match``: a refill match of rounds (``match: true``);
* ``omweso``: four rows, reverse captures;
* ``bao-la-kiswahili``: namua and mtaji stages, safari.

Where a random game ends before 2,000 moves, the longest of seeds 1-20 is replayed to its end. The answer's status and size and the
request's CPU are listed too: a body refused ``422 limit-exceeded`` (CPU or answer bytes) still
holds what it built before the refusal.

    PYTHONPATH=$PWD .venv/bin/python bench/request_memory.py [--only NAME,...] [--json FILE]

Run it with ``PYTHONPATH`` (and the interpreter) of another checkout to measure that code.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BODIES: dict[str, tuple[str, dict[str, Any]]] = {
    "en-gehe-2x50-relay": ("en-gehe", {"pits_per_side": 50, "start_pits": [48] * 50, "laps": "relay_next"}),
    "pallanguzhi-match": ("pallanguzhi", {"match": True}),
    "omweso": ("omweso", {}),
    "bao-la-kiswahili": ("bao-la-kiswahili", {}),
}
MOVES = 2000


def game_moves(variant: str, options: dict[str, Any], seed: int = 1) -> list[dict[str, Any]]:
    """The first ``MOVES`` moves of a seeded random game (fewer when it ends)."""
    import engine

    rules = engine.resolve_rules(variant, options)
    position = engine.new_game(rules)
    legal = list(engine.legal_moves(rules, position))
    rng = random.Random(seed)
    moves: list[dict[str, Any]] = []
    while legal and len(moves) < MOVES:
        move = legal[rng.randrange(len(legal))]
        transition = engine.apply_move(rules, position, move)
        moves.append(engine.move_to_json(move))
        position, legal = transition.position, list(transition.legal_moves)
    return moves


def _status() -> dict[str, int]:
    found = {}
    with open("/proc/self/status") as handle:
        for line in handle:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0])
    return found


def child(name: str, steps: bool, body_file: str) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT))
    from service import create_app

    app = create_app({"TESTING": True})
    client = app.test_client()
    body = json.loads(Path(body_file).read_text())
    body["include_steps"] = steps
    warm = {**body, "moves": body["moves"][:2]}
    assert client.post("/v1/replay", json=warm).status_code == 200
    with open("/proc/self/clear_refs", "w") as handle:
        handle.write("5")  # the peak RSS starts again from the current RSS
    idle = _status()["VmRSS"]
    cpu = time.process_time()
    response = client.post("/v1/replay", json=body)
    cpu = time.process_time() - cpu
    size = len(response.get_data())
    status = response.status_code
    code = (response.get_json() or {}).get("code") if status != 200 else None
    del response
    after = _status()
    return {"name": name, "steps": steps, "status": status, "code": code, "answer_bytes": size,
            "body_bytes": len(json.dumps(body)), "cpu_s": round(cpu, 2),
            "idle_mb": round(idle / 1024, 1), "peak_over_idle_mb": round((after["VmHWM"] - idle) / 1024, 1),
            "held_after_mb": round((after["VmRSS"] - idle) / 1024, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="comma-separated body names")
    parser.add_argument("--json", default="", help="write the rows to this file")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child[0], args.child[1] == "steps", args.child[2])))
        return 0
    sys.path.insert(0, str(ROOT))
    names = [n for n in (args.only.split(",") if args.only else BODIES) if n]
    rows = []
    print("| body | steps | moves | status | answer bytes | CPU s | idle MB | peak over idle MB | held after MB |")
    print("|---|---|---|---|---|---|---|---|---|")
    tmp = Path(os.environ.get("TMPDIR", "/tmp")) / f"request-memory-{os.getpid()}"
    tmp.mkdir(exist_ok=True)
    for name in names:
        variant, options = BODIES[name]
        moves = game_moves(variant, options)
        seed = 2
        while len(moves) < MOVES and seed <= 20:  # the longest of 20 seeded games
            longer = game_moves(variant, options, seed)
            moves = longer if len(longer) > len(moves) else moves
            seed += 1
        body_file = tmp / f"{name}.json"
        body_file.write_text(json.dumps({"variant": variant, "options": options, "moves": moves}))
        for steps in (False, True):
            done = subprocess.run([sys.executable, __file__, "--child", name, "steps" if steps else "final",
                                   str(body_file)], capture_output=True, text=True, env=os.environ, check=True)
            row = json.loads(done.stdout.strip().splitlines()[-1])
            row["moves"] = len(moves)
            rows.append(row)
            status = f"{row['status']}" + (f" {row['code']}" if row["code"] else "")
            print(f"| {name} | {'yes' if steps else 'no'} | {len(moves)} | {status} | {row['answer_bytes']:,} | "
                  f"{row['cpu_s']} | {row['idle_mb']} | {row['peak_over_idle_mb']} | {row['held_after_mb']} |",
                  flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
