"""Request loading: marshmallow's own ``Schema.load`` against the compiled loaders of
``service/schema_compiler.py``, on the bodies the service benchmarks send (``bench/data``).

Decides whether the compiler still earns its place (issue 32.4: "or gone, if marshmallow's own
load is now fast enough"). CPU microseconds per load (``time.process_time``), median and minimum
of 5 rounds; both loaders must return equal dicts first.

    nice -n 10 .venv/bin/python bench/schema_loading.py
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path
from typing import Any

import orjson

from service import schema_compiler, schemas

DATA = Path(__file__).resolve().parent / "data"


def per_call_us(load: Callable[[Any], Any], data: Any, calls: int) -> list[float]:
    rounds = []
    for _ in range(5):
        start = time.process_time()
        for _ in range(calls):
            load(data)
        rounds.append((time.process_time() - start) / calls * 1e6)
    return rounds


def main() -> None:
    cases = {"POST /v1/moves body (move.json)": (schemas.MoveRequest(), "move.json", 2000),
             "POST /v1/replay body, 100 plies (replay100.json)": (schemas.ReplayRequest(), "replay100.json", 200)}
    out: dict[str, Any] = {"marshmallow": version("marshmallow")}
    for name, (schema, file, calls) in cases.items():
        data = orjson.loads((DATA / file).read_bytes())
        assert schema_compiler.load(schema, data) == schema.load(data)
        for label, load in (("marshmallow", schema.load),
                            ("compiled", lambda d, s=schema: schema_compiler.load(s, d))):
            rounds = per_call_us(load, data, calls)
            out[f"{name}: {label}"] = {"median_us": round(statistics.median(rounds), 1), "min_us": round(min(rounds), 1)}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
