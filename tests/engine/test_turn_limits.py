"""Every move ends within a work bound derived from the board (issue 9, docs/rulings.md#conventions).

``engine.sowing.TurnLimit`` is asked before every lap after the first in every sowing loop
(relay, reversing relay, Nam Nam's seed-by-seed laps, Bao): a turn ends after its lap number
``32 × pits`` (``lap_limit``) or after the lap with which it has sown ``32 × (seeds in play +
pits)`` seeds (``seed_limit``), besides the §0 repeated-state guard (``endless_turn``). The
truncated lap is sown; the turn then ends as after any last lap.

Work is measured by counting what the events report (laps begun, seeds sown), never by time.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, assume, event, given, note, settings
from hypothesis import strategies as st

import engine
import engine.board
from engine import InvalidPosition, Position, Rules
from engine.game import position_geometry
from engine.position import MoveKind
from engine.rules import Rounds
from engine.sowing import turn_limits
from tests.budget import share

from .test_conformance import samples

BAO = engine.resolve_rules("bao-kujifunza")

# Issue 9 (critical): this kutakata ran for minutes, 150 MB/s, before the turn had any bound.
BAO_HANG = {"pits": [[4, 1, 4, 0, 1, 0, 4, 1, 1, 4, 1, 2, 14, 4, 7, 0], [0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2]],
            "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing", "outcome": None, "history": [],
            "last_mover": None}


def work(events: Sequence[Mapping[str, Any]]) -> tuple[int, int]:
    """(laps begun, seeds sown) of one move, read from its events."""
    # A lap begins with a pickup, a relay, or captured seeds sown on (Bao's kichwa, Hus's column).
    # Omweso names where a column capture is sown on (``captured_resown`` after it): one lap.
    laps = 0
    column = False
    for e in events:
        if e["type"] in ("pickup", "relay") or (e["type"] == "captured_resown" and not column):
            laps += 1
        column = e["type"] == "capture" and e["kind"] == "column"
        laps += column
    seeds = sum(len(e["path"]) for e in events if e["type"] == "sow")
    return laps, seeds


def test_the_limits_follow_from_the_board() -> None:
    # 32 laps per pit of the board; 32 sowings per seed in play and per pit.
    assert turn_limits(position_geometry(BAO, engine.new_game(BAO)), 64) == (32 * 32, 32 * (64 + 32))
    ayoayo = engine.resolve_rules("ayoayo")
    assert turn_limits(position_geometry(ayoayo, engine.new_game(ayoayo)), 48) == (32 * 12, 32 * (48 + 12))
    four = engine.resolve_rules("mancala-for-4")
    assert turn_limits(position_geometry(four, engine.new_game(four)), 10) == (
        32 * four.pits_per_side * len(four.players), 32 * (10 + four.pits_per_side * len(four.players)))


def test_a_bao_kutakata_that_would_sow_forever_ends_at_its_seed_limit() -> None:
    position = engine.position_from_json(BAO, BAO_HANG)
    move = engine.move_from_json(BAO, {"pit": 2, "direction": "cw"})
    after = engine.apply_move(BAO, position, move)
    assert engine.position_to_json(after.position) == {
        "pits": [[3, 4, 3, 6, 2, 1, 4, 3, 4, 9, 0, 1, 2, 5, 1, 0], [0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2]],
        "stores": [0, 0], "to_move": 1, "ply": 1, "status": "finished",
        "outcome": {"reason": "front_row_empty", "scores": [0, 0], "winner": 0, "winners": [0], "draw": False},
        "history": ["8ec56a2e4ef24e63"], "last_mover": 0}
    events = after.events
    # 64 seeds in play on 32 pits: the turn may sow 32 × 96 = 3072 seeds; the lap that reaches
    # that count (6 kete lifted from the back-row shimo B2, pit 10) is its last.
    assert [e for e in events if e["type"] == "turn_truncated"] == [
        {"type": "turn_truncated", "reason": "seed_limit", "seat": 0, "pit": 10}]
    assert [e["type"] for e in events[-4:]] == ["relay", "turn_truncated", "sow", "game_end"]
    assert events[-4] == {"type": "relay", "seat": 0, "pit": 10, "count": 6, "direction": "cw"}
    assert [(p["seat"], p["pit"]) for p in events[-2]["path"]] == [(0, 9), (0, 8), (0, 0), (0, 1), (0, 2), (0, 3)]
    assert work(events) == (719, 3073)
    assert not any(e["type"] == "capture" for e in events)  # a kutakata never captures


def test_the_endless_kutakata_is_answered_through_the_json_entry_points() -> None:
    # The same request through the JSON entry points the service uses, and through replay.
    position = engine.position_from_json(BAO, json.loads(json.dumps(BAO_HANG)))
    steps = engine.replay(BAO, position, [engine.move_from_json(BAO, {"pit": 2, "direction": "cw"})])
    assert len(steps) == 1 and steps[-1].position.outcome is not None
    assert steps[-1].legal_moves == ()


# Found by a seeded search (both seats' moves chosen: seat 0 gathering kete, seat 1 emptying its
# front row): 23 legal moves from the start. Without the limits the last move ran on past
# 300,000 laps (1.35 million kete sown) without ending.
BAO_RECORD = [{"pit": 4, "direction": "ccw"}, {"pit": 4, "direction": "cw"}, {"pit": 7, "direction": "ccw"},
              {"pit": 9, "direction": "cw"}, {"pit": 8, "direction": "cw"}, {"pit": 0, "direction": "cw"},
              {"pit": 13, "direction": "ccw"}, {"pit": 8, "direction": "cw"}, {"pit": 4, "direction": "ccw"},
              {"pit": 14, "direction": "ccw"}, {"pit": 14, "direction": "ccw"}, {"pit": 15, "direction": "ccw"},
              {"pit": 9, "direction": "cw"}, {"pit": 5, "direction": "ccw"}, {"pit": 15, "direction": "ccw"},
              {"pit": 4, "direction": "cw"}, {"pit": 8, "direction": "cw"}, {"pit": 13, "direction": "ccw"},
              {"pit": 3, "direction": "ccw"}, {"pit": 15, "direction": "cw"}, {"pit": 2, "direction": "cw"},
              {"pit": 12, "direction": "ccw"}, {"pit": 3, "direction": "cw"}]


def test_a_bao_game_from_the_start_reaches_an_endless_kutakata_that_the_limit_ends() -> None:
    steps = engine.replay(BAO, engine.new_game(BAO), [engine.move_from_json(BAO, m) for m in BAO_RECORD])
    before = engine.position_to_json(steps[-2].position)
    assert before["pits"] == [[1, 0, 1, 3, 3, 10, 20, 0, 2, 1, 0, 1, 4, 1, 4, 1],
                              [0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 3, 0, 0, 2, 3, 1]]
    last = steps[-1]
    after = engine.position_to_json(last.position)
    assert after["pits"] == [[2, 10, 2, 3, 2, 0, 1, 0, 5, 4, 1, 2, 1, 6, 9, 4],
                             [0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 3, 0, 0, 2, 3, 1]]
    assert (after["to_move"], after["ply"], after["status"]) == (1, 23, "playing")
    assert [e for e in last.events if e["type"] == "turn_truncated"] == [
        {"type": "turn_truncated", "reason": "seed_limit", "seat": 0, "pit": 7}]
    assert last.events[-3] == {"type": "relay", "seat": 0, "pit": 7, "count": 13, "direction": "cw"}
    assert work(last.events) == (668, 3073)  # 64 kete on 32 mashimo: limit 3,072 kete


def test_the_rules_documents_state_the_limits() -> None:
    from engine import sowing

    assert (sowing.LAPS_PER_PIT, sowing.SOWINGS_PER_PLACE) == (32, 32)
    for variant in ("ayoayo", "giuthi", "nam-nam", "multiplayer", "bao-kujifunza", "hus", "omweso"):
        text = engine.get_variant(variant).rules_text
        assert "32 × the pits on the board (reason `lap_limit`)" in text, variant
        assert "32 × (seeds in play + pits) seeds (reason `seed_limit`)" in text, variant


# --- the property: arbitrary valid positions, every variant ---------------------------------

EXTRA_SAMPLES: dict[str, list[dict[str, Any]]] = {
    "multiplayer": [{"v9_relay": True}, {"v9_relay": True, "seats": 2}, {"seats": 4, "v9_relay": True}],
    "ayoayo": [{"sow_own_store": False}, {"origin": "skip_lap_origin"}],
    "bao-kujifunza": [{}],
    "giuthi": [{}],
    "nam-nam": [{}],
    "hus": [{}, {"min_seeds_to_move": 1}],
    "omweso": [{}],
}


def _combos() -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    for variant in engine.variant_ids():
        for options in samples(variant)[:2] + EXTRA_SAMPLES.get(variant, []):
            try:
                engine.resolve_rules(variant, options)
            except engine.InvalidOptions:
                continue
            if (variant, options) not in out:
                out.append((variant, options))
    return out


COMBOS = _combos()
EXAMPLES_PER_COMBO = share(2_800, len(COMBOS), floor=8, ceiling=25)
"""Hypothesis positions per combination: 25 each while the catalogue had 112 combinations
(53 games), a fixed total shared out as it grows (tests/budget.py)."""


@st.composite
def arbitrary_position(draw: st.DrawFn, rules: Rules) -> dict[str, Any]:
    """Any seat counts that add up to the game's seeds (not only reachable ones), on a board
    size the game allows, with arbitrary owners for territory games; most pass
    ``position_from_json``, the rest (games already over) are discarded."""
    pits_per_seat = rules.pits_per_seat
    if rules.rounds is Rounds.REDISTRIBUTE and rules.board_sizes:
        pits_per_seat = draw(st.sampled_from(rules.board_sizes)) * rules.rows_per_side
    seats = rules.seats
    places = [(s, i) for s in rules.players for i in range(pits_per_seat)]
    with_stores = not rules.bao_captures and draw(st.booleans())
    if with_stores:
        places += [(s, -1) for s in rules.players]
    total = rules.total_seeds
    # Stars and bars with a skew: a few heavy pits are where long relays come from.
    weights = draw(st.lists(st.integers(0, 20), min_size=len(places), max_size=len(places)))
    weights = [w * w for w in weights]
    if not any(weights):
        weights[0] = 1
    counts = [total * w // sum(weights) for w in weights]
    for k in range(total - sum(counts)):
        counts[k % len(counts)] += 1
    pits = [[0] * pits_per_seat for _ in range(seats)]
    stores = [0] * seats
    for (seat, pit), n in zip(places, counts, strict=True):
        if pit < 0:
            stores[seat] = n
        else:
            pits[seat][pit] = n
    data: dict[str, Any] = {"pits": pits, "stores": stores, "to_move": draw(st.sampled_from(rules.players))}
    if rules.rounds is Rounds.TERRITORY:
        data["owners"] = [[draw(st.sampled_from(rules.players)) for _ in range(pits_per_seat)] for _ in range(seats)]
    return data


def _position(rules: Rules, data: dict[str, Any]) -> Position | None:
    try:
        return engine.position_from_json(rules, data)
    except InvalidPosition:
        return None


def tight_limits(geo: engine.board.Geometry, in_play: int) -> tuple[int, int]:
    """Limits small enough that most relays reach them, so the truncation paths of every
    sowing loop run on arbitrary positions too."""
    return 3, max(1, in_play // 2)


@pytest.mark.parametrize("tight", [False, True], ids=["limits", "tight-limits"])
@pytest.mark.parametrize(("variant", "options"), COMBOS,
                         ids=[f"{v}-{json.dumps(o, sort_keys=True, separators=(',', ':'))}" for v, o in COMBOS])
@settings(max_examples=EXAMPLES_PER_COMBO, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_every_move_on_any_valid_position_ends_within_the_bound(variant: str, options: dict[str, Any], tight: bool,
                                                                data: st.DataObject) -> None:
    rules = engine.resolve_rules(variant, options)
    limits = tight_limits if tight else turn_limits
    raw = data.draw(arbitrary_position(rules))
    position = _position(rules, raw)
    assume(position is not None)
    assert position is not None
    note(json.dumps(raw))
    geo = position_geometry(rules, position)
    in_play = sum(map(sum, position.pits))
    max_laps, max_seeds = limits(geo, in_play)
    for move in engine.legal_moves(rules, position):
        if move.kind is not MoveKind.SOW:
            continue
        with mock.patch("engine.sowing.turn_limits", limits):
            after = engine.apply_move(rules, position, move)
        laps, seeds = work(after.events)
        assert laps <= max_laps, f"{move}: {laps} laps, limit {max_laps}"
        # The lap that reaches the seed limit is sown whole: at most the seeds in play more.
        assert seeds < max_seeds + in_play, f"{move}: {seeds} seeds sown, limit {max_seeds}"
        truncations = [e["reason"] for e in after.events if e["type"] == "turn_truncated"]
        assert len(truncations) <= 1
        for reason in truncations:
            event(f"turn_truncated: {reason}")  # pytest --hypothesis-show-statistics
        if truncations == ["lap_limit"]:
            assert laps == max_laps
        if truncations == ["seed_limit"]:
            assert seeds >= max_seeds
        assert sum(map(sum, after.position.pits)) + sum(after.position.stores) == rules.total_seeds


# --- the widest board: 2×50 pits (engine.rules.MAX_PITS) of 12 seeds, 1,200 in play ----------

WIDEST = engine.resolve_rules("en-gehe", {"pits_per_side": engine.rules.MAX_PITS, "seeds_per_pit": 12})


def test_the_widest_board_has_its_limits_from_the_board() -> None:
    # 32 laps per pit of 100 pits; 32 sowings per seed in play (1,200) and per pit.
    assert (WIDEST.pits_per_side, WIDEST.total_seeds) == (50, 1200)
    assert turn_limits(position_geometry(WIDEST, engine.new_game(WIDEST)), 1200) == (32 * 100, 32 * (1200 + 100))


@settings(max_examples=6, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_a_move_on_the_widest_board_ends_within_the_bound(data: st.DataObject) -> None:
    raw = data.draw(arbitrary_position(WIDEST))
    position = _position(WIDEST, raw)
    assume(position is not None)
    assert position is not None
    in_play = sum(map(sum, position.pits))
    max_laps, max_seeds = turn_limits(position_geometry(WIDEST, position), in_play)
    moves = engine.legal_moves(WIDEST, position)
    for move in data.draw(st.lists(st.sampled_from(moves), min_size=1, max_size=3, unique=True)):
        after = engine.apply_move(WIDEST, position, move)
        laps, seeds = work(after.events)
        assert laps <= max_laps and seeds < max_seeds + in_play
        assert sum(map(sum, after.position.pits)) + sum(after.position.stores) == 1200
