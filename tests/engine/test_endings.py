"""Every way a game ends, under every split rule, in every variant: the outcome the kernel
writes is the one the codec takes back (issue 10 §6).

``mancala-hybrid`` with ``max_plies=10`` ended most games by the move limit as a declared draw
(``cycle_split=draw``) with unequal stores, and ``position_from_json`` refused that very
position ("winners must be [0]"). The rule (recorded in the hybrid's rules document, R-H1): the
move limit, like a repetition and an agreement, shares the seeds left by ``cycle_split``, so under
``draw`` all three are declared draws; any other ending is decided by the stores (or, in Bao, by
the loser's condition). Each ending is constructed here, for each split rule the variant accepts."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from engine import Move, Position, Rules, apply_move, position_from_json, position_to_json
from engine.ending import REASONS
from engine.game import position_geometry
from engine.table import Table, hex_key
from tools.rule_properties import check_outcome

SPLITS = ("own_side", "halves", "discard", "draw")
SHARED = ("repetition", "move_limit", "agreement")


def resolved(variant: str, options: dict[str, Any]) -> Rules | None:
    try:
        return engine.resolve_rules(variant, options)
    except engine.InvalidOptions:
        return None


CASES = [(v, split) for v in engine.variant_ids() for split in SPLITS if resolved(v, {"cycle_split": split})]
IDS = [f"{v}-{split}" for v, split in CASES]


def round_trips(rules: Rules, position: Position) -> None:
    data = position_to_json(position)
    assert position_from_json(rules, data) == position, data
    if position.is_finished:
        check_outcome(rules, position)


def first_moves(rules: Rules, position: Position, seed: int) -> Position:
    """Play seeded random legal moves (round decisions included) until the game is over."""
    rng = random.Random(seed)
    while not position.is_finished:
        legal = engine.legal_moves(rules, position)
        position = apply_move(rules, position, legal[rng.randrange(len(legal))]).position
    return position


def test_the_cases_cover_every_variant_and_split() -> None:
    assert {v for v, _ in CASES} == set(engine.variant_ids())
    # Matches of rounds count every seed at the end of a round: own_side and halves only.
    assert [s for v, s in CASES if v == "giuthi"] == ["own_side", "halves"]
    assert [s for v, s in CASES if v == "oware"] == list(SPLITS)


@pytest.mark.parametrize(("variant", "split"), CASES, ids=IDS)
def test_agreement_ends_are_taken_back(variant: str, split: str) -> None:
    rules = engine.resolve_rules(variant, {"cycle_split": split})
    position = engine.new_game(rules)
    for _ in range(200):
        if position.is_finished:
            break
        offered = engine.agreement_moves(rules, position)
        move = offered[0] if offered else engine.legal_moves(rules, position)[0]
        step = apply_move(rules, position, move)
        position = step.position
        round_trips(rules, position)
    assert position.is_finished and position.outcome is not None
    if rules.rounds.value == "none":
        assert position.outcome.reason == "agreement"
        assert (position.outcome.winners == rules.players) == (split == "draw" or len(set(position.stores)) == 1)


@pytest.mark.parametrize(("variant", "split"), CASES, ids=IDS)
def test_move_limit_ends_are_taken_back(variant: str, split: str) -> None:
    rules = engine.resolve_rules(variant, {"cycle_split": split, "max_plies": 10})
    reasons = set()
    for seed in range(6):
        end = first_moves(rules, engine.new_game(rules, rules.players[seed % len(rules.players)]), seed)
        round_trips(rules, end)
        assert end.outcome is not None
        reasons.add(end.outcome.reason)
        if end.outcome.reason == "move_limit" and split == "draw":
            assert end.outcome.winners == rules.players and end.outcome.draw
    assert "move_limit" in reasons


def repeating_move(rules: Rules, seed: int) -> tuple[Position, Move, Position]:
    """A playing position, a move that does not change any store (nor make a wegue: marks only grow,
    so a move making one starts the history afresh), and the position it gives."""
    rng = random.Random(seed)
    position = engine.new_game(rules)
    for _ in range(400):
        legal = engine.legal_moves(rules, position)
        for move in legal:
            after = apply_move(rules, position, move).position
            # both in play: an arrangement (Omweso's opening) starts the game's history afresh, and
            # so does a direction chosen to be kept (direction_kept: Namudilakunze)
            # (and a wegue made, Nambayi's closed holes)
            if (after.stores == position.stores and after.wegue == position.wegue and not after.is_finished
                    and after.phase.value == "play" and position.phase.value == "play"
                    and after.directions == position.directions):
                return position, move, after
        position = apply_move(rules, position, legal[rng.randrange(len(legal))]).position
        if position.is_finished:
            position = engine.new_game(rules)
    raise AssertionError("no store-neutral move found")


# Every Congkak move changes a store (tests/engine/test_congkak.py), so no position repeats; its
# repetition end is reached with the capture that leaves the lone seed in the house.
STORE_NEUTRAL_OPTIONS: dict[str, dict[str, Any]] = {"congkak": {"empty_capture": False},
                                                   "chonka": {"empty_capture": False, "sow_own_store": False},
                                                   # Sokusowó: every lap's first seed goes into a store
                                                   "sokusowo": {"origin": "sow_into"}}


@pytest.mark.parametrize(("variant", "split"), CASES, ids=IDS)
def test_repetition_ends_are_taken_back(variant: str, split: str) -> None:
    rules = engine.resolve_rules(variant, {"cycle_split": split, "repetition_count": 1,
                                           **STORE_NEUTRAL_OPTIONS.get(variant, {})})
    before, move, after = repeating_move(rules, 0)
    # The position the move leads to has been seen before: it ends the game (or the round) at once.
    geo = position_geometry(rules, after)
    seen = hex_key(Table.from_position(geo, after).key(geo))
    start = position_from_json(rules, {**position_to_json(before), "history": [*before.history, seen]})
    step = apply_move(rules, start, move)
    ends = [e for e in step.events if e["type"] in ("game_end", "round_end")]
    assert ends and ends[0]["reason"] == "repetition"
    round_trips(rules, step.position)
    if rules.rounds.value == "none":
        outcome = step.position.outcome
        assert outcome is not None and outcome.reason == "repetition"
        if split == "draw":
            assert outcome.winners == rules.players


# Every other ending, found by seeded random games under options that make it likely.
OTHER_ENDINGS: list[tuple[str, dict[str, Any], int]] = [
    ("kalah", {}, 20), ("basic", {}, 20), ("kalah", {"min_seeds_to_move": 2}, 20),
    ("oware", {}, 20), ("oware", {"grand_slam": "forbidden", "seeds_per_pit": 2, "pits_per_side": 3}, 60),
    ("oware", {"grand_slam": "opponent_gets_remaining", "seeds_per_pit": 2, "pits_per_side": 3}, 40),
    ("oware", {"last_seeds_to_capturer": 4}, 20),
    ("ayoayo", {}, 20), ("mancala-hybrid", {}, 20), ("multiplayer", {}, 10), ("mancala-for-4", {}, 10),
    ("bao-kujifunza", {}, 20), ("giuthi", {}, 10), ("nam-nam", {"max_rounds": 1}, 10),
    ("giuthi", {"seeds_per_pit": 1, "pits_per_side": 2, "min_seeds_to_move": 1}, 60),
    ("awari-suriname", {}, 6), ("wauri", {}, 4), ("altiev", {}, 2), ("qelat", {}, 1),
    ("aw-li-on-nam-ot-tjin", {"pits_per_side": 3, "seeds_per_pit": 2}, 4),
]


def test_every_reason_the_engine_gives_is_constructed_and_taken_back() -> None:
    found: dict[str, list[str]] = {}
    for variant, options, games in OTHER_ENDINGS:
        for split in SPLITS:
            rules = resolved(variant, {**options, "cycle_split": split})
            if rules is None:
                continue
            for seed in range(games):
                end, _ = engine.random_playout(rules, engine.new_game(rules, seed % 2), seed, 3_000)
                assert end.is_finished and end.outcome is not None
                round_trips(rules, end)
                found.setdefault(end.outcome.reason, []).append(variant)
    found.update({reason: ["constructed above"] for reason in SHARED})
    missing = REASONS - set(found)
    assert not missing, f"no game ended by {sorted(missing)}: add options that reach them"
    assert set(found) <= REASONS
