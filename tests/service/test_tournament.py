"""Tournament endpoints: batch verdicts, stopped games, record replays, verdict keys and signatures."""

from __future__ import annotations

import base64
import json
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Flask
from joserfc import jws as jose_jws
from joserfc.jwk import KeySet, OKPKey

import engine
from engine.records import format_record
from service import jws, records, verdicts
from service.jws import KeyConfigError, VerdictKey, VerdictSigner, generate_key, load_keys, verify
from tests.service.test_contract import SPEC, _normalise
from tools.sample_games import random_record

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")

OWARE_ILLEGAL = '[Variant "oware"]\n[Result "*"]\n\n1. C c 2. C *\n'
MALFORMED = '[Variant "oware"]\n[Result "*"]\n\n1. C Q *\n'


def _keyfile(tmp_path: Path, key: VerdictKey, name: str, *, private: bool = True, **extra: Any) -> Path:
    data = {**key.key.as_dict(private=private), "kid": key.kid, **extra}
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


@pytest.fixture
def keyed_app(make_app: Callable[..., Flask], tmp_path: Path) -> Flask:
    key = generate_key("tournament-2026")
    return make_app(VERDICT_KEYS=str(_keyfile(tmp_path, key, "k.json")))


def third_party_verify(token: str, jwks: dict[str, Any]) -> dict[str, Any]:
    """What a verifier does with a standard JOSE library and nothing of this service."""
    keys = KeySet.import_key_set({"keys": [{k: v for k, v in key.items() if k != "retired_at"} for key in jwks["keys"]]})
    found = jose_jws.deserialize_compact(token, keys, algorithms=["EdDSA"])
    return dict(json.loads(found.payload))


def test_a_batch_gets_one_verdict_per_record_and_a_bad_record_never_fails_it(keyed_app: Flask) -> None:
    client = keyed_app.test_client()
    good = [format_record(random_record(v, 1)) for v in engine.variant_ids()]
    records = [good[0], OWARE_ILLEGAL, MALFORMED, *good[1:]]
    r = client.post("/v1/adjudications", json={"records": records})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert body["complete"] is True and body["count"] == len(records) and body["kid"] == "tournament-2026"
    statuses = [e["verdict"]["status"] for e in body["verdicts"]]
    assert statuses[1:3] == ["illegal", "malformed"]
    assert [e["index"] for e in body["verdicts"]] == list(range(len(records)))
    assert body["counts"]["illegal"] == 1 and body["counts"]["malformed"] == 1
    illegal = body["verdicts"][1]["verdict"]["illegal"]
    assert (illegal["ply"], illegal["move"], illegal["reason"], illegal["line"], illegal["column"]) == (
        2, "C", "empty-pit", 4, 11)
    error = body["verdicts"][2]["verdict"]["error"]
    assert (error["line"], error["column"], error["token"]) == (4, 6, "Q")
    jwks = client.get("/.well-known/jwks.json")
    assert jwks.mimetype == "application/jwk-set+json"
    for entry in body["verdicts"]:
        assert third_party_verify(entry["jws"], jwks.get_json()) == entry["verdict"]


def test_verdicts_are_byte_identical_across_requests_and_processes(make_app: Callable[..., Flask], tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jws, "issued_at", lambda: 1_790_000_000)  # iat, the one member that varies
    key = _keyfile(tmp_path, generate_key("k1"), "k.json")
    records = [format_record(random_record(v, 2)) for v in ("oware", "giuthi", "nam-nam")] + [MALFORMED]
    answers = []
    for _ in range(2):
        app = make_app(VERDICT_KEYS=str(key))
        answers.append(app.test_client().post("/v1/adjudications", json={"records": records}).get_data())
    assert answers[0] == answers[1]


def test_tampered_verdicts_fail_verification(keyed_app: Flask) -> None:
    client = keyed_app.test_client()
    entry = client.post("/v1/adjudications", json={"records": [OWARE_ILLEGAL]}).get_json()["verdicts"][0]
    jwks = client.get("/.well-known/jwks.json").get_json()
    header, payload, signature = entry["jws"].split(".")
    claimed = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    claimed["status"] = "valid"
    forged = base64.urlsafe_b64encode(json.dumps(claimed).encode()).rstrip(b"=").decode()
    assert verify(f"{header}.{forged}.{signature}", jwks) is None
    assert verify(f"{header}.{payload}.{signature[:-4]}AAAA", jwks) is None
    other = VerdictSigner([generate_key("k1")])  # same kid, another key
    assert verify(other.sign(payload.encode()), jwks) is None
    assert verify(entry["jws"], jwks) is not None


def test_rotated_keys_still_verify_old_verdicts_until_their_retention_ends(
        make_app: Callable[..., Flask], tmp_path: Path) -> None:
    old, new = generate_key("2025"), generate_key("2026")
    before = make_app(VERDICT_KEYS=str(_keyfile(tmp_path, old, "old.json")))
    token = before.test_client().post("/v1/adjudications", json={"records": [OWARE_ILLEGAL]}).get_json()[
        "verdicts"][0]["jws"]
    # Rotation: the new key signs; the old one is kept as a public key, retired now.
    import time

    retired = _keyfile(tmp_path, old, "old-public.json", private=False, retired_at=int(time.time()))
    after = make_app(VERDICT_KEYS=f"{_keyfile(tmp_path, new, 'new.json')},{retired}")
    client = after.test_client()
    jwks = client.get("/.well-known/jwks.json").get_json()
    assert [k["kid"] for k in jwks["keys"]] == ["2026", "2025"]
    assert "d" not in jwks["keys"][0] and "d" not in jwks["keys"][1]
    assert third_party_verify(token, jwks)["status"] == "illegal"
    assert client.post("/v1/adjudications", json={"records": [OWARE_ILLEGAL]}).get_json()["kid"] == "2026"
    expired = make_app(VERDICT_KEYS=f"{_keyfile(tmp_path, new, 'new.json')},{retired}",
                       VERDICT_KEY_RETENTION_SECONDS=0)
    jwks = expired.test_client().get("/.well-known/jwks.json").get_json()
    assert [k["kid"] for k in jwks["keys"]] == ["2026"]
    assert verify(token, jwks) is None


def test_keys_from_pem_and_inline_jwk_set(tmp_path: Path) -> None:
    key = OKPKey.generate_key("Ed25519")
    pem = tmp_path / "k.pem"
    pem.write_bytes(key.as_pem(private=True))
    [loaded] = load_keys(str(pem))
    assert loaded.can_sign and loaded.kid == key.thumbprint()
    inline = json.dumps({"keys": [{**key.as_dict(private=False), "kid": "pub"}]})
    [public] = load_keys(inline)
    assert not public.can_sign and public.kid == "pub"
    with pytest.raises(KeyConfigError):
        VerdictSigner([public])  # nothing can sign
    with pytest.raises(KeyConfigError):
        load_keys(str(tmp_path / "missing.pem"))
    rsa = tmp_path / "rsa.json"
    rsa.write_text(json.dumps({"kty": "oct", "k": "c2VjcmV0"}))
    with pytest.raises(KeyConfigError):
        load_keys(str(rsa))


def test_the_batch_limits(make_app: Callable[..., Flask]) -> None:
    app = make_app(ADJUDICATIONS_MAX_RECORDS=3, ADJUDICATIONS_MAX_BYTES=300 * 1024)
    client = app.test_client()
    r = client.post("/v1/adjudications", json={"records": [MALFORMED] * 4})
    assert r.status_code == 422 and r.get_json()["code"] == "limit-exceeded"
    # Larger than the global 256 KiB, within this route's own limit.
    padded = MALFORMED + "{" + "x" * (280 * 1024) + "}\n"
    r = client.post("/v1/adjudications", json={"records": [padded]})
    assert r.status_code == 200, r.get_json()
    r = client.post("/v1/adjudications", json={"records": [padded + "y" * 30 * 1024]})
    assert r.status_code == 413
    # Every other route keeps the global limit.
    r = client.post("/v1/replay", json={"variant": "oware", "moves": [], "pad": "x" * (280 * 1024)})
    assert r.status_code == 413


def test_cpu_time_running_out_returns_what_was_judged(make_app: Callable[..., Flask]) -> None:
    app = make_app(ADJUDICATIONS_CPU_SECONDS=0.0)
    records = [format_record(random_record("oware", s)) for s in range(3)]
    body = app.test_client().post("/v1/adjudications", json={"records": records}).get_json()
    assert body["complete"] is False
    assert body["counts"] == {"limit-exceeded": 3}
    assert all(e["verdict"] is None and e["error"]["code"] == "limit-exceeded" for e in body["verdicts"])


def test_the_batch_shares_the_replay_cache(keyed_app: Flask) -> None:
    client = keyed_app.test_client()
    record = format_record(random_record("oware", 4))
    first = client.post("/v1/adjudications", json={"records": [record]}).get_data()
    metrics = client.get("/metrics").get_data(as_text=True)
    assert 'cache="verdict"' in metrics and 'result="miss"' in metrics
    second = client.post("/v1/adjudications", json={"records": [record]}).get_data()
    assert first == second
    hits = [line for line in client.get("/metrics").get_data(as_text=True).splitlines()
            if 'cache="verdict"' in line and 'result="hit"' in line and not line.startswith("#")]
    assert hits and float(hits[0].rsplit(" ", 1)[1]) >= 1


START = {"pits": [[1, 0, 0, 0, 0, 2], [3, 0, 0, 0, 0, 0]], "stores": [20, 22], "to_move": 0, "ply": 80,
         "status": "playing"}


def test_adjudicate_a_stopped_position(keyed_app: Flask) -> None:
    client = keyed_app.test_client()
    r = client.post("/v1/adjudicate", json={"variant": "owari", "position": START, "reason": "agreement"})
    assert r.status_code == 200, r.get_json()
    verdict = r.get_json()["verdict"]
    # Owari shares the 6 seeds left in halves: 23-25
    assert (verdict["result"], verdict["scores"], verdict["ending"], verdict["adjudicated"], verdict["plies"]) == (
        "0-1", [23, 25], "agreement", True, 80)
    assert "exact" not in verdict and "exact" not in r.get_json()
    jwks = client.get("/.well-known/jwks.json").get_json()
    assert third_party_verify(r.get_json()["jws"], jwks) == verdict


def test_adjudicate_a_record(keyed_app: Flask) -> None:
    client = keyed_app.test_client()
    r = client.post("/v1/adjudicate", json={"record": '[Variant "oware"]\n\n1. C c *\n', "reason": "time"})
    verdict = r.get_json()["verdict"]
    assert (verdict["status"], verdict["result"], verdict["scores"], verdict["claimed_result"]) == (
        "valid", "1/2-1/2", [24, 24], None)
    r = client.post("/v1/adjudicate", json={"record": MALFORMED, "reason": "time"})
    assert r.status_code == 422
    problem = r.get_json()
    assert (problem["code"], problem["line"], problem["column"], problem["token"]) == ("malformed-record", 4, 6, "Q")
    r = client.post("/v1/adjudicate", json={"record": MALFORMED, "reason": "boredom"})
    assert r.status_code == 400
    r = client.post("/v1/adjudicate", json={"record": MALFORMED, "variant": "oware", "reason": "time"})
    assert r.status_code == 400
    r = client.post("/v1/adjudicate", json={"reason": "time", "position": START})
    assert r.status_code == 400


def test_replay_takes_a_record_and_answers_as_for_the_move_list(client: Any) -> None:
    record = random_record("giuthi", 3, max_plies=60)
    rules = engine.resolve_rules("giuthi")
    moves = []
    position = engine.new_game(rules)
    for rm in record.moves:
        move = rm.to_move(position.to_move, 2)
        moves.append(engine.move_to_json(move))
        position = engine.apply_move(rules, position, move).position
    text = format_record(record)
    by_record = client.post("/v1/replay", json={"record": text, "include_steps": True, "include_record": True})
    by_moves = client.post("/v1/replay", json={"variant": "giuthi", "moves": moves, "include_steps": True,
                                               "include_record": True})
    assert by_record.status_code == by_moves.status_code == 200
    assert by_record.get_json() == by_moves.get_json()
    assert by_record.get_json()["record"] == text


def test_replay_of_a_record_with_an_illegal_move(client: Any) -> None:
    r = client.post("/v1/replay", json={"record": OWARE_ILLEGAL})
    assert r.status_code == 422
    problem = r.get_json()
    assert (problem["code"], problem["reason"], problem["ply"], problem["move_text"], problem["line"],
            problem["column"]) == ("illegal-move", "empty-pit", 2, "C", 4, 11)
    assert problem["legal_moves_text"] and all(isinstance(m, str) for m in problem["legal_moves_text"])
    r = client.post("/v1/replay", json={"record": MALFORMED, "variant": "oware"})
    assert r.status_code == 400


def test_replay_of_a_record_ended_by_agreement_moves(client: Any) -> None:
    """=? and = are replayed as the engine's propose_end and accept_end: the same answer as the
    JSON move list, ending by agreement with the seeds shared (Oware: own side, 19-29)."""
    text = '[Variant "oware"]\n[Result "0-1"]\n\n1. C c 2. =? F = 0-1\n'
    moves = [{"pit": 2}, {"pit": 2}, {"type": "propose_end"}, {"pit": 5}, {"type": "accept_end"}]
    by_record = client.post("/v1/replay", json={"record": text, "include_record": True})
    by_moves = client.post("/v1/replay", json={"variant": "oware", "moves": moves, "include_record": True})
    assert by_record.status_code == by_moves.status_code == 200
    assert by_record.get_json() == by_moves.get_json()
    body = by_record.get_json()
    assert (body["outcome"]["reason"], body["outcome"]["scores"], body["plies"], body["position"]["ply"]) == (
        "agreement", [19, 29], 5, 5)
    assert body["record"].splitlines()[-1] == "1. C c 2. =? F = 0-1"
    r = client.post("/v1/replay", json={"record": '[Variant "oware"]\n\n1. C c = *\n'})
    assert r.status_code == 422
    problem = r.get_json()
    assert (problem["reason"], problem["ply"], problem["move_text"], problem["column"]) == (
        "no-end-proposed", 2, "=", 8)


def test_request_schemas_match_the_spec() -> None:
    generated = APISpec("check", "1", "3.1.0", plugins=[MarshmallowPlugin()])
    ours = {"AdjudicationsRequest": verdicts.AdjudicationsRequest,
            "AdjudicateRecordRequest": verdicts.AdjudicateRecordRequest,
            "AdjudicatePositionRequest": verdicts.AdjudicatePositionRequest,
            "RecordReplayRequest": records.RecordReplayRequest}
    for name, schema in ours.items():
        generated.components.schema(name, schema=schema)
    made = generated.to_dict()["components"]["schemas"]
    components = SPEC["components"]["schemas"]
    for name in ours:
        assert _normalise(components[name], components) == _normalise(made[name], {}), name


def test_the_spec_declares_the_verdict_as_the_engine_writes_it() -> None:
    verdict = engine.adjudicate_text(OWARE_ILLEGAL).to_json()
    claims = {"iss", "iat", "sub", "jti"}  # added by the service when it issues the verdict
    declared = SPEC["components"]["schemas"]["Verdict"]
    assert set(declared["required"]) == set(verdict) - {"event", "round"} | claims
    assert set(declared["properties"]) == set(verdict) | claims
    assert yaml.safe_dump(verdict)  # plain JSON types only


def test_the_readme_recipe_verifies_a_verdict(keyed_app: Flask, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    readme = (Path(__file__).resolve().parents[2] / "docs" / "verdicts.md").read_text()
    recipe = readme.split("<!-- verify-verdict -->\n```python\n", 1)[1].split("```", 1)[0]
    client = keyed_app.test_client()
    entry = client.post("/v1/adjudications", json={"records": [OWARE_ILLEGAL]}).get_json()["verdicts"][0]
    (tmp_path / "jwks.json").write_bytes(client.get("/.well-known/jwks.json").get_data())
    (tmp_path / "verdict.jws").write_text(entry["jws"])
    monkeypatch.chdir(tmp_path)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the documented snippet runs without a warning
        exec(compile(recipe, "docs/verdicts.md", "exec"), {})
    assert capsys.readouterr().out == "illegal * [0, 0]\n"
    token = entry["jws"]
    (tmp_path / "verdict.jws").write_text(token[: token.index(".") + 5] + ("A" if token[token.index(".") + 5] != "A"
                                                                           else "B") + token[token.index(".") + 6:])
    with pytest.raises(Exception, match="(?i)signature|decode|payload"):
        exec(compile(recipe, "docs/verdicts.md", "exec"), {})


def _best_margin(rules: Any, position: Any, seat: int) -> int:
    """Brute force, apart from the analysis code: the final store margin for ``seat`` with best play."""
    if position.outcome is not None:
        scores = position.outcome.scores
        return scores[seat] - scores[1 - seat]
    values = [_best_margin(rules, engine.apply_move(rules, position, m).position, seat)
              for m in engine.legal_moves(rules, position)]
    return max(values) if position.to_move == seat else min(values)


def test_a_stopped_game_gets_the_exact_value_beside_the_rules_verdict(client: Any) -> None:
    # Kalah, stopped on time with 5 seeds left: by the rules (owners keep their seeds) South has
    # 20 + 3 = 23 and North 23 + 2 = 25, so North wins; best play from here is a separate fact.
    position = {"pits": [[0, 0, 0, 0, 1, 2], [1, 0, 0, 0, 0, 1]], "stores": [20, 23], "to_move": 0, "ply": 60,
                "status": "playing"}
    r = client.post("/v1/adjudicate", json={"variant": "kalah", "reason": "time", "position": position})
    assert r.status_code == 200
    answer = r.get_json()
    assert (answer["verdict"]["result"], answer["verdict"]["scores"]) == ("0-1", [23, 25])
    exact = answer["exact_value"]
    rules = engine.resolve_rules("kalah")
    margin = _best_margin(rules, engine.position_from_json(rules, position), 0)
    assert exact["method"] == "exact" and exact["to_move"] == 0
    assert exact["score"] == margin == -4 and exact["result"] == "loss"
    payload = json.loads(base64.urlsafe_b64decode(answer["jws"].split(".")[1] + "=="))
    assert payload == answer["verdict"] and "exact_value" not in payload  # the signed verdict is the rules' alone


def test_no_exact_value_where_the_solver_cannot_prove_one(client: Any) -> None:
    r = client.post("/v1/adjudicate", json={"variant": "oware", "reason": "time", "position": {
        "pits": [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing"}})
    assert r.status_code == 200 and "exact_value" not in r.get_json()
