"""openapi.yaml is the contract: valid OpenAPI 3.1, in step with the marshmallow schemas, the routes and the catalogue."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Flask
from marshmallow import INCLUDE
from openapi_spec_validator import validate

import engine
from engine.decoding import MOVE_KEYS, POSITION_KEYS
from service.schemas import REQUEST_SCHEMAS
from tests.openapi_spec import openapi_spec

ROOT = Path(__file__).resolve().parents[2]
SPEC: dict[str, Any] = openapi_spec()
DOC_KEYS = {"description", "examples", "example", "summary", "title"}
SHARED = {"VariantId", "Options", "RulesVersionPin", "SignatureIn"}


def test_spec_is_valid_openapi_3_1() -> None:
    assert SPEC["openapi"] == "3.1.0"
    validate(SPEC)


def test_root_openapi_yaml_is_the_shipped_one() -> None:
    assert (ROOT / "openapi.yaml").read_bytes() == (ROOT / "service" / "openapi.yaml").read_bytes()


def _normalise(node: Any, components: dict[str, Any]) -> Any:
    """Drop documentation keys, inline the shared pieces, sort ``required``."""
    if isinstance(node, dict):
        ref = node.get("$ref", "")
        name = ref.rsplit("/", 1)[-1] if ref else ""
        if name in SHARED:
            return _normalise(copy.deepcopy(components[name]), components)
        out = {k: _normalise(v, components) for k, v in node.items() if k not in DOC_KEYS}
        if "required" in out:
            out["required"] = sorted(out["required"])
        return out
    if isinstance(node, list):
        return [_normalise(v, components) for v in node]
    return node


#: Fields the marshmallow layer passes through (``unknown = INCLUDE``) for the engine's codec to
#: check (a 422 naming the field): the spec declares them, the marshmallow schema does not.
ENGINE_CHECKED = {"Position": POSITION_KEYS, "Move": MOVE_KEYS}


def _marshmallow_components() -> dict[str, Any]:
    generated = APISpec("check", "1", "3.1.0", plugins=[MarshmallowPlugin()])
    for name, schema in REQUEST_SCHEMAS.items():
        generated.components.schema(name, schema=schema)
    return dict(generated.to_dict()["components"]["schemas"])


def test_marshmallow_schemas_and_the_spec_agree() -> None:
    ours = _marshmallow_components()
    components = SPEC["components"]["schemas"]
    for name in REQUEST_SCHEMAS.keys() - ENGINE_CHECKED.keys():
        assert _normalise(components[name], components) == _normalise(ours[name], {}), name


def test_position_spec_is_marshmallow_plus_the_fields_the_engine_checks() -> None:
    """The spec declares every key the codec reads; marshmallow checks the common ones (declared
    the same way) and passes the others (``round``, ``phase``, ``owners`` ...) to the engine."""
    assert REQUEST_SCHEMAS["Position"].Meta.unknown == INCLUDE
    spec = _normalise(SPEC["components"]["schemas"]["Position"], {})
    ours = _normalise(_marshmallow_components()["Position"], {})
    assert POSITION_KEYS <= set(spec["properties"])
    assert {"round", "round_starter", "phase", "owners"} <= set(spec["properties"]) - set(ours["properties"])
    for key, field in ours["properties"].items():
        assert spec["properties"][key] == field, key
    assert {k: v for k, v in spec.items() if k != "properties"} == {k: v for k, v in ours.items() if k != "properties"}


def test_every_move_kind_agrees_with_marshmallow_and_the_codec() -> None:
    """``Move`` is a union of move kinds. Each field marshmallow checks is declared the same way in
    every kind that has it; together the kinds declare exactly the keys the codec reads."""
    assert REQUEST_SCHEMAS["Move"].Meta.unknown == INCLUDE
    components = SPEC["components"]["schemas"]
    ours = _normalise(_marshmallow_components()["Move"], {})["properties"]
    kinds = [_normalise(components[ref["$ref"].rsplit("/", 1)[-1]], {}) for ref in components["Move"]["oneOf"]]
    declared = {key for kind in kinds for key in kind["properties"]}
    assert declared == MOVE_KEYS
    assert set(ours) <= declared
    type_names = []
    for kind in kinds:
        assert "type" in kind["properties"], kind
        type_names.append(kind["properties"]["type"]["const"])
        for key, field in kind["properties"].items():
            if key == "type":
                limits = ours["type"]
                assert limits["minLength"] <= len(field["const"]) <= limits["maxLength"]
            elif key in ours:
                assert field == ours[key], key
    assert type_names == ["sow", "arrange", "choose_hollows", "propose_end", "accept_end", "take", "stop", "continue"]


REGEN = "run: .venv/bin/python tests/service/regen_openapi_examples.py"


def test_variant_enum_is_the_catalogue() -> None:
    assert SPEC["components"]["schemas"]["VariantId"]["enum"] == list(engine.variant_ids()), REGEN


def _flask_path(rule: str) -> str:
    return re.sub(r"<(?:[^:>]+:)?([^>]+)>", r"{\1}", rule)


def test_routes_and_spec_paths_are_the_same(app: Flask) -> None:
    routes: dict[str, set[str]] = {}
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        methods = {m.lower() for m in rule.methods or ()} - {"head", "options"}
        routes.setdefault(_flask_path(rule.rule), set()).update(methods)
    documented = {path: set(ops) - {"parameters"} for path, ops in SPEC["paths"].items()}
    assert routes == documented


@pytest.mark.parametrize("operation", ["createGame", "makeMove", "listLegalMoves", "replayGame"])
def test_every_variant_has_a_working_example(app: Flask, operation: str) -> None:
    path, op = next(
        (p, o) for p, ops in SPEC["paths"].items() for o in ops.values() if isinstance(o, dict) and o.get("operationId") == operation
    )
    examples = op["requestBody"]["content"]["application/json"]["examples"]
    assert {e["value"]["variant"] for e in examples.values()} >= set(engine.variant_ids()), REGEN
    client = app.test_client()
    for name, example in examples.items():
        r = client.post(path, json=example["value"])
        assert r.status_code in (200, 201), (name, r.get_json())


def test_variant_path_examples_cover_the_catalogue() -> None:
    parameter = SPEC["paths"]["/v1/variants/{variant_id}"]["get"]["parameters"][0]
    assert {e["value"] for e in parameter["examples"].values()} == set(engine.variant_ids()), REGEN


def test_every_problem_code_the_service_emits_is_documented() -> None:
    text = SPEC["components"]["responses"]["Unprocessable"]["description"]
    for code in ["illegal-move", "game-over", "malformed-move", "invalid-position", "invalid-options",
                 "unknown-rules-version", "invalid-signature", "limit-exceeded"]:
        assert f"`{code}`" in text


def test_the_contract_is_served_as_yaml_or_as_text(app: Flask) -> None:
    """``application/yaml`` by default; ``text/plain`` for clients that ask (browsers, generated clients)."""
    client = app.test_client()
    default = client.get("/openapi.yaml")
    text = client.get("/openapi.yaml", headers={"Accept": "text/plain"})
    assert default.mimetype == "application/yaml" and text.mimetype == "text/plain"
    assert default.data == text.data == (ROOT / "openapi.yaml").read_bytes()
    assert default.headers["ETag"] != text.headers["ETag"]
    assert "Accept" in default.headers["Vary"]
    again = client.get("/openapi.yaml", headers={"Accept": "text/plain", "If-None-Match": text.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""
    other = client.get("/openapi.yaml", headers={"If-None-Match": text.headers["ETag"]})
    assert other.status_code == 200 and other.mimetype == "application/yaml"
