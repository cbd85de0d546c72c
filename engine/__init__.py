"""mancala-arbiter's rules engine: a pure library (no web framework, no I/O, no clock, no
unseeded randomness). See ``engine/README.md``."""

from engine.catalogue import Source, Variant, canonical_options, get_variant, resolve_rules, variant_ids
from engine.decoding import move_from_json, position_from_json
from engine.encoding import move_to_json, outcome_to_json, position_hash, position_text, position_to_json
from engine.errors import (
    GameOver,
    IllegalMove,
    InvalidMove,
    InvalidOptions,
    InvalidPosition,
    LimitExceeded,
    RecordSyntaxError,
    RulesError,
    UnknownRulesVersion,
    UnknownVariant,
    Violation,
)
from engine.game import (
    agreement_moves,
    apply_move,
    legal_moves,
    new_game,
    outcome,
    random_playout,
    replay,
    replay_plies,
)
from engine.notation import RecordMove
from engine.options import OptionSpec
from engine.position import Move, MoveKind, Outcome, Phase, Position, Status, Transition
from engine.records import Record, format_record, parse_record, parse_records
from engine.rules import Rules
from engine.verdicts import Verdict, adjudicate_position, adjudicate_record, adjudicate_text

__all__ = [
    "GameOver",
    "IllegalMove",
    "InvalidMove",
    "InvalidOptions",
    "InvalidPosition",
    "LimitExceeded",
    "Move",
    "MoveKind",
    "OptionSpec",
    "Outcome",
    "Phase",
    "Position",
    "Record",
    "RecordMove",
    "RecordSyntaxError",
    "Rules",
    "RulesError",
    "Source",
    "Status",
    "Transition",
    "UnknownRulesVersion",
    "UnknownVariant",
    "Variant",
    "Verdict",
    "Violation",
    "adjudicate_position",
    "adjudicate_record",
    "adjudicate_text",
    "agreement_moves",
    "apply_move",
    "canonical_options",
    "format_record",
    "get_variant",
    "legal_moves",
    "move_from_json",
    "move_to_json",
    "new_game",
    "outcome",
    "outcome_to_json",
    "parse_record",
    "parse_records",
    "position_from_json",
    "position_hash",
    "position_text",
    "position_to_json",
    "random_playout",
    "replay",
    "replay_plies",
    "resolve_rules",
    "variant_ids",
]
