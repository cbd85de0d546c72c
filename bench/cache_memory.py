"""Worker memory under distinct replays with steps: the in-process cache bounded by entries vs by bytes.

Issue 9: twelve distinct replays with ``include_steps`` took a worker to 572 MB, because the LRU
held up to 512 entries whatever their size. This runs the app in-process (one "worker"), sends
N distinct replays with steps (prefixes of a few long seeded Oware games), and reports each response's size, the bytes the cache holds
and the process's peak RSS, under two configurations in separate processes:

* ``entries``: the old bound (512 entries, no byte limit, no entry limit);
* ``bytes``: the defaults (``LRU_MAX_BYTES`` 32 MiB, ``CACHE_MAX_ENTRY_BYTES`` 1 MiB).

    python bench/cache_memory.py --replays 400 --plies 100
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LONG_GAMES = (36, 39, 45, 0, 44, 40, 52, 42)  # seeds whose random Oware games last 146-226 plies


def record(seed: int, plies: int) -> list[dict[str, int]]:
    import engine

    rules = engine.get_variant("oware").rules
    position = engine.new_game(rules)
    rng = random.Random(seed)
    moves = []
    for _ in range(plies):
        legal = engine.legal_moves(rules, position)
        if not legal:
            break
        move = legal[rng.randrange(len(legal))]
        moves.append(engine.move_to_json(move))
        position = engine.apply_move(rules, position, move).position
    return moves


def child(mode: str, replays: int, plies: int, lru_max_bytes: int) -> None:
    from service import create_app

    overrides = {"LOG_LEVEL": "WARNING"}
    if mode == "entries":
        overrides |= {"LRU_MAX_BYTES": 1 << 40, "CACHE_MAX_ENTRY_BYTES": 1 << 40}
    elif lru_max_bytes:
        overrides["LRU_MAX_BYTES"] = lru_max_bytes
    app = create_app(overrides)
    client = app.test_client()
    sizes = []
    games = {seed: record(seed, 3000) for seed in LONG_GAMES}
    for i in range(replays):  # distinct records: prefixes of a few long seeded games
        game = games[LONG_GAMES[i % len(LONG_GAMES)]]
        moves = game[: min(len(game), plies + i // len(LONG_GAMES))]
        r = client.post("/v1/replay", json={"variant": "oware", "moves": moves, "include_steps": True})
        assert r.status_code == 200, r.get_json()
        sizes.append(len(r.data))
    cache = app.extensions["arbiter"].cache
    print(json.dumps({
        "mode": mode, "lru_max_bytes": app.config["LRU_MAX_BYTES"], "replays": replays, "plies": plies,
        "response_mb_total": round(sum(sizes) / 1e6, 1), "response_kb_max": round(max(sizes) / 1e3),
        "cache_entries": cache.status()["entries"], "cache_mb": round(cache.bytes / 1e6, 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--replays", type=int, default=400)
    parser.add_argument("--plies", type=int, default=100, help="length of the shortest record")
    parser.add_argument("--lru-max-bytes", type=int, default=0, help="for the bytes run (default: the service default)")
    parser.add_argument("--child", choices=["entries", "bytes"])
    args = parser.parse_args()
    if args.child:
        child(args.child, args.replays, args.plies, args.lru_max_bytes)
        return
    for mode in ("entries", "bytes"):
        subprocess.run(
            [sys.executable, __file__, "--child", mode, "--replays", str(args.replays), "--plies", str(args.plies),
             "--lru-max-bytes", str(args.lru_max_bytes)],
            cwd=ROOT, check=True, timeout=600,
        )


if __name__ == "__main__":
    main()
