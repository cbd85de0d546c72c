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

import engine

from . import mancalagames, published
from .games import GAMES, NO_LUDII, OTHER_READINGS, PENDING

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "conformance.md"
RESULTS = ROOT / "conformance" / "results"
BEGIN = "<!-- results: python -m conformance.report -->"
END = "<!-- end of results -->"
READINGS_BEGIN = "<!-- second readings: python -m conformance.report -->"
READINGS_END = "<!-- end of second readings -->"


def _side(s: dict[str, Any], unit: str = "plies") -> str:
    if not s["games"]:
        return "not run"
    if unit == "turns":  # conformance/turns.py: each compared turn's outcome is its one successor
        text = f"{s['games']} games, {s['plies']:,} turns"
    else:
        text = f"{s['games']} games, {s['plies']:,} plies, {s['successors']:,} successors"
    if s.get("resyncs"):
        text += f", {s['resyncs']:,} resumed after a ruled turn"
    return text


def _differences(summary: dict[str, Any], sides: tuple[str, str] = ("ludii_to_engine", "engine_to_ludii")) -> str:
    parts = []
    for key in sides:
        s = summary[key]
        for name, count in s.get("ruled", {}).items():
            parts.append(f"{name} ×{count} ({_arrow(key)})")
        kinds: dict[str, int] = {}
        for d in s["differences"]:
            kinds[d["kind"]] = kinds.get(d["kind"], 0) + 1
        for kind, count in sorted(kinds.items()):
            parts.append(f"**open** {kind} ×{count} ({_arrow(key)})")
    return "; ".join(parts) or "none"


def _arrow(side: str) -> str:
    return {"ludii_to_engine": "L→E", "engine_to_ludii": "E→L", "mg_to_engine": "M→E", "engine_to_mg": "E→M",
            "published_to_engine": "P→E", "engine_to_published": "E→P"}[side]


def _load(name: str) -> dict[str, Any] | None:
    path = RESULTS / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def readings_table() -> str:
    """Every catalogue game: its second reading(s), the plies compared each way, the differences."""
    rows = ["| game | second reading | plies compared (each way) | differences |", "|---|---|---|---|"]
    no_ludii = {r.variant: r for r in NO_LUDII}
    pending = {p.variant: p for p in PENDING}
    counted = {"ludii": 0, "mg": 0, "none": 0, "pending": 0, "named": 0, "pending_mg": 0, "published": 0}
    for variant in engine.variant_ids():
        readings, plies, diffs = [], [], []
        for game in [g for g in GAMES if g.variant == variant]:
            summary = _load(game.key)
            ruleset = f", {game.ruleset}" if game.ruleset else ""
            readings.append(f"Ludii {game.lud.split('/')[-1]}{ruleset}")
            if summary and summary.get("unit") == "turns":  # Bao: turns, Ludii → engine only; Giuthi both ways
                back = summary["engine_to_ludii"]
                plies.append(f"{summary['ludii_to_engine']['plies']:,} turns / "
                             + (f"{back['plies']:,} turns" if back["games"] else "not run"))
                diffs.append(_differences(summary))
            elif summary:
                back = summary["engine_to_ludii"]  # not run: Ludii cannot replay the engine's games (Hus (Nama))
                plies.append(f"{summary['ludii_to_engine']['plies']:,} / "
                             + (f"{back['plies']:,}" if back["games"] else "not run"))
                diffs.append(_differences(summary))
        for mg in [g for g in mancalagames.GAMES if g.variant == variant]:
            summary = _load(f"mg-{mg.key}")
            variation = f" ({mg.mg_variant})" if mg.mg_variant else ""
            played = {k: v for k, v in (summary or {}).get("options", mg.engine_options).items() if k != "repetition_count"}
            options = ", ".join(f"`{k}={json.dumps(v)}`" for k, v in played.items())
            set_here = {**mg.constants, **mg.info}  # its parameters set for the comparison (docs/conformance.md)
            parameters = ", ".join(f"{k}={json.dumps(v)}" for k, v in set_here.items())
            readings.append(f"MancalaGames {mg.props}.txt{variation}" + (f" [{parameters}]" if parameters else "")
                            + (f" (options {options})" if options else ""))
            if summary:
                plies.append(f"{summary['mg_to_engine']['plies']:,} / {summary['engine_to_mg']['plies']:,}")
                diffs.append(_differences(summary, ("mg_to_engine", "engine_to_mg")))
        for pe in [g for g in published.GAMES if g.variant == variant]:  # conformance/published.py
            summary = _load(f"pe-{pe.key}")
            if summary:
                plies.append(f"{summary['published_to_engine']['plies']:,} / {summary['engine_to_published']['plies']:,}")
                diffs.append(_differences(summary, ("published_to_engine", "engine_to_published")))
        if variant in OTHER_READINGS:
            readings.append(OTHER_READINGS[variant])
        if variant in pending and not any(g.variant == variant for g in GAMES):
            readings.append(f"Ludii {pending[variant].lud.replace('four_rows/', '').replace('two_rows/', '')}: "
                            f"not compared yet ({pending[variant].reason})")
            counted["pending"] += 1
        if variant in no_ludii:
            entry = no_ludii[variant]
            if entry.reading is None:
                readings.append("**none**: " + entry.compared)
                counted["none"] += 1
            elif any(g.variant == variant for g in published.GAMES):
                readings.append(entry.reading)
                counted["published"] += 1
            elif not plies:
                readings.append(f"{entry.reading}: {entry.compared}")
                counted["named"] += 1
            if entry.differences != "—":
                diffs.append(entry.differences)
        if any(g.variant == variant for g in GAMES):
            counted["ludii"] += 1
        elif variant in pending:
            counted["pending_mg"] += any(g.variant == variant for g in mancalagames.GAMES)
        elif any(g.variant == variant for g in mancalagames.GAMES):
            counted["mg"] += 1
        rows.append(f"| `{variant}` | {'; '.join(readings) or '—'} | {'; '.join(plies) or '—'} | "
                    f"{'; '.join(d for d in diffs if d) or '—'} |")
    rows += ["", (f"{len(engine.variant_ids())} games: {counted['ludii']} compared with Ludii, {counted['mg']} with "
                  f"MancalaGames (no Ludii description), {counted['published']} with a published engine, {counted['pending']} with a Ludii description not "
                  f"compared yet ({counted['pending_mg']} of them compared with MancalaGames meanwhile), {counted['named']} with a second reading named but not compared yet, "
                  f"{counted['none']} without a second reading.")]
    return "\n".join(rows)


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
    head, rest = new.split(READINGS_BEGIN, 1)
    _, tail = rest.split(READINGS_END, 1)
    new = f"{head}{READINGS_BEGIN}\n{readings_table()}\n{READINGS_END}{tail}"
    if args.check:
        if new != text:
            print("docs/conformance.md: results table differs; run python -m conformance.report")
            return 1
        return 0
    DOC.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
