"""Which Ludii description stands for which catalogue game (docs/conformance.md has the table).

Every entry here is compared on the canonical two-row layout: Ludii's trace numbers the first
player's row 0…n-1 from that player's left and goes on round the board (counter-clockwise), so
canonical pit ``c`` is the engine's seat 0 pit ``c`` for ``c < n`` and seat 1 pit ``c - n``
otherwise (each seat's pits from its own left), and Ludii's store of player 1 / 2 is the engine's
store of seat 0 / 1. Ludii's player 1 is the engine's seat 0 (South, the first to move).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from engine.rules import Direction

from . import bao
from .compare import REVERSE, Ruled, _ludii_state, _simple, _winner_of_ludii
from .fourrows import first_turn, makonn_turn
from .laps import (
    LAPS,
    OWELA_ROW,
    Endless,
    Turn,
    enindji_legal,
    foji_legal,
    kay_turn,
    obridjie_turn,
    owela_turn,
    rabe_turn,
    relay_turn,
    single_stone_turn,
    skip_origin_lap,
    skip_origin_turn,
)
from .omweso import engine_allows_reverse, ludii_lists_reverse, omweso_turn
from .rounds import bosh_turn, gabata_adegrat_turn, hufesay_turn, rabe_round_start, tap_urdy_turn
from .sites import SiteMap, four_row, three_row_board, two_row
from .sites_walk import ENDLESS_RELAY
from .storelaps import chongkak_turn
from .wegues import (
    GABATA_SHOA,
    UM_EL_BANAT,
    WegueRules,
    WegueTurn,
    dropped_at_capture,
    ludii_marks,
    movable,
    wegue_turn,
)


def _lap_capture(step: int, capture: str) -> Ruled:
    """L-OW1 for a game of one lap that skips its origin: a differing successor (``pit`` the move,
    ``ply`` Ludii's position, the engine's too) is ruled where the model (conformance/laps.py,
    ``skip_origin_turn``) gives the engine's seeds without the ruling and Ludii's seeds and player
    to move with it, exactly."""
    def applies(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
        if nxt.get("engine") is None or nxt.get("over") or not 0 <= pit < len(ply["pits"]):
            return False
        state, mover = tuple(_ludii_state(ply)), int(ply["mover"]) - 1
        if len(state) != len(ply["pits"]) + 2:
            return False
        engine_turn = skip_origin_turn(state, mover, pit, step, capture, frozenset())
        ludii_turn = skip_origin_turn(state, mover, pit, step, capture, frozenset({"L-OW1"}))
        return (engine_turn != ludii_turn and list(engine_turn.state) == nxt["engine"]
                and ludii_turn == Turn(tuple(_ludii_state(nxt)), int(nxt["mover"]) - 1))
    return Ruled("L-OW1", "successor", applies)


# Ludii's Oware family (Oware "Wari (Observed)", Awari, Woli, Shono): a sowing of 12 seeds (23, …)
# laps the board, skips its origin and drops its last seed in the hole after it; Ludii's program
# then reads its last-seed rules at the skipped origin and captures nothing, where its own rules
# text ("Players capture counters when the final counter is sown in the opponent's row and the hole
# containing it has two or three counters") and every Oware source capture (docs/conformance.md,
# ruling L-OW1). A differing successor is ruled where the model gives both positions.
LAP_CAPTURE = _lap_capture(1, "two_or_three")
LAP_CAPTURE_CLOCKWISE = _lap_capture(-1, "two_or_three")  # Woli
LAP_FOUR = _lap_capture(1, "four_to_owner")  # Enindji: a last seed making four, to its hole's owner


def _second_sows_past_a_row_end(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """The second player's move, played by the engine from Ludii's position, sows past the end of a
    row (into its own store, or from the first player's last hole round to its own row): where
    Ludii's track for the second player differs from Parker's (ruling L-CN1). ``pit`` is the
    canonical pit moved."""
    if int(ply["mover"]) != 2 or pit < 0:
        return False
    n = len(ply["pits"]) // 2
    position = engine.Position(pits=(tuple(ply["pits"][:n]), tuple(ply["pits"][n:])),
                               stores=(ply["stores"][0], ply["stores"][1]), to_move=1)
    events = engine.apply_move(engine.resolve_rules("chonka", {"repetition_count": 0}), position,
                               engine.Move(pit=pit - n if pit >= n else pit)).events
    last: Any = None
    for event in events:
        if event["type"] in ("pickup", "relay"):
            last = event.get("pit")
        elif event["type"] == "sow":
            for step in event["path"]:
                if last == n - 1 or step.get("store"):
                    return True
                last = step.get("pit")
    return False


def _second_went_past_a_row_end(seeds: int, pit: int, turn_start: dict[str, Any], rec: dict[str, Any]) -> bool:
    """After a turn of the second player that Ludii played as several plies (relay laps): that turn,
    replayed by the engine from Ludii's position before it (``turn_start``, the ply of its move),
    went past the end of a row (L-CN1)."""
    if int(turn_start["mover"]) != 2:
        return False
    return _second_sows_past_a_row_end(0, int(turn_start["move_c"]), turn_start, rec)


# Ludii's Chonka: the second player's track skips its own store and runs through the first
# player's (it sows into it and may relay from it), where Parker ("He does not place any shells in
# the opponent's tachi") and Ludii's own rules text give each player their own store
# (docs/conformance.md, L-CN1).
SECOND_PLAYERS_TRACK = tuple(Ruled("L-CN1", kind, _second_sows_past_a_row_end) for kind in ("successor", "end", "result", "turn")) + (
    Ruled("L-CN1", "state", _second_went_past_a_row_end),)


def _stuck_players_store_for_both(seeds: int, pit: int, engine_end: dict[str, Any], end: dict[str, Any]) -> bool:
    """Ludii's Aw-li On-nam Ot-tjin ended because a player cannot move and scored that player's store
    for them and the same store plus the counters left for the opponent (its ``PiecesOwnedByP1`` /
    ``P2`` count the stuck player's store for both), where the engine and Lumholtz give the opponent
    their own store plus the counters left (ruling L-AO1). Exactly, from Ludii's final position:
    the player stuck is the engine's player to move; the engine's scores are Ludii's stores with
    the counters left given to the other player, Ludii's the stuck player's store for both and the
    counters left for the other player."""
    score, left, scores = end.get("score") or [], sum(end.get("pits") or []), engine_end["scores"]
    stores, stuck = list(end.get("stores") or []), engine_end.get("to_move")
    if engine_end["reason"] not in ("no_move", "no_seeds") or len(score) != 2 or len(stores) != 2 or stuck not in (0, 1):
        return False
    other = 1 - stuck
    return (list(scores) == [stores[0] + left * (other == 0), stores[1] + left * (other == 1)]
            and score[stuck] == stores[stuck] and score[other] == stores[stuck] + left)


STUCK_STORE_FOR_BOTH = Ruled("L-AO1", "result", _stuck_players_store_for_both)


def _ludii_scores_the_movers_row_for_both(record: dict[str, Any]) -> bool:
    """Ludii's La'b Akila ended with at most one seed on the board and scored each player's hand
    plus the same count (its ``PiecesOwnedBy`` counts ``sites Mover`` for both players)."""
    hands, score = record.get("hands") or [], record.get("score") or []
    return (bool(record.get("over")) and sum(record.get("pits", [])) <= 1 and len(hands) == 2 == len(score)
            and len({s - h for s, h in zip(score, hands)}) == 1)


def _last_shell_scored_by_both(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """A move that ends La'b Akila: the engine, playing it from Ludii's position, ends the game with
    the capture and gives the seed left (if any) to the capturer; Ludii's hands are the engine's
    stores before that and its scores count that seed for both (ruling L-LA1)."""
    if pit < 0 or not _ludii_scores_the_movers_row_for_both(nxt):
        return False
    n = len(ply["pits"]) // 2
    position = engine.Position(pits=(tuple(ply["pits"][:n]), tuple(ply["pits"][n:])),
                               stores=(ply["hands"][0], ply["hands"][1]), to_move=int(ply["mover"]) - 1)
    rules = engine.resolve_rules("lab-akila-culin", {"repetition_count": 0, "laps": "single"})
    after = engine.apply_move(rules, position, engine.Move(pit=pit - n if pit >= n else pit)).position
    if after.outcome is None or after.outcome.reason != "last_seeds":
        return False
    left = sum(nxt["pits"])
    mover = int(ply["mover"]) - 1
    return [e - h for e, h in zip(after.outcome.scores, nxt["hands"])] == [left if s == mover else 0 for s in (0, 1)]


def _final_last_shell(seeds: int, pit: int, engine_end: dict[str, Any], end: dict[str, Any]) -> bool:
    """The winners differ only through the seed left (ruling L-LA1): the engine ended the game by
    the last-seed rule and Ludii's scores are its hands plus the same count."""
    return engine_end.get("reason") == "last_seeds" and _ludii_scores_the_movers_row_for_both(end)


# Ludii's La'b Akila ends when at most one seed is left, as the catalogue does, but scores each
# player's hand plus the seeds on the row of the player to move (its "PiecesOwnedBy" reads
# ``sites Mover`` for both), where the catalogue gives the seed left to the capturer
# (docs/rules/lab-akila-culin.md R-LA5; docs/conformance.md, L-LA1).
LAST_SHELL = (Ruled("L-LA1", "result", _last_shell_scored_by_both), Ruled("L-LA1", "result", _final_last_shell))


def _ludii_first_turn(start: dict[str, Any]) -> bool:
    """Ludii's ply ``start`` begins the mover's first turn (its phase "FirstTurn"): the mover has not
    yet chosen a way (no player value above 0) and each site is listed once (the choosing turn
    lists each twice, one block per way)."""
    values = start.get("pvalue") or []
    mover = int(start["mover"]) - 1
    legal = list(start.get("legal") or [])
    return (len(values) <= mover or int(values[mover]) <= 0) and bool(legal) and len(set(legal)) == len(legal)


def _first_turn_front(start: dict[str, Any], pit: int, ludii: dict[str, Any]) -> bool:
    """L-NZ1 exactly: at Ludii's ply ``start`` of a player's first turn, the turn from canonical
    ``pit`` played by the model (conformance/fourrows.py ``first_turn``) gives the engine's board
    (``ludii["engine_state"]``) without the ruling and Ludii's board and player to move (``ludii``:
    its successor, or its position after the turn) with it."""
    mine, holes = ludii.get("engine_state"), len(start.get("pits") or [])
    if mine is None or "pits" not in ludii or not 0 <= pit < holes or not _ludii_first_turn(start):
        return False
    return _four_row_turn_ruled(first_turn, "L-NZ1", start, pit, mine, ludii)


def _four_row_turn_ruled(model: Callable[[tuple[int, ...], int, int, int, frozenset[str]], Turn], ruling: str,
                         start: dict[str, Any], move: int, mine: list[int], ludii: dict[str, Any]) -> bool:
    """A four-row turn from canonical ``move`` of Ludii's position ``start``, played by ``model``
    (conformance/fourrows.py), gives the engine's board ``mine`` without ``ruling`` and Ludii's
    board and player to move (``ludii``) with it, the two differing."""
    holes = len(start["pits"])
    before, mover = tuple(start["pits"]), int(start["mover"]) - 1
    try:
        engine_turn = model(before, mover, move, holes // 4, frozenset())
        ludii_turn = model(before, mover, move, holes // 4, frozenset({ruling}))
    except Endless:
        return False
    return (engine_turn != ludii_turn and list(engine_turn.state) == list(mine[:holes])
            and list(ludii_turn.state) == list(ludii["pits"])
            and (bool(ludii.get("over")) or int(ludii.get("mover", 0)) - 1 == ludii_turn.to_move))


# Ludii's Namudilakunze takes the facing front hole (or the back hole behind an empty one) in each
# player's first, clockwise turn, where its own text, its Chisolo ruleset and the catalogue take
# the back hole behind an empty front hole only (docs/conformance.md, L-NZ1). Ruled where the model
# gives both boards.
FIRST_TURN_FRONT = (
    Ruled("L-NZ1", "state", lambda seeds, pit, rec, extra: extra.get("turn_start") is not None and _first_turn_front(
        extra["turn_start"], int(extra["turn_start"]["move_c"]), {**rec, "engine_state": extra.get("engine_state")})),
    Ruled("L-NZ1", "successor", lambda seeds, pit, rec, nxt: _first_turn_front(rec, pit, nxt)))


def _winner_without_counters(seeds: int, pit: int, engine_end: dict[str, Any], end: dict[str, Any]) -> bool:
    """L-CS1 exactly: the two games ended with the same counters in the same holes (Ludii's board keeps
    no captures), one player having none left; the engine's game ended because that
    player cannot move (reason ``cannot_move``), the other one winning, and Ludii's winner is the
    player without counters (its capturer, owed a hole it cannot take, has no move and loses)."""
    pits, winner = list(end.get("pits") or []), int(end.get("winner") or 0)
    if engine_end["reason"] != "cannot_move" or not pits or winner not in (1, 2):
        return False
    per_seat = len(pits) // 2
    return (not any(pits[(winner - 1) * per_seat: winner * per_seat]) and engine_end.get("winner") == 2 - winner
            and list(engine_end.get("state") or [])[:len(pits)] == pits)


# Ludii's Chisolo: a capture that takes the opponent's last counters still owes a hole of the
# capturer's choice; the capturer has no such move and Ludii's "no moves: loss" ends the game in the
# opponent's favour. The engine's player left without counters loses (docs/conformance.md, L-CS1).
NO_HOLE_LEFT = Ruled("L-CS1", "result", _winner_without_counters)


@dataclass(frozen=True)
class LudiiGame:
    variant: str
    """The catalogue id (with ``options``: a named variation or option set of it)."""
    lud: str
    """Ludii's description, under ``Common/res/lud/board/sow/``."""
    ruleset: str | None = None
    ludii_options: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    """The engine options that make the catalogue game Ludii's reading (empty: the game itself)."""
    mirror: bool = False
    swap_stores: bool = False
    """Ludii's store map lists the second player's store first."""
    ruled: tuple[Ruled, ...] = ()
    """Differences resolved by a ruling (docs/conformance.md)."""
    """Ludii draws the board the other way round: its canonical rows run from the player's right."""
    first_round: bool = False
    """Ludii plays a match of rounds where the catalogue game is one: compared up to the end of
    Ludii's first round (its seeds all in the stores, as at the engine's end)."""
    name: str = ""
    """The comparison's name (the data file's): the variant id, or id+variation."""
    sites: SiteMap | None = None
    """A board the trace tool does not number canonically (four rows, no stores): how Ludii's
    sites map to canonical pits (conformance/sites.py); such a game is walked by
    conformance/sites_walk.py."""
    ludii_max_plies: int = 2000
    """Ludii's ply limit per game (relay laps are plies of their own in Ludii's four-row games)."""
    data_games: int | None = None
    """How many compared games each way the test data keeps (None: all): long games (a ply is a
    lap in Ludii's four-row games) keep bin/test's replay short."""
    resync: bool = False
    """After a ruled turn, go on from Ludii's position (sites_walk.walk) instead of stopping the game."""
    rounds_go_on: bool = False
    """Ludii plays a match of rounds where the engine's game is one round: a round end with the
    engine's scores in Ludii's hands (the board empty) is the end of the comparison (sites_walk)."""
    turns: bool = False
    """Compared turn by turn, Ludii → engine only (conformance/turns.py: Bao's multi-choice turns)."""
    directions: bool = False
    """The player chooses each move's direction: compared by conformance/directions.py."""
    lap_tokens: bool = False
    """The engine's games are replayed with each sowing's relay laps named (``site_tokens``): Qelat,
    where an extra turn often starts from the site its turn's last relay lap was sown from."""
    opening_plies: int = 0
    """Ludii's game opens with this many plies of a stylised opening the engine has no move for
    (Hus (Nama)): they are skipped and the engine takes Ludii's position after them; compared
    Ludii → engine only (the engine's own games cannot open that way)."""
    module: str = ""
    """Compared by ``conformance/<module>.py`` (its ``compare(games, seed, keep, key=)``) instead of
    run.py's walks, turn by turn: Giuthi against Ludii's Kiuthi (conformance/kiuthi.py), Walak-pussa
    and Pallanguzhi against Ludii's relay laps (conformance/relaylaps.py)."""
    opening_passes: int = 0
    """Ludii's game opens with an arrangement made counter by counter, each player's ending with a
    pass (Makonn): the plies up to the ``opening_passes``-th pass are skipped and the engine takes
    Ludii's position after them (its own arrangement moves are not compared); Ludii → engine only."""

    opening_tokens: tuple[str, ...] = ()
    """Ludii's game opens with choices the engine's rules fix (Misoro Tsoro: each player's two
    misoro holes, chosen in four plies): the engine's games are replayed after these tokens (Ludii's
    sites), whose plies are skipped; compared engine → Ludii only (Ludii's own random choices are
    not the engine's holes)."""
    kept_second: Direction | None = None
    """A game with a kept direction (``direction_kept``): the direction whose moves Ludii lists
    second where a move chooses (keyed canonical pit + ``REVERSE``, as Omweso's reverse sowings)."""

    @property
    def key(self) -> str:
        return self.name or self.variant

    @property
    def board(self) -> str:
        """How Ludii's board is read (docs/conformance.md's table)."""
        if self.sites is not None:
            return ("four-row sites" if self.lud.startswith("four_rows/")
                    else "three-row sites" if self.lud.startswith("three_rows/") else "sites")
        return "mirrored" if self.mirror else "canonical"

    @property
    def engine_options(self) -> dict[str, Any]:
        """The options the engine plays the comparison with: ``options`` over ``repetition_count=0``
        (ruling L-RP1: Ludii's programs have no repetition ending, the catalogue's is a house
        ruling for endless games)."""
        return {"repetition_count": 0, **self.options}




def _only_misoro_left(pits: list[int], seat: int, misoro: tuple[int, ...]) -> bool:
    """Seat ``seat``'s stones (canonical pits, 16 a seat) lie in its misoro alone (own pit numbers)."""
    row = pits[seat * 16:(seat + 1) * 16]
    return any(row[p] for p in misoro) and not any(row[p] for p in range(16) if p not in misoro)


def misoro_takes(misoro: tuple[int, ...]) -> tuple[Ruled, ...]:
    """Misoro Tsoro (Additional Capture), misoro ``misoro`` (docs/conformance.md L-MA1, L-MA2)."""

    def takes_find_only_misoro(seeds: int, pit: int, rec: dict[str, Any], nxt: dict[str, Any]) -> bool:
        """L-MA1: a move that captured (across or a take) left the opponent stones in their misoro alone:
        the engine's takes end and the turn passes, Ludii's capturer moves again (a forced pass)."""
        mover = int(rec["mover"]) - 1
        captured = any(e.get("type") == "capture" for e in nxt.get("engine_events", ()))
        return captured and int(nxt["mover"]) - 1 == mover and _only_misoro_left(nxt["pits"], 1 - mover, misoro)

    def takes_carried_into_next_turn(seeds: int, pit: int, rec: dict[str, Any], extra: dict[str, Any]) -> bool:
        """L-MA2: Ludii refuses the engine's next move, the capturer's opponent's sowing, because its
        count of extra captures was left over: it offers that player only takes of the capturer's holes
        (every legal move in the other seat's row), the mover's own stones in their misoro alone."""
        mover = int(rec["mover"]) - 1
        legal = [c for c in rec.get("legal_c", ()) if c >= 0]
        return (bool(legal) and all(c // 16 == 1 - mover for c in legal)
                and _only_misoro_left(rec["pits"], mover, misoro))

    return (Ruled("L-MA1", "turn", takes_find_only_misoro), Ruled("L-MA2", "refused", takes_carried_into_next_turn),
            Ruled("L-MA2", "skipped", takes_carried_into_next_turn))


# Misoro Tsoro (Additional Capture) (docs/conformance.md L-MA1, L-MA2): after the forced pass of L-MA1
# the game is resumed (resync), Ludii's refusal of the opponent's next move (engine -> Ludii) or the
# opponent's turn of takes (Ludii -> engine) read as L-MA2.
MISORO_TAKES = misoro_takes((8, 9))


def _last_move_ends(variant: str, options: dict[str, Any], start: dict[str, Any]) -> engine.Position:
    """The engine's position after the move of Ludii's ply ``start`` (a two-row board with stores or
    hands), played from Ludii's seeds under ``options``."""
    pits, n, mover = list(start["pits"]), len(start["pits"]) // 2, int(start["mover"]) - 1
    stores = list(start.get("stores") or start.get("hands") or [0, 0])
    position = engine.Position(pits=(tuple(pits[:n]), tuple(pits[n:])), stores=(stores[0], stores[1]), to_move=mover)
    return engine.apply_move(engine.resolve_rules(variant, options), position,
                             engine.Move(pit=int(start["move_c"]) - n * mover)).position


OWARE_OPTIONS: dict[str, Any] = {"repetition_count": 0, "grand_slam": "forbidden", "capture_majority_wins": False}


def _slams_left_to_rows(seeds: int, pit: int, engine_end: dict[str, Any], end: dict[str, Any]) -> bool:
    """L-OW3 exactly: the engine's last move, played from Ludii's ply of it, ends the game with
    reason ``only_grand_slams`` and the engine's scores; played with option
    ``only_grand_slams_to_mover=false`` it gives Ludii's scores and winner; and Ludii's scores are
    its stores plus the seeds on each player's own row, its player to move the one left with only
    grand slams."""
    start, scores = engine_end.get("turn_start"), end.get("score")
    if start is None or scores is None or "pits" not in end or not end.get("stores"):
        return False
    mine = _last_move_ends("oware", OWARE_OPTIONS, start).outcome
    theirs = _last_move_ends("oware", {**OWARE_OPTIONS, "only_grand_slams_to_mover": False}, start).outcome
    n = len(end["pits"]) // 2
    rows = [end["pits"][:n], end["pits"][n:]]
    return (mine is not None and theirs is not None and mine.reason == theirs.reason == "only_grand_slams"
            and list(mine.scores) == list(engine_end["scores"]) and list(theirs.scores) == list(scores)
            and int(end.get("winner", -1)) == _ludii_winner_by_score(list(scores))
            and list(scores) == [end["stores"][p] + sum(rows[p]) for p in (0, 1)]
            and int(end["mover"]) - 1 == engine_end.get("to_move"))


# With grand slams forbidden, a player left only with grand slams cannot move: Ludii's Wari gives each
# row's seeds to its owner, the catalogue's Oware option (iggamecenter) all of them to the player to
# move; Ludii's reading is option only_grand_slams_to_mover=false (docs/conformance.md, L-OW3). Ruled
# only where that option, from the engine's last move, gives Ludii's result.
SLAMS_LEFT = Ruled("L-OW3", "result", _slams_left_to_rows)


def togyz_lap(pit: int, seeds: int, holes: int) -> list[int]:
    """The holes a Togyz Kumalak lap of ``seeds`` from canonical ``pit`` sows, in order: the first
    seed back into its own hole, a lone seed into the next."""
    return [(pit + 1) % holes] if seeds == 1 else [(pit + i) % holes for i in range(seeds)]


def _tuzdyk_holds_seeds(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """L-TK1 exactly: Ludii's program empties a tuzdyk into its owner's kazan after each move only
    where the tuzdyk's site is above 0 (its ``CaptureFromTuzOf`` tests ``> 0``), so a tuzdyk at site 0
    (canonical pit 0, the second player's, in the first player's first hole) keeps what the lap sowed
    into it; a last seed there making an even count is captured by the mover, as in any opponent's
    hole. Ludii's successor must be the engine's (``nxt["engine"]``, pits then kazans) with that
    done to the seeds the lap sowed into pit 0, and the opponent moving next."""
    mine = nxt.get("engine")
    if (mine is None or list(ply.get("pvalue") or [])[1:2] != [0] or seeds <= 0
            or int(nxt["mover"]) == int(ply["mover"])):
        return False
    holes, mover = len(ply["pits"]), int(ply["mover"]) - 1
    lap = togyz_lap(pit, seeds, holes)
    sown = lap.count(0)
    expected = list(mine)
    expected[holes + 1] -= sown  # the engine's kazan of the tuzdyk's owner took them
    kept = ply["pits"][0] + sown
    if lap[-1] == 0 and kept % 2 == 0:
        expected[holes + mover] += kept  # Ludii's capture of an even count in the opponent's hole
    else:
        expected[0] += kept
    return sown > 0 and expected == [*nxt["pits"], *nxt["stores"]]


# Ludii's Toguz Kumalak leaves a seed sown into a tuzdyk at its site 0 (the second player's tuzdyk in
# the first player's first hole) in that hole: its end-of-move collection tests the tuzdyk's site
# ``> 0``; the federation's rules, PlayStrategy and the Togyz Qumalaq app put every seed sown into a
# tuzdyk in its owner's kazan, as the engine does (docs/conformance.md, ruling L-TK1). Ruled only
# where the engine's successor with those seeds put back into that hole is Ludii's, exactly.
TUZDYK_SEEDS = Ruled("L-TK1", "successor", _tuzdyk_holds_seeds)

def _awari_cannot_feed_end(state: tuple[int, ...], to_move: int, rulings: frozenset[str]) -> tuple[int | None, list[int]] | None:
    """The end of Awari at canonical ``state`` (the pits then the two stores), ``to_move`` to
    move, by a player who must feed and cannot: (winner seat or None, scores); None where the game
    is not over so. The engine's options: the opponent's row empty, no move of ``to_move`` sows a
    seed into it (a lap of ``skip_origin_lap``, ``must_feed=sow_seeds``): the game is over, each
    player scoring their captures (``sweep=none``), the most winning. L-AW1: Ludii's program
    allows only a move after which the opponent's row holds seeds (its ``ifAfterwards``; the lap
    and its captures as ``skip_origin_turn`` plays them under L-OW1); where there is none, that
    player passes, the opponent, without seeds, passes too and the game is over with no score
    (0-0), a draw."""
    pits, stores = list(state[:-2]), list(state[-2:])
    n = len(pits) // 2
    own = [c for c in range(to_move * n, to_move * n + n) if pits[c]]
    opponent = range((1 - to_move) * n, (2 - to_move) * n)
    if not own or any(pits[c] for c in opponent):
        return None
    for c in own:
        after = list(pits)
        if "L-AW1" in rulings:
            after = list(skip_origin_turn(state, to_move, c, 1, "two_or_three", frozenset({"L-OW1"})).state)
        else:
            skip_origin_lap(after, c, 1)
        if any(after[h] for h in opponent):
            return None
    if "L-AW1" in rulings:
        return None, [0, 0]
    return (None if stores[0] == stores[1] else int(stores[1] > stores[0])), stores


def _cannot_feed_draw(seeds: int, pit: int, engine_end: dict[str, Any], end: dict[str, Any]) -> bool:
    """L-AW1 exactly: the engine's final position is Ludii's (seeds and captures); there the model
    (``_awari_cannot_feed_end``) ends the game with the engine's reason, winner and scores without
    the ruling, and with it Ludii's: no winner, score 0-0."""
    if engine_end["reason"] != "cannot_feed" or "pits" not in end or engine_end.get("to_move") is None:
        return False
    state = tuple(engine_end["state"])
    if list(state) != _ludii_state(end):
        return False
    mine = _awari_cannot_feed_end(state, int(engine_end["to_move"]), frozenset())
    theirs = _awari_cannot_feed_end(state, int(engine_end["to_move"]), frozenset({"L-AW1"}))
    return (mine is not None and theirs is not None and mine != theirs
            and mine == (engine_end["winner"], list(engine_end["scores"]))
            and theirs == (_winner_of_ludii(end), list(end.get("score") or [0, 0])))


# Awari: a player who must feed and cannot has no legal move in Ludii's program: both players pass and
# Ludii ends the game with no score (a draw); Herskovits's "the player who captured the most counters
# wins", the engine's end (reason cannot_feed), counts the captures (docs/conformance.md, L-AW1).
# Ruled where the model gives both ends from the same final position.
CANNOT_FEED_DRAW = Ruled("L-AW1", "result", _cannot_feed_draw)

AWARI_OPTIONS: dict[str, Any] = {"repetition_count": 0}


def _slams_left_pass(seeds: int, pit: int, engine_end: dict[str, Any], rec: dict[str, Any]) -> bool:
    """L-AW2 exactly: the engine's last move, played from Ludii's ply of it, ends the game with
    reason ``only_grand_slams`` and the engine's scores; played without the end (option
    ``only_grand_slams_to_mover=false``, nothing swept) it gives Ludii's successor of that move,
    seeds and player to move, a game Ludii plays on; and there every move of that player would
    leave the opponent no seed (played with grand slams captured), so Ludii's program, which
    allows no such move, has it pass."""
    start = engine_end.get("turn_start")
    if start is None or "legal_next" not in start:
        return False
    nxt = next((n for c, n in zip(start["legal_c"], start["legal_next"]) if c == start["move_c"]), None)
    if nxt is None or nxt.get("over") or "pits" not in nxt:
        return False
    ended = _last_move_ends("awari-suriname", AWARI_OPTIONS, start)
    after = _last_move_ends("awari-suriname", {**AWARI_OPTIONS, "only_grand_slams_to_mover": False}, start)
    if (ended.outcome is None or ended.outcome.reason != "only_grand_slams"
            or list(ended.outcome.scores) != list(engine_end["scores"])
            or [*after.pits[0], *after.pits[1], *after.stores] != [*nxt["pits"], *(nxt.get("hands") or [])]
            or int(nxt["mover"]) - 1 != after.to_move):
        return False
    stuck = after.to_move
    playing = engine.Position(pits=after.pits, stores=after.stores, to_move=stuck)
    slams = engine.resolve_rules("awari-suriname", {**AWARI_OPTIONS, "grand_slam": "capture_all"})
    moves = engine.legal_moves(slams, playing)
    return bool(moves) and all(not any(engine.apply_move(slams, playing, m).position.pits[1 - stuck]) for m in moves)


# Awari: a player whose every move is a forbidden grand slam passes in Ludii's program and the other
# player moves on; the engine ends the game, the mover taking the seeds left (reason only_grand_slams;
# Herskovits is silent: docs/conformance.md, L-AW2). Ruled only where the engine's last move gives
# Ludii's position and every move there is a grand slam.
SLAMS_LEFT_PASS = Ruled("L-AW2", "end", _slams_left_pass)

def _single_seed_relays(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """L-JE1 exactly: Ludii's position after the lap of ``seeds`` from canonical ``pit`` (a 12-hole
    ring without stores) is the engine's (a ``turn`` difference: only the player to move differs),
    the lap's last seed fell into an empty hole (it holds 1), and Ludii's next ply is the same
    player's, whose one legal move lifts that lone seed: the relay the engine's turn ends without."""
    pits = nxt["pits"]
    last = (pit + seeds) % len(pits)
    return (int(nxt["mover"]) == int(ply["mover"]) and seeds > 0 and pits[last] == 1
            and list(nxt.get("legal_c") or []) == [last])


# J'erin: Ludii's program relays whenever the last seed's hole is not empty after it fell, so a last
# seed in an empty hole is sown on; its own rules text ("If the final counter falls into an empty
# hole, the turn ends") and the engine end the turn (docs/conformance.md, L-JE1). Ruled only where
# Ludii's position is the engine's and its next ply, the same player's, can only lift that seed.
EMPTY_HOLE_RELAY = Ruled("L-JE1", "turn", _single_seed_relays)

def _opponent_store_sown(start: dict[str, Any], pit: int, ludii: dict[str, Any]) -> bool:
    """L-MC1 exactly: the turn from canonical ``pit`` of Ludii's position ``start`` (Ludii's ply of
    the move), played by the model (conformance/storelaps.py ``chongkak_turn``), gives the engine's
    seeds without the ruling and Ludii's seeds and player to move (``ludii``: its successor, or its
    position after the turn) with it."""
    if ludii.get("engine") is None or "pits" not in ludii or not 0 <= pit < len(start["pits"]):
        return False
    state, mover = tuple(_ludii_state(start)), int(start["mover"]) - 1
    if len(state) != len(start["pits"]) + 2:
        return False
    try:
        engine_turn = chongkak_turn(state, mover, pit, frozenset())
        ludii_turn = chongkak_turn(state, mover, pit, frozenset({"L-MC1"}))
    except Endless:
        return False
    return (engine_turn != ludii_turn and list(engine_turn.state) == ludii["engine"]
            and list(ludii_turn.state) == _ludii_state(ludii)
            and (bool(ludii.get("over")) or int(ludii["mover"]) - 1 == ludii_turn.to_move))


# Main Chongkak: Ludii's program sows into both stores ("Stores are included when sowing"); Hellier
# (1907), on the same Malay game, drops a seed "into her own 'house' but none into her opponent's", as
# the engine does (docs/conformance.md, L-MC1). Ruled where the model gives both positions.
OPPONENT_STORE = (Ruled("L-MC1", "successor", lambda seeds, pit, ply, nxt: _opponent_store_sown(ply, pit, nxt)),
                  Ruled("L-MC1", "state",
                        lambda seeds, pit, start, rec: _opponent_store_sown(start, int(start["move_c"]), rec)))

def _yovodji_turns(start: dict[str, Any], pit: int) -> tuple[Turn, Turn] | None:
    """The Yovodji turn from canonical ``pit`` of Ludii's position ``start``, played by the model
    (conformance/laps.py ``relay_turn``) without rulings (the engine's) and with L-YO3 (Ludii's
    program); None where it cannot be played."""
    if not 0 <= pit < len(start["pits"]):
        return None
    state, mover = tuple(_ludii_state(start)), int(start["mover"]) - 1
    if len(state) != len(start["pits"]) + 2:
        return None
    try:
        return (relay_turn(state, mover, pit, 1, (2, 3), frozenset()),
                relay_turn(state, mover, pit, 1, (2, 3), frozenset({"L-YO3"})))
    except Endless:
        return None


def _lone_seed_taken(start: dict[str, Any], pit: int, ludii: dict[str, Any]) -> bool:
    """L-YO3 exactly: the turn from canonical ``pit`` of Ludii's position ``start``, played by the
    model, gives the engine's seeds (``ludii["engine"]``) without the ruling and Ludii's seeds and
    player to move (``ludii``: its successor, or its position after the turn) with it."""
    turns = _yovodji_turns(start, pit)
    if turns is None or ludii.get("engine") is None or "pits" not in ludii:
        return False
    engine_turn, ludii_turn = turns
    return (engine_turn != ludii_turn and list(engine_turn.state) == ludii["engine"]
            and list(ludii_turn.state) == _ludii_state(ludii)
            and (bool(ludii.get("over")) or int(ludii["mover"]) - 1 == ludii_turn.to_move))


YOVODJI_OPTIONS: dict[str, Any] = {"repetition_count": 0, "origin": "skip_lap_origin", "capture_chain": False}


def _yovodji_turn_unswept(engine_end: dict[str, Any]) -> tuple[list[int], int] | None:
    """The engine's last move of a game it ended (reason ``no_seeds``), played from Ludii's ply of
    it: its pits and stores before the end's sweep (option ``sweep=none``) and the mover's seat; None
    where it does not end the game so, with the engine's scores."""
    start = engine_end.get("turn_start")
    if start is None or engine_end.get("reason") != "no_seeds":
        return None
    ended = _last_move_ends("yovodji", YOVODJI_OPTIONS, start).outcome
    after = _last_move_ends("yovodji", {**YOVODJI_OPTIONS, "sweep": "none"}, start)
    if ended is None or ended.reason != "no_seeds" or list(ended.scores) != list(engine_end["scores"]):
        return None
    return [*after.pits[0], *after.pits[1], *after.stores], int(start["mover"]) - 1


def _lone_seed_ended(seeds: int, pit: int, engine_end: dict[str, Any], rec: dict[str, Any]) -> bool:
    """The engine's last move took a lone seed (L-YO3) and so left the opponent without seeds (its
    game ends, reason ``no_seeds``): the engine's position before its end's sweep (``sweep=none``)
    and Ludii's next one, the opponent to move, are the model's turn without and with L-YO3
    (``_lone_seed_taken``)."""
    unswept = _yovodji_turn_unswept(engine_end)
    if unswept is None or "pits" not in rec:
        return False
    mine, _ = unswept
    start = engine_end["turn_start"]
    return _lone_seed_taken(start, int(start["move_c"]), {**rec, "engine": mine})


# Yovodji: Ludii's program takes the hole opposite an own empty hole only when it holds 2 or more; the
# engine takes "the contents of the hole in the opponent's row opposite it", a lone seed too (Béart as
# Ludii's own rules text quotes him; docs/conformance.md, L-YO3); a lone seed taken that leaves the
# opponent without seeds ends the engine's game, where Ludii's opponent plays on with it. Ruled where the
# model (conformance/laps.py relay_turn) gives both positions.
LONE_SEED = (Ruled("L-YO3", "successor", lambda seeds, pit, ply, nxt: _lone_seed_taken(ply, pit, nxt)),
             Ruled("L-YO3", "state", lambda seeds, pit, start, rec: _lone_seed_taken(start, int(start["move_c"]), rec)),
             Ruled("L-YO3", "end", _lone_seed_ended))

def _long_lap(turn: Callable[[tuple[int, ...], int, int, frozenset[str]], Turn],
              also: frozenset[str] = frozenset()) -> tuple[Ruled, Ruled]:
    """L-OW1 for a game of relay laps that each skip their origin: a differing successor (Ludii's
    turn over after one lap; ``pit`` the move, ``ply`` Ludii's position, the engine's too) or
    position after a turn (``start`` Ludii's ply of the engine's move) is ruled where the model of
    the turn (conformance/laps.py) gives the engine's seeds without rulings, and Ludii's seeds and
    player to move with L-OW1 and the game's other rulings (``also``), L-OW1 changing the turn."""
    def applies(start: dict[str, Any], pit: int, ludii: dict[str, Any]) -> bool:
        if ludii.get("engine") is None or "pits" not in ludii or not 0 <= pit < len(start["pits"]):
            return False
        state, mover = tuple(_ludii_state(start)), int(start["mover"]) - 1
        if len(state) != len(start["pits"]) + 2:
            return False
        try:
            engine_turn = turn(state, mover, pit, frozenset())
            without = turn(state, mover, pit, also)
            ludii_turn = turn(state, mover, pit, also | {"L-OW1"})
        except Endless:
            return False
        return (ludii_turn != without and list(engine_turn.state) == ludii["engine"]
                and list(ludii_turn.state) == _ludii_state(ludii)
                and (bool(ludii.get("over")) or int(ludii["mover"]) - 1 == ludii_turn.to_move))
    return (Ruled("L-OW1", "successor", lambda seeds, pit, ply, nxt: applies(ply, pit, nxt)),
            Ruled("L-OW1", "state", lambda seeds, pit, start, rec: applies(start, int(start["move_c"]), rec)))


# Kay, Foji, Yovodji: a lap of 12 seeds (23, …) passes over its skipped starting hole with its last
# step, and Ludii's program reads the last-seed rules at that hole, empty: Kay's turn ends where the
# engine relays or captures; Foji's and Yovodji's take the hole opposite it when it is the mover's
# (L-OW1). Ruled where the model gives both positions.
KAY_LONG_LAP = _long_lap(kay_turn)
FOJI_LONG_LAP = _long_lap(lambda state, mover, pit, rulings: relay_turn(state, mover, pit, -1, (), rulings))
YOVODJI_LONG_LAP = _long_lap(lambda state, mover, pit, rulings: relay_turn(state, mover, pit, 1, (2, 3), rulings),
                             frozenset({"L-YO3"}))


def _seedless_passes(engine_end: dict[str, Any], rec: dict[str, Any]) -> bool:
    """L-YO4's end exactly: the engine's last move, played from Ludii's ply of it, leaves the
    opponent without seeds and ends the game (reason ``no_seeds``) with the engine's scores; Ludii's
    next position is the engine's before its sweep, and the same player moves again (the opponent's
    forced pass)."""
    unswept = _yovodji_turn_unswept(engine_end)
    if unswept is None or "pits" not in rec:
        return False
    mine, mover = unswept
    n = len(rec["pits"]) // 2
    theirs = [*rec["pits"], *(rec.get("stores") or rec.get("hands") or [])]
    opponent_row = theirs[n:2 * n] if mover == 0 else theirs[:n]
    return mine == theirs and not any(opponent_row) and int(rec["mover"]) - 1 == mover


def _yovodji_moves(start: dict[str, Any], rulings: frozenset[str]) -> list[int] | None:
    """The canonical pits the player to move in Ludii's position ``start`` may sow, by the model:
    every own occupied hole; without L-YO4, when the opponent's row is empty, only those whose turn
    (conformance/laps.py ``relay_turn``, the engine's options) sows a seed into it
    (``must_feed=sow_seeds``): the opponent's row holds seeds after the turn, or the turn captured
    (every capture takes seeds of that row, which its sowing put there). None where the model
    cannot play a turn."""
    state, mover = tuple(_ludii_state(start)), int(start["mover"]) - 1
    n = len(start["pits"]) // 2
    if len(state) != 2 * n + 2:
        return None
    own = [c for c in range(mover * n, mover * n + n) if state[c]]
    if "L-YO4" in rulings or any(state[(1 - mover) * n:(2 - mover) * n]):
        return own
    fed = []
    for c in own:
        try:
            after = relay_turn(state, mover, c, 1, (2, 3), frozenset()).state
        except Endless:
            return None
        if any(after[(1 - mover) * n:(2 - mover) * n]) or after[2 * n + mover] > state[2 * n + mover]:
            fed.append(c)
    return fed


def _no_feeding(seeds: int, pit: int, ply: dict[str, Any], moves: dict[str, Any]) -> bool:
    """L-YO4's legal moves exactly: the opponent's row is empty, the model's moves without the
    ruling (those that feed) are the engine's and with it (every own occupied hole) Ludii's."""
    engine_moves, ludii_moves = _yovodji_moves(ply, frozenset()), _yovodji_moves(ply, frozenset({"L-YO4"}))
    return (engine_moves is not None and engine_moves != ludii_moves
            and engine_moves == sorted(moves["engine"]) and ludii_moves == sorted(moves["ludii"]))


# Yovodji: Ludii's rules text has the feeding rule ("If the opponent's holes are all empty, the other
# player must make a move placing counters in the opponent's row"), its program does not; the engine
# does (docs/conformance.md, L-YO4).
NO_FEEDING = (Ruled("L-YO4", "legal", _no_feeding),
              # ... nor the end that comes with it: a player left without seeds passes in Ludii's
              # program and the opponent plays on, where the engine's game ends (reason no_seeds)
              Ruled("L-YO4", "end", lambda seeds, pit, engine_end, rec: _seedless_passes(engine_end, rec)))

def _cleared_at_once(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """L-WA2 exactly: Ludii's game is over after a move that left the mover's own row empty, in the
    position the engine's move leaves too (its holes and stores, ``engine_position``), where the
    engine's game goes on."""
    if "pits" not in nxt or "mover" not in ply or nxt.get("engine_position") is None:
        return False  # (the engine ended the game first: not this ruling)
    n = len(nxt["pits"]) // 2
    row = nxt["pits"][:n] if int(ply["mover"]) == 1 else nxt["pits"][n:]
    return bool(nxt["over"]) and not any(row) and nxt["engine_position"] == _ludii_state(nxt)


# Wauri: Ludii's program (and its rules text, as German Wikipedia's variant) ends the game as soon as
# a move leaves the mover's row empty, that player winning even on the opponent's turn; the catalogue
# game waits for that player's turn (docs/rules/wauri.md; docs/conformance.md, L-WA2).
CLEARED_AT_ONCE = Ruled("L-WA2", "end", _cleared_at_once)

def _fours_at_lap_end(ply: dict[str, Any], pit: int, ludii: dict[str, Any], ruling: str = "L-OB1") -> bool:
    """The Obridjie (or Rio Kadalis) turn of canonical ``pit`` from Ludii's ``ply`` (the engine's
    position too): the model without rulings gives the engine's seeds (``ludii["engine"]``), with
    ``ruling`` (L-OB1, L-RK1) Ludii's seeds and player to move, exactly (conformance/laps.py)."""
    state, mover = tuple(_ludii_state(ply)), int(ply["mover"]) - 1
    if ludii.get("engine") is None or ludii.get("over") or not 0 <= pit < len(ply["pits"]):
        return False
    try:
        engine_turn = obridjie_turn(state, mover, pit, 1, frozenset())
        ludii_turn = obridjie_turn(state, mover, pit, 1, frozenset({ruling}))
    except Endless:
        return False
    return (engine_turn.to_move is not None and list(engine_turn.state) == ludii["engine"]
            and ludii_turn == Turn(tuple(_ludii_state(ludii)), int(ludii["mover"]) - 1))


# Obridjie: Ludii's program takes no four in passing; when each lap is over it takes the fours over
# the holes from the lap's first to its last, each once, for each hole's owner, the last seed's four
# included, where its own rules text and the engine take a four in passing at once for its hole's
# owner and give the last seed's four to the mover (docs/conformance.md, L-OB1). A differing
# successor (Ludii's turn over after one lap) or position after a turn is ruled where the model
# (conformance/laps.py) gives both.
FOURS_AT_LAP_END = (Ruled("L-OB1", "successor", lambda seeds, pit, ply, nxt: _fours_at_lap_end(ply, pit, nxt)),
                    Ruled("L-OB1", "state", lambda seeds, pit, start, rec: _fours_at_lap_end(
                        start, int(start["move_c"]), rec)))
def _score_without_stores(seeds: int, pit: int, engine_end: dict[str, Any], end: dict[str, Any]) -> bool:
    """L-AD1 exactly, from Ludii's final position: its scores are each player's row alone, its winner
    the higher of them; the engine's scores are the same position's stores with each row swept to
    its owner (``sweep=owner``), its board then empty."""
    pits, stores, score = list(end.get("pits") or []), list(end.get("stores") or []), end.get("score")
    if not pits or len(stores) != 2 or "scores" not in engine_end:
        return False
    half = len(pits) // 2
    rows = [sum(pits[:half]), sum(pits[half:])]
    swept = [stores[0] + rows[0], stores[1] + rows[1]]
    return (score == rows and int(end.get("winner", -1)) == _ludii_winner_by_score(rows)
            and list(engine_end["scores"]) == swept and list(engine_end.get("state") or []) == [0] * len(pits) + swept)


# Ludii's Adidada scores each player "(count Cell at:(mapEntry P))" plus their row: on its board the
# store is not a cell, so the score leaves the captures out and counts the row only (the end
# [0, 12] where the players hold 24-24); its rules text: "The player who captures the most counters
# wins" (docs/conformance.md, ruling L-AD1).
SCORE_WITHOUT_STORES = Ruled("L-AD1", "result", _score_without_stores)

def _next_own_pit(c: int, columns: int) -> int:
    """The next pit anticlockwise round the mover's own two rows (canonical pits: a seat's front row
    F0…F(n-1) then its back row B0…B(n-1)): B0→B(n-1)→F(n-1)→F0→B0."""
    seat, p = divmod(c, 2 * columns)
    if p >= columns:  # back row, to the right; from the last back pit up to the front row
        nxt = p + 1 if p < 2 * columns - 1 else columns - 1
    else:  # front row, to the left; from F0 down to B0
        nxt = p - 1 if p > 0 else columns
    return seat * 2 * columns + nxt


def singles_legal(pits: Sequence[int], mover: int, columns: int, into_occupied: bool) -> set[int]:
    """The legal set of a four-row game whose singles come last (``single_seed_moves_last``), from
    canonical ``pits`` (each seat's front row then back row, ``columns`` holes a row): the mover's
    holes of two or more; where there is none, its holes of one whose next hole anticlockwise
    (``_next_own_pit``) is empty, or, ``into_occupied`` (Ludii's Hawalis and Makonn, L-HW1,
    L-MK2), every hole of one."""
    own = range(mover * 2 * columns, (mover + 1) * 2 * columns)
    many = {c for c in own if pits[c] >= 2}
    if many:
        return many
    return {c for c in own if pits[c] == 1 and (into_occupied or not pits[_next_own_pit(c, columns)])}


def _single_into_occupied(columns: int) -> Callable[[int, int, dict[str, Any], dict[str, Any]], bool]:
    """A "legal" ruling (L-HW1, L-MK2), exactly: Ludii's legal set at ``ply`` is the model's with the
    ruling (every single allowed when no hole of the mover holds two or more) and Ludii's extra
    move ``pit`` is one of those the model without it refuses (a single whose next hole is
    occupied). The comparison takes out only the moves so ruled and checks that the rest is the
    engine's set, which is then the model's without the ruling."""
    def applies(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
        pits, mover = ply["pits"], int(ply["mover"]) - 1
        if len(pits) != 4 * columns or mover not in (0, 1):
            return False
        ruled = singles_legal(pits, mover, columns, into_occupied=True)
        return set(ply["legal_c"]) == ruled and pit in ruled - singles_legal(pits, mover, columns, into_occupied=False)
    return applies


# Ludii's Hawalis program plays a single seed into an occupied hole (when no hole holds two or more);
# its own rules text ("they may not sow into another hole that already contains a counter") and
# Wikipedia do not allow it, as the engine does not (docs/conformance.md, ruling L-HW1). Checked
# exactly: Ludii's legal set is the model's with the ruling, each extra move one it adds.
SINGLETON_INTO_OCCUPIED = Ruled("L-HW1", "legal", _single_into_occupied(7))

def _singles_blocked(seeds: int, pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
    """L-MK2 of kind "end", exactly: the engine's game ended after its last move because the player
    to move cannot move (``cannot_move``, that player losing), on Ludii's board, where the model
    (``singles_legal``) without the ruling gives that player no move (only single counters, each
    facing an occupied next hole) and with it Ludii's whole legal set at its ply (``first``;
    ``second`` the engine's seeds and its last move's events). Only the walk's ply (``pit`` < 0):
    a successor so ended is mapped as Ludii's forced pass (sites_walk.py) and never comes here."""
    if pit >= 0:
        return False
    ludii = first
    end = next((e for e in second.get("engine_events") or () if e.get("type") == "game_end"), None)
    if end is None or end.get("reason") != "cannot_move" or "pits" not in ludii or ludii.get("over"):
        return False
    pits, to_move = list(ludii["pits"]), int(ludii["mover"]) - 1
    if len(pits) != 40 or second.get("engine_state") != pits or end.get("winner") != 1 - to_move:
        return False
    allowed = singles_legal(pits, to_move, 10, into_occupied=True)
    return (not singles_legal(pits, to_move, 10, into_occupied=False) and bool(allowed)
            and set(ludii.get("legal_c") or ()) == allowed)


# Makonn: Ludii's program lets a single counter be sown into an occupied hole (when no hole holds
# two or more), where its rules text says "only into empty holes" (de Voogt); the engine follows the
# text, and its player whose singles are all blocked cannot move and loses (docs/conformance.md,
# L-MK2). Checked exactly, as L-HW1: Ludii's legal set is the model's with the ruling, each extra
# move one it adds; an engine game ended so is ruled where the model gives that player no move
# without the ruling and Ludii's moves with it (no "result" kind: Ludii's game is never over where
# its player has a single counter to move, so the ruling cannot give two ends that differ).
MAKONN_SINGLES = (Ruled("L-MK2", "legal", _single_into_occupied(10)), Ruled("L-MK2", "end", _singles_blocked))


def _outer_row_capture(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """L-MK3 exactly: the engine's move, played by the model of the turn (conformance/fourrows.py
    ``makonn_turn``) from Ludii's position before it, gives the engine's board without the ruling
    and Ludii's board and player to move with it, the two differing. A successor (``pit`` >= 0:
    ``ply`` Ludii's position before the move, ``nxt`` its successor) or Ludii's record after the
    turn (``pit`` < 0: ``ply``, the move's own ply in ``nxt["turn_start"]``); the engine's board
    is ``nxt["engine_state"]``."""
    start: dict[str, Any] | None = ply if pit >= 0 else nxt.get("turn_start")
    ludii, move = (nxt, pit) if pit >= 0 else (ply, int((start or {}).get("move_c", -1)))
    mine = nxt.get("engine_state")
    if start is None or mine is None or "pits" not in ludii or not 0 <= move < len(start.get("pits") or []):
        return False
    return _four_row_turn_ruled(makonn_turn, "L-MK3", start, move, mine, ludii)


# Ludii's Makonn program captures after any lap ending in an empty hole: from the outer row its
# "OppositePit" is the mover's own inner hole in that column (and the "outer" one the opponent's
# inner hole); its rules text: "Captures are only made from the inner row" (L-MK3). Ruled where
# the model (conformance/fourrows.py) gives both boards.
MAKONN_OUTER_CAPTURE = tuple(Ruled("L-MK3", kind, _outer_row_capture) for kind in ("state", "turn", "successor", "end"))


def _captured(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """The engine's move (the one compared, or the last one played) made a capture."""
    return any(e.get("type") == "capture" for e in nxt.get("engine_events", ()))


def _cannot_move(pits: Sequence[int], seat: int) -> bool:
    """Omweso: ``seat`` has no pit of 2 or more (Ludii's ``no Moves Next``, the engine's ``cannot_move``)."""
    return max(pits[seat * 16:(seat + 1) * 16]) < 2


def _omweso_turn_ruled(seeds: int, pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
    """L-OM1 exactly, by the model of conformance/omweso.py played from the position before the
    turn: without rulings it gives the engine's seeds; with L-OM1 Ludii's. A successor (``pit`` the
    move) shows Ludii's first ply only: the model's first ply is its seeds, and Ludii's turn goes on
    after it exactly when the model's does. In the walk (``pit`` -1, the move Ludii's ply of the
    engine's last move, ``turn_start``) Ludii's position where its next turn begins (``first``, or
    the ``next_turn`` after a ply inside the ruled turn, which must be one of the model's plies) is
    the model's seeds and player to move; a game Ludii ended there, the other player without a
    move. The ruling must change the turn (the two readings' positions differ)."""
    start, ludii = (first, second) if pit >= 0 else (second.get("turn_start"), first)
    mine = second.get("engine_state")
    if start is None or mine is None or "pits" not in ludii:
        return False
    move = pit if pit >= 0 else int(start["move_c"])
    board, mover = list(start["pits"]), int(start["mover"]) - 1
    here, clockwise = move % REVERSE, move >= REVERSE
    if len(board) != 32 or not 0 <= here < 32 or here // 16 != mover:
        return False
    ludii_rest, mine_rest = _ludii_state(ludii)[32:], list(mine[32:])
    if any(ludii_rest) or any(mine_rest) or any(_ludii_state(start)[32:]):
        return False  # Omweso's hands and stores stay empty once the seeds are placed
    try:
        engine_side = omweso_turn(board, mover, here, clockwise, frozenset())
        ludii_side = omweso_turn(board, mover, here, clockwise, frozenset({"L-OM1"}))
    except Endless:
        return False
    if list(engine_side.pits) != list(mine[:32]) or engine_side.pits == ludii_side.pits:
        return False
    if pit >= 0:  # a successor: Ludii's first ply
        goes_on = len(ludii_side.plies) > 1
        if list(ludii["pits"]) != list(ludii_side.plies[0]):
            return False
        if ludii.get("over"):
            return not goes_on and _cannot_move(ludii_side.pits, 1 - mover)
        return (int(ludii["mover"]) - 1 == mover) == goes_on
    for _ in range(2):
        if ludii.get("over") or int(ludii["mover"]) - 1 != mover:
            break
        # a ply inside Ludii's ruled turn: one of the model's, and its turn's end the model's (where
        # Ludii's trace stops inside the turn, the engine's replayed moves being over, that ply only)
        if tuple(ludii["pits"]) not in ludii_side.plies[:-1]:
            return False
        if ludii.get("t") == "end":
            return True
        ludii = second.get("next_turn") or {}
        if "pits" not in ludii or any(_ludii_state(ludii)[32:]):
            return False
    if list(ludii["pits"]) != list(ludii_side.pits):
        return False
    if ludii.get("over"):
        return _cannot_move(ludii_side.pits, 1 - mover)
    return int(ludii["mover"]) - 1 == ludii_side.to_move


# Ludii's Mweso after a capture: the captured seeds' lap ends there (no relay, no capture) and the turn
# goes on by relaying the capturing pit, and a reverse capture's relays go on clockwise; its own rules
# text (after Shackell 1934), Wikipedia and the worked game sow the captured seeds on as a lap of the
# turn and keep the capturing pit's seeds, as the engine does (docs/rules/omweso.md R-OM3, R-OM5;
# docs/conformance.md, ruling L-OM1). Ruled where the model (conformance/omweso.py) gives both positions.
CAPTURED_LAP = tuple(Ruled("L-OM1", kind, _omweso_turn_ruled) for kind in ("state", "turn", "successor", "end"))


def _reverse_without_capture(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """L-OM2 exactly: a clockwise move Ludii's ``Select`` lists (the front pit ``count`` steps
    clockwise faces two occupied pits) and the engine's rule refuses (that first lap does not
    capture: its last seed falls into an empty pit, or 16 seeds into their own emptied pit)."""
    if pit < REVERSE:
        return False
    here, pits = pit - REVERSE, ply["pits"]
    if len(pits) != 32 or not 0 <= here < 32 or here // 16 != int(ply["mover"]) - 1:
        return False
    return ludii_lists_reverse(pits, here) and not engine_allows_reverse(pits, here)


# Ludii's Mweso lists a clockwise move from a left-hand pit whenever the pit its last seed reaches faces
# two occupied pits, even when that pit is empty (the lap then ends there without a capture); its own
# rules text ("If a clockwise move ... can lead to a capture, a clockwise move is allowed"), Wikipedia
# ("if this results in a capture") and the engine ask for a capture (docs/conformance.md, ruling L-OM2).
REVERSE_WITHOUT_CAPTURE = Ruled("L-OM2", "legal", _reverse_without_capture)

def _lap_end(pit: int, seeds: int, clockwise: bool) -> int:
    """Where a lap of ``seeds`` from ``pit`` ends round the mover's own 16 pits (Bao)."""
    here = pit
    for _ in range(seeds):
        here = (next(q for q in range(pit - pit % 16, pit - pit % 16 + 16) if _next_own_pit(q, 8) == here)
                if clockwise else _next_own_pit(here, 8))
    return here


def _capture_into_empty(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """Ludii's Bao capture without an occupied capturing pit: in the namua stage a kete entered from
    the hand into an empty front pit; in the mtaji stage a lap whose last seed reaches an empty front
    pit; either facing an occupied pit of the opponent. Where the walk gives Ludii's whole list
    (``ludii``), it must be the one conformance/bao.py ``ludii_listing`` gives."""
    mover = int(ply["mover"]) - 1
    pits = ply["pits"]
    listed = nxt.get("ludii")
    if listed is not None and not any(bao.ludii_listing(pits, ply["stores"], mover, special) == set(listed)
                                      for special in (True, False)):
        return False  # Ludii's moves are not what the model of its lists gives (conformance/bao.py)

    def facing_occupied(front: int) -> bool:
        return front % 16 < 8 and pits[(1 - mover) * 16 + 7 - front % 16] > 0

    if ply["stores"][mover] > 0:  # namua
        return bool(seeds == 0 and pit // 16 == mover and facing_occupied(pit))
    # mtaji: Ludii's capture tier lists a move (single seeds too) whenever the pit Ludii calls opposite
    # the lap's end is occupied: the facing pit for a front-row end, the mover's own front pit of the
    # column for a back-row end; a genuine capture (2 to 15 seeds ending in an occupied front pit
    # facing seeds) is never ruled
    ends = [_lap_end(pit, seeds, cw) for cw in (False, True)]

    def ludii_capture(end: int) -> bool:
        return facing_occupied(end) if end % 16 < 8 else pits[end - 8] > 0

    def genuine(end: int) -> bool:
        return 2 <= seeds < 16 and end % 16 < 8 and pits[end] > 0 and facing_occupied(end)

    return any(ludii_capture(e) for e in ends) and not any(genuine(e) for e in ends)


# Ludii's "Bao Kiswahili (East Africa)" captures by entering a kete (namua) or ending a lap (mtaji) in
# any front pit facing an occupied pit, empty or not, and then allows no other move. Its own text asks
# for an occupied pit in the namua stage ("placing it into an occupied hole which is opposite one of
# the opponent's occupied inner-row holes") and not in the mtaji stage; Ludii's "Bao" text (de Voogt
# 1995: "When the final counter lands in an occupied hole in the front row opposite ...") and the
# engine (docs/rules/bao-la-kiswahili.md) ask for it in both (docs/conformance.md, ruling L-BK1).
NAMUA_EMPTY_CAPTURE = Ruled("L-BK1", "legal", _capture_into_empty)

def _capture_turn_from_kichwa(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """The engine's capturing turn, replayed by conformance/bao.py's model: without the rulings it
    gives each engine move's outcome, with Ludii's readings (L-BK2, and L-BK1, L-BK3 where the turn
    meets them) Ludii's seeds, hands and player to move."""
    return bao.ruled_capture_turn(pit, ply, nxt)


# Ludii's "Bao Kiswahili (East Africa)" puts the captured kete into the kichwa and then sows the
# kichwa's contents (the captured kete and any already there) from the pit after it (the kichwa is
# left empty, the first kete lands in the kimbi), its kichwa chosen by the board's columns (the
# second player's kimbi captures from the farther kichwa, every capture in F2-F5 the player's choice);
# the sources and the engine sow them starting with the kichwa itself (de Voogt: the first
# kete into the kichwa; docs/rules/bao-la-kiswahili.md), so every turn with a capture ends
# elsewhere (docs/conformance.md, ruling L-BK2). Checked exactly (conformance/bao.py).
CAPTURE_FROM_KICHWA = Ruled("L-BK2", "successor", _capture_turn_from_kichwa)


def _takasa_with_empty_capture(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """The engine's turn captures nothing; conformance/bao.py's model replays it without the rulings
    (the engine's outcome) and with Ludii's readings (Ludii's), and not without L-BK1's."""
    return bao.ruled_takasa_turn("L-BK1", pit, ply, nxt)


# The same reading at a lap's end: Ludii captures where a lap's last seed reaches a front pit facing
# seeds, empty or not, in any lap of any turn (a takasa's relays too), the engine's move (the same
# pit, either direction) ends or relays there (ruling L-BK1). Checked exactly (conformance/bao.py).
CAPTURE_INTO_EMPTY = Ruled("L-BK1", "successor", _takasa_with_empty_capture)


def _takasa_ended_in_house(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """The engine's turn captures nothing; conformance/bao.py's model replays it both ways, and not
    without L-BK3's reading (a lap ending in the standing house stops there)."""
    return bao.ruled_takasa_turn("L-BK3", pit, ply, nxt)


# Ludii's East Africa program keeps the house's status into the mtaji stage (a takasa whose lap ends
# in the standing house stops there, as in the namua stage); Ludii's "Bao" text (de Voogt 1995: "The
# rules for the house mentioned above during the Namua stage no longer apply") and the engine (R-BK6)
# end the house rules with the namua stage (docs/conformance.md, ruling L-BK3). Checked exactly
# (conformance/bao.py).
HOUSE_IN_MTAJI = Ruled("L-BK3", "successor", _takasa_ended_in_house)

RoundModel = Callable[[tuple[int, ...], int, int, frozenset[str]], Turn]
"""A model of a turn of conformance/rounds.py: (Ludii's state, mover, canonical hole, rulings)."""


def _played_both_ways(start: dict[str, Any], move: int, model: RoundModel, ruling: str) -> tuple[Turn, Turn] | None:
    """The turn of canonical ``move`` played by ``model`` from Ludii's ply ``start``, without and with
    ``ruling`` (None: no such hole, or an endless turn)."""
    if not 0 <= move < len(start["pits"]):
        return None
    state, mover = tuple(_ludii_state(start)), int(start["mover"]) - 1
    try:
        return model(state, mover, move, frozenset()), model(state, mover, move, frozenset({ruling}))
    except Endless:
        return None


def _round_turn_ruled(ruling: str, model: RoundModel) -> Callable[
        [int, int, dict[str, Any], dict[str, Any]], bool]:
    """A round ended between two laps (``ruling``), in the sites walk's terms (as
    ``_rabe_turn_ruled``), played from Ludii's ply of the move by ``model`` (conformance/rounds.py):
    without the ruling it gives the engine's seeds and stores, with it Ludii's position (the board,
    the hands and the player to move), exactly, and the two differ."""
    def applies(seeds: int, pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
        start, ludii = (first, second) if pit >= 0 else (second.get("turn_start"), first)
        mine = second.get("engine_state")
        if start is None or mine is None or "pits" not in ludii or ludii.get("over"):
            return False
        both = _played_both_ways(start, pit if pit >= 0 else int(start["move_c"]), model, ruling)
        if both is None:
            return False
        without, ruled = both
        return (list(without.state) == mine and ruled != without
                and ruled == Turn(tuple(_ludii_state(ludii)), int(ludii["mover"]) - 1))
    return applies


# Ludii's Hufesay checks "a row is empty" after every ply, and a relay's laps are plies of their own:
# a row emptied by one lap ends the round there, though the turn's next laps would sow into it. The
# catalogue's reading (R-HF3's Ludii option, end_check=immediate) checks when the turn is over, as
# Ludii's own text ("If a player cannot play, they pass their turn until they are able") implies for
# the end of a turn (docs/conformance.md, ruling L-HF1). Ruled where the model (conformance/rounds.py)
# gives both positions, Ludii's next round's refill included where its trace shows it.
ROUND_END_BETWEEN_LAPS = tuple(Ruled("L-HF1", kind, _round_turn_ruled("L-HF1", hufesay_turn))
                               for kind in ("state", "successor", "end"))

# Ludii's Bosh, as its Hufesay (L-HF1), checks "one row is empty" after every lap (a relay's laps are
# plies of their own) and ends the round there, though the turn's next lap would sow into the row
# again; the catalogue (R-BS2's Ludii option, end_check=immediate) checks when the turn is over
# (docs/conformance.md, ruling L-BS1). Ruled where the model (conformance/rounds.py) gives both
# positions.
BOSH_ROUND_END_BETWEEN_LAPS = tuple(Ruled("L-BS1", kind, _round_turn_ruled("L-BS1", bosh_turn))
                                    for kind in ("state", "successor", "end"))

def _rio_kadalis_fours(pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
    """L-RK1 by the model of ``_fours_at_lap_end``, in the sites walk's terms: a successor (``pit``
    the move; ``first`` the ply, ``second`` Ludii's successor with the engine's seeds) or Ludii's
    first differing ply after the engine's move (``first``; ``second["turn_start"]`` the ply of that
    move)."""
    start, ludii = (first, second) if pit >= 0 else (second.get("turn_start"), first)
    mine = second.get("engine_state")
    if start is None or mine is None or "pits" not in ludii:
        return False
    return _fours_at_lap_end(start, pit if pit >= 0 else int(start["move_c"]), {**ludii, "engine": mine}, "L-RK1")


# Ludii's Rio Kadalis takes the last seed's four for the mover, then looks for the fours made in
# passing after each lap, over the holes "from" the lap's first hole "to" the one before its last
# along the track: a lap of 13 or more seeds comes round past its start, that range folds to a few
# holes and the fours made before the fold stay on the board. Its rules text ("During sowing, the
# contents of any hole made to contain four counters are captured") and the engine take every four
# as it is made (docs/conformance.md, ruling L-RK1). A differing successor (Ludii's turn over after
# one lap) or position after a turn is ruled where the model (conformance/laps.py) gives both.
FOURS_IN_LONG_LAP = tuple(Ruled("L-RK1", kind, lambda seeds, pit, first, second: _rio_kadalis_fours(pit, first, second))
                          for kind in ("state", "successor"))

def _rest_to_second_player(rec: dict[str, Any], events: Any) -> bool:
    """Ludii's board is empty and its hands hold the engine's scores but for the counters the engine
    swept to the first player (the owner of the row they lay on), which Ludii gave the second."""
    end = next((e for e in events or () if e["type"] == "game_end"), None)
    if end is None or any(rec.get("pits") or [1]):
        return False
    swept = sum(int(s["count"]) for s in end["sweep"] if int(s["seat"]) == 0)
    first, second = end["scores"]
    return swept > 0 and list(rec.get("stores") or []) == [first - swept, second + swept]


# Ludii's Rio Kadalis gives the counters left when a player's holes are empty to "P1" if P1 has no
# move, else to "P2", and its P1 has a move there whenever it is P2's turn to move next: the second
# player takes them in every game, whoever's row is empty. Its rules text: "Play continues until one
# player cannot move, and the other player captures the remaining counters" (the engine: the owner
# of the row they lie on; docs/conformance.md, ruling L-RK2).
# (kind "end": a successor's ``nxt``, pit >= 0, or the walk's next record, pit -1)
REST_TO_SECOND_PLAYER = Ruled("L-RK2", "end", lambda seeds, pit, rec, extra: _rest_to_second_player(
    extra if pit >= 0 else rec, extra.get("engine_events")))

# Ludii's Gabata (Adegrat) too (L-HF1, L-BS1): "one row is empty" is checked after every lap, and the
# round ends there, though the turn's next lap (from the next hole) would sow on; where the engine's
# game then ends as well, its scores differ and Ludii is already refilling for its next round (kind
# "end"; docs/conformance.md, ruling L-GA1). Ruled where the model (conformance/rounds.py) gives both
# positions, Ludii's first refill included.
ADEGRAT_ROUND_END_BETWEEN_LAPS = tuple(Ruled("L-GA1", kind, _round_turn_ruled("L-GA1", gabata_adegrat_turn))
                                       for kind in ("state", "successor", "end"))

WEGUE_SITES = two_row(6).sites
"""Ludii's site of each canonical pit of Um el Banat's and Gabata (Shoa I)'s boards."""


def _wegue_turn(state: Sequence[int], mover: int, move: int, marks: Sequence[int],
                rules: WegueRules) -> WegueTurn | None:
    try:
        return wegue_turn(state, mover, move, marks, rules)
    except (ValueError, Endless):
        return None


def _marks_dropped(mine: Sequence[int], ludii: Sequence[int], records: Sequence[dict[str, Any]]) -> bool:
    """Ludii's marks are the engine's less one or more, each a mark Ludii's records show dropped
    at a capture that emptied its hole (conformance/wegues.py ``dropped_at_capture``): every mark
    of Ludii's is the engine's, by the same player."""
    dropped = [c for c, seat in enumerate(mine) if seat >= 0 and ludii[c] < 0]
    return (len(mine) == len(ludii) and bool(dropped)
            and all(seat < 0 or mine[c] == seat for c, seat in enumerate(ludii))
            and all(dropped_at_capture(records, c, mine[c], WEGUE_SITES) for c in dropped))


def _is_engines(turn: WegueTurn, extra: dict[str, Any]) -> bool:
    """The model's turn is the engine's: its seeds and stores, and its player to move (after a
    pass) or its end (``wegues_only``, the scores the model's stores)."""
    end = extra.get("engine_end")
    if list(turn.state) != extra.get("engine_state"):
        return False
    if turn.over:
        return end is not None and end.get("reason") == "wegues_only" and list(end["scores"]) == list(turn.state[-2:])
    return end is None and extra.get("engine_to_move") == turn.to_move


def _is_ludiis(turn: WegueTurn, rec: dict[str, Any], after_pass: bool) -> bool:
    """The model's turn is Ludii's record ``rec``: where the model's game is over, Ludii's round is
    (its board empty, the hands the model's stores); else its board, hands and marks, and its
    player: the next ply's (``after_pass`` False: a successor, where a forced pass is a ply of its
    own) or the next turn's (after a forced pass)."""
    if turn.over:
        return not any(rec["pits"]) and _ludii_state(rec) == list(turn.state)
    return (not rec.get("over") and _ludii_state(rec) == list(turn.state)
            and ludii_marks(rec, WEGUE_SITES) == list(turn.marks)
            and int(rec["mover"]) - 1 == (turn.to_move if after_pass else turn.next))


def _mark_dropped(kind: str) -> Callable[[int, int, dict[str, Any], Any], bool]:
    """L-UB1 exactly, for differences of ``kind``. Ludii's Um el Banat drops a marked hole's mark once
    a capture empties it (its site state goes with its last counter); the engine marks a hole for
    good. Ruled only where the marks are the cause, exactly: Ludii's marks at the turn's ply are
    the engine's (``engine_marks``, the walk's) less marks its records show dropped at a capture that
    emptied the hole (``_marks_dropped``), and the model of the turn (conformance/wegues.py
    ``wegue_turn``), played from Ludii's ply with the engine's marks, gives the engine's
    position (seeds, stores, player to move or its end, ``wegues_only``), and with Ludii's marks,
    dropping a mark its capture empties, Ludii's (board, hands, marks and player), the two
    differing.

    Kinds ``successor``, ``turn`` and ``end`` of a successor (``pit`` the move; ``ply`` Ludii's ply,
    ``extra`` Ludii's successor with the engine's): Ludii's next ply's player, before a forced pass;
    kinds ``state``, ``turn`` and ``end`` after the engine's move (``pit`` -1; ``ply`` Ludii's first
    differing record, ``extra["turn_start"]`` its ply of the move): the next turn's. Kind ``end``
    besides: Ludii's counters left outside its marks lie in holes the engine marks. Kind ``legal``
    (``pit`` Ludii's extra move, ``ply`` its ply): the legal sets with the two marks are the engine's
    and Ludii's, and ``pit`` is a hole the engine marks and Ludii no longer does."""

    def applies(seeds: int, pit: int, ply: dict[str, Any], extra: Any) -> bool:
        if not isinstance(extra, dict) or extra.get("engine_marks") is None or "pits" not in ply:
            return False
        mine = list(extra["engine_marks"])
        records = extra.get("ludii_records") or ()
        if kind == "legal":
            mover = int(ply["mover"]) - 1
            theirs = ludii_marks(ply, WEGUE_SITES)
            ludii_legal = sorted(c for c, ok in zip(ply["legal_c"], _simple(ply)) if ok)
            return (_marks_dropped(mine, theirs, records) and mine[pit] >= 0 > theirs[pit]
                    and movable(ply["pits"], mine, mover) == list(extra.get("engine_legal", ()))
                    and movable(ply["pits"], theirs, mover) == ludii_legal)
        start, ludii, after_pass = (ply, extra, False) if pit >= 0 else (extra.get("turn_start"), ply, True)
        if start is None or "pits" not in start or "pits" not in ludii:
            return False
        move = pit if pit >= 0 else int(start["move_c"])
        mover, theirs = int(start["mover"]) - 1, ludii_marks(start, WEGUE_SITES)
        if not _marks_dropped(mine, theirs, records):
            return False
        state = _ludii_state(start)
        engines = _wegue_turn(state, mover, move, mine, UM_EL_BANAT)
        ludiis = _wegue_turn(state, mover, move, theirs, dataclasses.replace(UM_EL_BANAT, drop_emptied=True))
        if engines is None or ludiis is None or not _is_engines(engines, extra) or not _is_ludiis(ludiis, ludii, after_pass):
            return False
        if kind == "end" and engines.over and any(n and mine[c] < 0 for c, n in enumerate(ludii["pits"])):
            return False
        return (engines.state, engines.to_move, engines.over) != (ludiis.state, ludiis.to_move, ludiis.over)

    return applies


# Ludii's Um el Banat: a marked hole emptied by a capture loses its mark (docs/conformance.md, L-UB1),
# checked exactly by the model of the turn (conformance/wegues.py).
MARK_DROPPED = tuple(Ruled("L-UB1", kind, _mark_dropped(kind)) for kind in ("state", "turn", "successor", "end", "legal"))


def _shoa_turn_ruled(ruling: str) -> Callable[[int, int, dict[str, Any], Any], bool]:
    """A Gabata (Shoa I) turn ``ruling`` changes (L-GS1: Ludii's program marks a hole of the mover's
    own row made four by a lap's last counter, where Pankhurst's text names the opponent's side;
    L-GS2: it takes nothing from the opponent's wegue holding only the last counter, which the text
    has removed). Exactly: the turn played from Ludii's ply of the move with Ludii's marks
    (conformance/wegues.py ``wegue_turn``) gives, without the ruling, the engine's position and,
    with it, Ludii's (``_is_ludiis``: a successor, ``pit`` >= 0, Ludii's next ply; its record
    where the engine's next turn starts, ``pit`` < 0, after a forced pass): the holes and hands,
    and, where Ludii's round goes on, its marks and player to move; where every counter left lay
    in wegues, Ludii's round is over (its board empty, each wegue's counters in its owner's hand)."""
    line = {"L-GS1": {"own_row_marked": True}, "L-GS2": {"capture_from_empty": False}}[ruling]

    def applies(seeds: int, pit: int, ply: dict[str, Any], nxt: Any) -> bool:
        if not isinstance(nxt, dict):
            return False
        start, ludii = (ply, nxt) if pit >= 0 else (nxt.get("turn_start"), ply)
        if start is None or nxt.get("engine_state") is None or "pits" not in ludii:
            return False
        move = pit if pit >= 0 else int(start["move_c"])
        state, mover, marks = _ludii_state(start), int(start["mover"]) - 1, ludii_marks(start, WEGUE_SITES)
        without = _wegue_turn(state, mover, move, marks, GABATA_SHOA)
        ruled = _wegue_turn(state, mover, move, marks, dataclasses.replace(GABATA_SHOA, **line))
        return (without is not None and ruled is not None and list(without.state) == nxt["engine_state"]
                and (ruled.state, ruled.over, ruled.marks) != (without.state, without.over, without.marks)
                and _is_ludiis(ruled, ludii, after_pass=pit < 0))

    return applies


# Ludii's Gabata (Shoa I): a four of the mover's own row marked (L-GS1); nothing taken from an empty
# wegue of the opponent (L-GS2) (docs/conformance.md).
SHOA_OWN_ROW_MARK = tuple(Ruled("L-GS1", kind, _shoa_turn_ruled("L-GS1")) for kind in ("state", "turn", "successor", "end"))
SHOA_EMPTY_WEGUE = tuple(Ruled("L-GS2", kind, _shoa_turn_ruled("L-GS2"))
                         for kind in ("state", "turn", "successor", "end", "result"))


def _column_capture_turn(ruling: str, both_occupied: bool, row: int = OWELA_ROW, stuck_passes: bool = False,
                         from_lap_origin: bool = False) -> Callable[[int, int, dict[str, Any], dict[str, Any]], bool]:
    """An Owela (Benguela) (L-BE1), ǁHus (Damara) (L-HU1, ``both_occupied``) or ǁHus after Schultze
    (L-HN1, ``row`` 16) turn the ruling
    changes, played from Ludii's ply of its move: the model without the ruling gives the engine's
    board, with it Ludii's board (its hands are not compared: the seeds taken off) and player to
    move (conformance/laps.py owela_turn). A successor (``pit`` the move; ``first`` the ply,
    ``second`` Ludii's successor with the engine's board) or Ludii's first differing ply after the
    engine's move (``first``; ``second["turn_start"]`` the ply of that move). ``stuck_passes``
    (Ludii's Nama program, L-HN2): where the model's turn leaves the opponent no hole of two seeds
    or more, Ludii's player to move may be the mover again (the opponent's forced pass).
    Muvalavala (Quioco) (L-MQ1, ``row`` 6) and Nsumbi (L-NS2, ``row`` 8, ``both_occupied``,
    ``from_lap_origin``): the same check, the captured seeds' lap ending Ludii's turn; where the
    engine's turn ended the game and Ludii's next ply is one of its turn's relay laps (the same
    player to move), Ludii's board must be the board after one of the model's laps with the
    ruling."""

    def applies(seeds: int, pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
        start: dict[str, Any] | None
        if pit >= 0:
            start, ludii, mine = first, second, second.get("engine_state")
        else:
            start, ludii, mine = second.get("turn_start"), first, second.get("engine_state")
        if start is None or mine is None or "pits" not in ludii:
            return False
        mover, move, board = int(start["mover"]) - 1, int(start["move_c"]) if pit < 0 else pit, tuple(start["pits"])
        laps: list[tuple[int, ...]] = []
        try:
            engine_turn = owela_turn(board, mover, move, frozenset(), both_occupied, row, from_lap_origin,
                                     engine_limit=ruling in ("L-MQ1", "L-NS2"))
            ludii_turn = owela_turn(board, mover, move, frozenset({ruling}), both_occupied, row, from_lap_origin,
                                    laps)
        except Endless:
            return False
        if (ruling in ("L-MQ1", "L-NS2") and pit < 0 and not ludii.get("over") and int(ludii["mover"]) - 1 == mover
                and engine_turn != ludii_turn and list(engine_turn.state) == mine[:len(board)]):
            return tuple(ludii["pits"]) in laps  # Ludii's turn goes on: one of its relay laps
        return (engine_turn != ludii_turn and list(engine_turn.state) == mine[:len(board)]
                and list(ludii_turn.state) == list(ludii["pits"])
                and (bool(ludii.get("over")) or int(ludii["mover"]) - 1 == ludii_turn.to_move
                     or (stuck_passes and int(ludii["mover"]) - 1 == mover
                         and all(s < 2 for s in ludii_turn.state[(1 - mover) * 2 * row:(2 - mover) * 2 * row]))))

    return applies


# Ludii's "Hus (Damara)" program moves the capturing pit's seeds and the captured ones into the mover's
# hand, where they stay, and goes on from the next hole; its own text (after Townshend: "sowing
# continues using these counters beginning at the next hole after the one which caused the
# capture"), Wikipedia and the engine sow the captured seeds on and leave the capturing pit's
# (docs/rules/hus.md; docs/conformance.md, ruling L-HU1). A differing turn is ruled where the model
# (conformance/laps.py, L-HU1 read as Owela's L-BE1 with both holes of the column occupied) gives
# both boards; the walk resumes from Ludii's position.
HUS_CAPTURE = tuple(Ruled("L-HU1", kind, _column_capture_turn("L-HU1", both_occupied=True))
                    for kind in ("state", "successor", "end"))

# Ludii's "Hus (Nama)" program captures also when a lap ends in an occupied hole of the mover's outer
# row, sows on only the seeds its counts name (from an inner hole with both holes of the column taken,
# the back hole's only) and ends the turn after them; Schultze's text (as Ludii quotes it) captures
# from the inner row and sows all the captured seeds on from the next hole, that lap ending like any
# other, as the engine does (docs/conformance.md, ruling L-HN1). A differing turn is ruled where the
# model (conformance/laps.py owela_turn, 16 holes a row) gives both boards; the walk resumes from
# Ludii's position.
NAMA_CAPTURE = tuple(Ruled("L-HN1", kind, _column_capture_turn("L-HN1", both_occupied=False, row=16,
                                                                 stuck_passes=True))
                     for kind in ("state", "successor", "end"))


def _winner_moves_once_more(seeds: int, pit: int, rec: dict[str, Any], extra: dict[str, Any]) -> bool:
    """L-HN2 exactly: the engine ended the game because the player to move cannot move (reason
    ``cannot_move``), and Ludii, after that player's forced pass, lets the winner move (``rec``:
    Ludii's next ply) in the engine's own final position (its holes, ``engine_state``), where the
    loser has no hole of two seeds or more (the only holes both programs sow from)."""
    ends = [e for e in extra.get("engine_events", ()) if e.get("type") == "game_end"]
    mine, pits = extra.get("engine_state"), list(rec.get("pits") or [])
    if not ends or ends[-1].get("reason") != "cannot_move" or "pits" in extra or mine is None or not pits:
        return False
    winners = tuple(ends[-1].get("winners") or ())
    mover, half = int(rec["mover"]) - 1, len(pits) // 2
    return (winners == (mover,) and list(mine[:len(pits)]) == pits
            and all(n < 2 for n in pits[(1 - mover) * half:(2 - mover) * half]))


# Ludii's Nama program gives the player who cannot move a pass and tests its end rule for the player
# not to move, so the game ends only after the winner has moved once more; Schultze ("The game ends
# when one player can no longer move") and the engine end it at once (docs/conformance.md, L-HN2).
NAMA_END = Ruled("L-HN2", "end", _winner_moves_once_more)

def _ludii_winner_by_score(scores: list[int]) -> int:
    """Ludii's ``byScore`` winner: the player (1, 2) with the higher score, 0 (a draw) on a tie."""
    return 0 if scores[0] == scores[1] else 1 + scores.index(max(scores))


def _result_by_score(capture_ruling: str, both_occupied: bool) -> Callable[[int, int, dict[str, Any], dict[str, Any]], bool]:
    """L-HU2 (ǁHus (Damara)) and L-BE2 (Owela (Benguela)) exactly. Ludii's game ended with its
    player to move (``mover``) holding no hole of two seeds or more (both programs sow from those
    only), its scores each player's hand plus the seeds on their two rows, its winner the higher
    score (none on a tie); the engine's game ended with the same player to move, who has no such
    hole on the engine's board, and the other player won (reason ``cannot_move``). The two final
    boards are the same, or the last turn was one the game's capture ruling (``capture_ruling``)
    changes: played from Ludii's ply of it, the model (conformance/laps.py) gives the engine's
    board without the ruling and Ludii's with it."""

    def applies(seeds: int, pit: int, engine_end: dict[str, Any], end: dict[str, Any]) -> bool:
        pits, held, scores = end.get("pits"), end.get("held"), end.get("score")
        mine, start = engine_end.get("state"), engine_end.get("turn_start")
        if pits is None or held is None or scores is None or mine is None or "mover" not in end:
            return False
        half = len(pits) // 2
        stuck = int(end["mover"]) - 1
        board = list(mine[:len(pits)])
        if board != list(pits):
            if start is None:
                return False
            state, mover, move = tuple(start["pits"]), int(start["mover"]) - 1, int(start["move_c"])
            try:
                engine_turn = owela_turn(state, mover, move, frozenset(), both_occupied)
                ludii_turn = owela_turn(state, mover, move, frozenset({capture_ruling}), both_occupied)
            except Endless:
                return False
            if list(engine_turn.state) != board or list(ludii_turn.state) != list(pits):
                return False
        ludii_rows, engine_rows = [pits[:half], pits[half:]], [board[:half], board[half:]]
        return (engine_end["reason"] == "cannot_move" and engine_end.get("to_move") == stuck
                and engine_end.get("winner") == 1 - stuck
                and all(s < 2 for s in ludii_rows[stuck]) and all(s < 2 for s in engine_rows[stuck])
                and list(scores) == [held[p] + sum(ludii_rows[p]) for p in (0, 1)]
                and int(end.get("winner", -1)) == _ludii_winner_by_score(list(scores)))

    return applies


# Ludii's Damara program ends the game when the player to move cannot move and the most seeds (in
# hand and on the own side) win; the texts (Wikipedia, Townshend, Wagner) and the engine: the player
# who cannot move loses (docs/rules/hus.md; docs/conformance.md, ruling L-HU2). Ruled only where
# Ludii's scores and winner are that reading's, on the engine's final board.
HUS_RESULT = Ruled("L-HU2", "result", _result_by_score("L-HU1", both_occupied=True))

def _foji_starving(seeds: int, pit: int, ply: dict[str, Any], moves: dict[str, Any]) -> bool:
    """L-FJ1 exactly: on Ludii's board (``ply``), the model (conformance/laps.py ``foji_legal``)
    without the ruling gives the engine's legal set and with it Ludii's (empty where Ludii's game
    ends or its refusal lists no move), the two differing."""
    pits, mover = list(ply["pits"]), int(ply["mover"]) - 1
    if len(pits) != 12 or mover not in (0, 1):
        return False
    try:
        without = foji_legal(pits, mover, frozenset())
        ruled = foji_legal(pits, mover, frozenset({"L-FJ1"}))
    except Endless:
        return False
    return set(moves["engine"]) == without and set(moves["ludii"]) == ruled and without != ruled


# Foji: Ludii's program forbids every move whose first lap (a relay's later laps are plies of their
# own) leaves the opponent's row empty, a capture included; Béart's text (via Ludii) forbids no
# capture and asks only that a player whose opponent has no seed feed them; the engine follows the
# text (docs/rules/foji.md; docs/conformance.md, ruling L-FJ1). Checked exactly: both legal sets
# are the model's (conformance/laps.py ``foji_legal``), without and with the ruling.
FOJI_STARVING = Ruled("L-FJ1", "legal", _foji_starving)

def _jodu_first_lap_starves_or_none_feeds(seeds: int, pit: int, ply: dict[str, Any], moves: dict[str, Any]) -> bool:
    """J'odu (ruling L-JO1): the two sets of moves differ only as the two feeding rules say. Ludii
    allows a move when its first lap (with its capture) leaves the opponent a seed, checking after
    each lap (a relay's laps are plies of their own: a later lap that starves the opponent leaves
    Ludii without a move, and its game ends); the engine allows a move when the whole move leaves
    the opponent a seed, and any move when none does ("if possible")."""
    engine_moves, ludii_moves = set(moves["engine"]), set(moves["ludii"])
    if engine_moves == ludii_moves:
        return False
    pits = list(ply["pits"])
    n = len(pits) // 2
    mover = int(ply["mover"]) - 1
    position = engine.Position(pits=(tuple(pits[:n]), tuple(pits[n:])), stores=(0, 0), to_move=mover)
    rules = engine.resolve_rules("jodu", {"repetition_count": 0, "must_feed": "none"})  # every move, as sown
    opponent = 1 - mover

    def whole_move_feeds(c: int) -> bool:
        return any(engine.apply_move(rules, position, engine.Move(pit=c - n * mover)).position.pits[opponent])

    def first_lap_feeds(c: int) -> bool:
        board = list(pits)
        hand, board[c], here = board[c], 0, c
        while hand:  # one anticlockwise lap, the starting hole sown when it comes round
            here = (here + 1) % (2 * n)
            board[here] += 1
            hand -= 1
        if board[here] == 1 and (here < n) == (mover == 0):
            board[2 * n - 1 - here] = 0  # a last seed in an own empty hole takes the hole opposite
        return any(board[n:] if mover == 0 else board[:n])

    candidates = engine_moves | ludii_moves
    none_feeds = not any(whole_move_feeds(c) for c in candidates)
    return all((c in ludii_moves) == first_lap_feeds(c) and (c in engine_moves) == (none_feeds or whole_move_feeds(c))
               for c in candidates)


# J'odu: Ludii's program forbids every lap (a relay's laps are plies of their own) after which the
# opponent's row is empty, and ends the game when the player to move has no lap left; Murray's text
# (via Ludii) asks that the whole move leave the opponent able to play, "if possible": the engine
# counts the whole move and lets any move be played when none feeds (docs/rules/jodu.md R-JO2;
# docs/conformance.md, ruling L-JO1).
JODU_STARVING = Ruled("L-JO1", "legal", _jodu_first_lap_starves_or_none_feeds)

def _wouri_ludii_lap(board: list[int], mover: int, start: int, read_origin: bool = False) -> tuple[int, bool]:
    """One lap of Ludii's Wouri program on canonical ``board`` (2×6 pits then the two hands), in
    place: sown anticlockwise from ``start``, skipping it; a last seed making four in the opponent's
    row takes it and then every four of that row. ``read_origin`` (L-OW1): the last-seed rules read
    the hole of conformance/laps.py ``skip_origin_lap`` (the emptied start where the last step
    passes over it). Returns the last pit and whether the turn relays."""
    n = 6
    pits = board[:2 * n]
    here, read = skip_origin_lap(pits, start, 1)
    board[:2 * n] = pits
    if not read_origin:
        read = here
    theirs = range(n, 2 * n) if mover == 0 else range(n)
    if read in theirs and board[read] == 4:
        for site in [read, *theirs]:
            board[2 * n + mover] += board[site] if board[site] == 4 else 0
            board[site] = 0 if board[site] == 4 else board[site]
        return here, False
    return here, board[read] > 1


def _wouri_ludii_turn(pits: list[int], hands: list[int], mover: int, c: int, read_origin: bool = False) -> list[int] | None:
    """Ludii's Wouri program's whole turn from canonical pit ``c`` (None: an endless relay)."""
    board = [*pits, *hands]
    here, relay = _wouri_ludii_lap(board, mover, c, read_origin)
    for _ in range(1000):
        if not relay:
            return board
        here, relay = _wouri_ludii_lap(board, mover, here, read_origin)
    return None


def _wouri_engine_turn(pits: list[int], hands: list[int], mover: int, c: int) -> tuple[list[int], bool]:
    """The engine's Wouri move from canonical pit ``c`` (every move allowed): its canonical seeds, and
    whether it took a four in passing or left a four in the opponent's row after a last-seed capture."""
    position = engine.Position(pits=(tuple(pits[:6]), tuple(pits[6:])), stores=(hands[0], hands[1]), to_move=mover)
    rules = engine.resolve_rules("wouri", {"repetition_count": 0, "must_feed": "none"})
    t = engine.apply_move(rules, position, engine.Move(pit=c - 6 * mover))
    captures = [e for e in t.events if e["type"] == "capture"]
    theirs = t.position.pits[1 - mover]
    readings_part = (any(e["kind"] == "enpassant" for e in captures)
                     or (any(e["kind"] == "count" for e in captures) and 4 in theirs))
    return [*t.position.pits[0], *t.position.pits[1], *t.position.stores], readings_part


def _wouri_fours(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """Wouri (ruling L-WO1): Ludii's seeds after the turn are its program's (a four of the opponent's
    row taken only by the last seed, and then every four of that row), the engine's are the text's (a
    four taken whenever it is made in the opponent's row), and the move is one where the two differ."""
    c = pit if pit >= 0 else int(ply.get("move_c", -1))
    hands = list(ply.get("hands") or [0, 0])
    if c < 0 or len(hands) != 2:
        return False
    mover = int(ply["mover"]) - 1
    ludii = _wouri_ludii_turn(list(ply["pits"]), hands, mover, c)
    mine, differs = _wouri_engine_turn(list(ply["pits"]), hands, mover, c)
    theirs = [*nxt["pits"], *(nxt.get("hands") or [])]
    return differs and ludii == theirs and mine != theirs


def _wouri_long_lap(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """Wouri (ruling L-OW1): Ludii's seeds and player to move after the turn are its program's with
    the last-seed rules of a lap whose last step passes over its origin read at that emptied origin
    (``_wouri_ludii_turn`` with ``read_origin``, the turn then over), not its program's without, and
    the engine's seeds are the engine's move's."""
    c = pit if pit >= 0 else int(ply.get("move_c", -1))
    hands = list(ply.get("hands") or [0, 0])
    if c < 0 or len(hands) != 2 or "pits" not in nxt:
        return False
    mover = int(ply["mover"]) - 1
    ludii = _wouri_ludii_turn(list(ply["pits"]), hands, mover, c, read_origin=True)
    mine = _wouri_engine_turn(list(ply["pits"]), hands, mover, c)[0]
    theirs = [*nxt["pits"], *(nxt.get("hands") or [])]
    return (ludii == theirs and ludii != _wouri_ludii_turn(list(ply["pits"]), hands, mover, c)
            and mine == nxt.get("engine") and (bool(nxt.get("over")) or int(nxt["mover"]) - 1 == 1 - mover))


def _wouri_feeding(seeds: int, pit: int, ply: dict[str, Any], moves: dict[str, Any]) -> bool:
    """Wouri (ruling L-WO2): the two sets of moves differ only as the two feeding rules say: Ludii
    allows a move whose first lap (with its capture) leaves the opponent a seed, the engine one whose
    whole move does, or any move when none does ("if possible")."""
    engine_moves, ludii_moves = set(moves["engine"]), set(moves["ludii"])
    if engine_moves == ludii_moves:
        return False
    pits, hands = list(ply["pits"]), list(ply.get("hands") or [0, 0])
    mover = int(ply["mover"]) - 1
    theirs = slice(6, 12) if mover == 0 else slice(0, 6)

    def first_lap_feeds(c: int) -> bool:
        board = [*pits, *hands]
        _wouri_ludii_lap(board, mover, c)
        return any(board[theirs])

    def whole_move_feeds(c: int) -> bool:
        return any(_wouri_engine_turn(pits, hands, mover, c)[0][theirs])

    candidates = engine_moves | ludii_moves
    none_feeds = not any(whole_move_feeds(c) for c in candidates)
    return all((c in ludii_moves) == first_lap_feeds(c) and (c in engine_moves) == (none_feeds or whole_move_feeds(c))
               for c in candidates)


# Wouri: Béart's text (via Ludii) takes any four a player makes in the opponent's row; Ludii's program
# takes fours only after its last seed has taken one, and then every four of that row (L-WO1). Its
# feeding rule is checked lap by lap where the engine checks the whole move (L-WO2, as J'odu's L-JO1).
WOURI_RULED = (Ruled("L-WO1", "successor", _wouri_fours), Ruled("L-WO1", "state", _wouri_fours),
               Ruled("L-WO2", "legal", _wouri_feeding))
# Wouri: a lap of 12 seeds (23, …) passes over its skipped starting hole with its last step, and
# Ludii's program reads the last-seed rules at that hole, empty: its turn is over (L-OW1).
WOURI_LONG_LAP = (Ruled("L-OW1", "successor", _wouri_long_lap), Ruled("L-OW1", "state", _wouri_long_lap))

def _enindji_starving(seeds: int, pit: int, ply: dict[str, Any], moves: dict[str, Any]) -> bool:
    """L-EJ1 exactly: on Ludii's board (``ply``), the model (conformance/laps.py ``enindji_legal``)
    without the ruling gives the engine's legal set and with it Ludii's (empty where Ludii's game
    ends or its refusal lists no move), the two differing."""
    pits, mover = list(ply["pits"]), int(ply["mover"]) - 1
    if len(pits) != 12 or mover not in (0, 1):
        return False
    without = enindji_legal(pits, mover, frozenset())
    ruled = enindji_legal(pits, mover, frozenset({"L-EJ1"}))
    return set(moves["engine"]) == without and set(moves["ludii"]) == ruled and without != ruled


# Enindji: Ludii's program forbids every move after which the opponent has no counter; Béart's text
# (via Ludii) asks only that a player whose opponent has no counter feed them, as the engine does
# (docs/rules/enindji.md; docs/conformance.md, ruling L-EJ1). Checked exactly: both legal sets are
# the model's (conformance/laps.py ``enindji_legal``), without and with the ruling.
ENINDJI_STARVING = Ruled("L-EJ1", "legal", _enindji_starving)


def _single_stone_turn(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """L-NJ1 exactly: a successor of a single stone's move (``pit`` the move, ``ply`` Ludii's ply,
    ``nxt`` Ludii's successor with the engine's board) where the model (conformance/laps.py
    ``single_stone_turn``) without the ruling gives the engine's board, its game going on, and with
    it Ludii's board and player to move, exactly."""
    mine = nxt.get("engine_state")
    if seeds != 1 or pit < 0 or mine is None or "pits" not in nxt or nxt.get("over"):
        return False
    board, mover = tuple(ply["pits"]), int(ply["mover"]) - 1
    engine_turn = single_stone_turn(board, mover, pit, frozenset())
    ludii_turn = single_stone_turn(board, mover, pit, frozenset({"L-NJ1"}))
    return (engine_turn != ludii_turn and list(engine_turn.state) == mine[:len(board)]
            and engine_turn.to_move == 1 - mover == ludii_turn.to_move
            and list(ludii_turn.state) == list(nxt["pits"]) and int(nxt["mover"]) - 1 == 1 - mover)


# Njombwa (Two Counters): Ludii's program sows a single stone (when no hole holds two or more) with no
# capture rule; its own rules text ("When the final counter lands in an empty hole in the inner row,
# the counters in the opponent's opposite hole in their inner row are captured") has no exception,
# and the engine captures (docs/rules/njombwa.md; docs/conformance.md, ruling L-NJ1). Ruled where the
# model of the single stone's turn (conformance/laps.py) gives both boards. (No such turn ending the
# engine's game differs from Ludii's in the 200 games each way: the kind ``end`` is not ruled.)
SINGLE_STONE_CAPTURE = (Ruled("L-NJ1", "successor", _single_stone_turn),)



# Muvalavala (Quioco): Ludii's program ends the turn when the captured stones are sown; its own rules
# text ("These are then sown from the hole following the one from which the capture occurred. If the
# final counter falls into an empty hole, the turn is over") and the engine sow them as a lap of the
# turn, which relays or captures again when it ends in an occupied hole, as in ǁHus
# (docs/rules/muvalavala-quioco.md R-MQ3; docs/conformance.md, ruling L-MQ1). A differing turn is
# ruled where the model (conformance/laps.py owela_turn, 6 holes a row) gives both boards; the walk
# resumes from Ludii's position.
CAPTURED_LAP_ENDS_TURN = tuple(Ruled("L-MQ1", kind, _column_capture_turn("L-MQ1", both_occupied=False, row=6))
                               for kind in ("state", "successor", "end"))

# Owela (Benguela): Ludii's program moves the capturing hole's stones and the captured ones into the
# mover's hand, where they stay, and relays from the next hole when it holds two or more stones
# (else the turn is over); its own rules text ("These are then sown from the hole following the one
# from which the capture occurred") and the engine sow the captured stones on and leave the
# capturing hole's (docs/rules/owela-benguela.md R-BE2; docs/conformance.md, ruling L-BE1). A
# differing turn is ruled where the model (conformance/laps.py) gives both boards; the walk resumes
# from Ludii's position.
OWELA_CAPTURE = tuple(Ruled("L-BE1", kind, _column_capture_turn("L-BE1", both_occupied=False)) for kind in ("state", "successor", "end"))

# Owela (Benguela): Ludii's program ends the game when the player to move cannot move and scores the
# stones in hand and on the own side; the engine: stones never leave the board and the player who
# cannot move loses (R-BE3; docs/conformance.md, ruling L-BE2). Ruled only where Ludii's scores and
# winner are that reading's, on the engine's final board (or the boards of a last turn L-BE1 changes).
OWELA_RESULT = Ruled("L-BE2", "result", _result_by_score("L-BE1", both_occupied=False))


def _nsumbi_first_turn(hole: int, board: list[int], relay: bool) -> list[int] | None:
    """Nsumbi's first turn from canonical ``hole`` (4×8 four-row sites: each seat's 16 holes, front
    row then back row, each from the seat's left), sown anticlockwise round the mover's own two
    rows (B0…B7, F7…F0) and capturing nothing: one lap (``relay`` false), or relay laps, each
    lifted from the occupied hole the last seed fell into, until one ends in an empty hole (None:
    no end within the model's bound)."""
    pits, row = list(board), len(board) // 4
    base = hole // (2 * row) * 2 * row
    ring = [base + row + i for i in range(row)] + [base + i for i in range(row - 1, -1, -1)]
    at = ring.index(hole)
    for _ in range(LAPS):
        seeds, pits[ring[at]] = pits[ring[at]], 0
        for _ in range(seeds):
            at = (at + 1) % len(ring)
            pits[ring[at]] += 1
        if not relay or pits[ring[at]] == 1:
            return pits
    return None


def _first_turn(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """L-NS1 exactly: a successor of one of the game's first two plies (each player's first turn,
    Ludii's "Opening" phase) where Ludii's board is one lap from the hole and the other player is
    to move, and the engine's board is that turn's relay laps without a capture."""
    mine = nxt.get("engine_state")
    if int(ply.get("ply", 2)) >= 2 or pit < 0 or mine is None or "pits" not in nxt:
        return False
    board = list(ply["pits"])
    one_lap, relayed = _nsumbi_first_turn(pit, board, relay=False), _nsumbi_first_turn(pit, board, relay=True)
    return (relayed is not None and one_lap != relayed and list(nxt["pits"]) == one_lap
            and list(mine[:len(board)]) == relayed and not nxt["over"] and int(nxt["mover"]) != int(ply["mover"]))


# Nsumbi: Ludii's program sows a single lap on each player's first turn ("Opening" phase), without
# relay or capture; its rules text (after Townshend 1977a) only forbids captures then, and the
# engine relays (docs/rules/nsumbi.md ruling 4; docs/conformance.md, ruling L-NS1). Ruled where both
# boards are those two readings' of the turn.
NSUMBI_FIRST_TURN = (Ruled("L-NS1", "successor", _first_turn),)


# Nsumbi: Ludii's program ends the turn after the captured seeds' lap; its rules text is silent and
# the engine lets that lap end, relay or capture like any lap, as Omweso's sources do
# (docs/rules/nsumbi.md ruling 3; docs/conformance.md, ruling L-NS2). A differing turn is ruled where
# the model (conformance/laps.py owela_turn: 8 holes a row, both holes of the column occupied, the
# captured seeds sown from the capturing lap's first hole) gives both boards; the walk resumes from
# Ludii's position.
NSUMBI_CAPTURED_LAP = tuple(Ruled("L-NS2", kind, _column_capture_turn("L-NS2", both_occupied=True, row=8,
                                                                       from_lap_origin=True))
                            for kind in ("state", "successor", "end"))


def _rabe_turn_start(pit: int, first: dict[str, Any], second: dict[str, Any]
                     ) -> tuple[tuple[int, ...], int, int, list[int], dict[str, Any]] | None:
    """A Rab'e turn in the sites walk's terms: Ludii's state before the move, the mover, the move,
    the engine's seeds after it and Ludii's record after it; None where the walk gives no such turn."""
    start, ludii = (first, second) if pit >= 0 else (second.get("turn_start"), first)
    mine = second.get("engine_state")
    if start is None or mine is None or "pits" not in ludii or ludii.get("over"):
        return None
    move = pit if pit >= 0 else int(start["move_c"])
    if not 0 <= move < len(start["pits"]):
        return None
    return tuple(_ludii_state(start)), int(start["mover"]) - 1, move, mine, ludii


def _rabe_turn_ruled(ruling: str, pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
    """A Rab'e turn, in the sites walk's terms (as ``_rio_kadalis_fours``), played from Ludii's ply of
    its move: the model of conformance/laps.py without rulings gives the engine's seeds, with
    ``ruling`` (L-RB1; L-RB3 with L-RB1, the model without L-RB3 not) Ludii's seeds and player to
    move, exactly."""
    found = _rabe_turn_start(pit, first, second)
    if found is None:
        return False
    state, mover, move, mine, ludii = found
    ludii_turn = Turn(tuple(_ludii_state(ludii)), int(ludii["mover"]) - 1)
    try:
        if list(rabe_turn(state, mover, move, frozenset()).state) != mine:
            return False
        no_relay = rabe_turn(state, mover, move, frozenset({"L-RB1"}))
        if ruling == "L-RB1":
            return no_relay == ludii_turn
        return no_relay != ludii_turn and rabe_turn(state, mover, move, frozenset({"L-RB1", "L-RB3"})) == ludii_turn
    except Endless:
        return False


# Rab'e: Ludii's program relays from "the last hole sowed" read after the lap's consequences, which
# after a lap that took a four (moved to the hand) is the hand: the turn ends there with no further
# lap. Its rules text ends a turn only when "the final counter causes a capture" or falls into an
# empty hole; the engine relays on (docs/rules/rabe.md R-RB3; docs/conformance.md, ruling L-RB1).
# Ruled where the model (conformance/laps.py) gives both positions.
RELAY_AFTER_A_FOUR = Ruled("L-RB1", "state", lambda seeds, pit, first, second: _rabe_turn_ruled("L-RB1", pit, first, second))

def _rabe_round_ended_between_laps(seeds: int, pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
    """L-RB2 by the model of ``_rabe_turn_ruled`` (its terms): without rulings it gives the engine's
    seeds; with Ludii's readings (L-RB1, L-RB3) and L-RB2 the round is over after a lap that left a
    player's holes empty, where without L-RB2 the turn goes on; Ludii's position is then the one
    ``rabe_round_start`` (conformance/rounds.py) gives from the model's totals, exactly: the empty
    board with the player Ludii's program sets to move, or that player's refill (read as more laps
    of the turn) and the other player to move."""
    found = _rabe_turn_start(pit, first, second)
    if found is None:
        return False
    state, mover, move, mine, ludii = found
    readings = frozenset({"L-RB1", "L-RB3"})
    try:
        if list(rabe_turn(state, mover, move, frozenset()).state) != mine:
            return False
        ended = rabe_turn(state, mover, move, readings | {"L-RB2"})
        if ended.to_move is not None or rabe_turn(state, mover, move, readings) == ended:
            return False
    except Endless:
        return False
    shown = rabe_round_start(list(ended.state[-2:]), mover)
    return shown is not None and shown == Turn(tuple(_ludii_state(ludii)), int(ludii["mover"]) - 1)


# Rab'e: Ludii checks "a player's holes are empty" after every ply, a relay lap being a ply: the
# round ends between two laps of a turn, as Hufesay's (L-HF1); the text's "Play continues until a
# player has no counters in their holes" is read at the end of the turn (ruling L-RB2).
RABE_ROUND_END_BETWEEN_LAPS = tuple(Ruled("L-RB2", kind, _rabe_round_ended_between_laps)
                                    for kind in ("state", "successor"))


# Rab'e: Ludii looks for fours after each lap among the holes from the lap's start to the hole
# ``count`` steps on; a lap of 18 counters or more comes round past its start, and that range then
# covers only the holes past the last full circle: a four made earlier in the lap stays. The text
# ("At any point while the player sows, if a hole is made to contain four counters, these are
# captured") and the engine take it (docs/rules/rabe.md; docs/conformance.md, ruling L-RB3).
# Ruled where the model (conformance/laps.py) gives both positions.
FULL_CIRCLE_FOURS = tuple(Ruled("L-RB3", kind, lambda seeds, pit, first, second: _rabe_turn_ruled("L-RB3", pit, first, second))
                          for kind in ("state", "successor"))
def _double_pass_draw(seeds: int, pit: int, engine_end: dict[str, Any], end: dict[str, Any]) -> bool:
    """Kanji Guti: neither player can move, counters left in the central holes; Ludii's game ends
    after both players pass and is a draw (its score is counted only for an empty board), the
    engine's is won by the captures, which are Ludii's hands (ruling L-KG1); the counters left lie
    in the same holes in both."""
    pits = list(end.get("pits") or [])
    return (engine_end.get("reason") == "no_move" and int(end.get("winner", -1)) == 0 and sum(pits) > 0
            and list(engine_end.get("scores", [])) == list(end.get("hands") or [])
            and list(engine_end.get("state") or [])[:len(pits)] == pits)


# Kanji Guti: Ludii ends a game whose central holes hold the last counters after two passes and,
# keeping no score until the board is empty, calls it a draw; the engine ends it there too and the
# most captures win, as Gupta's text (docs/rules/kanji-guti.md; docs/conformance.md, ruling L-KG1).
DOUBLE_PASS_DRAW = Ruled("L-KG1", "result", _double_pass_draw)


def _rows_to_their_side(seeds: int, pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
    """Ludii's scores are the engine's (its captures, Ludii's hands) plus the counters left in each
    row, given to the player on whose side the row lies; the engine's game ends at the same ply."""
    scores = first["scores"] if pit < 0 else second.get("engine_scores")
    pits, stores = list(second.get("pits") or []), list(second.get("stores") or [])
    half = len(pits) // 2
    return (scores is not None and stores == list(scores)
            and second.get("score") == [scores[0] + sum(pits[:half]), scores[1] + sum(pits[half:])])


# Ludii's Tap Urdy scores the counters left when a row is empty, each row's for the player on whose
# side it lies (its "PiecesOwnedBy": hand and own row), though each player sows from the other's
# row; the rules text, as the catalogue, counts the captures: "The player who captured the most
# counters wins" (docs/conformance.md, ruling L-TP1).
ROWS_TO_THEIR_SIDE = Ruled("L-TP1", "result", _rows_to_their_side)


def _tap_urdy_ended_between_laps(kind: str) -> Callable[[int, int, dict[str, Any], dict[str, Any]], bool]:
    """L-TP2 of ``kind`` ("end": Ludii's game is over, the engine's plays on; "result": both are
    over, with other scores), played from Ludii's ply of the move by conformance/rounds.py's
    ``tap_urdy_turn``: without the ruling it gives the engine's seeds and stores, its game over or
    not as ``kind`` says; with it (the end checked after each lap) Ludii's final position, exactly,
    and the two differ. Called with a successor (``pit`` >= 0: ``first`` Ludii's ply, ``second``
    its successor with the engine's seeds), the end of Ludii's replay (kind "end", ``pit`` < 0:
    ``first`` Ludii's end, ``second["turn_start"]`` its ply of the engine's last move) or the
    engine's end (kind "result", ``pit`` < 0: ``first`` the engine's end, ``second`` Ludii's)."""
    def applies(seeds: int, pit: int, first: dict[str, Any], second: dict[str, Any]) -> bool:
        start: dict[str, Any] | None
        if pit >= 0:
            start, ludii, mine = first, second, second.get("engine_state")
        elif kind == "end":
            start, ludii, mine = second.get("turn_start"), first, second.get("engine_state")
        else:
            start, ludii, mine = first.get("turn_start"), second, first.get("state")
        if start is None or mine is None or "pits" not in ludii or not ludii.get("over"):
            return False
        both = _played_both_ways(start, pit if pit >= 0 else int(start["move_c"]), tap_urdy_turn, "L-TP2")
        if both is None:
            return False
        without, ruled = both
        return (list(without.state) == list(mine) and (without.to_move is None) == (kind == "result")
                and ruled != without and ruled == Turn(tuple(_ludii_state(ludii)), None))
    return applies


# Ludii's Tap Urdy checks "one row is empty" after every ply, and a relay's laps are plies of their
# own: a lap that leaves a row empty ends its game there, though the turn's next lap would sow on.
# The catalogue checks when the turn is over, as Gabata (Adegrat), Hufesay and Bosh (docs/conformance.md,
# ruling L-TP2). Ruled where the model (conformance/rounds.py) gives both positions.
TAP_URDY_END_BETWEEN_LAPS = tuple(Ruled("L-TP2", kind, _tap_urdy_ended_between_laps(kind)) for kind in ("result", "end"))


GAMES: tuple[LudiiGame, ...] = (
    LudiiGame("kalah", "two_rows/Kalah.lud", options={"end_check": "at_turn_start"}),
    LudiiGame("oware", "two_rows/Oware.lud", "Ruleset/Wari (Observed)",
              options={"grand_slam": "forbidden", "capture_majority_wins": False},
              ruled=(LAP_CAPTURE, SLAMS_LEFT)),
    LudiiGame("awari-suriname", "two_rows/Awari.lud", ruled=(LAP_CAPTURE, CANNOT_FEED_DRAW, SLAMS_LEFT_PASS)),
    LudiiGame("togyz-kumalak", "two_rows/Toguz Kumalak.lud",
              options={"tuzdyk_in_last_pit": True, "capture_majority_wins": False}, ruled=(TUZDYK_SEEDS,)),
    LudiiGame("bohnenspiel", "two_rows/Das Bohnenspiel.lud"),
    LudiiGame("sungka", "two_rows/Sungka.lud", mirror=True, first_round=True,
              options={"capture_includes_sowing_seed": False}),
    LudiiGame("ohvalhu", "two_rows/Ovalhu.lud", first_round=True,
              options={"capture_includes_sowing_seed": False, "cross_capture_any_row": True}),
    LudiiGame("halusa", "two_rows/Halusa.lud"),
    LudiiGame("jerin", "two_rows/J'erin.lud", ruled=(EMPTY_HOLE_RELAY,)),
    LudiiGame("kpo", "two_rows/Kpo.lud", "Ruleset/Momolu Massaquoi (Observed)"),
    LudiiGame("obridjie", "two_rows/Obridje.lud", options={"sweep": "owner"}, ruled=FOURS_AT_LAP_END),
    LudiiGame("chongka", "two_rows/Chongka'.lud", mirror=True),
    LudiiGame("chungcajon", "two_rows/Chungcajon.lud", mirror=True),
    LudiiGame("main-chongkak", "two_rows/Main Chongkak.lud", "Ruleset/Skeat (Observed)", mirror=True,
              first_round=True, ruled=OPPONENT_STORE),
    LudiiGame("wauri", "two_rows/Waurie.lud", options={"origin": "sow_into"}, ruled=(CLEARED_AT_ONCE,)),
    LudiiGame("yovodji", "two_rows/Yovodji.lud", options={"origin": "skip_lap_origin", "capture_chain": False},
              ruled=(*LONE_SEED, *YOVODJI_LONG_LAP, *NO_FEEDING)),
    LudiiGame("unee-tugalluulax", "two_rows/Unnee Tugalluulax.lud", "Ruleset/Mancala World (Suggested)",
              options={"pits_per_side": 6, "count_capture_sides": "any"}),
    LudiiGame("vai-lung-thlan", "two_rows/Vai Lung Thlan.lud", options={"empty_mover": "game_ends", "sweep": "none"}),
    LudiiGame("round-and-round-warri", "two_rows/French Wari.lud"),
    LudiiGame("en-gehe", "two_rows/En Gehe.lud", "Ruleset/Merker (Observed)"),
    LudiiGame("bao-la-kiswahili", "four_rows/Bao Kiswahili (East Africa).lud", sites=four_row(8, stores="hands"),
              ludii_max_plies=3000, ruled=(NAMUA_EMPTY_CAPTURE, CAPTURE_FROM_KICHWA, CAPTURE_INTO_EMPTY,
                                                  HOUSE_IN_MTAJI), turns=True, resync=True, data_games=60),
    LudiiGame("omweso", "four_rows/Mweso.lud", sites=four_row(8), ludii_max_plies=3000,
              ruled=(*CAPTURED_LAP, REVERSE_WITHOUT_CAPTURE, ENDLESS_RELAY), data_games=40, resync=True),
    LudiiGame("hufesay", "two_rows/Hufesay.lud", sites=two_row(6, stores="hands"),
              options={"end_check": "immediate", "empty_mover": "game_ends", "last_seeds_to_capturer": 0},
              rounds_go_on=True, ruled=(*ROUND_END_BETWEEN_LAPS, ENDLESS_RELAY), data_games=60),
    LudiiGame("bosh", "two_rows/Bosh.lud", sites=two_row(5, stores="hands"),
              options={"end_check": "immediate", "rounds": "none"}, rounds_go_on=True,
              ruled=(*BOSH_ROUND_END_BETWEEN_LAPS, ENDLESS_RELAY)),
    LudiiGame("rio-kadalis", "two_rows/Rio Kadalis.lud", sites=two_row(6, stores="hands"),
              options={"end_check": "immediate", "rounds": "none"}, rounds_go_on=True, ruled=(*FOURS_IN_LONG_LAP, REST_TO_SECOND_PLAYER, ENDLESS_RELAY)),
    LudiiGame("gabata-adegrat", "two_rows/Gabata (Adegrat).lud", sites=two_row(6, stores="hands"),
              options={"end_check": "immediate"}, rounds_go_on=True,
              ruled=(*ADEGRAT_ROUND_END_BETWEEN_LAPS, ENDLESS_RELAY)),
    LudiiGame("tap-urdy", "two_rows/Tap Urdy.lud", sites=two_row(6, stores="hands"), ruled=(ROWS_TO_THEIR_SIDE, *TAP_URDY_END_BETWEEN_LAPS)),
    LudiiGame("meusueb", "two_rows/Meusueb.lud"),
    LudiiGame("kay", "two_rows/Kay.lud", options={"count_capture_sides": "any", "capture_chain_across_rows": True},
              ruled=KAY_LONG_LAP),
    LudiiGame("aw-li-on-nam-ot-tjin", "two_rows/Aw-li On-nam Ot-tjin.lud", ruled=(STUCK_STORE_FOR_BOTH,), data_games=100),
    LudiiGame("qelat", "two_rows/Qelat.lud", sites=two_row(6, stores="hands"),
              options={"repetition_count": 0}, rounds_go_on=True, lap_tokens=True, ruled=(ENDLESS_RELAY,),
              data_games=40),
    LudiiGame("um-el-banat", "two_rows/Um el Banat.lud", sites=two_row(6, stores="hands"),
              options={"repetition_count": 0}, rounds_go_on=True, lap_tokens=True, ruled=(*MARK_DROPPED, ENDLESS_RELAY),
              data_games=40),
    LudiiGame("gabata-shoa-i", "two_rows/Gabata (Shoa I).lud", sites=two_row(6, stores="hands"),
              options={"repetition_count": 0}, rounds_go_on=True, lap_tokens=True,
              ruled=(*SHOA_OWN_ROW_MARK, *SHOA_EMPTY_WEGUE, ENDLESS_RELAY),
              data_games=40),
    LudiiGame("gamacha-nobility", "two_rows/Gamacha (Nobility).lud", sites=two_row(6, stores="hands"),
              options={"repetition_count": 0}, lap_tokens=True, ruled=(ENDLESS_RELAY,), data_games=40),
    LudiiGame("leyla", "two_rows/Leyla.lud", sites=two_row(6, stores="hands"),
              options={"repetition_count": 0}, rounds_go_on=True, lap_tokens=True, ruled=(ENDLESS_RELAY,),
              data_games=40),
    LudiiGame("hus", "four_rows/Hus (Damara).lud", "Ruleset/Wagner (Observed)", sites=four_row(12),
              options={"pits_per_side": 12, "start_empty_pits": list(range(8))}, ludii_max_plies=20000,
              ruled=(*HUS_CAPTURE, HUS_RESULT, ENDLESS_RELAY), resync=True, data_games=40),
    # ǁHus after Schultze (1907): Ludii's Nama board of 4×16, its stylised first move of each player
    # skipped (the engine takes the position after them); the capture with the opponent's inner hole
    # occupied is the option column_capture=front_occupied (docs/conformance.md, L-HN1)
    LudiiGame("hus", "four_rows/Hus (Nama).lud", sites=four_row(16), name="hus-nama", ludii_max_plies=20000,
              options={"pits_per_side": 16, "start_empty_pits": list(range(8)), "column_capture": "front_occupied"},
              ruled=(*NAMA_CAPTURE, NAMA_END, ENDLESS_RELAY), resync=True, opening_plies=2, data_games=2),
    LudiiGame("tsoro", "four_rows/Tsoro.lud", sites=four_row(8), ludii_max_plies=20000, ruled=(ENDLESS_RELAY,),
              data_games=60),
    # Makonn: Ludii's arrangement, counter by counter until each player passes (one placing may
    # capture), is skipped: the engine takes Ludii's position after it (L-MK1)
    LudiiGame("makonn", "four_rows/Makonn.lud", sites=four_row(10), ludii_max_plies=20000, opening_passes=2,
              ruled=(*MAKONN_SINGLES, *MAKONN_OUTER_CAPTURE, ENDLESS_RELAY), resync=True, data_games=20),
    LudiiGame("hawalis", "four_rows/Hawalis.lud", sites=four_row(7, stores="hands"), ludii_max_plies=20000,
              options={"laps": "single", "capture_targets": "opposite", "empty_mover": "game_ends",
                       "sweep": "owner"}, ruled=(SINGLETON_INTO_OCCUPIED, ENDLESS_RELAY), data_games=30),
    # Ludii's Toguz Kumalak names Toguz Korgool as an alias: the Kyrgyz name of the same game
    LudiiGame("toguz-korgool", "two_rows/Toguz Kumalak.lud",
              options={"tuzdyk_in_last_pit": True, "capture_majority_wins": False}, ruled=(TUZDYK_SEEDS,)),
    LudiiGame("dongjintian", "two_rows/Dongjintian.lud", directions=True),
    # games added to the catalogue with their comparison
    LudiiGame("woli", "two_rows/Woli.lud", ruled=(LAP_CAPTURE_CLOCKWISE,)),
    LudiiGame("shono", "two_rows/Shono.lud", "Ruleset/Shono (Observed)", ruled=(LAP_CAPTURE,)),
    LudiiGame("adidada", "two_rows/Adidada.lud", ruled=(SCORE_WITHOUT_STORES,)),
    LudiiGame("mankala", "two_rows/Mankala.lud"),
    LudiiGame("ntyenge", "two_rows/Ntyenge.lud"),
    LudiiGame("chonka", "two_rows/Chonka.lud", "Ruleset/Chonka (Described)", ruled=SECOND_PLAYERS_TRACK),
    LudiiGame("lab-akila-culin", "two_rows/La'b Akila.lud", options={"laps": "single"}, ruled=LAST_SHELL),
    LudiiGame("foji", "two_rows/Foji.lud", ruled=(FOJI_STARVING, *FOJI_LONG_LAP)),
    LudiiGame("erherhe", "two_rows/Erherhe.lud", first_round=True, data_games=50),
    LudiiGame("jodu", "two_rows/J'odu.lud", ruled=(JODU_STARVING,), data_games=50),
    LudiiGame("nchayo", "four_rows/Nchayo.lud", sites=four_row(5, stores="hands"), ludii_max_plies=20000,
              ruled=(ENDLESS_RELAY,)),
    LudiiGame("njombwa", "four_rows/Njombwa (Two Counters).lud", sites=four_row(8), ludii_max_plies=20000,
              ruled=(ENDLESS_RELAY, *SINGLE_STONE_CAPTURE)),
    # games with an opening (opening_plies, opening_pits)
    LudiiGame("um-el-bil", "two_rows/Um el-Bil.lud", "Ruleset/Six Holes (Observed)"),
    LudiiGame("um-el-bil", "two_rows/Um el-Bil.lud", "Ruleset/Eight Holes (Observed)", options={"holes": 8},
              name="um-el-bil+holes-8"),
    LudiiGame("dabuda", "two_rows/Dabuda.lud", ludii_options=("Opening/Four Rightmost holes",)),
    LudiiGame("dabuda", "two_rows/Dabuda.lud", ludii_options=("Opening/One Rightmost hole",),
              options={"damohoita": True}, name="dabuda+damohoita"),
    LudiiGame("muvalavala-luena", "four_rows/Muvalavala (Luena).lud", sites=four_row(6, stores="hands"),
              ludii_max_plies=20000, ruled=(ENDLESS_RELAY,)),
    LudiiGame("sute", "four_rows/Sute.lud", sites=four_row(8), data_games=5),
    LudiiGame("muvalavala-quioco", "four_rows/Muvalavala (Quioco).lud", sites=four_row(6), ludii_max_plies=20000,
              ruled=(*CAPTURED_LAP_ENDS_TURN, ENDLESS_RELAY), resync=True),
    LudiiGame("owela-benguela", "four_rows/Owela (Benguela).lud", sites=four_row(12), ludii_max_plies=20000,
              ruled=(*OWELA_CAPTURE, OWELA_RESULT, ENDLESS_RELAY), resync=True, data_games=40),
    LudiiGame("bao-ki-arabu", "four_rows/Bao Ki Arabu (Zanzibar 2).lud", sites=four_row(8, stores="hands"),
              ludii_max_plies=20000, ruled=(ENDLESS_RELAY,)),
    LudiiGame("nsumbi", "four_rows/Nsumbi.lud", sites=four_row(8), ludii_max_plies=20000,
              ruled=(*NSUMBI_FIRST_TURN, *NSUMBI_CAPTURED_LAP, ENDLESS_RELAY), resync=True),
    # three-row boards (engine/three_row.py)
    LudiiGame("rabe", "three_rows/Rab'e.lud", sites=three_row_board(engine.resolve_rules("rabe"), stores="hands"),
              ludii_max_plies=20000, rounds_go_on=True, resync=True, data_games=40,
              ruled=(RELAY_AFTER_A_FOUR, *RABE_ROUND_END_BETWEEN_LAPS, *FULL_CIRCLE_FOURS, ENDLESS_RELAY)),
    LudiiGame("kanji-guti", "two_rows/Kanji Guti.lud", ruled=(DOUBLE_PASS_DRAW,)),
    # Giuthi against Leakey's Kiuthi, turn by turn, its first round (conformance/kiuthi.py: L-KI1, L-KI2)
    LudiiGame("giuthi", "two_rows/Kiuthi.lud", options={"rounds": "none", "board_sizes": [],
                                                        "capture_precondition": "opponent_row_sown"},
              first_round=True, directions=True, module="kiuthi", data_games=20),
    # Walak-pussa and Pallanguzhi against Ludii's relay from the lap's own hole, turn by turn, their first
    # round (conformance/relaylaps.py: L-WP1, L-WP2, L-PA1, L-PA2)
    LudiiGame("walak-pussa", "two_rows/Walak-Pussa.lud",
              options={"laps": "relay", "capture_beyond_empty": False, "capture_beyond_chain": False,
                       "capture_next_after_empty": True, "direction": "ccw", "direction_kept": "both_same"},
              first_round=True, module="relaylaps", data_games=20),
    LudiiGame("pallanguzhi", "two_rows/Pallankuli.lud",
              options={"laps": "relay", "capture_beyond_empty": False, "capture_next_after_empty": True},
              first_round=True, module="relaylaps", data_games=20),
    LudiiGame("mawkar-katiya", "two_rows/Mawkar Katiya.lud", sites=two_row(7, stores="hands"), rounds_go_on=True,
              ruled=(ENDLESS_RELAY,)),
    LudiiGame("khrour", "two_rows/Khrour.lud", "Ruleset/Moudjeria (Described)", sites=two_row(2, stores="hands"),
              rounds_go_on=True),
    LudiiGame("khrour", "two_rows/Khrour.lud", ludii_options=("Board Size/3",), options={"holes": 3},
              name="khrour+holes-3", sites=two_row(3, stores="hands"), rounds_go_on=True),
    LudiiGame("khrour", "two_rows/Khrour.lud", ludii_options=("Board Size/4",), options={"holes": 4},
              name="khrour+holes-4", sites=two_row(4, stores="hands"), rounds_go_on=True),
    LudiiGame("khrour", "two_rows/Khrour.lud", ludii_options=("Board Size/6",), options={"holes": 6},
              name="khrour+holes-6", sites=two_row(6, stores="hands"), rounds_go_on=True),
    LudiiGame("yovodi", "two_rows/Yovodi.lud"),
    LudiiGame("altiev", "two_rows/Altiev.lud"),
    LudiiGame("boukerourou", "two_rows/Boukerourou.lud", options={"repetition_count": 0}),
    LudiiGame("wouri", "two_rows/Wouri.lud", options={"repetition_count": 0}, ruled=(*WOURI_RULED, *WOURI_LONG_LAP)),
    LudiiGame("enindji", "two_rows/Enindji.lud", ruled=(LAP_FOUR, ENINDJI_STARVING)),
    LudiiGame("fair-kalah", "two_rows/FairKalah.lud"),
    LudiiGame("fair-kalah", "two_rows/FairKalah.lud", ludii_options=("Board #/2",),
              options={"start_pits": [4, 4, 5, 4, 4, 4, 4, 3, 4, 4, 4, 4]}, name="fair-kalah+board-2"),
    # holes chosen after a capture (capture_chosen_holes): Ludii's Remove plies are the engine's takes
    LudiiGame("msuwa-wa-kunja", "four_rows/Msuwa wa Kunja.lud", sites=four_row(10), ludii_max_plies=20000,
              ruled=(ENDLESS_RELAY,)),
    LudiiGame("msuwa", "four_rows/Msuwa.lud", sites=four_row(10), ludii_max_plies=20000, ruled=(ENDLESS_RELAY,)),
    LudiiGame("tsoro-additional-capture", "four_rows/Tsoro (Additional Capture).lud", sites=four_row(8),
              ludii_max_plies=20000, ruled=(ENDLESS_RELAY,)),
    LudiiGame("tshuba", "four_rows/Tshuba.lud", sites=four_row(4), ludii_max_plies=20000, ruled=(ENDLESS_RELAY,)),
    # stop holes (stop_holes): Ludii's Pass beside the relay's Select is the engine's stop
    LudiiGame("musoro-tsoro", "four_rows/Musoro Tsoro.lud", sites=four_row(8), ludii_max_plies=20000,
              ruled=(ENDLESS_RELAY,), data_games=20),
    # Misoro Tsoro: Ludii's players choose their misoro holes (four plies); the engine's are each
    # player's two left-hand back-row holes, "typically" chosen: replayed after those four choices
    LudiiGame("misoro-tsoro", "four_rows/Misoro Tsoro.lud", sites=four_row(8), ludii_max_plies=20000,
              ruled=(ENDLESS_RELAY,), opening_tokens=("1:0", "2:31", "1:1", "2:30"), data_games=20),
    LudiiGame("misoro-tsoro", "four_rows/Misoro Tsoro.lud", "Ruleset/Extra Counters (Observed)", sites=four_row(8),
              options={"stop_holes": [8, 15], "start_pits": [0] * 8 + [2] * 7 + [3], "start_empty_pits": []},
              name="misoro-tsoro+extra-counters", ludii_max_plies=20000, ruled=(ENDLESS_RELAY,), data_games=20),
    # a direction chosen and kept (direction_kept); ruling L-NZ1 (Ludii's first turn takes the facing
    # front hole); Ludii lists a choosing move's anticlockwise
    # sowings first, its clockwise ones second (keyed + REVERSE)
    LudiiGame("namudilakunze", "four_rows/Namudilakunze.lud", sites=four_row(7), ludii_max_plies=20000,
              ruled=(*FIRST_TURN_FRONT, ENDLESS_RELAY), kept_second=Direction.CW, resync=True, data_games=10),
    # Ludii's Chisolo lists a choosing move's clockwise sowings first; its Namudilakunze ruleset is
    # the catalogue's Namudilakunze with one chosen hole after every capture
    LudiiGame("chisolo", "four_rows/Chisolo.lud", "Ruleset/Natatu (Observed)", sites=four_row(7),
              ludii_max_plies=20000, ruled=(NO_HOLE_LEFT, ENDLESS_RELAY), kept_second=Direction.CCW, lap_tokens=True,
              data_games=20),
    LudiiGame("namudilakunze", "four_rows/Chisolo.lud", "Ruleset/Namudilakunze (Observed)", sites=four_row(7),
              options={"capture_chosen_holes": 1}, name="namudilakunze+chosen-hole", ludii_max_plies=20000,
              ruled=(NO_HOLE_LEFT, ENDLESS_RELAY), kept_second=Direction.CCW, lap_tokens=True, data_games=10),
    # Misoro Tsoro (Additional Capture): the misoro chosen as for Misoro Tsoro; Ludii's forced pass of a
    # capturer whose takes find only misoro, and its count of takes carried into the next turn (L-MA1, L-MA2)
    LudiiGame("misoro-tsoro-additional-capture", "four_rows/Misoro Tsoro (Additional Capture).lud", sites=four_row(8),
              ludii_max_plies=20000, ruled=(ENDLESS_RELAY, *MISORO_TAKES), opening_tokens=("1:0", "2:31", "1:1", "2:30"),
              resync=True, data_games=20),
    LudiiGame("misoro-tsoro-additional-capture", "four_rows/Misoro Tsoro (Additional Capture).lud",
              "Ruleset/Extra Counters (Observed)", sites=four_row(8),
              options={"stop_holes": [8, 15], "start_pits": [0] * 8 + [2] * 7 + [3], "start_empty_pits": []},
              name="misoro-tsoro-additional-capture+extra-counters", ludii_max_plies=20000,
              ruled=(ENDLESS_RELAY, *misoro_takes((8, 15))), resync=True, data_games=20),
)

BY_KEY = {g.key: g for g in GAMES}


@dataclass(frozen=True)
class PendingLudiiGame:
    """A catalogue game with a Ludii description whose comparison is not built yet."""

    variant: str
    lud: str
    """Ludii's description(s), under ``Common/res/lud/board/sow/``."""
    reason: str
    """What the comparison still needs (the board or move mapping Ludii's encoding asks for)."""


PENDING: tuple[PendingLudiiGame, ...] = (
    PendingLudiiGame("bao-kujifunza", "four_rows/Bao.lud",
                     "Ludii has no Bao la Kujifunza of its own: its Bao programs are the full game (the namua stage "
                     "first, kete in hand), whose East Africa program is compared as bao-la-kiswahili. No other "
                     "reading was found: MancalaGames' Bao is Russ's 2×7 game, and no published engine plays "
                     "Bao la Kujifunza (searched: Ludii's four-row descriptions, MancalaGames' parameter files, "
                     "public code for Bao la Kiswahili and Bao la Kujifunza); the seed's worked examples are "
                     "the rules tests"),
)
"""Every one of these is compared by a later round; ``tests/conformance`` lets a catalogue game be
here only until its ``GAMES`` entry and data land (then ``GAMES`` counts)."""


@dataclass(frozen=True)
class SecondReading:
    """A catalogue game without a Ludii description and the second independent reading it is
    checked against, or ``reading=None`` where none exists."""

    variant: str
    reading: str | None
    """The independent reading: a published engine, a parameter file, literal worked examples."""
    compared: str
    """How it was compared and how much (or why it could not be)."""
    differences: str = "—"
    """What the comparison found and how each difference was resolved."""
    not_ludii: str = ""
    """Ludii descriptions that share the game's name or an alias but describe another game."""


_MG = "MancalaGames (StoneShark), GameProps/"
_LEAFLET = ("the seed-000 rules sheet and the boxed game's leaflet are its only sources; their worked examples "
            "are the golden playthroughs (tests/golden). Searched: Ludii's sowing descriptions (none sows "
            "through the own store and captures 2s and 3s), MancalaGames (one capture mechanism a move: it "
            "cannot take both the empty-hollow capture and the 2-or-3 capture), public code")

NO_LUDII: tuple[SecondReading, ...] = (
    SecondReading("basic", _MG + "Kalah.txt with 3 seeds a pit and the lone last seed always taken "
                  "(`xcpickown` ALWAYS_PICK, the sheet's capture into an empty pot)",
                  "conformance/mancalagames.py; the sheet's worked examples are the golden playthroughs"),
    SecondReading("owari", _MG + "Wari.txt (after Russ: grand slams captured, the opponent fed, as the sheet)",
                  "conformance/mancalagames.py; the sheet's worked examples are the golden playthroughs"),
    SecondReading("mancala-hybrid", None, _LEAFLET),
    SecondReading("ayoayo", _MG + "Ayoayo.txt (Russ's reading: stores not sown)",
                  "conformance/mancalagames.py with options `sow_own_store=false`, "
                  "`capture_includes_sowing_seed=true` (Russ, Mancala World)",
                  not_ludii="Ludii's Oware lists Ayoayo among its aliases; its rules are Oware's"),
    SecondReading("nam-nam", _MG + "NamNam.txt",
                  "conformance/mancalagames.py, the first round of each match, with option "
                  "`must_feed=leave_seeds` (its `mustshare`, the oware.org version's feeding)"),
    SecondReading("multiplayer", _MG + "Kalah.txt for the two-player game (option `seats=2`), the starting hole "
                  "skipped (`skip_start`) and a player without stones passing (`mustpass`)",
                  "conformance/mancalagames.py, the two-player game; no published engine, MancalaGames file or "
                  "Ludii description plays 3 or 4 players on one ring (MancalaGames and Ludii's Kalah are "
                  "two-player; Ludii's four-player Dongjintian is another game), so the 3- and 4-player "
                  "games' only check is the rules sheet's worked examples (the golden playthroughs)",
                  differences="3 and 4 players: no second reading exists (docs/rules/multiplayer.md says what "
                              "was searched)"),
    SecondReading("mancala-for-4", None, "no published engine, MancalaGames file or Ludii description plays "
                  "this four-sided board (searched: Ludii's only four-player sowing game, Dongjintian (Four "
                  "Players), is another game; MancalaGames plays two players, capturing the opposite hole 5−j "
                  "where this sheet takes pocket j; public code for four-player mancala); the instructions' "
                  "worked examples are the golden playthroughs"),
    SecondReading("bestemshe", _MG + "Toguz_Kumalak.txt, variant Toguz_Kumalak_5 without its tuzdyk "
                  "parameters (Bestemshe has none)", "conformance/mancalagames.py"),
    SecondReading("kalah-6-3", _MG + "Kalah.txt with 3 seeds a hole",
                  "conformance/mancalagames.py with option `end_check=at_turn_start` (MancalaGames ends the "
                  "game when the player to move cannot move, as Ludii's Kalah: L-KA1)"),
    SecondReading("kalah-6-5", _MG + "Kalah.txt with 5 seeds a hole",
                  "conformance/mancalagames.py with option `end_check=at_turn_start` (L-KA1)"),
    SecondReading("kalah-6-6", _MG + "Kalah.txt with 6 seeds a hole",
                  "conformance/mancalagames.py with option `end_check=at_turn_start` (L-KA1)"),
    SecondReading("congkak", _MG + "Jongkak.txt (Hanson 2003) as one game: no rounds, its end variation "
                  "NO_ADDTL, 7 seeds, the lone last seed taken (`xcpickown` ALWAYS_PICK)",
                  "conformance/mancalagames.py (Ludii's Main Chongkak is Skeat's game, the `main-chongkak` entry)"),
    SecondReading("mangala", "a published engine: slymn80/mangala-online (MIT), its rules engine "
                  "src/engine/engine.ts after the 23 official rules of the school and youth tournaments",
                  "conformance/published.py (Ludii's Mangala (Turkey), Altıev and MancalaGames' Mangala I-IV "
                  "are other games of that name; MancalaGames cannot combine its cross capture with the even "
                  "capture)",
                  not_ludii="Mangala (Turkey).lud, Altiev.lud"),
    SecondReading("endodoi", _MG + "Endodoi.txt on 2×10", "conformance/mancalagames.py"),
    SecondReading("woaley", _MG + "Djenon_Aboure.txt, its neighbour, with one seed left behind in the hole a "
                  "move starts from (`sow_start`) and a player without a move passing (`mustpass`), the two "
                  "rules Kanga Ballou gives Woaley (MG-WL1)", "conformance/mancalagames.py"),
    SecondReading("djenon-aboure", _MG + "Djenon_Aboure.txt",
                  "conformance/mancalagames.py with options `origin=sow_into`, `empty_mover=game_ends` "
                  "(MancalaGames' reading of the two points its rules text names)"),
    SecondReading("barbados-warri", _MG + "Wari.txt without its feeding rule (`mustshare`), which the "
                  "Barbados tournament rules do not play", "conformance/mancalagames.py"),
    SecondReading("songo-douala", _MG + "Songo.txt, variant Douala", "conformance/mancalagames.py"),
    SecondReading("mbangbi", _MG + "Mbangbi.txt", "conformance/mancalagames.py"),
    SecondReading("al-manqala", _MG + "Al-manqala.txt", "conformance/mancalagames.py",
                  not_ludii="Ludii's La'b Akila (Culin 1896) is another game of that name: relay sowing, "
                            "captures of 1 and 3"),
    SecondReading("modiar", _MG + "Modiar.txt", "conformance/mancalagames.py"),
    SecondReading("micro-wari", _MG + "Micro-Wari.txt", "conformance/mancalagames.py"),
    SecondReading("tihbat", _MG + "Tihbat.txt with captures on the own side only (`capt_side` OWN_SIDE) and "
                  "the first seed back into the emptied hole (`sow_start`, `move_one`), the source's reading "
                  "(MG-TB1)", "conformance/mancalagames.py"),
    SecondReading("sadeqa-iii", _MG + "Sadeqa_III.txt", "conformance/mancalagames.py"),
    SecondReading("valah", _MG + "Valah.txt (the designer's own program)", "conformance/mancalagames.py"),
    SecondReading("nsa-isong", _MG + "Nsa_Isong.txt", "conformance/mancalagames.py, the first round of each match"),
    SecondReading("adji-kui-i", _MG + "Adji_Kui_I.txt", "conformance/mancalagames.py"),
    SecondReading("bakuk", _MG + "Bakuk.txt", "conformance/mancalagames.py"),
    SecondReading("mandoli", _MG + "Mandoli.txt", "conformance/mancalagames.py"),
    SecondReading("achochodi", _MG + "Achochodi.txt", "conformance/mancalagames.py"),
    SecondReading("je-ki-n-je", _MG + "Je_ki_n_je.txt", "conformance/mancalagames.py"),
    SecondReading("olinda", _MG + "Olinda.txt as one game (its rounds switched off)", "conformance/mancalagames.py"),
    SecondReading("olowuka", _MG + "Olowuka.txt", "conformance/mancalagames.py"),
    SecondReading("sokusowo", _MG + "Sokusowo.txt", "conformance/mancalagames.py"),
    SecondReading("nambayi", _MG + "Nambayi.txt (closed holes: the two stores compared as one)", "conformance/mancalagames.py"),
    SecondReading("embeli", _MG + "Embeli.txt with four seeds in each nti (option `start_pits`; closed holes: the two stores "
                  "compared as one)", "conformance/mancalagames.py"),
)

OTHER_READINGS: dict[str, str] = {
    "kalah": "OpenSpiel `mancala` (tests/engine/test_openspiel_differential.py, 500 games every run)",
    "oware": "OpenSpiel `oware` with `repetition_count=1` (tests/engine/test_openspiel_differential.py, "
             "500 games every run, and two other sizes)",
}
"""Further independent readings of games compared with Ludii, kept as tests elsewhere."""
