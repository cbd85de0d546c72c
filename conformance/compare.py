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

* **Rounds.** Where Ludii plays a match of rounds and the catalogue game is one game (Sungka,
  Ohvalhu, Main Chongkak), the game ends where Ludii's first round does: the engine's end is
  accepted when Ludii's seeds are the same (all in the stores), and the walk stops there.
* A move the engine cut at its turn limit (event ``turn_truncated``: docs/rulings.md, Conventions,
  "Endless turns") is counted under ruling L-TL1 and ends that game's comparison: Ludii's relay
  has no bound, so the two positions part there.

The first difference in a game stops that game's comparison: after it, the two positions are not
the same game any more.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import Move, Outcome, Position, Rules, Status
from engine.position import MoveKind
from engine.rules import Direction

from .ludii import Record, TracedGame

EngineMove = int | list[int] | dict[str, Any]
"""A canonical pit (plus ``REVERSE`` for a reverse sowing), an arrangement's seeds, or (data only)
a Bao turn ``{"pit", "direction", "safari"}`` or ``{"resync": state, "to_move": seat}``: the
comparison took Ludii's position there (conformance/sites_walk.py)."""

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
    moves: list[EngineMove] = field(default_factory=list)
    """The moves played, as canonical pits (the first player's row 0…n-1, then on round the board)."""
    states: list[list[int]] = field(default_factory=list)
    """Ludii's canonical pits + stores before each compared ply."""
    plies: int = 0
    """Plies compared (every check above passed for them)."""
    successors: int = 0
    multi_step: int = 0
    """Successors left uncompared: Ludii's turn goes on (a lap of a multi-step turn)."""
    continuations: int = 0
    """Ludii plies inside one engine move (the laps of a multi-step turn), mapped."""
    resyncs: int = 0
    """Turns after which the engine took Ludii's position (conformance/sites_walk.py)."""
    ruled: dict[str, int] = field(default_factory=dict)
    """Differences resolved by a ruling, by ruling."""
    difference: Difference | None = None
    stopped: str | None = None
    """Why the walk stopped before the end without a difference (``agreement``)."""
    ludii_end: Record | None = None
    engine_end: dict[str, Any] | None = None

    def stop_ruled(self, ruling: str) -> GameComparison:
        """Count a difference resolved by ``ruling`` and stop the walk there (the two positions
        part at a ruled difference)."""
        self.ruled[ruling] = self.ruled.get(ruling, 0) + 1
        self.stopped = f"ruled: {ruling}"
        return self


def canonical(position: Position, mirror: bool = False) -> list[int]:
    """Canonical pits then stores: seat 0's row from its left, seat 1's row from its left (the
    continuation counter-clockwise), then the stores (seat 0, seat 1). ``mirror``: Ludii's board
    is drawn the other way round (its first player's row runs from that player's right), so each
    row is read backwards."""
    south, north = position.pits[0], position.pits[1]
    if mirror:
        south, north = south[::-1], north[::-1]
    return [*south, *north, *position.stores]


REVERSE = 1000
"""Added to the canonical pit of a move sown against the game's direction (Omweso's reverse
captures): Ludii lists those after the game's own moves, from the same sites; in a game with a
kept direction (``direction_kept``), to a choosing move sown the way Ludii lists second
(``LudiiGame.kept_second``)."""


STOP = -2
"""The canonical code of a ``stop`` (phase ``relay_choice``): Ludii's ``Pass`` offered beside the
relay's ``Select`` (Misoro Tsoro); a ``continue`` is the stop hole's own canonical pit, Ludii's
``Select`` of the hole the lap ended in."""


def move_pit(position: Position, move: Move, mirror: bool = False, reverse: Direction | None = None) -> int:
    if move.kind is MoveKind.STOP:
        return STOP
    seat = move.side if move.side is not None else position.to_move
    n = len(position.pits[0])
    number = position.relay_pit if move.kind is MoveKind.CONTINUE else move.pit
    pit = seat * n + (n - 1 - number if mirror else number)
    if position.directions is not None and position.directions[position.to_move] is not Direction.PLAYER_CHOICE:
        return pit  # a kept direction (direction_kept): Ludii lists each site once where the move does not choose
    return pit + REVERSE if reverse is not None and move.direction is reverse else pit


def arrangement(position: Position, seeds: Sequence[int]) -> Move:
    """The arrangement move of the seat to move (Omweso's opening): its pits in position order."""
    return Move(kind=MoveKind.ARRANGE, seeds=tuple(seeds))


def _simple(rec: Record) -> list[bool]:
    """Which of a ply's legal moves are plain pit choices (not a pass, a proposal or a vote)."""
    descs = rec.get("legal_desc")
    if descs is None:
        return [True] * len(rec["legal"])
    return [not (d.get("pass") or d.get("propose") or d.get("vote")) and d["from"] >= 0 for d in descs]


def outcome_record(outcome: Outcome) -> dict[str, Any]:
    """The engine's end of a game as the results and data record it: scores, winner, reason."""
    return {"scores": list(outcome.scores), "winner": outcome.winner, "reason": outcome.reason}


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


_CANNOT_MOVE = frozenset({"no_seeds", "no_move", "cannot_move", "cannot_feed", "only_grand_slams", "board_empty", "void"})


def _passed(events: Sequence[Any], seat: int) -> bool:
    return any(e.get("type") == "pass" and e.get("seat") == seat for e in events)


def _winner_of_ludii(end: Record) -> int | None:
    """Ludii's winner as a seat (None: a draw or no winner)."""
    w = int(end.get("winner", 0))
    return w - 1 if w > 0 else None


def _successor_difference(rules: Rules, position: Position, move: Move, c: int, nxt: Record, rec: Record,
                          mirror: bool, swap_stores: bool, first_round: bool = False) -> tuple[str, str] | None:
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
    if first_round and _finished(after) and not nxt["over"] and engine_state(after, ludii, mirror) == ludii:
        return None  # mapped: the end of Ludii's first round, the catalogue game's end
    if bool(nxt["over"]) != _finished(after):
        nxt["engine_position"] = engine_state(after, ludii, mirror)  # for a ruling's test
        return "end", f"after pit {c}: Ludii over={nxt['over']}, engine {after.outcome}"
    if nxt["over"]:
        if "score" in nxt and after.outcome is not None and list(after.outcome.scores) != nxt["score"]:
            return "result", f"after pit {c}: engine scores {after.outcome.scores}, Ludii {nxt['score']}"
        return None
    if engine_state(after, ludii, mirror) != ludii:
        nxt["engine"] = engine_state(after, ludii, mirror)  # for a ruling's test
        return "successor", f"after pit {c}: engine {canonical(after, mirror)} Ludii {ludii}"
    ludii_next = int(nxt["mover"]) - 1
    if after.to_move != ludii_next and not _passed(t.events, ludii_next):
        return "turn", f"after pit {c}: engine seat {after.to_move} next, Ludii player {nxt['mover']}"
    return None


TURN_LIMIT = "L-TL1"
"""The ruling that counts a move the engine cut at its turn limit (docs/conformance.md)."""


@dataclass(frozen=True)
class Ruled:
    """A difference resolved by a ruling (named in docs/conformance.md and the game's rules text):
    a difference of ``kind`` where ``applies(seeds, pit, ply, successor)`` holds is counted under
    ``name``, not as an unexplained one; the game stops being compared when the chosen move is one.
    For kinds ``result`` and ``end`` (the engine ended the game, Ludii plays on) ``applies`` gets
    ``(0, -1, engine_end, ludii_record)``, ``engine_end`` the engine's reason and scores (and
    ``turn_start``, Ludii's ply of the engine's last move; a result's more: ``compare_result``); for
    ``state`` ``(0, -1, turn_start, ludii_record)``, Ludii's ply of the engine's last move and the
    ply whose seeds differ (its ``engine`` the engine's seeds, a successor's too; ``turn_laps`` the
    seeds of each of Ludii's laps since); for ``legal`` ``(0, -1, ludii_record, {"engine": …,
    "ludii": …})``, the two sets of moves; for ``turn`` ``(seeds, pit, last_ply, ludii_record)``, Ludii's ply
    before (its lap of ``seeds`` from ``pit``) and the ply whose mover differs; for ``refused``
    (conformance/sites_walk.py: Ludii refused the engine's next move) ``(0, -1, ludii_record, {})``,
    Ludii's record of the refused ply with its own legal moves; for ``skipped`` (sites_walk, with
    ``resync``) the same for the first ply of a turn after a ruled one: the whole turn is skipped."""

    name: str
    kind: str
    applies: Callable[[int, int, Record, Any], bool]


def _ruled_refusal(rules: Rules, position: Position, rec: Record, mirror: bool, ruled: Sequence[Ruled]) -> str | None:
    """The ruling of kind ``legal`` that explains Ludii's refusal of the engine's move (Ludii's
    record of the refused ply lists its own legal moves), or None."""
    if _finished(position) or "legal_c" not in rec or "pits" not in rec:
        return None
    ludii_legal = sorted(c for c, ok in zip(rec["legal_c"], _simple(rec)) if ok)
    moves = sorted({move_pit(position, m, mirror) for m in engine.legal_moves(rules, position)})
    if moves == ludii_legal:
        return None
    return next((r.name for r in ruled if r.kind == "legal"
                 and r.applies(0, -1, rec, {"engine": moves, "ludii": ludii_legal})), None)


def walk(rules: Rules, traced: TracedGame, mirror: bool = False, ruled: Sequence[Ruled] = (),
         swap_stores: bool = False, first_round: bool = False) -> GameComparison:
    """Walk one Ludii game with the engine (see the module docstring); ``first_round``: Ludii plays
    a match of rounds where the catalogue game is one, compared up to the end of Ludii's first."""
    result = GameComparison(traced.index, ludii_end=traced.end)
    position = engine.new_game(rules)

    def differ(kind: str, ply: int, detail: str) -> GameComparison:
        result.difference = Difference(kind, traced.index, ply, detail)
        return result

    continuing: list[int] | None = None  # the engine's seeds after the last move, while Ludii's turn goes on
    last_mover = 0
    previous: Record | None = None  # Ludii's last ply (its successor is ``rec``)
    turn_start: Record | None = None  # Ludii's ply of the engine's last move
    turn_laps: list[int] = []  # the seeds of each of Ludii's laps (plies) since turn_start
    for rec in traced.plies:
        ply = int(rec["ply"])
        refused = "error" in rec
        if refused and (_finished(position) or "pits" not in rec
                        or engine_state(position, _ludii_state(rec, swap_stores), mirror) == _ludii_state(rec, swap_stores)):
            # a move only the engine allows is refused: a ruled difference of legal moves stops the game
            ruling = _ruled_refusal(rules, position, rec, mirror, ruled)
            if ruling is not None:
                return result.stop_ruled(ruling)
            return differ("replay", ply, f"Ludii refused the engine's move: {rec['error']}")
        # (a refused move whose seeds already differ is compared as a state difference below)
        if not refused and _forced_pass(rec):
            continue  # mapped: the engine passed inside the move before
        before, previous = previous, rec
        if (turn_start is not None and before is not None and before is not turn_start
                and int(before["mover"]) == int(turn_start["mover"])):
            turn_laps.append(before["pits"][int(before["move_c"])] if 0 <= int(before["move_c"]) < len(before["pits"]) else 0)
        if (not refused and continuing is not None and int(rec["mover"]) == last_mover and len(rec["legal"]) == 1
                and continuing != _ludii_state(rec, swap_stores)):
            result.continuations += 1
            continue  # mapped: a lap of a multi-step turn, one ply of Ludii's, inside the engine's move
        continuing = None
        if _finished(position):
            assert position.outcome is not None
            if first_round and engine_state(position, _ludii_state(rec, swap_stores), mirror) == _ludii_state(rec, swap_stores):
                result.engine_end = outcome_record(position.outcome)
                result.stopped = "first round"  # mapped: Ludii's next round is not the catalogue game's
                return result
            engine_end = {"reason": position.outcome.reason, "scores": list(position.outcome.scores),
                          "turn_start": turn_start}  # (Ludii's ply of the engine's last move)
            ruling = next((r.name for r in ruled if r.kind == "end" and r.applies(0, -1, engine_end, rec)), None)
            if ruling is not None:
                return result.stop_ruled(ruling)
            return differ("end", ply, f"the engine ended the game ({position.outcome}), Ludii plays on")
        state = engine_state(position, _ludii_state(rec, swap_stores), mirror)
        if state != _ludii_state(rec, swap_stores):
            # Ludii's state after the turn begun at ``turn_start`` (the last compared ply)
            ruling = next((r.name for r in ruled if r.kind == "state" and turn_start is not None
                           and r.applies(0, -1, turn_start, {**rec, "engine": state, "turn_laps": turn_laps})), None)
            if ruling is not None:
                return result.stop_ruled(ruling)
            return differ("state", ply, f"engine {state} Ludii {_ludii_state(rec, swap_stores)}")
        if refused:
            return differ("replay", ply, f"Ludii refused the engine's move: {rec['error']}")
        if position.to_move != int(rec["mover"]) - 1:
            if before is not None:  # Ludii's last lap (``before``'s chosen pit) gave ``rec``
                c = int(before["move_c"])
                seeds = before["pits"][c] if 0 <= c < len(before["pits"]) else 0
                ruling = next((r.name for r in ruled if r.kind == "turn" and r.applies(seeds, c, before, rec)), None)
                if ruling is not None:
                    return result.stop_ruled(ruling)
            return differ("turn", ply, f"engine seat {position.to_move} to move, Ludii player {rec['mover']}")
        simple = _simple(rec)
        ludii_legal = {c for c, ok in zip(rec["legal_c"], simple) if ok}
        moves = {move_pit(position, m, mirror): m for m in engine.legal_moves(rules, position)}
        if set(moves) != ludii_legal:
            ruling = next((r.name for r in ruled if r.kind == "legal"
                           and r.applies(0, -1, rec, {"engine": sorted(moves), "ludii": sorted(ludii_legal)})), None)
            if ruling is not None:
                return result.stop_ruled(ruling)
            return differ("legal", ply, f"engine {sorted(moves)} Ludii {sorted(ludii_legal)}")
        chosen = int(rec["move_c"]) if not (rec["move"].get("propose") or rec["move"].get("vote")) else None
        stop_ruled: str | None = None
        for c, ok, nxt in zip(rec["legal_c"], simple, rec.get("legal_next", ())):
            if not ok:
                continue
            seeds = rec["pits"][c] if 0 <= c < len(rec["pits"]) else 0
            found = _successor_difference(rules, position, moves[c], c, nxt, rec, mirror, swap_stores, first_round)
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
        turn_start, turn_laps = rec, [int(rec["pits"][chosen]) if 0 <= chosen < len(rec["pits"]) else 0]
        result.moves.append(chosen)
        played = engine.apply_move(rules, position, moves[chosen])
        position = played.position
        result.plies += 1
        if any(e.get("type") == "turn_truncated" for e in played.events):
            # ruling L-TL1: the engine cut an endless (or astronomically long) relay at its turn
            # limit (docs/rulings.md, Conventions, "Endless turns"); Ludii's relay has no bound
            return result.stop_ruled(TURN_LIMIT)
        last_mover = int(rec["mover"])
        continuing = engine_state(position, _ludii_state(rec, swap_stores), mirror)
    end = traced.end or {}
    if end.get("error"):
        # Ludii ended the game where the engine has a move: a ruled difference of legal moves
        ruling = (_ruled_refusal(rules, position, {**end, "legal": [], "legal_c": []}, mirror, ruled)
                  if end.get("over") else None)
        if ruling is not None:
            return result.stop_ruled(ruling)
        return differ("replay", result.plies, f"Ludii: {end['error']}")
    if not end.get("over"):
        if (first_round and _finished(position) and "pits" in end
                and engine_state(position, _ludii_state(end, swap_stores), mirror) == _ludii_state(end, swap_stores)):
            assert position.outcome is not None
            result.engine_end = outcome_record(position.outcome)
            result.stopped = "first round"
            return result
        result.stopped = "ply limit"
        return result
    if not _finished(position):
        # Ludii has no move left where the engine has: a ruled difference of legal moves
        ruling = _ruled_refusal(rules, position, {**end, "legal": [], "legal_c": []}, mirror, ruled)
        if ruling is not None:
            return result.stop_ruled(ruling)
        return differ("end", result.plies, "Ludii ended the game, the engine plays on")
    return compare_result(position, end, ruled, result, differ, mirror, turn_start)


def compare_result(position: Position, end: Record, ruled: Sequence[Ruled], result: GameComparison,
                   differ: Callable[[str, int, str], GameComparison], mirror: bool = False,
                   turn_start: Record | None = None) -> GameComparison:
    """Both games are over: keep the engine's end and compare the winners (a ruled ``result``
    difference is counted under its ruling; its ``engine_end`` also gives the engine's winner, its
    seat to move, its final seeds, ``state`` (canonical pits then stores), and Ludii's ply of the
    engine's last move, ``turn_start``)."""
    assert position.outcome is not None
    result.engine_end = outcome_record(position.outcome)
    if position.outcome.winner != _winner_of_ludii(end):
        engine_end = {"reason": position.outcome.reason, "scores": list(position.outcome.scores),
                      "winner": position.outcome.winner, "to_move": position.to_move,
                      "state": canonical(position, mirror), "turn_start": turn_start}
        ruling = next((r.name for r in ruled if r.kind == "result" and r.applies(0, -1, engine_end, end)), None)
        if ruling is not None:
            return result.stop_ruled(ruling)
        return differ("result", result.plies, f"engine winner {position.outcome.winner} "
                                              f"({position.outcome.scores}), Ludii {end.get('winner')} "
                                              f"({end.get('score')})")
    return result


def replay_tokens(rules: Rules, moves: Sequence[int], mirror: bool = False) -> list[str]:
    """One game's canonical moves as Ludii replay tokens: ``P:c`` (player P sows canonical pit c),
    ``P:c+K`` where the engine's move relays K times (Ludii plays each relay lap as a ply of its
    own, which the trace tool then plays before the next token)."""
    position = engine.new_game(rules)
    tokens = []
    for c in moves:
        move = next(m for m in engine.legal_moves(rules, position) if move_pit(position, m, mirror) == c)
        played = engine.apply_move(rules, position, move)
        tokens.append(_token(rules, c, played.events))
        position = played.position
    return tokens


def _token(rules: Rules, c: int, events: Sequence[Any]) -> str:
    laps = sum(1 for e in events if e.get("type") == "relay")
    return f"{1 if c < rules.pits_per_side else 2}:{c}" + (f"+{laps}" if laps else "")


def random_arrangement(position: Position, rng: random.Random) -> Move:
    """Every seed of the seat to move dropped into a uniformly chosen pit of its own."""
    own = position.pits[position.to_move]
    seeds = [0] * len(own)
    for _ in range(sum(own)):
        seeds[rng.randrange(len(own))] += 1
    return arrangement(position, seeds)


def engine_games(rules: Rules, games: int, seed: int, mirror: bool = False, max_plies: int = 1000,
                 tokens: list[list[str]] | None = None, reverse: Direction | None = None) -> list[list[EngineMove]]:
    """The engine's seeded random games as canonical pit lists (for Ludii's ``--replay``);
    ``tokens`` gets each game's replay tokens (``replay_tokens``). An arrangement (Omweso's
    opening) is a list of the seat's seeds, drawn at random; ``reverse``: a move sown that way is
    its pit plus ``REVERSE`` (the four-row games' tokens: conformance/run.py ``site_tokens``)."""
    out = []
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        position = engine.new_game(rules)
        moves: list[EngineMove] = []
        game_tokens: list[str] = []
        while not _finished(position) and len(moves) < max_plies:
            legal = engine.legal_moves(rules, position)
            move = legal[rng.randrange(len(legal))]
            if move.kind is MoveKind.ARRANGE:
                move = random_arrangement(position, rng)
                moves.append(list(move.seeds))
                position = engine.apply_move(rules, position, move).position
                continue
            c = move_pit(position, move, mirror, reverse)
            moves.append(c)
            played = engine.apply_move(rules, position, move)
            game_tokens.append(_token(rules, c, played.events))
            position = played.position
        out.append(moves)
        if tokens is not None:
            tokens.append(game_tokens)
    return out
