"""A turn of relay laps that sow through the stores (Main Chongkak): the model by which the
comparison rules a turn of Ludii's Main Chongkak program that sows into the opponent's store
(ruling L-MC1).

The model plays one turn twice, under the engine's options and under the ruling; a differing turn
is ruled only where the first gives the engine's position and the second Ludii's, exactly
(conformance/laps.py has the same pattern for the relay games without stores in their ring).

Ludii's Main Chongkak is compared on its own board drawn the other way round (``mirror``): in the
canonical numbering (each row's pits from the right of the row's owner, seat 0's row first, then
the stores of seat 0 and seat 1) a seed goes from pit ``c`` to ``c - 1``, from pit 0 into seat 0's
store and on to pit ``2n - 1``, from pit ``n`` into seat 1's store and on to pit ``n - 1``.

Written by hand: a few lines for the catalogue options the engine's Main Chongkak uses and the one
line of the ruling; it is this repository's reading of Ludii's program, checked on every differing
turn of the comparison (where the model without the ruling must give the engine's position).
"""

from __future__ import annotations

from .laps import LAPS, Endless, Turn, owner, row_empty, rows_to_owners


def store_ring(holes: int, mover: int, both_stores: bool) -> list[int]:
    """The mover's sowing order over the state's indices (``holes`` pits then the two stores),
    from pit ``holes // 2 - 1`` round: its own store after pit 0 and, where ``both_stores``
    (L-MC1), the opponent's after pit ``holes // 2``."""
    row = holes // 2
    ring = list(range(row - 1, -1, -1))
    if mover == 0 or both_stores:
        ring.append(holes)
    ring += range(holes - 1, row - 1, -1)
    if mover == 1 or both_stores:
        ring.append(holes + 1)
    return ring


def chongkak_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str]) -> Turn:
    """A Main Chongkak turn from canonical ``hole`` (``state``: the pits then the two stores). The
    engine's options: seeds sown into the mover's own store, passing over the opponent's
    (``sow_own_store``), a lap of a ring's size or more into its own origin (``origin=sow_into``);
    a last seed into the own store gives another turn (``extra_turn_on_store``); into a hole of two
    or more, of either row, a relay from it (``laps=relay``); into an own empty hole, the seeds of
    the opposite hole to the mover's store, the sowing seed left (``cross_capture``,
    ``capture_includes_sowing_seed=false``); into an opponent's empty hole, the turn is over. A
    turn that leaves a row empty ends the game, each player taking their own row's seeds
    (``end_check=immediate``, ``sweep=owner``; ``to_move`` None). L-MC1: Ludii's program sows into
    the opponent's store too ("Stores are included when sowing"); a last seed there ends the turn
    (its relay is for a site other than ``mapEntry Next``)."""
    pits, stores = list(state[:-2]), list(state[-2:])
    holes = len(pits)
    ring = store_ring(holes, mover, "L-MC1" in rulings)
    board = pits + stores
    at, to_move = ring.index(hole), 1 - mover
    for _ in range(LAPS):
        seeds, board[ring[at]] = board[ring[at]], 0
        for _ in range(seeds):
            at = (at + 1) % len(ring)
            board[ring[at]] += 1
        last = ring[at]
        if last == holes + mover:
            to_move = mover  # extra_turn_on_store
            break
        if last >= holes:
            break  # L-MC1: the opponent's store
        if board[last] > 1:
            continue  # laps=relay
        opposite = holes - 1 - last
        if owner(board[:holes], last) == mover and board[opposite]:
            board[holes + mover] += board[opposite]
            board[opposite] = 0
        break
    else:
        raise Endless
    pits, stores = board[:holes], board[holes:]
    if row_empty(pits, 0) or row_empty(pits, 1):
        return rows_to_owners(pits, stores)
    return Turn(tuple(pits + stores), to_move)
