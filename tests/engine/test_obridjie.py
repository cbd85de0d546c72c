"""Obridjie (docs/rules/obridjie.md): relay sowing, fours made in passing to the hole's owner, a last
seed making four to the mover, the end when the player to move has no seed (board seeds not counted)."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

OBRIDJIE = rules("obridjie")


def captures(transition: engine.Transition) -> list[tuple[object, object, object]]:
    return [(e["kind"], e["by"], e["count"]) for e in transition.events if e["type"] == "capture"]


def test_four_seeds_in_each_of_twelve_holes_and_stores_never_sown() -> None:
    assert text(engine.new_game(OBRIDJIE)) == "S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]"
    assert OBRIDJIE.total_seeds == 48 and not OBRIDJIE.sow_own_store


def test_the_opening_relays_until_a_lap_ends_in_an_empty_hole() -> None:
    # By hand: S0 (4) -> S1-S4 = 5; S4 lifted (5) -> S5, N0-N3; N3 (5) -> N4, N5, S0-S2; S2 (6) ->
    # S3-S5, N0-N2; N2 (6) -> N3-N5, S0-S2, and S2 was empty: the turn ends.
    after = play(OBRIDJIE, engine.new_game(OBRIDJIE), 0)
    assert text(after.position) == "S: 2 7 1 6 1 6 [0] | N: 6 6 0 1 6 6 [0]"
    assert kinds(after.events).count("relay") == 4 and captures(after) == []


def test_a_four_made_in_passing_goes_to_the_owner_of_the_hole() -> None:
    # S5 (3): N0 3 -> 4 with seeds still in hand: North's four; N1, N2 (empty): the turn ends.
    after = play(OBRIDJIE, board("S: 0 0 2 0 0 3 [20] | N: 3 0 0 0 0 0 [20]"), 5)
    assert text(after.position) == "S: 0 0 2 0 0 0 [20] | N: 0 1 1 0 0 0 [24]"
    assert captures(after) == [("enpassant", 1, 4)]


def test_a_four_made_in_passing_on_the_own_row_goes_to_the_mover() -> None:
    # S0 (2): S1 3 -> 4 in passing (South's hole), S2 (empty): the turn ends.
    after = play(OBRIDJIE, board("S: 2 3 0 0 0 0 [20] | N: 0 0 0 0 3 0 [20]"), 0)
    assert text(after.position) == "S: 0 0 1 0 0 0 [24] | N: 0 0 0 0 3 0 [20]"
    assert captures(after) == [("enpassant", 0, 4)]


def test_a_last_seed_making_four_on_the_opponent_row_is_the_movers() -> None:
    # S5 (2): N0 1 -> 2, N1 3 -> 4 with the last seed: South captures it, the turn ends.
    after = play(OBRIDJIE, board("S: 0 0 2 0 0 2 [19] | N: 1 3 0 0 0 0 [21]"), 5)
    assert text(after.position) == "S: 0 0 2 0 0 0 [23] | N: 2 0 0 0 0 0 [21]"
    assert captures(after) == [("final4", 0, 4)] and after.position.to_move == 1


def test_the_game_ends_when_the_player_to_move_has_no_seed_and_board_seeds_are_not_counted() -> None:
    # S5 (1) makes N0 four: South takes it; North has no seed: the game ends, South's 2 uncounted.
    position = board("S: 0 0 2 0 0 1 [22] | N: 3 0 0 0 0 0 [20]")
    after = play(OBRIDJIE, position, 5)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_seeds"
    assert outcome.scores == (26, 20) and outcome.winners == (0,)
    # Ludii's scoring (ruling R-OB2): each player's own row counts.
    owner = play(rules("obridjie", sweep="owner"), position, 5).position.outcome
    assert owner is not None and owner.scores == (28, 20)
