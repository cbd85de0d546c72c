"""Records verified per second: in-process (``engine.adjudicate_text``, what ``mancala-arbiter verify``
does) and through ``POST /v1/adjudications`` (500 Oware records of 100 plies), cold and with the
replay cache warm; in the Flask app in-process and against a live gunicorn on 127.0.0.1.

Bounded: fixed rounds, a global deadline; the gunicorn it starts is stopped at the end.

    .venv/bin/python bench/adjudication.py                 # table on stdout, JSON in .bench-out/
    .venv/bin/python bench/adjudication.py --records 100   # smaller smoke run
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from engine.records import Record, format_record, record_from_moves
from service import create_app
from service.jws import generate_key

OUT = ROOT / ".bench-out"
DEADLINE = time.monotonic() + 600


def oware_records(count: int, plies: int) -> list[str]:
    """``count`` Oware records of exactly ``plies`` legal moves (seeded random games still running there)."""
    rules = engine.resolve_rules("oware")
    texts: list[str] = []
    seed = 0
    while len(texts) < count:
        rng = random.Random(seed)
        seed += 1
        position = engine.new_game(rules)
        moves = []
        while len(moves) < plies and not position.is_finished:
            move = rng.choice(engine.legal_moves(rules, position))
            moves.append(move)
            position = engine.apply_move(rules, position, move).position
        if len(moves) == plies:
            record = record_from_moves("oware", moves, players=("South player", "North player"))
            texts.append(format_record(Record(**{**record.__dict__, "round": str(len(texts) + 1)})))  # type: ignore[arg-type]
    return texts


def stamped(texts: list[str], tag: str) -> list[str]:
    """The same games with a different Event tag: new digests, so nothing is in the cache yet."""
    return [t.replace('[Event "?"]', f'[Event "{tag}"]', 1) for t in texts]


def timed(fn: Any) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def cpu_timed(fn: Any) -> float:
    """CPU seconds of this process: what the machine's other tenants disturb least."""
    start = time.process_time()
    fn()
    return time.process_time() - start


def in_process(texts: list[str], rounds: int) -> dict[str, float]:
    seconds = [timed(lambda: [engine.adjudicate_text(t) for t in texts]) for _ in range(rounds)]
    cpu = [cpu_timed(lambda: [engine.adjudicate_text(t) for t in texts]) for _ in range(rounds)]
    parse = [cpu_timed(lambda: [engine.parse_record(t) for t in texts]) for _ in range(rounds)]
    return {"records_per_s": len(texts) / statistics.median(seconds), "seconds": statistics.median(seconds),
            "records_per_cpu_s": len(texts) / statistics.median(cpu),
            "parse_only_records_per_cpu_s": len(texts) / statistics.median(parse)}


def flask_app(texts: list[str], rounds: int, keyfile: Path) -> dict[str, float]:
    cold, warm, unsigned, cold_cpu, warm_cpu = [], [], [], [], []
    for r in range(rounds):
        app = create_app({"VERDICT_KEYS": str(keyfile), "LOG_LEVEL": "WARNING", "LRU_SIZE": 2048})
        client = app.test_client()
        batch = stamped(texts, f"flask-{r}")

        def post(records: list[str], sign: bool = True) -> None:
            response = client.post("/v1/adjudications", json={"records": records, "sign": sign})
            assert response.status_code == 200 and response.get_json()["complete"], response.get_data()[:300]

        cold.append(timed(lambda: post(batch)))
        warm.append(timed(lambda: post(batch)))
        unsigned.append(cpu_timed(lambda: post(stamped(texts, f"unsigned-{r}"), sign=False)))
        again = stamped(texts, f"cpu-{r}")
        cold_cpu.append(cpu_timed(lambda: post(again)))
        warm_cpu.append(cpu_timed(lambda: post(again)))
    n = len(texts)
    return {"cold_records_per_s": n / statistics.median(cold), "warm_records_per_s": n / statistics.median(warm),
            "cold_records_per_cpu_s": n / statistics.median(cold_cpu),
            "warm_records_per_cpu_s": n / statistics.median(warm_cpu),
            "cold_unsigned_records_per_cpu_s": n / statistics.median(unsigned)}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _post(url: str, body: bytes) -> dict[str, Any]:
    request = urllib.request.Request(url, body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as response:
        result: dict[str, Any] = json.loads(response.read())
        return result


def live_gunicorn(texts: list[str], rounds: int, keyfile: Path, workers: int) -> dict[str, float]:
    port = _free_port()
    work = Path(tempfile.mkdtemp(prefix="bench-adjudication-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
    env.update(BIND=f"127.0.0.1:{port}", WEB_CONCURRENCY=str(workers), PROMETHEUS_MULTIPROC_DIR=str(work / "metrics"),
               ARBITER_VERDICT_KEYS=str(keyfile), ARBITER_LOG_LEVEL="WARNING", ARBITER_LRU_SIZE="2048",
               GUNICORN_TIMEOUT="120")
    log = (work / "gunicorn.log").open("wb")
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", str(ROOT / "gunicorn.conf.py"), "service:create_app()"],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        while True:
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > DEADLINE:
                    raise RuntimeError("gunicorn did not start: " + (work / "gunicorn.log").read_text()[-2000:]) from None
                time.sleep(0.1)
        cold, warm = [], []
        for r in range(rounds):
            body = json.dumps({"records": stamped(texts, f"live-{r}")}).encode()
            cold.append(timed(lambda: _post(base + "/v1/adjudications", body)))
            # with several workers the warm request may land on another worker's LRU: repeat per worker
            warm.append(min(timed(lambda: _post(base + "/v1/adjudications", body)) for _ in range(workers)))
        n = len(texts)
        return {"cold_records_per_s": n / statistics.median(cold), "warm_records_per_s": n / statistics.median(warm),
                "body_bytes": len(body)}
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=500)
    parser.add_argument("--plies", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    texts = oware_records(args.records, args.plies)
    key = generate_key("bench")
    keyfile = Path(tempfile.mkdtemp(prefix="bench-keys-")) / "key.json"
    keyfile.write_text(json.dumps({**key.key.as_dict(private=True), "kid": key.kid}))
    results: dict[str, Any] = {
        "records": args.records, "plies": args.plies, "rounds": args.rounds, "gunicorn_workers": args.workers,
        "loadavg_before": os.getloadavg(),
        "in_process": in_process(texts, args.rounds),
        "flask_in_process": flask_app(texts, args.rounds, keyfile),
        "live_gunicorn": live_gunicorn(texts, args.rounds, keyfile, args.workers),
        "loadavg_after": os.getloadavg(),
    }
    OUT.mkdir(exist_ok=True)
    (OUT / "adjudication.json").write_text(json.dumps(results, indent=2))
    print(f"{args.records} Oware records x {args.plies} plies, median of {args.rounds} rounds "
          f"(load average {results['loadavg_before'][0]:.1f} -> {results['loadavg_after'][0]:.1f})")
    print("| path | cold records/s (wall) | warm records/s (wall) | cold per CPU-s | warm per CPU-s |")
    print("|---|---|---|---|---|")
    ip = results["in_process"]
    print(f"| in-process `engine.adjudicate_text` (parse alone: {ip['parse_only_records_per_cpu_s']:.0f} per CPU-s) | "
          f"{ip['records_per_s']:.0f} | - | {ip['records_per_cpu_s']:.0f} | - |")
    fl = results["flask_in_process"]
    print(f"| `POST /v1/adjudications`, Flask app in-process (unsigned: {fl['cold_unsigned_records_per_cpu_s']:.0f} "
          f"per CPU-s cold) | {fl['cold_records_per_s']:.0f} | {fl['warm_records_per_s']:.0f} | "
          f"{fl['cold_records_per_cpu_s']:.0f} | {fl['warm_records_per_cpu_s']:.0f} |")
    lg = results["live_gunicorn"]
    print(f"| `POST /v1/adjudications`, live gunicorn ({args.workers} worker, body {lg['body_bytes'] // 1024} KiB) | "
          f"{lg['cold_records_per_s']:.0f} | {lg['warm_records_per_s']:.0f} | - | - |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
