"""Sample games for the record tests, the corpus (scripts/gen_corpus.py) and docs/records.md
(scripts/gen_records_docs.py): seeded random games of every variant, and the golden playthroughs."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import engine
from engine.records import Record, record_from_moves
from engine.rules import Direction

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "golden"


def random_game(variant: str, seed: int, *, options: dict[str, Any] | None = None, first: int = 0,
                max_plies: int = 400, agreement: float = 0.0
                ) -> tuple[engine.Rules, engine.Position, list[engine.Move]]:
    """A seeded game: ``random.Random(seed).choice`` among the sorted legal moves (as the goldens).

    ``agreement`` > 0: where the engine lists agreement moves (``propose_end``, ``accept_end``),
    one is played with that probability (so some games end by agreement, others decline)."""
    rules = engine.resolve_rules(variant, options or {})
    rng = random.Random(seed)
    position = engine.new_game(rules, rules.players[first % len(rules.players)])
    start = position
    moves: list[engine.Move] = []
    while not position.is_finished and len(moves) < max_plies:
        legal = engine.legal_moves(rules, position)
        agree = engine.agreement_moves(rules, position) if agreement > 0 else ()
        move = agree[0] if agree and rng.random() < agreement else rng.choice(legal)
        if move.constraints is not None:  # a listed arrangement example: play it as listed
            move = engine.Move(kind=move.kind, seeds=move.seeds, hollows=move.hollows)
        moves.append(move)
        position = engine.apply_move(rules, position, move).position
    return rules, start, moves


def random_record(variant: str, seed: int, **kwargs: Any) -> Record:
    options = kwargs.pop("options", None) or {}
    first = kwargs.pop("first", 0)
    _rules, start, moves = random_game(variant, seed, options=options, first=first, max_plies=kwargs.pop("max_plies", 400),
                                      agreement=kwargs.pop("agreement", 0.0))
    return record_from_moves(variant, moves, options=options, first_player=start.to_move, **kwargs)


_MOVE = re.compile(r"^(?:(\d+):)?(\d+)(?:/(cw|ccw))?(/safari)?$")


def golden_move(text: str) -> engine.Move:
    """A move as ``str(engine.Move)`` writes it in the golden files."""
    if text.startswith("arrange "):
        return engine.Move(kind=engine.MoveKind.ARRANGE, seeds=tuple(int(v) for v in text.split()[1:]))
    if text.startswith("choose "):
        return engine.Move(kind=engine.MoveKind.CHOOSE_HOLLOWS, hollows=tuple(int(v) for v in text.split()[1:]))
    if text.startswith("take "):  # a hole chosen after a capture: "take SEAT:PIT"
        seat, pit = text.split()[1].split(":")
        return engine.Move(int(pit), side=int(seat), kind=engine.MoveKind.TAKE)
    if text in ("stop", "continue"):  # the choice after a lap ended in a stop hole (stop_holes)
        return engine.Move(kind=engine.MoveKind.STOP if text == "stop" else engine.MoveKind.CONTINUE)
    m = _MOVE.match(text)
    assert m, text
    side, pit, direction, safari = m.groups()
    return engine.Move(int(pit), Direction(direction) if direction else None, side=int(side) if side else None,
                       safari=bool(safari))


def golden_game(path: Path) -> tuple[str, dict[str, Any], int, list[engine.Move]]:
    """(variant, options, first player seat, moves) of one golden playthrough."""
    text = path.read_text()
    variant = path.parent.name
    options = json.loads(re.search(r"^# options: (.*)$", text, re.MULTILINE).group(1))  # type: ignore[union-attr]
    first = int(re.search(r"first player (\d+)", text).group(1))  # type: ignore[union-attr]
    rules = engine.resolve_rules(variant, options)
    moves = [golden_move(line[len("move: "):]) for line in text.splitlines() if line.startswith("move: ")]
    return variant, options, rules.players[first % len(rules.players)], moves


def golden_files() -> list[Path]:
    return sorted(GOLDEN.glob("*/*.txt"))
