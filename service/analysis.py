"""``POST /v1/analysis``: rank the legal moves of a position (``engine.analysis``), with a hard CPU cap.

The request is a ``/v1/legal-moves`` body (same schemas, limits and signature checks) plus the
search settings: ``level`` (1-10, default 10) or an explicit ``budget`` ``{nodes, ms}``, and
``multipv``/``seed``. Every request runs under a ``CpuDeadline`` of at most
``ANALYSIS_MAX_CPU_SECONDS``; a budget asking for more CPU time, or for more nodes than
``ANALYSIS_MAX_NODES``, is refused with 422 ``limit-exceeded`` before any search. A deadline that
expires during the search ends it with the last completed depth (``stopped: budget``).

Answers that do not depend on the clock (``stopped`` other than ``budget``: solved, node cap or
depth cap reached) are a pure function of the body and are cached in the shared cache
(``service/cache.py``: Redis when configured, else the in-process LRU) under the rules version,
the canonical position's hash and the settings; ``arbiter_cache_requests_total{cache="analysis"}``
shows the hit rate.

A search takes one of the worker's heavy slots (``service/admission.py``); when all are taken the
request is answered at once with 503 ``overloaded`` and ``Retry-After``. A cached answer takes none.
"""

from __future__ import annotations

import hashlib
from typing import Any, cast

import orjson
from flask import Blueprint, Response, current_app
from marshmallow import fields, validate

import engine
from engine.analysis import LEVELS, Analysis, analyse
from engine.endgame import analyse_by_database

from . import endgames, schemas
from .admission import heavy_slot
from .arbiter import Arbiter, Game, load_position, resolve, score_of
from .cache import lookup
from .deadline import CpuDeadline
from .errors import limit_exceeded
from .http import bind_game, json_response, load_body

bp = Blueprint("analysis", __name__, url_prefix="/v1")

DEFAULT_LEVEL = 10
MAX_MULTIPV = 64


class AnalysisBudget(schemas.Strict):
    """An explicit search budget: a node cap and/or CPU milliseconds (both capped by the server)."""

    nodes = schemas.JSONInteger(validate=validate.Range(min=1, max=100_000_000))
    ms = schemas.JSONInteger(validate=validate.Range(min=1, max=3_600_000))


class AnalysisRequest(schemas.PositionRequest):
    level = schemas.JSONInteger(validate=validate.Range(min=1, max=10))
    budget = fields.Nested(AnalysisBudget)
    multipv = schemas.JSONInteger(validate=validate.Range(min=1, max=MAX_MULTIPV))
    seed = schemas.JSONInteger(validate=validate.Range(min=0, max=2**31 - 1))


_request = AnalysisRequest()


def _arbiter() -> Arbiter:
    return cast(Arbiter, current_app.extensions["arbiter"])


def _settings(body: dict[str, Any]) -> tuple[int | None, int | None, float]:
    """(level, node cap, CPU seconds) of the request, checked against the server's caps."""
    cfg = current_app.config
    max_seconds = float(cfg["ANALYSIS_MAX_CPU_SECONDS"])
    max_nodes = int(cfg["ANALYSIS_MAX_NODES"])
    budget = body.get("budget") or {}
    nodes = budget.get("nodes")
    ms = budget.get("ms")
    if nodes is not None and nodes > max_nodes:
        raise limit_exceeded("budget.nodes", f"{nodes} nodes exceed the analysis limit of {max_nodes}",
                             limit="analysis_nodes", allowed=max_nodes)
    if ms is not None and ms > max_seconds * 1000:
        raise limit_exceeded("budget.ms", f"{ms} ms exceed the analysis CPU limit of {max_seconds * 1000:g} ms",
                             limit="analysis_cpu_time", allowed=max_seconds)
    level = body.get("level")
    if level is None and not budget:
        level = DEFAULT_LEVEL
    if nodes is None and level is None:
        nodes = max_nodes  # only a time budget: the clock decides
    seconds = ms / 1000 if ms is not None else max_seconds
    return level, nodes, seconds


@bp.post("/analysis")
def analysis() -> Response:
    body = load_body(_request)
    variant = engine.get_variant(body["variant"])
    bind_game(variant.id, variant.rules_version)
    game = resolve(variant, body)
    arbiter = _arbiter()
    level, nodes, seconds = _settings(body)
    position = load_position(arbiter, game, body["position"], body.get("signature"), "position", "signature")
    multipv = int(body.get("multipv", 1))
    seed = int(body.get("seed", 0))
    settings = {"level": level, "nodes": nodes, "ms": round(seconds * 1000), "multipv": multipv, "seed": seed}
    database = endgames.shared().database(game.rules) if level is None or LEVELS[level].exact else None
    key = _key(arbiter, game, position, {**settings, "endgame": None if database is None else database.most})

    found, store = lookup(arbiter.cache, arbiter.metrics, "analysis", key)
    if found is not None:
        return json_response(found)
    margin = LEVELS[level].margin if level is not None else 0
    known = (analyse_by_database(database, game.rules, position, margin=margin, seed=seed)
             if database is not None else None)
    if known is not None:  # a covered endgame (issue 37): perfect play from the database, no search
        result = known
    else:
        with heavy_slot("/v1/analysis") as slot:  # a cached answer takes no slot; a search does
            slot.take()
            result = analyse(game.rules, position, level=level, nodes=nodes, multipv=multipv, seed=seed,
                             budget=CpuDeadline(seconds))
    payload = orjson.dumps(_document(game, position, result, settings))
    if store and result.stopped != "budget":  # a clock-free answer: the same body for the same request
        arbiter.cache.set(key, payload)
    return json_response(payload)


def _key(arbiter: Arbiter, game: Game, position: engine.Position, settings: dict[str, Any]) -> str:
    text = orjson.dumps({"options": game.options, "settings": settings}, option=orjson.OPT_SORT_KEYS)
    digest = hashlib.blake2b(text + engine.position_hash(position).encode() + arbiter.fingerprint.encode(),
                             digest_size=16).hexdigest()
    return f"analysis:{game.id}:{game.rules_version}:{digest}"


def _move(move: engine.Move | None) -> dict[str, Any] | None:
    return None if move is None else engine.move_to_json(move)


def _document(game: Game, position: engine.Position, result: Analysis,
              settings: dict[str, Any]) -> dict[str, Any]:
    return {
        "variant": game.id,
        "rules_version": game.rules_version,
        "options": game.options,
        "position_hash": engine.position_hash(position),
        "to_move": position.to_move,
        "best_move": _move(result.best_move),
        "move": _move(result.choice),
        "score": score_of(result.score),
        "result": result.result,
        "exact": result.exact,
        "depth": result.depth,
        "nodes": result.nodes,
        "method": result.method,
        "stopped": result.stopped,
        "seeds_in_play": result.seeds_in_play,
        "pv": [engine.move_to_json(m) for m in result.pv],
        "moves": [
            {"move": engine.move_to_json(m.move), "score": score_of(m.score), "bound": m.bound, "result": m.result}
            for m in result.moves
        ],
        "settings": settings,
        # a database answer in Oware with the 25-seed stop: the scores are the played-out margins
        **({"played_out": bool(result.notes)} if result.method == "database" else {}),
    }
