"""Endgame databases: the exact best-play value of every Kalah or Oware board with few seeds left,
probed in microseconds (issue 37, docs/analysis.md "Endgame databases").

A database holds one signed byte per board of 12 pits with at most ``most`` seeds, seen from the
player to move (``pits[to_move]`` then the other row, each from its owner's left, so sowing runs
through the indices 0, 1, …, 11 anticlockwise). The byte is the **margin of the seeds still on the
board** that best play gives the player to move (their future gains minus the opponent's), or
``UNPROVED`` (-128) where the build could not prove a value. The final margin of the game is the
store difference plus that byte. Boards are ranked by the combinatorial number system over the
prefix sums ``s_j`` of the pits: ``index = sum_j C(s_j + j, j + 1)``, so the boards with ``n``
seeds fill ``[C(n+11, 12), C(n+12, 12))`` and a file for ``most`` seeds is a prefix of any larger
one.

What the values mean:

* ``kalah``: the catalogue's Kalah on 6 pits (any ``seeds_per_pit``: the count on the board is
  all that matters). Kalah cannot repeat a position (stores never fall and, while they stay the
  same, every seed only moves towards its owner's store), so every value is exact under the real
  rules, with any history, as long as the move limit cannot be reached (``ply_margin``: 2,541 plies at 20 seeds).
* ``oware``: the catalogue's Oware (Abapa: origin skipped, 2-3 chained captures, grand slam
  captures nothing, feeding) **played out to the end**, that is with ``capture_majority_wins``
  off (the Lille sheet's reading). Positions can cycle, so the builder computes two values per
  board: with an endless game scored as the worst (all seeds to the opponent) and as the best for
  the player to move. Where they meet the value is proved **whatever the repetition rule, its
  count and the split of a cycle**, from any position whose history holds no position
  ``repetition_count - 1`` times yet (each side's strategy reaches the value without visiting a
  position twice, so no repetition can end the game first) and the move limit cannot be reached
  first (``Database.plies``, the length of those strategies the builder recorded); elsewhere the
  byte is ``UNPROVED``. With the 25-seed stop (the catalogue's
  default) the winner is the same as when played out (captures are never lost, so a store of 25
  has already won the played-out game), so the database gives the **result** exactly there and
  its score is flagged ``played_out`` (the margin were the game played out).

Only the file layout, ranking and probing live here (pure: the caller hands in the bytes, for
example an ``mmap``); ``engine.endgame.build`` compiles and runs the builder
(``engine/endgame/builder.c``) and ``engine.endgame.reference`` is the pure-Python reference the
tests compare it with.
"""

from __future__ import annotations

import dataclasses
import mmap
import random
import struct
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Literal

from engine.analysis import WIN, Analysis, MoveScore, result_of
from engine.catalogue import get_variant
from engine.game import apply_move, legal_moves
from engine.position import Move, Phase, Position, Status
from engine.rules import Rules

__all__ = [
    "GAMES",
    "HEADER_BYTES",
    "PITS",
    "PV_PLIES",
    "UNPROVED",
    "Database",
    "Game",
    "Probe",
    "analyse_by_database",
    "board_of",
    "database_rules",
    "game_for",
    "header",
    "level_start",
    "probe",
    "rank",
    "rank_moves",
    "size",
]

Game = Literal["kalah", "oware"]
GAMES: tuple[Game, ...] = ("kalah", "oware")
PITS = 12
UNPROVED = -128
HEADER_BYTES = 64
MAGIC = b"MANCDB01"

#: C(s + j, j + 1) for every prefix sum s up to 48 and pit j, the ranking's table
_BINOM = tuple(tuple(comb(s + j, j + 1) for j in range(PITS)) for s in range(49))


def size(most: int) -> int:
    """Boards of 12 pits holding at most ``most`` seeds: C(most + 12, 12)."""
    return comb(most + PITS, PITS)


def level_start(seeds: int) -> int:
    """The index of the first board holding ``seeds`` seeds (the boards with fewer come before)."""
    return comb(seeds + PITS - 1, PITS)


def rank(board: Sequence[int]) -> int:
    """The board's index: ``sum_j C(s_j + j, j + 1)`` over the prefix sums ``s_j``."""
    index = 0
    total = 0
    for j in range(PITS):
        total += board[j]
        index += _BINOM[total][j]
    return index


def header(game: Game, most: int) -> bytes:
    """The 64-byte header the builder writes: magic, game, most seeds, pits, boards (and, from the
    builder, Oware's bound of the plies left at bytes 40-43; zero here: none recorded)."""
    return MAGIC + game.encode().ljust(16, b"\0") + struct.pack("<IIQ", most, PITS, size(most)) + bytes(24)


def database_rules(game: Game) -> Rules:
    """The rules whose values the database holds (Oware played out: no stop at 25)."""
    rules = get_variant(game).rules
    return dataclasses.replace(rules, capture_majority_wins=False) if game == "oware" else rules


#: the dimensions a position's database value does not depend on (see the module docstring)
_FREE = ("seeds_per_pit", "max_plies", "repetition_count", "cycle_split")


#: game_for's answers by the id of the Rules object (kept alive by the entry): hashing a Rules
#: value costs a few µs, comparing two ~0.2 ms, a probe's whole budget several times over
_BY_ID: dict[int, tuple[Rules, tuple[Game, bool] | None]] = {}


def game_for(rules: Rules) -> tuple[Game, bool] | None:
    """The database that covers ``rules`` and whether its score is the played-out margin (Oware
    with the 25-seed stop: the result is exact, the margin is the played-out one), or None."""
    known = _BY_ID.get(id(rules))
    if known is not None and known[0] is rules:
        return known[1]
    answer = _game_for(rules)
    if len(_BY_ID) >= 1024:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, answer)
    return answer


@lru_cache(maxsize=256)
def _game_for(rules: Rules) -> tuple[Game, bool] | None:
    for game in GAMES:
        base = database_rules(game)
        same = dataclasses.replace(rules, **{name: getattr(base, name) for name in _FREE})
        if same == base:
            return game, False
        if game == "oware" and dataclasses.replace(same, capture_majority_wins=False,
                                                   majority_sweep=base.majority_sweep) == base:
            return game, True
    return None


def board_of(position: Position) -> tuple[int, ...]:
    """The 12 pits seen from the player to move: their row, then the other row."""
    mover = position.to_move
    return tuple(position.pits[mover]) + tuple(position.pits[1 - mover])


def ply_margin(database: Database, seeds: int) -> int | None:
    """Plies a game with ``seeds`` seeds left lasts at most under the database's best play, or None
    (no bound known: nothing is covered). Kalah: every ply stores or captures a seed or moves seeds
    towards their owner's store (at most 6 steps each, so at most 6n plies per count of seeds on
    the board), so at most 3n² + 4n; 6n² + 7n + 1 is used. Oware: the bound the builder recorded
    in the file's header, the sum of its levels' attractor depths (``Database.plies``; the same
    for every count of seeds in the file)."""
    if database.game == "kalah":
        return 6 * seeds * seeds + 7 * seeds + 1
    return database.plies


class Database:
    """One built database over a bytes-like buffer (an ``mmap`` of the file, or ``bytes``)."""

    def __init__(self, buffer: bytes | bytearray | memoryview | mmap.mmap, game: Game | None = None) -> None:
        head = bytes(buffer[:HEADER_BYTES])
        if len(head) < HEADER_BYTES or head[:8] != MAGIC:
            raise ValueError("not an endgame database (bad magic)")
        name = head[8:24].rstrip(b"\0").decode()
        most, pits, boards = struct.unpack("<IIQ", head[24:40])
        if name not in GAMES or pits != PITS or boards != size(most):
            raise ValueError(f"unsupported endgame database: game {name!r}, {pits} pits, {boards} boards")
        if game is not None and name != game:
            raise ValueError(f"the database is for {name!r}, not {game!r}")
        if len(buffer) != HEADER_BYTES + boards:
            raise ValueError(f"truncated endgame database: {len(buffer)} bytes, {HEADER_BYTES + boards} expected")
        self.game: Game = "kalah" if name == "kalah" else "oware"
        self.most: int = most
        (plies,) = struct.unpack("<I", head[40:44])
        #: Oware: the plies play from any of its boards lasts at most when both players follow the
        #: strategies that prove its values (the builder's level depths summed); None where the
        #: file records none (the pure-Python reference's files, an older builder's) or it
        #: saturated: no position is then covered (docs/analysis.md, "What exact means")
        recorded = name == "oware" and plies != 0xFFFFFFFF and (plies > 0 or most == 0)
        self.plies: int | None = plies if recorded else None
        self.buffer = buffer

    def value(self, board: Sequence[int]) -> int | None:
        """The margin of the seeds on ``board`` for the player to move, or None (not covered/proved)."""
        if sum(board) > self.most:
            return None
        byte = self.buffer[HEADER_BYTES + rank(board)]
        value = byte - 256 if byte >= 128 else byte
        return None if value == UNPROVED else value


@dataclass(frozen=True, slots=True)
class Probe:
    """A database answer for one position."""

    score: int
    """The final margin (own score minus the other's) for the seat to move with best play."""
    remaining: int
    """The margin of the seeds still on the board (the database byte)."""
    played_out: bool
    """True where the rules stop at a capture majority: ``score`` is then the margin of the game
    played out (the result is the same)."""


def _covered(database: Database, rules: Rules, position: Position) -> bool | None:
    """Whether ``position`` is in the database's scope: the played_out flag, or None when not."""
    match = game_for(rules)
    if match is None or match[0] != database.game:
        return None
    if (len(position.pits) != 2 or any(len(row) != 6 for row in position.pits) or position.status is not Status.PLAYING
            or position.phase is not Phase.PLAY or position.outcome is not None):
        return None
    seeds = sum(map(sum, position.pits))
    if database.game == "oware" and rules.repetition_count > 0 and position.history and (
            max(Counter(position.history).values()) >= rules.repetition_count - 1):
        # a position already seen repetition_count - 1 times could end the game on its next
        # visit: the database's strategies never visit a position twice, but the history may
        # hold it (module docstring)
        return None
    margin = ply_margin(database, seeds)
    if seeds > database.most or margin is None or position.ply + margin >= rules.max_plies:
        return None
    return match[1]


def probe(database: Database, rules: Rules, position: Position) -> Probe | None:
    """The database's exact value of ``position`` under ``rules``, or None where it is not covered
    (another game, too many seeds, too close to the move limit, or not proved)."""
    played_out = _covered(database, rules, position)
    if played_out is None:
        return None
    remaining = database.value(board_of(position))
    if remaining is None:
        return None
    mover = position.to_move
    return Probe(position.stores[mover] - position.stores[1 - mover] + remaining, remaining, played_out)


def rank_moves(database: Database, rules: Rules, position: Position) -> list[tuple[Move, int]] | None:
    """Every legal move with its exact final margin for the seat to move, best first (ties in the
    engine's move order), or None when the position or one of its children is not covered. A move
    that ends the game is worth its final margin (``capture_majority_wins`` games: as if played out,
    as the database's values)."""
    if _covered(database, rules, position) is None:
        return None
    if game_for(rules) == ("oware", True):
        rules = dataclasses.replace(rules, capture_majority_wins=False)
    mover = position.to_move
    ranked: list[tuple[Move, int]] = []
    for move in legal_moves(rules, position):
        child = apply_move(rules, position, move).position
        if child.outcome is not None:
            scores = child.outcome.scores
            ranked.append((move, scores[mover] - scores[1 - mover]))
            continue
        found = probe(database, rules, child)
        if found is None:
            return None
        ranked.append((move, found.score if child.to_move == mover else -found.score))
    ranked.sort(key=lambda item: -item[1])
    return ranked


#: plies of principal variation followed through the database (Oware's value-keeping moves can cycle)
PV_PLIES = 64


def _finished(margin: int) -> int:
    """The search's value of a finished game: ``WIN`` plus the margin, signed (0: a draw)."""
    return margin + WIN if margin > 0 else margin - WIN if margin < 0 else 0


def analyse_by_database(database: Database, rules: Rules, position: Position, *, margin: int = 0,
                        seed: int = 0) -> Analysis | None:
    """``engine.analysis.analyse``'s answer from the database: every legal move with its exact
    final margin (``bound: exact``), the best first, a principal variation of best moves (up to
    ``PV_PLIES``, ending where the game ends or a child is not covered), ``method: database``,
    ``nodes`` the positions probed. None when the position is not covered. ``margin`` and ``seed``
    weaken the move played as ``analyse`` does (a seeded pick among the moves within ``margin``
    seeds of the best: level 5)."""
    ranked = rank_moves(database, rules, position)
    found = probe(database, rules, position)
    if not ranked or found is None:
        return None
    probes = len(ranked) + 1
    pv: list[Move] = []
    line_rules = dataclasses.replace(rules, capture_majority_wins=False) if found.played_out else rules
    here: Position | None = position
    while here is not None and len(pv) < PV_PLIES:
        options = ranked if here is position else rank_moves(database, rules, here)
        if not options:
            break
        probes += len(options)
        pv.append(options[0][0])
        here = apply_move(line_rules, here, options[0][0]).position
        if here.outcome is not None:
            here = None
    best_move, best = ranked[0]
    choice = best_move
    if margin > 0:
        choice = random.Random(seed).choice([m for m, v in ranked if _finished(v) >= _finished(best) - margin])
    return Analysis(
        best_move=best_move, choice=choice, score=_finished(best), result=result_of(best, True),
        moves=tuple(MoveScore(move, _finished(value), "exact", result_of(value, True)) for move, value in ranked),
        pv=tuple(pv), depth=len(pv), nodes=probes, exact=True, method="database", stopped="solved",
        seeds_in_play=sum(map(sum, position.pits)),
        notes=("score: the margin with the game played out (no stop at a capture majority); the result is the same",)
        if found.played_out else (),
    )
