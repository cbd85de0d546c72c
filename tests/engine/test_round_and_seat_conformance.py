"""Conformance of the games played in rounds or by more than two seats (Giuthi, Multiplayer) and
of their option samples: seeded random games (round decisions chosen at random too) end within a
bound, conserve seeds across rounds, never mutate their inputs and round-trip through JSON at every
step."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

import engine
from engine.game import position_geometry
from engine.position import Phase
from engine.rounds import random_decision
from engine.table import Table

SAMPLES: list[tuple[str, dict[str, Any]]] = [
    ("giuthi", {}), ("giuthi", {"capture_precondition": "opponent_row_sown"}), ("giuthi", {"board_sizes": [6, 4, 3, 2]}),
    ("nam-nam", {}), ("nam-nam", {"origin": "first_seed_into_origin"}), ("nam-nam", {"must_feed": "leave_seeds"}),
    ("multiplayer", {}), ("multiplayer", {"seats": 2}), ("multiplayer", {"seats": 4, "v6_one_opposing_hole": True}),
    ("multiplayer", {"v5_skip_houses": True, "v9_relay": True}), ("multiplayer", {"v4_first_cleared_ends": True}),
    ("multiplayer", {"v7_must_feed_next": True, "v10_capture_fours": True}),
    ("mancala-for-4", {}), ("mancala-for-4", {"players": 2, "faster_game": True}),
    ("mancala-for-4", {"players": 3, "no_captures": True, "no_free_turns": True}),
    ("bao-kujifunza", {}), ("bao-kujifunza", {"front_row_first": False}),
]
BOUND = 20_000


def pick(rules: engine.Rules, position: engine.Position, rng: random.Random) -> engine.Move:
    legal = engine.legal_moves(rules, position)
    assert legal, "a position that is still being played has a legal move"
    if position.phase is Phase.PLAY:
        return legal[rng.randrange(len(legal))]
    geo = position_geometry(rules, position)
    t = Table.from_position(geo, position)
    t.legal = list(legal)
    return random_decision(rules, geo, t, rng)


@pytest.mark.parametrize(("variant", "options"), SAMPLES)
def test_random_games_end_conserve_and_round_trip(variant: str, options: dict[str, Any]) -> None:
    rules = engine.resolve_rules(variant, options)
    for seed in range(3):
        rng = random.Random(seed)
        position = engine.new_game(rules, rules.players[seed % len(rules.players)])
        plies = 0
        while not position.is_finished:
            data = engine.position_to_json(position)
            frozen = copy.deepcopy(data)
            assert engine.position_from_json(rules, data) == position
            move = pick(rules, position, rng)
            assert engine.move_from_json(rules, engine.move_to_json(move)) == move
            step = engine.apply_move(rules, position, move)
            assert engine.position_to_json(position) == frozen  # the input is untouched
            position = step.position
            assert sum(map(sum, position.pits)) + sum(position.stores) == rules.total_seeds
            plies += 1
            assert plies < BOUND
        assert engine.legal_moves(rules, position) == ()
        end, count = engine.random_playout(rules, engine.new_game(rules), seed)
        assert end.is_finished and count < BOUND
