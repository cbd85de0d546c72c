"""Strength and speed of engine.analysis, measured (not a test).

* ``--games N``: our level (10 and 1 by default) against OpenSpiel 2.0.2's ``MCTSBot`` with
  ``RandomRolloutEvaluator`` and ``--sims`` simulations per move (1,000), UCT constant 2, one
  random rollout per leaf, solving on (the Python bot's defaults). ``--bot python`` plays
  ``open_spiel.python.algorithms.mcts.MCTSBot``; ``--bot cpp`` (the default) plays OpenSpiel's C++
  ``pyspiel.MCTSBot`` with the same settings, the same algorithm about 40× faster (0.05 s against
  1.9 s per Oware move), which is what lets 200 games per board fit on the 2-core box. On OpenSpiel ``mancala``
  (= our ``kalah``) and ``oware`` (= our ``oware`` with ``repetition_count=1``; mapping as in
  tests/engine/test_openspiel_differential.py), alternating the first player; W/D/L from our side.
  ``--budget-ms`` adds a CPU deadline per move on top of the level's node cap.
* ``--speed``: nodes per second of the search from the start position of each game.
* ``--solve``: time (CPU) to solve the small boards exactly from the start.
* ``--thresholds``: how often the exact solver proves positions with k seeds left (EXACT_SEEDS).

Figures on the shared 2-core box are noisy; see docs/analysis.md for the last run.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import engine
from engine.analysis import WIN, analyse
from engine.budget import UNLIMITED, Budget
from engine.errors import LimitExceeded

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import mcts
except ImportError:  # pragma: no cover
    pyspiel = None


class CpuBudget:
    """A per-move CPU deadline (the bench's own clock; the engine only counts)."""

    def __init__(self, seconds: float) -> None:
        self.until = time.thread_time() + seconds
        self.seconds = seconds
        self.count = 0

    def charge(self, units: int = 1) -> None:
        self.count += units
        if self.count % 16 == 0 and time.thread_time() > self.until:
            raise LimitExceeded("bench deadline", limit="cpu_time", allowed=self.seconds)


def _ours_to_spiel(game: str, seat: int, pit: int) -> int:
    if game == "mancala":
        return 1 + pit if seat == 0 else 8 + pit
    return pit


def _spiel_to_ours(game: str, action: int) -> int:
    if game == "mancala":
        return action - 1 if action <= 6 else action - 8
    return action


def make_bot(spiel: Any, kind: str, sims: int, seed: int) -> Callable[[Any], int]:
    """The opponent: OpenSpiel's MCTS with random rollouts, the Python or the C++ implementation."""
    if kind == "python":
        rng = np.random.RandomState(seed)
        bot = mcts.MCTSBot(spiel, 2, sims, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
        return bot.step  # type: ignore[no-any-return]
    # pyspiel.MCTSBot(game, evaluator, uct_c, max_simulations, max_memory_mb, solve, seed, verbose)
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    cpp = pyspiel.MCTSBot(spiel, evaluator, 2.0, sims, 1000, True, seed, False)
    return cpp.step  # type: ignore[no-any-return]


def play_match(game_name: str, level: int, games: int, sims: int, budget_ms: float | None, seed: int,
               first: int = 0, bot_kind: str = "cpp") -> dict[str, Any]:
    variant, options = ("kalah", {}) if game_name == "mancala" else ("oware", {"repetition_count": 1})
    rules = engine.resolve_rules(variant, options)
    spiel = pyspiel.load_game(game_name)
    wins = draws = losses = 0
    our_seconds = our_moves = 0.0
    for g in range(first, games):  # game g is the same game whatever runs before it (seeded)
        ours = g % 2  # alternate who moves first
        bot_step = make_bot(spiel, bot_kind, sims, seed + g)
        state = spiel.new_initial_state()
        position = engine.new_game(rules)
        while not state.is_terminal() and not position.is_finished:
            if state.current_player() == ours:
                t0 = time.process_time()
                budget: Budget = CpuBudget(budget_ms / 1000) if budget_ms else UNLIMITED
                result = analyse(rules, position, level=level, seed=seed + g, budget=budget)
                our_seconds += time.process_time() - t0
                our_moves += 1
                move = result.choice
                assert move is not None
                action = _ours_to_spiel(game_name, position.to_move, move.pit)
            else:
                action = bot_step(state)
                move = engine.Move(_spiel_to_ours(game_name, action))
            state.apply_action(action)
            position = engine.apply_move(rules, position, move).position
        returns = state.returns()
        if returns[ours] > returns[1 - ours]:
            wins += 1
            outcome = "W"
        elif returns[ours] == returns[1 - ours]:
            draws += 1
            outcome = "D"
        else:
            losses += 1
            outcome = "L"
        # One line per game, so a long run that is cut short still reports what it played.
        print(f"game {game_name} {bot_kind} level {level} #{g} ours={'first' if ours == 0 else 'second'} {outcome} "
              f"stores {list(position.stores)} running W{wins}-D{draws}-L{losses} "
              f"s/move {our_seconds / max(1, our_moves):.3f}", flush=True)
    return {"game": game_name, "bot": bot_kind, "level": level, "games": games, "W": wins, "D": draws, "L": losses,
            "s_per_move": round(our_seconds / max(1, our_moves), 3)}


def speed() -> None:
    for variant in engine.variant_ids():
        rules = engine.resolve_rules(variant)
        start = engine.new_game(rules)
        t0 = time.process_time()
        result = analyse(rules, start, nodes=20_000, exact=False)
        seconds = time.process_time() - t0
        print(f"speed {variant:15} {result.nodes / seconds:8.0f} nodes/s  depth {result.depth}")


SMALL = [
    ("kalah", {"pits_per_side": 3, "seeds_per_pit": 2}),
    ("kalah", {"pits_per_side": 3, "seeds_per_pit": 3}),
    ("kalah", {"pits_per_side": 4, "seeds_per_pit": 2}),
    ("kalah", {"pits_per_side": 4, "seeds_per_pit": 3}),
    ("oware", {"pits_per_side": 3, "seeds_per_pit": 2, "repetition_count": 1}),
    ("oware", {"pits_per_side": 3, "seeds_per_pit": 2}),
]


def solve(nodes: int) -> None:
    for variant, options in SMALL:
        rules = engine.resolve_rules(variant, options)
        t0 = time.process_time()
        result = analyse(rules, engine.new_game(rules), nodes=nodes, exact_seeds=99)
        seconds = time.process_time() - t0
        margin = result.score - WIN if result.score > WIN // 2 else result.score + WIN if result.score < -WIN // 2 else result.score
        state = f"solved: {result.result}, margin {margin}" if result.exact else f"not solved within {nodes} nodes"
        print(f"solve {variant} {options}: {state}; {result.nodes} nodes, {seconds:.2f} s CPU")


def thresholds(per_count: int, share: int) -> None:
    """How often the exact solver proves positions with k seeds in the pits (EXACT_SEEDS)."""
    import random

    for variant, counts in (("kalah", (8, 12, 16, 20)), ("oware", (3, 5, 8))):
        rules = engine.resolve_rules(variant)
        rng = random.Random(5)
        found: dict[int, list[engine.Position]] = {k: [] for k in counts}
        for _ in range(400):
            position = engine.new_game(rules)
            while not position.is_finished:
                k = sum(map(sum, position.pits))
                if k in found and len(found[k]) < per_count and rng.random() < 0.3:
                    found[k].append(position)
                position = engine.apply_move(rules, position, rng.choice(engine.legal_moves(rules, position))).position
            if all(len(v) >= per_count for v in found.values()):
                break
        for k in counts:
            t0 = time.process_time()
            solved = sum(analyse(rules, p, nodes=2 * share, exact_seeds=99).exact for p in found[k])
            seconds = (time.process_time() - t0) / max(1, len(found[k]))
            print(f"thresholds {variant} {k:2} seeds: {solved}/{len(found[k])} solved within {share} nodes, {seconds:.2f} s each")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=0, help="games per (OpenSpiel game, level); 0: skip")
    parser.add_argument("--levels", default="10,1")
    parser.add_argument("--sims", type=int, default=1000)
    parser.add_argument("--budget-ms", type=float, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", choices=("cpp", "python"), default="cpp")
    parser.add_argument("--first", type=int, default=0, help="start at game number FIRST (to resume a cut run)")
    parser.add_argument("--speed", action="store_true")
    parser.add_argument("--solve", action="store_true")
    parser.add_argument("--solve-nodes", type=int, default=2_000_000)
    parser.add_argument("--only", default="mancala,oware")
    parser.add_argument("--thresholds", action="store_true")
    args = parser.parse_args()
    if args.speed:
        speed()
    if args.solve:
        solve(args.solve_nodes)
    if args.thresholds:
        thresholds(6, 30_000)
    if args.games:
        if pyspiel is None:
            raise SystemExit("open_spiel is not installed (a dev dependency)")
        for level in map(int, args.levels.split(",")):
            for name in args.only.split(","):
                print(play_match(name, level, args.games, args.sims, args.budget_ms, args.seed, args.first, args.bot), flush=True)


if __name__ == "__main__":
    main()
