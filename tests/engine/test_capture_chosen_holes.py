"""``capture_chosen_holes`` (docs/rulings.md, "Holes chosen after a capture"): after a capture across the
capturer takes holes of the opponent's of their choice, one ``take`` move a ply (phase ``take``,
``takes_left``), before the turn passes. Tsoro's board (docs/rules/tsoro.md): ``pits[seat]`` = front
row F0…F7 then back row B0…B7, each from the seat's own left."""

from __future__ import annotations

import dataclasses

import pytest

import engine
from engine import Move, apply_move, legal_moves, position_from_json, position_to_json
from engine.errors import IllegalMove, InvalidMove, InvalidPosition
from engine.notation import RecordMove, format_move, parse_move
from engine.position import MoveKind, Phase
from engine.rules import CaptureTargets, ChosenHolesAfter

TSORO = engine.resolve_rules("tsoro")
TWO = dataclasses.replace(TSORO, capture_chosen_holes=2)
BOTH = dataclasses.replace(TWO, capture_chosen_after=ChosenHolesAfter.FRONT_AND_BACK)
EMPTY = [0] * 8


def pos(rules: engine.Rules, south: list[int], north: list[int], stores: tuple[int, int], **extra: object) -> engine.Position:
    return position_from_json(rules, {"pits": [south, north], "stores": list(stores), "to_move": 0, **extra})


# South B6 (2) -> B7, F7 (empty): North's F0 (3) and B0 (4) behind it are taken (Tsoro R-TS2).
SOUTH = EMPTY + [0, 0, 0, 0, 0, 0, 2, 1]
NORTH = [3, 0, 0, 0, 0, 0, 0, 2] + [4, 1, 0, 0, 0, 0, 0, 0]


def take(pit: int) -> Move:
    return Move(pit, side=1, kind=MoveKind.TAKE)


def test_a_capture_earns_holes_taken_one_a_ply_then_the_turn_passes() -> None:
    after = apply_move(TWO, pos(TWO, SOUTH, NORTH, (10, 9)), Move(14))
    p = after.position
    assert (p.phase, p.takes_left, p.to_move, p.stores) == (Phase.TAKE, 2, 0, (17, 9))
    assert list(after.legal_moves) == [take(7), take(9)] == list(legal_moves(TWO, p))
    assert after.agreement_moves == ()
    first = apply_move(TWO, p, take(9))
    assert (first.position.phase, first.position.takes_left, first.position.to_move) == (Phase.TAKE, 1, 0)
    assert [e for e in first.events if e["type"] == "capture"] == [
        {"type": "capture", "kind": "chosen", "by": 0, "count": 1, "pits": [{"seat": 1, "pit": 9}]}]
    second = apply_move(TWO, first.position, take(7)).position
    assert (second.phase, second.takes_left, second.to_move, second.stores) == (Phase.PLAY, 0, 1, (20, 9))
    assert second.pits[1] == tuple([0] * 16)  # North has nothing left: the game is over
    assert second.outcome is not None and second.outcome.winner == 0


def test_the_takes_stop_when_the_opponent_has_no_seeds_left() -> None:
    north = [3, 0, 0, 0, 0, 0, 0, 0] + [4, 1, 0, 0, 0, 0, 0, 0]
    p = apply_move(TWO, pos(TWO, SOUTH, north, (12, 9)), Move(14)).position
    assert (p.phase, p.takes_left) == (Phase.TAKE, 2)
    done = apply_move(TWO, p, take(9)).position
    assert done.is_finished and done.stores == (20, 9) and done.takes_left == 0


def test_front_and_back_needs_both_holes_of_the_column() -> None:
    north = [3, 0, 0, 0, 0, 0, 0, 2] + [0, 5, 0, 0, 0, 0, 0, 0]  # the back hole behind F0 is empty
    front_only = apply_move(BOTH, pos(BOTH, SOUTH, north, (10, 9)), Move(14)).position
    assert (front_only.phase, front_only.to_move, front_only.stores) == (Phase.PLAY, 1, (13, 9))
    both = apply_move(BOTH, pos(BOTH, SOUTH, NORTH, (10, 9)), Move(14)).position
    assert (both.phase, both.takes_left) == (Phase.TAKE, 2)


def test_the_phase_on_the_wire_and_its_refusals() -> None:
    p = apply_move(TWO, pos(TWO, SOUTH, NORTH, (10, 9)), Move(14)).position
    wire = position_to_json(p)
    assert (wire["phase"], wire["takes_left"]) == ("take", 2)
    assert position_from_json(TWO, wire) == p
    assert "takes_left" not in position_to_json(engine.new_game(TWO))
    assert engine.move_to_json(take(9)) == {"type": "take", "pit": 9, "side": 1}
    assert engine.move_from_json(TWO, {"type": "take", "pit": 9}) == Move(9, kind=MoveKind.TAKE)
    with pytest.raises(IllegalMove) as sow:
        apply_move(TWO, p, Move(0))
    assert sow.value.reason == "take-required"
    with pytest.raises(IllegalMove) as empty:
        apply_move(TWO, p, take(3))
    assert empty.value.reason == "invalid-take"
    with pytest.raises(IllegalMove) as early:
        apply_move(TWO, engine.new_game(TWO), take(8))
    assert early.value.reason == "no-take"
    with pytest.raises(InvalidPosition) as bad:
        position_from_json(TWO, {**wire, "takes_left": 3})
    assert [v.path for v in bad.value.violations] == ["position.takes_left"]
    with pytest.raises(InvalidPosition) as other:
        position_from_json(TSORO, wire)
    assert {v.path for v in other.value.violations} == {"position.phase", "position.takes_left"}
    with pytest.raises(InvalidMove) as none:
        engine.move_from_json(TSORO, {"type": "take", "pit": 9})
    assert [v.path for v in none.value.violations] == ["move.type"]


def test_records_write_a_take_as_x_and_the_opponents_hole() -> None:
    token = RecordMove.from_move(take(9), 0, "bao")
    assert format_move(token, TWO) == "xB2"
    assert parse_move("xB2", TWO, 1, 1).to_move(0, 2) == take(9)


def test_validation() -> None:
    def paths(**options: object) -> list[str]:
        return [v.path for v in dataclasses.replace(TSORO, **options).problems()]  # type: ignore[arg-type]

    assert paths(capture_chosen_holes=6) == ["capture_chosen_holes"]
    assert paths(capture_chosen_after=ChosenHolesAfter.FRONT_AND_BACK) == ["capture_chosen_after"]
    assert paths(capture_chosen_holes=1, capture_chosen_after=ChosenHolesAfter.FRONT_AND_BACK,
                 capture_targets=CaptureTargets.OPPOSITE) == ["capture_chosen_after"]
    assert paths(capture_chosen_holes=1, cross_capture=False) == ["capture_chosen_holes"]
    one_row = engine.Rules(capture_chosen_holes=1, capture_chosen_after=ChosenHolesAfter.FRONT_ROW_END)
    assert [v.path for v in one_row.problems()] == ["capture_chosen_after"]


def test_a_proposal_to_end_waits_through_the_takes() -> None:
    # South proposes, then captures: the takes are still South's move; North may accept after them.
    north = [3, 0, 0, 0, 0, 0, 0, 2] + [4, 1, 0, 0, 0, 0, 3, 0]
    proposed = apply_move(TWO, pos(TWO, SOUTH, north, (8, 8)), Move(kind=MoveKind.PROPOSE_END)).position
    p = apply_move(TWO, proposed, Move(14)).position
    assert (p.phase, p.end_proposed_by) == (Phase.TAKE, (0,))
    assert engine.agreement_moves(TWO, p) == () and position_from_json(TWO, position_to_json(p)) == p
    p = apply_move(TWO, apply_move(TWO, p, take(9)).position, take(7)).position
    assert (p.phase, p.to_move, p.end_proposed_by) == (Phase.PLAY, 1, (0,))
    assert engine.agreement_moves(TWO, p) == (Move(kind=MoveKind.ACCEPT_END),)
