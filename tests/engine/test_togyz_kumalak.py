"""Togyz Kumalak, Toguz Korgool and Bestemshe (docs/rules/togyz-kumalak.md, toguz-korgool.md,
bestemshe.md): every rule with literal positions, hand-worked from the rules text.

Seat 0 is S (pits 1-9 are ``S: p0 … p8``), seat 1 is N; S sows S0→S8 then N0→N8.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import engine
from engine import InvalidPosition, Position

from .helpers import board, kinds, play, rules, text

TOGYZ = rules("togyz-kumalak")


def with_tuzdyk(position: Position, tuzdyk: tuple[int | None, int | None]) -> Position:
    return replace(position, tuzdyk=tuzdyk)


def event(after: engine.Transition, kind: str) -> dict[str, object]:
    return next(e for e in after.events if e["type"] == kind)


# --- sowing ---------------------------------------------------------------------------------------


def test_opening_first_stone_back_into_the_pit_and_an_even_capture() -> None:
    # Pit 7 (S6) holds 9: one back into S6, then S7, S8, N0..N5; N5 now holds 10: captured.
    after = play(TOGYZ, engine.new_game(TOGYZ), 6)
    assert text(after.position) == "S: 9 9 9 9 9 9 1 10 10 [10] | N: 10 10 10 10 10 0 9 9 9 [0]"
    path = event(after, "sow")["path"]
    assert isinstance(path, list) and path[0] == {"seat": 0, "pit": 6} and len(path) == 9
    assert event(after, "capture")["count"] == 10


def test_a_single_stone_moves_on_and_leaves_its_pit_empty() -> None:
    position = board("S: 0 0 0 0 1 0 0 0 2 [80] | N: 1 0 0 0 0 0 0 0 1 [77]")
    after = play(TOGYZ, position, 4)
    assert text(after.position) == "S: 0 0 0 0 0 1 0 0 2 [80] | N: 1 0 0 0 0 0 0 0 1 [77]"
    assert event(after, "sow")["path"] == [{"seat": 0, "pit": 5}]


def test_two_stones_one_stays_one_moves_and_an_even_count_is_captured() -> None:
    position = board("S: 0 0 0 0 0 0 0 0 2 [60] | N: 1 5 5 5 5 5 5 5 4 [60]")
    after = play(TOGYZ, position, 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 1 [62] | N: 0 5 5 5 5 5 5 5 4 [60]"


def test_an_odd_count_in_the_opponent_pit_captures_nothing() -> None:
    position = board("S: 0 0 0 0 0 0 0 0 2 [60] | N: 4 5 5 5 5 5 5 5 1 [60]")
    after = play(TOGYZ, position, 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 1 [60] | N: 5 5 5 5 5 5 5 5 1 [60]"
    assert "capture" not in kinds(after.events)


def test_an_even_count_in_an_own_pit_captures_nothing() -> None:
    position = board("S: 3 0 1 0 0 0 0 0 0 [60] | N: 5 5 5 5 5 5 5 3 1 [59]")
    after = play(TOGYZ, position, 0)
    assert text(after.position) == "S: 1 1 2 0 0 0 0 0 0 [60] | N: 5 5 5 5 5 5 5 3 1 [59]"
    assert "capture" not in kinds(after.events)


def test_a_lap_of_19_stones_sows_the_starting_pit_again() -> None:
    # 19 from S0: one back into S0, 17 into the other pits, the 19th into S0 again.
    position = board("S: 19 0 0 0 0 0 0 0 0 [60] | N: 1 0 0 0 0 0 0 0 0 [82]", ply=0)
    r = rules("togyz-kumalak", capture_majority_wins=False)
    after = play(r, position, 0)
    assert text(after.position) == "S: 2 1 1 1 1 1 1 1 1 [60] | N: 2 1 1 1 1 1 1 1 1 [82]"


# --- the tuzdyk -----------------------------------------------------------------------------------

MAKES_THREE = "S: 0 0 0 0 0 0 0 0 5 [60] | N: 1 1 1 2 5 5 5 5 5 [67]"
"""S8's five stones: S8 keeps one, N0, N1, N2 become 2 and N3 becomes exactly 3."""


def test_exactly_three_makes_a_tuzdyk_and_captures_the_three() -> None:
    after = play(TOGYZ, board(MAKES_THREE), 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 1 [63] | N: 2 2 2 0 5 5 5 5 5 [67]"
    assert after.position.tuzdyk == (3, None)
    assert event(after, "tuzdyk") == {"type": "tuzdyk", "by": 0, "seat": 1, "pit": 3}
    capture = event(after, "capture")
    assert capture["kind"] == "tuzdyk" and capture["count"] == 3
    assert engine.position_to_json(after.position)["tuzdyk"] == [3, None]
    assert "| tuzdyk 3 - |" in engine.position_text(after.position)


def test_a_second_tuzdyk_is_refused_and_stones_falling_into_the_first_go_to_its_owner() -> None:
    # S already owns N1: the stone S sows there goes to S's store; N3 becomes 3 but stays.
    position = with_tuzdyk(board("S: 0 0 0 0 0 0 0 0 5 [60] | N: 1 0 1 2 5 5 5 5 5 [68]"), (1, None))
    after = play(TOGYZ, position, 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 1 [61] | N: 2 0 2 3 5 5 5 5 5 [68]"
    assert after.position.tuzdyk == (1, None)
    captures = [e for e in after.events if e["type"] == "capture"]
    assert captures == [{"type": "capture", "kind": "tuzdyk", "by": 0, "count": 1, "pits": [{"seat": 1, "pit": 1}]}]
    assert event(after, "tuzdyk_refused")["reason"] == "already_has"


def test_the_opponents_ninth_pit_never_becomes_a_tuzdyk() -> None:
    position = board("S: 0 0 0 0 0 0 0 0 10 [60] | N: 2 2 2 2 2 2 2 2 2 [74]")
    after = play(TOGYZ, position, 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 1 [60] | N: 3 3 3 3 3 3 3 3 3 [74]"
    assert after.position.tuzdyk == (None, None)
    assert event(after, "tuzdyk_refused") == {"type": "tuzdyk_refused", "by": 0, "reason": "last_pit",
                                              "seat": 1, "pit": 8}
    # House rule tuzdyk_in_last_pit: it is made.
    house = play(rules("togyz-kumalak", tuzdyk_in_last_pit=True), position, 8)
    assert text(house.position) == "S: 0 0 0 0 0 0 0 0 1 [63] | N: 3 3 3 3 3 3 3 3 0 [74]"
    assert house.position.tuzdyk == (8, None)


def test_never_the_same_number_as_the_opponents_tuzdyk() -> None:
    # N owns S3 ("pit 4" of S): S cannot make N3 ("pit 4" of N) its tuzdyk.
    position = with_tuzdyk(board(MAKES_THREE), (None, 3))
    after = play(TOGYZ, position, 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 1 [60] | N: 2 2 2 3 5 5 5 5 5 [67]"
    assert event(after, "tuzdyk_refused")["reason"] == "same_number"
    house = play(rules("togyz-kumalak", tuzdyk_same_number=True), position, 8)
    assert house.position.tuzdyk == (3, 3)


def test_the_facing_pit_of_the_opponents_tuzdyk_is_allowed() -> None:
    # N owns S5, which faces N3 across the board (9-1-3 = 5): a different number, so allowed.
    position = with_tuzdyk(board(MAKES_THREE), (None, 5))
    after = play(TOGYZ, position, 8)
    assert after.position.tuzdyk == (3, 5)
    assert after.position.stores == (63, 67)


def test_stones_sown_into_the_opponents_tuzdyk_go_to_its_owner() -> None:
    position = with_tuzdyk(board("S: 4 0 0 0 0 0 0 0 0 [60] | N: 5 5 5 5 5 5 5 5 5 [53]"), (None, 2))
    after = play(TOGYZ, position, 0)
    assert text(after.position) == "S: 1 1 0 1 0 0 0 0 0 [60] | N: 5 5 5 5 5 5 5 5 5 [54]"
    assert event(after, "capture") == {"type": "capture", "kind": "tuzdyk", "by": 1, "count": 1,
                                       "pits": [{"seat": 0, "pit": 2}]}


def test_a_last_stone_into_the_own_tuzdyk_captures_nothing_more() -> None:
    position = with_tuzdyk(board("S: 0 0 0 0 0 0 0 0 4 [60] | N: 1 1 0 5 5 5 5 5 5 [66]"), (2, None))
    after = play(TOGYZ, position, 8)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 1 [61] | N: 2 2 0 5 5 5 5 5 5 [66]"
    assert [e["kind"] for e in after.events if e["type"] == "capture"] == ["tuzdyk"]


def test_a_tuzdyk_pit_is_never_a_legal_move() -> None:
    position = with_tuzdyk(board("S: 4 0 0 0 0 0 0 0 0 [60] | N: 5 5 5 5 5 5 5 5 5 [53]"), (None, 2))
    assert engine.legal_moves(TOGYZ, position) == (engine.Move(0),)


# --- the end --------------------------------------------------------------------------------------


def test_82_stones_win_at_once_scored_by_the_kazans_as_recorded() -> None:
    # T-5: S8's two stones: one stays, one makes N0 hold 2, captured: 82 ends the game. The
    # tournaments record 82:76; the stones left (S8 1, N8 3) stay on the board, uncounted.
    position = board("S: 0 0 0 0 0 0 0 0 2 [80] | N: 1 0 0 0 0 0 0 0 3 [76]")
    after = play(TOGYZ, position, 8)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "majority" and outcome.winner == 0
    assert outcome.scores == (82, 76) and after.position.stores == (82, 76)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 0 1 [82] | N: 0 0 0 0 0 0 0 0 3 [76]"
    assert event(after, "game_end")["sweep"] == []


@pytest.mark.parametrize("pin", [{"majority_sweep": "owner"}, "1.0.0"])
def test_82_stones_with_the_rest_added_to_their_row_owner_as_in_rules_version_1_0_0(pin: object) -> None:
    r = rules("togyz-kumalak", **pin) if isinstance(pin, dict) else engine.resolve_rules("togyz-kumalak", None, pin)
    position = board("S: 0 0 0 0 0 0 0 0 2 [80] | N: 1 0 0 0 0 0 0 0 3 [76]")
    after = play(r, position, 8)
    assert after.position.outcome is not None and after.position.outcome.winner == 0
    assert after.position.stores == (83, 79)


def test_the_versions_of_the_family_and_an_unknown_one() -> None:
    for variant in ("togyz-kumalak", "toguz-korgool", "bestemshe"):
        assert engine.get_variant(variant).rules_version == "1.1.0"
        assert engine.resolve_rules(variant).majority_sweep.value == "none"
        assert engine.resolve_rules(variant, None, "1.0.0").majority_sweep.value == "owner"
    with pytest.raises(engine.UnknownRulesVersion) as caught:
        engine.resolve_rules("togyz-kumalak", None, "0.9.0")
    assert caught.value.violations[0].message == "'1.1.0' (current) and '1.0.0' are available"


def test_a_record_of_rules_version_1_0_0_replays_as_it_did_and_the_verdict_says_how() -> None:
    from engine.records import parse_record, record_from_moves
    from engine.verdicts import adjudicate_record

    # Bestemshe, a game that ends by a majority (26 of 50) with stones left on the board.
    r = rules("bestemshe")
    position = engine.new_game(r)
    moves = []
    for seed in range(200):
        if position.outcome is not None:
            break
        legal = engine.legal_moves(r, position)
        move = legal[(seed * 7) % len(legal)]
        moves.append(move)
        position = engine.apply_move(r, position, move).position
    assert position.outcome is not None and position.outcome.reason == "majority"
    left = sum(map(sum, position.pits))
    assert left > 0
    now = adjudicate_record(record_from_moves("bestemshe", moves))
    then = adjudicate_record(parse_record(engine.records.format_record(
        record_from_moves("bestemshe", moves, rules_version="1.0.0"))))
    assert now.status == then.status == "valid" and now.result == then.result and now.winners == then.winners
    assert now.scores == position.outcome.scores and sum(now.scores or ()) == 50 - left
    assert then.scores is not None and sum(then.scores) == 50
    assert now.options == {} and then.options == {"majority_sweep": "owner"}
    assert now.rules_version == then.rules_version == "1.1.0"


def test_repetition_off_is_the_sources_reading_and_keeps_no_history() -> None:
    # T-3 / D-22: a move to a position whose key is twice in the history is its third
    # occurrence: the default (3) ends the game there; repetition_count=0 plays on and adds nothing.
    from engine.game import position_geometry
    from engine.table import Table, hex_key

    off = rules("togyz-kumalak", repetition_count=0)
    position = board("S: 1 0 0 0 0 0 0 0 0 [80] | N: 1 0 0 0 0 0 0 0 0 [80]")
    reached = play(off, position, 0).position
    assert text(reached) == "S: 0 1 0 0 0 0 0 0 0 [80] | N: 1 0 0 0 0 0 0 0 0 [80]"
    assert reached.outcome is None and reached.history == ()
    geo = position_geometry(off, reached)
    key = hex_key(Table.from_position(geo, reached).key(geo))
    seen = replace(position, history=(key, key))
    assert play(off, seen, 0).position.outcome is None
    assert play(off, seen, 0).position.history == (key, key)
    ended = play(TOGYZ, seen, 0).position.outcome
    assert ended is not None and ended.reason == "repetition"


def test_a_player_who_cannot_move_ends_the_game_and_the_other_keeps_their_row() -> None:
    # S captures N's last two stones; N to move has none: S takes its own 4 (76+2+4 = 82).
    position = board("S: 0 0 0 0 0 0 3 0 2 [76] | N: 1 0 0 0 0 0 0 0 0 [80]")
    after = play(TOGYZ, position, 8)
    outcome = after.position.outcome
    assert outcome is not None and outcome.reason == "no_seeds" and outcome.winner == 0
    assert outcome.scores == (82, 80)
    assert event(after, "game_end")["sweep"] == [{"seat": 0, "count": 4}]
    other = play(rules("togyz-kumalak", sweep="cleared_player"), position, 8)
    assert other.position.stores == (78, 84)


def test_81_81_is_a_draw() -> None:
    # S's last stone goes to N0; N plays it on to N1; S cannot move: N keeps it, 81-81.
    position = board("S: 0 0 0 0 0 0 0 0 1 [81] | N: 0 0 0 0 0 0 0 0 0 [80]")
    first = play(TOGYZ, position, 8)
    assert text(first.position) == "S: 0 0 0 0 0 0 0 0 0 [81] | N: 1 0 0 0 0 0 0 0 0 [80]"
    second = engine.apply_move(TOGYZ, first.position, engine.Move(0))
    outcome = second.position.outcome
    assert outcome is not None and outcome.draw and outcome.scores == (81, 81)
    assert outcome.reason == "no_seeds"


# --- the codec ------------------------------------------------------------------------------------


def _json(position: Position) -> dict[str, object]:
    return engine.position_to_json(position)


def test_tuzdyk_positions_round_trip_and_other_games_keep_their_form() -> None:
    after = play(TOGYZ, board(MAKES_THREE), 8).position
    data = _json(after)
    assert engine.position_from_json(TOGYZ, data) == after
    start = engine.new_game(TOGYZ)
    assert _json(start)["tuzdyk"] == [None, None]
    assert "tuzdyk" not in engine.position_text(start)
    oware = engine.resolve_rules("oware")
    assert "tuzdyk" not in _json(engine.new_game(oware))
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(oware, {**_json(engine.new_game(oware)), "tuzdyk": [None, None]})
    assert [v.path for v in caught.value.violations] == ["position.tuzdyk"]


def test_a_position_without_tuzdyk_reads_as_none_yet() -> None:
    data = _json(engine.new_game(TOGYZ))
    del data["tuzdyk"]
    assert engine.position_from_json(TOGYZ, data).tuzdyk == (None, None)


@pytest.mark.parametrize(("tuzdyk", "pits_n", "message"), [
    ([None, 8], None, "last pit"),
    ([3, 3], None, "same pit number"),
    ([3, None], [2, 2, 2, 1, 5, 5, 5, 5, 5], "holds no seeds"),
    ([9, None], None, "between 0 and 8"),
    ([None], None, "must list 2"),
])
def test_impossible_tuzdyks_are_refused(tuzdyk: list[int | None], pits_n: list[int] | None, message: str) -> None:
    data = _json(play(TOGYZ, board(MAKES_THREE), 8).position)
    data["tuzdyk"] = tuzdyk
    if pits_n is not None:
        data["pits"] = [data["pits"][0], pits_n]  # type: ignore[index]
        data["stores"] = [62, 67]
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(TOGYZ, data)
    assert any(message in v.message for v in caught.value.violations), caught.value.violations


def test_the_hash_covers_the_tuzdyk() -> None:
    after = play(TOGYZ, board(MAKES_THREE), 8).position
    assert engine.position_hash(after) != engine.position_hash(replace(after, tuzdyk=(None, None)))


def test_tuzdyks_need_a_board_they_are_defined_on() -> None:
    with pytest.raises(engine.InvalidOptions):
        rules("togyz-kumalak", must_feed="leave_seeds")
    with pytest.raises(engine.InvalidOptions):
        rules("oware", tuzdyk_count=3)  # relay-free, but must_feed leave_seeds
    assert rules("kalah", tuzdyk_count=3).tuzdyk_count() == 3


# --- Toguz Korgool and Bestemshe ------------------------------------------------------------------


def test_toguz_korgool_plays_the_same_rules_with_its_tuz() -> None:
    assert rules("toguz-korgool") == TOGYZ
    after = play(rules("toguz-korgool"), board(MAKES_THREE), 8)
    assert after.position.tuzdyk == (3, None)


BESTEMSHE = rules("bestemshe")


def test_bestemshe_opening_from_the_czech_federation_example() -> None:
    # mankala.cz: sow B3 (S2): one back into B3, then B4, B5, T1, T2; T2 (N1) is even: captured.
    after = play(BESTEMSHE, engine.new_game(BESTEMSHE), 2)
    assert text(after.position) == "S: 5 5 1 6 6 [6] | N: 6 0 5 5 5 [0]"
    assert "tuzdyk" not in engine.position_to_json(after.position)


def test_bestemshe_a_single_stone_captures_two() -> None:
    # mankala.cz: "The bottom player can play D5 to H1 and capture two."
    position = board("S: 0 0 0 0 1 [20] | N: 1 0 0 2 0 [26]", ply=4)
    r = rules("bestemshe", capture_majority_wins=False)
    after = play(r, position, 4)
    assert text(after.position) == "S: 0 0 0 0 0 [22] | N: 0 0 0 2 0 [26]"


def test_bestemshe_has_no_tuzdyk_and_26_wins() -> None:
    position = board("S: 0 0 0 0 3 [20] | N: 1 2 0 0 0 [24]")
    after = play(BESTEMSHE, position, 4)
    # S4 keeps one, N0 becomes 2 and N1 becomes 3: no tuzdyk in Bestemshe, nothing captured.
    assert text(after.position) == "S: 0 0 0 0 1 [20] | N: 2 3 0 0 0 [24]"
    assert "tuzdyk_refused" not in kinds(after.events) and "tuzdyk" not in kinds(after.events)
    win = play(BESTEMSHE, board("S: 0 0 0 0 2 [24] | N: 1 0 0 0 3 [20]"), 4)
    assert win.position.outcome is not None and win.position.outcome.reason == "majority"
    assert win.position.stores == (26, 20)  # B-2: the stores as they stand (S4 1, N4 3 uncounted)
    then = play(rules("bestemshe", majority_sweep="owner"), board("S: 0 0 0 0 2 [24] | N: 1 0 0 0 3 [20]"), 4)
    assert then.position.stores == (27, 23)


def test_bestemshe_with_tuzdyks_as_a_house_rule() -> None:
    position = board("S: 0 0 0 0 3 [20] | N: 1 2 0 0 0 [24]")
    after = play(rules("bestemshe", tuzdyk_count=3), position, 4)
    assert text(after.position) == "S: 0 0 0 0 1 [23] | N: 2 0 0 0 0 [24]"
    assert after.position.tuzdyk == (1, None)


def test_a_majority_and_an_empty_row_at_once_are_scored_by_the_kazans() -> None:
    # T-6 (issue 33): pit 9's two stones: one stays, one makes North's pit 1 hold 2, captured: 82,
    # and North's row is empty with 3 stones on South's. The majority ends the game first:
    # 82:77 as the kazans stand (PlayStrategy credits the 3 to South: 85:77; same winner).
    position = board("S: 0 0 0 0 0 0 1 1 2 [80] | N: 1 0 0 0 0 0 0 0 0 [77]")
    after = play(TOGYZ, position, 8)
    outcome = after.position.outcome
    assert outcome is not None and (outcome.reason, outcome.scores, outcome.winners) == ("majority", (82, 77), (0,))
    assert text(after.position) == "S: 0 0 0 0 0 0 1 1 1 [82] | N: 0 0 0 0 0 0 0 0 0 [77]"
    owner = play(rules("togyz-kumalak", majority_sweep="owner"), position, 8).position.outcome
    assert owner is not None and owner.scores == (85, 77) and owner.winners == (0,)
