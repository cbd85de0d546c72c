"""Compare catalogue games with MancalaGames, the second reading of games Ludii does not describe.

    MANCALAGAMES=/tmp/mancalagames python -m conformance.mancalagames djenon-aboure --games 200 --seed 1

MancalaGames (github.com/StoneShark/MancalaGames, GPL-3.0) is a published Python engine that
plays some 150 mancala games from parameter files (``GameProps/<game>.txt``), each citing its
source. Like Ludii it is used as a tool from a checkout outside the repository (``$MANCALAGAMES``,
its ``src`` on ``sys.path``); none of its code or parameter files is in this repository. Its
board is the canonical two-row layout of docs/conformance.md: locations 0…n-1 the first player's
row from their left, n…2n-1 on round the board; its ``turn`` False is seat 0.

Both ways, as with Ludii: MancalaGames' seeded random games walked by the engine, and the
engine's seeded random games walked by MancalaGames. At every ply the walk checks the same seeds
in every pit and store, the same player to move, the same set of legal moves and, for every
legal move, the same successor (seeds, the next player, whether the game is over); at the end the
same scores and winner. MancalaGames' pass (``mustpass``: a player without a move passes) is the
engine's event ``pass``. The first difference stops a game's comparison; a difference resolved by
a ruling (``Ruled``) is counted under it and the game stops there.

Written by hand: MancalaGames is a desktop program, not a library with a comparison API; this
module drives its game object (``man_config.make_game``, ``get_moves``, ``move``, ``state``).
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import io
import json
import os
import pathlib
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import Move, Position, Rules, Status
from engine.rules import Direction

from .compare import canonical, move_pit

ROOT = pathlib.Path(__file__).resolve().parents[1]
RESULTS = ROOT / "conformance" / "results"
DATA = ROOT / "tests" / "conformance" / "data"
CREDIT = ("Move lists and seed counts played by MancalaGames (github.com/StoneShark/MancalaGames, "
          "commit {commit}, GPL-3.0) and by this engine; conformance/mancalagames.py")


@dataclass(frozen=True)
class MgRuled:
    """A difference resolved by a ruling in the game's rules text: the kind of difference ("any":
    every kind, the legal set included; "outcome": a successor's seeds, end or result; "mg_only": a move
    only MancalaGames offers, tested with empty successor seeds and events) and a test on (engine position, canonical pit, the engine's successor seeds, the
    engine's events of that move)."""

    name: str
    kind: str
    applies: Callable[[Position, int, list[int], list[dict[str, Any]]], bool]


@dataclass(frozen=True)
class MgGame:
    variant: str
    props: str
    """MancalaGames' parameter file, ``GameProps/<props>.txt``."""
    mg_variant: str | None = None
    """A named variant inside the parameter file."""
    options: dict[str, Any] = field(default_factory=dict)
    """Engine options that make the catalogue game MancalaGames' reading (each one ruled in the
    game's rules text)."""
    constants: dict[str, Any] = field(default_factory=dict)
    """MancalaGames ``game_constants`` set for the comparison (a board size the file's own
    variants do not name)."""
    info: dict[str, Any] = field(default_factory=dict)
    """MancalaGames ``game_info`` parameters set for the comparison (its reading of a catalogue
    option: named in the rules text)."""
    ruled: tuple[MgRuled, ...] = ()
    name: str = ""
    stores_as_one: bool = False
    """Seeds taken out of play (closed holes, ``wegue_sowing=closed``): MancalaGames puts them all in
    its first store, the engine in the closer's; the walk compares the two stores' sum, and the data
    keeps the pits only."""
    first_round: bool = False
    """A match of rounds compared in its first round only: a round's end is compared as a game's
    end (that both end it), the next round's arrangement is not (the driver has no round decisions)."""

    @property
    def key(self) -> str:
        return self.name or self.variant

    @property
    def engine_options(self) -> dict[str, Any]:
        # MancalaGames has no repetition ending (docs/conformance.md, L-RP1 for Ludii)
        return {"repetition_count": 0, **self.options}


def _chain_stopped_at_origin(position: Position, c: int, after: list[int], events: list[dict[str, Any]],
                             counts: frozenset[int] = frozenset({2, 4, 6})) -> bool:
    """The engine's capture chain (``capture_chain_across_rows``, anticlockwise sowing) reached the
    hole after the one the move started from and stopped there, though the starting hole holds a
    count the chain takes (``counts``, the game's capture counts): MancalaGames' chain goes on
    through it (and the holes behind it)."""
    ring = len(after) - 2
    n = ring // 2
    nxt = (c + 1) % ring
    taken = {p["seat"] * n + p["pit"] for e in events if e.get("type") == "capture" for p in e.get("pits", [])}
    return nxt in taken and after[c] in counts


CHAIN_THROUGH_ORIGIN = MgRuled("MG-CH1", "any", _chain_stopped_at_origin)
# Bakuk: the same ruling, its chain taking twos and fours only
CHAIN_THROUGH_ORIGIN_2_4 = MgRuled(
    "MG-CH1", "any", lambda position, c, after, events: _chain_stopped_at_origin(position, c, after, events,
                                                                                 frozenset({2, 4})))

def _row_emptied_by_capture(position: Position, c: int, after: list[int], events: list[dict[str, Any]]) -> bool:
    """The move captured the opponent's last seeds and the engine ended the game at once, the seeds
    left going to the player whose row is empty (reason ``no_seeds``)."""
    ends = [e for e in events if e.get("type") == "game_end"]
    return (any(e.get("type") == "capture" for e in events) and bool(ends) and ends[0].get("reason") == "no_seeds")


# Al-manqala: a capture that empties the opponent's row ends the game; the engine gives the beads
# left to the emptied player, MancalaGames scores them for nobody (rules text R-AM2, a source ambiguity).
ROW_EMPTIED = MgRuled("MG-AM1", "result", _row_emptied_by_capture)

def _clockwise_capture(position: Position, c: int, after: list[int], events: list[dict[str, Any]]) -> bool:
    """A capture made by a move sown clockwise by choice."""
    return c >= CLOCKWISE and any(e.get("type") == "capture" for e in events)


# Mbangbi: MancalaGames fixes its capture chain's direction opposite the game's default sowing
# (anticlockwise), so after a clockwise move its chain runs on clockwise, away from the holes just
# sown; Russ's rule ("then the hole sown just before it") is the engine's (rules text, MG-MB1).
CLOCKWISE_CHAIN = MgRuled("MG-MB1", "any", _clockwise_capture)

def _slam_on_an_empty_row(position: Position, c: int, after: list[int], events: list[dict[str, Any]]) -> bool:
    """The move captured, and the opponent's row held no seed when the move began."""
    board = canonical(position)
    n = (len(board) - 2) // 2
    opponent = board[n:2 * n] if position.to_move == 0 else board[:n]
    return not any(opponent) and any(e.get("type") == "capture" for e in events)


# Olowuka: MancalaGames calls a capture a grand slam only when the opponent's row held seeds when
# the move began; the engine's grand slam is any capture that takes every seed of the opponent's
# row, sown there by the move or not (rules text R-OL2, MG-OL1).
SLAM_ON_AN_EMPTY_ROW = MgRuled("MG-OL1", "outcome", _slam_on_an_empty_row)

def _opponent_passes(position: Position, c: int, after: list[int], events: list[dict[str, Any]]) -> bool:
    """The move left the opponent without seeds: the engine has them pass (event ``pass``)."""
    return any(e.get("type") == "pass" for e in events)


# Nam Nam: MancalaGames ends the round when the player to move has no seeds; the leaflet's "If a
# player's hollows are all empty, they miss a turn" (and the oware.org feeding) play on (MG-NN1).
EMPTY_MISSES_A_TURN = MgRuled("MG-NN1", "end", _opponent_passes)

def _modiar_row_without_move(position: Position, c: int, after: list[int], events: list[dict[str, Any]]) -> bool:
    """After the move a player has stones but no legal move: a row of singletons (MancalaGames reads
    it as empty, so its feeding rule and its end apply), or the next player's every move is one
    whose MancalaGames chain (MG-CH1) would be a forbidden grand slam."""
    rules = engine.resolve_rules("modiar", {"repetition_count": 0})
    n = len(position.pits[0])
    moved = engine.apply_move(rules, position, Move(c - position.to_move * n)).position
    if moved.status is Status.FINISHED:
        return False
    if any(sum(row) > 0 and max(row) < rules.min_seeds_to_move for row in moved.pits):
        return True
    moves = engine.legal_moves(rules, moved)
    outcomes = [engine.apply_move(rules, moved, m) for m in moves]
    return bool(moves) and all(
        _chain_stopped_at_origin(moved, move_pit(moved, m), canonical(t.position), list(t.events))
        for m, t in zip(moves, outcomes, strict=True))


# Modiar: "If a player's row is empty, his opponent must 'feed' him" (Mancala World): MancalaGames
# reads a row of singletons (no legal move) as empty; the source decides for the engine (MG-MO1).
SINGLETON_ROW = MgRuled("MG-MO1", "outcome", _modiar_row_without_move)

def _seeds_left_to_the_cleared_player(position: Position, c: int, after: list[int], events: list[dict[str, Any]]) -> bool:
    """The move left a player without seeds and the engine ended the game there, giving the seeds
    on the board to that player (reason ``no_seeds``, ``sweep=cleared_player``)."""
    return any(e.get("type") == "game_end" and e.get("reason") == "no_seeds" for e in events)


# Barbados Warri: a player left without seeds ends the game and takes the seeds on the board (the
# Barbados sources, rules text); MancalaGames' Wari, its feeding turned off, scores them otherwise (MG-BW1).
SEEDS_TO_THE_CLEARED = MgRuled("MG-BW1", "result", _seeds_left_to_the_cleared_player)

# Owari: a move that leaves the opponent without seeds: the rules sheet has the mover feed them if
# they can ("player 2's seeds must be arranged in such a way that he cannot pass any seeds to the
# empty side" before the game ends); MancalaGames' Wari ends the game when the player to move has
# no seeds (MG-OI1). The engine's emptied player passes and the mover must feed.
EMPTY_OPPONENT_FED = MgRuled("MG-OI1", "outcome", _opponent_passes)


def _row_emptied_ends_the_game(position: Position, c: int, after: list[int], events: list[dict[str, Any]]) -> bool:
    """The engine ended the game at this move because a row is empty (reason ``side_empty``)."""
    return any(e.get("type") == "game_end" and e.get("reason") == "side_empty" for e in events)


# Basic: "All the seeds left on the other side of the board are now theirs to count": the game ends
# as soon as a row is empty, the player whose row is empty taking the seeds left; MancalaGames'
# Kalah ends when the player to move cannot move, each row to its owner (MG-BA1).
ROW_EMPTY_END = tuple(MgRuled("MG-BA1", kind, _row_emptied_ends_the_game) for kind in ("end", "result"))

def _other_direction_feeds(position: Position, c: int, after: list[int], events: list[dict[str, Any]]) -> bool:
    """A move only MancalaGames offers: the opponent's row is empty, and the engine allows the same
    hole sown the other way (that way feeds the row, this one does not)."""
    board = canonical(position)
    n = (len(board) - 2) // 2
    if any(board[n:2 * n] if position.to_move == 0 else board[:n]):
        return False
    rules = engine.resolve_rules("je-ki-n-je", {"repetition_count": 0})
    legal = {move_key(position, m) for m in engine.legal_moves(rules, position)}
    return (c - CLOCKWISE if c >= CLOCKWISE else c + CLOCKWISE) in legal


# Je ki n je: with a direction chosen at every hole, MancalaGames' feeding rule (mustshare) works out
# which directions of a hole feed an empty row, but its list of moves then offers both directions of
# every hole one of whose directions feeds; the engine offers only the moves that feed (MG-JK1).
BOTH_DIRECTIONS_FED = MgRuled("MG-JK1", "mg_only", _other_direction_feeds)

GAMES: tuple[MgGame, ...] = (
    MgGame("djenon-aboure", "Djenon_Aboure",
           options={"origin": "sow_into", "empty_mover": "game_ends"},
           ruled=(CHAIN_THROUGH_ORIGIN,)),
    MgGame("al-manqala", "Al-manqala", ruled=(CHAIN_THROUGH_ORIGIN, ROW_EMPTIED)),
    MgGame("modiar", "Modiar", ruled=(CHAIN_THROUGH_ORIGIN, SINGLETON_ROW)),
    MgGame("songo-douala", "Songo", "Douala"),
    MgGame("bestemshe", "Toguz_Kumalak", "Toguz_Kumalak_5",
           info={"child_type": 0, "child_cvt": 0, "child_rule": 0, "child_locs": 0}),
    MgGame("kalah-6-3", "Kalah", options={"end_check": "at_turn_start"}, constants={"nbr_start": 3}),
    MgGame("kalah-6-5", "Kalah", options={"end_check": "at_turn_start"}, constants={"nbr_start": 5}),
    MgGame("kalah-6-6", "Kalah", options={"end_check": "at_turn_start"}, constants={"nbr_start": 6}),
    MgGame("endodoi", "Endodoi", constants={"holes": 10}),
    MgGame("mbangbi", "Mbangbi", ruled=(CLOCKWISE_CHAIN,)),
    MgGame("giuthi", "Giuthi", options={"capture_precondition": "opponent_row_sown"}, constants={"holes": 6},
           info={"udir_holes": [0, 1, 2, 3, 4, 5]},
           first_round=True),
    MgGame("nam-nam", "NamNam", options={"must_feed": "leave_seeds"}, first_round=True,
           ruled=(EMPTY_MISSES_A_TURN,)),
    MgGame("ayoayo", "Ayoayo", options={"sow_own_store": False, "capture_includes_sowing_seed": True}),
    MgGame("walak-pussa", "Longbeu-a-cha", "Walak-pussa"),
    # MancalaGames' Pallanguli without rounds, its parameters set to the catalogue's reading
    # (docs/conformance.md, MG-PA1): every four to its pit's owner, the lap's last seed included
    # (ENPAS_ALL_OWNER_OWN); no last-seeds pickup; no feeding; a player without seeds passes, as
    # the engine's option empty_mover=pass with end_check=at_turn_start (Wikipedia's end)
    MgGame("pallanguzhi", "Pallanguli", "No_Rounds", options={"empty_mover": "pass", "end_check": "at_turn_start"},
           info={"sow_rule": 4, "pickextra": 0, "mustshare": False, "mustpass": True}),
    # MancalaGames' Wari (after Russ) without its feeding rule (mustshare), which Barbados does not play
    MgGame("barbados-warri", "Wari", info={"mustshare": False}, ruled=(SEEDS_TO_THE_CLEARED,)),
    MgGame("owari", "Wari", ruled=(EMPTY_OPPONENT_FED,)),
    # MancalaGames' Kalah with 3 seeds a hole, the lone last seed always taken (xcpickown ALWAYS_PICK:
    # the rules sheet's capture "even when the opposite pot is empty")
    MgGame("basic", "Kalah", constants={"nbr_start": 3}, info={"xcpickown": 2}, ruled=ROW_EMPTY_END),
    # MancalaGames' Jongkak (Hanson 2003) as one game: no rounds, and its own variation of the end
    # (END_COND NO_ADDTL: the game ends when the player to move cannot move); the last seed taken
    # alone when the opposite house is empty (xcpickown ALWAYS_PICK, the rules text's "he deposits
    # only his last shell in his own storehouse")
    MgGame("congkak", "Jongkak", constants={"nbr_start": 7},
           info={"xcpickown": 2, "end_cond": 0, "rounds": 0, "blocks": False, "round_fill": 0, "round_starter": 0}),
    # Main Chongkak (Skeat) on Jongkak's parameters: 2×6 of 6, no rounds, the last seed left when
    # it captures nothing (xcpickown LEAVE), the game ending when a player has cleared their row
    MgGame("main-chongkak", "Jongkak", constants={"nbr_start": 6, "holes": 6},
           info={"xcpickown": 0, "end_cond": 1, "rounds": 0, "blocks": False, "round_fill": 0, "round_starter": 0}),
    MgGame("micro-wari", "Micro-Wari"),
    # MancalaGames' Tihbat set to the source's reading (MG-TB1): captures on the own side only
    # (capt_side OWN_SIDE) and the first seed back into the emptied hole, a single seed moved on
    # (sow_start with move_one, R-TB2)
    MgGame("tihbat", "Tihbat", info={"capt_side": 2, "sow_start": True, "move_one": True}),
    MgGame("sadeqa-iii", "Sadeqa_III"),
    MgGame("valah", "Valah"),
    # Nsa Isong (Mancala World after Osunsanya 1998): Ba-awa's rules sown clockwise, the first round
    # of each match as Nam Nam's
    MgGame("nsa-isong", "Nsa_Isong", first_round=True),
    # Woaley (Kanga Ballou 1984) on MancalaGames' Djenon Aboure, its neighbour: one seed left behind
    # in the hole a move starts from (sow_start, DrawLeaveOne) and a player who cannot move passes
    # (mustpass), the two rules the source gives Woaley where Djenon Aboure differs (MG-WL1)
    # Multiplayer mancala's two-player game (seats=2) on MancalaGames' Kalah: the starting hole
    # skipped (skip_start), a player without stones passing until no stone is left (mustpass)
    MgGame("multiplayer", "Kalah", options={"seats": 2}, info={"skip_start": True, "mustpass": True}),
    MgGame("woaley", "Djenon_Aboure", info={"sow_start": True, "mustpass": True}, ruled=(CHAIN_THROUGH_ORIGIN,)),
    MgGame("adji-kui-i", "Adji_Kui_I"),
    MgGame("olowuka", "Olowuka", ruled=(SLAM_ON_AN_EMPTY_ROW,)),
    # Closed holes (wegue_sowing=closed): MancalaGames puts every seed taken out of play into its
    # first store; the engine keeps it in the closer's (stores_as_one: their sum compared)
    MgGame("nambayi", "Nambayi", stores_as_one=True),
    # Embeli: MancalaGames fills the nti too (ruling 5 of docs/rules/embeli.md)
    MgGame("embeli", "Embeli", options={"start_pits": [4] * 11}, stores_as_one=True),
    MgGame("sokusowo", "Sokusowo"),
    MgGame("bakuk", "Bakuk", ruled=(CHAIN_THROUGH_ORIGIN_2_4,)),
    MgGame("mandoli", "Mandoli"),
    MgGame("achochodi", "Achochodi"),
    MgGame("je-ki-n-je", "Je_ki_n_je", ruled=(BOTH_DIRECTIONS_FED,)),
    # Olinda (Russ 1984) as one game (docs/rules/olinda.md): MancalaGames' rounds switched off, so its
    # re-choice of the directions at a later round's first move never arises
    MgGame("olinda", "Olinda", info={"rounds": 0, "blocks": False, "round_fill": 0, "round_starter": 0}),
)
BY_KEY = {g.key: g for g in GAMES}


def mg_home() -> pathlib.Path:
    return pathlib.Path(os.environ.get("MANCALAGAMES", "/tmp/mancalagames"))


def mg_commit() -> str:
    head = mg_home() / "COMMIT"
    return head.read_text(encoding="utf-8").strip()[:10] if head.exists() else "unknown"


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    with contextlib.redirect_stdout(io.StringIO()):
        yield


def make_mg(game: MgGame, seed: int) -> Any:
    src = str(mg_home() / "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    import man_config  # type: ignore[import-not-found]  # MancalaGames, outside the tree

    with contextlib.chdir(src):  # it finds its parameter table from the working directory
        man_config.read_params_data()

    random.seed(seed)
    config = man_config.read_game(str(mg_home() / "GameProps" / f"{game.props}.txt"))
    config["game_constants"].update(game.constants)
    for key, value in game.info.items():
        config["game_info"][key] = man_config.convert_from_file("conformance", key, value)
    with _quiet():
        mg = man_config.game_from_config(config, game.mg_variant)
    mg.turn = False  # seat 0 (South) opens, as the catalogue's games do
    mg.starter = False
    return mg


@dataclass
class Difference:
    kind: str
    game: int
    ply: int
    detail: str


@dataclass
class Walked:
    game: int
    moves: list[int] = field(default_factory=list)
    states: list[list[int]] = field(default_factory=list)
    plies: int = 0
    successors: int = 0
    ruled: dict[str, int] = field(default_factory=dict)
    difference: Difference | None = None
    stopped: str | None = None
    engine_end: dict[str, Any] | None = None
    mg_winner: int | None = None


def _mg_state(mg: Any) -> list[int]:
    return [*mg.board, *mg.store]


def _fold(game: MgGame, state: list[int]) -> list[int]:
    """A state as the walk compares it: with ``stores_as_one`` the two stores as their sum."""
    return [*state[:-2], state[-2] + state[-1]] if game.stores_as_one else state


PASS_TOKEN = 0xFFFF
"""MancalaGames' pass move (``game_info.PASS_TOKEN``)."""

CLOCKWISE = 100
"""A move sown clockwise where the player chooses the direction: its canonical pit + 100."""


def move_key(position: Position, move: Move) -> int:
    """A move as the data keeps it: its canonical pit, + ``CLOCKWISE`` when sown clockwise by choice."""
    return move_pit(position, move) + (CLOCKWISE if move.direction is Direction.CW else 0)


def _kept_direction(mg: Any) -> Any:
    """The mover's direction kept by MancalaGames' PlayAltDir (Olinda: the first move's direction for
    the first player, the opposite one for the other), or None where the game keeps none."""
    deco = mg.deco.get_dir
    while deco is not None and not hasattr(deco, "player_dirs"):
        deco = getattr(deco, "decorator", None)
    return None if deco is None else deco.player_dirs[int(mg.turn)]


def _mg_moves(mg: Any) -> dict[int, Any]:
    """MancalaGames' legal moves by canonical pit (a move is the display position: the first
    player's from their left, the second player's from the first player's left; with a direction
    choice a pair (position, direction), -1 clockwise)."""
    n = mg.cts.holes
    out = {}
    for m in mg.get_moves():
        if not isinstance(m, int) and len(m) == 3:  # (row, position, direction): a hole on either row
            row, pos, direct = m
            loc = pos if row else 2 * n - 1 - pos
            out[loc + (CLOCKWISE if direct is not None and int(direct) == -1 else 0)] = m
            continue
        pos = m if isinstance(m, int) else m[0]
        direct = None if isinstance(m, int) or len(m) < 2 else m[1]
        if direct is None and not isinstance(m, int):  # PlayAltDir after the first move: the mover's kept way
            direct = _kept_direction(mg)
        clockwise = direct is not None and int(direct) == -1
        out[(pos if not mg.turn else 2 * n - 1 - pos) + (CLOCKWISE if clockwise else 0)] = m
    return out


def _mg_play(mg: Any, move: Any, rounds: bool = False) -> tuple[bool, bool, int | None]:
    """Play a move on MancalaGames: (game over, passed, winner seat) after it and any pass;
    ``rounds``: a round's end counts as over."""

    def ended(cond: Any) -> bool:
        return bool(cond) and (cond.is_game_over() or (rounds and cond.is_round_over()))

    with _quiet():
        cond = mg.move(move)
        over = ended(cond)
        passed = False
        if not over and not mg.get_moves():
            passed = bool(mg.test_pass())
        elif not over and mg.get_moves() == [PASS_TOKEN]:  # its pass as a move of its own (mustpass)
            cond = mg.move(PASS_TOKEN)
            over = ended(cond)
            passed = True
    winner = None
    if over and cond.is_win() and not (rounds and cond.is_round_over()):
        winner = int(mg.mdata.winner)
    return over, passed, winner


def _mg_convention(mg: Any, over: bool, events: list[dict[str, Any]]) -> str | None:
    """An end MancalaGames makes by a convention of its own, mapped (docs/conformance.md):

    * ``MG-EN1``: a sowing that goes past its lap limit it reads as endless, and ends its game;
      the engine sows on to the turn's end (a truly repeating relay it ends after the repeated
      lap, event ``turn_truncated``, docs/rulings.md, Conventions) and plays on;
    * ``MG-FEW``: it ends a game with fewer than two seeds left on the board ("too few seeds for
      an outcome change"), each to the owner of its row; the engine plays on."""
    if not over or mg.mdata is None:
        return None
    if "endless" in str(mg.mdata.end_msg):
        return "MG-EN1"
    if "Too few seeds" in str(mg.mdata.end_msg):
        return "MG-FEW"
    return None


def _decided(over: bool, winner: int | None, succ: list[int]) -> bool:
    """MancalaGames ends a game as soon as a player's store holds more than half the seeds (the
    game is decided: stores only grow) and names that player the winner; the engine plays on to
    the end its rules give. Mapped, not a difference."""
    stores, total = succ[-2:], sum(succ)
    return over and winner is not None and 2 * stores[winner] > total


def _round_ended(events: Sequence[dict[str, Any]]) -> bool:
    return any(e.get("type") == "round_end" for e in events)


def _successor_difference(after: Position, c: int, over: bool, winner: int | None, succ: list[int],
                          turn: int, round_end: bool = False, game: MgGame | None = None) -> tuple[str, str] | None:
    if game is not None and game.stores_as_one and _fold(game, canonical(after)) == _fold(game, succ):
        succ = canonical(after)  # the same seeds in the pits, and the same out of play
    finished = after.status is Status.FINISHED or round_end
    if round_end:
        return None if over else ("end", f"after pit {c}: the engine ends the round, MancalaGames plays on {succ}")
    if over and not finished and _decided(over, winner, succ):
        if canonical(after) != succ:
            return "successor", f"after pit {c}: engine {canonical(after)} MancalaGames {succ} (decided)"
        return None
    if finished != over:
        return "end", f"after pit {c}: engine {after.outcome} {canonical(after)}, MancalaGames over={over} {succ}"
    if finished:
        # at the end only the winner is compared: MancalaGames may leave the seeds it awards on the board
        assert after.outcome is not None
        if after.outcome.winner != winner:
            return "result", f"after pit {c}: engine {after.outcome}, MancalaGames winner {winner} {succ}"
        return None
    if canonical(after) != succ:
        return "successor", f"after pit {c}: engine {canonical(after)} MancalaGames {succ}"
    if after.to_move != turn:
        return "turn", f"after pit {c}: engine seat {after.to_move}, MancalaGames {turn}"
    return None


def walk(rules: Rules, game: MgGame, index: int, seed: int, lead: str, max_plies: int = 2000) -> Walked:
    """One game played by both: ``lead`` ("mg" or "engine") picks each move at random."""
    mg = make_mg(game, seed * 1_000_003 + index)
    rng = random.Random(seed * 1_000_003 + index)
    out = Walked(index)
    position = engine.new_game(rules)
    mg_over, mg_winner = False, None

    def differ(kind: str, detail: str) -> Walked:
        out.difference = Difference(kind, index, out.plies, detail)
        return out

    while out.plies < max_plies:
        if position.status is Status.FINISHED or mg_over:
            break
        theirs = _mg_state(mg)
        if _fold(game, canonical(position)) != _fold(game, theirs):
            return differ("state", f"engine {canonical(position)} MancalaGames {theirs}")
        if position.to_move != int(mg.turn):
            return differ("turn", f"engine seat {position.to_move}, MancalaGames {int(mg.turn)}")
        mine = {move_key(position, m): m for m in engine.legal_moves(rules, position)}
        their_moves = _mg_moves(mg)
        ruled_pits: dict[int, str] = {}
        for extra in sorted(set(mine) - set(their_moves)):
            # a move MancalaGames refuses because a ruled difference makes it illegal there (MG-CH1:
            # its longer chain would take all the opponent's seeds, a forbidden grand slam)
            moved = engine.apply_move(rules, position, mine[extra])
            ruling = next((r.name for r in game.ruled if r.kind == "any"
                           and r.applies(position, extra, canonical(moved.position), list(moved.events))), None)
            if ruling is not None:
                out.ruled[ruling] = out.ruled.get(ruling, 0) + 1
                ruled_pits[extra] = ruling
        for extra in sorted(set(their_moves) - set(mine)):
            # a move only MancalaGames offers, explained by a ruled difference (MG-JK1: its feeding
            # rule offers both directions of a hole when one of them feeds)
            ruling = next((r.name for r in game.ruled if r.kind == "mg_only" and r.applies(position, extra, [], [])),
                          None)
            if ruling is not None:
                out.ruled[ruling] = out.ruled.get(ruling, 0) + 1
                ruled_pits[extra] = ruling
        if set(mine) - set(ruled_pits) != set(their_moves) - set(ruled_pits):
            return differ("legal", f"engine {sorted(mine)} MancalaGames {sorted(their_moves)}")
        saved = mg.state
        for c in sorted(set(mine) - set(ruled_pits)):
            moved = engine.apply_move(rules, position, mine[c])
            after = moved.position
            over, _, winner = _mg_play(mg, their_moves[c], game.first_round)
            succ, turn = _mg_state(mg), int(mg.turn)
            convention = _mg_convention(mg, over, list(moved.events))
            mg.state = saved
            found = _successor_difference(after, c, over, winner, succ, turn,
                                          game.first_round and _round_ended(moved.events), game)
            if found is None:
                out.successors += 1
                continue
            ruling = convention if convention and after.status is not Status.FINISHED else None
            ruling = ruling or next((r.name for r in game.ruled
                                     if (r.kind in (found[0], "any") or (r.kind == "outcome" and found[0] != "turn"))
                                     and r.applies(position, c, canonical(after), list(moved.events))), None)
            if ruling is None:
                return differ(*found)
            out.ruled[ruling] = out.ruled.get(ruling, 0) + 1
            ruled_pits[c] = ruling
        ordered = sorted(mine) if lead == "engine" else list(their_moves)
        chosen = ordered[rng.randrange(len(ordered))]
        if chosen in ruled_pits:  # the two are no longer the same game after it
            out.stopped = f"ruled: {ruled_pits[chosen]}"
            return out
        out.states.append(theirs[:-2] if game.stores_as_one else theirs)
        out.moves.append(chosen)
        mg_over, _, mg_winner = _mg_play(mg, their_moves[chosen], game.first_round)
        t = engine.apply_move(rules, position, mine[chosen])
        position = t.position
        out.plies += 1
        if game.first_round and _round_ended(t.events):
            if not mg_over:
                return differ("end", "the engine ended the round, MancalaGames plays on")
            out.stopped = "round end"  # the first round compared; the next one starts with an arrangement
            return out
        if mg_over and position.status is not Status.FINISHED and _decided(mg_over, mg_winner, _mg_state(mg)):
            out.stopped = "decided"  # mapped: MancalaGames stops a decided game; same seeds, its winner holds a majority
            out.mg_winner = mg_winner
            return out
    if position.status is not Status.FINISHED or not mg_over:
        if position.status is Status.FINISHED or mg_over:
            return differ("end", f"engine {position.outcome}, MancalaGames over={mg_over}")
        out.stopped = "ply limit"
        return out
    assert position.outcome is not None
    out.engine_end = {"scores": list(position.outcome.scores), "winner": position.outcome.winner,
                      "reason": position.outcome.reason}
    out.mg_winner = mg_winner
    if position.outcome.winner != mg_winner:
        return differ("result", f"engine {position.outcome}, MancalaGames winner {mg_winner}")
    return out


def _side(name: str, walked: list[Walked]) -> dict[str, Any]:
    return {"direction": name, "games": len(walked), "plies": sum(w.plies for w in walked),
            "successors": sum(w.successors for w in walked),
            "agreed_games": sum(1 for w in walked if not w.difference and not w.stopped),
            "stopped": sum(1 for w in walked if w.stopped),
            "ruled": {n: sum(w.ruled.get(n, 0) for w in walked) for n in sorted({n for w in walked for n in w.ruled})},
            "differences": [{"kind": w.difference.kind, "game": w.game, "ply": w.difference.ply,
                             "detail": w.difference.detail} for w in walked if w.difference]}


def compare_game(game: MgGame, games: int, seed: int) -> dict[str, Any]:
    rules = engine.resolve_rules(game.variant, game.engine_options)
    t0 = time.time()
    sides = {"mg": [walk(rules, game, g, seed, "mg") for g in range(games)],
             "engine": [walk(rules, game, g, seed + 7919, "engine") for g in range(games)]}
    summary = {"game": game.key, "variant": game.variant, "options": game.engine_options,
               "reading": "MancalaGames", "props": game.props, "mg_variant": game.mg_variant,
               "constants": game.constants, "info": game.info, "commit": mg_commit(), "seed": seed,
               "mg_to_engine": _side("mg_to_engine", sides["mg"]),
               "engine_to_mg": _side("engine_to_mg", sides["engine"]),
               "seconds": round(time.time() - t0, 1)}
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"mg-{game.key}.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    with gzip.open(DATA / f"mg-{game.key}.jsonl.gz", "wt", encoding="utf-8", compresslevel=9) as out:
        out.write(json.dumps({"credit": CREDIT.format(commit=mg_commit()), "game": game.key,
                              "variant": game.variant, "options": game.engine_options, "reading": "MancalaGames",
                              "props": game.props, "mg_variant": game.mg_variant, "mirror": False,
                              "swap_stores": False, "seed": seed}) + "\n")
        for direction, walked in sides.items():
            for w in walked:
                out.write(json.dumps({
                    "from": direction, "g": w.game, "moves": w.moves, "states": w.states,
                    "agreed": w.difference is None and w.stopped is None, "stopped": w.stopped,
                    "difference": None if w.difference is None else w.difference.detail,
                    "engine_end": w.engine_end,
                    "ludii_winner": (w.mg_winner + 1 if w.mg_winner is not None else 0)},
                    separators=(",", ":")) + "\n")
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("games_to_compare", nargs="*", help="comparison names (default: all)")
    parser.add_argument("--games", type=int, default=200, help="random games each way")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for game in [BY_KEY[k] for k in args.games_to_compare] if args.games_to_compare else list(GAMES):
        summary = compare_game(game, args.games, args.seed)
        brief: dict[str, Any] = {"game": game.key, "seconds": summary["seconds"]}
        for side in ("mg_to_engine", "engine_to_mg"):
            s = summary[side]
            brief[side] = {k: s[k] for k in ("games", "plies", "successors", "agreed_games", "ruled")}
            brief[side]["first_differences"] = s["differences"][:3]
        print(json.dumps(brief), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
