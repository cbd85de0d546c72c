"""Tiny helpers so rule tests read like the rules documents' examples: `S: 1 2 0 0 3 1 [16] | N: 2 1 5 0 4 3 [10]`."""

from __future__ import annotations

import re
from collections.abc import Mapping

import engine
from engine import Move, Position, Rules
from engine.position import Status

_SIDE = re.compile(r"^\s*([SN]):\s*([\d\s]+?)\s*(?:\[(\d+)\])?\s*$")


def rules(variant: str, **options: object) -> Rules:
    return engine.resolve_rules(variant, options)


def board(text: str, to_move: str = "S", ply: int = 0) -> Position:
    """Seat 0 is S (the mover in the rules documents' examples), seat 1 is N. Stores default to 0."""
    sides: dict[str, tuple[tuple[int, ...], int]] = {}
    for part in text.split("|"):
        m = _SIDE.match(part)
        assert m, f"cannot read {part!r}"
        name, pits, store = m.groups()
        sides[name] = (tuple(int(x) for x in pits.split()), int(store or 0))
    return Position(
        pits=(sides["S"][0], sides["N"][0]),
        stores=(sides["S"][1], sides["N"][1]),
        to_move=0 if to_move == "S" else 1,
        ply=ply,
    )


def text(position: Position) -> str:
    """The same notation back: `S: … [..] | N: … [..]`."""
    (s, n), (ss, ns) = position.pits, position.stores
    return f"S: {' '.join(map(str, s))} [{ss}] | N: {' '.join(map(str, n))} [{ns}]"


def play(rules_: Rules, position: Position, pit: int, direction: str | None = None) -> engine.Transition:
    move = Move(pit, engine.rules.Direction(direction) if direction else None)
    return engine.apply_move(rules_, position, move)


def kinds(events: tuple[Mapping[str, object], ...]) -> list[object]:
    return [e["type"] for e in events]


def finished(position: Position) -> bool:
    return position.status is Status.FINISHED
