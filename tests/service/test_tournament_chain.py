"""Game chains: signed links that prove one unbroken game and make a fork detectable."""

from __future__ import annotations

import base64
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from joserfc.jwk import OKPKey

from service.chain import fork_between, genesis_hash, next_hash
from service.jws import generate_key, verify

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


def _token(key: OKPKey, header: dict[str, Any], signing_payload: bytes, sent_payload: str | None = None) -> str:
    """A compact JWS over ``b64url(header).signing_payload``, signed by ``key`` (built by hand, so the
    header can hold what the service never writes)."""
    encoded = base64.urlsafe_b64encode(json.dumps(header).encode()).rstrip(b"=")
    signature = key.private_key.sign(encoded + b"." + signing_payload)
    payload = sent_payload if sent_payload is not None else signing_payload.decode()
    return f"{encoded.decode()}.{payload}.{base64.urlsafe_b64encode(signature).rstrip(b'=').decode()}"


def test_a_link_with_a_header_the_service_never_writes_is_refused_not_a_500(app: Flask) -> None:
    client = app.test_client()
    signer = app.extensions["arbiter_verdicts"]
    start = client.post("/v1/games", json={"variant": "oware", "game_id": "g"}).get_json()
    link = json.dumps({k: v for k, v in start["chain"].items() if k != "jws"}, sort_keys=True).encode()
    encoded = base64.urlsafe_b64encode(link).rstrip(b"=")
    plain = {"alg": "EdDSA", "kid": signer.kid, "typ": "mancala-verdict+jws"}
    # The control: the same hand-built token with the service's own header is extended.
    assert _play(client, start, 2, _token(signer.signing.key, plain, encoded)).status_code == 200
    unencoded = {"alg": "EdDSA", "kid": signer.kid, "b64": False, "crit": ["b64"]}  # RFC 7797
    for token in (_token(signer.signing.key, unencoded, b"abc"),
                  _token(signer.signing.key, unencoded, encoded),  # the real link's base64 as a raw payload
                  _token(signer.signing.key, {**plain, "b64": False, "crit": ["b64"]}, encoded),
                  _token(signer.signing.key, {**plain, "cty": "json"}, encoded),
                  _token(signer.signing.key, {**plain, "typ": "JWT"}, encoded),
                  _token(signer.signing.key, {"alg": "EdDSA", "typ": "mancala-verdict+jws"}, encoded)):
        r = _play(client, start, 2, token)
        assert r.status_code == 422 and r.get_json()["code"] == "invalid-chain", (token, r.get_json())
        assert verify(token, client.get("/.well-known/jwks.json").get_json()) is None


def test_a_retired_key_verifies_old_links_but_extends_no_chain(make_app: Callable[..., Flask],
                                                                 tmp_path: Path) -> None:
    old, new = generate_key("2025"), generate_key("2026")
    (tmp_path / "old.json").write_text(json.dumps({**old.key.as_dict(private=True), "kid": old.kid}))
    (tmp_path / "new.json").write_text(json.dumps({**new.key.as_dict(private=True), "kid": new.kid}))
    (tmp_path / "old-public.json").write_text(json.dumps({**old.key.as_dict(private=False), "kid": old.kid,
                                                          "retired_at": int(time.time())}))
    before = make_app(VERDICT_KEYS=str(tmp_path / "old.json")).test_client()
    start = before.post("/v1/games", json={"variant": "oware", "game_id": "g"}).get_json()
    first = _play(before, start, 2, start["chain"]["jws"]).get_json()
    # Rotation: the new key signs, the old one is published as retired.
    after = make_app(VERDICT_KEYS=f"{tmp_path / 'new.json'},{tmp_path / 'old-public.json'}").test_client()
    jwks = after.get("/.well-known/jwks.json").get_json()
    assert [key["kid"] for key in jwks["keys"]] == ["2026", "2025"]
    assert verify(first["chain"]["jws"], jwks) is not None  # old links keep verifying for anyone ...
    r = _play(after, first, 3, first["chain"]["jws"])  # ... but the service builds on none of them
    assert r.status_code == 422 and r.get_json()["code"] == "invalid-chain"
    assert "retired" in r.get_json()["detail"]
    # A game started under the new key goes on as before.
    fresh = after.post("/v1/games", json={"variant": "oware", "game_id": "g2"}).get_json()
    r = _play(after, fresh, 2, fresh["chain"]["jws"])
    assert r.status_code == 200 and r.get_json()["chain"]["ply"] == 1
