#!/usr/bin/env python3
"""Every game's speed in one table: random playouts (pure and compiled) and analysis nodes/s.

For each catalogue game, from its start position: moves per second of ``engine.random_playout``
(seeds 0, 1, 2, ...; the best of ``--runs`` runs of ``--seconds``), and analysis nodes per CPU
second (``engine.analysis.analyse`` with a node cap and no exact solver). The compiled figures
come from a child process whose ``PYTHONPATH`` starts with the mypyc kernel (``--kernel``, e.g.
``$(bin/build-kernel)``). Each column is also given against Kalah's, and a game slower than 1/20
of Kalah's moves/s is marked. Figures on a shared machine are noisy: compare within one run.

    python bench/catalogue_speed.py --kernel "$(bin/build-kernel)"          # every game
    python bench/catalogue_speed.py --kernel "$(bin/build-kernel)" kalah oware
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from engine.analysis import analyse
from engine.build import kernel_build

SLOW = 20
"""A game slower than 1/SLOW of Kalah's playout moves/s is marked (issue: catalogue growth)."""


def playout_rate(variant: str, seconds: float) -> float:
    rules = engine.resolve_rules(variant)
    start = engine.new_game(rules)
    plies = games = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        _, n = engine.random_playout(rules, start, games)
        plies += n
        games += 1
    return plies / (time.perf_counter() - began)


def analysis_rate(variant: str, nodes: int) -> float:
    rules = engine.resolve_rules(variant)
    start = engine.new_game(rules)
    began = time.process_time()
    answer = analyse(rules, start, nodes=nodes, exact=False)
    spent = time.process_time() - began
    return answer.nodes / spent if spent > 0 else 0.0


def measure(variants: list[str], seconds: float, runs: int, nodes: int) -> dict[str, dict[str, float]]:
    return {v: {"playouts": max(playout_rate(v, seconds) for _ in range(runs)),
                "nodes": max(analysis_rate(v, nodes) for _ in range(runs))} for v in variants}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="game ids (default: every one)")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--nodes", type=int, default=5_000, help="analysis node cap per run")
    parser.add_argument("--kernel", default="", help="the compiled kernel's directory ($(bin/build-kernel))")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON (the child's output)")
    args = parser.parse_args()
    variants = args.variants or list(engine.variant_ids())
    if "kalah" not in variants:
        variants.insert(0, "kalah")
    pure = measure(variants, args.seconds, args.runs, args.nodes)
    if args.json:
        print(json.dumps({"build": kernel_build(), "figures": pure}))
        return
    compiled: dict[str, dict[str, float]] = {}
    if args.kernel:
        env = {**os.environ, "PYTHONPATH": f"{args.kernel}{os.pathsep}{ROOT}"}
        child = subprocess.run([sys.executable, __file__, "--json", "--runs", str(args.runs), "--seconds",
                                str(args.seconds), "--nodes", str(args.nodes), *variants],
                               env=env, capture_output=True, text=True, check=False)
        if child.returncode != 0:
            sys.exit(f"the compiled run failed:\n{child.stderr}")
        out = json.loads(child.stdout)
        if out["build"] != "compiled":
            sys.exit(f"the child ran the {out['build']} engine, not the compiled kernel")
        compiled = out["figures"]
    kalah = pure["kalah"]
    kalah_compiled = compiled.get("kalah", {})
    print("| game | playouts moves/s, pure | vs Kalah | compiled | vs Kalah | analysis nodes/s, pure | compiled |")
    print("|---|---|---|---|---|---|---|")
    for v in variants:
        p, c = pure[v], compiled.get(v)
        ratio = p["playouts"] / kalah["playouts"]
        mark = f" (below 1/{SLOW})" if ratio < 1 / SLOW else ""
        cells = [f"`{v}`", f"{p['playouts']:,.0f}", f"{ratio:.3f}x{mark}"]
        if c is not None:
            compiled_ratio = c["playouts"] / kalah_compiled["playouts"]
            compiled_mark = f" (below 1/{SLOW})" if compiled_ratio < 1 / SLOW else ""
            cells += [f"{c['playouts']:,.0f}", f"{compiled_ratio:.3f}x{compiled_mark}"]
        else:
            cells += ["-", "-"]
        cells += [f"{p['nodes']:,.0f}", f"{c['nodes']:,.0f}" if c is not None else "-"]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
