"""Literal positions shared by the service tests (the rules documents' worked examples)."""

from __future__ import annotations

from typing import Any

OPENING: dict[str, Any] = {
    "pits": [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]],
    "stores": [0, 0],
    "to_move": 0,
    "ply": 0,
    "status": "playing",
    "outcome": None,
    "history": [],
    "last_mover": None,
}

# docs/rules/oware.md, example O2: a chain capture for South.
CHAIN: dict[str, Any] = {
    "pits": [[0, 0, 0, 0, 3, 3], [1, 2, 1, 4, 6, 2]],
    "stores": [14, 12],
    "to_move": 0,
    "ply": 40,
    "status": "playing",
    "outcome": None,
    "history": [],
    "last_mover": 1,
}
