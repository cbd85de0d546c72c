"""A turn of relay laps on a ring of holes: the models by which the comparison rules a turn of Ludii's
relay programs (conformance/relaylaps.py: Walak-pussa, Pallanguzhi; conformance/games.py: Obridjie,
Owela (Benguela)) and a lap that passes over its origin (ruling L-OW1) in Ludii's Oware family
(Oware, Awari, Woli, Shono, Enindji: one lap) and relay games (Kay, Foji, Yovodji).
Foji's and Enindji's legal moves under their feeding rules and Ludii's (rulings L-FJ1, L-EJ1):
``foji_legal``, ``enindji_legal``.

A model plays one turn twice, under the engine's options and under the rulings that say what
Ludii's program does otherwise; a differing turn is ruled only where the first gives the
engine's position and the second Ludii's, exactly.

The fours of Ludii's Pallankuli and Obridje (rulings L-PA1, L-OB1) are one construct in both
programs: when a lap (a ply of Ludii's) is over, it goes over the track's sites from the hole the
lap was lifted from to the hole its last seed fell into, each site once (a lap of a ring's size
or more covers only the holes after the last full round), and moves every hole holding exactly
four to the store of that hole's owner (Ludii's ``forEach Site`` sets ``(to)`` to the site, so
the ``(is In (to) (sites P1))`` that picks the store tests the hole itself). The engine
(``en_passant_count=4``) takes a four as a seed other than the lap's last makes it, at once, for
the owner of its hole.
Ludii's Rio Kadalis (L-RK1) and Rab'e (L-RB3) use the same construct: Rio Kadalis's range
ends one hole before the lap's last (whose four its ``sow`` has already given the mover), Rab'e's
gives every four to the mover, as its engine options do (``en_passant_taker=sower``).

Ludii's Owela (Benguela) (ruling L-BE1) takes a capture off the board: the capturing
hole's stones with the captured ones, into the mover's hand; the turn goes on from the next hole
(its ``Pending`` site) when that holds two stones or more. The engine sows the captured stones on
from the next hole, the capturing hole keeping its own.

Ludii's ``sow … includeSelf:False`` (each lap of these games) reads its last-seed rules at the
site of the last seed's step before that step passes over the origin: a lap whose last step is the
one that passes over it (12, 23, … seeds on 12 holes) reads the emptied origin (ruling L-OW1): the
Oware family captures nothing, Kay's turn is over, Foji and Yovodji take the hole opposite the
origin when it is the mover's; the engine reads the hole the last seed fell into.

The four-row games of Ludii's own-ring programs share ``owela_ring``: Owela (Benguela), ǁHus
(L-HU1, L-HN1), Muvalavala (Quioco) (L-MQ1) and Nsumbi (L-NS2), whose programs end the turn
after the captured seeds' lap, and Njombwa (two counters) (L-NJ1, ``single_stone_turn``), whose
program takes nothing after a single stone's move.

Written by hand: a few lines a game, the rules of the catalogue options they stand for and each
ruling's lines; it is this repository's reading of Ludii's programs, checked on every differing
turn of the comparison's games (where the model without rulings must give the engine's position).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.sowing import LAPS_PER_PIT, SOWINGS_PER_PLACE

LAPS = 5000
"""The model's bound on a turn's laps (the engine's turn limit is far below it)."""


class Endless(Exception):
    """The model's turn did not end within ``LAPS`` laps."""


@dataclass(frozen=True)
class Turn:
    """A turn's outcome: canonical pits then the two stores, and the seat to move next (None: the
    game or round is over, every seed in the stores)."""

    state: tuple[int, ...]
    to_move: int | None


def take(pits: list[int], stores: list[int], hole: int, seat: int) -> bool:
    """The seeds of ``hole`` to ``seat``'s store; whether there were any."""
    seeds, pits[hole] = pits[hole], 0
    stores[seat] += seeds
    return seeds > 0


def owner(pits: list[int], hole: int) -> int:
    """The seat whose row holds canonical ``hole``."""
    return hole // (len(pits) // 2)


def row_empty(pits: list[int], seat: int) -> bool:
    row = len(pits) // 2
    return not any(pits[seat * row:(seat + 1) * row])


def rows_to_owners(pits: list[int], stores: list[int]) -> Turn:
    """The end: each player takes the seeds of their own row (the engine's ``sweep=owner``)."""
    row = len(pits) // 2
    for seat in (0, 1):
        stores[seat] += sum(pits[seat * row:(seat + 1) * row])
    return Turn(tuple([0] * len(pits) + stores), None)


def sow_lap(pits: list[int], stores: list[int], hole: int, step: int, fours_in_passing: bool,
            taker: int | None = None) -> tuple[int, int]:
    """Lift ``hole`` and sow its seeds one a hole from the next (``step`` +1: anticlockwise; a lap
    of a ring's size or more sows into the hole it was lifted from, ``origin=sow_into``);
    ``fours_in_passing``: a four a seed other than the lap's last makes goes at once to its hole's
    owner (``en_passant_count=4``), or to seat ``taker`` (``en_passant_taker=sower``). Returns the
    last seed's hole and the seeds sown."""
    seeds, pits[hole] = pits[hole], 0
    for sown in range(1, seeds + 1):
        hole = (hole + step) % len(pits)
        pits[hole] += 1
        if fours_in_passing and sown < seeds and pits[hole] == 4:
            take(pits, stores, hole, owner(pits, hole) if taker is None else taker)
    return hole, seeds


def take_lap_fours(pits: list[int], stores: list[int], start: int, steps: int, step: int,
                   taker: int | None = None) -> None:
    """L-PA1, L-OB1: the lap from ``start`` is over; every four over the holes from ``start`` to the
    one ``steps`` on (the last seed's: ``steps`` the seeds sown; L-RK1: the one before it, ``steps``
    one less), each once, goes to its hole's owner (the module docstring), or to seat ``taker``
    (L-RB3)."""
    for k in range(steps % len(pits) + 1):
        hole = (start + k * step) % len(pits)
        if pits[hole] == 4:
            take(pits, stores, hole, owner(pits, hole) if taker is None else taker)


def obridjie_turn(state: tuple[int, ...], mover: int, hole: int, step: int, rulings: frozenset[str]) -> Turn:
    """An Obridjie (or Rio Kadalis) turn from canonical ``hole`` (12 holes, the stores never sown).
    The engine's options: a last seed into a hole of two or more other than four relays from it
    (``laps=relay``), a last seed making four takes it for the mover and ends the turn (its
    ``final4``), fours in passing to their hole's owner; the game is over when the player to move
    has no seed, each taking their own row (``sweep=owner``). L-OB1: Ludii's program relays
    alike, takes no four in passing and, when each lap is over, the lap's fours (the last seed's
    included) for their holes' owners. L-RK1 (Ludii's Rio Kadalis): the last seed's four to the
    mover, then, as L-OB1, the lap's fours for their holes' owners, over the holes from the lap's
    first to the one ``seeds - 1`` steps on (a lap of a ring's size and one more, or longer, covers
    only the holes from its first to the one before its last past the last full round)."""
    pits, stores = list(state[:-2]), list(state[-2:])
    lap_end_fours = bool(rulings & {"L-OB1", "L-RK1"})
    for _ in range(LAPS):
        start = hole
        hole, seeds = sow_lap(pits, stores, hole, step, fours_in_passing=not lap_end_fours)
        relay = pits[hole] > 1 and pits[hole] != 4
        if "L-RK1" in rulings:
            if pits[hole] == 4:
                take(pits, stores, hole, mover)
            take_lap_fours(pits, stores, start, seeds - 1, step)
        elif lap_end_fours:
            take_lap_fours(pits, stores, start, seeds, step)
        elif pits[hole] == 4:
            take(pits, stores, hole, mover)
        if not relay:
            break
    else:
        raise Endless
    if row_empty(pits, 1 - mover):  # the player to move has no seed (Ludii: no move next)
        return rows_to_owners(pits, stores)
    return Turn(tuple(pits + stores), 1 - mover)


class EngineTurnLimit:
    """The engine's bound on a turn of relay laps (engine/sowing.py ``TurnLimit``, its rules texts'
    "Endless" rulings), for a model of the engine's turn: before each lap after the first (a relay,
    or captured seeds sown on), the lap is the turn's last where the board, the lap's start and the
    seeds in hand repeat a state of an earlier lap (``endless_turn``), or the turn's laps reach
    ``LAPS_PER_PIT`` × the board's holes (``lap_limit``), or its seeds sown ``SOWINGS_PER_PLACE`` ×
    (the seeds in play + the holes) (``seed_limit``); that lap is sown and the turn is over."""

    def __init__(self, pits: list[int], hand: int) -> None:
        self.seen: set[tuple[tuple[int, ...], int, int]] = set()
        self.laps, self.sown = 1, hand
        self.max_laps, self.max_seeds = LAPS_PER_PIT * len(pits), SOWINGS_PER_PLACE * (hand + sum(pits) + len(pits))

    def last_lap(self, pits: list[int], start: int, hand: int) -> bool:
        """A lap of ``hand`` seeds is about to begin after ``start``: whether it is the turn's last."""
        self.laps += 1
        self.sown += hand
        state = (tuple(pits), start, hand)
        if state in self.seen or self.laps >= self.max_laps or self.sown >= self.max_seeds:
            return True
        self.seen.add(state)
        return False


OWELA_ROW = 12
"""Owela (Benguela)'s holes a row: each seat's 24 holes, front row F0…F11 then back row B0…B11,
each from the seat's own left (canonical pit ``seat * 24 + index``)."""


def owela_ring(seat: int, row: int = OWELA_ROW) -> list[int]:
    """The seat's 24 holes in sowing order (anticlockwise round its own two rows): B0…B11, F11…F0
    (``row`` holes a row: ǁHus after Schultze, 16)."""
    base = seat * 2 * row
    return [base + row + i for i in range(row)] + [base + i for i in range(row - 1, -1, -1)]


def owela_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str],
               both_occupied: bool = False, row: int = OWELA_ROW, from_lap_origin: bool = False,
               plies: list[tuple[int, ...]] | None = None, engine_limit: bool = False) -> Turn:
    """An Owela (Benguela) turn from canonical ``hole`` (the board's 48 holes only; Ludii's hands
    are not compared). The engine's options: sown round the mover's own ring, a last stone into an
    empty hole ends the turn; into an occupied front hole whose facing front hole holds stones,
    those and the stones of the back hole behind it are taken and sown on from the hole after the
    capturing hole, which keeps its own (``column_capture=front_occupied``); into any other
    occupied hole, a relay from it. L-BE1: Ludii's program moves the capturing hole's stones and
    the captured ones off the board (into the mover's hand) and relays from the next hole when it
    holds two or more, else the turn is over. The turn's end only: the game's end is not modelled
    (``to_move`` is the opponent). ``both_occupied``: ǁHus (Damara), whose capture needs the facing
    front hole and the back hole behind it both occupied (``column_capture=both_occupied``); its
    L-HU1 is L-BE1's reading of Ludii's program (the same lines). ``row``: the holes a row (ǁHus
    after Schultze: 16, ``column_capture=front_occupied``). L-HN1, Ludii's "Hus (Nama)": a last
    seed into an occupied hole of either of the mover's rows captures when the facing front hole
    holds seeds, moving them and the back hole's behind it into the capturing hole; the seeds then
    sown on from the next hole are those Ludii's program counts before it moves them: from a front
    hole the facing front hole's, or where the back hole is occupied too only the back hole's (its
    count names the opponent's back hole and a site off the board); from a back hole the facing
    front hole's and the back hole's. The rest stay in the capturing hole and the turn is over (no
    relay, no capture after the captured seeds' lap). L-MQ1 (Ludii's Muvalavala (Quioco), 6 holes
    a row) and L-NS2 (Ludii's Nsumbi, 8 holes a row, ``both_occupied``): the captured seeds are
    sown as the engine sows them, and the turn is over where their lap ends (the inner ``sow`` has
    no ``apply``: no relay, no capture). ``from_lap_origin``: Nsumbi, whose captured seeds are
    sown from the capturing lap's own first hole, that hole included (the engine's
    ``captured_sown_from=lap_origin``; Ludii's ``sow (last From) … origin:True``). ``plies``: where
    given, the board after each lap that relays (the end of each of Ludii's plies before the turn's
    last: Ludii plays a relay as a ply of its own, a capture and its captured seeds' lap in one).
    ``engine_limit``: the engine's turn (no rulings) ends where its bound on a turn ends it
    (``EngineTurnLimit``); Ludii's turn has no such bound."""
    pits = list(state[:4 * row])
    ring = owela_ring(mover, row)
    place = {h: p for p, h in enumerate(ring)}
    opponent = (1 - mover) * 2 * row
    at = place[hole]
    seeds, pits[hole] = pits[hole], 0
    limit = EngineTurnLimit(pits, seeds) if engine_limit and not rulings else None
    origin, resowing, truncated = at, False, False  # origin: the capturing lap's first hole (its place on the ring)
    for _ in range(LAPS):
        if not resowing:
            origin = at
        for _ in range(seeds):
            at = (at + 1) % len(ring)
            pits[ring[at]] += 1
        last = ring[at]
        if pits[last] == 1 or truncated:
            break
        column = last - mover * 2 * row  # the front hole's column, from the mover's left
        front, back = opponent + row - 1 - column % row, opponent + 2 * row - 1 - column % row
        if "L-HN1" in rulings and pits[front]:
            sown = (pits[back] if column < row else pits[front] + pits[back]) if pits[back] else pits[front]
            pits[last] += pits[front] + pits[back] - sown
            pits[front] = pits[back] = 0
            for _ in range(sown):
                at = (at + 1) % len(ring)
                pits[ring[at]] += 1
            break
        if column < row and pits[front] and (pits[back] or not both_occupied):
            seeds = pits[front] + pits[back]
            pits[front] = pits[back] = 0
            if rulings & {"L-BE1", "L-HU1"}:
                pits[last] = 0
                at = (at + 1) % len(ring)
                if pits[ring[at]] < 2:
                    break
                seeds, pits[ring[at]] = pits[ring[at]], 0
            elif from_lap_origin:  # the first captured seed into the capturing lap's first hole
                at, resowing = (origin - 1) % len(ring), True  # (again, after a capture by its lap)
            if limit is not None:
                truncated = limit.last_lap(pits, at, seeds)
            if rulings & {"L-MQ1", "L-NS2"}:
                for _ in range(seeds):
                    at = (at + 1) % len(ring)
                    pits[ring[at]] += 1
                break
            continue  # (the engine: the captured stones sown on from the next hole)
        if plies is not None:
            plies.append(tuple(pits))
        seeds, pits[last] = pits[last], 0  # laps=relay
        resowing = False
        if limit is not None:
            truncated = limit.last_lap(pits, at, seeds)
    else:
        raise Endless
    return Turn(tuple(pits), 1 - mover)


def single_stone_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str], row: int = 8) -> Turn:
    """A Njombwa (two counters) turn of a single stone from canonical ``hole`` (four-row sites, as
    ``owela_ring``: the board's ``4 * row`` holes only; captured stones leave the board), played
    when no hole of the mover's holds two or more: the stone goes into the next hole of the
    mover's ring, which is empty. The engine's options (Tsoro's ``cross_capture`` with
    ``capture_targets=front_and_back``): a last stone into an empty front hole whose facing front
    hole holds stones takes them and those of the back hole behind it. L-NJ1: Ludii's program
    applies no capture to a single stone's move. ``to_move`` is the opponent, or None where the
    engine's game is over: the opponent cannot move (no stone, or only single stones each before
    an occupied hole: ``single_seed_moves_last``, ``empty_mover=loses``)."""
    pits = list(state[:4 * row])
    ring = owela_ring(mover, row)
    last = ring[(ring.index(hole) + 1) % len(ring)]
    pits[hole] -= 1
    pits[last] += 1
    column = last - mover * 2 * row  # the front hole's column, from the mover's left
    opponent = (1 - mover) * 2 * row
    front, back = opponent + row - 1 - column % row, opponent + 2 * row - 1 - column % row
    if "L-NJ1" not in rulings and pits[last] == 1 and column < row and pits[front]:
        pits[front] = pits[back] = 0
    theirs = owela_ring(1 - mover, row)
    can_move = any(pits[h] > 1 for h in theirs) or any(
        pits[h] == 1 and not pits[theirs[(k + 1) % len(theirs)]] for k, h in enumerate(theirs))
    return Turn(tuple(pits), 1 - mover if can_move else None)


def skip_origin_lap(pits: list[int], hole: int, step: int) -> tuple[int, int]:
    """Lift ``hole`` and sow its seeds one a hole from the next, passing over the emptied hole on
    every round (``origin=skip_turn_origin``). Returns the last seed's hole and the hole Ludii's
    last-seed rules read: Ludii's ``sow ... includeSelf:False`` names the site of each seed's step
    before it passes over the origin, so where the last seed's step is the one that passes over it
    (a lap of 12, 23, … seeds on 12 holes), its rules read the origin, empty (ruling L-OW1)."""
    seeds, pits[hole], origin, read = pits[hole], 0, hole, hole
    for _ in range(seeds):
        hole = read = (hole + step) % len(pits)
        if hole == origin:
            hole = (hole + step) % len(pits)
        pits[hole] += 1
    return hole, read


def skip_origin_turn(state: tuple[int, ...], mover: int, hole: int, step: int, capture: str,
                     rulings: frozenset[str]) -> Turn:
    """A turn of one lap that skips its origin from canonical ``hole`` (two rows, ``state`` the
    pits then the two stores): Oware's family (``capture="two_or_three"``: a last seed making two or
    three in the opponent's row takes that hole and the unbroken run of such holes before it in
    that row, ``capture_chain``) or Enindji's (``capture="four_to_owner"``: a last seed making four
    takes it for the hole's owner). L-OW1: the last-seed rules read the hole of
    ``skip_origin_lap``. The turn's end only: the game's end is not modelled (``to_move`` is the
    opponent)."""
    pits, stores = list(state[:-2]), list(state[-2:])
    last, read = skip_origin_lap(pits, hole, step)
    if "L-OW1" not in rulings:
        read = last
    if capture == "four_to_owner":
        if pits[read] == 4:
            take(pits, stores, read, owner(pits, read))
    else:
        while owner(pits, read) != mover and pits[read] in (2, 3):
            take(pits, stores, read, mover)
            read = (read - step) % len(pits)
    return Turn(tuple(pits + stores), 1 - mover)


def kay_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str]) -> Turn:
    """A Kay turn from canonical ``hole`` (two rows of 6 and two stores, sown anticlockwise, each lap
    skipping the hole it was lifted from, ``origin=skip_lap_origin``). The engine's options: a last
    seed making four takes it and every four before it, hole by hole backwards whatever their row
    (``count_capture_sides=any``, ``capture_chain_across_rows``), for the mover, and ends the turn;
    a last seed into a hole of two or more whose next hole holds seeds relays from it
    (``relay_needs_next_occupied``); else the turn is over. L-OW1: each lap's last-seed rules read
    the hole of ``skip_origin_lap`` (the emptied origin, where the last step passes over it: the
    turn is over). The turn's end only (``to_move`` is the opponent)."""
    pits, stores = list(state[:-2]), list(state[-2:])
    for _ in range(LAPS):
        last, read = skip_origin_lap(pits, hole, 1)
        if "L-OW1" not in rulings:
            read = last
        if pits[read] == 4:
            while pits[read] == 4:
                take(pits, stores, read, mover)
                read = (read - 1) % len(pits)
            break
        if pits[read] < 2 or not pits[(read + 1) % len(pits)]:
            break
        hole = read
    else:
        raise Endless
    return Turn(tuple(pits + stores), 1 - mover)


def relay_turn(state: tuple[int, ...], mover: int, hole: int, step: int, capture_counts: tuple[int, ...],
               rulings: frozenset[str]) -> Turn:
    """A turn of relay laps that each skip their origin (``origin=skip_lap_origin``) from canonical
    ``hole``, two rows and the two stores (Foji, Yovodji). The engine's options: a last seed making
    one of ``capture_counts`` in the opponent's row takes that hole (``capture_chain=false``) and
    ends the turn; into a hole of two or more, a relay from it; into an own empty hole, the hole
    opposite is taken if it holds seeds (``cross_capture``, the sowing seed left). L-YO3: only
    where it holds two or more. L-OW1: each lap's last-seed rules read the hole of
    ``skip_origin_lap`` (the emptied origin where the last step passes over it: its opposite hole
    is taken when the origin is in the mover's row). The turn's end only (``to_move`` is the
    opponent)."""
    pits, stores = list(state[:-2]), list(state[-2:])
    lone = 2 if "L-YO3" in rulings else 1
    for _ in range(LAPS):
        last, read = skip_origin_lap(pits, hole, step)
        if "L-OW1" not in rulings:
            read = last
        if owner(pits, read) != mover and pits[read] in capture_counts:
            take(pits, stores, read, mover)
            break
        if pits[read] > 1:
            hole = read
            continue
        opposite = len(pits) - 1 - read
        if owner(pits, read) == mover and pits[opposite] >= lone:
            take(pits, stores, opposite, mover)
        break
    else:
        raise Endless
    return Turn(tuple(pits + stores), 1 - mover)


def rabe_turn(state: tuple[int, ...], mover: int, hole: int, rulings: frozenset[str]) -> Turn:
    """A Rab'e turn from canonical ``hole`` (the ring of 18 holes in canonical order, then the two
    stores). The engine's options: a four a counter other than the lap's last makes goes to the
    mover at once (``en_passant_taker=sower``), a last counter making four too, ending the turn; a
    last counter into an occupied hole relays from it, into an empty one ends the turn. L-RB3:
    Ludii's program takes no four in passing; when a lap is over it takes for the mover every four
    over the holes from the lap's first to its last, each once (a lap of 18 or more covers only
    the holes past the last full circle). L-RB1: a lap that took a four (L-RB3: at its end) ends
    the turn, whatever its last counter. The round is over when the turn leaves a player's nine
    holes empty, each player taking the counters in their own holes (``to_move`` None); L-RB2: as
    soon as a lap leaves them empty."""
    pits, stores = list(state[:-2]), list(state[-2:])
    lap_end_fours = "L-RB3" in rulings
    for _ in range(LAPS):
        start, before = hole, stores[mover]
        hole, seeds = sow_lap(pits, stores, hole, 1, fours_in_passing=not lap_end_fours, taker=mover)
        relay = pits[hole] > 1 and pits[hole] != 4
        if lap_end_fours:
            take_lap_fours(pits, stores, start, seeds, 1, taker=mover)
        elif pits[hole] == 4:
            take(pits, stores, hole, mover)
        if not relay or ("L-RB1" in rulings and stores[mover] > before):
            break
        if "L-RB2" in rulings and (row_empty(pits, 0) or row_empty(pits, 1)):
            break
    else:
        raise Endless
    if row_empty(pits, 0) or row_empty(pits, 1):
        return rows_to_owners(pits, stores)
    return Turn(tuple(pits + stores), 1 - mover)


def foji_legal(pits: tuple[int, ...] | list[int], mover: int, rulings: frozenset[str]) -> set[int]:
    """Foji's legal moves (canonical holes of ``mover``'s row; ``pits`` the two rows of 6, sown
    clockwise, every lap skipping its origin, relay laps as ``relay_turn``). The engine's
    ``must_feed=sow_seeds``: every own occupied hole, or, where the opponent's row is empty, those
    of whose moves (``relay_turn``'s laps, the engine's reading) some lap drops a seed into it.
    L-FJ1, Ludii's program: those whose first lap, its capture made (a last seed into an own hole
    it left holding one, or the emptied origin where the lap's last step passes over it: L-OW1,
    takes the hole opposite), leaves the opponent's row a seed, whatever it held before."""
    row = len(pits) // 2
    own = [c for c in range(mover * row, (mover + 1) * row) if pits[c]]
    if "L-FJ1" in rulings:
        return {c for c in own if not row_empty(_foji_first_lap(list(pits), mover, c), 1 - mover)}
    if not row_empty(list(pits), 1 - mover):
        return set(own)
    return {c for c in own if _foji_feeds(list(pits), mover, c)}


def _foji_first_lap(pits: list[int], mover: int, hole: int) -> list[int]:
    """The board after the first lap of Ludii's Foji move from ``hole``, its capture made (L-FJ1)."""
    _last, read = skip_origin_lap(pits, hole, -1)
    if pits[read] <= 1 and owner(pits, read) == mover:
        pits[len(pits) - 1 - read] = 0
    return pits


def _foji_feeds(pits: list[int], mover: int, hole: int) -> bool:
    """Whether some lap of the engine's Foji move from ``hole`` drops a seed into the opponent's
    (empty) row: its laps as ``relay_turn`` (no L-OW1), the row looked at after each lap's sowing."""
    for _ in range(LAPS):
        last, _read = skip_origin_lap(pits, hole, -1)
        if not row_empty(pits, 1 - mover):
            return True
        if pits[last] <= 1:
            return False
        hole = last
    raise Endless


def enindji_legal(pits: tuple[int, ...] | list[int], mover: int, rulings: frozenset[str]) -> set[int]:
    """Enindji's legal moves (canonical holes of ``mover``'s row; ``pits`` the two rows of 6, one
    lap sown anticlockwise skipping its origin, ``skip_origin_turn``'s ``four_to_owner``). The
    engine's ``must_feed=sow_seeds``: every own occupied hole, or, where the opponent's row is
    empty, those whose lap drops a seed into it. L-EJ1, Ludii's program: those after which
    (their capture made, as Ludii reads it: L-OW1) the opponent's row holds a counter, whatever it
    held before."""
    row = len(pits) // 2
    own = [c for c in range(mover * row, (mover + 1) * row) if pits[c]]
    state = (*pits, 0, 0)
    if "L-EJ1" in rulings:
        return {c for c in own if not row_empty(
            list(skip_origin_turn(state, mover, c, 1, "four_to_owner", frozenset({"L-OW1"})).state[:-2]), 1 - mover)}
    if not row_empty(list(pits), 1 - mover):
        return set(own)
    fed = set()
    for c in own:
        board = list(pits)
        skip_origin_lap(board, c, 1)
        if not row_empty(board, 1 - mover):
            fed.add(c)
    return fed
