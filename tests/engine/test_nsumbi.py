"""Nsumbi (docs/rules/nsumbi.md; Townshend 1977a via Ludii): the rulebook as literal positions.
``pits[seat]`` = front (inner) row F0…F7 then back (outer) row B0…B7, each from the seat's own left;
South's F c faces North's F(7−c), with North's B(7−c) behind it (the opponent's column).
Anticlockwise round a seat's own holes: B0→B7→F7→F0→B0."""

from __future__ import annotations

from typing import Any

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("nsumbi")
F = list(range(8))
B = [8 + c for c in range(8)]
# Ludii's game 0 of the comparison (seed 1) before its third ply: each player's first turn sowed
# one lap (South B5 → B6, B7; North F7 → F6, F5), nothing captured.
THIRD_PLY = {"pits": [[2] * 8 + [2, 2, 2, 2, 2, 0, 3, 3], [2, 2, 2, 2, 2, 3, 3, 0] + [2] * 8], "stores": [0, 0],
             "to_move": 0}


def pos(ply: int, pits: list[list[int]] | None = None) -> engine.Position:
    return position_from_json(RULES, {**THIRD_PLY, **({"pits": pits} if pits else {}), "ply": ply})


def laps(events: tuple[engine.Event, ...]) -> list[tuple[str, Any]]:
    """Each event's type with its pits: a sow's path, a capture's pits, a relay's or resowing's pit."""
    out: list[tuple[str, Any]] = []
    for e in events:
        if e["type"] == "sow":
            out.append(("sow", [p["pit"] for p in e["path"]]))
        elif e["type"] == "capture":
            out.append(("capture", (e["count"], [(p["seat"], p["pit"]) for p in e["pits"]])))
        elif e["type"] == "captured_resown":
            out.append(("resown", e["kichwa"]["pit"]))
        elif e["type"] == "relay":
            out.append(("relay", e["pit"]))
    return out


def test_two_seeds_in_every_hole_and_singletons_may_not_be_sown() -> None:
    start = new_game(RULES)
    assert start.pits == ((2,) * 16, (2,) * 16) and start.stores == (0, 0) and RULES.total_seeds == 64
    assert [m.pit for m in legal_moves(RULES, start)] == F + B
    p = pos(2, [[1, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0], [4] * 15 + [0]])
    assert [m.pit for m in legal_moves(RULES, p)] == [B[0]]  # "Singletons may not be sowed"


def test_no_capture_on_a_players_first_turn_the_lap_relays() -> None:
    # Ply 1 (a first turn): B6 (3) -> B7, F7, F6: F6 is occupied and faces North's F1 and B1, both
    # occupied, but "Captures cannot be made on each player's first turn": F6 (3) relays on.
    after = apply_move(RULES, pos(1), Move(B[6]))
    assert laps(after.events)[:3] == [("sow", [B[7], F[7], F[6]]), ("relay", F[6]), ("sow", [F[5], F[4], F[3]])]
    assert not any(e["type"] == "capture" for e in after.events)
    assert after.position.pits[1] == (2, 2, 2, 2, 2, 3, 3, 0) + (2,) * 8


def test_captured_seeds_are_sown_from_the_hole_the_capturing_lap_began() -> None:
    # Ply 2, Ludii's game 0: B6 (3) -> B7, F7, F6 (3): North's F1 (2) and B1 (2) are taken and sown
    # "starting from the same hole that the previous sowing began": B6, B7, F7, F6 (Ludii's board
    # after that lap: B6 1, B7 5, F7 4, F6 4). F6 (4) then relays (Ludii ends the turn there: L-NS2):
    # F5, F4, F3, F2 (3) takes North's F5 (3) and B5 (2), sown again from F6, the relay's hole.
    after = apply_move(RULES, pos(2), Move(B[6]))
    assert laps(after.events)[:8] == [
        ("sow", [B[7], F[7], F[6]]), ("capture", (4, [(1, 1), (1, 9)])), ("resown", B[6]),
        ("sow", [B[6], B[7], F[7], F[6]]), ("relay", F[6]), ("sow", [F[5], F[4], F[3], F[2]]),
        ("capture", (5, [(1, 5), (1, 13)])), ("resown", F[6])]
    assert sum(after.position.pits[0]) == 32 + 9 and after.position.stores == (0, 0)


def test_the_player_without_a_hole_of_two_loses() -> None:
    # South B0 (2) -> B1, B2, both empty: the turn ends in the back row. North holds single seeds
    # only: "Play continues until one player has no holes with two or more counters, and the
    # opponent wins".
    north = [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]
    p = pos(9, [[3] * 8 + [2, 0, 0, 6, 6, 6, 6, 6], north])
    after = apply_move(RULES, p, Move(B[0]))
    assert after.position.pits == (tuple([3] * 8 + [0, 1, 1, 6, 6, 6, 6, 6]), tuple(north))
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "cannot_move" and outcome.winners == (0,)
