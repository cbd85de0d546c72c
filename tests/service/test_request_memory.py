"""Memory one request holds is bounded (issue 34.1): a replay keeps no event of a ply it is done with.

A replay without steps answers with the final position only, and kept every event of every ply
until the end (2,000 relay plies of En Gehe on 2×50 pits of 48 seeds: 612 MB over idle, measured by
``bench/request_memory.py``); one with steps kept them all before writing the first step. This
test counts the Python allocations of the request (``tracemalloc``: deterministic, unlike RSS) for
the first 200 moves of that game, which held ~100 MB of events before, against the 64 MB bound
docs/limits.md states (peak RSS of the worst bodies of every rule family: the bench).
"""

from __future__ import annotations

import random
import tracemalloc
from typing import Any

import pytest

import engine

OPTIONS = {"pits_per_side": 50, "start_pits": [48] * 50, "laps": "relay_next"}
BOUND_MB = 64


@pytest.fixture(scope="module")
def relay_moves() -> list[dict[str, Any]]:
    """The first 200 moves of a seeded random game of En Gehe, 2×50 pits of 48 seeds, relay laps."""
    rules = engine.resolve_rules("en-gehe", OPTIONS)
    position = engine.new_game(rules)
    legal = list(engine.legal_moves(rules, position))
    rng = random.Random(1)
    moves: list[dict[str, Any]] = []
    while legal and len(moves) < 200:
        move = legal[rng.randrange(len(legal))]
        transition = engine.apply_move(rules, position, move)
        moves.append(engine.move_to_json(move))
        position, legal = transition.position, list(transition.legal_moves)
    assert len(moves) == 200
    return moves


@pytest.mark.parametrize("include_steps", [False, True])
def test_a_long_relay_replay_holds_a_bounded_amount_of_memory(make_app: Any, relay_moves: list[dict[str, Any]],
                                                             include_steps: bool) -> None:
    client = make_app(REQUEST_CPU_SECONDS=120, REQUEST_WATCHDOG_SECONDS=0).test_client()
    body = {"variant": "en-gehe", "options": OPTIONS, "moves": relay_moves, "include_steps": include_steps}
    tracemalloc.start()
    try:
        response = client.post("/v1/replay", json=body)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    if include_steps:  # the steps of 200 such plies are longer than the 8 MiB an answer may have
        assert (response.status_code, response.get_json()["code"]) == (422, "limit-exceeded")
    else:
        assert response.status_code == 200, response.get_json()
        assert response.get_json()["plies"] == 200
    assert peak < BOUND_MB * 2**20, f"{peak / 2**20:.0f} MB"


def test_replay_plies_yields_what_replay_records(relay_moves: list[dict[str, Any]]) -> None:
    rules = engine.resolve_rules("en-gehe", OPTIONS)
    start = engine.new_game(rules)
    moves = [engine.move_from_json(rules, m) for m in relay_moves[:20]]
    kept = engine.replay(rules, start, moves)
    assert list(engine.replay_plies(rules, start, moves)) == list(kept)
    without = engine.replay(rules, start, moves, keep_events=False)
    assert [t.position for t in without] == [t.position for t in kept]
    assert all(t.events == () for t in without) and all(t.events for t in kept)


# ------------------------------------------------------------------ issue 34.8: answers per request byte


def test_an_answer_is_bounded_per_request_byte(make_app: Any, relay_moves: list[dict[str, Any]]) -> None:
    """256 answer bytes per byte of the request's compact JSON, never less than 128 KiB (one move's
    answer on the widest board) nor more than ARBITER_MAX_RESPONSE_BYTES. 20 relay moves on 2×50
    pits with steps (a 482-byte body) answered ~700 KB (over 1,400×) and are now refused; the same
    moves without steps, and one move with steps, are answered."""
    import orjson

    client = make_app(REQUEST_CPU_SECONDS=120, REQUEST_WATCHDOG_SECONDS=0).test_client()
    body = {"variant": "en-gehe", "options": OPTIONS, "moves": relay_moves[:20], "include_steps": True}
    refused = client.post("/v1/replay", json=body)
    assert (refused.status_code, refused.get_json()["code"]) == (422, "limit-exceeded")
    assert refused.get_json()["allowed"] == 128 * 1024 > 256 * len(orjson.dumps(body))
    assert client.post("/v1/replay", json={**body, "include_steps": False}).status_code == 200
    assert client.post("/v1/replay", json={**body, "moves": relay_moves[:1]}).status_code == 200
