"""``verify``, ``replay`` and ``keys`` through a server, with the typed client generated from
``openapi.yaml`` (``mancala_arbiter_client``, shipped with this package).

A server that cannot be reached, or that answers what the API does not (a wrong path: 404; an
overloaded server: 503), is one line naming the server, exit 3; a record it refuses (400, 413,
422) is that record's result, and the run goes on.

Imported only by the commands given ``--server``: it brings httpx, the client and ``service.jws``
(and with it Flask), which the command's start does without."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

import httpx
from mancala_arbiter_client import Client
from mancala_arbiter_client.api.games import replay_game
from mancala_arbiter_client.api.tournaments import adjudicate_records, verdict_keys
from mancala_arbiter_client.errors import UnexpectedStatus
from mancala_arbiter_client.models import (
    AdjudicationsRequest,
    AdjudicationsResponse,
    RecordReplayRequest,
)

from engine.records import Record, format_record
from service.jws import verify

from .errors import CliError, one_line
from .games import Game, Judged, unreadable

BATCH_RECORDS = 500
#: the server's default body limit of ``POST /v1/adjudications`` (``ARBITER_ADJUDICATIONS_MAX_BYTES``);
#: a batch is sized by its encoded request, and one the server still refuses as too large is split
REQUEST_BYTES = 2 * 1024 * 1024
ENVELOPE_BYTES = 64  # ``{"records":[`` ... ``],"sign":true}``


#: the status codes by which the server refuses what it was sent (a record's fault, not the server's)
REFUSALS = frozenset({400, 413, 422})
Answer = TypeVar("Answer")


def server_client(url: str) -> Client:
    return Client(base_url=url.rstrip("/"), timeout=httpx.Timeout(120.0), raise_on_unexpected_status=True)


def unusable(client: Client, why: str) -> CliError:
    """The one-line error of a server that cannot be used (exit 3), naming it as given."""
    return CliError(f"{str(client.get_httpx_client().base_url).rstrip('/')}: {one_line(why)}", 3)


def answered(client: Client, status: int, content: bytes, what: str) -> CliError:
    """An answer that is not one the command can use: a wrong path (404, 405) is not this service."""
    if status in (404, 405):
        return unusable(client, f"not a mancala-arbiter service (HTTP {status} for {what})")
    detail = _problem(content).get("detail")
    return unusable(client, f"the server answered HTTP {status} for {what}" + (f": {detail}" if detail else ""))


def send(client: Client, what: str, call: Callable[..., Answer], **arguments: Any) -> Answer:
    """``call(client=client, **arguments)``: one request through the generated client; what goes
    wrong on the way is ``unusable``."""
    try:
        return call(client=client, **arguments)
    except (httpx.HTTPError, httpx.InvalidURL) as exc:  # refused, timed out, no such host, not HTTP
        raise unusable(client, f"cannot reach the server ({exc or type(exc).__name__})") from None
    except UnexpectedStatus as exc:  # a status the API never answers there
        raise answered(client, exc.status_code, exc.content, what) from None
    except (KeyError, TypeError, ValueError, AttributeError):  # the generated client could not read it
        raise unusable(client, f"not a mancala-arbiter service (its answer to {what} is not the API's)") from None


def server_jwks(client: Client) -> dict[str, Any]:
    what = "GET /.well-known/jwks.json"
    response = send(client, what, verdict_keys.sync_detailed)
    data = _problem(response.content)
    if response.status_code != 200 or not isinstance(data.get("keys"), list):
        raise answered(client, response.status_code, response.content, what)
    return data


def request_bytes(text: str) -> int:
    """What one record adds to the ``POST /v1/adjudications`` body: its JSON string as the client
    encodes it (httpx: UTF-8, not ASCII-escaped; quotes, backslashes and control characters escaped)
    and a comma."""
    return len(json.dumps(text, ensure_ascii=False).encode()) + 1


def batches(games: Sequence[Game], limit: int = REQUEST_BYTES) -> Iterator[list[Game] | Judged]:
    """Batches whose encoded request fits ``limit``; a record that alone does not fit is its own
    ``too-large`` result, never sent."""
    room = limit - ENVELOPE_BYTES
    batch: list[Game] = []
    size = 0
    for game in games:
        cost = request_bytes(game.text)
        if cost > room:
            yield Judged(game, None, None, f"too large to send: {cost} bytes as JSON, a request holds at most {room}",
                         failure="too-large")
            continue
        if batch and (len(batch) >= BATCH_RECORDS or size + cost > room):
            yield batch
            batch, size = [], 0
        batch.append(game)
        size += cost
    if batch:
        yield batch


def judge_on_server(games: Sequence[Game], client: Client) -> Iterator[Judged]:
    """Batches through ``POST /v1/adjudications``; every verdict is taken from its verified JWS payload.

    A batch the server refuses (400, 413, 422: too large or too many where its limits are below
    the defaults, or a record it does not take) is split in two and sent again; a single record it
    refuses is that record's result (``too-large`` for a limit, else ``malformed``), and the run
    goes on. A game whose file holds no record to send is judged as in this process (``unreadable``).
    Results come in the order of the batches, not of ``games``."""
    jwks = server_jwks(client)
    failed = [j for j in map(unreadable, games) if j is not None]
    yield from failed
    for item in batches([g for g in games if g.problem is None]):
        if isinstance(item, Judged):
            yield item
            continue
        waiting = [item]
        while waiting:
            pending = waiting.pop()
            response = send(client, "POST /v1/adjudications", adjudicate_records.sync_detailed,
                            body=AdjudicationsRequest(records=[g.text for g in pending]))
            if not isinstance(response.parsed, AdjudicationsResponse):
                if response.status_code not in REFUSALS:
                    raise answered(client, response.status_code, response.content, "POST /v1/adjudications")
                if len(pending) > 1:
                    half = len(pending) // 2
                    waiting += [pending[half:], pending[:half]]  # the first half is sent first
                    continue
                problem = _problem(response.content)
                detail = one_line(str(problem.get("detail", "")))
                if response.status_code == 413 or problem.get("code") == "limit-exceeded":
                    yield Judged(pending[0], None, None,
                                 f"too large for the server (HTTP {response.status_code}): {detail}",
                                 failure="too-large")
                else:
                    yield Judged(pending[0], None, None, f"refused by the server (HTTP {response.status_code}): "
                                 f"{detail}", failure="malformed")
                continue
            retry: list[Game] = []
            for game, entry in zip(pending, json.loads(response.content)["verdicts"], strict=True):
                token = entry.get("jws")
                error = entry.get("error") or {}
                if entry.get("verdict") is None and error.get("code") != "limit-exceeded":
                    # refused, not judged: its Start is unsigned where the server requires signed positions
                    yield Judged(game, None, None, f"{error.get('code')}: {error.get('message')}")
                    continue
                if entry.get("verdict") is None:
                    retry.append(game)
                    continue
                payload = verify(token, jwks) if isinstance(token, str) else None
                if payload is None:
                    yield Judged(game, None, token, "the verdict's signature does not verify")
                    continue
                yield Judged(game, json.loads(payload), token)
            if len(retry) == len(pending):  # not even one record fits the server's CPU budget
                for game in retry:
                    yield Judged(game, None, None, "limit-exceeded: the server's CPU budget is too small for it")
                continue
            if retry:
                waiting.append(retry)


def _problem(content: bytes) -> dict[str, Any]:
    """The problem document of a refusal (``{}`` when the body is not one)."""
    try:
        doc = json.loads(content)
    except ValueError:
        return {}
    return doc if isinstance(doc, dict) else {}


_DETAIL_PREFIX = re.compile(r"^ply \d+ \(.*? at line \d+, column \d+\): ")


def replay_on_server(record: Record, text: str, steps: bool, client: Client,
                     first_line: int = 1) -> tuple[list[str], tuple[int, str, int, int, str] | None]:
    """``replay`` through ``POST /v1/replay``: the start (the record cut before its first move),
    the record with its steps, and where a move is illegal the record cut before it (the server
    refuses the whole record, so the positions before the refusal are asked for on their own).

    ``record`` was read from ``text`` at line ``first_line`` of its file: the server counts lines
    in ``text``. Returns the positions (every one with ``steps``, else the first and the last) and
    the refused move (its ply from 0, text, line and column in the file, the server's words) or
    ``None``. A record the server refuses otherwise is a ``CliError`` (exit 1) with its words."""

    def replay(cut: Record | None) -> tuple[int, dict[str, Any]]:
        body = RecordReplayRequest(record=text if cut is None else format_record(cut), include_steps=steps)
        response = send(client, "POST /v1/replay", replay_game.sync_detailed, body=body)
        answer = _problem(response.content)
        if response.status_code == 200 and "position_text" in answer:
            return 200, answer
        if response.status_code not in REFUSALS or "code" not in answer:
            raise answered(client, response.status_code, response.content, "POST /v1/replay")
        if answer.get("code") != "illegal-move":
            raise CliError(one_line(str(answer.get("detail") or f"the server answered HTTP {response.status_code}")))
        return response.status_code, answer

    def before(index: int) -> Record:
        return dataclasses.replace(record, moves=record.moves[:index], result="*",
                                   comments=tuple(c for c in record.comments if c[0] <= index))

    def positions(answer: dict[str, Any]) -> list[str]:
        if steps:
            return [start, *(str(s["position_text"]) for s in answer.get("steps") or ())]
        return [start, str(answer["position_text"])]

    start = str(replay(before(0))[1]["position_text"])
    status, answer = replay(None)
    if status == 200:
        return positions(answer), None
    # The refused move, found in the record by its line and column: its index is its ply (from 0).
    line, column = answer.get("line"), answer.get("column")
    index = next((i for i, m in enumerate(record.moves) if (m.line - first_line + 1, m.column) == (line, column)),
                 None)
    if index is None:  # not a move of this record: the server's words alone
        raise CliError(one_line(str(answer.get("detail") or "the server refused a move")))
    refused = record.moves[index]
    return positions(replay(before(index))[1]), (index, str(answer.get("move_text")), refused.line, refused.column,
                                                 _DETAIL_PREFIX.sub("", str(answer.get("detail"))))
