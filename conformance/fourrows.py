"""A turn of relay laps round a player's own two rows of a four-row board: the models by which the
comparison rules a first turn of Ludii's Namudilakunze program that takes the facing front hole
(ruling L-NZ1) and a turn of Ludii's Makonn program that captures from the outer row (L-MK3).

The model plays one turn twice, under the engine's options and under the ruling; a differing turn
is ruled only where the first gives the engine's position and the second Ludii's, exactly
(conformance/laps.py has the same pattern for the two-row relay games).

Canonical pits (conformance/sites.py ``four_row``): seat ``s``'s pits are ``s * 2n + i``, front row
``i < n`` from the seat's own left, back row ``n + i`` behind front hole ``i``; a seat's front hole
``i`` faces the other seat's front hole ``n - 1 - i``. Sown clockwise, a seed goes along the front
row from the seat's left to its right, then back along the back row (pits ``0 … n-1, 2n-1 … n``).

Written by hand: a few lines for the catalogue options the engine's Namudilakunze uses in a first
turn and Makonn in a turn, and each ruling's line; it is this repository's reading of Ludii's program, checked on
every differing turn of the comparison (where the model without the ruling must give the engine's
position).
"""

from __future__ import annotations

from .laps import LAPS, Endless, Turn


def clockwise_ring(seat: int, columns: int) -> list[int]:
    """The seat's own two rows in clockwise sowing order, as canonical pits."""
    base = seat * 2 * columns
    return [base + i for i in range(columns)] + [base + columns + i for i in range(columns - 1, -1, -1)]


def sow_lap(board: list[int], ring: list[int], at: int) -> int:
    """Lift the seeds of ``ring[at]`` and sow them one a hole along ``ring`` (a lap of the ring's
    size or more into its own origin, ``origin=sow_into``); the index in ``ring`` of the last."""
    seeds, board[ring[at]] = board[ring[at]], 0
    for _ in range(seeds):
        at = (at + 1) % len(ring)
        board[ring[at]] += 1
    return at


def first_turn(pits: tuple[int, ...], mover: int, hole: int, columns: int, rulings: frozenset[str]) -> Turn:
    """A first, clockwise, Namudilakunze turn from canonical ``hole`` (``pits``: the board's holes
    only; a capture takes seeds off it). The engine's options: relay laps round the mover's own two
    rows (``ring=own_seat``, ``laps=relay``: a last seed into a hole of two or more is sown on from
    it, a lap of the ring's size or more into its own origin, ``origin=sow_into``); a last seed
    into an empty own front hole takes the back hole behind the facing front hole, where that
    front hole is empty (``capture_targets=back_behind_empty_front``), the turn over. L-NZ1:
    Ludii's program, in each player's first turn, takes the facing front hole where it holds
    seeds, else the back hole behind it. The turn's end only (``to_move`` is the opponent)."""
    board = list(pits)
    ring = clockwise_ring(mover, columns)
    at = ring.index(hole)
    opponent = (1 - mover) * 2 * columns
    for _ in range(LAPS):
        at = sow_lap(board, ring, at)
        last = ring[at]
        if board[last] > 1:
            continue  # laps=relay
        column = last - mover * 2 * columns
        if column < columns:  # an own front hole
            front = opponent + columns - 1 - column
            back = front + columns
            if "L-NZ1" in rulings and board[front]:
                board[front] = 0
            elif not board[front]:
                board[back] = 0
        break
    else:
        raise Endless
    return Turn(tuple(board), 1 - mover)


def makonn_turn(pits: tuple[int, ...], mover: int, hole: int, columns: int, rulings: frozenset[str]) -> Turn:
    """A Makonn turn from canonical ``hole`` (``pits``: the board's holes only; captured counters
    leave the board). The engine's options: sown anticlockwise round the mover's own two rows
    (``ring=own_seat``; the clockwise ring reversed), relay laps (a last counter into a hole of two
    or more is sown on from it; a lap of the ring's size or more into its own origin,
    ``origin=sow_into``); a last counter into an empty own **inner** (front) hole takes the facing
    inner hole where it holds counters, and then the outer hole behind it
    (``capture_targets=front_and_back``), the turn over. L-MK3: Ludii's program captures after a lap
    ending in an empty hole of either row, with ``OppositePit`` and ``OppositeOuterPit`` the holes
    one and two rows further across the board: from an own outer (back) hole, the mover's own inner
    hole of that column, then the opponent's inner hole facing it. ``to_move`` is the opponent."""
    board = list(pits)
    ring = clockwise_ring(mover, columns)[::-1]
    at = ring.index(hole)
    own, opponent = mover * 2 * columns, (1 - mover) * 2 * columns
    for _ in range(LAPS):
        at = sow_lap(board, ring, at)
        last = ring[at]
        if board[last] > 1:
            continue  # laps=relay
        column = last - own
        if column < columns:  # an own inner hole: the facing inner hole, then the outer behind it
            first, second = opponent + columns - 1 - column, opponent + 2 * columns - 1 - column
        elif "L-MK3" in rulings:  # an own outer hole, in Ludii's program: one row across, then two
            first, second = own + column - columns, opponent + 2 * columns - 1 - column
        else:
            break
        if board[first]:
            board[first] = 0
            board[second] = 0
        break
    else:
        raise Endless
    return Turn(tuple(board), 1 - mover)
