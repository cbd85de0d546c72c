"""``engine.replay``: the same transitions as ``apply_move`` ply by ply, in linear work, charged
to a ``Budget`` once per ply (issue 9: replay rebuilt the whole history every ply).

Work is counted (positions built, budget units), never timed: ``bench/replay_scaling.py``
measures the time.
"""

from __future__ import annotations

import random

import pytest

import engine
import engine.position
import engine.transitions
from engine import LimitExceeded, Move
from engine.budget import UnitBudget
from engine.game import position_geometry
from engine.rounds import random_decision
from engine.table import Table

STALL = {"sow_own_store": False, "cross_capture": False, "max_plies": 10_000}
"""Seeds never leave the pits: the repetition history grows by one key every ply."""


def random_record(rules: engine.Rules, start: engine.Position, plies: int,
                  seed: int) -> tuple[list[Move], list[engine.Transition]]:
    rng = random.Random(seed)
    position, moves, transitions = start, [], []
    while len(moves) < plies:
        legal = engine.legal_moves(rules, position)
        if not legal:
            break
        move = legal[int(rng.random() * len(legal))]
        if move.kind is not engine.MoveKind.SOW:
            geo = position_geometry(rules, position)
            move = random_decision(rules, geo, Table.from_position(geo, position), rng)
        transition = engine.apply_move(rules, position, move)
        moves.append(move)
        transitions.append(transition)
        position = transition.position
    return moves, transitions


@pytest.mark.parametrize(("variant", "options", "plies"), [
    ("basic", STALL, 120), ("oware", {}, 200), ("giuthi", {}, 400), ("nam-nam", {}, 400), ("bao-kujifunza", {}, 60)])
def test_replay_gives_the_transitions_of_apply_move(variant: str, options: dict[str, object], plies: int) -> None:
    rules = engine.resolve_rules(variant, options)
    start = engine.new_game(rules)
    moves, expected = random_record(rules, start, plies, seed=3)
    steps = engine.replay(rules, start, moves)
    assert len(steps) == len(expected)
    assert list(steps) == expected
    assert steps == expected and steps == tuple(expected)
    assert steps[-1] == expected[-1] and steps[0] == expected[0]
    assert steps[2:5] == tuple(expected[2:5])
    for i in (0, len(moves) // 2, -1):
        assert steps.position(i) == expected[i].position
        assert steps.events(i) == expected[i].events
        assert steps.legal_moves(i) == expected[i].legal_moves
        assert steps.history_length(i) == len(expected[i].position.history)


def test_giuthi_rounds_on_shortened_boards_replay_alike() -> None:
    # Seeded games until one shortens the board between rounds.
    rules = engine.resolve_rules("giuthi")
    start = engine.new_game(rules)
    for seed in range(40):
        moves, expected = random_record(rules, start, 2000, seed)
        if any(len(t.position.pits[0]) < 6 for t in expected):
            break
    else:
        pytest.fail("no seeded Giuthi game shortened its board")
    assert list(engine.replay(rules, start, moves)) == expected


def test_a_start_history_is_carried_into_every_step() -> None:
    rules = engine.resolve_rules("basic", STALL)
    data = engine.position_to_json(engine.new_game(rules))
    data["history"] = ["0123456789abcdef", "fedcba9876543210"]
    start = engine.position_from_json(rules, data)
    moves, expected = random_record(rules, start, 50, seed=1)
    steps = engine.replay(rules, start, moves)
    assert list(steps) == expected
    first = steps.position(0).history
    assert first[:2] == ("0123456789abcdef", "fedcba9876543210") and len(first) == 3
    assert len(steps.position(-1).history) == 52


def test_replay_builds_no_position_until_one_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    built = []
    original = engine.table.Snapshot.position

    def counting(self: engine.table.Snapshot, history: tuple[str, ...]) -> engine.Position:
        built.append(len(history))
        return original(self, history)

    monkeypatch.setattr(engine.table.Snapshot, "position", counting)
    rules = engine.resolve_rules("basic", STALL)
    start = engine.new_game(rules)
    moves, _ = random_record(rules, start, 300, seed=1)
    steps = engine.replay(rules, start, moves)
    assert built == []
    final = steps[-1].position
    assert built == [300] and len(final.history) == 300  # one position, its 300 keys


def test_the_history_keys_are_converted_once_per_record(monkeypatch: pytest.MonkeyPatch) -> None:
    converted = []
    original = engine.transitions.hex_key

    def counting(key: engine.table.RepetitionKey) -> str:
        converted.append(key)
        return original(key)

    monkeypatch.setattr(engine.transitions, "hex_key", counting)
    rules = engine.resolve_rules("basic", STALL)
    start = engine.new_game(rules)
    moves, expected = random_record(rules, start, 200, seed=1)
    steps = engine.replay(rules, start, moves)
    assert [t.position for t in steps] == [t.position for t in expected]  # 200 positions, 20,100 keys
    assert len(converted) == 200


def test_replay_charges_its_budget_once_per_ply() -> None:
    rules = engine.resolve_rules("kalah")
    start = engine.new_game(rules)
    moves, _ = random_record(rules, start, 30, seed=2)
    budget = UnitBudget(30, "plies")
    engine.replay(rules, start, moves, budget=budget)
    assert budget.used == 30
    with pytest.raises(LimitExceeded) as info:
        engine.replay(rules, start, moves, budget=UnitBudget(29, "plies"))
    assert (info.value.limit, info.value.allowed) == ("plies", 29)


def test_an_illegal_move_is_still_reported_at_its_index() -> None:
    rules = engine.resolve_rules("kalah")
    start = engine.new_game(rules)
    moves, expected = random_record(rules, start, 5, seed=2)
    after = expected[-1].position
    empty = next(p for p, n in enumerate(after.pits[after.to_move]) if n == 0)
    with pytest.raises(engine.IllegalMove) as info:
        engine.replay(rules, start, [*moves, Move(empty)])
    assert (info.value.ply, info.value.reason) == (5, "empty-pit")


def test_an_empty_record_is_empty() -> None:
    rules = engine.resolve_rules("kalah")
    steps = engine.replay(rules, engine.new_game(rules), [])
    assert len(steps) == 0 and not steps and list(steps) == [] and steps == ()
    with pytest.raises(IndexError):
        steps[0]
