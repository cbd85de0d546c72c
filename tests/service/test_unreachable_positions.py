"""Positions no game reaches on the newer rule dimensions are refused ``422 invalid-position`` at
every entry point (issue 34.6), like every other impossible position:

* Bao la Kiswahili: ``takasia`` says the last move was a takasa of the mtaji stage, which the player
  who made it could play only with an empty store; at the namua start (22 seeds in each store)
  nobody has played such a move.
* Pallanguzhi's match of rounds (``rounds=refill``): pits are ruined when a round ends and the
  stores are poured back (a player's pits that cannot be filled); in the first round every pit is
  in play.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")

BAO_NAMUA_START = {"pits": [[0, 0, 0, 0, 6, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0],
                            [0, 0, 0, 0, 6, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
                   "stores": [22, 22], "to_move": 0, "ply": 0, "status": "playing", "outcome": None, "history": [],
                   "last_mover": None, "nyumba": [True, True]}
# Pallanguzhi's match, round 1, ply 0: 6 seeds in each pit but the last of South's, "ruined" and
# its 6 seeds in South's store (the count stays 84).
MATCH_ROUND_1 = {"pits": [[6, 6, 6, 6, 6, 6, 0], [6, 6, 6, 6, 6, 6, 6]], "stores": [6, 0], "to_move": 0, "ply": 0,
                 "status": "playing", "outcome": None, "history": [], "last_mover": None, "round": 1,
                 "round_starter": 0, "phase": "play", "ruined": [[6], []]}
MATCH = {"variant": "pallanguzhi", "options": {"match": True}}


def moved(client: Any, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    r = client.post("/v1/moves", json=body)
    answer: dict[str, Any] = r.get_json()
    return r.status_code, answer


def paths(answer: dict[str, Any]) -> list[str]:
    return [v["path"] for v in answer.get("violations", [])]


def test_takasia_at_the_namua_start_is_an_impossible_position(client: Any) -> None:
    status, answer = moved(client, {"variant": "bao-la-kiswahili", "position": {**BAO_NAMUA_START, "takasia": True},
                                    "move": {"pit": 5, "direction": "cw"}})
    assert (status, answer["code"]) == (422, "invalid-position"), answer
    assert paths(answer) == ["position.takasia"]


def test_takasia_is_refused_while_the_last_mover_still_had_seeds_in_store(client: Any) -> None:
    # mid-namua: South has sown 3 seeds from its store, North 2; North moved last with 20 left
    position = {**BAO_NAMUA_START, "pits": [[0, 0, 0, 0, 7, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0],
                                            [0, 0, 0, 0, 7, 3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
                "stores": [19, 20], "ply": 5, "last_mover": 1, "takasia": True}
    status, answer = moved(client, {"variant": "bao-la-kiswahili", "position": position,
                                    "move": {"pit": 5, "direction": "cw"}})
    assert (status, answer["code"], paths(answer)) == (422, "invalid-position", ["position.takasia"]), answer


def test_takasia_false_at_the_namua_start_is_the_start(client: Any) -> None:
    status, answer = moved(client, {"variant": "bao-la-kiswahili", "position": {**BAO_NAMUA_START, "takasia": False},
                                    "move": {"pit": 5, "direction": "cw"}})
    assert status == 200, answer


def test_a_ruined_pit_in_the_first_round_of_a_match_is_an_impossible_position(client: Any) -> None:
    status, answer = moved(client, {**MATCH, "position": MATCH_ROUND_1, "move": {"pit": 0}})
    assert (status, answer["code"]) == (422, "invalid-position"), answer
    assert paths(answer) == ["position.ruined"]


def test_a_ruined_pit_in_the_second_round_is_a_position(client: Any) -> None:
    status, answer = moved(client, {**MATCH, "position": {**MATCH_ROUND_1, "round": 2}, "move": {"pit": 0}})
    assert status == 200, answer


def test_a_record_starting_there_is_no_valid_game(client: Any) -> None:
    start = json.dumps(MATCH_ROUND_1).replace('"', '\\"')
    text = '[Variant "pallanguzhi"]\n[Options "{\\"match\\": true}"]\n[Result "*"]\n' + f'[Start "{start}"]\n\n*\n'
    r = client.post("/v1/adjudications", json={"records": [text]})
    assert r.status_code == 200, r.get_json()
    verdict = r.get_json()["verdicts"][0]["verdict"]
    assert verdict["status"] == "malformed", verdict  # it was "unfinished", from a client start
    assert (verdict["error"]["code"], verdict["error"]["cause"]) == ("malformed-record", "invalid-position")
    assert "in the first round every pit is in play" in verdict["error"]["reason"]
