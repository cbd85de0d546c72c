"""Rulings on a game's end checked exactly (docs/conformance.md): a differing result or end is ruled
only where Ludii's is what the ruling says Ludii's program gives from the position, literal cases
from the comparison's games (Ludii: http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0)."""

from __future__ import annotations

from typing import Any

from conformance.games import (
    EMPTY_HOLE_RELAY,
    HUS_RESULT,
    LONE_SEED,
    NO_FEEDING,
    NSUMBI_FIRST_TURN,
    OWELA_RESULT,
    SLAMS_LEFT,
    SLAMS_LEFT_PASS,
    TUZDYK_SEEDS,
)

# ǁHus (Damara), Ludii's game 1 of seed 1: the engine's last turn (seat 1 sows canonical pit 28)
# captures; Ludii's program puts the capturing hole's seeds and the captured ones in the hand.
HUS_START = [0, 1, 1, 0, 1, 0, 1, 1, 0, 2, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0,
             1, 0, 2, 0, 2, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0]
HUS_ENGINE = [0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0,
              2, 1, 3, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 2, 0, 1, 1, 0, 1, 0, 0, 0]
HUS_LUDII = [0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0,
             1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0]


def _hus(**ludii: Any) -> bool:
    """L-HU2 on that end: the engine's seat 0 cannot move and loses; Ludii's player 1, to move
    without a hole of two, wins 33 (24 in hand, 9 on the board) to 31 (22 and 9)."""
    engine_end = {"reason": "cannot_move", "scores": [0, 0], "winner": 1, "to_move": 0,
                  "state": [*HUS_ENGINE, 0, 0], "turn_start": {"pits": HUS_START, "mover": 2, "move_c": 28}}
    end = {"mover": 1, "winner": 1, "score": [33, 31], "held": [24, 22], "pits": HUS_LUDII, **ludii}
    return HUS_RESULT.applies(0, -1, engine_end, end)


def test_hus_result_is_ruled_where_ludii_scores_hand_and_own_rows() -> None:
    assert _hus()


def test_hus_result_is_a_difference_where_ludii_scores_or_wins_otherwise() -> None:
    assert not _hus(winner=2)  # the lower score
    assert not _hus(winner=0)  # a draw
    assert not _hus(score=[34, 30])  # not hand plus own rows
    assert not _hus(mover=2)  # the player to move is not the engine's
    moved = list(HUS_LUDII)
    moved[24], moved[25] = 0, 1  # a board the last turn does not give under L-HU1
    assert not _hus(pits=moved)


def _oware(**ludii: Any) -> bool:
    """L-OW3 on the engine's game 25 of seed 1 (Wari (Observed)): South sows pit 5, takes 2 and
    leaves North only grand slams; the engine gives North the 3 seeds left (24-24), Ludii each
    row's seeds to its owner (25-23)."""
    engine_end = {"reason": "only_grand_slams", "scores": [24, 24], "winner": None, "to_move": 1,
                  "state": [0] * 12 + [24, 24],
                  "turn_start": {"pits": [1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 2, 0], "stores": [22, 21], "mover": 1,
                                 "move_c": 5}}
    end = {"mover": 2, "winner": 1, "score": [25, 23], "stores": [24, 21],
           "pits": [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0], **ludii}
    return SLAMS_LEFT.applies(0, -1, engine_end, end)


def test_oware_slams_left_is_ruled_where_each_row_goes_to_its_owner() -> None:
    assert _oware()


def test_oware_slams_left_is_a_difference_where_ludii_scores_otherwise() -> None:
    assert not _oware(winner=0)
    assert not _oware(score=[24, 24], winner=0)  # the engine's own reading
    assert not _oware(mover=1)  # not the player left with only grand slams
    assert not _oware(stores=[25, 20])  # not the position the engine's last move leaves


def _awari(**successor: Any) -> bool:
    """L-AW2 on Ludii's game 119 of seed 1: South sows pit 5 and takes 2; North's two moves would
    each take South's last seeds. The engine ends the game, North taking the 7 seeds left (13-35);
    Ludii's successor keeps them on the board, North to move (then its forced pass)."""
    ludii_next = {"pits": [2, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 1], "hands": [13, 28], "mover": 2, "over": False,
                  **successor}
    start = {"pits": [2, 0, 0, 0, 0, 1, 1, 0, 4, 0, 0, 1], "hands": [11, 28], "mover": 1, "legal_c": [0, 5],
             "move_c": 5, "legal_next": [{"pits": [0, 1, 1, 0, 0, 1, 1, 0, 4, 0, 0, 1], "hands": [11, 28],
                                          "mover": 2, "over": False}, ludii_next]}
    return SLAMS_LEFT_PASS.applies(0, -1, {"reason": "only_grand_slams", "scores": [13, 35], "turn_start": start}, {})


def test_awari_slams_left_is_ruled_where_ludii_passes_the_player_with_only_grand_slams() -> None:
    assert _awari()


def test_awari_slams_left_is_a_difference_where_ludii_goes_otherwise() -> None:
    assert not _awari(over=True)  # Ludii ended the game too
    assert not _awari(mover=1)  # Ludii's player to move is not the one left with only grand slams
    assert not _awari(pits=[2, 0, 0, 0, 0, 0, 0, 0, 3, 1, 0, 1])  # not the engine's position


def _nsumbi(ply: int = 0, **successor: Any) -> bool:
    """L-NS1 on the game's first move, South's back hole B0 (canonical 8) of the starting board:
    Ludii sows its two seeds once (B1, B2), the engine relays until a lap ends in an empty hole."""
    nxt = {"pits": [2, 2, 2, 2, 2, 2, 2, 2, 0, 3, 3, 2, 2, 2, 2, 2, *[2] * 16], "mover": 2, "over": False,
           "engine_state": [3, 0, 3, 3, 0, 3, 3, 0, 1, 0, 1, 4, 4, 1, 3, 3, *[2] * 16], **successor}
    return NSUMBI_FIRST_TURN[0].applies(2, 8, {"ply": ply, "mover": 1, "pits": [2] * 32}, nxt)


def test_nsumbi_first_turn_is_ruled_where_ludii_sows_one_lap() -> None:
    assert _nsumbi()


def test_nsumbi_first_turn_is_a_difference_where_ludii_sows_otherwise() -> None:
    assert not _nsumbi(ply=2)  # not a first turn
    assert not _nsumbi(mover=1)  # Ludii's turn goes on
    assert not _nsumbi(pits=[2, 2, 2, 2, 2, 2, 2, 2, 0, 3, 2, 3, 2, 2, 2, 2, *[2] * 16])  # not one lap
    assert not _nsumbi(engine_state=[2, 2, 2, 2, 2, 2, 2, 2, 0, 3, 3, 2, 2, 2, 2, 2, *[2] * 16, 0, 0])  # no relay


# Owela (Benguela), a game of Ludii's (seed 1) whose last turn (North sows canonical pit 46) captures.
OWELA_START = [2, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 0, 1, 0, 1, 0, 1, 1, 0,
               0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 2, 1]
OWELA_ENGINE = [0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1, 1, 0,
                0, 0, 0, 0, 1, 1, 0, 0, 1, 2, 1, 2, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 2]
OWELA_LUDII = [0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1, 1, 0,
               0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 2]


def _owela(**ludii: Any) -> bool:
    """L-BE2 on that end: the engine's South cannot move and loses; Ludii's South, to move without a
    hole of two, wins 35 (25 in hand, 10 on the board) to 33 (25 and 8)."""
    engine_end = {"reason": "cannot_move", "scores": [0, 0], "winner": 1, "to_move": 0,
                  "state": [*OWELA_ENGINE, 0, 0], "turn_start": {"pits": OWELA_START, "mover": 2, "move_c": 46}}
    end = {"mover": 1, "winner": 1, "score": [35, 33], "held": [25, 25], "pits": OWELA_LUDII, **ludii}
    return OWELA_RESULT.applies(0, -1, engine_end, end)


def test_owela_result_is_ruled_where_ludii_scores_hand_and_own_rows() -> None:
    assert _owela()


def test_owela_result_is_a_difference_where_ludii_scores_or_wins_otherwise() -> None:
    assert not _owela(winner=2)
    assert not _owela(score=[35, 29])
    assert not _owela(pits=OWELA_ENGINE)  # the engine's board: not what the last turn gives under L-BE1


def _yovodji(ruling: Any, **ludii: Any) -> bool:
    """Ludii's Yovodji game 60 of seed 1: South sows its pit 0 and relays until a lap ends in its
    empty pit 5; the engine takes the lone seed opposite (L-YO3), North has none left and the game
    ends (27-21 with South's four seeds swept); Ludii leaves it and North moves."""
    start = {"pits": [1, 1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0], "stores": [], "hands": [22, 21], "mover": 1, "move_c": 0}
    rec = {"pits": [0, 0, 1, 0, 2, 1, 1, 0, 0, 0, 0, 0], "stores": [], "hands": [22, 21], "mover": 2, **ludii}
    return ruling.applies(0, -1, {"reason": "no_seeds", "scores": [27, 21], "turn_start": start}, rec)


def test_yovodji_end_after_a_lone_seed_taken_is_l_yo3() -> None:
    lone_seed_end = next(r for r in LONE_SEED if r.kind == "end")
    seedless_end = next(r for r in NO_FEEDING if r.kind == "end")
    assert _yovodji(lone_seed_end)
    assert not _yovodji(seedless_end)  # North was not left without seeds in Ludii's game
    assert not _yovodji(lone_seed_end, mover=1)  # Ludii's North does not move on
    assert not _yovodji(lone_seed_end, pits=[0, 0, 1, 0, 2, 1, 2, 0, 0, 0, 0, 0])  # not that seed alone


# Toguz Kumalak, Ludii's game 2 of seed 1, ply 28: player 1 sows 18 from canonical pit 5 over both
# tuzdyks (its own at site 14, canonical 14; player 2's at site 0, canonical 0). The engine puts each
# seed in its owner's kazan; Ludii's program empties only the tuzdyk at a site above 0.
TK_BEFORE = {"mover": 1, "pvalue": [14, 0], "pits": [0, 0, 16, 1, 1, 18, 5, 2, 10, 0, 3, 8, 0, 1, 0, 9, 16, 0],
             "stores": [39, 33]}
TK_ENGINE = [0, 1, 17, 2, 2, 1, 6, 3, 11, 1, 4, 9, 1, 2, 0, 10, 17, 1, 40, 34]


def _tuzdyk(pits: list[int], stores: list[int], before: dict[str, Any] = TK_BEFORE) -> bool:
    return TUZDYK_SEEDS.applies(18, 5, before, {"mover": 2, "pits": pits, "stores": stores, "engine": TK_ENGINE})


def test_togyz_tuzdyk_seed_is_ruled_where_ludii_keeps_it_at_site_0_only() -> None:
    assert _tuzdyk([1, 1, 17, 2, 2, 1, 6, 3, 11, 1, 4, 9, 1, 2, 0, 10, 17, 1], [40, 33])


def test_togyz_tuzdyk_seed_is_a_difference_where_ludii_keeps_it_otherwise() -> None:
    # both tuzdyks keeping their seed, or the seed kept with the kazan unchanged, or no tuzdyk at site 0
    assert not _tuzdyk([1, 1, 17, 2, 2, 1, 6, 3, 11, 1, 4, 9, 1, 2, 1, 10, 17, 1], [39, 33])
    assert not _tuzdyk([1, 1, 17, 2, 2, 1, 6, 3, 11, 1, 4, 9, 1, 2, 0, 10, 17, 1], [40, 34])
    assert not _tuzdyk([1, 1, 17, 2, 2, 1, 6, 3, 11, 1, 4, 9, 1, 2, 0, 10, 17, 1], [40, 33],
                       {**TK_BEFORE, "pvalue": [14, 9]})


# J'erin, Ludii's game 0 of seed 1, ply 4: player 1 sows 6 from canonical pit 9, the last into empty
# pit 3; the engine's turn ends there, Ludii's player 1 lifts that lone seed and sows on.
JE_BEFORE = {"mover": 1, "pits": [5, 1, 6, 0, 6, 1, 6, 6, 6, 6, 0, 5]}
JE_AFTER = [6, 2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6]


def test_jerin_relay_from_an_empty_hole_is_ruled_where_ludii_lifts_that_seed() -> None:
    assert EMPTY_HOLE_RELAY.applies(6, 9, JE_BEFORE, {"mover": 1, "pits": JE_AFTER, "legal_c": [3]})


def test_jerin_relay_from_an_empty_hole_is_a_difference_where_ludii_goes_otherwise() -> None:
    # the other player moving, a free choice of holes, or a lap that did not end in pit 3
    assert not EMPTY_HOLE_RELAY.applies(6, 9, JE_BEFORE, {"mover": 2, "pits": JE_AFTER, "legal_c": [3]})
    assert not EMPTY_HOLE_RELAY.applies(6, 9, JE_BEFORE, {"mover": 1, "pits": JE_AFTER, "legal_c": [2, 3]})
    assert not EMPTY_HOLE_RELAY.applies(5, 9, JE_BEFORE, {"mover": 1, "pits": JE_AFTER, "legal_c": [3]})
