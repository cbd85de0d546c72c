"""Walak-pussa and Pallanguzhi compared with Ludii's Walak-Pussa and Pallankuli, turn by turn, their
first round.

    LUDII_WORK=/tmp/ludii python -m conformance.relaylaps --game walak-pussa --games 200 --seed 1

Ludii's two programs read the relay otherwise than the catalogue's sources: a lap is lifted from
the hole its last seed fell into (the engine's ``laps=relay``), and a lap ending in an empty hole
ends the turn, the mover taking the next hole's seeds (``capture_next_after_empty``); Walak-pussa's
first move chooses the direction for the whole game (``direction_kept=both_same``). The engine
plays the catalogue game with those options (``GAMES``). Ludii plays each relay lap as a ply of its
own, so the comparison goes from one decision to the next (a turn): from Ludii's position the
engine plays Ludii's chosen move (a pit, and on Walak-pussa's first move a direction: the
canonical pit + 100 when sown clockwise), and its position after the turn must be Ludii's at its
next decision, with the same player to move and the same legal moves. Ludii's match of rounds is
compared up to the end of its first round (the engine plays one round; ruling L-RD1).

Where the two differ, the difference must be exactly the rules of Ludii's programs the engine has
no option for, each a named ruling (docs/conformance.md):

* **L-WP1** (Walak-pussa) the chain: after taking the hole next to an empty last hole, Ludii's
  program also takes, three times at most, the hole after an empty hole that follows the hole
  just taken (the engine's ``capture_next_after_empty`` takes the next hole only).
* **L-WP2** (Walak-pussa) single seeds: Ludii's program never sows a hole of one seed (its
  Daramutu rule, "singletons cannot be moved if a player has a hole with multiple counters", is
  programmed so that a player whose holes hold one seed at most has no move), so its round ends
  when the player to move next has no hole of two or more, and where a relay lap (a move of its
  own) is due while the mover's holes hold one seed at most.
* **L-PA1** (Pallanguzhi) the fours: Ludii's program looks for fours when a lap is over, over the
  holes from the one the lap was lifted from to the one its last seed fell into, each for the
  owner of its hole; a lap whose last seed makes four ends the turn. The engine
  (``en_passant_count=4``) takes a four as a seed other than the lap's last makes it, for the
  owner of its hole, and relays from a last seed's four.
* **L-PA2** (Pallanguzhi) the end of the round: Ludii's program ends the round as soon as a lap
  (a ply of its own) leaves a row empty; the engine checks when the turn is over.

A turn is ruled only where a model of the turn reproduces both positions: ``RelayGame.turn``
plays a turn under the engine's options (no ruling) and under Ludii's rules (every ruling of the
game), and the first must give the engine's position, the second Ludii's; the turn is counted
under each ruling without which the model no longer gives Ludii's position. Legal moves: Ludii's set must be
the engine's, or (L-WP2) the engine's holes of two seeds or more. Any other turn is a difference.

A ruled turn is not the same turn in both. Ludii → engine (Ludii's seeded random games): the
comparison takes Ludii's position at its next decision and goes on (``{"resync": …}`` in the
data). Engine → Ludii (the engine's seeded random games replayed through Ludii): compared up to
the first ruled turn; the engine picks at random among the moves Ludii offers that no ruling
touches (the model gives the same turn with and without the rulings), where there are any.

Written by hand: it is this repository's comparison, with Ludii's encoding of the games as input.
The model is a few lines a game (a ring of 14 holes, the options' relay, capture and end, and each
ruling's lines; its lap, and L-PA1's fours, in conformance/laps.py, shared with Obridjie); without
the rulings it gave the engine's position on every turn of the 200 Ludii games of each (seed 1),
the turns both play on for ever apart.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import engine
from engine import Move, Position, Rules, Status
from engine.rules import Direction

from .compare import canonical, outcome_record
from .games import BY_KEY
from .kiuthi import Walked, save
from .laps import LAPS, Endless, Turn, row_empty, rows_to_owners, sow_lap, take, take_lap_fours
from .ludii import Record, TracedGame, run_trace

ROW = 7
RING = 2 * ROW
CLOCKWISE = 100
"""Added to the canonical pit of a move that chooses the clockwise direction (Walak-pussa's first)."""
def walak_pussa_turn(state: tuple[int, ...], mover: int, hole: int, step: int, rulings: frozenset[str]) -> Turn:
    """A Walak-pussa turn from canonical ``hole`` sown ``step`` (+1 anticlockwise, -1 clockwise)."""
    pits, stores = list(state[:RING]), list(state[RING:])
    least = 2 if "L-WP2" in rulings else 1  # L-WP2: the seeds a hole needs to be sown
    for _ in range(LAPS):
        seeds, pits[hole] = pits[hole], 0
        for _ in range(seeds):
            hole = (hole + step) % RING
            pits[hole] += 1
        if pits[hole] > 1:  # laps=relay: the hole the last seed fell into is lifted
            if "L-WP2" in rulings and max(pits[mover * ROW:(mover + 1) * ROW]) < least:
                return rows_to_owners(pits, stores)  # L-WP2: a relay is a move, which needs an own hole of two
            continue
        # capture_next_after_empty: a last seed in an empty hole ends the turn, the next hole taken
        if take(pits, stores, (hole + step) % RING, mover) and "L-WP1" in rulings:
            for k in (3, 5, 7):  # L-WP1: while an empty hole is followed by an occupied one
                if pits[(hole + (k - 1) * step) % RING] or not take(pits, stores, (hole + k * step) % RING, mover):
                    break
        break
    else:
        raise Endless
    # the round ends when the player to move cannot move (end_check=at_turn_start; L-WP2: no hole of two)
    if max(pits[(1 - mover) * ROW:(2 - mover) * ROW]) < least:
        return rows_to_owners(pits, stores)
    return Turn(tuple(pits + stores), 1 - mover)


def pallanguzhi_turn(state: tuple[int, ...], mover: int, hole: int, step: int, rulings: frozenset[str]) -> Turn:
    """A Pallanguzhi turn from canonical ``hole`` (``step`` +1: anticlockwise)."""
    pits, stores = list(state[:RING]), list(state[RING:])
    lap_end_fours = "L-PA1" in rulings
    for _ in range(LAPS):
        start = hole  # (en_passant_count=4: fours in passing to their hole's owner)
        hole, seeds = sow_lap(pits, stores, hole, step, fours_in_passing=not lap_end_fours)
        relay = pits[hole] > 1 and not (lap_end_fours and pits[hole] == 4)
        if pits[hole] == 1:  # capture_next_after_empty
            take(pits, stores, (hole + step) % RING, mover)
        if lap_end_fours:  # L-PA1: over the lap's holes (the last one counted once), to each hole's owner
            take_lap_fours(pits, stores, start, seeds, step)
        if "L-PA2" in rulings and (row_empty(pits, 0) or row_empty(pits, 1)):
            return rows_to_owners(pits, stores)
        if not relay:
            break
    else:
        raise Endless
    if row_empty(pits, 0) or row_empty(pits, 1):  # end_check=immediate
        return rows_to_owners(pits, stores)
    return Turn(tuple(pits + stores), 1 - mover)


@dataclass(frozen=True)
class RelayGame:
    """A catalogue game compared here: its rulings, its turn model and how Ludii's board reads."""

    key: str
    rulings: tuple[str, ...]
    """The rulings the model knows (``turn``'s ``rulings``)."""
    turn: Callable[[tuple[int, ...], int, int, int, frozenset[str]], Turn]
    """The model: (canonical state, mover, canonical hole, step, rulings) → the turn's outcome."""
    least: int = 1
    """The seeds a hole needs for Ludii to offer it, under ruling ``least_ruling`` (L-WP2: 2)."""
    least_ruling: str = ""
    choose_first: bool = False
    """The first move chooses the direction for the game: Ludii lists it anticlockwise from every
    hole, then clockwise from every hole."""
    stores_in_hands: bool = False
    """Ludii's board has no stores (Pallankuli): its 14 sites are the holes, the captures its hands."""

    @property
    def lud(self) -> str:
        return BY_KEY[self.key].lud

    @property
    def options(self) -> dict[str, Any]:
        """The engine's options (conformance/games.py): Ludii's reading where the engine has one
        (above), no repetition ending (L-RP1)."""
        return BY_KEY[self.key].engine_options

    def state(self, rec: Record) -> list[int]:
        """Ludii's canonical pits and stores."""
        if self.stores_in_hands:
            board = rec["board"]
            return [*(board[s] for s in _PALLANKULI_SITES), *rec["hands"]]
        return [*rec["pits"], *rec["stores"]]

    def site(self, info: Record, pit: int) -> int:
        return _PALLANKULI_SITES[pit] if self.stores_in_hands else int(info["canon_pits"][pit])

    def offered(self, info: Record, rec: Record, first: bool) -> list[int]:
        """Ludii's legal moves at a decision as canonical keys, in its order."""
        by_site = {self.site(info, pit): pit for pit in range(RING)}
        pits = [by_site[s] for s in rec["legal"]]
        if first and self.choose_first:
            half = len(pits) // 2
            return pits[:half] + [p + CLOCKWISE for p in pits[half:]]
        return pits


_PALLANKULI_SITES = (*range(ROW), *range(RING - 1, ROW - 1, -1))
"""Ludii's Pallankuli board: sites 0-6 the first player's row from its left, 7-13 the second's from
its right (its track runs 0…6, 13…7): canonical pit → site."""

GAMES = {g.key: g for g in (
    RelayGame("walak-pussa", ("L-WP1", "L-WP2"), walak_pussa_turn, least=2, least_ruling="L-WP2", choose_first=True),
    RelayGame("pallanguzhi", ("L-PA1", "L-PA2"), pallanguzhi_turn, stores_in_hands=True),
)}


@functools.cache
def _rules(key: str) -> Rules:
    return engine.resolve_rules(key, GAMES[key].options)


def key_of(position: Position, move: Move) -> int:
    choosing = position.directions is not None and position.directions[position.to_move] is Direction.PLAYER_CHOICE
    return position.to_move * ROW + move.pit + (CLOCKWISE if choosing and move.direction is Direction.CW else 0)


def _step(position: Position, move: Move) -> int:
    direction = move.direction
    if direction is None and position.directions is not None:
        direction = position.directions[position.to_move]
    return -1 if direction is Direction.CW else 1


def _observed(position: Position) -> Turn:
    return Turn(tuple(canonical(position)), None if position.status is Status.FINISHED else position.to_move)


def _judge(game: RelayGame, position: Position, move: Move, after: Position, ludii: Turn,
           truncated: bool = False) -> list[str] | str:
    """The rulings a turn is counted under, or why it is a difference: the model without rulings
    must give the engine's turn and with them Ludii's. A turn the engine cut at its turn limit
    (``truncated``) is counted under L-TL1 where the model, which has no such limit, gives Ludii's."""
    state, mover = tuple(canonical(position)), position.to_move
    hole, step = mover * ROW + move.pit, _step(position, move)

    def model(rulings: frozenset[str]) -> Turn:
        return game.turn(state, mover, hole, step, rulings)

    every = frozenset(game.rulings)
    try:
        if truncated:
            return ["L-TL1"] if model(every) == ludii else f"Ludii's turn is not the rulings' ({model(every)})"
        if model(frozenset()) != _observed(after):
            return f"the engine's turn is not its options' ({model(frozenset())})"
        if model(every) != ludii:
            return f"Ludii's turn is not the rulings' ({model(every)})"
    except Endless:
        return "endless turn in the model"
    needed = [name for name in game.rulings if model(every - {name}) != ludii]
    return needed or [name for name in game.rulings if model(frozenset({name})) == ludii]


def _untouched(game: RelayGame, position: Position, move: Move) -> bool:
    """No ruling changes the move's turn."""
    state, mover = tuple(canonical(position)), position.to_move
    hole, step = mover * ROW + move.pit, _step(position, move)
    try:
        return game.turn(state, mover, hole, step, frozenset()) == game.turn(state, mover, hole, step,
                                                                              frozenset(game.rulings))
    except Endless:
        return False


def _ludii_offers(game: RelayGame, position: Position, move: Move) -> bool:
    return position.pits[position.to_move][move.pit] >= game.least


def _count(out: Walked, name: str) -> None:
    out.ruled[name] = out.ruled.get(name, 0) + 1


def walk(game: RelayGame, info: Record, traced: TracedGame, resync: bool) -> Walked:
    rules = _rules(game.key)
    out = Walked(traced.index)
    plies = traced.plies
    position = engine.new_game(rules)
    i = 0
    while i < len(plies):
        rec = plies[i]
        state = game.state(rec)
        if sum(state[:RING]) == 0:  # Ludii's first round is over: its next plies arrange the next one
            break
        if canonical(position) != state or position.to_move != int(rec["mover"]) - 1:
            out.difference = {"kind": "state", "ply": int(rec["ply"]),
                              "detail": f"engine {canonical(position)} seat {position.to_move}, Ludii {state} player {rec['mover']}"}
            return out
        moves = {key_of(position, m): m for m in engine.legal_moves(rules, position)}
        theirs = game.offered(info, rec, first=i == 0)
        legal_ruled: list[str] = []
        if set(moves) != set(theirs):
            if game.least > 1 and set(theirs) == {k for k, m in moves.items() if _ludii_offers(game, position, m)}:
                legal_ruled = [game.least_ruling]  # L-WP2: Ludii offers no single seed
            else:
                out.difference = {"kind": "legal", "ply": int(rec["ply"]),
                                  "detail": f"engine {sorted(moves)} Ludii {sorted(theirs)}"}
                return out
        chosen = theirs[int(rec["chosen"])]
        move = moves[chosen]
        played = engine.apply_move(rules, position, move)
        after = played.position
        # Ludii's position at its next decision (the other player's), or where its first round ended
        j = i + 1
        while j < len(plies) and any(game.state(plies[j])[:RING]) and plies[j]["mover"] == rec["mover"]:
            j += 1
        nxt = plies[j] if j < len(plies) else traced.end
        # the engine's turn limit (docs/rulings.md "Endless turns"): Ludii's relay has no bound
        truncated = any(e.get("type") == "turn_truncated" for e in played.events)
        # the trace's end: Ludii's game over, or its round over where a replay's moves ran out
        if nxt is None or "board" not in nxt or (nxt is traced.end and not nxt.get("over")
                                                 and any(game.state(nxt)[:RING])):
            if truncated:  # Ludii's turn goes on to its ply limit
                _count(out, "L-TL1")
            out.stopped = "ruled: L-TL1" if truncated else "ply limit"
            return out
        out.states.append(state)
        out.moves.append(chosen)
        out.turns += 1
        target = game.state(nxt)
        round_over = sum(target[:RING]) == 0
        ludii = Turn(tuple(target), None if round_over else int(nxt["mover"]) - 1)
        verdict = [] if _observed(after) == ludii and not truncated else _judge(game, position, move, after, ludii,
                                                                                 truncated)
        if isinstance(verdict, str):
            out.difference = {"kind": "turn", "ply": int(rec["ply"]),
                              "detail": f"after {chosen}: engine {canonical(after)} seat {after.to_move}, "
                                        f"Ludii {target} player {nxt.get('mover')}: {verdict}"}
            return out
        if not verdict and legal_ruled:  # the same turn, from a legal set Ludii's rule narrowed
            _count(out, legal_ruled[0])
        if not verdict:
            out.agreed_turns += 1
            position = after
            if round_over:
                assert after.outcome is not None
                out.engine_end = outcome_record(after.outcome)
                out.stopped = "round end"
                return out
            i = j
            continue
        for name in sorted(set(verdict) | set(legal_ruled)):
            _count(out, name)
        if not resync or round_over:
            out.stopped = f"ruled: {', '.join(verdict)}"
            return out
        out.resyncs += 1
        to_move = int(nxt["mover"]) - 1
        out.moves.append({"resync": target, "to_move": to_move})
        out.states.append(target)
        position = replace(after, pits=(tuple(target[:ROW]), tuple(target[ROW:RING])), stores=tuple(target[RING:]),
                           to_move=to_move, status=Status.PLAYING, outcome=None, history=())
        i = j
    if out.stopped is None and out.difference is None:
        out.stopped = "ply limit"
    return out


def engine_games(game: RelayGame, info: Record, games: int, seed: int, max_turns: int = 600) -> list[list[str]]:
    """The engine's seeded random games as Ludii replay tokens ``P:#K`` (K: the move's place in
    Ludii's list at a decision; its relay laps are played by the tool), up to a move Ludii does
    not offer (its round is then over). A last token ``P:#0`` of the other player lets the tool
    play the last turn's relay laps (it stops where the tokens run out): its own ply is not compared."""
    rules = _rules(game.key)
    out = []
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        position = engine.new_game(rules)
        tokens: list[str] = []
        while position.status is not Status.FINISHED and len(tokens) < max_turns:
            legal = [m for m in engine.legal_moves(rules, position) if _ludii_offers(game, position, m)]
            if not legal:
                break
            # the moves no ruling touches, where there are any: Ludii can then replay the game further
            # before its first ruled turn (after it, it is another game)
            same = [m for m in legal if _untouched(game, position, m)]
            move = (same or legal)[rng.randrange(len(same or legal))]
            pits = sorted({m.pit for m in legal}, key=lambda p: game.site(info, position.to_move * ROW + p))
            k = pits.index(move.pit)
            if len(tokens) == 0 and game.choose_first and move.direction is Direction.CW:
                k += len(pits)
            tokens.append(f"{position.to_move + 1}:#{k}")
            position = engine.apply_move(rules, position, move).position
        if tokens:
            tokens.append(f"{3 - int(tokens[-1][0])}:#0")
        out.append(tokens)
    return out


def compare(games: int, seed: int, keep: int, key: str = "walak-pussa") -> dict[str, Any]:
    game = GAMES[key]
    t0 = time.time()
    trace = run_trace(game.lud, games=games, seed=seed, max_plies=4000, succ=False)
    ludii_first = [walk(game, trace.info, g, resync=True) for g in trace.games]
    tokens = engine_games(game, trace.info, games, seed)
    replayed = run_trace(game.lud, seed=seed, replay=tokens, max_plies=4000, succ=False)
    engine_first = [walk(game, trace.info, g, resync=False) for g in replayed.games]
    return save(key, game.lud, game.options, seed, keep, ludii_first, engine_first, time.time() - t0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=int, default=20, help="games each way kept as test data")
    args = parser.parse_args(argv)
    summary = compare(args.games, args.seed, args.keep, key=args.game)
    print(json.dumps({k: summary[k] for k in ("game", "seconds")}
                     | {s: {k: v for k, v in summary[s].items() if k != "differences"} | {"first": summary[s]["differences"][:5]}
                        for s in ("ludii_to_engine", "engine_to_ludii")}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
