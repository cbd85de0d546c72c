"""Verdicts as tokens other systems understand (issue 26 item 6): registered JWT claims, the seat
names, which members vary, and the common verifiers (PyJWT, jwcrypto, npm ``jose``) accepting them."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jwt
import orjson
import pytest
from flask import Flask
from jwcrypto import jwk as cjwk
from jwcrypto import jwt as cjwt

from service import jws

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")

ROOT = Path(__file__).resolve().parents[2]
VERIFIERS = ROOT / "tests" / "verifiers"
ISSUER = "https://arbiter.example"
# An Oware game stopped after four plies, with its players named
RECORD = '[Variant "oware"]\n[South "Kofi"]\n[North "Ama"]\n[Result "*"]\n\n1. C c 2. F a *\n'
CLAIMS = ("iss", "iat", "sub", "jti")


@pytest.fixture
def issuing_app(make_app: Callable[..., Flask], tmp_path: Path) -> Flask:
    key = jws.generate_key("verdicts-2026")
    path = tmp_path / "key.json"
    path.write_text(json.dumps({**key.key.as_dict(private=True), "kid": key.kid}))
    return make_app(VERDICT_KEYS=str(path), VERDICT_ISSUER=ISSUER)


def _issue(app: Flask, records: list[str]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    client = app.test_client()
    body = client.post("/v1/adjudications", json={"records": records}).get_json()
    return body["verdicts"], client.get("/.well-known/jwks.json").get_json()


def test_a_verdict_carries_the_registered_claims_and_the_seat_names(issuing_app: Flask) -> None:
    before = int(time.time())
    (entry,), _ = _issue(issuing_app, [RECORD])
    after = int(time.time())
    verdict = entry["verdict"]
    assert verdict["iss"] == ISSUER
    assert before <= verdict["iat"] <= after
    assert verdict["sub"] == verdict["record_sha256"] == hashlib.sha256(RECORD.encode()).hexdigest()
    reproducible = {k: v for k, v in verdict.items() if k not in CLAIMS}
    assert verdict["jti"] == hashlib.sha256(orjson.dumps(reproducible, option=orjson.OPT_SORT_KEYS)).hexdigest()
    assert (verdict["seats"], verdict["players"], verdict["start_origin"]) == (["South", "North"], ["Kofi", "Ama"],
                                                                               "standard")
    stopped = issuing_app.test_client().post("/v1/adjudicate", json={"record": RECORD, "reason": "time"}).get_json()
    assert stopped["verdict"]["iss"] == ISSUER and stopped["verdict"]["seats"] == ["South", "North"]
    assert stopped["verdict"]["jti"] != verdict["jti"]  # another verdict on the same record: another id


def test_only_iat_varies_between_two_issues_of_the_same_verdict(issuing_app: Flask,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jws, "issued_at", lambda: 1_790_000_000)
    (first,), _ = _issue(issuing_app, [RECORD])
    (again,), _ = _issue(issuing_app, [RECORD])
    assert first == again  # the same second: the same bytes, the same token (Ed25519 is deterministic)
    monkeypatch.setattr(jws, "issued_at", lambda: 1_790_000_060)
    (later,), _ = _issue(issuing_app, [RECORD])
    differ = {k for k in first["verdict"] if first["verdict"][k] != later["verdict"][k]}
    assert differ == {"iat"} and later["verdict"]["iat"] - first["verdict"]["iat"] == 60


def test_pyjwt_and_jwcrypto_verify_a_verdict_as_a_jwt(issuing_app: Flask) -> None:
    (entry,), jwks = _issue(issuing_app, [RECORD])
    token = entry["jws"]
    key = jwt.PyJWKSet.from_dict(jwks)["verdicts-2026"]
    assert jwt.decode(token, key, algorithms=["EdDSA"], issuer=ISSUER) == entry["verdict"]
    with pytest.raises(jwt.InvalidIssuerError):
        jwt.decode(token, key, algorithms=["EdDSA"], issuer="https://elsewhere.example")
    keyset = cjwk.JWKSet.from_json(json.dumps(jwks))
    checked = cjwt.JWT(jwt=token, key=keyset, check_claims={"iss": ISSUER}, algs=["EdDSA"])
    assert json.loads(checked.claims) == entry["verdict"]
    header, payload, signature = token.split(".")
    tampered = f"{header}.{payload}.{'A' if signature[0] != 'A' else 'B'}{signature[1:]}"
    with pytest.raises(jwt.InvalidSignatureError):
        jwt.decode(tampered, key, algorithms=["EdDSA"], issuer=ISSUER)


def _node_jose() -> str:
    node = shutil.which("node")
    if node is None or not (VERIFIERS / "node_modules" / "jose").is_dir():
        why = ("missing tool: node with npm jose (install: apt-get install nodejs npm && "
               "npm ci --prefix tests/verifiers)")
        if os.environ.get("CI") == "true":
            pytest.fail(why + ", and CI=true")
        pytest.skip(why)  # see tests/conftest.py
    return node


def test_npm_jose_verifies_a_verdict_as_a_jwt(issuing_app: Flask, tmp_path: Path) -> None:
    node = _node_jose()
    (entry,), jwks = _issue(issuing_app, [RECORD])
    (tmp_path / "jwks.json").write_text(json.dumps(jwks))

    def run(token: str, issuer: str = ISSUER) -> subprocess.CompletedProcess[str]:
        (tmp_path / "verdict.jws").write_text(token)
        return subprocess.run([node, str(VERIFIERS / "verify.mjs"), str(tmp_path / "jwks.json"),
                               str(tmp_path / "verdict.jws"), issuer], capture_output=True, text=True, timeout=60)

    done = run(entry["jws"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(done.stdout) == {"alg": "EdDSA", "payload": entry["verdict"]}
    refused = run(entry["jws"], "https://elsewhere.example")
    assert refused.returncode == 1 and "ERR_JWT_CLAIM_VALIDATION_FAILED" in refused.stdout
    header, payload, signature = entry["jws"].split(".")
    forged = run(f"{header}.{payload}.{'A' if signature[0] != 'A' else 'B'}{signature[1:]}")
    assert forged.returncode == 1 and "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" in forged.stdout


def test_the_published_keys_name_the_alg_every_token_uses(issuing_app: Flask) -> None:
    """The JWKS ``alg``, the verdicts' and the chain links' headers agree (a verifier that matches a
    key's ``alg`` to the header, as npm jose's key sets do, finds the key)."""
    client = issuing_app.test_client()
    (entry,), jwks = _issue(issuing_app, [RECORD])
    game = client.post("/v1/games", json={"variant": "oware", "game_id": "g-1"}).get_json()
    for token in (entry["jws"], game["chain"]["jws"]):
        assert jwt.get_unverified_header(token)["alg"] == jws.ALG == "EdDSA"
    assert {k["alg"] for k in jwks["keys"]} == {"EdDSA"}
