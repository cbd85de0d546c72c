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
    assert all(step["signature"].startswith("k1.") for step in replay["steps"])
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
