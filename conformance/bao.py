"""A Bao la Kiswahili turn, played by the engine's reading and by Ludii's "Bao Kiswahili (East Africa)"
program: the model by which the comparison rules a turn whose outcome differs (docs/conformance.md:
L-BK2, a capturing turn of the engine's, with L-BK1 and L-BK3 where the same turn meets them; L-BK1
and L-BK3, a takasa of the engine's).

Positions are canonical (conformance/compare.py ``canonical``): seat 0's 16 pits, seat 1's, then the
two stores (the kete still to be entered). A seat's pits 0-7 are its front row F0-F7 from its own
left, 8-15 its back row; ``cw`` goes F0 → F7, then back along the back row to F0 (the engine's
``ring=own_seat``), ``ccw`` the reverse; F c faces the opponent's F (7 − c).

The engine's reading (docs/rules/bao-la-kiswahili.md, engine/bao.py ``_turn``): the namua capture
enters a kete into an occupied front pit facing kete; a mtaji's first lap ends in an occupied front
pit facing kete. The captured kete are sown **from the kichwa, which receives the first kete** (a
kimbi capture from the nearer kichwa, F2-F5 keeping the direction; the namua's first one as the
move's direction says). A lap ending in an occupied front pit facing kete captures again; in another
occupied pit it is relayed; in an empty pit the turn is over. In the namua stage a lap ending in the
standing nyumba that held 6 or more offers the safari (stop, or relay the house and it no longer
stands). A takasa (no capture) is relayed the same way without captures; in the namua stage it
sows 2 kete from the taxed house (it held 6 or more) and a lap ending in the functional house ends
it.

Ludii's reading, the rulings' lines:

* L-BK2 (its ``fromTo`` of the captured kete ``(to (mapEntry "LeftMostInner" Mover))`` and the
  ``move Select (from (mapEntry "LeftMostInner" Mover))`` that sows the kichwa's whole contents):
  the captured kete go **into** the kichwa, which is then lifted (with what it held) and sown from
  the pit after it. Its kichwa is chosen by the board's columns (``(expand (sites Left))``: Side 1,
  the ``LeftMostInner`` kichwa; ``(expand (sites Right))``: Side 2; any other column: Side 0, the
  player's choice), read the same for both players: the first player's captures in a kimbi are
  sown from the nearer kichwa, the second player's (whose left is the board's right) from the
  **farther** one, and every capture in F2-F5 lets the player choose the kichwa (its own text: "the
  one which continues the sowing direction").
* L-BK1 (its ``apply:(if (is In (to) (sites Mover "Inner")) (if (is Occupied ("OppositePit" (to)))
  ...``, in every lap of every turn): a lap ending in a front pit facing kete captures whether or
  not that pit was empty, and in a takasa's relays too (its own text: "If a capturing move is not
  possible on the first sowing, no captures can be made on subsequent sowings"); its mtaji list
  also takes a first lap ending in the back row below an occupied front pit (its ``OppositePit`` of
  a back-row site), which then relays or ends as a takasa.
* L-BK3 (its relay ``(if (or (= 1 (value Player Mover)) ... (not (is In (to) (sites
  "SquaresHoles")))) ... (set Var "Direction" 0))``): a lap ending in the mover's house while it
  keeps its status stops there, in both stages and whatever the house holds, where the engine
  offers the safari (namua stage, 6 or more) or relays (otherwise). Ludii's traces do not carry the
  house's status: the engine's (``nyumba``) stands for it, or Ludii's kept (``_replayed``). Its
  namua takasa from the house sows 2 kete when the house held 6 or more, as the engine's, and the
  house loses its status when fewer than 6 are left (``(set Value Mover 1)``).

Written by hand, a few lines for each rule: it is this repository's reading of the two programs,
checked on every turn it rules (without the rulings it must give the engine's position exactly).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

PITS = 16
COLS = 8
HOUSE = 4
HOUSE_MIN = 6
LAPS = 400
"""The model's bound on a turn's laps; a turn still going is no outcome (the engine bounds it too)."""

KICHWA = "L-BK2"
EMPTY_CAPTURE = "L-BK1"
HOUSE_STOPS = "L-BK3"
PLY_END = "ply end"
"""Ludii's ``end`` (a player whose front row is empty loses) is checked after every ply of the turn,
every lap one: a capture that empties the opponent's front row ends the game there, where the
engine's turn goes on (the opponent then loses at the start of their turn, the same winner)."""
LUDII = frozenset({KICHWA, EMPTY_CAPTURE, HOUSE_STOPS, PLY_END})


@dataclass(frozen=True)
class Outcome:
    """A turn's end: canonical pits then the two stores, and the seat to move next (None: Ludii's
    game ended within the turn)."""

    state: tuple[int, ...]
    to_move: int | None


def _ring(seat: int, clockwise: bool) -> list[int]:
    base = seat * PITS
    cw = [base + p for p in range(COLS)] + [base + p for p in range(PITS - 1, COLS - 1, -1)]
    return cw if clockwise else cw[::-1]


def _facing(index: int) -> int:
    """The opponent's front pit facing a front pit."""
    seat, pit = divmod(index, PITS)
    return (1 - seat) * PITS + COLS - 1 - pit


def _sow(b: list[int], ring: list[int], start: int, seeds: int) -> int:
    """Sow ``seeds`` round ``ring`` from the pit after ``start`` (a full round reaches ``start``
    itself); the pit of the last kete."""
    k = ring.index(start)
    here = start
    for step in range(1, seeds + 1):
        here = ring[(k + step) % len(ring)]
        b[here] += 1
    return here


def _kichwas(seat: int, column: int, clockwise: bool, readings: frozenset[str]) -> list[tuple[int, bool]]:
    """The kichwa (front column) and direction a capture in ``column`` is sown from."""
    left, right = (0, True), (COLS - 1, False)
    if KICHWA in readings:
        board_column = column if seat == 0 else COLS - 1 - column  # Ludii's Left / Right: the board's
        if board_column <= 1:  # Side 1: "LeftMostInner", the player's own F0
            return [left]
        if board_column >= COLS - 2:  # Side 2: "RightMostInner", the player's own F7
            return [right]
        return [left, right]
    if column <= 1:
        return [left]
    if column >= COLS - 2:
        return [right]
    return [left if clockwise else right]


def turns(state: list[int], mover: int, pit: int, clockwise: bool, safari: bool, standing: bool,
          readings: frozenset[str] = frozenset()) -> Iterator[Outcome]:
    """Every outcome of the turn from the mover's ``pit`` (0-15) under ``readings`` (none: the
    engine's; ``LUDII``: Ludii's program), over the choices Ludii leaves to the player (the kichwa
    of a capture in F2-F5). ``standing``: the mover's nyumba still stands (its status, for Ludii)."""
    b = list(state)
    store = 2 * PITS + mover
    house = mover * PITS + HOUSE
    origin = mover * PITS + pit
    ludii_house = HOUSE_STOPS in readings
    if b[store] > 0:  # namua: a kete entered from the store
        taxed = standing and origin == house and b[house] >= HOUSE_MIN
        b[store] -= 1
        b[origin] += 1
        if pit < COLS and b[_facing(origin)] and (b[origin] > 1 or EMPTY_CAPTURE in readings):
            yield from _capture(b, mover, origin, clockwise, safari, standing, True, True, readings, 0)
            return
        # takasa: "the player sows only two seeds from it" from the taxed house (both readings)
        seeds = 2 if taxed else b[origin]
        b[origin] -= seeds
        if origin == house:
            # the engine: an emptied house no longer stands; Ludii: a house left with fewer than 6
            standing = b[house] >= HOUSE_MIN if ludii_house else taxed
        last = _sow(b, _ring(mover, clockwise), origin, seeds)
        yield from _laps(b, mover, last, clockwise, safari, standing, True, False, readings, 1)
        return
    seeds = b[origin]
    ring = _ring(mover, clockwise)
    b[origin] = 0
    if origin == house and not ludii_house:
        standing = False  # the engine: a house emptied no longer stands (Ludii: its status is kept)
    last = _sow(b, ring, origin, seeds)
    front = last % PITS < COLS and b[_facing(last)] > 0
    if EMPTY_CAPTURE in readings:
        # Ludii: a lap ending in a front pit facing kete captures, empty or not (any lap, any turn)
        capturing = front
    else:
        capturing = 2 <= seeds < PITS and front and b[last] > 1  # a mtaji
    if capturing:
        yield from _capture(b, mover, last, clockwise, safari, standing, False, True, readings, 0)
    else:  # a takasa (Ludii: also a lap its capture list took for a back-row end)
        yield from _laps(b, mover, last, clockwise, safari, standing, False, False, readings, 1)


def _front_row_empty(b: list[int]) -> bool:
    return any(not any(b[seat * PITS:seat * PITS + COLS]) for seat in (0, 1))


def _capture(b: list[int], mover: int, at: int, clockwise: bool, safari: bool, standing: bool, namua: bool,
             capturing: bool, readings: frozenset[str], laps: int) -> Iterator[Outcome]:
    """The capture at the front pit ``at`` and the rest of the turn, for each kichwa choice."""
    facing = _facing(at)
    taken = b[facing]
    for column, direction in _kichwas(mover, at % PITS, clockwise, readings):
        board = list(b)
        board[facing] = 0
        kichwa = mover * PITS + column
        ring = _ring(mover, direction)
        if KICHWA in readings:  # into the kichwa, which is lifted and sown from the pit after it
            seeds = board[kichwa] + taken
            board[kichwa] = 0
            last = _sow(board, ring, kichwa, seeds)
        else:  # the kichwa receives the first kete
            last = _sow(board, ring, ring[ring.index(kichwa) - 1], taken)
        if PLY_END in readings and _front_row_empty(board):
            yield Outcome(tuple(board), None)
            continue
        yield from _laps(board, mover, last, direction, safari, standing, namua, capturing, readings, laps + 1)


def _laps(b: list[int], mover: int, last: int, clockwise: bool, safari: bool, standing: bool, namua: bool,
          capturing: bool, readings: frozenset[str], laps: int) -> Iterator[Outcome]:
    """A turn's laps after a lap ended in ``last``: captures (a capturing move's, or any under L-BK1),
    relays, the house, the turn's end."""
    house = mover * PITS + HOUSE
    ring = _ring(mover, clockwise)
    while laps < LAPS:
        front = last // PITS == mover and last % PITS < COLS
        empty = b[last] == 1
        if EMPTY_CAPTURE in readings:
            captures = front and b[_facing(last)] > 0
        else:
            captures = capturing and front and b[_facing(last)] > 0 and not empty
        if captures:
            yield from _capture(b, mover, last, clockwise, safari, standing, namua, True, readings, laps)
            return
        if empty:
            break  # "When the last kete falls into an empty shimo, the turn is over."
        if last == house and standing:
            if HOUSE_STOPS in readings:
                break  # Ludii: the house keeps its status, the lap stops there
            if namua and b[last] > HOUSE_MIN and (safari or not capturing):
                break  # the engine: the safari, or a takasa ending in the functional house
        seeds = b[last]
        b[last] = 0
        if last == house and HOUSE_STOPS not in readings:
            standing = False
        last = _sow(b, ring, last, seeds)
        laps += 1
        if PLY_END in readings and _front_row_empty(b):
            yield Outcome(tuple(b), None)
            return
    else:
        return
    yield Outcome(tuple(b), 1 - mover)


def _replayed(pit: int, ply: dict[str, Any], turn: dict[str, Any], readings: frozenset[str]) -> bool:
    """Does the model without rulings give every engine move's outcome from canonical ``pit``, and
    with ``readings`` Ludii's outcome (for one direction and kichwa choice)? ``ply``: Ludii's record
    before the turn; ``turn``: the walk's ``engine_moves``, ``nyumba``, ``after``, ``after_mover``
    and ``over`` (conformance/turns.py). Ludii's house status is not in its trace: it stands where
    the engine's does (Ludii ends it only by a namua takasa from the house, as the engine does), and
    where the engine's no longer stands both are tried."""
    mover = int(ply["mover"]) - 1
    state = [*ply["pits"], *ply["stores"]]
    own = pit - mover * PITS
    nyumba = turn.get("nyumba")
    standing = bool(nyumba and nyumba[mover])
    moves = turn.get("engine_moves") or []
    if not moves or not 0 <= own < PITS:
        return False
    for move, seeds, to_move in moves:
        played = list(turns(state, mover, own, move.get("direction") == "cw", bool(move.get("safari")), standing))
        if played != [Outcome(tuple(seeds), to_move)]:
            return False  # the model does not read the engine's turn
    after = tuple(turn["after"])
    next_to_move = None if turn.get("over") else turn.get("after_mover")
    return any(o.state == after and o.to_move == next_to_move
               for house in {standing, True} for clockwise in (True, False)
               for o in turns(state, mover, own, clockwise, False, house, readings))


def _engine_captured(turn: dict[str, Any]) -> bool:
    return any(e.get("type") == "capture" for e in turn.get("engine_events", ()))


def ruled_capture_turn(pit: int, ply: dict[str, Any], turn: dict[str, Any]) -> bool:
    """L-BK2: the engine's turn from ``pit`` captures, and the model replays it both ways
    (``_replayed``) with Ludii's readings."""
    return _engine_captured(turn) and _replayed(pit, ply, turn, LUDII)


def ruled_takasa_turn(ruling: str, pit: int, ply: dict[str, Any], turn: dict[str, Any]) -> bool:
    """L-BK1 or L-BK3: the engine's turn from ``pit`` captures nothing, the model replays it both ways
    with Ludii's readings, and not without ``ruling``'s."""
    return (not _engine_captured(turn) and _replayed(pit, ply, turn, LUDII)
            and not _replayed(pit, ply, turn, LUDII - {ruling}))


def ludii_listing(pits: list[int], stores: list[int], mover: int, special: bool) -> set[int]:
    """The canonical pits of Ludii's moves at a turn's start (its ``priority`` lists; ``special``:
    the mover's house keeps its status). Namua: entering into any front pit facing kete (a capture,
    its pit empty or not: L-BK1), else into an occupied front pit other than the house while it
    keeps its status, else the house. Mtaji: any occupied pit whose lap (either direction) ends
    where Ludii's ``OppositePit`` is occupied (the facing pit of a front pit, the own front pit
    above a back pit: L-BK1), else any occupied pit (not the house once it lost its status)."""
    base = mover * PITS
    house = base + HOUSE
    if stores[mover] > 0:
        captures = {base + c for c in range(COLS) if pits[_facing(base + c)] > 0}
        if captures:
            return captures
        front = [base + c for c in range(COLS) if pits[base + c] > 0]
        if not special:
            return set(front)
        others = {p for p in front if p != house}
        return others or ({house} if pits[house] else set())
    listed: set[int] = set()
    for pit in range(base, base + PITS):
        for clockwise in (True, False):
            ring = _ring(mover, clockwise)
            end = ring[(ring.index(pit) + pits[pit]) % PITS]
            opposite = _facing(end) if end % PITS < COLS else end - COLS
            if pits[pit] and pits[opposite] > 0:
                listed.add(pit)
    if listed:
        return listed
    occupied = {p for p in range(base, base + PITS) if pits[p]}
    return occupied if special else occupied - {house}
