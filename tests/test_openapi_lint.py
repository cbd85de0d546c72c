"""openapi.yaml lints clean, and its Schema objects use no keyword that JSON Schema and OpenAPI do not define.

* **Redocly CLI** (pinned in package.json, installed into ./node_modules by ``bin/setup dev``, or by
  the fixture below when missing; rules in redocly.yaml, reasoned exceptions in
  .redocly.lint-ignore.yaml) must report no error and no warning. It caught what the validators
  did not: ``score: {type: integer, description: Value ..., in seeds (...)}`` is a YAML flow
  mapping whose unquoted comma ends the description and adds a key ``in seeds (...)`` with a null
  value; OpenAPI 3.1's schema dialect allows unknown keywords, so schema validation passes.
  Without node/npm the test skips with the install line (and fails with ``CI=true``).
* **Unknown keywords** (no node needed): every key of every Schema object is a keyword of the
  vocabularies that OpenAPI 3.1's dialect declares (JSON Schema 2020-12's, read from
  jsonschema-specifications, and OpenAPI's base vocabulary, read from openapi-schema-validator)
  or an ``x-`` extension. The walk over the document is written here: no library lists the
  Schema objects of an OpenAPI document by position.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema_specifications
import pytest
import yaml

from tests.openapi_spec import load_yaml

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "openapi.yaml"
REDOCLY = ROOT / "node_modules" / ".bin" / "redocly"
INSTALL = "apt-get install nodejs npm; then bin/setup dev (npm ci)"


# ------------------------------------------------------------------ Redocly CLI


@pytest.fixture(scope="session")
def redocly() -> str:
    """node_modules/.bin/redocly; ``npm ci`` (under a lock: parallel workers) when only npm is there."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        if os.environ.get("CI", "").lower() in {"1", "true", "yes"}:
            pytest.fail(f"node and npm are needed to lint openapi.yaml, and CI=true: {INSTALL}")
        pytest.skip(f"missing tool: node (install: {INSTALL})")  # counted by tests/conftest.py
    with open(ROOT / "package-lock.json", "rb") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not REDOCLY.exists():
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True, capture_output=True,
                           timeout=600)
    return str(REDOCLY)


def lint(redocly: str, spec: Path) -> dict[str, Any]:
    done = subprocess.run([redocly, "lint", str(spec), "--format=json", "--config", str(ROOT / "redocly.yaml")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def test_redocly_finds_nothing_in_openapi_yaml(redocly: str) -> None:
    report = lint(redocly, SPEC)
    problems = [f"{p['ruleId']}: {p['message']} at {p['location'][0]['pointer']}" for p in report["problems"]]
    assert report["totals"]["errors"] == report["totals"]["warnings"] == 0, "\n".join(problems)


BUGGY = "description: Value of the position for the seat to move, in seeds (see AnalysedMove.score).}"


def test_redocly_catches_an_unquoted_comma_in_a_flow_mapping(redocly: str, tmp_path: Path) -> None:
    """The slip that was in openapi.yaml (AnalysisResponse.score), put back into a copy."""
    text = SPEC.read_text()
    fixed = "description: 'Value of the position for the seat to move, in seeds (see AnalysedMove.score).'}"
    assert text.count(fixed) == 1
    copy = tmp_path / "openapi.yaml"
    copy.write_text(text.replace(fixed, BUGGY))
    report = lint(redocly, copy)
    found = [(p["ruleId"], p["message"]) for p in report["problems"]]
    assert ("struct", "Property `in seeds (see AnalysedMove.score).` is not expected here.") in found


# ------------------------------------------------------------------ unknown keywords in Schema objects


def _keywords() -> frozenset[str]:
    base = resources.files("openapi_schema_validator") / "schemas" / "oas3.1"
    dialect = json.loads((base / "metaschema.json").read_text())
    names: set[str] = set()
    for vocabulary in dialect["$vocabulary"]:
        if vocabulary.startswith("https://json-schema.org/draft/2020-12/vocab/"):
            meta = vocabulary.replace("/vocab/", "/meta/")
            names |= set(jsonschema_specifications.REGISTRY.contents(meta)["properties"])
        else:  # OpenAPI's own: discriminator, xml, externalDocs, example
            names |= set(json.loads((base / "vocabularies" / "base").read_text())["properties"])
    return frozenset(names)


KEYWORDS = _keywords()
SCHEMA_MAPS = {"properties", "patternProperties", "$defs", "dependentSchemas"}  # name -> schema
SCHEMA_LISTS = {"allOf", "anyOf", "oneOf", "prefixItems"}
SCHEMA_VALUES = {"items", "additionalProperties", "not", "contains", "propertyNames", "if", "then", "else",
                 "unevaluatedItems", "unevaluatedProperties", "contentSchema"}
NOT_OPENAPI = {"example", "examples", "x-examples"}  # literal values: a key "schema" in them is data


def pointer(where: str, key: object) -> str:
    return f"{where}/{str(key).replace('~', '~0').replace('/', '~1')}"


def schemas_in(node: Any, where: str) -> Iterator[tuple[str, Any]]:
    """The Schema objects of an OpenAPI document (where a "schema" key or components.schemas holds one)."""
    if isinstance(node, dict):
        for key, value in node.items():
            at = pointer(where, key)
            if key in NOT_OPENAPI:
                continue
            if key == "schema":
                yield at, value
            elif key == "schemas" and where == "#/components":
                for name, schema in value.items():
                    yield pointer(at, name), schema
            else:
                yield from schemas_in(value, at)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from schemas_in(value, pointer(where, index))


def unknown_keywords(schema: Any, where: str) -> Iterator[str]:
    if not isinstance(schema, dict):
        return
    for key, value in schema.items():
        at = pointer(where, key)
        if key not in KEYWORDS and not str(key).startswith("x-"):
            yield f"{at} (= {value!r})"
        elif key in SCHEMA_MAPS and isinstance(value, dict):
            for name, sub in value.items():
                yield from unknown_keywords(sub, pointer(at, name))
        elif key in SCHEMA_LISTS and isinstance(value, list):
            for index, sub in enumerate(value):
                yield from unknown_keywords(sub, pointer(at, index))
        elif key in SCHEMA_VALUES:
            yield from unknown_keywords(value, at)


def unknown_in(document: dict[str, Any]) -> list[str]:
    return [found for where, schema in schemas_in(document, "#") for found in unknown_keywords(schema, where)]


def test_schema_objects_use_only_known_keywords() -> None:
    assert unknown_in(load_yaml(SPEC.read_text())) == []


def test_an_unquoted_comma_makes_an_unknown_keyword() -> None:
    document = yaml.safe_load("""
components:
  schemas:
    Analysis:
      allOf:
        - type: object
          properties:
            score: {type: integer, """ + BUGGY + """
            pv: {type: array, items: {type: integer, minimun: 0}}
paths:
  /x:
    get:
      responses:
        '200':
          content:
            application/json:
              schema: {type: object, x-internal: true, properties: {schema: {typ: string}}}
              example: {schema: {anything: 1}}
""")
    assert unknown_in(document) == [
        "#/components/schemas/Analysis/allOf/0/properties/score/in seeds (see AnalysedMove.score). (= None)",
        "#/components/schemas/Analysis/allOf/0/properties/pv/items/minimun (= 0)",
        "#/paths/~1x/get/responses/200/content/application~1json/schema/properties/schema/typ (= 'string')",
    ]
