from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.analysis_request import AnalysisRequest
from ...models.analysis_response import AnalysisResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: AnalysisRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/analysis",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AnalysisResponse | Problem | None:
    if response.status_code == 200:
        response_200 = AnalysisResponse.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AnalysisResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AnalysisRequest,
) -> Response[AnalysisResponse | Problem]:
    """Rank the legal moves of a position; the best move, the principal variation, the value, exact or
    heuristic.

     The body is a `/v1/legal-moves` body (same limits and signature checks) plus the search
    settings: `level` 1-10 (default 10; levels 1-4 pick at random, seeded by `seed`, among moves
    close to the best) or an explicit `budget` of `nodes` and/or CPU `ms`, and `multipv` (how
    many moves get a full score; the others get an upper bound). Two seats: alpha-beta with
    iterative deepening; three and four seats: paranoid search; few seeds in the pits: an
    exact solver whose `exact: true` values are proofs under the real rules, repetition history
    included. Round games are analysed within the current round. Every request runs under a
    hard CPU cap (`ARBITER_ANALYSIS_MAX_CPU_SECONDS`, default 5 s); a `budget.ms` over it, or
    `budget.nodes` over `ARBITER_ANALYSIS_MAX_NODES`, is refused with 422 `limit-exceeded`.
    A search stopped by the CPU cap answers with its last completed depth (`stopped: budget`).
    Answers that do not depend on the clock are cached (Redis when configured). See docs/analysis.md.

    Args:
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalysisResponse | Problem]
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
    body: AnalysisRequest,
) -> AnalysisResponse | Problem | None:
    """Rank the legal moves of a position; the best move, the principal variation, the value, exact or
    heuristic.

     The body is a `/v1/legal-moves` body (same limits and signature checks) plus the search
    settings: `level` 1-10 (default 10; levels 1-4 pick at random, seeded by `seed`, among moves
    close to the best) or an explicit `budget` of `nodes` and/or CPU `ms`, and `multipv` (how
    many moves get a full score; the others get an upper bound). Two seats: alpha-beta with
    iterative deepening; three and four seats: paranoid search; few seeds in the pits: an
    exact solver whose `exact: true` values are proofs under the real rules, repetition history
    included. Round games are analysed within the current round. Every request runs under a
    hard CPU cap (`ARBITER_ANALYSIS_MAX_CPU_SECONDS`, default 5 s); a `budget.ms` over it, or
    `budget.nodes` over `ARBITER_ANALYSIS_MAX_NODES`, is refused with 422 `limit-exceeded`.
    A search stopped by the CPU cap answers with its last completed depth (`stopped: budget`).
    Answers that do not depend on the clock are cached (Redis when configured). See docs/analysis.md.

    Args:
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalysisResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AnalysisRequest,
) -> Response[AnalysisResponse | Problem]:
    """Rank the legal moves of a position; the best move, the principal variation, the value, exact or
    heuristic.

     The body is a `/v1/legal-moves` body (same limits and signature checks) plus the search
    settings: `level` 1-10 (default 10; levels 1-4 pick at random, seeded by `seed`, among moves
    close to the best) or an explicit `budget` of `nodes` and/or CPU `ms`, and `multipv` (how
    many moves get a full score; the others get an upper bound). Two seats: alpha-beta with
    iterative deepening; three and four seats: paranoid search; few seeds in the pits: an
    exact solver whose `exact: true` values are proofs under the real rules, repetition history
    included. Round games are analysed within the current round. Every request runs under a
    hard CPU cap (`ARBITER_ANALYSIS_MAX_CPU_SECONDS`, default 5 s); a `budget.ms` over it, or
    `budget.nodes` over `ARBITER_ANALYSIS_MAX_NODES`, is refused with 422 `limit-exceeded`.
    A search stopped by the CPU cap answers with its last completed depth (`stopped: budget`).
    Answers that do not depend on the clock are cached (Redis when configured). See docs/analysis.md.

    Args:
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalysisResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AnalysisRequest,
) -> AnalysisResponse | Problem | None:
    """Rank the legal moves of a position; the best move, the principal variation, the value, exact or
    heuristic.

     The body is a `/v1/legal-moves` body (same limits and signature checks) plus the search
    settings: `level` 1-10 (default 10; levels 1-4 pick at random, seeded by `seed`, among moves
    close to the best) or an explicit `budget` of `nodes` and/or CPU `ms`, and `multipv` (how
    many moves get a full score; the others get an upper bound). Two seats: alpha-beta with
    iterative deepening; three and four seats: paranoid search; few seeds in the pits: an
    exact solver whose `exact: true` values are proofs under the real rules, repetition history
    included. Round games are analysed within the current round. Every request runs under a
    hard CPU cap (`ARBITER_ANALYSIS_MAX_CPU_SECONDS`, default 5 s); a `budget.ms` over it, or
    `budget.nodes` over `ARBITER_ANALYSIS_MAX_NODES`, is refused with 422 `limit-exceeded`.
    A search stopped by the CPU cap answers with its last completed depth (`stopped: budget`).
    Answers that do not depend on the clock are cached (Redis when configured). See docs/analysis.md.

    Args:
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalysisResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
