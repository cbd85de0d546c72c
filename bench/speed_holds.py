"""Speed holds (issue 32.7): two trees measured in one run, alternately, on the same bodies.

For each tree (``--before``, a checkout of another commit, and this checkout) and each round, two
fresh processes import that tree's ``engine`` and ``service`` (``sys.path``), one with the pure
engine and one with its mypyc-compiled kernel (``scripts/compile_engine.py`` of that tree, built
once into ``--kernels``), and measure, in CPU time (``time.process_time``) of the process:

* ``POST /v1/moves`` (``bench/data/move.json``) through the app's WSGI callable (Flask test client),
  and the same body sent to the bare echo app (``bench/echo_app.py``): the ratio is what the rules
  authority costs on top of Flask and the JSON;
* ``POST /v1/replay`` of 100 plies (``bench/data/replay100.json``), the replay cache off;
* ``POST /v1/adjudicate`` with a record of 100 plies (exact solver included, as served), and
  ``engine.adjudicate_text`` on the same records (what a batch entry does);
* ``engine.random_playout`` on Kalah and Oware: moves per CPU second.

Rounds alternate the order of the trees (before then after, after then before, ...), so a drift of
the machine's speed falls on both. The report gives the median of each figure per tree and build,
and the median of the per-round ratios after / before (below 1 for a time: faster; above 1 for a
rate). Bounded: each figure takes about ``--seconds`` of CPU per process.

    git archive ff613a7 | (mkdir -p /tmp/before && tar -x -C /tmp/before)
    nice -n 10 .venv/bin/python bench/speed_holds.py --before /tmp/before --rounds 5 --json out.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data"
RECORDS = 8  # records of 100 plies for the adjudication figures
TIMES = ("moves_us", "echo_us", "replay100_us", "adjudicate_ms", "adjudicate_text_ms")
RATES = ("kalah_playout_moves_per_s", "oware_playout_moves_per_s")


def _per_call(run: Callable[[], object], seconds: float, scale: float) -> float:
    """CPU time of one call of ``run`` (in 1/``scale`` seconds): the fastest of batches filling ``seconds``."""
    run()  # warm up
    batch, best, spent = 1, float("inf"), 0.0
    while spent < seconds:
        start = time.process_time()
        for _ in range(batch):
            run()
        took = time.process_time() - start
        spent += took
        best = min(best, took / batch)
        if took < seconds / 10:
            batch *= 2
    return best * scale


def measure(tree: Path, kernel: Path | None, records_file: Path, seconds: float) -> dict[str, Any]:
    """The figures of one tree in this process (called in a fresh subprocess)."""
    sys.path[:0] = [str(kernel), str(tree)] if kernel is not None else [str(tree)]
    import engine
    from bench.echo_app import create_app as create_echo
    from engine.build import kernel_build
    from service import create_app

    build = kernel_build()
    assert Path(engine.__file__).resolve().is_relative_to((kernel or tree).resolve()), engine.__file__
    assert build == ("compiled" if kernel is not None else "interpreted"), build
    move = (DATA / "move.json").read_bytes()
    replay = (DATA / "replay100.json").read_bytes()
    texts: list[str] = json.loads(records_file.read_text())
    app = create_app({"LOG_LEVEL": "WARNING", "LRU_SIZE": 0}).test_client()
    echo = create_echo().test_client()

    def post(client: Any, path: str, body: bytes) -> Callable[[], None]:
        def run() -> None:
            response = client.post(path, data=body, content_type="application/json")
            assert response.status_code == 200, response.get_data()[:300]
        return run

    adjudicate = [json.dumps({"record": t, "reason": "agreement", "sign": False}).encode() for t in texts]
    out: dict[str, Any] = {"build": build}
    out["moves_us"] = _per_call(post(app, "/v1/moves", move), seconds, 1e6)
    out["echo_us"] = _per_call(post(echo, "/v1/moves", move), seconds, 1e6)
    out["replay100_us"] = _per_call(post(app, "/v1/replay", replay), seconds, 1e6)
    out["adjudicate_ms"] = _per_call(lambda: [post(app, "/v1/adjudicate", body)() for body in adjudicate],
                                     seconds, 1e3 / len(texts))
    out["adjudicate_text_ms"] = _per_call(lambda: [engine.adjudicate_text(t) for t in texts], seconds,
                                          1e3 / len(texts))
    for variant in ("kalah", "oware"):
        rules = engine.resolve_rules(variant)
        start = engine.new_game(rules)
        engine.random_playout(rules, start, 0)  # warm up
        plies, seed, began = 0, 0, time.process_time()
        while time.process_time() - began < seconds:
            plies += engine.random_playout(rules, start, seed)[1]
            seed += 1
        out[f"{variant}_playout_moves_per_s"] = plies / (time.process_time() - began)
    return out


def _records(count: int) -> list[str]:
    """``count`` seeded Oware records of exactly 100 legal plies (this checkout's engine writes them)."""
    import random

    import engine
    from engine.records import format_record, record_from_moves

    rules = engine.resolve_rules("oware")
    texts: list[str] = []
    seed = 0
    while len(texts) < count:
        rng = random.Random(seed)
        seed += 1
        position, moves = engine.new_game(rules), []
        while len(moves) < 100 and not position.is_finished:
            moves.append(rng.choice(engine.legal_moves(rules, position)))
            position = engine.apply_move(rules, position, moves[-1]).position
        if len(moves) == 100:
            texts.append(format_record(record_from_moves("oware", moves, players=("South", "North"))))
    return texts


def _kernel(tree: Path, kernels: Path, name: str) -> Path:
    """The tree's mypyc kernel, built by its own ``scripts/compile_engine.py`` unless already there."""
    dest = kernels / name
    if not (dest / ".complete").exists():
        subprocess.run([sys.executable, str(tree / "scripts" / "compile_engine.py"), str(dest)], check=True,
                       cwd=tree, stdout=subprocess.DEVNULL)
        (dest / ".complete").touch()
    return dest


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", type=Path, help="the other checkout (e.g. a git archive of ff613a7)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per figure per process")
    parser.add_argument("--kernels", type=Path, default=ROOT / ".bench-out" / "speed-holds",
                        help="where each tree's compiled kernel is built (reused)")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--kernel", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--records", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        print(json.dumps(measure(args.measure, args.kernel, args.records, args.seconds)))
        return 0
    if args.before is None:
        parser.error("--before is required")
    trees = {"before": args.before.resolve(), "after": ROOT}
    args.kernels.mkdir(parents=True, exist_ok=True)
    records = args.kernels / "records.json"
    records.write_text(json.dumps(_records(RECORDS)))
    kernels = {name: _kernel(tree, args.kernels, name) for name, tree in trees.items()}
    runs: dict[str, list[dict[str, Any]]] = {f"{t}/{b}": [] for t in trees for b in ("pure", "compiled")}
    for r in range(args.rounds):
        order = list(trees) if r % 2 == 0 else list(reversed(trees))
        for name in order:
            for build in ("pure", "compiled"):
                command = [sys.executable, __file__, "--measure", str(trees[name]), "--records", str(records),
                           "--seconds", str(args.seconds)]
                if build == "compiled":
                    command += ["--kernel", str(kernels[name])]
                found = subprocess.run(command, check=True, capture_output=True, text=True, cwd=trees[name])
                runs[f"{name}/{build}"].append(json.loads(found.stdout.splitlines()[-1]))
                print(f"round {r + 1} {name}/{build}: {runs[f'{name}/{build}'][-1]}", file=sys.stderr)
    report: dict[str, Any] = {"rounds": args.rounds, "seconds": args.seconds, "before": str(trees["before"]),
                              "medians": {}, "after_over_before": {}, "runs": runs}
    for key, found_runs in runs.items():
        report["medians"][key] = {f: _median([run[f] for run in found_runs]) for f in (*TIMES, *RATES)}
        report["medians"][key]["moves_over_echo"] = _median([run["moves_us"] / run["echo_us"] for run in found_runs])
    for build in ("pure", "compiled"):
        before, after = runs[f"before/{build}"], runs[f"after/{build}"]
        report["after_over_before"][build] = {
            f: _median([a[f] / b[f] for a, b in zip(after, before, strict=True)]) for f in (*TIMES, *RATES)}
    print(json.dumps({k: v for k, v in report.items() if k != "runs"}, indent=1))
    if args.json is not None:
        args.json.write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
