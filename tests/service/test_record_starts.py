"""A record's ``Start`` tag follows the signature rule of every other position (issue 24 item 2),
and every verdict says where its game started (``start_origin``); one ply convention (0-based)
across replay errors, steps and verdicts (issue 26 item 5)."""

from __future__ import annotations

import json
from typing import Any

import pytest

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")

KEYS = "k1:first-secret"

# Set-up positions no game reaches, which the engine still accepts as positions: the stores filled
# at ply 0, a last mover at ply 0, a history that already holds the third occurrence of a position.
STORES_AT_PLY_0 = {"pits": [[0, 0, 0, 0, 2, 2], [0, 1, 0, 1, 0, 2]], "stores": [20, 20], "to_move": 0, "ply": 0,
                   "status": "playing", "outcome": None, "history": [], "last_mover": None}
LAST_MOVER_AT_PLY_0 = {"pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing",
                       "outcome": None, "history": [], "last_mover": 1}
THIRD_REPETITION = {"pits": [[0, 5, 5, 5, 5, 4], [4, 4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 1, "ply": 1,
                    "status": "playing", "outcome": None,
                    "history": ["376370025ad90b19", "376370025ad90b19", "376370025ad90b19"], "last_mover": 0}
UNREACHABLE = [STORES_AT_PLY_0, LAST_MOVER_AT_PLY_0, THIRD_REPETITION]


def _tag(name: str, value: str) -> str:
    return f'[{name} "' + value.replace("\\", "\\\\").replace('"', '\\"') + '"]\n'


def record(start: dict[str, Any] | None, moves: str = "", signature: str | None = None) -> str:
    text = '[Variant "oware"]\n[Result "*"]\n'
    if start is not None:
        text += _tag("Start", json.dumps(start))
    if signature is not None:
        text += _tag("StartSignature", signature)
    return text + f"\n{moves} *\n".replace("\n ", "\n")


def batch(client: Any, text: str) -> dict[str, Any]:
    r = client.post("/v1/adjudications", json={"records": [text]})
    assert r.status_code == 200, r.get_json()
    body: dict[str, Any] = r.get_json()
    return body


def test_an_unsigned_start_is_refused_by_every_entry_point_where_signed_positions_are_required(make_app: Any) -> None:
    strict = make_app(SIGNING_KEYS=KEYS, REQUIRE_SIGNED_POSITIONS=True).test_client()
    text = record(STORES_AT_PLY_0, "1. E")
    # a batch: the record is an entry with the refusal, no verdict and nothing signed
    body = batch(strict, text)
    assert body["counts"] == {"invalid-signature": 1}
    entry = body["verdicts"][0]
    assert (entry["verdict"], entry["jws"], entry["error"]["code"]) == (None, None, "invalid-signature")
    # a stopped game given as a record
    r = strict.post("/v1/adjudicate", json={"record": text, "reason": "time"})
    assert (r.status_code, r.get_json()["code"], r.get_json()["violations"][0]["path"]) == (
        422, "invalid-signature", "StartSignature")
    # the same position everywhere else: a replay of the record, a move list's start, a move, a stopped position
    r = strict.post("/v1/replay", json={"record": text})
    assert (r.status_code, r.get_json()["code"]) == (422, "invalid-signature")
    r = strict.post("/v1/replay", json={"variant": "oware", "start": STORES_AT_PLY_0, "moves": [{"pit": 4}]})
    assert (r.status_code, r.get_json()["code"]) == (422, "invalid-signature")
    r = strict.post("/v1/moves", json={"variant": "oware", "position": STORES_AT_PLY_0, "move": {"pit": 4}})
    assert (r.status_code, r.get_json()["code"]) == (422, "invalid-signature")
    r = strict.post("/v1/adjudicate", json={"variant": "oware", "position": STORES_AT_PLY_0, "reason": "time"})
    assert (r.status_code, r.get_json()["code"]) == (422, "invalid-signature")


def test_a_start_the_service_signed_is_judged_everywhere_and_says_signed(make_app: Any) -> None:
    strict = make_app(SIGNING_KEYS=KEYS, REQUIRE_SIGNED_POSITIONS=True).test_client()
    game = strict.post("/v1/games", json={"variant": "oware"}).get_json()
    moved = strict.post("/v1/moves", json={"variant": "oware", "position": game["position"],
                                           "signature": game["signature"], "move": {"pit": 2}}).get_json()
    assert moved["provenance"] == "service"
    text = record(moved["position"], "1... c", signature=moved["signature"])
    verdict = batch(strict, text)["verdicts"][0]["verdict"]
    assert (verdict["status"], verdict["start_origin"], verdict["plies"]) == ("unfinished", "signed", 1)
    r = strict.post("/v1/adjudicate", json={"record": text, "reason": "time"})
    assert r.status_code == 200 and r.get_json()["verdict"]["start_origin"] == "signed"
    r = strict.post("/v1/replay", json={"record": text})
    assert r.status_code == 200 and r.get_json()["provenance"] == "service"
    r = strict.post("/v1/adjudicate", json={"variant": "oware", "position": moved["position"],
                                            "signature": moved["signature"], "reason": "time"})
    assert r.status_code == 200 and r.get_json()["verdict"]["start_origin"] == "signed"
    # An altered signature is refused, as for a position
    forged = record(moved["position"], "1... c", signature=moved["signature"][:-2] + "AA")
    assert batch(strict, forged)["verdicts"][0]["error"]["code"] == "invalid-signature"


def test_without_a_start_tag_the_verdict_says_standard(make_app: Any) -> None:
    for app in (make_app(), make_app(SIGNING_KEYS=KEYS, REQUIRE_SIGNED_POSITIONS=True)):
        client = app.test_client()
        verdict = batch(client, record(None, "1. C c"))["verdicts"][0]["verdict"]
        assert (verdict["status"], verdict["start_origin"]) == ("unfinished", "standard")
        r = client.post("/v1/adjudicate", json={"record": record(None, "1. C c"), "reason": "time"})
        assert r.get_json()["verdict"]["start_origin"] == "standard"


@pytest.mark.parametrize("start", UNREACHABLE, ids=["stores-at-ply-0", "last-mover-at-ply-0", "third-repetition"])
def test_an_unreachable_set_up_is_judged_as_client_where_unsigned_starts_are_allowed(make_app: Any,
                                                                                       start: dict[str, Any]) -> None:
    for app in (make_app(), make_app(SIGNING_KEYS=KEYS)):
        client = app.test_client()
        entry = batch(client, record(start))["verdicts"][0]
        assert entry["error"] is None
        assert (entry["verdict"]["status"], entry["verdict"]["start_origin"]) == ("unfinished", "client")
        r = client.post("/v1/adjudicate", json={"record": record(start), "reason": "time"})
        assert r.status_code == 200 and r.get_json()["verdict"]["start_origin"] == "client"
        r = client.post("/v1/adjudicate", json={"variant": "oware", "position": start, "reason": "time"})
        assert r.status_code == 200 and r.get_json()["verdict"]["start_origin"] == "client"
    strict = make_app(SIGNING_KEYS=KEYS, REQUIRE_SIGNED_POSITIONS=True).test_client()
    assert batch(strict, record(start))["verdicts"][0]["error"]["code"] == "invalid-signature"


def test_a_client_signature_still_says_client_and_is_refused_where_signatures_are_required(make_app: Any) -> None:
    lenient = make_app(SIGNING_KEYS=KEYS).test_client()
    strict = make_app(SIGNING_KEYS=KEYS, REQUIRE_SIGNED_POSITIONS=True).test_client()
    laundered = lenient.post("/v1/replay", json={"variant": "oware", "start": STORES_AT_PLY_0, "moves": []}).get_json()
    assert laundered["provenance"] == "client"
    text = record(laundered["position"], signature=laundered["signature"])
    assert batch(lenient, text)["verdicts"][0]["verdict"]["start_origin"] == "client"
    assert batch(strict, text)["verdicts"][0]["error"]["code"] == "invalid-signature"


def test_verdicts_cached_by_one_instance_are_not_served_by_one_with_other_signature_rules(
        make_app: Any, redis_server: Any) -> None:
    """Both share one Redis: the lenient instance's verdict on an unsigned start must not come back
    from the strict one."""
    url = redis_server.url
    lenient = make_app(SIGNING_KEYS=KEYS, REDIS_URL=url).test_client()
    strict = make_app(SIGNING_KEYS=KEYS, REQUIRE_SIGNED_POSITIONS=True, REDIS_URL=url).test_client()
    text = record(STORES_AT_PLY_0)
    assert batch(lenient, text)["verdicts"][0]["verdict"]["start_origin"] == "client"
    assert batch(strict, text)["verdicts"][0]["error"]["code"] == "invalid-signature"


# ---------------------------------------------------------------- one ply convention

ILLEGAL = '[Variant "oware"]\n[Result "*"]\n\n1. C c 2. C *\n'  # South's C was emptied by South's first move


def test_one_ply_convention_for_the_same_illegal_record_on_every_endpoint(client: Any) -> None:
    """The refused move is ply 2 (0-based: two plies were played before it) in a record replay's
    error, a move-list replay's error, a batch verdict and a stopped-game verdict."""
    r = client.post("/v1/replay", json={"record": ILLEGAL})
    assert r.status_code == 422 and r.get_json()["ply"] == 2
    assert r.get_json()["detail"].startswith("ply 2 ")
    r = client.post("/v1/replay", json={"variant": "oware", "moves": [{"pit": 2}, {"pit": 2}, {"pit": 2}]})
    assert r.status_code == 422 and r.get_json()["ply"] == 2
    verdict = batch(client, ILLEGAL)["verdicts"][0]["verdict"]
    assert (verdict["illegal"]["ply"], verdict["plies"], verdict["verdict_version"]) == (2, 2, 2)
    verdict = client.post("/v1/adjudicate", json={"record": ILLEGAL, "reason": "time"}).get_json()["verdict"]
    assert verdict["illegal"]["ply"] == 2
    # and a step's ply is the same count: the move at steps[k] is ply k
    steps = client.post("/v1/replay", json={"record": ILLEGAL.replace("2. C", "2. D"),
                                             "include_steps": True}).get_json()["steps"]
    assert [s["ply"] for s in steps] == [0, 1, 2]


def test_the_record_a_replay_writes_keeps_its_start_signature(make_app: Any) -> None:
    """``include_record`` on a replay from a signed start: the record carries ``StartSignature``, so
    the same strict instance judges it from a ``signed`` start instead of refusing it."""
    strict = make_app(SIGNING_KEYS=KEYS, REQUIRE_SIGNED_POSITIONS=True).test_client()
    made = strict.post("/v1/replay", json={"variant": "oware", "moves": [{"pit": 2}, {"pit": 2}]}).get_json()
    r = strict.post("/v1/replay", json={"variant": "oware", "start": made["position"],
                                        "start_signature": made["signature"], "moves": [{"pit": 0}],
                                        "include_record": True})
    assert r.status_code == 200, r.get_json()
    text = r.get_json()["record"]
    assert f'[StartSignature "{made["signature"]}"]' in text
    entry = batch(strict, text)["verdicts"][0]
    assert entry["error"] is None, entry
    assert (entry["verdict"]["status"], entry["verdict"]["start_origin"], entry["verdict"]["plies"]) == (
        "unfinished", "signed", 1)
    again = strict.post("/v1/replay", json={"record": text, "include_record": True})
    assert again.status_code == 200 and again.get_json()["record"] == text


def test_verify_against_a_server_reports_a_refused_start_as_refused(make_app: Any, tmp_path: Any) -> None:
    """``mancala-arbiter verify --server``: a record the server refuses for its Start is reported
    with the server's reason (status ``unsigned``), not retried as if the CPU time had run out."""
    import httpx

    from arbiter_cli.games import Game
    from arbiter_cli.remote import judge_on_server, server_client

    app = make_app(SIGNING_KEYS=KEYS, REQUIRE_SIGNED_POSITIONS=True)
    client = server_client("http://arbiter.test")
    client.set_httpx_client(httpx.Client(base_url="http://arbiter.test", transport=httpx.WSGITransport(app=app)))
    games = [Game("a.mgn", 1, record(STORES_AT_PLY_0)), Game("b.mgn", 1, record(None, "1. C c"))]
    judged = list(judge_on_server(games, client))
    assert [j.status for j in judged] == ["unsigned", "unfinished"]
    assert judged[0].error is not None and judged[0].error.startswith("invalid-signature: ")
