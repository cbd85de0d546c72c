"""The catalogue: one entry per game, with its rules, citation, rules text and version.

python-chess ``VARIANTS`` + Ludii rulesets: a stable id maps to a ``Variant`` whose
``rules`` is a frozen ``Rules`` value. House rules are ``options`` over those rules.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from engine.errors import InvalidOptions, UnknownRulesVersion, UnknownVariant, Violation
from engine.options import OptionSpec, Variation, apply_options, option_specs
from engine.rules import Rules


@dataclass(frozen=True, slots=True)
class Source:
    title: str
    url: str = ""


@dataclass(frozen=True, slots=True)
class Variant:
    """One game of the catalogue."""

    id: str
    name: str
    summary: str
    rules: Rules
    rules_version: str
    sources: tuple[Source, ...]
    rules_text: str
    """The human rules in Markdown, with every ruling (D-x) that decides an ambiguity."""
    house_rules: frozenset[str] = frozenset()
    """Option names RULES.md lists as this game's house rules."""
    seats: tuple[int, ...] = (2,)
    """Player counts the game allows."""
    aliases: tuple[str, ...] = ()
    variations: tuple[Variation, ...] = ()
    """Named variations of the source (seed 002 V1-V10, seed 004), each an option that sets
    several rule dimensions at once."""

    @property
    def options(self) -> tuple[OptionSpec, ...]:
        """One option per rule dimension (every ``Rules`` field, by its name)."""
        return option_specs(self.rules, self.house_rules)

    @property
    def variation_options(self) -> tuple[OptionSpec, ...]:
        """The named variations, accepted as options too; each stands for several dimensions
        and comes back (in canonical options) as the dimensions it sets."""
        return tuple(v.spec() for v in self.variations)


def _load() -> dict[str, Variant]:
    from engine.variants import ALL

    return {v.id: v for v in ALL}


_CATALOGUE: dict[str, Variant] | None = None


def catalogue() -> Mapping[str, Variant]:
    global _CATALOGUE
    if _CATALOGUE is None:
        _CATALOGUE = _load()
    return _CATALOGUE


def variant_ids() -> tuple[str, ...]:
    return tuple(catalogue())


def get_variant(variant_id: object) -> Variant:
    """The variant with this id or alias; ``UnknownVariant`` lists the valid ids."""
    found = catalogue()
    if isinstance(variant_id, str):
        if variant_id in found:
            return found[variant_id]
        for v in found.values():
            if variant_id in v.aliases:
                return v
    raise UnknownVariant(variant_id, found)


def resolve_rules(variant_id: object, options: Mapping[str, object] | None = None,
                  rules_version: object = None) -> Rules:
    """The variant's rules with ``options`` applied (every problem listed at once)."""
    variant = get_variant(variant_id)
    if rules_version is not None and rules_version != variant.rules_version:
        raise UnknownRulesVersion(variant.id, rules_version, variant.rules_version)
    rules = apply_options(variant.rules, options, variant.variations)
    players = len(rules.players)
    if players not in variant.seats:
        allowed = ", ".join(map(str, variant.seats))
        message = f"{variant.name} is played by {allowed} players, not {players}"
        raise InvalidOptions(message, [Violation("invalid-option", "options.seats", message)])
    return rules


def canonical_options(variant: Variant, rules: Rules) -> dict[str, Any]:
    """The rule dimensions in force that differ from the variant's defaults, as JSON values.

    Aliases and named variations come back as the dimensions they set, so equal rules always
    give an equal mapping (what signatures and cache keys are computed over).
    """
    out: dict[str, Any] = {}
    base = variant.rules
    for f in fields(Rules):
        value = getattr(rules, f.name)
        if value != getattr(base, f.name):
            out[f.name] = _jsonable(value)
    return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value
