"""Das Bohnenspiel (docs/rules/bohnenspiel.md): captures of 2, 4 or 6 on either row, the chain
back round the board to the starting pit, and the end when the player to move has no bean."""

from __future__ import annotations

import engine

from .helpers import board, play, rules, text

BOHNENSPIEL = rules("bohnenspiel")


def captures(events: tuple[dict[str, object], ...]) -> list[tuple[object, object]]:
    return [(e["count"], [(p["seat"], p["pit"]) for p in e["pits"]])  # type: ignore[index, union-attr]
            for e in events if e["type"] == "capture"]


def test_six_beans_in_each_of_twelve_pits() -> None:
    assert text(engine.new_game(BOHNENSPIEL)) == "S: 6 6 6 6 6 6 [0] | N: 6 6 6 6 6 6 [0]"
    assert BOHNENSPIEL.total_seeds == 72


def test_sowing_goes_anticlockwise_past_the_stores() -> None:
    # Pit 4 (6 beans): pit 5, N0-N4; N4 now holds 7: nothing taken.
    after = play(BOHNENSPIEL, engine.new_game(BOHNENSPIEL), 4)
    assert text(after.position) == "S: 6 6 6 6 0 7 [0] | N: 7 7 7 7 7 6 [0]"
    assert after.position.to_move == 1 and not captures(after.events)


def test_two_four_or_six_are_taken_with_the_chain_back_across_both_rows() -> None:
    # Pit 3 (4 beans): S4 (1 -> 2), S5 (3 -> 4), N0 (1 -> 2), N1 (5 -> 6): all four are taken,
    # from N1 back over N0 into South's own row; the chain stops at pit 3, where the move began.
    position = board("S: 2 0 0 4 1 3 [20] | N: 1 5 3 0 0 0 [33]")
    after = play(BOHNENSPIEL, position, 3)
    assert text(after.position) == "S: 2 0 0 0 0 0 [34] | N: 0 0 3 0 0 0 [33]"
    assert captures(after.events) == [(14, [(1, 1), (1, 0), (0, 5), (0, 4)])]


def test_the_chain_stops_at_a_pit_without_two_four_or_six() -> None:
    # Pit 3 (3 beans): S4 (2 -> 3), S5 (1 -> 2), N0 (3 -> 4): N0 and S5 are taken, S4 (3) stops.
    position = board("S: 2 0 0 3 2 1 [20] | N: 3 5 3 0 0 0 [33]")
    after = play(BOHNENSPIEL, position, 3)
    assert text(after.position) == "S: 2 0 0 0 3 0 [26] | N: 0 5 3 0 0 0 [33]"
    assert captures(after.events) == [(6, [(1, 0), (0, 5)])]


def test_a_capture_in_the_movers_own_row() -> None:
    # One bean from pit 0 makes pit 1 hold 2: taken; the pit before it is where the move began.
    position = board("S: 1 1 0 0 0 0 [31] | N: 5 5 5 5 4 5 [10]")
    after = play(BOHNENSPIEL, position, 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 [33] | N: 5 5 5 5 4 5 [10]"
    assert captures(after.events) == [(2, [(0, 1)])] and after.position.outcome is None


def test_a_last_bean_making_one_or_three_takes_nothing() -> None:
    position = board("S: 2 1 0 0 0 0 [30] | N: 5 5 5 5 4 5 [10]")
    after = play(BOHNENSPIEL, position, 0)
    assert text(after.position) == "S: 0 2 1 0 0 0 [30] | N: 5 5 5 5 4 5 [10]"
    assert not captures(after.events)


def test_eight_is_not_a_capture_count() -> None:
    position = board("S: 0 0 0 0 0 1 [30] | N: 7 0 0 0 0 0 [34]")
    after = play(BOHNENSPIEL, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [30] | N: 8 0 0 0 0 0 [34]"


def test_the_chain_never_takes_the_starting_pit_r_bn1() -> None:
    # 25 beans from pit 0: two laps of 12 and one more; the last makes pit 1 hold 4 (taken), and
    # the pit before it is pit 0 itself, which now holds 2: the chain stops there (Ludii).
    position = board("S: 25 1 0 0 0 0 [10] | N: 0 0 0 0 0 0 [36]")
    after = play(BOHNENSPIEL, position, 0)
    assert text(after.position) == "S: 2 0 2 2 2 2 [14] | N: 2 2 2 2 2 2 [36]"


def test_a_player_who_cannot_move_ends_the_game_the_other_takes_the_beans_left() -> None:
    # South takes North's last two beans; North cannot move: South takes the 3 in its own row.
    position = board("S: 3 0 0 0 0 1 [40] | N: 1 0 0 0 0 0 [27]")
    after = play(BOHNENSPIEL, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 [45] | N: 0 0 0 0 0 0 [27]"
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_seeds" and outcome.winners == (0,)


def test_36_36_is_a_draw() -> None:
    position = board("S: 0 0 0 0 0 1 [35] | N: 1 0 0 0 0 0 [35]")
    after = play(BOHNENSPIEL, position, 5)
    outcome = after.position.outcome
    assert text(after.position) == "S: 0 0 0 0 0 0 [37] | N: 0 0 0 0 0 0 [35]"
    assert outcome is not None and outcome.winners == (0,)
    position = board("S: 0 0 0 0 0 1 [34] | N: 1 0 0 0 0 0 [36]")
    after = play(BOHNENSPIEL, position, 5)
    outcome = after.position.outcome
    assert outcome is not None and outcome.scores == (36, 36) and outcome.winners == (0, 1)


def test_the_chain_across_rows_is_a_rule_of_count_captures_only() -> None:
    problems = engine.rules.Rules(capture_chain_across_rows=True).problems()
    assert [p.path for p in problems] == ["capture_chain_across_rows"]
    assert not BOHNENSPIEL.problems()


def test_without_the_chain_across_rows_only_the_last_pit_is_taken() -> None:
    # Option capture_chain_across_rows=false with count_capture_sides=any: one pit (as Nam Nam).
    position = board("S: 2 0 0 4 1 3 [20] | N: 1 5 3 0 0 0 [33]")
    after = play(rules("bohnenspiel", capture_chain_across_rows=False), position, 3)
    assert text(after.position) == "S: 2 0 0 0 2 4 [26] | N: 2 0 3 0 0 0 [33]"
    assert captures(after.events) == [(6, [(1, 1)])]
