"""A relay stopped in a stop hole through the HTTP API (Musoro Tsoro, docs/rules/musoro-tsoro.md): a lap
ending in the musoro answers phase ``relay_choice`` with ``relay_pit`` and the moves ``stop`` and
``continue``, a listed choice is played back as it is, and a sowing then is refused with 422 reason
``relay-choice-required``."""

from __future__ import annotations

from flask.testing import FlaskClient

START = {"pits": [[0] * 8 + [2] * 7 + [3]] * 2, "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing"}


def test_a_lap_in_the_musoro_asks_and_a_listed_stop_is_played_back(client: FlaskClient) -> None:
    r = client.post("/v1/moves", json={"variant": "musoro-tsoro", "position": START, "move": {"pit": 10}})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    position = body["position"]
    assert (position["phase"], position["relay_pit"], position["to_move"]) == ("relay_choice", 15, 0)
    assert body["legal_moves"] == [{"type": "continue"}, {"type": "stop"}]
    stopped = client.post("/v1/moves", json={"variant": "musoro-tsoro", "position": position,
                                             "move": body["legal_moves"][1]})
    assert stopped.status_code == 200, stopped.get_json()
    after = stopped.get_json()
    assert after["position"]["to_move"] == 1 and "relay_pit" not in after["position"]
    assert after["events"] == [{"type": "relay_stopped", "seat": 0, "pit": 15, "count": 4}]
    refused = client.post("/v1/moves", json={"variant": "musoro-tsoro", "position": position, "move": {"pit": 8}})
    assert refused.status_code == 422 and refused.get_json()["reason"] == "relay-choice-required"
