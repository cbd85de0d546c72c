"""However "how many players" is spelled, the game is the one the variant's rules document
describes (issue 10 §1; docs/rules/multiplayer.md, docs/rulings.md D-18; seed 004: "If less than 4 players are playing,
leave those pockets empty at all times"; seed 002: "In 2-player game corresponding hole is
opposite hole (5−j)").

Literal positions in, literal positions out, for every player count of every variant that
offers one; every other seating is refused with ``invalid-options`` naming the option that
sets the number of players."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import Move, apply_move, new_game, position_from_json

EMPTY = [0] * 6


def m4(options: dict[str, Any]) -> engine.Rules:
    return engine.resolve_rules("mancala-for-4", options)


def captured(t: engine.Transition) -> list[tuple[int, int]]:
    return [(e["by"], e["count"]) for e in t.events if e["type"] == "capture"]


# --- Mancala for 4: every spelling of the player count is D-18 -------------------------------

SPELLINGS = {
    2: [{"players": 2}, {"seats": 2}, {"seats": 2, "players": 2}, {"active_seats": [0, 2]}],
    3: [{"players": 3}, {"seats": 3}, {"seats": 3, "players": 3}, {"active_seats": [0, 1, 2]}],
    4: [{}, {"players": 4}, {"seats": 4}, {"active_seats": [0, 1, 2, 3]}],
}


@pytest.mark.parametrize(("players", "options"), [(n, o) for n, spellings in SPELLINGS.items() for o in spellings])
def test_mancala_for_4_every_spelling_of_the_player_count_is_the_same_game(players: int, options: dict[str, Any]) -> None:
    r = m4(options)
    assert r == m4({"players": players})
    assert r.seats == 4  # "The board has 4 sides" whatever the number of players
    assert r.players == {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}[players]
    canonical = engine.canonical_options(engine.get_variant("mancala-for-4"), r)
    assert canonical == ({} if players == 4 else {"active_seats": list(r.players)})


def test_mancala_for_4_two_players_seats_2_is_four_rows_capturing_the_corresponding_pocket() -> None:
    # Seed 004: "All the balls from the corresponding pockets around the board": pocket j of seat 2,
    # not the opposite pocket 5-j of a two-row board.
    r = m4({"seats": 2})
    assert engine.position_to_json(new_game(r))["pits"] == [[4] * 6, EMPTY, [4] * 6, EMPTY]
    before = position_from_json(r, {"pits": [[0, 1, 0, 0, 0, 0], EMPTY, [3, 0, 5, 7, 0, 0], EMPTY],
                                    "stores": [10, 0, 22, 0], "to_move": 0})
    t = apply_move(r, before, Move(1))
    assert captured(t) == [(0, 6)]
    out = engine.position_to_json(t.position)
    assert out["pits"] == [EMPTY, EMPTY, [3, 0, 0, 7, 0, 0], EMPTY]
    assert out["stores"] == [16, 0, 22, 0] and out["to_move"] == 2


def test_mancala_for_4_three_players_seats_3_is_four_rows_with_side_3_empty() -> None:
    r = m4({"seats": 3})
    assert engine.position_to_json(new_game(r))["pits"] == [[4] * 6, [4] * 6, [4] * 6, EMPTY]
    before = position_from_json(r, {"pits": [[0, 1, 0, 0, 0, 0], [0, 0, 3, 0, 0, 0], [0, 0, 5, 0, 0, 0], EMPTY],
                                    "stores": [20, 20, 23, 0], "to_move": 0})
    t = apply_move(r, before, Move(1))
    assert captured(t) == [(0, 9)]
    out = engine.position_to_json(t.position)
    assert out["pits"] == [EMPTY, EMPTY, EMPTY, EMPTY] and out["stores"] == [29, 20, 23, 0]
    assert out["status"] == "finished" and out["outcome"]["winners"] == [0]


def test_mancala_for_4_three_players_sowing_skips_side_3() -> None:
    r = m4({"seats": 3})
    before = position_from_json(r, {"pits": [[4] * 6, [4] * 6, [0, 0, 0, 0, 0, 4], EMPTY],
                                    "stores": [0, 0, 20, 0], "to_move": 2})
    t = apply_move(r, before, Move(5))
    out = engine.position_to_json(t.position)
    # Reservoir of seat 2, then seat 3's pockets are skipped: seat 0's pockets 0-2.
    assert out["pits"] == [[5, 5, 5, 4, 4, 4], [4] * 6, EMPTY, EMPTY]
    assert out["stores"] == [0, 0, 21, 0] and out["to_move"] == 0


@pytest.mark.parametrize("options", [
    {"seats": 1}, {"seats": 5}, {"seats": "3"}, {"seats": True},
    {"seats": 2, "players": 3}, {"seats": 4, "players": 2},
    {"active_seats": [0, 1]}, {"active_seats": [1, 3]}, {"active_seats": [1, 2, 3]},
])
def test_mancala_for_4_other_seatings_are_refused_naming_players(options: dict[str, Any]) -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        m4(options)
    assert info.value.code == "invalid-options"
    assert all("options.players" in v.message for v in info.value.violations)


def test_mancala_for_4_documents_seats_as_the_number_of_players() -> None:
    spec = {s.name: s for s in engine.get_variant("mancala-for-4").options}["seats"]
    assert (spec.default, spec.minimum, spec.maximum) == (4, 2, 4)
    assert "players" in spec.description


# --- Multiplayer mancala: seats is the number of players, every side plays --------------------


def mp(options: dict[str, Any]) -> engine.Rules:
    return engine.resolve_rules("multiplayer", options)


def test_multiplayer_two_seats_is_the_two_row_game_capturing_the_opposite_hole() -> None:
    r = mp({"seats": 2})
    assert engine.position_to_json(new_game(r))["pits"] == [[4] * 6, [4] * 6]
    before = position_from_json(r, {"pits": [[0, 1, 0, 0, 0, 0], [0, 0, 5, 7, 0, 0]], "stores": [20, 15],
                                    "to_move": 0})
    t = apply_move(r, before, Move(1))
    # "In 2-player game corresponding hole is opposite hole (5−j)": hole 3, not hole 2.
    assert captured(t) == [(0, 8)]
    out = engine.position_to_json(t.position)
    assert out["pits"] == [EMPTY, [0, 0, 5, 0, 0, 0]] and out["stores"] == [28, 15]


def test_multiplayer_three_seats_is_the_triangle() -> None:
    r = mp({"seats": 3})
    assert r == mp({}) and engine.position_to_json(new_game(r))["pits"] == [[4] * 6] * 3


def test_multiplayer_four_seats_is_the_square_capturing_hole_j_of_every_seat() -> None:
    r = mp({"seats": 4})
    rows = [[0, 1, 0, 0, 0, 0], [2, 0, 3, 0, 1, 0], [0, 0, 5, 0, 0, 2], [1, 4, 2, 6, 0, 3]]
    before = position_from_json(r, {"pits": rows, "stores": [5, 6, 7, 48], "to_move": 0})
    t = apply_move(r, before, Move(1))
    assert captured(t) == [(0, 11)]
    assert [row[2] for row in t.position.pits] == [0, 0, 0, 0] and t.position.stores[0] == 16


@pytest.mark.parametrize("options", [
    {"seats": 4, "active_seats": [0, 2]},  # 2 players on the square: hole j of seat 2, not seed 002's 5-j
    {"seats": 3, "active_seats": [0, 1]},
    {"seats": 4, "active_seats": [0, 1, 2]},
])
def test_multiplayer_empty_sides_are_refused_naming_seats(options: dict[str, Any]) -> None:
    with pytest.raises(engine.InvalidOptions) as info:
        mp(options)
    assert {v.path for v in info.value.violations} == {"options.seats", "options.active_seats"}
    assert all("options.seats" in v.message for v in info.value.violations)


# --- every variant: the counts it offers, and nothing else ----------------------------------

def _documented(variant_id: str) -> dict[int, str]:
    """Each player count the game's module allows (``Variant.seats``, ``Variant.seatings``) as the rows
    of the starting position, each "x" a playing side, "-" an empty one."""
    variant = engine.get_variant(variant_id)
    out: dict[int, str] = {}
    for players in variant.seats:
        sides, active = variant.seating(players)
        out[players] = "".join("x" if not active or s in active else "-" for s in range(sides))
    return out


SEATINGS = {v: _documented(v) for v in engine.variant_ids()}


def test_the_seatings_of_the_games_with_several_player_counts() -> None:
    # seed 002 (multiplayer): one side per player; seed 004 (Mancala for 4): four sides, unused ones empty
    assert SEATINGS["multiplayer"] == {2: "xx", 3: "xxx", 4: "xxxx"}
    assert SEATINGS["mancala-for-4"] == {2: "x-x-", 3: "xxx-", 4: "xxxx"}
    assert {v for v, c in SEATINGS.items() if set(c) != {2}} == {"multiplayer", "mancala-for-4"}


@pytest.mark.parametrize(("variant", "players"), [(v, n) for v, c in SEATINGS.items() for n in c])
def test_seats_n_starts_the_documented_board(variant: str, players: int) -> None:
    r = engine.resolve_rules(variant, {"seats": players})
    sides = "".join("x" if any(row) else "-" for row in new_game(r).pits)
    assert sides == SEATINGS[variant][players]
    assert len(r.players) == players


@pytest.mark.parametrize(("variant", "players"), [(v, n) for v, c in SEATINGS.items() for n in (1, 2, 3, 4, 5)
                                                  if n not in c])
def test_other_player_counts_are_refused(variant: str, players: int) -> None:
    with pytest.raises(engine.InvalidOptions):
        engine.resolve_rules(variant, {"seats": players})


@pytest.mark.parametrize("variant", [v for v, c in SEATINGS.items() if set(c) == {2}])
def test_two_player_games_cannot_be_moved_onto_a_bigger_board(variant: str) -> None:
    with pytest.raises(engine.InvalidOptions):
        engine.resolve_rules(variant, {"seats": 4, "active_seats": [0, 2], "capture_targets": "corresponding"})
    with pytest.raises(engine.InvalidOptions):
        engine.resolve_rules(variant, {"seats": 3, "active_seats": [0, 2]})
