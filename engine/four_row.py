"""Four-row machinery beyond ǁHus's (``sowing.column_capture``): Omweso's reverse captures and its
arranged opening (docs/rules/omweso.md).

* Reverse capture (Wikipedia Omweso): "Instead of sowing in a counter-clockwise direction, a player
  may sow clockwise from any of their four leftmost pits if this results in a capture"
  (``reverse_capture_pits``): the first lap, sown against the game's direction, must end in an
  occupied pit of the mover's front row whose column on the opponent's side is occupied as
  ``column_capture`` asks.
* Arranged opening (``opening_arrangement``): "This player arranges all owned seeds on their side of
  the board according to preference. Then, the second player also arranges their seeds. The first
  player then makes the first sowing move." Each arrangement is a move ``{"type": "arrange",
  "seeds": [...]}`` listing the seat's pits in position order (front row from its own left, then the
  back row); the phase ``arrange`` lasts the first two plies.
"""

from __future__ import annotations

import random
from typing import Final

from engine import events as ev
from engine.board import Geometry
from engine.events import Event
from engine.position import Move, MoveKind, Phase
from engine.rules import ColumnCapture, Direction, Rules
from engine.table import Table

REVERSED: Final = {Direction.CCW: Direction.CW, Direction.CW: Direction.CCW}


def reverse_of(rules: Rules) -> Direction:
    """The direction of a reverse capture: against the game's own."""
    return REVERSED[rules.direction]


def first_lap_captures(rules: Rules, geo: Geometry, b: list[int], mover: int, index: int,
                       direction: Direction) -> bool:
    """Would the first lap of the seeds at board index ``index``, sown in ``direction``, end in a
    column capture? (The board is not changed.)"""
    seeds = b[index]
    seq = geo.lap(mover, direction, index, -1)
    full, rem = divmod(seeds, len(seq))
    last = seq[rem - 1] if rem else seq[-1]
    landed = b[last] + full + (1 if rem else 0)
    if last == index:
        landed = full + (1 if rem else 0)  # the origin was emptied before the lap
    if landed == 1 or not geo.is_front(last):
        return False  # an empty pit ends the turn; captures are made from the front row only
    front = geo.opp[last]
    back = front + geo.cols
    if not b[front]:
        return False
    return bool(b[back]) or rules.column_capture is ColumnCapture.FRONT_OCCUPIED


def reverse_moves(rules: Rules, geo: Geometry, b: list[int], mover: int) -> list[Move]:
    """The reverse-capture moves open to ``mover``: ``Move(pit, reverse direction)``."""
    direction = reverse_of(rules)
    row = geo.pit_indices[mover]
    least = rules.min_seeds_to_move
    return [Move(p, direction) for p in rules.reverse_capture_pits()
            if b[row[p]] >= least and first_lap_captures(rules, geo, b, mover, row[p], direction)]


# --- the arranged opening ----------------------------------------------------------------------


def seeds_of(geo: Geometry, b: list[int], seat: int) -> int:
    return sum(b[i] for i in geo.pit_indices[seat])


def least_pile(rules: Rules) -> int:
    """The seeds at least one pit must hold after an arrangement: a first sowing needs it
    (min_seeds_to_move; with single_seed_moves_last a pit of two, Makonn: "Play begins with a
    player picking up counters from one of the holes with more than one")."""
    return 2 if rules.single_seed_moves_last else rules.min_seeds_to_move


def arrangement_constraints(rules: Rules, geo: Geometry, held: int) -> str:
    text = (f"place all {held} seeds on your {geo.pits} pits (front row from your left, then the back row), "
            "any number per pit")
    if least_pile(rules) > 1:
        text += f", at least one pit with {least_pile(rules)} or more"
    return text


def opening_moves(rules: Rules, geo: Geometry, t: Table) -> list[Move]:
    """One example (the seeds as they lie; where no pit then holds ``least_pile``, the first
    occupied pit's seeds moved onto the next occupied one) with the constraints every arrangement
    must meet: arrangements are too many to list."""
    row = [t.b[i] for i in geo.pit_indices[t.to_move]]
    occupied = [p for p, seeds in enumerate(row) if seeds]
    if max(row) < least_pile(rules) and len(occupied) > 1:
        row[occupied[1]] += row[occupied[0]]
        row[occupied[0]] = 0
    return [Move(kind=MoveKind.ARRANGE, seeds=tuple(row),
                 constraints=arrangement_constraints(rules, geo, sum(row)))]


def arrangement_problems(rules: Rules, geo: Geometry, t: Table, seeds: tuple[int, ...]) -> tuple[str, str] | None:
    """(reason code, message) when ``seeds`` is not a valid arrangement for the player to move."""
    held = seeds_of(geo, t.b, t.to_move)
    if len(seeds) != geo.pits:
        return "invalid-arrangement", (f"list {geo.pits} pits, got {len(seeds)} "
                                       f"({arrangement_constraints(rules, geo, held)})")
    problems = []
    if any(s < 0 for s in seeds):
        problems.append("a pit cannot hold fewer than 0 seeds")
    if sum(seeds) != held:
        problems.append(f"the seeds add up to {sum(seeds)}, not {held}")
    if max(seeds) < least_pile(rules):
        problems.append(f"at least one pit needs {least_pile(rules)} or more seeds")
    if problems:
        return "invalid-arrangement", "; ".join(problems) + f" ({arrangement_constraints(rules, geo, held)})"
    return None


def apply_arrangement(rules: Rules, geo: Geometry, t: Table, seeds: tuple[int, ...],
                      events: list[Event] | None) -> None:
    """Place the arrangement; the other player arranges next, or (after both) the first sows.
    ``t.ply`` already counts this move: plies 1 and 2 are the two arrangements."""
    seat = t.to_move
    for i, count in zip(geo.pit_indices[seat], seeds):
        t.b[i] = count
    if events is not None:
        events.append(ev.arranged(seat, seeds, None))
    t.to_move = geo.next_seat[seat]
    if t.ply >= len(geo.active):
        t.phase = Phase.PLAY  # "The first player then makes the first sowing move."
    t.clear_history()
    t.legal = None


def random_arrangement(geo: Geometry, t: Table, rng: random.Random) -> Move:
    """Every seed dropped into a uniformly chosen pit of the mover's."""
    held = seeds_of(geo, t.b, t.to_move)
    seeds = [0] * geo.pits
    for _ in range(held):
        seeds[int(rng.random() * geo.pits)] += 1
    return Move(kind=MoveKind.ARRANGE, seeds=tuple(seeds))
