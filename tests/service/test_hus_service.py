"""ǁHus through the HTTP API: the uneven start, a column capture by POST /v1/moves, the option
that changes it, and impossible options refused with 422 naming the option."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

CAPTURE = {"pits": [[0, 0, 0, 1, 0, 2, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 1],
                    [0, 0, 0, 0, 1, 0, 0, 0] + [6, 6, 6, 6, 3, 5, 5, 6]],
           "stores": [0, 0], "to_move": 0, "ply": 20, "status": "playing", "outcome": None, "history": [],
           "last_mover": 1}


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> Any:
    return client.post(path, json=body)


def test_a_new_game_starts_with_the_left_half_of_each_front_row_empty(client: FlaskClient) -> None:
    r = post(client, "/v1/games", {"variant": "hus"})
    assert r.status_code == 201, r.get_json()
    body = r.get_json()
    assert body["position"]["pits"] == [[0, 0, 0, 0, 2, 2, 2, 2] + [2] * 8] * 2
    assert body["legal_moves"] == [{"pit": i} for i in range(4, 16)]


def test_a_move_captures_the_facing_column_and_sows_it_on(client: FlaskClient) -> None:
    r = post(client, "/v1/moves", {"variant": "hus", "position": CAPTURE, "move": {"pit": 5}})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert body["position"]["pits"] == [[1, 1, 1, 2, 1, 0, 0, 0] + [1, 0, 0, 0, 0, 0, 0, 1],
                                        [0] * 8 + [6, 6, 6, 6, 0, 5, 5, 6]]
    assert body["position"]["stores"] == [0, 0]
    assert {"type": "capture", "kind": "column", "by": 0, "count": 4,
            "pits": [{"seat": 1, "pit": 4}, {"seat": 1, "pit": 12}]} in body["events"]


def test_options_that_cannot_be_played_are_refused(client: FlaskClient) -> None:
    r = post(client, "/v1/games", {"variant": "hus", "options": {"laps": "single", "start_empty_pits": [5, 2]}})
    assert r.status_code == 422
    paths = {v["path"] for v in r.get_json()["violations"]}
    assert paths == {"options.column_capture", "options.start_empty_pits"}
