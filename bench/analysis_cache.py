"""How much cheaper a repeated ``POST /v1/analysis`` is with the cache (in-process LRU, or Redis
with ``--redis-url``): CPU time of the first (miss) and of repeated (hit) requests through the
Flask test client, for a few positions and levels. The issue's target: at least 5x cheaper."""

from __future__ import annotations

import argparse
import statistics
import time

import engine
from service import create_app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--redis-url", default="")
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--levels", default="5,8,10")
    args = parser.parse_args()
    app = create_app({"TESTING": True, "REDIS_URL": args.redis_url, "LOG_LEVEL": "WARNING"})
    client = app.test_client()
    for variant in ("kalah", "oware"):
        rules = engine.resolve_rules(variant)
        position = engine.new_game(rules)
        for _ in range(6):  # a few plies in, so the position is not the start
            position = engine.apply_move(rules, position, engine.legal_moves(rules, position)[-1]).position
        for level in map(int, args.levels.split(",")):
            body = {"variant": variant, "position": engine.position_to_json(position), "level": level}
            t0 = time.process_time()
            first = client.post("/v1/analysis", json=body)
            miss = time.process_time() - t0
            hits = []
            for _ in range(args.repeats):
                t0 = time.process_time()
                again = client.post("/v1/analysis", json=body)
                hits.append(time.process_time() - t0)
                assert again.get_data() == first.get_data()
            hit = statistics.median(hits)
            print(f"{variant:6} level {level:2}: miss {miss * 1000:8.1f} ms CPU, hit {hit * 1000:6.2f} ms CPU (median of "
                  f"{args.repeats}), {miss / hit:6.0f}x cheaper; nodes {first.get_json()['nodes']}")
    metrics = client.get("/metrics").get_data(as_text=True)
    print("\n".join(line for line in metrics.splitlines() if 'cache="analysis"' in line and not line.startswith("#")))


if __name__ == "__main__":
    main()
