"""The service's side of each endpoint: resolve the game, check limits and signatures, call the engine.

No rule lives here: legality, sowing, captures and outcomes are all the engine's. This module only
decides *which* engine call answers a request and turns the result into the documented JSON.
"""

from __future__ import annotations

import dataclasses
import hashlib
import inspect
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

import engine
from engine import browse, guide
from engine import options as engine_options
from engine.analysis import WIN
from engine.budget import UNLIMITED, Budget

from .cache import Cache, cached
from .errors import invalid_signature, limit_exceeded
from .metrics import Metrics
from .signing import CLIENT, SERVICE, Provenance, Signer, canonical

JSON = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Limits:
    max_replay_moves: int
    max_pits: int
    max_seats: int
    cache_min_moves: int
    max_history: int = 10_000  # repetition keys in a position taken or returned
    max_response_bytes: int = 8 * 1024 * 1024  # bytes of one replay answer


@dataclass(slots=True)
class Arbiter:
    """Per-app services the views use (``current_app.extensions["arbiter"]``)."""

    limits: Limits
    signer: Signer | None
    require_signed: bool
    cache: Cache
    metrics: Metrics
    variant_max_age: int
    documents: dict[str, bytes]  # variant documents rendered once per process: id -> body
    fingerprint: str  # digest of everything besides the body that shapes an answer (limits, keys)


@dataclass(frozen=True, slots=True)
class Game:
    """A request's resolved game: the variant, its rules with the options applied, the options echoed."""

    variant: engine.Variant
    rules: engine.Rules
    options: dict[str, Any]

    @property
    def id(self) -> str:
        return str(self.variant.id)

    @property
    def rules_version(self) -> str:
        return str(self.variant.rules_version)


def resolve(variant: engine.Variant, body: Mapping[str, Any], seats: int | None = None) -> Game:
    """The variant's rules under the requested options, with a pinned ``rules_version`` checked.

    ``seats`` (``POST /v1/games``) is shorthand for the ``seats`` option.
    """
    given = dict(body.get("options") or {})
    if seats is not None:  # noqa: SIM102 (the side effect stays on a line of its own)
        if given.setdefault("seats", seats) != seats:
            raise engine.InvalidOptions(
                "seats and options.seats disagree",
                [engine.Violation("invalid-option", "options.seats", f"seats is {seats} but options.seats is {given['seats']!r}")],
            )
    rules = engine.resolve_rules(variant.id, given, rules_version=body.get("rules_version"))
    # Without options the rules are the variant's own object, and no dimension differs from itself:
    # skip comparing every dimension (7 us of a move request).
    options = {} if rules is variant.rules else engine.canonical_options(variant, rules)
    return Game(variant, rules, options)


# ---------------------------------------------------------------- limits and signatures


def _check_rows(arbiter: Arbiter, data: Mapping[str, Any], key: str, path: str) -> None:
    rows = data.get(key)
    if not isinstance(rows, list):
        return
    total = sum(len(row) for row in rows if isinstance(row, list))
    if len(rows) > arbiter.limits.max_seats:
        raise limit_exceeded(f"{path}.{key}", f"{len(rows)} seats exceed the limit of {arbiter.limits.max_seats}",
                             limit="seats", allowed=arbiter.limits.max_seats)
    if total > arbiter.limits.max_pits:
        raise limit_exceeded(f"{path}.{key}", f"{total} pits exceed the limit of {arbiter.limits.max_pits}",
                             limit="pits", allowed=arbiter.limits.max_pits)


def _check_seat_list(arbiter: Arbiter, values: object, path: str) -> None:
    if isinstance(values, list) and len(values) > arbiter.limits.max_seats:
        raise limit_exceeded(path, f"{len(values)} entries exceed the limit of {arbiter.limits.max_seats} seats",
                             limit="seats", allowed=arbiter.limits.max_seats)


def _check_board(arbiter: Arbiter, data: Mapping[str, Any], path: str) -> None:
    """The size limits of a position: seats, pits, per-seat lists and history keys."""
    _check_rows(arbiter, data, "pits", path)
    _check_rows(arbiter, data, "owners", path)
    _check_seat_list(arbiter, data.get("stores"), f"{path}.stores")
    outcome = data.get("outcome")
    if isinstance(outcome, dict):
        _check_seat_list(arbiter, outcome.get("scores"), f"{path}.outcome.scores")
        _check_seat_list(arbiter, outcome.get("winners"), f"{path}.outcome.winners")
    history = data.get("history")
    if isinstance(history, list) and len(history) > arbiter.limits.max_history:
        raise limit_exceeded(
            f"{path}.history", f"{len(history)} history keys exceed the limit of {arbiter.limits.max_history}",
            limit="history", allowed=arbiter.limits.max_history,
        )


#: More options than this in one request are refused unread: the engine's own limit (engine/options.py).
MAX_OPTIONS = engine_options.MAX_OPTIONS


def precheck(arbiter: Arbiter, data: object, *positions: str) -> None:
    """The size limits, on the parsed JSON before schema validation (``422 limit-exceeded``).

    A body within ``MAX_CONTENT_LENGTH`` can still hold 100,000 list items, and validating them
    (and listing every invalid one) costs far more than refusing the request by their count.
    ``positions`` names the keys of ``data`` that hold positions (``position``, ``start``)."""
    if not isinstance(data, dict):
        return
    options = data.get("options")
    if isinstance(options, dict) and len(options) > MAX_OPTIONS:
        raise limit_exceeded("options", f"{len(options)} options exceed the limit of {MAX_OPTIONS}",
                             limit="options", allowed=MAX_OPTIONS)
    moves = data.get("moves")
    if isinstance(moves, list) and len(moves) > arbiter.limits.max_replay_moves:
        raise limit_exceeded("moves", f"{len(moves)} moves exceed the replay limit of {arbiter.limits.max_replay_moves}",
                             limit="replay_moves", allowed=arbiter.limits.max_replay_moves)
    for key in positions:
        position = data.get(key)
        if isinstance(position, dict):
            _check_board(arbiter, position, key)


def _check_emitted(arbiter: Arbiter, position: engine.Position, path: str) -> None:
    """Never return a position this service would refuse when it is sent back."""
    if len(position.history) > arbiter.limits.max_history:
        raise limit_exceeded(
            path,
            f"the resulting position would hold {len(position.history)} history keys, over the limit of "
            f"{arbiter.limits.max_history} that this service accepts",
            limit="history", allowed=arbiter.limits.max_history,
        )


def _signature(arbiter: Arbiter, game: Game, position: JSON, provenance: Provenance) -> str | None:
    if arbiter.signer is None:
        return None
    return arbiter.signer.sign(canonical(game.id, game.rules_version, game.options, position, provenance))


def _verify(arbiter: Arbiter, game: Game, position: Mapping[str, Any], signature: str | None, path: str) -> Provenance:
    """Check a client position's signature; the provenance of that position (``SERVICE`` only when a
    signature by this service vouches that it derives from positions this service made)."""
    if arbiter.signer is None:
        return CLIENT
    if signature is None:
        if arbiter.require_signed:
            raise invalid_signature(path, "this service only accepts positions it signed; the signature is missing")
        return CLIENT
    parts = (game.id, game.rules_version, game.options, position)
    if arbiter.signer.verify(canonical(*parts, SERVICE), signature):
        return SERVICE
    if arbiter.signer.verify(canonical(*parts, CLIENT), signature):
        if arbiter.require_signed:
            raise invalid_signature(
                path,
                "the signature vouches only for a position derived from an unsigned client position "
                "(provenance: client); this service only accepts positions derived from positions it made",
            )
        return CLIENT
    raise invalid_signature(path, "the signature does not match this position, variant, rules version and options")


def load_trusted(
    arbiter: Arbiter, game: Game, data: Mapping[str, Any], signature: str | None, path: str, signature_path: str
) -> tuple[engine.Position, Provenance]:
    """A client position: checked against the limits, decoded by the engine (every invariant), then its signature.

    The signature is checked over the engine's canonical re-encoding, so key order, ``7.0`` for
    ``7`` or omitted defaults do not matter; any change of content does. Returns the position and
    its provenance, which every position derived from it inherits.
    """
    _check_board(arbiter, data, path)
    position = engine.position_from_json(game.rules, dict(data))
    provenance = _verify(arbiter, game, engine.position_to_json(position), signature, signature_path)
    return position, provenance


def record_start(arbiter: Arbiter, record: engine.Record, game: Game | None = None) -> bool:
    """The signature rule for a game record's ``Start`` tag: the same as for every position a client
    sends (``load_trusted``: limits, the engine's invariants, then ``StartSignature``), so that no
    entry point (a move, a replay, a record, a batch of records, a stopped game) judges a set-up
    position another one would refuse. Returns whether the start is signed (provenance ``SERVICE``:
    the verdict's ``start_origin`` is then ``signed``, else ``client``); raises 422
    ``invalid-signature`` where the instance requires signed positions and the start is unsigned,
    signed as ``client``, or altered. A record without ``Start`` starts from the variant's own
    start, which the service made: nothing to check."""
    if record.start is None:
        return False
    try:
        game = game if game is not None else record_game(record)
    except engine.RulesError:
        # Not a game at all (the reader resolved these same tags, so this is only defensive): the
        # engine judges the record malformed for the same reason, and a malformed verdict vouches
        # for no start.
        return False
    _check_board(arbiter, record.start, "start")
    position = record.start_position()  # decoded once, when the record was read
    provenance = _verify(arbiter, game, engine.position_to_json(position), record.tag("StartSignature"),
                         "StartSignature")
    return provenance == SERVICE


def record_game(record: engine.Record) -> Game:
    """A game record's game, from the rules the record resolved when it was read (``Record.rules``)."""
    variant = engine.get_variant(record.variant)
    rules = record.rules()
    return Game(variant, rules, {} if rules is variant.rules else engine.canonical_options(variant, rules))


def load_position(
    arbiter: Arbiter, game: Game, data: Mapping[str, Any], signature: str | None, path: str, signature_path: str
) -> engine.Position:
    """:func:`load_trusted` without the provenance (for endpoints that return no position)."""
    return load_trusted(arbiter, game, data, signature, path, signature_path)[0]


def _position_block(arbiter: Arbiter, game: Game, position: engine.Position, provenance: Provenance) -> JSON:
    data = engine.position_to_json(position)
    return {
        "position": data,
        "signature": _signature(arbiter, game, data, provenance),
        "provenance": provenance,
        "position_text": engine.position_text(position),
        "position_hash": engine.position_hash(position),
    }


def _header(game: Game) -> JSON:
    return {"variant": game.id, "rules_version": game.rules_version, "options": game.options}


def _legal(game: Game, position: engine.Position) -> list[JSON]:
    return [engine.move_to_json(m) for m in engine.legal_moves(game.rules, position)]


def _agreement(game: Game, position: engine.Position) -> list[JSON]:
    """``propose_end`` / ``accept_end`` where allowed: listed apart from ``legal_moves``, played like them."""
    return [engine.move_to_json(m) for m in engine.agreement_moves(game.rules, position)]


def outcome_label(outcome: Any) -> str:
    """The metrics label of a game's outcome (JSON): ``ongoing``, ``draw`` or ``win``."""
    if outcome is None:
        return "ongoing"
    return "draw" if outcome.get("draw") else "win"


def score_of(value: int) -> int:
    """An engine value in seeds: the margin, without the ``WIN`` offset of a finished game."""
    if value >= WIN // 2:
        return value - WIN
    if value <= -WIN // 2:
        return value + WIN
    return value


# ---------------------------------------------------------------- endpoints


def variant_summary(variant: engine.Variant) -> JSON:
    return {
        "id": variant.id,
        "name": variant.name,
        "summary": variant.summary,
        "seats": list(variant.seats),
        "region": variant.region,
        "rules_version": variant.rules_version,
        "href": f"/v1/variants/{variant.id}",
        "player_name": guide.player_name(variant),
    }


def variant_list(filters: Mapping[str, object] | None = None) -> JSON:
    """The catalogue, or the games that pass every filter given (engine/browse.py)."""
    variants = (engine.get_variant(v) for v in engine.variant_ids())
    return {"variants": [variant_summary(v) for v in variants if not filters or browse.matches(v, filters)]}


def rendered(arbiter: Arbiter, key: str, build: Callable[[], JSON]) -> bytes:
    """A variant document rendered once per process: it only changes with a deploy."""
    body = arbiter.documents.get(key)
    if body is None:
        body = orjson.dumps(build())
        arbiter.documents[key] = body
    return body


def etag(body: bytes) -> str:
    return hashlib.blake2b(body, digest_size=16).hexdigest()


def variant_document(arbiter: Arbiter, variant: engine.Variant) -> JSON:
    game = Game(variant, variant.rules, {})
    start = engine.new_game(variant.rules)
    return {
        **variant_summary(variant),
        "rules_text": variant.rules_text,
        "sources": [{"title": s.title, "url": s.url} for s in variant.sources],
        "options": [guide.option_json(variant, spec) for spec in variant.options],
        "variations": [guide.option_json(variant, spec) for spec in variant.variation_options],
        "groups": [{"id": key, "label": label} for key, label in guide.GROUPS],
        "presets": guide.presets(variant),
        "messages": dict(guide.MESSAGES),
        "example": {**_position_block(arbiter, game, start, SERVICE), "legal_moves": _legal(game, start),
                    "agreement_moves": _agreement(game, start)},
    }


def new_game_answer(arbiter: Arbiter, game: Game, first_player: int) -> JSON:
    position = engine.new_game(game.rules, first_player)
    data = engine.position_to_json(position)
    _check_board(arbiter, data, "options")
    return {**_header(game), **_position_block(arbiter, game, position, SERVICE), "legal_moves": _legal(game, position),
            "agreement_moves": _agreement(game, position)}


def play(arbiter: Arbiter, game: Game, body: Mapping[str, Any]) -> JSON:
    position, provenance = load_trusted(arbiter, game, body["position"], body.get("signature"), "position", "signature")
    move = engine.move_from_json(game.rules, dict(body["move"]), position.to_move)
    transition = engine.apply_move(game.rules, position, move)
    after = transition.position
    _check_emitted(arbiter, after, "move")
    block = _position_block(arbiter, game, after, provenance)
    outcome = block["position"].get("outcome")
    return {
        **_header(game),
        "move": engine.move_to_json(move),
        "events": list(transition.events),
        **block,
        # The moves that follow, as the engine computed them while playing the move: the same list
        # as engine.legal_moves(rules, after) (tests/service/test_transition_legal_moves.py),
        # without rebuilding the table from the position a second time (~20 us per move).
        "legal_moves": [engine.move_to_json(m) for m in transition.legal_moves],
        "agreement_moves": [engine.move_to_json(m) for m in transition.agreement_moves],
        "outcome": outcome,
    }


def count_move(arbiter: Arbiter, answer: Mapping[str, Any]) -> None:
    """Count an answered move (``arbiter_adjudications_total``): once its answer is complete, so a
    move refused after it was played (an invalid chain link) is not counted as adjudicated."""
    arbiter.metrics.adjudication("moves", str(answer["variant"]), outcome_label(answer["outcome"]))


def legal_moves_answer(arbiter: Arbiter, game: Game, body: Mapping[str, Any]) -> JSON:
    position = load_position(arbiter, game, body["position"], body.get("signature"), "position", "signature")
    moves = _legal(game, position)
    return {
        **_header(game),
        "to_move": engine.position_to_json(position)["to_move"],
        "legal_moves": moves,
        "agreement_moves": _agreement(game, position),
        "choices": _choices(moves),
        "outcome": engine.position_to_json(position).get("outcome"),
    }


def _choices(moves: Sequence[JSON]) -> list[JSON]:
    """Legal moves grouped by pit: what the player must still choose for each (a direction; Bao la
    Kiswahili's ``safari``, whether a capture stops in the nyumba, where both are legal)."""
    grouped: dict[int, JSON] = {}
    safari: set[int] = set()
    for move in moves:
        pit = move.get("pit")
        if not isinstance(pit, int):
            continue
        entry = grouped.setdefault(pit, {"pit": pit, "directions": []})
        if move.get("safari"):
            safari.add(pit)
        elif "direction" in move:
            entry["directions"].append(move["direction"])
    for pit, entry in grouped.items():
        entry["needs"] = (["direction"] if entry["directions"] else []) + (["safari"] if pit in safari else [])
    return list(grouped.values())


@dataclass(frozen=True, slots=True)
class Replayed:
    """A replay answer: the response body, and what the headers, logs and metrics need to know."""

    body: bytes
    variant: str
    rules_version: str
    outcome: str  # metrics label: ongoing, win, draw

    def to_cache(self) -> bytes:
        return f"{self.outcome}\n".encode() + self.body

    @classmethod
    def from_cache(cls, variant: engine.Variant, value: bytes) -> Replayed:
        outcome, _, body = value.partition(b"\n")
        return cls(body, variant.id, variant.rules_version, outcome.decode())


def cached_replay(arbiter: Arbiter, data: object, compute: Callable[[], Replayed]) -> Replayed:
    """A replay from the cache when this exact record was answered before, else ``compute()`` (then stored).

    The key is taken from the parsed JSON *before* schema validation, because validating a long
    record costs more than replaying it; only successful answers are stored, and an answer is a
    pure function of the body, the variant's rules_version and the service's limits and keys (all
    in the key), so a hit is exactly what ``compute()`` would return.
    """
    found = _replay_key(arbiter, data)
    if found is None:
        arbiter.metrics.cache_event("replay", arbiter.cache.backend, "bypass")
        result = compute()
    else:
        key, variant = found
        value = cached(arbiter.cache, arbiter.metrics, "replay", key, lambda: compute().to_cache())
        result = Replayed.from_cache(variant, value)
    arbiter.metrics.adjudication("replay", result.variant, result.outcome)
    return result


def _replay_key(arbiter: Arbiter, data: object) -> tuple[str, engine.Variant] | None:
    if not isinstance(data, dict):
        return None
    variant_id, moves = data.get("variant"), data.get("moves")
    if not isinstance(variant_id, str) or variant_id not in engine.variant_ids() or not isinstance(moves, list):
        return None
    if not arbiter.limits.cache_min_moves <= len(moves) <= arbiter.limits.max_replay_moves:
        return None
    try:
        canonical_body = orjson.dumps(data, option=orjson.OPT_SORT_KEYS)
    except orjson.JSONEncodeError:  # e.g. nested deeper than orjson writes: not worth caching
        return None
    variant = engine.get_variant(variant_id)
    digest = hashlib.blake2b(canonical_body + arbiter.fingerprint.encode(), digest_size=16).hexdigest()
    return f"replay:{variant.id}:{variant.rules_version}:{digest}", variant


def replay_moves(arbiter: Arbiter, game: Game, body: Mapping[str, Any], budget: Budget = UNLIMITED) -> Replayed:
    """Replay a record. Every size is checked before any move is played; ``budget`` (the request's
    deadline) is charged once per ply and once per step written."""
    moves_data: list[JSON] = [dict(m) for m in body["moves"]]
    if len(moves_data) > arbiter.limits.max_replay_moves:
        raise limit_exceeded(
            "moves", f"{len(moves_data)} moves exceed the replay limit of {arbiter.limits.max_replay_moves}",
            limit="replay_moves", allowed=arbiter.limits.max_replay_moves,
        )
    start_data = body.get("start")
    if start_data is not None:
        start, provenance = load_trusted(arbiter, game, start_data, body.get("start_signature"), "start", "start_signature")
    else:
        start, provenance = engine.new_game(game.rules), SERVICE
    check_replay_size(arbiter, start, len(moves_data))
    moves = [_move_at(game, i, m) for i, m in enumerate(moves_data)]  # seat checks happen in engine.replay
    include_steps = bool(body.get("include_steps"))
    # With steps, each step is written as its ply is played (engine.replay_plies) and the ply's
    # events are let go: the request holds the answer written so far and one ply, never every event
    # of every ply (2,000 relay plies on 2×50 pits held 612 MB). Without steps no event is kept.
    transitions: Iterable[engine.Transition] = (
        engine.replay_plies(game.rules, start, moves, budget) if include_steps
        else _engine_replay(game.rules, start, moves, budget))
    body_bytes, outcome = replay_answer(arbiter, game, start, provenance, moves, transitions, include_steps, budget,
                                        answer_limit(arbiter, len(orjson.dumps(body))))
    return Replayed(body_bytes, game.id, game.rules_version, outcome_label(outcome))


#: Answers are bounded per request byte as well as absolutely: an answer may hold
#: ``ANSWER_BYTES_PER_REQUEST_BYTE`` bytes per byte of the request (its compact JSON, so white space
#: buys nothing and the cached answer of a body is the same whatever its spacing), and never less
#: than ``ANSWER_FLOOR_BYTES`` (the largest answer of one move on the widest board is ~100 KB), and
#: never more than ``ARBITER_MAX_RESPONSE_BYTES``. A 9.9 KB replay with steps on 2×50 relay pits
#: answered 6.87 MB (693×), recomputed on every request; it is now refused ``limit-exceeded`` at
#: 2.5 MB, and the client replays fewer moves per request (from a later ``start``).
ANSWER_BYTES_PER_REQUEST_BYTE = 256
ANSWER_FLOOR_BYTES = 128 * 1024


def answer_limit(arbiter: Arbiter, request_bytes: int) -> int:
    """The most bytes the answer to a replay of ``request_bytes`` (compact JSON) may hold."""
    return min(arbiter.limits.max_response_bytes, max(ANSWER_FLOOR_BYTES, ANSWER_BYTES_PER_REQUEST_BYTE * request_bytes))


def check_replay_size(arbiter: Arbiter, start: engine.Position, plies: int) -> None:
    """Refuse, before playing, a record whose final position could be one the service refuses.

    Each ply adds at most one key to the repetition history (a capture clears it), so the final
    history is at most the start's plus one per move. The sum is capped rather than the history
    trimmed: dropping keys would let a position repeat without the repetition rule seeing it.
    """
    limit = arbiter.limits.max_history
    if len(start.history) + plies > limit:
        raise limit_exceeded(
            "moves",
            f"the start's {len(start.history)} history keys plus {plies} moves exceed {limit}: the replayed "
            f"position could hold more history keys than this service accepts (replay from a later start)",
            limit="history", allowed=limit,
        )


def _replay_takes_budget() -> bool:
    try:
        return "budget" in inspect.signature(engine.replay).parameters
    except ValueError:
        # The mypyc-compiled kernel (engine.build) has no signature to inspect. It is compiled from
        # the checkout's own engine, whose replay takes the budget; tests/engine/test_compiled.py
        # replays through it.
        return True


_REPLAY_TAKES_BUDGET = _replay_takes_budget()


def _engine_replay(rules: engine.Rules, start: engine.Position, moves: Sequence[engine.Move],
                   budget: Budget) -> Sequence[engine.Transition]:
    """``engine.replay`` with the request's budget.

    An engine whose ``replay`` takes ``budget=`` charges it per ply itself; with an older one the
    record is played here, move by move through ``engine.apply_move``, charging each move (the same
    transitions and the same ``ply``-located refusals as ``engine.replay``)."""
    if _REPLAY_TAKES_BUDGET:
        # no events: the answer without steps shows none, and every ply's would be held at once
        result: Sequence[engine.Transition] = engine.replay(rules, start, moves, budget=budget,  # type: ignore[call-arg,unused-ignore]
                                                            keep_events=False)
        return result
    steps: list[engine.Transition] = []
    position = start
    for index, move in enumerate(moves):
        budget.charge(1)
        try:
            transition = engine.apply_move(rules, position, move)
        except engine.IllegalMove as exc:
            raise exc.at_ply(index) from None
        steps.append(transition)
        position = transition.position
    return steps


def replay_answer(
    arbiter: Arbiter,
    game: Game,
    start: engine.Position,
    provenance: Provenance,
    moves: Sequence[engine.Move],
    transitions: Iterable[engine.Transition],
    include_steps: bool,
    budget: Budget,
    limit: int | None = None,
) -> tuple[bytes, Any]:
    """The answer of a replay (``transitions`` of ``moves`` from ``start``, a sequence already played
    or plies yielded as they are played): the final position block, its legal moves and, with
    ``include_steps``, every step (``budget`` charged once per step written), each step written as
    its transition comes, so the answer is refused as soon as it would pass ``limit`` bytes (default
    ``ARBITER_MAX_RESPONSE_BYTES``). Returns the body and the final outcome (JSON)."""
    limit = arbiter.limits.max_response_bytes if limit is None else limit
    steps: list[bytes] = []
    size = 0
    final, plies = start, 0
    if include_steps:
        writer = _StepWriter(start)
        for index, (move, transition) in enumerate(zip(moves, transitions, strict=False)):
            budget.charge(1)
            part = writer.step(index, move, transition)
            size += len(part) + 1
            _check_response_size(size, limit)
            steps.append(part)
            final, plies = transition.position, index + 1
    elif isinstance(transitions, Sequence):  # played already: only the last position is read
        plies = len(transitions)
        final = transitions[-1].position if plies else start
    else:
        for plies, transition in enumerate(transitions, 1):
            final = transition.position
    _check_emitted(arbiter, final, "moves")
    block = _position_block(arbiter, game, final, provenance)
    outcome = block["position"].get("outcome")
    result: JSON = {
        **_header(game),
        "plies": plies,
        **block,
        "legal_moves": _legal(game, final),
        "agreement_moves": _agreement(game, final),
        "outcome": outcome,
    }
    head = orjson.dumps(result)
    if not include_steps:
        _check_response_size(len(head), limit)
        return head, outcome
    _check_response_size(len(head) + 11 + size, limit)
    return b"".join((head[:-1], b',"steps":[', b",".join(steps), b"]}")), outcome


def _check_response_size(size: int, limit: int) -> None:
    if size > limit:
        raise limit_exceeded(
            "include_steps",
            f"the answer would exceed {limit} bytes (ARBITER_MAX_RESPONSE_BYTES, and {ANSWER_BYTES_PER_REQUEST_BYTE} "
            f"bytes per request byte beyond {ANSWER_FLOOR_BYTES}); replay fewer moves per request, or without "
            "include_steps",
            limit="response_bytes", allowed=limit,
        )


class _StepWriter:
    """Writes each replay step with what changed, not the whole repetition history again.

    A step carries the position without ``history`` and ``history_change``: ``kept`` (how many keys
    of the previous position's history are kept: all of them, or 0 after a capture cleared it)
    and ``added`` (the keys appended after them). Its ``position_hash`` is the hash of the *whole*
    position, history included, as ``engine.position_hash`` computes it over the canonical JSON
    (``{"history":[...],...}`` with sorted keys, ``history`` first). A running SHA-256 of the
    history prefix is copied at each step instead of re-hashing the history, so the whole replay
    stays linear in its length; ``tests/service/test_replay_steps.py`` checks every step's hash
    against ``engine.position_hash``.
    """

    _PREFIX = b'{"history":['

    def __init__(self, start: engine.Position) -> None:
        self._history: tuple[str, ...] = ()
        self._digest = hashlib.sha256(self._PREFIX)
        self._reset(start.history)

    def _reset(self, history: tuple[str, ...]) -> None:
        self._digest = hashlib.sha256(self._PREFIX + ",".join(f'"{k}"' for k in history).encode())
        self._history = history

    def _advance(self, history: tuple[str, ...]) -> JSON:
        before = self._history
        if len(history) == len(before) + 1 and (not before or history[-2] == before[-1]):
            # One key appended (a move without capture): feed it to the running hash.
            self._digest.update((b',"' if before else b'"') + history[-1].encode() + b'"')
            self._history = history
            return {"kept": len(before), "added": [history[-1]]}
        if history == before:
            return {"kept": len(before), "added": []}
        self._reset(history)  # cleared by a capture or a new round (then short), or anything else
        return {"kept": 0, "added": list(history)}

    def step(self, index: int, move: engine.Move, transition: engine.Transition) -> bytes:
        position = transition.position
        change = self._advance(position.history)
        data = engine.position_to_json(dataclasses.replace(position, history=()))
        del data["history"]
        rest = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
        digest = self._digest.copy()
        digest.update(b"]," + rest[1:])
        return orjson.dumps({
            "ply": index,
            "move": engine.move_to_json(move),
            "events": list(transition.events),
            "position": data,
            "history_change": change,
            "position_text": engine.position_text(position),
            "position_hash": digest.hexdigest(),
        })


def _move_at(game: Game, index: int, data: JSON) -> engine.Move:
    try:
        return engine.move_from_json(game.rules, data)
    except engine.InvalidMove as exc:
        raise engine.InvalidMove(
            f"move {index}: {exc.message}",
            [_violation(v.code, f"moves[{index}]" + v.path.removeprefix("move"), v.message) for v in exc.violations],
        ) from exc


def _violation(code: str, path: str, message: str) -> engine.Violation:
    return engine.Violation(code, path, message)
