"""The ply-by-ply comparison of the engine with a Ludii trace (either way).

A trace is walked with the engine alongside: before every Ludii ply the engine's position must
hold the same seeds (canonical pits and stores), the same player must be to move, the legal
moves must be the same set, and every legal move's successor (Ludii's ``--succ``) must be the
engine's: the same seeds, the same player next (an extra turn), the same "game over". The chosen
move is then played on both. At the end the winners are compared.

Mapped, not counted as differences (docs/conformance.md):

* Ludii's forced pass (a player without a move gets one ``Pass`` ply): the engine passes inside
  the move before; the next mover Ludii names is then accepted when the engine's move reported
  that pass (event ``pass``).
* Oware's ``Propose End`` / ``Vote`` plies: not pit moves; they are left out of the legal sets,
  and a game whose chosen ply is one stops being compared there (an agreement, which the engine
  models as ``agreed_end``).

The first difference in a game stops that game's comparison: after it, the two positions are not
the same game any more.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import Move, Position, Rules, Status

from .ludii import Record, TracedGame

#: differences by kind
KINDS = ("state", "turn", "legal", "successor", "end", "result", "replay")


@dataclass
class Difference:
    kind: str
    game: int
    ply: int
    detail: str

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "game": self.game, "ply": self.ply, "detail": self.detail}


@dataclass
class GameComparison:
    """One game walked by both: how far they agreed and the first difference, if any."""

    game: int
    moves: list[int] = field(default_factory=list)
    """The moves played, as canonical pits (the first player's row 0…n-1, then on round the board)."""
    states: list[list[int]] = field(default_factory=list)
    """Ludii's canonical pits + stores before each compared ply."""
    plies: int = 0
    """Plies compared (every check above passed for them)."""
    successors: int = 0
    multi_step: int = 0
    """Successors left uncompared: Ludii's turn goes on (a lap of a multi-step turn)."""
    continuations: int = 0
    ruled: dict[str, int] = field(default_factory=dict)
    """Differences resolved by a ruling, by ruling."""
    """Ludii plies inside one engine move (the laps of a multi-step turn), mapped."""
    difference: Difference | None = None
    stopped: str | None = None
    """Why the walk stopped before the end without a difference (``agreement``)."""
    ludii_end: Record | None = None
    engine_end: dict[str, Any] | None = None


def canonical(position: Position, mirror: bool = False) -> list[int]:
    """Canonical pits then stores: seat 0's row from its left, seat 1's row from its left (the
    continuation counter-clockwise), then the stores (seat 0, seat 1). ``mirror``: Ludii's board
    is drawn the other way round (its first player's row runs from that player's right), so each
    row is read backwards."""
    south, north = position.pits[0], position.pits[1]
    if mirror:
        south, north = south[::-1], north[::-1]
    return [*south, *north, *position.stores]


def move_pit(position: Position, move: Move, mirror: bool = False) -> int:
    seat = move.side if move.side is not None else position.to_move
    n = len(position.pits[0])
    return seat * n + (n - 1 - move.pit if mirror else move.pit)


def _simple(rec: Record) -> list[bool]:
    """Which of a ply's legal moves are plain pit choices (not a pass, a proposal or a vote)."""
    descs = rec.get("legal_desc")
    if descs is None:
        return [True] * len(rec["legal"])
    return [not (d.get("pass") or d.get("propose") or d.get("vote")) and d["from"] >= 0 for d in descs]


def _forced_pass(rec: Record) -> bool:
    descs = rec.get("legal_desc") or []
    return bool(descs) and all(d.get("pass") for d in descs)


def _ludii_state(rec: Record, swap_stores: bool = False) -> list[int]:
    """Ludii's canonical pits, then the two stores; a board without stores gives the seeds
    captured as its two hands (En Gehe), or nothing more (its captures are then compared in the
    pits they leave)."""
    if rec["stores"]:
        return [*rec["pits"], *(rec["stores"][::-1] if swap_stores else rec["stores"])]
    hands = rec.get("hands") or []
    return [*rec["pits"], *hands] if len(hands) == 2 else list(rec["pits"])


def engine_state(position: Position, like: list[int], mirror: bool = False) -> list[int]:
    state = canonical(position, mirror)
    return state if len(like) == len(state) else state[:len(like)]


def _finished(position: Position) -> bool:
    return position.status is Status.FINISHED


_CANNOT_MOVE = frozenset({"no_seeds", "no_move", "cannot_move", "cannot_feed", "only_grand_slams", "board_empty"})


def _passed(events: Sequence[Any], seat: int) -> bool:
    return any(e.get("type") == "pass" and e.get("seat") == seat for e in events)


def _winner_of_ludii(end: Record) -> int | None:
    """Ludii's winner as a seat (None: a draw or no winner)."""
    w = int(end.get("winner", 0))
    return w - 1 if w > 0 else None


def _successor_difference(rules: Rules, position: Position, move: Move, c: int, nxt: Record, rec: Record,
                          mirror: bool, swap_stores: bool) -> tuple[str, str] | None:
    """How Ludii's successor of pit ``c`` differs from the engine's: (kind, detail), ``mid-turn``
    where Ludii's turn goes on, or None."""
    t = engine.apply_move(rules, position, move)
    after = t.position
    ludii = _ludii_state(nxt, swap_stores)
    if (not nxt["over"] and int(nxt["mover"]) == int(rec["mover"])
            and engine_state(after, ludii, mirror) != ludii):
        return "mid-turn", ""  # mapped: Ludii's turn goes on (a relay lap); compared on the chosen path only
    if _finished(after) and not nxt["over"] and after.outcome is not None and after.outcome.reason in _CANNOT_MOVE:
        return None  # mapped: Ludii gives the player who cannot move a forced pass, then ends
    if bool(nxt["over"]) != _finished(after):
        return "end", f"after pit {c}: Ludii over={nxt['over']}, engine {after.outcome}"
    if nxt["over"]:
        if "score" in nxt and after.outcome is not None and list(after.outcome.scores) != nxt["score"]:
            return "result", f"after pit {c}: engine scores {after.outcome.scores}, Ludii {nxt['score']}"
        return None
    if engine_state(after, ludii, mirror) != ludii:
        return "successor", f"after pit {c}: engine {canonical(after, mirror)} Ludii {ludii}"
    ludii_next = int(nxt["mover"]) - 1
    if after.to_move != ludii_next and not _passed(t.events, ludii_next):
        return "turn", f"after pit {c}: engine seat {after.to_move} next, Ludii player {nxt['mover']}"
    return None


@dataclass(frozen=True)
class Ruled:
    """A difference resolved by a ruling (named in docs/conformance.md and the game's rules text):
    a difference of ``kind`` where ``applies(seeds, pit, ply, successor)`` holds is counted under
    ``name``, not as an unexplained one; the game stops being compared when the chosen move is one.
    For a ``state`` difference (Ludii's position after a turn folded from several plies) the
    arguments are ``(last mover, the canonical pit it moved, ply, {"engine": the engine's canonical
    state, "before": Ludii's state before that move})`` and the game stops there."""

    name: str
    kind: str
    applies: Callable[[int, int, Record, Record], bool]


def walk(rules: Rules, traced: TracedGame, mirror: bool = False, ruled: Sequence[Ruled] = (),
         swap_stores: bool = False) -> GameComparison:
    """Walk one Ludii game with the engine (see the module docstring)."""
    result = GameComparison(traced.index, ludii_end=traced.end)
    position = engine.new_game(rules)

    def differ(kind: str, ply: int, detail: str) -> GameComparison:
        result.difference = Difference(kind, traced.index, ply, detail)
        return result

    continuing: list[int] | None = None  # the engine's seeds after the last move, while Ludii's turn goes on
    last_mover = 0
    def state_ruling(rec: Record) -> str | None:
        """A ruled state difference (Ludii's last turn broke a rule its own text states): its name."""
        state = engine_state(position, _ludii_state(rec, swap_stores), mirror)
        if state == _ludii_state(rec, swap_stores):
            return None
        seen = {"engine": state, "before": result.states[-1] if result.states else []}
        return next((r.name for r in ruled if r.kind == "state"
                     and r.applies(last_mover, result.moves[-1] if result.moves else -1, rec, seen)), None)

    def stop(ruling: str) -> GameComparison:
        result.ruled[ruling] = result.ruled.get(ruling, 0) + 1
        result.stopped = f"ruled: {ruling}"
        return result

    for rec in traced.plies:
        ply = int(rec["ply"])
        if "error" in rec:
            ruling = state_ruling(rec) if "pits" in rec else None
            if ruling is not None:
                return stop(ruling)  # the engine's next move is illegal in Ludii's (ruled) position
            return differ("replay", ply, f"Ludii refused the engine's move: {rec['error']}")
        if _forced_pass(rec):
            continue  # mapped: the engine passed inside the move before
        if (continuing is not None and int(rec["mover"]) == last_mover and len(rec["legal"]) == 1
                and continuing != _ludii_state(rec, swap_stores)):
            result.continuations += 1
            continue  # mapped: a lap of a multi-step turn, one ply of Ludii's, inside the engine's move
        continuing = None
        if _finished(position):
            return differ("end", ply, f"the engine ended the game ({position.outcome}), Ludii plays on")
        state = engine_state(position, _ludii_state(rec, swap_stores), mirror)
        if state != _ludii_state(rec, swap_stores):
            ruling = state_ruling(rec)
            if ruling is None:
                return differ("state", ply, f"engine {state} Ludii {_ludii_state(rec, swap_stores)}")
            return stop(ruling)
        if position.to_move != int(rec["mover"]) - 1:
            return differ("turn", ply, f"engine seat {position.to_move} to move, Ludii player {rec['mover']}")
        simple = _simple(rec)
        ludii_legal = {c for c, ok in zip(rec["legal_c"], simple) if ok}
        moves = {move_pit(position, m, mirror): m for m in engine.legal_moves(rules, position)}
        if set(moves) != ludii_legal:
            return differ("legal", ply, f"engine {sorted(moves)} Ludii {sorted(ludii_legal)}")
        chosen = int(rec["move_c"]) if not (rec["move"].get("propose") or rec["move"].get("vote")) else None
        stop_ruled: str | None = None
        for c, ok, nxt in zip(rec["legal_c"], simple, rec.get("legal_next", ())):
            if not ok:
                continue
            seeds = rec["pits"][c] if 0 <= c < len(rec["pits"]) else 0
            found = _successor_difference(rules, position, moves[c], c, nxt, rec, mirror, swap_stores)
            if found is None:
                result.successors += 1
                continue
            if found[0] == "mid-turn":
                result.multi_step += 1
                continue
            ruling = next((r.name for r in ruled if r.kind == found[0] and r.applies(seeds, c, rec, nxt)), None)
            if ruling is None:
                return differ(found[0], ply, found[1])
            result.ruled[ruling] = result.ruled.get(ruling, 0) + 1
            if c == chosen:
                stop_ruled = ruling
        if stop_ruled is not None:
            result.stopped = f"ruled: {stop_ruled}"
            return result
        move = rec["move"]
        if move.get("propose") or move.get("vote"):
            result.stopped = "agreement"
            return result
        assert chosen is not None
        result.states.append(_ludii_state(rec, swap_stores))
        result.moves.append(chosen)
        position = engine.apply_move(rules, position, moves[chosen]).position
        result.plies += 1
        last_mover = int(rec["mover"])
        continuing = engine_state(position, _ludii_state(rec, swap_stores), mirror)
    end = traced.end or {}
    if end.get("error"):
        return differ("replay", result.plies, f"Ludii: {end['error']}")
    if not end.get("over"):
        result.stopped = "ply limit"
        return result
    if not _finished(position):
        return differ("end", result.plies, "Ludii ended the game, the engine plays on")
    assert position.outcome is not None
    result.engine_end = {"scores": list(position.outcome.scores), "winner": position.outcome.winner,
                         "reason": position.outcome.reason}
    if position.outcome.winner != _winner_of_ludii(end):
        engine_end = {"reason": position.outcome.reason, "scores": list(position.outcome.scores)}
        ruling = next((r.name for r in ruled if r.kind == "result" and r.applies(0, -1, engine_end, end)), None)
        if ruling is not None:
            result.ruled[ruling] = result.ruled.get(ruling, 0) + 1
            result.stopped = f"ruled: {ruling}"
            return result
        return differ("result", result.plies, f"engine winner {position.outcome.winner} "
                                              f"({position.outcome.scores}), Ludii {end.get('winner')} "
                                              f"({end.get('score')})")
    return result


def engine_games(rules: Rules, games: int, seed: int, mirror: bool = False, max_plies: int = 1000) -> list[list[int]]:
    """The engine's seeded random games as canonical pit lists (for Ludii's ``--replay``)."""
    out = []
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        position = engine.new_game(rules)
        moves: list[int] = []
        while not _finished(position) and len(moves) < max_plies:
            legal = engine.legal_moves(rules, position)
            move = legal[rng.randrange(len(legal))]
            moves.append(move_pit(position, move, mirror))
            position = engine.apply_move(rules, position, move).position
        out.append(moves)
    return out
