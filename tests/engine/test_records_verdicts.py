"""Verdicts on records: result by the rules, first illegal ply, disagreement with the Result tag,
games stopped early, reproducibility and the work budget."""

from __future__ import annotations

import json

import pytest

import engine
from engine.budget import UnitBudget
from engine.records import RecordMove, format_record, parse_record, record_from_moves
from engine.verdicts import adjudicate_position, adjudicate_record, adjudicate_text
from tools.sample_games import random_game, random_record


def _record(moves: str, result: str = "*", variant: str = "oware", extra: str = "") -> str:
    return f'[Variant "{variant}"]\n[South "Kofi"]\n[North "Ama"]\n[Result "{result}"]\n{extra}\n{moves} {result}\n'


def test_a_finished_game_with_the_right_result_is_valid() -> None:
    rules, start, moves = random_game("oware", 1)
    record = record_from_moves("oware", moves)
    verdict = adjudicate_record(record)
    final = engine.replay(rules, start, moves)[-1].position
    assert final.outcome is not None
    assert verdict.status == "valid"
    assert verdict.plies == len(moves) == final.ply
    assert verdict.scores == final.outcome.scores
    assert verdict.ending == final.outcome.reason
    assert verdict.result == record.result != "*"
    assert verdict.position_hash == engine.position_hash(final)


def test_the_first_illegal_ply_is_named_with_its_text_place_and_reason() -> None:
    # 1. C c 2. C: South's pit C was emptied by the first move.
    verdict = adjudicate_text(_record("1. C c 2. C a"))
    assert verdict.status == "illegal"
    assert verdict.plies == 2
    assert verdict.illegal is not None
    assert verdict.illegal.to_json() == {
        "ply": 2, "move": "C", "reason": "empty-pit", "message": "pit 2 of seat 0 is empty",
        "line": 6, "column": 11, "legal_moves": ["A", "B", "D", "E", "F"]}
    assert verdict.position_text == "0: 5 4 0 5 5 5 [0] | 1: 5 4 0 5 5 5 [0] | to_move 0 | ply 2 | playing"


def test_a_move_written_for_the_wrong_player_is_illegal() -> None:
    verdict = adjudicate_text(_record("1. C D"))
    assert verdict.illegal is not None
    assert (verdict.illegal.ply, verdict.illegal.move, verdict.illegal.reason) == (1, "D", "not-your-turn")


def test_moves_after_the_end_are_illegal() -> None:
    _rules, _start, moves = random_game("kalah", 2)
    record = record_from_moves("kalah", moves)
    extra = record.moves + (RecordMove("sow", 0),)
    verdict = adjudicate_record(type(record)(**{**record.__dict__, "moves": extra}))  # type: ignore[arg-type]
    assert verdict.status == "illegal" and verdict.illegal is not None
    assert (verdict.illegal.ply, verdict.illegal.reason) == (len(moves), "game-over")


def test_a_wrong_result_tag_is_disputed_and_the_verdict_says_what_the_rules_give() -> None:
    record = random_record("oware", 1)
    wrong = "0-1" if record.result == "1-0" else "1-0"
    text = format_record(record).replace(f'[Result "{record.result}"]', f'[Result "{wrong}"]').replace(
        f" {record.result}\n", f" {wrong}\n")
    verdict = adjudicate_text(text)
    assert verdict.status == "disputed"
    assert verdict.result == record.result and verdict.claimed_result == wrong
    assert verdict.disagreement is not None
    assert verdict.disagreement.startswith(f"the Result tag says {wrong} but the rules give {record.result}")


def test_a_win_claimed_in_an_unfinished_game_is_disputed_without_a_termination() -> None:
    verdict = adjudicate_text(_record("1. C c", result="1-0"))
    assert verdict.status == "disputed" and verdict.result == "*"


START = ('[Start "{\\"pits\\": [[1,0,0,0,0,2],[3,0,0,0,0,0]], \\"stores\\": [20,22], \\"to_move\\": 0}"]')


@pytest.mark.parametrize(("variant", "reason", "scores", "result"), [
    # Oware: own side on agreement (cycle_split=own_side) and on time (sweep=owner)
    ("oware", "agreement", (23, 25), "0-1"),
    ("oware", "time", (23, 25), "0-1"),
    # Owari shares the 6 seeds left in halves (cycle_split=halves) but sweeps by owner on time
    ("owari", "move_limit", (23, 25), "0-1"),
    ("owari", "abandonment", (23, 25), "0-1"),
])
def test_a_game_stopped_early_ends_by_the_variants_own_rule(variant: str, reason: str, scores: tuple[int, ...],
                                                            result: str) -> None:
    verdict = adjudicate_text(_record("", result=result, variant=variant,
                                      extra=START + f'\n[Termination "{reason}"]'))
    assert (verdict.status, verdict.ending, verdict.adjudicated, verdict.scores, verdict.result) == (
        "valid", reason, True, scores, result)


def test_adjudicate_position_literal() -> None:
    rules = engine.resolve_rules("owari")
    position = engine.position_from_json(rules, {"pits": [[1, 0, 0, 0, 0, 4], [3, 0, 0, 0, 0, 0]],
                                                 "stores": [18, 22], "to_move": 0})
    # halves: 8 seeds left, 4 each
    assert adjudicate_position(rules, position, "agreement").scores == (22, 26)
    # sweep=owner: 5 to South, 3 to North
    assert adjudicate_position(rules, position, "time").scores == (23, 25)
    hybrid = engine.resolve_rules("mancala-hybrid")  # cycle_split=draw: a declared draw, seeds discarded
    start = engine.new_game(hybrid)
    drawn = adjudicate_position(hybrid, start, "agreement")
    assert drawn.winners == (0, 1) and drawn.scores == (0, 0)
    with pytest.raises(ValueError):
        adjudicate_position(rules, position, "boredom")


def test_verdicts_are_reproducible_byte_for_byte() -> None:
    texts = [format_record(random_record(v, 3)) for v in engine.variant_ids()]
    first = [json.dumps(adjudicate_text(t).to_json(), sort_keys=True) for t in texts]
    again = [json.dumps(adjudicate_text(t).to_json(), sort_keys=True) for t in reversed(texts)]
    assert first == list(reversed(again))


def test_a_malformed_record_is_a_verdict_not_an_exception() -> None:
    verdict = adjudicate_text(_record("1. C Q"))
    assert verdict.status == "malformed"
    assert verdict.error is not None
    assert (verdict.error["line"], verdict.error["column"], verdict.error["token"]) == (6, 6, "Q")


def test_the_budget_is_charged_per_move() -> None:
    record = random_record("oware", 1)
    with pytest.raises(engine.LimitExceeded):
        adjudicate_record(record, UnitBudget(10, "plies"))
    budget = UnitBudget(10_000, "plies")
    adjudicate_record(record, budget)
    assert budget.used == len(record.moves)


def test_a_record_parsed_from_its_text_has_the_same_verdict() -> None:
    record = random_record("giuthi", 2, max_plies=150)
    assert adjudicate_record(parse_record(format_record(record))).to_json() == adjudicate_record(record).to_json()


# ---- ending by agreement through the moves: =? is propose_end, = is accept_end (docs/rulings.md D-4)


def test_an_offer_then_a_move_then_acceptance_ends_the_game_by_agreement_with_the_split() -> None:
    # 1. C c: each row 5 4 0 5 5 5 (24 seeds). 2. =? F: South offers and still sows F (pit 5: 5 seeds
    # into a b c d e), then North accepts. Oware shares by own side: South 19, North 24 + 5 = 29.
    verdict = adjudicate_text(_record("1. C c 2. =? F =", "0-1"))
    keys = ("status", "result", "scores", "winners", "plies", "ending", "adjudicated", "illegal", "disagreement")
    assert {k: verdict.to_json()[k] for k in keys} == {
        "status": "valid", "result": "0-1", "scores": [19, 29], "winners": [1], "plies": 5,
        "ending": "agreement", "adjudicated": False, "illegal": None, "disagreement": None}
    assert verdict.position_text == ("0: 0 0 0 0 0 0 [19] | 1: 0 0 0 0 0 0 [29] | to_move 1 | ply 5 | "
                                     "finished agreement winner 1")


def test_the_same_game_through_the_engine_gives_the_same_end() -> None:
    rules = engine.resolve_rules("oware", {})
    moves = [engine.Move(2), engine.Move(2), engine.Move(kind=engine.MoveKind.PROPOSE_END), engine.Move(5),
             engine.Move(kind=engine.MoveKind.ACCEPT_END)]
    final = engine.replay(rules, engine.new_game(rules), moves)[-1].position
    verdict = adjudicate_text(_record("1. C c 2. =? F =", "0-1"))
    assert final.outcome is not None and final.outcome.reason == "agreement"
    assert (verdict.scores, verdict.plies, verdict.position_hash) == (
        final.outcome.scores, final.ply, engine.position_hash(final))


def test_an_accept_without_an_offer_is_illegal_for_the_engines_reason() -> None:
    verdict = adjudicate_text(_record("1. C c =", "1/2-1/2"))
    assert verdict.status == "illegal" and verdict.illegal is not None
    assert verdict.illegal.to_json() == {
        "ply": 2, "move": "=", "reason": "no-end-proposed",
        "message": "no one has proposed to end the game; propose_end first",
        "line": 6, "column": 8, "legal_moves": ["A", "B", "D", "E", "F"]}


def test_the_proposer_cannot_accept_their_own_offer() -> None:
    verdict = adjudicate_text(_record("1. =? ="))
    assert verdict.illegal is not None
    assert (verdict.illegal.ply, verdict.illegal.move, verdict.illegal.reason) == (1, "=", "end-already-proposed")


def test_an_offer_is_illegal_where_agreed_end_is_off() -> None:
    verdict = adjudicate_text(_record("1. C =? c", extra='[Options "{\\"agreed_end\\": false}"]\n'))
    assert verdict.status == "illegal" and verdict.illegal is not None
    assert verdict.illegal.to_json() == {
        "ply": 1, "move": "=?", "reason": "agreed-end-off",
        "message": "this game cannot be ended by agreement (agreed_end=false)",
        "line": 7, "column": 6, "legal_moves": ["a", "b", "c", "d", "e", "f"]}


def test_a_declined_offer_lapses_and_the_game_goes_on() -> None:
    # South offers and sows C; North declines by sowing c; the game is not over.
    verdict = adjudicate_text(_record("1. =? C c 2. F"))
    assert (verdict.status, verdict.plies, verdict.ending, verdict.illegal) == ("unfinished", 4, None, None)


def test_no_move_after_an_agreed_end() -> None:
    verdict = adjudicate_text(_record("1. =? C = c", "0-1"))
    assert verdict.illegal is not None
    assert (verdict.illegal.ply, verdict.illegal.move, verdict.illegal.reason) == (3, "c", "game-over")
    assert verdict.ending == "agreement"


def test_a_termination_tag_still_stops_a_game_without_agreement_moves() -> None:
    verdict = adjudicate_text(_record("1. C c", "1/2-1/2", extra='[Termination "agreement"]\n'))
    assert (verdict.status, verdict.ending, verdict.adjudicated, verdict.scores, verdict.plies) == (
        "valid", "agreement", True, (24, 24), 2)


def test_a_verdict_names_the_seats_and_where_its_game_started() -> None:
    start = '[Start "{\\"pits\\": [[0,0,0,0,2,2],[0,1,0,1,0,2]], \\"stores\\": [20,20], \\"to_move\\": 0}"]\n'
    standard = adjudicate_text(_record("1. C c"))
    set_up = adjudicate_text(_record("1. E", extra=start))
    assert (standard.start_origin, standard.seats) == ("standard", ("South", "North"))
    assert (set_up.status, set_up.start_origin) == ("unfinished", "client")
    # only the caller that verified a StartSignature may say "signed"; without a Start it stays standard
    assert adjudicate_text(_record("1. E", extra=start), check_start=lambda r: True).start_origin == "signed"
    assert adjudicate_text(_record("1. C c"), check_start=lambda r: True).start_origin == "standard"
    four = adjudicate_text('[Variant "mancala-for-4"]\n[Options "{\\"players\\": 3}"]\n[Result "*"]\n\n1. 3 *\n')
    assert (four.seats, len(four.scores or ()), four.players) == (("Seat1", "Seat2", "Seat3", "Seat4"), 4,
                                                                  ("?", "?", "?"))
    assert adjudicate_text('[Variant "oware"]\n\n1. Z *\n').to_json()["start_origin"] is None  # unreadable
