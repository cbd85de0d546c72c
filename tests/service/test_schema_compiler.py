"""The compiled request loaders (service/schema_compiler.py) agree with marshmallow.

Whenever the fast path returns, ``schema.load`` must return the same dict (types included: 7.0
becomes 7 in both); whenever marshmallow refuses, the fast path must have given up. Bodies are
generated from the schemas' own fields, mixing valid values, boundary values and junk.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, fields, post_load

from service import schema_compiler, schemas
from tests.openapi_spec import load_yaml

ROOT = Path(__file__).resolve().parents[2]

JUNK = st.sampled_from(
    [None, True, False, "", "x", 1.5, 7.0, -1, 10**7, [], {}, [None], {"a": 1}]
    + ["x" * n for n in (32, 33, 40, 41, 64, 65, 128, 129)]  # around the Length limits of the schemas
)
BOUNDARY_INTEGERS = st.sampled_from([-1, 0, 7.0, 7.5, -0.0, True, "7", schemas.MAX_COUNT, schemas.MAX_COUNT + 1])


def valid_for(field: fields.Field[Any], depth: int) -> st.SearchStrategy[Any]:
    """Values the field (and its validators) should accept, mostly."""
    kind = type(field)
    checks: dict[str, Any] = {type(v).__name__: v for v in field.validators}
    if kind is schemas.JSONInteger:
        r = checks.get("Range")
        low = r.min if r is not None and r.min is not None else -5
        high = min(r.max, low + 70) if r is not None and r.max is not None else low + 70
        ints = st.integers(min_value=low, max_value=high)
        near = [low - 1] + ([r.max, r.max + 1] if r is not None and r.max is not None else [])
        return sometimes(st.one_of(ints, ints, ints.map(float), st.just(high)), st.sampled_from(near))
    if kind is schemas.JSONBoolean:
        return st.booleans()
    if kind is fields.String:
        if "OneOf" in checks:
            return st.sampled_from(list(checks["OneOf"].choices))
        if "Regexp" in checks:
            return st.from_regex(checks["Regexp"].regex, fullmatch=True)
        n = checks.get("Length")
        text = st.text(min_size=(n.min or 0) if n else 0, max_size=min(n.max or 8, 8) if n else 8)
        if n is None or n.max is None:
            return text
        return sometimes(text, st.sampled_from(["x" * n.max, "x" * (n.max + 1)]))
    if kind is fields.List:
        n = checks.get("Length")
        return st.lists(values_for(field.inner, depth + 1), min_size=(n.min or 0) if n else 0,  # type: ignore[attr-defined]
                        max_size=3)
    if kind is fields.Nested:
        return bodies_for(field.schema, depth + 1)  # type: ignore[attr-defined]
    if kind is fields.Dict:
        return st.dictionaries(st.text(min_size=1, max_size=6), st.one_of(st.integers(0, 9), st.booleans()), max_size=2)
    return JUNK


def sometimes(usual: st.SearchStrategy[Any], rare: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """``rare`` about one time in twenty (boundary values, some just outside the limits)."""
    return st.sampled_from(range(20)).flatmap(lambda i: rare if i == 0 else usual)


def values_for(field: fields.Field[Any], depth: int = 0) -> st.SearchStrategy[Any]:
    return valid_for(field, depth)


def bodies_for(schema: Schema, depth: int = 0) -> st.SearchStrategy[dict[str, Any]]:
    """Bodies with every required field and some optional ones, each value meant to be valid."""
    entries = {name: values_for(field, depth) for name, field in schema.load_fields.items()}
    required = {name: entries[name] for name, field in schema.load_fields.items() if field.required}
    rest = {name: s for name, s in entries.items() if name not in required}
    return st.fixed_dictionaries(required, optional=rest)


def places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside ``value`` (dict keys and list indexes), the root included."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += places(item, (*path, index))
    return found


def mutate(body: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    """``body`` with one change: a value replaced by junk, a key dropped, or an unknown key added."""
    body = copy.deepcopy(body)
    path = data.draw(st.sampled_from(places(body)))
    how = data.draw(st.sampled_from(["replace", "replace", "drop", "add"]))
    if not path:
        if how == "add":
            body["extra"] = 1
        return body
    *parents, last = path
    holder: Any = body
    for step in parents:
        holder = holder[step]
    if how == "replace":
        holder[last] = data.draw(ODD)
    elif how == "drop":
        del holder[last]
    elif isinstance(holder[last], dict):
        holder[last]["extra"] = data.draw(ODD)
    return body


ODD = st.one_of(JUNK, BOUNDARY_INTEGERS)


def same(a: Any, b: Any) -> bool:
    """Equal with types: 7 and 7.0 differ (``==`` would say they are the same)."""
    option = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS
    return orjson.dumps(a, option=option) == orjson.dumps(b, option=option)


def check(schema: Schema, data: Any) -> bool:
    """Asserts agreement on ``data``; True when the fast path answered (did not fall back)."""
    fast = schema_compiler.loader(schema)
    assert fast is not None
    try:
        got = fast(data)
    except schema_compiler.Fallback:
        return False
    try:
        expected = schema.load(data)
    except ValidationError as exc:
        raise AssertionError(f"fast path accepted what marshmallow refuses: {exc.messages}") from exc
    assert same(got, expected), (got, expected)
    return True


@pytest.mark.parametrize("name", sorted(schemas.REQUEST_SCHEMAS))
def test_every_request_schema_compiles(name: str) -> None:
    assert schema_compiler.loader(schemas.REQUEST_SCHEMAS[name]()) is not None


@pytest.mark.parametrize("name", sorted(schemas.REQUEST_SCHEMAS))
def test_generated_bodies_agree_with_marshmallow(name: str) -> None:
    schema = schemas.REQUEST_SCHEMAS[name]()

    answered = []

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.data())
    def run(data: st.DataObject) -> None:
        body = data.draw(bodies_for(schema))
        if data.draw(st.booleans()):
            body = mutate(body, data)
        answered.append(check(schema, body))

    run()
    assert sum(answered) >= len(answered) // 10, "the fast path should answer a good share of these bodies"


def test_the_contract_examples_and_benchmark_bodies_take_the_fast_path() -> None:
    spec = load_yaml((ROOT / "service" / "openapi.yaml").read_text())
    by_path = {"/v1/games": "NewGameRequest", "/v1/moves": "MoveRequest", "/v1/legal-moves": "PositionRequest",
               "/v1/replay": "ReplayRequest"}
    seen = 0
    for path, schema_name in by_path.items():
        content = spec["paths"][path]["post"]["requestBody"]["content"]["application/json"]
        examples = [e["value"] for e in content.get("examples", {}).values()]
        schema = schemas.REQUEST_SCHEMAS[schema_name]()
        for example in examples:
            assert check(schema, example), (path, example)
            seen += 1
    assert seen >= 4
    for file, schema_name in (("move.json", "MoveRequest"), ("replay100.json", "ReplayRequest")):
        body = orjson.loads((ROOT / "bench" / "data" / file).read_bytes())
        assert check(schemas.REQUEST_SCHEMAS[schema_name](), body)


def test_unknown_things_are_not_compiled() -> None:
    class WithHook(Schema):
        n = fields.Integer()

        @post_load
        def double(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
            return {"n": data["n"] * 2}

    class WithEmail(Schema):
        e = fields.Email()

    class WithDataKey(Schema):
        a = fields.String(data_key="b")

    for cls in (WithHook, WithEmail, WithDataKey):
        assert schema_compiler.loader(cls()) is None
    assert schema_compiler.load(WithHook(), {"n": 2}) == {"n": 4}
