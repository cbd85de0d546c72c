"""The response schemas of ``openapi.yaml`` as a strict JSON Schema 2020-12 validator.

Strict means an undeclared property anywhere is an error, whatever the spec says about extra
keys: every ``$ref`` is inlined, every ``allOf`` of objects is merged into one object schema,
and every object schema that lists ``properties`` gets ``unevaluatedProperties: false``.
(Injected into unmerged ``allOf`` members it would reject the siblings' properties, hence the
merge.) Maps (``additionalProperties`` given as a schema, or no ``properties`` at all, such as
``options``) stay open. Used by ``test_contract_responses.py``.

The schemas are checked against the 2020-12 meta-schema with ``jsonschema``; instances are
validated with ``jsonschema_rs`` (the same draft, already installed for schemathesis), which is
about ten times faster over the few thousand responses of the golden playthroughs.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import jsonschema_rs
from jsonschema import Draft202012Validator

from tests.openapi_spec import openapi_spec

ROOT = Path(__file__).resolve().parents[2]
SPEC: dict[str, Any] = openapi_spec()
COMPONENTS: dict[str, Any] = SPEC["components"]["schemas"]


def _inline(node: Any) -> Any:
    if isinstance(node, dict):
        if "$ref" in node:
            name = node["$ref"].rsplit("/", 1)[-1]
            rest = {k: v for k, v in node.items() if k != "$ref"}
            return _inline({**copy.deepcopy(COMPONENTS[name]), **rest})
        return {k: _inline(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline(v) for v in node]
    return node


def _merge(node: Any) -> Any:
    """Fold ``allOf: [object, object, ...]`` into one object schema (properties and required unite)."""
    if isinstance(node, list):
        return [_merge(v) for v in node]
    if not isinstance(node, dict):
        return node
    node = {k: _merge(v) for k, v in node.items()}
    members = node.pop("allOf", None)
    if members is None:
        return node
    merged: dict[str, Any] = {"type": "object", "properties": {}, "required": []}
    for member in [*members, node]:
        assert member.get("type", "object") == "object" and "oneOf" not in member, member
        for key, value in member.get("properties", {}).items():
            assert merged["properties"].get(key, value) == value, key
            merged["properties"][key] = value
        merged["required"] += [r for r in member.get("required", []) if r not in merged["required"]]
    return merged


def _close(node: Any) -> Any:
    if isinstance(node, list):
        return [_close(v) for v in node]
    if not isinstance(node, dict):
        return node
    node = {k: (v if k == "properties" else _close(v)) for k, v in node.items()}
    if "properties" in node:
        node["properties"] = {k: _close(v) for k, v in node["properties"].items()}
        if not isinstance(node.get("additionalProperties"), dict):
            node.pop("additionalProperties", None)
            node["unevaluatedProperties"] = False
    return node


def strict_schema(name: str) -> dict[str, Any]:
    schema: dict[str, Any] = _close(_merge(_inline(COMPONENTS[name])))
    return schema


def validator(name: str) -> jsonschema_rs.Draft202012Validator:
    schema = strict_schema(name)
    Draft202012Validator.check_schema(schema)
    return jsonschema_rs.Draft202012Validator(schema)


def errors(validator_: jsonschema_rs.Draft202012Validator, instance: Any, limit: int = 5) -> list[str]:
    """The first few errors, each with the path into the instance: empty means valid."""
    found: list[str] = []
    if validator_.is_valid(instance):
        return found
    for error in validator_.iter_errors(instance):
        found.append(f"{'/'.join(map(str, error.instance_path)) or '<root>'}: {error.message[:300]}")
        if len(found) >= limit:
            break
    return found
