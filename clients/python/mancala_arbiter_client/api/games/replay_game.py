from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.record_replay_request import RecordReplayRequest
from ...models.replay_request import ReplayRequest
from ...models.replay_response import ReplayResponse
from ...types import Response


def _get_kwargs(
    *,
    body: RecordReplayRequest | ReplayRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/replay",
    }

    if isinstance(body, ReplayRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ReplayResponse | None:
    if response.status_code == 200:
        response_200 = ReplayResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | ReplayResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RecordReplayRequest | ReplayRequest,
) -> Response[Problem | ReplayResponse]:
    """Adjudicate a whole record; on request, every intermediate position with its events.

     Replays `moves` from `start` (or from the variant's starting position). An illegal move is
    answered `422 illegal-move` naming its `ply` (0-based, the convention of every verdict and
    step: docs/records.md "Ply numbers"), the `move` and the `reason`.
    Instead of a move list, `record` may carry a game record (text, docs/records.md): the answer
    is the same (an illegal move's `move` then gives its text, line and column; a record that
    cannot be read is `422 malformed-record` with `line`, `column`, `token`, `reason`).
    `include_record: true` adds the game as record text (`record`; a `start` goes in as its `Start`
    tag, and its `start_signature` as `StartSignature`).
    Results of long records may be served from the shared cache; the answer is identical.

    Limits (`422 limit-exceeded`, checked before any move is played where they can be): at most
    `ARBITER_MAX_REPLAY_MOVES` moves; the start's `history` keys plus the moves at most
    `ARBITER_MAX_HISTORY` (each ply without a capture adds a key, and the service never returns a
    position it would refuse); the answer at most `ARBITER_MAX_RESPONSE_BYTES` bytes (path
    `include_steps`); at most `ARBITER_REQUEST_CPU_SECONDS` of CPU time (`limit: cpu_time`).

    With `include_steps`, each step carries the position without its `history` and a
    `history_change` (keys kept from the previous step's history, keys added), so the answer
    grows linearly with the record.

    Args:
        body (RecordReplayRequest | ReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReplayResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RecordReplayRequest | ReplayRequest,
) -> Problem | ReplayResponse | None:
    """Adjudicate a whole record; on request, every intermediate position with its events.

     Replays `moves` from `start` (or from the variant's starting position). An illegal move is
    answered `422 illegal-move` naming its `ply` (0-based, the convention of every verdict and
    step: docs/records.md "Ply numbers"), the `move` and the `reason`.
    Instead of a move list, `record` may carry a game record (text, docs/records.md): the answer
    is the same (an illegal move's `move` then gives its text, line and column; a record that
    cannot be read is `422 malformed-record` with `line`, `column`, `token`, `reason`).
    `include_record: true` adds the game as record text (`record`; a `start` goes in as its `Start`
    tag, and its `start_signature` as `StartSignature`).
    Results of long records may be served from the shared cache; the answer is identical.

    Limits (`422 limit-exceeded`, checked before any move is played where they can be): at most
    `ARBITER_MAX_REPLAY_MOVES` moves; the start's `history` keys plus the moves at most
    `ARBITER_MAX_HISTORY` (each ply without a capture adds a key, and the service never returns a
    position it would refuse); the answer at most `ARBITER_MAX_RESPONSE_BYTES` bytes (path
    `include_steps`); at most `ARBITER_REQUEST_CPU_SECONDS` of CPU time (`limit: cpu_time`).

    With `include_steps`, each step carries the position without its `history` and a
    `history_change` (keys kept from the previous step's history, keys added), so the answer
    grows linearly with the record.

    Args:
        body (RecordReplayRequest | ReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReplayResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RecordReplayRequest | ReplayRequest,
) -> Response[Problem | ReplayResponse]:
    """Adjudicate a whole record; on request, every intermediate position with its events.

     Replays `moves` from `start` (or from the variant's starting position). An illegal move is
    answered `422 illegal-move` naming its `ply` (0-based, the convention of every verdict and
    step: docs/records.md "Ply numbers"), the `move` and the `reason`.
    Instead of a move list, `record` may carry a game record (text, docs/records.md): the answer
    is the same (an illegal move's `move` then gives its text, line and column; a record that
    cannot be read is `422 malformed-record` with `line`, `column`, `token`, `reason`).
    `include_record: true` adds the game as record text (`record`; a `start` goes in as its `Start`
    tag, and its `start_signature` as `StartSignature`).
    Results of long records may be served from the shared cache; the answer is identical.

    Limits (`422 limit-exceeded`, checked before any move is played where they can be): at most
    `ARBITER_MAX_REPLAY_MOVES` moves; the start's `history` keys plus the moves at most
    `ARBITER_MAX_HISTORY` (each ply without a capture adds a key, and the service never returns a
    position it would refuse); the answer at most `ARBITER_MAX_RESPONSE_BYTES` bytes (path
    `include_steps`); at most `ARBITER_REQUEST_CPU_SECONDS` of CPU time (`limit: cpu_time`).

    With `include_steps`, each step carries the position without its `history` and a
    `history_change` (keys kept from the previous step's history, keys added), so the answer
    grows linearly with the record.

    Args:
        body (RecordReplayRequest | ReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReplayResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RecordReplayRequest | ReplayRequest,
) -> Problem | ReplayResponse | None:
    """Adjudicate a whole record; on request, every intermediate position with its events.

     Replays `moves` from `start` (or from the variant's starting position). An illegal move is
    answered `422 illegal-move` naming its `ply` (0-based, the convention of every verdict and
    step: docs/records.md "Ply numbers"), the `move` and the `reason`.
    Instead of a move list, `record` may carry a game record (text, docs/records.md): the answer
    is the same (an illegal move's `move` then gives its text, line and column; a record that
    cannot be read is `422 malformed-record` with `line`, `column`, `token`, `reason`).
    `include_record: true` adds the game as record text (`record`; a `start` goes in as its `Start`
    tag, and its `start_signature` as `StartSignature`).
    Results of long records may be served from the shared cache; the answer is identical.

    Limits (`422 limit-exceeded`, checked before any move is played where they can be): at most
    `ARBITER_MAX_REPLAY_MOVES` moves; the start's `history` keys plus the moves at most
    `ARBITER_MAX_HISTORY` (each ply without a capture adds a key, and the service never returns a
    position it would refuse); the answer at most `ARBITER_MAX_RESPONSE_BYTES` bytes (path
    `include_steps`); at most `ARBITER_REQUEST_CPU_SECONDS` of CPU time (`limit: cpu_time`).

    With `include_steps`, each step carries the position without its `history` and a
    `history_change` (keys kept from the previous step's history, keys added), so the answer
    grows linearly with the record.

    Args:
        body (RecordReplayRequest | ReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReplayResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
