"""Pallanguzhi (docs/rules/pallanguzhi.md): relay from the next pit, capture beyond an empty pit,
fours (pasu) to the pit's owner, the end when a row is empty."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.analysis import analyse
from engine.game import random_playout

from .helpers import board, kinds, play, rules, text

PALLANGUZHI = rules("pallanguzhi")


def captures(events: tuple[Any, ...]) -> list[tuple[str, int, int]]:
    """(kind, by, count) of every capture, in order."""
    return [(e["kind"], e["by"], e["count"]) for e in events if e["type"] == "capture"]


def test_six_seeds_in_each_of_fourteen_pits_and_no_sown_store() -> None:
    assert text(engine.new_game(PALLANGUZHI)) == "S: 6 6 6 6 6 6 6 [0] | N: 6 6 6 6 6 6 6 [0]"
    assert PALLANGUZHI.total_seeds == 84
    assert [m.pit for m in engine.legal_moves(PALLANGUZHI, engine.new_game(PALLANGUZHI))] == list(range(7))


def test_five_seeds_a_pit_is_an_option() -> None:
    five = rules("pallanguzhi", seeds_per_pit=5)
    assert text(engine.new_game(five)) == "S: 5 5 5 5 5 5 5 [0] | N: 5 5 5 5 5 5 5 [0]"


def test_opening_relays_from_the_next_pit_and_captures_beyond_the_empty_pit() -> None:
    # S0's 6 seeds: S1-S6; the next pit N0 (6) is lifted: N1-N6; the next pit S0 is empty,
    # so the pit beyond it, S1 (7), is captured and the turn ends.
    after = play(PALLANGUZHI, engine.new_game(PALLANGUZHI), 0)
    assert text(after.position) == "S: 0 0 7 7 7 7 7 [7] | N: 0 7 7 7 7 7 7 [0]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow", "capture"]
    relay = after.events[2]
    assert (relay["seat"], relay["pit"], relay["count"]) == (1, 0, 6)
    assert captures(after.events) == [("beyond", 0, 7)]
    assert after.position.to_move == 1


def test_the_pit_beyond_may_be_on_the_opponents_row() -> None:
    # S5 (2): S6, N0; next N1 is empty; N2 (5) beyond it is captured by South.
    after = play(PALLANGUZHI, board("S: 0 0 0 0 0 2 0 [40] | N: 1 0 5 0 0 0 3 [33]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [45] | N: 2 0 0 0 0 0 3 [33]"
    assert captures(after.events) == [("beyond", 0, 5)]


def test_two_empty_pits_beyond_capture_nothing_and_end_the_turn() -> None:
    after = play(PALLANGUZHI, board("S: 0 0 0 0 0 2 0 [40] | N: 1 0 0 0 0 0 3 [38]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [40] | N: 2 0 0 0 0 0 3 [38]"
    assert kinds(after.events) == ["pickup", "sow"]
    assert after.position.to_move == 1 and after.position.outcome is None


def test_a_pit_made_four_during_sowing_goes_to_its_owner_at_once() -> None:
    # S5 (3): S6, N0 (3 -> 4: North's pasu), N1 (last); next N2 empty; N3 (5) beyond to South.
    after = play(PALLANGUZHI, board("S: 0 0 0 0 0 3 0 [36] | N: 3 2 0 5 0 0 0 [35]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [41] | N: 0 3 0 0 0 0 0 [39]"
    assert captures(after.events) == [("enpassant", 1, 4), ("beyond", 0, 5)]


def test_the_sower_takes_the_four_under_the_wikipedia_option() -> None:
    sower = rules("pallanguzhi", en_passant_taker="sower")
    after = play(sower, board("S: 0 0 0 0 0 3 0 [36] | N: 3 2 0 5 0 0 0 [35]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [45] | N: 0 3 0 0 0 0 0 [35]"
    assert captures(after.events) == [("enpassant", 0, 4), ("beyond", 0, 5)]


def test_the_last_seed_making_four_is_a_pasu_and_the_relay_goes_on_from_the_next_pit() -> None:
    # S5 (2): S6, N0 (3 -> 4 with the last seed: North's); next N1 (2) lifted: N2, N3;
    # next N4 empty; N5 (1) beyond it to South.
    after = play(PALLANGUZHI, board("S: 0 0 0 0 0 2 0 [40] | N: 3 2 0 0 0 1 0 [36]"), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [41] | N: 0 0 1 1 0 0 0 [40]"
    assert captures(after.events) == [("enpassant", 1, 4), ("beyond", 0, 1)]
    assert kinds(after.events) == ["pickup", "sow", "capture", "relay", "sow", "capture"]


def test_a_single_seed_moves_and_an_empty_row_ends_the_game_each_keeping_their_row() -> None:
    # S6 (1): N0 (last); N1 (1) lifted: N2; N3 (3) lifted: N4-N6; S0 and S1 empty: no capture.
    # South's row is empty: North adds the 5 seeds on its row and wins 44-40.
    after = play(PALLANGUZHI, board("S: 0 0 0 0 0 0 1 [40] | N: 0 1 0 3 0 0 0 [39]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [40] | N: 0 0 0 0 0 0 0 [44]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "side_empty" and after.position.outcome.winners == (1,)


def test_an_endless_relay_is_cut_by_the_turn_limit() -> None:
    # R-P7: this relay comes back to a lap state it had; the turn ends after that lap.
    after = play(PALLANGUZHI, board("S: 3 2 1 0 3 2 1 [65] | N: 2 1 0 1 0 2 1 [0]"), 0)
    assert text(after.position) == "S: 1 0 3 2 1 0 3 [65] | N: 0 1 0 1 1 0 2 [4]"
    truncated = [e for e in after.events if e["type"] == "turn_truncated"]
    assert [(e["reason"], e["seat"], e["pit"]) for e in truncated] == [("endless_turn", 1, 2)]
    assert after.position.to_move == 1


@pytest.mark.parametrize(("variant", "options", "field"), [
    ("kalah", {"laps": "relay_next"}, "laps"),
    ("kalah", {"capture_beyond_empty": True}, "capture_beyond_empty"),
    ("kalah", {"en_passant_taker": "sower"}, "en_passant_taker"),
    ("pallanguzhi", {"seats": 3, "capture_targets": "corresponding"}, "laps"),
    ("pallanguzhi", {"laps": "relay"}, "capture_beyond_empty"),
])
def test_the_new_dimensions_are_refused_where_they_are_not_defined(variant: str, options: dict[str, Any],
                                                                   field: str) -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        engine.resolve_rules(variant, options)
    assert f"options.{field}" in {v.path for v in info.value.violations}


def test_analysis_answers_a_legal_move() -> None:
    start = engine.new_game(PALLANGUZHI)
    answer = analyse(PALLANGUZHI, start, level=10)
    assert answer.best_move is not None and answer.best_move in engine.legal_moves(PALLANGUZHI, start)
    assert answer.choice in engine.legal_moves(PALLANGUZHI, start)


def test_200_seeded_random_playouts_all_end() -> None:
    start = engine.new_game(PALLANGUZHI)
    for seed in range(200):
        final, plies = random_playout(PALLANGUZHI, start, seed)
        assert final.outcome is not None, seed
        total = sum(sum(row) for row in final.pits) + sum(final.stores)
        assert total == 84 and plies <= PALLANGUZHI.max_plies
