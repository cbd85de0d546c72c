"""A compiler of the marshmallow request schemas into plain loaders: same answers, a fraction of the cost.

``Schema.load`` spends most of its time in per-field machinery (error stores, getter closures,
``partial`` handling) rather than in the checks themselves: about 100 us for a move request and
1.4 ms for a 100-ply replay record on the benchmark machine. :func:`loader` compiles a schema into
plain closures that perform the same checks for the field and validator types the request
schemas use, and gives up (:class:`Fallback`) on anything else.

The contract is one-sided and simple: when a compiled loader returns, ``schema.load`` would have
returned an equal dict; whenever it is not certain (a wrong type, a failed validator, an unknown
key, ``None`` where it is not allowed ...) it raises :class:`Fallback` and the caller runs
``schema.load``, which produces the error (or, if the fast path was over-cautious, the result).
So error bodies are marshmallow's, byte for byte, and a schema with anything this module does
not know (a new field class, a hook, ``data_key``) is simply never compiled.
``tests/service/test_schema_compiler.py`` checks the equivalence on generated bodies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import INCLUDE, RAISE, Schema, fields, missing, validate

from .schemas import JSONBoolean, JSONInteger

Convert = Callable[[Any], Any]


class Fallback(Exception):
    """The fast path cannot vouch for this input: use ``Schema.load``."""


class _Unsupported(Exception):
    """The schema uses something this module does not compile."""


_compiled: dict[int, tuple[Schema, Convert | None]] = {}


def loader(schema: Schema) -> Convert | None:
    """The compiled loader of ``schema`` (cached per instance), or None if it cannot be compiled."""
    entry = _compiled.get(id(schema))
    if entry is None or entry[0] is not schema:
        try:
            fn: Convert | None = _schema(schema, None)
        except (_Unsupported, AttributeError):  # AttributeError: a marshmallow internal moved
            fn = None
        entry = (schema, fn)  # keeps ``schema`` alive so its id is never reused
        _compiled[id(schema)] = entry
    return entry[1]


def load(schema: Schema, data: Any) -> dict[str, Any]:
    """``schema.load(data)``, through the compiled loader when it can vouch for ``data``."""
    fn = loader(schema)
    if fn is not None:
        try:
            result: dict[str, Any] = fn(data)
            return result
        except Fallback:
            pass
    loaded: dict[str, Any] = schema.load(data)
    return loaded


# ---------------------------------------------------------------- compilation


def _schema(schema: Schema, unknown: str | None) -> Convert:
    if schema.many or schema.partial or schema.dict_class is not dict or any(schema._hooks.values()):
        raise _Unsupported(type(schema).__name__)
    mode = unknown or schema.unknown
    if mode not in (RAISE, INCLUDE):
        raise _Unsupported(f"unknown={mode}")
    include = mode == INCLUDE
    specs: list[tuple[str, bool, Any, Convert]] = []
    for name, field in schema.load_fields.items():
        if field.data_key is not None or field.attribute is not None:
            raise _Unsupported(f"{name}: data_key/attribute")
        specs.append((name, bool(field.required), field.load_default, _field(field)))
    names = frozenset(name for name, *_ in specs)
    plan = tuple(specs)

    def load(data: Any) -> dict[str, Any]:
        if type(data) is not dict:
            raise Fallback
        out: dict[str, Any] = {}
        found = 0
        for name, required, default, convert in plan:
            if name in data:
                found += 1
                out[name] = convert(data[name])
            elif required:
                raise Fallback
            elif default is not missing:
                out[name] = default() if callable(default) else default
        if found != len(data):  # keys no field declares
            if not include:
                raise Fallback
            for key, value in data.items():
                if key not in names:
                    out[key] = value
        return out

    return load


def _field(field: fields.Field[Any]) -> Convert:
    """A converter doing what ``field.deserialize`` does for a present value, or raising Fallback."""
    if field.pre_load or field.post_load:
        raise _Unsupported("field pre_load/post_load")
    kind = type(field)
    base: Convert
    if kind is fields.String:
        base = _string
    elif kind is JSONInteger:
        base = _integer
    elif kind is JSONBoolean:
        base = _boolean
    elif kind is fields.Raw:
        base = _raw
    elif kind is fields.List:
        inner: Any = field.inner  # type: ignore[attr-defined]
        base = _list(_field(inner), _plain_items(inner))
    elif kind is fields.Nested:
        nested: Any = field
        if nested.many or nested.only is not None or nested.exclude:
            raise _Unsupported("Nested options")
        base = _nested(_schema(nested.schema, nested.unknown))
    elif kind is fields.Dict:
        base = _dict(field)
    else:
        raise _Unsupported(kind.__name__)
    checks = tuple(_validator(v) for v in field.validators)
    allow_none = bool(field.allow_none)

    if not checks:
        if allow_none:
            return lambda value: None if value is None else base(value)
        return base

    def convert(value: Any) -> Any:
        if value is None:
            if allow_none:
                return None
            raise Fallback
        out = base(value)
        for check in checks:
            check(out)
        return out

    return convert


def _string(value: Any) -> str:
    if type(value) is not str:
        raise Fallback
    return value


def _integer(value: Any) -> int:
    kind = type(value)
    if kind is int:
        return value  # type: ignore[no-any-return]
    if kind is float and value.is_integer():
        return int(value)
    raise Fallback


def _boolean(value: Any) -> bool:
    if type(value) is not bool:
        raise Fallback
    return value


def _raw(value: Any) -> Any:
    if value is None:  # fields.Raw() refuses null unless allow_none (handled by the caller)
        raise Fallback
    return value


def _list(inner: Convert, plain: Callable[[list[Any]], bool] | None) -> Convert:
    if plain is None:

        def convert(value: Any) -> list[Any]:
            if type(value) is not list:
                raise Fallback
            return [inner(item) for item in value]

        return convert

    def convert_plain(value: Any) -> list[Any]:
        if type(value) is not list:
            raise Fallback
        if plain(value):  # every item passes unchanged: one tight loop instead of a call per item
            return list(value)
        return [inner(item) for item in value]

    return convert_plain


def _plain_items(field: Any) -> Callable[[list[Any]], bool] | None:
    """For a list of strings or integers checked by at most a closed ``Range``/``Length``: a test that
    every item is already what ``inner`` would return (an exact str/int within bounds), or None."""
    kind = type(field)
    if field.allow_none or kind not in (fields.String, JSONInteger) or field.pre_load or field.post_load:
        return None
    low: Any = None
    high: Any = None
    for v in field.validators:
        if kind is JSONInteger and type(v) is validate.Range and v.min_inclusive and v.max_inclusive or kind is fields.String and type(v) is validate.Length and v.equal is None:
            low, high = v.min, v.max
        else:
            return None
    if len(field.validators) > 1:
        return None
    if low is None:
        low = -float("inf") if kind is JSONInteger else 0
    if high is None:
        high = float("inf")
    if kind is JSONInteger:
        return lambda items: all(type(i) is int and low <= i <= high for i in items)
    return lambda items: all(type(i) is str and low <= len(i) <= high for i in items)


def _nested(load: Convert) -> Convert:
    return load


def _dict(field: Any) -> Convert:
    keys = _field(field.key_field) if field.key_field is not None else None
    values = _field(field.value_field) if field.value_field is not None else None

    def convert(value: Any) -> dict[Any, Any]:
        if type(value) is not dict:
            raise Fallback
        if keys is None and values is None:
            return dict(value)
        out: dict[Any, Any] = {}
        for k, v in value.items():
            out[k if keys is None else keys(k)] = v if values is None else values(v)
        return out

    return convert


# ---------------------------------------------------------------- validators


def _validator(v: Any) -> Callable[[Any], None]:
    kind = type(v)
    if kind is validate.Range:
        return _range(v)
    if kind is validate.Length:
        return _length(v)
    if kind is validate.OneOf and all(type(c) is str for c in v.choices):
        choices = frozenset(v.choices)

        def one_of(value: Any) -> None:
            if type(value) is not str or value not in choices:
                raise Fallback

        return one_of
    if kind is validate.Regexp:
        match = v.regex.match

        def regexp(value: Any) -> None:
            if match(value) is None:
                raise Fallback

        return regexp
    raise _Unsupported(f"validator {kind.__name__}")


def _range(v: validate.Range) -> Callable[[Any], None]:
    low, high, low_in, high_in = v.min, v.max, v.min_inclusive, v.max_inclusive
    if low is not None and high is not None and low_in and high_in:

        def closed(value: Any) -> None:
            if value < low or value > high:
                raise Fallback

        return closed

    def general(value: Any) -> None:
        if low is not None and (value < low if low_in else value <= low):
            raise Fallback
        if high is not None and (value > high if high_in else value >= high):
            raise Fallback

    return general


def _length(v: validate.Length) -> Callable[[Any], None]:
    low, high, equal = v.min, v.max, v.equal

    def length(value: Any) -> None:
        n = len(value)
        if equal is not None:
            if n != equal:
                raise Fallback
            return
        if (low is not None and n < low) or (high is not None and n > high):
            raise Fallback

    return length
