"""Rulings on a game's end checked exactly (docs/conformance.md): a differing result or end is ruled
only where Ludii's is what the ruling says Ludii's program gives from the position, literal cases
from the comparison's games (Ludii: http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0)."""

from __future__ import annotations

from typing import Any

from conformance.games import HUS_RESULT

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
