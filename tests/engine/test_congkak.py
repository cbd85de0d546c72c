"""Congkak (docs/rules/congkak.md): relay sowing through the own store, extra turns, the last
seed banked even against an empty house, the end when the player to move has no seeds."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

CONGKAK = rules("congkak")


def test_seven_seeds_in_each_of_fourteen_houses() -> None:
    assert text(engine.new_game(CONGKAK)) == "S: 7 7 7 7 7 7 7 [0] | N: 7 7 7 7 7 7 7 [0]"
    assert CONGKAK.total_seeds == 98


def test_the_opening_is_played_south_first_and_the_store_gives_an_extra_turn() -> None:
    # R-C1: the simultaneous opening is played as turns; 7 seeds from house 0 reach the store.
    after = play(CONGKAK, engine.new_game(CONGKAK), 0)
    assert text(after.position) == "S: 0 8 8 8 8 8 8 [1] | N: 7 7 7 7 7 7 7 [0]"
    assert after.position.to_move == 0 and "extra_turn" in kinds(after.events)


def test_last_seed_in_an_occupied_opponent_house_is_lifted_and_sown_on() -> None:
    # 3 seeds: S6, store, N0 (now 2) -> lift 2: N1, N2 (empty, opponent's) -> the seed stays, turn ends.
    position = board("S: 0 0 0 0 0 3 0 [40] | N: 1 0 0 0 0 0 1 [53]")
    after = play(CONGKAK, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [41] | N: 0 1 1 0 0 0 1 [53]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow"]
    assert after.position.to_move == 1


def test_last_seed_in_an_own_empty_house_takes_it_and_the_opposite_house() -> None:
    position = board("S: 0 0 0 0 0 1 0 [40] | N: 4 0 0 0 0 0 2 [51]")
    after = play(CONGKAK, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [45] | N: 0 0 0 0 0 0 2 [51]"
    assert next(e for e in after.events if e["type"] == "capture")["count"] == 5
    assert after.position.to_move == 1


def test_against_an_empty_opposite_house_the_last_seed_alone_is_banked() -> None:
    # "If the opponent's house opposite his own is empty, he deposits only his last shell in his
    # own storehouse" (R-C2); Sungka leaves the seed in the house.
    position = board("S: 0 0 0 0 0 1 0 [40] | N: 0 0 0 0 0 0 6 [51]")
    after = play(CONGKAK, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [41] | N: 0 0 0 0 0 0 6 [51]"
    assert next(e for e in after.events if e["type"] == "capture")["count"] == 1
    assert after.position.to_move == 1 and after.position.outcome is None
    sungka = play(rules("sungka"), position, 5)
    assert text(sungka.position) == "S: 0 0 0 0 0 0 1 [40] | N: 0 0 0 0 0 0 6 [51]"


def test_option_empty_capture_false_leaves_the_seed_in_the_house() -> None:
    position = board("S: 0 0 0 0 0 1 0 [40] | N: 0 0 0 0 0 0 6 [51]")
    after = play(rules("congkak", empty_capture=False), position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [40] | N: 0 0 0 0 0 0 6 [51]"
    assert "capture" not in kinds(after.events)


def test_a_relay_ending_in_an_own_empty_house_captures_after_going_round() -> None:
    # 8 seeds: store, N0-N5, N6 (now 2) -> lift 2: S0, S1 (empty, own) -> S1 and N5 (5) taken.
    position = board("S: 0 0 0 0 0 0 8 [30] | N: 0 0 0 0 0 4 1 [55]")
    for variant in (CONGKAK, rules("congkak", capture_precondition="own_store_sown")):
        after = play(variant, position, 6)
        assert text(after.position) == "S: 1 0 0 0 0 0 0 [37] | N: 1 1 1 1 1 0 0 [55]"
        assert next(e for e in after.events if e["type"] == "capture")["count"] == 6


def test_option_own_store_sown_no_capture_before_the_sowing_has_gone_round() -> None:
    # Congklak: a capture needs "you have gone around the board at least one time". One seed from
    # S5 to the empty S6 never passed the store: it stays, N0's 4 are safe, the turn ends.
    congklak = rules("congkak", capture_precondition="own_store_sown")
    position = board("S: 0 0 0 0 0 1 0 [40] | N: 4 0 0 0 0 0 2 [51]")
    after = play(congklak, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 1 [40] | N: 4 0 0 0 0 0 2 [51]"
    assert "capture" not in kinds(after.events) and after.position.to_move == 1
    # A relay on the own row that never reaches the store captures nothing either:
    # 1 seed from S2: S3 (now 2) -> lift 2: S4, S5 (empty) -> no capture of N1.
    position = board("S: 0 0 1 1 0 0 0 [40] | N: 0 3 0 0 0 0 2 [51]")
    after = play(congklak, position, 2)
    assert text(after.position) == "S: 0 0 0 0 1 1 0 [40] | N: 0 3 0 0 0 0 2 [51]"
    assert kinds(after.events) == ["pickup", "sow", "relay", "sow"]
    plain = play(CONGKAK, position, 2)
    assert text(plain.position) == "S: 0 0 0 0 1 0 0 [44] | N: 0 0 0 0 0 0 2 [51]"


def test_the_game_ends_when_the_player_to_move_has_no_seeds_the_rest_to_their_owner() -> None:
    # S banks its last seed against an empty house; N, to move, has no seeds: the game ends and
    # S's one seed left goes to S ("the remaining seeds are awarded to his opponent").
    position = board("S: 0 0 0 0 1 1 0 [46] | N: 0 0 0 0 0 0 0 [50]")
    after = play(CONGKAK, position, 5)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [48] | N: 0 0 0 0 0 0 0 [50]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "no_seeds" and after.position.outcome.winners == (1,)


def test_an_extra_turn_with_an_empty_row_ends_the_game_where_sungka_passes() -> None:
    position = board("S: 0 0 0 0 0 0 1 [40] | N: 0 0 0 0 0 1 3 [53]")
    after = play(CONGKAK, position, 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [41] | N: 0 0 0 0 0 0 0 [57]"
    assert after.position.outcome is not None
    assert after.position.outcome.reason == "no_seeds" and after.position.outcome.winners == (1,)
    passing = play(rules("congkak", empty_mover="pass"), position, 6)
    assert kinds(passing.events) == ["pickup", "sow", "extra_turn", "pass"]
    assert passing.position.outcome is None and passing.position.to_move == 1


def test_sungkas_rules_are_congkak_with_two_options() -> None:
    assert rules("congkak", empty_capture=False, empty_mover="pass") == rules("sungka")


def test_analysis_answers_a_legal_move_and_200_seeded_random_games_end() -> None:
    from engine.analysis import analyse

    start = engine.new_game(CONGKAK)
    assert analyse(CONGKAK, start, level=10).best_move in engine.legal_moves(CONGKAK, start)
    for seed in range(200):
        end, plies = engine.random_playout(CONGKAK, start, seed)
        assert end.outcome is not None and plies < 1000


def test_every_move_changes_a_store_so_no_position_repeats() -> None:
    # A sowing that leaves the own row passes the own storehouse; one that stays on it ends in an
    # own empty house and banks the last seed (R-C2). So the repetition rule never fires.
    import random

    for seed in range(40):
        rng = random.Random(seed)
        position = engine.new_game(CONGKAK)
        while position.outcome is None:
            legal = engine.legal_moves(CONGKAK, position)
            after = engine.apply_move(CONGKAK, position, legal[rng.randrange(len(legal))]).position
            assert sum(after.stores) > sum(position.stores)
            position = after


def test_the_worked_example_of_the_congkak_rules_text() -> None:
    # salvi.chaosnet.org: "suppose the player at the bottom sows from the second hole on the right"
    # (drawn clockwise, storehouse on the left: this service's pit 1): five houses, the store and
    # the opponent's first house get a seed; "the last seed just sown in the top left hole" (now 8)
    # is lifted and "the same player carries on sowing from that hole".
    after = play(CONGKAK, engine.new_game(CONGKAK), 1)
    first_lap = next(e for e in after.events if e["type"] == "sow")["path"]
    assert first_lap == [{"seat": 0, "pit": p} for p in range(2, 7)] + [{"seat": 0, "store": True},
                                                                       {"seat": 1, "pit": 0}]
    assert next(e for e in after.events if e["type"] == "relay") == {
        "type": "relay", "seat": 1, "pit": 0, "count": 8, "direction": "ccw"}
    # Worked on: the 8 go to N1-N6 (8 each), S0 (8) and S1, emptied by the move: an own empty
    # house, so S1's seed and the 8 of the opposite N5 go to the store (1 + 9 = 10).
    assert text(after.position) == "S: 8 0 8 8 8 8 8 [10] | N: 0 8 8 8 8 0 8 [0]"
