#!/usr/bin/env python3
"""Write the examples section of ``docs/records.md``: one complete record per variant.

Each example is a real game: seeded random moves (``random.Random(seed).choice`` over the sorted
legal moves, as the golden playthroughs), the shortest finished one among the first seeds, written
by ``engine.records.format_record``. ``tests/engine/test_records_docs.py`` regenerates the section
and compares; every example is also judged ``valid``.

    python scripts/gen_records_docs.py          # rewrite the section
    python scripts/gen_records_docs.py --check  # compare only
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from engine.notation import notation_of
from engine.records import Record, format_record, record_from_moves
from tools.sample_games import random_game

DOC = ROOT / "docs" / "records.md"
START, END = "<!-- examples:start -->\n", "<!-- examples:end -->\n"
SEEDS = {"basic": 35, "kalah": 52, "oware": 53, "owari": 79, "mancala-hybrid": 39, "ayoayo": 18, "giuthi": 52,
         "nam-nam": 60, "multiplayer": 79, "mancala-for-4": 62, "bao-kujifunza": 21,
         "kalah-6-3": 35, "kalah-6-5": 4, "kalah-6-6": 20, "sungka": 79}
NAMES = ("Abena Mensah", "Kwame Boateng", "Efua Owusu", "Yaw Darko")


def seed_of(variant_id: str) -> int:
    """The listed seed, else the first seed (from 1) whose random game finishes within 400 plies."""
    if variant_id in SEEDS:
        return SEEDS[variant_id]
    for seed in range(1, 200):
        _rules, _start, moves = random_game(variant_id, seed, max_plies=400)
        if len(moves) < 400:
            return seed
    return 1


def example(variant_id: str) -> str:
    seed = seed_of(variant_id)
    rules, _start, moves = random_game(variant_id, seed, max_plies=400)
    record = record_from_moves(variant_id, moves)
    players = NAMES[: len(rules.players)]
    record = Record(**{**record.__dict__, "players": players,  # type: ignore[arg-type]
                       "event": "Example games", "site": "docs/records.md", "date": "2026.11.23",
                       "round": str(list(engine.variant_ids()).index(variant_id) + 1),
                       "rules_version": engine.get_variant(variant_id).rules_version,
                       "tags": (("Annotator", f"random.Random({seed}) over the legal moves"),)})
    return format_record(record)


AGREED = ("oware", 2000)
"""An Oware game that plays the agreement moves (North offers ``=?`` at move 13, South accepts ``=``)."""


def agreed_example() -> str:
    variant_id, seed = AGREED
    _rules, _start, moves = random_game(variant_id, seed, max_plies=400, agreement=0.1)
    record = record_from_moves(variant_id, moves)
    record = Record(**{**record.__dict__, "players": NAMES[:2],  # type: ignore[arg-type]
                       "event": "Example games", "site": "docs/records.md", "date": "2026.11.23",
                       "round": str(len(SEEDS) + 1), "rules_version": engine.get_variant(variant_id).rules_version,
                       "tags": (("Annotator", (f"random.Random({seed}) over the legal moves, agreement moves "
                                 "with probability 0.1")),)})
    return format_record(record)


def section() -> str:
    parts = [START]
    for variant_id in engine.variant_ids():
        variant = engine.get_variant(variant_id)
        rules = variant.rules
        parts.append(f"### {variant.name} (`{variant_id}`, {notation_of(rules)})\n\n```\n{example(variant_id)}```\n\n")
    variant = engine.get_variant(AGREED[0])
    parts.append(f"### {variant.name} ended by agreement (`{AGREED[0]}`, =? and =)\n\n```\n{agreed_example()}```\n\n")
    parts.append(END)
    return "".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text = DOC.read_text()
    head, _, rest = text.partition(START)
    _, _, tail = rest.partition(END)
    new = head + section() + tail
    if args.check:
        if new != text:
            print("docs/records.md: examples differ; run scripts/gen_records_docs.py")
            return 1
        return 0
    DOC.write_text(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
