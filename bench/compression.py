"""Bytes on the wire and CPU per request, with and without response compression.

Three answers: the Oware variant document (``GET /v1/variants/oware``, static and ETagged), one
move (``bench/data/move.json``) and a 100-ply replay with every step (``bench/data/replay100.json``
plus ``include_steps``). For each:

1. the codecs alone on that body: size and CPU time of gzip, brotli and zstd at several levels
   (what ``service/compression.py`` chose its settings from);
2. the whole request in-process (Flask test client, no sockets): body bytes and CPU time per
   request without ``Accept-Encoding`` (what every client got before compression) and with
   ``Accept-Encoding: gzip`` and ``gzip, br`` (what the service sends now).

CPU is ``time.process_time`` over a fixed number of requests, best of 5 interleaved rounds;
the machine is shared, so read the figures as +-10%. No network, bounded run time (~30 s).

    .venv/bin/python bench/compression.py          # a table; JSON in .bench-out/compression.json
"""

from __future__ import annotations

import gzip
import json
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import brotli  # type: ignore[import-untyped]

try:
    from compression import zstd  # type: ignore[import-not-found]  # Python 3.14
except ImportError:
    from backports import zstd

from service import compression, create_app

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data"
OUT = ROOT / ".bench-out"
ROUNDS = 5


def cpu_per_call(call: Callable[[], object], count: int) -> float:
    """Best-of-``ROUNDS`` CPU seconds per call."""
    best = float("inf")
    for _ in range(ROUNDS):
        start = time.process_time()
        for _ in range(count):
            call()
        best = min(best, (time.process_time() - start) / count)
    return best


CODECS: dict[str, Callable[[bytes], bytes]] = {
    "gzip-1": lambda b: gzip.compress(b, 1),
    "gzip-3": lambda b: gzip.compress(b, 3),
    "gzip-6": lambda b: gzip.compress(b, 6),
    "gzip-9": lambda b: gzip.compress(b, 9),
    "br-1": lambda b: brotli.compress(b, quality=1),
    "br-3": lambda b: brotli.compress(b, quality=3),
    "br-4": lambda b: brotli.compress(b, quality=4),
    "br-5": lambda b: brotli.compress(b, quality=5),
    "br-6": lambda b: brotli.compress(b, quality=6),
    "br-11": lambda b: brotli.compress(b, quality=11),
    "zstd-3": lambda b: zstd.compress(b, 3),
    "deflate-6": lambda b: zlib.compress(b, 6),
}


def main() -> None:
    app = create_app({"TESTING": True})
    client = app.test_client()
    move = json.loads((DATA / "move.json").read_text())
    replay = {**json.loads((DATA / "replay100.json").read_text()), "include_steps": True}
    requests: dict[str, tuple[Callable[[dict[str, str]], Any], int]] = {
        "variant document (GET /v1/variants/oware)": (lambda h: client.get("/v1/variants/oware", headers=h), 400),
        "one move (POST /v1/moves)": (lambda h: client.post("/v1/moves", json=move, headers=h), 400),
        "100-ply replay with steps (POST /v1/replay)": (lambda h: client.post("/v1/replay", json=replay, headers=h), 20),
    }
    results: dict[str, Any] = {"min_bytes": compression.MIN_BYTES, "algorithms": compression.ALGORITHMS, "answers": {}}
    for name, (call, count) in requests.items():
        plain = call({}).get_data()
        codecs = {}
        for codec, compress in CODECS.items():
            size = len(compress(plain))
            seconds = cpu_per_call(lambda: compress(plain), max(5, count // 4))
            codecs[codec] = {"bytes": size, "cpu_us": round(seconds * 1e6, 1)}
        variants = {"none": {}, "gzip": {"Accept-Encoding": "gzip"}, "gzip, br": {"Accept-Encoding": "gzip, br"}}
        best = dict.fromkeys(variants, float("inf"))
        for _ in range(ROUNDS):  # interleaved, so that a busy spell of the machine hits all three alike
            for label, headers in variants.items():
                start = time.process_time()
                for _ in range(count):
                    call(headers)
                best[label] = min(best[label], (time.process_time() - start) / count)
        served = {}
        for label, headers in variants.items():
            response = call(headers)
            served[label] = {
                "bytes": len(response.get_data()),
                "encoding": response.headers.get("Content-Encoding", "identity"),
                "cpu_us": round(best[label] * 1e6, 1),
            }
        results["answers"][name] = {"plain_bytes": len(plain), "codecs": codecs, "served": served}

    for name, result in results["answers"].items():
        print(f"\n{name}: {result['plain_bytes']} bytes uncompressed")
        print("  codec        bytes   CPU us")
        for codec, figures in result["codecs"].items():
            print(f"  {codec:<10} {figures['bytes']:>7} {figures['cpu_us']:>8}")
        print("  Accept-Encoding   sent as    bytes   CPU us/request")
        for label, figures in result["served"].items():
            print(f"  {label:<16}  {figures['encoding']:<8} {figures['bytes']:>7} {figures['cpu_us']:>8}")
    OUT.mkdir(exist_ok=True)
    (OUT / "compression.json").write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
