"""``GET /v1/variants`` filters (engine/browse.py): region, board shape, seats and family narrow the
list, every filter must hold, bad filters are refused 400 by name, and the unfiltered answer is
the whole catalogue as before."""

from __future__ import annotations

import orjson
from flask.testing import FlaskClient

import engine
from engine import browse
from service import arbiter
from tests.openapi_spec import openapi_spec

SPEC = openapi_spec()


def ids(client: FlaskClient, query: str) -> list[str]:
    r = client.get("/v1/variants" + query)
    assert r.status_code == 200, r.get_json()
    return [v["id"] for v in r.get_json()["variants"]]


def test_the_unfiltered_list_is_the_whole_catalogue_byte_for_byte(client: FlaskClient) -> None:
    whole = {"variants": [arbiter.variant_summary(engine.get_variant(v)) for v in engine.variant_ids()]}
    assert client.get("/v1/variants").data == orjson.dumps(whole)


def test_each_filter_narrows_the_list(client: FlaskClient) -> None:
    assert ids(client, "?board=four-row") == ["bao-kujifunza", "hus", "omweso", "bao-la-kiswahili", "tsoro", "hawalis", "nchayo", "njombwa",
                                              "muvalavala-luena", "sute", "muvalavala-quioco", "owela-benguela", "bao-ki-arabu",
                                              "nsumbi", "makonn", "msuwa-wa-kunja", "msuwa",
                                              "tsoro-additional-capture", "tshuba", "musoro-tsoro", "misoro-tsoro",
                                              "namudilakunze", "chisolo", "misoro-tsoro-additional-capture"]
    assert ids(client, "?board=three-row") == ["rabe"]
    assert ids(client, "?seats=3") == ["multiplayer", "mancala-for-4"]
    assert ids(client, "?board=multi-side") == ["multiplayer", "mancala-for-4"]
    assert ids(client, "?family=tuzdyk") == ["togyz-kumalak", "toguz-korgool"]
    assert ids(client, "?family=beyond-capture") == ["pallanguzhi", "walak-pussa", "dongjintian", "bosh", "gabata-adegrat",
                                                      "tap-urdy", "je-ki-n-je", "olinda"]
    assert "kalah" in ids(client, "?family=stores-sown") and "oware" not in ids(client, "?family=stores-sown")
    assert ids(client, "?family=no-capture") == ["chungcajon", "wauri", "valah", "sokusowo"]
    assert ids(client, "?family=opening") == ["omweso", "um-el-bil", "dabuda", "muvalavala-luena", "makonn"]
    assert ids(client, "?region=Europe") == ["bohnenspiel", "micro-wari", "mandoli"]
    every = ids(client, "")
    assert ids(client, "?seats=2") == every  # every game seats two


def test_filters_combine(client: FlaskClient) -> None:
    assert ids(client, "?region=Southern%20Africa&board=four-row&family=column-capture") == ["hus", "muvalavala-quioco",
                                                                                      "owela-benguela"]
    assert ids(client, "?region=Central%20Asia&family=tuzdyk&seats=2") == ["togyz-kumalak", "toguz-korgool"]
    assert ids(client, "?region=Europe&family=relay") == ["mandoli"]
    assert ids(client, "?region=Europe&family=tuzdyk") == []


def test_bad_filters_are_refused_by_name(client: FlaskClient) -> None:
    for query, name in (("?region=Mars", "region"), ("?board=round", "board"), ("?seats=9", "seats"),
                        ("?seats=two", "seats"), ("?seats=2.5", "seats"), ("?family=kalah", "family"),
                        ("?colour=red", "colour"), ("?seats=2&seats=3", "seats")):
        r = client.get("/v1/variants" + query)
        assert r.status_code == 400, query
        body = r.get_json()
        assert body["code"] == "invalid-request" and list(body["errors"]) == [name], query


def test_the_contract_lists_the_engines_values() -> None:
    params = {p["name"]: p for p in SPEC["paths"]["/v1/variants"]["get"]["parameters"] if "name" in p}
    assert set(params) == set(browse.FILTERS)
    assert params["region"]["schema"]["enum"] == list(browse.REGIONS)
    assert params["board"]["schema"]["enum"] == list(browse.BOARD_SHAPES)
    assert params["family"]["schema"]["enum"] == list(browse.FAMILIES)
    assert params["seats"]["schema"]["maximum"] == engine.rules.MAX_SEATS


def test_every_game_has_a_board_shape_and_a_family() -> None:
    for variant_id in engine.variant_ids():
        variant = engine.get_variant(variant_id)
        assert browse.board_shape(variant) in browse.BOARD_SHAPES
        found = browse.families(variant)
        assert found and set(found) <= set(browse.FAMILIES)
        assert ("no-capture" in found) == (not set(found) & set(browse.CAPTURE_FAMILIES))
