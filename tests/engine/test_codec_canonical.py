"""``codec.canonical_json`` (what ``position_hash`` hashes) writes the JSON itself, for speed: it must
be byte for byte ``json.dumps(position_to_json(p), sort_keys=True, separators=(",", ":"))``, the
definition the hash had before, for every position any game reaches, and for the odd strings a
library caller may put in a position."""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import replace

import pytest

import engine
from engine.encoding import canonical_json


def reference(position: engine.Position) -> bytes:
    return json.dumps(engine.position_to_json(position), sort_keys=True, separators=(",", ":")).encode()


SAMPLES = [(v, {}) for v in engine.variant_ids()] + [
    ("oware", {"grand_slam": "forbidden", "repetition_count": 1}),
    ("multiplayer", {"seats": 4, "v9_relay": True}),
]


def positions(variant: str, options: dict[str, object], seed: int) -> list[engine.Position]:
    """Every position of a seeded random game, agreement moves included now and then."""
    rules = engine.resolve_rules(variant, options)
    rng = random.Random(seed)
    position = engine.new_game(rules, 0)
    seen = [position]
    for _ in range(400):
        moves = list(engine.legal_moves(rules, position))
        if not moves:
            break
        agreement = list(engine.agreement_moves(rules, position))
        move = rng.choice(agreement) if agreement and rng.random() < 0.03 else rng.choice(moves)
        position = engine.apply_move(rules, position, move).position
        seen.append(position)
    return seen


@pytest.mark.parametrize(("variant", "options"), SAMPLES, ids=[f"{v}-{i}" for i, (v, _) in enumerate(SAMPLES)])
def test_canonical_json_is_the_sorted_compact_json_of_every_position_of_a_game(variant: str, options: dict[str, object]) -> None:
    checked = 0
    seed = 0
    while seed < 3 or (checked <= 30 and seed < 10):  # three games; more where games are short (Micro-Wari)
        for position in positions(variant, options, seed):
            assert canonical_json(position) == reference(position)
            assert engine.position_hash(position) == hashlib.sha256(reference(position)).hexdigest()
            checked += 1
        seed += 1
    assert checked > 30


def test_the_forms_games_reach_are_covered_finished_rounds_owners_tuzdyk_and_proposals() -> None:
    forms: set[str] = set()
    for variant, options in SAMPLES:
        for seed in range(3):
            for p in positions(variant, options, seed):
                forms |= {k for k in ("outcome", "round", "owners", "tuzdyk", "end_proposed_by")
                          if engine.position_to_json(p).get(k)}
    assert forms == {"outcome", "round", "owners", "tuzdyk", "end_proposed_by"}


def test_strings_json_escapes_and_non_ascii_go_through_json_dumps() -> None:
    rules = engine.resolve_rules("kalah", {})
    start = engine.new_game(rules, 0)
    odd = replace(start, history=("0123456789abcdef", 'a"b', "back\\slash", "tab\there", "é", "\x7f", "\u2028", ""))
    assert canonical_json(odd) == reference(odd)
    finished = replace(start, status=engine.Status.FINISHED,
                       outcome=engine.Outcome("side_empty", (30, 18), (0,)), last_mover=1)
    assert canonical_json(finished) == reference(finished)
    drawn = replace(finished, outcome=engine.Outcome("agreement", (24, 24), (0, 1)))
    assert canonical_json(drawn) == reference(drawn)
    for history in [('a","b',), ('"', '"'), ("x", 'y"'), ("0" * 16,) * 3]:
        assert canonical_json(replace(start, history=history)) == reference(replace(start, history=history))


def test_a_position_holding_other_types_than_it_declares_gets_the_stdlib_spelling() -> None:
    start = engine.new_game(engine.resolve_rules("kalah", {}), 0)
    for odd in [replace(start, history=(5, "a")), replace(start, to_move=True, ply=False),  # type: ignore[arg-type]
                replace(start, stores=(0.5, 0))]:  # type: ignore[arg-type]
        assert canonical_json(odd) == reference(odd)


@pytest.mark.parametrize("history", [
    [], ["0123456789abcdef"], ["0123456789abcdef"] * 40, ["0123456789abcdeF"], ["0123456789abcde"],
    ["0123456789abcdef0"], ["0123456789abcde", "f0123456789abcdef"], ["0123456789abcdef\n"], ["0123456789abcdeg"],
    ["0123456789abcdef", 5], [None], ["é" * 16], ["0123456789abcdef", "0123456789abcdef\n"],
])
def test_history_keys_are_checked_as_the_key_pattern_checks_each(history: list[object]) -> None:
    from engine.decoding import _KEY, _history_keys
    assert _history_keys(history) == all(isinstance(k, str) and bool(_KEY.match(k)) for k in history)
