"""Game chains: signed links that prove one unbroken game and make a fork detectable."""

from __future__ import annotations

import json
from typing import Any

import pytest

from service.chain import fork_between, genesis_hash, next_hash
from service.jws import verify

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")


def _play(client: Any, answer: dict[str, Any], pit: int, chain: str | None = None) -> Any:
    body = {"variant": "oware", "position": answer["position"], "signature": answer["signature"], "move": {"pit": pit}}
    if chain is not None:
        body["chain"] = chain
    return client.post("/v1/moves", json=body)


def test_links_prove_one_unbroken_game_and_a_fork_is_detectable(client: Any) -> None:
    start = client.post("/v1/games", json={"variant": "oware", "game_id": "final-board-1"}).get_json()
    link0 = start["chain"]
    assert (link0["game_id"], link0["ply"], link0["prev"]) == ("final-board-1", 0, None)
    assert link0["hash"] == genesis_hash("final-board-1", "oware", "1.0.0", {}, start["position_hash"])
    answers, links = [start], [link0]
    for pit in (2, 2, 5):
        r = _play(client, answers[-1], pit, links[-1]["jws"])
        assert r.status_code == 200, r.get_json()
        answers.append(r.get_json())
        links.append(r.get_json()["chain"])
    jwks = client.get("/.well-known/jwks.json").get_json()
    for before, after, answer in zip(links[:-1], links[1:], answers[1:], strict=True):
        assert after["prev"] == before["hash"] and after["ply"] == before["ply"] + 1
        assert after["hash"] == next_hash(before["hash"], answer["move"], answer["position_hash"])
        payload = verify(after["jws"], jwks)
        assert payload is not None and json.loads(payload) == {k: v for k, v in after.items() if k != "jws"}
    # The stateless service cannot refuse to extend link 1 a second time with another move ...
    fork = _play(client, answers[1], 3, links[1]["jws"]).get_json()["chain"]
    # ... but whoever holds both links sees the fork.
    assert fork_between(fork, links[2]) and not fork_between(links[2], links[3])


def test_a_link_for_another_position_or_altered_is_refused(client: Any) -> None:
    start = client.post("/v1/games", json={"variant": "oware", "game_id": "g"}).get_json()
    first = _play(client, start, 2, start["chain"]["jws"]).get_json()
    r = _play(client, first, 1, start["chain"]["jws"])  # link 0 is for the start, not this position
    assert r.status_code == 422 and r.get_json()["code"] == "invalid-chain"
    token = first["chain"]["jws"]
    r = _play(client, first, 1, token[:-6] + "AAAAAA")
    assert r.status_code == 422 and r.get_json()["code"] == "invalid-chain"
    kalah = client.post("/v1/games", json={"variant": "kalah", "game_id": "g"}).get_json()
    r = client.post("/v1/moves", json={"variant": "kalah", "position": kalah["position"], "move": {"pit": 0},
                                       "chain": first["chain"]["jws"]})
    assert r.status_code == 422 and r.get_json()["code"] == "invalid-chain"


def test_no_game_id_no_chain(client: Any) -> None:
    start = client.post("/v1/games", json={"variant": "oware"}).get_json()
    assert "chain" not in start and "chain" not in _play(client, start, 2).get_json()
