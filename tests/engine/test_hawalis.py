"""Hawalis (docs/rules/hawalis.md; de Voogt 2003): the rulebook as literal positions.
``pits[seat]`` = front (inner) row F0…F6 then back (outer) row B0…B6, each from the seat's own left;
South's F c faces North's F(6−c), with North's B(6−c) behind it. Anticlockwise round a seat's own
holes: B0→B6→F6→F0→B0."""

from __future__ import annotations

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("hawalis")
F = list(range(7))
B = [7 + c for c in range(7)]
EMPTY = [0] * 7


def pos(south_front: list[int], south_back: list[int], north_front: list[int], north_back: list[int],
        stores: tuple[int, int], to_move: int = 0, rules: engine.Rules = RULES) -> engine.Position:
    return position_from_json(rules, {"pits": [south_front + south_back, north_front + north_back],
                                      "stores": list(stores), "to_move": to_move})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:7], pits[7:]


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_two_stones_in_each_of_28_holes_and_the_opening_relays_round_the_own_rows() -> None:
    start = new_game(RULES)
    assert rows(start, 0) == ([2] * 7, [2] * 7) and RULES.total_seeds == 56
    # R-HW1: B6 -> F6, F5 (3): relay F4, F3, F2 (3): relay F1, F0, B0 (3): relay B1, B2, B3 (3):
    # relay B4, B5, B6 (emptied by the move): the turn ends in the back row.
    after = apply_move(RULES, start, Move(B[6]))
    assert rows(after.position, 0) == ([3, 3, 0, 3, 3, 0, 3], [0, 3, 3, 0, 3, 3, 1])
    assert [e["type"] for e in after.events].count("relay") == 4 and captured(after.events) == []


def test_an_empty_front_hole_takes_the_facing_front_hole_and_the_back_hole_behind_it() -> None:
    # R-HW2: B5 (2) -> B6, F6 (empty) faces North's F0 (3) with B0 (4) behind it: 7 taken.
    p = pos(EMPTY, [0, 0, 0, 0, 0, 2, 1], [3, 0, 0, 0, 0, 0, 2], [4, 4, 0, 0, 0, 0, 0], (20, 20))
    after = apply_move(RULES, p, Move(B[5]))
    assert rows(after.position, 0) == ([0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 2])
    assert rows(after.position, 1) == ([0, 0, 0, 0, 0, 0, 2], [0, 4, 0, 0, 0, 0, 0])
    assert after.position.stores == (27, 20) and captured(after.events) == [7]
    front_only = apply_move(engine.resolve_rules("hawalis", {"capture_targets": "opposite"}),
                            pos(EMPTY, [0, 0, 0, 0, 0, 2, 1], [3, 0, 0, 0, 0, 0, 2], [4, 4, 0, 0, 0, 0, 0], (20, 20),
                                rules=engine.resolve_rules("hawalis", {"capture_targets": "opposite"})), Move(B[5]))
    assert captured(front_only.events) == [3]  # Ludii's reading: the front hole alone


def test_an_empty_back_hole_still_lets_the_front_hole_be_taken() -> None:
    p = pos(EMPTY, [0, 0, 0, 0, 0, 2, 1], [3, 0, 0, 0, 0, 0, 2], [0, 4, 0, 0, 0, 0, 0], (22, 22))
    after = apply_move(RULES, p, Move(B[5]))
    assert after.position.stores == (25, 22) and captured(after.events) == [3]


def test_an_empty_front_hole_opposite_means_no_capture() -> None:
    p = pos(EMPTY, [0, 0, 0, 0, 0, 2, 1], [0, 0, 0, 0, 0, 0, 2], [4, 4, 0, 0, 0, 0, 0], (21, 22))
    after = apply_move(RULES, p, Move(B[5]))
    assert rows(after.position, 1) == ([0, 0, 0, 0, 0, 0, 2], [4, 4, 0, 0, 0, 0, 0]) and captured(after.events) == []


def test_singletons_only_when_nothing_else_and_only_into_an_empty_hole() -> None:
    # R-HW3: F6 -> F5 and B0 -> B1 are open; B6 -> F6 is blocked (F6 occupied).
    p = pos([0, 0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0, 1], [2] * 7, [2] * 7, (12, 13))
    assert [m.pit for m in legal_moves(RULES, p)] == [F[6], B[0]]


def test_a_player_without_stones_loses_even_with_more_captured() -> None:
    # R-HW4: North sows its last stone; South has none and loses though it captured 30 to 25.
    p = pos(EMPTY, EMPTY, [1, 0, 0, 0, 0, 0, 0], EMPTY, (30, 25), to_move=1)
    after = apply_move(RULES, p, Move(F[0]))
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winners) == ("cannot_move", (1,))
    counted = engine.resolve_rules("hawalis", {"empty_mover": "game_ends", "sweep": "owner"})
    scored = apply_move(counted, pos(EMPTY, EMPTY, [1, 0, 0, 0, 0, 0, 0], EMPTY, (30, 25), 1, counted), Move(F[0]))
    assert scored.position.outcome is not None  # Wikipedia / Ludii: most stones wins, 30 to 26
    assert (scored.position.outcome.scores, scored.position.outcome.winners) == ((30, 26), (0,))


def test_fifty_seeded_random_games_end() -> None:
    start = new_game(RULES)
    for seed in range(50):
        end, plies = engine.random_playout(RULES, start, seed)
        assert end.outcome is not None and plies < 3000
