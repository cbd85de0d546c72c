"""Main Chongkak's comparison with Ludii's Main Chongkak rules a turn that sows into the opponent's
store (L-MC1) only where the model of conformance/storelaps.py gives the engine's position without
the ruling and Ludii's with it: turns of Ludii's seeded random games (seed 1), Ludii's position
after each as its trace recorded it (canonical pits of the mirrored board, then the stores).

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses

import pytest

import engine
from conformance.compare import canonical
from conformance.games import BY_KEY

GAME = BY_KEY["main-chongkak"]

CASES = [
    # Game 0, ply 0: South lifts canonical hole 1 (6 seeds) of the opening and relays. The engine
    # passes over North's store (South's store 8, North's 0); Ludii's program sows into it, its laps
    # end elsewhere (South's store 2, North's 1, after two relays). North moves next in both.
    ("state", [6] * 12 + [0, 0], 0, 1,
     [7, 1, 7, 7, 7, 7, 7, 7, 0, 7, 0, 7, 8, 0], 1,
     [8, 1, 0, 7, 7, 7, 7, 7, 1, 8, 8, 8, 2, 1]),
    # Game 1, ply 4: South lifts canonical hole 0 (8 seeds): Ludii's lap ends in North's store and
    # the turn is over; the engine passes over it and relays from South's hole 5.
    ("successor", [8, 8, 1, 1, 8, 8, 8, 8, 8, 2, 0, 8, 2, 2], 0, 0,
     None, None,
     [0, 8, 1, 1, 8, 8, 9, 9, 9, 3, 1, 9, 3, 3]),
]


@pytest.mark.parametrize(("kind", "before", "mover", "pit", "engine_after", "engine_next", "ludii_after"), CASES,
                         ids=["opening-relays", "last-seed-in-the-opponents-store"])
def test_a_turn_sowing_the_opponents_store_is_ruled_only_where_the_model_gives_both_positions(
        kind: str, before: list[int], mover: int, pit: int, engine_after: list[int] | None,
        engine_next: int | None, ludii_after: list[int]) -> None:
    rules = engine.resolve_rules(GAME.variant, GAME.engine_options)
    position = dataclasses.replace(engine.new_game(rules), pits=(tuple(before[5::-1]), tuple(before[11:5:-1])),
                                   stores=tuple(before[12:]), to_move=mover, ply=10)
    after = engine.apply_move(rules, position, engine.Move(pit=5 - pit)).position  # mirrored: canonical c is pit 5-c
    mine = canonical(after, mirror=True)
    if engine_after is not None:
        assert (mine, after.to_move) == (engine_after, engine_next)
    ruled = next(r for r in GAME.ruled if r.kind == kind and r.name == "L-MC1")
    ply = {"pits": before[:12], "stores": before[12:], "mover": mover + 1, "move_c": pit}

    def applies(ludii: list[int], to_move: int) -> bool:
        rec = {"pits": ludii[:12], "stores": ludii[12:], "mover": to_move + 1, "over": False, "engine": mine}
        return ruled.applies(before[pit], pit, ply, rec) if kind == "successor" else ruled.applies(0, -1, ply, rec)

    assert applies(ludii_after, 1 - mover)
    assert not applies(ludii_after, mover)  # Ludii's seeds, but South to move: not what the program gives
    near = list(ludii_after)
    near[12], near[13] = near[12] + 1, near[13] - 1  # one seed in South's store instead of North's
    assert not applies(near, 1 - mover)
