"""Tsoro (docs/rules/tsoro.md; Matthews 1964 via Ludii and Mancala World): the rulebook as literal
positions. ``pits[seat]`` = front (inner) row F0…F7 then back (outer) row B0…B7, each from the seat's
own left; South's F c faces North's F(7−c), with North's B(7−c) behind it. Anticlockwise round a
seat's own holes: B0→B7→F7→F0→B0."""

from __future__ import annotations

import pytest

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json

RULES = engine.resolve_rules("tsoro")
F = list(range(8))
B = [8 + c for c in range(8)]
EMPTY = [0] * 8


def pos(south_front: list[int], south_back: list[int], north_front: list[int], north_back: list[int],
        stores: tuple[int, int], to_move: int = 0) -> engine.Position:
    return position_from_json(RULES, {"pits": [south_front + south_back, north_front + north_back],
                                      "stores": list(stores), "to_move": to_move})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:8], pits[8:]


def captured(events: tuple[engine.Event, ...]) -> list[int]:
    return [e["count"] for e in events if e["type"] == "capture"]


def test_start_two_stones_in_every_back_row_hole_the_front_rows_empty() -> None:
    start = new_game(RULES)
    assert rows(start, 0) == (EMPTY, [2] * 8) and rows(start, 1) == (EMPTY, [2] * 8)
    assert RULES.total_seeds == 32
    assert [m.pit for m in legal_moves(RULES, start)] == B  # R-TS1


def test_opening_sows_anticlockwise_round_the_own_rows_and_an_empty_facing_hole_takes_nothing() -> None:
    after = apply_move(RULES, new_game(RULES), Move(B[7]))  # B7 -> F7, F6; North's F0, F1 are empty
    assert rows(after.position, 0) == ([0, 0, 0, 0, 0, 0, 1, 1], [2, 2, 2, 2, 2, 2, 2, 0])
    assert captured(after.events) == [] and after.position.to_move == 1


def test_an_empty_front_hole_takes_the_facing_front_hole_and_the_back_hole_behind_it() -> None:
    # R-TS2: B6 (2) -> B7, F7 (empty): North's F0 (3) and B0 (4) are taken; the capturing stone stays.
    p = pos(EMPTY, [0, 0, 0, 0, 0, 0, 2, 1], [3, 0, 0, 0, 0, 0, 0, 0], [4, 1, 0, 0, 0, 0, 0, 0], (10, 11))
    after = apply_move(RULES, p, Move(B[6]))
    assert rows(after.position, 0) == ([0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 2])
    assert rows(after.position, 1) == (EMPTY, [0, 1, 0, 0, 0, 0, 0, 0])
    assert after.position.stores == (17, 11) and captured(after.events) == [7]


def test_the_back_hole_is_not_taken_when_the_facing_front_hole_is_empty() -> None:
    p = pos(EMPTY, [0, 0, 0, 0, 0, 0, 2, 1], EMPTY, [5, 1, 0, 0, 0, 0, 0, 0], (11, 12))
    after = apply_move(RULES, p, Move(B[6]))
    assert rows(after.position, 1) == (EMPTY, [5, 1, 0, 0, 0, 0, 0, 0]) and captured(after.events) == []


def test_a_relay_lifts_an_occupied_hole_and_the_capture_ends_the_game_when_north_is_left_empty() -> None:
    # B6 (2) -> B7, F7 (1 -> 2): relay F6, F5 (empty) -> North's F2 (3) and B2 (4).
    p = pos([0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 2, 0], [0, 0, 3, 0, 0, 0, 0, 0],
            [0, 0, 4, 0, 0, 0, 0, 0], (11, 11))
    after = apply_move(RULES, p, Move(B[6]))
    assert rows(after.position, 0) == ([0, 0, 0, 0, 0, 1, 1, 0], [0, 0, 0, 0, 0, 0, 0, 1])
    assert [e["type"] for e in after.events][:4] == ["pickup", "sow", "relay", "sow"]
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winners) == ("cannot_move", (0,))


def test_single_stones_move_last_and_only_into_an_empty_hole() -> None:
    # R-TS3: F0 -> B0 and B0 -> B1 are blocked (occupied); B1 -> B2 is open.
    p = pos([1, 0, 0, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0, 0, 0], [2] * 8, (5, 6))
    assert [m.pit for m in legal_moves(RULES, p)] == [B[1]]
    with_two = pos([1, 0, 0, 0, 0, 0, 0, 0], [1, 2, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0, 0, 0], [2] * 8, (5, 5))
    assert [m.pit for m in legal_moves(RULES, with_two)] == [B[1]]
    with pytest.raises(engine.IllegalMove) as info:
        apply_move(RULES, with_two, Move(F[0]))
    assert info.value.reason == "single-seed-blocked"


def test_a_player_left_with_blocked_single_stones_loses() -> None:
    # R-TS4: North moves; South's 16 single stones all face an occupied next hole.
    p = pos([1] * 8, [1] * 8, EMPTY, [2, 0, 0, 0, 0, 0, 0, 0], (7, 7), to_move=1)
    after = apply_move(RULES, p, Move(B[0]))
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winners) == ("cannot_move", (1,))


def test_the_new_dimensions_are_validated() -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("kalah", {"capture_targets": "front_and_back"})
    assert "options.capture_targets" in {v.path for v in info.value.violations}
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("giuthi", {"single_seed_moves_last": True})
    assert "options.single_seed_moves_last" in {v.path for v in info.value.violations}
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("tsoro", {"capture_targets": "facing_seat"})
    assert "options.cross_capture" in {v.path for v in info.value.violations}


def test_fifty_seeded_random_games_end() -> None:
    start = new_game(RULES)
    for seed in range(50):
        end, plies = engine.random_playout(RULES, start, seed)
        assert end.outcome is not None and plies < 3000
