"""Bao la Kujifunza (docs/rules/bao-kujifunza.md, seed 003): mtaji, compulsory captures, captured kete sown on
from a kichwa, kutakata.

A seat sows only round its own 16 pits (``ring=own_seat``, see ``board.py``): clockwise
``F0→F7→B7→B0`` and anticlockwise (``ccw``) the reverse.

* "A capture occurs when a lap's last kete falls into a shimo that (1) is in the mover's front
  row, (2) was occupied before that kete, and (3) faces an occupied shimo in the opponent's
  front row. A mtaji is a shimo of the mover holding 2–15 kete that, sown in one of the two
  directions, makes such a capture with its first lap."
* "If any mtaji exists the turn must be a capturing move; otherwise a kutakata move."
* Captured kete are sown from a kichwa (F0 or F7, which receives the first kete): column c of the
  capturing shimo 0-1 → F0 clockwise; 6-7 → F7 anticlockwise; 2-5 → keep the direction (CW → F0,
  ACW → F7).
* Kutakata: relay sowing in one direction until a lap ends in an empty shimo; no captures.
* Endless turns: ``sowing.TurnLimit`` (docs/rulings.md#conventions guard, lap and seed limits) is asked before
  every lap after the first; the truncated lap is sown and ends the turn (no capture after it).
"""

from __future__ import annotations

from typing import Final

from engine import events as ev
from engine.board import Geometry
from engine.events import Event
from engine.position import Move
from engine.rules import BaoRules, Direction, Rules
from engine.sowing import Sowing, TurnLimit
from engine.table import BaoWork

CHOICES: Final = (Direction.CCW, Direction.CW)
MTAJI_MIN, MTAJI_MAX = 2, 15
HOUSE_MIN = 6
"""A standing nyumba is functional while it holds at least this many seeds ("as long as it has at
least six counters in it and it has not been emptied")."""
HOUSE_TAX = 2
"""Seeds a taxed nyumba gives (R-BK3)."""
NO_SECTION: Final = BaoRules()
"""Bao la Kujifunza's (and every other game's) Bao section: no namua, no nyumba, no takasa rules."""


def section_of(rules: Rules) -> BaoRules:
    """The game's Bao la Kiswahili section, or the all-off one."""
    bao = rules.bao
    return bao if bao is not None else NO_SECTION


def is_mtaji(geo: Geometry, b: list[int], mover: int, index: int, direction: Direction) -> bool:
    """Is the pit at ``index`` a mtaji in ``direction``?"""
    n = b[index]
    if not MTAJI_MIN <= n <= MTAJI_MAX or n >= geo.pits:
        return False
    last = geo.lap(mover, direction, index, -1)[n - 1]
    # n < 16: every other pit receives at most one kete, so "occupied before" = occupied now.
    return geo.is_front(last) and b[last] > 0 and b[geo.opp[last]] > 0


def in_namua(rules: Rules, geo: Geometry, b: list[int], mover: int) -> bool:
    """The namua stage, for ``mover``: seeds are still in their store (Bao la Kiswahili)."""
    bao = rules.bao
    return bao is not None and bao.start_store > 0 and b[geo.store_index[mover]] > 0


def house_of(rules: Rules, geo: Geometry, state: BaoWork | None, seat: int) -> int:
    """Board index of ``seat``'s nyumba while it stands, else -1."""
    house = section_of(rules).nyumba
    if house < 0 or state is None or state.nyumba is None or not state.nyumba[seat]:
        return -1
    return geo.pit_indices[seat][house]


def bao_moves(rules: Rules, geo: Geometry, b: list[int], mover: int,
              state: BaoWork | None = None) -> list[Move]:
    """Capturing moves if any mtaji exists, else kutakata moves (front row first); in the namua
    stage (seeds in the mover's store) the namua moves."""
    bao = section_of(rules)
    if bao.start_store and b[geo.store_index[mover]] > 0:
        return namua_moves(rules, geo, b, mover, state)
    row = geo.pit_indices[mover]
    captures = [Move(p, d) for p, i in enumerate(row) for d in CHOICES if is_mtaji(geo, b, mover, i, d)]
    if captures:
        return captures
    least = rules.min_seeds_to_move
    movable = [p for p, i in enumerate(row) if b[i] >= least]
    if rules.front_row_first:
        front = [p for p in movable if p < geo.cols]
        if front:
            movable = front
    moves = [Move(p, d) for p in movable for d in CHOICES]
    if bao.takasa:
        # Mtaji takasa: "A Kichwa cannot be sown toward the back row if it is the only occupied
        # hole in the front row" (Ludii's summary of de Voogt 1995; R-BK6).
        occupied = [p for p in range(geo.cols) if b[row[p]]]
        if len(occupied) == 1:
            moves = [m for m in moves if not _towards_back_row(geo, m)]
    if bao.takasia and state is not None and state.takasia:
        moves = _takasia(rules, geo, b, mover, moves)
    return moves


def _takasia(rules: Rules, geo: Geometry, b: list[int], mover: int, moves: list[Move]) -> list[Move]:
    """After the opponent's mtaji takasa the mover (who has no capture) may not take a takasa from
    a front-row pit the opponent threatens, "if they can capture from this hole; if the hole in
    question is the house …; if it is the only occupied hole in the front row; or if it is the only
    hole in the front row with greater than one counter" excepted (R-BK8). A restriction that
    would leave no front-row move lets the back row be played, and never takes every move."""
    row = geo.pit_indices[mover]
    opponent = geo.next_seat[mover]
    threatened: set[int] = set()
    for i in geo.pit_indices[opponent]:
        for d in CHOICES:
            if is_mtaji(geo, b, opponent, i, d):
                last = geo.lap(opponent, d, i, -1)[b[i] - 1]
                threatened.add(geo.opp[last])
    occupied = [p for p in range(geo.cols) if b[row[p]]]
    several = [p for p in range(geo.cols) if b[row[p]] > 1]
    blocked = {p for p in range(geo.cols) if row[p] in threatened and p != section_of(rules).nyumba
               and occupied != [p] and several != [p]}
    if not blocked:
        return moves
    kept = [m for m in moves if m.pit not in blocked]
    if not kept:
        least = rules.min_seeds_to_move
        kept = [Move(p, d) for p in range(geo.cols, geo.pits) if b[row[p]] >= least for d in CHOICES]
    return kept or moves


def _towards_back_row(geo: Geometry, move: Move) -> bool:
    """A move from a kichwa whose first seed goes into the back row."""
    return ((move.pit == 0 and move.direction is Direction.CCW)
            or (move.pit == geo.cols - 1 and move.direction is Direction.CW))


def namua_moves(rules: Rules, geo: Geometry, b: list[int], mover: int, state: BaoWork | None) -> list[Move]:
    """The namua stage: a capture if any (a seed entered into an occupied front-row pit facing an
    occupied pit), each kichwa choice and, where its sowing ends in the functional nyumba, both
    the safari (stop) and going on; else the takasa moves (R-BK2 to R-BK5)."""
    row = geo.pit_indices[mover]
    cols = geo.cols
    captures: list[Move] = []
    for p in range(cols):
        i = row[p]
        if b[i] and b[geo.opp[i]]:
            for d in _namua_kichwa_choices(geo, p):
                trial = b[:]
                trial_house = state.copy() if state is not None else None
                decided = _turn(rules, geo, trial, mover, i, d, None, False, trial_house)[1]
                captures.append(Move(p, d))
                if decided:
                    captures.append(Move(p, d, safari=True))
    if captures:
        return captures
    house = house_of(rules, geo, state, mover)
    functional = house >= 0 and b[house] >= HOUSE_MIN
    occupied = [p for p in range(cols) if b[row[p]]]
    usable = [p for p in occupied if not (functional and row[p] == house)]
    takasa = section_of(rules).takasa
    if takasa:
        # "Players cannot place a counter in holes with single counters unless only holes in the
        # front row with single counters exist" (R-BK4).
        several = [p for p in usable if b[row[p]] >= 2]
        if several:
            usable = several
    if not usable:
        # "if it is the only occupied hole, the counter placed into it ... can be sown": the
        # nyumba is taxed (two seeds, R-BK3).
        usable = occupied
    moves = [Move(p, d) for p in usable for d in CHOICES]
    if takasa and len(occupied) > 1:
        # "Sowing from a Kichwa in the direction of the back row is not allowed unless it is the
        # only occupied hole in the front row" (R-BK5).
        moves = [m for m in moves if not _towards_back_row(geo, m)]
    return moves


def _namua_kichwa_choices(geo: Geometry, column: int) -> tuple[Direction, ...]:
    """A namua capture in a kimbi sows from the nearest kichwa; elsewhere the player chooses
    (``cw``: the left kichwa, sowing rightwards; ``ccw``: the right one)."""
    if column <= 1:
        return (Direction.CW,)
    if column >= geo.cols - 2:
        return (Direction.CCW,)
    return CHOICES


def _kichwa(geo: Geometry, mover: int, column: int, direction: Direction) -> tuple[int, Direction]:
    row = geo.pit_indices[mover]
    left, right = row[0], row[geo.cols - 1]
    if column <= 1:
        return left, Direction.CW
    if column >= geo.cols - 2:
        return right, Direction.CCW
    return (left, direction) if direction is Direction.CW else (right, direction)


def _emptied(rules: Rules, geo: Geometry, state: BaoWork | None, index: int, events: list[Event] | None) -> None:
    """A pit was emptied (lifted or captured): a nyumba emptied no longer stands."""
    if state is None or state.nyumba is None or geo.pit_of[index] != section_of(rules).nyumba:
        return
    nyumba = state.nyumba
    seat = geo.seat_of[index]
    if nyumba[seat]:
        nyumba[seat] = False
        if events is not None:
            events.append(ev.nyumba(seat, "destroyed"))


def bao_sow_turn(rules: Rules, geo: Geometry, b: list[int], mover: int, origin: int, direction: Direction,
                 events: list[Event] | None, safari: bool = False, state: BaoWork | None = None) -> Sowing:
    """One Bao turn: laps, relays and (in a capturing move) captures sown on from a kichwa; in the
    namua stage the turn begins by entering a seed from the store into ``origin``."""
    return _turn(rules, geo, b, mover, origin, direction, events, safari, state)[0]


def _turn(rules: Rules, geo: Geometry, b: list[int], mover: int, origin: int, direction: Direction,
          events: list[Event] | None, safari: bool, state: BaoWork | None) -> tuple[Sowing, bool]:
    """``bao_sow_turn``, and whether the sowing reached the choice of a safari."""
    house = house_of(rules, geo, state, mover)
    store = geo.store_index[mover]
    namua = in_namua(rules, geo, b, mover)
    nyumba = state.nyumba if state is not None else None
    if namua:
        # "Players place counters into an occupied hole in their front row."
        taxed = origin == house and b[house] >= HOUSE_MIN
        b[store] -= 1
        b[origin] += 1
        if events is not None:
            events.append(ev.pickup(geo, store, 1))
            events.append(ev.sow(geo, [origin], [], direction.value))
        facing = geo.opp[origin]
        capturing = b[origin] > 1 and b[facing] > 0
        if capturing:
            # "the opponent's counters in that hole are captured", sown from a kichwa.
            seeds = b[facing]
            b[facing] = 0
            _emptied(rules, geo, state, facing, events)
            kichwa, direction = _kichwa(geo, mover, geo.pit_of[origin], direction)
            ring = geo.ring(mover, direction)
            start = ring[ring.index(kichwa) - 1]
            if events is not None:
                events.append(ev.capture(geo, [facing], seeds, mover, "bao"))
                events.append(ev.captured_resown(geo, kichwa, direction.value))
        else:
            seeds = HOUSE_TAX if taxed else b[origin]
            b[origin] -= seeds
            start = origin
            if events is not None:
                events.append(ev.pickup(geo, origin, seeds))
                if taxed:
                    events.append(ev.nyumba(mover, "taxed"))
            if not taxed:
                _emptied(rules, geo, state, origin, events)
    else:
        capturing = is_mtaji(geo, b, mover, origin, direction)
        seeds = b[origin]
        b[origin] = 0
        if events is not None:
            events.append(ev.pickup(geo, origin, seeds))
        _emptied(rules, geo, state, origin, events)
        start = origin  # the lap begins with the pit after ``start``
    house_rules = namua and house >= 0
    decided = False
    limit = TurnLimit(geo, b, seeds)  # the §0 guard and the turn's lap and seed limits
    truncated = False
    while True:
        seq = geo.lap(mover, direction, start, -1)
        full, rem = divmod(seeds, len(seq))
        if full:
            for i in seq:
                b[i] += full
        for i in seq[:rem]:
            b[i] += 1
        last = seq[rem - 1] if rem else seq[-1]
        if events is not None:
            events.append(ev.sow(geo, list(seq) * full + list(seq[:rem]), [], direction.value))
        if truncated or b[last] == 1:
            break  # "When the last kete falls into an empty shimo, the turn is over."
        facing = geo.opp[last]
        if capturing and geo.is_front(last) and facing >= 0 and b[facing] > 0:
            seeds = b[facing]
            b[facing] = 0
            _emptied(rules, geo, state, facing, events)
            kichwa, direction = _kichwa(geo, mover, geo.pit_of[last], direction)
            ring = geo.ring(mover, direction)
            start = ring[ring.index(kichwa) - 1]
            if events is not None:
                events.append(ev.capture(geo, [facing], seeds, mover, "bao"))
                events.append(ev.captured_resown(geo, kichwa, direction.value))
        else:
            if house_rules and last == house and nyumba is not None and nyumba[mover] and b[last] > HOUSE_MIN:
                # The lap ended in the functional nyumba (6 or more before its last seed).
                if not capturing:
                    # Takasa: "If the final counter of a sowing lands in the house, the turn ends."
                    if events is not None:
                        events.append(ev.nyumba(mover, "stopped"))
                    break
                # Capturing move: "the player may choose to continue sowing from the house or to
                # end their turn" (safari).
                decided = True
                if safari:
                    if events is not None:
                        events.append(ev.nyumba(mover, "safari"))
                    break
            seeds = b[last]
            b[last] = 0
            start = last
            if events is not None:
                events.append(ev.relay(geo, last, seeds, direction.value))
            _emptied(rules, geo, state, last, events)
        truncated = limit.last_lap(geo, b, start, direction, seeds, last, events)
    return Sowing(last, direction, truncated), decided


def front_row_empty(geo: Geometry, b: list[int], seat: int) -> bool:
    row = geo.pit_indices[seat]
    return not any(b[i] for i in row[: geo.cols])
