"""schemathesis hooks (``hooks`` in schemathesis.toml): rule-valid bodies for the operations whose
schema cannot say what the rules accept (issue 34.10).

``POST /v1/moves``, ``POST /v1/legal-moves``, ``POST /v1/adjudicate`` and ``POST /v1/replay``
take a position or a record,
and JSON Schema cannot express "a position some game reaches" or "a legal move": generated
positions hold the wrong number of seeds, generated moves name pits that do not exist, so
schemathesis warned that these operations "mostly reject generated data" (422) and its positive
cases hardly ever reached the rules past validation. For half of the *positive* cases of these
operations (chosen by a hash of the generated body, so runs stay reproducible), the hook puts in
a position the engine made and a move it allows, keeping what else was generated (options are
reset to the variant's own: generated option maps are mostly refused too). Negative cases are
left alone: they must stay invalid.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import schemathesis
from schemathesis.generation import GenerationMode

import engine
from engine.verdicts import ADJUDICATION_REASONS

VARIANTS = ("oware", "kalah", "bao-la-kiswahili", "omweso", "pallanguzhi", "toguz-korgool")
OPERATIONS = {"POST /v1/moves", "POST /v1/legal-moves", "POST /v1/adjudicate", "POST /v1/replay"}


def _pick(body: Any, choices: int) -> int:
    digest = hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).digest()
    return int.from_bytes(digest[:4], "big") % choices


def _game(index: int) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    """A variant (of the catalogue), a position two plies into its game, and its legal moves."""
    variant = [v for v in VARIANTS if v in engine.variant_ids()][index % len(VARIANTS)]
    rules = engine.resolve_rules(variant, {})
    position = engine.new_game(rules)
    for _ in range(2):
        position = engine.apply_move(rules, position, engine.legal_moves(rules, position)[0]).position
    return variant, engine.position_to_json(position), [engine.move_to_json(m) for m in engine.legal_moves(rules, position)]


@schemathesis.hook
def map_case(ctx: Any, case: Any) -> Any:
    label = f"{case.operation.method.upper()} {case.operation.path}"
    meta = getattr(case, "meta", None)
    if label not in OPERATIONS or meta is None or meta.generation.mode is not GenerationMode.POSITIVE:
        return case
    body = case.body
    if not isinstance(body, dict) or _pick(body, 2):
        return case
    variant, position, moves = _game(_pick(body, 97))
    move = moves[_pick(body, 89) % len(moves)]
    fixed: dict[str, Any]
    if label in ("POST /v1/moves", "POST /v1/legal-moves"):
        fixed = {**body, "variant": variant, "options": {}, "position": position}
        if label == "POST /v1/moves":
            fixed["move"] = move
        fixed.pop("rules_version", None)
        fixed.pop("signature", None)
        fixed.pop("chain", None)
    elif label == "POST /v1/adjudicate":
        fixed = {"variant": variant, "options": {}, "position": position,
                 "reason": body.get("reason") if body.get("reason") in ADJUDICATION_REASONS else "agreement"}
        if isinstance(body.get("sign"), bool):
            fixed["sign"] = body["sign"]
    else:
        fixed = {"variant": variant, "options": {}, "start": position, "moves": [move]}
        for key in ("include_steps", "include_record"):
            if isinstance(body.get(key), bool):
                fixed[key] = body[key]
    case.body = fixed
    return case
