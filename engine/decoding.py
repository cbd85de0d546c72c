"""What comes in: client JSON decoded into positions and moves, and checked (``engine.encoding``
writes what goes out).

A position from a client is decoded and checked before use: shape, non-negative counts,
seed total equal to the game's total, a valid seat to move, and a status consistent with
the board. Every violation is reported at once (``InvalidPosition``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from engine.ending import REASONS, expected_winners
from engine.errors import IllegalMove, InvalidMove, InvalidPosition, Violation
from engine.game import position_geometry, start_turn
from engine.position import BaoState, Move, MoveKind, Outcome, Phase, Position, Status, is_agreement
from engine.rounds import decision_moves
from engine.rules import MAX_PITS, Direction, DirectionKept, EndCheck, Rounds, Rules, WegueSowing
from engine.sowing import start_directions
from engine.table import Table
from engine.wegue import a_row_blocked, only_wegues_hold_seeds

MAX_PLY = 1_000_000
MAX_LIST = 2 * MAX_PITS
"""Most entries of an ``arrange`` or ``choose_hollows`` move: a seat's pits in two rows of the widest board."""
MAX_HISTORY = 10_000
_KEY = re.compile(r"^[0-9a-f]{16}$")
_HEX = re.compile(r"[0-9a-f]*")
POSITION_KEYS = frozenset({"pits", "stores", "to_move", "ply", "status", "outcome", "history", "last_mover",
                           "round", "round_starter", "phase", "owners", "end_proposed_by", "tuzdyk", "ruined", "nyumba", "takasia",
                           "takes_left", "wegue", "relay_pit", "directions"})
MOVE_TYPES = ("sow", "arrange", "choose_hollows", "propose_end", "accept_end", "take", "stop", "continue")
_MOVE_KINDS: Final = {kind.value: kind for kind in MoveKind}  # a dict lookup, not the enum's Python-level call
_STATUSES: Final = {status.value: status for status in Status}
MOVE_KEYS = frozenset({"pit", "direction", "seat", "side", "type", "pits_per_side", "seeds", "hollows",
                       "constraints", "safari"})


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _same_json(value: object, default: object) -> bool:
    """``value`` is ``default`` as JSON would write it: ``false`` is not ``0``, nor ``0.0``."""
    return type(value) is type(default) and value == default


def _int_values(value: object) -> bool:
    """A JSON list of integers (``true`` and ``1.0`` are not integers)."""
    return isinstance(value, list) and all(_is_int(v) for v in value)


def move_from_json(rules: Rules, data: object, to_move: int | None = None) -> Move:
    """Decode ``{"pit": i}`` or ``{"pit": i, "direction": "cw"}``; ``seat`` may name the mover."""
    problems: list[Violation] = []
    if not isinstance(data, Mapping):
        raise InvalidMove("a move must be an object such as {\"pit\": 2}",
                          [Violation("malformed-move", "move", "must be an object")])
    for key in data:
        if key not in MOVE_KEYS:
            problems.append(Violation("unknown-field", f"move.{key}", "is not a field of a move"))
    kind_raw = data.get("type", "sow")
    kind = _MOVE_KINDS.get(kind_raw) if isinstance(kind_raw, str) else None
    if kind is None:
        problems.append(Violation("malformed-move", "move.type",
                                  f"must be one of {', '.join(MOVE_TYPES)}; got {kind_raw!r}"))
    constraints = data.get("constraints")
    if constraints is not None and not isinstance(constraints, str):
        problems.append(Violation("malformed-move", "move.constraints", f"must be a string (it is ignored); got {constraints!r}"))
    seat = data.get("seat")
    if seat is not None and not _is_int(seat):
        problems.append(Violation("malformed-move", "move.seat", f"must be an integer; got {seat!r}"))
    move: Move | None = None
    if kind is not None and is_agreement(kind):
        for key in data:
            if key not in ("type", "seat"):
                problems.append(Violation("unknown-field", f"move.{key}", f"is not a field of a {kind.value!r} move"))
        move = Move(kind=kind)
    elif kind is MoveKind.ARRANGE or kind is MoveKind.CHOOSE_HOLLOWS:
        for key in ("pit", "direction", "side", "safari"):
            if key in data:
                problems.append(Violation("unknown-field", f"move.{key}", f"is not a field of a {kind.value!r} move"))
        name = "seeds" if kind is MoveKind.ARRANGE else "hollows"
        values = data.get(name)
        if not isinstance(values, list) or not 1 <= len(values) <= MAX_LIST or not all(
                _is_int(v) for v in values):
            problems.append(Violation("malformed-move", f"move.{name}", "must be a non-empty list of integers"))
        elif kind is MoveKind.ARRANGE:
            size = data.get("pits_per_side", len(values))
            if not _is_int(size) or size != len(values):
                problems.append(Violation("malformed-move", "move.pits_per_side",
                                          f"must equal the number of seeds listed ({len(values)}); got {size!r}"))
            move = Move(kind=kind, seeds=tuple(values))
        else:
            move = Move(kind=kind, hollows=tuple(values))
        for key in ("seeds", "hollows", "pits_per_side"):
            if key in data and key != name and not (key == "pits_per_side" and kind is MoveKind.ARRANGE):
                problems.append(Violation("unknown-field", f"move.{key}", f"is not a field of a {kind.value!r} move"))
    elif kind is MoveKind.STOP or kind is MoveKind.CONTINUE:
        for key in data:
            if key not in ("type", "seat"):
                problems.append(Violation("unknown-field", f"move.{key}", f"is not a field of a {kind.value!r} move"))
        if not rules.stop_holes:
            problems.append(Violation("malformed-move", "move.type",
                                      f"this game has no stop holes (stop_holes empty): no {kind.value!r} moves"))
        move = Move(kind=kind)
    elif kind is MoveKind.TAKE:
        for key in data:
            if key not in ("type", "seat", "pit", "side"):
                problems.append(Violation("unknown-field", f"move.{key}", "is not a field of a 'take' move"))
        pit = data.get("pit")
        if not isinstance(pit, int) or isinstance(pit, bool):
            problems.append(Violation("malformed-move", "move.pit", f"must be an integer (a pit of the opponent's row); got {pit!r}"))
        elif not 0 <= pit < rules.pits_per_seat:
            problems.append(Violation("no-such-pit", "move.pit", f"must be between 0 and {rules.pits_per_seat - 1}"))
        side = data.get("side")
        if side is not None and (not _is_int(side) or not 0 <= side < rules.seats):
            problems.append(Violation("malformed-move", "move.side", f"must be a seat below {rules.seats}; got {side!r}"))
        if not rules.capture_chosen_holes:
            problems.append(Violation("malformed-move", "move.type",
                                      "this game has no holes chosen after a capture (capture_chosen_holes 0): no 'take' moves"))
        if isinstance(pit, int) and not isinstance(pit, bool):
            move = Move(pit, side=side if isinstance(side, int) else None, kind=MoveKind.TAKE)
    elif kind is MoveKind.SOW:
        for key in ("seeds", "hollows", "pits_per_side"):
            if key in data:
                problems.append(Violation("unknown-field", f"move.{key}", "is not a field of a sowing move"))
        pit = data.get("pit")
        most = rules.pits_per_seat
        if not isinstance(pit, int) or isinstance(pit, bool):
            problems.append(Violation("malformed-move", "move.pit", f"must be an integer; got {pit!r}"))
        elif not 0 <= pit < most:
            problems.append(Violation("no-such-pit", "move.pit", f"must be between 0 and {most - 1}"))
        direction: Direction | None = None
        raw = data.get("direction")
        if raw is not None:
            if raw in ("cw", "ccw"):
                direction = Direction(raw)
            else:
                problems.append(Violation("malformed-move", "move.direction", f"must be 'cw' or 'ccw'; got {raw!r}"))
        side = data.get("side")
        if side is not None and (not _is_int(side) or not 0 <= side < rules.seats):
            problems.append(Violation("malformed-move", "move.side", f"must be a seat below {rules.seats}; got {side!r}"))
        safari = data.get("safari", False)
        if not isinstance(safari, bool):
            problems.append(Violation("malformed-move", "move.safari", f"must be true or false; got {safari!r}"))
        elif safari and (rules.bao is None or rules.bao.nyumba < 0):
            problems.append(Violation("unknown-field", "move.safari", "only games with a nyumba (Bao la Kiswahili) have a safari"))
        if isinstance(pit, int) and not isinstance(pit, bool):
            move = Move(pit, direction, side=side if isinstance(side, int) else None, safari=safari is True)
    if problems:
        raise InvalidMove("malformed move: " + "; ".join(p.message for p in problems), problems)
    if seat is not None and to_move is not None and seat != to_move:
        raise IllegalMove("not-your-turn", f"seat {seat} moved but seat {to_move} is to move",
                          move=dict(data))
    assert move is not None
    return move


def _int_list(value: object, length: int, path: str, problems: list[Violation]) -> list[int] | None:
    if not isinstance(value, list):
        problems.append(Violation("invalid-shape", path, f"must be a list of {length} integers"))
        return None
    if len(value) != length:
        problems.append(Violation("invalid-shape", path, f"must hold {length} entries, not {len(value)}"))
        return None
    ok = True
    for i, v in enumerate(value):
        if not _is_int(v):
            problems.append(Violation("invalid-shape", f"{path}[{i}]", f"must be an integer; got {v!r}"))
            ok = False
        elif v < 0:
            # Still an integer: keep the list so that the seed total is checked as well.
            problems.append(Violation("negative-count", f"{path}[{i}]", f"must not be negative; got {v}"))
    return value if ok else None


def _history_keys(history: list[Any]) -> bool:
    """Every item is a key ``_KEY`` matches. Keys of 16 characters are checked in one regular
    expression over their concatenation (one call instead of one per key, a position carries up
    to dozens); anything else item by item, as ``_KEY`` alone decides."""
    if all(type(k) is str and len(k) == 16 for k in history) and _HEX.fullmatch("".join(history)):
        return True
    return all(isinstance(k, str) and _KEY.match(k) for k in history)


def position_from_json(rules: Rules, data: object) -> Position:
    """Decode and check a client-supplied position; ``InvalidPosition`` lists every violation."""
    problems: list[Violation] = []
    if not isinstance(data, Mapping):
        raise InvalidPosition("a position must be an object",
                              [Violation("invalid-shape", "position", "must be an object")])
    for key in data:
        if key not in POSITION_KEYS:
            problems.append(Violation("unknown-field", f"position.{key}", "is not a field of a position"))
    for key in ("pits", "stores", "to_move"):
        if key not in data:
            problems.append(Violation("missing-field", f"position.{key}", "is required"))
    seats = rules.seats
    sizes = [n * rules.rows_per_side for n in (rules.board_sizes or (rules.pits_per_side,))] \
        if rules.rounds is Rounds.REDISTRIBUTE else [rules.pits_per_seat]
    rows: list[list[int]] | None = None
    raw_pits = data.get("pits")
    if "pits" in data:
        if not isinstance(raw_pits, list) or len(raw_pits) != seats:
            problems.append(Violation("invalid-shape", "position.pits", f"must be a list of {seats} rows"))
        else:
            first = raw_pits[0] if raw_pits and isinstance(raw_pits[0], list) else None
            n = len(first) if first is not None and len(first) in sizes else sizes[0]
            if first is not None and len(first) not in sizes:
                problems.append(Violation("invalid-shape", "position.pits[0]",
                                          f"must hold {' or '.join(map(str, sizes))} entries, not {len(first)}"))
            checked = [_int_list(row, n, f"position.pits[{s}]", problems) for s, row in enumerate(raw_pits)]
            rows = [r for r in checked if r is not None]
            if len(rows) != seats:
                rows = None
    stores = _int_list(data.get("stores"), seats, "position.stores", problems) if "stores" in data else None
    players = rules.players
    to_move = data.get("to_move")
    if "to_move" in data and (not _is_int(to_move) or to_move not in players):
        problems.append(Violation("invalid-seat", "position.to_move", f"must be one of the seats {list(players)}"))
    ply = data.get("ply", 0)
    if not _is_int(ply) or not 0 <= ply <= MAX_PLY:
        problems.append(Violation("invalid-shape", "position.ply", f"must be an integer between 0 and {MAX_PLY}"))
    status_raw = data.get("status", "playing")
    status = _STATUSES.get(status_raw) if isinstance(status_raw, str) else None
    if status is None:
        problems.append(Violation("invalid-shape", "position.status", "must be 'playing' or 'finished'"))
    history = data.get("history", [])
    if not isinstance(history, list) or len(history) > MAX_HISTORY or not _history_keys(history):
        problems.append(Violation("invalid-shape", "position.history",
                                  f"must be a list of at most {MAX_HISTORY} 16-digit hex keys"))
        history = []
    last_mover = data.get("last_mover")
    if last_mover is not None and (not _is_int(last_mover) or last_mover not in players):
        problems.append(Violation("invalid-seat", "position.last_mover", f"must be null or one of {list(players)}"))
    inactive = [s for s in range(seats) if s not in players]
    if rows is not None and stores is not None:
        total = sum(map(sum, rows)) + sum(stores)
        if total != rules.total_seeds:
            problems.append(Violation("seed-count", "position",
                                      f"holds {total} seeds; this game has {rules.total_seeds}"))
        for s in inactive:
            if any(rows[s]) or stores[s]:
                problems.append(Violation("unused-seat", f"position.pits[{s}]",
                                          f"seat {s} takes no part in this game and must stay empty"))
    round_no, starter, phase = _round_state(rules, data, to_move, problems)
    takes_left = _takes_left(rules, data, phase, status, problems)
    relay_pit = _relay_pit(rules, data, phase, status, rows, to_move, problems)
    owners = _owners(rules, data, rows, problems)
    tuzdyk = _tuzdyk(rules, data, rows, problems)
    wegue = _wegue(rules, data, rows, problems)
    directions = _directions(rules, data, problems)
    ruined = _ruined(rules, data, rows, phase, round_no, problems)
    nyumba = _nyumba(rules, data, rows, status is Status.PLAYING, problems)
    takasia = _takasia(rules, data, stores, to_move, last_mover, problems)
    end_proposed_by = _end_proposed_by(rules, data, status, phase, problems)
    if phase is not Phase.PLAY and rules.arranged_opening():
        _check_opening(rules, rows, ply, problems)
    elif (phase is not Phase.PLAY and phase is not Phase.TAKE and phase is not Phase.RELAY_CHOICE
          and rows is not None and any(map(any, rows))):
        problems.append(Violation("status-inconsistent", "position.pits",
                                  "between rounds every seed is in the stores; the pits must be empty"))
    if problems:
        raise InvalidPosition("impossible position: " + "; ".join(p.message for p in problems), problems)
    assert rows is not None and stores is not None and isinstance(to_move, int) and isinstance(ply, int)
    assert status is not None
    outcome = _outcome_from_json(rules, data.get("outcome"), status, stores, problems, to_move)
    position = Position(
        pits=tuple(tuple(r) for r in rows),
        stores=tuple(stores),
        to_move=to_move,
        ply=ply,
        status=status,
        outcome=outcome,
        history=tuple(history),
        last_mover=last_mover,
        round=round_no,
        round_starter=starter,
        phase=phase,
        owners=owners,
        end_proposed_by=end_proposed_by,
        tuzdyk=tuzdyk,
        ruined=ruined,
        wegue=wegue,
        bao=BaoState(nyumba, takasia) if nyumba is not None or takasia is not None else None,
        takes_left=takes_left,
        relay_pit=relay_pit,
        directions=directions,
    )
    if status is Status.PLAYING:
        _check_playing(rules, position, problems)
    if problems:
        raise InvalidPosition("impossible position: " + "; ".join(p.message for p in problems), problems)
    return position


def _check_opening(rules: Rules, rows: list[list[int]] | None, ply: object, problems: list[Violation]) -> None:
    """Omweso's opening: the first two plies, with each player's own share of the seeds on their pits."""
    if not isinstance(ply, int) or not 0 <= ply < len(rules.players):
        problems.append(Violation("status-inconsistent", "position.phase",
                                  f"the arrangement is made in the first {len(rules.players)} plies only"))
    share = rules.total_seeds // len(rules.players)
    if rows is not None and any(sum(rows[s]) != share for s in rules.players):
        problems.append(Violation("status-inconsistent", "position.pits",
                                  f"before play begins each player holds {share} seeds on their own pits"))


def _round_state(rules: Rules, data: Mapping[str, Any], to_move: object,
                 problems: list[Violation]) -> tuple[int, int | None, Phase]:
    """``round``, ``round_starter`` and ``phase``: required shapes for matches of rounds,
    absent (or their single-game defaults) otherwise."""
    if rules.rounds is Rounds.NONE:
        opening = rules.arranged_opening() and data.get("phase") == "arrange"
        taking = bool(rules.capture_chosen_holes) and data.get("phase") == "take"
        choosing = bool(rules.stop_holes) and data.get("phase") == "relay_choice"
        phases = ("'take', " if rules.capture_chosen_holes else "") + ("'relay_choice', " if rules.stop_holes else "")
        for key, default in (("round", 0), ("round_starter", None), ("phase", "play")):
            if (key in data and not _same_json(data[key], default)
                    and not (key == "phase" and (opening or taking or choosing))):
                problems.append(Violation("unknown-field", f"position.{key}", "this game is not played in rounds"
                                          + ("; its phase is 'arrange' or 'play'" if key == "phase"
                                             and rules.arranged_opening() else
                                             f"; its phase is {phases}or 'play'" if key == "phase"
                                             and phases else "")))
        return 0, None, (Phase.ARRANGE if opening else Phase.TAKE if taking
                         else Phase.RELAY_CHOICE if choosing else Phase.PLAY)
    round_no = data.get("round", 1)
    if not _is_int(round_no) or not 1 <= round_no <= rules.max_rounds:
        problems.append(Violation("invalid-shape", "position.round", f"must be an integer between 1 and {rules.max_rounds}"))
        round_no = 1
    starter = data.get("round_starter", to_move if _is_int(to_move) else 0)
    if not _is_int(starter) or starter not in rules.players:
        problems.append(Violation("invalid-seat", "position.round_starter", f"must be one of {list(rules.players)}"))
        starter = 0
    raw = data.get("phase", "play")
    allowed = {"play": Phase.PLAY}
    if rules.rounds is Rounds.REDISTRIBUTE:
        allowed["arrange"] = Phase.ARRANGE
    elif rules.rounds is Rounds.TERRITORY:
        allowed["choose_hollows"] = Phase.CHOOSE_HOLLOWS
    if not isinstance(raw, str) or raw not in allowed:  # a list or an object is no key (issue 9: was a 500)
        problems.append(Violation("invalid-shape", "position.phase", f"must be one of {', '.join(allowed)}; got {raw!r}"))
        return round_no, starter, Phase.PLAY
    return round_no, starter, allowed[raw]


def _takes_left(rules: Rules, data: Mapping[str, Any], phase: Phase, status: Status | None,
                problems: list[Violation]) -> int:
    """Phase ``take``: the chosen holes still to take, 1 to ``capture_chosen_holes``; absent (or 0)
    in every other phase."""
    raw = data.get("takes_left", 0)
    path = "position.takes_left"
    if phase is not Phase.TAKE:
        if "takes_left" in data and not _same_json(raw, 0):
            problems.append(Violation("unknown-field" if not rules.capture_chosen_holes else "status-inconsistent",
                                      path, "is given only in phase 'take' (holes chosen after a capture)"))
        return 0
    most = rules.capture_chosen_holes
    if "takes_left" not in data:
        problems.append(Violation("missing-field", path, f"phase 'take' needs the holes still to take (1 to {most})"))
        return 1
    if not _is_int(raw) or not 1 <= raw <= most:
        problems.append(Violation("invalid-shape", path, f"must be an integer between 1 and {most}; got {raw!r}"))
        return 1
    if status is not Status.PLAYING:
        problems.append(Violation("status-inconsistent", "position.phase", "a finished game has no holes left to take"))
    return int(raw)


def _relay_pit(rules: Rules, data: Mapping[str, Any], phase: Phase, status: Status | None,
               rows: list[list[int]] | None, to_move: object, problems: list[Violation]) -> int:
    """Phase ``relay_choice``: the mover's stop hole (own numbering) where the lap ended, holding
    two seeds or more; absent (or -1) in every other phase."""
    raw = data.get("relay_pit", -1)
    path = "position.relay_pit"
    if phase is not Phase.RELAY_CHOICE:
        if "relay_pit" in data and not _same_json(raw, -1):
            problems.append(Violation("unknown-field" if not rules.stop_holes else "status-inconsistent",
                                      path, "is given only in phase 'relay_choice' (a lap ended in a stop hole)"))
        return -1
    if "relay_pit" not in data:
        problems.append(Violation("missing-field", path, "phase 'relay_choice' needs the stop hole the lap ended in"))
        return -1
    if not _is_int(raw) or raw not in rules.stop_holes:
        problems.append(Violation("invalid-shape", path,
                                  f"must be one of the stop holes {list(rules.stop_holes)}; got {raw!r}"))
        return -1
    if status is not Status.PLAYING:
        problems.append(Violation("status-inconsistent", "position.phase", "a finished game has no relay to choose"))
    elif rows is not None and isinstance(to_move, int) and 0 <= to_move < len(rows) and rows[to_move][raw] < 2:
        problems.append(Violation("status-inconsistent", path,
                                  "a lap that ended in an occupied stop hole leaves it two seeds or more"))
    return int(raw)


def _end_proposed_by(rules: Rules, data: Mapping[str, Any], status: Status | None, phase: Phase,
                     problems: list[Violation]) -> tuple[int, ...]:
    """A pending proposal to end by agreement: distinct players, not all of them (the game would
    be over), only while playing a game that allows it; absent or ``[]`` when none is pending."""
    raw = data.get("end_proposed_by", [])
    if raw == []:
        return ()
    path = "position.end_proposed_by"
    players = rules.players
    if not isinstance(raw, list) or not all(_is_int(s) and s in players for s in raw) or len(set(raw)) != len(raw):
        problems.append(Violation("invalid-shape", path, f"must list distinct seats of {list(players)}"))
        return ()
    if not rules.agreed_end:
        problems.append(Violation("status-inconsistent", path, "this game cannot be ended by agreement (agreed_end=false)"))
    elif status is Status.FINISHED:
        problems.append(Violation("status-inconsistent", path, "a finished game has no pending proposal"))
    elif phase is not Phase.PLAY and phase is not Phase.TAKE and phase is not Phase.RELAY_CHOICE:  # still its move
        problems.append(Violation("status-inconsistent", path, "no proposal is pending between rounds"))
    elif len(raw) == len(players):
        problems.append(Violation("status-inconsistent", path, "every player has agreed, so this game is already over"))
    return tuple(raw)


def _owners(rules: Rules, data: Mapping[str, Any], rows: list[list[int]] | None,
            problems: list[Violation]) -> tuple[tuple[int, ...], ...] | None:
    """Territory games: the owner of every pit (default: every pit belongs to its side)."""
    raw = data.get("owners")
    if rules.rounds is not Rounds.TERRITORY:
        if raw is not None:
            problems.append(Violation("unknown-field", "position.owners", "pits change owners in territory games only"))
        return None
    n = rules.pits_per_seat
    if raw is None:
        return tuple(tuple([s] * n) for s in range(rules.seats))
    ok = isinstance(raw, list) and len(raw) == rules.seats and all(
        isinstance(row, list) and len(row) == n and all(_is_int(v) and v in rules.players for v in row) for row in raw)
    if not ok:
        problems.append(Violation("invalid-shape", "position.owners",
                                  f"must be {rules.seats} rows of {n} seat numbers, like pits"))
        return None
    return tuple(tuple(row) for row in raw)


def _nyumba(rules: Rules, data: Mapping[str, Any], rows: list[list[int]] | None, playing: bool,
            problems: list[Violation]) -> tuple[bool, ...] | None:
    """Games with a house (``Rules.bao.nyumba``): whether every seat's nyumba still stands. A house
    emptied no longer stands, so in a game being played a standing one holds seeds (the seeds of
    a finished game may have been shared out); left out, every house holding seeds stands."""
    raw = data.get("nyumba")
    path = "position.nyumba"
    house = rules.bao.nyumba if rules.bao is not None else -1
    if house < 0:
        if raw is not None:
            problems.append(Violation("unknown-field", path, "only games with a house (Bao la Kiswahili) have one"))
        return None
    if rows is None or any(len(row) != rules.pits_per_seat for row in rows):
        return None
    held = [rows[s][house] > 0 for s in range(rules.seats)]
    if raw is None:
        return tuple(held)
    if not isinstance(raw, list) or len(raw) != rules.seats or not all(isinstance(v, bool) for v in raw):
        problems.append(Violation("invalid-shape", path,
                                  f"must list {rules.seats} booleans: whether each seat's nyumba still stands"))
        return None
    for seat, (standing, seeds) in enumerate(zip(raw, held, strict=True)):
        if standing and not seeds and playing:
            problems.append(Violation("status-inconsistent", f"{path}[{seat}]",
                                      "an emptied nyumba no longer stands: a standing one holds seeds"))
    return tuple(raw)


def _takasia(rules: Rules, data: Mapping[str, Any], stores: list[int] | None, to_move: object, last_mover: object,
             problems: list[Violation]) -> bool | None:
    """Games with the takasia rule: whether the last move was a mtaji-stage takasa (false if left out).

    Only a player with an empty store (the mtaji stage) makes one, and a store never fills again:
    the player who moved last (``last_mover``, else the seat before ``to_move``) has an empty store."""
    raw = data.get("takasia")
    if rules.bao is None or not rules.bao.takasia:
        if raw is not None:
            problems.append(Violation("unknown-field", "position.takasia", "only games with the takasia rule have it"))
        return None
    if raw is None:
        return False
    if not isinstance(raw, bool):
        problems.append(Violation("invalid-shape", "position.takasia", "must be true or false"))
        return None
    players = list(rules.players)
    previous = last_mover if _is_int(last_mover) and last_mover in players else (
        players[(players.index(to_move) - 1) % len(players)] if _is_int(to_move) and to_move in players else None)
    if raw and stores is not None and isinstance(previous, int) and stores[previous]:
        problems.append(Violation("status-inconsistent", "position.takasia",
                                  f"a takasa of the mtaji stage needs an empty store; seat {previous}, who moved "
                                  f"last, still holds {stores[previous]} seeds there (the namua stage)"))
    return raw


def _tuzdyk(rules: Rules, data: Mapping[str, Any], rows: list[list[int]] | None,
            problems: list[Violation]) -> tuple[int | None, ...] | None:
    """Games with tuzdyks: every seat's tuzdyk as a pit number of the opponent's row, or null
    (default: none yet). Each is a pit the rules allow (never the last one unless
    ``tuzdyk_in_last_pit``; never both with the same number unless ``tuzdyk_same_number``) and
    holds no seeds (they go to the owner's store as they fall)."""
    raw = data.get("tuzdyk")
    path = "position.tuzdyk"
    if not rules.tuzdyk_count():
        if raw is not None:
            problems.append(Violation("unknown-field", path, "only games with tuzdyks (tuzdyk_count) have them"))
        return None
    seats, n = rules.seats, rules.pits_per_seat
    if raw is None:
        return (None,) * seats
    if not isinstance(raw, list) or len(raw) != seats or not all(
            p is None or (_is_int(p) and 0 <= p < n) for p in raw):
        problems.append(Violation("invalid-shape", path,
                                  f"must list {seats} entries, each null or a pit number between 0 and {n - 1}"))
        return None
    numbers = tuple(raw)
    for seat, p in enumerate(numbers):
        if p is None:
            continue
        where = f"{path}[{seat}]"
        if p == n - 1 and not (rules.tuzdyk is not None and rules.tuzdyk.in_last_pit):
            problems.append(Violation("status-inconsistent", where, "a tuzdyk is never the opponent's last pit"))
        if rows is not None and rows[1 - seat][p]:
            problems.append(Violation("status-inconsistent", where,
                                      f"a tuzdyk holds no seeds (they go to seat {seat}'s store); "
                                      f"pits[{1 - seat}][{p}] holds {rows[1 - seat][p]}"))
    if numbers[0] is not None and numbers[0] == numbers[1] and not (rules.tuzdyk is not None and rules.tuzdyk.same_number):
        problems.append(Violation("status-inconsistent", path, "the two tuzdyks never have the same pit number"))
    return numbers


def _wegue(rules: Rules, data: Mapping[str, Any], rows: list[list[int]] | None,
           problems: list[Violation]) -> tuple[tuple[int | None, ...], ...] | None:
    """Games with wegues (``wegue_count``): shaped like ``pits``, every pit's owner as a wegue or
    null (default: none yet). A wegue is only ever made in the opponent's row, so a seat never owns
    one in its own row; never in the row's last pit without ``wegue_last_pit``; a closed hole
    (``wegue_sowing=closed``) holds no seed (its seeds were sown on when it was closed, and a seed
    meant for it leaves play)."""
    raw = data.get("wegue")
    path = "position.wegue"
    if not rules.wegue_count:
        if raw is not None:
            problems.append(Violation("unknown-field", path, "only games with wegues (wegue_count) have them"))
        return None
    seats, n = rules.seats, rules.pits_per_seat
    if raw is None:
        return tuple((None,) * n for _ in range(seats))
    if not isinstance(raw, list) or len(raw) != seats or not all(
            isinstance(row, list) and len(row) == n and all(o is None or (_is_int(o) and 0 <= o < seats) for o in row)
            for row in raw):
        problems.append(Violation("invalid-shape", path,
                                  f"must list {seats} rows of {n} entries, each null or a seat number"))
        return None
    for seat, row in enumerate(raw):
        for p, owner in enumerate(row):
            if owner == seat and not rules.wegue_pair:
                problems.append(Violation("status-inconsistent", f"{path}[{seat}][{p}]",
                                          "a wegue is made in the opponent's row: a seat never owns one in its own row"))
            elif owner is not None and not rules.wegue_last_pit and p == n - 1:
                problems.append(Violation("status-inconsistent", f"{path}[{seat}][{p}]",
                                          "no wegue is made in a row's last pit in this game"))
            elif owner is not None and rules.wegue_sowing is WegueSowing.CLOSED and rows is not None and rows[seat][p]:
                problems.append(Violation("status-inconsistent", f"{path}[{seat}][{p}]",
                                          "a closed hole holds no seed"))
    return tuple(tuple(row) for row in raw)


_DIRECTIONS: Final = {d.value: d for d in Direction}


def _directions(rules: Rules, data: Mapping[str, Any], problems: list[Violation]) -> tuple[Direction | None, ...] | None:
    """Games with a kept direction (``direction_kept``): per seat ``cw`` or ``ccw`` (kept),
    ``player_choice`` (its next move chooses) or null (before its first move, with
    ``direction_chosen_turn`` 2); absent: the start's (docs/rulings.md, "A direction chosen and kept")."""
    raw = data.get("directions")
    path = "position.directions"
    if rules.direction_kept is DirectionKept.NONE:
        if raw is not None:
            problems.append(Violation("unknown-field", path, "only games with a kept direction (direction_kept) have them"))
        return None
    seats = rules.seats
    if raw is None:
        return start_directions(rules)
    allowed = ("cw", "ccw", "player_choice") + ((None,) if rules.direction_chosen_turn == 2 else ())
    if not isinstance(raw, list) or len(raw) != seats or any(d not in allowed for d in raw):
        problems.append(Violation("invalid-shape", path, f"must list {seats} entries, each one of "
                                  + ", ".join("null" if a is None else repr(a) for a in allowed)))
        return None
    directions = tuple(None if d is None else _DIRECTIONS[d] for d in raw)
    if rules.direction_kept is not DirectionKept.EACH_PLAYER:
        kept = [d for d in directions if d is Direction.CW or d is Direction.CCW]
        opposite = rules.direction_kept is DirectionKept.BOTH_OPPOSITE
        if kept and (len(kept) != len(directions) or len(set(kept)) != (2 if opposite else 1)):
            problems.append(Violation("status-inconsistent", path,
                                      "the first choice binds every seat: all kept, "
                                      + ("the others the opposite way" if opposite else "the same way")))
    return directions


def _ruined(rules: Rules, data: Mapping[str, Any], rows: list[list[int]] | None, phase: Phase, round_no: int,
            problems: list[Violation]) -> tuple[tuple[int, ...], ...]:
    """Refill rounds: every seat's pits out of play, increasing pit numbers (absent or all empty:
    none). A ruined pit holds no seed, and every active seat keeps at least one pit in play
    (a player who cannot fill one has lost the match). Pits are ruined when a round ends and the
    pits are filled again from the stores: in the first round every pit is in play."""
    raw = data.get("ruined")
    path = "position.ruined"
    if raw is None:
        return ()
    if rules.rounds is not Rounds.REFILL:
        problems.append(Violation("unknown-field", path, "pits are out of play in refill rounds only (rounds=refill)"))
        return ()
    seats, n = rules.seats, rules.pits_per_seat
    if not isinstance(raw, list) or len(raw) != seats or not all(
            isinstance(row, list) and all(_is_int(p) and 0 <= p < n for p in row)
            and list(row) == sorted(set(row)) for row in raw):
        problems.append(Violation("invalid-shape", path,
                                  f"must be {seats} lists of increasing, distinct pit numbers between 0 and {n - 1}"))
        return ()
    numbers = tuple(tuple(row) for row in raw)
    for seat, row in enumerate(numbers):
        if len(row) >= n:
            problems.append(Violation("status-inconsistent", f"{path}[{seat}]",
                                      "a player with no pit in play has lost the match; at least one pit stays in play"))
        if rows is not None:
            full = [p for p in row if rows[seat][p]]
            if full:
                problems.append(Violation("status-inconsistent", f"{path}[{seat}]",
                                          f"a ruined pit holds no seeds; pits[{seat}][{full[0]}] holds {rows[seat][full[0]]}"))
    if phase is not Phase.PLAY:
        problems.append(Violation("status-inconsistent", path, "pits are out of play during a round only"))
    elif round_no == 1 and any(numbers):
        problems.append(Violation("status-inconsistent", path, "pits are ruined when a round ends; in the first "
                                  "round every pit is in play"))
    return numbers if any(numbers) else ()


OUTCOME_KEYS = frozenset({"reason", "scores", "winner", "winners", "draw"})


def _outcome_from_json(rules: Rules, raw: object, status: Status, stores: list[int],
                       problems: list[Violation], to_move: object = None) -> Outcome | None:
    if status is Status.PLAYING:
        if raw is not None:
            problems.append(Violation("status-inconsistent", "position.outcome", "must be null while playing"))
        return None
    if not isinstance(raw, Mapping):
        problems.append(Violation("status-inconsistent", "position.outcome", "a finished game needs its outcome"))
        return None
    reason, scores, winners = raw.get("reason"), raw.get("scores"), raw.get("winners")
    shape_ok = True
    for key in raw:
        if key not in OUTCOME_KEYS:
            problems.append(Violation("unknown-field", f"position.outcome.{key}", "is not a field of an outcome"))
            shape_ok = False
    if not isinstance(reason, str) or reason not in REASONS:
        problems.append(Violation("invalid-shape", "position.outcome.reason",
                                  f"must be one of {', '.join(sorted(REASONS))}; got {reason!r}"))
        shape_ok = False
    for key in ("scores", "winners"):
        if not _int_values(raw.get(key)):
            problems.append(Violation("invalid-shape", f"position.outcome.{key}", "must be a list of integers"))
            shape_ok = False
    winner, draw = raw.get("winner"), raw.get("draw")
    if winner is not None and not _is_int(winner):
        problems.append(Violation("invalid-shape", "position.outcome.winner", "must be null or a seat number"))
        shape_ok = False
    if "draw" in raw and not isinstance(draw, bool):
        problems.append(Violation("invalid-shape", "position.outcome.draw", "must be true or false"))
        shape_ok = False
    if not shape_ok or not isinstance(reason, str):
        return None
    if scores != stores:
        problems.append(Violation("status-inconsistent", "position.outcome.scores", "must equal the stores"))
        return None
    # The same rule the kernel applies when the game ends (engine.ending.expected_winners).
    expected = list(expected_winners(rules, reason, stores, to_move if isinstance(to_move, int) else -1))
    if winners != expected:
        problems.append(Violation("status-inconsistent", "position.outcome.winners",
                                  f"must be {expected} for these scores and reason {reason!r}"))
        return None
    outcome = Outcome(reason=reason, scores=tuple(stores), winners=tuple(expected))
    if "winner" in raw and winner != outcome.winner:
        problems.append(Violation("status-inconsistent", "position.outcome.winner", f"must be {outcome.winner}"))
        return None
    if "draw" in raw and draw != outcome.draw:
        problems.append(Violation("status-inconsistent", "position.outcome.draw", f"must be {str(outcome.draw).lower()}"))
        return None
    return outcome


def _check_playing(rules: Rules, position: Position, problems: list[Violation]) -> None:
    """A playing position must be one where the player to move really has a move."""
    geo = position_geometry(rules, position)
    t = Table.from_position(geo, position)
    if position.phase is not Phase.PLAY and rules.arranged_opening():
        return  # _check_opening: any layout of each player's own seeds can be rearranged
    if position.phase is Phase.RELAY_CHOICE:
        return  # _relay_pit: the stop hole holds two seeds or more, so both choices are open
    if position.phase is Phase.TAKE:
        if not decision_moves(rules, geo, t):
            problems.append(Violation("status-inconsistent", "position.phase",
                                      f"seat {t.to_move} has no hole of the opponent's to take: every one is empty"
                                      + (" or a stop hole (misoro)" if rules.stop_holes else "")))
        return
    if position.phase is not Phase.PLAY:
        mine, theirs = position.stores[t.to_move], position.stores[1 - t.to_move]
        deciding = mine < theirs if position.phase is Phase.ARRANGE else mine > theirs
        if not deciding or not decision_moves(rules, geo, t):
            problems.append(Violation("status-inconsistent", "position.to_move",
                                      f"seat {t.to_move} has no {position.phase.value!r} decision to make here"))
        return
    if rules.end_check is EndCheck.IMMEDIATE and any(not any(position.pits[s]) for s in rules.players):
        problems.append(Violation("status-inconsistent", "position.status",
                                  "a row is empty, so this game is already over"))
        return
    if rules.end_check is EndCheck.SINGLES and all(seeds <= 1 for row in position.pits for seeds in row):
        problems.append(Violation("status-inconsistent", "position.status",
                                  "no pit holds more than one seed, so this game is already over"))
        return
    if t.wegue is not None and any(map(any, position.pits)) and only_wegues_hold_seeds(geo, t.b, t.wegue):
        problems.append(Violation("status-inconsistent", "position.status",
                                  "only wegues hold seeds, so this game is already over"))
        return
    if t.wegue is not None and rules.wegue_blocked_row_ends and a_row_blocked(geo, t.b, t.wegue):
        problems.append(Violation("status-inconsistent", "position.status",
                                  "a row holds seeds only in wegues, so this game is already over"))
        return
    if rules.capture_majority_wins and max(position.stores) >= rules.majority_store():
        problems.append(Violation("status-inconsistent", "position.status",
                                  "a store holds half of the seeds, so this game is already over" if rules.majority_at_half
                                  else "a store holds more than half of the seeds, so this game is already over"))
        return
    probe = t.copy()
    start_turn(rules, geo, probe, None)
    if probe.outcome is not None:
        problems.append(Violation("status-inconsistent", "position.status",
                                  f"the game is already over here ({probe.outcome.reason})"))
    elif probe.to_move != t.to_move:
        problems.append(Violation("status-inconsistent", "position.to_move",
                                  f"seat {t.to_move} has no seeds and passes; seat {probe.to_move} is to move"))
