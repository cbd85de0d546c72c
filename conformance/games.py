"""Which Ludii description stands for which catalogue game (docs/conformance.md has the table).

Every entry here is compared on the canonical two-row layout: Ludii's trace numbers the first
player's row 0…n-1 from that player's left and goes on round the board (counter-clockwise), so
canonical pit ``c`` is the engine's seat 0 pit ``c`` for ``c < n`` and seat 1 pit ``c - n``
otherwise (each seat's pits from its own left), and Ludii's store of player 1 / 2 is the engine's
store of seat 0 / 1. Ludii's player 1 is the engine's seat 0 (South, the first to move).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .compare import ENDLESS_RELAY, REVERSE, Ruled
from .sites import SiteMap, four_row, two_row

# Ludii's Oware family (Oware "Wari (Observed)", Awari): a sowing of 12 seeds (23, …) laps the
# board, skips its origin and drops its last seed in the hole after it; Ludii's program then
# captures nothing, where its own rules text ("Players capture counters when the final counter is
# sown in the opponent's row and the hole containing it has two or three counters") and every
# Oware source capture (docs/conformance.md, ruling L-OW1).
LAP_CAPTURE = Ruled("L-OW1", "successor", lambda seeds, pit, ply, nxt: seeds >= 12 and (seeds - 12) % 11 == 0)


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
    name: str = ""
    """The comparison's name (the data file's): the variant id, or id+variation."""
    sites: SiteMap | None = None
    """A board the trace tool does not number canonically (four rows, no stores): how Ludii's
    sites map to canonical pits (conformance/sites.py)."""
    ludii_max_plies: int = 2000
    data_games: int | None = None
    """How many compared games each way the test data keeps (None: all): long games (a ply is a
    lap in Ludii's four-row games) keep bin/test's replay short."""
    """Ludii's ply limit per game (relay laps are plies of their own in Ludii's four-row games)."""

    @property
    def key(self) -> str:
        return self.name or self.variant

    @property
    def board(self) -> str:
        """How Ludii's board is read (docs/conformance.md's table)."""
        if self.sites is not None:
            return "four-row sites" if self.lud.startswith("four_rows/") else "sites"
        return "mirrored" if self.mirror else "canonical"

    @property
    def engine_options(self) -> dict[str, Any]:
        """The options the engine plays the comparison with: ``options`` over ``repetition_count=0``
        (ruling L-RP1: Ludii's programs have no repetition ending, the catalogue's is a house
        ruling for endless games)."""
        return {"repetition_count": 0, **self.options}




# With grand slams forbidden, a player left only with grand slams cannot move: Ludii's Wari gives each
# row's seeds to its owner, the catalogue's Oware option (iggamecenter) all of them to the player to
# move; Ludii's reading is option only_grand_slams_to_mover=false (docs/conformance.md, L-OW3).
SLAMS_LEFT = Ruled("L-OW3", "result", lambda seeds, pit, engine_end, end: engine_end["reason"] == "only_grand_slams")


def _tuzdyk_holds_seeds(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """Ludii's successor keeps seeds in a tuzdyk (Ludii site s: canonical pit s below 9, 28 - s
    above the kazans 9 and 10)."""
    sites = [s for s in nxt.get("pvalue", []) if s >= 0]
    return any(nxt["pits"][s if s < 9 else 28 - s] > 0 for s in sites)


# Ludii's Toguz Kumalak leaves a seed sown into a tuzdyk in that hole; the federation's rules,
# PlayStrategy and the Togyz Qumalaq app put it in the tuzdyk owner's kazan, as the engine does
# (docs/conformance.md, ruling L-TK1).
TUZDYK_SEEDS = Ruled("L-TK1", "successor", _tuzdyk_holds_seeds)

def _next_own_pit(c: int, columns: int) -> int:
    """The next pit anticlockwise round the mover's own two rows (canonical pits: a seat's front row
    F0…F(n-1) then its back row B0…B(n-1)): B0→B(n-1)→F(n-1)→F0→B0."""
    seat, p = divmod(c, 2 * columns)
    if p >= columns:  # back row, to the right; from the last back pit up to the front row
        nxt = p + 1 if p < 2 * columns - 1 else columns - 1
    else:  # front row, to the left; from F0 down to B0
        nxt = p - 1 if p > 0 else columns
    return seat * 2 * columns + nxt


# Ludii's Hawalis program plays a single seed into an occupied hole (when no hole holds two or more);
# its own rules text ("they may not sow into another hole that already contains a counter") and
# Wikipedia do not allow it, as the engine does not (docs/conformance.md, ruling L-HW1).
SINGLETON_INTO_OCCUPIED = Ruled("L-HW1", "legal", lambda seeds, pit, ply, nxt: seeds == 1
                                and ply["pits"][_next_own_pit(pit, 7)] > 0)

def _captured(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """The engine's move (the one compared, or the last one played) made a capture."""
    return any(e.get("type") == "capture" for e in nxt.get("engine_events", ()))


# Ludii's Mweso after a capture: the captured seeds' lap ends there (no relay, no capture) and the turn
# goes on by relaying the capturing pit, and a reverse capture's relays go on clockwise; its own rules
# text (after Shackell 1934), Wikipedia and the worked game sow the captured seeds on as a lap of the
# turn and keep the capturing pit's seeds, as the engine does (docs/rules/omweso.md R-OM3, R-OM5;
# docs/conformance.md, ruling L-OM1). The game is compared up to the first turn with a capture.
CAPTURED_LAP = tuple(Ruled("L-OM1", kind, _captured) for kind in ("state", "turn", "successor", "end"))


def _reverse_into_empty(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """A reverse (clockwise) sowing whose first lap ends in an empty pit (it cannot capture)."""
    if pit < REVERSE or seeds >= 16:
        return False
    here = pit - REVERSE
    for _ in range(seeds):  # clockwise: the anticlockwise ring walked backwards
        here = next(q for q in range(here - here % 16, here - here % 16 + 16) if _next_own_pit(q, 8) == here)
    return bool(ply["pits"][here] == 0)


# Ludii's Mweso lists a clockwise move from a left-hand pit whenever the pit its last seed reaches faces
# two occupied pits, even when that pit is empty (the lap then ends there without a capture); its own
# rules text ("If a clockwise move ... can lead to a capture, a clockwise move is allowed"), Wikipedia
# ("if this results in a capture") and the engine ask for a capture (docs/conformance.md, ruling L-OM2).
REVERSE_WITHOUT_CAPTURE = Ruled("L-OM2", "legal", _reverse_into_empty)

GAMES: tuple[LudiiGame, ...] = (
    LudiiGame("kalah", "two_rows/Kalah.lud", options={"end_check": "at_turn_start"}),
    LudiiGame("oware", "two_rows/Oware.lud", "Ruleset/Wari (Observed)",
              options={"grand_slam": "forbidden", "capture_majority_wins": False},
              ruled=(LAP_CAPTURE, SLAMS_LEFT)),
    LudiiGame("awari-suriname", "two_rows/Awari.lud", ruled=(LAP_CAPTURE,)),
    LudiiGame("togyz-kumalak", "two_rows/Toguz Kumalak.lud",
              options={"tuzdyk_in_last_pit": True, "capture_majority_wins": False}, ruled=(TUZDYK_SEEDS,)),
    LudiiGame("bohnenspiel", "two_rows/Das Bohnenspiel.lud"),
    LudiiGame("sungka", "two_rows/Sungka.lud", mirror=True),
    LudiiGame("ohvalhu", "two_rows/Ovalhu.lud"),
    LudiiGame("halusa", "two_rows/Halusa.lud"),
    LudiiGame("jerin", "two_rows/J'erin.lud"),
    LudiiGame("kpo", "two_rows/Kpo.lud", "Ruleset/Momolu Massaquoi (Observed)"),
    LudiiGame("obridjie", "two_rows/Obridje.lud", swap_stores=True),
    LudiiGame("chongka", "two_rows/Chongka'.lud", mirror=True),
    LudiiGame("chungcajon", "two_rows/Chungcajon.lud", mirror=True),
    LudiiGame("main-chongkak", "two_rows/Main Chongkak.lud", "Ruleset/Skeat (Observed)", mirror=True),
    LudiiGame("walak-pussa", "two_rows/Walak-Pussa.lud"),
    LudiiGame("wauri", "two_rows/Waurie.lud"),
    LudiiGame("yovodji", "two_rows/Yovodji.lud"),
    LudiiGame("unee-tugalluulax", "two_rows/Unnee Tugalluulax.lud", "Ruleset/Mancala World (Suggested)",
              options={"pits_per_side": 6, "count_capture_sides": "any"}),
    LudiiGame("vai-lung-thlan", "two_rows/Vai Lung Thlan.lud", options={"empty_mover": "game_ends", "sweep": "none"}),
    LudiiGame("round-and-round-warri", "two_rows/French Wari.lud"),
    LudiiGame("en-gehe", "two_rows/En Gehe.lud", "Ruleset/Merker (Observed)"),
    LudiiGame("omweso", "four_rows/Mweso.lud", sites=four_row(8), ludii_max_plies=300,
              ruled=(*CAPTURED_LAP, REVERSE_WITHOUT_CAPTURE, ENDLESS_RELAY), data_games=60),
    LudiiGame("tsoro", "four_rows/Tsoro.lud", sites=four_row(8), ludii_max_plies=20000, ruled=(ENDLESS_RELAY,),
              data_games=60),
    LudiiGame("hawalis", "four_rows/Hawalis.lud", sites=four_row(7, stores="hands"), ludii_max_plies=20000,
              options={"laps": "single", "capture_targets": "opposite", "empty_mover": "game_ends",
                       "sweep": "owner"}, ruled=(SINGLETON_INTO_OCCUPIED, ENDLESS_RELAY), data_games=30),
)

BY_KEY = {g.key: g for g in GAMES}
