"""Omweso (Wikipedia Omweso; Ludii "Mweso" after Shackell 1934; the worked game lettered a–p):
the rulebook as literal positions (docs/rules/omweso.md, rulings R-OM1…R-OM7).

``pits[seat]`` = front (inner) row F0…F7 then back (outer) row B0…B7, each from the seat's own
left; South's F c faces North's F(7−c), with North's B(7−c) behind it. Anticlockwise round a seat's
own pits: B0→B7→F7→F0→B0. The worked game letters the mover's front row a–h and back row i–p
(m = B4, h = F7), the opponent's A–P the same way from the opponent's left (A = North's F0)."""

from __future__ import annotations

import pytest

import engine
from engine import (
    Move,
    apply_move,
    legal_moves,
    new_game,
    position_from_json,
    position_to_json,
)
from engine.decoding import move_from_json
from engine.encoding import move_to_json
from engine.errors import IllegalMove, InvalidOptions, InvalidPosition
from engine.game import random_playout
from engine.notation import RecordMove, format_move
from engine.position import MoveKind, Phase
from engine.records import parse_record
from engine.rules import Direction

RULES = engine.resolve_rules("omweso")
F = list(range(8))
B = [8 + c for c in range(8)]
BACK_ROWS = (0,) * 8 + (4,) * 8


def pos(south_front: list[int], south_back: list[int], north_front: list[int], north_back: list[int],
        to_move: int = 0) -> engine.Position:
    return position_from_json(RULES, {"pits": [south_front + south_back, north_front + north_back],
                                      "stores": [0, 0], "to_move": to_move})


def rows(position: engine.Position, seat: int) -> tuple[list[int], list[int]]:
    pits = list(position.pits[seat])
    return pits[:8], pits[8:]


def arrange(seeds: list[int]) -> Move:
    return Move(kind=MoveKind.ARRANGE, seeds=tuple(seeds))


# --- R-OM1: the opening arrangement -------------------------------------------------------------

def test_the_seeds_are_counted_out_four_in_each_back_row_pit_and_south_arranges_first() -> None:
    start = new_game(RULES)
    assert start.pits == (BACK_ROWS, BACK_ROWS) and RULES.total_seeds == 64
    assert start.phase is Phase.ARRANGE and start.to_move == 0
    assert position_to_json(start)["phase"] == "arrange"
    # One example (the seeds as they lie) with the constraints: arrangements cannot all be listed.
    [example] = legal_moves(RULES, start)
    assert move_to_json(example) == {
        "type": "arrange", "pits_per_side": 16, "seeds": list(BACK_ROWS),
        "constraints": "place all 32 seeds on your 16 pits (front row from your left, then the back row), "
                       "any number per pit, at least one pit with 2 or more"}


def test_each_player_arranges_their_own_seeds_then_the_first_player_sows() -> None:
    south = [4, 0, 3, 1, 0, 2, 2, 4] + [0, 5, 0, 3, 3, 0, 5, 0]
    north = [1] * 8 + [3] * 8
    first = apply_move(RULES, new_game(RULES), arrange(south))
    assert first.position.pits == (tuple(south), BACK_ROWS) and first.position.to_move == 1
    assert first.position.phase is Phase.ARRANGE
    assert first.events == ({"type": "arranged", "seat": 0, "seeds": south, "mirrored_by": None},)
    second = apply_move(RULES, first.position, arrange(north))
    assert second.position.pits == (tuple(south), tuple(north))
    assert second.position.phase is Phase.PLAY and second.position.to_move == 0 and second.position.ply == 2
    assert "phase" not in position_to_json(second.position)  # present only while arranging
    # B2 (5) sown clockwise (B1, F1, F2, F3, F4) would end in F4 (1) facing North's full F5/B5:
    # a reverse capture is open too.
    assert [move_to_json(m) for m in second.legal_moves] == [
        {"pit": 0}, {"pit": 2}, {"pit": 5}, {"pit": 6}, {"pit": 7}, {"pit": 9}, {"pit": 9, "direction": "cw"},
        {"pit": 11}, {"pit": 12}, {"pit": 14}]


def test_north_arranges_first_when_north_starts() -> None:
    start = new_game(RULES, first_player=1)
    assert start.to_move == 1 and start.phase is Phase.ARRANGE
    after = apply_move(RULES, apply_move(RULES, start, arrange([2] * 16)).position, arrange([2] * 16)).position
    assert after.to_move == 1 and after.phase is Phase.PLAY


@pytest.mark.parametrize(("seeds", "reason", "text"), [
    ([4] * 7 + [3] + [0] * 8, "invalid-arrangement", "the seeds add up to 31, not 32"),
    ([2] * 15, "invalid-arrangement", "list 16 pits, got 15"),
    ([-1, 5] + [2] * 14, "invalid-arrangement", "a pit cannot hold fewer than 0 seeds"),
])
def test_an_arrangement_must_place_every_seed_on_the_players_sixteen_pits(seeds: list[int], reason: str,
                                                                          text: str) -> None:
    with pytest.raises(IllegalMove) as info:
        apply_move(RULES, new_game(RULES), arrange(seeds))
    assert info.value.reason == reason and text in str(info.value)


def test_no_sowing_before_both_arrangements_and_no_arrangement_after() -> None:
    with pytest.raises(IllegalMove) as info:
        apply_move(RULES, new_game(RULES), Move(B[4]))
    assert info.value.reason == "round-decision-required"
    assert "the game opens with the arrangement" in str(info.value)
    playing = pos([0] * 8, [4] * 8, [0] * 8, [4] * 8)
    with pytest.raises(IllegalMove) as info:
        apply_move(RULES, playing, arrange([4] * 8 + [0] * 8))
    assert info.value.reason == "no-round-decision"


def test_an_arranging_position_is_checked() -> None:
    ok = {"pits": [[2] * 16, list(BACK_ROWS)], "stores": [0, 0], "to_move": 1, "ply": 1, "phase": "arrange"}
    assert position_from_json(RULES, ok).phase is Phase.ARRANGE
    with pytest.raises(InvalidPosition) as info:  # the arrangement is the first two plies only
        position_from_json(RULES, {**ok, "ply": 2})
    assert {v.path for v in info.value.violations} == {"position.phase"}
    with pytest.raises(InvalidPosition) as info:  # each player holds 32 before play
        position_from_json(RULES, {**ok, "pits": [[2] * 15 + [3], [4] * 7 + [3] + [0] * 8]})
    assert {v.path for v in info.value.violations} == {"position.pits"}
    hus = engine.resolve_rules("hus")
    with pytest.raises(InvalidPosition):  # a game without the opening has no phase
        position_from_json(hus, {"pits": [[0, 0, 0, 0, 2, 2, 2, 2] + [2] * 8] * 2, "stores": [0, 0],
                                 "to_move": 0, "phase": "arrange"})


# --- sowing, relays, captures (R-OM2 … R-OM4) ---------------------------------------------------

def test_sowing_relays_anticlockwise_until_an_empty_pit() -> None:
    # B6 (3) → B7, F7, F6; F6 held 2: relay 3 → F5, F4, F3 (empty). North has no full column.
    p = pos([0, 0, 0, 0, 0, 0, 2, 0], [0, 0, 0, 0, 0, 0, 3, 0], [9, 9, 9, 9, 9, 9, 0, 0], [0] * 6 + [1, 4])
    t = apply_move(RULES, p, Move(B[6]))
    assert rows(t.position, 0) == ([0, 0, 0, 1, 1, 1, 0, 1], [0, 0, 0, 0, 0, 0, 0, 1])
    assert [e["type"] for e in t.events] == ["pickup", "sow", "relay", "sow"]
    assert t.position.to_move == 1


def test_a_lap_of_sixteen_or_more_sows_into_its_own_pit() -> None:
    # R-OM2: B0 (16) → B1…B7, F7…F0 and the 16th seed into B0 itself, now empty: the turn is over.
    p = pos([0] * 8, [16, 0, 0, 0, 0, 0, 0, 0], [9, 9, 9, 9, 0, 0, 0, 0], [0, 0, 0, 0, 6, 6, 0, 0])
    t = apply_move(RULES, p, Move(B[0]))
    assert rows(t.position, 0) == ([1] * 8, [1] * 8)
    assert t.events[1]["path"][-1] == {"seat": 0, "pit": B[0]} and len(t.events) == 2


def test_the_worked_game_double_capture_sown_again_from_m() -> None:
    # "Lower chooses to play the 4 seeds from m. He sows them into n, o, p and the last one into h
    # ... he captures Upper's vulnerable seeds in A and I. He takes these 6 seeds and sows them
    # anti-clockwise from the hole from which he scooped the capturing seeds: n, o, p, h, g, f. He has
    # now captured C and K. He takes these 6 captured seeds and plays them again from m."
    p = pos([0, 0, 0, 0, 0, 1, 0, 1], [0, 0, 0, 0, 4, 0, 0, 0], [3, 0, 3, 0, 2, 0, 0, 0], [3, 9, 3, 9, 0, 9, 9, 8])
    t = apply_move(RULES, p, Move(B[4]))
    captures = [e for e in t.events if e["type"] == "capture"]
    assert [(c["count"], c["pits"]) for c in captures] == [
        (6, [{"seat": 1, "pit": 0}, {"seat": 1, "pit": 8}]), (6, [{"seat": 1, "pit": 2}, {"seat": 1, "pit": 10}])]
    resown = [e for e in t.events if e["type"] == "captured_resown"]
    assert resown == [{"type": "captured_resown", "kichwa": {"seat": 0, "pit": B[5]}, "direction": "ccw"}] * 2
    paths = [[step["pit"] for step in e["path"]] for e in t.events if e["type"] == "sow"]
    n_o_p_h_g_f = [B[5], B[6], B[7], F[7], F[6], F[5]]
    assert paths == [n_o_p_h_g_f[:4], n_o_p_h_g_f, n_o_p_h_g_f, [F[4], F[3], F[2]]]
    # f's column is empty after the second capture: f relays its 3 seeds to e, d, c (empty).
    assert rows(t.position, 0) == ([0, 0, 1, 1, 1, 0, 2, 4], [0, 0, 0, 0, 0, 3, 3, 3])
    assert rows(t.position, 1) == ([0, 0, 0, 0, 2, 0, 0, 0], [0, 9, 0, 9, 0, 9, 9, 8])
    assert sum(map(sum, t.position.pits)) == 64


def test_a_capture_needs_both_of_the_opponents_pits_of_the_column() -> None:
    # R-OM4: h (F7) lands occupied, North's F0 holds 3 but B0 is empty: no capture, h relays.
    p = pos([0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 4, 0, 0, 0], [3, 0, 0, 0, 2, 0, 0, 0], [0, 9, 9, 9, 9, 9, 9, 0])
    t = apply_move(RULES, p, Move(B[4]))
    assert "capture" not in [e["type"] for e in t.events]
    assert t.events[2] == {"type": "relay", "seat": 0, "pit": F[7], "count": 2, "direction": "ccw"}


# --- R-OM5: reverse captures ----------------------------------------------------------------------

REVERSE = ([0, 0, 1, 0, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 1, 0, 0], [0, 9, 9, 9, 9, 1, 9, 11])


def test_the_worked_game_reverse_capture_from_i_clockwise_round_to_c() -> None:
    # "Lower can choose to reverse capture by playing the 3 seeds from i clockwise round to c to
    # capture the 2 seeds in FN."
    p = pos(*REVERSE)
    assert [move_to_json(m) for m in legal_moves(RULES, p)] == [{"pit": B[0]}, {"pit": B[0], "direction": "cw"}]
    t = apply_move(RULES, p, move_from_json(RULES, {"pit": B[0], "direction": "cw"}))
    assert t.events[1]["path"] == [{"seat": 0, "pit": F[0]}, {"seat": 0, "pit": F[1]}, {"seat": 0, "pit": F[2]}]
    assert t.events[2] == {"type": "capture", "kind": "column", "by": 0, "count": 2,
                           "pits": [{"seat": 1, "pit": 5}, {"seat": 1, "pit": 13}]}
    # The captured seeds go anticlockwise from the pit after i: j, k (empty): the turn is over.
    assert t.events[3] == {"type": "captured_resown", "kichwa": {"seat": 0, "pit": B[1]}, "direction": "ccw"}
    assert rows(t.position, 0) == ([1, 1, 2, 0, 0, 0, 0, 0], [0, 1, 1, 0, 0, 0, 0, 0])
    assert rows(t.position, 1) == ([2, 0, 0, 0, 0, 0, 0, 0], [0, 9, 9, 9, 9, 0, 9, 11])
    assert format_move(RecordMove.from_move(Move(B[0], Direction.CW), RULES, 0), RULES) == "B1<"


def test_a_reverse_move_must_capture_with_its_first_lap_from_a_left_hand_pit() -> None:
    # i (B0) clockwise with c empty would not capture; F3 is not a left-hand pit.
    p = pos([0, 0, 0, 2, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 1, 0, 0], [0, 9, 9, 9, 9, 1, 9, 10])
    assert [move_to_json(m) for m in legal_moves(RULES, p)] == [{"pit": F[3]}, {"pit": B[0]}]
    for pit in (B[0], F[3]):
        with pytest.raises(IllegalMove) as info:
            apply_move(RULES, p, Move(pit, Direction.CW))
        assert info.value.reason == "reverse-capture-only"
    # The game's own direction may be named or left out.
    assert apply_move(RULES, p, Move(B[0], Direction.CCW)).position == apply_move(RULES, p, Move(B[0])).position


def test_reverse_capture_pits_are_validated() -> None:
    with pytest.raises(InvalidOptions) as info:
        engine.resolve_rules("omweso", {"reverse_capture_pits": [9, 1]})
    assert {v.path for v in info.value.violations} == {"options.reverse_capture_pits"}
    with pytest.raises(InvalidOptions) as info:
        engine.resolve_rules("kalah", {"reverse_capture_pits": [0], "captured_sown_from": "lap_start"})
    assert {v.path for v in info.value.violations} == {"options.reverse_capture_pits", "options.captured_sown_from"}
    with pytest.raises(InvalidOptions) as info:
        engine.resolve_rules("giuthi", {"opening_arrangement": True})
    assert {v.path for v in info.value.violations} == {"options.opening_arrangement"}


# --- R-OM6: the end ---------------------------------------------------------------------------------

def test_the_player_left_with_single_seeds_loses() -> None:
    # South's F5 (2) → F4, F3 (empty): North holds single seeds only and cannot move.
    p = pos([0, 0, 0, 0, 0, 2, 0, 0], [9, 9, 9, 9, 9, 9, 0, 0], [1, 1, 1, 1, 0, 0, 0, 0], [1, 1, 1, 1, 0, 0, 0, 0])
    t = apply_move(RULES, p, Move(F[5]))
    assert t.position.outcome is not None
    assert (t.position.outcome.reason, t.position.outcome.winners) == ("cannot_move", (0,))
    assert t.legal_moves == ()


def test_records_write_the_arrangements_and_reverse_captures() -> None:
    text = ('[Variant "omweso"]\n[Result "*"]\n\n1. arrange:0-0-0-0-0-0-0-0-4-4-4-4-4-4-4-4 '
            'arrange:4-4-4-4-4-4-4-4-0-0-0-0-0-0-0-0 2. B5 F8 *\n')
    record = parse_record(text)
    assert [m.kind for m in record.moves] == ["arrange", "arrange", "sow", "sow"]
    assert record.moves[1].seeds == (4,) * 8 + (0,) * 8
    with pytest.raises(engine.RecordSyntaxError):
        parse_record(text.replace("2. B5", "2. B5>"))  # the game's own direction is not marked


def test_random_games_end_and_conserve_the_seeds() -> None:
    for seed in range(20):
        end, plies = random_playout(RULES, new_game(RULES, seed % 2), seed)
        assert end.outcome is not None and end.outcome.reason in ("cannot_move", "repetition", "move_limit")
        assert sum(map(sum, end.pits)) == 64 and plies >= 3
