"""The catalogue: one entry per game, with its rules, citation, rules text and version.

python-chess ``VARIANTS`` + Ludii rulesets: a stable id maps to a ``Variant`` whose
``rules`` is a frozen ``Rules`` value. House rules are ``options`` over those rules.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.errors import InvalidOptions, UnknownRulesVersion, UnknownVariant, Violation
from engine.options import DIMENSIONS, apply_options, dimension_value
from engine.rules import Rules
from engine.variant import REGIONS, Sample, Source, Variant, agreement_text
from engine.variants import ALL

__all__ = ["REGIONS", "Sample", "Source", "Variant", "agreement_text", "canonical_options", "catalogue",
           "get_variant", "resolve_rules", "variant_ids"]


def _load() -> dict[str, Variant]:
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
    """The variant's rules with ``options`` applied (every problem listed at once).

    However the number of players is spelled (``seats``, the variant's player option such as
    Mancala for 4's ``players``, or ``active_seats``), the result is a seating the variant's
    rules document defines (``Variant.seatings``), or ``InvalidOptions`` naming the option
    that sets the number of players.
    """
    variant = get_variant(variant_id)
    pinned = variant.version_options(rules_version)
    if pinned is None:
        raise UnknownRulesVersion(variant.id, rules_version, variant.rules_version,
                                  tuple(v for v, _ in variant.earlier_versions))
    if pinned and (options is None or isinstance(options, Mapping)):
        # an earlier version: its dimensions first, the request's options over them
        options = {**pinned, **(options or {})}
    if not options:  # the variant's own game: the same answer every time, kept (the same object, too)
        known = _WITHOUT_OPTIONS.get(variant.id)
        if known is not None:
            return known
    rules = apply_options(variant.rules, _seats_as_players(variant, options), variant.variations)
    if rules.active_seats == tuple(range(rules.seats)):
        rules = replace(rules, active_seats=())  # every seat listed: the same game as none listed
    players = len(rules.players)
    asked = [f"options.{name}" for name in dict.fromkeys(("seats", "active_seats", variant.players_option))
             if options and name in options] or [f"options.{variant.players_option}"]
    if players not in variant.seats:
        allowed = ", ".join(map(str, variant.seats))
        message = f"{variant.name} is played by {allowed} players, not {players}"
        if variant.players_option != "seats":
            message += f"; set the number of players with options.{variant.players_option}"
        raise InvalidOptions(message, [Violation("invalid-option", path, message) for path in asked])
    sides, active = variant.seating(players)
    if (rules.seats, rules.active_seats) != (sides, active):
        where = f"seats {', '.join(map(str, active))} of" if active else "every side of"
        message = (f"{variant.name} seats {players} players on {where} a {sides}-sided board; set the number "
                   f"of players with options.{variant.players_option} (and leave the seating to the rules)")
        raise InvalidOptions(message, [Violation("invalid-option", path, message) for path in asked])
    if not options:
        _WITHOUT_OPTIONS[variant.id] = rules
    return rules


#: resolve_rules(variant) without options, by variant id (a few dozen entries at most)
_WITHOUT_OPTIONS: dict[str, Rules] = {}


def _seats_as_players(variant: Variant, options: Mapping[str, object] | None) -> Mapping[str, object] | None:
    """Where the board's sides are fixed (Mancala for 4), ``seats`` means the number of players:
    it becomes the variant's player option, and must agree with it when both are given."""
    if not options or variant.players_option == "seats" or "seats" not in options \
            or not isinstance(options, Mapping):
        return options
    given = dict(options)
    count = given.pop("seats")
    name = variant.players_option
    problems = []
    if isinstance(count, bool) or count not in variant.seats:
        problems.append(Violation(
            "invalid-option", "options.seats",
            f"{variant.name} always has a {variant.rules.seats}-sided board; seats means the number of players "
            f"here (options.{name}): one of {', '.join(map(str, variant.seats))}; got {count!r}"))
    elif name in given and given[name] != count:
        problems.append(Violation(
            "invalid-option", "options.seats",
            f"seats means the number of players here, the same as options.{name}; got seats {count!r} "
            f"and {name} {given[name]!r}"))
    if problems:
        raise InvalidOptions("invalid options: " + "; ".join(p.message for p in problems), problems)
    given[name] = count
    return given


def canonical_options(variant: Variant, rules: Rules) -> dict[str, Any]:
    """The rule dimensions in force that differ from the variant's defaults, as JSON values.

    Aliases and named variations come back as the dimensions they set, so equal rules always
    give an equal mapping (what signatures and cache keys are computed over).
    """
    out: dict[str, Any] = {}
    base = variant.rules
    for name in DIMENSIONS:
        value = dimension_value(rules, name)
        if value != dimension_value(base, name):
            out[name] = _jsonable(value)
    return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value
