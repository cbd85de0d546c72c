"""Holes chosen after a capture through the HTTP API (Tsoro (Additional Capture),
docs/rules/tsoro-additional-capture.md): the capture answers phase ``take`` with ``takes_left`` and the
take moves (with ``side``), a take is played as it is listed, a sowing then is refused with 422 reason
``take-required``, and a take in a game without the rule is a malformed move (422)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

# South B6 (2) -> B7, F7 (empty): North's F0 (3) and B0 (4) behind it are taken.
BEFORE = {"pits": [[0] * 8 + [0, 0, 0, 0, 0, 0, 2, 1], [3, 0, 0, 0, 0, 0, 0, 2, 4, 1, 0, 0, 0, 0, 5, 0]],
          "stores": [5, 9], "to_move": 0, "ply": 10, "status": "playing"}


def post(client: FlaskClient, body: dict[str, Any]) -> Any:
    return client.post("/v1/moves", json={"variant": "tsoro-additional-capture", **body})


def test_a_capture_answers_the_take_phase_and_a_listed_take_is_played_back(client: FlaskClient) -> None:
    r = post(client, {"position": BEFORE, "move": {"pit": 14}})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    position = body["position"]
    assert (position["phase"], position["takes_left"], position["to_move"], position["stores"]) == ("take", 3, 0, [12, 9])
    assert body["legal_moves"] == [{"type": "take", "pit": p, "side": 1} for p in (7, 9, 14)]
    taken = post(client, {"position": position, "move": body["legal_moves"][2]})
    assert taken.status_code == 200, taken.get_json()
    after = taken.get_json()
    assert after["position"]["takes_left"] == 2 and after["position"]["stores"] == [17, 9]
    assert [e for e in after["events"] if e["type"] == "capture"] == [
        {"type": "capture", "kind": "chosen", "by": 0, "count": 5, "pits": [{"seat": 1, "pit": 14}]}]


def test_a_sowing_in_the_take_phase_is_refused_and_a_take_elsewhere_is_malformed(client: FlaskClient) -> None:
    position = post(client, {"position": BEFORE, "move": {"pit": 14}}).get_json()["position"]
    r = post(client, {"position": position, "move": {"pit": 15}})
    assert r.status_code == 422
    assert r.get_json()["reason"] == "take-required"
    bad = client.post("/v1/moves", json={"variant": "tsoro", "position": BEFORE, "move": {"type": "take", "pit": 0}})
    assert bad.status_code == 422 and bad.get_json()["code"] == "malformed-move"
    assert "move.type" in {v["path"] for v in bad.get_json()["violations"]}
    wrong = post(client, {"position": {**position, "takes_left": 9}, "move": {"type": "take", "pit": 7}})
    assert wrong.status_code in (400, 422)
    assert "position.takes_left" in {v["path"] for v in wrong.get_json()["violations"]}
