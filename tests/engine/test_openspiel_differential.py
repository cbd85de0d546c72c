"""Differential test against OpenSpiel (a dev dependency): the same seeded random games are
played in both engines and compared at every ply.

* OpenSpiel ``mancala`` is Kalah(6,4) = our ``kalah`` with its defaults.  Its board is one
  array of 14: ``[1]..[6]`` seat 0's pits (our pits 0..5), ``[7]`` seat 0's store, ``[8]..[13]``
  seat 1's pits, ``[0]`` seat 1's store; ``observation_tensor()`` is that array followed by the
  player to move and the move number.  Actions are board indices: 1-6 for seat 0, 8-13 for
  seat 1.  At the end OpenSpiel leaves the remaining seeds in the pits and scores each seat
  its pits + store (``Returns``): that is our owner sweep, so we compare our final stores with
  those sums.
* OpenSpiel ``oware`` is Abapa with the grand slam capturing nothing and the feeding rule
  "a player must make a move which gives the opponent seeds", like ours (under
  ``no_capture`` a move that reaches the opponent's row always leaves it seeds).  It differs
  from our ``oware`` by convention only: it ends at the *first* repetition of a board since the
  last capture, which is our option ``repetition_count=1`` (our default is the 3rd
  occurrence, D-4).  When repetition or a failed feed ends the game it gives each seat the seeds
  on its own side (``CollectAndTerminate``, our ``cycle_split=own_side`` / owner sweep).  When a
  score passes 24, open_spiel 2.0 also gives the seeds left to the owner of their side, as
  docs/rules/oware.md does ("so the final scores always add up to 48"); older releases left them in
  the pits, so the final scores are compared with OpenSpiel's score + its own-side seeds.  ``observation_string(0)`` is
  ``"<to move> | <score0> <score1> | <12 houses>"``, houses 0-5 seat 0's pits, 6-11 seat 1's;
  actions 0-5 are the mover's pits.

OpenSpiel's ``oware`` also takes ``num_houses_per_player`` and ``num_seeds_per_house``: two
other sizes (4×3 and 7×5) are compared against our ``pits_per_side`` / ``seeds_per_pit``.

Run with ``pytest -s`` to see the counts (games, plies compared, mismatches).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

import engine
from engine import Move, Position, Rules

pyspiel = pytest.importorskip("pyspiel")

GAMES = 500
"""Seeded random games per OpenSpiel game."""
MAX_PLIES = 1_000
"""OpenSpiel's max game length for both games."""


@dataclass
class Tally:
    game: str
    games: int = 0
    plies: int = 0
    terminals: int = 0
    mismatches: list[str] = field(default_factory=list)
    endings: Counter[str] = field(default_factory=Counter)
    """Our outcome reasons, to show which endings the games exercised."""
    nullified_grand_slams: int = 0

    def line(self) -> str:
        endings = ", ".join(f"{k} {v}" for k, v in sorted(self.endings.items()))
        return (f"openspiel {self.game}: {self.games} games, {self.plies} plies compared, "
                f"{self.terminals} terminal outcomes compared, {len(self.mismatches)} mismatches "
                f"(endings: {endings}; grand slams nullified: {self.nullified_grand_slams})")


# --- reading OpenSpiel's state in our terms -------------------------------------------------


def mancala_view(state: Any) -> tuple[tuple[tuple[int, ...], ...], tuple[int, int], int]:
    board = [round(x) for x in state.observation_tensor(0)[:14]]
    pits = (tuple(board[1:7]), tuple(board[8:14]))
    return pits, (board[7], board[0]), round(state.observation_tensor(0)[14])


def mancala_moves(state: Any) -> list[int]:
    player = state.current_player()
    return [a - 1 if player == 0 else a - 8 for a in state.legal_actions()]


def mancala_action(player: int, pit: int) -> int:
    return pit + 1 if player == 0 else pit + 8


def mancala_final_scores(state: Any) -> tuple[int, int]:
    board = [round(x) for x in state.observation_tensor(0)[:14]]
    return sum(board[1:8]), sum(board[8:14]) + board[0]


def oware_view(state: Any) -> tuple[tuple[tuple[int, ...], ...], tuple[int, int], int]:
    head, scores, houses = state.observation_string(0).split("|")
    seeds = [int(x) for x in houses.split()]
    s0, s1 = (int(x) for x in scores.split())
    half = len(seeds) // 2
    return (tuple(seeds[:half]), tuple(seeds[half:])), (s0, s1), int(head)


def oware_moves(state: Any) -> list[int]:
    return list(state.legal_actions())


def oware_action(player: int, pit: int) -> int:
    return pit


def oware_final_scores(state: Any) -> tuple[int, int]:
    (row0, row1), (s0, s1), _ = oware_view(state)
    return s0 + sum(row0), s1 + sum(row1)


OWARE = (oware_view, oware_moves, oware_action, oware_final_scores)
GAMES_UNDER_TEST = {
    # OpenSpiel game string: (our variant, options expressing OpenSpiel's conventions, adapters)
    "mancala": ("kalah", {}, mancala_view, mancala_moves, mancala_action, mancala_final_scores),
    "oware": ("oware", {"repetition_count": 1}, *OWARE),
    # OpenSpiel's oware takes a board size and seed count: so do our options.
    "oware(num_houses_per_player=4,num_seeds_per_house=3)":
        ("oware", {"repetition_count": 1, "pits_per_side": 4, "seeds_per_pit": 3}, *OWARE),
    "oware(num_houses_per_player=7,num_seeds_per_house=5)":
        ("oware", {"repetition_count": 1, "pits_per_side": 7, "seeds_per_pit": 5}, *OWARE),
}
GAMES_PER_SIZE = {"mancala": GAMES, "oware": GAMES}
"""The extra board sizes play fewer games (100 each)."""


def compare_game(name: str, seed: int, tally: Tally) -> None:
    variant, options, view, moves_of, action_of, final_scores = GAMES_UNDER_TEST[name]
    rules: Rules = engine.resolve_rules(variant, options)
    state = pyspiel.load_game(name).new_initial_state()
    position: Position = engine.new_game(rules)
    rng = random.Random(seed)
    tally.games += 1
    for ply in range(MAX_PLIES + 1):
        where = f"{name} game {seed} ply {ply}: {engine.position_text(position)}"
        if position.is_finished or state.is_terminal():
            if position.is_finished != state.is_terminal():
                tally.mismatches.append(f"{where}: finished here {position.is_finished}, "
                                        f"OpenSpiel terminal {state.is_terminal()}\n{state}")
                return
            tally.terminals += 1
            assert position.outcome is not None
            tally.endings[position.outcome.reason] += 1
            theirs = final_scores(state)
            returns = state.returns()
            ours_sign = [0.0 if position.outcome.draw else (1.0 if position.outcome.winner == s else -1.0)
                         for s in (0, 1)]
            if position.outcome.scores != theirs or list(returns) != ours_sign:
                tally.mismatches.append(f"{where}: final scores {position.outcome.scores} vs OpenSpiel "
                                        f"{theirs}, returns {returns}\n{state}")
            return
        tally.plies += 1
        pits, stores, to_move = view(state)
        legal = engine.legal_moves(rules, position)
        theirs_legal = moves_of(state)
        if (pits, stores, to_move) != (position.pits, position.stores, position.to_move) or \
                [m.pit for m in legal] != theirs_legal:
            tally.mismatches.append(f"{where}: OpenSpiel has pits {pits} stores {stores} to move {to_move} "
                                    f"legal {theirs_legal}; ours legal {[m.pit for m in legal]}\n{state}")
            return
        move: Move = rng.choice(legal)
        state.apply_action(action_of(position.to_move, move.pit))
        transition = engine.apply_move(rules, position, move)
        tally.nullified_grand_slams += sum(e["type"] == "capture_nullified" for e in transition.events)
        position = transition.position
    tally.mismatches.append(f"{name} game {seed}: no end within {MAX_PLIES} plies")


@pytest.mark.parametrize("name", sorted(GAMES_UNDER_TEST))
def test_random_games_match_openspiel(name: str) -> None:
    tally = Tally(name)
    games = GAMES_PER_SIZE.get(name, 100)
    for seed in range(games):
        compare_game(name, seed, tally)
    print("\n" + tally.line())
    assert not tally.mismatches, f"{len(tally.mismatches)} mismatches; first:\n{tally.mismatches[0]}"
    assert tally.games == games and tally.terminals == games
