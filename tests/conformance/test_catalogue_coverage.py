"""Every catalogue game is checked against a second reading, or says why not (docs/conformance.md).

The tables are read, not a list of today's games: a game with a Ludii description is in
``conformance.games.GAMES`` with its data in ``data/<key>.jsonl.gz`` (or, until its board or move
mapping is built, in ``PENDING`` with the reason), and a game without one is in ``NO_LUDII`` with
its second reading named (or ``None`` and why none exists), its MancalaGames comparison, when it
has one, with data in ``data/mg-<key>.jsonl.gz``, and its rules document saying so. A new game
cannot land in the catalogue without one of these.
"""

from __future__ import annotations

import pathlib

import engine
from conformance import mancalagames, published, report
from conformance.games import GAMES, NO_LUDII, PENDING

DATA = pathlib.Path(__file__).parent / "data"


def test_every_catalogue_game_is_compared_pending_or_has_its_second_reading_named() -> None:
    compared = {g.variant for g in GAMES}
    pending = {p.variant for p in PENDING}
    no_ludii = {r.variant for r in NO_LUDII}
    unlisted = sorted(set(engine.variant_ids()) - compared - pending - no_ludii)
    assert not unlisted, (f"{unlisted}: add the game to conformance/games.py: GAMES (a Ludii description, "
                          "then run conformance.run) or NO_LUDII (no Ludii description: name its second reading)")
    both = sorted(no_ludii & (compared | pending))
    assert not both, f"{both}: listed as having no Ludii description and as having one"
    assert len(no_ludii) == len(NO_LUDII), "a game listed twice in NO_LUDII"


def test_every_comparison_has_its_data() -> None:
    missing = [g.key for g in GAMES if not (DATA / f"{g.key}.jsonl.gz").exists()]
    missing += [f"mg-{g.key}" for g in mancalagames.GAMES if not (DATA / f"mg-{g.key}.jsonl.gz").exists()]
    missing += [f"pe-{g.key}" for g in published.GAMES if not (DATA / f"pe-{g.key}.jsonl.gz").exists()]
    assert not missing, f"no conformance data for {missing}: run conformance.run / conformance.mancalagames"


def test_a_game_without_a_ludii_description_names_its_second_reading_in_its_rules_document() -> None:
    mg_compared = {g.variant for g in mancalagames.GAMES}
    for entry in NO_LUDII:
        assert entry.variant in engine.variant_ids(), entry.variant
        assert entry.compared, entry.variant
        if entry.variant in mg_compared:
            assert entry.reading and "MancalaGames" in entry.reading, entry.variant
        if entry.variant in {g.variant for g in published.GAMES}:  # conformance/published.py
            assert entry.reading and "published engine" in entry.reading, entry.variant
        text = engine.get_variant(entry.variant).rules_text
        assert "Second reading" in text, f"{entry.variant}: its rules text does not name its second reading"
    for mg in mancalagames.GAMES:
        assert mg.variant in {r.variant for r in NO_LUDII} | {g.variant for g in GAMES} | {p.variant for p in PENDING}
        engine.resolve_rules(mg.variant, mg.engine_options)  # the options are valid


def test_the_tables_in_docs_conformance_are_those_the_results_give() -> None:
    assert report.main(["--check"]) == 0, "run `python -m conformance.report`"


# Ludii rulings docs/conformance.md states once for several games: the same difference, read alike.
RULINGS_OF_SEVERAL_GAMES = {
    "L-EN1",  # endless relays: every game read from Ludii's sites
    "L-OW1",  # a lap passing over its origin: Ludii's Oware family and relay games
    "L-TK1",  # Toguz Korgool is Togyz Kumalak under its Kyrgyz name, on the same Ludii program
    "L-CS1",  # Chisolo's last counters owing a hole, as Namudilakunze with a chosen hole
}


def test_a_ludii_ruling_name_and_its_prefix_belong_to_one_game() -> None:
    """A ruling name found anywhere leads to one game's ruling: a ``Ruled`` name of two games, or a
    prefix (L-OB of L-OB1) whose rulings are of two games, is the same id given two meanings, unless
    the name is one ruling of several games (``RULINGS_OF_SEVERAL_GAMES``)."""
    variants_by_name: dict[str, set[str]] = {}
    for game in GAMES:
        for ruled in game.ruled:
            variants_by_name.setdefault(ruled.name, set()).add(game.variant)
    assert {"L-OB1", "L-OW1", "L-EN1"} <= set(variants_by_name), "conformance/games.py's rulings not read"
    assert RULINGS_OF_SEVERAL_GAMES <= set(variants_by_name), "a ruling listed here is no longer a Ruled name"
    variants_by_prefix: dict[str, set[str]] = {}
    for name, variants in variants_by_name.items():
        if name not in RULINGS_OF_SEVERAL_GAMES:
            variants_by_prefix.setdefault(name.rstrip("0123456789"), set()).update(variants)
    shared = {prefix: sorted(variants) for prefix, variants in variants_by_prefix.items() if len(variants) > 1}
    assert not shared, f"one ruling prefix, several games (give each game a prefix of its own): {shared}"
