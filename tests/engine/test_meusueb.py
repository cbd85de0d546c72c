"""Meusueb (docs/rules/meusueb.md; Snouck Hurgronje 1906 via Ludii): 2×6 holes of 4, relay sowing,
a lap's last counter making four captures them, on either row, and the sowing goes on from the
next hole (count_capture_relays_next). Positions worked by hand from the source's rules."""

from __future__ import annotations

import pytest

import engine

from .helpers import board, kinds, play, rules, text

MEUSUEB = rules("meusueb")


def captures(events: tuple) -> list[int]:  # type: ignore[type-arg]
    return [e["count"] for e in events if e["type"] == "capture"]


def test_the_opening_relays_until_a_lap_ends_in_an_empty_hole() -> None:
    start = engine.new_game(MEUSUEB)
    assert text(start) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]" and MEUSUEB.total_seeds == 48
    # S0 (4) to S4 (5); S4 (5) to N3 (5); N3 (5) to S2 (6); S2 (6) to N2 (6); N2 (6) ends in the emptied S2
    after = play(MEUSUEB, start, 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [0] | N: 6 6 0 1 6 6 [0]"
    assert kinds(after.events) == ["pickup", "sow"] + ["relay", "sow"] * 4 and captures(after.events) == []


def test_a_four_is_captured_and_the_next_hole_is_sown_on() -> None:
    # S0 (2): S1, S2 (now 4): captured; the next hole S3 (2) is sown on into S4 and the empty S5
    after = play(MEUSUEB, board("S: 2 0 3 2 0 0 [20] | N: 1 0 0 0 0 0 [20]"), 0)
    assert text(after.position) == "S: 0 1 0 0 1 1 [24] | N: 1 0 0 0 0 0 [20]"
    assert kinds(after.events) == ["pickup", "sow", "capture", "relay", "sow"] and after.position.to_move == 1


def test_a_four_in_the_opponents_row_too_and_an_empty_next_hole_ends_the_turn() -> None:
    # S5 (1) into N0 (now 4): South captures it; N1 (2) is sown on into N2, N3
    on = play(MEUSUEB, board("S: 0 0 0 0 0 1 [20] | N: 3 2 0 0 1 1 [20]"), 5)
    assert text(on.position) == "S: 0 0 0 0 0 0 [24] | N: 0 0 1 1 1 1 [20]" and captures(on.events) == [4]
    # the same four with N1 empty: the turn ends
    ends = play(MEUSUEB, board("S: 0 0 0 0 0 1 [20] | N: 3 0 0 0 1 3 [20]"), 5)
    assert text(ends.position) == "S: 0 0 0 0 0 0 [24] | N: 0 0 0 0 1 3 [20]"
    assert kinds(ends.events) == ["pickup", "sow", "capture"] and ends.position.to_move == 1


def test_the_game_ends_when_the_player_to_move_has_an_empty_row() -> None:
    # S4 (2): S5, N0 (now 4) captured; N1 is empty: the turn ends and North, to move, has no counter
    after = play(MEUSUEB, board("S: 0 0 0 0 2 0 [20] | N: 3 0 0 0 0 0 [23]"), 4)
    assert text(after.position) == "S: 0 0 0 0 0 0 [25] | N: 0 0 0 0 0 0 [23]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_seeds" and outcome.scores == (25, 23)
    assert outcome.winners == (0,)


@pytest.mark.parametrize("options", [{"laps": "single"}, {"capture_counts": []}, {"capture_chain": True}])
def test_sowing_on_after_a_capture_needs_relay_laps_and_a_count_capture_without_chain(options: dict[str, object]) -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        rules("meusueb", **options)
    assert "options.count_capture_relays_next" in {v.path for v in info.value.violations}


def test_twenty_seeded_games_end() -> None:
    start = engine.new_game(MEUSUEB)
    for seed in range(20):
        end, plies = engine.random_playout(MEUSUEB, start, seed)
        assert end.outcome is not None and plies < 2000
