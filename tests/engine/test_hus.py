"""ǁHus (Wikipedia ǁHus; Townshend via Ludii "Hus (Damara)"): the rulebook as literal positions.

``pits[seat]`` = front (inner) row F0…F7 then back (outer) row B0…B7, each from the seat's own
left; South's F c faces North's F(7−c), with North's B(7−c) behind it. Anticlockwise round a seat's
own pits: B0→B7→F7→F0→B0."""

from __future__ import annotations

import pytest

import engine
from engine import Move, apply_move, legal_moves, new_game, position_from_json
from engine.analysis import analyse
from engine.game import random_playout
from engine.notation import RecordMove, format_move
from engine.records import parse_record

RULES = engine.resolve_rules("hus")
F = list(range(8))
B = [8 + c for c in range(8)]


def pos(south_front: list[int], south_back: list[int], north_front: list[int], north_back: list[int],
        rules: engine.Rules = RULES, to_move: int = 0) -> engine.Position:
    return position_from_json(rules, {"pits": [south_front + south_back, north_front + north_back],
                                      "stores": [0, 0], "to_move": to_move})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:8], pits[8:]


def kinds(events: tuple[engine.Event, ...]) -> list[str]:
    return [e["type"] for e in events]


# --- board and start ----------------------------------------------------------------------------

def test_start_back_rows_and_the_four_rightmost_front_pits_hold_two_seeds_48_in_all() -> None:
    start = new_game(RULES)
    assert start.pits == ((0, 0, 0, 0, 2, 2, 2, 2) + (2,) * 8,) * 2
    assert RULES.total_seeds == 48 and start.stores == (0, 0)
    # Only pits of 2 or more can move; the direction is fixed (no direction in the move).
    assert [m.pit for m in legal_moves(RULES, start)] == [*F[4:], *B]
    assert all(m.direction is None for m in legal_moves(RULES, start))


def test_start_follows_seeds_per_pit() -> None:
    rules = engine.resolve_rules("hus", {"seeds_per_pit": 3})
    assert new_game(rules).pits[1] == (0, 0, 0, 0, 3, 3, 3, 3) + (3,) * 8 and rules.total_seeds == 72


# --- sowing and relays ----------------------------------------------------------------------------

def test_opening_sows_anticlockwise_into_the_front_row_and_relays_until_an_empty_pit() -> None:
    # B7 (2) → F7, F6; F6 held 2: its 3 seeds relay → F5, F4, F3; F3 was empty: the turn is over.
    t = apply_move(RULES, new_game(RULES), Move(B[7]))
    assert rows(t.position, 0) == ([0, 0, 0, 1, 3, 3, 0, 3], [2, 2, 2, 2, 2, 2, 2, 0])
    assert t.position.pits[1] == new_game(RULES).pits[1] and t.position.to_move == 1
    assert kinds(t.events) == ["pickup", "sow", "relay", "sow"]
    assert t.events[2] == {"type": "relay", "seat": 0, "pit": 6, "count": 3, "direction": "ccw"}


def test_sowing_goes_from_the_front_rows_left_end_into_the_back_row() -> None:
    p = pos([3, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 5, 5, 5, 5, 1], [0, 0, 0, 0, 2, 2, 2, 2], [2] * 8)
    t = apply_move(RULES, p, Move(F[0]))
    assert rows(t.position, 0) == ([0] * 8, [1, 1, 1, 5, 5, 5, 5, 1])
    assert t.events[1]["path"] == [{"seat": 0, "pit": B[0]}, {"seat": 0, "pit": B[1]}, {"seat": 0, "pit": B[2]}]


def test_an_occupied_back_row_pit_relays_it_never_captures() -> None:
    # B2 (2) → B3, B4; B4 held 1: relay 2 → B5, B6 (empty). North's columns are all full.
    p = pos([0] * 8, [0, 0, 2, 0, 1, 0, 0, 0], [3] * 8, [3] * 7 + [0])
    t = apply_move(RULES, p, Move(B[2]))
    assert rows(t.position, 0) == ([0] * 8, [0, 0, 0, 1, 0, 1, 1, 0])
    assert "capture" not in kinds(t.events) and t.position.pits[1] == p.pits[1]


# --- captures -------------------------------------------------------------------------------------

def test_capture_takes_both_pits_of_the_facing_column_and_sows_them_on_from_the_next_pit() -> None:
    # F5 (2) → F4, F3; F3 was occupied and faces North's F4 (1) with B4 (3) behind it: both are
    # taken (4) and sown on from F2: F2, F1, F0, B0 — B0 was empty, the turn is over.
    p = pos([0, 0, 0, 1, 0, 2, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 1, 0, 0, 0], [6, 6, 6, 6, 3, 5, 5, 6])
    t = apply_move(RULES, p, Move(F[5]))
    assert rows(t.position, 0) == ([1, 1, 1, 2, 1, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 1])
    assert rows(t.position, 1) == ([0] * 8, [6, 6, 6, 6, 0, 5, 5, 6])
    assert kinds(t.events) == ["pickup", "sow", "capture", "sow"]
    assert t.events[2] == {"type": "capture", "kind": "column", "by": 0, "count": 4,
                           "pits": [{"seat": 1, "pit": F[4]}, {"seat": 1, "pit": B[4]}]}
    assert t.events[3]["path"][0] == {"seat": 0, "pit": F[2]}
    # The capturing pit keeps its seeds; no seed leaves the board.
    assert t.position.pits[0][F[3]] == 2 and t.position.stores == (0, 0)
    assert sum(map(sum, t.position.pits)) == 48


def test_no_capture_when_the_back_pit_of_the_column_is_empty_the_pit_relays() -> None:
    # As above but North's B4 is empty: F3 (now 2) relays → F2, F1 (empty).
    p = pos([0, 0, 0, 1, 0, 2, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 1, 0, 0, 0], [6, 7, 7, 7, 0, 5, 5, 6])
    t = apply_move(RULES, p, Move(F[5]))
    assert rows(t.position, 0) == ([0, 1, 1, 0, 1, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1])
    assert kinds(t.events) == ["pickup", "sow", "relay", "sow"] and t.position.pits[1] == p.pits[1]


def test_no_capture_when_the_front_pit_of_the_column_is_empty() -> None:
    p = pos([0, 0, 0, 1, 0, 2, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0, 0, 0], [6, 6, 6, 6, 3, 5, 5, 6])
    t = apply_move(RULES, p, Move(F[5]))
    assert "capture" not in kinds(t.events) and t.position.pits[1] == p.pits[1]


def test_the_lap_of_captured_seeds_can_capture_again() -> None:
    # F5 (2) → F4, F3: capture North's F4 + B4 (1 + 1), sown F2, F1; F1 was occupied and faces
    # North's F6 (1) with B6 (2): capture 3 more, sown F0, B0, B1 — B1 was empty.
    p = pos([0, 1, 0, 1, 0, 2, 0, 0], [0] * 8, [0, 0, 0, 0, 1, 0, 1, 0], [7, 7, 7, 6, 1, 6, 2, 6])
    t = apply_move(RULES, p, Move(F[5]))
    assert rows(t.position, 0) == ([1, 2, 1, 2, 1, 0, 0, 0], [1, 1, 0, 0, 0, 0, 0, 0])
    assert rows(t.position, 1) == ([0] * 8, [7, 7, 7, 6, 0, 6, 0, 6])
    assert [e["count"] for e in t.events if e["type"] == "capture"] == [2, 3]
    assert kinds(t.events) == ["pickup", "sow", "capture", "sow", "capture", "sow"]


def test_a_lap_of_captured_seeds_ending_in_an_occupied_pit_without_capture_relays() -> None:
    # Capture 2 at F3, sown F2, F1; F1 (1 → 2) faces an empty column: relay 2 → F0, B0 (empty).
    p = pos([0, 1, 0, 1, 0, 2, 0, 0], [0] * 8, [0, 0, 0, 0, 1, 0, 0, 0], [7, 7, 7, 7, 1, 7, 1, 6])
    t = apply_move(RULES, p, Move(F[5]))
    assert kinds(t.events) == ["pickup", "sow", "capture", "sow", "relay", "sow"]
    assert rows(t.position, 0) == ([1, 0, 1, 2, 1, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0])


def test_option_front_occupied_captures_the_front_pit_alone() -> None:
    rules = engine.resolve_rules("hus", {"column_capture": "front_occupied"})
    p = pos([0, 0, 0, 1, 0, 2, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 1, 0, 0, 0], [6, 7, 7, 7, 0, 5, 5, 6],
            rules)
    t = apply_move(rules, p, Move(F[5]))
    assert t.events[2] == {"type": "capture", "kind": "column", "by": 0, "count": 1,
                           "pits": [{"seat": 1, "pit": F[4]}]}
    # The one captured seed is sown into F2, which was empty: the turn is over.
    assert rows(t.position, 0) == ([0, 0, 1, 2, 1, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1])


# --- the end --------------------------------------------------------------------------------------

def test_the_player_who_cannot_move_loses() -> None:
    # South B0 (2) → B1, B2 (empty). North holds single seeds only: North cannot move and loses.
    p = pos([0] * 8, [2, 0, 0, 6, 6, 6, 6, 6], [1] * 8, [1] * 8)
    t = apply_move(RULES, p, Move(B[0]))
    o = t.position.outcome
    assert o is not None and (o.reason, o.winners, o.scores) == ("cannot_move", (0,), (0, 0))
    assert t.position.to_move == 1 and legal_moves(RULES, t.position) == ()
    assert position_from_json(RULES, engine.position_to_json(t.position)) == t.position


def test_option_min_seeds_1_lets_single_seeds_move() -> None:
    rules = engine.resolve_rules("hus", {"min_seeds_to_move": 1})
    p = pos([0] * 8, [2, 0, 0, 6, 6, 6, 6, 6], [1] * 8, [1] * 8, rules)
    t = apply_move(rules, p, Move(B[0]))
    assert t.position.outcome is None and len(legal_moves(rules, t.position)) == 16


def test_single_seeds_cannot_be_moved() -> None:
    p = pos([0] * 8, [2, 0, 0, 6, 6, 6, 6, 6], [1] * 8, [1] * 8)
    with pytest.raises(engine.IllegalMove):
        apply_move(RULES, p, Move(B[1]))
    assert [m.pit for m in legal_moves(RULES, p)] == [B[0], *B[3:]]


# --- the new rule dimensions are validated ----------------------------------------------------------

@pytest.mark.parametrize(("options", "path"), [
    ({"start_empty_pits": [3, 1]}, "options.start_empty_pits"),
    ({"start_empty_pits": [16]}, "options.start_empty_pits"),
    ({"start_empty_pits": list(range(16))}, "options.start_empty_pits"),
    ({"laps": "single"}, "options.column_capture"),
])
def test_impossible_options_are_refused(options: dict[str, object], path: str) -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("hus", options)
    assert path in {v.path for v in info.value.violations}


def test_column_capture_needs_an_own_seat_ring_and_empty_pits_need_one_game() -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("kalah", {"column_capture": "both_occupied"})
    assert "options.column_capture" in {v.path for v in info.value.violations}
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules("giuthi", {"start_empty_pits": [0]})
    assert "options.start_empty_pits" in {v.path for v in info.value.violations}
    assert engine.resolve_rules("kalah", {"start_empty_pits": [0, 5]}).total_seeds == 32


def test_positions_must_hold_the_48_seeds() -> None:
    with pytest.raises(engine.InvalidPosition):
        pos([0] * 8, [2] * 8, [0] * 8, [2] * 8)


# --- records, analysis, random play -----------------------------------------------------------------

def test_records_name_the_pits_front_and_back_without_a_direction_mark() -> None:
    assert format_move(RecordMove("sow", B[7], 0), RULES) == "B8"
    record = parse_record('[Variant "hus"]\n[Result "*"]\n\n1. B8 F8 *\n')
    assert [m.pit for m in record.moves] == [B[7], F[7]]
    with pytest.raises(engine.RecordSyntaxError):
        parse_record('[Variant "hus"]\n[Result "*"]\n\n1. B8> *\n')


def test_analysis_answers_a_legal_move() -> None:
    start = new_game(RULES)
    answer = analyse(RULES, start, level=10)
    assert answer.choice in legal_moves(RULES, start)


def test_200_seeded_random_games_end_and_keep_48_seeds_on_the_board() -> None:
    reasons = set()
    for seed in range(200):
        end, plies = random_playout(RULES, new_game(RULES), seed)
        assert end.outcome is not None and plies < RULES.max_plies
        assert sum(map(sum, end.pits)) == 48 and end.stores == (0, 0)
        reasons.add(end.outcome.reason)
    assert "cannot_move" in reasons
