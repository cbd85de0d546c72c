"""The per-variant rules documents are generated from the catalogue and kept in step with it."""

from __future__ import annotations

import pathlib
import re
import sys

import engine

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from gen_rules_docs import _RULING_ROW, RULINGS, render, render_index, render_region_index

from tests.openapi_spec import openapi_spec


def test_every_variant_has_an_up_to_date_rules_document() -> None:
    stale = []
    for variant_id in engine.variant_ids():
        path = ROOT / "docs" / "rules" / f"{variant_id}.md"
        if not path.exists() or path.read_text() != render(variant_id):
            stale.append(variant_id)
    assert not stale, f"run `python scripts/gen_rules_docs.py`; stale: {stale}"


def test_the_variant_table_is_current_and_links_every_rules_document() -> None:
    table = (ROOT / "docs" / "variants.md").read_text()
    assert table == render_index(), "run `python scripts/gen_rules_docs.py`"
    for variant_id in engine.variant_ids():
        assert f"| `{variant_id}` |" in table and f"(rules/{variant_id}.md)" in table


def test_the_rules_documents_are_indexed_by_region() -> None:
    index = (ROOT / "docs" / "rules" / "README.md").read_text()
    assert index == render_region_index(), "run `python scripts/gen_rules_docs.py`"
    assert "## West Africa (" in index and "* [Oware (Abapa)](oware.md) (`oware`)" in index
    for variant_id in engine.variant_ids():
        assert index.count(f"]({variant_id}.md)") == 1, variant_id


def test_every_game_names_its_region_in_the_variant_table_and_the_contract() -> None:
    from engine.catalogue import REGIONS

    table = (ROOT / "docs" / "variants.md").read_text()
    for variant_id in engine.variant_ids():
        region = engine.get_variant(variant_id).region
        assert region in REGIONS, variant_id
        assert f"| `{variant_id}` | {engine.get_variant(variant_id).name} | {region} |" in table
    contract = openapi_spec()
    assert tuple(contract["components"]["schemas"]["VariantSummary"]["properties"]["region"]["enum"]) == REGIONS


def test_every_per_game_ruling_prefix_names_one_game() -> None:
    """A ruling id found anywhere (a docstring, a test, docs/conformance.md) leads to one row of
    docs/rulings.md and one game: no id is two rows, and the rows of one prefix (R-BK of R-BK3) all
    name the same game (or the same games, as R-K1 the Kalah presets)."""
    rows = [(ruling, frozenset(re.findall(r"\(rules/([a-z0-9-]+)\.md\)", games)))
            for ruling, games in _RULING_ROW.findall(RULINGS.read_text()) if ruling.startswith("R-")]
    assert len(rows) > 300 and all(games for _, games in rows), "docs/rulings.md's per-game rows not read"
    ids = [ruling for ruling, _ in rows]
    assert not {r for r in ids if ids.count(r) > 1}, "a ruling id is two rows of docs/rulings.md"
    games_by_prefix: dict[str, set[frozenset[str]]] = {}
    for ruling, games in rows:
        games_by_prefix.setdefault(ruling.rstrip("0123456789"), set()).add(games)
    shared = {prefix: sorted(sorted(g) for g in games) for prefix, games in games_by_prefix.items() if len(games) > 1}
    assert not shared, f"one prefix, several games (give each game a prefix no other ruling uses): {shared}"
