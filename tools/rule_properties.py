"""Properties shared by the conformance suite (deterministic, tests/engine/test_conformance.py)
and the open-ended fuzz script (scripts/fuzz_conformance.py, a fixed budget per run)."""

from __future__ import annotations

from typing import Any

from hypothesis import note
from hypothesis import strategies as st

import engine
from engine import InvalidOptions, Position, Rules

DECIDED_BY_RULE = frozenset({"front_row_empty", "cannot_move", "row_emptied"})
"""Endings whose winner the rule names (the other scores are compared)."""
SHARED_BY_CYCLE_SPLIT = frozenset({"repetition", "move_limit", "agreement"})
"""Endings whose seeds left are shared by ``cycle_split``: a declared draw under ``draw``."""
VOIDED = frozenset({"void"})
"""Endings that void the game (Aw-li On-nam Ot-tjin): a declared draw whatever the stores hold."""


def check_outcome(rules: Rules, position: Position) -> None:
    """A finished position has an outcome whose scores are the stores and whose winners follow,
    and the codec takes that very position back."""
    outcome = position.outcome
    assert outcome is not None, "a finished position has no outcome"
    assert outcome.scores == position.stores
    if outcome.reason in DECIDED_BY_RULE:
        # Bao: the player whose front row is empty, or who cannot move, loses whatever the stores hold;
        # Altiev: the player whose row was emptied (left to move) loses.
        assert len(outcome.winners) == 1 and outcome.winners[0] != position.to_move
    elif outcome.reason == "cleared":
        # Wauri: the player to move has cleared their pits and wins whatever the stores hold.
        assert outcome.winners == (position.to_move,)
    else:
        best = max(outcome.scores)
        leaders = tuple(s for s in rules.players if outcome.scores[s] == best)
        declared_draw = ((outcome.reason in SHARED_BY_CYCLE_SPLIT and rules.cycle_split.value == "draw")
                         or outcome.reason in VOIDED)
        assert outcome.winners == (rules.players if declared_draw else leaders)
    assert outcome.draw == (len(outcome.winners) != 1)
    assert outcome.winner == (outcome.winners[0] if len(outcome.winners) == 1 else None)
    as_json = engine.outcome_to_json(outcome)
    assert as_json["scores"] == list(outcome.scores) and as_json["winners"] == list(outcome.winners)
    assert engine.position_from_json(rules, engine.position_to_json(position)) == position


def _value(spec: engine.OptionSpec) -> st.SearchStrategy[Any]:
    if spec.kind == "enum":
        return st.sampled_from(spec.choices)
    if spec.kind == "boolean":
        return st.booleans()
    if spec.kind == "integer":
        assert spec.minimum is not None and spec.maximum is not None
        return st.integers(spec.minimum, spec.maximum)
    return st.lists(st.integers(1, 24), max_size=3).map(sorted).map(lambda c: list(dict.fromkeys(c)))


@st.composite
def variant_and_options(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    variant = draw(st.sampled_from(engine.variant_ids()))
    specs = engine.get_variant(variant).options
    chosen = draw(st.lists(st.sampled_from(specs), max_size=5, unique_by=lambda s: s.name))
    return variant, {spec.name: draw(_value(spec)) for spec in chosen}


MAX_PLIES = 300
"""Ply budget of one game drawn by the property."""


def option_set_is_refused_or_playable(choice: tuple[str, dict[str, Any]], seed: int) -> str:
    """Refused with every problem listed, or playable: seeds conserved, and a game that ends has a
    consistent outcome the codec accepts back. Returns what happened (for ``hypothesis.event``)."""
    variant, options = choice
    note(f"variant={variant!r} options={options!r}")
    try:
        rules = engine.resolve_rules(variant, options)
    except InvalidOptions as exc:
        assert exc.violations, "a refusal must list its problems"
        assert all(v.path.startswith("options.") for v in exc.violations)
        return "refused"
    start = engine.new_game(rules, rules.players[seed % len(rules.players)])
    assert sum(map(sum, start.pits)) + sum(start.stores) == rules.total_seeds
    end, plies = engine.random_playout(rules, start, seed, MAX_PLIES)
    assert sum(map(sum, end.pits)) + sum(end.stores) == rules.total_seeds
    assert engine.position_from_json(rules, engine.position_to_json(end)) == end
    if end.is_finished:
        check_outcome(rules, end)
        return "finished"
    assert plies == MAX_PLIES and engine.legal_moves(rules, end)
    return f"still running after {MAX_PLIES} plies"
