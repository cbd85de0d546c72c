"""Replay steps carry what changed (position without history, history_change, whole-position hash),
so a replay answer grows linearly with the record; and the replay limits hold before any work."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from records import NO_CAPTURE, record
from svc_positions import OPENING

import engine


def replay(client: FlaskClient, **body: Any) -> Any:
    return client.post("/v1/replay", json=body)


def test_two_oware_moves_without_capture(client: FlaskClient) -> None:
    r = replay(client, variant="oware", moves=[{"pit": 2}, {"pit": 3}], include_steps=True)
    assert r.status_code == 200
    body = r.get_json()
    first, second = body["steps"]
    assert first["ply"] == 0 and first["move"] == {"pit": 2}
    assert first["position"] == {
        "pits": [[4, 4, 0, 5, 5, 5], [5, 4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 1, "ply": 1,
        "status": "playing", "outcome": None, "last_mover": 0,
    }
    assert first["history_change"] == {"kept": 0, "added": ["376370025ad90b19"]}
    assert second["history_change"] == {"kept": 1, "added": ["75ecab517762c7c4"]}
    assert first["position_hash"] == "64b2dd427878d86e3a657338e923e7d9e4d9ad6c9ff0ff1ede2350490583cb8b"
    assert second["position_hash"] == body["position_hash"] == (
        "8de0cd467b9c700cc175ec219393e11c3a68103ed1ef992a391501e0f6ef54ad"
    )
    assert body["position"]["history"] == ["376370025ad90b19", "75ecab517762c7c4"]
    assert "signature" not in first


def rebuild(start: dict[str, Any], steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What a client does: each step's whole position from the previous history and the change."""
    history = list(start.get("history", []))
    positions = []
    for step in steps:
        change = step["history_change"]
        history = history[: change["kept"]] + change["added"]
        positions.append({**step["position"], "history": history})
    return positions


CASES = [
    ("kalah", {}, 60),  # stores change at almost every ply: the history is cleared again and again
    ("oware", {}, 120),  # captures now and then
    ("oware", NO_CAPTURE, 150),  # the history only grows
    ("giuthi", {}, 80),  # rounds and round decisions
    ("nam-nam", {}, 80),  # territory and rounds
    ("bao-kujifunza", {}, 40),
    ("mancala-for-4", {}, 60),
]


@pytest.mark.parametrize(("variant", "options", "plies"), CASES)
def test_every_step_rebuilds_to_the_engines_position_and_hash(client: FlaskClient, variant: str,
                                                              options: dict[str, Any], plies: int) -> None:
    moves = record(variant, plies, options)
    assert len(moves) >= 20
    r = replay(client, variant=variant, options=options, moves=moves, include_steps=True)
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    rules = engine.resolve_rules(variant, options)
    start = engine.new_game(rules)
    expected = [t.position for t in engine.replay(rules, start, [engine.move_from_json(rules, m) for m in moves])]
    rebuilt = rebuild(engine.position_to_json(start), body["steps"])
    assert rebuilt == [engine.position_to_json(p) for p in expected]
    assert [s["position_hash"] for s in body["steps"]] == [engine.position_hash(p) for p in expected]
    assert rebuilt[-1] == body["position"]


def test_steps_from_a_start_with_history(client: FlaskClient) -> None:
    start = {**OPENING, "history": ["00000000000000aa", "00000000000000bb"]}
    r = replay(client, variant="oware", start=start, moves=[{"pit": 2}], include_steps=True)
    step = r.get_json()["steps"][0]
    assert step["history_change"] == {"kept": 2, "added": ["376370025ad90b19"]}
    assert rebuild(start, [step])[0] == r.get_json()["position"]


def test_a_long_record_with_steps_is_linear_in_bytes(client: FlaskClient) -> None:
    # 1,000 plies without a capture: the history grows to 1,000 keys. Repeating it in every step
    # made this answer 10,069,335 bytes; each step now adds one key.
    moves = record("oware", 1000, NO_CAPTURE)
    r = replay(client, variant="oware", options=NO_CAPTURE, moves=moves, include_steps=True)
    assert r.status_code == 200
    assert len(r.get_json()["position"]["history"]) == 1000
    assert len(r.get_data()) < 700_000


# ---------------------------------------------------------------- limits


def keys(n: int) -> list[str]:
    return [f"{i:016x}" for i in range(n)]


def test_start_history_plus_moves_may_not_exceed_the_history_limit(client: FlaskClient) -> None:
    moves = record("oware", 100, NO_CAPTURE)
    start = {**OPENING, "pits": [[3] * 6, [3] * 6], "history": keys(9990)}
    r = replay(client, variant="oware", options=NO_CAPTURE, start=start, moves=moves)
    assert r.status_code == 422
    problem = r.get_json()
    assert problem["code"] == "limit-exceeded"
    assert problem["violations"][0]["path"] == "moves"
    assert "9990 history keys plus 100 moves exceed 10000" in problem["detail"]
    assert problem["limit"] == "history" and problem["allowed"] == 10_000
    # Within the limit: the answer holds exactly 10,000 keys, and is accepted when sent back.
    start["history"] = keys(9900)
    r = replay(client, variant="oware", options=NO_CAPTURE, start=start, moves=moves)
    assert r.status_code == 200
    answer = r.get_json()
    assert len(answer["position"]["history"]) == 10_000
    back = client.post("/v1/legal-moves", json={"variant": "oware", "options": NO_CAPTURE, "position": answer["position"]})
    assert back.status_code == 200


def test_a_move_that_would_exceed_the_history_limit_is_refused(client: FlaskClient) -> None:
    position = {**OPENING, "history": keys(10_000)}
    r = client.post("/v1/moves", json={"variant": "oware", "position": position, "move": {"pit": 2}})
    assert r.status_code == 422
    problem = r.get_json()
    assert problem["code"] == "limit-exceeded" and problem["violations"][0]["path"] == "move"
    assert "10001 history keys" in problem["detail"]


def test_the_history_limit_is_configurable(make_app: Any) -> None:
    client = make_app(MAX_HISTORY=50).test_client()
    r = client.post("/v1/legal-moves", json={"variant": "oware", "position": {**OPENING, "history": keys(51)}})
    assert r.status_code == 422 and r.get_json()["violations"][0]["path"] == "position.history"
    r = replay(client, variant="oware", options=NO_CAPTURE, moves=record("oware", 51, NO_CAPTURE))
    assert r.status_code == 422 and r.get_json()["code"] == "limit-exceeded"
    with pytest.raises(ValueError):
        make_app(MAX_HISTORY=10_001)  # never above what the engine accepts


def test_the_response_size_limit(make_app: Any) -> None:
    client = make_app(MAX_RESPONSE_BYTES=20_000).test_client()
    moves = record("oware", 60, NO_CAPTURE)
    r = replay(client, variant="oware", options=NO_CAPTURE, moves=moves, include_steps=True)
    assert r.status_code == 422
    problem = r.get_json()
    assert problem["code"] == "limit-exceeded" and problem["violations"][0]["path"] == "include_steps"
    assert problem["limit"] == "response_bytes" and problem["allowed"] == 20_000
    assert replay(client, variant="oware", options=NO_CAPTURE, moves=moves).status_code == 200


def test_too_many_moves_are_refused_before_validation(client: FlaskClient) -> None:
    # 125,000 integers as moves used to be validated one by one: a 15.4 MB 400 after 2.45 s.
    raw = b'{"variant":"kalah","moves":[' + b",".join([b"7"] * 125_000) + b"]}"  # 250,029 bytes
    r = client.post("/v1/replay", data=raw, content_type="application/json")
    assert r.status_code == 422
    problem = r.get_json()
    assert problem["code"] == "limit-exceeded"
    assert problem["violations"] == [
        {"code": "limit-exceeded", "path": "moves", "message": "125000 moves exceed the replay limit of 2000"}
    ]
    assert problem["limit"] == "replay_moves" and problem["allowed"] == 2000
    assert len(r.get_data()) < 1000
