"""Omweso's rulings on Ludii's Mweso checked exactly (docs/conformance.md L-OM1, L-OM2; the model
conformance/omweso.py): a differing turn is ruled only where the model played from the position
before it gives the engine's position without the ruling and Ludii's with it. Literal positions
from the comparison's games, Ludii's seeded games of seed 1 (Ludii: http://ludii.games,
github.com/Ludeme/Ludii, commit 845cda6f33, CC BY-NC-ND 4.0); canonical pits: seat 0's F0…F7,
B0…B7, then seat 1's."""

from __future__ import annotations

import dataclasses
from typing import Any

import engine
from conformance.compare import REVERSE, canonical
from conformance.games import BY_KEY, CAPTURED_LAP, REVERSE_WITHOUT_CAPTURE
from conformance.omweso import engine_turn, ludii_turn
from engine.position import Phase
from engine.rules import Direction

GAME = BY_KEY["omweso"]


def _engine(board: list[int], mover: int, pit: int, clockwise: bool = False) -> engine.Transition:
    """The engine's own turn (the comparison's options) from the canonical ``board``."""
    rules = engine.resolve_rules(GAME.variant, GAME.engine_options)
    position = dataclasses.replace(engine.new_game(rules), pits=(tuple(board[:16]), tuple(board[16:])),
                                   to_move=mover, ply=70, phase=Phase.PLAY)
    move = engine.Move(pit - 16 * mover, Direction.CW if clockwise else None)
    return engine.apply_move(rules, position, move)


def _ruled(kind: str, start: list[int], mover: int, move: int, engine_after: list[int], ludii: dict[str, Any],
           next_turn: dict[str, Any] | None = None) -> bool:
    """L-OM1 in the walk: the engine's last move ``move`` (canonical, + REVERSE clockwise) by seat
    ``mover`` from ``start``; Ludii's record ``ludii`` (canonical pits, its player 1 or 2)."""
    ruled = next(r for r in CAPTURED_LAP if r.kind == kind)
    turn_start = {"pits": start, "stores": [], "mover": mover + 1, "move_c": move}
    return ruled.applies(0, -1, {"stores": [], "over": False, **ludii},
                         {"engine_state": engine_after, "turn_start": turn_start, "next_turn": next_turn})


# Ludii's game 0, ply 94 (pits named from the mover's left, F0…F7 and B0…B7): South (seat 0) sows B3
# (canonical 11): B4, B5, B6, B6's 5 seeds relayed to F4, which captures North's F3 and B3 (3
# seeds), sown from B7 to F6. The engine's captured lap captures again at F6 (North's F1 and B1,
# sown again from B7) and F6's 6 seeds relay to the empty F0. Ludii's captured lap ends at F6 (its
# ply 96); it relays the capturing pit F4 to F1, which captures North's F6 and B6 (9 seeds, sown
# from F3 to B4), relays F1 to B4 and B4 to the empty F4: North's turn begins at its ply 99.
FORWARD = [0, 4, 3, 1, 2, 0, 3, 0, 0, 3, 3, 3, 4, 0, 4, 4, 1, 2, 1, 1, 2, 4, 2, 0, 2, 1, 1, 2, 1, 0, 7, 3]
FORWARD_ENGINE = [1, 5, 4, 2, 4, 2, 0, 3, 0, 3, 3, 0, 5, 1, 0, 7, 1, 0, 1, 0, 2, 4, 2, 0, 2, 0, 1, 0, 1, 0, 7, 3]
FORWARD_LUDII = [2, 0, 5, 3, 1, 2, 6, 3, 2, 5, 5, 2, 0, 2, 1, 7, 1, 2, 1, 0, 2, 4, 0, 0, 2, 1, 1, 0, 1, 0, 0, 3]

# Ludii's game 0, ply 64 (its first sowing): South sows B0 (canonical 8) clockwise, 2 seeds: F0,
# F1, which captures North's F6 and B6 (5 seeds), sown anticlockwise from B1 to B5. The engine's
# turn goes on anticlockwise (B5 relayed; two more captures); Ludii's relays F1 clockwise to F5, F5
# to B4, B4 to the empty F1.
REVERSE_START = [1, 3, 1, 0, 3, 5, 2, 1, 2, 1, 1, 1, 4, 3, 3, 1, 5, 1, 0, 1, 4, 4, 2, 3, 2, 2, 0, 1, 2, 1, 3, 1]
REVERSE_ENGINE = [2, 4, 1, 1, 4, 6, 4, 4, 0, 2, 2, 2, 5, 0, 6, 4, 0, 0, 0, 1, 4, 4, 0, 3, 0, 0, 0, 1, 2, 1, 0, 1]
REVERSE_LUDII = [3, 1, 2, 1, 4, 0, 3, 2, 1, 3, 3, 3, 0, 5, 4, 2, 5, 1, 0, 1, 4, 4, 0, 3, 2, 2, 0, 1, 2, 1, 0, 1]


def test_the_model_without_rulings_is_the_engine_on_the_worked_game() -> None:
    """docs/rules/omweso.md's worked double capture (B4, canonical 12): both captured laps sown
    from B5, F5 relayed to the empty F2."""
    south = [0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 4, 0, 0, 0]
    north = [3, 0, 3, 0, 2, 0, 0, 0, 3, 9, 3, 9, 0, 9, 9, 8]
    after = [0, 0, 1, 1, 1, 0, 2, 4, 0, 0, 0, 0, 0, 3, 3, 3, 0, 0, 0, 0, 2, 0, 0, 0, 0, 9, 0, 9, 0, 9, 9, 8]
    assert list(engine_turn(south + north, 0, 12, False).pits) == after
    assert canonical(_engine(south + north, 0, 12).position)[:32] == after


def test_a_capture_turn_is_ruled_where_ludii_relays_the_capturing_pit() -> None:
    assert canonical(_engine(FORWARD, 0, 11).position)[:32] == FORWARD_ENGINE
    assert list(engine_turn(FORWARD, 0, 11, False).pits) == FORWARD_ENGINE
    assert ludii_turn(FORWARD, 0, 11, False).pits == tuple(FORWARD_LUDII)
    assert _ruled("state", FORWARD, 0, 11, FORWARD_ENGINE, {"pits": FORWARD_LUDII, "mover": 2})


def test_a_capture_turn_is_a_difference_where_ludii_ends_elsewhere() -> None:
    moved = list(FORWARD_LUDII)
    moved[0], moved[1] = 1, 1  # one seed a pit further
    assert not _ruled("state", FORWARD, 0, 11, FORWARD_ENGINE, {"pits": moved, "mover": 2})
    assert not _ruled("state", FORWARD, 0, 11, FORWARD_ENGINE, {"pits": FORWARD_LUDII, "mover": 1, "t": "end"})
    other = list(FORWARD_ENGINE)
    other[0], other[1] = 0, 6  # not the engine's reading of the turn
    assert not _ruled("state", FORWARD, 0, 11, other, {"pits": FORWARD_LUDII, "mover": 2})


def test_a_ply_inside_ludiis_turn_is_ruled_by_its_next_turn() -> None:
    """Ludii's first ply (the capture, its captured seeds' lap) is one of the model's plies; the
    ruling is decided by the position where North's turn begins."""
    ply_96 = [0, 4, 3, 1, 3, 1, 5, 2, 0, 3, 3, 0, 5, 1, 0, 6, 1, 2, 1, 0, 2, 4, 2, 0, 2, 1, 1, 0, 1, 0, 7, 3]
    assert list(ludii_turn(FORWARD, 0, 11, False).plies[1]) == ply_96
    ply = {"pits": ply_96, "mover": 1}
    assert _ruled("turn", FORWARD, 0, 11, FORWARD_ENGINE, ply, {"pits": FORWARD_LUDII, "mover": 2, "stores": []})
    assert not _ruled("turn", FORWARD, 0, 11, FORWARD_ENGINE, ply, {"pits": FORWARD, "mover": 2, "stores": []})
    assert not _ruled("turn", FORWARD, 0, 11, FORWARD_ENGINE, {"pits": FORWARD_ENGINE, "mover": 1},
                      {"pits": FORWARD_LUDII, "mover": 2, "stores": []})  # not a ply of Ludii's turn


def test_a_reverse_capture_is_ruled_where_ludii_relays_clockwise() -> None:
    move = 8 + REVERSE
    assert canonical(_engine(REVERSE_START, 0, 8, clockwise=True).position)[:32] == REVERSE_ENGINE
    assert list(engine_turn(REVERSE_START, 0, 8, True).pits) == REVERSE_ENGINE
    assert _ruled("state", REVERSE_START, 0, move, REVERSE_ENGINE, {"pits": REVERSE_LUDII, "mover": 2})
    assert ludii_turn(REVERSE_START, 0, 8, True).pits == tuple(REVERSE_LUDII)
    assert not _ruled("state", REVERSE_START, 0, 8, REVERSE_ENGINE, {"pits": REVERSE_LUDII, "mover": 2})  # B0 anticlockwise


def test_a_successor_shows_ludiis_first_ply() -> None:
    """Ludii's game 2, ply 104, the successor of F5 (canonical 5, 2 seeds): F4, F3, which captures
    North's F4 and B4 (5 seeds), sown from F4 to the empty F0: the engine's turn is over; Ludii's
    first ply is that position and its turn goes on (F3 relayed, its ply 105)."""
    start = [0, 3, 1, 9, 0, 2, 1, 5, 1, 0, 1, 6, 0, 7, 4, 0, 2, 1, 2, 0, 2, 0, 6, 0, 0, 3, 0, 3, 3, 0, 1, 1]
    after = [1, 4, 2, 11, 2, 0, 1, 5, 1, 0, 1, 6, 0, 7, 4, 0, 2, 1, 2, 0, 0, 0, 6, 0, 0, 3, 0, 3, 0, 0, 1, 1]
    assert canonical(_engine(start, 0, 5).position)[:32] == after
    ruled = next(r for r in CAPTURED_LAP if r.kind == "turn")
    record = {"pits": start, "stores": [], "mover": 1}

    def successor(mover: int) -> dict[str, Any]:
        return {"pits": after, "stores": [], "mover": mover, "over": False, "engine_state": after}

    assert ruled.applies(start[5], 5, record, successor(1))
    assert not ruled.applies(start[5], 5, record, successor(2))  # Ludii's turn would be over too


def test_a_reverse_move_that_cannot_capture_is_l_om2() -> None:
    """Ludii's game 0, ply 71: North (seat 1) may sow F1 (canonical 17, 3 seeds) clockwise in
    Ludii's program: F2, F3, F4 (empty), facing South's F3 and B3, both occupied; the engine's
    reverse moves capture. B1 (canonical 25, 3 seeds: B0, F0, F1) captures, listed by both."""
    pits = [3, 1, 2, 1, 4, 0, 3, 0, 1, 0, 4, 4, 1, 5, 4, 0, 0, 3, 2, 3, 0, 4, 0, 3, 3, 3, 1, 2, 3, 2, 1, 1]
    ply = {"pits": pits, "mover": 2}
    assert REVERSE_WITHOUT_CAPTURE.applies(3, 17 + REVERSE, ply, {})
    assert not REVERSE_WITHOUT_CAPTURE.applies(3, 25 + REVERSE, ply, {})
    assert not REVERSE_WITHOUT_CAPTURE.applies(3, 17, ply, {})  # the anticlockwise move
    emptied = list(pits)
    emptied[3] = 0  # South's F3 empty: Ludii does not list it either
    assert not REVERSE_WITHOUT_CAPTURE.applies(3, 17 + REVERSE, {**ply, "pits": emptied}, {})
