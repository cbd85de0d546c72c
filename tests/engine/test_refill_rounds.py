"""Matches of rounds with ruined pits (``rounds=refill``, docs/rulings.md D-24): Pallanguzhi's ruined
cups (R-P6), Congkak's burnt houses (R-C4), Ohvalhu's leaf-marked holes (R-OH4), each the
variation ``match`` of its game. Literal positions, hand-worked from the rules documents.

Seat 0 is S, seat 1 is N; pits are numbered from each seat's own left, S0…S6 then N0…N6 anticlockwise.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import engine
from engine import InvalidOptions, InvalidPosition, Position

from .helpers import board, kinds, play, rules, text

PALLANGUZHI = rules("pallanguzhi", match=True)
CONGKAK = rules("congkak", match=True)
OHVALHU = rules("ohvalhu", match=True)


def in_round(position: Position, number: int, starter: int = 0,
             ruined: tuple[tuple[int, ...], ...] = ()) -> Position:
    return replace(position, round=number, round_starter=starter, ruined=ruined)


def event(after: engine.Transition, kind: str) -> dict[str, object]:
    return next(e for e in after.events if e["type"] == kind)


def test_the_match_is_a_variation_and_one_game_stays_the_default() -> None:
    for variant, starter in (("pallanguzhi", "alternate"), ("congkak", "winner"), ("ohvalhu", "alternate")):
        assert engine.resolve_rules(variant).rounds.value == "none"
        match = rules(variant, match=True)
        assert (match.rounds.value, match.round_starter.value) == ("refill", starter)
        start = engine.new_game(match)
        assert start.round == 1 and start.ruined == ()
        assert "ruined" not in engine.position_to_json(start)


def test_a_round_end_refills_from_the_left_and_ruins_the_pits_that_cannot_be_filled() -> None:
    # R-P6: S5's seed ends in S6; the next pit N0 is empty, so N1's 5 beyond it are captured and
    # N's row is empty: the round ends, S takes S6's seed: 40-44. S fills 6 pits (36), keeps 4,
    # S6 is ruined; N fills all 7 (42), keeps 2. The right to begin alternates: N starts round 2.
    position = in_round(board("S: 0 0 0 0 0 1 0 [34] | N: 0 5 0 0 0 0 0 [44]"), 1, starter=0)
    after = play(PALLANGUZHI, position, 5)
    p = after.position
    assert text(p) == "S: 6 6 6 6 6 6 0 [4] | N: 6 6 6 6 6 6 6 [2]"
    assert p.ruined == ((6,), ()) and (p.round, p.round_starter, p.to_move) == (2, 1, 1)
    assert p.outcome is None
    assert kinds(after.events) == ["pickup", "sow", "capture", "round_end", "pits_ruined"]
    assert event(after, "round_end")["scores"] == [40, 44]
    assert event(after, "pits_ruined") == {"type": "pits_ruined", "round": 2, "ruined": [[6], []], "stores": [4, 2]}
    assert engine.position_text(p) == ("0: 6 6 6 6 6 6 0 [4] | 1: 6 6 6 6 6 6 6 [2] | ruined 6 / - | to_move 1 "
                                       "| ply 1 | round 2 play | playing")
    assert engine.position_to_json(p)["ruined"] == [[6], []]
    assert [m.pit for m in after.legal_moves] == [0, 1, 2, 3, 4, 5, 6]


def test_a_ruined_pit_is_filled_again_when_the_store_allows() -> None:
    # Round 2 with S6 ruined: S4's seed ends in S5; the next pit is N0 (S6 is passed over), empty,
    # so N1's 5 beyond it are captured and the round ends 47-37. S fills all 7 pits again (42,
    # keeps 5); N fills 6 (36, keeps 1): N6 is ruined. N began round 2, so S begins round 3.
    position = in_round(board("S: 0 0 0 0 1 0 0 [41] | N: 0 5 0 0 0 0 0 [37]"), 2, starter=1, ruined=((6,), ()))
    after = play(PALLANGUZHI, position, 4)
    assert event(after, "capture")["pits"] == [{"seat": 1, "pit": 1}]
    assert text(after.position) == "S: 6 6 6 6 6 6 6 [5] | N: 6 6 6 6 6 6 0 [1]"
    assert after.position.ruined == ((), (6,)) and after.position.to_move == 0


def test_sowing_passes_over_a_ruined_hole() -> None:
    # R-OH4: S7 is closed. S6's 2 shells go into S's store and N0 (not S7 then the store, which
    # would give an extra turn); the last shell in N's empty hole ends the turn.
    ruined = in_round(board("S: 0 0 0 0 0 0 2 0 [60] | N: 0 3 0 0 0 0 0 0 [63]"), 2, ruined=((7,), ()))
    after = play(OHVALHU, ruined, 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 [61] | N: 1 3 0 0 0 0 0 0 [63]"
    assert event(after, "sow")["path"] == [{"seat": 0, "store": True}, {"seat": 1, "pit": 0}]
    assert after.position.to_move == 1
    open_board = play(OHVALHU, in_round(board("S: 0 0 0 0 0 0 2 0 [60] | N: 0 3 0 0 0 0 0 0 [63]"), 2), 6)
    assert text(open_board.position) == "S: 0 0 0 0 0 0 0 1 [61] | N: 0 3 0 0 0 0 0 0 [63]"
    assert "extra_turn" in kinds(open_board.events)


def test_the_next_pit_and_the_capture_beyond_skip_a_ruined_pit() -> None:
    # R-P6: S5's seed ends in S6. With N0 ruined the next pit is N1 (empty), so the pit beyond it,
    # N2 (5), is captured; with N0 in play, N0 is the empty next pit and N1 beyond it holds nothing.
    position = board("S: 0 0 0 0 0 1 0 [40] | N: 0 0 5 0 0 0 3 [29]")
    after = play(PALLANGUZHI, in_round(position, 2, ruined=((), (0,))), 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [45] | N: 0 0 0 0 0 0 3 [29]"
    assert event(after, "capture")["pits"] == [{"seat": 1, "pit": 2}]
    plain = play(PALLANGUZHI, in_round(position, 2), 5)
    assert text(plain.position) == "S: 0 0 0 0 0 0 1 [40] | N: 0 0 5 0 0 0 3 [29]"
    assert "capture" not in kinds(plain.events)


def test_a_capture_opposite_a_burnt_house_takes_nothing_from_it() -> None:
    # R-C4: S's last seed falls into its own empty house S1 facing N5, which is burnt (empty and
    # out of play): the lone seed is banked (R-C2) and nothing is taken from N5.
    position = in_round(board("S: 1 0 0 0 0 0 0 [50] | N: 7 7 7 7 7 0 0 [6]"), 2, ruined=((), (5, 6)))
    after = play(CONGKAK, position, 0)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [51] | N: 7 7 7 7 7 0 0 [6]"
    assert event(after, "capture")["count"] == 1


def test_the_winner_of_a_congkak_round_starts_the_next() -> None:
    # R-C4: S0's seed falls into S's empty house S1 facing N5 (7): S banks 8. N, to move, has no
    # seed left: the round ends 58-40. S won, so S starts round 2: S fills 7 houses (49, keeps
    # 9), N fills 5 (35, keeps 5) and its houses N5 and N6 burn.
    position = in_round(board("S: 1 0 0 0 0 0 0 [50] | N: 0 0 0 0 0 7 0 [40]"), 1, starter=1)
    after = play(CONGKAK, position, 0)
    p = after.position
    assert event(after, "round_end")["scores"] == [58, 40]
    assert text(p) == "S: 7 7 7 7 7 7 7 [9] | N: 7 7 7 7 7 0 0 [5]"
    assert p.ruined == ((), (5, 6)) and p.to_move == 0 and p.round_starter == 0


def test_a_player_who_cannot_fill_one_pit_loses_the_match() -> None:
    # R-P6: "until one player has fewer than six counters": N is left with 5.
    position = in_round(board("S: 0 0 0 0 0 1 0 [73] | N: 0 5 0 0 0 0 0 [5]"), 3, ruined=((), (2, 3, 4, 5, 6)))
    after = play(PALLANGUZHI, position, 5)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "match_won" and outcome.winner == 0
    assert outcome.scores == (79, 5) and after.position.ruined == ()
    # With 6 N fills one pit and the match goes on, six of N's pits ruined.
    on = play(PALLANGUZHI, in_round(board("S: 0 0 0 0 0 1 0 [72] | N: 0 5 0 0 0 0 0 [6]"), 3), 5)
    assert on.position.outcome is None
    assert text(on.position) == "S: 6 6 6 6 6 6 6 [36] | N: 6 0 0 0 0 0 0 [0]"
    assert on.position.ruined == ((), (1, 2, 3, 4, 5, 6))


def test_ruined_positions_round_trip_and_impossible_ones_are_refused() -> None:
    position = play(PALLANGUZHI, in_round(board("S: 0 0 0 0 0 1 0 [34] | N: 0 5 0 0 0 0 0 [44]"), 1), 5).position
    data = engine.position_to_json(position)
    assert engine.position_from_json(PALLANGUZHI, data) == position
    assert engine.position_hash(replace(position, ruined=())) != engine.position_hash(position)
    bad = dict(data, ruined=[[0], []])
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(PALLANGUZHI, bad)
    assert caught.value.violations[0].path == "position.ruined[0]"
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(PALLANGUZHI, dict(data, ruined=[[6, 6], []]))
    assert caught.value.violations[0].code == "invalid-shape"
    one_game = engine.position_to_json(engine.new_game(engine.resolve_rules("pallanguzhi")))
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(engine.resolve_rules("pallanguzhi"), dict(one_game, ruined=[[6], []]))
    assert caught.value.violations[0].code == "unknown-field"


def test_refill_rounds_need_one_row_per_seat_and_the_owner_sweep() -> None:
    with pytest.raises(InvalidOptions):
        rules("ohvalhu", rounds="refill", sweep="cleared_player")
    with pytest.raises(InvalidOptions):
        rules("bao-kujifunza", rounds="refill")


@pytest.mark.parametrize("variant", ["pallanguzhi", "congkak", "ohvalhu"])
def test_random_matches_end_and_keep_every_seed(variant: str) -> None:
    r = rules(variant, match=True, max_rounds=6)
    for seed in range(3):
        final, plies = engine.random_playout(r, engine.new_game(r), seed)
        assert final.outcome is not None and final.outcome.reason in ("match_won", "max_rounds")
        assert sum(map(sum, final.pits)) + sum(final.stores) == r.total_seeds and plies > 0
