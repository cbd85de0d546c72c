"""Player words for the catalogue: option labels, groups, plain explanations, presets, refusal messages.

The rule dimensions (``engine.rules.Rules``) are documented for developers; a player choosing a
game needs fewer of them, named in plain words. This module says, for every dimension:

* a ``label`` and a one-line ``help`` in plain words, and a ``group`` (board, sowing, captures, ...);
* labels for the values of the choice (enum) dimensions;
* whether it ``applies`` to a given game: a dimension applies when the game's sources name it as
  a house rule, when the game uses it (its value differs from the neutral default of ``Rules``),
  when a dimension it refines is in use (``empty_capture`` refines ``cross_capture``, the tuzdyk
  rules refine ``tuzdyk_count``, ...), or when every game has it (seeds per pit, the move limit).
  The board's structure (rows per side, seats in play, the sowing ring) never applies: changing it
  makes another game, and stays in the raw (advanced) list.

It also names the **presets**: the house rules and named variations the sources list for a game,
each as a set of options; and a short **message** for every refusal code and illegal-move reason
the API answers with. Everything here is data: no rule is decided by it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from engine.catalogue import resolve_rules
from engine.errors import InvalidOptions
from engine.options import dimension_value
from engine.rules import CaptureParity, DirectionKept, EmptyMover, EndCheck, GrandSlam, Laps, Rounds, Rules

if TYPE_CHECKING:
    from engine.catalogue import Variant
    from engine.options import OptionSpec

GROUPS: tuple[tuple[str, str], ...] = (
    ("board", "Board and seeds"),
    ("sowing", "Sowing"),
    ("captures", "Captures"),
    ("turns", "Turns"),
    ("ending", "End of the game"),
    ("rounds", "Match of rounds"),
)

# name: (group, label, help in plain words)
_WORDS: dict[str, tuple[str, str, str]] = {
    "seats": ("board", "Players", "How many people play."),
    "pits_per_side": ("board", "Pits per side", "How many pits each player has in a row."),
    "seeds_per_pit": ("board", "Seeds per pit", "How many seeds every pit holds at the start."),
    "rows_per_side": ("board", "Rows per player", "One row of pits each, or two (a front and a back row)."),
    "middle_row_pits": ("board", "Pits in the middle row",
                        "Three-row boards: how many pits of each player lie in the shared middle row (0: none)."),
    "start_empty_pits": ("board", "Pits that start empty", "Which pits of each player hold no seeds at the start."),
    "active_seats": ("board", "Sides in play", "Which sides of the board have a player."),
    "start_pits": ("board", "Seeds at the start", "How many seeds each of a player's pits holds at the start."),
    "pit_owners": ("board", "Who owns each pit",
                   "Which pits each player may sow from: their own side's, some of the other side's, or nobody's (centre holes)."),
    "start_store": ("board", "Seeds in the store", "Seeds each player keeps in the store, entered one a turn (Bao's namua)."),
    "nyumba": ("board", "House (nyumba)", "Which front-row pit is the house, with its own rules while it stands (-1: none)."),
    "bao_takasa_rules": ("turns", "Bao takasa rules", "Bao la Kiswahili's limits on moves that do not capture."),
    "takasia": ("turns", "Takasia", "After a move that captured nothing, the opponent may not move a threatened pit."),
    "direction": ("sowing", "Sowing direction", "Which way the seeds go round the board."),
    "direction_kept": ("sowing", "Direction kept",
                       "A direction chosen during the game and then kept: by each player, or the first choice for everyone."),
    "direction_chosen_turn": ("sowing", "Direction chosen at move",
                              "Your move (first or second) at which you choose the direction you then keep."),
    "sow_own_store": ("sowing", "Sow into your store", "Drop a seed into your own store as you pass it."),
    "origin": ("sowing", "The pit you started from",
               "What happens when a long sowing comes back round to the pit it started from."),
    "laps": ("sowing", "Keep sowing (relay)",
             "Whether the last seed landing in a full pit lifts that pit and sowing goes on."),
    "min_seeds_to_move": ("sowing", "Smallest move", "The fewest seeds a pit must hold to be played."),
    "relay_min_seeds": ("sowing", "Relay from big pits only",
                        "Sowing goes on only when the last seed makes its pit hold at least this many (0: any full pit)."),
    "relay_next_after_empty": ("sowing", "Move on only after an empty pit",
                               ("Sowing goes on from the next pit only when the last seed falls into an empty pit; "
                                "ending in a full pit ends the turn.")),
    "stop_holes": ("sowing", "Holes where you may stop (misoro)",
                   "A relay ending in one of these full pits of yours may stop there, if you choose, instead of sowing on."),
    "single_seed_moves_last": ("sowing", "Single seeds last",
                               "A lone seed may be played only when no pit holds more, and only into an empty pit."),
    "ring": ("sowing", "Sowing ring", "Whether seeds go round the whole board or only your own rows."),
    "en_passant_count": ("captures", "Capture on the way",
                         "A pit that reaches this many seeds while you sow is taken at once (0: never)."),
    "en_passant_taker": ("captures", "Who takes on the way", "Who gets a pit taken on the way: its owner or the sower."),
    "capture_beyond_empty": ("captures", "Capture past an empty pit",
                             ("When the next pit is empty, you take the pit after it (relaying from the pit "
                              "you ended in: only after ending in a full pit).")),
    "capture_next_after_empty": ("captures", "Capture after ending in an empty pit",
                                 ("Ending in an empty pit takes the pit after it; ending in a full pit moves on "
                                  "from the next pit.")),
    "relay_needs_next_occupied": ("sowing", "Relay only before a full pit",
                                  "A lap ending in a full pit sows on only when the next pit holds seeds."),
    "single_seed_into_empty": ("sowing", "Single seeds into empty pits",
                               "A lone seed may be played only into an empty pit."),
    "count_capture_relays_next": ("captures", "Sow on after a capture",
                                  "A lap that makes a capture count takes it and sows on from the next pit."),
    "wegue_count": ("captures", "Wegue (a pit marked for good)",
                    "A lap ending by making one of the opponent's pits hold this many makes it yours: nobody sows from it, its seeds are yours at the end."),
    "wegue_capture": ("captures", "Take from the opponent's wegue",
                      "A lap ending in the opponent's wegue takes up to this many of its seeds, and you play again."),
    "wegue_capture_min": ("captures", "Least in the opponent's wegue to take from it",
                          "Your last seed takes from the opponent's wegue only when it then holds at least this many."),
    "wegue_capture_ends_turn": ("captures", "Taking from the opponent's wegue ends the turn",
                                "A lap that takes from the opponent's wegue ends your turn instead of giving you another."),
    "wegue_pair": ("captures", "A wegue comes with the pit opposite",
                   "Making a wegue also makes the pit opposite it, on your own row, yours."),
    "wegue_blocked_row_ends": ("ending", "A row without a move ends the game",
                               "The game ends as soon as either row has seeds only in wegues."),
    "wegue_count_ends_lap": ("sowing", "Ending on the wegue count stops the relay",
                             "A lap ending by making any pit hold the wegue count stops there, on your own row too."),
    "wegue_sowing": ("sowing", "Wegues closed",
                     "Whether a wegue is sown into as any pit, or closed: made by a relay that sows its seeds on, then your seeds meant for it leave play and the opponent sows past it."),
    "wegue_last_pit": ("captures", "Wegue in the last pit",
                       "Whether a wegue may be made in the opponent's last pit (on their right)."),
    "capture_facing_empty": ("captures", "Capture opposite the empty pit",
                             "When the next pit is empty, you take the pit opposite it."),
    "capture_beyond_chain": ("captures", "Capture past empty pits in a chain",
                             "After a capture past an empty pit, every further empty-then-full pair gives its full pit too."),
    "cross_capture": ("captures", "Capture across",
                      "Ending in one of your own empty pits takes the seeds in the pit opposite."),
    "cross_capture_any_row": ("captures", "Capture across from either row",
                              "Ending in an empty pit on either side takes the seeds in the pit opposite."),
    "count_capture_to_owner": ("captures", "Counts go to the pit's owner",
                               "A count made by your last seed is taken by the owner of that pit, you or your opponent."),
    "void_when_neither_can_move": ("ending", "Neither can move: void",
                                   "When neither player can move, the game is void (a draw), to be played again."),
    "empty_row_loses": ("ending", "An emptied row loses",
                        "The player whose row is emptied loses at once, whoever emptied it."),
    "cross_capture_to_row_owner": ("captures", "Captures from the opponent's row are theirs",
                                   "Ending in an empty pit on your opponent's side gives them the seeds in your pit opposite."),
    "empty_capture": ("captures", "Capture across an empty pit",
                      "Ending in your own empty pit keeps that seed even when the pit opposite is empty."),
    "cross_capture_counts": ("captures", "Counts taken across",
                             "A capture across takes the pit opposite only when it holds one of these numbers of seeds."),
    "capture_includes_sowing_seed": ("captures", "Keep the capturing seed",
                                     "A capture across also takes the seed that made it."),
    "no_capture_plies": ("captures", "No captures at first",
                         "How many moves at the start of the game capture nothing (0: capture from the first move)."),
    "capture_counts": ("captures", "Capturing counts",
                       "Making an opponent's pit hold one of these numbers of seeds takes it."),
    "capture_parity": ("captures", "Capture even counts", "Making an opponent's pit hold an even number takes it."),
    "tuzdyk_count": ("captures", "Tuzdyk (a pit for good)",
                     "Making an opponent's pit hold this many makes it yours for the rest of the game (0: never)."),
    "tuzdyk_in_last_pit": ("captures", "Tuzdyk in the last pit", "A tuzdyk may be made in the opponent's last pit."),
    "tuzdyk_same_number": ("captures", "Tuzdyks facing each other",
                           "Both players may have their tuzdyk at the same pit number."),
    "capture_chain": ("captures", "Chain of captures",
                      "After a capture, the pits just before it that also hold a capturing count are taken too."),
    "count_capture_sides": ("captures", "Whose pits can be taken", "Captures by count take the opponent's pits, yours, or any."),
    "capture_chain_across_rows": ("captures", "Chain round the board",
                                  "A chain of captures goes on round the whole board."),
    "capture_chain_max": ("captures", "Longest chain",
                          "A chain of captures takes at most this many pits, the last one included (0: no limit)."),
    "capture_next_with_last_seed": ("captures", "Next-pit capture from the far row",
                                    "Only a sowing ending in the opponent's row captures the next pit, with its own last seed."),
    "capture_chain_into_own_row": ("captures", "Chain into your own row",
                                   "A chain begun in the opponent's row runs on back over your own row."),
    "single_seed_captures_opposite": ("captures", "A lone seed captures across",
                                      "Lifting a single seed first takes the pit opposite it, then the seed is sown."),
    "capture_targets": ("captures", "Which pits a capture takes", "The pit opposite, or the matching pits of the others."),
    "capture_precondition": ("captures", "When captures count",
                             "What your sowing must have reached before a capture across is allowed."),
    "capture_chain_forward": ("captures", "Capture onwards",
                              "After a capture across, keep taking along your row while your pits are empty."),
    "count_capture_opposite": ("captures", "Take the opposite pits too",
                               "A count capture also takes the pit opposite each pit it takes."),
    "capture_also": ("captures", "Also taken with a capture",
                     ("Pits a capture takes besides the pit it captures: the pit opposite, or the neighbours "
                      "holding a capturing count.")),
    "capture_chosen_holes": ("captures", "Holes of your choice",
                             "After a capture you also take this many of the opponent's holes, choosing each (0: none)."),
    "capture_chosen_after": ("captures", "Which captures earn them",
                             ("Every capture, only one that took both the front hole and the back hole behind it, "
                              "or every turn ending in an empty front hole.")),
    "column_capture": ("captures", "Capture a column", "Ending in a full front pit takes the opponent's two pits of that column."),
    "captured_sown_from": ("captures", "Captured seeds sown from", "Where the seeds of a column capture are sown on."),
    "reverse_capture_pits": ("captures", "Reverse-capture pits", "Pits that may sow the other way when that captures at once."),
    "opening_arrangement": ("board", "Arrange the seeds first", "Each player places their seeds as they like before the first move."),
    "opening_plies": ("turns", "Opening moves",
                      "How many moves at the start of the game are sown from the opening pits (0: no opening)."),
    "opening_pits": ("turns", "Opening pits", "The pits the opening moves are sown from (your right-hand pit is the last)."),
    "bao_captures": ("captures", "Bao captures", "Facing full front pits are captured and the seeds sown on."),
    "front_row_first": ("turns", "Front row first", "The back row may be played only when the front row cannot."),
    "lose_with_empty_front_row": ("ending", "Empty front row loses", "A player whose front row is empty loses."),
    "last_seeds_to_capturer": ("ending", "Last seeds to the capturer",
                               "When this few seeds are left after a capture, the capturer takes them (0: never)."),
    "grand_slam": ("captures", "Grand slam",
                   "What happens when a move would capture every seed on the opponent's side."),
    "only_grand_slams_to_mover": ("ending", "Only grand slams left",
                                  ("When every move would be a forbidden grand slam: the player to move takes the seeds "
                                  "left, or they go as at any other end.")),
    "extra_turn_on_store": ("turns", "Extra turn", "Ending your sowing in your own store gives you another turn."),
    "must_feed": ("turns", "Feed the opponent",
                  "Whether you must give seeds to an opponent who has none, or never leave them without."),
    "empty_mover": ("turns", "Nothing to play", "What happens when the player to move has no seeds."),
    "end_check": ("ending", "When an empty side ends the game", "At once, or when that player is due to move."),
    "sweep": ("ending", "Seeds left at the end", "Who gets the seeds still on the board when the game ends."),
    "capture_majority_wins": ("ending", "Majority wins", "Holding more than half of all seeds wins at once."),
    "majority_sweep": ("ending", "Seeds left at a majority",
                       "When a majority ends the game: the seeds on the board go to their row's owner, or are not counted."),
    "majority_at_half": ("ending", "Half wins", "Reaching half of all seeds first is enough to win."),
    "repetition_count": ("ending", "Repetitions",
                         "The same position coming back this many times ends the game (0: never)."),
    "cycle_split": ("ending", "Sharing at a repetition",
                    "How the seeds on the board are shared when a repetition, an agreement or the move limit ends the game."),
    "agreed_end": ("ending", "End by agreement", "The players may agree to end the game."),
    "max_plies": ("ending", "Move limit", "The game ends after this many moves (the seeds on the board are shared)."),
    "rounds": ("rounds", "Rounds", "One game, or a match of several rounds."),
    "board_sizes": ("rounds", "Smaller boards", "The board sizes a losing player may move down to."),
    "match_loss_seeds": ("rounds", "Out of the match", "A player left with this few seeds loses the match."),
    "round_starter": ("rounds", "Who starts a round", "The winner of the last round, or each player in turn."),
    "max_rounds": ("rounds", "Most rounds", "The match ends after this many rounds."),
}

# the words for each value of a choice dimension
_CHOICES: dict[str, dict[str, str]] = {
    "direction": {"ccw": "Anticlockwise", "cw": "Clockwise", "player_choice": "Either way, the player chooses"},
    "direction_kept": {"none": "No", "each_player": "Each player keeps the direction they choose",
                       "both_same": "The first choice holds for everyone, the same way",
                       "both_opposite": "The first choice holds for everyone, the other player the opposite way"},
    "origin": {"sow_into": "Sow into it as usual", "skip_turn_origin": "Skip it",
               "skip_lap_origin": "Skip the pit each lap started from",
               "first_seed_into_origin": "The first seed goes back into it",
               "first_seed_into_every_lap": "The first seed of every lap goes back into its pit",
               "first_seed_into_store": "The first seed of every lap goes into your store"},
    "laps": {"single": "No: one sowing a turn", "relay": "Yes, lift the pit and go on",
             "relay_reverse": "Yes, back the other way", "relay_next": "Yes, from the next pit"},
    "en_passant_taker": {"owner": "The pit's owner", "sower": "The player sowing",
                         "sower_own_pits": "The player sowing, in their own pits only",
                         "sower_opponent_pits": "The player sowing, in the opponent's pits only"},
    "must_feed": {"none": "No", "leave_seeds": "Leave them seeds if you can", "sow_seeds": "Sow seeds into their row",
                  "always_leave_seeds": "Never leave them without seeds, if you can help it"},
    "empty_mover": {"game_ends": "The game ends", "pass": "They pass", "loses": "They lose",
                    "wins": "They win: they cleared their pits"},
    "end_check": {"immediate": "At once", "at_turn_start": "When that player is due to move",
                  "singles": "When that player is due to move, or when no pit holds more than one seed"},
    "majority_sweep": {"owner": "Each player keeps the seeds on their side", "none": "Not counted: the stores decide"},
    "sweep": {"owner": "Each player keeps the seeds on their side", "cleared_player": "The player who emptied their side",
              "last_mover": "The player who moved last", "none": "Nobody: they are not counted"},
    "grand_slam": {"no_capture": "Allowed, but nothing is captured", "forbidden": "Not allowed",
                   "capture_all": "Allowed, everything is captured", "capture_then_feed": "Capture, then feed the opponent",
                   "opponent_gets_remaining": "The opponent gets the seeds left",
                   "leave_leftmost": "Capture all but the pit on your left (the opponent's last pit)",
                   "leave_rightmost": "Capture all but the pit on your right (the opponent's first pit)",
                   "leave_rightmost_of_several": "Capture all but the pit on your right, unless only one pit is taken"},
    "cycle_split": {"own_side": "Each keeps the seeds on their side", "halves": "Shared in halves",
                    "discard": "Not counted", "draw": "The game is a draw"},
    "capture_precondition": {"none": "Always", "opposite_sown": "Only if you sowed the pit opposite this turn",
                             "opponent_row_sown": "Only if you sowed the opponent's row this turn",
                             "own_store_sown": "Only after going round the board once"},
    "capture_targets": {"opposite": "The pit opposite", "corresponding": "The matching pit of every other player",
                        "facing_seat": "The facing pit of the player across",
                        "facing_seat_same_index": "The same-numbered pit of the player across",
                        "front_and_back": "The front pit opposite, then the back pit behind it",
                        "front_and_back_each": "The front pit opposite and the back pit behind it, each if full",
                        "back_behind_empty_front": "The back pit behind an empty front pit opposite"},
    "capture_parity": {"none": "No", "even": "Yes"},
    "count_capture_sides": {"opponent": "The opponent's", "own": "Your own", "any": "Anyone's"},
    "capture_also": {"none": "Nothing more", "opposite": "The pit opposite",
                     "neighbours_at_count": "The pits beside it holding a capturing count"},
    "rounds": {"none": "One game", "redistribute": "Rounds, seeds shared out again", "territory": "Rounds, pits won and lost",
               "refill": "Rounds, pits that cannot be refilled out of play"},
    "round_starter": {"winner": "The winner", "alternate": "Each player in turn"},
    "capture_chosen_after": {"capture": "Every capture", "front_and_back": "A capture of the front and back holes",
                             "front_row_end": "Every turn ending in an empty front hole"},
    "column_capture": {"none": "No", "both_occupied": "When both pits hold seeds", "front_occupied": "When the front pit holds seeds"},
    "ring": {"all_seats": "The whole board", "own_seat": "Only your own rows"},
    "wegue_sowing": {"sown": "Sown into as any pit", "closed": "Closed: your seeds leave play, the opponent sows past"},
    "captured_sown_from": {"next_pit": "The pit after the capturing pit", "lap_start": "Where the capturing lap began",
                           "lap_origin": "Into the pit the capturing lap came from"},
}

_NEUTRAL = Rules()

# every game has these: a player may always want a shorter game or another seed count
_ALWAYS = frozenset({"seeds_per_pit", "max_plies", "agreed_end", "repetition_count", "cycle_split"})
# the board's structure: another game, not a house rule
_STRUCTURE = frozenset({"rows_per_side", "middle_row_pits", "start_empty_pits", "active_seats", "ring", "rounds", "bao_captures", "seats",
                        "opening_arrangement", "start_pits", "start_store", "nyumba", "bao_takasa_rules",
                        "takasia", "pit_owners"})


def _count_capture(rules: Rules) -> bool:
    return bool(rules.capture_counts) or rules.capture_parity is not CaptureParity.NONE


# a dimension that refines another applies where that one is in use
_REFINES: dict[str, Callable[[Rules], bool]] = {
    "empty_capture": lambda r: r.cross_capture,
    "cross_capture_counts": lambda r: r.cross_capture,
    "cross_capture_any_row": lambda r: r.cross_capture,
    "cross_capture_to_row_owner": lambda r: r.cross_capture_any_row,
    "empty_row_loses": lambda r: r.end_check is EndCheck.IMMEDIATE,
    "void_when_neither_can_move": lambda r: r.empty_mover is EmptyMover.GAME_ENDS,
    "count_capture_to_owner": lambda r: bool(r.capture_counts) or r.capture_parity is not CaptureParity.NONE,
    "capture_includes_sowing_seed": lambda r: r.cross_capture,
    "count_capture_opposite": lambda r: r.capture_chain_across_rows,
    "capture_also": lambda r: _count_capture(r) or r.capture_beyond_empty,
    "capture_targets": lambda r: r.cross_capture and (r.seats > 2 or r.rows_per_side == 2),
    "capture_precondition": lambda r: r.cross_capture,
    "capture_chain": _count_capture,
    "capture_chain_max": lambda r: r.capture_chain and _count_capture(r),
    "capture_chain_into_own_row": lambda r: r.capture_chain_across_rows,
    "count_capture_sides": _count_capture,
    "grand_slam": _count_capture,
    "majority_sweep": lambda r: r.capture_majority_wins,
    "majority_at_half": lambda r: r.capture_majority_wins,
    "opening_pits": lambda r: r.opening_plies > 0,
    "capture_chosen_after": lambda r: r.capture_chosen_holes > 0,
    "only_grand_slams_to_mover": lambda r: r.grand_slam is GrandSlam.FORBIDDEN,
    "tuzdyk_in_last_pit": lambda r: r.tuzdyk_count() > 0,
    "tuzdyk_same_number": lambda r: r.tuzdyk_count() > 0,
    "en_passant_taker": lambda r: r.en_passant_count > 0,
    "capture_beyond_empty": lambda r: r.laps is Laps.RELAY_NEXT or (r.laps is Laps.RELAY and not r.sow_own_store),
    "capture_beyond_chain": lambda r: r.capture_beyond_empty,
    "capture_next_after_empty": lambda r: r.laps is Laps.RELAY_NEXT or r.laps is Laps.RELAY,
    "capture_next_with_last_seed": lambda r: r.capture_next_after_empty,
    "capture_facing_empty": lambda r: r.laps is Laps.RELAY_NEXT,
    "relay_min_seeds": lambda r: r.laps is Laps.RELAY,
    "relay_next_after_empty": lambda r: r.laps is Laps.RELAY_NEXT,
    "relay_needs_next_occupied": lambda r: r.laps is Laps.RELAY and not r.sow_own_store,
    "count_capture_relays_next": lambda r: r.laps is Laps.RELAY and _count_capture(r),
    "stop_holes": lambda r: r.laps is Laps.RELAY,
    "direction_chosen_turn": lambda r: r.direction_kept is not DirectionKept.NONE,
    "wegue_capture": lambda r: r.wegue_count > 0,
    "wegue_capture_min": lambda r: r.wegue_capture > 0,
    "wegue_count_ends_lap": lambda r: r.wegue_count > 0 and r.laps is not Laps.SINGLE,
    "wegue_capture_ends_turn": lambda r: r.wegue_capture > 0,
    "wegue_pair": lambda r: r.wegue_count > 0,
    "wegue_blocked_row_ends": lambda r: r.wegue_count > 0,
    "wegue_sowing": lambda r: r.wegue_count > 0,
    "wegue_last_pit": lambda r: r.wegue_count > 0,
    "extra_turn_on_store": lambda r: r.sow_own_store,
    "board_sizes": lambda r: r.rounds is not Rounds.NONE,
    "match_loss_seeds": lambda r: r.rounds is not Rounds.NONE,
    "round_starter": lambda r: r.rounds is not Rounds.NONE,
    "max_rounds": lambda r: r.rounds is not Rounds.NONE,
}


def words(name: str) -> tuple[str, str, str]:
    """``(group, label, help)`` of a rule dimension."""
    return _WORDS[name]


def choice_labels(name: str) -> dict[str, str]:
    return dict(_CHOICES.get(name, {}))


def applies(variant: Variant, name: str) -> bool:
    """Whether option ``name`` matters in ``variant``'s game (see the module docstring)."""
    if name == "seats":
        return len(variant.seats) > 1 and variant.players_option == "seats"
    if name in variant.house_rules:
        return True
    if name in _STRUCTURE:
        return False
    rules = variant.rules
    if name == "seeds_per_pit" and rules.start_pits:
        return False  # the start is given pit by pit (Bao la Kiswahili)
    if name in _ALWAYS or dimension_value(rules, name) != dimension_value(_NEUTRAL, name):
        return True
    refines = _REFINES.get(name)
    return bool(refines and refines(rules))


def option_json(variant: Variant, spec: OptionSpec) -> dict[str, Any]:
    """An option document with the player words: ``label``, ``group``, ``help``, ``applies`` and,
    for a choice, ``choice_labels``."""
    out = spec.to_json()
    if spec.name in _WORDS:
        group, label, help_text = _WORDS[spec.name]
        out.update(label=label, group=group, help=help_text, applies=applies(variant, spec.name))
        if spec.name in _CHOICES:
            out["choice_labels"] = choice_labels(spec.name)
    else:  # a named variation of the sources (an option that sets several dimensions at once)
        label, help_text = _VARIATIONS.get(spec.name, (spec.name.replace("_", " ").capitalize(), ""))
        out.update(label=label, group="variations", help=help_text or _plain(spec.description), applies=True)
    return out


# the named variations of the sources, in plain words
_VARIATIONS: dict[str, tuple[str, str]] = {
    "players": ("Players", "How many people play (2, 3 or 4)."),
    "three_balls": ("Faster game", "Start with 3 balls in each pocket."),
    "five_balls": ("Longer game", "Start with 5 balls in each pocket."),
    "faster_game": ("First to clear ends it", "The game ends when a player has cleared all their pockets; balls left are not counted."),
    "no_captures": ("No captures", "A last ball in your own empty pocket just ends the turn."),
    "no_last_ball": ("Capturing ball stays", "Captures, but the capturing ball stays in its pocket."),
    "no_free_turns": ("No free turns", "A last ball in your own reservoir earns no free turn."),
    "v1_touch_move": ("V1 touch-move", "Once a stone is touched that hole must be played (always the case here)."),
    "v2_three_stones": ("V2 three stones", "Start with 3 stones in each hole."),
    "v3_capturing_stone_stays": ("V3 capturing stone stays", "The capturing stone remains on the board."),
    "v4_first_cleared_ends": ("V4 first to clear ends it", "The first player to clear their holes ends the game; stones left are not counted."),
    "v5_skip_houses": ("V5 skip the houses", "Houses are skipped while sowing: capture is the only way to score."),
    "v6_one_opposing_hole": ("V6 one opposing hole", "With 4 players, capture only from the one hole of the player across."),
    "v7_must_feed_next": ("V7 feed the next player", "If the next player's holes are empty you must leave them a stone."),
    "v8_lone_stone_captured": ("V8 lone stone captured", "With the holes opposite empty, the capturing stone still goes to your house."),
    "v9_relay": ("V9 relay", "A last stone in a full hole lifts it and sowing goes on."),
    "v10_capture_fours": ("V10 capture fours", "A last stone making one of your holes hold 4 captures those four."),
    "holes": ("Holes in a row", "The board: 6, 7, 8 or 10 holes in each row, with as many shells in each hole."),
}

_DEVELOPER = re.compile(r"\s*\([^()]*(?:[a-z]_[a-z]|=)[^()]*\)")


def _plain(text: str) -> str:
    """A description without its developer parentheses (``(seeds_per_pit=3)``)."""
    return _DEVELOPER.sub("", text)


def presets(variant: Variant) -> list[dict[str, Any]]:
    """The house rules and named variations the sources list for ``variant``, each a ready set of
    options: a named variation as itself; a yes/no house rule turned the other way; a choice house
    rule once for each of its other values. Number-valued house rules (seeds, repetitions) are
    plain options, not presets."""
    out: list[dict[str, Any]] = []
    for variation in variant.variations:
        if variation.name == variant.players_option:
            continue
        label, help_text = _VARIATIONS.get(variation.name, (variation.name, _plain(variation.description)))
        other = next(k for k, _ in variation.values if k != variation.default)
        out.append({"id": variation.name, "label": label, "description": help_text, "options": {variation.name: other}})
    specs = {spec.name: spec for spec in variant.options}
    for name in sorted(variant.house_rules):
        spec = specs.get(name)
        if spec is None or name not in _WORDS or name in _STRUCTURE:
            continue
        _, label, help_text = _WORDS[name]
        if spec.kind == "boolean":
            value = not spec.default
            out.append({"id": f"{name}-{'on' if value else 'off'}", "label": f"{label}: {'yes' if value else 'no'}",
                        "description": help_text, "options": {name: value}})
        elif spec.kind == "enum":
            for choice in spec.choices:
                if choice == spec.default:
                    continue
                out.append({"id": f"{name}-{choice}", "label": f"{label}: {_CHOICES[name][choice].lower()}",
                            "description": help_text, "options": {name: choice}})
    return [preset for preset in out if _playable(variant, preset["options"])]


def _playable(variant: Variant, options: Mapping[str, object]) -> bool:
    """Whether the engine plays ``variant`` with ``options`` (a house rule that needs another
    board, e.g. a 4-seat capture on a 3-seat game, is left out)."""
    try:
        resolve_rules(variant.id, options)
    except InvalidOptions:
        return False
    return True


def player_name(variant: Variant) -> str:
    """The game's name for players: without the source code (``Owari (seed 000)`` is ``Owari``)."""
    return _PLAYER_NAMES.get(variant.id) or re.sub(r"\s*\(seed [^)]*\)", "", variant.name)


_PLAYER_NAMES: dict[str, str] = {
    "mancala-hybrid": "Mancala (Kalah sowing, Oware captures)",
}

#: a short message for players, for every problem ``code`` and illegal-move ``reason`` the API gives
MESSAGES: Mapping[str, str] = {
    # illegal-move reasons
    "not-your-pit": "That pit is not yours: play one of your own pits.",
    "not-your-turn": "It is not your turn.",
    "empty-pit": "That pit is empty: choose a pit with seeds.",
    "too-few-seeds": "That pit has too few seeds to play.",
    "capture-required": "You must capture this turn: choose a pit that captures.",
    "front-row-first": "Play from your front row while you can.",
    "opening-pit": "The game's first moves are sown from the opening pits only.",
    "front-row-only": "While you still have seeds in your store, put one into a pit of your front row.",
    "kichwa-rule": "A capture near an end is sown from the nearest end pit (kichwa): choose that direction.",
    "kichwa-inward": "Sow that end pit (kichwa) along your front row.",
    "takasa-restricted": "Use a pit with two or more seeds, and your house only when no other front pit has seeds.",
    "no-safari": "Stopping in your house (safari) is only possible when your capture ends there.",
    "takasia": "Your opponent threatens that pit: play another one (takasia).",
    "single-seed-blocked": "A single seed may be played only when no pit holds more, and only into an empty pit.",
    "must-feed": "Your opponent has no seeds: you must play a pit that gives them some.",
    "must-leave-seeds": "That move would leave your opponent without seeds: play one that leaves them some.",
    "grand-slam-forbidden": "That move would take all your opponent's seeds, which is not allowed.",
    "direction-required": "Choose which way to sow.",
    "direction-not-allowed": "In this game the direction cannot be chosen.",
    "reverse-capture-only": "Sow the other way only from a reverse-capture pit, and only when it captures at once.",
    "no-round-decision": "That choice is only made between rounds.",
    "round-decision-required": "The round is over: make the choice for the next round first.",
    "board-size-not-allowed": "That board size is not allowed now.",
    "invalid-arrangement": "Those seeds cannot be arranged that way.",
    "invalid-choice": "That choice is not allowed.",
    "take-required": "Your capture earned holes of your choice: take one of your opponent's holes first.",
    "invalid-take": "Take one of your opponent's holes that holds seeds.",
    "no-take": "A hole is taken only after a capture that earns one.",
    "relay-choice-required": "Your sowing ended in one of your stop holes: stop there or sow on first.",
    "no-relay-choice": "You choose to stop or sow on only when a sowing ends in one of your stop holes.",
    "agreed-end-off": "In this game the players cannot agree to end it.",
    "no-agreement-between-rounds": "Between rounds, make the round's choice first.",
    "end-already-proposed": "Ending the game is already proposed: now make your move.",
    "no-end-proposed": "Nobody has proposed to end the game.",
    # problem codes
    "illegal-move": "That move is not allowed.",
    "game-over": "The game is over: start a new one.",
    "malformed-move": "That move could not be read.",
    "invalid-options": "Those options cannot be played together.",
    "invalid-option": "That option has a value it cannot take.",
    "unknown-option": "That option does not exist.",
    "invalid-position": "That position is not possible in this game.",
    "unknown-variant": "There is no such game.",
    "unknown-rules-version": "That version of the rules is not served here.",
    "rules-error": "The rules refused the request.",
    "limit-exceeded": "That request is too large for the service.",
    "overloaded": "The service is busy with other analyses; try again in a moment.",
    "invalid-signature": "The game was changed outside the service: start again from a signed position.",
    "invalid-chain": "The game's history does not match its signatures.",
    "invalid-request": "The request was not understood.",
    "invalid-field": "A value in the request is not valid.",
    "missing-field": "A value the request needs is missing.",
    "unknown-field": "The request has a value the service does not know.",
    "malformed-record": "That game record could not be read.",
    "bad-request": "The request was not understood.",
    "not-found": "Not found.",
    "method-not-allowed": "That request is not allowed here.",
    "not-acceptable": "The service cannot answer in that format.",
    "payload-too-large": "That request is too large.",
    "unsupported-media-type": "The service reads JSON only.",
    "rate-limited": "Too many requests: wait a moment and try again.",
    "internal-error": "The service failed; please try again.",
}
