"""The rule dimensions of docs/rulings.md#rule-dimensions as one typed, frozen, validated object.

A variant is nothing but a ``Rules`` value (plus its citation, see ``catalogue.py``);
a house rule is the same value with some fields changed. Every field is a named
dimension of the taxonomy shared by many games, or one family's optional section
(``BaoRules``, ``TuzdykRules``, ``OmwesoRules``; when a dimension is core and when it is a
section: engine/variants/README.md). ``Rules.problems()`` lists every combination the engine
cannot honour, with the reason. Clients see one flat list of options either way
(``engine.options.DIMENSIONS``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Final

from engine.errors import Violation


class Direction(enum.Enum):
    """Which way seeds travel (docs/rulings.md#conventions: CCW is "to the right", towards the own store)."""

    CCW = "ccw"
    CW = "cw"
    PLAYER_CHOICE = "player_choice"


class DirectionKept(enum.Enum):
    """Whether a sowing direction chosen during the game is kept for the rest of it
    (``direction_kept``; the position carries each seat's direction, ``Position.directions``)."""

    NONE = "none"
    """No: ``direction`` alone says which way every move is sown."""
    EACH_PLAYER = "each_player"
    """Each player chooses their own direction at their ``direction_chosen_turn``-th move and keeps
    it (Namudilakunze, Smith and Dale 1920 via Ludii: "On the second turn, the player may sow in
    either direction, but must continue in the chosen direction for the rest of the game")."""
    BOTH_SAME = "both_same"
    """The first choice made binds every player, the same way (the direction chosen at the first
    move holds for the whole game)."""
    BOTH_OPPOSITE = "both_opposite"
    """The first choice made binds every player, the others the opposite way (Olinda, Russ 1984:
    the direction chosen at the first move kept by both for the game, opposite ways)."""


class Origin(enum.Enum):
    """What a lap does when it comes round to a pit a sowing started from."""

    SOW_INTO = "sow_into"
    """The origin is sown like any other pit (Kalah, Basic Game)."""
    SKIP_TURN_ORIGIN = "skip_turn_origin"
    """The pit the turn started from is skipped by every lap (Oware, seed 000's Ayoayo reading)."""
    SKIP_LAP_ORIGIN = "skip_lap_origin"
    """Each lap skips the pit that lap started from (Ayoayo D-5)."""
    FIRST_SEED_INTO_ORIGIN = "first_seed_into_origin"
    """The first seed goes back into the origin; a single seed moves on (Nam Nam option, Togyz)."""
    FIRST_SEED_INTO_EVERY_LAP = "first_seed_into_every_lap"
    """The first seed of every lap, relay laps included, goes back into the pit that lap was lifted
    from; a single seed moves on (Djenon Aboure: "The first seed of each lap must be placed in the
    hole that had just been emptied")."""
    FIRST_SEED_INTO_STORE = "first_seed_into_store"
    """The first seed of every lap, relay laps included, goes into the mover's store, the others are sown
    on from the next pit as usual; the lap's own pit is sown like any other (Sokusowó, Valdez 2023 via
    MancalaGames: "Put the first seed of each lap into your own store"). Needs moves of two seeds or more."""


class Laps(enum.Enum):
    """Whether a sowing continues after its last seed lands in an occupied pit."""

    SINGLE = "single"
    RELAY = "relay"
    """Pick up the landing pit and sow on in the same direction (Ayoayo, Nam Nam, Bao)."""
    RELAY_REVERSE = "relay_reverse"
    """Pick up the landing pit and sow back the other way (Giuthi)."""
    RELAY_NEXT = "relay_next"
    """Pick up the pit after the landing pit and sow on from there; an empty next pit ends the
    turn (Pallanguzhi: "he takes the counters from the next cup and continues")."""


class EnPassantTaker(enum.Enum):
    """Who takes the seeds of a pit that sowing makes hold ``en_passant_count``."""

    OWNER = "owner"
    """The player on whose side (Nam Nam: who owns the hollow) the pit is."""
    SOWER = "sower"
    """The player who is sowing (Indianetzone's Pallanguli: "the player who dropped the seed")."""
    SOWER_OWN_PITS = "sower_own_pits"
    """Only a pit the sower owns is taken, by the sower; a count made in another player's pit stays
    (J'erin: "If at any point in the sowing a hole in the player's own row is made to contain four
    counters, they are taken")."""
    SOWER_OPPONENT_PITS = "sower_opponent_pits"
    """Only a pit of the sower's opponent is taken, by the sower; a count made in the sower's own pit
    stays (Wouri, Béart 1955 via Ludii: "the contents of any hole in the opponent's row which a
    player causes to contain four counters are captured")."""


class MustFeed(enum.Enum):
    """What a player must do when the opponent has no seeds at the start of the turn."""

    NONE = "none"
    LEAVE_SEEDS = "leave_seeds"
    """Only moves after which the opponent has at least one seed are legal (Oware, Ayoayo)."""
    SOW_SEEDS = "sow_seeds"
    """Only moves that sow at least one seed into the opponent's row are legal (seed 001)."""
    ALWAYS_LEAVE_SEEDS = "always_leave_seeds"
    """At every turn, whatever the opponent holds, only moves after which the opponent has at least
    one seed are legal; when no move does, any move may be played (J'odu, Murray 1951 via Ludii: "A
    player must play so that the opponent is able to play on their next turn, if possible")."""


class EmptyMover(enum.Enum):
    """What happens when the player to move has no seeds in their pits."""

    GAME_ENDS = "game_ends"
    PASS = "pass"
    LOSES = "loses"
    """The player who cannot move loses the game (Bao: "unable to move")."""
    WINS = "wins"
    """The player who has no seeds left in their pits at the start of their turn has cleared them
    and wins the game (Wauri of the Cayman Islands: "The game ends when a player can no longer move.
    That player wins")."""


class EndCheck(enum.Enum):
    """When an empty row ends the game."""

    IMMEDIATE = "immediate"
    """After every move, any empty row ends the game (Wikipedia Kalah)."""
    AT_TURN_START = "at_turn_start"
    """Only the row of the player to move matters, by the ``empty_mover`` rule (Ludii Kalah)."""
    SINGLES = "singles"
    """As ``at_turn_start``, and the game also ends at the start of a turn when no pit holds more
    than one seed (Herskovits's Awari of Suriname: "The game ends when players have holes with
    only empty and single counters"); the seeds left are scored by ``sweep``."""


class Sweep(enum.Enum):
    """Who receives the seeds left in the pits when the game ends."""

    OWNER = "owner"
    """Seeds go to the player on whose side they lie."""
    CLEARED_PLAYER = "cleared_player"
    """The player whose row is empty takes the seeds on the other row (Basic Game D-2)."""
    LAST_MOVER = "last_mover"
    """The player who moved last takes them all (Russ's Ayoayo)."""
    NONE = "none"
    """They are not counted."""


class GrandSlam(enum.Enum):
    """Count captures that would leave the opponent with no seeds (docs/rules/oware.md)."""

    NO_CAPTURE = "no_capture"
    FORBIDDEN = "forbidden"
    CAPTURE_ALL = "capture_all"
    CAPTURE_THEN_FEED = "capture_then_feed"
    OPPONENT_GETS_REMAINING = "opponent_gets_remaining"
    LEAVE_LEFTMOST = "leave_leftmost"
    LEAVE_RIGHTMOST = "leave_rightmost"
    LEAVE_RIGHTMOST_OF_SEVERAL = "leave_rightmost_of_several"
    """A grand slam taking two or more pits leaves the one on the mover's right (the opponent's first pit); one
    pit alone is captured (Olowuka as MancalaGames gives it: "Grand Slam capture of more than one hole is
    permitted but the righmost hole (from sower perspective) is not captured. A single hole capture is
    performed.")."""


class MajoritySweep(enum.Enum):
    """What a capture-majority ending (``capture_majority_wins``) does with the seeds left on the board."""

    OWNER = "owner"
    """Each row's seeds go to the row's owner (Oware: "seeds still on the board then go to the owner of the
    side they lie on")."""
    NONE = "none"
    """They are not counted: the stores as they stand are the final scores (Togyz tournaments record 82:43,
    docs/rulings.md D-23)."""


class CycleSplit(enum.Enum):
    """How the seeds on the board are shared when a repeated position, an agreement or the move
    limit ends the game."""

    OWN_SIDE = "own_side"
    HALVES = "halves"
    DISCARD = "discard"
    DRAW = "draw"
    """The game is drawn whatever the stores hold (seed 001 "it's a stalemate")."""


class CapturePrecondition(enum.Enum):
    """What must have happened during the turn for a cross capture to be made."""

    NONE = "none"
    OPPOSITE_SOWN = "opposite_sown"
    """The opposite pit received at least one seed during this turn (Giuthi seed text, D-9)."""
    OPPONENT_ROW_SOWN = "opponent_row_sown"
    """Some pit of the opponent was sown this turn; if none was, the mover moves again (Russ's Giuthi)."""
    OWN_STORE_SOWN = "own_store_sown"
    """The mover's own store received a seed this turn, so the sowing has gone round the board
    (Indonesian congklak: a capture needs "you have gone around the board at least one time");
    if it has not, the last seed stays and nothing is captured."""


class CaptureTargets(enum.Enum):
    """Which pits a cross capture from the mover's pit ``j`` takes."""

    OPPOSITE = "opposite"
    """Two seats: the other seat's pit ``n-1-j`` (docs/rulings.md#conventions)."""
    CORRESPONDING = "corresponding"
    """Pit ``j`` of every other active seat; on a two-seat board the opposite pit (seed 002)."""
    FACING_SEAT = "facing_seat"
    """Four seats: only the seat across (seat+2), its pit ``n-1-j`` (seed 002 V6, D-16)."""
    FACING_SEAT_SAME_INDEX = "facing_seat_same_index"
    """Four seats: only the seat across (seat+2), its pit ``j`` (V6 option ``same_index``)."""
    FRONT_AND_BACK = "front_and_back"
    """Two rows per seat (Tsoro): the opponent's front pit facing the mover's front pit ``j`` and,
    when that front pit holds seeds, the opponent's back pit behind it (Matthews 1964 via Ludii:
    "only if there was first a capture from the inner row hole")."""
    FRONT_AND_BACK_EACH = "front_and_back_each"
    """Two rows per seat (Tshuba): the opponent's front pit facing the mover's front pit ``j`` and the
    back pit behind it, each taken when it holds seeds, the back pit also behind an empty front pit
    (Junod 1912 via Ludii: "the contents of the opponent's hole in the inner row opposite it are
    captured, and if there are counters also in the corresponding outer row hole, these are also
    captured"; Ludii's program takes each hole that is occupied)."""
    BACK_BEHIND_EMPTY_FRONT = "back_behind_empty_front"
    """Two rows per seat (Sute): the opponent's back pit behind the front pit facing the mover's
    front pit ``j``, taken only when that front pit is empty (Sanderson 1913 via Ludii: "When a
    counter lands in a hole in the inner row and the opponent's opposite inner row hole is empty,
    the contents of the opponent's opposite outer row hole are captured")."""


class ChosenHolesAfter(enum.Enum):
    """Which captures earn ``capture_chosen_holes``: holes of the opponent's that the capturer
    chooses and takes too, one a ply (phase ``take``)."""

    CAPTURE = "capture"
    """Every capture across (Tsoro (Additional Capture), Matthews 1964 via Ludii: "The player then
    captures again, from the agreed-upon number of extra holes, chosen from any of the opponent's
    holes")."""
    FRONT_AND_BACK = "front_and_back"
    """Only a capture that took both holes of the column, the front hole and the back hole behind
    it (Msuwa, Sanderson 1913 via Ludii: "If counters in the inner and outer row are captured, the
    player may also capture counters from two other holes on the opponent's side of the board")."""
    FRONT_ROW_END = "front_row_end"
    """Every turn that ends in an empty hole of the mover's front row, whether it captured anything
    or not (Tshuba, Junod 1912 as Ludii's program plays it: a lap ending in an empty inner-row hole
    takes the facing holes that hold counters and then "another hole from the opponent's side of
    the board of their choosing")."""


class CaptureParity(enum.Enum):
    """Captures by the parity of the count the last seed makes in an opponent's pit."""

    NONE = "none"
    EVEN = "even"
    """An even count (2, 4, 6, …) is captured (Togyz Kumalak: "the number of stones in the pit
    becomes even")."""


class CaptureAlso(enum.Enum):
    """Which pits a capture where the sowing ended (a count capture, or the pit beyond an empty pit)
    takes besides the pits it captures, each placed relative to a captured pit."""

    NONE = "none"
    OPPOSITE = "opposite"
    """The pit opposite each captured pit, whatever it holds (Ali Guli Mane, Mancala World: "In
    addition, he captures the contents of the hole opposite to that hole")."""
    NEIGHBOURS_AT_COUNT = "neighbours_at_count"
    """The pits on either side of each captured pit in its own row (never round a row's end), each
    when it holds a capture count (Erherhe, Avelot 1906 via Ludii: "The player also captures the
    contents of any adjacent holes in the opponent's row if they also contain two or four
    counters")."""


class CountSides(enum.Enum):
    """On whose pits a count capture (``capture_counts``) is made."""

    OPPONENT = "opponent"
    OWN = "own"
    ANY = "any"


class Rounds(enum.Enum):
    """Whether a game is one round or a match of rounds."""

    NONE = "none"
    REDISTRIBUTE = "redistribute"
    """Giuthi: the round's loser arranges their seeds on a board they may shorten, the winner
    mirrors it, the winner's surplus stays in their store."""
    TERRITORY = "territory"
    """Nam Nam: every hollow is refilled with 4; the round's winner owns the hollows it can fill
    and chooses which of the opponent's it takes."""
    REFILL = "refill"
    """Pallanguzhi, Congkak, Ohvalhu (docs/rulings.md D-24): each player refills their own pits from
    their store, ``seeds_per_pit`` each, from their left, as far as the store allows; the rest stays
    in the store, and the pits left empty are out of play (ruined, burnt) for that round: sowing
    skips them and they are never moved from or captured. A player who cannot fill one pit loses
    the match."""


class RoundStarter(enum.Enum):
    WINNER = "winner"
    ALTERNATE = "alternate"


class ColumnCapture(enum.Enum):
    """Four-row games (Hus): a lap ending in an occupied pit of the mover's front row takes the
    opponent's pits of that column (the front pit facing it and the back pit behind that) and the
    captured seeds are sown on from the next pit, instead of a relay."""

    NONE = "none"
    BOTH_OCCUPIED = "both_occupied"
    """Only when both of the opponent's pits of the column are occupied (Wikipedia ǁHus; Townshend
    via Ludii "Hus (Damara)": "the opponent's two holes opposite it are occupied")."""
    FRONT_OCCUPIED = "front_occupied"
    """When the opponent's front pit is occupied; the back pit is taken with it if occupied
    (boardgamesoftheworld.com's ǁHus)."""


class CapturedSownFrom(enum.Enum):
    """Column captures: where the captured seeds are sown on."""

    NEXT_PIT = "next_pit"
    """From the pit after the capturing pit (Wikipedia ǁHus)."""
    LAP_START = "lap_start"
    """From the pit after the one the capturing lap started from, i.e. "starting from the pit where
    this capturing lap began" (Wikipedia Omweso; Ludii Mweso: "beginning from the hole that received
    the first counter of the sowing that led to the capture"), in the game's own direction."""
    LAP_ORIGIN = "lap_origin"
    """Into the pit the capturing lap started from (emptied when that lap began), then on in the
    game's own direction (Nsumbi: "sown in the player's rows starting from the same hole that the
    previous sowing began"; Ludii's Nsumbi)."""


class WegueSowing(enum.Enum):
    """What sowing does with a wegue (``wegue_count``), a pit of the opponent's row marked for good."""

    SOWN = "sown"
    """Sown into as any pit; a lap whose last seed makes the wegue ends the turn (Qelat)."""
    CLOSED = "closed"
    """A closed hole (Embeli, Nambayi): a lap whose last seed makes the pit hold ``wegue_count`` closes
    it and its seeds are sown on at once (the relay); later, a seed its closer would drop into it
    leaves play (kept in the closer's store, out of the game), and its row's owner sows past it."""


class Ring(enum.Enum):
    """Which pits a seat's sowing ring goes through."""

    ALL_SEATS = "all_seats"
    """Own pits, own store if sown, then every other active seat's pits (all games but Bao)."""
    OWN_SEAT = "own_seat"
    """Only the mover's own pits, as a loop (Bao: front row and back row)."""


MAX_SEATS = 4
MIN_PITS, MAX_PITS = 2, 50
"""Pits in a row: En Gehé is played on rows of up to 50 holes (docs/rules/en-gehe.md); the work of a
move stays bounded by the turn limits, which grow with the board (engine.sowing.turn_limits)."""
MIN_SEEDS, MAX_SEEDS = 1, 12
MAX_REPETITION = 5
MAX_NO_CAPTURE_PLIES = 20
MAX_OPENING_PLIES = 20
MAX_CHOSEN_HOLES = 5
"""Tracey's Tsoro (Baia) takes five holes at a player's first capture, the most any source names."""
MIN_PLIES, MAX_PLIES = 10, 10_000

MAX_RELAY_MIN_SEEDS = 24
"""The largest relay_min_seeds a game may name."""


def dim(default: Any, doc: str, option: str = "") -> Any:
    """A rule dimension: its default and the one-line meaning shown to API clients; in a section,
    ``option`` is its flat option name (the name clients send, unchanged by the grouping)."""
    return field(default=default, metadata={"doc": doc, "option": option})


def section(doc: str) -> Any:
    """A family section of ``Rules``: ``None`` unless the game plays that family's rules."""
    return field(default=None, metadata={"doc": doc, "section": True})


@dataclass(frozen=True, slots=True, kw_only=True)
class BaoRules:
    """Bao la Kiswahili's section (docs/rules/bao-la-kiswahili.md): the namua stage, the nyumba and the
    takasa and takasia restrictions. ``Rules.bao`` is ``None`` in every other game. Its fields are
    options under their flat names (``option``), e.g. ``bao_takasa_rules`` for ``takasa``."""

    start_store: int = dim(0, "Seeds in every seat's store at the start, entered one a turn into an occupied front-row pit (Bao la Kiswahili's namua stage: 22); once the mover's store is empty the mtaji stage rules apply. 0: none.", option='start_store')
    nyumba: int = dim(-1, "The own front-row pit number of every seat's house (Bao la Kiswahili's nyumba: 4, the fifth from the left), with its namua-stage rules (taxed, safari, a takasa ends in it) while it stands (never emptied) and holds 6 or more; -1: no house.", option='nyumba')
    takasa: bool = dim(False, "Bao la Kiswahili's takasa restrictions (docs/rules/bao-la-kiswahili.md): in namua a pit holding 2 or more is used before a single seed, and a kichwa sows into the back row only when it is the only occupied front-row pit; in mtaji a kichwa that is the only occupied front-row pit sows along the front row only.", option='bao_takasa_rules')
    takasia: bool = dim(False, "Bao la Kiswahili's takasia rule (docs/rules/bao-la-kiswahili.md): after a mtaji-stage takasa, the opponent, having no capture, may not play a takasa from a front-row pit that the mover threatens to capture, unless it is the house pit, the only occupied front-row pit or the only front-row pit holding more than one seed.", option='takasia')


@dataclass(frozen=True, slots=True, kw_only=True)
class TuzdykRules:
    """The tuzdyk section (Togyz Kumalak, Toguz Korgool, Bestemshe's option; ``engine.tuzdyk``).
    ``Rules.tuzdyk`` is ``None`` in games without tuzdyks."""

    count: int = dim(0, "Tuzdyk (Togyz Kumalak): the last seed making an opponent pit hold exactly this many captures them and makes that pit the mover's tuzdyk for the rest of the game: every seed later sown into it goes to the mover's store. At most one per player (0: no tuzdyks).", option='tuzdyk_count')
    in_last_pit: bool = dim(False, "A tuzdyk may be made in the opponent's last pit (the federation rules forbid it: false).", option='tuzdyk_in_last_pit')
    same_number: bool = dim(False, "A tuzdyk may have the same pit number as the opponent's tuzdyk (the federation rules forbid it: false).", option='tuzdyk_same_number')


@dataclass(frozen=True, slots=True, kw_only=True)
class OmwesoRules:
    """Omweso's section (docs/rules/omweso.md): the arranged opening, the reverse captures and where
    captured seeds are sown on. ``Rules.omweso`` is ``None`` in every other game."""

    opening_arrangement: bool = dim(False, "Before the first sowing each player in turn, the first player first, places all the seeds on their own pits as they like (any number per pit, at least one pit with min_seeds_to_move, with single_seed_moves_last two: Makonn): the opening is a phase 'arrange' of arrange moves, then the first player sows (Omweso). The starting position shows the seeds_per_pit layout until a player arranges.", option='opening_arrangement')
    captured_sown_from: CapturedSownFrom = dim(CapturedSownFrom.NEXT_PIT, "With column_capture: where the captured seeds are sown on: from the pit after the capturing pit (next_pit, Hus), or again from the pit after the one the capturing lap started from, in the game's direction (lap_start, Omweso), or from the pit the capturing lap started from itself (lap_origin, Nsumbi).", option='captured_sown_from')
    reverse_capture_pits: tuple[int, ...] = dim((), "With column_capture: own pits (front row 0…n-1, then back row n…2n-1) from which a move may be sown against the game's direction when its first lap makes a column capture (Omweso's reverse capture from the four left-hand pits: 0, 1, 8, 9); the move names that direction. Empty: never.", option='reverse_capture_pits')


SECTIONS: Final = ("bao", "tuzdyk", "omweso")
"""The ``Rules`` fields that are family sections (docs/rulings.md, "Core dimensions and sections")."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """Every rule dimension of one game. Frozen and hashable; build variants with ``replace``."""

    # --- board -----------------------------------------------------------------------------
    seats: int = dim(2, "Sides of the board, each a row of pits and a store on its right (2-4).")
    pits_per_side: int = dim(6, "Pits in each side's row (2-50).")
    seeds_per_pit: int = dim(4, "Seeds in every pit at the start (1-12).")
    rows_per_side: int = dim(1, "Rows of pits per seat (1, or 2 for Bao's front and back rows).")
    middle_row_pits: int = dim(0, "Three-row boards (the Gabata games of Ethiopia and Eritrea: Rab'e): the last middle_row_pits of each seat's pits_per_side pits are the half of the board's shared middle row on the seat's right, numbered from the board's edge towards its centre; the others are the seat's outer row, from its left. The outer row is twice as long as the half (3×6: pits_per_side 9 = 6 + 3), and the ring runs the outer row left to right, the own half of the middle row towards the centre, then the opponent's pits the same way (engine/three_row.py). 0: no middle row.")
    start_empty_pits: tuple[int, ...] = dim((), "Pits of every seat that start empty, by the seat's own pit number (two rows: front row 0…n-1, then back row n…2n-1); every other pit starts with seeds_per_pit (Hus: 0-3, the left half of the front row).")
    start_pits: tuple[int, ...] = dim((), "Seeds in each of a seat's pits at the start, by the seat's own pit number (two rows: front row 0…n-1, then back row n…2n-1), instead of seeds_per_pit and start_empty_pits; empty: not used (Bao la Kiswahili: 6 in the nyumba F4, 2 in F5 and F6). Every seat alike, or seat by seat: seats × pits counts, seat 0's first (Kanji Guti: one central hole holds one counter, the other none).")
    active_seats: tuple[int, ...] = dim((), "Seats that play, in turn order; empty: every seat. Unused seats stay empty and are skipped (Mancala for 4).")
    pit_owners: tuple[int, ...] = dim((), "Who owns each of a seat's pits, by the seat's own pit number, the same on every side: 0 the seat itself, 1 the other player, -1 nobody (a centre hole: sown into, never sown from, its seeds nobody's at the end). Only the owner sows from a pit; a player's row for the end, captures and the sweep is the pits they own (Kanji Guti: each player owns the six holes on their side of the two central holes: 0, 0, 0, -1, 1, 1, 1). Empty: every pit belongs to its side.")

    # --- sowing ----------------------------------------------------------------------------
    direction: Direction = dim(Direction.CCW, "Sowing direction; ``player_choice`` makes the direction part of the move.")
    direction_kept: DirectionKept = dim(DirectionKept.NONE, "A direction chosen during the game and kept for the rest of it: at a player's direction_chosen_turn-th move the move names its direction (cw or ccw), and from then on that player sows that way only (each_player: Namudilakunze, Chisolo), or the first choice binds every player the same way (both_same) or the others the opposite way (both_opposite). Moves before the choice are sown in direction; the position carries each seat's direction (directions). none: direction alone.")
    direction_chosen_turn: int = dim(1, "With direction_kept: the player's move (1 or 2) at which the direction is chosen; with 2 each player's first move is sown in direction (Namudilakunze: \"On the first turn, sowing occurs in a clockwise direction. On the second turn, the player may sow in either direction\").")
    sow_own_store: bool = dim(True, "The mover drops a seed into their own store when passing it (never the opponent's).")
    origin: Origin = dim(Origin.SOW_INTO, "Origin handling when a lap comes round (docs/rulings.md, Rule dimensions: sowing).")
    laps: Laps = dim(Laps.SINGLE, "Single lap or relay sowing.")
    stop_holes: tuple[int, ...] = dim((), "With relay laps: the mover's own pits, by the seat's own pit number (two rows: front row 0…n-1, then back row n…2n-1), where a lap whose last seed falls into the occupied pit may stop, at the mover's choice (Tsoro's misoro, Matthews 1964 via Ludii: \"If this final hole is one of the misoro, the player may choose to end their turn instead of continuing to sow\"): the position's phase becomes 'relay_choice' (relay_pit the pit) and the mover plays {\"type\": \"stop\"} (the turn passes) or {\"type\": \"continue\"} (the relay goes on). With capture_chosen_holes, the seeds in a seat's stop holes cannot be taken as chosen holes. Empty: every such lap relays.")
    relay_min_seeds: int = dim(0, "With relay laps: a lap is sown on only when its last seed makes its pit hold at least this many; a lap ending in a pit of fewer ends the sowing, and its captures are checked there (Olowuka, Climent 2014 via MancalaGames: \"Multilap sow, but only if final hole contains four or more seeds\": 4). 0: every occupied pit relays.")
    min_seeds_to_move: int = dim(1, "A move may only start from a pit holding at least this many seeds.")
    single_seed_moves_last: bool = dim(False, "A pit of one seed may be sown only when no own pit holds two or more, and only when the pit its seed would go to is empty (Tsoro, Matthews 1964: \"Single counters can only be sown into an empty hole\").")
    ring: Ring = dim(Ring.ALL_SEATS, "Which pits a seat's sowing goes round: every active seat, or only its own (Bao).")
    en_passant_count: int = dim(0, "A seed that is not the last making a pit hold exactly this many gives them at once to the pit's owner, or the sower (en_passant_taker) (Nam Nam, Pallanguzhi: 4; 0: never). With relay_next laps the last seed of a lap counts too (its pit is not lifted).")
    en_passant_taker: EnPassantTaker = dim(EnPassantTaker.OWNER, "Who takes the seeds of an en-passant count: the pit's owner, the player sowing (Pallanguzhi option), or the player sowing and only in their own pits (sower_own_pits: J'erin) or only in the opponent's (sower_opponent_pits: Wouri).")

    # --- capture ---------------------------------------------------------------------------
    capture_beyond_empty: bool = dim(False, "With relay_next laps: when the pit after the last seed's pit is empty, the mover captures the seeds of the pit after that one, and the turn ends (Pallanguzhi). With relay laps: a lap ending in an occupied pit whose next pit is empty is not lifted: the turn ends and the mover captures the seeds of the pit after the empty one; a lap ending in an empty pit ends the turn with no capture (Tap Urdy, Deledicq and Popova 1977 via Ludii: \"the contents of that hole are picked up and sowing continues, unless the next hole is empty, in which case the contents of the next hole after the empty hole are captured\").")
    capture_facing_empty: bool = dim(False, "With relay_next laps: when the pit after the last seed's pit is empty, the mover captures the seeds of the pit opposite that empty pit, and the turn ends (Kanji Guti, Gupta 1923: \"If this hole is empty, the counters in the hole opposite it are captured\").")
    capture_beyond_chain: bool = dim(False, "With capture_beyond_empty: after the pit beyond the empty pit is taken, the next pits are examined in the sowing direction, on either row: while an empty pit is followed by an occupied one, that one is taken too (Walak-pussa, \"picking out the pearls of the necklace\"); two empty pits or two occupied pits in a row end the chain, which never takes a pit twice.")
    relay_needs_next_occupied: bool = dim(False, "With relay laps: a lap ending in an occupied pit whose next pit is empty ends the turn instead of relaying; its captures are checked there (Kay, Comhaire-Sylvain 1952 via Ludii: \"If the final counter falls in an occupied hole followed by an empty hole, or if it falls into an empty hole, the turn ends\").")
    single_seed_into_empty: bool = dim(False, "A pit of one seed may be sown only when the pit its seed would go to is empty, whatever the other pits hold (Kay, Comhaire-Sylvain 1952 via Ludii: \"Single counters can only be sowed when the next hole is empty\"); single_seed_moves_last also keeps single seeds until no pit holds more.")
    count_capture_relays_next: bool = dim(False, "With relay laps and a count capture (capture_counts or capture_parity): a lap whose last seed makes a capture count takes that pit at once and, when the pit after it holds seeds, lifts them and sows on from there (an empty next pit ends the turn); the count capture is taken where each lap ends, with no chain (Meusueb, Snouck Hurgronje 1906 via Ludii: \"unless the sowing makes the last hole contain four counters, in which case these are captured and the sowing continues from the next hole\").")
    relay_next_after_empty: bool = dim(False, "With relay_next laps: only a lap whose last seed falls into an empty pit relays from the next pit (an empty next pit ending the turn); a lap ending in an occupied pit ends the turn, its count captures made there: the converse of capture_next_after_empty (Boukerourou, Voinot 1909 via Ludii: \"When the final counter lands in an empty hole, the contents of the following hole are picked up and the sowing continues\").")
    capture_next_after_empty: bool = dim(False, "With relay_next or relay laps: a lap whose last seed falls into an empty pit ends the turn and the mover takes the seeds of the next pit, on either row; with relay_next a lap ending in an occupied pit relays from the next pit as usual, and an empty next pit then ends the turn with no capture (Gabata of Adegrat, Pankhurst 1971 via Ludii: \"If the final counter falls into an empty hole, the contents of the following hole are captured\").")
    capture_next_with_last_seed: bool = dim(False, "With capture_next_after_empty: only a lap ending in an empty pit of the opponent's row captures, and it takes its own last seed with the next pit's seeds, that pit on either row (Je ki n je, Valdez 2023 via MancalaGames: \"When multilap sow ends on your opponent's side of the board, capture the final seed sown and the seeds in the next hole in the choosen sow direction, even if it is on your side of the board\").")
    wegue_count: int = dim(0, "Wegue (the Qelat and Gabata games of the Horn of Africa): a lap whose last seed makes a pit of the opponent's row that is no wegue hold exactly this many ends the turn and makes that pit the mover's wegue for the rest of the game: never sown from (by either player), sown into as any pit, a lap ending in it never relays, and its seeds are its owner's at the end (engine/wegue.py). 0: no wegue.")
    wegue_capture: int = dim(0, "With wegue_count: a lap whose last seed falls into the opponent's wegue, which then holds more than one, takes up to this many of its seeds to the mover's store and the mover plays again (Qelat, Pankhurst 1971 via Ludii: 2). 0: nothing is taken.")
    wegue_capture_min: int = dim(2, "With wegue_capture: the least the opponent's wegue must hold, the last seed included, for a lap ending in it to take from it (Qelat: 2, an empty wegue gives nothing; Um el Banat, Davies 1925 via Ludii: 1, the last seed itself is taken).")
    wegue_sowing: WegueSowing = dim(WegueSowing.SOWN, "With wegue_count: what sowing does with a wegue: sown (sown into as any pit, a lap making a wegue ends the turn: Qelat) or closed (a closed hole, Embeli and Nambayi: the lap making it relays its seeds at once; afterwards a seed its closer would drop into it leaves play, kept in the closer's store, which only an end by repetition, agreement or the move limit counts, and its row's owner sows past it; engine/wegue.py).")
    wegue_last_pit: bool = dim(True, "With wegue_count: a wegue may be made in the opponent's last pit (on their right; Embeli's nti may not be closed: false).")
    wegue_count_ends_lap: bool = dim(False, "With wegue_count: a lap whose last seed makes any pit that is no wegue hold wegue_count seeds never relays, on either row (Um el Banat, Davies 1925 via Ludii: \"If the final counter falls into either an empty hole or one of the opponent's holes with three counters ... the sowing ends\", and Ludii's program stops on a four of the mover's own row too); false: only the opponent's row, where it makes a wegue (Qelat).")
    wegue_capture_ends_turn: bool = dim(False, "With wegue_capture: a lap taking from the opponent's wegue ends the turn (Gabata (Shoa I), Pankhurst 1971 via Ludii: \"the opponent takes one counter from it, along with the final counter\", no further move named, and Ludii's program ends the turn); false: the mover plays again (Qelat: \"the sowing continues with the contents of any of the player's holes\").")
    wegue_pair: bool = dim(False, "With wegue_count: the pit opposite a new wegue, in the mover's own row, becomes the mover's wegue too, whoever held it (Leyla, Pankhurst 1971 via Ludii: \"this hole and the one opposite it are captured, the counters remaining in the holes\").")
    wegue_blocked_row_ends: bool = dim(False, "With wegue_count: the game ends after a move that leaves either player's row with no seeds outside wegues (outcome reason no_move), each wegue's seeds going to its owner and the other seeds by sweep (Leyla, Pankhurst 1971 via Ludii: \"Play continues until one of the players can no longer move\"); false: a player without a move passes and the game ends when only wegues hold seeds.")
    cross_capture: bool = dim(True, "Last seed in an own empty pit captures the opposite pit.")
    cross_capture_counts: tuple[int, ...] = dim((), "With cross_capture: the capture takes the opposite pit only when it holds one of these counts (Gamacha (Nobility), Pankhurst 1971 via Ludii: \"the contents of the opponent's opposite hole are captured only if it contains one counter\": 1). Empty: any count.")
    cross_capture_any_row: bool = dim(False, "A cross capture is made from an empty pit of either row: a last seed in an empty pit of the opponent's row captures the mover's pit opposite it (Round-and-Round Warri: \"It makes no difference if he ends on his own side or that of his opponent\").")
    cross_capture_to_row_owner: bool = dim(False, "With cross_capture_any_row: a cross capture made from an empty pit of the opponent's row is the opponent's: they take the mover's pit opposite it into their own store (Yovodi, Schönhärl 1909 via Ludii: \"If the final counter lands in an empty hole in the opponent's row, the opponent captures the counters in the hole opposite it in the player's row\").")
    empty_capture: bool = dim(False, "With a cross capture, the lone sowing seed is captured even if the opposite pit is empty.")
    capture_includes_sowing_seed: bool = dim(True, "A cross capture also takes the seed that made it.")
    capture_counts: tuple[int, ...] = dim((), "Last seed making an opponent pit hold one of these counts captures it (Oware: 2, 3).")
    capture_parity: CaptureParity = dim(CaptureParity.NONE, "Last seed making an opponent pit hold an even count (any size) captures it, like a capture count (Togyz Kumalak: even).")
    capture_chain: bool = dim(True, "A count capture continues backwards over opponent pits that also hold a capture count.")
    count_capture_sides: CountSides = dim(CountSides.OPPONENT, "Whose pits a count capture may take: the opponent's, the mover's own, or any (Nam Nam).")
    count_capture_to_owner: bool = dim(False, "With count_capture_sides=any and no chain: the pit a count capture takes goes to the pit's owner, not to the mover (Enindji, Béart 1955 via Ludii: \"When the final counter of a sowing lands in a hole with three counters, the owner of that hole captures the counters\").")
    capture_chain_across_rows: bool = dim(False, "A count capture's chain goes on backwards round the whole sowing ring, over every row, taking each preceding pit that holds a capture count on a side count_capture_sides allows, and stops before the pit the move started from (Bohnenspiel, Vai Lung Thlan; Ludii's backtracking sow). False: the chain stays on the opponent's row without wrapping (Oware), and a capture in the mover's own row or with count_capture_sides=any takes one pit (Nam Nam).")
    capture_chain_max: int = dim(0, "With capture_chain: a count capture takes at most this many pits, the last seed's pit and the pits before it that hold a capture count (Mandoli, Valdez 2023 via MancalaGames: \"Captures are on evens from the final hole sown and the one hole before it\": 2); with capture_chain_across_rows a limited chain does not stop before the pit the move started from. 0: the chain runs on while the counts hold.")
    capture_chain_into_own_row: bool = dim(False, "With capture_chain_across_rows and count_capture_sides=opponent: a chain begun in the opponent's row runs on back over the mover's own row too, while the counts hold (Achochodi, Valdez 2023 via MancalaGames: \"You must start your capture on your opponent's side of the board, but the capture chain may continue onto your own side of the board\").")
    single_seed_captures_opposite: bool = dim(False, "A move lifting a single seed first takes the seeds of the pit opposite the pit it was lifted from, then sows the seed as usual (Achochodi, Valdez 2023 via MancalaGames: \"If you draw a single seed, capture the contents of the hole opposite\"); not in the no_capture_plies. Two seats of one row each.")
    count_capture_opposite: bool = dim(False, "A count capture also takes the pit opposite each pit it captures, the last seed's pit and every pit of its chain, the chain read on the board as the sowing left it (La'b Akila, Culin 1896: \"the contents of this hole are captured with those in the hole opposite\"); needs capture_chain_across_rows and grand_slam capture_all.")
    capture_also: CaptureAlso = dim(CaptureAlso.NONE, "Which pits a capture made where the sowing ended (a count capture, or the pit beyond an empty pit) also takes, relative to each pit it captures: none; opposite (the pit opposite, whatever it holds: Ali Guli Mane); neighbours_at_count (the pits either side in the same row, never round the row's end, each when it holds a capture count: Erherhe). Only the captured pits' own companions are taken, never theirs; needs two seats of one row and grand_slam capture_all.")
    capture_targets: CaptureTargets = dim(CaptureTargets.OPPOSITE, "Which pits a cross capture takes (opposite, corresponding on every other seat, or the seat across; on four rows the front pit facing and the back pit behind it, each of them that holds seeds (front_and_back_each: Tshuba), or the back pit alone behind an empty front pit).")
    capture_precondition: CapturePrecondition = dim(CapturePrecondition.NONE, "What must have been sown this turn for a cross capture (Giuthi; own_store_sown: Indonesian congklak).")
    capture_chain_forward: bool = dim(False, "After a cross capture, go on along the mover's row in the final direction while the own pit is empty and its opposite pit occupied (Giuthi).")
    column_capture: ColumnCapture = dim(ColumnCapture.NONE, "Four rows (Hus): a lap ending in an occupied pit of the mover's front row takes the opponent's front and back pits of that column (both_occupied: only when both hold seeds; front_occupied: when the front pit does) and sows the captured seeds on from the next pit, instead of a relay.")
    bao_captures: bool = dim(False, "Bao (docs/rules/bao-kujifunza.md): a lap ending in an occupied front-row pit facing an occupied opponent front pit captures it and the captured seeds are sown on from a kichwa; a capturing move (from a mtaji of 2-15) is compulsory when one exists; other moves may not capture.")
    front_row_first: bool = dim(False, "A move that does not capture may start in the back row only when no front-row pit can be moved (Bao kutakata).")
    empty_row_loses: bool = dim(False, "With end_check=immediate: the player whose row is empty loses at once, whoever emptied it and whatever the stores hold, checked after the move and between two laps of a relay, which stops there (Altiev, Beşe 1935 via Ludii: \"A player wins when the opponent's row is empty\"); reason row_emptied, the loser to move. Both rows empty at once: the stores decide (side_empty). Also with relay_next_after_empty and count captures of one pit (Boukerourou).")
    lose_with_empty_front_row: bool = dim(False, "A player whose front row is empty at the start of their turn loses (Bao).")
    last_seeds_to_capturer: int = dim(0, "After a capture, if at most this many seeds are left in play the capturer takes them and the round ends (Nam Nam: 4; 0: never).")
    no_capture_plies: int = dim(0, "No capture is made in the game's first n plies (Modiar: \"In the first [move] of the game, the capture is forfeited\"; MancalaGames nocaptmoves); with column captures a lap that would capture relays instead (Nsumbi: 2, each player's first turn); 0: captures from the first move.")
    grand_slam: GrandSlam = dim(GrandSlam.CAPTURE_ALL, "What a count capture that would empty the opponent's row does.")
    only_grand_slams_to_mover: bool = dim(True, "With grand_slam=forbidden, when every move of the player to move is a forbidden grand slam, the game ends and that player takes every seed left (Oware as iggamecenter gives it: reason only_grand_slams); false: the seeds left go as sweep says (Songo Douala: \"The remaining seeds are awarded to the player who owns their holes\").")

    capture_chosen_holes: int = dim(0, "After a capture across (capture_chosen_after says which), the capturer also takes the seeds of this many holes of the opponent's, each of their choice, one a ply: the position's phase is 'take' (takes_left holes still to take) and each move is {\"type\": \"take\", \"pit\": i}, i numbered in the opponent's row; fewer when the opponent's holes run out (Tsoro (Additional Capture): 1-3; Msuwa: 2). Never a hole of the opponent's stop_holes (Misoro Tsoro (Additional Capture), Matthews 1964 via Ludii: \"Counters in misoro cannot be captured with one of these additional captures\"). 0: none.")
    capture_chosen_after: ChosenHolesAfter = dim(ChosenHolesAfter.CAPTURE, "With capture_chosen_holes: which captures earn the chosen holes: every capture across (capture), only one that took both the front hole and the back hole behind it (front_and_back: Msuwa), or every turn ending in an empty hole of the mover's front row, a capture made or not (front_row_end: Tshuba).")

    # --- opening ---------------------------------------------------------------------------
    opening_plies: int = dim(0, "The game's first n plies are opening moves, each sown from one of opening_pits (Um el-Bil: the first player's first move from the pit on their right, 1; Dabuda: each player's first move from one of the four right-hand pits, 2); 0: no opening phase.")
    opening_pits: tuple[int, ...] = dim((), "With opening_plies: the mover's own pits, by the seat's own pit number (0…n-1 in the sowing direction, so n-1 is the right-hand pit), from which an opening move is sown; when none of them can be played, any pit can.")

    # --- turn ------------------------------------------------------------------------------
    extra_turn_on_store: bool = dim(True, "A sowing that ends in the mover's own store gives the mover another turn.")
    must_feed: MustFeed = dim(MustFeed.NONE, "Obligation to give seeds to the next player (the opponent) when their row (Nam Nam: their hollows) is empty; always_leave_seeds: at every turn, a move must leave them a seed where one can (J'odu).")
    empty_mover: EmptyMover = dim(EmptyMover.GAME_ENDS, "What happens when the player to move has no seeds.")
    void_when_neither_can_move: bool = dim(False, "With empty_mover=game_ends: when the player to move cannot move and the opponent could not move either, the game is void, to be played again: a declared draw, the seeds left not counted (reason void; Aw-li On-nam Ot-tjin, Lumholtz 1920: \"If both players have only single counters in their holes, they must play again\").")

    # --- end and scoring -------------------------------------------------------------------
    end_check: EndCheck = dim(EndCheck.IMMEDIATE, "When an empty row ends the game.")
    sweep: Sweep = dim(Sweep.OWNER, "Who takes the seeds left in the pits when the game ends.")
    capture_majority_wins: bool = dim(False, "A store holding more than half of all seeds ends the game at once (Oware's 25 of 48).")
    majority_sweep: MajoritySweep = dim(MajoritySweep.OWNER, "What a capture-majority ending does with the seeds left on the board: owner (each row's seeds to its owner, Oware) or none (not counted: the stores as they stand, Togyz tournaments' 82:43). Used only with capture_majority_wins.")
    majority_at_half: bool = dim(False, "With capture_majority_wins: half of all seeds is enough, a store reaching exactly half ends the game too and its player wins (Chonka: \"The player who first captures half of the counters wins\"); needs majority_sweep none, so that the stores as they stand decide.")
    repetition_count: int = dim(3, "The n-th occurrence of the same position with the same player to move ends the game "
                                   "(1 and 2: the first repetition; 0: no repetition rule, the game ends by the other "
                                   "rules or max_plies).")
    cycle_split: CycleSplit = dim(CycleSplit.OWN_SIDE, "How the seeds on the board are shared when a repetition, an agreement or the move limit ends the game (draw: a declared draw whatever the stores hold).")
    agreed_end: bool = dim(True, "The players may end the game by agreement: the player to move "
                                 "proposes (propose_end) and still makes their move; every other player accepts "
                                 "(accept_end) as their move, or declines by playing on. The seeds left are shared "
                                 "by cycle_split, as for a repetition.")
    max_plies: int = dim(10_000, "The game (or match) ends after this many plies, the seeds left shared by cycle_split as for a repetition: a bound so every game ends.")


    # --- rounds ----------------------------------------------------------------------------
    rounds: Rounds = dim(Rounds.NONE, "One game, or a match of rounds: with a decision between rounds (Giuthi, Nam Nam), or refilled from the stores with the pits that cannot be filled out of play (refill: Pallanguzhi, Congkak, Ohvalhu).")
    board_sizes: tuple[int, ...] = dim((), "Giuthi: the pits per side a losing player may shorten the board to, largest first (each next size needs less than half as many seeds).")
    match_loss_seeds: int = dim(4, "Rounds: a player left with at most this many seeds (Giuthi) loses the match.")
    round_starter: RoundStarter = dim(RoundStarter.WINNER, "Who starts the next round: the round's winner or the other player than last round (refill rounds: after a tied round, the other player than last round).")
    max_rounds: int = dim(30, "Rounds: the match ends after this many rounds, decided by the seeds held (a bound so every match ends).")

    # --- family sections (None: the family's rules are not in play) ------------------------
    bao: BaoRules | None = section("Bao la Kiswahili: namua stage, nyumba, takasa, takasia.")
    tuzdyk: TuzdykRules | None = section("Tuzdyks (Togyz Kumalak).")
    omweso: OmwesoRules | None = section("Omweso: arranged opening, reverse captures, captured seeds sown from.")

    # --- derived values ----------------------------------------------------------------------
    @property
    def total_seeds(self) -> int:
        """Seeds in the game: every pit of every side but ``start_empty_pits`` starts with ``seeds_per_pit``
        (or ``start_pits``), and every store with Bao's ``start_store``."""
        store = self.bao.start_store if self.bao is not None else 0
        if self.start_pits:
            per = self.pits_per_seat
            if len(self.start_pits) != per:  # seat by seat (Kanji Guti)
                return sum(sum(self.start_pits[s * per: s * per + per]) + store for s in self.players)
            return len(self.players) * (sum(self.start_pits) + store)
        return len(self.players) * ((self.pits_per_seat - len(self.start_empty_pits)) * self.seeds_per_pit + store)

    @property
    def pits_per_seat(self) -> int:
        """Pits of one seat in all its rows."""
        return self.pits_per_side * self.rows_per_side

    @property
    def players(self) -> tuple[int, ...]:
        """The seats that take part, in turn order."""
        return self.active_seats if self.active_seats else tuple(range(self.seats))

    def tuzdyk_count(self) -> int:
        """The tuzdyk section's count, 0 in games without tuzdyks."""
        return self.tuzdyk.count if self.tuzdyk is not None else 0

    def reverse_capture_pits(self) -> tuple[int, ...]:
        """Omweso's reverse-capture pits, ``()`` in every other game."""
        return self.omweso.reverse_capture_pits if self.omweso is not None else ()

    def arranged_opening(self) -> bool:
        """Whether the game opens with Omweso's arrangement phase."""
        return self.omweso is not None and self.omweso.opening_arrangement

    def majority_store(self) -> int:
        """The store that ends the game with ``capture_majority_wins``: more than half of the seeds,
        or half with ``majority_at_half``."""
        half, odd = divmod(self.total_seeds, 2)
        return half + odd if self.majority_at_half else half + 1

    def problems(self) -> list[Violation]:
        """Every reason this combination of rules cannot be played, empty when it can."""
        found: list[Violation] = []

        def bad(field: str, message: str) -> None:
            found.append(Violation("invalid-option", field, message))

        if not 2 <= self.seats <= MAX_SEATS:
            bad("seats", f"must be between 2 and {MAX_SEATS}, got {self.seats}")
        if not MIN_PITS <= self.pits_per_side <= MAX_PITS:
            bad("pits_per_side", f"must be between {MIN_PITS} and {MAX_PITS}, got {self.pits_per_side}")
        if not MIN_SEEDS <= self.seeds_per_pit <= MAX_SEEDS:
            bad("seeds_per_pit", f"must be between {MIN_SEEDS} and {MAX_SEEDS}, got {self.seeds_per_pit}")
        if not 1 <= self.min_seeds_to_move <= 2:
            bad("min_seeds_to_move", f"must be 1 or 2, got {self.min_seeds_to_move}")
        if not 0 <= self.repetition_count <= MAX_REPETITION:
            bad("repetition_count", f"must be 0 (off) or between 1 and {MAX_REPETITION}, got {self.repetition_count}")
        counts = self.capture_counts
        if len(set(counts)) != len(counts) or any(not 1 <= c <= 2 * MAX_SEEDS for c in counts):
            bad("capture_counts", "must be distinct counts between 1 and 24")
        if list(counts) != sorted(counts):
            bad("capture_counts", "must be listed in increasing order")
        crossing = self.cross_capture_counts
        if (len(set(crossing)) != len(crossing) or any(not 1 <= c <= 2 * MAX_SEEDS for c in crossing)
                or list(crossing) != sorted(crossing)):
            bad("cross_capture_counts", "must be distinct counts between 1 and 24, in increasing order")
        if crossing and not self.cross_capture:
            bad("cross_capture_counts", "is defined with cross_capture only")
        if not 1 <= self.rows_per_side <= 2:
            bad("rows_per_side", f"must be 1 or 2, got {self.rows_per_side}")
        active = self.active_seats
        if active and (len(set(active)) != len(active) or list(active) != sorted(active)
                       or any(not 0 <= s < self.seats for s in active) or len(active) < 2):
            bad("active_seats", f"must list at least two distinct seats below {self.seats}, in increasing order")
        two = len(self.players) == 2
        if self.rows_per_side == 2 and self.ring is not Ring.OWN_SEAT:
            bad("rows_per_side", "two rows per seat are played with ring=own_seat (Bao)")
        if self.ring is Ring.OWN_SEAT and (self.rows_per_side != 2 or self.seats != 2 or self.sow_own_store):
            bad("ring", "own_seat rings need two seats, two rows per seat and no sown store (Bao)")
        if self.capture_targets in (CaptureTargets.FACING_SEAT, CaptureTargets.FACING_SEAT_SAME_INDEX) and self.seats != 4:
            bad("capture_targets", "the seat across is defined on a four-seat board only")
        if self.capture_targets is CaptureTargets.OPPOSITE and self.seats != 2:
            bad("capture_targets", "opposite needs two seats; use corresponding or facing_seat")
        if not 0 <= self.en_passant_count <= 2 * MAX_SEEDS or self.en_passant_count == 1:
            bad("en_passant_count", f"must be 0 (off) or between 2 and {2 * MAX_SEEDS}")
        if not 0 <= self.last_seeds_to_capturer <= 2 * MAX_SEEDS:
            bad("last_seeds_to_capturer", f"must be between 0 and {2 * MAX_SEEDS}")
        if self.capture_precondition is not CapturePrecondition.NONE and not two:
            bad("capture_precondition", "is defined for two players only")
        if self.cross_capture_any_row and (not self.cross_capture or self.seats != 2 or self.active_seats
                                           or self.ring is not Ring.ALL_SEATS or self.capture_precondition
                                           is not CapturePrecondition.NONE or self.capture_chain_forward):
            bad("cross_capture_any_row", "needs cross_capture on a two-seat board sown round both rows, with no "
                "capture_precondition and no capture_chain_forward")
        if self.cross_capture_to_row_owner and (not self.cross_capture_any_row or self.last_seeds_to_capturer
                                                or self.pit_owners):
            bad("cross_capture_to_row_owner", "needs cross_capture_any_row (captures from the opponent's row), and no "
                "last_seeds_to_capturer (the capturer would not be the mover) and no pit_owners")
        if self.empty_row_loses and (self.end_check is not EndCheck.IMMEDIATE or self.seats != 2 or self.active_seats
                                     or self.rounds is not Rounds.NONE
                                     or not (self.laps in (Laps.SINGLE, Laps.RELAY) or self.relay_next_after_empty)
                                     or self.ring is not Ring.ALL_SEATS or self.pit_owners or self.en_passant_count
                                     or ((self.capture_counts or self.capture_parity is not CaptureParity.NONE)
                                         and (self.capture_chain or self.capture_chain_across_rows
                                              or self.grand_slam is not GrandSlam.CAPTURE_ALL
                                              or self.capture_also is not CaptureAlso.NONE
                                              or self.count_capture_opposite))
                                     or self.bao_captures or self.column_capture is not ColumnCapture.NONE
                                     or self.tuzdyk_count()):
            bad("empty_row_loses", "needs end_check=immediate, two seats sowing one ring round both rows, one round, "
                "single or relay laps (or relay_next_after_empty), cross captures or count captures of one pit with "
                "grand_slam=capture_all (no chain, en-passant, tuzdyk, Bao or column captures), no pit_owners")
        if self.void_when_neither_can_move and (self.empty_mover is not EmptyMover.GAME_ENDS or not two
                                                or self.rounds is not Rounds.NONE or self.active_seats):
            bad("void_when_neither_can_move", "needs empty_mover=game_ends, two seats and one round")
        if self.count_capture_to_owner and (not (self.capture_counts or self.capture_parity is not CaptureParity.NONE)
                                            or self.count_capture_sides is not CountSides.ANY or self.capture_chain
                                            or self.capture_chain_across_rows or self.count_capture_opposite
                                            or self.capture_also is not CaptureAlso.NONE or self.last_seeds_to_capturer
                                            or self.tuzdyk_count() or self.pit_owners or self.rounds is not Rounds.NONE):
            bad("count_capture_to_owner", "needs count captures (capture_counts or capture_parity) on any side "
                "(count_capture_sides=any) taking one pit (no capture_chain, chain across rows, pits taken with it, "
                "last-seeds rule or tuzdyks), no pit_owners and one round")
        if self.capture_chain_forward and not two:
            bad("capture_chain_forward", "is defined for two players only")
        if not MIN_PLIES <= self.max_plies <= MAX_PLIES:
            bad("max_plies", f"must be between {MIN_PLIES} and {MAX_PLIES}, got {self.max_plies}")
        if self.rounds is not Rounds.NONE:
            if self.sweep is Sweep.NONE or self.cycle_split in (CycleSplit.DISCARD, CycleSplit.DRAW):
                bad("cycle_split" if self.sweep is not Sweep.NONE else "sweep",
                    "a match of rounds counts every seed at the end of a round: use sweep owner, "
                    "cleared_player or last_mover and cycle_split own_side or halves")
            if not two or self.seats != 2:
                bad("rounds", "matches of rounds are defined for two seats only")
            if self.must_feed in (MustFeed.SOW_SEEDS, MustFeed.ALWAYS_LEAVE_SEEDS):
                bad("must_feed", "rounds are played with must_feed none or leave_seeds")
            if self.capture_majority_wins:
                bad("rounds", "a capture majority cannot end a round")
            if not 1 <= self.max_rounds <= 1000:
                bad("max_rounds", f"must be between 1 and 1000, got {self.max_rounds}")
        if self.rounds is Rounds.REDISTRIBUTE:
            sizes = self.board_sizes
            if sizes and (sizes[0] != self.pits_per_side or list(sizes) != sorted(set(sizes), reverse=True)
                          or any(not MIN_PITS <= k <= MAX_PITS for k in sizes)):
                bad("board_sizes", f"must start with pits_per_side and decrease, each between {MIN_PITS} and {MAX_PITS}")
            if self.sow_own_store:
                bad("rounds", "redistribute rounds keep carried seeds in the store, which is then never sown")
            if not 0 <= self.match_loss_seeds < self.pits_per_side * self.seeds_per_pit:
                bad("match_loss_seeds", "must be below a player's starting seeds")
        elif self.board_sizes:
            bad("board_sizes", "only a redistribute match changes the board size")
        if self.rounds is Rounds.TERRITORY:
            if self.sow_own_store:
                bad("rounds", "territory rounds need stores that are never sown")
            if self.rows_per_side != 1:
                bad("rounds", "territory rounds are played on one row per seat")
        if self.rounds is Rounds.REFILL:
            if self.rows_per_side != 1 or self.ring is not Ring.ALL_SEATS or self.bao_captures:
                bad("rounds", "refill rounds are played on one row per seat, sown round both rows")
            if self.sweep is Sweep.CLEARED_PLAYER or self.sweep is Sweep.LAST_MOVER:
                bad("sweep", "refill rounds give each player the seeds left on their own row (sweep owner)")
        if self.bao_captures and (self.ring is not Ring.OWN_SEAT or self.cross_capture or self.capture_counts
                                  or self.laps is not Laps.RELAY or self.direction is not Direction.PLAYER_CHOICE):
            bad("bao_captures", "Bao captures need ring=own_seat, relay laps, a chosen direction and no other capture rule")
        if (self.front_row_first or self.lose_with_empty_front_row) and self.rows_per_side != 2:
            bad("front_row_first" if self.front_row_first else "lose_with_empty_front_row",
                "front rows exist only with two rows per seat")
        if self.empty_mover in (EmptyMover.LOSES, EmptyMover.WINS) and not two:
            bad("empty_mover", f"{self.empty_mover.value} is defined for two players")
        if self.empty_mover is EmptyMover.WINS and (self.min_seeds_to_move != 1 or self.rounds is not Rounds.NONE
                                                   or self.must_feed is not MustFeed.NONE
                                                   or self.grand_slam is GrandSlam.CAPTURE_THEN_FEED):
            bad("empty_mover", "wins (the first to clear their pits) needs min_seeds_to_move 1, one round, "
                "must_feed none and no capture_then_feed grand slams")
        if self.ring is Ring.OWN_SEAT and self.cross_capture and (
                self.bao_captures or self.capture_chain_forward
                or self.capture_precondition is not CapturePrecondition.NONE
                or self.capture_targets not in (CaptureTargets.OPPOSITE, CaptureTargets.FRONT_AND_BACK,
                                                CaptureTargets.FRONT_AND_BACK_EACH,
                                                CaptureTargets.BACK_BEHIND_EMPTY_FRONT)):
            bad("cross_capture", "own-seat rings capture across (from the front row, Tsoro) only with capture_targets "
                                 "opposite, front_and_back or back_behind_empty_front, no capture_precondition, no "
                                 "capture_chain_forward and "
                                 "no bao_captures")
        if self.capture_targets in (CaptureTargets.FRONT_AND_BACK, CaptureTargets.FRONT_AND_BACK_EACH,
                                    CaptureTargets.BACK_BEHIND_EMPTY_FRONT) and (
                self.rows_per_side != 2 or self.seats != 2):
            bad("capture_targets", f"{self.capture_targets.value} needs two seats with two rows each")
        if self.single_seed_moves_last and (
                self.min_seeds_to_move != 1 or self.direction is Direction.PLAYER_CHOICE or self.sow_own_store
                or self.rounds is not Rounds.NONE or self.bao_captures or self.front_row_first):
            bad("single_seed_moves_last", "needs min_seeds_to_move 1, a fixed direction, no sown store, one round, "
                                          "no bao_captures and no front_row_first")
        if self.sweep is Sweep.CLEARED_PLAYER and self.seats != 2:
            bad("sweep", "cleared_player needs exactly two seats")
        if self.grand_slam is GrandSlam.CAPTURE_THEN_FEED and self.must_feed is MustFeed.NONE:
            bad("grand_slam", "capture_then_feed needs a feeding rule (must_feed) for the capturer to obey")
        if self.capture_majority_wins and not two:
            bad("capture_majority_wins", "a capture majority is defined for two seats only")
        if self.majority_at_half and (not self.capture_majority_wins or self.majority_sweep is not MajoritySweep.NONE):
            bad("majority_at_half", "a win at half of the seeds needs capture_majority_wins and majority_sweep none "
                                    "(the player who reached half wins by the stores as they stand)")
        if not 0 <= self.capture_chain_max <= 2 * MAX_PITS:
            bad("capture_chain_max", f"must be 0 (no limit) or between 2 and {2 * MAX_PITS}, got {self.capture_chain_max}")
        elif self.capture_chain_max == 1:
            bad("capture_chain_max", "a chain of one pit is no chain: set capture_chain=false")
        elif self.capture_chain_max and (not self.capture_chain or not (self.capture_counts or self.capture_parity
                                                                            is not CaptureParity.NONE)):
            bad("capture_chain_max", "limits a count capture's chain: needs capture_chain and count captures "
                                     "(capture_counts or capture_parity)")
        if self.capture_chain_into_own_row and (not self.capture_chain_across_rows
                                                or self.count_capture_sides is not CountSides.OPPONENT):
            bad("capture_chain_into_own_row", "needs a chain across the rows (capture_chain_across_rows) begun in the "
                                              "opponent's row (count_capture_sides=opponent)")
        if self.single_seed_captures_opposite and (
                self.seats != 2 or self.active_seats or self.rows_per_side != 1 or self.middle_row_pits
                or self.ring is not Ring.ALL_SEATS or self.pit_owners or self.rounds is not Rounds.NONE
                or self.en_passant_count or self.tuzdyk_count() or self.wegue_count or self.bao_captures):
            bad("single_seed_captures_opposite", "is defined for two seats of one row each sowing round both rows, "
                                                 "one round, no pit_owners, and no en-passant, tuzdyk, wegue or Bao "
                                                 "captures")
        if not 0 <= self.relay_min_seeds <= MAX_RELAY_MIN_SEEDS:
            bad("relay_min_seeds", f"must be between 0 and {MAX_RELAY_MIN_SEEDS}, got {self.relay_min_seeds}")
        elif self.relay_min_seeds == 1 or self.relay_min_seeds == 2:
            bad("relay_min_seeds", "a lap ending in an occupied pit makes it hold two or more: 0 says every one relays, "
                                   "a threshold starts at 3")
        elif self.relay_min_seeds and (self.laps is not Laps.RELAY or self.en_passant_count
                                       or self.column_capture is not ColumnCapture.NONE or self.bao_captures):
            bad("relay_min_seeds", "is defined for relay laps from the landing pit, without en-passant, column or "
                                   "Bao captures")
        if self.laps is Laps.RELAY_REVERSE and self.sow_own_store:
            bad("laps", "reversing relays are defined on rings without sown stores (set sow_own_store=false)")
        if (self.origin in (Origin.FIRST_SEED_INTO_ORIGIN, Origin.FIRST_SEED_INTO_EVERY_LAP)
                and self.laps is Laps.SINGLE and self.en_passant_count):
            bad("origin", f"{self.origin.value} with single laps is defined without en-passant captures")
        if self.origin is Origin.FIRST_SEED_INTO_STORE and (
                self.laps not in (Laps.SINGLE, Laps.RELAY) or self.min_seeds_to_move < 2 or self.en_passant_count
                or self.column_capture is not ColumnCapture.NONE or self.bao_captures or self.rows_per_side != 1):
            bad("origin", "first_seed_into_store is defined for single or relay laps from pits of two or more "
                          "(min_seeds_to_move=2), one row a seat, without en-passant, column or Bao captures")
        if self.origin is Origin.FIRST_SEED_INTO_EVERY_LAP and self.laps in (Laps.RELAY_NEXT, Laps.RELAY_REVERSE):
            bad("origin", "first_seed_into_every_lap puts a seed back into a lifted pit: defined for single and relay laps")
        if self.capture_chain_across_rows and (
                not self.capture_chain or self.ring is not Ring.ALL_SEATS or self.rows_per_side != 1
                or self.en_passant_count or self.rounds is not Rounds.NONE or self.bao_captures
                or self.grand_slam not in (GrandSlam.CAPTURE_ALL, GrandSlam.NO_CAPTURE, GrandSlam.FORBIDDEN)
                or not (self.capture_counts or self.capture_parity is not CaptureParity.NONE)):
            bad("capture_chain_across_rows",
                "a chain across rows needs a count capture (capture_counts or capture_parity) with capture_chain, "
                "one row per seat sown round every seat, one round, no en-passant captures and grand_slam "
                "capture_all, no_capture or forbidden")
        if self.count_capture_opposite and (not self.capture_chain_across_rows or self.seats != 2
                                            or self.grand_slam is not GrandSlam.CAPTURE_ALL):
            bad("count_capture_opposite", "taking the opposite pits with a count capture needs capture_chain_across_rows "
                                          "(the chain back round both rows), two seats and grand_slam capture_all")
        if self.capture_also is not CaptureAlso.NONE:
            by_count = bool(self.capture_counts) or self.capture_parity is not CaptureParity.NONE
            if self.seats != 2 or self.rows_per_side != 1 or self.grand_slam is not GrandSlam.CAPTURE_ALL:
                bad("capture_also", "taking other pits with a capture needs two seats of one row each and grand_slam "
                                    "capture_all")
            elif self.count_capture_opposite:
                bad("capture_also", "count_capture_opposite already takes the opposite pits of a count capture: use "
                                    "one of the two")
            elif self.capture_also is CaptureAlso.NEIGHBOURS_AT_COUNT and not by_count:
                bad("capture_also", "neighbours_at_count takes the neighbours that hold a capture count: it needs "
                                    "capture_counts or capture_parity")
            elif not (by_count or self.capture_beyond_empty):
                bad("capture_also", "needs a capture where the sowing ended that it adds to: a count capture "
                                    "(capture_counts or capture_parity) or capture_beyond_empty")
        if not 0 <= self.no_capture_plies <= MAX_NO_CAPTURE_PLIES:
            bad("no_capture_plies", f"must be between 0 and {MAX_NO_CAPTURE_PLIES}, got {self.no_capture_plies}")
        elif self.no_capture_plies and (self.rounds is not Rounds.NONE or self.en_passant_count or self.tuzdyk_count()
                                        or self.bao_captures or self.capture_beyond_empty or self.last_seeds_to_capturer
                                        or (self.omweso is not None and (self.omweso.reverse_capture_pits
                                                                         or self.omweso.opening_arrangement))):
            bad("no_capture_plies", "is defined for one game whose captures are made where the sowing ended or by "
                                    "column captures (no en-passant, tuzdyk, Bao or beyond-empty captures, no "
                                    "last-seeds rule, no reverse captures or arranged opening)")
        found.extend(self._opening_problems())
        found.extend(self._chosen_holes_problems())
        found.extend(self._stop_holes_problems())
        found.extend(self._middle_row_problems())
        found.extend(self._relay_next_problems())
        found.extend(self._owner_problems())
        found.extend(self._tuzdyk_problems())
        found.extend(self._wegue_problems())
        found.extend(self._four_row_problems())
        found.extend(self._namua_problems())
        found.extend(self._kept_direction_problems())
        return found

    def _kept_direction_problems(self) -> list[Violation]:
        """A kept direction is chosen once, by a move that names it; before the choice the moves
        are sown in ``direction``, which is then one of cw and ccw."""
        found: list[Violation] = []
        if not 1 <= self.direction_chosen_turn <= 2:
            found.append(Violation("invalid-option", "direction_chosen_turn",
                                   f"must be 1 or 2, got {self.direction_chosen_turn}"))
        if self.direction_kept is DirectionKept.NONE:
            if self.direction_chosen_turn != 1:
                found.append(Violation("invalid-option", "direction_chosen_turn", "needs direction_kept"))
            return found
        if self.direction is Direction.PLAYER_CHOICE:
            found.append(Violation("invalid-option", "direction_kept",
                                   "a kept direction is chosen once: direction names the way moves before the "
                                   "choice are sown (cw or ccw), not player_choice"))
        if (self.bao_captures or self.single_seed_moves_last or self.reverse_capture_pits()
                or self.rounds is Rounds.REDISTRIBUTE or self.rounds is Rounds.TERRITORY):
            found.append(Violation("invalid-option", "direction_kept",
                                   "is defined without Bao captures, single seeds moved last, reverse captures "
                                   "and rounds that redistribute or change the pits' owners"))
        return found

    def _opening_problems(self) -> list[Violation]:
        """An opening phase names its pits; it is defined for one game of sowing moves."""
        found: list[Violation] = []
        pits = self.opening_pits
        if not 0 <= self.opening_plies <= MAX_OPENING_PLIES:
            found.append(Violation("invalid-option", "opening_plies",
                                   f"must be between 0 and {MAX_OPENING_PLIES}, got {self.opening_plies}"))
        elif self.opening_plies and not pits:
            found.append(Violation("invalid-option", "opening_pits",
                                   "an opening (opening_plies > 0) names the pits its moves are sown from"))
        elif pits and not self.opening_plies:
            found.append(Violation("invalid-option", "opening_plies",
                                   "opening_pits are played only in an opening: set opening_plies (1 or more)"))
        if list(pits) != sorted(set(pits)) or any(not 0 <= p < self.pits_per_seat for p in pits):
            found.append(Violation("invalid-option", "opening_pits",
                                   f"must be distinct pit numbers between 0 and {self.pits_per_seat - 1}, in "
                                   "increasing order"))
        if self.opening_plies and (self.rounds is not Rounds.NONE or self.bao_captures or self.arranged_opening()):
            found.append(Violation("invalid-option", "opening_plies",
                                   "an opening of sowing moves is defined for one game (rounds=none) without "
                                   "Bao captures or an arranged opening"))
        return found

    def _stop_holes_problems(self) -> list[Violation]:
        """Stop holes are own pits where a relay from the landing pit may stop, in one game of two
        seats sown by plain relay laps."""
        holes = self.stop_holes
        if not holes:
            return []
        found: list[Violation] = []
        if list(holes) != sorted(set(holes)) or any(not 0 <= p < self.pits_per_seat for p in holes):
            found.append(Violation("invalid-option", "stop_holes",
                                   f"must be distinct pit numbers between 0 and {self.pits_per_seat - 1}, in "
                                   "increasing order"))
        if (self.laps is not Laps.RELAY or self.seats != 2 or self.active_seats or self.rounds is not Rounds.NONE
                or self.en_passant_count or self.bao_captures or self.wegue_count or self.arranged_opening()
                or self.column_capture is not ColumnCapture.NONE or self.relay_min_seeds
                or self.end_check is EndCheck.IMMEDIATE or self.empty_row_loses):
            found.append(Violation("invalid-option", "stop_holes",
                                   "stop holes are defined for relay laps from the landing pit (laps=relay) in a "
                                   "two-seat game of one round (rounds=none), without en-passant, Bao or column "
                                   "captures, wegues, relay_min_seeds, an arranged opening or an end checked "
                                   "between moves (end_check=immediate, empty_row_loses)"))
        return found

    def _chosen_holes_problems(self) -> list[Violation]:
        """Holes the capturer chooses are taken in a phase of their own after a capture across,
        in a two-player game of one round whose start of turn has no filter to run first."""
        holes = self.capture_chosen_holes
        if not 0 <= holes <= MAX_CHOSEN_HOLES:
            return [Violation("invalid-option", "capture_chosen_holes",
                              f"must be between 0 and {MAX_CHOSEN_HOLES}, got {holes}")]
        found: list[Violation] = []
        if not holes:
            if self.capture_chosen_after is not ChosenHolesAfter.CAPTURE:
                found.append(Violation("invalid-option", "capture_chosen_after",
                                       "needs capture_chosen_holes (1 or more holes to choose)"))
            return found
        if (not self.cross_capture or self.seats != 2 or self.active_seats or self.rounds is not Rounds.NONE
                or self.must_feed is not MustFeed.NONE or self.grand_slam is GrandSlam.FORBIDDEN
                or self.bao_captures or self.tuzdyk_count() or self.last_seeds_to_capturer
                or self.capture_precondition is CapturePrecondition.OPPONENT_ROW_SOWN or self.arranged_opening()):
            found.append(Violation("invalid-option", "capture_chosen_holes",
                                   "holes chosen after a capture are defined for two seats, one game (rounds=none) "
                                   "with captures across (cross_capture), must_feed none, grand slams not "
                                   "forbidden, no Bao captures, tuzdyks, last-seeds rule, opponent_row_sown "
                                   "precondition or arranged opening"))
        if (self.capture_chosen_after is ChosenHolesAfter.FRONT_AND_BACK
                and self.capture_targets not in (CaptureTargets.FRONT_AND_BACK, CaptureTargets.FRONT_AND_BACK_EACH)):
            found.append(Violation("invalid-option", "capture_chosen_after",
                                   "front_and_back needs capture_targets front_and_back or front_and_back_each (a "
                                   "front hole and the back hole behind it)"))
        if self.capture_chosen_after is ChosenHolesAfter.FRONT_ROW_END and self.rows_per_side != 2:
            found.append(Violation("invalid-option", "capture_chosen_after",
                                   "front_row_end needs a front row: two rows per seat (rows_per_side 2)"))
        return found

    def _namua_problems(self) -> list[Violation]:
        """Bao la Kiswahili's start, namua stage, nyumba and takasa restrictions need Bao captures."""
        found: list[Violation] = []

        def bad(field: str, message: str) -> None:
            found.append(Violation("invalid-option", field, message))

        start = self.start_pits
        if start:
            per = self.pits_per_seat
            # the front row must hold seeds where an empty front row loses (Bao) or is the only row;
            # two rows otherwise need seeds somewhere in each seat's (Musoro Tsoro: the back rows only)
            span = self.pits_per_side if self.lose_with_empty_front_row or self.rows_per_side == 1 else per
            if (len(start) not in (per, per * self.seats) or any(not 0 <= c <= 4 * MAX_SEEDS for c in start)
                    or not all(any(start[k: k + span]) for k in range(0, len(start), per))):
                bad("start_pits", f"must give {per} counts (every seat alike) or {per * self.seats} (seat by "
                                  f"seat), each between 0 and {4 * MAX_SEEDS}, some seeds in every front row"
                                  + ("" if span == self.pits_per_side else " or back row"))
            if self.start_empty_pits or self.rounds is not Rounds.NONE:
                bad("start_pits", "replaces start_empty_pits, in a game of one round")
        bao = self.bao if self.bao is not None else BaoRules()
        kiswahili = bao.start_store or bao.nyumba >= 0 or bao.takasa or bao.takasia
        if not 0 <= bao.start_store <= 4 * MAX_SEEDS:
            bad("start_store", f"must be between 0 and {4 * MAX_SEEDS}, got {bao.start_store}")
        if not -1 <= bao.nyumba < self.pits_per_side:
            bad("nyumba", f"must be -1 (no house) or a front-row pit number below {self.pits_per_side}")
        if kiswahili and (not self.bao_captures or not self.front_row_first):
            bad("start_store" if bao.start_store else "nyumba" if bao.nyumba >= 0 else
                "bao_takasa_rules" if bao.takasa else "takasia",
                "the namua stage, the nyumba and the takasa restrictions are Bao rules: they need bao_captures "
                "and front_row_first")
        if bao.nyumba >= 0 and not bao.start_store:
            bad("nyumba", "the nyumba's rules are namua-stage rules: they need start_store")
        return found

    def _four_row_problems(self) -> list[Violation]:
        """Hus's start (empty pits) and column captures."""
        found: list[Violation] = []
        empty = self.start_empty_pits
        if empty:
            if (len(set(empty)) != len(empty) or list(empty) != sorted(empty)
                    or any(not 0 <= p < self.pits_per_seat for p in empty) or len(empty) >= self.pits_per_seat):
                found.append(Violation("invalid-option", "start_empty_pits",
                                       f"must list distinct pit numbers below {self.pits_per_seat} in increasing "
                                       "order, leaving at least one pit filled"))
            if self.rounds is not Rounds.NONE:
                found.append(Violation("invalid-option", "start_empty_pits",
                                       "matches of rounds refill every pit; empty starting pits are defined for one game"))
        if self.column_capture is not ColumnCapture.NONE and (
                self.ring is not Ring.OWN_SEAT or self.laps is not Laps.RELAY or self.bao_captures
                or self.cross_capture or self.capture_counts or self.capture_parity is not CaptureParity.NONE
                or self.en_passant_count):
            found.append(Violation("invalid-option", "column_capture",
                                   "column captures need ring=own_seat (two rows per seat), relay laps and no other "
                                   "capture rule (bao_captures, cross_capture, capture_counts, capture_parity, "
                                   "en_passant_count)"))
        omweso = self.omweso if self.omweso is not None else OmwesoRules()
        if omweso.captured_sown_from is not CapturedSownFrom.NEXT_PIT and self.column_capture is ColumnCapture.NONE:
            found.append(Violation("invalid-option", "captured_sown_from", "needs column_capture (captured seeds to sow)"))
        reverse = omweso.reverse_capture_pits
        if reverse:
            if self.column_capture is ColumnCapture.NONE or self.direction is Direction.PLAYER_CHOICE:
                found.append(Violation("invalid-option", "reverse_capture_pits",
                                       "reverse captures need column_capture and a fixed direction (ccw or cw)"))
            if (len(set(reverse)) != len(reverse) or list(reverse) != sorted(reverse)
                    or any(not 0 <= p < self.pits_per_seat for p in reverse)):
                found.append(Violation("invalid-option", "reverse_capture_pits",
                                       f"must list distinct pit numbers below {self.pits_per_seat} in increasing order"))
        if omweso.opening_arrangement and (self.rounds is not Rounds.NONE or self.seats != 2 or self.active_seats
                                           or self.sow_own_store or self.tuzdyk_count()):
            found.append(Violation("invalid-option", "opening_arrangement",
                                   "an arranged opening is defined for two seats, one game (rounds=none), "
                                   "no sown stores and no tuzdyks"))
        return found

    def _middle_row_problems(self) -> list[Violation]:
        """Three-row boards (engine.three_row): two seats, one ring round both seats' pits, the outer
        row twice the half middle row; a pit has no single opposite pit there, the board no store."""
        k = self.middle_row_pits
        if not k:
            return []
        if not 1 <= k <= MAX_PITS // 3:
            return [Violation("invalid-option", "middle_row_pits", f"must be 0 (no middle row) or between 1 and {MAX_PITS // 3}, got {k}")]
        found: list[Violation] = []
        if self.pits_per_side != 3 * k:
            found.append(Violation("invalid-option", "pits_per_side",
                                   f"a three-row board's outer row is twice its half of the middle row: "
                                   f"pits_per_side must be {3 * k} with middle_row_pits {k}"))
        if (self.seats != 2 or self.active_seats or self.rows_per_side != 1 or self.ring is not Ring.ALL_SEATS
                or self.sow_own_store or self.rounds is not Rounds.NONE):
            found.append(Violation("invalid-option", "middle_row_pits",
                                   "three-row boards are played by two seats sowing one ring round both seats' pits "
                                   "(rows_per_side 1, ring all_seats), with no store on the ring (sow_own_store false) "
                                   "and one round"))
        if (self.cross_capture or self.count_capture_opposite or self.bao_captures
                or self.column_capture is not ColumnCapture.NONE or self.capture_also is not CaptureAlso.NONE):
            found.append(Violation("invalid-option", "middle_row_pits",
                                   "a pit of a three-row board has no single opposite pit, nor one row of "
                                   "neighbours: cross_capture, count_capture_opposite, bao_captures, column_capture "
                                   "and capture_also are not defined on it"))
        return found

    def _relay_next_problems(self) -> list[Violation]:
        """Relays from the next pit (Pallanguzhi) are defined for two seats sowing one ring of pits,
        with no store on it; a capture beyond an empty pit needs them."""
        found = []
        if self.laps is Laps.RELAY_NEXT and (self.seats != 2 or self.active_seats or self.sow_own_store
                                             or self.ring is not Ring.ALL_SEATS or self.bao_captures
                                             or self.tuzdyk_count()):
            found.append(Violation("invalid-option", "laps",
                                   "relay_next is defined for two seats sowing both rows, no sown store "
                                   "(sow_own_store=false), no Bao captures and no tuzdyks"))
        if self.relay_needs_next_occupied and (
                self.laps is not Laps.RELAY or self.seats != 2 or self.active_seats or self.rows_per_side != 1
                or self.middle_row_pits or self.sow_own_store or self.ring is not Ring.ALL_SEATS or self.en_passant_count
                or self.bao_captures or self.tuzdyk_count() or self.wegue_count or self.capture_beyond_empty
                or self.count_capture_relays_next):
            found.append(Violation("invalid-option", "relay_needs_next_occupied",
                                   "needs relay laps on two seats of one row each sowing both rows, no sown store, "
                                   "no en-passant, Bao, tuzdyk or wegue captures, and neither capture_beyond_empty "
                                   "(which already stops there) nor count_capture_relays_next"))
        if self.single_seed_into_empty and (
                self.single_seed_moves_last or self.min_seeds_to_move != 1 or self.bao_captures or self.pit_owners
                or self.direction is Direction.PLAYER_CHOICE or self.rows_per_side != 1 or self.middle_row_pits
                or self.omweso is not None or self.opening_plies or self.wegue_count):
            found.append(Violation("invalid-option", "single_seed_into_empty",
                                   "is defined for one row per seat in a fixed direction, min_seeds_to_move 1, "
                                   "without single_seed_moves_last, Bao, pit_owners, an opening or wegues"))
        if self.count_capture_relays_next and (
                self.laps is not Laps.RELAY or not (self.capture_counts or self.capture_parity is not CaptureParity.NONE)
                or self.capture_chain or self.capture_chain_across_rows or self.count_capture_opposite
                or self.count_capture_to_owner or self.capture_also is not CaptureAlso.NONE or self.seats != 2
                or self.active_seats or self.rows_per_side != 1 or self.middle_row_pits or self.sow_own_store
                or self.en_passant_count or self.tuzdyk_count() or self.bao_captures or self.pit_owners
                or self.relay_min_seeds or self.wegue_count or self.rounds is not Rounds.NONE
                or self.grand_slam is not GrandSlam.CAPTURE_ALL or self.last_seeds_to_capturer):
            found.append(Violation("invalid-option", "count_capture_relays_next",
                                   "needs relay laps and a count capture (capture_counts or capture_parity) of one "
                                   "pit (no chain, pits taken with it or capture to the owner), two seats of one row "
                                   "each, no sown store, no en-passant, tuzdyk, Bao or wegue captures, no pit_owners, "
                                   "every lap relayed, one round, grand_slam capture_all and no last-seeds rule"))
        if self.capture_beyond_empty and self.laps not in (Laps.RELAY_NEXT, Laps.RELAY):
            found.append(Violation("invalid-option", "capture_beyond_empty", "needs laps=relay_next or laps=relay"))
        elif self.capture_beyond_empty and self.laps is Laps.RELAY and (
                self.seats != 2 or self.active_seats or self.sow_own_store or self.ring is not Ring.ALL_SEATS
                or self.rows_per_side != 1 or self.middle_row_pits or self.bao_captures or self.tuzdyk_count()
                or self.en_passant_count or self.relay_min_seeds or self.empty_row_loses or self.omweso is not None):
            found.append(Violation("invalid-option", "capture_beyond_empty",
                                   "with laps=relay it is defined for two seats of one row each sowing both rows, "
                                   "no sown store (sow_own_store=false), every lap relayed (relay_min_seeds 0), no "
                                   "en-passant, Bao or tuzdyk captures and no empty_row_loses"))
        if self.capture_facing_empty and (self.laps is not Laps.RELAY_NEXT or self.capture_beyond_empty):
            found.append(Violation("invalid-option", "capture_facing_empty",
                                   "needs laps=relay_next, and takes the place of capture_beyond_empty"))
        if self.capture_beyond_chain and not self.capture_beyond_empty:
            found.append(Violation("invalid-option", "capture_beyond_chain", "needs capture_beyond_empty"))
        if self.capture_next_after_empty and (self.laps not in (Laps.RELAY_NEXT, Laps.RELAY) or self.capture_beyond_empty
                                              or self.cross_capture or self.capture_counts
                                              or self.capture_parity is not CaptureParity.NONE):
            found.append(Violation("invalid-option", "capture_next_after_empty",
                                   "needs laps=relay_next or relay, and is the one capture rule for where a lap ends "
                                   "(no capture_beyond_empty, cross_capture or count captures)"))
        if self.relay_next_after_empty and (self.laps is not Laps.RELAY_NEXT or self.capture_beyond_empty
                                            or self.capture_facing_empty or self.capture_next_after_empty
                                            or self.en_passant_count):
            found.append(Violation("invalid-option", "relay_next_after_empty",
                                   "needs laps=relay_next, and no capture_beyond_empty, capture_facing_empty, "
                                   "capture_next_after_empty or en_passant_count (rules for where a lap ends)"))
        if self.capture_next_with_last_seed and not self.capture_next_after_empty:
            found.append(Violation("invalid-option", "capture_next_with_last_seed", "needs capture_next_after_empty"))
        if self.en_passant_taker is not EnPassantTaker.OWNER and not self.en_passant_count:
            found.append(Violation("invalid-option", "en_passant_taker", "needs en_passant_count (no en-passant captures)"))
        return found

    def _owner_problems(self) -> list[Violation]:
        """Pits owned by the other player or by nobody (Kanji Guti): each seat owns some pit; the
        rules that read a player's row as their own side's pits are not combined with them."""
        owners = self.pit_owners
        if not owners:
            return []
        found: list[Violation] = []
        if len(owners) != self.pits_per_seat or any(o not in (-1, 0, 1) for o in owners):
            found.append(Violation("invalid-option", "pit_owners",
                                   f"must give {self.pits_per_seat} owners, each 0 (the side's seat), 1 (the other "
                                   "player) or -1 (nobody)"))
        elif all(o == 0 for o in owners) or all(o == -1 for o in owners):
            found.append(Violation("invalid-option", "pit_owners",
                                   "must give some pit to a player and not every pit to its side (leave it empty)"))
        if (self.seats != 2 or self.active_seats or self.rows_per_side != 1 or self.ring is not Ring.ALL_SEATS
                or self.sow_own_store or self.rounds is not Rounds.NONE
                or (self.end_check is EndCheck.IMMEDIATE and any(o != 1 for o in owners))
                or self.must_feed is not MustFeed.NONE or self.capture_counts
                or self.capture_parity is not CaptureParity.NONE or self.en_passant_count or self.tuzdyk_count()
                or self.bao_captures or self.sweep not in (Sweep.OWNER, Sweep.NONE)
                or self.capture_precondition is not CapturePrecondition.NONE or self.capture_chain_forward
                or self.single_seed_moves_last or self.omweso is not None or self.last_seeds_to_capturer):
            found.append(Violation("invalid-option", "pit_owners",
                                   "pits owned across the board are defined for two seats with one row each, sown "
                                   "round both rows past unsown stores, one round, end_check at_turn_start or "
                                   "singles (immediate when every pit is the other player's: each row whole), "
                                   "must_feed none, sweep owner or none, cross or beyond-empty captures "
                                   "only (no count, en-passant, tuzdyk or Bao captures, no capture precondition or "
                                   "forward chain, no last-seeds rule) and no single_seed_moves_last"))
        return found

    def _wegue_problems(self) -> list[Violation]:
        """Wegues are defined for two players on two rows sowing round both rows, one round, with no
        store sown and no other captures (Qelat)."""
        found: list[Violation] = []
        if not 0 <= self.wegue_count <= 2 * MAX_SEEDS:
            found.append(Violation("invalid-option", "wegue_count", f"must be 0 (off) or between 1 and {2 * MAX_SEEDS}"))
        if not 0 <= self.wegue_capture <= 2 * MAX_SEEDS:
            found.append(Violation("invalid-option", "wegue_capture", f"must be between 0 and {2 * MAX_SEEDS}"))
        if self.wegue_capture and not self.wegue_count:
            found.append(Violation("invalid-option", "wegue_capture", "is defined with wegue_count only"))
        if not 1 <= self.wegue_capture_min <= 2 * MAX_SEEDS:
            found.append(Violation("invalid-option", "wegue_capture_min", f"must be between 1 and {2 * MAX_SEEDS}"))
        if self.wegue_count_ends_lap and not self.wegue_count:
            found.append(Violation("invalid-option", "wegue_count_ends_lap", "is defined with wegue_count only"))
        if self.wegue_capture_ends_turn and not self.wegue_capture:
            found.append(Violation("invalid-option", "wegue_capture_ends_turn", "is defined with wegue_capture only"))
        if self.wegue_pair and not self.wegue_count:
            found.append(Violation("invalid-option", "wegue_pair", "is defined with wegue_count only"))
        if self.wegue_blocked_row_ends and not self.wegue_count:
            found.append(Violation("invalid-option", "wegue_blocked_row_ends", "is defined with wegue_count only"))
        if self.wegue_sowing is not WegueSowing.SOWN and not self.wegue_count:
            found.append(Violation("invalid-option", "wegue_sowing", "is defined with wegue_count only"))
        elif self.wegue_sowing is WegueSowing.CLOSED and (
                self.laps is not Laps.RELAY or self.origin is not Origin.SOW_INTO or self.relay_min_seeds
                or self.wegue_capture or self.wegue_count_ends_lap or self.wegue_count < 2
                or self.wegue_pair or self.wegue_blocked_row_ends):
            found.append(Violation("invalid-option", "wegue_sowing",
                                   "closed holes are defined for relay laps from the landing pit sown into the "
                                   "origin (origin=sow_into, no relay_min_seeds), a wegue_count of 2 or more, and no "
                                   "wegue_capture, wegue_count_ends_lap, wegue_pair or wegue_blocked_row_ends"))
        if not self.wegue_last_pit and not self.wegue_count:
            found.append(Violation("invalid-option", "wegue_last_pit", "is defined with wegue_count only"))
        if self.wegue_count and (
                self.seats != 2 or self.active_seats or self.rows_per_side != 1 or self.middle_row_pits
                or self.ring is not Ring.ALL_SEATS or self.rounds is not Rounds.NONE or self.sow_own_store
                or self.laps is Laps.RELAY_NEXT or self.en_passant_count or self.tuzdyk_count() or self.bao_captures
                or self.capture_counts or self.capture_parity is not CaptureParity.NONE
                or self.cross_capture_any_row or self.capture_chain_forward
                or self.capture_precondition is not CapturePrecondition.NONE
                or self.column_capture is not ColumnCapture.NONE or self.capture_beyond_empty or self.pit_owners
                or self.must_feed is not MustFeed.NONE or self.capture_majority_wins or self.last_seeds_to_capturer
                or self.omweso is not None or self.opening_plies or self.no_capture_plies
                or self.single_seed_moves_last or self.capture_next_after_empty or self.capture_facing_empty):
            found.append(Violation("invalid-option", "wegue_count",
                                   "wegues are defined for two seats on one row each, sowing round both rows past "
                                   "unsown stores, single or relay laps, one round, no other capture than a plain "
                                   "cross capture, no feeding and no majority end"))
        return found

    def _tuzdyk_problems(self) -> list[Violation]:
        """Tuzdyks are defined for two players sowing single laps round both rows (Togyz Kumalak)."""
        count = self.tuzdyk_count()
        if not count:
            return []
        if not 1 <= count <= 2 * MAX_SEEDS:
            return [Violation("invalid-option", "tuzdyk_count", f"must be 0 (off) or between 1 and {2 * MAX_SEEDS}")]
        if (self.seats != 2 or self.active_seats or self.laps is not Laps.SINGLE or self.ring is not Ring.ALL_SEATS
                or self.rounds is not Rounds.NONE or self.en_passant_count or self.must_feed is not MustFeed.NONE
                or self.grand_slam is GrandSlam.FORBIDDEN):
            return [Violation("invalid-option", "tuzdyk_count",
                              "tuzdyks are defined for two seats, single laps round both rows, one round, "
                              "no en-passant captures, must_feed none and grand slams not forbidden")]
        return []
