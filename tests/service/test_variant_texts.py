"""What a player or an app reads about a game speaks of the game and its published sources.

Every string of every variant document (``GET /v1/variants/{id}``: name, summary, rules text,
sources, option labels and descriptions, variations, presets, messages) and of the catalogue
listing is free of the project's own bookkeeping: source-file numbers ("seed 000"), ruling ids
("D-3", "R-BK8": those are links from docs/rules/<id>.md into docs/rulings.md), issue numbers
and specification sections ("§0").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

import engine

BOOKKEEPING = re.compile(
    r"\bseeds? 00\d\b|\bseed 0\d\d\b|\(D-|\bD-\d+\b|\bR-[A-Z]+\d+\b|\bissue \d+|§\s?\d|\bpart[- ]\d\b", re.IGNORECASE)


def strings(value: Any, path: str = "$") -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from strings(item, f"{path}[{index}]")


@pytest.mark.parametrize("variant_id", engine.variant_ids())
def test_the_variant_document_speaks_of_the_game(client: FlaskClient, variant_id: str) -> None:
    document = client.get(f"/v1/variants/{variant_id}").get_json()
    found = [f"{path}: ...{text[max(0, m.start() - 40):m.end() + 40]}..."
             for path, text in strings(document) for m in BOOKKEEPING.finditer(text)]
    assert not found, "\n".join(found)


def test_the_catalogue_listing_speaks_of_the_games(client: FlaskClient) -> None:
    listing = client.get("/v1/variants").get_json()
    found = [f"{path}: {text}" for path, text in strings(listing) if BOOKKEEPING.search(text)]
    assert not found, "\n".join(found)
    assert all(entry["name"] == entry["player_name"] for entry in listing["variants"])


def test_the_pattern_finds_bookkeeping() -> None:
    caught = ["Owari (seed 000)", "Grand slam (D-3).", "see R-BK8", "(issue 24)", "a §0 repeat", "Seeds 001, 002"]
    passed = ["Kalah (6,4)", "D-Day", "the seed 0 pit", "4 seeds a pit", "Ruling out grand slams"]
    assert [bool(BOOKKEEPING.search(text)) for text in caught + passed] == [True] * 6 + [False] * 5
