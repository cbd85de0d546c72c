#!/usr/bin/env python3
"""Regenerate the golden playthroughs under ``tests/golden/<variant>/<case>.txt``.

Each file records one seeded game step by step, the way OpenSpiel's ``playthroughs/*.txt``
do: at every ply the position (``engine.position_text``), the sorted legal moves, the move
applied (chosen by a seeded ``random.Random`` among ``engine.legal_moves``) and its events
(one compact JSON line each), and at the end the outcome.  ``tests/engine/test_golden.py``
regenerates the same text in memory and diffs it against the files.

Every catalogue variant gets the cases of ``DEFAULT_CASES``; ``OPTION_CASES`` adds option
samples for some variants.  A new variant needs nothing here: run

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

import engine  # noqa: E402

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

OPTION_CASES: dict[str, tuple[Case, ...]] = {
    "kalah": (
        Case("empty-capture", 3, {"empty_capture": True}, note="Wikipedia's 'empty capture' rule (docs/rules/kalah.md)"),
        Case("skip-origin", 4, {"skip_origin": True, "seeds_per_pit": 6},
             note="origin passed over on laps (docs/rules/kalah.md option skip_origin)"),
        Case("clockwise", 5, {"direction": "cw"}, note="seed 003 comment: play clockwise (docs/rules/kalah.md, K5)"),
    ),
    "oware": (
        Case("grand-slam-forbidden", 6, {"grand_slam": "forbidden"}, note="Ludii Oware (docs/rules/oware.md)"),
        Case("repetition-count-1", 7, {"repetition_count": 1},
             note="ends at the first repetition, as OpenSpiel's oware"),
    ),
    "ayoayo": (
        Case("russ", 8, {"sow_own_store": False, "capture_includes_sowing_seed": True},
             note="Russ options of docs/rules/ayoayo.md (A1, A2)"),
    ),
    "basic": (
        Case("owner-sweep", 9, {"sweep": "owner"}, note="Kalah's sweep instead of D-2"),
    ),
    "togyz-kumalak": (
        Case("tuzdyk-house-rules", 10, {"tuzdyk_in_last_pit": True, "tuzdyk_same_number": True},
             note="tuzdyks allowed in the last pit and with the opponent's number (house rules)"),
    ),
    "bestemshe": (
        Case("with-tuzdyks", 11, {"tuzdyk_count": 3}, note="Bestemshe with Togyz Kumalak's tuzdyks (house rule)"),
    ),
    "kalah-6-6": (
        Case("empty-capture", 23, {"empty_capture": True},
             note="the rule of the (6,6) computer analysis Wikipedia reports (ruling R-K1)"),
    ),
    "nam-nam": (
        Case("complete-game", 22, note="a seed whose random match ends within the ply cap (seed 1 does not)"),
    ),
    "jerin": (
        Case("complete-game", 20, note="a seed whose random match ends within the ply cap (seeds 1 and 2 do not)"),
    ),
    "hus": (
        Case("front-occupied", 24, {"column_capture": "front_occupied"},
             note="the opponent's front pit alone lets a capture be made (boardgamesoftheworld.com, ruling R-H3)"),
    ),
    "ohvalhu": (
        Case("ten-holes", 25, {"holes": 10}, note="the 10-hole board of 10 shells a hole (ruling R-OH3)"),
        Case("match-of-rounds", 27, {"match": True},
             note="de Voogt's match with closed holes (R-OH4, D-24)"),
    ),
    "endodoi": (
        Case("six-holes-empty-capture", 26, {"pits_per_side": 6, "empty_capture": True},
             note="the 2×6 board of boardandpieces with the lone seed banked (rulings R-ED1, R-ED2)"),
    ),
    "en-gehe": (
        Case("fifty-holes", 27, {"pits_per_side": 50}, max_plies=60,
             note="the widest board, 2×50 holes (ruling R-EG1)"),
    ),
    "pallanguzhi": (
        Case("wikipedia-five-seeds-sower-takes-fours", 24, {"seeds_per_pit": 5, "en_passant_taker": "sower"},
             note="5 seeds a pit and the fours to the sower (Wikipedia; rulings R-P1, R-P4)"),
        Case("match-of-rounds", 25, {"match": True},
             note="Durai's match: refilled from the stores, ruined pits out of play (R-P6, D-24)"),
    ),
    "congkak": (
        Case("match-of-rounds", 26, {"match": True},
             note="the match with burnt houses, the round's winner starting (R-C4, D-24)"),
    ),
    "chongka": (
        Case("sungka-store", 25, {"extra_turn_on_store": True},
             note="a last shell in the own store gives an extra turn, as in Sungka (ruling R-CH2)"),
    ),
    "unee-tugalluulax": (
        Case("ludii-popova", 26, {"pits_per_side": 6, "count_capture_sides": "any"},
             note="Ludii's Popova board (2x6) and fours captured on either row (rulings R-U1, R-U2)"),
    ),
    "main-chongkak": (
        Case("seven-holes", 27, {"pits_per_side": 7, "seeds_per_pit": 7},
             note="Skeat's 2x7 board, as many seeds a hole as holes a row (ruling R-MC1)"),
    ),
    "walak-pussa": (
        Case("single-capture", 28, {"capture_beyond_chain": False},
             note="only the first hole beyond the empty hole is taken, as in Pallanguzhi (ruling R-WP2)"),
    ),
    "dongjintian": (
        Case("counters-left-to-their-owner", 29, {"cycle_split": "own_side"},
             note="counters left at a repetition go to the owner of their row (ruling R-DJ3)"),
    ),
    "chungcajon": (
        Case("sungka-capture", 30, {"cross_capture": True},
             note="Sungka's capture from an own empty hole on the Chungcajon board (ruling R-CJ1)"),
    ),
    "halusa": (
        Case("unfed-player-takes-the-rest", 25, {"sweep": "cleared_player"},
             note="the counters left go to the unfed player, as MancalaGames (ruling R-HA4)"),
    ),
    "al-manqala": (
        Case("no-majority-end", 26, {"capture_majority_wins": False},
             note="played to the end and counted, as MancalaGames (ruling R-AM3)"),
    ),
    "tsoro": (
        Case("front-hole-only", 27, {"capture_targets": "opposite"},
             note="a capture takes the facing front hole only, never the back hole behind it (option of ruling R-TS2)"),
    ),
    "hawalis": (
        Case("most-stones-win", 28, {"empty_mover": "game_ends", "sweep": "owner"},
             note="the game ends when the player to move cannot move and the most stones win (Wikipedia, Ludii; R-HW4)"),
    ),
    "hufesay": (
        Case("ludii-round-end", 29, {"end_check": "immediate", "empty_mover": "game_ends", "last_seeds_to_capturer": 0},
             note="the game ends as soon as a row is empty, each player taking their own row (Ludii; ruling R-HF3)"),
    ),
    "modiar": (
        Case("captures-from-the-first-move", 30, {"no_capture_plies": 0},
             note="the first move may capture too (a house rule against ruling R-MO3)"),
    ),
}


def cases_for(variant_id: str) -> tuple[Case, ...]:
    return DEFAULT_CASES + OPTION_CASES.get(variant_id, ())


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
