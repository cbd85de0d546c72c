"""Options: a variant's rules with some dimensions overridden, checked with every problem listed.

Every ``Rules`` field is an option of every variant ("the options are the rule dimensions
themselves"), so a client can describe a house rule that is not in the catalogue by
starting from any entry. A few names from the source texts (docs/rules/) are accepted as aliases.
"""

from __future__ import annotations

import enum
import functools
import typing
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from engine.errors import InvalidOptions, Violation, clip, echo, summarize
from engine.rules import MAX_PITS, MIN_PITS, SECTIONS, BaoRules, OmwesoRules, Origin, Rules, TuzdykRules

OPTION_ORDER: tuple[str, ...] = (
    "seats", "pits_per_side", "seeds_per_pit", "rows_per_side", "start_empty_pits", "start_pits", "start_store",
    "nyumba", "bao_takasa_rules", "takasia", "active_seats", "direction", "sow_own_store", "origin", "laps",
    "min_seeds_to_move", "single_seed_moves_last", "ring", "en_passant_count", "en_passant_taker",
    "capture_beyond_empty", "capture_beyond_chain", "cross_capture", "cross_capture_any_row", "empty_capture",
    "capture_includes_sowing_seed", "capture_counts", "capture_parity", "tuzdyk_count", "tuzdyk_in_last_pit",
    "tuzdyk_same_number", "capture_chain", "count_capture_sides", "capture_chain_across_rows", "capture_targets",
    "capture_precondition", "capture_chain_forward", "column_capture", "captured_sown_from", "reverse_capture_pits",
    "bao_captures", "front_row_first", "lose_with_empty_front_row", "last_seeds_to_capturer", "no_capture_plies",
    "grand_slam", "only_grand_slams_to_mover", "extra_turn_on_store", "must_feed", "empty_mover", "end_check", "sweep", "capture_majority_wins",
    "majority_sweep", "repetition_count", "cycle_split", "agreed_end", "max_plies", "opening_arrangement", "rounds",
    "board_sizes", "match_loss_seeds", "round_starter", "max_rounds",
    "majority_at_half", "count_capture_opposite", "opening_plies", "opening_pits", "capture_also",
    "capture_next_after_empty", "middle_row_pits", "pit_owners", "capture_facing_empty",
    "cross_capture_to_row_owner", "empty_row_loses",
    "count_capture_to_owner", "capture_chosen_holes", "capture_chosen_after",
    "relay_min_seeds",
    "wegue_count", "wegue_capture", "wegue_capture_min", "wegue_count_ends_lap",
    "relay_next_after_empty",
    "count_capture_relays_next", "relay_needs_next_occupied", "single_seed_into_empty",
    "wegue_capture_ends_turn", "cross_capture_counts", "wegue_pair", "wegue_blocked_row_ends",
    "wegue_sowing", "wegue_last_pit",
    "stop_holes",
    "direction_kept", "direction_chosen_turn",
    "capture_chain_max", "capture_chain_into_own_row", "single_seed_captures_opposite",
    "capture_next_with_last_seed",
    "void_when_neither_can_move",
)
"""Every option name in the order clients have always seen them (variant documents, canonical options):
the core dimensions and the sections' fields, interleaved where they stood before the sections."""


@dataclass(frozen=True, slots=True)
class Dimension:
    """One option as the engine holds it: a core ``Rules`` field, or a field of a family section."""

    name: str
    """The option name clients send."""
    section: str | None
    """The ``Rules`` section holding it (``bao``, ``tuzdyk``, ``omweso``), ``None`` for a core field."""
    attribute: str
    """Its field name in ``Rules`` or in the section."""
    hint: Any
    doc: str


_SECTION_TYPES: dict[str, Any] = {"bao": BaoRules, "tuzdyk": TuzdykRules, "omweso": OmwesoRules}
"""Each ``Rules`` section's class (named here: the compiled kernel's ``Rules`` does not give the
classes back through its type hints)."""


def _dimensions() -> dict[str, Dimension]:
    found: dict[str, Dimension] = {}
    rule_hints = typing.get_type_hints(Rules)
    for f in fields(Rules):
        if f.name not in SECTIONS:
            found[f.name] = Dimension(f.name, None, f.name, rule_hints[f.name], str(f.metadata["doc"]))
            continue
        kind = _SECTION_TYPES[f.name]
        hints = typing.get_type_hints(kind)
        for g in fields(kind):
            name = str(g.metadata["option"])
            found[name] = Dimension(name, f.name, g.name, hints[g.name], str(g.metadata["doc"]))
    if (set(_SECTION_TYPES) != set(SECTIONS) or set(found) != set(OPTION_ORDER)
            or len(OPTION_ORDER) != len(set(OPTION_ORDER))):
        raise AssertionError(f"OPTION_ORDER and the Rules fields differ: {sorted(set(found) ^ set(OPTION_ORDER))}")
    return {name: found[name] for name in OPTION_ORDER}


DIMENSIONS: dict[str, Dimension] = _dimensions()
"""Every option by name, in ``OPTION_ORDER``."""
_HINTS = {name: d.hint for name, d in DIMENSIONS.items()}


def dimension_value(rules: Rules, name: str) -> Any:
    """The value of option ``name`` in ``rules``: a section's default when the section is off."""
    d = DIMENSIONS[name]
    if d.section is None:
        return getattr(rules, d.attribute)
    part = getattr(rules, d.section)
    return getattr(part if part is not None else _SECTION_TYPES[d.section](), d.attribute)


def with_dimensions(rules: Rules, changes: Mapping[str, Any]) -> Rules:
    """``rules`` with options set by their flat names; a section whose fields all have their
    defaults is ``None``, so equal games are equal values whichever way they were spelled."""
    core: dict[str, Any] = {}
    parts: dict[str, dict[str, Any]] = {}
    for name, value in changes.items():
        d = DIMENSIONS[name]
        if d.section is None:
            core[name] = value
        else:
            parts.setdefault(d.section, {})[d.attribute] = value
    for section_name, values in parts.items():
        kind = _SECTION_TYPES[section_name]
        current = getattr(rules, section_name)
        made = replace(current if current is not None else kind(), **values)
        core[section_name] = None if made == kind() else made
    return replace(rules, **core) if core else rules


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option as documented to clients: kind, default, allowed values, meaning."""

    name: str
    kind: str
    """``integer``, ``boolean``, ``enum`` or ``integer_list``."""
    default: Any
    description: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    house_rule: bool = False
    """Named as a house rule of this variant in its rules document (docs/rules/)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "type": self.kind,
            "default": list(self.default) if isinstance(self.default, tuple) else self.default,
            "description": self.description,
            "house_rule": self.house_rule,
        }
        if self.choices:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out


MAX_OPTIONS = 256
"""More options than this in one object are refused unread (a variant knows a few dozen names)."""
MAX_OPTION_NAME_CHARS = 40
"""What an error quotes of an unknown option's name (in its path and message)."""

_RANGES: dict[str, tuple[int, int]] = {
    "seats": (2, 4),
    "pits_per_side": (MIN_PITS, MAX_PITS),
    "seeds_per_pit": (1, 12),
    "min_seeds_to_move": (1, 2),
    "repetition_count": (0, 5),
    "max_plies": (10, 10_000),
    "rows_per_side": (1, 2),
    "en_passant_count": (0, 24),
    "tuzdyk_count": (0, 24),
    "last_seeds_to_capturer": (0, 24),
    "match_loss_seeds": (0, 100),
    "max_rounds": (1, 1000),
    "start_store": (0, 48),
    "nyumba": (-1, 8),
    "no_capture_plies": (0, 20),
    "opening_plies": (0, 20),
    "middle_row_pits": (0, MAX_PITS // 3),
    "capture_chosen_holes": (0, 5),
    "relay_min_seeds": (0, 24),
    "capture_chain_max": (0, 2 * MAX_PITS),
    "wegue_count": (0, 24),
    "wegue_capture": (0, 24),
    "wegue_capture_min": (1, 24),
    "direction_chosen_turn": (1, 2),
}

_LIST_RANGES: dict[str, tuple[int, int]] = {
    "capture_counts": (1, 24),
    "cross_capture_counts": (1, 24),
    "active_seats": (0, 3),
    "board_sizes": (MIN_PITS, MAX_PITS),
    "start_empty_pits": (0, 2 * MAX_PITS - 1),  # a seat's pits in two rows
    "reverse_capture_pits": (0, 2 * MAX_PITS - 1),
    "start_pits": (0, 48),
    "opening_pits": (0, 2 * MAX_PITS - 1),  # a seat's pits in two rows
    "stop_holes": (0, 2 * MAX_PITS - 1),  # a seat's pits in two rows
    "pit_owners": (-1, 1),
}

ALIASES: dict[str, tuple[str, dict[bool, Any]]] = {
    # docs/rules/kalah.md: "Option `skip_origin`" (Kalah): the turn's origin is passed over on laps.
    "skip_origin": ("origin", {True: Origin.SKIP_TURN_ORIGIN, False: Origin.SOW_INTO}),
}


@dataclass(frozen=True, slots=True)
class Variation:
    """A variant's named variation (seed 002's V1-V10, seed 004's variations): one option whose
    values each stand for a set of rule dimensions. ``values`` maps each allowed value (``True``/
    ``False`` or an integer) to the dimensions it sets; ``default`` is the value the variant's own
    rules already have."""

    name: str
    description: str
    values: tuple[tuple[bool | int, tuple[tuple[str, Any], ...]], ...]
    default: bool | int = False

    def changes(self, value: object) -> dict[str, Any] | None:
        for key, dims in self.values:
            if type(key) is type(value) and key == value:
                return dict(dims)
        return None

    def spec(self) -> OptionSpec:
        keys = [k for k, _ in self.values]
        if all(isinstance(k, bool) for k in keys):
            return OptionSpec(self.name, "boolean", self.default, self.description, house_rule=True)
        ints = [int(k) for k in keys]
        return OptionSpec(self.name, "integer", self.default, self.description, minimum=min(ints),
                          maximum=max(ints), house_rule=True)


@functools.lru_cache(maxsize=64)
def option_specs(rules: Rules, house_rules: frozenset[str] = frozenset()) -> tuple[OptionSpec, ...]:
    """The option list of a variant whose defaults are ``rules``."""
    specs = []
    for name, d in DIMENSIONS.items():
        hint = d.hint
        default = dimension_value(rules, name)
        doc = d.doc
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            specs.append(OptionSpec(name, "enum", default.value, doc, tuple(m.value for m in hint),
                                    house_rule=name in house_rules))
        elif hint is bool:
            specs.append(OptionSpec(name, "boolean", default, doc, house_rule=name in house_rules))
        elif hint is int:
            low, high = _RANGES[name]
            specs.append(OptionSpec(name, "integer", default, doc, minimum=low, maximum=high,
                                    house_rule=name in house_rules))
        else:
            low, high = _LIST_RANGES[name]
            specs.append(OptionSpec(name, "integer_list", default, doc, minimum=low, maximum=high,
                                    house_rule=name in house_rules))
    return tuple(specs)


def _coerce(name: str, value: object) -> tuple[Any, Violation | None]:
    hint = _HINTS[name]
    path = f"options.{name}"
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        allowed = [m.value for m in hint]
        if isinstance(value, str) and value in allowed:
            return hint(value), None
        return None, Violation("invalid-option", path, f"must be one of {', '.join(allowed)}; got {echo(value)}")
    if hint is bool:
        if isinstance(value, bool):
            return value, None
        return None, Violation("invalid-option", path, f"must be true or false; got {echo(value)}")
    if hint is int:
        low, high = _RANGES[name]
        if isinstance(value, int) and not isinstance(value, bool):
            if low <= value <= high:
                return value, None
            return None, Violation("invalid-option", path, f"must be between {low} and {high}; got {value}")
        return None, Violation("invalid-option", path, f"must be an integer; got {echo(value)}")
    if isinstance(value, (list, tuple)) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return tuple(value), None
    return None, Violation("invalid-option", path, f"must be a list of integers; got {echo(value)}")


def apply_options(base: Rules, options: Mapping[str, object] | None,
                  variations: tuple[Variation, ...] = ()) -> Rules:
    """``base`` with ``options`` applied; raises ``InvalidOptions`` listing every problem.

    The error is bounded whatever ``options`` holds: each problem quotes a client's name or value
    clipped (``echo``), an unknown name does not repeat the known ones (the message lists them
    once), and more than :data:`MAX_OPTIONS` names are refused before any is read."""
    if not options:
        return base
    problems: list[Violation] = []
    changes: dict[str, Any] = {}
    names = set(DIMENSIONS)
    if not isinstance(options, Mapping):
        raise InvalidOptions("options must be an object", [Violation("invalid-option", "options", "must be an object")])
    if len(options) > MAX_OPTIONS:
        message = f"{len(options)} options exceed the limit of {MAX_OPTIONS}"
        raise InvalidOptions(f"invalid options: {message}", [Violation("too-many-options", "options", message)])
    named = {v.name: v for v in variations}
    set_by: dict[str, str] = {}
    for name, value in options.items():
        if name in named:
            variation = named[name]
            dims = variation.changes(value)
            if dims is None:
                allowed = ", ".join(str(k).lower() for k, _ in variation.values)
                problems.append(Violation("invalid-option", f"options.{name}", f"must be one of {allowed}; got {echo(value)}"))
                continue
            for target, target_value in dims.items():
                if target in options:
                    problems.append(Violation("invalid-option", f"options.{name}", f"conflicts with options.{target}"))
                elif target in set_by and changes[target] != target_value:
                    problems.append(Violation("invalid-option", f"options.{name}",
                                              f"conflicts with options.{set_by[target]} (both set {target})"))
                else:
                    changes[target] = target_value
                    set_by[target] = name
            continue
        if name in ALIASES:
            target, mapping = ALIASES[name]
            if not isinstance(value, bool):
                problems.append(Violation("invalid-option", f"options.{name}", f"must be true or false; got {echo(value)}"))
            elif target in options:
                problems.append(Violation("invalid-option", f"options.{name}", f"conflicts with options.{target}"))
            else:
                changes[target] = mapping[value]
            continue
        if name not in names:
            unknown = clip(str(name), MAX_OPTION_NAME_CHARS)
            problems.append(Violation("unknown-option", f"options.{unknown}", f"unknown option {unknown!r}"))
            continue
        coerced, problem = _coerce(name, value)
        if problem is not None:
            problems.append(problem)
        else:
            changes[name] = coerced
    if problems:
        message = "invalid options: " + summarize([p.message for p in problems])
        if any(p.code == "unknown-option" for p in problems):
            message += f"; known: {', '.join(sorted(names | set(ALIASES) | set(named)))}"
        raise InvalidOptions(message, problems)
    rules = with_dimensions(base, changes)
    problems = [replace(p, path=f"options.{p.path}") for p in rules.problems()]
    if problems:
        raise InvalidOptions("these options cannot be played together: " + summarize([p.message for p in problems]),
                             problems)
    return rules


