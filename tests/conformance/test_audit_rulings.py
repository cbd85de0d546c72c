"""Rulings checked exactly by a model of the turn, played from Ludii's position before it: ruled
only where the model without the ruling gives the engine's position (or end, or legal set) and
with it Ludii's. These are turns of Ludii's seeded random games (seed 1), Ludii's position after
each as its trace recorded it.

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import engine
from conformance.compare import canonical, move_pit
from conformance.games import BY_KEY, LudiiGame
from engine.position import Phase

TAP_URDY = BY_KEY["tap-urdy"]


def _engine_turn(game: LudiiGame, state: list[int], mover: int, pit: int) -> engine.Transition:
    """The engine's turn with ``game``'s comparison options at ply 10: the canonical ``state`` (two
    rows, then the stores), ``mover`` sowing canonical ``pit``."""
    rules = engine.resolve_rules(game.variant, game.engine_options)
    row = (len(state) - 2) // 2
    position = dataclasses.replace(engine.new_game(rules), pits=(tuple(state[:row]), tuple(state[row:2 * row])),
                                   stores=tuple(state[2 * row:]), to_move=mover, ply=10)
    move = next(m for m in engine.legal_moves(rules, position) if move_pit(position, m) == pit)
    return engine.apply_move(rules, position, move)


def _tap_urdy_applies(kind: str, before: list[int], mover: int, pit: int, engine_after: list[int],
                      ludii_after: list[int], over: bool = True) -> bool:
    """Whether L-TP2 of ``kind`` counts Ludii's successor ``ludii_after`` (canonical pits, then the
    hands; its game ``over``) of ``mover`` sowing canonical ``pit`` from ``before``, the engine's
    turn giving ``engine_after``."""
    ruled = next(r for r in TAP_URDY.ruled if r.name == "L-TP2" and r.kind == kind)
    ply: dict[str, Any] = {"pits": before[:12], "stores": before[12:], "mover": mover + 1, "over": False,
                           "move_c": pit}
    ludii = {"pits": ludii_after[:12], "stores": ludii_after[12:], "mover": 2 - mover, "over": over}
    return ruled.applies(before[pit], pit, ply, {**ludii, "engine_state": engine_after})


def test_tap_urdy_a_game_ended_after_a_lap_that_relays_is_ruled_only_with_ludiis_board() -> None:
    """L-TP2, Ludii's game of seed 1 (ply 49): South sows N0 (canonical 6, 4 counters) into 5, 4,
    3, 2; hole 2 then holds 4 and the next hole (1) is occupied: the engine relays on, its game not
    over; Ludii's lap left North's row empty: its game is over there, nothing captured. Wrong: a
    counter more in a hand, Ludii's game not over, the engine's relay read as Ludii's end, or kind
    "result" (the engine's game is not over)."""
    before = [2, 1, 3, 1, 1, 0, 4, 0, 0, 0, 0, 0, 20, 16]
    played = _engine_turn(TAP_URDY, before, 0, 6)
    engine_after = canonical(played.position)
    assert engine_after == [3, 2, 0, 2, 2, 1, 0, 0, 0, 0, 1, 1, 20, 16]
    assert played.position.outcome is None
    ludii = [2, 1, 4, 2, 2, 1, 0, 0, 0, 0, 0, 0, 20, 16]
    assert _tap_urdy_applies("end", before, 0, 6, engine_after, ludii)
    assert not _tap_urdy_applies("end", before, 0, 6, engine_after, [*ludii[:12], 21, 16])
    assert not _tap_urdy_applies("end", before, 0, 6, engine_after, ludii, over=False)
    assert not _tap_urdy_applies("end", before, 0, 6, engine_after, engine_after)
    assert not _tap_urdy_applies("result", before, 0, 6, engine_after, ludii)


def test_tap_urdy_both_games_over_with_other_boards_is_ruled_only_with_the_models_end() -> None:
    """L-TP2, kind "result", Ludii's game of seed 1 (ply 60): South sows N0 (1 counter) into 5,
    which relays (4 is occupied) and leaves North's row empty: Ludii's game is over; the engine
    sows on (5's 2 counters into 4, 3: 2 empty, 1 taken) and its game ends too, South having
    captured 1. Wrong: the engine's hands one counter off."""
    before = [2, 1, 0, 5, 9, 1, 1, 0, 0, 0, 0, 0, 12, 17]
    played = _engine_turn(TAP_URDY, before, 0, 6)
    engine_after = canonical(played.position)
    assert engine_after == [2, 0, 0, 6, 10, 0, 0, 0, 0, 0, 0, 0, 13, 17]
    assert played.position.outcome is not None
    ludii = [2, 1, 0, 5, 9, 2, 0, 0, 0, 0, 0, 0, 12, 17]
    assert _tap_urdy_applies("result", before, 0, 6, engine_after, ludii)
    assert not _tap_urdy_applies("end", before, 0, 6, engine_after, ludii)
    assert not _tap_urdy_applies("result", before, 0, 6, [2, 0, 0, 6, 10, 0, 0, 0, 0, 0, 0, 0, 14, 16], ludii)


def _engine_legal(game: LudiiGame, state: list[int], mover: int) -> set[int]:
    """The engine's legal moves (canonical pits) with ``game``'s comparison options at ply 10, from
    canonical ``state`` (each seat's pits, then the stores)."""
    rules = engine.resolve_rules(game.variant, game.engine_options)
    per_seat = (len(state) - 2) // 2
    rows = (tuple(state[:per_seat]), tuple(state[per_seat:2 * per_seat]))
    position = dataclasses.replace(engine.new_game(rules), pits=rows, stores=tuple(state[2 * per_seat:]),
                                   to_move=mover, ply=10, phase=Phase.PLAY)
    return {move_pit(position, m) for m in engine.legal_moves(rules, position)}


def _legal_applies(game: LudiiGame, name: str, pits: list[int], mover: int, legal: list[int], pit: int) -> bool:
    """Whether ``game``'s legal ruling ``name`` takes Ludii's extra move ``pit`` out of its legal set
    ``legal`` at canonical ``pits`` with ``mover`` (a seat) to move."""
    ruled = next(r for r in game.ruled if r.name == name and r.kind == "legal")
    ply = {"pits": pits, "stores": [0, 0], "mover": mover + 1, "legal_c": legal}
    return ruled.applies(pits[pit], pit, ply, {})


HAWALIS = BY_KEY["hawalis"]


def test_hawalis_singles_into_occupied_holes_are_ruled_only_where_no_hole_holds_two() -> None:
    """L-HW1, Ludii's game of seed 1 (ply 129): North (canonical 14-27, front row then back row)
    holds singles only; Ludii lists all nine, the engine the four whose next hole anticlockwise is
    empty (16, 19, 23, 26). Ruled: each of the other five (14, F0, sown into 21, B0, which holds one, ...). Wrong: one of the
    engine's own moves, Ludii's list missing one of its singles, or a hole of two in North's rows
    (singles are then no move at all)."""
    pits = [0, 1, 1, 4, 0, 2, 1, 0, 0, 1, 0, 1, 2, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 1, 0, 1, 1, 0]
    legal = [19, 17, 16, 14, 26, 25, 23, 22, 21]
    assert _engine_legal(HAWALIS, [*pits, 19, 15], 1) == {16, 19, 23, 26}
    for extra in (14, 17, 21, 22, 25):
        assert _legal_applies(HAWALIS, "L-HW1", pits, 1, legal, extra)
    assert not _legal_applies(HAWALIS, "L-HW1", pits, 1, legal, 16)
    assert not _legal_applies(HAWALIS, "L-HW1", pits, 1, [c for c in legal if c != 25], 14)
    two = [*pits[:14], 2, *pits[15:]]
    assert not _legal_applies(HAWALIS, "L-HW1", two, 1, legal, 17)


MAKONN = BY_KEY["makonn"]


def test_makonn_singles_into_occupied_holes_are_ruled_only_where_no_hole_holds_two() -> None:
    """L-MK2, Ludii's game of seed 1 (ply 175): South (canonical 0-19, inner row then outer row)
    holds five singles; Ludii lists them all, the engine the four whose next hole anticlockwise is
    empty (4, 6, 13, 19). Ruled: 7 (into 6, which holds one). Wrong: one of the engine's own moves,
    Ludii's list without one of its singles, or a hole of two in South's rows."""
    pits = [0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1,
            0, 1, 1, 0, 1, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0]
    legal = [13, 19, 4, 6, 7]
    assert _engine_legal(MAKONN, [*pits, 0, 0], 0) == {4, 6, 13, 19}
    assert _legal_applies(MAKONN, "L-MK2", pits, 0, legal, 7)
    assert not _legal_applies(MAKONN, "L-MK2", pits, 0, legal, 6)
    assert not _legal_applies(MAKONN, "L-MK2", pits, 0, [13, 4, 6, 7], 7)
    two = [*pits[:4], 2, *pits[5:]]
    assert not _legal_applies(MAKONN, "L-MK2", two, 0, legal, 7)


def test_makonn_an_engine_game_ended_by_blocked_singles_is_ruled_only_where_ludii_lists_them() -> None:
    """L-MK2, kind "end" (no such game in the ten traces: a constructed position, each of South's
    twenty holes holding one counter, so every single faces an occupied hole round the ring): the
    engine's South cannot move and loses; Ludii lists all twenty. Wrong: Ludii's list short of one,
    an empty hole among South's (a single then has an empty next hole: the engine's move too), or
    the engine's board other than Ludii's."""
    ruled = next(r for r in MAKONN.ruled if r.name == "L-MK2" and r.kind == "end")
    pits = [1] * 20 + [2] * 20
    events = [{"type": "game_end", "reason": "cannot_move", "winner": 1}]
    assert _engine_legal(MAKONN, [*pits, 0, 0], 0) == set()
    ply = {"pits": pits, "mover": 1, "over": False, "legal_c": list(range(20))}
    assert ruled.applies(0, -1, ply, {"engine_events": events, "engine_state": pits})
    assert not ruled.applies(0, -1, {**ply, "legal_c": list(range(19))}, {"engine_events": events, "engine_state": pits})
    gap = [0, *pits[1:]]
    assert not ruled.applies(0, -1, {**ply, "pits": gap, "legal_c": list(range(1, 20))},
                             {"engine_events": events, "engine_state": gap})
    assert not ruled.applies(0, -1, ply, {"engine_events": events, "engine_state": [*pits[:39], 3]})


FOJI = BY_KEY["foji"]


def _foji_applies(pits: list[int], mover: int, engine_moves: list[int], ludii_moves: list[int]) -> bool:
    ruled = next(r for r in FOJI.ruled if r.name == "L-FJ1")
    return ruled.applies(0, -1, {"pits": pits, "mover": mover + 1}, {"engine": engine_moves, "ludii": ludii_moves})


def test_foji_moves_whose_first_lap_starves_are_ruled_only_as_the_two_readings_give_them() -> None:
    """L-FJ1, Ludii's game of seed 1 (ply 96): South's row is empty; North (canonical 6-11) must
    feed. The engine allows every move some lap of which sows into South's row (6, 7, 9, 11: 7's
    one counter makes 6 two, relayed into 5 and 4); Ludii only those whose first lap leaves South a
    counter (6). Wrong: Ludii's set with 7 as well, the engine's with 10 (its two counters end in
    the empty 8, South's row left empty), or the same sets on another board."""
    pits = [0, 0, 0, 0, 0, 0, 1, 1, 0, 2, 2, 1]
    assert _engine_legal(FOJI, [*pits, 0, 0], 1) == {6, 7, 9, 11}
    assert _foji_applies(pits, 1, [6, 7, 9, 11], [6])
    assert not _foji_applies(pits, 1, [6, 7, 9, 11], [6, 7])
    assert not _foji_applies(pits, 1, [6, 7, 9, 10, 11], [6])
    assert not _foji_applies([1, *pits[1:]], 1, [6, 7, 9, 11], [6])


def test_foji_a_move_whose_first_lap_captures_the_last_counters_is_ruled() -> None:
    """L-FJ1, Ludii's game of seed 1 (ply 61): South (canonical 0-5) to move, North holding only
    the counter of 9; 3's counter ends in the empty 2 and takes 9 opposite: North's row empty, so
    Ludii forbids it, the engine (North not empty before) allows it. Wrong: Ludii's set with 3."""
    pits = [1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 0, 0]
    assert _engine_legal(FOJI, [*pits, 0, 0], 0) == {0, 3, 4, 5}
    assert _foji_applies(pits, 0, [0, 3, 4, 5], [0, 4, 5])
    assert not _foji_applies(pits, 0, [0, 3, 4, 5], [0, 3, 4, 5])


ENINDJI = BY_KEY["enindji"]


def _enindji_applies(pits: list[int], mover: int, engine_moves: list[int], ludii_moves: list[int]) -> bool:
    ruled = next(r for r in ENINDJI.ruled if r.name == "L-EJ1")
    return ruled.applies(0, -1, {"pits": pits, "mover": mover + 1}, {"engine": engine_moves, "ludii": ludii_moves})


def test_enindji_moves_that_leave_the_opponent_nothing_are_ruled_only_as_the_two_readings_give_them() -> None:
    """L-EJ1, Ludii's game of seed 1 (ply 80): North's only counters are the three of 6; South's 4
    (two counters into 5 and 6) and 5 (one into 6) make that hole four, which goes to its owner,
    North, whose row is then empty: Ludii forbids both, the engine (North not empty before) allows
    every move. Wrong: Ludii's set with 4, the engine's without 5, or a board where North keeps a
    counter in 7 (every move then leaves North one)."""
    pits = [3, 2, 0, 1, 2, 1, 3, 0, 0, 0, 0, 0]
    assert _engine_legal(ENINDJI, [*pits, 0, 0], 0) == {0, 1, 3, 4, 5}
    assert _enindji_applies(pits, 0, [0, 1, 3, 4, 5], [0, 1, 3])
    assert not _enindji_applies(pits, 0, [0, 1, 3, 4, 5], [0, 1, 3, 4])
    assert not _enindji_applies(pits, 0, [0, 1, 3, 4], [0, 1, 3])
    kept = [*pits[:7], 1, *pits[8:]]
    assert not _enindji_applies(kept, 0, [0, 1, 3, 4, 5], [0, 1, 3])
