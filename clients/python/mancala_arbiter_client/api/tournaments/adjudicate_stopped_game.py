from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.adjudicate_position_request import AdjudicatePositionRequest
from ...models.adjudicate_record_request import AdjudicateRecordRequest
from ...models.adjudicate_response import AdjudicateResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: AdjudicatePositionRequest | AdjudicateRecordRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/adjudicate",
    }

    if isinstance(body, AdjudicateRecordRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdjudicateResponse | Problem | None:
    if response.status_code == 200:
        response_200 = AdjudicateResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AdjudicateResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AdjudicatePositionRequest | AdjudicateRecordRequest,
) -> Response[AdjudicateResponse | Problem]:
    """End a game stopped before its end (time, agreement, move limit, abandonment) by the variant's own
    rule.

     Give a `record` (its moves are played first; an illegal one makes an `illegal` verdict) or a
    `variant` and `position` (with its `signature`, or the record's `StartSignature` for its
    `Start`, where the operator requires signed positions: else 422 `invalid-signature`), and the
    `reason`. The verdict's `start_origin` says where the judged game started. `agreement` and
    `move_limit` share the seeds left as the variant shares an endless
    cycle (`cycle_split`); `time` and `abandonment` apply its end-of-game sweep (`sweep`). A game
    already over keeps its own result. The verdict records the reason (`ending`, `adjudicated`).
    The verdict is the rules' alone. Beside it, never mixed into it, `exact_value` gives what
    best play from the stopped position yields when the exact endgame solver (`/v1/analysis`,
    docs/analysis.md) proves it: first within 1,000 nodes (10 ms of CPU), then, only where the
    solver is expected to finish (few enough seeds left, measured per rule family), within 200,000 nodes
    and
    0.5 s under a heavy slot (503 `overloaded` when none is free); it is absent otherwise (too
    many seeds left, or the game already over).

    Args:
        body (AdjudicatePositionRequest | AdjudicateRecordRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdjudicateResponse | Problem]
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
    body: AdjudicatePositionRequest | AdjudicateRecordRequest,
) -> AdjudicateResponse | Problem | None:
    """End a game stopped before its end (time, agreement, move limit, abandonment) by the variant's own
    rule.

     Give a `record` (its moves are played first; an illegal one makes an `illegal` verdict) or a
    `variant` and `position` (with its `signature`, or the record's `StartSignature` for its
    `Start`, where the operator requires signed positions: else 422 `invalid-signature`), and the
    `reason`. The verdict's `start_origin` says where the judged game started. `agreement` and
    `move_limit` share the seeds left as the variant shares an endless
    cycle (`cycle_split`); `time` and `abandonment` apply its end-of-game sweep (`sweep`). A game
    already over keeps its own result. The verdict records the reason (`ending`, `adjudicated`).
    The verdict is the rules' alone. Beside it, never mixed into it, `exact_value` gives what
    best play from the stopped position yields when the exact endgame solver (`/v1/analysis`,
    docs/analysis.md) proves it: first within 1,000 nodes (10 ms of CPU), then, only where the
    solver is expected to finish (few enough seeds left, measured per rule family), within 200,000 nodes
    and
    0.5 s under a heavy slot (503 `overloaded` when none is free); it is absent otherwise (too
    many seeds left, or the game already over).

    Args:
        body (AdjudicatePositionRequest | AdjudicateRecordRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdjudicateResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AdjudicatePositionRequest | AdjudicateRecordRequest,
) -> Response[AdjudicateResponse | Problem]:
    """End a game stopped before its end (time, agreement, move limit, abandonment) by the variant's own
    rule.

     Give a `record` (its moves are played first; an illegal one makes an `illegal` verdict) or a
    `variant` and `position` (with its `signature`, or the record's `StartSignature` for its
    `Start`, where the operator requires signed positions: else 422 `invalid-signature`), and the
    `reason`. The verdict's `start_origin` says where the judged game started. `agreement` and
    `move_limit` share the seeds left as the variant shares an endless
    cycle (`cycle_split`); `time` and `abandonment` apply its end-of-game sweep (`sweep`). A game
    already over keeps its own result. The verdict records the reason (`ending`, `adjudicated`).
    The verdict is the rules' alone. Beside it, never mixed into it, `exact_value` gives what
    best play from the stopped position yields when the exact endgame solver (`/v1/analysis`,
    docs/analysis.md) proves it: first within 1,000 nodes (10 ms of CPU), then, only where the
    solver is expected to finish (few enough seeds left, measured per rule family), within 200,000 nodes
    and
    0.5 s under a heavy slot (503 `overloaded` when none is free); it is absent otherwise (too
    many seeds left, or the game already over).

    Args:
        body (AdjudicatePositionRequest | AdjudicateRecordRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdjudicateResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AdjudicatePositionRequest | AdjudicateRecordRequest,
) -> AdjudicateResponse | Problem | None:
    """End a game stopped before its end (time, agreement, move limit, abandonment) by the variant's own
    rule.

     Give a `record` (its moves are played first; an illegal one makes an `illegal` verdict) or a
    `variant` and `position` (with its `signature`, or the record's `StartSignature` for its
    `Start`, where the operator requires signed positions: else 422 `invalid-signature`), and the
    `reason`. The verdict's `start_origin` says where the judged game started. `agreement` and
    `move_limit` share the seeds left as the variant shares an endless
    cycle (`cycle_split`); `time` and `abandonment` apply its end-of-game sweep (`sweep`). A game
    already over keeps its own result. The verdict records the reason (`ending`, `adjudicated`).
    The verdict is the rules' alone. Beside it, never mixed into it, `exact_value` gives what
    best play from the stopped position yields when the exact endgame solver (`/v1/analysis`,
    docs/analysis.md) proves it: first within 1,000 nodes (10 ms of CPU), then, only where the
    solver is expected to finish (few enough seeds left, measured per rule family), within 200,000 nodes
    and
    0.5 s under a heavy slot (503 `overloaded` when none is free); it is absent otherwise (too
    many seeds left, or the game already over).

    Args:
        body (AdjudicatePositionRequest | AdjudicateRecordRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdjudicateResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
