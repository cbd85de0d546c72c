"""Cost of a replay answered from the cache versus recomputed, in-process and with a real Redis.

Talks only to loopback (a private redis-server on a unix socket and on 127.0.0.1), is bounded in
time (fixed iteration counts, a global deadline), and cleans up after itself.

    .venv/bin/python bench/replay_cache.py            # prints a table; JSON in .bench-out/
"""

from __future__ import annotations

import json
import random
import shutil
import socket
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import engine
from service import create_app
from service.arbiter import variant_document

DEADLINE = time.monotonic() + 120  # seconds, for the whole run
OUT = Path(__file__).resolve().parents[1] / ".bench-out"


def record(variant: str, plies: int) -> list[dict[str, Any]]:
    """A legal record of about ``plies`` moves: the first seeded random game that lasts that long, cut there."""
    rules = engine.get_variant(variant).rules
    longest: list[dict[str, Any]] = []
    for seed in range(500):
        rng = random.Random(seed)
        position = engine.new_game(rules)
        moves: list[dict[str, Any]] = []
        while len(moves) < plies:
            legal = engine.legal_moves(rules, position)
            if not legal:
                break
            move = rng.choice(legal)
            moves.append(engine.move_to_json(move))
            position = engine.apply_move(rules, position, move).position
        if len(moves) > len(longest):
            longest = moves
        if len(longest) >= plies:
            break
    return longest


def timed(client: Any, body: dict[str, Any], n: int) -> list[float]:
    samples = []
    for _ in range(n):
        if time.monotonic() > DEADLINE:
            break
        t0 = time.perf_counter()
        r = client.post("/v1/replay", json=body)
        samples.append(time.perf_counter() - t0)
        if r.status_code != 200:
            raise SystemExit(f"unexpected {r.status_code}: {r.get_data(as_text=True)[:300]}")
    return samples


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "n": len(samples),
        "median_us": round(statistics.median(ordered) * 1e6, 1),
        "p90_us": round(ordered[int(len(ordered) * 0.9) - 1] * 1e6, 1),
    }


def start_redis(tmp: Path, tcp_port: int) -> subprocess.Popen[bytes]:
    exe = shutil.which("redis-server")
    if exe is None:
        raise SystemExit("redis-server is not installed")
    sock = tmp / "r.sock"
    proc = subprocess.Popen(
        [exe, "--port", str(tcp_port), "--bind", "127.0.0.1", "--unixsocket", str(sock), "--save", "",
         "--appendonly", "no", "--dir", str(tmp)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if sock.exists():
            return proc
        time.sleep(0.02)
    proc.kill()
    raise SystemExit("redis-server did not start")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def main() -> None:
    results: list[dict[str, Any]] = []
    tmp = Path(tempfile.mkdtemp(prefix="arbiter-bench-"))
    port = free_port()
    redis_proc = start_redis(tmp, port)
    try:
        backends = {
            "recompute (cache off)": {"CACHE_MIN_MOVES": 10**9},
            "in-process LRU": {},
            "redis unix socket": {"REDIS_URL": f"unix://{tmp / 'r.sock'}"},
            "redis tcp 127.0.0.1": {"REDIS_URL": f"redis://127.0.0.1:{port}/0"},
        }
        for variant, plies in (("kalah", 16), ("kalah", 40), ("oware", 100), ("oware", 250)):
            moves = record(variant, plies)
            for steps in (False, True):
                body = {"variant": variant, "moves": moves, "include_steps": steps}
                for name, overrides in backends.items():
                    client = create_app({"LOG_LEVEL": "WARNING", **overrides}).test_client()
                    timed(client, body, 3)  # warm up (and fill the cache)
                    stats = summary(timed(client, body, 200))
                    results.append({"variant": variant, "plies": len(moves), "include_steps": steps, "backend": name, **stats})
        # Variant documents: rendered once per process (memo) versus rendering each time.
        app = create_app({"LOG_LEVEL": "WARNING"})
        arbiter = app.extensions["arbiter"]
        variant = engine.get_variant("oware")
        t0 = time.perf_counter()
        for _ in range(200):
            variant_document(arbiter, variant)
        render_us = (time.perf_counter() - t0) / 200 * 1e6
        client = app.test_client()
        get_samples = []
        for _ in range(300):
            t0 = time.perf_counter()
            client.get("/v1/variants/oware")
            get_samples.append(time.perf_counter() - t0)
        doc = {"variant_document_render_us": round(render_us, 1), "get_variant_memoised": summary(get_samples)}
        # Single moves: the whole request in-process, against one bare Redis GET round trip.
        opening = engine.position_to_json(engine.new_game(engine.get_variant("oware").rules))
        move_body = {"variant": "oware", "position": opening, "move": {"pit": 2}}
        move_samples = []
        for _ in range(300):
            t0 = time.perf_counter()
            client.post("/v1/moves", json=move_body)
            move_samples.append(time.perf_counter() - t0)
        import redis

        r = redis.Redis.from_url(f"redis://127.0.0.1:{port}/0", socket_timeout=0.05, socket_connect_timeout=0.05)
        r.set("bench", b"x" * 1500)
        get_rtt = []
        for _ in range(300):
            t0 = time.perf_counter()
            r.get("bench")
            get_rtt.append(time.perf_counter() - t0)
        doc["single_move_request"] = summary(move_samples)
        doc["redis_get_round_trip_1500_bytes"] = summary(get_rtt)
    finally:
        redis_proc.terminate()
        redis_proc.wait(5)
        shutil.rmtree(tmp, ignore_errors=True)

    print(f"{'variant':8} {'plies':>5} {'steps':>5}  {'backend':24} {'median µs':>10} {'p90 µs':>9}")
    for r in results:
        print(f"{r['variant']:8} {r['plies']:5d} {r['include_steps']!s:>5}  {r['backend']:24} {r['median_us']:10.1f} {r['p90_us']:9.1f}")
    print(f"variant document: render {doc['variant_document_render_us']} µs; GET (memoised) median "
          f"{doc['get_variant_memoised']['median_us']} µs")
    print(f"single move: whole POST /v1/moves median {doc['single_move_request']['median_us']} µs; "
          f"one Redis GET round trip (tcp) median {doc['redis_get_round_trip_1500_bytes']['median_us']} µs")
    OUT.mkdir(exist_ok=True)
    (OUT / "replay_cache.json").write_text(json.dumps({"replay": results, "variant_document": doc}, indent=2))


if __name__ == "__main__":
    main()
