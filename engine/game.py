"""The Game/State API (OpenSpiel's vocabulary, made immutable): start, list, apply, replay.

docs/rulings.md#conventions "Order of resolution of one move (all games): validate → pick up → sow (with
skips) → [relay laps] → captures → extra-turn decision → end/round checks → next player.
End checks run after every move, including moves that earn an extra turn (a game that
ends cancels the extra turn)."

After every move the start of the next turn is resolved at once (passes of seatless
players, the feeding rule, repetitions), so a position that is still ``playing`` always
has at least one legal move, and ``legal_moves`` is empty exactly when the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from engine import events as ev
from engine.bao import bao_sow_turn, front_row_empty, in_namua, is_mtaji
from engine.board import Geometry, geometry, ruined_geometry, sized
from engine.budget import UNLIMITED, Budget
from engine.capture import NO_CAPTURE, chosen_holes_earned, resolve_captures, take_moves
from engine.encoding import move_to_json
from engine.ending import active_rows, any_row_empty, finish, majority_reached, repetition_share, rows
from engine.errors import GameOver, IllegalMove, InvalidMove, InvalidOptions, Violation
from engine.events import Event
from engine.legality import (
    agreement_moves_of,
    candidate_moves,
    filter_moves,
    has_seeds,
    legal_moves_of,
    move_direction,
    move_index,
    move_sort_key,
    why_illegal,
    why_not_agreement,
)
from engine.position import Move, MoveKind, Outcome, Phase, Position, Transition, is_agreement
from engine.rounds import (
    RELAY_CHOICES,
    apply_decision,
    check_decision,
    decision_moves,
    end_round,
    random_decision,
    table_geometry,
)
from engine.rules import (
    CycleSplit,
    Direction,
    EmptyMover,
    EndCheck,
    GrandSlam,
    MustFeed,
    Rounds,
    Rules,
    Sweep,
    WegueSowing,
)
from engine.sowing import keep_direction, sow_turn, start_directions, turn_direction
from engine.table import BaoWork, Snapshot, Table, ruined_indices
from engine.transitions import Replay
from engine.tuzdyk import resolve_tuzdyks
from engine.wegue import a_row_blocked, only_wegues_hold_seeds, resolve_wegue


def new_game(rules: Rules, first_player: int = 0) -> Position:
    """The starting position: ``seeds_per_pit`` in every pit but ``start_empty_pits``, empty stores."""
    if first_player not in rules.players:
        message = f"first_player must be one of the seats {list(rules.players)}, got {first_player}"
        raise InvalidOptions(message, [Violation("invalid-seat", "first_player", message)])
    geo = geometry(rules)
    b = [0] * geo.size
    empty = rules.start_empty_pits  # Hus: "the four rightmost inner pits" alone of the front row are filled
    start = rules.start_pits  # Bao la Kiswahili: "six counters in the Nyumba, two in each of the holes to its right"
    # seat by seat (Kanji Guti: "one of which has one counter and the other is empty"), or every seat alike
    by_seat = len(start) != geo.pits
    for seat in geo.active:
        for p, i in enumerate(geo.pit_indices[seat]):
            if start:
                b[i] = start[seat * geo.pits + p] if by_seat else start[p]
            else:
                b[i] = 0 if p in empty else rules.seeds_per_pit
    bao = rules.bao
    if bao is not None:
        for seat in geo.active:
            b[geo.store_index[seat]] = bao.start_store  # "22 counters to be entered on the board"
    t = Table(b, first_player, 0, None, [], None, list(geo.fixed_owner) if geo.fixed_owner is not None else None)
    if bao is not None and (bao.nyumba >= 0 or bao.takasia):
        # every house stands that holds seeds ("an emptied nyumba no longer stands"): with another
        # house pit than the six-seed one of the usual start, that house is empty from the start
        houses = [seat in geo.active and b[geo.pit_indices[seat][bao.nyumba]] > 0 for seat in range(geo.seats)]
        t.bao = BaoWork(houses if bao.nyumba >= 0 else None, False if bao.takasia else None)
    if rules.tuzdyk_count():
        t.tuzdyk = [-1] * geo.seats  # Togyz Kumalak: no tuzdyk yet
    if rules.wegue_count:
        t.wegue = [-1] * geo.size  # Qelat: no wegue yet
    directions = start_directions(rules)
    if directions is not None:
        t.directions = list(directions)  # Namudilakunze: "On the first turn, sowing occurs in a clockwise direction"
    if rules.omweso is not None and rules.omweso.opening_arrangement:
        t.phase = Phase.ARRANGE  # Omweso: each player arranges their seeds, the first player first
    if rules.rounds is not Rounds.NONE:
        t.round, t.round_starter = 1, first_player
        if rules.rounds is Rounds.TERRITORY:
            t.owner = list(geo.seat_of)
    start_turn(rules, geo, t, None)
    return t.to_position(geo)


def position_geometry(rules: Rules, position: Position) -> Geometry:
    """The geometry of the board ``position`` is on (Giuthi boards shrink between rounds; refill
    rounds leave their ruined pits off the rings)."""
    if rules.rounds is Rounds.REDISTRIBUTE and position.pits:
        return geometry(sized(rules, len(position.pits[0]) // rules.rows_per_side))
    if position.ruined:
        geo = geometry(rules)
        return ruined_geometry(rules, ruined_indices(geo, position.ruined))
    return geometry(rules)


def legal_moves(rules: Rules, position: Position) -> tuple[Move, ...]:
    """Sorted legal moves of the player to move; empty exactly when the game is over."""
    if position.is_finished:
        return ()
    geo = position_geometry(rules, position)
    t = Table.from_position(geo, position)
    if t.phase is not Phase.PLAY:
        return tuple(decision_moves(rules, geo, t))
    moves, _ = legal_moves_of(rules, geo, t.b, t.to_move, t.owner, t.bao, wegue=t.wegue,
                              direction=turn_direction(rules, t.directions, t.to_move),
                              captures=t.ply >= rules.no_capture_plies,
                              opening=t.ply < rules.opening_plies)
    return tuple(sorted(moves, key=move_sort_key))


def agreement_moves(rules: Rules, position: Position) -> tuple[Move, ...]:
    """The agreement moves open to the player to move (docs/rulings.md D-4), listed apart from
    ``legal_moves`` (the moves that play the game): ``propose_end`` when no proposal is pending,
    ``accept_end`` to a player who has not yet agreed to a pending one; empty once the game is
    over, between rounds, or with ``agreed_end=false``. Both are played with ``apply_move``."""
    return tuple(agreement_moves_of(rules, position.phase, position.to_move, position.end_proposed_by,
                                    position.is_finished))


def _agreement(rules: Rules, t: Table) -> tuple[Move, ...]:
    return tuple(agreement_moves_of(rules, t.phase, t.to_move, t.end_proposed, t.outcome is not None))


def outcome(rules: Rules, position: Position) -> Outcome | None:
    """How the game ended, or ``None`` while it is still being played."""
    return position.outcome


def apply_move(rules: Rules, position: Position, move: Move) -> Transition:
    """Check ``move`` and play it; ``position`` is never changed."""
    geo = position_geometry(rules, position)
    t = Table.from_position(geo, position)
    check_move(rules, geo, t, move)
    events: list[Event] = []
    play(rules, geo, t, move, events)
    return Transition(t.to_position(table_geometry(rules, t)), tuple(events), _sorted_legal(t), _agreement(rules, t))


def _sorted_legal(t: Table) -> tuple[Move, ...]:
    if t.phase is not Phase.PLAY:
        return tuple(t.legal or ())
    return tuple(sorted(t.legal or (), key=move_sort_key))


class Played:
    """Moves played from a start on one working table (scalachess's ``Replay``): the legal prefix
    and, where a move was refused, the first failure. ``play_moves`` makes it; ``replay`` (a move
    list), the record verdicts (``engine.verdicts``) and the service's replays all read it."""

    __slots__ = ("table", "geo", "moves", "snapshots", "events", "legal", "agreement", "failure")

    def __init__(self, table: Table, geo: Geometry) -> None:
        self.table = table
        """The table after the last legal move (the failing move is not played)."""
        self.geo = geo
        """The geometry of the board the table is on now."""
        self.moves: list[Move] = []
        """The engine moves played, in order (a record's moves resolved against the player to move)."""
        self.snapshots: list[Snapshot] = []
        self.events: list[tuple[Event, ...]] = []
        self.legal: list[tuple[Move, ...]] = []
        self.agreement: list[tuple[Move, ...]] = []
        """With ``steps``: every ply's snapshot, events, legal and agreement moves afterwards."""
        self.failure: IllegalMove | InvalidMove | None = None
        """Why move ``len(moves)`` was refused (``GameOver`` is an ``IllegalMove``), else ``None``."""

    @property
    def plies(self) -> int:
        return len(self.moves)

    def transitions(self) -> Replay:
        """The transitions of the plies played (``play_moves`` with ``steps``)."""
        return Replay(self.snapshots, self.events, self.legal, self.agreement)

    def position(self) -> Position:
        """The position after the last legal move."""
        return self.table.to_position(self.geo)

    def legal_moves(self, rules: Rules) -> list[Move]:
        """The legal moves where the play stopped, sorted as every refusal lists them (round decisions
        in their own order; none once the game is over)."""
        if self.table.outcome is not None:
            return []
        return sorted_legal_moves(rules, self.geo, self.table)


def play_moves(rules: Rules, start: Position, moves: Sequence[Any], budget: Budget = UNLIMITED,
               resolve: Callable[[Any, int, bool], Move] | None = None, steps: bool = True,
               keep_events: bool = True) -> Played:
    """The one play loop: play ``moves`` from ``start`` on one working table, stopping at the first
    move the rules refuse (kept in ``failure``). ``budget`` is charged one unit per move, before
    it is played. ``resolve(item, to_move, finished)`` turns an item into the engine move it stands
    for (a record's move token), raising ``IllegalMove`` to refuse it; without it the items are
    moves. ``steps``: keep every ply's transition (what ``replay`` returns); ``keep_events=False``
    keeps each step without its events (``()``), so a caller that needs only the positions does not
    hold every sown seed of every ply (2,000 relay plies on 2×50 pits held 600 MB of events)."""
    geo = position_geometry(rules, start)
    out = Played(Table.from_position(geo, start), geo)
    for _ in _play(rules, out, moves, budget, resolve, steps, keep_events):
        pass
    return out


def _play(rules: Rules, out: Played, moves: Sequence[Any], budget: Budget,
          resolve: Callable[[Any, int, bool], Move] | None, steps: bool,
          keep_events: bool) -> Iterator[tuple[Event, ...]]:
    """``play_moves``'s loop, one ply at a time: plays into ``out`` and yields each ply's events
    (empty without ``steps``) as it is played, whether ``out`` keeps them or not."""
    t, geo = out.table, out.geo
    for item in moves:
        budget.charge(1)
        try:
            move: Move = item if resolve is None else resolve(item, t.to_move, t.outcome is not None)
            check_move(rules, geo, t, move)
        except (IllegalMove, InvalidMove) as exc:
            out.failure = exc
            break
        events: list[Event] | None = [] if steps else None
        play(rules, geo, t, move, events)
        if len(t.b) != geo.size or t.ruined != geo.ruined:  # a Giuthi round on a shorter board, or
            geo = table_geometry(rules, t)                  # a refill round (hashing the rules costs)
        out.moves.append(move)
        done: tuple[Event, ...] = ()
        if events is not None:
            done = tuple(events)
            out.snapshots.append(t.snapshot(geo))
            out.events.append(done if keep_events else ())
            out.legal.append(_sorted_legal(t))
            out.agreement.append(_agreement(rules, t))
        yield done
    out.geo = geo


def replay(rules: Rules, start: Position, moves: Sequence[Move], budget: Budget = UNLIMITED,
           keep_events: bool = True) -> Replay:
    """Play a whole record; an illegal move is reported with its 0-based index in ``moves``.

    Returns the ``Transition`` of every ply as a read-only sequence (``Replay``) whose positions
    are built when read, so the replay itself is linear in the plies. ``budget`` is charged
    one unit per ply, before the ply is played. ``keep_events=False`` records no events (every
    ply's are ``()``)."""
    played = play_moves(rules, start, moves, budget, keep_events=keep_events)
    _raise_failure(played)
    return played.transitions()


def replay_plies(rules: Rules, start: Position, moves: Sequence[Move],
                 budget: Budget = UNLIMITED) -> Iterator[Transition]:
    """``replay`` one ply at a time: each ply's ``Transition`` (its events included) is yielded as it
    is played and not kept, so a caller that writes each step out holds one ply's events at a time."""
    geo = position_geometry(rules, start)
    out = Played(Table.from_position(geo, start), geo)
    played = out.transitions()  # a view of out's lists, which grow as the plies are played
    for index, events in enumerate(_play(rules, out, moves, budget, None, True, False)):
        yield Transition(played.position(index), events, out.legal[index], out.agreement[index])
    _raise_failure(out)


def _raise_failure(played: Played) -> None:
    failure = played.failure
    if isinstance(failure, IllegalMove):
        raise failure.at_ply(played.plies) from None
    if failure is not None:
        raise failure


def random_playout(rules: Rules, position: Position, seed: int, max_plies: int = 100_000) -> tuple[Position, int]:
    """Play uniformly random legal moves (seeded) until the game ends; returns the end and the ply count.

    Round decisions are chosen at random too: a random allowed board size and a random valid
    arrangement (Giuthi), a random choice of hollows (Nam Nam)."""
    geo = position_geometry(rules, position)
    t = Table.from_position(geo, position)
    rng = random.Random(seed)
    if t.outcome is None and t.legal is None:
        if t.phase is Phase.PLAY:
            t.legal, _ = legal_moves_of(rules, geo, t.b, t.to_move, t.owner, t.bao, wegue=t.wegue,
                                        direction=turn_direction(rules, t.directions, t.to_move),
                                        captures=t.ply >= rules.no_capture_plies,
                                        opening=t.ply < rules.opening_plies)
        else:
            t.legal = decision_moves(rules, geo, t)
    plies = 0
    draw = rng.random
    while t.outcome is None and plies < max_plies:
        legal = t.legal
        assert legal
        if t.phase is Phase.PLAY:
            # float(len): compiled, a float times an int is a generic multiply of boxed numbers
            play(rules, geo, t, legal[int(draw() * float(len(legal)))], None)
            if t.ruined != geo.ruined:  # a refill round began with other pits out of play
                geo = table_geometry(rules, t)
        else:
            play(rules, geo, t, random_decision(rules, geo, t, rng), None)
            geo = table_geometry(rules, t)
        plies += 1
    return t.to_position(geo), plies


# --- the kernel ------------------------------------------------------------------------------


def check_move(rules: Rules, geo: Geometry, t: Table, move: Move) -> None:
    """Raise ``InvalidMove``/``IllegalMove``/``GameOver`` unless ``move`` is legal on ``t``."""
    if t.outcome is not None:
        raise GameOver(f"the game is over ({t.outcome.reason}); no move can be played",
                       move=_move_json(move))
    if is_agreement(move.kind):
        if move not in agreement_moves_of(rules, t.phase, t.to_move, t.end_proposed, False):
            reason, message = why_not_agreement(rules, t.phase, t.to_move, t.end_proposed, move)
            raise IllegalMove(reason, message, move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
        return
    if t.phase is not Phase.PLAY:
        if t.legal is None:
            t.legal = decision_moves(rules, geo, t)
        check_decision(rules, geo, t, move, _legal_json(rules, geo, t))
        return
    if move.kind is MoveKind.STOP or move.kind is MoveKind.CONTINUE:
        raise IllegalMove("no-relay-choice", f"a {move.kind.value!r} move is played only when a relay lap ended in "
                                             "one of the mover's stop holes (phase 'relay_choice')",
                          move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    if move.kind is MoveKind.TAKE:
        raise IllegalMove("no-take", "a 'take' move is played only after a capture that earns holes of the "
                                     "capturer's choice (phase 'take')",
                          move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    if move.kind is not MoveKind.SOW:
        raise IllegalMove("no-round-decision", f"a {move.kind.value!r} move is only played between rounds",
                          move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    if not 0 <= move.pit < geo.pits:
        raise InvalidMove(f"pit must be between 0 and {geo.pits - 1}, got {move.pit}")
    if move.side is not None and (t.owner is None or move.side not in geo.active):
        raise IllegalMove("not-your-pit", "only the mover's own pits can be sown in this game; leave out 'side'",
                          move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    way = turn_direction(rules, t.directions, t.to_move)
    if way is Direction.PLAYER_CHOICE:
        if move.direction is None:
            raise IllegalMove("direction-required",
                              f"this move chooses the direction (cw or ccw) seat {t.to_move} keeps for the rest of "
                              "the game (direction_kept)", move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    elif way is not None:
        if move.direction is not None and move.direction is not way:
            raise IllegalMove("direction-not-allowed",
                              f"seat {t.to_move} sows {way.value} " + ("for the rest of the game (direction_kept)"
                                                                        if t.directions is not None and t.directions[t.to_move] is not None
                                                                        else "at its first move (direction_chosen_turn 2)"),
                              move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    elif rules.direction is Direction.PLAYER_CHOICE:
        if move.direction is None:
            raise IllegalMove("direction-required", "this game needs a direction (cw or ccw) with every move",
                              move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    elif move.direction is not None and move.direction is not rules.direction and not rules.reverse_capture_pits():
        raise IllegalMove("direction-not-allowed",
                          f"this game sows {rules.direction.value} only; the direction cannot be chosen",
                          move=_move_json(move), legal_moves=_legal_json(rules, geo, t))
    legal = t.legal
    if legal is None:
        legal, _ = legal_moves_of(rules, geo, t.b, t.to_move, t.owner, t.bao, wegue=t.wegue,
                                  direction=turn_direction(rules, t.directions, t.to_move),
                                  captures=t.ply >= rules.no_capture_plies,
                                  opening=t.ply < rules.opening_plies)
        t.legal = legal
    side = None if move.side == t.to_move else move.side
    # A fixed direction is left out of the move; a reverse capture (Omweso) names the other one.
    chosen = rules.direction is Direction.PLAYER_CHOICE or (move.direction is not None
                                                           and move.direction is not rules.direction)
    if way is not None:  # a kept direction's moves name their way (engine.sowing.directed_moves)
        chosen = True
    named = move.direction if move.direction is not None else way
    normal = Move(move.pit, named if chosen else None, side=side, safari=move.safari)
    if normal not in legal:
        reason, message = why_illegal(rules, geo, t.b, t.to_move, normal, t.owner, t.bao, wegue=t.wegue,
                                      captures=t.ply >= rules.no_capture_plies,
                                      opening=t.ply < rules.opening_plies)
        raise IllegalMove(reason, message, move=_move_json(move), legal_moves=_legal_json(rules, geo, t))


def _move_json(move: Move) -> dict[str, object]:
    return move_to_json(move)


def sorted_legal_moves(rules: Rules, geo: Geometry, t: Table) -> list[Move]:
    """The legal moves of the player to move on ``t``, as every refusal lists them: sorted, round
    decisions in their own order."""
    if t.phase is not Phase.PLAY:
        return list(t.legal) if t.legal is not None else decision_moves(rules, geo, t)
    legal = t.legal if t.legal is not None else legal_moves_of(rules, geo, t.b, t.to_move, t.owner, t.bao, wegue=t.wegue,
                                                               direction=turn_direction(rules, t.directions, t.to_move),
                                                               captures=t.ply >= rules.no_capture_plies,
                                                               opening=t.ply < rules.opening_plies)[0]
    return sorted(legal, key=move_sort_key)


def _legal_json(rules: Rules, geo: Geometry, t: Table) -> list[dict[str, object]]:
    return [_move_json(m) for m in sorted_legal_moves(rules, geo, t)]


def conclude(rules: Rules, geo: Geometry, t: Table, reason: str, how: Sweep | str,
             events: list[Event] | None, *, declared_draw: bool = False) -> None:
    """End the game, or in a match of rounds the round (then resolve what follows)."""
    t.end_proposed = []  # a pending proposal lapses with the round
    if rules.rounds is Rounds.NONE:
        finish(rules, geo, t, reason, how, events, declared_draw=declared_draw)
        return
    end_round(rules, geo, t, reason, how, events)
    if t.outcome is None and t.phase is Phase.PLAY:
        # Nothing to decide (Nam Nam tie or no choice): the next round starts at once.
        start_turn(rules, table_geometry(rules, t), t, events)


def play(rules: Rules, geo: Geometry, t: Table, move: Move, events: list[Event] | None) -> None:
    """Play a legal move on the table, then resolve the end of the move and the next turn."""
    kind = move.kind
    if kind is MoveKind.PROPOSE_END or kind is MoveKind.ACCEPT_END:
        agree(rules, geo, t, events)
        return
    relaying = False
    origin = -1
    if t.phase is Phase.RELAY_CHOICE:
        origin = t.relay
        t.phase = Phase.PLAY
        t.relay = -1
        if kind is MoveKind.STOP:
            # Misoro Tsoro: "the player may choose to end their turn instead of continuing to sow".
            t.ply += 1
            t.last_mover = t.to_move
            t.legal = None
            if events is not None:
                events.append(ev.relay_stopped(geo, origin, t.b[origin]))
            t.to_move = geo.next_seat[t.to_move]
            start_turn(rules, geo, t, events)
            return
        relaying = True  # continue: the relay goes on from the stop hole, the same turn
    elif t.phase is not Phase.PLAY:
        taking = t.phase is Phase.TAKE
        t.ply += 1
        t.last_mover = t.to_move
        apply_decision(rules, geo, t, move, events)
        if taking and t.takes == 0 and _ended_by_takes(rules, geo, t, events):
            return
        start_turn(rules, table_geometry(rules, t), t, events)
        return
    b = t.b
    mover = t.to_move
    if t.end_proposed and mover not in t.end_proposed:
        # Declining a proposal is playing on (issue 10): it lapses.
        t.end_proposed = []
        if events is not None:
            events.append(ev.end_declined(mover))
    # Repetition bookkeeping only where a repetition rule counts (repetition_count=0: none, D-22).
    counting = rules.repetition_count != 0 and not relaying  # a turn's position is counted once, at its start
    key_before = t.turn_key if t.turn_key is not None or not counting else t.key(geo)
    t.turn_key = None
    stores = geo.store_index
    scored_before = 0  # stores only grow during a move, so their total tells whether one changed
    for i in stores:
        scored_before += b[i]
    direction = move_direction(rules, move)
    if move.direction is None and t.directions is not None:
        way = turn_direction(rules, t.directions, mover)
        if way is not None and way is not Direction.PLAYER_CHOICE:
            direction = way  # a move sent without its direction is sown the seat's way (direction_kept)
    if t.bao is not None and t.bao.takasia is not None:
        # Takasia: was this a mtaji-stage takasa? (before the move: the stage and a capture)
        origin = move_index(geo, mover, move)
        t.bao.takasia = not in_namua(rules, geo, b, mover) and not is_mtaji(geo, b, mover, origin, direction)
    if rules.bao_captures:
        sowing = bao_sow_turn(rules, geo, b, mover, move_index(geo, mover, move), direction, events,
                              move.safari, t.bao)
    else:
        if rules.wegue_count and t.wegue is None:
            t.wegue = [-1] * geo.size
        unmarked_before = t.wegue.count(-1) if t.wegue is not None else 0
        sowing = sow_turn(rules, geo, b, mover, origin if relaying else move_index(geo, mover, move), direction,
                          events, t.owner, t.ply >= rules.no_capture_plies, t.wegue, relaying)
    if rules.tuzdyk_count():
        if t.tuzdyk is None:
            t.tuzdyk = [-1] * geo.seats
        resolve_tuzdyks(rules, geo, b, t.tuzdyk, mover, sowing.last, events)
    kept_changed = t.directions is not None and keep_direction(rules, t.directions, mover, direction)
    wegue_again = False
    wegue_made = False
    if t.wegue is not None:
        wegue_again = resolve_wegue(rules, geo, b, t.wegue, mover, sowing.last, events)
        wegue_made = t.wegue.count(-1) != unmarked_before  # marks only grow: no earlier position comes back
    ended_in_store = geo.pit_of[sowing.last] == geo.pits  # geo.is_store()
    if sowing.paused:
        capture = NO_CAPTURE  # the lap ended in an occupied stop hole: no capture, the mover chooses
    elif t.ply < rules.no_capture_plies:
        capture = NO_CAPTURE  # Modiar: "In the first [move] of the game, the capture is forfeited"
    else:
        capture = resolve_captures(rules, geo, b, mover, sowing, events, t.owner)
    t.ply += 1
    t.last_mover = mover
    t.legal = None
    # Repetition bookkeeping: positions since seeds last left the pits.
    scored = 0
    for i in stores:
        scored += b[i]
    scored_changed = scored != scored_before
    if scored_changed or wegue_made or kept_changed:
        t.clear_history()  # a direction kept from now on: no earlier position comes back
    elif key_before is not None:
        t.remember(key_before)

    if sowing.paused:
        # "If this final hole is one of the misoro, the player may choose to end their turn instead
        # of continuing to sow" (Misoro Tsoro): stop or continue, a ply of its own (engine.rounds).
        t.phase = Phase.RELAY_CHOICE
        t.relay = sowing.last
        t.legal = list(RELAY_CHOICES)
        return
    if capture.round_over_by is not None:
        # Nam Nam: "the player who captures the next 4 takes the last 4 and the round ends".
        conclude(rules, geo, t, "last_seeds", "owner", events)
        return
    if capture.opponent_gets_remaining:
        # "the opponent takes all seeds left on the board, game over" (MancalaGames OPP_GETS_REMAIN)
        t.to_move = geo.next_seat[mover]
        conclude(rules, geo, t, "grand_slam_remaining", "mover", events)
        return
    if scored_changed and rules.capture_majority_wins and majority_reached([b[i] for i in stores], b,
                                                                               rules.majority_at_half):
        # D-23: the seeds left go to their row's owner (Oware) or are not counted (Togyz tournaments).
        conclude(rules, geo, t, "majority", rules.majority_sweep.value, events)
        return
    if rules.end_check is EndCheck.IMMEDIATE and any_row_empty(geo, b):
        if rules.empty_row_loses:
            left = rows(geo, b)
            emptied = [s for s in geo.active if not left[s]]
            if len(emptied) == 1:
                # Altiev: "A player wins when the opponent's row is empty", whoever emptied it.
                t.to_move = emptied[0]
                finish(rules, geo, t, "row_emptied", rules.sweep, events, winners=(geo.next_seat[emptied[0]],))
                return
        conclude(rules, geo, t, "side_empty", rules.sweep, events)
        return
    if t.wegue is not None and rules.wegue_sowing is WegueSowing.SOWN and only_wegues_hold_seeds(geo, b, t.wegue):
        # Qelat: "Play continues until all counters are either placed in the store or in captured holes".
        conclude(rules, geo, t, "wegues_only", rules.sweep, events)
        return
    if t.wegue is not None and rules.wegue_blocked_row_ends and a_row_blocked(geo, b, t.wegue):
        # Leyla: "Play continues until one of the players can no longer move, the opponent taking any
        # remaining counters in free holes on their side of the board".
        conclude(rules, geo, t, "no_move", rules.sweep, events)
        return
    if rules.capture_chosen_holes:
        earned = chosen_holes_earned(rules, capture)
        takes = take_moves(rules, geo, b, mover) if earned else []
        if takes:
            # "The player then captures again, from the agreed-upon number of extra holes" (Tsoro
            # (Additional Capture)): one take a ply, the same player to move (engine.capture).
            t.phase = Phase.TAKE
            t.takes = earned
            t.legal = takes
            return
    if (ended_in_store and rules.extra_turn_on_store) or capture.extra_turn or wegue_again:
        if events is not None:
            events.append(ev.extra_turn(mover))
    else:
        t.to_move = geo.next_seat[mover]
    start_turn(rules, geo, t, events)


def _ended_by_takes(rules: Rules, geo: Geometry, t: Table, events: list[Event] | None) -> bool:
    """The end checks a sowing's captures get, after the last chosen hole was taken (the turn has
    passed): a capture majority, an empty row with ``end_check=immediate``."""
    b = t.b
    stores = geo.store_index
    if rules.capture_majority_wins and majority_reached([b[i] for i in stores], b, rules.majority_at_half):
        conclude(rules, geo, t, "majority", rules.majority_sweep.value, events)
        return True
    if rules.end_check is EndCheck.IMMEDIATE and any_row_empty(geo, b):
        conclude(rules, geo, t, "side_empty", rules.sweep, events)
        return True
    return False


def agree(rules: Rules, geo: Geometry, t: Table, events: list[Event] | None) -> None:
    """``propose_end`` or ``accept_end`` by the player to move (docs/rulings.md D-4; seed 000 Owari
    "The players may agree to end the game"; seed 002 "When both players decide that continuing
    will only lead to going round in circles … each player keeps the stones on their side").

    The seat joins the proposal. Once every player has agreed the game ends (in a match of
    rounds, the round), the seeds left shared by ``cycle_split`` as for a repetition. Until then
    the same seat still makes its move (so proposing is never a free pass), and the next players
    accept or decline by playing on. The board is unchanged; the move counts as a ply."""
    seat = t.to_move
    t.ply += 1
    t.end_proposed.append(seat)
    if all(s in t.end_proposed for s in geo.active):
        agreed = t.end_proposed
        t.end_proposed = []
        if events is not None:
            events.append(ev.end_agreed(agreed))
        conclude(rules, geo, t, "agreement", repetition_share(rules), events)
        return
    if events is not None:
        events.append(ev.end_proposed(seat))
    if t.legal is None:
        t.legal, _ = legal_moves_of(rules, geo, t.b, t.to_move, t.owner, t.bao, wegue=t.wegue,
                                    direction=turn_direction(rules, t.directions, t.to_move),
                                    captures=t.ply >= rules.no_capture_plies,
                                    opening=t.ply < rules.opening_plies)
    if t.ply >= rules.max_plies:
        finish(rules, geo, t, "move_limit", repetition_share(rules), events)


def start_turn(rules: Rules, geo: Geometry, t: Table, events: list[Event] | None) -> None:
    """Resolve the start of a turn: passes, the end of the game, feeding, repetitions."""
    t.turn_key = None  # set again below once the player to move is known
    if t.phase is not Phase.PLAY:
        t.legal = decision_moves(rules, geo, t)
        return
    passes: list[Event] | None = None  # made when a seat passes (rarely: no list a turn)
    if rules.lose_with_empty_front_row and front_row_empty(geo, t.b, t.to_move):
        # Bao: "A player loses when all … mashimo in the player's front row are empty".
        finish(rules, geo, t, "front_row_empty", rules.sweep, events, winners=(geo.next_seat[t.to_move],))
        return
    if rules.end_check is EndCheck.SINGLES and max(t.b[i] for row in geo.pit_indices for i in row) <= 1:
        # Herskovits's Awari: "The game ends when players have holes with only empty and single counters."
        conclude(rules, geo, t, "singles_only", rules.sweep, events)
        return
    candidates = candidate_moves(rules, geo, t.b, t.to_move, t.owner, t.bao, t.ply < rules.opening_plies, t.wegue,
                                 turn_direction(rules, t.directions, t.to_move))
    for _ in range(len(geo.active)):
        if candidates:
            break  # so the board is not empty either: every move lifts seeds
        if rules.empty_mover is EmptyMover.WINS:
            # Wauri: "The game ends when a player can no longer move. That player wins."
            finish(rules, geo, t, "cleared", rules.sweep, events, winners=(t.to_move,))
            return
        if not any(active_rows(geo, t.b)) and rules.wegue_sowing is WegueSowing.SOWN:
            # (closed holes: an empty board leaves the player to move unable to move, below)
            conclude(rules, geo, t, "board_empty", rules.sweep, events)
            return
        if rules.empty_mover is EmptyMover.LOSES:
            # Bao: "a player has no mtaji and cannot takata" loses.
            finish(rules, geo, t, "cannot_move", rules.sweep, events, winners=(geo.next_seat[t.to_move],))
            return
        if rules.void_when_neither_can_move and not candidate_moves(
                rules, geo, t.b, geo.next_seat[t.to_move], t.owner, t.bao, t.ply < rules.opening_plies, t.wegue):
            # Aw-li On-nam Ot-tjin: "If both players have only single counters in their holes, they
            # must play again": the game is void, a declared draw, the seeds left not counted.
            finish(rules, geo, t, "void", "discard", events, declared_draw=True)
            return
        seeded = has_seeds(geo, t.b, t.to_move, t.owner)
        if not (rules.empty_mover is EmptyMover.PASS or rules.grand_slam is GrandSlam.CAPTURE_THEN_FEED):
            # Ayoayo D-8: "The game ends when a player cannot make a move because all her pots are empty."
            conclude(rules, geo, t, "no_move" if seeded else "no_seeds", rules.sweep, events)
            return
        if passes is None:
            passes = []
        passes.append(ev.pass_turn(t.to_move, "too_few_seeds" if seeded else "no_seeds"))
        t.to_move = geo.next_seat[t.to_move]
        candidates = candidate_moves(rules, geo, t.b, t.to_move, t.owner, t.bao, t.ply < rules.opening_plies, t.wegue,
                                 turn_direction(rules, t.directions, t.to_move))
    if not candidates:
        # Giuthi: "Players alternate turns until neither can make a move".
        conclude(rules, geo, t, "no_move", rules.sweep, events)
        return
    if events is not None and passes is not None:
        events.extend(passes)
    # The n-th occurrence of a position ends the game; a first occurrence is no repetition,
    # so ``repetition_count=1`` means "at the first repetition", like 2 (OpenSpiel's oware).
    if t.ply >= rules.max_plies:
        # A bound so every game ends (OpenSpiel's kMaxGameLength): seeds shared as for a cycle.
        finish(rules, geo, t, "move_limit", repetition_share(rules), events,
               declared_draw=rules.cycle_split is CycleSplit.DRAW)
        return
    if rules.repetition_count:  # 0: no repetition rule, no key made (D-22)
        key = t.turn_key = t.key(geo)
        if t.occurrences(key) + 1 >= max(2, rules.repetition_count):
            conclude(rules, geo, t, "repetition", repetition_share(rules), events,
                     declared_draw=rules.cycle_split is CycleSplit.DRAW)
            return
    if rules.must_feed is MustFeed.NONE and rules.grand_slam is not GrandSlam.FORBIDDEN:
        t.legal = candidates  # no filter can apply: every candidate is legal
        return
    moves, reason = filter_moves(rules, geo, t.b, t.to_move, candidates, t.owner,
                                  t.ply >= rules.no_capture_plies)
    if moves:
        t.legal = moves
        if events is not None and rules.must_feed is not MustFeed.NONE:
            opponent = geo.next_seat[t.to_move]
            if not has_seeds(geo, t.b, opponent, t.owner):
                events.append(ev.feed_required(t.to_move, opponent))
        return
    if reason == "cannot_feed":
        # "If no such move exists the game ends and the mover captures all seeds remaining."
        conclude(rules, geo, t, "cannot_feed", rules.sweep, events)
    elif reason == "only_grand_slams":
        # iggamecenter: "If every legal move is a grand slam, the mover takes all remaining seeds";
        # Songo Douala, Modiar: the player cannot move, the seeds left go as at any other end.
        conclude(rules, geo, t, "only_grand_slams", "mover" if rules.only_grand_slams_to_mover else rules.sweep,
                 events)
    else:
        conclude(rules, geo, t, "no_move", rules.sweep, events)
