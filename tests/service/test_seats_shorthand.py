"""``POST /v1/games`` ``seats`` shorthand: the number of players, played on the board the
variant's rules document describes (issue 10 §1; docs/rulings.md D-18)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

EMPTY = [0] * 6


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> Any:
    return client.post(path, json=body)


@pytest.mark.parametrize(("body", "pits", "options"), [
    ({"variant": "mancala-for-4", "seats": 2}, [[4] * 6, EMPTY, [4] * 6, EMPTY], {"active_seats": [0, 2]}),
    ({"variant": "mancala-for-4", "seats": 3}, [[4] * 6, [4] * 6, [4] * 6, EMPTY], {"active_seats": [0, 1, 2]}),
    ({"variant": "mancala-for-4", "seats": 3, "options": {"players": 3}}, [[4] * 6, [4] * 6, [4] * 6, EMPTY],
     {"active_seats": [0, 1, 2]}),
    ({"variant": "mancala-for-4", "options": {"seats": 2}}, [[4] * 6, EMPTY, [4] * 6, EMPTY], {"active_seats": [0, 2]}),
    ({"variant": "mancala-for-4", "seats": 4}, [[4] * 6] * 4, {}),
    ({"variant": "multiplayer", "seats": 2}, [[4] * 6] * 2, {"seats": 2}),
    ({"variant": "multiplayer", "seats": 4}, [[4] * 6] * 4, {"seats": 4}),
])
def test_seats_is_the_number_of_players_on_the_documented_board(
        client: FlaskClient, body: dict[str, Any], pits: list[list[int]], options: dict[str, Any]) -> None:
    r = post(client, "/v1/games", body)
    assert r.status_code == 201, r.get_json()
    assert r.get_json()["position"]["pits"] == pits
    assert r.get_json()["options"] == options


@pytest.mark.parametrize("body", [
    {"variant": "mancala-for-4", "seats": 5},
    {"variant": "mancala-for-4", "seats": 2, "options": {"players": 3}},
    {"variant": "mancala-for-4", "options": {"active_seats": [0, 1]}},
    {"variant": "multiplayer", "seats": 4, "options": {"active_seats": [0, 2]}},
])
def test_other_seatings_are_refused_naming_the_player_option(client: FlaskClient, body: dict[str, Any]) -> None:
    r = post(client, "/v1/games", body)
    problem = r.get_json()
    assert r.status_code == 422 and problem["code"] == "invalid-options"
    option = "players" if body["variant"] == "mancala-for-4" else "seats"
    assert any(f"options.{option}" in v["message"] for v in problem["violations"])
