"""Which moves are legal: own pit, enough seeds, feeding, grand slams.

* "You can begin by moving any of the seeds on your side of the board" (seed 000).
* "A turn cannot begin from a pot containing only one seed" (Giuthi): ``min_seeds_to_move``.
* Feeding (Oware, Ayoayo): "if the opponent has no seeds, only moves after which the opponent
  has ≥1 seed are legal"; seed 001: "the player must play to sow at least one seed into a
  hollow on the opponent's side" (``must_feed``).
* ``grand_slam=forbidden`` (Ludii Oware): "a move is only legal if the opponent has seeds
  afterwards".
"""

from __future__ import annotations

from engine.board import Geometry
from engine.capture import resolve_captures
from engine.position import Move
from engine.rules import Direction, GrandSlam, MustFeed, Rules
from engine.sowing import sow_turn

CHOICES = (Direction.CCW, Direction.CW)


def move_sort_key(move: Move) -> tuple[int, str]:
    return (move.pit, move.direction.value if move.direction is not None else "")


def candidate_moves(rules: Rules, geo: Geometry, b: list[int], mover: int) -> list[Move]:
    """Moves from own pits holding enough seeds, before feeding and grand-slam filters."""
    least = rules.min_seeds_to_move
    base = mover * geo.block
    pits = [p for p in range(geo.pits) if b[base + p] >= least]
    if rules.direction is Direction.PLAYER_CHOICE:
        return [Move(p, d) for p in pits for d in CHOICES]
    return [Move(p) for p in pits]


def move_direction(rules: Rules, move: Move) -> Direction:
    return move.direction if move.direction is not None else rules.direction


class Probe:
    """A move tried on a copy of the board, for the feeding and grand-slam filters."""

    __slots__ = ("sown_to_opponent", "after", "grand_slam")

    def __init__(self, sown_to_opponent: int, after: list[int], grand_slam: bool) -> None:
        self.sown_to_opponent = sown_to_opponent
        self.after = after
        self.grand_slam = grand_slam


def probe(rules: Rules, geo: Geometry, b: list[int], mover: int, move: Move, opponent: int) -> Probe:
    work = b[:]
    before = _row(geo, work, opponent)
    direction = move_direction(rules, move)
    sowing = sow_turn(rules, geo, work, mover, geo.pit_indices[mover][move.pit], direction, None)
    sown = _row(geo, work, opponent) - before
    result = resolve_captures(rules, geo, work, mover, sowing.last, sowing.direction, None)
    return Probe(sown, work, result.grand_slam)


def _row(geo: Geometry, b: list[int], seat: int) -> int:
    base = seat * geo.block
    return sum(b[base: base + geo.pits])


def opponent_of(rules: Rules, mover: int) -> int:
    return (mover + 1) % rules.seats


def filter_moves(
    rules: Rules, geo: Geometry, b: list[int], mover: int, moves: list[Move]
) -> tuple[list[Move], str | None]:
    """Apply the feeding and grand-slam filters; the reason names the filter that emptied the list."""
    opponent = opponent_of(rules, mover)
    feeding = rules.must_feed is not MustFeed.NONE and _row(geo, b, opponent) == 0
    forbid_slam = rules.grand_slam is GrandSlam.FORBIDDEN and bool(rules.capture_counts)
    if not moves or not (feeding or forbid_slam):
        return moves, None
    kept = moves
    if feeding:
        fed = []
        for move in kept:
            p = probe(rules, geo, b, mover, move, opponent)
            if rules.must_feed is MustFeed.SOW_SEEDS:
                ok = p.sown_to_opponent > 0
            else:
                ok = _row(geo, p.after, opponent) > 0
            if ok:
                fed.append(move)
        if not fed:
            return [], "cannot_feed"
        kept = fed
    if forbid_slam:
        no_slam = [m for m in kept if not probe(rules, geo, b, mover, m, opponent).grand_slam]
        if not no_slam:
            return [], "only_grand_slams"
        kept = no_slam
    return kept, None


def legal_moves_of(rules: Rules, geo: Geometry, b: list[int], mover: int) -> tuple[list[Move], str | None]:
    """The sorted legal moves of ``mover``; when empty, why (``no_seeds``, ``too_few_seeds``, …)."""
    moves = candidate_moves(rules, geo, b, mover)
    if not moves:
        base = mover * geo.block
        has_seeds = any(b[base: base + geo.pits])
        return [], ("too_few_seeds" if has_seeds else "no_seeds")
    return filter_moves(rules, geo, b, mover, moves)


def why_illegal(rules: Rules, geo: Geometry, b: list[int], mover: int, move: Move) -> tuple[str, str]:
    """Reason code and message for a well-formed move that is not among the legal moves."""
    seeds = b[geo.pit_indices[mover][move.pit]]
    if seeds == 0:
        return "empty-pit", f"pit {move.pit} of seat {mover} is empty"
    if seeds < rules.min_seeds_to_move:
        return "too-few-seeds", (
            f"pit {move.pit} holds {seeds} seed(s); a move needs at least {rules.min_seeds_to_move}"
        )
    opponent = opponent_of(rules, mover)
    if rules.must_feed is not MustFeed.NONE and _row(geo, b, opponent) == 0:
        p = probe(rules, geo, b, mover, move, opponent)
        fed = p.sown_to_opponent > 0 if rules.must_feed is MustFeed.SOW_SEEDS else _row(geo, p.after, opponent) > 0
        if not fed:
            return "must-feed", f"seat {opponent} has no seeds and pit {move.pit} does not give it any"
    return "grand-slam-forbidden", f"pit {move.pit} would capture every seed of seat {opponent} (grand slam)"
