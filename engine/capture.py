"""Captures made where the sowing ended.

Cross capture (Kalah, Basic Game, Ayoayo, seed 001): "If the last seed you sow ends in an
empty pot on your side of the board you capture that seed and all the seeds in your
opponents pot opposite" (seed 000). ``empty_capture`` drops the non-empty condition (D-1);
``capture_includes_sowing_seed`` says whether the capturing seed goes too (D-7).
``cross_capture_any_row`` captures from an empty pit of either row (Round-and-Round Warri), and
``cross_capture_to_row_owner`` gives a capture from the opponent's row to the opponent (Yovodi).
``capture_precondition`` asks what the turn must have sown first: the opposite pit (Giuthi
D-9) or the mover's own store (Indonesian congklak: "you have gone around the board").

Count capture (Oware, seed 000 Owari): "If the last seed is dropped into an opponent's pot
that contains only one or two seeds … the player captures these seeds … the player also
captures the seeds in the penultimate pot if it contains two or three seeds … as long as
the sequence is unbroken. The player may not capture on his own side." Counts are taken
after the whole sowing. Grand slam conventions: docs/rules/oware.md.

Capture beyond an empty pit (Pallanguzhi, ``capture_beyond_empty`` with ``laps=relay_next``): "If
the last counter falls into a cup with an empty cup beyond, the counters in the cup beyond the
empty hole are captured by the player and put into his store … If the last counter falls into a
cup with two empty holes beyond, he captures no counters and his turn is over."
With ``laps=relay`` (Tap Urdy, Deledicq and Popova 1977 via Ludii) the relay lifts the landing hole,
and the capture is made where a lap ends in an occupied hole before an empty one: "the contents
of that hole are picked up and sowing continues, unless the next hole is empty, in which case the
contents of the next hole after the empty hole are captured. When the final counter falls in an
empty hole, the turn ends."

Pits taken with a capture (``capture_also``), each placed relative to a pit the capture takes:
the pit opposite (Ali Guli Mane, Mancala World: "he captures the contents if any of the succeeding
hole. In addition, he captures the contents of the hole opposite to that hole"), or the
neighbours in the same row that hold a capture count (Erherhe, Avelot 1906 via Ludii: "The
player also captures the contents of any adjacent holes in the opponent's row if they also contain
two or four counters").
Holes the capturer chooses (``capture_chosen_holes``; Tsoro (Additional Capture), Matthews 1964 via
Ludii: "The player then captures again, from the agreed-upon number of extra holes, chosen from any of
the opponent's holes"; Msuwa, Sanderson 1913 via Ludii: "If counters in the inner and outer row are
captured, the player may also capture counters from two other holes on the opponent's side of the
board"): the capture across ends the sowing; the mover then plays ``take`` moves, one a ply, each
emptying an occupied hole of the opponent's into the mover's store (phase ``take``, ``Table.takes``
holes left), and the turn passes after the last of them or when the opponent's holes are empty. A
ply a hole keeps the legal-move lists short (one move per occupied hole, where naming the holes in
the sowing move would list every combination of them), lets the mover see the board the capture
left before choosing, and is Ludii's own reading (a ``Remove`` move per hole).
Gabata of Adegrat (``capture_next_after_empty``, also with ``laps=relay_next``): "If the final counter
falls into an empty hole, the contents of the following hole are captured" (Pankhurst via Ludii).
"""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from engine import events as ev
from engine.board import Geometry
from engine.events import Event
from engine.position import Move, MoveKind
from engine.rules import (
    CaptureAlso,
    CapturePrecondition,
    CaptureTargets,
    ChosenHolesAfter,
    CountSides,
    Direction,
    GrandSlam,
    Laps,
    Rules,
)
from engine.sowing import Sowing, count_capture_here, in_play, is_capture_count, next_pit, take_last_seeds


@mypyc_attr(acyclic=True, free_list_len=1)  # as sowing.Sowing: made on every capture
class CaptureResult:
    """What the capture step decided beyond moving seeds."""

    __slots__ = ("grand_slam", "opponent_gets_remaining", "extra_turn", "round_over_by", "captured", "holes",
                 "front_row_end")

    def __init__(self) -> None:
        self.grand_slam = False
        """The move would capture every seed of the opponent's row."""
        self.opponent_gets_remaining = False
        """``grand_slam=opponent_gets_remaining`` was triggered: the game ends."""
        self.extra_turn = False
        """Russ's Giuthi: no opponent pit was sown this turn, so the mover moves again."""
        self.round_over_by: int | None = None
        """The last-seeds rule fired: this seat took the seeds left in play and the round ends."""
        self.captured = 0
        self.holes = 0
        """Holes of the opponent's a capture across emptied (Tsoro: 2 when the back hole went too)."""
        self.front_row_end = False
        """The turn ended in an empty hole of the mover's front row (``capture_chosen_after=front_row_end``)."""


NO_CAPTURE: Final = CaptureResult()


def resolve_captures(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    sowing: Sowing,
    events: list[Event] | None,
    owner: list[int] | None = None,
) -> CaptureResult:
    """Apply the capture rules to the pit where the last seed fell."""
    last = sowing.last
    if sowing.round_over_by is not None:
        result = CaptureResult()
        result.round_over_by = sowing.round_over_by
        return result
    if rules.capture_precondition is CapturePrecondition.OPPONENT_ROW_SOWN:
        # Russ: "You can't steal the cattle of another man without entering his land" → move again.
        sown = sowing.sown or set()
        if not any(i in sown for s in geo.active if s != mover for i in geo.pit_indices[s]):
            result = CaptureResult()
            result.extra_turn = True
            return result
    if rules.capture_beyond_empty or rules.capture_facing_empty:
        return _capture_beyond_empty(rules, geo, b, mover, sowing, events)
    if rules.capture_next_after_empty:
        return _capture_next_after_empty(rules, geo, b, mover, sowing, events)
    if geo.is_store(last):
        return NO_CAPTURE
    holder = owner[last] if owner is not None else geo.seat_of[last]
    result = NO_CAPTURE
    if (holder == mover or rules.cross_capture_any_row) and rules.cross_capture and b[last] == 1:
        # Round-and-Round Warri: "It makes no difference if he ends on his own side or that of his
        # opponent, he captures the seeds in the cup opposite the empty one" (cross_capture_any_row).
        # Yovodi: "If the final counter lands in an empty hole in the opponent's row, the opponent
        # captures the counters in the hole opposite it in the player's row" (cross_capture_to_row_owner).
        taker = holder if rules.cross_capture_to_row_owner else mover
        captured, holes = _cross_capture(rules, geo, b, taker, last, sowing, events)
        front_row_end = rules.capture_chosen_after is ChosenHolesAfter.FRONT_ROW_END and bool(geo.targets[last])
        if captured or front_row_end:
            result = CaptureResult()
            result.captured = captured
            result.holes = holes
            result.front_row_end = front_row_end
    elif count_capture_here(rules, geo, b, mover, last, owner):
        result = _count_capture(rules, geo, b, mover, holder, last, sowing.direction, events, sowing.origin)
    if result.captured and rules.last_seeds_to_capturer and in_play(geo, b) <= rules.last_seeds_to_capturer:
        take_last_seeds(geo, b, mover, 0, events)
        result.round_over_by = mover
    return result


def _cross_capture(
    rules: Rules, geo: Geometry, b: list[int], mover: int, last: int, sowing: Sowing, events: list[Event] | None
) -> tuple[int, int]:
    """The seeds a capture across took and the opponent's holes it emptied. ``mover`` is the capturer:
    the player moving, or with ``cross_capture_to_row_owner`` the owner of the row the last seed fell in."""
    targets = geo.targets[last]
    if rules.capture_precondition is CapturePrecondition.OWN_STORE_SOWN:
        # Congklak: a capture needs "you have gone around the board at least one time" this
        # turn, i.e. the sowing passed (and sowed into) the mover's own store.
        if geo.store_index[mover] not in (sowing.sown or set()):
            return 0, 0
    elif rules.capture_precondition is CapturePrecondition.OPPOSITE_SOWN:
        # Giuthi D-9: "if no pieces were added to the opposite pot during the player's turn,
        # there is no capture".
        sown = sowing.sown or set()
        if not any(t in sown for t in targets):
            return 0, 0
    if rules.capture_targets is CaptureTargets.FRONT_AND_BACK and targets and not b[targets[0]]:
        # Tsoro: the back pit is taken "only if there was first a capture from the inner row hole".
        targets = ()
    elif rules.capture_targets is CaptureTargets.BACK_BEHIND_EMPTY_FRONT and targets:
        # Sute: "the opponent's opposite inner row hole is empty, the contents of the opponent's
        # opposite outer row hole are captured".
        targets = () if b[targets[0]] else targets[1:]
    taken = sum(b[t] for t in targets)
    if rules.cross_capture_counts and taken not in rules.cross_capture_counts:
        # Gamacha (Nobility): "the contents of the opponent's opposite hole are captured only if it
        # contains one counter"
        return 0, 0
    if not taken and not rules.empty_capture:
        return 0, 0  # "If the opposite pit is empty, nothing happens" (standard Kalah)
    amount = taken + (1 if rules.capture_includes_sowing_seed else 0)
    if not amount:
        return 0, 0
    pits = [t for t in targets if b[t]]
    holes = len(pits)
    for t in pits:
        b[t] = 0
    if rules.capture_includes_sowing_seed:
        b[last] = 0
        pits.append(last)
    if rules.capture_chain_forward and taken:
        # Giuthi D-10: "If the next pot on the player's side is also empty the seeds in the
        # opposite pot are also captured … stopped by an occupied hole on the player's side or
        # an empty hole on the opponent's side."
        step = 1 if sowing.direction is Direction.CCW else -1
        j = geo.pit_of[last] + step
        row = geo.pit_indices[mover]
        while 0 <= j < geo.pits:
            own = row[j]
            facing = geo.opp[own]
            if b[own] or facing < 0 or not b[facing]:
                break
            amount += b[facing]
            b[facing] = 0
            pits.append(facing)
            j += step
    b[geo.store_index[mover]] += amount
    if events is not None:
        events.append(ev.capture(geo, pits, amount, mover, "cross"))
    return amount, holes


def _count_capture(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    seat: int,
    last: int,
    direction: Direction,
    events: list[Event] | None,
    origin: int = -1,
) -> CaptureResult:
    if rules.capture_chain_across_rows:
        return _ring_chain_capture(rules, geo, b, mover, last, origin, direction, events)
    chain = [last]
    if seat == mover or rules.count_capture_sides is not CountSides.OPPONENT:
        # Nam Nam final four / seed 002 V10: only the pit the last seed made a capture count.
        kind = "final4" if b[last] == 4 else "count"
        # Enindji: "the owner of that hole captures the counters" (count_capture_to_owner).
        taker = seat if rules.count_capture_to_owner else mover
        return _take(geo, b, taker, _with_companions(rules, geo, b, chain), kind, events)
    if rules.capture_chain:
        # "examine the preceding pit in sowing order … never wraps" (docs/rules/oware.md)
        step = -1 if direction is Direction.CCW else 1
        pit = geo.pit_of[last] + step
        longest = rules.capture_chain_max
        while 0 <= pit < geo.pits and (longest == 0 or len(chain) < longest):
            index = geo.pit_indices[seat][pit]
            if not is_capture_count(rules, b[index]):
                break
            chain.append(index)
            pit += step
    taken = sum(b[i] for i in chain)
    result = CaptureResult()
    if taken == sum(b[i] for i in geo.pit_indices[seat]):
        result.grand_slam = True
        slam = rules.grand_slam
        if slam is GrandSlam.NO_CAPTURE or slam is GrandSlam.FORBIDDEN:
            if events is not None:
                events.append(ev.capture_nullified(geo, chain, taken, mover, "grand_slam"))
            return result
        if (slam is GrandSlam.LEAVE_LEFTMOST or slam is GrandSlam.LEAVE_RIGHTMOST
                or (slam is GrandSlam.LEAVE_RIGHTMOST_OF_SEVERAL and len(chain) > 1)):
            # From the sower's seat the leftmost opponent pit is the opponent's highest index.
            # Olowuka (leave_rightmost_of_several): "A single hole capture is performed".
            keep = max if slam is GrandSlam.LEAVE_LEFTMOST else min
            kept = keep(chain, key=lambda i: geo.pit_of[i])
            chain.remove(kept)
            taken -= b[kept]
        elif slam is GrandSlam.OPPONENT_GETS_REMAINING:
            result.opponent_gets_remaining = True
    return _take(geo, b, mover, _with_companions(rules, geo, b, chain), "count", events, result)


def _capture_beyond_empty(rules: Rules, geo: Geometry, b: list[int], mover: int, sowing: Sowing,
                          events: list[Event] | None) -> CaptureResult:
    """Pallanguzhi: the pit after the last seed's pit is empty (a turn cut short by the turn limit
    may end before an occupied one: no capture), so the mover takes the pit beyond it, on either row.

    ``capture_beyond_chain`` (Walak-pussa, Mancala World): "If the hole of which the contents were
    captured is followed first by an empty one and then by an occupied hole, its contents are also
    captured. This continues until the last hole is either followed by two empty holes or a
    non-empty hole." The pattern is read on the board as the sowing left it; a pit is never taken
    twice (a chain that comes all the way round stops)."""
    direction = sowing.direction
    if rules.laps is Laps.RELAY and b[sowing.last] == 1:
        return NO_CAPTURE  # Tap Urdy: "When the final counter falls in an empty hole, the turn ends."
    empty = next_pit(geo, mover, direction, sowing.last)
    if b[empty]:
        return NO_CAPTURE
    if rules.capture_facing_empty:
        # Kanji Guti (Gupta 1923): "If this hole is empty, the counters in the hole opposite it are captured."
        facing = geo.opp[empty]
        return _take(geo, b, mover, [facing], "cross", events) if facing >= 0 and b[facing] else NO_CAPTURE
    beyond = next_pit(geo, mover, direction, empty)
    if not b[beyond]:
        return NO_CAPTURE  # "two empty holes beyond": no capture
    pits = [beyond]
    if rules.capture_beyond_chain:
        here = beyond
        while True:
            gap = next_pit(geo, mover, direction, here)
            target = next_pit(geo, mover, direction, gap)
            if b[gap] or not b[target] or target in pits:
                break
            pits.append(target)
            here = target
    return _take(geo, b, mover, _with_companions(rules, geo, b, pits), "beyond", events)


def _capture_next_after_empty(rules: Rules, geo: Geometry, b: list[int], mover: int, sowing: Sowing,
                              events: list[Event] | None) -> CaptureResult:
    """Gabata (Adegrat), Pankhurst 1971 via Ludii: "If the final counter falls into an empty hole, the
    contents of the following hole are captured" (on either row); a lap ending in an occupied hole
    relayed from the next hole or, that hole being empty, ended the turn with nothing taken.

    ``capture_next_with_last_seed`` (Je ki n je, Valdez 2023 via MancalaGames): "When multilap sow
    ends on your opponent's side of the board, capture the final seed sown and the seeds in the next
    hole in the choosen sow direction, even if it is on your side of the board"."""
    last = sowing.last
    if b[last] != 1 or geo.is_store(last):
        return NO_CAPTURE
    if rules.capture_next_with_last_seed and geo.seat_of[last] == mover:
        return NO_CAPTURE
    following = next_pit(geo, mover, sowing.direction, last)
    if not b[following]:
        return NO_CAPTURE
    pits = [following, last] if rules.capture_next_with_last_seed else [following]
    return _take(geo, b, mover, pits, "beyond", events)


def _ring_chain_capture(
    rules: Rules,
    geo: Geometry,
    b: list[int],
    mover: int,
    last: int,
    origin: int,
    direction: Direction,
    events: list[Event] | None,
) -> CaptureResult:
    """``capture_chain_across_rows``: the pit the last seed made a capture count, then the pits
    before it in sowing order, on either row, while each holds a capture count.

    Bohnenspiel (Wikipedia, after Jahn): "If any capture is made, the preceding pit is checked
    (and its beans possibly captured) according to the same rule, and so forth"; Vai Lung Thlan
    (Mancala World): "captures it as well as all stones which precede this hole … by an unbroken
    chain of single stones", "on either side of the board". As Ludii's backtracking sow, the chain
    stops before the pit the move started from and never comes round to the last pit again.
    Stores on the ring are passed over."""
    ring = geo.ring(mover, direction)
    length = len(ring)
    k = ring.index(last)
    chain = [last]
    sides = rules.count_capture_sides
    # Mandoli (capture_chain_max): "Captures are on evens from the final hole sown and the one hole before it"
    longest = rules.capture_chain_max
    for step in range(1, length):
        if longest and len(chain) >= longest:
            break
        index = ring[(k - step) % length]
        if geo.is_store(index):
            continue
        if index == origin and not longest:
            break  # a limited chain takes "the one hole before it" whatever it is: sown by the last lap
        if not is_capture_count(rules, b[index]):
            break
        # Achochodi: "the capture chain may continue onto your own side of the board"
        onto_own_row = rules.capture_chain_into_own_row and geo.seat_of[index] == mover
        if sides is not CountSides.ANY and (geo.seat_of[index] == mover) != (sides is CountSides.OWN) and not onto_own_row:
            break
        chain.append(index)
    slam = rules.grand_slam
    if slam is GrandSlam.NO_CAPTURE or slam is GrandSlam.FORBIDDEN:
        # Modiar: "A player is not permitted to make a move, which captures all the seeds in the
        # opponent's row" (the chain may reach back into the mover's own row: only the opponent's
        # row counts).
        opponent = geo.next_seat[mover]
        row = geo.pit_indices[opponent]
        left = 0
        for i in row:
            left += b[i]
        for i in chain:
            if geo.seat_of[i] == opponent:
                left -= b[i]
        if left == 0 and any(geo.seat_of[i] == opponent and b[i] for i in chain):
            result = CaptureResult()
            result.grand_slam = True
            if events is not None:
                events.append(ev.capture_nullified(geo, chain, sum(b[i] for i in chain), mover, "grand_slam"))
            return result
    if rules.count_capture_opposite:
        # La'b Akila (Culin 1896, as Mancala World reads his La'b Madjnuni): "the contents in this
        # hole are captured with those in the hole opposite. Also, if there is a continuous line of
        # holes with either 2 or 4 preceding the one where the capture has occurred, all the counters
        # in these holes and their opposite holes are captured". The line is read on the board as the
        # sowing left it (as Ludii's backtracking sow reads it), then every hole of it is taken with
        # its opposite.
        pits: list[int] = []
        for index in chain:
            for pit in (index, geo.opp[index]):
                if pit >= 0 and b[pit] and pit not in pits:
                    pits.append(pit)
        chain = pits
    return _take(geo, b, mover, _with_companions(rules, geo, b, chain), "count", events)


def _with_companions(rules: Rules, geo: Geometry, b: list[int], pits: list[int]) -> list[int]:
    """``pits`` and the pits ``capture_also`` takes with them (occupied, each once), read on the board
    as the sowing left it: the pit opposite each, or its neighbours in the same row that hold a
    capture count (the row's ends do not wrap)."""
    also = rules.capture_also
    if also is CaptureAlso.NONE:
        return pits
    taken = list(pits)
    for index in pits:
        if also is CaptureAlso.OPPOSITE:
            # Ali Guli Mane: "In addition, he captures the contents of the hole opposite to that hole."
            facing = geo.opp[index]
            if facing >= 0 and b[facing] and facing not in taken:
                taken.append(facing)
            continue
        # Erherhe: "also captures the contents of any adjacent holes in the opponent's row if they also
        # contain two or four counters".
        row = geo.pit_indices[geo.seat_of[index]]
        pit = geo.pit_of[index]
        for step in (1, -1):
            if 0 <= pit + step < geo.pits:
                neighbour = row[pit + step]
                if neighbour not in taken and is_capture_count(rules, b[neighbour]):
                    taken.append(neighbour)
    return taken


def _take(geo: Geometry, b: list[int], mover: int, pits: list[int], kind: str,
          events: list[Event] | None, result: CaptureResult | None = None) -> CaptureResult:
    """Empty ``pits`` into the mover's store and record the capture of that ``kind`` (none for no
    pits: a grand slam that leaves the only pit); ``result``, when given, is filled in and returned."""
    taken = 0
    for i in pits:
        taken += b[i]
        b[i] = 0
    b[geo.store_index[mover]] += taken
    if events is not None and pits:
        events.append(ev.capture(geo, pits, taken, mover, kind))
    if result is None:
        result = CaptureResult()
    result.captured = taken
    return result


# --- holes the capturer chooses (capture_chosen_holes) ------------------------------------------


def chosen_holes_earned(rules: Rules, result: CaptureResult) -> int:
    """How many holes of the opponent's the capture ``result`` lets the mover choose and take."""
    holes = rules.capture_chosen_holes
    if rules.capture_chosen_after is ChosenHolesAfter.FRONT_ROW_END:
        return holes if result.front_row_end else 0  # Tshuba: a capture made or not
    if not holes or not result.captured or not result.holes:
        return 0
    if rules.capture_chosen_after is ChosenHolesAfter.FRONT_AND_BACK and result.holes < 2:
        return 0  # Msuwa: "If counters in the inner and outer row are captured"
    return holes


def take_moves(rules: Rules, geo: Geometry, b: list[int], mover: int) -> list[Move]:
    """The ``take`` moves of phase ``take``: one per occupied hole of the opponent's, in its row's
    order, the opponent's stop holes left out (Misoro Tsoro (Additional Capture), Matthews 1964 via
    Ludii: "Counters in misoro cannot be captured with one of these additional captures")."""
    opponent = geo.next_seat[mover]
    safe = rules.stop_holes
    out = []
    for p, index in enumerate(geo.pit_indices[opponent]):
        if b[index] and p not in safe:
            out.append(Move(p, side=opponent, kind=MoveKind.TAKE))
    return out


def take_problem(rules: Rules, geo: Geometry, b: list[int], mover: int, move: Move) -> tuple[str, str] | None:
    """(reason code, message) when ``move`` is not a ``take`` the mover can play now."""
    opponent = geo.next_seat[mover]
    if move.kind is not MoveKind.TAKE:
        return "take-required", (f"the capture earned holes of your choice: seat {mover} must take one of seat "
                                 f"{opponent}'s occupied holes first ({{\"type\": \"take\", \"pit\": i}})")
    if move.side is not None and move.side != opponent:
        return "invalid-take", f"the holes taken are seat {opponent}'s: leave out 'side' or give {opponent}"
    if not 0 <= move.pit < geo.pits:
        return "invalid-take", f"pit must be between 0 and {geo.pits - 1} of seat {opponent}'s row, got {move.pit}"
    if not b[geo.pit_indices[opponent][move.pit]]:
        return "invalid-take", f"seat {opponent}'s pit {move.pit} is empty: take an occupied hole"
    if move.pit in rules.stop_holes:
        return "invalid-take", (f"seat {opponent}'s pit {move.pit} is one of their stop holes (misoro), whose "
                                "seeds cannot be taken: take another occupied hole")
    return None


def apply_take(rules: Rules, geo: Geometry, b: list[int], mover: int, pit: int, events: list[Event] | None) -> bool:
    """Empty the opponent's ``pit`` into the mover's store; whether the opponent has seeds left
    that a take may reach (outside their stop holes)."""
    opponent = geo.next_seat[mover]
    index = geo.pit_indices[opponent][pit]
    taken = b[index]
    b[index] = 0
    b[geo.store_index[mover]] += taken
    if events is not None:
        events.append(ev.capture(geo, [index], taken, mover, "chosen"))
    safe = rules.stop_holes
    for p, i in enumerate(geo.pit_indices[opponent]):
        if b[i] and p not in safe:
            return True
    return False

