"""Every configurable limit is enforced: 413 for the body size, 422 limit-exceeded for the others."""

from __future__ import annotations

from typing import Any

from svc_positions import OPENING


def test_body_size_limit(make_app: Any) -> None:
    client = make_app(MAX_CONTENT_LENGTH=2048).test_client()
    small = client.post("/v1/replay", json={"variant": "kalah", "moves": [{"pit": 2}]})
    assert small.status_code == 200
    big = client.post("/v1/replay", json={"variant": "kalah", "moves": [{"pit": 2}] * 400})
    assert big.status_code == 413


def test_replay_length_limit(make_app: Any) -> None:
    client = make_app(MAX_REPLAY_MOVES=3).test_client()
    moves = [{"pit": 2}, {"pit": 3}, {"pit": 0}]
    assert client.post("/v1/replay", json={"variant": "kalah", "moves": moves}).status_code == 200
    r = client.post("/v1/replay", json={"variant": "kalah", "moves": [*moves, {"pit": 1}]})
    assert r.status_code == 422
    body = r.get_json()
    assert body["code"] == "limit-exceeded"
    assert body["violations"][0]["path"] == "moves"


def test_board_size_limit_on_positions_and_new_games(make_app: Any) -> None:
    client = make_app(MAX_PITS=10).test_client()
    r = client.post("/v1/moves", json={"variant": "oware", "position": OPENING, "move": {"pit": 2}})
    assert r.status_code == 422 and r.get_json()["code"] == "limit-exceeded"
    r = client.post("/v1/games", json={"variant": "oware"})
    assert r.status_code == 422 and r.get_json()["code"] == "limit-exceeded"
    assert client.post("/v1/games", json={"variant": "oware", "options": {"pits_per_side": 5}}).status_code == 201


def test_seat_limit(make_app: Any) -> None:
    client = make_app(MAX_SEATS=1).test_client()
    r = client.post("/v1/legal-moves", json={"variant": "oware", "position": OPENING})
    assert r.status_code == 422 and r.get_json()["code"] == "limit-exceeded"
    r = client.post("/v1/replay", json={"variant": "oware", "start": OPENING, "moves": []})
    assert r.status_code == 422 and r.get_json()["violations"][0]["path"] == "start.pits"


def test_limits_come_from_the_environment(monkeypatch: Any, make_app: Any) -> None:
    monkeypatch.setenv("ARBITER_MAX_REPLAY_MOVES", "1")
    client = make_app().test_client()
    r = client.post("/v1/replay", json={"variant": "kalah", "moves": [{"pit": 2}, {"pit": 3}]})
    assert r.status_code == 422
    # and an explicit override beats the environment
    client = make_app(MAX_REPLAY_MOVES=5).test_client()
    assert client.post("/v1/replay", json={"variant": "kalah", "moves": [{"pit": 2}, {"pit": 3}]}).status_code == 200


def test_the_widest_board_is_served_by_default_and_a_wider_one_refused(make_app: Any) -> None:
    # The default ARBITER_MAX_PITS (100) is the widest board the engine plays, 2×50 (En Gehé's
    # longest rows): a move there is answered; 2×51 is over both the service's limit and the
    # engine's rows.
    client = make_app().test_client()
    options = {"pits_per_side": 50}
    game = client.post("/v1/games", json={"variant": "en-gehe", "options": options})
    assert game.status_code == 201
    position = game.get_json()["position"]
    assert [len(row) for row in position["pits"]] == [50, 50]
    moved = client.post("/v1/moves", json={"variant": "en-gehe", "options": options, "position": position,
                                           "signature": game.get_json().get("signature"), "move": {"pit": 49}})
    assert moved.status_code == 200, moved.get_json()
    wide = {**position, "pits": [[4] * 51, [4] * 51]}
    r = client.post("/v1/moves", json={"variant": "en-gehe", "options": options, "position": wide, "move": {"pit": 0}})
    assert r.status_code == 422 and r.get_json()["code"] == "limit-exceeded"
    assert r.get_json()["violations"][0]["path"] == "position.pits"
    r = client.post("/v1/games", json={"variant": "en-gehe", "options": {"pits_per_side": 51}})
    assert r.status_code == 422 and r.get_json()["code"] == "invalid-options"
    # With the operator's limit raised, the engine refuses the 51-pit rows of a 2×50 game itself.
    raised = make_app(MAX_PITS=200).test_client()
    r = raised.post("/v1/moves", json={"variant": "en-gehe", "options": options, "position": wide, "move": {"pit": 0}})
    assert r.status_code == 422 and r.get_json()["code"] == "invalid-position"
