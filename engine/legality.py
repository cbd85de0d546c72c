"""Which moves are legal: own pit, enough seeds, feeding, grand slams.

* "You can begin by moving any of the seeds on your side of the board" (seed 000).
* "A turn cannot begin from a pot containing only one seed" (Giuthi): ``min_seeds_to_move``.
* Feeding (Oware, Ayoayo): "if the opponent has no seeds, only moves after which the opponent
  has ≥1 seed are legal"; seed 001: "the player must play to sow at least one seed into a
  hollow on the opponent's side" (``must_feed``).
* ``grand_slam=forbidden`` (Ludii Oware): "a move is only legal if the opponent has seeds
  afterwards".
* An opening phase (Um el-Bil, Ayoub 1991: "The first player sows from the hole on their right";
  Dabuda, Pankhurst 1971: play begins "from one of the rightmost four in the player's row"): in the
  game's first ``opening_plies`` plies only ``opening_pits`` may be sown (``opening_moves``).
* Ending by agreement (docs/rulings.md D-4; seed 000 "The players may agree to end the game"):
  ``agreement_moves_of`` lists ``propose_end`` / ``accept_end`` apart from the moves that play the
  game (``legal_moves``), and ``why_not_agreement`` says why one cannot be played.
"""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from engine.bao import bao_moves, in_namua, is_mtaji, namua_moves
from engine.board import Geometry, all_empty, seeds_in
from engine.capture import resolve_captures
from engine.four_row import reverse_moves
from engine.position import Move, MoveKind, Phase
from engine.rules import Direction, GrandSlam, MustFeed, Rules
from engine.sowing import directed_moves, sow_turn
from engine.table import BaoWork

CHOICES: Final = (Direction.CCW, Direction.CW)


PROPOSE_END: Final = Move(kind=MoveKind.PROPOSE_END)
ACCEPT_END: Final = Move(kind=MoveKind.ACCEPT_END)


def agreement_moves_of(rules: Rules, phase: Phase, to_move: int, end_proposed: list[int] | tuple[int, ...],
                    finished: bool) -> list[Move]:
    """The agreement moves open to ``to_move``: ``propose_end`` when no proposal is pending,
    ``accept_end`` when one is and this seat has not agreed yet; none between rounds, once the
    game is over, or with ``agreed_end=false``."""
    if finished or not rules.agreed_end or phase is not Phase.PLAY:
        return []
    if not end_proposed:
        return [PROPOSE_END]
    return [] if to_move in end_proposed else [ACCEPT_END]


def why_not_agreement(rules: Rules, phase: Phase, to_move: int, end_proposed: list[int] | tuple[int, ...],
                      move: Move) -> tuple[str, str]:
    """Reason code and message for an agreement move that ``agreement_moves_of`` does not list."""
    if not rules.agreed_end:
        return "agreed-end-off", "this game cannot be ended by agreement (agreed_end=false)"
    if phase is not Phase.PLAY:
        return "no-agreement-between-rounds", f"the player to move must make the {phase.value!r} decision"
    if to_move in end_proposed:
        return "end-already-proposed", (f"seat {to_move} has already agreed to end the game; it must now make "
                                        "its move, and the other players answer")
    if move.kind is MoveKind.PROPOSE_END:
        return "end-already-proposed", (f"seats {list(end_proposed)} have proposed to end the game: "
                                        "accept_end, or decline by playing a move")
    return "no-end-proposed", "no one has proposed to end the game; propose_end first"


def move_sort_key(move: Move) -> tuple[str, int, int, str, tuple[int, ...], tuple[int, ...]]:
    # An enum's ``.value`` is a Python-level property even in compiled code: a plain sowing move
    # (the common case) is keyed without reading one.
    kind, direction = move.kind, move.direction
    return ("sow" if kind is MoveKind.SOW else kind.value, -1 if move.side is None else move.side, move.pit,
            "" if direction is None else direction.value, move.seeds, move.hollows)


def move_index(geo: Geometry, mover: int, move: Move) -> int:
    """Board index of the pit a sowing move lifts."""
    return geo.pit_indices[mover if move.side is None else move.side][move.pit]


def candidate_moves(rules: Rules, geo: Geometry, b: list[int], mover: int,
                    owner: list[int] | None = None, bao: BaoWork | None = None,
                    opening: bool = False, wegue: list[int] | None = None,
                    direction: Direction | None = None) -> list[Move]:
    """Moves from own pits holding enough seeds, before feeding and grand-slam filters; in the
    game's opening plies (``opening``) only those from ``opening_pits``; never from a wegue (Qelat:
    "the player cannot begin a turn from their own captured hole", nor from the opponent's).
    ``direction``: the mover's way where the position keeps one (``engine.sowing.turn_direction``):
    every move names it, or both ways when this move chooses."""
    moves = _candidate_moves(rules, geo, b, mover, owner, bao)
    if wegue is not None:
        moves = [m for m in moves if wegue[geo.pit_indices[mover][m.pit]] < 0]
    if direction is not None:
        moves = directed_moves(moves, direction)
    return opening_moves(rules, moves) if opening else moves


def opening_moves(rules: Rules, moves: list[Move]) -> list[Move]:
    """The opening moves among ``moves``: those sown from ``opening_pits``, or every move when
    none of those pits can be played (docs/rulings.md, "Rule dimensions": opening)."""
    kept = [m for m in moves if m.pit in rules.opening_pits]
    return kept if kept else moves


def _candidate_moves(rules: Rules, geo: Geometry, b: list[int], mover: int,
                     owner: list[int] | None = None, bao: BaoWork | None = None) -> list[Move]:
    """Moves from own pits holding enough seeds, before feeding and grand-slam filters.

    Territory games (Nam Nam): "A player moves from a non-empty hollow they own", on either
    side; a hollow on another seat's row is named with ``side``."""
    if rules.bao_captures:
        return bao_moves(rules, geo, b, mover, bao)
    if rules.single_seed_moves_last:
        return _single_seeds_last(rules, geo, b, mover)
    if rules.single_seed_into_empty:
        # Kay: "Single counters can only be sowed when the next hole is empty."
        holes = geo.pit_indices[mover]
        return [geo.sow_moves[p] for p in range(geo.pits)
                if b[holes[p]] >= 2 or (b[holes[p]] == 1 and not b[geo.lap(mover, rules.direction, holes[p], -1)[0]])]
    least = rules.min_seeds_to_move
    if owner is not None:
        # pit_owners (Kanji Guti): the mover's own side first, then the other side, the order of
        # ``move_sort_key``, so random playouts choose as the public API's sorted list does.
        # Territory games keep the seat order their recorded playouts were made with (their
        # owners change only at a round's decision, where the comparison of the two stops).
        sides = [mover] + [s for s in geo.active if s != mover] if geo.fixed_owner is not None else list(geo.active)
        places = [(s, p) for s in sides for p in range(geo.pits)
                  if owner[geo.pit_indices[s][p]] == mover and b[geo.pit_indices[s][p]] >= least]
        directions = CHOICES if rules.direction is Direction.PLAYER_CHOICE else (None,)
        return [Move(p, d, side=None if s == mover else s) for s, p in places for d in directions]
    base = mover * geo.block
    sow, choice = geo.sow_moves, geo.choice_moves
    if not rules.front_row_first and rules.direction is not Direction.PLAYER_CHOICE and geo.sow_lists:
        mask = 0
        for p in range(geo.pits):  # an index loop: no slice, no zip (the common case, compiled)
            if b[base + p] >= least:
                mask |= 1 << p
        if rules.reverse_capture_pits():
            # Omweso: the moves in the game's direction, and reverse captures where a pit allows one.
            return geo.sow_lists[mask] + reverse_moves(rules, geo, b, mover)
        return geo.sow_lists[mask][:]  # a copy: the caller owns its list
    row = b[base: base + geo.pits]
    if rules.direction is not Direction.PLAYER_CHOICE and not rules.front_row_first:
        moves = [m for m, count in zip(sow, row) if count >= least]
        if rules.reverse_capture_pits():
            moves += reverse_moves(rules, geo, b, mover)  # as above (a board of more than 9 pits a seat)
        return moves
    if rules.front_row_first:
        pits = [p for p, count in enumerate(row) if count >= least]
        if any(p < geo.cols for p in pits):
            pits = [p for p in pits if p < geo.cols]
        if rules.direction is Direction.PLAYER_CHOICE:
            return [m for p in pits for m in choice[p]]
        return [sow[p] for p in pits]
    return [m for pair, count in zip(choice, row) if count >= least for m in pair]


def _single_seeds_last(rules: Rules, geo: Geometry, b: list[int], mover: int) -> list[Move]:
    """Tsoro (Matthews 1964 via Ludii): "Players cannot sow from a hole with a single counter unless
    there are no holes with multiple counters. Single counters can only be sown into an empty hole"."""
    row = geo.pit_indices[mover]
    pits = [p for p in range(geo.pits) if b[row[p]] >= 2]
    if not pits:
        pits = [p for p in range(geo.pits)
                if b[row[p]] == 1 and not b[geo.lap(mover, rules.direction, row[p], -1)[0]]]
    return [geo.sow_moves[p] for p in pits]


def move_direction(rules: Rules, move: Move) -> Direction:
    return move.direction if move.direction is not None else rules.direction


@mypyc_attr(acyclic=True, free_list_len=1)  # as sowing.Sowing: one a candidate move, when filtering
class Probe:
    """A move tried on a copy of the board, for the feeding and grand-slam filters."""

    __slots__ = ("sown_to_opponent", "after", "grand_slam")

    def __init__(self, sown_to_opponent: int, after: list[int], grand_slam: bool) -> None:
        self.sown_to_opponent = sown_to_opponent
        self.after = after
        self.grand_slam = grand_slam


def probe(rules: Rules, geo: Geometry, b: list[int], mover: int, move: Move, opponent: int,
          owner: list[int] | None = None, captures: bool = True) -> Probe:
    work = b[:]
    before = _row(geo, work, opponent, owner)
    direction = move_direction(rules, move)
    sowing = sow_turn(rules, geo, work, mover, move_index(geo, mover, move), direction, None, owner, captures)
    sown = _row(geo, work, opponent, owner) - before
    if not captures:
        return Probe(sown, work, False)  # ``no_capture_plies``: the game's first plies capture nothing
    result = resolve_captures(rules, geo, work, mover, sowing, None, owner)
    return Probe(sown, work, result.grand_slam)


def _row(geo: Geometry, b: list[int], seat: int, owner: list[int] | None = None) -> int:
    """Seeds ``seat`` can move: its row, or in territory games the hollows it owns."""
    if owner is not None:
        return sum(b[i] for row in geo.pit_indices for i in row if owner[i] == seat)
    base = seat * geo.block
    return seeds_in(b, base, base + geo.pits)


def _row_empty(geo: Geometry, b: list[int], seat: int, owner: list[int] | None = None) -> bool:
    """Whether ``seat`` has no seed it can move (``_row`` is 0), stopping at the first seed."""
    if owner is not None:
        return _row(geo, b, seat, owner) == 0
    base = seat * geo.block
    return all_empty(b, base, base + geo.pits)


def opponent_of(geo: Geometry, mover: int) -> int:
    """The seat a feeding rule protects: the next active seat (the opponent with two players;
    seed 002 V7 "the preceding player has to make such move")."""
    return geo.next_seat[mover]


def filter_moves(
    rules: Rules, geo: Geometry, b: list[int], mover: int, moves: list[Move], owner: list[int] | None = None,
    captures: bool = True,
) -> tuple[list[Move], str | None]:
    """Apply the feeding and grand-slam filters; the reason names the filter that emptied the list."""
    opponent = opponent_of(geo, mover)
    # J'odu (always_leave_seeds): "A player must play so that the opponent is able to play on their
    # next turn, if possible", whatever the opponent holds now.
    always = rules.must_feed is MustFeed.ALWAYS_LEAVE_SEEDS
    feeding = rules.must_feed is not MustFeed.NONE and (always or _row_empty(geo, b, opponent, owner))
    forbid_slam = (rules.grand_slam is GrandSlam.FORBIDDEN and captures
                   and (bool(rules.capture_counts) or rules.capture_chain_across_rows))
    if not moves or not (feeding or forbid_slam):
        return moves, None
    kept = moves
    if feeding:
        fed = []
        for move in kept:
            p = probe(rules, geo, b, mover, move, opponent, owner, captures)
            if rules.must_feed is MustFeed.SOW_SEEDS:
                ok = p.sown_to_opponent > 0
            else:
                ok = _row(geo, p.after, opponent, owner) > 0
            if ok:
                fed.append(move)
        if fed:
            kept = fed
        elif not always:
            return [], "cannot_feed"
        # always_leave_seeds: "if possible": when no move leaves the opponent a seed, any move may be played
    if forbid_slam:
        no_slam = [m for m in kept if not probe(rules, geo, b, mover, m, opponent, owner, captures).grand_slam]
        if not no_slam:
            return [], "only_grand_slams"
        kept = no_slam
    return kept, None


def has_seeds(geo: Geometry, b: list[int], mover: int, owner: list[int] | None) -> bool:
    if owner is not None:
        return any(b[i] for row in geo.pit_indices for i in row if owner[i] == mover)
    base = mover * geo.block
    return not all_empty(b, base, base + geo.pits)


def legal_moves_of(rules: Rules, geo: Geometry, b: list[int], mover: int,
                   owner: list[int] | None = None, bao: BaoWork | None = None,
                   captures: bool = True, opening: bool = False,
                   wegue: list[int] | None = None, direction: Direction | None = None) -> tuple[list[Move], str | None]:
    """The sorted legal moves of ``mover``; when empty, why (``no_seeds``, ``too_few_seeds``, …).
    ``captures`` is false in the first plies of a game with ``no_capture_plies``; ``opening`` is
    true in the first plies of a game with ``opening_plies``."""
    moves = candidate_moves(rules, geo, b, mover, owner, bao, opening, wegue, direction)
    if not moves:
        return [], ("too_few_seeds" if has_seeds(geo, b, mover, owner) else "no_seeds")
    return filter_moves(rules, geo, b, mover, moves, owner, captures)


def why_illegal(rules: Rules, geo: Geometry, b: list[int], mover: int, move: Move,
                owner: list[int] | None = None, bao: BaoWork | None = None,
                captures: bool = True, opening: bool = False, wegue: list[int] | None = None) -> tuple[str, str]:
    """Reason code and message for a well-formed move that is not among the legal moves."""
    index = move_index(geo, mover, move)
    side = mover if move.side is None else move.side
    if (owner[index] if owner is not None else side) != mover:
        return "not-your-pit", f"pit {move.pit} of seat {side} does not belong to seat {mover}"
    if wegue is not None and wegue[index] >= 0:
        return "wegue", f"pit {move.pit} of seat {side} is seat {wegue[index]}'s wegue: it is never sown from"
    seeds = b[index]
    if in_namua(rules, geo, b, mover):
        return _why_not_namua(rules, geo, b, mover, move, bao)
    if move.safari:
        return "no-safari", "a safari (stopping in the nyumba) is a choice of namua-stage captures only"
    if seeds == 0:
        return "empty-pit", f"pit {move.pit} of seat {side} is empty"
    if seeds < rules.min_seeds_to_move:
        return "too-few-seeds", (
            f"pit {move.pit} holds {seeds} seed(s); a move needs at least {rules.min_seeds_to_move}"
        )
    if rules.bao_captures:
        legal = bao_moves(rules, geo, b, mover, bao)
        if any(is_mtaji(geo, b, mover, geo.pit_indices[mover][m.pit], m.direction or Direction.CCW)
               for m in legal):
            return "capture-required", "a mtaji exists, so the move must capture (choose a mtaji and its direction)"
        takasia = bao is not None and bool(bao.takasia)
        untaxed = BaoWork(bao.nyumba, False) if bao is not None else None
        if takasia and move.pit < geo.cols and any(m.pit == move.pit for m in bao_moves(rules, geo, b, mover, untaxed)):
            return "takasia", ("the opponent's takasa threatens this pit: it may not be played (takasia), unless "
                               "it is the house or the only front-row pit that can be")
        if move.pit < geo.cols:
            return "kichwa-inward", "a kichwa that is the only occupied front-row pit sows along the front row"
        return "front-row-first", "a back-row shimo may be played only when no front-row shimo holds 2 or more"
    if move.direction is not None and rules.reverse_capture_pits() and move.direction is not rules.direction:
        allowed = ", ".join(str(p) for p in rules.reverse_capture_pits())
        return "reverse-capture-only", (f"a move against the game's direction ({move.direction.value}) is allowed "
                                        f"only from pits {allowed}, and only when its first lap captures")
    if rules.single_seed_moves_last and seeds == 1:
        return "single-seed-blocked", (
            "a single seed may be sown only when no pit holds 2 or more, and only into an empty pit")
    if rules.single_seed_into_empty and seeds == 1:
        return "single-seed-blocked", "a single seed may be sown only into an empty pit"
    if rules.front_row_first and move.pit >= geo.cols:
        return "front-row-first", "a back-row pit may be played only when no front-row pit can be"
    if opening and move.pit not in rules.opening_pits:
        pits = ", ".join(str(p) for p in rules.opening_pits)
        return "opening-pit", (f"the game's first {rules.opening_plies} move(s) are sown from pit(s) {pits} "
                               f"(the opening); pit {move.pit} is not one of them")
    opponent = opponent_of(geo, mover)
    if rules.must_feed is MustFeed.ALWAYS_LEAVE_SEEDS:
        p = probe(rules, geo, b, mover, move, opponent, owner, captures)
        if not _row(geo, p.after, opponent, owner):
            return "must-leave-seeds", f"pit {move.pit} would leave seat {opponent} without seeds, where another move leaves it some"
    elif rules.must_feed is not MustFeed.NONE and _row_empty(geo, b, opponent, owner):
        p = probe(rules, geo, b, mover, move, opponent, owner, captures)
        fed = p.sown_to_opponent > 0 if rules.must_feed is MustFeed.SOW_SEEDS else _row(geo, p.after, opponent, owner) > 0
        if not fed:
            return "must-feed", f"seat {opponent} has no seeds and pit {move.pit} does not give it any"
    return "grand-slam-forbidden", f"pit {move.pit} would capture every seed of seat {opponent} (grand slam)"


def _why_not_namua(rules: Rules, geo: Geometry, b: list[int], mover: int, move: Move,
                   bao: BaoWork | None) -> tuple[str, str]:
    """Why a namua-stage move (a seed from the store) is not legal (docs/rules/bao-la-kiswahili.md)."""
    if move.pit >= geo.cols:
        return "front-row-only", "in the namua stage the seed from the store goes into a front-row pit"
    if not b[geo.pit_indices[mover][move.pit]]:
        return "empty-pit", f"pit {move.pit} is empty: the seed from the store goes into an occupied front-row pit"
    legal = namua_moves(rules, geo, b, mover, bao)
    captures = [m for m in legal if b[geo.opp[geo.pit_indices[mover][m.pit]]]]
    if captures and not any(m.pit == move.pit for m in captures):
        return "capture-required", "a capture is possible, so the seed must be entered where it captures"
    if move.safari and any(m.pit == move.pit and m.direction is move.direction for m in legal):
        return "no-safari", "this capture's sowing does not end in a functional nyumba: leave out 'safari'"
    if captures:
        return "kichwa-rule", "a capture in a kimbi is sown from the nearest kichwa (direction cw on the left, ccw on the right)"
    if move.safari:
        return "no-safari", "a safari (stopping in the nyumba) is a choice of capturing moves only"
    if any(m.pit == move.pit for m in legal):
        return "kichwa-inward", "a kichwa sows along the front row unless it is the only occupied front-row pit"
    return "takasa-restricted", ("a takasa uses a pit holding 2 or more where one exists, and the functional "
                                 "nyumba only when no other front-row pit is occupied")
