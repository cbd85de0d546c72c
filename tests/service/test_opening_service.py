"""An opening through the HTTP API (Dabuda, docs/rules/dabuda.md): the new game lists only the
opening pits, a move from another pit is refused with 422 reason ``opening-pit`` and the legal
moves, the position's ``ply`` decides when the opening is over, and an opening without its pits
is refused naming the option."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

START = {"pits": [[4] * 10, [4] * 10], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing",
         "outcome": None, "history": [], "last_mover": None}


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> Any:
    return client.post(path, json=body)


def test_a_new_game_lists_only_the_four_right_hand_pits(client: FlaskClient) -> None:
    r = post(client, "/v1/games", {"variant": "dabuda"})
    assert r.status_code == 201, r.get_json()
    assert r.get_json()["legal_moves"] == [{"pit": 6}, {"pit": 7}, {"pit": 8}, {"pit": 9}]


def test_a_move_outside_the_opening_is_refused_and_after_the_opening_allowed(client: FlaskClient) -> None:
    r = post(client, "/v1/moves", {"variant": "dabuda", "position": START, "move": {"pit": 0}})
    assert r.status_code == 422
    body = r.get_json()
    assert body["code"] == "illegal-move" and body["reason"] == "opening-pit"
    assert body["legal_moves"] == [{"pit": 6}, {"pit": 7}, {"pit": 8}, {"pit": 9}]
    # the same board two plies on: the opening is over and pit 0 may be sown
    later = post(client, "/v1/moves", {"variant": "dabuda", "position": {**START, "ply": 2}, "move": {"pit": 0}})
    assert later.status_code == 200, later.get_json()
    assert later.get_json()["position"]["ply"] == 3


def test_an_opening_without_its_pits_is_refused_naming_the_option(client: FlaskClient) -> None:
    r = post(client, "/v1/games", {"variant": "kalah", "options": {"opening_plies": 1}})
    assert r.status_code == 422
    assert {v["path"] for v in r.get_json()["violations"]} == {"options.opening_pits"}
