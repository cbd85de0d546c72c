"""The opening phase as a rule dimension (docs/rulings.md, "Rule dimensions": ``opening_plies``,
``opening_pits``): the game's first plies are sown from the named pits only, refused with reason
``opening-pit`` otherwise, and any pit may be sown when none of them can."""

from __future__ import annotations

import random

import pytest

import engine

from .helpers import board, text

# Kalah with Um el-Bil's opening: the first move from the right-hand pit (pit 5).
KALAH_OPENING = engine.resolve_rules("kalah", {"opening_plies": 1, "opening_pits": [5]})


def pits(moves: tuple[engine.Move, ...]) -> list[int]:
    return [m.pit for m in moves]


def test_the_opening_ply_lists_only_the_opening_pits_and_the_next_ply_every_pit() -> None:
    start = engine.new_game(KALAH_OPENING)
    assert pits(engine.legal_moves(KALAH_OPENING, start)) == [5]
    after = engine.apply_move(KALAH_OPENING, start, engine.Move(pit=5))
    assert text(after.position) == "S: 4 4 4 4 4 0 [1] | N: 5 5 5 4 4 4 [0]"
    assert pits(engine.legal_moves(KALAH_OPENING, after.position)) == [0, 1, 2, 3, 4, 5]


def test_a_move_from_another_pit_is_refused_with_the_opening_pits_named() -> None:
    with pytest.raises(engine.IllegalMove) as caught:
        engine.apply_move(KALAH_OPENING, engine.new_game(KALAH_OPENING), engine.Move(pit=0))
    assert caught.value.reason == "opening-pit"
    assert "pit(s) 5" in str(caught.value)


def test_when_no_opening_pit_can_be_sown_any_pit_can() -> None:
    # ply 0 and the right-hand pit empty: the opening cannot be played, so every pit is open.
    empty_right = board("S: 4 4 4 4 4 0 [0] | N: 4 4 4 4 4 4 [0]")
    assert pits(engine.legal_moves(KALAH_OPENING, empty_right)) == [0, 1, 2, 3, 4]


def test_the_opening_counts_plies_from_the_position_sent() -> None:
    # the same board at ply 1 (the position's own ply) is past the opening
    later = board("S: 4 4 4 4 4 4 [0] | N: 4 4 4 4 4 4 [0]", to_move="N", ply=1)
    assert pits(engine.legal_moves(KALAH_OPENING, later)) == [0, 1, 2, 3, 4, 5]


@pytest.mark.parametrize(("options", "field"), [
    ({"opening_plies": 2}, "opening_pits"),
    ({"opening_pits": [3]}, "opening_plies"),
    ({"opening_plies": 1, "opening_pits": [4, 2]}, "opening_pits"),
    ({"opening_plies": 1, "opening_pits": [6]}, "opening_pits"),
    ({"opening_plies": 1, "opening_pits": [5], "opening_arrangement": True}, "opening_plies"),
])
def test_an_opening_that_cannot_be_played_is_refused_by_field(options: dict[str, object], field: str) -> None:
    with pytest.raises(engine.InvalidOptions) as caught:
        engine.resolve_rules("kalah", options)
    assert f"options.{field}" in {v.path for v in caught.value.violations}


OPENING_GAMES = [v for v in engine.variant_ids() if engine.get_variant(v).rules.opening_plies]


@pytest.mark.parametrize("variant_id", OPENING_GAMES)
def test_every_opening_game_lists_opening_moves_only_in_its_opening_plies(variant_id: str) -> None:
    # seeded random games: in the first opening_plies plies every legal move is from an opening
    # pit, and after them every non-empty own pit is a legal move (these games have no other filter)
    rules_ = engine.resolve_rules(variant_id)
    for seed in range(3):
        chooser, position = random.Random(seed), engine.new_game(rules_)
        for _ in range(rules_.opening_plies + 2):
            moves = engine.legal_moves(rules_, position)
            if not moves:
                break
            own = [p for p, seeds in enumerate(position.pits[position.to_move]) if seeds]
            if position.ply < rules_.opening_plies:
                assert {m.pit for m in moves} <= set(rules_.opening_pits), (variant_id, position)
            else:
                assert [m.pit for m in moves] == own, (variant_id, position)
            position = engine.apply_move(rules_, position, chooser.choice(moves)).position
