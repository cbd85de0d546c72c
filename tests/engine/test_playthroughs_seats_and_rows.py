"""Complete games of three and four seats and on four rows as literal records (golden playthroughs):
every move, the final position, conservation of seeds and a lossless JSON round trip at every step."""

from __future__ import annotations

from typing import Any

import pytest

import engine

MULTIPLAYER_3 = [
    {'pit': 5}, {'pit': 3}, {'pit': 5}, {'pit': 1}, {'pit': 0}, {'pit': 5}, {'pit': 0}, {'pit': 4}, {'pit': 3},
    {'pit': 2}, {'pit': 0}, {'pit': 4}, {'pit': 0}, {'pit': 1}, {'pit': 1}, {'pit': 1}, {'pit': 0}, {'pit': 2},
    {'pit': 0}, {'pit': 2}, {'pit': 4}, {'pit': 5}, {'pit': 2}, {'pit': 1}, {'pit': 3}, {'pit': 5}, {'pit': 4},
    {'pit': 1}, {'pit': 2}, {'pit': 0}, {'pit': 2}, {'pit': 0}, {'pit': 2}, {'pit': 3}, {'pit': 3}, {'pit': 0},
    {'pit': 1}, {'pit': 2}, {'pit': 3}, {'pit': 4}, {'pit': 5},
]

MULTIPLAYER_4_V6_V9 = [
    {'pit': 1}, {'pit': 2}, {'pit': 4}, {'pit': 5}, {'pit': 4}, {'pit': 5}, {'pit': 2}, {'pit': 3}, {'pit': 5},
    {'pit': 4}, {'pit': 2}, {'pit': 4}, {'pit': 2}, {'pit': 2}, {'pit': 3}, {'pit': 1}, {'pit': 1}, {'pit': 0},
    {'pit': 5}, {'pit': 2}, {'pit': 5}, {'pit': 1}, {'pit': 1}, {'pit': 1}, {'pit': 1}, {'pit': 2}, {'pit': 0},
    {'pit': 3}, {'pit': 3}, {'pit': 3}, {'pit': 0}, {'pit': 4}, {'pit': 2}, {'pit': 5}, {'pit': 3}, {'pit': 3},
    {'pit': 5}, {'pit': 4}, {'pit': 5},
]

MANCALA_FOR_4_THREE_PLAYERS = [
    {'pit': 1}, {'pit': 5}, {'pit': 1}, {'pit': 4}, {'pit': 3}, {'pit': 0}, {'pit': 2}, {'pit': 0}, {'pit': 5},
    {'pit': 1}, {'pit': 3}, {'pit': 3}, {'pit': 4}, {'pit': 3}, {'pit': 1}, {'pit': 5}, {'pit': 1}, {'pit': 4},
    {'pit': 3}, {'pit': 0}, {'pit': 0}, {'pit': 0}, {'pit': 3}, {'pit': 1}, {'pit': 0}, {'pit': 4}, {'pit': 0},
    {'pit': 3}, {'pit': 2}, {'pit': 5}, {'pit': 2}, {'pit': 1}, {'pit': 4}, {'pit': 2},
]

BAO = [
    {'pit': 4, 'direction': 'cw'}, {'pit': 15, 'direction': 'ccw'}, {'pit': 9, 'direction': 'cw'},
    {'pit': 6, 'direction': 'cw'}, {'pit': 14, 'direction': 'ccw'}, {'pit': 13, 'direction': 'ccw'},
    {'pit': 8, 'direction': 'cw'}, {'pit': 15, 'direction': 'ccw'}, {'pit': 15, 'direction': 'ccw'},
    {'pit': 5, 'direction': 'cw'}, {'pit': 10, 'direction': 'ccw'}, {'pit': 7, 'direction': 'ccw'},
    {'pit': 14, 'direction': 'ccw'}, {'pit': 5, 'direction': 'ccw'}, {'pit': 7, 'direction': 'ccw'},
    {'pit': 12, 'direction': 'ccw'}, {'pit': 8, 'direction': 'cw'}, {'pit': 4, 'direction': 'cw'},
    {'pit': 1, 'direction': 'cw'}, {'pit': 10, 'direction': 'cw'}, {'pit': 11, 'direction': 'ccw'},
    {'pit': 8, 'direction': 'cw'}, {'pit': 0, 'direction': 'cw'}, {'pit': 0, 'direction': 'cw'},
    {'pit': 3, 'direction': 'cw'}, {'pit': 14, 'direction': 'ccw'}, {'pit': 8, 'direction': 'cw'},
    {'pit': 7, 'direction': 'ccw'}, {'pit': 9, 'direction': 'cw'}, {'pit': 3, 'direction': 'cw'},
]


CASES = [
    ('multiplayer', {}, MULTIPLAYER_3,
     '0: 0 0 0 0 0 0 [57] | 1: 0 0 0 0 0 0 [7] | 2: 0 0 0 0 0 0 [8] | to_move 1 | ply 41 | finished board_empty winner 0'),
    ('multiplayer', {"seats": 4, "v9_relay": True, "v6_one_opposing_hole": True}, MULTIPLAYER_4_V6_V9,
     '0: 0 0 0 0 0 0 [40] | 1: 0 0 0 0 0 0 [18] | 2: 0 0 0 0 0 0 [7] | 3: 0 0 0 0 0 0 [31] | to_move 0 | ply 39 | finished board_empty winner 0'),
    ('mancala-for-4', {"players": 3}, MANCALA_FOR_4_THREE_PLAYERS,
     '0: 0 0 0 0 0 0 [28] | 1: 0 0 0 0 0 0 [17] | 2: 0 0 0 0 0 0 [27] | 3: 0 0 0 0 0 0 [0] | to_move 1 | ply 34 | finished board_empty winner 0'),
    ('bao-kujifunza', {}, BAO,
     '0: 0 0 0 0 0 0 0 0 1 0 2 1 3 8 3 2 [0] | 1: 1 3 10 3 6 6 5 0 0 1 1 2 1 0 1 4 [0] | to_move 0 | ply 30 | finished front_row_empty winner 1'),
]


@pytest.mark.parametrize(("variant", "options", "moves", "final"), CASES)
def test_complete_game(variant: str, options: dict[str, Any], moves: list[dict[str, Any]], final: str) -> None:
    rules = engine.resolve_rules(variant, options)
    steps = engine.replay(rules, engine.new_game(rules), [engine.move_from_json(rules, m) for m in moves])
    assert engine.position_text(steps[-1].position) == final
    assert steps[-1].legal_moves == ()
    for step in steps:
        p = step.position
        assert sum(map(sum, p.pits)) + sum(p.stores) == rules.total_seeds
        assert engine.position_from_json(rules, engine.position_to_json(p)) == p
