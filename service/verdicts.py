"""Verdicts: batch verdicts on game records, games stopped early, and the public keys that verify
the verdicts (the endpoints a tournament uses).

* ``POST /v1/adjudications``: many records in one request, one verdict each, each signed as a
  compact JWS (``service/jws.py``). A record that cannot be read or is illegal is a verdict like
  any other; the request's CPU time is bounded (``ARBITER_ADJUDICATIONS_CPU_SECONDS``) and records
  left when it runs out come back as ``limit-exceeded`` entries, never as a failed batch. Verdicts
  are kept in the replay cache under the record's digest and the catalogue's rules versions.
* ``POST /v1/adjudicate``: a game stopped before its end (a record or a position, and why).
* Records are read under the service's move limit by ``service/records.py`` (which also
  replays them for ``POST /v1/replay``).
* Heavy work takes one of the worker's heavy slots (``service/admission.py``; 503 ``overloaded``
  when none is free): a batch from its first verdict not in the cache, ``/v1/adjudicate`` only
  for the exact solver's full budget, which it gets only where the solver is expected to finish.
* ``GET /.well-known/jwks.json``: the verdict keys, retired ones included while they are kept.

Record strings have no length of their own in the contract: the body limits bound them (413), and
``engine.records`` refuses a record over a million characters; its tags, comments and moves
(``ARBITER_MAX_REPLAY_MOVES``, in a batch too) are bounded while it is read (docs/records.md, "Limits"). This body limit is the only one above ``MAX_CONTENT_LENGTH``: the view raises
``request.max_content_length`` for itself (Flask 3.1 reads the limit per request) before the
body is read, so every other route keeps the global limit.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Mapping
from functools import partial
from typing import Any, cast

import orjson
from flask import Blueprint, Response, current_app, request
from marshmallow import fields, validate

import engine
from engine.analysis import Analysis, analyse, seeds_in_play, solver_can_finish
from engine.endgame import analyse_by_database
from engine.verdicts import (
    ADJUDICATION_REASONS,
    VERDICT_VERSION,
    adjudicate_record,
    adjudicate_stopped,
    adjudicate_text,
    play_record,
)

from . import config, endgames, jws, schema_compiler
from .admission import heavy_slot
from .arbiter import Arbiter, load_trusted, record_start, resolve, score_of
from .cache import cached
from .deadline import CpuDeadline
from .errors import ServiceError, limit_exceeded
from .http import bind_game, json_response, load_body, load_json
from .records import read_record, too_many_moves
from .schemas import RULES_VERSION_PATTERN, SIGNATURE_PATTERN, JSONBoolean, PositionSchema, Strict
from .signing import SERVICE
from .verdict_signer import signer

bp = Blueprint("verdicts", __name__)



class AdjudicationsRequest(Strict):
    records = fields.List(fields.String(validate=validate.Length(min=1)), required=True,
                          validate=validate.Length(min=1))
    sign = JSONBoolean(load_default=True)


class AdjudicateRecordRequest(Strict):
    reason = fields.String(required=True, validate=validate.OneOf(ADJUDICATION_REASONS))
    record = fields.String(required=True, validate=validate.Length(min=1))
    sign = JSONBoolean(load_default=True)


class AdjudicatePositionRequest(Strict):
    reason = fields.String(required=True, validate=validate.OneOf(ADJUDICATION_REASONS))
    variant = fields.String(required=True, validate=validate.OneOf(engine.variant_ids()))
    options = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True))
    rules_version = fields.String(validate=validate.Regexp(RULES_VERSION_PATTERN))
    position = fields.Nested(PositionSchema, required=True)
    signature = fields.String(allow_none=True, validate=validate.Regexp(SIGNATURE_PATTERN))
    sign = JSONBoolean(load_default=True)


_adjudications = AdjudicationsRequest()
_adjudicate_record = AdjudicateRecordRequest()
_adjudicate_position = AdjudicatePositionRequest()


def _arbiter() -> Arbiter:
    return cast(Arbiter, current_app.extensions["arbiter"])


def catalogue_fingerprint() -> str:
    """Digest of every variant's id and rules_version: verdicts cached under it change with a rules release."""
    text = ",".join(f"{v}={engine.get_variant(v).rules_version}" for v in engine.variant_ids())
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


def canonical(verdict: Mapping[str, Any]) -> bytes:
    """The verdict's bytes: sorted keys, no spaces; the JWS payload and the cache value."""
    return orjson.dumps(verdict, option=orjson.OPT_SORT_KEYS)


def issue(verdict_bytes: bytes, sign: bool) -> tuple[dict[str, Any], str | None]:
    """A verdict as the service hands it out: the engine's verdict (``verdict_bytes``, reproducible)
    with the registered JWT claims (``jws.claims``: ``iss``, ``iat``, ``sub``, ``jti``), and, when
    ``sign``, the compact JWS whose payload is exactly that object's canonical bytes. Only ``iat``
    changes between two issues of the same verdict."""
    verdict: dict[str, Any] = orjson.loads(verdict_bytes)
    issuer = str(current_app.config["VERDICT_ISSUER"])
    verdict.update(jws.claims(verdict_bytes, str(verdict["record_sha256"]), issuer))
    return verdict, (signer().sign(canonical(verdict)) if sign else None)


def _entry(index: int, verdict_bytes: bytes, sign: bool) -> dict[str, Any]:
    verdict, token = issue(verdict_bytes, sign)
    return {"index": index, "verdict": verdict, "jws": token, "error": None}


@bp.post("/v1/adjudications")
def adjudications() -> Response:
    cfg = current_app.config
    # the route's own limit, from the one table the buffering worker reads too (service.config.BODY_LIMITS)
    request.max_content_length = config.body_limit(cfg, request.path, int(cfg["MAX_CONTENT_LENGTH"]))
    body = load_body(_adjudications)
    records: list[str] = body["records"]
    most = int(cfg["ADJUDICATIONS_MAX_RECORDS"])
    if len(records) > most:
        raise limit_exceeded("records", f"{len(records)} records exceed the batch limit of {most}",
                             limit="records", allowed=most)
    arbiter = _arbiter()
    most_moves = arbiter.limits.max_replay_moves
    deadline = CpuDeadline(float(cfg["ADJUDICATIONS_CPU_SECONDS"]), check_every=64)
    # The verdict depends on its format (VERDICT_VERSION), the catalogue's rules versions and, through
    # a record's Start, on the position keys and whether signed positions are required
    # (arbiter.fingerprint): a verdict cached under other ones is never served.
    instance = hashlib.blake2b(arbiter.fingerprint.encode(), digest_size=8).hexdigest()
    prefix = f"verdict:v{VERDICT_VERSION}:{catalogue_fingerprint()}:{instance}:"
    check_start = partial(record_start, arbiter)
    entries: list[dict[str, Any]] = []
    counts: Counter[str] = Counter()
    complete = True
    with heavy_slot("/v1/adjudications") as slot:  # taken by the first verdict not in the cache

        def judge(text: str) -> bytes:
            slot.take()
            return canonical(adjudicate_text(text, deadline, check_start=check_start, max_moves=most_moves).to_json())

        for index, text in enumerate(records):
            if not complete:
                entries.append(_skipped(index, "the request's CPU time ran out before this record"))
                counts["limit-exceeded"] += 1
                continue
            key = prefix + hashlib.sha256(text.encode()).hexdigest()
            try:
                value = cached(arbiter.cache, arbiter.metrics, "verdict", key, lambda text=text: judge(text))
            except engine.LimitExceeded as exc:
                if exc.limit == "replay_moves":  # refused while parsing, at the first move over the limit
                    entries.append(_skipped(index, too_many_moves(most_moves), limit="replay_moves",
                                            allowed=most_moves))
                    counts["limit-exceeded"] += 1
                    continue
                complete = False
                entries.append(_skipped(index, "the request's CPU time ran out while judging this record"))
                counts["limit-exceeded"] += 1
                continue
            except ServiceError as exc:  # the record's Start is refused (invalid-signature, limit-exceeded)
                entries.append({"index": index, "verdict": None, "jws": None,
                                "error": {"code": exc.code, "message": exc.detail}})
                counts[exc.code] += 1
                continue
            entry = _entry(index, value, bool(body["sign"]))
            status = entry["verdict"]["status"]
            counts[status] += 1
            arbiter.metrics.adjudication("adjudications", str(entry["verdict"]["variant"] or "unknown"), status)
            entries.append(entry)
    return json_response({
        "complete": complete,
        "count": len(records),
        "counts": {k: v for k, v in sorted(counts.items()) if v},
        "kid": signer().kid,
        "jwks_uri": "/.well-known/jwks.json",
        "verdicts": entries,
    })


def _skipped(index: int, message: str, **limit: Any) -> dict[str, Any]:
    return {"index": index, "verdict": None, "jws": None,
            "error": {"code": "limit-exceeded", "message": message, **limit}}


@bp.post("/v1/adjudicate")
def adjudicate() -> Response:
    data = load_json()
    schema = _adjudicate_record if isinstance(data, dict) and "record" in data else _adjudicate_position
    body = schema_compiler.load(schema, data)
    arbiter = _arbiter()
    reason = str(body["reason"])
    deadline = CpuDeadline(float(current_app.config["REQUEST_CPU_SECONDS"]))
    if "record" in body:
        text = str(body["record"])
        record = read_record(arbiter, text)  # RecordSyntaxError: 422 malformed-record with line and column
        signed = record_start(arbiter, record)  # 422 invalid-signature as for a position
        played = play_record(record, deadline)  # once: the verdict and the exact solver both read it
        verdict = adjudicate_record(record, deadline, record_sha256=hashlib.sha256(text.encode()).hexdigest(),
                                    stop=reason, start_signed=signed, played=played)
        bind_game(str(verdict.variant), str(verdict.rules_version))
        stopped_at = played.stopped()
        rules = played.rules if stopped_at is not None else None
    else:
        variant = engine.get_variant(body["variant"])
        bind_game(variant.id, variant.rules_version)
        game = resolve(variant, body)
        position, provenance = load_trusted(arbiter, game, body["position"], body.get("signature"),
                                            "position", "signature")
        verdict = adjudicate_stopped(game.rules, game.id, position, reason, signed=provenance == SERVICE)
        stopped_at, rules = position, game.rules
    value = canonical(verdict.to_json())
    arbiter.metrics.adjudication("adjudicate", str(verdict.variant), verdict.status)
    issued, token = issue(value, bool(body["sign"]))
    answer: dict[str, Any] = {"reason": reason, "verdict": issued, "jws": token}
    exact = _exact_value(rules, stopped_at) if rules is not None and stopped_at is not None else None
    if exact is not None:
        answer["exact_value"] = exact
    return json_response(answer)


#: Nodes and CPU seconds the exact solver may spend on a stopped game (the verdict never waits on it).
EXACT_NODES = 200_000
EXACT_CPU_SECONDS = 0.5
#: ... and in the glance every position gets first (all it gets where ``solver_can_finish`` says no): at most 10 ms.
GLANCE_NODES = 1_000
GLANCE_CPU_SECONDS = 0.01


def _solve(rules: engine.Rules, position: engine.Position, nodes: int, seconds: float) -> Analysis:
    """The exact solver alone (no heuristic search after it), within ``nodes`` and ``seconds`` of CPU."""
    return analyse(rules, position, exact=True, exact_seeds=seeds_in_play(position), fallback=False, nodes=nodes,
                   budget=CpuDeadline(seconds, check_every=64))


def _exact_value(rules: engine.Rules, position: engine.Position) -> dict[str, Any] | None:
    """What best play from the stopped position gives, where the exact solver proves it within a
    small budget: beside the rule-based verdict, never mixed into it (issue 11, docs/analysis.md).

    Kalah and Oware positions an endgame database covers are answered from it (``method:
    database``, issue 37, ``service/endgames.py``) without any search.

    The solver first gets a glance of at most ``GLANCE_NODES`` nodes and 10 ms of CPU. Only where
    that does not prove the position and the solver is expected to finish (``solver_can_finish``:
    few enough seeds left for the rule family, measured in docs/analysis.md) does it get its full
    budget, under a heavy slot (``service/admission.py``). No heuristic search runs after it (``fallback=False``):
    only a proved value is given."""
    if position.outcome is not None:
        return None
    database = endgames.shared().database(rules)
    known = analyse_by_database(database, rules, position) if database is not None else None
    if known is not None and known.best_move is not None:  # a covered endgame: no search at all
        return {
            "method": "database",
            "to_move": position.to_move,
            "score": score_of(known.score),
            "result": known.result,
            "best_move": engine.move_to_json(known.best_move),
            "pv": [engine.move_to_json(m) for m in known.pv],
            "nodes": known.nodes,
            "played_out": bool(known.notes),
        }
    try:
        # A glance first, without a slot: most small endgames (and positions with many seeds that
        # are decided within a few moves) are proved in it.
        result = _solve(rules, position, GLANCE_NODES, GLANCE_CPU_SECONDS)
        if not result.exact and solver_can_finish(rules, position):
            with heavy_slot("/v1/adjudicate") as slot:
                slot.take()
                result = _solve(rules, position, EXACT_NODES, EXACT_CPU_SECONDS)
    except engine.LimitExceeded:
        return None
    if not result.exact or result.best_move is None:
        return None
    return {
        "method": "exact",
        "to_move": position.to_move,
        "score": score_of(result.score),
        "result": result.result,
        "best_move": engine.move_to_json(result.best_move),
        "pv": [engine.move_to_json(m) for m in result.pv],
        "nodes": result.nodes,
    }


@bp.get("/.well-known/jwks.json")
def jwks() -> Response:
    response = json_response(signer().jwks())
    response.mimetype = "application/jwk-set+json"
    response.cache_control.public = True
    response.cache_control.max_age = 300
    return response
