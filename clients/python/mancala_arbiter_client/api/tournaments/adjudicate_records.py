from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.adjudications_request import AdjudicationsRequest
from ...models.adjudications_response import AdjudicationsResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: AdjudicationsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/adjudications",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdjudicationsResponse | Problem | None:
    if response.status_code == 200:
        response_200 = AdjudicationsResponse.from_dict(response.json())

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
) -> Response[AdjudicationsResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AdjudicationsRequest,
) -> Response[AdjudicationsResponse | Problem]:
    """Judge many game records at once; one signed verdict per record.

     Each record is the text of one game (format: `docs/records.md`). Every record gets a
    verdict (status `valid`, `unfinished`, `disputed`, `illegal` or `malformed`): a record that
    cannot be read or breaks a rule is a verdict like any other, never a failed batch. Each
    verdict is signed as a compact JWS (`EdDSA`, Ed25519) whose payload is the verdict's
    canonical JSON, a JWT claims set (`iss`, `iat`, `sub`, `jti`); verify it with the keys at
    `/.well-known/jwks.json`. The same record and rules versions give a byte-identical verdict
    but for `iat` (and the same token, under the same key, within the same second).
    A record's `Start` position is checked as every endpoint checks a position (its
    `StartSignature`; where the operator requires signed positions an unsigned one is refused):
    a refused record is an entry with `error.code` `invalid-signature` and no verdict; each
    verdict says where its game started (`start_origin`).
    Limits: at most `ARBITER_ADJUDICATIONS_MAX_RECORDS` records (422 `limit-exceeded`) and
    `ARBITER_ADJUDICATIONS_MAX_BYTES` of body (413; this route only). The batch may use
    `ARBITER_ADJUDICATIONS_CPU_SECONDS` of CPU; records left when it runs out come back as
    entries with `error.code` `limit-exceeded` and no verdict, and `complete` is false.

    Args:
        body (AdjudicationsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdjudicationsResponse | Problem]
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
    body: AdjudicationsRequest,
) -> AdjudicationsResponse | Problem | None:
    """Judge many game records at once; one signed verdict per record.

     Each record is the text of one game (format: `docs/records.md`). Every record gets a
    verdict (status `valid`, `unfinished`, `disputed`, `illegal` or `malformed`): a record that
    cannot be read or breaks a rule is a verdict like any other, never a failed batch. Each
    verdict is signed as a compact JWS (`EdDSA`, Ed25519) whose payload is the verdict's
    canonical JSON, a JWT claims set (`iss`, `iat`, `sub`, `jti`); verify it with the keys at
    `/.well-known/jwks.json`. The same record and rules versions give a byte-identical verdict
    but for `iat` (and the same token, under the same key, within the same second).
    A record's `Start` position is checked as every endpoint checks a position (its
    `StartSignature`; where the operator requires signed positions an unsigned one is refused):
    a refused record is an entry with `error.code` `invalid-signature` and no verdict; each
    verdict says where its game started (`start_origin`).
    Limits: at most `ARBITER_ADJUDICATIONS_MAX_RECORDS` records (422 `limit-exceeded`) and
    `ARBITER_ADJUDICATIONS_MAX_BYTES` of body (413; this route only). The batch may use
    `ARBITER_ADJUDICATIONS_CPU_SECONDS` of CPU; records left when it runs out come back as
    entries with `error.code` `limit-exceeded` and no verdict, and `complete` is false.

    Args:
        body (AdjudicationsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdjudicationsResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AdjudicationsRequest,
) -> Response[AdjudicationsResponse | Problem]:
    """Judge many game records at once; one signed verdict per record.

     Each record is the text of one game (format: `docs/records.md`). Every record gets a
    verdict (status `valid`, `unfinished`, `disputed`, `illegal` or `malformed`): a record that
    cannot be read or breaks a rule is a verdict like any other, never a failed batch. Each
    verdict is signed as a compact JWS (`EdDSA`, Ed25519) whose payload is the verdict's
    canonical JSON, a JWT claims set (`iss`, `iat`, `sub`, `jti`); verify it with the keys at
    `/.well-known/jwks.json`. The same record and rules versions give a byte-identical verdict
    but for `iat` (and the same token, under the same key, within the same second).
    A record's `Start` position is checked as every endpoint checks a position (its
    `StartSignature`; where the operator requires signed positions an unsigned one is refused):
    a refused record is an entry with `error.code` `invalid-signature` and no verdict; each
    verdict says where its game started (`start_origin`).
    Limits: at most `ARBITER_ADJUDICATIONS_MAX_RECORDS` records (422 `limit-exceeded`) and
    `ARBITER_ADJUDICATIONS_MAX_BYTES` of body (413; this route only). The batch may use
    `ARBITER_ADJUDICATIONS_CPU_SECONDS` of CPU; records left when it runs out come back as
    entries with `error.code` `limit-exceeded` and no verdict, and `complete` is false.

    Args:
        body (AdjudicationsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdjudicationsResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AdjudicationsRequest,
) -> AdjudicationsResponse | Problem | None:
    """Judge many game records at once; one signed verdict per record.

     Each record is the text of one game (format: `docs/records.md`). Every record gets a
    verdict (status `valid`, `unfinished`, `disputed`, `illegal` or `malformed`): a record that
    cannot be read or breaks a rule is a verdict like any other, never a failed batch. Each
    verdict is signed as a compact JWS (`EdDSA`, Ed25519) whose payload is the verdict's
    canonical JSON, a JWT claims set (`iss`, `iat`, `sub`, `jti`); verify it with the keys at
    `/.well-known/jwks.json`. The same record and rules versions give a byte-identical verdict
    but for `iat` (and the same token, under the same key, within the same second).
    A record's `Start` position is checked as every endpoint checks a position (its
    `StartSignature`; where the operator requires signed positions an unsigned one is refused):
    a refused record is an entry with `error.code` `invalid-signature` and no verdict; each
    verdict says where its game started (`start_origin`).
    Limits: at most `ARBITER_ADJUDICATIONS_MAX_RECORDS` records (422 `limit-exceeded`) and
    `ARBITER_ADJUDICATIONS_MAX_BYTES` of body (413; this route only). The batch may use
    `ARBITER_ADJUDICATIONS_CPU_SECONDS` of CPU; records left when it runs out come back as
    entries with `error.code` `limit-exceeded` and no verdict, and `complete` is false.

    Args:
        body (AdjudicationsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdjudicationsResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
