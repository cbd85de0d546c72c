"""Option combinations found by the conformance fuzzing (tests/engine/test_conformance.py)."""

from __future__ import annotations

import pytest

import engine
from engine.position import MoveKind


def test_territory_game_with_a_chosen_direction_lists_moves_it_accepts() -> None:
    # Nam Nam moves from owned hollows; with direction=player_choice its legal moves had no
    # direction, apply_move refused them ("this game needs a direction") and random_playout
    # crashed with KeyError((0, Direction.PLAYER_CHOICE)).
    rules = engine.resolve_rules("nam-nam", {"direction": "player_choice"})
    start = engine.new_game(rules)
    legal = engine.legal_moves(rules, start)
    assert legal and all(m.direction is not None for m in legal if m.kind is MoveKind.SOW)
    for move in legal:
        engine.apply_move(rules, start, move)
    end, _ = engine.random_playout(rules, start, 436, 300)
    assert sum(map(sum, end.pits)) + sum(end.stores) == rules.total_seeds


@pytest.mark.parametrize("options", [{"cycle_split": "discard"}, {"sweep": "none", "direction": "cw"},
                                     {"cycle_split": "draw"}])
def test_a_match_of_rounds_refuses_options_that_leave_seeds_uncounted(options: dict[str, str]) -> None:
    # Found by fuzzing: a round ended with seeds uncounted (cycle_split=discard/draw, sweep=none)
    # set up the next round without them, and the engine's own position no longer decoded.
    with pytest.raises(engine.InvalidOptions) as caught:
        engine.resolve_rules("giuthi", options)
    assert "counts every seed" in caught.value.message
