"""Togyz Kumalak family through the HTTP API: a new game, a tuzdyk made by POST /v1/moves, and
impossible tuzdyks refused with 422 and every violation."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> Any:
    return client.post(path, json=body)


@pytest.mark.parametrize(("variant", "pits", "tuzdyk"), [
    ("togyz-kumalak", 9, [None, None]), ("toguz-korgool", 9, [None, None]), ("bestemshe", 5, None)])
def test_new_games_of_the_family(client: FlaskClient, variant: str, pits: int, tuzdyk: Any) -> None:
    r = post(client, "/v1/games", {"variant": variant})
    assert r.status_code == 201, r.get_json()
    body = r.get_json()
    assert body["position"]["pits"] == [[pits] * pits, [pits] * pits]
    assert body["position"].get("tuzdyk") == tuzdyk
    assert body["legal_moves"] == [{"pit": i} for i in range(pits)]


MAKES_THREE = {"pits": [[0, 0, 0, 0, 0, 0, 0, 0, 5], [1, 1, 1, 2, 5, 5, 5, 5, 5]], "stores": [60, 67],
               "to_move": 0, "ply": 40, "status": "playing", "outcome": None, "history": [], "last_mover": 1,
               "tuzdyk": [None, None]}


def test_a_move_makes_a_tuzdyk(client: FlaskClient) -> None:
    r = post(client, "/v1/moves", {"variant": "togyz-kumalak", "position": MAKES_THREE, "move": {"pit": 8}})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert body["position"]["pits"] == [[0, 0, 0, 0, 0, 0, 0, 0, 1], [2, 2, 2, 0, 5, 5, 5, 5, 5]]
    assert body["position"]["stores"] == [63, 67]
    assert body["position"]["tuzdyk"] == [3, None]
    assert {"type": "tuzdyk", "by": 0, "seat": 1, "pit": 3} in body["events"]


def test_an_impossible_tuzdyk_is_refused_with_every_violation(client: FlaskClient) -> None:
    position = {**MAKES_THREE, "tuzdyk": [8, 8]}
    r = post(client, "/v1/moves", {"variant": "togyz-kumalak", "position": position, "move": {"pit": 8}})
    assert r.status_code == 422
    paths = sorted(v["path"] for v in r.get_json()["violations"])
    # Both in a last pit, both on pits holding seeds, and the same number.
    assert paths == ["position.tuzdyk"] + ["position.tuzdyk[0]"] * 2 + ["position.tuzdyk[1]"] * 2
