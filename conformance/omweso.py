"""An Omweso turn, played twice: the model by which the comparison rules a differing turn of Ludii's
Mweso program (rulings L-OM1, L-OM2 in docs/conformance.md).

The board is canonical: seat s's 16 pits are ``16 s + c``, its front row F0…F7 (``c`` 0…7) then its
back row B0…B7 (``c`` 8…15), each from the seat's own left. Anticlockwise round the own two rows is
B0→B7→F7→F0→B0; the opponent's column facing F c is their F(7−c) and B(7−c).

Without rulings, the engine's turn (engine/variants/omweso.py, docs/rules/omweso.md R-OM3, R-OM5):
a lap sows the pit's seeds one a pit from the next (16 or more come round into the pit itself);
"When the last seed falls into an empty pit the turn is over"; into an occupied front pit facing a
column whose two pits are occupied, both are taken and "sown round your own pits starting with the
pit after the one the capturing lap began from", anticlockwise (after a reverse capture too), the
capturing pit keeping its seeds, and that lap "ends like any other" (a capture by it sows again
after the same start); into any other occupied pit, its seeds are lifted and sown on from the next
pit (a relay), in the lap's direction. The engine's turn limits are modelled too (``TurnLimit``:
a repeated state before a lap, 32 laps a pit, 32 sowings a seed-and-pit; the lap then begun is
the turn's last).

With ``L-OM1``, Ludii's Mweso (each lap one ply of its ``Sowing`` phase): the lap's ``apply``, when
the last seed falls into an occupied pit, sets ``Replay`` to that pit and ``moveAgain``; when that
pit is a front pit facing two occupied pits, both are moved into the lap's own start (``last From``)
and sown from it anticlockwise (the pit after the start first) by a ``sow`` with no ``apply`` of
its own: that lap neither relays nor captures. The next ply sows ``Replay`` (the capturing pit, or
the relay pit), in the turn's direction: ``Direction`` is set to 2 by a clockwise lap and lets
only the clockwise ``Select`` be made until a lap ends in an empty pit, so a reverse move's relays
go on clockwise. Ludii relays until a lap ends in an empty pit (an endless turn raises ``Endless``).

``ludii_lists_reverse`` is L-OM2: Ludii's clockwise ``Select`` from a left-hand pit needs only that
the front pit ``count`` steps clockwise faces two occupied pits, where the engine asks that the lap
capture (its last seed into an occupied pit; 16 seeds end in their own pit, emptied when the lap
began).

Written by hand: a page of Python for one game's two readings; checked on every differing turn
of the comparison, where the model without rulings must give the engine's position.
"""

from __future__ import annotations

from dataclasses import dataclass

from .laps import Endless

PITS = 16
"""A seat's pits (4×8: two rows of 8)."""

MAX_LAPS = 32 * 2 * PITS
"""The engine's lap limit on this board (32 laps a pit)."""

MAX_SEEDS = 32 * (64 + 2 * PITS)
"""The engine's seed limit (32 sowings a seed in play and a pit)."""

LUDII_LAPS = 5000
"""The model's bound on Ludii's laps (a repeated state ends it first)."""

LEFT = (0, 1, 8, 9)
"""The four left-hand pits of reverse captures (F0, F1, B0, B1)."""


@dataclass(frozen=True)
class OmwesoTurn:
    """A turn's outcome: the 32 canonical pits after it, the seat to move next, and (with L-OM1)
    the pits after each of Ludii's plies (laps), the last one the turn's end."""

    pits: tuple[int, ...]
    to_move: int
    plies: tuple[tuple[int, ...], ...] = ()


def next_ccw(pit: int) -> int:
    """The next pit anticlockwise round the owner's two rows: B0→B7→F7→F0→B0."""
    seat, c = divmod(pit, PITS)
    nxt = (c + 1 if c < PITS - 1 else 7) if c >= 8 else (c - 1 if c > 0 else 8)
    return seat * PITS + nxt


def next_cw(pit: int) -> int:
    """The next pit clockwise (the anticlockwise ring walked backwards)."""
    seat, c = divmod(pit, PITS)
    nxt = (c - 1 if c > 8 else 0) if c >= 8 else (c + 1 if c < 7 else PITS - 1)
    return seat * PITS + nxt


def facing(pit: int) -> tuple[int, int]:
    """The opponent's front and back pits of the column facing front pit ``pit``."""
    seat, c = divmod(pit, PITS)
    opponent = (1 - seat) * PITS
    return opponent + 7 - c, opponent + 15 - c


def _sow(b: list[int], start: int, seeds: int, clockwise: bool) -> int:
    """Sow ``seeds`` one a pit from the pit after ``start``; the last seed's pit."""
    here = start
    for _ in range(seeds):
        here = next_cw(here) if clockwise else next_ccw(here)
        b[here] += 1
    return here


def _captures_at(b: list[int], pit: int) -> bool:
    """A front pit facing a column whose two pits are occupied."""
    if pit % PITS >= 8:
        return False
    front, back = facing(pit)
    return b[front] > 0 and b[back] > 0


def _take(b: list[int], pit: int) -> int:
    front, back = facing(pit)
    taken = b[front] + b[back]
    b[front] = b[back] = 0
    return taken


def engine_turn(pits: tuple[int, ...] | list[int], mover: int, pit: int, clockwise: bool) -> OmwesoTurn:
    """The engine's turn from canonical ``pit`` (the module docstring)."""
    b = list(pits)
    seeds, b[pit] = b[pit], 0
    start, laps, sown, seen = pit, 1, seeds, set()
    last_lap = False

    def limit(start: int, clockwise: bool, hand: int) -> bool:
        """The engine's ``TurnLimit.last_lap``: whether the lap about to begin is the turn's last."""
        nonlocal laps, sown
        laps += 1
        sown += hand
        state = (tuple(b), start, clockwise, hand)
        if state in seen or laps >= MAX_LAPS or sown >= MAX_SEEDS:
            return True
        seen.add(state)
        return False

    while True:
        last = _sow(b, start, seeds, clockwise)
        if last_lap or b[last] == 1:
            return OmwesoTurn(tuple(b), 1 - mover)
        if _captures_at(b, last):
            seeds, clockwise = _take(b, last), False  # sown after the same start, anticlockwise
            last_lap = limit(start, clockwise, seeds)
            continue
        seeds, b[last] = b[last], 0
        last_lap = limit(last, clockwise, seeds)
        start = last


def ludii_turn(pits: tuple[int, ...] | list[int], mover: int, pit: int, clockwise: bool) -> OmwesoTurn:
    """Ludii's Mweso turn from canonical ``pit`` (L-OM1, the module docstring); ``Endless`` when its
    relays cycle."""
    b = list(pits)
    plies: list[tuple[int, ...]] = []
    seen: set[tuple[tuple[int, ...], int]] = set()
    start = pit
    for _ in range(LUDII_LAPS):
        seeds, b[start] = b[start], 0
        last = _sow(b, start, seeds, clockwise)
        if b[last] == 1:
            plies.append(tuple(b))
            return OmwesoTurn(tuple(b), 1 - mover, tuple(plies))
        if _captures_at(b, last):
            taken = _take(b, last)
            _sow(b, start, taken, False)  # from ``last From``, anticlockwise; no apply: no relay, no capture
        plies.append(tuple(b))
        if (tuple(b), last) in seen:
            break
        seen.add((tuple(b), last))
        start = last  # ``Replay``: the capturing or relay pit, in the turn's direction
    raise Endless(f"Ludii's Mweso turn from {pit} did not end")


def omweso_turn(pits: tuple[int, ...] | list[int], mover: int, pit: int, clockwise: bool,
                rulings: frozenset[str]) -> OmwesoTurn:
    """The engine's turn, or with ``L-OM1`` Ludii's."""
    return (ludii_turn if "L-OM1" in rulings else engine_turn)(pits, mover, pit, clockwise)


def _reverse_end(pits: list[int] | tuple[int, ...], pit: int) -> int:
    """The pit ``pits[pit]`` steps clockwise from ``pit`` (Ludii's ``NextSiteOnTrack``)."""
    here = pit
    for _ in range(pits[pit]):
        here = next_cw(here)
    return here


def ludii_lists_reverse(pits: list[int] | tuple[int, ...], pit: int) -> bool:
    """Ludii's clockwise ``Select`` at the start of a turn: a left-hand pit of 2 or more whose seeds
    reach, ``count`` steps clockwise, a front pit facing two occupied pits."""
    if pit % PITS not in LEFT or pits[pit] < 2:
        return False
    return _captures_at(list(pits), _reverse_end(pits, pit))


def engine_allows_reverse(pits: list[int] | tuple[int, ...], pit: int) -> bool:
    """The engine's reverse capture (R-OM5): a left-hand pit of 2 or more whose first lap, sown
    clockwise, ends in an occupied front pit facing two occupied pits (the pit was occupied
    before the last seed: not its own emptied pit, unless the lap came round to it again)."""
    if pit % PITS not in LEFT or pits[pit] < 2:
        return False
    b = list(pits)
    seeds, b[pit] = b[pit], 0
    last = _sow(b, pit, seeds, True)
    return b[last] > 1 and _captures_at(b, last)
