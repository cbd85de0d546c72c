"""A direction chosen and kept through the HTTP API (Namudilakunze, docs/rules/namudilakunze.md):
the position carries each seat's way (``directions``), the legal moves name it, the choosing move
must name one (422 ``direction-required``), and a kept way cannot be changed (422
``direction-not-allowed``) while a move sent without a direction is sown the seat's way."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

START = {"pits": [[1] * 7 + [0] + [1] * 6, [1] * 7 + [0] + [1] * 6], "stores": [0, 0], "to_move": 0, "ply": 0,
         "status": "playing"}


def post(client: FlaskClient, body: dict[str, Any]) -> Any:
    return client.post("/v1/moves", json={"variant": "namudilakunze", **body})


def test_the_first_move_is_clockwise_and_the_second_chooses(client: FlaskClient) -> None:
    r = post(client, {"position": START, "move": {"pit": 2}})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert body["position"]["directions"] == ["player_choice", None]
    assert body["position"]["pits"][0] == [1, 1, 0, 0, 2, 0, 2, 1, 2, 0, 2, 0, 2, 0]
    assert {m["direction"] for m in body["legal_moves"]} == {"cw"}  # North's first move
    second = post(client, {"position": body["position"], "move": body["legal_moves"][0]}).get_json()["position"]
    assert second["directions"] == ["player_choice", "player_choice"]
    refused = post(client, {"position": second, "move": {"pit": 0}})
    assert refused.status_code == 422 and refused.get_json()["reason"] == "direction-required"
    chosen = post(client, {"position": second, "move": {"pit": 0, "direction": "ccw"}})
    assert chosen.status_code == 200 and chosen.get_json()["position"]["directions"] == ["ccw", "player_choice"]


def test_a_kept_direction_cannot_be_changed(client: FlaskClient) -> None:
    position = {**START, "directions": ["ccw", "cw"]}
    refused = post(client, {"position": position, "move": {"pit": 2, "direction": "cw"}})
    assert refused.status_code == 422 and refused.get_json()["reason"] == "direction-not-allowed"
    plain = post(client, {"position": position, "move": {"pit": 2}}).get_json()
    named = post(client, {"position": position, "move": {"pit": 2, "direction": "ccw"}}).get_json()
    assert plain["position"] == named["position"] and plain["position"]["directions"] == ["ccw", "cw"]
