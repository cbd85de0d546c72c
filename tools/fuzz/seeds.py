"""Well-formed seed requests for every endpoint and every variant, from real games.

Positions come from seeded random playouts (``random.Random(seed)`` over ``engine.legal_moves``,
played with ``engine.apply_move``), so they are deep, reachable and varied: openings, middle
games, round decisions (Giuthi, Nam Nam), finished games. Option sets are drawn from each
variant's own option specs (``GET /v1/variants/{id}`` documents the same list).

POST operations are read from ``openapi.yaml``: the four known ones get hand-built bodies, and
every other POST path (a future ``/v1/analysis`` or ``/v1/adjudications``) gets bodies built from
its request schema's properties (known property names are filled with real values, others from
their JSON Schema type), plus every ``example`` the contract gives. So a new endpoint is fuzzed
the day it appears in the contract, without touching this file.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

import engine
from engine.records import format_record, record_from_moves
from service.config import DEFAULTS
from tools.fuzz.guard import CpuGuardTimeout, cpu_guard

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi.yaml"

#: POST paths with hand-built seed bodies; every other POST path in the contract is built from its schema.
KNOWN_POSTS = ("/v1/games", "/v1/moves", "/v1/legal-moves", "/v1/replay")
#: GET paths fuzzed without a body (``/docs`` is an HTML page; it is still checked for 5xx).
PLAIN_GETS = ("/v1/variants", "/healthz", "/readyz", "/metrics", "/openapi.yaml", "/docs")


@dataclass(frozen=True)
class Seed:
    """One well-formed request: ``body`` is a JSON value (``None``: no body)."""

    method: str
    path: str
    body: Any
    label: str
    variant: str | None = None

    @property
    def endpoint(self) -> str:
        return f"{self.method} {self.path}"


@dataclass
class Corpus:
    """The seeds, and the material mutations splice in (positions, moves, options of every variant)."""

    seeds: list[Seed]
    positions: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    records: dict[str, list[list[dict[str, Any]]]] = field(default_factory=dict)
    option_specs: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    rules_versions: dict[str, str] = field(default_factory=dict)
    post_paths: list[str] = field(default_factory=list)
    #: the longest array (or the most option names) a mutation builds; 60,000 reaches the body limit,
    #: the CI test uses less (each such error body costs ~1 s until issue 9 item 6 bounds them)
    max_items: int = 60_000

    @property
    def variants(self) -> list[str]:
        return list(self.positions)


@dataclass(frozen=True)
class Step:
    position: dict[str, Any]
    legal: list[dict[str, Any]]
    move: dict[str, Any] | None  # the move played from ``position`` (None at the end)


REPLAY_LIMIT = int(DEFAULTS["MAX_REPLAY_MOVES"])
"""The service's default replay limit (service/config.py)."""


def playout(variant_id: str, seed: int, options: dict[str, Any] | None = None, max_plies: int = REPLAY_LIMIT,
            guard_seconds: float = 3.0) -> list[Step]:
    """A seeded random game of ``variant_id``: every position with its legal moves and the move played.
    At most the service's replay limit of plies, so that its record is a seed the service answers.

    Guarded by a CPU timer (issue 9 item 1: some Bao moves never end on the unfixed engine); a
    game that trips it is cut where it was."""
    rules = engine.resolve_rules(variant_id, options or {})
    rng = random.Random(f"{variant_id}:{seed}")
    position = engine.new_game(rules)
    steps: list[Step] = []
    try:
        with cpu_guard(guard_seconds):
            for _ in range(max_plies):
                legal = [engine.move_to_json(m) for m in engine.legal_moves(rules, position)]
                if not legal:
                    break
                move = rng.choice(legal)
                steps.append(Step(engine.position_to_json(position), legal, move))
                position = engine.apply_move(rules, position, engine.move_from_json(rules, move)).position
            steps.append(Step(engine.position_to_json(position), [engine.move_to_json(m) for m in engine.legal_moves(rules, position)], None))
    except CpuGuardTimeout:
        pass
    return steps


def _valid_option_value(spec: dict[str, Any], rng: random.Random) -> Any:
    kind = spec["type"]
    if kind == "boolean":
        return rng.choice([True, False])
    if kind == "enum":
        return rng.choice(spec["choices"])
    low, high = spec.get("minimum", 0), spec.get("maximum", 12)
    if kind == "integer":
        return rng.randint(low, high)
    return sorted(rng.sample(range(low, high + 1), k=min(rng.randint(1, 3), high - low + 1)))


def valid_options(variant_id: str, rng: random.Random, tries: int = 20) -> dict[str, Any] | None:
    """A random option set the engine accepts for ``variant_id`` (None if none found in ``tries``)."""
    variant = engine.get_variant(variant_id)
    specs = [s.to_json() for s in (*variant.options, *variant.variation_options)]
    for _ in range(tries):
        chosen = rng.sample(specs, k=rng.randint(1, 2))
        options = {s["name"]: _valid_option_value(s, rng) for s in chosen}
        try:
            engine.new_game(engine.resolve_rules(variant_id, options))  # e.g. active_seats without seat 0 cannot start
        except engine.RulesError:
            continue
        return options
    return None


def _schema(spec: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        node = spec["components"]["schemas"][name]
    return node


@lru_cache(maxsize=1)
def load_spec() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(SPEC.read_text())
    return data


def spec_operations() -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, operation) of every operation in ``openapi.yaml``."""
    out = []
    for path, item in load_spec()["paths"].items():
        for method, operation in item.items():
            if method in {"get", "post", "put", "patch", "delete"}:
                out.append((method.upper(), path, operation))
    return out


def _from_schema(spec: dict[str, Any], node: dict[str, Any], fill: dict[str, Any], depth: int = 0) -> Any:
    """A plausible value for a JSON Schema node; properties named like known fields get real values."""
    node = _schema(spec, node)
    if "example" in node:
        return copy.deepcopy(node["example"])
    if "default" in node:
        return copy.deepcopy(node["default"])
    if "enum" in node:
        return node["enum"][0]
    for key in ("anyOf", "oneOf", "allOf"):
        if key in node:
            return _from_schema(spec, node[key][0], fill, depth + 1)
    kind = node.get("type", "object")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" and depth < 4:
        props = node.get("properties", {})
        return {name: copy.deepcopy(fill[name]) if name in fill else _from_schema(spec, sub, fill, depth + 1)
                for name, sub in props.items()}
    return {"integer": node.get("minimum", 1), "number": 1.5, "boolean": True, "string": "x", "array": [],
            "null": None}.get(kind, {})


def build_seeds(seed: int = 0, playouts_per_variant: int = 3, positions_per_playout: int = 4) -> Corpus:
    """Every endpoint x every variant, from ``playouts_per_variant`` seeded games per variant."""
    rng = random.Random(seed)
    spec = load_spec()
    seeds: list[Seed] = [Seed("GET", path, None, f"get {path}") for path in PLAIN_GETS]
    corpus = Corpus(seeds)
    operations = spec_operations()
    corpus.post_paths = sorted({path for method, path, _ in operations if method == "POST"})
    for method, path, _ in operations:  # any new GET route without parameters
        if method == "GET" and "{" not in path and path not in PLAIN_GETS:
            seeds.append(Seed("GET", path, None, f"get {path}"))

    for variant_id in engine.variant_ids():
        variant = engine.get_variant(variant_id)
        corpus.rules_versions[variant_id] = variant.rules_version
        corpus.option_specs[variant_id] = [s.to_json() for s in (*variant.options, *variant.variation_options)]
        seeds.append(Seed("GET", f"/v1/variants/{variant_id}", None, f"variant {variant_id}", variant_id))
        positions: list[dict[str, Any]] = []
        records: list[list[dict[str, Any]]] = []
        for n in range(playouts_per_variant):
            options = valid_options(variant_id, rng) if n % 2 else None
            steps = playout(variant_id, seed * 1000 + n, options)
            if not steps:
                continue
            header: dict[str, Any] = {"variant": variant_id}
            if options:
                header["options"] = options
            record = [s.move for s in steps if s.move is not None]
            records.append(record)
            seeds.append(Seed("POST", "/v1/games", {**header}, f"games {variant_id} #{n}", variant_id))
            picks = sorted({0, len(steps) - 1, *rng.sample(range(len(steps)), k=min(positions_per_playout, len(steps)))})
            for index in picks:
                step = steps[index]
                positions.append(step.position)
                base = {**header, "position": step.position}
                seeds.append(Seed("POST", "/v1/legal-moves", base, f"legal-moves {variant_id} #{n} ply {index}", variant_id))
                # Every legal move is a seed for /v1/moves (at most 3 per position), and one illegal one.
                for move in rng.sample(step.legal, k=min(3, len(step.legal))):
                    seeds.append(Seed("POST", "/v1/moves", {**base, "move": move}, f"moves {variant_id} #{n} ply {index}", variant_id))
                if step.legal:
                    seeds.append(Seed("POST", "/v1/moves", {**base, "move": {**step.legal[0], "pit": 99}},
                                      f"moves {variant_id} #{n} ply {index} illegal", variant_id))
            # A game cut at the playout's ply cap can be longer than a replay may be (422 limit-exceeded):
            # the replay seed is its first MAX_REPLAY_MOVES moves.
            seeds.append(Seed("POST", "/v1/replay", {**header, "moves": record[:REPLAY_LIMIT]},
                              f"replay {variant_id} #{n}", variant_id))
            cut = rng.randrange(len(steps))
            seeds.append(Seed("POST", "/v1/replay",
                              {**header, "start": steps[cut].position, "moves": record[cut:cut + 40], "include_steps": True},
                              f"replay {variant_id} #{n} from ply {cut} with steps", variant_id))
            # Generic bodies for POST endpoints this module does not know (analysis, adjudications ...).
            fill = {"variant": variant_id, "options": options or {}, "position": steps[-1 if len(steps) < 2 else -2].position,
                    "start": steps[0].position, "move": (steps[-2].move if len(steps) > 1 else {"pit": 0}),
                    "moves": record[:60], "rules_version": variant.rules_version, "signature": None,
                    "start_signature": None, "include_steps": True, "seats": len(steps[0].position["pits"]),
                    "first_player": 0,
                    # a node budget, not the schema's smallest CPU budget (1 ms), which a large board's
                    # first depth can outrun on a loaded machine (422 limit-exceeded: no depth completed)
                    "budget": {"nodes": 200}}
            # Game records (text) for the tournament endpoints: the same game, written as a record.
            rules = engine.resolve_rules(variant_id, options or {})
            text = format_record(record_from_moves(variant_id, [engine.move_from_json(rules, m) for m in record[:60]],
                                                   options=options or {}))
            fill.update(record=text, records=[text])
            for method, path, operation in operations:
                if method != "POST" or path in KNOWN_POSTS:
                    continue
                body_spec = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
                if "schema" in body_spec:
                    body = _from_schema(spec, body_spec["schema"], fill)
                    seeds.append(Seed("POST", path, body, f"{path} {variant_id} #{n} (from schema)", variant_id))
        corpus.positions[variant_id] = positions
        corpus.records[variant_id] = records

    for method, path, operation in operations:  # every example body the contract gives
        if method != "POST":
            continue
        content = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
        for name, example in (content.get("examples") or {}).items():
            value = example.get("value")
            named = value.get("variant") if isinstance(value, dict) else None
            seeds.append(Seed("POST", path, value, f"{path} example {name}", named if isinstance(named, str) else None))
    return corpus
