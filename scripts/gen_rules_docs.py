"""Write docs/rules/<variant>.md from the catalogue (the rules text, sources, version, options),
docs/rules/README.md, the rules documents by region, and docs/variants.md, the table of every
variant.

Run ``python scripts/gen_rules_docs.py``; ``tests/engine/test_rules_docs.py`` fails when the
committed documents differ from what this script writes.
"""

from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine
from engine import browse

RULINGS = ROOT / "docs" / "rulings.md"
RULINGS_LINK = "../" + RULINGS.name  # from docs/rules/<id>.md
_RULING_ROW = re.compile(r"^\| ((?:D|R)-[A-Z0-9]+) \| ([^|]*) \|", re.MULTILINE)


def rulings_for(variant_id: str) -> list[str]:
    """The rulings of docs/rulings.md that concern ``variant_id``: the rows whose game column links
    its rules document, or says "every game"."""
    return [ruling for ruling, games in _RULING_ROW.findall(RULINGS.read_text())
            if f"(rules/{variant_id}.md)" in games or games.startswith("every game")]


def render(variant_id: str) -> str:
    v = engine.get_variant(variant_id)
    lines = [v.rules_text.rstrip(), "", "## Catalogue entry", "",
             f"* id: `{v.id}`" + (f" (aliases: {', '.join(f'`{a}`' for a in v.aliases)})" if v.aliases else ""),
             f"* rules_version: `{v.rules_version}`",
             f"* region: {v.region}",
             f"* seats: {', '.join(map(str, v.seats))}", "", "## Sources", ""]
    for s in v.sources:
        lines.append(f"* {s.title}" + (f" — <{s.url}>" if s.url else ""))
    rulings = rulings_for(variant_id)
    if rulings:
        anchors = {"D": "the-numbered-rulings", "R": "per-game-rulings"}
        lines += ["", "## The rulings behind it", "",
                  "Where the sources are silent or disagree, these rulings decide (restated in docs/rulings.md):",
                  "", ", ".join(f"[{r}]({RULINGS_LINK}#{anchors[r[0]]})" for r in rulings) + "."]
    lines += ["", "## Options", "",
              "Every rule dimension is an option; house rules of this game are marked ★.", "",
              "| option | type | default | allowed | meaning |", "|---|---|---|---|---|"]
    for spec in v.options:
        j = spec.to_json()
        allowed = ", ".join(j["choices"]) if "choices" in j else (
            f"{j['minimum']}–{j['maximum']}" if "minimum" in j else "true, false")
        default = j["default"]
        default_text = str(default).lower() if isinstance(default, bool) else str(default)
        lines.append(f"| `{spec.name}`{' ★' if spec.house_rule else ''} | {j['type']} | `{default_text}` | "
                     f"{allowed} | {spec.description} |")
    return "\n".join(lines) + "\n"


REGION_INDEX = "README.md"
"""docs/rules/README.md: the rules documents by region (named so the folder shows it)."""
VARIANTS_LINK = "../" + "variants.md"  # from docs/rules/

INDEX_HEAD = f"""\
# Variants

Every game the service adjudicates, as `GET /v1/variants` lists them: its id (what requests
name), region, the numbers of players it seats, its `rules_version` and its rules document (the
rules as implemented, their sources and every option). Written from the catalogue by
`scripts/gen_rules_docs.py`; [rules/{REGION_INDEX}](rules/{REGION_INDEX}) lists the rules documents by region.

## Browsing the catalogue

`GET /v1/variants` takes filters as query parameters, each narrowing the list (every filter given
must hold): `region` (one of the regions below), `seats` (a number of players the game seats),
`board` and `family`, both read from each game's rules (engine/browse.py):

* `board`: `two-row` (two sides of one row each), `three-row` (an outer row a side and a shared
  middle row, half of it each side's), `four-row` (two rows a side), `multi-side` (a
  board of three or four sides, for games that seat more than two).
* `family` (a game belongs to several): `stores-sown` (the mover sows their own store, Kalah's
  family), `relay` (multiple laps), `count-capture` (a count or parity captured, Oware's family),
  `cross-capture` (the pit opposite a last seed in an empty pit), `beyond-capture` (the pit beyond
  an empty pit, Pallanguzhi's), `column-capture` (the facing front pit or column, Bao and ǁHus),
  `no-capture`, `rounds` (a match of rounds) and the family sections `bao`, `tuzdyk`, `omweso`.

Example: `GET /v1/variants?region=West%20Africa&family=relay`. The table's last columns give each
game's board and families.

| id | name | region | players | rules_version | rules document | summary | board | families |
|---|---|---|---|---|---|---|---|---|
"""


def render_index() -> str:
    rows = []
    for variant_id in engine.variant_ids():
        v = engine.get_variant(variant_id)
        rows.append(f"| `{v.id}` | {v.name} | {v.region} | {', '.join(map(str, v.seats))} | `{v.rules_version}` | "
                    f"[rules/{v.id}.md](rules/{v.id}.md) | {v.summary} | {browse.board_shape(v)} | "
                    f"{', '.join(browse.families(v))} |\n")
    return INDEX_HEAD + "".join(rows)


REGION_HEAD = f"""\
# Rules documents by region

Every game's rules document, by the region where it is played (`Modern`: the commercial and
leaflet games), in catalogue order. The same list with versions, players and summaries:
[{VARIANTS_LINK}]({VARIANTS_LINK}); `GET /v1/variants?region=…` gives one region's games. Written
from the catalogue by `scripts/gen_rules_docs.py`.
"""


def render_region_index() -> str:
    by_region: dict[str, list[engine.Variant]] = {region: [] for region in browse.REGIONS}
    for variant_id in engine.variant_ids():
        variant = engine.get_variant(variant_id)
        by_region[variant.region].append(variant)
    parts = [REGION_HEAD]
    for region, variants in by_region.items():
        if not variants:
            continue
        parts.append(f"\n## {region} ({len(variants)})\n\n")
        parts.extend(f"* [{v.name}]({v.id}.md) (`{v.id}`): {v.summary}\n" for v in variants)
    return "".join(parts)


def main() -> None:
    out = ROOT / "docs" / "rules"
    out.mkdir(parents=True, exist_ok=True)
    for variant_id in engine.variant_ids():
        (out / f"{variant_id}.md").write_text(render(variant_id))
    (out / REGION_INDEX).write_text(render_region_index())
    (ROOT / "docs" / "variants.md").write_text(render_index())


if __name__ == "__main__":
    main()
