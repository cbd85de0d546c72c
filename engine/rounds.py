"""Matches of rounds (Giuthi: docs/rules/giuthi.md, Nam Nam: docs/rules/nam-nam.md): the end of a round and the decision
that sets up the next one.

A round ends where a single game would end (no one can move, repetition, Nam Nam's last
eight). Its seeds are then all in the stores. Either the match is over, or the position waits
for a **round decision**, a move of its own kind made by one player:

* Giuthi (``rounds=redistribute``): "the loser distributes all their seeds placing at least one
  seed in each pot on their side. The other player then matches this distribution. Any
  remaining seeds the previous winner has are left in their store." The loser may shorten the
  board (D-12). Move ``{"type": "arrange", "pits_per_side": k, "seeds": [...]}``.
* Nam Nam (``rounds=territory``): "the player with the most seeds puts four seeds in each of
  their hollows, then chooses which of the opponent's hollows to own by placing four seeds
  each" (D-15). Move ``{"type": "choose_hollows", "hollows": [...]}``; when there is nothing to
  choose the next round starts at once.

A refill match (``rounds=refill``, D-24) needs no decision: the next round is set up at once.
Durai's Pallankuli (as Ludii encodes it): each player "fills as many of their holes as they can,
starting from the left and filling each hole with six counters. Leftover counters are placed in
the player's store … Any holes remaining empty are out of play for this round"; "further rounds
are played until one player has fewer than six counters".
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Final

from engine import events as ev
from engine import four_row
from engine.board import Geometry, geometry, ruined_geometry, sized
from engine.capture import apply_take, take_moves, take_problem
from engine.encoding import move_to_json
from engine.ending import finish, sweep, winners_of
from engine.errors import IllegalMove
from engine.events import Event
from engine.position import Move, MoveKind, Phase
from engine.rules import Rounds, RoundStarter, Rules, Sweep
from engine.table import Table


def table_geometry(rules: Rules, t: Table) -> Geometry:
    """The geometry of the board the table is on (Giuthi boards shrink between rounds; refill
    rounds leave their ruined pits off the rings)."""
    if t.ruined:
        return ruined_geometry(rules, t.ruined)
    pits = len(t.b) // rules.seats - 1
    return geometry(sized(rules, pits // rules.rows_per_side))


def end_round(rules: Rules, geo: Geometry, t: Table, reason: str, how: Sweep | str,
              events: list[Event] | None) -> None:
    """The round is over: score it, then end the match or wait for the round decision."""
    swept = sweep(rules, geo, t, how)
    scores = tuple(t.b[i] for i in geo.store_index)
    if events is not None:
        events.append(ev.round_end(t.round, reason, swept, scores))
    t.clear_history()
    winners = winners_of(geo, scores)
    if len(winners) != 1:
        if rules.rounds is Rounds.REDISTRIBUTE:
            # D-11: "If each player has the same number of counters, the game is a draw" (Leakey).
            finish(rules, geo, t, "round_tie", "none", events)
            return
        winner = None
    else:
        winner = winners[0]
    loser = None if winner is None else 1 - winner
    if rules.rounds is Rounds.REFILL:
        _refill(rules, geo, t, winner, events)
        return
    if loser is not None:
        held = scores[loser]
        if rules.rounds is Rounds.REDISTRIBUTE and (held <= rules.match_loss_seeds
                                                     or not board_sizes_for(rules, held)):
            # "reducing the loser to four seeds or less" (seed 000).
            finish(rules, geo, t, "match_won", "none", events)
            return
        if rules.rounds is Rounds.TERRITORY and held // rules.seeds_per_pit == 0:
            # oware.org: the match ends "when one person's farm is completely harvested".
            finish(rules, geo, t, "match_won", "none", events)
            return
    if t.round >= rules.max_rounds:
        finish(rules, geo, t, "max_rounds", "none", events)
        return
    t.round += 1
    if rules.rounds is Rounds.REDISTRIBUTE:
        assert loser is not None
        t.phase = Phase.ARRANGE
        t.to_move = loser
    else:
        choose = hollows_to_choose(rules, geo, scores)
        if choose is not None and 0 < choose[1] < geo.pits:
            t.phase = Phase.CHOOSE_HOLLOWS
            t.to_move = choose[0]
        else:
            _new_territory_round(rules, geo, t, (), events)
            return
    t.legal = decision_moves(rules, geo, t)


def _refill(rules: Rules, geo: Geometry, t: Table, winner: int | None, events: list[Event] | None) -> None:
    """D-24: the match ends when a player holds fewer than ``seeds_per_pit`` seeds (cannot fill one
    pit) or after ``max_rounds``; else each player fills their pits from their own left,
    ``seeds_per_pit`` each, from their store, keeps the rest there, and the pits left empty are
    out of play (ruined) this round. A ruined pit is filled again in a later round when the store
    allows (Durai: "out of play for this round")."""
    b = t.b
    base = geometry(rules)  # every pit, none out of play
    stores = [b[i] for i in base.store_index]
    size = rules.seeds_per_pit
    if any(stores[s] < size for s in base.active):
        finish(rules, base, t, "match_won", "none", events)
        t.ruined = ()
        return
    if t.round >= rules.max_rounds:
        finish(rules, base, t, "max_rounds", "none", events)
        t.ruined = ()
        return
    t.round += 1
    ruined: list[int] = []
    for seat in base.active:
        filled = min(base.pits, stores[seat] // size)
        for p, i in enumerate(base.pit_indices[seat]):
            b[i] = size if p < filled else 0
            if p >= filled:
                ruined.append(i)
        b[base.store_index[seat]] = stores[seat] - filled * size
    t.ruined = tuple(ruined)
    if events is not None:
        rows = [[base.pit_of[i] for i in ruined if base.seat_of[i] == seat] for seat in range(base.seats)]
        events.append(ev.pits_ruined(t.round, rows, (b[i] for i in base.store_index)))
    # Durai: "The right to begin alternates from round to round"; Congkak (Wikipedia): "The round
    # begins with the player with no sunog holes" (the winner).
    starter = winner if rules.round_starter is RoundStarter.WINNER and winner is not None else _alternate(t)
    t.round_starter = starter
    t.to_move = starter
    t.phase = Phase.PLAY
    t.clear_history()
    t.legal = None


def board_sizes_for(rules: Rules, held: int) -> tuple[int, ...]:
    """D-12: the loser holding ``held`` seeds may use size ``k`` number i (0-based) of
    ``board_sizes`` when it holds less than 1/2**i of a player's starting seeds, and only if
    ``held`` can fill k pits with at least one each and one pit that can be moved."""
    sizes = rules.board_sizes or (rules.pits_per_side,)
    start = rules.pits_per_side * rules.seeds_per_pit
    extra = rules.min_seeds_to_move - 1
    return tuple(k for i, k in enumerate(sizes)
                 if (i == 0 or held * 2 ** i < start) and held >= k + extra)


def hollows_to_choose(rules: Rules, geo: Geometry, scores: tuple[int, ...]) -> tuple[int, int] | None:
    """Nam Nam D-15: (round winner, number of the loser's hollows it takes); ``None`` on a tie."""
    if scores[0] == scores[1]:
        return None
    winner = 0 if scores[0] > scores[1] else 1
    kept = scores[1 - winner] // rules.seeds_per_pit
    return winner, geo.pits - kept


RELAY_CHOICES: Final = (Move(kind=MoveKind.CONTINUE), Move(kind=MoveKind.STOP))
"""Phase ``relay_choice``'s moves, in the order every list gives them (sorted: ``legality.move_sort_key``)."""


def decision_moves(rules: Rules, geo: Geometry, t: Table) -> list[Move]:
    """The round decisions open to the player to move. Arrangements are too many to list:
    one example per board size is listed, with the constraints every arrangement must meet."""
    if t.phase is Phase.TAKE:
        return take_moves(rules, geo, t.b, t.to_move)  # holes of the capturer's choice (engine.capture)
    if t.phase is Phase.RELAY_CHOICE:
        return list(RELAY_CHOICES)  # stop in the stop hole, or sow on from it (stop_holes)
    if rules.arranged_opening() and t.phase is Phase.ARRANGE:
        return four_row.opening_moves(rules, geo, t)  # Omweso's opening
    if t.phase is Phase.ARRANGE:
        held = t.b[geo.store_index[t.to_move]]
        out = []
        for k in board_sizes_for(rules, held):
            base, rem = divmod(held, k)
            example = tuple([base + 1] * rem + [base] * (k - rem))
            out.append(Move(kind=MoveKind.ARRANGE, seeds=example, constraints=arrange_constraints(rules, held, k)))
        return out
    scores = tuple(t.b[i] for i in geo.store_index)
    choose = hollows_to_choose(rules, geo, scores)
    assert choose is not None
    return [Move(kind=MoveKind.CHOOSE_HOLLOWS, hollows=c) for c in combinations(range(geo.pits), choose[1])]


def arrange_constraints(rules: Rules, held: int, k: int) -> str:
    least = rules.min_seeds_to_move
    text = f"place all {held} seeds on {k} pits, at least one per pit"
    if least > 1:
        text += f", at least one pit with {least} or more"
    return text


def random_decision(rules: Rules, geo: Geometry, t: Table, rng: random.Random) -> Move:
    """A uniformly chosen board size, then a random valid arrangement; or a random listed choice."""
    if rules.arranged_opening() and t.phase is Phase.ARRANGE:
        return four_row.random_arrangement(geo, t, rng)
    legal = t.legal or decision_moves(rules, geo, t)
    pick = legal[int(rng.random() * len(legal))]
    if t.phase is not Phase.ARRANGE:
        return pick
    k = len(pick.seeds)
    held = sum(pick.seeds)
    seeds = [1] * k
    for _ in range(held - k):
        seeds[int(rng.random() * k)] += 1
    if max(seeds) < rules.min_seeds_to_move:
        return pick
    return Move(kind=MoveKind.ARRANGE, seeds=tuple(seeds))


def check_decision(rules: Rules, geo: Geometry, t: Table, move: Move, legal_json: list[dict[str, object]]) -> None:
    """Raise ``IllegalMove`` unless ``move`` is a valid decision of the pending kind."""
    def refuse(reason: str, message: str) -> IllegalMove:
        return IllegalMove(reason, message, move=move_to_json(move), legal_moves=legal_json)

    if t.phase is Phase.TAKE:
        problem = take_problem(rules, geo, t.b, t.to_move, move)
        if problem is not None:
            raise refuse(*problem)
        return
    if t.phase is Phase.RELAY_CHOICE:
        if move.kind is not MoveKind.STOP and move.kind is not MoveKind.CONTINUE:
            raise refuse("relay-choice-required",
                         f"the lap ended in one of seat {t.to_move}'s stop holes (pit {geo.pit_of[t.relay]}): stop "
                         "there ({\"type\": \"stop\"}) or sow on ({\"type\": \"continue\"}) first")
        return
    wanted = MoveKind.ARRANGE if t.phase is Phase.ARRANGE else MoveKind.CHOOSE_HOLLOWS
    if move.kind is not wanted:
        when = "the game opens with the arrangement" if rules.arranged_opening() else "the round is over"
        raise refuse("round-decision-required", f"{when}: seat {t.to_move} must make a {wanted.value!r} move")
    if wanted is MoveKind.ARRANGE and rules.arranged_opening():
        problem = four_row.arrangement_problems(rules, geo, t, move.seeds)
        if problem is not None:
            raise refuse(*problem)
        return
    if wanted is MoveKind.ARRANGE:
        held = t.b[geo.store_index[t.to_move]]
        k = len(move.seeds)
        allowed = board_sizes_for(rules, held)
        if k not in allowed:
            raise refuse("board-size-not-allowed",
                         f"with {held} seeds the board may have {', '.join(map(str, allowed))} pits per side, not {k}")
        problems = []
        if sum(move.seeds) != held:
            problems.append(f"the seeds add up to {sum(move.seeds)}, not {held}")
        if any(s < 1 for s in move.seeds):
            problems.append("every pit needs at least one seed")
        if max(move.seeds) < rules.min_seeds_to_move:
            problems.append(f"at least one pit needs {rules.min_seeds_to_move} or more seeds")
        if problems:
            raise refuse("invalid-arrangement", "; ".join(problems) + f" ({arrange_constraints(rules, held, k)})")
        return
    scores = tuple(t.b[i] for i in geo.store_index)
    choose = hollows_to_choose(rules, geo, scores)
    assert choose is not None
    hollows = move.hollows
    if len(set(hollows)) != len(hollows) or any(not 0 <= h < geo.pits for h in hollows) \
            or len(hollows) != choose[1]:
        raise refuse("invalid-choice",
                     f"choose {choose[1]} distinct hollows of seat {1 - choose[0]}'s row, numbered 0 to {geo.pits - 1}")


def apply_decision(rules: Rules, geo: Geometry, t: Table, move: Move, events: list[Event] | None) -> None:
    """Set up the next round from a checked decision (the caller resolves the next turn)."""
    if t.phase is Phase.TAKE:
        # one chosen hole a ply; the turn passes after the last, or when the opponent has no seeds left
        # outside their stop holes (Misoro Tsoro (Additional Capture): misoro are safe)
        left = apply_take(rules, geo, t.b, t.to_move, move.pit, events)
        t.takes -= 1
        t.clear_history()
        t.legal = None
        if not t.takes or not left:
            t.takes = 0
            t.phase = Phase.PLAY
            t.to_move = geo.next_seat[t.to_move]
        return
    if move.kind is MoveKind.ARRANGE and rules.arranged_opening():
        four_row.apply_arrangement(rules, geo, t, move.seeds, events)
        return
    if move.kind is MoveKind.ARRANGE:
        loser = t.to_move
        winner = 1 - loser
        k = len(move.seeds)
        stores = [t.b[i] for i in geo.store_index]
        new = geometry(sized(rules, k))
        b = [0] * new.size
        for seat in (loser, winner):
            for i, count in enumerate(move.seeds):
                b[new.pit_indices[seat][i]] = count
        held = sum(move.seeds)
        b[new.store_index[loser]] = stores[loser] - held
        b[new.store_index[winner]] = stores[winner] - held
        t.b = b
        if events is not None:
            if k != geo.pits:
                events.append(ev.board_resized(k))
            events.append(ev.arranged(loser, move.seeds, winner))
        starter = winner if rules.round_starter is RoundStarter.WINNER else _alternate(t)
        t.round_starter = starter
        t.to_move = starter
        t.phase = Phase.PLAY
        t.clear_history()
        t.legal = None
        return
    _new_territory_round(rules, geo, t, move.hollows, events)


def _alternate(t: Table) -> int:
    return 1 - (t.round_starter if t.round_starter is not None else 1)


def _new_territory_round(rules: Rules, geo: Geometry, t: Table, chosen: tuple[int, ...],
                         events: list[Event] | None) -> None:
    """D-15: the winner owns its home hollows and the chosen ones, the loser the rest; every
    hollow starts with ``seeds_per_pit``; W = L resets ownership to the home rows."""
    b = t.b
    scores = tuple(b[i] for i in geo.store_index)
    choose = hollows_to_choose(rules, geo, scores)
    owner = list(geo.seat_of)
    if choose is not None:
        winner, count = choose
        loser = 1 - winner
        taken = chosen if chosen else tuple(range(count))  # count is 0 or all: nothing to choose
        for h in taken[:count]:
            owner[geo.pit_indices[loser][h]] = winner
    for row in geo.pit_indices:
        for i in row:
            b[i] = rules.seeds_per_pit
    for i in geo.store_index:
        b[i] = 0
    t.owner = owner
    if events is not None:
        events.append(ev.ownership_change([[owner[i] for i in row] for row in geo.pit_indices]))
    starter = _alternate(t) if rules.round_starter is RoundStarter.ALTERNATE else (
        choose[0] if choose is not None else _alternate(t))
    t.round_starter = starter
    t.to_move = starter
    t.phase = Phase.PLAY
    t.clear_history()
    t.legal = None
