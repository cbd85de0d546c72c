"""CPU per record on the record's road (issue 32.2): ``engine.adjudicate_text``, ``POST /v1/adjudicate``
with a record (with and without the exact solver, which dominates it), ``POST /v1/replay`` with a
record; 200 seeded Oware records of 100 plies (``bench/adjudication.py``'s), minimum over repeats
of the CPU time of this process, Flask test client, replay cache off.

    .venv/bin/python bench/record_road.py                    # this checkout
    git archive ff613a7 | tar -x -C /tmp/base && .venv/bin/python bench/record_road.py --tree /tmp/base

Run the two trees alternately on the same machine: CPU time drifts with the machine's load.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def cpu(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tree", default=str(Path(__file__).resolve().parents[1]),
                        help="the checkout to measure (default: this one)")
    parser.add_argument("--records", type=int, default=200)
    args = parser.parse_args()
    sys.path.insert(0, args.tree)
    sys.path.insert(0, args.tree + "/bench")
    import adjudication  # the tree's own bench module: the same records in both trees

    import engine
    from service import create_app

    texts = adjudication.oware_records(args.records, 100)
    n = len(texts)
    out: dict[str, Any] = {"tree": args.tree}
    out["adjudicate_text_ms"] = 1000 * min(cpu(lambda: [engine.adjudicate_text(t) for t in texts]) for _ in range(5)) / n
    client = create_app({"LOG_LEVEL": "WARNING", "LRU_SIZE": 0}).test_client()

    def post(path: str, body: Callable[[str], dict[str, Any]]) -> Callable[[], None]:
        def run() -> None:
            for t in texts:
                response = client.post(path, json=body(t))
                assert response.status_code == 200, response.get_data()[:300]
        return run

    adjudicate = post("/v1/adjudicate", lambda t: {"record": t, "reason": "agreement", "sign": False})
    adjudicate()
    out["post_adjudicate_record_ms"] = 1000 * min(cpu(adjudicate) for _ in range(3)) / n
    try:
        from service import verdicts as views
    except ImportError:  # a tree from before the rename (ff613a7): the same views in the tournament module
        from service import tournament as views  # type: ignore[no-redef]
    views._exact_value = lambda rules, position: None  # the record's road alone
    out["post_adjudicate_record_no_solver_ms"] = 1000 * min(cpu(adjudicate) for _ in range(5)) / n
    replay = post("/v1/replay", lambda t: {"record": t})
    replay()
    out["post_replay_record_ms"] = 1000 * min(cpu(replay) for _ in range(5)) / n
    print(json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in out.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
