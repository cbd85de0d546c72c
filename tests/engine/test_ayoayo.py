"""docs/rules/ayoayo.md: Ayoayo (seed 000), worked examples A1-A3 and the rulings D-5 to D-8."""

from __future__ import annotations

import pytest

import engine
import engine.sowing

from .helpers import board, kinds, play, rules, text

RUSS = {"sow_own_store": False, "capture_includes_sowing_seed": True}


def test_a1_relay_sowing_lifts_occupied_pits_until_an_empty_own_pit_captures() -> None:
    r = rules("ayoayo", **RUSS)
    after = play(r, engine.new_game(r), 0)
    assert text(after.position) == "S: 2 7 0 6 1 6 [2] | N: 6 6 0 0 6 6 [0]"
    relays = [e for e in after.events if e["type"] == "relay"]
    assert [(e["seat"], e["pit"], e["count"]) for e in relays] == [(0, 4, 5), (1, 3, 5), (0, 2, 6), (1, 2, 6)]
    capture = next(e for e in after.events if e["type"] == "capture")
    assert capture["count"] == 2


def test_a1_pratt_reading_leaves_the_capturing_seed_in_its_pit() -> None:
    r = rules("ayoayo", sow_own_store=False)
    after = play(r, engine.new_game(r), 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [1] | N: 6 6 0 0 6 6 [0]"


def test_a2_capture_then_the_empty_opponent_cannot_move_and_the_game_ends() -> None:
    r = rules("ayoayo", **RUSS)
    after = play(r, board("S: 0 1 0 0 0 2 [20] | N: 0 0 0 3 0 0 [22]"), 1)
    assert after.position.stores == (26, 22)
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "no_seeds" and after.position.outcome.winner == 0


def test_a2_with_pass_the_empty_player_passes_and_the_other_must_feed() -> None:
    r = rules("ayoayo", empty_mover="pass", **RUSS)
    after = play(r, board("S: 0 1 0 0 0 2 [20] | N: 0 0 0 3 0 0 [22]"), 1)
    assert text(after.position) == "S: 0 0 0 0 0 2 [24] | N: 0 0 0 0 0 0 [22]"
    assert after.position.to_move == 0
    assert kinds(after.events)[-2:] == ["pass", "feed_required"]
    fed = play(r, after.position, 5)
    sow = next(e for e in fed.events if e["type"] == "sow")
    assert sow["path"] == [{"seat": 1, "pit": 0}, {"seat": 1, "pit": 1}]
    # Now S is empty and N must feed: N0 relays N1 into N2, N3; N1 reaches N2. Neither feeds,
    # so the game ends and N takes its two seeds: 24-24.
    assert fed.position.stores == (24, 24)
    assert fed.position.outcome is not None and fed.position.outcome.reason == "cannot_feed"


def test_a3_seed_default_sows_the_own_store_and_a_lap_ending_there_ends_the_turn() -> None:
    after = play(rules("ayoayo"), board("S: 0 0 0 0 2 0 [20] | N: 0 0 0 3 1 0 [22]"), 4)
    assert text(after.position) == "S: 0 0 0 0 0 1 [21] | N: 0 0 0 3 1 0 [22]"
    assert after.position.to_move == 1
    assert "extra_turn" not in kinds(after.events)


def test_a3_russ_options_never_sow_stores() -> None:
    r = rules("ayoayo", **RUSS)
    after = play(r, board("S: 0 0 0 0 2 0 [20] | N: 0 0 0 3 1 0 [22]"), 4)
    assert text(after.position) == "S: 0 0 0 0 0 1 [20] | N: 1 0 0 3 1 0 [22]"


def test_extra_turn_on_store_option_gives_another_turn() -> None:
    r = rules("ayoayo", extra_turn_on_store=True)
    after = play(r, board("S: 0 0 0 0 2 0 [20] | N: 0 0 0 3 1 0 [22]"), 4)
    assert after.position.to_move == 0 and "extra_turn" in kinds(after.events)


def test_per_lap_origin_skip_passes_over_the_pit_each_lap_started_from() -> None:
    # 13 seeds with the own store sown: the lap comes round to its own origin and skips it.
    r = rules("ayoayo")
    position = board("S: 13 0 0 0 0 0 [11] | N: 4 4 4 4 4 4 [0]")
    after = play(r, position, 0)
    sow = next(e for e in after.events if e["type"] == "sow")
    assert sow["skipped"] == [{"seat": 0, "pit": 0, "reason": "origin"}]
    assert after.position.pits[0][0] == 0 or any(e["type"] == "relay" for e in after.events)


def test_a_turn_is_cut_after_its_lap_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    # A1 makes five laps (S0, then relays from S4, N3, S2, N2). With a limit of four laps the
    # lap lifted from S2 is the last: it is sown, the turn ends, and no capture is made (its last
    # seed fell into N2, an occupied pit of the opponent).
    monkeypatch.setattr(engine.sowing, "turn_limits", lambda geo, in_play: (4, 10**9))
    r = rules("ayoayo", **RUSS)
    after = play(r, engine.new_game(r), 0)
    truncated = [e for e in after.events if e["type"] == "turn_truncated"]
    assert truncated == [{"type": "turn_truncated", "reason": "lap_limit", "seat": 0, "pit": 2}]
    assert kinds(after.events)[-3:] == ["relay", "turn_truncated", "sow"]
    assert kinds(after.events).count("relay") == 3
    assert text(after.position) == "S: 1 6 0 6 1 6 [0] | N: 6 6 6 0 5 5 [0]"
    assert after.position.to_move == 1


def test_a_turn_is_cut_after_the_lap_that_reaches_its_seed_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    # A1 sows 4, 5, 5, 6 and 6 seeds. With a limit of 14 seeds the lap lifted from N3 (seeds
    # 10 to 14) is the last one.
    monkeypatch.setattr(engine.sowing, "turn_limits", lambda geo, in_play: (10**9, 14))
    r = rules("ayoayo", **RUSS)
    after = play(r, engine.new_game(r), 0)
    truncated = [e for e in after.events if e["type"] == "turn_truncated"]
    assert truncated == [{"type": "turn_truncated", "reason": "seed_limit", "seat": 1, "pit": 3}]
    assert sum(len(e["path"]) for e in after.events if e["type"] == "sow") == 14
    assert text(after.position) == "S: 1 6 6 5 0 5 [0] | N: 5 5 5 0 5 5 [0]"
    assert after.position.to_move == 1