"""``POST /v1/moves`` answers ``legal_moves`` from ``Transition.legal_moves`` (what the engine computed
while playing the move) instead of calling ``engine.legal_moves`` on the new position again. That is
only right while the two agree; this checks they do, on seeded random games of every variant and
every player count it allows."""

from __future__ import annotations

import random

import pytest

import engine


@pytest.mark.parametrize("variant_id", engine.variant_ids())
def test_transition_legal_moves_are_the_legal_moves_of_the_new_position(variant_id: str) -> None:
    variant = engine.get_variant(variant_id)
    plies = 0
    for seed in range(6):
        seats = variant.seats[seed % len(variant.seats)]
        rules = engine.resolve_rules(variant_id, {"seats": seats} if seats != variant.rules.seats else None)
        rng = random.Random(seed)
        position = engine.new_game(rules)
        legal = engine.legal_moves(rules, position)
        while legal and plies < 2000:
            transition = engine.apply_move(rules, position, legal[rng.randrange(len(legal))])
            position = transition.position
            legal = engine.legal_moves(rules, position)
            assert transition.legal_moves == legal, (seed, position)
            plies += 1
    assert plies > 0
