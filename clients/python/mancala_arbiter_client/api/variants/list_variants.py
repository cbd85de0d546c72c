from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_variants_board import ListVariantsBoard
from ...models.list_variants_family import ListVariantsFamily
from ...models.list_variants_region import ListVariantsRegion
from ...models.problem import Problem
from ...models.variant_list import VariantList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    region: ListVariantsRegion | Unset = UNSET,
    board: ListVariantsBoard | Unset = UNSET,
    seats: int | Unset = UNSET,
    family: ListVariantsFamily | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_region: str | Unset = UNSET
    if not isinstance(region, Unset):
        json_region = region.value

    params["region"] = json_region

    json_board: str | Unset = UNSET
    if not isinstance(board, Unset):
        json_board = board.value

    params["board"] = json_board

    params["seats"] = seats

    json_family: str | Unset = UNSET
    if not isinstance(family, Unset):
        json_family = family.value

    params["family"] = json_family

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/variants",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | VariantList | None:
    if response.status_code == 200:
        response_200 = VariantList.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem | VariantList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    region: ListVariantsRegion | Unset = UNSET,
    board: ListVariantsBoard | Unset = UNSET,
    seats: int | Unset = UNSET,
    family: ListVariantsFamily | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | VariantList]:
    """Every variant this deployment adjudicates, or those that pass the filters given.

     Without a query the whole catalogue, in catalogue order. Each filter given narrows the list (every
    filter must hold); an unknown filter, a value out of its list or a filter given twice is answered
    400 naming the parameter. Board shapes and families are read from each game's rules
    (docs/variants.md, "Browsing the catalogue").

    Args:
        region (ListVariantsRegion | Unset):
        board (ListVariantsBoard | Unset):
        seats (int | Unset):
        family (ListVariantsFamily | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | VariantList]
    """

    kwargs = _get_kwargs(
        region=region,
        board=board,
        seats=seats,
        family=family,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    region: ListVariantsRegion | Unset = UNSET,
    board: ListVariantsBoard | Unset = UNSET,
    seats: int | Unset = UNSET,
    family: ListVariantsFamily | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | VariantList | None:
    """Every variant this deployment adjudicates, or those that pass the filters given.

     Without a query the whole catalogue, in catalogue order. Each filter given narrows the list (every
    filter must hold); an unknown filter, a value out of its list or a filter given twice is answered
    400 naming the parameter. Board shapes and families are read from each game's rules
    (docs/variants.md, "Browsing the catalogue").

    Args:
        region (ListVariantsRegion | Unset):
        board (ListVariantsBoard | Unset):
        seats (int | Unset):
        family (ListVariantsFamily | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | VariantList
    """

    return sync_detailed(
        client=client,
        region=region,
        board=board,
        seats=seats,
        family=family,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    region: ListVariantsRegion | Unset = UNSET,
    board: ListVariantsBoard | Unset = UNSET,
    seats: int | Unset = UNSET,
    family: ListVariantsFamily | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | VariantList]:
    """Every variant this deployment adjudicates, or those that pass the filters given.

     Without a query the whole catalogue, in catalogue order. Each filter given narrows the list (every
    filter must hold); an unknown filter, a value out of its list or a filter given twice is answered
    400 naming the parameter. Board shapes and families are read from each game's rules
    (docs/variants.md, "Browsing the catalogue").

    Args:
        region (ListVariantsRegion | Unset):
        board (ListVariantsBoard | Unset):
        seats (int | Unset):
        family (ListVariantsFamily | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | VariantList]
    """

    kwargs = _get_kwargs(
        region=region,
        board=board,
        seats=seats,
        family=family,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    region: ListVariantsRegion | Unset = UNSET,
    board: ListVariantsBoard | Unset = UNSET,
    seats: int | Unset = UNSET,
    family: ListVariantsFamily | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | VariantList | None:
    """Every variant this deployment adjudicates, or those that pass the filters given.

     Without a query the whole catalogue, in catalogue order. Each filter given narrows the list (every
    filter must hold); an unknown filter, a value out of its list or a filter given twice is answered
    400 naming the parameter. Board shapes and families are read from each game's rules
    (docs/variants.md, "Browsing the catalogue").

    Args:
        region (ListVariantsRegion | Unset):
        board (ListVariantsBoard | Unset):
        seats (int | Unset):
        family (ListVariantsFamily | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | VariantList
    """

    return (
        await asyncio_detailed(
            client=client,
            region=region,
            board=board,
            seats=seats,
            family=family,
            if_none_match=if_none_match,
        )
    ).parsed
