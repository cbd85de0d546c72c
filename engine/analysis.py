"""Analysis: rank the legal moves of a position, with a best move, a principal variation and a
value that is either **exact** (proved) or heuristic. Pure: no clock, seeded randomness only.

Methods (``docs/analysis.md`` explains them for users):

* **Two seats: negamax with alpha-beta**, iterative deepening, a transposition table keyed by
  the canonical position (the kernel's repetition key: every count, stores included, and the
  player to move; plus hollow owners in territory games and the last mover where the sweep
  depends on it), the table's best move first and a history heuristic for move ordering.
  *Extra turns*: a child's value is negated only when the seat to move changes side; a move that
  earns another turn keeps the sign and the window (``_child_value``).
* **Three and four seats: paranoid search** (Sturtevant & Korf 2000): the seat to move at the root
  plays against a coalition of all the others, who are assumed to minimise its margin (its score
  minus the best other score). It is the same negamax over two *sides* (root seat, coalition), so
  alpha-beta, the table and extra turns work unchanged. Its values are what the root seat can
  *guarantee*, so an exact paranoid value is a proof of that guarantee (not a prediction of play).
* **Exact endgames: a memoised exhaustive alpha-beta** (bounds stored per position, no depth
  limit) when few seeds are left in the pits (``exact_seeds``, measured per rule family: see
  ``EXACT_SEEDS``). It runs under its own share of the node limit and falls back to the
  heuristic search when that runs out. Its memo key is the *whole* state the future depends on:
  the counts, the player to move, owners, the last mover where the sweep uses it, **the
  multiset of repetition-history keys** (positions since seeds last reached a store, which the
  repetition rule counts) and the ply when the move limit could be reached within the search's
  node limit (a path explored is never longer than the nodes searched). So ``exact: true`` is a
  proof under the real rules, repetitions included: a position reached with a different history
  is a different memo entry. Along any path the pair (seeds in stores, history length) strictly
  grows, so the memo graph has no cycles.
* The heuristic search's table ignores the history (the usual graph-history approximation):
  repetitions are still detected on the path by the kernel, but a value may be reused under
  another history. That is one reason heuristic values are never reported as exact.
* **Values**: in seeds, from the point of view of the seat to move (the root seat's side in
  paranoid search). A finished game is worth ``WIN`` plus the margin for a win, the margin
  (0 on a tie) for a draw, ``-WIN`` plus the margin for a loss; the heuristic evaluation of an
  unfinished position is the store margin. ``result`` turns a value into win/draw/loss.
* **Round games** (Giuthi, Nam Nam) are analysed *within the current round*: the end of the
  round is a leaf worth the round's store margin (no ``WIN``), so an exact value there is the
  exact margin of the current round, not of the match. At a round decision (arrange,
  choose_hollows) the listed decisions are ranked by searching the round each one starts.
* Moves of other kinds than the position's phase calls for (e.g. agreed-end proposals) are
  never searched; only moves that ``legal_moves`` lists and the kernel accepts are.

Budgets: ``budget`` (``engine.budget.Budget``, e.g. the service's CPU deadline) is charged one
unit per node (one ``play``), and ``nodes`` caps the nodes of the whole analysis. Depth 1 always
completes under the node cap (it is one node per legal move); after that a spent cap or a
``LimitExceeded`` from ``budget`` ends the search with the last completed depth. Only a budget
that runs out before depth 1 completes raises.

Hand-written: no maintained Python game-search library plays our kernel's rules (OpenSpiel's
search bots need its own game objects), and the kernel's mutable ``Table`` is what makes the
search fast enough.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from engine.board import Geometry
from engine.budget import UNLIMITED, Budget
from engine.errors import LimitExceeded, RulesError
from engine.game import check_move, legal_moves, play, position_geometry
from engine.position import Move, MoveKind, Outcome, Phase, Position
from engine.rounds import table_geometry
from engine.rules import Laps, Rounds, Rules, Sweep
from engine.table import Table

__all__ = [
    "LEVELS",
    "WIN",
    "Analysis",
    "Level",
    "MoveScore",
    "analyse",
    "exact_family",
    "exact_seeds_for",
    "result_of",
    "solver_can_finish",
]

WIN = 1_000_000_000_000
"""Value of a finished game won (plus the margin in seeds); larger than any margin."""
INF = 1 << 62
EXACT_DEPTH = 1 << 30
"""Depth given to the exact solver: never reached, the game ends first (``max_plies``)."""
MAX_EXACT_PLIES = 250
"""The exact solver gives up (no claim) on a line longer than this: the search recurses once per
ply, and Python's default recursion limit is 1,000 frames."""

Bound = Literal["exact", "upper"]
Result = Literal["win", "draw", "loss"]

_PLAY_KINDS = frozenset({MoveKind.SOW, MoveKind.TAKE, MoveKind.STOP, MoveKind.CONTINUE})
"""Moves searched like sowings: a ``take`` (phase ``take``: holes chosen after a capture) is a ply
of the game like any other, never a round decision."""


def _playing(phase: Phase) -> bool:
    """Whether ``phase`` is searched ply by ply (sowing, or taking the holes a capture earned)."""
    return phase is Phase.PLAY or phase is Phase.TAKE or phase is Phase.RELAY_CHOICE
_DECISION_KINDS = frozenset({MoveKind.ARRANGE, MoveKind.CHOOSE_HOLLOWS})


@dataclass(frozen=True, slots=True)
class Level:
    """What one app level searches: a node cap, a depth cap, and how far below the best score a
    move may be and still be picked (uniformly, seeded) — the deliberate weakening."""

    nodes: int
    depth: int
    margin: int
    exact: bool


LEVELS: dict[int, Level] = {
    # Weak levels: a shallow search and a random pick among moves up to `margin` seeds worse.
    1: Level(nodes=100, depth=1, margin=6, exact=False),
    2: Level(nodes=300, depth=2, margin=4, exact=False),
    3: Level(nodes=1_000, depth=3, margin=3, exact=False),
    4: Level(nodes=2_000, depth=4, margin=2, exact=False),
    5: Level(nodes=4_000, depth=5, margin=1, exact=True),
    # Strong levels: the best move only, deeper searches, exact endgames.
    6: Level(nodes=8_000, depth=8, margin=0, exact=True),
    7: Level(nodes=15_000, depth=12, margin=0, exact=True),
    8: Level(nodes=25_000, depth=20, margin=0, exact=True),
    9: Level(nodes=40_000, depth=40, margin=0, exact=True),
    10: Level(nodes=60_000, depth=64, margin=0, exact=True),
}
"""Levels 1-10 for apps (see docs/analysis.md for what each costs, measured)."""

EXACT_SEEDS: dict[str, int] = {"store_sowing": 12, "capture_only": 4, "relay": 6}
"""Seeds left in the pits up to which the exact solver is tried first (it still stops at its
node share and falls back). Measured with level 10's share (30,000 nodes) on positions from
seeded random games (bench/analysis_strength.py --thresholds): Kalah solved 6/6 at 8 seeds,
5/6 at 12, 2/6 at 16, 0/6 at 20; Oware (repetition count 3) 4/6 at 3 seeds, 1/6 at 5 — seeds
reach Oware's stores only by captures, so the repetition history keeps growing (see
docs/analysis.md). Relay games were not measured: 6 is a guess between the two."""


def exact_family(rules: Rules) -> str:
    """The rule family the exact solver's thresholds are measured for: ``store_sowing`` (seeds are
    sown into the mover's store, as in Kalah), ``capture_only`` (seeds reach the stores only by
    captures, as in Oware) or ``relay`` (relay sowing, Bao)."""
    if rules.laps is not Laps.SINGLE or rules.bao_captures:
        return "relay"
    return "store_sowing" if rules.sow_own_store else "capture_only"


def exact_seeds_for(rules: Rules) -> int:
    """How many seeds in the pits the exact solver is tried at, for these rules."""
    return EXACT_SEEDS[exact_family(rules)]


SOLVABLE_SEEDS: dict[str, int] = {"store_sowing": 14, "capture_only": 4, "relay": 7}
"""Seeds left in the pits up to which the exact solver is expected to prove a position within
200,000 nodes and 0.5 s of CPU (``/v1/adjudicate``'s budget), per rule family (``exact_family``).
Measured with bench/exact_threshold.py over positions from seeded random games (docs/analysis.md,
"Where the exact solver is tried"): seeds left predict it across board sizes, where a bound on
the board configurations (which grows with the pits) does not."""


def solver_can_finish(rules: Rules, position: Position) -> bool:
    """Whether the exact solver is expected to prove ``position`` within 200,000 nodes and 0.5 s
    (``SOLVABLE_SEEDS``): a prediction from the seeds left, measured per rule family."""
    return seeds_in_play(position) <= SOLVABLE_SEEDS[exact_family(rules)]


@dataclass(frozen=True, slots=True)
class MoveScore:
    """One root move: its value for the mover (``upper``: at most this; not searched further)."""

    move: Move
    score: int
    bound: Bound
    result: Result | None
    """win/draw/loss when the value is a finished game (or round), else ``None``."""


@dataclass(frozen=True, slots=True)
class Analysis:
    best_move: Move | None
    """The top-ranked move (``None`` when the game is over)."""
    choice: Move | None
    """The move the level plays: the best move, or at weak levels a seeded pick among near-best moves."""
    score: int
    """Value of the position for the seat to move (of the best move)."""
    result: Result | None
    moves: tuple[MoveScore, ...]
    """Every searched legal move, best first."""
    pv: tuple[Move, ...]
    depth: int
    """Depth of the last completed iteration (plies, extra turns counted); 0 for a finished game."""
    nodes: int
    exact: bool
    """True when ``score`` and every ``exact``-bound move score are proved (exact solver)."""
    method: str
    """``alpha-beta``, ``paranoid`` (3-4 seats), ``exact`` or ``finished``."""
    stopped: str
    """Why the search ended: ``solved``, ``depth``, ``nodes``, ``budget`` or ``finished``."""
    seeds_in_play: int
    notes: tuple[str, ...] = field(default=())


def result_of(value: int, finished: bool) -> Result | None:
    if not finished:
        return None
    return "win" if value > 0 else "loss" if value < 0 else "draw"


class _Stop(Exception):
    """The node cap is spent (internal)."""


class _Searcher:
    """One search: the table, counters and the node cap. ``exact`` selects the history-aware key
    and the unlimited depth of the endgame solver."""

    def __init__(self, rules: Rules, geo: Geometry, root_seat: int, budget: Budget, node_limit: int,
                 exact: bool, plies_matter: bool) -> None:
        self.rules = rules
        self.geo = geo
        self.root_seat = root_seat
        self.budget = budget
        self.node_limit = node_limit
        self.exact = exact
        self.plies_matter = plies_matter
        self.nodes = 0
        self.stoppable = False
        self.horizon = False
        self.round = 0
        self.tt: dict[object, tuple[int, int, int, Move | None]] = {}
        self.history_score: dict[tuple[int, Move], int] = {}
        self.two = len(geo.active) == 2
        self.with_owner = rules.rounds is Rounds.TERRITORY
        self.with_last_mover = rules.sweep is Sweep.LAST_MOVER

    # -- keys and values ------------------------------------------------------------------

    def key(self, t: Table) -> object:
        base = t.turn_key if t.turn_key is not None else t.key(self.geo)
        parts: list[object] = [base]
        if self.with_owner and t.owner is not None:
            parts.append(tuple(t.owner))
        if self.with_last_mover:
            parts.append(t.last_mover)
        bao = t.bao
        if bao is not None:  # Bao la Kiswahili: the houses and the takasia flag are state too
            if bao.nyumba is not None:
                parts.append(tuple(bao.nyumba))
            if bao.takasia is not None:
                parts.append(bao.takasia)
        if t.takes:  # phase take: the holes still to take are state too (other games: always 0)
            parts.append(t.takes)
        if t.relay >= 0:  # phase relay_choice: the stop hole the lap ended in
            parts.append(-1 - t.relay)
        if self.exact:
            parts.append(frozenset(Counter(t.history).items()) if t.history else None)
            if self.plies_matter:
                parts.append(t.ply)
        return tuple(parts) if len(parts) > 1 else base

    def same_side(self, a: int, b: int) -> bool:
        if self.two:
            return a == b
        return (a == self.root_seat) == (b == self.root_seat)

    def anchor(self, seat: int) -> int:
        return seat if self.two else self.root_seat

    def margin(self, scores: list[int] | tuple[int, ...], seat: int) -> int:
        best_other = max(scores[s] for s in self.geo.active if s != seat)
        return scores[seat] - best_other

    def evaluate(self, t: Table) -> int:
        """Heuristic value for the side of ``t.to_move``: the store margin."""
        anchor = self.anchor(t.to_move)
        value = self.margin([t.b[i] for i in self.geo.store_index], anchor)
        return value if self.same_side(t.to_move, anchor) else -value

    def terminal(self, outcome: Outcome, seat: int) -> int:
        """Value of a finished game for ``seat``'s side."""
        anchor = self.anchor(seat)
        margin = self.margin(outcome.scores, anchor)
        winners = outcome.winners
        if anchor in winners:
            value = (WIN + margin) if len(winners) == 1 else 0
        else:
            value = -WIN + margin
        return value if self.same_side(seat, anchor) else -value

    def round_end(self, t: Table, seat: int) -> int:
        """The end of the current round: worth the round's store margin for ``seat``'s side."""
        geo = table_geometry(self.rules, t)
        anchor = self.anchor(seat)
        value = self.margin([t.b[i] for i in geo.store_index], anchor)
        return value if self.same_side(seat, anchor) else -value

    # -- the search -----------------------------------------------------------------------

    def child(self, t: Table, move: Move) -> Table:
        self.nodes += 1
        if self.stoppable and self.nodes > self.node_limit:
            raise _Stop
        self.budget.charge(1)
        c = t.copy()
        c.turn_key = t.turn_key
        play(self.rules, self.geo, c, move, None)
        return c

    def child_value(self, t: Table, move: Move, depth: int, alpha: int, beta: int) -> int:
        mover = t.to_move
        c = self.child(t, move)
        if c.outcome is not None:
            return self.terminal(c.outcome, mover)
        if not _playing(c.phase) or c.round != self.round:
            return self.round_end(c, mover)
        if self.same_side(c.to_move, mover):
            # An extra turn (or a coalition partner): same side, same sign, same window.
            return self.search(c, depth - 1, alpha, beta)
        return -self.search(c, depth - 1, -beta, -alpha)

    def moves_of(self, t: Table) -> list[Move]:
        legal = t.legal or []
        return [m for m in legal if m.kind in _PLAY_KINDS]

    def search(self, t: Table, depth: int, alpha: int, beta: int) -> int:
        if self.exact and EXACT_DEPTH - depth > MAX_EXACT_PLIES:
            raise _Stop  # a line too long to follow by recursion: the solver proves nothing
        if depth <= 0:
            self.horizon = True
            return self.evaluate(t)
        key = self.key(t)
        entry = self.tt.get(key)
        tt_move: Move | None = None
        if entry is not None:
            e_depth, lo, hi, tt_move = entry
            if self.exact or e_depth >= depth:
                if lo >= beta:
                    self.horizon = self.horizon or not self.exact
                    return lo
                if hi <= alpha:
                    self.horizon = self.horizon or not self.exact
                    return hi
                if lo == hi:
                    self.horizon = self.horizon or not self.exact
                    return lo
                alpha, beta = max(alpha, lo), min(beta, hi)
        moves = self.moves_of(t)
        if not moves:  # not reachable: a playing table always has a legal sowing
            return self.evaluate(t)
        scores = self.history_score
        mover = t.to_move
        if len(moves) > 1:
            moves.sort(key=lambda m: -scores.get((mover, m), 0))
            if tt_move is not None and tt_move in moves:
                moves.remove(tt_move)
                moves.insert(0, tt_move)
        alpha_orig, beta_orig = alpha, beta
        best, best_move = -INF, moves[0]
        for move in moves:
            value = self.child_value(t, move, depth, alpha, beta)
            if value > best:
                best, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        scores[(mover, move)] = scores.get((mover, move), 0) + depth * depth
                        break
        lo, hi = -INF, INF
        if entry is not None and (self.exact or entry[0] == depth):
            lo, hi = entry[1], entry[2]
        if best <= alpha_orig:
            hi = min(hi, best)
        elif best >= beta_orig:
            lo = max(lo, best)
        else:
            lo = hi = best
        if lo > hi:  # bounds from another window disagree (graph history): keep the fresh value
            lo, hi = (best, INF) if best >= beta_orig else (-INF, best) if best <= alpha_orig else (best, best)
        if entry is None or self.exact or entry[0] <= depth:
            self.tt[key] = (depth, lo, hi, best_move)
        return best

    def root(self, t: Table, moves: list[Move], depth: int, multipv: int, margin: int,
             decision: bool) -> list[tuple[Move, int, Bound, bool]]:
        """Search every root move; the first ``multipv`` (and those within ``margin`` of them)
        get exact window scores, the others an upper bound. Returns (move, value, bound, finished)."""
        done: list[tuple[Move, int, Bound, bool]] = []
        for move in moves:
            good = sorted((v for _, v, b, _ in done if b == "exact"), reverse=True)
            alpha = good[multipv - 1] - margin - 1 if len(good) >= multipv else -INF
            value, finished = self.root_child(t, move, depth, alpha, INF, decision)
            bound: Bound = "upper" if alpha > -INF and value <= alpha else "exact"
            done.append((move, value, bound, finished))
        done.sort(key=lambda r: (-r[1], r[2] != "exact"))
        return done

    def root_child(self, t: Table, move: Move, depth: int, alpha: int, beta: int,
                   decision: bool) -> tuple[int, bool]:
        mover = t.to_move
        if not decision:
            c = self.child(t, move)
            if c.outcome is not None:
                return self.terminal(c.outcome, mover), True
            if not _playing(c.phase) or c.round != self.round:
                return self.round_end(c, mover), True
            value = self.search_child(c, mover, depth, alpha, beta)
            return value, abs(value) >= WIN // 2
        # A round decision: search the round it starts, on the board it sets up.
        self.nodes += 1
        self.budget.charge(1)
        c = t.copy()
        play(self.rules, self.geo, c, move, None)
        if c.outcome is not None:
            return self.terminal(c.outcome, mover), True
        saved_geo, saved_round = self.geo, self.round
        self.geo, self.round = table_geometry(self.rules, c), c.round
        try:
            if not _playing(c.phase):
                return self.evaluate_for(c, mover), False
            return self.search_child(c, mover, depth, alpha, beta), False
        finally:
            self.geo, self.round = saved_geo, saved_round

    def evaluate_for(self, c: Table, seat: int) -> int:
        value = self.evaluate(c)
        return value if self.same_side(c.to_move, seat) else -value

    def search_child(self, c: Table, mover: int, depth: int, alpha: int, beta: int) -> int:
        if self.same_side(c.to_move, mover):
            return self.search(c, depth - 1, alpha, beta)
        return -self.search(c, depth - 1, -beta, -alpha)

    def pv(self, t: Table, first: Move, limit: int) -> tuple[Move, ...]:
        line = [first]
        c = t.copy()
        c.turn_key = t.turn_key
        try:
            play(self.rules, self.geo, c, first, None)
            while len(line) < limit and c.outcome is None and _playing(c.phase) and c.round == self.round:
                entry = self.tt.get(self.key(c))
                if entry is None or entry[3] is None or entry[3] not in self.moves_of(c):
                    break
                move = entry[3]
                line.append(move)
                nxt = c.copy()
                nxt.turn_key = c.turn_key
                play(self.rules, self.geo, nxt, move, None)
                c = nxt
        except RulesError:  # pragma: no cover - a listed move is always playable
            pass
        return tuple(line)


def _root_moves(rules: Rules, geo: Geometry, position: Position, t: Table) -> list[Move]:
    """The legal moves of the phase that the kernel accepts (unknown kinds are left out)."""
    kinds = _PLAY_KINDS if _playing(position.phase) else _DECISION_KINDS
    out = []
    for move in legal_moves(rules, position):
        if move.kind not in kinds:
            continue
        try:
            check_move(rules, geo, t.copy(), move)
        except RulesError:
            continue
        out.append(move)
    return out


def seeds_in_play(position: Position) -> int:
    return sum(sum(row) for row in position.pits)


def analyse(
    rules: Rules,
    position: Position,
    *,
    level: int | None = None,
    nodes: int | None = None,
    depth: int | None = None,
    multipv: int = 1,
    seed: int = 0,
    budget: Budget = UNLIMITED,
    exact: bool | None = None,
    exact_seeds: int | None = None,
    fallback: bool = True,
) -> Analysis:
    """Analyse ``position``: every legal move ranked, the best move, the PV and the value.

    ``level`` (1-10) sets the node and depth caps, the weakening margin and whether the exact
    solver is tried (``LEVELS``); ``nodes``/``depth``/``exact`` override it (without a level:
    level 10's caps, no weakening). ``multipv`` moves get exact window scores. ``seed`` drives the
    weak levels' pick. ``budget`` is charged one unit per node (see the module docstring).
    ``fallback=False`` runs only the exact solver after depth 1, with the whole node cap, and no
    heuristic search when it does not prove the position (the answer is then depth 1's, not exact).
    """
    if level is not None and level not in LEVELS:
        raise ValueError(f"level must be between 1 and 10, got {level}")
    chosen = LEVELS[level if level is not None else 10]
    node_cap = max(1, nodes if nodes is not None else chosen.nodes)
    depth_cap = min(MAX_EXACT_PLIES, max(1, depth if depth is not None else chosen.depth))
    margin = chosen.margin if level is not None else 0
    use_exact = chosen.exact if exact is None else exact
    multipv = max(1, multipv)
    in_play = seeds_in_play(position)
    geo = position_geometry(rules, position)

    if position.is_finished or position.outcome is not None:
        value = 0
        if position.outcome is not None:
            s = _Searcher(rules, geo, position.to_move, budget, node_cap, True, False)
            value = s.terminal(position.outcome, position.to_move)
        return Analysis(None, None, value, result_of(value, True), (), (), 0, 0, True, "finished", "finished", in_play)

    t = Table.from_position(geo, position)
    moves = _root_moves(rules, geo, position, t)
    t.legal = list(moves) if position.phase is not Phase.PLAY else t.legal
    decision = not _playing(position.phase)
    method = "alpha-beta" if len(geo.active) == 2 else "paranoid"
    if not moves:  # every listed move is of a kind analysis does not search
        return Analysis(None, None, 0, None, (), (), 0, 0, False, method, "finished", in_play,
                        ("no move of a searchable kind",))

    plies_left = rules.max_plies - position.ply
    heuristic = _Searcher(rules, geo, position.to_move, budget, node_cap, False, False)
    heuristic.round = position.round
    notes: list[str] = []

    # Depth 1 always completes (one node per move); only the caller's budget can stop it.
    results = heuristic.root(t, moves, 1, multipv, margin, decision)
    done_depth, stopped, is_exact = 1, "depth", False
    final_method = method
    searcher = heuristic
    heuristic.stoppable = True
    pv_limit = 1

    # Exact endgame: a memoised exhaustive search within half of the node cap.
    if use_exact and not decision and in_play <= (exact_seeds if exact_seeds is not None else exact_seeds_for(rules)):
        share = max(1, (node_cap - heuristic.nodes) // (2 if fallback else 1))
        solver = _Searcher(rules, geo, position.to_move, budget, share, True, plies_left <= share + 1)
        solver.round = position.round
        solver.stoppable = True
        try:
            solved = solver.root(t, moves, EXACT_DEPTH, multipv, margin, decision)
        except _Stop:
            notes.append(f"exact solver stopped (its share of {share} nodes, or a line over {MAX_EXACT_PLIES} plies)")
        except LimitExceeded:
            notes.append("budget spent in the exact solver")
            stopped = "budget"
        else:
            results, is_exact, stopped, searcher = solved, True, "solved", solver
            final_method = "exact"
            done_depth = 0  # filled in from the PV below
        heuristic.nodes += solver.nodes

    if not is_exact and stopped != "budget" and fallback:
        for d in range(2, depth_cap + 1):
            if not heuristic.horizon:
                stopped = "depth"
                break
            heuristic.horizon = False
            ordered = [r[0] for r in results]
            try:
                results = heuristic.root(t, ordered, d, multipv, margin, decision)
            except _Stop:
                stopped = "nodes"
                break
            except LimitExceeded:
                stopped = "budget"
                break
            done_depth = d
        else:
            stopped = "depth"
        pv_limit = done_depth

    total_nodes = heuristic.nodes
    best_move, best_value, _, best_finished = results[0]
    pv = searcher.pv(t, best_move, 256 if is_exact else max(1, pv_limit)) if not decision else (best_move,)
    if is_exact:
        done_depth = len(pv)
    scored = tuple(
        MoveScore(m, v, b, result_of(v, is_exact or finished or abs(v) >= WIN // 2) if b == "exact" else None)
        for m, v, b, finished in results
    )
    choice = best_move
    if margin > 0:
        near = [m for m, v, b, _ in results if b == "exact" and v >= best_value - margin]
        choice = random.Random(seed).choice(near)
    return Analysis(
        best_move=best_move,
        choice=choice,
        score=best_value,
        result=result_of(best_value, is_exact or best_finished or abs(best_value) >= WIN // 2),
        moves=scored,
        pv=pv,
        depth=done_depth,
        nodes=total_nodes,
        exact=is_exact,
        method=final_method,
        stopped=stopped,
        seeds_in_play=in_play,
        notes=tuple(notes),
    )
