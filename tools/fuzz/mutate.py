"""Mutations: a well-formed seed request in, a hostile one out, deterministically.

``mutate(corpus, seed_request, rng)`` applies one to three operators drawn by weight:

* on the JSON tree: type swaps (list, object, null, bool, huge and negative integers, floats,
  NaN/Infinity, strings, unicode, lone surrogates), integer tweaks around the limits, string
  tweaks, deleted / added / renamed / duplicated keys, deep nesting, long arrays up to the body
  limit, a long ``history``, a long ``moves`` record, subtrees spliced from another variant's
  positions, a different variant id, random ``options`` (names and values from the variant's
  option specs, out-of-range values, unknown names, aliases, many names at once);
* on the encoded text: bit flips, byte insertions and deletions, truncation, trailing junk, a BOM,
  whitespace padding up to and past the body limit, invalid UTF-8;
* on the request: wrong content type, wrong method, odd paths and query strings, odd headers.

JSON text is written by :func:`encode`, not ``json.dumps``, because hostile JSON needs what a
serializer refuses to write: duplicate keys (:class:`Dup`), verbatim fragments (:class:`Raw`, e.g.
100,000 nested brackets) and integers of any size.
"""

from __future__ import annotations

import base64
import json
import random
import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from tools.fuzz.seeds import Corpus, Seed, _valid_option_value

BODY_LIMIT = 256 * 1024  # ARBITER_MAX_CONTENT_LENGTH's default
MAX_COUNT = 1_000_000  # service/schemas.py: the largest count a request may carry


@dataclass(frozen=True)
class Raw:
    """A verbatim JSON fragment."""

    text: str


@dataclass(frozen=True)
class Dup:
    """An object written with these (key, value) pairs in order, duplicates included."""

    pairs: tuple[tuple[str, Any], ...]


@dataclass
class Request:
    """One request as sent: everything needed to replay it."""

    method: str
    path: str
    body: bytes | None
    content_type: str | None
    headers: dict[str, str] = field(default_factory=dict)
    endpoint: str = ""
    variant: str | None = None
    label: str = ""
    ops: list[str] = field(default_factory=list)
    case: int = -1
    json_value: Any = None  # the mutated tree before encoding (None when unknown or text-mutated)

    def to_json(self) -> dict[str, Any]:
        """A JSON-able record of the request (the body as UTF-8 text when it is, else base64)."""
        out: dict[str, Any] = {"case": self.case, "endpoint": self.endpoint, "label": self.label, "ops": self.ops,
                               "method": self.method, "path": self.path, "content_type": self.content_type,
                               "headers": self.headers, "variant": self.variant}
        if self.body is not None:
            try:
                out["body"] = self.body.decode("utf-8")
            except UnicodeDecodeError:
                out["body_base64"] = base64.b64encode(self.body).decode()
        out["body_bytes"] = len(self.body or b"")
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Request:
        body = data["body"].encode("utf-8") if "body" in data else (
            base64.b64decode(data["body_base64"]) if "body_base64" in data else None)
        return cls(data["method"], data["path"], body, data.get("content_type"), dict(data.get("headers") or {}),
                   data.get("endpoint", ""), data.get("variant"), data.get("label", ""), list(data.get("ops") or []),
                   int(data.get("case", -1)))


# ------------------------------------------------------------------ encoding


_PLACEHOLDER = re.compile(r'"\\u0001(\d+)\\u0001"')


class _Special(Exception):
    pass


def _refuse(_value: Any) -> Any:
    raise _Special()


def encode(value: Any, ascii_only: bool = True) -> str:
    """JSON text of ``value``; :class:`Raw` and :class:`Dup` written as they are, any int, NaN/Infinity bare.

    The common case (no Raw, no Dup) is one call of the C encoder of ``json``; otherwise those
    nodes are replaced by placeholder strings, the tree is encoded, and the placeholders are
    replaced by the verbatim text."""
    try:
        return json.dumps(value, ensure_ascii=ascii_only, default=_refuse, check_circular=False)
    except _Special:
        pass
    fragments: list[str] = []

    def prepare(node: Any) -> Any:
        if isinstance(node, Raw):
            fragments.append(node.text)
        elif isinstance(node, Dup):
            fragments.append("{" + ",".join(json.dumps(k, ensure_ascii=ascii_only) + ":" + encode(v, ascii_only)
                                            for k, v in node.pairs) + "}")
        elif isinstance(node, dict):
            return {k: prepare(v) for k, v in node.items()}
        elif isinstance(node, list):
            return [prepare(v) for v in node]
        else:
            return node
        return f"\x01{len(fragments) - 1}\x01"

    text = json.dumps(prepare(value), ensure_ascii=ascii_only, check_circular=False)
    return _PLACEHOLDER.sub(lambda m: fragments[int(m.group(1))], text)


def to_bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")  # a lone surrogate becomes invalid UTF-8, on purpose


# ------------------------------------------------------------------ the JSON tree


def _paths(value: Any, prefix: tuple[Any, ...] = (), limit: int = 4000) -> list[tuple[Any, ...]]:
    """Every node's path (keys and indexes), breadth-first, at most ``limit`` of them."""
    found: list[tuple[Any, ...]] = [prefix]
    queue = deque([(prefix, value)])
    while queue and len(found) < limit:
        path, node = queue.popleft()
        children: Any = ()
        if isinstance(node, dict):
            children = node.items()
        elif isinstance(node, list):
            children = enumerate(node)
        for key, child in children:
            found.append((*path, key))
            queue.append(((*path, key), child))
            if len(found) >= limit:
                break
    return found


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    parent = _get(value, path[:-1])
    parent[path[-1]] = new
    return value


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


HUGE = [2**31, 2**53 + 1, 2**63, 2**64, 10**30, 10**400, -(2**63) - 1]
PALETTE: list[Any] = [
    None, True, False, 0, -1, 1, MAX_COUNT, MAX_COUNT + 1, *HUGE, 0.5, -0.0, 7.0, 1e308, 1e-320,
    float("nan"), float("inf"), "", "0", "7", "null", "true", "playing", "cw", "ü", "🎲", "\u0000", "\ud800",
    "x" * 200, [], {}, [[]], [None], [0], {"": None}, {"pit": 0}, Raw("1e999"), Raw("-0"), Raw("1E400"),
    Raw("123456789012345678901234567890.5"), Raw("0.1e-999999"),
]
KNOWN_KEYS = ["variant", "options", "rules_version", "position", "signature", "move", "moves", "start",
              "start_signature", "include_steps", "seats", "first_player", "pits", "stores", "to_move", "ply",
              "status", "outcome", "history", "last_mover", "round", "round_starter", "phase", "owners", "pit",
              "direction", "seat", "side", "type", "pits_per_side", "seeds", "hollows", "constraints", "__proto__"]


def _palette(rng: random.Random) -> Any:
    value = rng.choice(PALETTE)
    return _copy(value)


def op_type_swap(c: Corpus, value: Any, rng: random.Random) -> Any:
    path = rng.choice(_paths(value))
    return _set(value, path, _palette(rng))


def op_int_tweak(c: Corpus, value: Any, rng: random.Random) -> Any:
    paths = [p for p in _paths(value) if isinstance(_get(value, p), int) and not isinstance(_get(value, p), bool)]
    if not paths:
        return op_type_swap(c, value, rng)
    path = rng.choice(paths)
    n = _get(value, path)
    small = abs(n) < 2**1000  # float(n) overflows past that
    new = rng.choice([n + 1, n - 1, -n, 0, -1, n * 1000, MAX_COUNT, MAX_COUNT + 1, float(n) if small else 1e308,
                      n + 0.5 if small else Raw(f"{n}.5"), str(n), rng.choice(HUGE), rng.randint(0, 64)])
    return _set(value, path, new)


def op_field_swap(c: Corpus, value: Any, rng: random.Random) -> Any:
    """A wrong type in one named field of a position or move (``"phase": []`` found issue 9 item 2)."""
    paths = [p for p in _paths(value, limit=200) if len(p) >= 1 and p[-1] in KNOWN_KEYS]
    if not paths:
        return op_type_swap(c, value, rng)
    return _set(value, rng.choice(paths), _palette(rng))


def op_string_tweak(c: Corpus, value: Any, rng: random.Random) -> Any:
    paths = [p for p in _paths(value) if isinstance(_get(value, p), str)]
    if not paths:
        return op_type_swap(c, value, rng)
    path = rng.choice(paths)
    s = _get(value, path)
    new = rng.choice([s.upper(), f" {s}", f"{s}\u0000", s[:-1], s * 50, s + "é", "🎲" * 10, s.encode("utf-8", "surrogatepass").hex(),
                      "\u202e" + s, s.replace("-", "_"), rng.choice(c.variants)])
    return _set(value, path, new)


def op_delete_key(c: Corpus, value: Any, rng: random.Random) -> Any:
    paths = [p for p in _paths(value) if isinstance(_get(value, p), dict) and _get(value, p)]
    if not paths:
        return op_type_swap(c, value, rng)
    node = _get(value, rng.choice(paths))
    del node[rng.choice(list(node))]
    return value


def op_add_key(c: Corpus, value: Any, rng: random.Random) -> Any:
    paths = [p for p in _paths(value) if isinstance(_get(value, p), dict)]
    if not paths:
        return op_type_swap(c, value, rng)
    node = _get(value, rng.choice(paths))
    node[rng.choice([*KNOWN_KEYS, "x", "", "ü", "a" * 300])] = _palette(rng)
    return value


def op_duplicate_key(c: Corpus, value: Any, rng: random.Random) -> Any:
    paths = [p for p in _paths(value) if isinstance(_get(value, p), dict) and _get(value, p)]
    if not paths:
        return op_type_swap(c, value, rng)
    path = rng.choice(paths)
    node = _get(value, path)
    key = rng.choice(list(node))
    pairs = list(node.items())
    extra = (key, _palette(rng))
    pairs.insert(rng.randrange(len(pairs) + 1), extra)
    return _set(value, path, Dup(tuple(pairs)))


def op_deep_nest(c: Corpus, value: Any, rng: random.Random) -> Any:
    depth = rng.choice([20, 200, 600, 1100, 5000, 60_000])
    kind = rng.choice(["[]", "{}", "mixed"])
    if kind == "[]":
        fragment = "[" * depth + "]" * depth
    elif kind == "{}":
        fragment = '{"a":' * depth + "1" + "}" * depth
    else:
        fragment = '[{"pit":' * depth + "0" + "}]" * depth
    path = rng.choice(_paths(value))
    return _set(value, path, Raw(fragment))


def op_long_array(c: Corpus, value: Any, rng: random.Random) -> Any:
    paths = [p for p in _paths(value) if isinstance(_get(value, p), list)]
    path = rng.choice(paths) if paths else rng.choice(_paths(value))
    node = _get(value, path)
    length = min(c.max_items, rng.choice([100, 1000, 5000, 20_000, 60_000]))
    filler: list[Any]
    if isinstance(node, list) and node:  # at most ~8 MB: a list of hostile records stays sendable
        length = min(length, max(1, 8_000_000 // max(1, len(json.dumps(node[0], default=str)))))
    if isinstance(node, list) and node and rng.random() < 0.7:
        filler = [node[i % len(node)] for i in range(length)]
    else:
        item: Any = rng.choice([0, 1, None, "a", {}, [], {"pit": 0}])
        filler = [item] * length
    return _set(value, path, filler)


def op_long_history(c: Corpus, value: Any, rng: random.Random) -> Any:
    for key in ("position", "start"):
        if isinstance(value, dict) and isinstance(value.get(key), dict):
            n = min(c.max_items, rng.choice([200, 2000, 9_999, 10_000, 10_001, 14_000]))
            value[key]["history"] = [f"{rng.getrandbits(64):016x}" for _ in range(n)]
            return value
    return op_long_array(c, value, rng)


def op_long_record(c: Corpus, value: Any, rng: random.Random) -> Any:
    """A ``moves`` record as long as the limits allow (or past them), legal moves repeated or junk."""
    if not isinstance(value, dict):
        return op_long_array(c, value, rng)
    variant = value["variant"] if isinstance(value.get("variant"), str) else rng.choice(c.variants)
    records = c.records.get(variant) or [[{"pit": 0}]]
    record = max(records, key=len)
    n = min(c.max_items, rng.choice([1999, 2000, 2001, 5000, 30_000]))
    if rng.random() < 0.5:
        moves: list[Any] = [record[i % len(record)] for i in range(n)]
    else:
        moves = [rng.choice([0, {"pit": 0}, {}, {"pit": rng.randint(0, 20)}]) for _ in range(n)]
    value["moves"] = moves
    return value


def _hostile_record(text: str, rng: random.Random) -> str:
    """A game record made costly to read or to answer: many unknown option names, huge or many tags,
    long comments, many move tokens (issue 24 items 1 and 5)."""
    kind = rng.choice(["options", "variant", "tags", "comment", "tokens", "options-values"])
    if kind == "options":
        keys = {f"unknown_option_{i}_{rng.getrandbits(16):x}": i for i in range(rng.choice([50, 800, 4000]))}
        tag = "[Options " + json.dumps(json.dumps(keys)) + "]\n"
    elif kind == "options-values":
        keys = {"x" * rng.choice([1, 200, 5000]) + str(i): "y" * rng.choice([1, 2000]) for i in range(rng.choice([5, 60]))}
        tag = "[Options " + json.dumps(json.dumps(keys)) + "]\n"
    elif kind == "variant":
        tag = '[Variant "' + rng.choice(["k", "kalah|", "\\\""]) * rng.choice([1000, 60_000, 200_000]) + '"]\n'
    elif kind == "tags":
        tag = "".join(f'[Tag{i} "{"v" * rng.choice([1, 100])}"]\n' for i in range(rng.choice([300, 5000])))
    elif kind == "comment":
        tag = ""
        text = text + " {" + "c" * rng.choice([10_000, 200_000]) + "}"
    else:
        tag = ""
        text = text + " " + " ".join(rng.choice(["1.", "A", "a", "3", "x9", "*"]) for _ in range(rng.choice([3000, 60_000])))
    return tag + text


def op_hostile_record(c: Corpus, value: Any, rng: random.Random) -> Any:
    """Records (``record``, ``records``) rewritten by :func:`_hostile_record`; batches of them repeated."""
    if not isinstance(value, dict):
        return op_long_array(c, value, rng)
    if isinstance(value.get("record"), str):
        value["record"] = _hostile_record(value["record"], rng)
    elif isinstance(value.get("records"), list) and value["records"] and isinstance(value["records"][0], str):
        hostile = _hostile_record(value["records"][0], rng)
        value["records"] = [hostile] * rng.choice([1, 3, 20])
    else:
        return op_options(c, value, rng)
    return value


def op_splice(c: Corpus, value: Any, rng: random.Random) -> Any:
    other = rng.choice(c.variants)
    position = _copy(rng.choice(c.positions[other] or [{}]))
    paths = [p for p in _paths(value) if p and p[-1] in ("position", "start")]
    if paths:
        return _set(value, rng.choice(paths), position)
    if isinstance(value, dict):
        value[rng.choice(["position", "start"])] = position
        return value
    return position


def op_variant(c: Corpus, value: Any, rng: random.Random) -> Any:
    if not isinstance(value, dict):
        return op_type_swap(c, value, rng)
    value["variant"] = rng.choice([*c.variants, *c.variants, "KALAH", "kalah ", "", "bao", "../kalah", "x" * 500, 7])
    return value


def _bad_option_value(spec: dict[str, Any], rng: random.Random) -> Any:
    low, high = spec.get("minimum", 0), spec.get("maximum", 12)
    return rng.choice([low - 1, high + 1, -1, 2**63, 10**30, str(low), None, [], {}, 1.5, float(high), True,
                       [low, high + 1], [True], list(range(200)), "ccw", "", "x" * 1000])


def op_options(c: Corpus, value: Any, rng: random.Random) -> Any:
    """Random options: names from the variant's specs (and aliases, unknown names), good and bad values."""
    if not isinstance(value, dict):
        return op_type_swap(c, value, rng)
    named = value.get("variant")
    variant = named if isinstance(named, str) and named in c.option_specs else rng.choice(c.variants)
    specs = c.option_specs[variant]
    options: dict[str, Any] = dict(value["options"]) if isinstance(value.get("options"), dict) else {}
    shape = rng.random()
    if shape < 0.05:  # many names at once: the error must stay bounded
        options.update({f"unknown_{i}": i for i in range(min(c.max_items, rng.choice([100, 3000, 20_000])))})
    else:
        for _ in range(rng.randint(1, 4)):
            spec = rng.choice(specs)
            r = rng.random()
            if r < 0.6:
                options[spec["name"]] = _valid_option_value(spec, rng)
            elif r < 0.9:
                options[spec["name"]] = _bad_option_value(spec, rng)
            else:
                options[rng.choice(["skip_origin", "Seats", "seats ", "", "laps", "bao", "phase", "__class__"])] = \
                    rng.choice([True, False, 3, "cw", None])
    value["options"] = options
    return value


def op_move(c: Corpus, value: Any, rng: random.Random) -> Any:
    if not isinstance(value, dict):
        return op_type_swap(c, value, rng)
    # pit numbers at the edges of the rows: 9 pits, 2×8 (Bao), 50 (engine.rules.MAX_PITS), 2×50
    move: dict[str, Any] = {"pit": rng.choice([0, 1, 5, 15, 16, 49, 50, 63, 64, 99, 100, -1, MAX_COUNT, 2**63])}
    if rng.random() < 0.5:
        move["direction"] = rng.choice(["cw", "ccw", "CW", "", None, 1])
    if rng.random() < 0.3:
        move[rng.choice(["seat", "side", "type", "seeds", "hollows", "pits_per_side", "constraints"])] = \
            rng.choice([0, 1, 3, -1, "sow", "arrange", "choose_hollows", [], [1, 2], {}, None, list(range(64))])
    value["move"] = move
    return value


TREE_OPS = {
    "type_swap": (op_type_swap, 14),
    "int_tweak": (op_int_tweak, 10),
    "field_swap": (op_field_swap, 10),
    "string_tweak": (op_string_tweak, 4),
    "delete_key": (op_delete_key, 8),
    "add_key": (op_add_key, 5),
    "duplicate_key": (op_duplicate_key, 4),
    "deep_nest": (op_deep_nest, 2),
    "long_array": (op_long_array, 3),
    "long_history": (op_long_history, 2),
    "long_record": (op_long_record, 2),
    "hostile_record": (op_hostile_record, 3),
    "splice": (op_splice, 5),
    "variant": (op_variant, 4),
    "options": (op_options, 10),
    "move": (op_move, 6),
}


# ------------------------------------------------------------------ text and request level


def text_bit_flip(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return data
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8)
    return bytes(b)


def text_byte_edit(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return rng.choice([b"{", b"[", b'"', b"\xff"])
    i = rng.randrange(len(data) + 1)
    if rng.random() < 0.5:
        return data[:i] + rng.choice([b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"\x00", b"\xc3", b"\xff", b"-", b"e9"]) + data[i:]
    return data[:i] + data[i + rng.randint(1, 8):]


def text_truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data))] if data else data


def text_junk(data: bytes, rng: random.Random) -> bytes:
    return rng.choice([
        data + b"junk", data + b" {}", data + b"\x00", b"\xef\xbb\xbf" + data, data + b" " * 10,
        b" " * rng.choice([10, BODY_LIMIT - len(data) - 1, BODY_LIMIT - len(data), BODY_LIMIT - len(data) + 1]) + data,
        data + data, b"", b"null", b"[]", b"0", b'"x"', b"\xff\xfe{\x00}\x00", data.decode("latin-1").encode("utf-16"),
    ])


TEXT_OPS = {"bit_flip": (text_bit_flip, 4), "byte_edit": (text_byte_edit, 3), "truncate": (text_truncate, 3),
            "junk": (text_junk, 3)}

CONTENT_TYPES = [None, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
                 "application/json; charset=latin-1", "application/json; charset=utf-16", "application/problem+json",
                 "application/vnd.x+json", "APPLICATION/JSON", "application/jsonx", "application/xml", "*/*", ""]
METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]
ODD_PATHS = ["/v1/variants/", "/v1/variants/KALAH", "/v1/variants/%00", "/v1/variants/..%2fhealthz",
             "/v1/variants/" + "a" * 3000, "/v1/variants/%F0%9F%8E%B2", "/v1/variants/kalah/", "//v1/moves",
             "/v1/moves/", "/v1", "/v2/moves", "/v1/variants?x=" + "y" * 2000, "/v1/replay?include_steps=true",
             "/v1/variants/kalah?x=%ff", "/metrics?name[]=x", "/openapi.yaml?format=json", "/docs/assets/../../openapi.yaml"]
ODD_HEADERS = [("If-None-Match", "*"), ("If-None-Match", '"' + "a" * 2000 + '"'), ("If-None-Match", "W/\"x\", \"y\""),
               ("X-Request-ID", "a" * 65), ("X-Request-ID", "ünï"), ("X-Request-ID", "../../etc"),
               ("Accept", "application/xml"), ("Accept", "text/html"), ("Content-Encoding", "gzip"),
               ("X-API-Key", "k" * 500), ("Origin", "https://evil.example"), ("Range", "bytes=0-1"),
               ("Transfer-Encoding", "chunked"), ("Expect", "100-continue")]


def seed_request(seed: Seed, case: int = -1) -> Request:
    body = None if seed.body is None else to_bytes(encode(seed.body))
    return Request(seed.method, seed.path, body, "application/json" if body is not None else None, {},
                   seed.endpoint, seed.variant, seed.label, [], case, seed.body)


def mutate(corpus: Corpus, seed: Seed, rng: random.Random, case: int = -1) -> Request:
    """A hostile variant of ``seed``: one to three operators, chosen by weight with ``rng``."""
    value = _copy(seed.body)
    ops: list[str] = []
    method, path, content_type = seed.method, seed.path, ("application/json" if seed.body is not None else None)
    headers: dict[str, str] = {}
    level = rng.random()
    if seed.body is not None and level < 0.72:
        names = list(TREE_OPS)
        weights = [TREE_OPS[n][1] for n in names]
        for name in rng.choices(names, weights, k=rng.choice([1, 1, 1, 2, 2, 3])):
            value = TREE_OPS[name][0](corpus, value, rng)
            ops.append(name)
    body = None if value is None and seed.body is None else to_bytes(encode(value, ascii_only=rng.random() < 0.7))
    if seed.body is not None and (level >= 0.72 and level < 0.88 or rng.random() < 0.05):
        name = rng.choices(list(TEXT_OPS), [w for _, w in TEXT_OPS.values()])[0]
        body = TEXT_OPS[name][0](body or b"", rng)
        ops.append(name)
        value = None
    if level >= 0.88 or not ops:
        r = rng.random()
        if r < 0.35 and seed.body is not None:
            content_type = rng.choice(CONTENT_TYPES)
            ops.append("content_type")
        elif r < 0.55:
            method = rng.choice(METHODS)
            if body is None and method in ("POST", "PUT", "PATCH"):
                body, content_type = b"{}", "application/json"
            ops.append("method")
        elif r < 0.75:
            path = rng.choice([*ODD_PATHS, *corpus.post_paths])
            if body is None and rng.random() < 0.5:
                method, body, content_type = "POST", to_bytes(encode(_copy(rng.choice(corpus.seeds).body) or {})), "application/json"
            ops.append("path")
        else:
            name, header = rng.choice(ODD_HEADERS)
            headers[name] = header
            ops.append("header")
    if body is not None and len(body) > BODY_LIMIT + 64 * 1024 and rng.random() < 0.8:
        body = body[:BODY_LIMIT + 1024]  # past the limit anyway: don't spend time building multi-MB bodies
        ops.append("clipped")
        value = None
    return Request(method, path, body, content_type, headers, seed.endpoint, seed.variant, seed.label, ops, case, value)
