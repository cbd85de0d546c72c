"""How games end and how the seeds left on the board are scored.

* Kalah (Wikipedia): "the other player moves all remaining seeds to their store" → ``sweep=owner``.
* Basic Game D-2 (seed 000): "All the seeds left on the other side of the board are now theirs
  to count" → ``sweep=cleared_player``.
* Oware (seeds 001/002): "The first player to capture 25 stones or more wins"; seeds still on
  the board then go to the owner of the side they lie on.
* Oware feeding: "If no such move exists the game ends and the mover captures all seeds remaining."
* Cycles D-4: the n-th occurrence of the same position ends the game; ``cycle_split`` shares
  the seeds left ("each player keeps the stones on their side"; seed 000 "each take half …
  or they can be disregarded"). An end by agreement (seed 002 "When both players decide that
  continuing will only lead to going round in circles") and the move limit share them the same
  way; under ``cycle_split=draw`` all three are declared draws (seed 001 "it's a stalemate").
"""

from __future__ import annotations

from typing import Final

from engine import events as ev
from engine.board import Geometry, all_empty, seeds_in
from engine.events import Event
from engine.position import Outcome
from engine.rules import CycleSplit, Rules, Sweep
from engine.table import Table
from engine.wegue import take_wegues


def rows(geo: Geometry, b: list[int]) -> list[int]:
    """Seeds in each seat's row of pits."""
    pits = geo.pits
    return [seeds_in(b, base, base + pits) for base in range(0, geo.size, geo.block)]


def active_rows(geo: Geometry, b: list[int]) -> list[int]:
    """Seeds in the pits of each active seat, in turn order."""
    block, pits = geo.block, geo.pits
    return [seeds_in(b, s * block, s * block + pits) for s in geo.active]


def any_row_empty(geo: Geometry, b: list[int]) -> bool:
    """Whether some active seat has no seed left in its pits."""
    block, pits = geo.block, geo.pits
    for s in geo.active:
        base = s * block
        if all_empty(b, base, base + pits):
            return True
    return False


def _take(geo: Geometry, b: list[int], seat: int, receiver: int, swept: dict[int, int]) -> None:
    """Move every seed of ``seat``'s row into ``receiver``'s store."""
    base = seat * geo.block
    amount = seeds_in(b, base, base + geo.pits)
    if amount:
        for i in range(base, base + geo.pits):
            b[i] = 0
        b[geo.store_index[receiver]] += amount
        swept[receiver] = swept.get(receiver, 0) + amount


def _take_by_owner(geo: Geometry, t: Table, swept: dict[int, int]) -> None:
    """Territory games: "remaining seeds go to the owner of the hollows holding them" (§5b)."""
    b, owner = t.b, t.owner
    assert owner is not None
    for row in geo.pit_indices:
        for i in row:
            if b[i]:
                seat = owner[i]
                if seat < 0:
                    continue  # pit_owners: a pit nobody owns keeps its seeds, counted for nobody
                b[geo.store_index[seat]] += b[i]
                swept[seat] = swept.get(seat, 0) + b[i]
                b[i] = 0


def sweep(rules: Rules, geo: Geometry, t: Table, how: Sweep | str) -> dict[int, int]:
    """Score the seeds left in the pits; returns what each seat received.

    ``how`` is a ``Sweep`` or one of the ending-specific shares ``mover`` (the player to move
    takes all), ``halves`` and ``discard``.
    """
    b = t.b
    swept: dict[int, int] = {}
    if t.wegue is not None:
        take_wegues(geo, b, t.wegue, swept)  # Qelat: a wegue's counters are its owner's
    seats = range(geo.seats)
    match how.value if isinstance(how, Sweep) else how:
        case "owner" if t.owner is not None:
            _take_by_owner(geo, t, swept)
        case "owner":
            for s in seats:
                _take(geo, b, s, s, swept)
        case "cleared_player":
            totals = rows(geo, b)
            empty = [s for s in seats if totals[s] == 0]
            # With no single cleared player (both rows empty, or neither) owners keep their seeds.
            for s in seats:
                _take(geo, b, s, empty[0] if len(empty) == 1 else s, swept)
        case "last_mover":
            receiver = t.last_mover if t.last_mover is not None else t.to_move
            for s in seats:
                _take(geo, b, s, receiver, swept)
        case "mover":
            for s in seats:
                _take(geo, b, s, t.to_move, swept)
        case "halves":
            _split_halves(geo, t, swept)
        case _:
            pass  # "none" and "discard": the seeds stay where they are and are not counted
    return swept


def _split_halves(geo: Geometry, t: Table, swept: dict[int, int]) -> None:
    """Two seats share the seeds left equally; an odd seed goes to the player with fewer seeds
    (MancalaGames DIVVIED) and stays on the board when the stores are equal."""
    b = t.b
    left = sum(rows(geo, b))
    half, odd = divmod(left, 2)
    stores = [b[i] for i in geo.store_index]
    shares = [half, half]
    if odd and stores[0] != stores[1]:
        shares[0 if stores[0] < stores[1] else 1] += 1
    # Take the shares from the pits, lowest board index first.
    remaining = sum(shares)
    for s in range(geo.seats):
        for i in geo.pit_indices[s]:
            take = min(b[i], remaining)
            b[i] -= take
            remaining -= take
    for s, share in enumerate(shares):
        if share:
            b[geo.store_index[s]] += share
            swept[s] = share


SHARED_REASONS: Final = frozenset({"repetition", "move_limit", "agreement"})
"""Endings that share the seeds left by ``cycle_split``; under ``cycle_split=draw`` each is a
declared draw whatever the stores hold (seed 001: "it's a stalemate")."""
LOSS_REASONS: Final = frozenset({"front_row_empty", "cannot_move", "row_emptied"})
"""Endings won by a condition (Bao; Altiev's emptied row, its owner left to move): the player to move
loses whatever the stores hold."""
VOID_REASONS: Final = frozenset({"void"})
"""Endings that void the game (Aw-li On-nam Ot-tjin: "they must play again"): a declared draw, the
seeds left not counted, whatever the stores hold."""
WIN_REASONS: Final = frozenset({"cleared"})
"""Endings won by a condition (Wauri): the player to move has cleared their pits and wins."""
REASONS: Final = SHARED_REASONS | LOSS_REASONS | WIN_REASONS | VOID_REASONS | frozenset({
    "side_empty", "no_seeds", "no_move", "cannot_feed", "majority", "board_empty", "only_grand_slams",
    "grand_slam_remaining", "last_seeds", "round_tie", "match_won", "max_rounds", "singles_only",
    "wegues_only",
})
"""Every ``Outcome.reason`` the engine gives a finished game."""


def is_declared_draw(rules: Rules, reason: str) -> bool:
    """Whether an ending with ``reason`` is a draw by rule rather than decided by the stores."""
    return reason in SHARED_REASONS and rules.cycle_split is CycleSplit.DRAW


def expected_winners(rules: Rules, reason: str, scores: tuple[int, ...] | list[int], to_move: int) -> tuple[int, ...]:
    """The winners a finished game with these stores must have: the one place that decides it,
    for the kernel (``finish``) and for the check of client positions (``codec``)."""
    players = rules.players
    if reason in LOSS_REASONS:
        return tuple(s for s in players if s != to_move)
    if reason in WIN_REASONS:
        return (to_move,)
    if is_declared_draw(rules, reason) or reason in VOID_REASONS:
        return players
    best = max(scores[s] for s in players)
    return tuple(s for s in players if scores[s] == best)


def finish(rules: Rules, geo: Geometry, t: Table, reason: str, how: Sweep | str,
           events: list[Event] | None, *, declared_draw: bool = False,
           winners: tuple[int, ...] | None = None) -> None:
    """End the game: sweep, score, and record the outcome on the table. ``winners`` is given
    where the game is won by a condition rather than by the score (Bao); an ending in
    ``SHARED_REASONS`` is a declared draw under ``cycle_split=draw`` (``is_declared_draw``)."""
    swept = sweep(rules, geo, t, how)
    scores = tuple(t.b[i] for i in geo.store_index)
    if winners is None:
        winners = winners_of(geo, scores, declared_draw or is_declared_draw(rules, reason))
    t.outcome = Outcome(reason=reason, scores=scores, winners=winners)
    t.legal = []
    t.end_proposed = []  # a pending proposal lapses with the game
    if events is not None:
        events.append(ev.game_end(reason, swept, scores, winners))


def winners_of(geo: Geometry, scores: tuple[int, ...], declared_draw: bool = False) -> tuple[int, ...]:
    """The active seats with the best score (every active seat on a declared draw)."""
    if declared_draw:
        return geo.active
    best = max(scores[s] for s in geo.active)
    return tuple(s for s in geo.active if scores[s] == best)


def repetition_share(rules: Rules) -> Sweep | str:
    return {
        CycleSplit.OWN_SIDE: "owner",
        CycleSplit.HALVES: "halves",
        CycleSplit.DISCARD: "discard",
        CycleSplit.DRAW: "discard",
    }[rules.cycle_split]


def majority_reached(scored: list[int], b: list[int], at_half: bool) -> bool:
    """"The game can also end when one player has captured 25 seeds" (more than half of 48); with
    ``at_half`` (``majority_at_half``) half is enough ("The player who first captures half of the
    counters wins", Chonka).

    ``scored`` holds the stores; ``sum(b)`` is every seed of the game (seeds are conserved)."""
    if at_half:
        return 2 * max(scored) >= seeds_in(b, 0, len(b))
    return 2 * max(scored) > seeds_in(b, 0, len(b))
