"""Every failure the fuzz harness (``tools/fuzz``, ``bench/fuzz_campaign.py``, ``bench/worst_case.py``)
found, as one explicit request each, with the answer a rules authority owes.

Each was found failing (an ``xfail(strict=True)`` example) before its fix landed; they now pin
the fixed behaviour.
The Bao case runs in a subprocess under a CPU and memory rlimit: on the unfixed engine the move
never ends and eats ~150 MB/s.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

ROOT = Path(__file__).resolve().parents[2]
REQUEST_LIMIT = 256 * 1024  # no error document should be larger than the largest request

GIUTHI_START: dict[str, Any] = {
    "pits": [[6, 6, 6, 6, 6, 6], [6, 6, 6, 6, 6, 6]], "stores": [0, 0], "to_move": 0, "ply": 0,
    "status": "playing", "outcome": None, "history": [], "last_mover": None,
    "round": 1, "round_starter": 0, "phase": "play",
}
NAM_NAM_START: dict[str, Any] = {
    "pits": [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 0, "ply": 0,
    "status": "playing", "outcome": None, "history": [], "last_mover": None,
    "round": 1, "round_starter": 0, "phase": "play", "owners": [[0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1]],
}
OWARE_START: dict[str, Any] = {
    "pits": [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 0, "ply": 0,
    "status": "playing", "outcome": None, "history": [], "last_mover": None,
}
# Issue 9 item 1: the Bao position whose move (pit 2, cw) never ends on the unfixed engine.
BAO_ENDLESS: dict[str, Any] = {
    "variant": "bao-kujifunza",
    "position": {"pits": [[4, 1, 4, 0, 1, 0, 4, 1, 1, 4, 1, 2, 14, 4, 7, 0], [0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2]],
                 "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing", "outcome": None, "history": [],
                 "last_mover": None},
    "move": {"pit": 2, "direction": "cw"},
}
# Twelve oware moves from the opening that capture nothing, so each one adds a history entry.
OWARE_QUIET_MOVES = [{"pit": p} for p in (3, 3, 0, 2, 4, 3, 3, 2, 4, 3, 1, 1)]


def assert_problem(response: Any, status: int, code: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.get_data()[:500]
    assert response.mimetype == "application/problem+json"
    doc: dict[str, Any] = response.get_json()
    assert doc["status"] == status and isinstance(doc["code"], str) and doc["code"]
    if code is not None:
        assert doc["code"] == code
    return doc


# ------------------------------------------------------------------ issue 9 item 2: "phase": [] -> 500


@pytest.mark.parametrize("phase", [[], {}, ["play"], {"play": 1}])
@pytest.mark.parametrize("variant,start", [("giuthi", GIUTHI_START), ("nam-nam", NAM_NAM_START)])
def test_a_phase_of_the_wrong_type_is_an_impossible_position(client: FlaskClient, variant: str, start: dict[str, Any],
                                                              phase: Any) -> None:
    body = {"variant": variant, "position": {**start, "phase": phase}}
    legal = client.post("/v1/legal-moves", json=body)
    doc = assert_problem(legal, 422, "invalid-position")
    assert any(v["path"] == "position.phase" for v in doc["violations"])
    move = client.post("/v1/moves", json={**body, "move": {"pit": 0, "direction": "cw"}})
    assert_problem(move, 422, "invalid-position")


# ------------------------------------------------------------------ issue 9 item 1: the endless Bao move

_BAO_CHILD = """
import json, sys
from service import create_app
client = create_app({"TESTING": True}).test_client()
response = client.post("/v1/moves", json=json.loads(sys.argv[1]))
print(json.dumps({"status": response.status_code, "bytes": len(response.get_data())}))
"""


def _limits() -> None:  # in the child: 10 s of CPU, 1 GiB of address space, then the kernel stops it
    resource.setrlimit(resource.RLIMIT_CPU, (10, 11))
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def test_the_endless_bao_move_ends_within_the_bound() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", _BAO_CHILD, json.dumps(BAO_ENDLESS)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, preexec_fn=_limits)
    assert done.returncode == 0, f"killed or crashed (rc {done.returncode}): {done.stderr[-500:]}"
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    # Either the move is played with the documented truncation (200) or refused as over a limit (422).
    assert answer["status"] in (200, 422)


# ------------------------------------------------------------------ issue 9 item 6: huge error documents


def test_an_error_listing_30k_bad_moves_stays_small(client: FlaskClient) -> None:
    body = b'{"variant":"kalah","moves":[' + b",".join([b"0"] * 30_000) + b"]}"
    assert len(body) < REQUEST_LIMIT
    response = client.post("/v1/replay", data=body, content_type="application/json")
    # Counted before the moves are validated one by one: over the replay limit, a short 422.
    doc = assert_problem(response, 422, "limit-exceeded")
    assert doc["limit"] == "replay_moves" and doc["violations_total"] == 1
    assert len(response.get_data()) < 4096


def test_an_error_listing_3k_unknown_options_stays_small(client: FlaskClient) -> None:
    body = json.dumps({"variant": "kalah", "options": {f"o{i}": 1 for i in range(3_000)}}, separators=(",", ":"))
    assert len(body) < REQUEST_LIMIT
    response = client.post("/v1/games", data=body, content_type="application/json")
    # More options than any variant has (256) are refused by count, before each name is checked.
    doc = assert_problem(response, 422, "limit-exceeded")
    assert doc["violations"][0]["path"].startswith("options")
    assert len(response.get_data()) < 4096


def test_an_error_for_a_15k_entry_row_stays_small(client: FlaskClient) -> None:
    row = ",".join(["-1"] * 15_000)
    body = ('{"variant":"kalah","move":{"pit":0},"position":{"pits":[[' + row + '],[4,4,4,4,4,4]],"stores":[0,0],'
            '"to_move":0,"ply":0,"status":"playing"}}')
    assert len(body) < REQUEST_LIMIT
    response = client.post("/v1/moves", data=body, content_type="application/json")
    doc = assert_problem(response, 422, "limit-exceeded")
    assert doc["limit"] == "pits" and doc["violations"][0]["path"] == "position.pits"
    assert len(response.get_data()) < 4096


# ------------------------------------------------------------------ issue 9 items 3 and 10: replay bytes and history


def test_replay_never_returns_a_position_the_service_refuses(client: FlaskClient) -> None:
    start = {**OWARE_START, "history": [f"{i:016x}" for i in range(9_990)]}
    replayed = client.post("/v1/replay", json={"variant": "oware", "start": start, "moves": OWARE_QUIET_MOVES})
    if replayed.status_code != 200:  # refusing the record outright is an answer too
        assert_problem(replayed, 422)
        return
    again = client.post("/v1/legal-moves", json={"variant": "oware", "position": replayed.get_json()["position"]})
    assert again.status_code == 200, again.get_data()[:300]


def test_replay_steps_do_not_repeat_a_long_start_history(client: FlaskClient) -> None:
    start = {**OWARE_START, "history": [f"{i:016x}" for i in range(2_000)]}
    replayed = client.post("/v1/replay", json={"variant": "oware", "start": start, "moves": OWARE_QUIET_MOVES,
                                               "include_steps": True})
    assert replayed.status_code == 200
    # 12 steps: a linear answer carries the 2,000 keys (36 kB) a small number of times, not once per step.
    assert len(replayed.get_data()) < 4 * 2_000 * 19


# ------------------------------------------------------------------ issue 9 item 9: signatures and provenance


def test_a_position_derived_from_an_unsigned_start_is_not_vouched_for(make_app: Any) -> None:
    keys = "k1:fuzz-secret"
    lenient = make_app(SIGNING_KEYS=keys).test_client()
    strict = make_app(SIGNING_KEYS=keys, REQUIRE_SIGNED_POSITIONS=True).test_client()
    invented = {"pits": [[0, 0, 0, 0, 0, 1], [4, 4, 4, 4, 4, 4]], "stores": [23, 0], "to_move": 0, "ply": 7,
                "status": "playing", "outcome": None, "history": [], "last_mover": 1}
    replayed = lenient.post("/v1/replay", json={"variant": "kalah", "start": invented, "moves": []})
    assert replayed.status_code == 200
    doc = replayed.get_json()
    answer = strict.post("/v1/legal-moves", json={"variant": "kalah", "position": doc["position"],
                                                  "signature": doc.get("signature")})
    assert_problem(answer, 422, "invalid-signature")


# ------------------------------------------------------------------ found by bench/fuzz_campaign.py --seed 3 --case 1822


def test_a_record_over_the_replay_limit_is_refused_as_such_before_anything_else(client: FlaskClient) -> None:
    body = b'{"variant":"kalah","moves":[' + b",".join([b"{}"] * 85_000) + b'],"x":1}'
    assert len(body) < REQUEST_LIMIT
    response = client.post("/v1/replay", data=body, content_type="application/json")
    # The cheap check first: the record is over MAX_REPLAY_MOVES whatever else is wrong with the body.
    assert_problem(response, 422, "limit-exceeded")
