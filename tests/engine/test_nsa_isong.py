"""Nsa Isong (docs/rules/nsa-isong.md): Ba-awa's relay sowing and fours sown clockwise, a player
who cannot move ending the round; positions worked by hand from Mancala World's rules (after
Osunsanya 1998, with Ba-awa's after Bell 1969)."""

from __future__ import annotations

import engine
from engine import Move, apply_move, new_game, position_from_json
from engine.position import Phase
from engine.rules import Direction

RULES = engine.resolve_rules("nsa-isong")


def pos(s: list[int], n: list[int], stores: tuple[int, int], to_move: int = 0) -> engine.Position:
    return position_from_json(RULES, {"pits": [s, n], "stores": list(stores), "to_move": to_move,
                                      "round": 1, "round_starter": 0})


def board(p: engine.Position) -> tuple[list[int], list[int]]:
    return list(p.pits[0]), list(p.pits[1])


def captures(t: engine.Transition) -> list[tuple[str, int, int]]:
    return [(e["kind"], e["by"], e["count"]) for e in t.events if e["type"] == "capture"]


def test_four_seeds_in_each_of_twelve_holes_sown_clockwise() -> None:
    start = new_game(RULES)
    assert board(start) == ([4] * 6, [4] * 6) and RULES.total_seeds == 48
    assert RULES.direction is Direction.CW and start.owners == ((0,) * 6, (1,) * 6)


def test_the_opening_relays_clockwise_until_a_last_seed_falls_into_an_empty_hole_r_ni1() -> None:
    # S0 (4): N5 N4 N3 N2 → N2 (5) relays: N1 N0 S5 S4 S3 → S3 (5): S2 S1 S0 N5 N4 → N4 (6):
    # N3 N2 N1 N0 S5 S4 → S4 (6): S3 S2 S1 S0 N5 N4, and N4 was empty: the turn ends.
    t = apply_move(RULES, new_game(RULES), Move(0))
    assert board(t.position) == ([2, 6, 6, 1, 0, 6], [6, 6, 1, 6, 1, 7])
    assert captures(t) == [] and t.position.to_move == 1


def test_a_four_in_passing_goes_to_the_owner_a_last_four_to_the_mover_r_ni1() -> None:
    # S0 (3): N5 makes 4 with a seed that is not the last → North's; N4; N3 made 4 by the last
    # seed → South's, whoever owns the hole; 8 seeds are left in play, so the round goes on.
    t = apply_move(RULES, pos([3, 2, 1, 0, 0, 0], [2, 2, 0, 3, 0, 3], (16, 16)), Move(0))
    assert captures(t) == [("enpassant", 1, 4), ("final4", 0, 4)]
    assert board(t.position) == ([0, 2, 1, 0, 0, 0], [2, 2, 0, 0, 1, 0]) and list(t.position.stores) == [20, 20]
    assert t.position.to_move == 1


def test_the_capture_that_leaves_four_takes_them_and_ends_the_round_r_ni2() -> None:
    # S1 (1) → S0, which holds 3: the last seed makes 4 (South's), 4 are left: South takes them.
    t = apply_move(RULES, pos([3, 1, 0, 0, 0, 0], [0, 0, 2, 2, 0, 0], (20, 20)), Move(1))
    assert captures(t) == [("final4", 0, 4), ("last_seeds", 0, 4)]
    q = t.position
    assert list(q.stores) == [28, 20] and board(q) == ([0] * 6, [0] * 6)
    # South won the round 28-20: their six holes and one of North's, chosen now
    assert q.phase is Phase.CHOOSE_HOLLOWS and q.to_move == 0 and q.round == 2


def test_a_player_who_cannot_move_ends_the_round_each_hole_to_its_owner_r_ni2() -> None:
    # N5 (1) → N4, empty: the turn ends; South has no seed at their turn: the round ends (no pass,
    # as in Oware Nam Nam) and North takes the 4 seeds left in its holes, winning the round 28-20.
    t = apply_move(RULES, pos([0] * 6, [3, 0, 0, 0, 0, 1], (20, 24), to_move=1), Move(5))
    end = next(e for e in t.events if e["type"] == "round_end")
    assert end["reason"] == "no_seeds" and not any(e["type"] == "pass" for e in t.events)
    q = t.position
    assert list(q.stores) == [20, 28] and q.phase is Phase.CHOOSE_HOLLOWS and q.to_move == 1


def test_10_seeded_random_matches_end() -> None:
    start = new_game(RULES)
    for seed in range(10):
        end, plies = engine.random_playout(RULES, start, seed)
        assert end.outcome is not None and plies <= RULES.max_plies
