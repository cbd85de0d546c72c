"""Signed positions: HMAC over variant + rules_version + options + position, with key rotation."""

from __future__ import annotations

from typing import Any

import pytest
from svc_positions import CHAIN

KEYS_V1 = "k1:first-secret"
KEYS_V2 = "k2:second-secret,k1:first-secret"


def start(client: Any, **body: Any) -> dict[str, Any]:
    r = client.post("/v1/games", json={"variant": "oware", **body})
    assert r.status_code == 201, r.get_json()
    data: dict[str, Any] = r.get_json()
    return data


def move(client: Any, game: dict[str, Any], pit: int, **extra: Any) -> Any:
    body = {"variant": game["variant"], "options": game["options"], "position": game["position"],
            "signature": game["signature"], "move": {"pit": pit}, **extra}
    return client.post("/v1/moves", json=body)


def test_without_keys_positions_are_unsigned(client: Any) -> None:
    assert start(client)["signature"] is None


def test_every_returned_position_is_signed(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1).test_client()
    game = start(client)
    assert game["signature"].startswith("k1.")
    r = move(client, game, 2)
    assert r.status_code == 200 and r.get_json()["signature"].startswith("k1.")
    replay = client.post("/v1/replay", json={"variant": "oware", "moves": [{"pit": 2}], "include_steps": True}).get_json()
    assert replay["signature"].startswith("k1.")
    assert all("signature" not in step for step in replay["steps"])  # steps omit the history: not positions to send back
    doc = client.get("/v1/variants/oware").get_json()
    assert doc["example"]["signature"].startswith("k1.")


def test_signed_position_round_trips(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1, REQUIRE_SIGNED_POSITIONS=True).test_client()
    game = start(client)
    first = move(client, game, 2)
    assert first.status_code == 200
    second = move(client, first.get_json(), 0)
    assert second.status_code == 200


def test_unsigned_position_is_refused_when_required(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1, REQUIRE_SIGNED_POSITIONS=True).test_client()
    r = client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 5}})
    assert r.status_code == 422
    body = r.get_json()
    assert body["code"] == "invalid-signature"
    assert body["violations"][0]["path"] == "signature"
    r = client.post("/v1/replay", json={"variant": "oware", "start": CHAIN, "moves": [{"pit": 5}]})
    assert r.status_code == 422 and r.get_json()["violations"][0]["path"] == "start_signature"


def test_unsigned_position_is_accepted_when_not_required(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1).test_client()
    r = client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 5}})
    assert r.status_code == 200


def test_altered_position_is_refused(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1, REQUIRE_SIGNED_POSITIONS=True).test_client()
    game = start(client)
    game["position"]["stores"] = [1, 0]
    game["position"]["pits"][0][0] = 3  # still 48 seeds: only the signature can tell
    r = move(client, game, 2)
    assert r.status_code == 422 and r.get_json()["code"] == "invalid-signature"


def test_altered_signature_is_refused_even_when_not_required(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1).test_client()
    game = start(client)
    game["signature"] = game["signature"][:-2] + ("AA" if not game["signature"].endswith("AA") else "BB")
    assert move(client, game, 2).get_json()["code"] == "invalid-signature"


def test_signature_is_bound_to_the_variant_and_options(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1, REQUIRE_SIGNED_POSITIONS=True).test_client()
    game = start(client)
    as_owari = {**game, "variant": "owari"}  # the same 2x6x4 board, another game
    assert move(client, as_owari, 2).get_json()["code"] == "invalid-signature"
    other_options = {**game, "options": {"capture_chain": False}}
    assert move(client, other_options, 2).get_json()["code"] == "invalid-signature"


def test_key_rotation(make_app: Any) -> None:
    old = make_app(SIGNING_KEYS=KEYS_V1, REQUIRE_SIGNED_POSITIONS=True).test_client()
    game = start(old)
    # Step 1: the new key signs, the old one still verifies: positions signed before rotation work.
    rotated = make_app(SIGNING_KEYS=KEYS_V2, SIGNING_KEY_ID="k2", REQUIRE_SIGNED_POSITIONS=True).test_client()
    r = move(rotated, game, 2)
    assert r.status_code == 200
    assert r.get_json()["signature"].startswith("k2.")
    # Step 2: the old key is retired: its signatures no longer verify, the new ones do.
    retired = make_app(SIGNING_KEYS="k2:second-secret", REQUIRE_SIGNED_POSITIONS=True).test_client()
    assert move(retired, game, 2).get_json()["code"] == "invalid-signature"
    assert move(retired, r.get_json(), 0).status_code == 200


def test_misconfiguration_fails_at_startup(make_app: Any) -> None:
    with pytest.raises(ValueError):
        make_app(REQUIRE_SIGNED_POSITIONS=True)
    with pytest.raises(ValueError):
        make_app(SIGNING_KEYS=KEYS_V1, SIGNING_KEY_ID="k9")
    with pytest.raises(ValueError):
        make_app(SIGNING_KEYS="no-colon")


def test_signature_survives_harmless_re_encoding(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1, REQUIRE_SIGNED_POSITIONS=True).test_client()
    game = start(client)
    position = dict(reversed(list(game["position"].items())))  # other key order
    position["ply"] = 0.0  # an integral float is the same integer
    game["position"] = position
    assert move(client, game, 2).status_code == 200


# ---------------------------------------------------------------- provenance (issue 9, part 9)

# An invented position: legal, but no game of this service ever reached it.
INVENTED = {
    "pits": [[0, 0, 0, 0, 2, 2], [0, 1, 0, 1, 0, 2]], "stores": [20, 20], "to_move": 0, "ply": 0,
    "status": "playing", "outcome": None, "history": [], "last_mover": None,
}


def test_a_replay_of_an_invented_start_is_signed_as_client_and_refused_where_signatures_are_required(make_app: Any) -> None:
    lenient = make_app(SIGNING_KEYS=KEYS_V1).test_client()
    strict = make_app(SIGNING_KEYS=KEYS_V1, REQUIRE_SIGNED_POSITIONS=True).test_client()
    laundered = lenient.post("/v1/replay", json={"variant": "oware", "start": INVENTED, "moves": []}).get_json()
    assert laundered["position"] == INVENTED
    assert laundered["provenance"] == "client"
    assert laundered["signature"].startswith("k1.")
    r = strict.post("/v1/moves", json={"variant": "oware", "position": laundered["position"],
                                       "signature": laundered["signature"], "move": {"pit": 5}})
    assert r.status_code == 422
    problem = r.get_json()
    assert problem["code"] == "invalid-signature" and problem["violations"][0]["path"] == "signature"
    assert "provenance: client" in problem["detail"]
    r = strict.post("/v1/replay", json={"variant": "oware", "start": laundered["position"],
                                        "start_signature": laundered["signature"], "moves": []})
    assert r.status_code == 422 and r.get_json()["violations"][0]["path"] == "start_signature"


def test_client_provenance_is_inherited_by_every_later_position(make_app: Any) -> None:
    client = make_app(SIGNING_KEYS=KEYS_V1).test_client()
    first = client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 5}}).get_json()
    assert first["provenance"] == "client" and first["signature"].startswith("k1.")
    second = client.post("/v1/moves", json={"variant": "oware", "position": first["position"],
                                            "signature": first["signature"], "move": first["legal_moves"][0]})
    assert second.status_code == 200 and second.get_json()["provenance"] == "client"
    # The claim is signed: the same signature does not pass for provenance "service".
    from service.signing import Signer, canonical

    signer = Signer({"k1": b"first-secret"}, "k1")
    body = second.get_json()
    parts = ("oware", body["rules_version"], {}, body["position"])
    assert signer.verify(canonical(*parts, "client"), body["signature"])
    assert not signer.verify(canonical(*parts, "service"), body["signature"])


def test_service_provenance_where_the_service_made_or_verified_the_start(make_app: Any) -> None:
    strict = make_app(SIGNING_KEYS=KEYS_V1, REQUIRE_SIGNED_POSITIONS=True).test_client()
    game = start(strict)
    assert game["provenance"] == "service"
    moved = move(strict, game, 2).get_json()
    assert moved["provenance"] == "service"
    replayed = strict.post("/v1/replay", json={"variant": "oware", "start": moved["position"],
                                               "start_signature": moved["signature"], "moves": [{"pit": 0}]})
    assert replayed.status_code == 200 and replayed.get_json()["provenance"] == "service"
    fresh = strict.post("/v1/replay", json={"variant": "oware", "moves": []}).get_json()
    assert fresh["provenance"] == "service"
    assert move(strict, replayed.get_json(), 1).status_code == 200


def test_without_keys_provenance_still_says_where_a_position_comes_from(client: Any) -> None:
    assert start(client)["provenance"] == "service"
    r = client.post("/v1/moves", json={"variant": "oware", "position": CHAIN, "move": {"pit": 5}}).get_json()
    assert r["provenance"] == "client" and r["signature"] is None
