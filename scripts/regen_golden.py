#!/usr/bin/env python3
"""Regenerate the golden playthroughs under ``tests/golden/<variant>/<case>.txt``.

Each file records one seeded game step by step, the way OpenSpiel's ``playthroughs/*.txt``
do: at every ply the position (``engine.position_text``), the sorted legal moves, the move
applied (chosen by a seeded ``random.Random`` among ``engine.legal_moves``) and its events
(one compact JSON line each), and at the end the outcome.  ``tests/engine/test_golden.py``
regenerates the same text in memory and diffs it against the files.

Every catalogue variant gets the cases of ``DEFAULT_CASES``; a variant's own ``samples``
(``engine.catalogue.Sample``, declared in its module in engine/variants/) add option samples.
A new variant needs nothing here: run

    python scripts/regen_golden.py                 # every variant
    python scripts/regen_golden.py --variant kalah # one variant
    python scripts/regen_golden.py --check         # report differences, write nothing
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine

GOLDEN_DIR = ROOT / "tests" / "golden"
MAX_PLIES = 300
"""Games still running after this many plies are cut off (and say so) to keep files small;
a case may set a lower ``max_plies``."""


@dataclass(frozen=True)
class Case:
    """One golden game: a variant, options, the seed of the move chooser and the first player."""

    name: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    first_player: int = 0
    """Index into ``rules.players`` (the seats taking part), so 1 is always the second player."""
    note: str = ""
    max_plies: int = MAX_PLIES


DEFAULT_CASES = (
    Case("random-seed-1", 1),
    Case("random-seed-2-second-player-starts", 2, first_player=1, max_plies=120),
)

def cases_for(variant_id: str) -> tuple[Case, ...]:
    samples = engine.get_variant(variant_id).samples  # the game's own option samples, in its module
    return DEFAULT_CASES + tuple(Case(s.name, s.seed, dict(s.options), s.first_player, s.note, s.max_plies)
                                 for s in samples)


def _line(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def render(variant_id: str, case: Case) -> str:
    """The golden text of one case (pure: the same input always gives the same text)."""
    rules = engine.resolve_rules(variant_id, case.options)
    rng = random.Random(case.seed)
    position = engine.new_game(rules, rules.players[case.first_player % len(rules.players)])
    out = [
        f"# golden playthrough: {variant_id} / {case.name}",
        f"# options: {_line(case.options)}",
        f"# moves: random.Random({case.seed}).choice(engine.legal_moves(...)); first player {case.first_player}",
    ]
    if case.note:
        out.append(f"# note: {case.note}")
    out.append("# regenerate: python scripts/regen_golden.py --variant " + variant_id)
    out.append("")
    ply = 0
    while True:
        out.append(f"position: {engine.position_text(position)}")
        legal = engine.legal_moves(rules, position)
        if position.is_finished:
            break
        if ply >= case.max_plies:
            out.append(f"stopped: still playing after {case.max_plies} plies")
            break
        out.append("legal: " + " ".join(str(m) for m in legal))
        move = rng.choice(legal)
        out.append(f"move: {move}")
        transition = engine.apply_move(rules, position, move)
        for event in transition.events:
            out.append(f"event: {_line(event)}")
        out.append("")
        position = transition.position
        ply += 1
    if position.outcome is not None:
        out.append(f"outcome: {_line(engine.outcome_to_json(position.outcome))}")
    return "\n".join(out) + "\n"


def golden_path(variant_id: str, case: Case) -> Path:
    return GOLDEN_DIR / variant_id / f"{case.name}.txt"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", help="only this variant (repeatable)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file differs")
    args = parser.parse_args(argv)
    known = engine.variant_ids()
    chosen = args.variant or list(known)
    unknown = [v for v in chosen if v not in known]
    if unknown:
        parser.error(f"unknown variant(s) {', '.join(unknown)}; known: {', '.join(known)}")
    differing = 0
    for variant_id in chosen:
        for case in cases_for(variant_id):
            path = golden_path(variant_id, case)
            text = render(variant_id, case)
            old = path.read_text() if path.exists() else None
            if old == text:
                continue
            differing += 1
            if args.check:
                print(f"differs: {path.relative_to(ROOT)}")
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
                print(f"wrote {path.relative_to(ROOT)} ({len(text.splitlines())} lines)")
    return 1 if args.check and differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
