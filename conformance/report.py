"""Write docs/conformance.md's results table from conformance/results/*.json.

    python -m conformance.report          # rewrite the table between the markers
    python -m conformance.report --check  # exit 1 when the committed table differs
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
from typing import Any

from .games import GAMES

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "conformance.md"
RESULTS = ROOT / "conformance" / "results"
BEGIN = "<!-- results: python -m conformance.report -->"
END = "<!-- end of results -->"


def _side(s: dict[str, Any], unit: str = "plies") -> str:
    if not s["games"]:
        return "not run"
    if unit == "turns":  # conformance/turns.py: each compared turn's outcome is its one successor
        return f"{s['games']} games, {s['plies']:,} turns"
    text = f"{s['games']} games, {s['plies']:,} plies, {s['successors']:,} successors"
    if s.get("resyncs"):
        text += f", {s['resyncs']:,} resumed after a ruled turn"
    return text


def _differences(summary: dict[str, Any]) -> str:
    parts = []
    for key in ("ludii_to_engine", "engine_to_ludii"):
        s = summary[key]
        for name, count in s.get("ruled", {}).items():
            parts.append(f"{name} ×{count} ({'L→E' if key == 'ludii_to_engine' else 'E→L'})")
        kinds: dict[str, int] = {}
        for d in s["differences"]:
            kinds[d["kind"]] = kinds.get(d["kind"], 0) + 1
        for kind, count in sorted(kinds.items()):
            parts.append(f"**open** {kind} ×{count} ({'L→E' if key == 'ludii_to_engine' else 'E→L'})")
    return "; ".join(parts) or "none"


def table() -> str:
    rows = [("| game | Ludii description | ruleset | engine options (Ludii's reading) | board | "
            "Ludii → engine | engine → Ludii | differences (first per game) |"),
            "|---|---|---|---|---|---|---|---|"]
    for game in GAMES:
        path = RESULTS / f"{game.key}.json"
        board = game.board + (", first round (L-RD1)" if game.first_round else "")
        played = game.engine_options
        if path.exists():
            summary = json.loads(path.read_text(encoding="utf-8"))
            played = summary["options"]  # the options the recorded comparison was played with
            unit = summary.get("unit", "plies")
            cells = [_side(summary["ludii_to_engine"], unit), _side(summary["engine_to_ludii"], unit),
                     _differences(summary)]
        else:
            cells = ["not run", "not run", "—"]
        options = ", ".join(f"`{k}={json.dumps(v)}`" for k, v in played.items()) or "—"
        rows.append(f"| `{game.key}` | {game.lud.split('/')[-1]} | {game.ruleset or 'default'} | {options} | "
                    f"{board} | " + " | ".join(cells) + " |")
    totals = {"ludii_to_engine": 0, "engine_to_ludii": 0}
    clean, ruled_only, open_games = [], [], []
    for game in GAMES:
        path = RESULTS / f"{game.key}.json"
        if not path.exists():
            continue
        summary = json.loads(path.read_text(encoding="utf-8"))
        for key in totals:
            if summary.get("unit", "plies") == "plies":  # Bao's turns are not plies
                totals[key] += summary[key]["plies"]
        sides = (summary["ludii_to_engine"], summary["engine_to_ludii"])
        if any(s["differences"] for s in sides):
            open_games.append(game.key)
        elif any(s.get("ruled") for s in sides):
            ruled_only.append(game.key)
        else:
            clean.append(game.key)
    rows += ["", (f"Compared: {len(clean) + len(ruled_only) + len(open_games)} games; "
                 f"{totals['ludii_to_engine']:,} plies Ludii → engine, {totals['engine_to_ludii']:,} engine → Ludii. "
                 f"No difference: {', '.join(clean) or '—'}. Every difference ruled: {', '.join(ruled_only) or '—'}. "
                 f"Open differences (first probes, not resolved): {', '.join(open_games) or '—'}.")]
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    text = DOC.read_text(encoding="utf-8")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = f"{head}{BEGIN}\n{table()}\n{END}{tail}"
    if args.check:
        if new != text:
            print("docs/conformance.md: results table differs; run python -m conformance.report")
            return 1
        return 0
    DOC.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
