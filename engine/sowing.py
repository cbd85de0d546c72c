"""Sowing: pick up a pit and drop its seeds one by one around the ring, lap after lap.

docs/rulings.md#conventions "Order of resolution of one move: validate → pick up → sow (with skips) →
[relay laps] → captures → …". A lap of ``n`` seeds over a lap sequence of length ``L``
adds ``n // L`` to every place and one more to the first ``n % L``: no object per seed.

Relay (Ayoayo, Nam Nam, Bao): "When a lap's last seed lands in a pit that was occupied
(now ≥2), pick up all its seeds … and sow them starting from the next pit; repeat."
Reversing relay (Giuthi): "the contents are picked up and sown in the opposite direction".
Column capture (Hus): a lap ending in an occupied front-row pit facing an occupied column of the
opponent takes that column and sows it on from the next pit instead of relaying (``column_capture``).
Relay from the next pit (Pallanguzhi): "When the player drops his last counter, he takes the
counters from the next cup and continues placing them in this way"; an empty next cup ends the
turn (the capture beyond it is ``capture.py``'s). Boukerourou relays from the next pit only after a
last seed in an empty pit (``relay_next_after_empty``).
turn (the capture beyond it is ``capture.py``'s).
A direction chosen and kept (``direction_kept``; Namudilakunze, Smith and Dale 1920 via Ludii:
"On the first turn, sowing occurs in a clockwise direction. On the second turn, the player may sow
in either direction, but must continue in the chosen direction for the rest of the game"): the
position carries each seat's way (``Position.directions``); ``turn_direction`` reads it, the
legal moves name it (``directed_moves``), and ``keep_direction`` records a move's.
Endless-turn guard (§0): "If, inside one turn, the tuple (board, stores, lap start pit,
direction, seeds in hand) repeats, the turn ends immediately after the current lap."

The work bound of a turn (``TurnLimit``) is the one place every relay loop asks before a lap:
this module's two loops and Bao's (``bao.py``) start no lap without it. Besides the §0 guard a
turn ends after its lap number ``LAPS_PER_PIT × pits`` (``lap_limit``) or after the lap with
which it has sown ``SOWINGS_PER_PLACE × (seeds in play + pits)`` seeds (``seed_limit``), pits
and seeds counted on the whole board when the turn starts. §0 alone ends every relay (board
states are finite) but only after astronomically many laps in some positions (issue 9: a Bao
kutakata that ran for minutes). The truncated lap is still sown and the turn ends exactly as
after the §0 guard: the capture rules apply where that lap ended, as after any last lap.
"""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from engine import events as ev
from engine.board import Geometry, all_empty
from engine.events import Event
from engine.position import Move
from engine.rules import (
    CapturedSownFrom,
    CaptureParity,
    CapturePrecondition,
    ColumnCapture,
    CountSides,
    Direction,
    DirectionKept,
    EnPassantTaker,
    Laps,
    Origin,
    Rules,
    WegueSowing,
)
from engine.wegue import makes_wegue, stops_lap

REVERSE: Final = {Direction.CCW: Direction.CW, Direction.CW: Direction.CCW}

LAPS_PER_PIT: Final = 32
"""A turn ends after its lap number ``LAPS_PER_PIT × pits on the board`` (``lap_limit``)."""
SOWINGS_PER_PLACE: Final = 32
"""A turn ends after the lap with which it has sown ``SOWINGS_PER_PLACE × (seeds in play +
pits on the board)`` seeds (``seed_limit``); it never sows more than that plus the seeds in play."""

LapState = tuple[tuple[int, ...], int, Direction, int]


def turn_limits(geo: Geometry, in_play: int) -> tuple[int, int]:
    """(lap limit, seed limit) of a turn on this board with ``in_play`` seeds in the pits when
    it starts (seeds in hand included). Random play never comes near them: its longest turns
    make about 5 laps per pit and sow about 13 times the seeds in play (ayoayo with
    ``sow_own_store=false``)."""
    pits = len(geo.active) * geo.pits
    return LAPS_PER_PIT * pits, SOWINGS_PER_PLACE * (in_play + pits)


class TurnLimit:
    """Laps and seeds of one turn so far, the §0 repeated-state guard and the turn's limits.

    Created when a turn picks up its first seeds; ``last_lap`` is asked before every further
    lap (a relay, or Bao's captured kete sown on from a kichwa)."""

    __slots__ = ("seen", "laps", "sown", "held", "max_laps", "max_seeds")

    def __init__(self, geo: Geometry, b: list[int], hand: int) -> None:
        self.seen: set[LapState] = set()
        self.laps = 1
        """Laps begun this turn (the first one included)."""
        self.sown = hand
        """Seeds taken in hand this turn: every one of them is sown."""
        held = hand + sum(b)  # seeds in play when the turn started: in hand, or in a pit
        for i in geo.store_index:
            held -= b[i]
        self.held = held
        self.max_laps = 0
        """Set by the first relay (most turns have none, and their limits are never needed)."""
        self.max_seeds = 0

    def last_lap(self, geo: Geometry, b: list[int], start: int, direction: Direction, hand: int, where: int,
                 events: list[Event] | None) -> bool:
        """A lap of ``hand`` seeds is about to begin after ``start``: True when it is the turn's last
        (event ``turn_truncated`` at ``where``, the pit the previous lap ended in)."""
        if not self.max_laps:
            self.max_laps, self.max_seeds = turn_limits(geo, self.held)
        self.laps += 1
        self.sown += hand
        state = (tuple(b), start, direction, hand)
        if state in self.seen:
            reason = "endless_turn"  # §0: "the turn ends immediately after the current lap"
        elif self.laps >= self.max_laps:
            reason = "lap_limit"
        elif self.sown >= self.max_seeds:
            reason = "seed_limit"
        else:
            self.seen.add(state)
            return False
        if events is not None:
            events.append(ev.turn_truncated(geo, where, reason))
        return True


def skipped_pit(rules: Rules, origin: int, lap_start: int) -> int:
    """The pit a lap passes over (-1: none): the turn's origin (Oware) or the lap's own start (Ayoayo D-5)."""
    if rules.origin is Origin.SKIP_TURN_ORIGIN:
        return origin
    if rules.origin is Origin.SKIP_LAP_ORIGIN:
        return lap_start
    return -1


def _lift(rules: Rules, geo: Geometry, b: list[int], last: int, direction: Direction,
          limit: TurnLimit, events: list[Event] | None) -> tuple[int, Direction, bool]:
    """A relay: lift the pit where the lap ended (reversing for Giuthi); returns the seeds in
    hand, the new direction, and whether the turn ends after the next lap (``TurnLimit``)."""
    seeds = b[last]
    b[last] = 0
    if rules.laps is Laps.RELAY_REVERSE:
        direction = REVERSE[direction]
        if events is not None:
            events.append(ev.direction_reversed(direction.value))
    if events is not None:
        events.append(ev.relay(geo, last, seeds, direction.value))
    return seeds, direction, limit.last_lap(geo, b, last, direction, seeds, last, events)


def next_pit(geo: Geometry, mover: int, direction: Direction, index: int) -> int:
    """The pit after ``index`` on the mover's ring (relay_next rings hold no store)."""
    return geo.lap(mover, direction, index, -1)[0]


def _relay_next(rules: Rules, geo: Geometry, b: list[int], mover: int, direction: Direction, last: int,
                truncated: bool, limit: TurnLimit, events: list[Event] | None) -> tuple[int, int, Direction, bool]:
    """Pallanguzhi: "he takes the counters from the next cup and continues" after a lap ended in
    ``last``: the pit lifted (-1: the turn ends, the next pit being empty or the turn truncated),
    then the seeds in hand, the direction and whether the next lap is the turn's last (``_lift``)."""
    lift = next_pit(geo, mover, direction, last)
    if truncated or not b[lift]:
        return -1, 0, direction, truncated
    if rules.capture_next_after_empty and b[last] == 1:
        # Gabata (Adegrat): a lap ending in an empty hole ends the turn (its next hole is captured)
        return -1, 0, direction, truncated
    if rules.relay_next_after_empty and b[last] != 1:
        # Boukerourou: "When the final counter lands in an empty hole, the contents of the following
        # hole are picked up and the sowing continues"; one in an occupied hole ends the turn.
        return -1, 0, direction, truncated
    seeds, direction, truncated = _lift(rules, geo, b, lift, direction, limit, events)
    return lift, seeds, direction, truncated


# acyclic: no GC header or tracking (it holds only ints, enum members and int collections);
# free_list_len=1: the next instance reuses the last freed one's memory (one is made a move)
@mypyc_attr(acyclic=True, free_list_len=1)
class Sowing:
    """Where a turn's sowing ended.

    A plain class, not a dataclass: mypyc compiles its ``__init__``, while a dataclass's
    generated ``__init__`` stays interpreted Python (one call per move: 13 % of a compiled playout)."""

    __slots__ = ("last", "direction", "truncated", "sown", "round_over_by", "origin", "paused")

    def __init__(self, last: int, direction: Direction, truncated: bool = False, sown: set[int] | None = None,
                 round_over_by: int | None = None, origin: int = -1) -> None:
        self.last = last
        """Board index of the last seed."""
        self.direction = direction
        """Direction of the final lap."""
        self.truncated = truncated
        self.sown = sown
        """Board indices that received a seed this turn (only kept when a capture rule needs it)."""
        self.round_over_by = round_over_by
        """Nam Nam's last-eight rule fired during the sowing: this seat took the last seeds."""
        self.origin = origin
        """Board index of the pit the turn started from (-1: not recorded)."""
        self.paused = False
        """``stop_holes``: the lap ended in an occupied stop hole of the mover's, which is not lifted:
        the mover chooses to stop there or to sow on (phase ``relay_choice``)."""


def count_capture_here(rules: Rules, geo: Geometry, b: list[int], mover: int, index: int,
                       owner: list[int] | None) -> bool:
    """Would a count capture be made where a lap ended (``capture_counts`` or ``capture_parity``,
    and their sides)?"""
    if rules.capture_parity is CaptureParity.NONE:
        if not rules.capture_counts or not listed(b[index], rules.capture_counts) or geo.is_store(index):
            return False
    elif geo.is_store(index) or not is_capture_count(rules, b[index]):
        return False
    sides = rules.count_capture_sides
    if sides is CountSides.ANY:
        return True
    holder = owner[index] if owner is not None else geo.seat_of[index]
    return (holder == mover) == (sides is CountSides.OWN)


def is_capture_count(rules: Rules, count: int) -> bool:
    """A count a count capture takes: one of ``capture_counts``, or (``capture_parity=even``)
    any even count of at least 2 (Togyz Kumalak: "the number of stones becomes even")."""
    if listed(count, rules.capture_counts):
        return True
    return rules.capture_parity is CaptureParity.EVEN and count > 0 and count % 2 == 0


def listed(count: int, counts: tuple[int, ...]) -> bool:
    """``count in counts`` as a loop: compiled, ``in`` on a tuple boxes the count and compares
    generically (~200 instructions, once a move in Oware)."""
    for item in counts:
        if item == count:
            return True
    return False


def in_play(geo: Geometry, b: list[int]) -> int:
    """Seeds in the pits of every seat."""
    return sum(b[i] for row in geo.pit_indices for i in row)


def take_last_seeds(geo: Geometry, b: list[int], seat: int, hand: int, events: list[Event] | None) -> None:
    """Nam Nam: "the player who captures the next 4 takes the last 4": every seed still in play
    (pits and hand) goes to ``seat``'s store."""
    taken = hand
    pits = []
    for row in geo.pit_indices:
        for i in row:
            if b[i]:
                taken += b[i]
                pits.append(i)
                b[i] = 0
    b[geo.store_index[seat]] += taken
    if events is not None:
        events.append(ev.capture(geo, pits, taken, seat, "last_seeds"))


def _take_pit(geo: Geometry, b: list[int], mover: int, pit: int, kind: str, events: list[Event] | None) -> None:
    """The mover takes one pit during the sowing (a count made by a lap's last seed with
    ``count_capture_relays_next``, the pit facing a single seed lifted with
    ``single_seed_captures_opposite``). engine.capture's ``_take`` does this for the captures after
    the sowing; capture imports this module, so the sowing keeps its own one-pit form."""
    taken = b[pit]
    b[pit] = 0
    store = geo.store_index[mover]
    b[store] = b[store] + taken
    if events is not None:
        events.append(ev.capture(geo, [pit], taken, mover, kind))


def _a_row_is_empty(geo: Geometry, b: list[int]) -> bool:
    """Whether some active seat has no seed in its pits (``empty_row_loses``: the relay stops)."""
    for s in geo.active:
        base = s * geo.block
        if all_empty(b, base, base + geo.pits):
            return True
    return False


def sow_turn(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    origin: int,
    direction: Direction,
    events: list[Event] | None,
    owner: list[int] | None = None,
    captures: bool = True,
    wegue: list[int] | None = None,
    relaying: bool = False,
) -> Sowing:
    """Sow the seeds of board index ``origin`` for ``mover``, with every relay lap. ``captures`` is
    false in the first plies of a game with ``no_capture_plies``: a lap that would make a column
    capture relays instead (Nsumbi: "Captures cannot be made on each player's first turn").
    ``wegue`` (Qelat): a lap ending in a wegue, or making one, never relays. ``stop_holes``
    (Tsoro's misoro): a lap ending in an occupied stop hole of the mover's pauses the sowing there
    (``Sowing.paused``); ``relaying``: the mover chose to sow on from it (event ``relay``)."""
    seeds = b[origin]
    b[origin] = 0
    if events is not None:
        if relaying:
            events.append(ev.relay(geo, origin, seeds, direction.value))
        else:
            events.append(ev.pickup(geo, origin, seeds))
    if seeds == 1 and captures and rules.single_seed_captures_opposite:
        # Achochodi: "If you draw a single seed, capture the contents of the hole opposite"
        facing = geo.opp[origin]
        if facing >= 0 and b[facing]:
            _take_pit(geo, b, mover, facing, "cross", events)
    if rules.en_passant_count:
        return _sow_per_seed(rules, geo, b, mover, origin, direction, seeds, owner, events)
    if wegue is not None and rules.wegue_sowing is WegueSowing.CLOSED:
        return sow_closed(rules, geo, b, mover, origin, direction, seeds, wegue, events)
    relay = rules.laps is not Laps.SINGLE
    column = captures and rules.column_capture is not ColumnCapture.NONE
    lap_start = origin
    first_lap = True
    resowing = False  # the lap being sown is a column capture's captured seeds
    limit = TurnLimit(geo, b, seeds) if relay else None  # single laps need no bound
    truncated = False
    sown: set[int] | None = set() if rules.capture_precondition is not CapturePrecondition.NONE else None
    while True:
        skip = skipped_pit(rules, origin, lap_start)
        seq = geo.lap(mover, direction, lap_start, skip)
        # Nam Nam option: "the first seed goes back into the origin, and a single seed moves on".
        # Djenon Aboure (first_seed_into_every_lap): "The first seed of each lap must be placed in
        # the hole that had just been emptied."
        first_into_origin = seeds > 1 and ((first_lap and rules.origin is Origin.FIRST_SEED_INTO_ORIGIN)
                                           or rules.origin is Origin.FIRST_SEED_INTO_EVERY_LAP)
        if first_into_origin:
            b[lap_start] += 1
            seeds -= 1
        # Sokusowó (first_seed_into_store): "Put the first seed of each lap into your own store."
        store = geo.store_index[mover]
        first_into_store = seeds > 1 and rules.origin is Origin.FIRST_SEED_INTO_STORE
        if first_into_store:
            b[store] = b[store] + 1
            seeds -= 1
        length = len(seq)
        full = seeds // length
        rem = seeds - full * length
        if full:
            for i in seq:
                b[i] = b[i] + full  # not +=: compiled, that is a generic in-place add
        for k in range(rem):
            i = seq[k]
            b[i] = b[i] + 1
        last = seq[rem - 1] if rem else seq[-1]
        if sown is not None:
            sown.update(seq if full else seq[:rem])
        if events is not None:
            path = ([lap_start] if first_into_origin else [store] if first_into_store else []) + list(seq) * full + list(seq[:rem])
            # The skipped pit was passed over if more seeds were in hand when the lap reached it.
            passed = skip >= 0 and seeds > geo.lap(mover, direction, lap_start, -1).index(skip)
            skipped = [skip] if passed else []
            events.append(ev.sow(geo, path, skipped, direction.value))
        first_lap = False
        if rules.laps is Laps.RELAY_NEXT:
            assert limit is not None
            if rules.empty_row_loses and _a_row_is_empty(geo, b):
                break  # Boukerourou: "until one player has no counters in their holes", between two laps too
            lap_start, seeds, direction, truncated = _relay_next(rules, geo, b, mover, direction, last, truncated,
                                                                 limit, events)
            if lap_start < 0:
                break
            continue
        if not relay or truncated or geo.is_store(last) or b[last] == 1:
            break
        if (rules.capture_beyond_empty or rules.relay_needs_next_occupied) and not b[next_pit(geo, mover, direction, last)]:
            # Kay (relay_needs_next_occupied): "If the final counter falls in an occupied hole followed
            # by an empty hole ... the turn ends."
            # Tap Urdy (relay laps): "the contents of that hole are picked up and sowing continues,
            # unless the next hole is empty, in which case the contents of the next hole after the
            # empty hole are captured" (engine.capture)
            break
        if rules.empty_row_loses and _a_row_is_empty(geo, b):
            break  # Altiev: "A player wins when the opponent's row is empty", between two laps too
        if b[last] < rules.relay_min_seeds:
            break  # Olowuka: "Multilap sow, but only if final hole contains four or more seeds"
        if wegue is not None and stops_lap(rules, geo, b, wegue, mover, last):
            break  # Qelat: "nor can they continue sowing from it if their last counter falls into it"
        if captures and count_capture_here(rules, geo, b, mover, last, owner):
            if not rules.count_capture_relays_next:
                break  # the lap ends in a capture (seed 002 V9 with V10); in the no-capture plies it relays on (Mandoli)
            # Meusueb: "the sowing makes the last hole contain four counters, in which case these are
            # captured and the sowing continues from the next hole"
            assert limit is not None
            _take_pit(geo, b, mover, last, "count", events)
            lift = next_pit(geo, mover, direction, last)
            if truncated or not b[lift]:
                break
            seeds, direction, truncated = _lift(rules, geo, b, lift, direction, limit, events)
            lap_start = lift
            resowing = False
            continue
        if rules.stop_holes and geo.seat_of[last] == mover and geo.pit_of[last] in rules.stop_holes:
            # Misoro Tsoro: "If this final hole is one of the misoro, the player may choose to end
            # their turn instead of continuing to sow": the mover chooses (phase relay_choice).
            sowing = Sowing(last, direction, truncated, sown, None, origin)
            sowing.paused = True
            return sowing
        assert limit is not None
        taken = column_capture(rules, geo, b, mover, last, events) if column else 0
        sown_from = rules.omweso.captured_sown_from if taken and rules.omweso is not None else CapturedSownFrom.NEXT_PIT
        if sown_from is not CapturedSownFrom.NEXT_PIT:
            # Omweso: the captured seeds "are sown starting from the pit where this capturing lap
            # began", in the game's own direction (ruling R-OM5: also after a reverse capture).
            seeds = taken
            direction = rules.direction
            if sown_from is CapturedSownFrom.LAP_ORIGIN and not resowing:
                # Nsumbi: "sown in the player's rows starting from the same hole that the previous
                # sowing began": the first captured seed goes into the lap's own (emptied) start,
                # so the lap begins after the pit before it; a capture by the captured seeds' lap
                # sows again from that same hole.
                ring = geo.lap(mover, direction, lap_start, -1)
                lap_start = ring[len(ring) - 2]
            resowing = True
            if events is not None:
                # as Bao's kichwa: the pit that receives the first captured seed
                events.append(ev.captured_resown(geo, geo.lap(mover, direction, lap_start, -1)[0], direction.value))
            truncated = limit.last_lap(geo, b, lap_start, direction, seeds, last, events)
            continue
        if taken:
            # Hus: the captured seeds "are sown starting from the player's next pit in the sowing".
            seeds = taken
            truncated = limit.last_lap(geo, b, last, direction, seeds, last, events)
        else:
            # The last seed fell into an occupied pit: lift it and sow on.
            seeds, direction, truncated = _lift(rules, geo, b, last, direction, limit, events)
        lap_start = last
        resowing = False
    return Sowing(last, direction, truncated, sown, None, origin)


def column_capture(rules: Rules, geo: Geometry, b: list[int], mover: int, last: int,
                   events: list[Event] | None) -> int:
    """Hus (Wikipedia ǁHus): "If the last seed sown lands in one of the player's eight inner pits,
    which is occupied, and furthermore both the opponent's pits in this same column are occupied,
    then all seeds from these two pits are captured". ``last`` is occupied (the lap did not end in
    an empty pit); returns the seeds taken from the board (0: no capture), which the caller sows on."""
    if not geo.is_front(last):
        return 0
    front = geo.opp[last]
    back = front + geo.cols  # the opponent's back-row pit behind ``front``, in the same column
    if not b[front] or (not b[back] and rules.column_capture is ColumnCapture.BOTH_OCCUPIED):
        return 0
    taken = b[front] + b[back]
    pits = [front, back] if b[back] else [front]
    b[front] = 0
    b[back] = 0
    if events is not None:
        events.append(ev.capture(geo, pits, taken, mover, "column"))
    return taken


def _sow_per_seed(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    origin: int,
    direction: Direction,
    seeds: int,
    owner: list[int] | None,
    events: list[Event] | None,
) -> Sowing:
    """Seed-by-seed sowing for en-passant captures (Nam Nam, docs/rules/nam-nam.md): "Whenever a
    non-final seed makes a hollow exactly 4, that hollow's owner captures the 4 immediately";
    the final seed of a lap into an empty hollow ends the turn, making 4 is the mover's capture,
    anything else is lifted and sown on from the next hollow."""
    count = rules.en_passant_count
    last_rule = rules.last_seeds_to_capturer
    relay = rules.laps is not Laps.SINGLE
    relay_next = rules.laps is Laps.RELAY_NEXT
    # Pallanguzhi: "If, after having a seed dropped into it, a cup contains four seeds" (any seed:
    # the last one's pit is not lifted under relay_next), "those become the property of the player
    # who dropped the seed" (Indianetzone; en_passant_taker=sower) or of the pit's owner (Durai).
    to_sower = rules.en_passant_taker is EnPassantTaker.SOWER
    # J'erin (sower_own_pits): "If at any point in the sowing a hole in the player's own row is made
    # to contain four counters, they are taken"; a four in the opponent's row stays.
    own_pits_only = rules.en_passant_taker is EnPassantTaker.SOWER_OWN_PITS
    # Wouri (sower_opponent_pits): "the contents of any hole in the opponent's row which a player
    # causes to contain four counters are captured"; a four in the mover's own row stays.
    opponent_pits_only = rules.en_passant_taker is EnPassantTaker.SOWER_OPPONENT_PITS
    lap_start = origin
    first_lap = True
    limit = TurnLimit(geo, b, seeds)
    truncated = False
    stores = geo.store_index
    while True:
        skip = skipped_pit(rules, origin, lap_start)
        seq = geo.lap(mover, direction, lap_start, skip)
        path: list[int] = []
        if seeds > 1 and ((first_lap and rules.origin is Origin.FIRST_SEED_INTO_ORIGIN)
                          or rules.origin is Origin.FIRST_SEED_INTO_EVERY_LAP):
            b[lap_start] += 1
            seeds -= 1
            path.append(lap_start)
        length = len(seq)
        k = 0
        last = lap_start
        while seeds:
            last = seq[k % length]
            k += 1
            b[last] += 1
            seeds -= 1
            path.append(last)
            if (seeds or relay_next) and b[last] == count:
                # En passant: the hollow's owner (or the sower) takes the four at once.
                if to_sower:
                    holder = mover
                elif opponent_pits_only:
                    if (owner[last] if owner is not None else geo.seat_of[last]) == mover:
                        continue  # a four in the mover's own pit stays
                    holder = mover
                else:
                    holder = owner[last] if owner is not None else geo.seat_of[last]
                    if own_pits_only and holder != mover:
                        continue  # a four in another player's pit stays
                b[last] = 0
                b[stores[holder]] += count
                if events is not None:
                    events.append(ev.sow(geo, path, [], direction.value))
                    events.append(ev.capture(geo, [last], count, holder, "enpassant"))
                    path = []
                if last_rule and in_play(geo, b) + seeds <= last_rule:
                    take_last_seeds(geo, b, holder, seeds, events)
                    return Sowing(last, direction, truncated, None, holder)
        if events is not None and path:
            events.append(ev.sow(geo, path, [], direction.value))
        first_lap = False
        if relay_next:
            lap_start, seeds, direction, truncated = _relay_next(rules, geo, b, mover, direction, last, truncated,
                                                                 limit, events)
            if lap_start < 0:
                break
            continue
        if not relay or truncated or geo.is_store(last) or b[last] == 1:
            break
        if count_capture_here(rules, geo, b, mover, last, owner):
            break
        seeds, direction, truncated = _lift(rules, geo, b, last, direction, limit, events)
        lap_start = last
    return Sowing(last, direction, truncated)


def sow_closed(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    origin: int,
    direction: Direction,
    seeds: int,
    wegue: list[int],
    events: list[Event] | None,
) -> Sowing:
    """Seed-by-seed relay sowing past closed holes (``wegue_sowing=closed``; engine/wegue.py).

    Embeli (Halkin & Viaene 1911 via Mancala World): "If the last seed falls into a non-empty hole,
    its contents are distributed in another lap. If the last seed makes a four in the hole of his
    opponent, the hole is 'closed' ... Then the four seeds are sown." "If a player meets a closed
    hole on the opponent's side, one seed must be dropped into the store, before the sowing can be
    continued. Nothing must be done, if the closed hole is on the player's own row." "A move ends,
    when the last seed falls into an empty hole or the store." A seed of the closer goes to the
    closer's store (out of play: the board has one store, nobody's); a closed hole is only ever
    on its closer's opponent's row, so the row's owner is the one who passes it."""
    store = geo.store_index[mover]
    lap_start = origin
    limit = TurnLimit(geo, b, seeds)
    truncated = False
    last = origin
    while True:
        seq = geo.lap(mover, direction, lap_start, -1)
        length = len(seq)
        path: list[int] = []
        met: list[int] = []
        k = 0
        while seeds:
            last = seq[k % length]
            k += 1
            closer = wegue[last]
            if closer < 0:
                b[last] = b[last] + 1
                path.append(last)
            elif closer == mover:
                b[store] = b[store] + 1  # out of play
                path.append(store)
                met.append(last)
            else:
                met.append(last)  # the row owner sows past its closed hole
                continue
            seeds -= 1
        if events is not None:
            events.append(ev.sow(geo, path, [], direction.value, met))
        if truncated or wegue[last] >= 0 or b[last] <= 1:
            break  # the last seed fell into an empty hole, or left play in a closed one
        if makes_wegue(rules, geo, b, wegue, mover, last):
            wegue[last] = mover  # closed; its four are sown on at once
            if events is not None:
                events.append(ev.wegue_made(geo, last, mover))
        seeds, direction, truncated = _lift(rules, geo, b, last, direction, limit, events)
        lap_start = last
    return Sowing(last, direction, truncated)
# --- a direction chosen and kept (direction_kept) ---------------------------------------------


def start_directions(rules: Rules) -> tuple[Direction | None, ...] | None:
    """Every seat's way at the start: choosing at its first move, or (``direction_chosen_turn`` 2)
    ``None``, its first move sown in ``direction``; ``None`` in games without a kept direction."""
    if rules.direction_kept is DirectionKept.NONE:
        return None
    first = Direction.PLAYER_CHOICE if rules.direction_chosen_turn == 1 else None
    return (first,) * rules.seats


def turn_direction(rules: Rules, directions: list[Direction | None] | None, mover: int) -> Direction | None:
    """The way ``mover`` sows this move where the position keeps directions: a direction, or
    ``PLAYER_CHOICE`` when this move chooses; ``None`` in other games (the rules' or the move's)."""
    if directions is None:
        return None
    way = directions[mover]
    return rules.direction if way is None else way


def directed_moves(moves: list[Move], way: Direction) -> list[Move]:
    """``moves`` naming ``way`` (a kept direction's moves always name theirs), or each pit in both
    directions when this move chooses (``PLAYER_CHOICE``)."""
    if way is Direction.PLAYER_CHOICE:
        return [Move(m.pit, d, side=m.side) for m in moves for d in (Direction.CCW, Direction.CW)]
    return [Move(m.pit, way, side=m.side) for m in moves]


def keep_direction(rules: Rules, directions: list[Direction | None], mover: int, way: Direction) -> bool:
    """Record ``mover``'s move sown ``way``: a first move before the choice makes the next one
    choose; a choosing move keeps ``way`` for the mover (each_player), or for every seat, the others
    the same way (both_same) or the opposite way (both_opposite). Whether anything changed."""
    current = directions[mover]
    if current is None:
        directions[mover] = Direction.PLAYER_CHOICE  # "On the second turn, the player may sow in either direction"
        return True
    if current is not Direction.PLAYER_CHOICE:
        return False  # "must continue in the chosen direction for the rest of the game"
    kept = rules.direction_kept
    for seat in range(len(directions)):
        if seat == mover or kept is DirectionKept.BOTH_SAME:
            directions[seat] = way
        elif kept is DirectionKept.BOTH_OPPOSITE:
            directions[seat] = REVERSE[way]
    return True
