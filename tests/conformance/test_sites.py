"""Four-row boards read from Ludii's sites (conformance/sites.py, docs/conformance.md "Board-site
mapping"), on literal records as Ludii 845cda6f33 (http://ludii.games, CC BY-NC-ND 4.0) prints them."""

from __future__ import annotations

import engine
from conformance.games import BY_KEY, NAMUA_EMPTY_CAPTURE
from conformance.ludii import TracedGame
from conformance.sites import four_row
from conformance.sites_walk import walk
from conformance.turns import walk_turns


def test_ludiis_tsoro_start_is_the_engines_start_seat_by_seat() -> None:
    # Ludii's "Tsoro" start: sites 0-7 (South's back row) and 24-31 (North's back row) hold 2
    board = [2] * 8 + [0] * 16 + [2] * 8
    record = four_row(8).record({"board": board, "legal": [0, 7], "chosen": 1, "move": {"from": 7}})
    position = engine.new_game(engine.resolve_rules("tsoro"))
    assert record["pits"] == [*position.pits[0], *position.pits[1]]
    # site 0 is South's B0 (pit 8), site 7 its B7 (pit 15)
    assert record["legal_c"] == [8, 15] and record["move_c"] == 15


def test_the_second_players_rows_run_from_their_own_left() -> None:
    sites = four_row(7).sites  # Hawalis: 4 × 7
    assert sites[14] == 20 and sites[14 + 6] == 14  # North F0 faces South F6 (site 13)
    assert sites[14 + 7] == 27 and sites[14 + 13] == 21  # North B0, B6
    assert sites[0] == 7 and sites[7] == 0  # South F0, B0


def test_a_site_listed_twice_is_a_reverse_sowing() -> None:
    # Ludii's Mweso, first sowing of seed 1's game 0: the anticlockwise moves, then the clockwise
    # ones from the left-hand sites 0 (B0) and 9 (F1)
    record = four_row(8).record({"board": [1] * 32, "legal": [0, 4, 5, 6, 9, 12, 13, 14, 0, 9], "chosen": 8,
                                 "move": {"from": 0}})
    assert record["legal_c"] == [8, 12, 13, 14, 1, 4, 5, 6, 1008, 1001]
    assert record["move_c"] == 1008


def test_bao_namua_capture_into_an_empty_pit_is_ruled() -> None:
    # Ludii's "Bao Kiswahili (East Africa)", ply 0 of every game: South may enter a kete only into
    # F1, F2 or F3 (sites 9-11), empty pits facing North's 6, 2, 2; the engine offers F5 and F6
    board = [0] * 32
    board[12], board[13], board[14] = 6, 2, 2  # South F4-F6
    board[19], board[18], board[17] = 6, 2, 2  # North F4-F6
    ply = {"t": "ply", "g": 0, "ply": 0, "mover": 1, "board": board, "hands": [22, 22], "legal": [32, 32, 32],
           "legal_desc": [{"from": 32, "to": 9}, {"from": 32, "to": 10}, {"from": 32, "to": 11}],
           "chosen": 1, "move": {"from": 32, "to": 10}}
    rules = engine.resolve_rules("bao-la-kiswahili", {"repetition_count": 0})
    result = walk_turns(rules, TracedGame(0, [ply], None), four_row(8, stores="hands"), (NAMUA_EMPTY_CAPTURE,))
    assert result.difference is None and result.ruled == {"L-BK1": 1}
    without = walk_turns(rules, TracedGame(0, [ply], None), four_row(8, stores="hands"))
    assert without.difference is not None and without.difference.kind == "legal"
    assert without.difference.detail == "engine [5, 6] Ludii [1, 2, 3]"


# Ludii's Hawalis, seed 1, game 0, ply 180: South holds only single seeds, in B4, B5 and F2 (sites
# 4, 5, 9); Ludii lets each be sown, the engine not B4, whose next hole B5 is occupied (ruling L-HW1)
HAWALIS_PLY = {
    "t": "ply", "g": 0, "ply": 180, "mover": 1, "hands": [23, 25], "legal": [4, 5, 9], "chosen": 2,
    "board": [0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 1, 0, 1, 0, 0],
    "move": {"from": 9, "to": 9, "mover": 1},
    "legal_next": [
        {"mover": 2, "over": False, "hands": [23, 25],
         "board": [0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 1, 0, 1, 0, 0]},
        {"mover": 2, "over": False, "hands": [23, 25],
         "board": [0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 1, 0, 1, 0, 0]},
        {"mover": 2, "over": False, "hands": [23, 25],
         "board": [0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 1, 0, 1, 0, 0]},
    ],
}


def test_hawalis_singleton_into_an_occupied_hole_is_ruled_and_the_rest_compared() -> None:
    game = BY_KEY["hawalis"]
    assert game.sites is not None
    rules = engine.resolve_rules(game.variant, game.engine_options)
    ply = game.sites.record(HAWALIS_PLY)
    assert ply["legal_c"] == [11, 12, 2]  # B4, B5, F2
    start = engine.Position(pits=(tuple(ply["pits"][:14]), tuple(ply["pits"][14:])), stores=(23, 25), to_move=0)
    result = walk(rules, TracedGame(0, [ply], None), ruled=game.ruled, start=start)
    assert result.difference is None and result.ruled == {"L-HW1": 1}
    assert result.plies == 1 and result.successors == 2  # B5 and F2: the same successors as Ludii's
    assert result.moves == [2]
    unruled = walk(rules, TracedGame(0, [ply], None), start=start)
    assert unruled.difference is not None and unruled.difference.detail == "engine [2, 12] Ludii [2, 11, 12]"
