"""A round of Ludii's match ended between two laps of a turn, and Ludii's next round as its program
lays it out: the models by which the comparison rules such a turn exactly (rulings L-HF1 Hufesay,
L-BS1 Bosh, L-GA1 Gabata (Adegrat), L-TP2 Tap Urdy (its game, not a round, ended there); Rab'e's
L-RB2 in conformance/laps.py and its refill here).

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

from collections.abc import Callable

from .laps import LAPS, Endless, Turn, owner, row_empty, sow_lap, take


def _rows_to_hands(pits: list[int], stores: list[int]) -> None:
    """The round is over: each player takes the counters of their own row (Ludii's ``forEach Site``
    of each player's owned holes to their hand; the engine's ``sweep=owner``)."""
    row = len(pits) // 2
    for seat in (0, 1):
        stores[seat] += sum(pits[seat * row:(seat + 1) * row])
        pits[seat * row:(seat + 1) * row] = [0] * row


def _turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str], ruling: str,
          lap: Callable[[list[int], list[int], int, int], int | None],
          round_start: Callable[[list[int], int], Turn]) -> Turn:
    """A turn of ``lap``s from canonical ``hole`` (two rows in canonical order, then the two stores):
    ``lap`` sows one lap (its last-seed rules applied) and gives the hole the next lap is lifted
    from, or None when the turn is over. The turn over, a row empty ends the game, each player
    taking their own row (``end_check=immediate``, ``sweep=owner``; ``to_move`` None). With
    ``ruling``: a lap that relays and leaves a row empty ends Ludii's round there, each player
    taking their own row, and ``round_start`` gives what Ludii's trace shows next."""
    pits, stores = list(state[:-2]), list(state[-2:])
    for _ in range(LAPS):
        relay = lap(pits, stores, hole, mover)
        if relay is not None and ruling in rulings and (row_empty(pits, 0) or row_empty(pits, 1)):
            _rows_to_hands(pits, stores)
            return round_start(stores, mover)
        if relay is None:
            break
        hole = relay
    else:
        raise Endless
    if row_empty(pits, 0) or row_empty(pits, 1):
        _rows_to_hands(pits, stores)
        return Turn(tuple(pits + stores), None)
    return Turn(tuple(pits + stores), 1 - mover)


def _hufesay_lap(pits: list[int], stores: list[int], hole: int, mover: int) -> int | None:
    """Sown anticlockwise into every hole (a lap of 12 or more into its own); a last counter into
    an occupied hole relays from it, into an empty one of the mover's row takes the opposite hole's
    counters (the capturing counter stays)."""
    last, _sown = sow_lap(pits, stores, hole, 1, fours_in_passing=False)
    if pits[last] > 1:
        return last
    if owner(pits, last) == mover:
        take(pits, stores, len(pits) - 1 - last, mover)
    return None


def hufesay_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str]) -> Turn:
    """A Hufesay turn (2×6) under the comparison's options (``end_check=immediate``,
    ``empty_mover=game_ends``, ``last_seeds_to_capturer=0``): ``_hufesay_lap``s, then the end.
    L-HF1: Ludii's ``OneRowIsEmpty`` after every lap (its capture made): ``hufesay_round_start``."""
    return _turn(state, mover, hole, rulings, "L-HF1", _hufesay_lap, hufesay_round_start)


HUFESAY_ROW = 6


def hufesay_round_start(hands: list[int], mover: int) -> Turn:
    """Ludii's Hufesay after a round's end (every counter in the hands), as its trace next shows it:
    the game over (``to_move`` None) where a hand holds fewer than four. Its program sets to move
    the player with more counters (``NumCapturedPieces``; the first player on a tie). Where that is
    not the turn's ``mover``, the trace shows the empty board with that player to move. Where it
    is, its "BetweenRounds" plies (each a ``moveAgain``) are read as the turn's laps: it puts four
    counters into its ``LeftMostEmpty`` hole (the first empty hole along the track from its own
    leftmost, canonical 0 for the first player, 6 for the second) while its hand holds four; with
    three left it puts them and one of the opponent's counters into that next hole (Ludii's ``and``
    reads ``LeftMostEmpty`` once for both), with one or two it gives them to the opponent; the trace
    then shows the other player to move (to refill their own)."""
    hands = list(hands)
    pits = [0] * (2 * HUFESAY_ROW)
    if min(hands) < 4:
        return Turn(tuple(pits + hands), None)
    first = 0 if hands[0] >= hands[1] else 1
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


def _bosh_lap(pits: list[int], stores: list[int], hole: int, mover: int) -> int | None:
    """Sown anticlockwise into every hole (a lap of 10 or more into its own); the hole after the
    last counter's occupied: the next lap is lifted from it (``laps=relay_next``); empty: the hole
    beyond it is taken, if occupied, and the turn is over (``capture_beyond_empty``)."""
    last, _sown = sow_lap(pits, stores, hole, 1, fours_in_passing=False)
    after, beyond = (last + 1) % len(pits), (last + 2) % len(pits)
    if pits[after]:
        return after
    take(pits, stores, beyond, mover)
    return None


def bosh_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str]) -> Turn:
    """A Bosh turn (2×5) under the comparison's options (``end_check=immediate``, ``rounds=none``):
    ``_bosh_lap``s, then the end. L-BS1: Ludii's ``OneRowIsEmpty`` after every lap:
    ``bosh_round_start``."""
    return _turn(state, mover, hole, rulings, "L-BS1", _bosh_lap, bosh_round_start)


def bosh_round_start(hands: list[int], mover: int) -> Turn:
    """Ludii's Bosh after a round ended by a lap that relayed (its ``moveAgain`` stands: the turn's
    ``mover`` moves next), as its trace next shows it: the empty board, the mover to place four
    counters into an empty hole of their row of their choice (a choice of moves, so the trace shows
    it); a mover holding fewer than four passes (a ply of one move, read as the turn's lap) and the
    other player is shown to move."""
    return Turn(tuple([0] * 10 + list(hands)), mover if hands[mover] >= 4 else 1 - mover)


def _gabata_adegrat_lap(pits: list[int], stores: list[int], hole: int, mover: int) -> int | None:
    """Sown anticlockwise into every hole (a lap of 12 or more into its own); a last counter into
    an occupied hole relays from the next hole if that is occupied (``laps=relay_next``), else the
    turn is over; into an empty hole it takes the next hole's counters, if any, and the turn is
    over (``capture_next_after_empty``)."""
    last, _sown = sow_lap(pits, stores, hole, 1, fours_in_passing=False)
    after = (last + 1) % len(pits)
    if pits[last] > 1:
        return after if pits[after] else None
    take(pits, stores, after, mover)
    return None


def gabata_adegrat_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str]) -> Turn:
    """A Gabata (Adegrat) turn (2×6) under the comparison's options (``end_check=immediate``):
    ``_gabata_adegrat_lap``s, then the end. L-GA1: Ludii's ``OneRowIsEmpty`` after every lap
    (the counters left all on one row, given to that row's player): ``gabata_adegrat_round_start``."""
    return _turn(state, mover, hole, rulings, "L-GA1", _gabata_adegrat_lap, gabata_adegrat_round_start)


def gabata_adegrat_round_start(hands: list[int], mover: int) -> Turn:
    """Ludii's Gabata (Adegrat) after a round ended by a lap that relayed (its ``moveAgain``
    stands), as its trace next shows it: the game over (``to_move`` None) where a hand holds fewer
    than three; else the turn's ``mover`` puts three counters into its ``LeftMostEmpty`` hole (its
    own leftmost, canonical 0 or 6, the board being empty), a ply of one move read as the turn's
    lap, and the other player is shown to move (the players refill three at a time in turn)."""
    hands = list(hands)
    pits = [0] * 12
    if min(hands) < 3:
        return Turn(tuple(pits + hands), None)
    pits[mover * 6] = 3
    hands[mover] -= 3
    return Turn(tuple(pits + hands), 1 - mover)


RABE_HOLES = 18
"""Rab'e's ring: each player's nine holes, canonical ``seat * 9`` on, in the order of Ludii's track."""


def rabe_round_start(hands: list[int], mover: int) -> Turn | None:
    """Ludii's Rab'e after a round's end (every counter in the hands: ``hands`` the two totals), as
    its trace next shows it: the game over (``to_move`` None) where a hand is empty. Its program
    sets to move the player with fewer counters (``NumCapturedPieces``; the first player on a tie).
    Where that is not the turn's ``mover``, the trace shows the empty board with that player to
    move. Where it is, its "BetweenRounds" plies (each a ``moveAgain``) are read as the turn's
    laps: it puts four counters into its ``LeftMostEmpty`` hole (the first empty hole along the
    track from its own leftmost, canonical 0 or 9) while its hand holds four; its hand empty, the
    other player's hand puts as many into the ``CorrespondingHoles`` hole of each hole it filled
    (canonical ``c + 9`` modulo 18); the trace then shows the other player to move, sowing. With
    one to three counters left over, Ludii's program moves them and the other player's whole hand
    in one ``and`` whose counts are read before either moves: not modelled (None), so such a turn
    stays a difference to look at."""
    hands = list(hands)
    pits = [0] * RABE_HOLES
    if min(hands) == 0:
        return Turn(tuple(pits + hands), None)
    first = 0 if hands[0] <= hands[1] else 1
    if first != mover:
        return Turn(tuple(pits + hands), first)
    if hands[first] % 4:
        return None
    other = 1 - first
    for k in range(hands[first] // 4):
        hole = (first * RABE_HOLES // 2 + k) % RABE_HOLES
        pits[hole] = pits[(hole + RABE_HOLES // 2) % RABE_HOLES] = 4
    hands[other] -= hands[first]
    hands[first] = 0
    return Turn(tuple(pits + hands), other)


def tap_urdy_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str]) -> Turn:
    """A Tap Urdy turn (2×6, every hole sown by the player across: ``hole`` a canonical hole of the
    opponent's row) under the comparison's options (``end_check=immediate``, ``sweep=none``):
    laps sown clockwise (canonical step -1; a lap of 12 or more into its own hole); a last counter
    into an occupied hole relays from it when the next hole along is occupied, else the hole beyond
    that empty one is taken for the mover, on either row, and the turn is over; a last counter into
    an empty hole ends the turn. The turn over, a row empty ends the game, the counters left where
    they lie (``to_move`` None). L-TP2: Ludii's ``OneRowIsEmpty`` after every lap (a relay's laps
    being plies of their own): a lap that relays and leaves a row empty ends the game there, the
    counters left where they lie, nothing taken."""
    pits, stores = list(state[:-2]), list(state[-2:])
    for _ in range(LAPS):
        last, _sown = sow_lap(pits, stores, hole, -1, fours_in_passing=False)
        relay: int | None = None
        if pits[last] > 1:
            if pits[(last - 1) % len(pits)]:
                relay = last
            else:
                take(pits, stores, (last - 2) % len(pits), mover)
        if relay is None:
            break
        if "L-TP2" in rulings and (row_empty(pits, 0) or row_empty(pits, 1)):
            return Turn(tuple(pits + stores), None)
        hole = relay
    else:
        raise Endless
    over = row_empty(pits, 0) or row_empty(pits, 1)
    return Turn(tuple(pits + stores), None if over else 1 - mover)
