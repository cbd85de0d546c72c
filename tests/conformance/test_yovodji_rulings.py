"""Yovodji's comparison with Ludii's Yovodji rules a lone seed left opposite (L-YO3) and the legal
moves of a player whose opponent has no seeds (L-YO4) only where the model (conformance/laps.py
``relay_turn``) gives the engine's turn or moves without the ruling and Ludii's with it: positions
of Ludii's seeded random games (seed 1) as its trace recorded them (canonical pits, then the seeds
each player captured).

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses

import engine
from conformance.compare import canonical
from conformance.games import BY_KEY, LONE_SEED, NO_FEEDING

GAME = BY_KEY["yovodji"]
RULES = engine.resolve_rules(GAME.variant, GAME.engine_options)


def _position(pits: list[int], hands: list[int], mover: int) -> engine.Position:
    return dataclasses.replace(engine.new_game(RULES), pits=(tuple(pits[:6]), tuple(pits[6:])),
                               stores=(hands[0], hands[1]), to_move=mover, ply=10)


# Game 0, ply 24: North lifts canonical hole 10 (1 seed) into its empty hole 11; the hole opposite,
# South's hole 0, holds one seed: the engine takes it, Ludii's program (2 or more only) leaves it.
YO3_BEFORE, YO3_HANDS = [1, 0, 1, 0, 0, 7, 12, 1, 0, 0, 1, 0], [13, 12]
YO3_ENGINE = [0, 0, 1, 0, 0, 7, 12, 1, 0, 0, 0, 1, 13, 13]
YO3_LUDII = [1, 0, 1, 0, 0, 7, 12, 1, 0, 0, 0, 1, 13, 12]


def _lone_seed(ludii: list[int], to_move: int, kind: str = "successor") -> bool:
    ruled = next(r for r in LONE_SEED if r.kind == kind)
    ply = {"pits": YO3_BEFORE, "stores": [], "hands": YO3_HANDS, "mover": 2, "move_c": 10}
    rec = {"pits": ludii[:12], "stores": [], "hands": ludii[12:], "mover": to_move + 1, "over": False,
           "engine": YO3_ENGINE}
    return ruled.applies(1, 10, ply, rec) if kind == "successor" else ruled.applies(0, -1, ply, rec)


def test_a_lone_seed_left_opposite_is_ruled_only_where_the_model_gives_both_positions() -> None:
    after = engine.apply_move(RULES, _position(YO3_BEFORE, YO3_HANDS, 1), engine.Move(pit=4)).position
    assert (canonical(after), after.to_move) == (YO3_ENGINE, 0)
    assert _lone_seed(YO3_LUDII, 0)
    assert _lone_seed(YO3_LUDII, 0, kind="state")
    assert not _lone_seed(YO3_LUDII, 1)  # North to move again: not what Ludii's program gives
    # a lone seed "left" in South's hole 1, not opposite the last seed's hole: the shape the check
    # counted before, not what the model gives
    assert not _lone_seed([0, 1, 1, 0, 0, 7, 12, 1, 0, 0, 0, 1, 13, 12], 0)


# Game 1, ply 60: South to move, North without seeds. Ludii's program lets South lift any occupied
# hole; the engine only hole 5, whose lap sows into North's row (the others relay within South's).
YO4_PITS, YO4_HANDS = [2, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0], [22, 21]
YO4_PLY = {"pits": YO4_PITS, "stores": [], "hands": YO4_HANDS, "mover": 1}


def _no_feeding(engine_moves: list[int], ludii_moves: list[int], **ply: object) -> bool:
    ruled = next(r for r in NO_FEEDING if r.kind == "legal")
    return ruled.applies(0, -1, {**YO4_PLY, **ply}, {"engine": engine_moves, "ludii": ludii_moves})


def test_the_moves_without_feeding_are_ruled_only_where_the_model_gives_both_sets() -> None:
    assert [m.pit for m in engine.legal_moves(RULES, _position(YO4_PITS, YO4_HANDS, 0))] == [5]
    assert _no_feeding([5], [0, 1, 2, 5])
    assert not _no_feeding([1, 5], [0, 1, 2, 5])  # hole 1 relays within South's row: it does not feed
    assert not _no_feeding([5], [0, 1, 5])  # Ludii's program allows hole 2 as well
    # North holding a seed: no feeding rule applies, whatever the two sets
    assert not _no_feeding([5], [0, 1, 2, 5], pits=[2, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1])
