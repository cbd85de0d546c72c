"""What the integrity tag on Redis entries costs (issue 24 item 6): a read of a tagged entry
(``RedisCache.get``: fetch + HMAC-SHA256 check) against a plain ``GET`` of the same bytes, by value size.

Talks only to a private redis-server on a unix socket in a temporary directory, is bounded (fixed
iteration counts, a global deadline), and cleans up after itself.

    .venv/bin/python bench/cache_integrity.py          # prints a table; JSON in .bench-out/
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

import redis

from service.cache import RedisCache

DEADLINE = time.monotonic() + 60  # seconds, for the whole run
OUT = Path(__file__).resolve().parents[1] / ".bench-out"
SIZES = (1024, 64 * 1024, 1024 * 1024)
ROUNDS = 300


def median_us(action: object, rounds: int) -> float:
    samples = []
    for _ in range(rounds):
        if time.monotonic() > DEADLINE:
            break
        started = time.perf_counter()
        action()  # type: ignore[operator]
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1e6


def main() -> None:
    executable = shutil.which("redis-server")
    if executable is None:
        raise SystemExit("redis-server is not installed")
    directory = Path(tempfile.mkdtemp(prefix="bench-cache-integrity-"))
    sock = directory / "redis.sock"
    server = subprocess.Popen([executable, "--port", "0", "--unixsocket", str(sock), "--save", "", "--appendonly", "no",
                               "--dir", str(directory)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while not sock.exists():
            time.sleep(0.02)
        url = f"unix://{sock}"
        secret = os.urandom(32)
        cache = RedisCache(url, secret=secret, timeout=1.0, breaker_seconds=1, ttl=600, max_entry_bytes=2 * 1024 * 1024)
        plain = redis.Redis.from_url(url, socket_timeout=1.0)
        rows = []
        for size in SIZES:
            value = os.urandom(size)
            cache.set(f"tagged-{size}", value)
            plain.set(f"plain-{size}", value)
            assert cache.get(f"tagged-{size}") == value
            rounds = ROUNDS if size < 1024 * 1024 else ROUNDS // 3
            tagged = median_us(lambda size=size: cache.get(f"tagged-{size}"), rounds)
            untagged = median_us(lambda size=size: plain.get(f"plain-{size}"), rounds)
            mac = median_us(lambda value=value: hmac.new(secret, value, hashlib.sha256).digest(), rounds)
            rows.append({"bytes": size, "get_tagged_us": round(tagged, 1), "get_plain_us": round(untagged, 1),
                         "hmac_us": round(mac, 1)})
    finally:
        server.terminate()
        server.wait(5)
        shutil.rmtree(directory, ignore_errors=True)
    print(f"{'value':>9} {'GET + tag check':>16} {'plain GET':>10} {'HMAC alone':>11}")
    for row in rows:
        print(f"{row['bytes']:>9} {row['get_tagged_us']:>13.1f} us {row['get_plain_us']:>7.1f} us {row['hmac_us']:>8.1f} us")
    OUT.mkdir(exist_ok=True)
    (OUT / "cache_integrity.json").write_text(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
