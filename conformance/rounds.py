"""A round of Ludii's match ended between two laps of a turn, and Ludii's next round as its program
lays it out: the models by which the comparison rules such a turn exactly (rulings L-HF1 Hufesay,
L-BS1 Bosh, L-GA1 Gabata (Adegrat); Rab'e's L-RB2 in conformance/laps.py and its refill here).

Ludii's programs of these games check "one row is empty" in the consequences of every ply, and a
relay's laps are plies of their own: a lap that empties a row ends the round there, though the
turn's next lap would sow into that row again. The catalogue (each game's Ludii option
``end_check=immediate``) looks when the turn is over. A model plays the turn from Ludii's position
before it twice: without the ruling it must give the engine's seeds and stores; with it, the round
over after the first lap that left a row empty, Ludii's hands, then the position Ludii's trace
shows next: the empty board with the player its program sets to move, or, where that player is the
turn's mover (its refill plies are then read as more laps of the turn), the board that player's
refill leaves (Hufesay: ``LeftMostEmpty``, the four-counter holes laid from that player's leftmost
hole along the track) with the other player to move.

Written by hand: a few lines a game, this repository's reading of Ludii's programs (its "Sowing"
phase's ``then`` and its "BetweenRounds" phase), checked on every differing turn of the comparison
where the model without the ruling must give the engine's position.
"""

from __future__ import annotations

from .laps import LAPS, Endless, Turn, owner, row_empty, sow_lap, take


def _rows_to_hands(pits: list[int], stores: list[int]) -> None:
    """The round is over: each player takes the counters of their own row (Ludii's ``forEach Site``
    of each player's owned holes to their hand; the engine's ``sweep=owner``)."""
    row = len(pits) // 2
    for seat in (0, 1):
        stores[seat] += sum(pits[seat * row:(seat + 1) * row])
        pits[seat * row:(seat + 1) * row] = [0] * row


def hufesay_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str]) -> Turn:
    """A Hufesay turn from canonical ``hole`` (2×6 in canonical order, then the two stores), under
    the comparison's options (``end_check=immediate``, ``empty_mover=game_ends``,
    ``last_seeds_to_capturer=0``): each lap sown anticlockwise into every hole (a lap of 12 or
    more into its own), a last counter into an occupied hole relays from it, into an empty one of
    the mover's row takes the opposite hole's counters (the capturing counter stays); the turn over,
    a row empty ends the game, each player taking their own row (``to_move`` None). L-HF1: Ludii's
    ``OneRowIsEmpty`` after every lap: the round ends after the first lap (its capture made) that
    leaves a row empty, each player taking their own row, and Ludii's program then sets the player
    with more counters (the first player on a tie) to move: ``hufesay_round_start``."""
    pits, stores = list(state[:-2]), list(state[-2:])
    for _ in range(LAPS):
        hole, _sown = sow_lap(pits, stores, hole, 1, fours_in_passing=False)
        relay = pits[hole] > 1
        if not relay and owner(pits, hole) == mover:
            take(pits, stores, len(pits) - 1 - hole, mover)
        if "L-HF1" in rulings and (row_empty(pits, 0) or row_empty(pits, 1)):
            _rows_to_hands(pits, stores)
            return hufesay_round_start(stores, mover)
        if not relay:
            break
    else:
        raise Endless
    if row_empty(pits, 0) or row_empty(pits, 1):
        _rows_to_hands(pits, stores)
        return Turn(tuple(pits + stores), None)
    return Turn(tuple(pits + stores), 1 - mover)


HUFESAY_ROW = 6


def hufesay_round_start(hands: list[int], mover: int) -> Turn:
    """Ludii's Hufesay after a round's end (every counter in the hands), as its trace next shows it.
    Its program sets to move the player with more counters (``NumCapturedPieces``; the first player
    on a tie). Where that is not the turn's ``mover``, the trace shows the empty board with that
    player to move. Where it is, its "BetweenRounds" plies (each a ``moveAgain``) are read as the
    turn's laps: it puts four counters into its ``LeftMostEmpty`` hole (the first empty hole along
    the track from its own leftmost, canonical 0 for the first player, 6 for the second) while its
    hand holds four; with three left it puts them and one of the opponent's counters into that
    next hole (Ludii's ``and`` reads ``LeftMostEmpty`` once for both), with one or two it gives
    them to the opponent; the trace then shows the other player to move (to refill their own)."""
    hands = list(hands)
    first = 0 if hands[0] >= hands[1] else 1
    pits = [0] * (2 * HUFESAY_ROW)
    if first != mover:
        return Turn(tuple(pits + hands), first)
    other, at = 1 - first, first * HUFESAY_ROW
    while hands[first] >= 4:
        pits[at] += 4
        hands[first] -= 4
        at = (at + 1) % len(pits)
    if hands[first] == 3:
        pits[at] += 3 + 1
        hands[first], hands[other] = 0, hands[other] - 1
    else:
        hands[first], hands[other] = 0, hands[other] + hands[first]
    return Turn(tuple(pits + hands), other)
