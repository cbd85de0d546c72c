"""Djenon Aboure (docs/rules/djenon-aboure.md): the first seed of every lap back into the hole just
emptied (origin=first_seed_into_every_lap), no singleton moved, captures of 2 and 4 on either row with
the chain behind them, passes, the end when every hole holds at most one seed."""

from __future__ import annotations

from dataclasses import replace

import pytest

import engine
from engine.rules import Laps, Origin

from .helpers import board, kinds, play, rules, text

DJENON = rules("djenon-aboure")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_the_first_seed_of_every_lap_goes_back_and_the_opening_captures_a_two() -> None:
    # By hand: S0 (4): 1 back into S0, S1-S3 = 5; S3 lifted (5): 1 back, S4, S5, N0, N1 = 5; N1 (5):
    # 1 back, N2-N5 = 5; N5 (5): 1 back, S0 2, S1 6, S2 6, S3 1 -> 2 with the last seed: captured;
    # S2 (6) behind it holds neither 2 nor 4.
    after = play(DJENON, engine.new_game(DJENON), 0)
    assert text(after.position) == "S: 2 6 6 0 5 5 [2] | N: 5 1 5 5 5 1 [0]"
    assert kinds(after.events).count("relay") == 3 and captures(after) == [("count", 0, 2)]
    # Woaley's reading (ruling R-DA2): only the move's first lap leaves a seed behind.
    woaley = play(rules("djenon-aboure", origin="first_seed_into_origin"), engine.new_game(DJENON), 0)
    assert text(woaley.position) == "S: 3 1 6 1 6 6 [0] | N: 6 0 1 6 6 6 [0]"


def test_a_relay_lap_puts_its_first_seed_back_into_the_lifted_hole() -> None:
    # S5 (2): 1 back, N0 2 -> 3 (last): relay; N0 (3): 1 back, N1, N2 (empty): the turn ends.
    position = board("S: 0 0 0 0 0 2 [22] | N: 2 0 0 0 2 0 [20]")
    after = play(DJENON, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 1 [22] | N: 1 1 1 0 2 0 [20]"
    once = play(rules("djenon-aboure", origin="first_seed_into_origin"), position, 5)
    assert text(once.position) == "S: 0 0 0 0 0 1 [22] | N: 0 1 1 1 2 0 [20]"


def test_twos_and_fours_are_captured_on_either_row_with_the_chain_behind() -> None:
    # S3 (4): 1 back, S4 1 -> 2, S5 3 -> 4, N0 3 -> 4 (last): N0, S5, S4 taken; S3 started the move.
    after = play(DJENON, board("S: 0 0 0 4 1 3 [14] | N: 3 0 0 0 0 2 [21]"), 3)
    assert text(after.position) == "S: 0 0 0 1 0 0 [24] | N: 0 0 0 0 0 2 [21]"
    assert captures(after) == [("count", 0, 10)]


def test_a_singleton_cannot_be_moved_and_the_game_ends_when_every_hole_holds_one_at_most() -> None:
    position = board("S: 1 0 1 0 0 0 [22] | N: 0 0 0 0 2 0 [22]", to_move="N")
    assert [m.pit for m in engine.legal_moves(DJENON, position)] == [4]
    with pytest.raises(engine.IllegalMove):
        play(DJENON, board("S: 1 0 0 0 0 3 [20] | N: 0 0 2 0 0 0 [22]"), 0)
    after = play(DJENON, position, 4)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_move" and outcome.scores == (24, 24) and outcome.draw


def test_first_seed_into_every_lap_is_validated() -> None:
    assert [p.path for p in replace(DJENON, laps=Laps.RELAY_NEXT).problems()].count("origin") == 1
    assert "origin" in [p.path for p in replace(DJENON, laps=Laps.SINGLE, en_passant_count=4).problems()]
    assert not replace(DJENON, laps=Laps.SINGLE).problems()
    assert DJENON.origin is Origin.FIRST_SEED_INTO_EVERY_LAP
