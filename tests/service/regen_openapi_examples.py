"""Regenerate the per-variant parts of openapi.yaml from the engine's catalogue.

Run after adding a variant (``tests/service/test_contract.py`` fails until you do):

    .venv/bin/python tests/service/regen_openapi_examples.py

It rewrites, in service/openapi.yaml (openapi.yaml at the root is a link to it): the ``VariantId``
enum, the ``variant_id`` path examples, and the request examples of createGame, makeMove,
listLegalMoves and replayGame (one per variant, plus the hand-written ones listed in EXTRA).
Everything else in the file stays hand-written.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

import engine

SPEC = Path(__file__).resolve().parents[2] / "service" / "openapi.yaml"

EXTRA: dict[str, dict[str, Any]] = {
    "makeMove": {
        "oware-chain-capture": {
            "summary": "Oware: a chain capture (docs/rules/oware.md, example O2)",
            "value": {
                "variant": "oware",
                "position": {
                    "pits": [[0, 0, 0, 0, 3, 3], [1, 2, 1, 4, 6, 2]], "stores": [14, 12], "to_move": 0, "ply": 40,
                    "status": "playing", "outcome": None, "history": [], "last_mover": 1,
                },
                "move": {"pit": 5},
            },
        }
    }
}


def _opening(variant_id: str, plies: int) -> tuple[Any, list[Any]]:
    rules = engine.get_variant(variant_id).rules
    position = engine.new_game(rules)
    moves = []
    for i in range(plies):
        legal = engine.legal_moves(rules, position)
        if not legal:
            break
        move = legal[(i * 3) % len(legal)]
        moves.append(move)
        position = engine.apply_move(rules, position, move).position
    return position, moves


def examples() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {"createGame": {}, "makeMove": {}, "listLegalMoves": {}, "replayGame": {}}
    for vid in engine.variant_ids():
        name = engine.get_variant(vid).name
        rules = engine.get_variant(vid).rules
        out["createGame"][vid] = {"summary": f"Start a game of {name}", "value": {"variant": vid}}
        position, _ = _opening(vid, 3)
        first = engine.legal_moves(rules, position)[0]
        out["makeMove"][vid] = {
            "summary": f"{name}: play a move after three opening moves",
            "value": {"variant": vid, "position": engine.position_to_json(position), "move": engine.move_to_json(first)},
        }
        out["listLegalMoves"][vid] = {
            "summary": f"{name}: legal moves after three opening moves",
            "value": {"variant": vid, "position": engine.position_to_json(position)},
        }
        _, moves = _opening(vid, 8)
        out["replayGame"][vid] = {
            "summary": f"{name}: replay eight moves with every step",
            "value": {"variant": vid, "moves": [engine.move_to_json(m) for m in moves], "include_steps": True},
        }
    for operation, extra in EXTRA.items():
        out[operation].update(extra)
    return out


def _replace_block(lines: list[str], start: int, indent: int, new: list[str]) -> list[str]:
    """Replace lines[start] (a ``key:`` line) and the more-indented lines under it with ``new``."""
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > indent):
        end += 1
    return lines[:start] + new + lines[end:]


def _dump(data: Any, indent: int) -> list[str]:
    text = yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=200, allow_unicode=True)
    return [" " * indent + line for line in text.splitlines()]


def main() -> None:
    lines = SPEC.read_text().splitlines()
    for operation, block in examples().items():
        at = lines.index(f"      operationId: {operation}")
        ex = next(i for i in range(at, len(lines)) if lines[i] == "            examples:")
        lines = _replace_block(lines, ex, 12, ["            examples:", *_dump(block, 14)])
    at = lines.index("        - name: variant_id")
    ex = next(i for i in range(at, len(lines)) if lines[i] == "          examples:")
    path_examples = {vid: {"value": vid} for vid in engine.variant_ids()}
    lines = _replace_block(lines, ex, 10, ["          examples:", *_dump(path_examples, 12)])
    text = "\n".join(lines) + "\n"
    ids = ", ".join(engine.variant_ids())
    text = re.sub(r"(    VariantId:\n(?:      .*\n)*?      enum: )\[[^\]]*\]", rf"\g<1>[{ids}]", text)
    SPEC.write_text(text)


if __name__ == "__main__":
    main()
