"""Kalah (6,3), (6,5), (6,6) (ruling R-K1) and the Awalé / Ouril aliases of Oware (ruling R-O1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

import engine

from .helpers import board, kinds, play, rules, text


@pytest.mark.parametrize(("variant", "start"), [
    ("kalah-6-3", "S: 3 3 3 3 3 3 [0] | N: 3 3 3 3 3 3 [0]"),
    ("kalah-6-5", "S: 5 5 5 5 5 5 [0] | N: 5 5 5 5 5 5 [0]"),
    ("kalah-6-6", "S: 6 6 6 6 6 6 [0] | N: 6 6 6 6 6 6 [0]"),
])
def test_kalah_m_n_starts_with_n_seeds_in_each_of_the_six_pits(variant: str, start: str) -> None:
    assert text(engine.new_game(rules(variant))) == start


@pytest.mark.parametrize("seeds", [3, 5, 6])
def test_the_presets_are_kalah_with_only_the_seeds_per_pit_changed(seeds: int) -> None:
    assert rules(f"kalah-6-{seeds}") == replace(rules("kalah"), seeds_per_pit=seeds)
    assert rules(f"kalah_6_{seeds}") == rules(f"kalah-6-{seeds}")
    assert rules("kalah", seeds_per_pit=seeds) == rules(f"kalah-6-{seeds}")


def test_kalah_6_3_pit_3_ends_in_the_store_and_moves_again() -> None:
    # 3 seeds from pit 3 (the 4th): pits 4, 5 and the store.
    after = play(rules("kalah-6-3"), engine.new_game(rules("kalah-6-3")), 3)
    assert text(after.position) == "S: 3 3 3 0 4 4 [1] | N: 3 3 3 3 3 3 [0]"
    assert "extra_turn" in kinds(after.events) and after.position.to_move == 0


def test_kalah_6_3_makes_no_capture_when_the_opposite_pit_is_empty_unlike_the_basic_game() -> None:
    position = board("S: 0 2 0 0 0 0 [8] | N: 1 1 0 0 0 0 [24]")
    after = play(rules("kalah-6-3"), position, 1)
    assert text(after.position) == "S: 0 0 1 1 0 0 [8] | N: 1 1 0 0 0 0 [24]"
    basic = play(rules("basic"), board("S: 0 2 0 0 0 0 [8] | N: 1 1 0 0 0 0 [24]"), 1)
    assert text(basic.position) == "S: 0 0 1 0 0 0 [9] | N: 1 1 0 0 0 0 [24]"


def test_kalah_6_5_pit_1_ends_in_the_store_and_pit_0_does_not() -> None:
    start = engine.new_game(rules("kalah-6-5"))
    after = play(rules("kalah-6-5"), start, 1)
    assert text(after.position) == "S: 5 0 6 6 6 6 [1] | N: 5 5 5 5 5 5 [0]"
    assert after.position.to_move == 0
    after = play(rules("kalah-6-5"), start, 0)
    assert text(after.position) == "S: 0 6 6 6 6 6 [0] | N: 5 5 5 5 5 5 [0]"
    assert after.position.to_move == 1


def test_kalah_6_6_pit_0_ends_in_the_store_and_pit_5_sows_into_the_opponent_row() -> None:
    start = engine.new_game(rules("kalah-6-6"))
    after = play(rules("kalah-6-6"), start, 0)
    assert text(after.position) == "S: 0 7 7 7 7 7 [1] | N: 6 6 6 6 6 6 [0]"
    assert after.position.to_move == 0
    after = play(rules("kalah-6-6"), start, 5)
    assert text(after.position) == "S: 6 6 6 6 6 0 [1] | N: 7 7 7 7 7 6 [0]"
    assert after.position.to_move == 1


def test_kalah_6_6_capture_takes_the_last_seed_and_the_opposite_pit() -> None:
    # 72 seeds: the last seed of pit 0 (2 seeds) lands in the empty pit 2, opposite N3 with 7.
    position = board("S: 2 0 0 1 1 1 [30] | N: 1 1 1 7 1 1 [26]")
    after = play(rules("kalah-6-6"), position, 0)
    assert text(after.position) == "S: 0 1 0 1 1 1 [38] | N: 1 1 1 0 1 1 [26]"
    assert next(e for e in after.events if e["type"] == "capture")["count"] == 8


def test_kalah_6_6_empty_capture_option_the_rule_of_the_computer_analysis() -> None:
    position = board("S: 0 2 0 0 0 0 [34] | N: 1 1 0 0 0 0 [34]")
    assert text(play(rules("kalah-6-6"), position, 1).position) == "S: 0 0 1 1 0 0 [34] | N: 1 1 0 0 0 0 [34]"
    after = play(rules("kalah-6-6", empty_capture=True), position, 1)
    assert text(after.position) == "S: 0 0 1 0 0 0 [35] | N: 1 1 0 0 0 0 [34]"


def test_kalah_6_6_owner_sweep_and_a_36_36_draw() -> None:
    position = board("S: 0 0 0 0 0 1 [35] | N: 0 0 0 0 1 0 [35]")
    after = play(rules("kalah-6-6"), position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [36] | N: 0 0 0 0 0 0 [36]"
    assert after.position.outcome is not None and after.position.outcome.reason == "side_empty"
    assert after.position.outcome.winner is None


def test_a_kalah_6_6_position_must_hold_72_seeds() -> None:
    with pytest.raises(engine.InvalidPosition, match="holds 48 seeds; this game has 72"):
        engine.position_from_json(rules("kalah-6-6"), {"pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": 0})


@pytest.mark.parametrize("alias", ["awale", "ouril"])
def test_awale_and_ouril_are_played_by_the_abapa_rules(alias: str) -> None:
    assert engine.get_variant(alias).id == "oware"
    assert rules(alias) == rules("oware")
    # docs/rules/oware.md, example O2: the last seed in N2 (now 2) captures back through N1 (3) and N0 (2): 7 seeds.
    position = board("S: 0 0 0 0 3 3 [14] | N: 1 2 1 4 6 2 [12]", ply=40)
    after = play(rules(alias), position, 5)
    assert text(after.position) == "S: 0 0 0 0 3 0 [21] | N: 0 0 0 4 6 2 [12]"


def test_ouril_feeding_by_sowing_into_the_row_allows_the_same_moves_as_abapa() -> None:
    # N is empty; S's pit 5 (1 seed) reaches N, pits 1 and 3 do not.
    position = board("S: 0 1 0 2 0 1 [22] | N: 0 0 0 0 0 0 [22]")
    abapa = engine.legal_moves(rules("ouril"), position)
    assert abapa == engine.legal_moves(rules("ouril", must_feed="sow_seeds"), position)
    assert [m.pit for m in abapa] == [5]
