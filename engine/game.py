"""The Game/State API (OpenSpiel's vocabulary, made immutable): start, list, apply, replay.

RULES.md §0 "Order of resolution of one move (all games): validate → pick up → sow (with
skips) → [relay laps] → captures → extra-turn decision → end/round checks → next player.
End checks run after every move, including moves that earn an extra turn (a game that
ends cancels the extra turn)."

After every move the start of the next turn is resolved at once (passes of seatless
players, the feeding rule, repetitions), so a position that is still ``playing`` always
has at least one legal move, and ``legal_moves`` is empty exactly when the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine import events as ev
from engine.board import Geometry, geometry
from engine.capture import resolve_captures
from engine.ending import finish, finish_by_repetition, majority_reached, rows
from engine.errors import GameOver, IllegalMove, InvalidMove, InvalidOptions, Violation
from engine.events import Event
from engine.legality import legal_moves_of, move_direction, move_sort_key, why_illegal
from engine.position import Move, Outcome, Position
from engine.rules import Direction, EmptyMover, EndCheck, GrandSlam, MustFeed, Rules
from engine.sowing import sow_turn
from engine.table import Table


@dataclass(frozen=True, slots=True)
class Transition:
    """The result of one move: the new position, what happened, and what may follow."""

    position: Position
    events: tuple[Event, ...]
    legal_moves: tuple[Move, ...]


def new_game(rules: Rules, first_player: int = 0) -> Position:
    """The starting position: ``seeds_per_pit`` in every pit, empty stores."""
    if not 0 <= first_player < rules.seats:
        message = f"first_player must be a seat between 0 and {rules.seats - 1}, got {first_player}"
        raise InvalidOptions(message, [Violation("invalid-seat", "first_player", message)])
    geo = geometry(rules)
    b = [0] * geo.size
    for row in geo.pit_indices:
        for i in row:
            b[i] = rules.seeds_per_pit
    t = Table(b, first_player, 0, None, [], None)
    start_turn(rules, geo, t, None)
    return t.to_position(geo)


def legal_moves(rules: Rules, position: Position) -> tuple[Move, ...]:
    """Sorted legal moves of the player to move; empty exactly when the game is over."""
    if position.is_finished:
        return ()
    geo = geometry(rules)
    t = Table.from_position(geo, position)
    moves, _ = legal_moves_of(rules, geo, t.b, t.to_move)
    return tuple(sorted(moves, key=move_sort_key))


def outcome(rules: Rules, position: Position) -> Outcome | None:
    """How the game ended, or ``None`` while it is still being played."""
    return position.outcome


def apply_move(rules: Rules, position: Position, move: Move) -> Transition:
    """Check ``move`` and play it; ``position`` is never changed."""
    geo = geometry(rules)
    t = Table.from_position(geo, position)
    check_move(rules, geo, t, move)
    events: list[Event] = []
    play(rules, geo, t, move, events)
    legal = tuple(sorted(t.legal or (), key=move_sort_key))
    return Transition(t.to_position(geo), tuple(events), legal)


def replay(rules: Rules, start: Position, moves: Sequence[Move]) -> tuple[Transition, ...]:
    """Play a whole record; an illegal move is reported with its 0-based index in ``moves``."""
    geo = geometry(rules)
    t = Table.from_position(geo, start)
    steps: list[Transition] = []
    for index, move in enumerate(moves):
        try:
            check_move(rules, geo, t, move)
        except IllegalMove as exc:
            raise exc.at_ply(index) from None
        events: list[Event] = []
        play(rules, geo, t, move, events)
        legal = tuple(sorted(t.legal or (), key=move_sort_key))
        steps.append(Transition(t.to_position(geo), tuple(events), legal))
    return tuple(steps)


def random_playout(rules: Rules, position: Position, seed: int, max_plies: int = 100_000) -> tuple[Position, int]:
    """Play uniformly random legal moves (seeded) until the game ends; returns the end and the ply count."""
    geo = geometry(rules)
    t = Table.from_position(geo, position)
    rng = random.Random(seed)
    if t.outcome is None and t.legal is None:
        t.legal, _ = legal_moves_of(rules, geo, t.b, t.to_move)
    plies = 0
    while t.outcome is None and plies < max_plies:
        legal = t.legal
        assert legal
        play(rules, geo, t, legal[int(rng.random() * len(legal))], None)
        plies += 1
    return t.to_position(geo), plies


# --- the kernel ------------------------------------------------------------------------------


def check_move(rules: Rules, geo: Geometry, t: Table, move: Move) -> None:
    """Raise ``InvalidMove``/``IllegalMove``/``GameOver`` unless ``move`` is legal on ``t``."""
    if t.outcome is not None:
        raise GameOver(f"the game is over ({t.outcome.reason}); no move can be played",
                       move=_move_json(move))
    if not 0 <= move.pit < geo.pits:
        raise InvalidMove(f"pit must be between 0 and {geo.pits - 1}, got {move.pit}")
    if rules.direction is Direction.PLAYER_CHOICE:
        if move.direction is None:
            raise IllegalMove("direction-required", "this game needs a direction (cw or ccw) with every move",
                              move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    elif move.direction is not None and move.direction is not rules.direction:
        raise IllegalMove("direction-not-allowed",
                          f"this game sows {rules.direction.value} only; the direction cannot be chosen",
                          move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    legal = t.legal
    if legal is None:
        legal, _ = legal_moves_of(rules, geo, t.b, t.to_move)
        t.legal = legal
    normal = Move(move.pit, move.direction if rules.direction is Direction.PLAYER_CHOICE else None)
    if normal not in legal:
        reason, message = why_illegal(rules, geo, t.b, t.to_move, normal)
        raise IllegalMove(reason, message, move=_move_json(move), legal_moves=_legal_json(rules, geo, t))


def _move_json(move: Move) -> dict[str, object]:
    out: dict[str, object] = {"pit": move.pit}
    if move.direction is not None:
        out["direction"] = move.direction.value
    return out


def _legal_json(rules: Rules, geo: Geometry, t: Table) -> list[dict[str, object]]:
    legal = t.legal if t.legal is not None else legal_moves_of(rules, geo, t.b, t.to_move)[0]
    return [_move_json(m) for m in sorted(legal, key=move_sort_key)]


def play(rules: Rules, geo: Geometry, t: Table, move: Move, events: list[Event] | None) -> None:
    """Play a legal move on the table, then resolve the end of the move and the next turn."""
    b = t.b
    mover = t.to_move
    key_before = t.key(geo) if rules.repetition_count else ""
    scored_before = sum(b[i] for i in geo.store_index)
    direction = move_direction(rules, move)
    sowing = sow_turn(rules, geo, b, mover, geo.pit_indices[mover][move.pit], direction, events)
    ended_in_store = geo.is_store(sowing.last)
    capture = resolve_captures(rules, geo, b, mover, sowing.last, sowing.direction, events)
    t.ply += 1
    t.last_mover = mover
    t.legal = None
    # Repetition bookkeeping: positions since seeds last left the pits.
    if sum(b[i] for i in geo.store_index) != scored_before:
        t.history.clear()
    else:
        t.history.append(key_before)

    if capture.opponent_gets_remaining:
        # "the opponent takes all seeds left on the board, game over" (MancalaGames OPP_GETS_REMAIN)
        t.to_move = (mover + 1) % geo.seats
        finish(rules, geo, t, "grand_slam_remaining", "mover", events)
        return
    if rules.capture_majority_wins and majority_reached(rules, geo, b):
        finish(rules, geo, t, "majority", "owner", events)
        return
    if rules.end_check is EndCheck.IMMEDIATE and 0 in rows(geo, b):
        finish(rules, geo, t, "side_empty", rules.sweep, events)
        return
    if ended_in_store and rules.extra_turn_on_store:
        if events is not None:
            events.append(ev.extra_turn(mover))
    else:
        t.to_move = (mover + 1) % geo.seats
    start_turn(rules, geo, t, events)


def start_turn(rules: Rules, geo: Geometry, t: Table, events: list[Event] | None) -> None:
    """Resolve the start of a turn: passes, the end of the game, feeding, repetitions."""
    passes_allowed = rules.empty_mover is EmptyMover.PASS or rules.grand_slam is GrandSlam.CAPTURE_THEN_FEED
    for _ in range(geo.seats):
        totals = rows(geo, t.b)
        if not any(totals):
            finish(rules, geo, t, "board_empty", rules.sweep, events)
            return
        if totals[t.to_move]:
            break
        if not passes_allowed:
            # Ayoayo D-8: "The game ends when a player cannot make a move because all her pots are empty."
            finish(rules, geo, t, "no_seeds", rules.sweep, events)
            return
        if events is not None:
            events.append(ev.pass_turn(t.to_move, "no_seeds"))
        t.to_move = (t.to_move + 1) % geo.seats
    if rules.repetition_count and t.history.count(t.key(geo)) + 1 >= rules.repetition_count:
        finish_by_repetition(rules, geo, t, events)
        return
    moves, reason = legal_moves_of(rules, geo, t.b, t.to_move)
    if moves:
        t.legal = moves
        if events is not None and rules.must_feed is not MustFeed.NONE:
            opponent = (t.to_move + 1) % geo.seats
            if rows(geo, t.b)[opponent] == 0:
                events.append(ev.feed_required(t.to_move, opponent))
        return
    if reason == "cannot_feed":
        # "If no such move exists the game ends and the mover captures all seeds remaining."
        finish(rules, geo, t, "cannot_feed", rules.sweep, events)
    elif reason == "only_grand_slams":
        # iggamecenter: "If every legal move is a grand slam, the mover takes all remaining seeds."
        finish(rules, geo, t, "only_grand_slams", "mover", events)
    else:
        finish(rules, geo, t, "no_move", rules.sweep, events)
