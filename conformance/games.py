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

from .compare import Ruled

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
    first_round: bool = False
    """Ludii plays a match of rounds where the catalogue game is one: compared up to the end of
    Ludii's first round (its seeds all in the stores, as at the engine's end)."""
    name: str = ""
    """The comparison's name (the data file's): the variant id, or id+variation."""
    directions: bool = False
    """The player chooses each move's direction: compared by conformance/directions.py."""

    @property
    def key(self) -> str:
        return self.name or self.variant

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

# Awari: a player who must feed and cannot has no legal move in Ludii's program: both players pass and
# Ludii ends the game with no score (a draw); Herskovits's "the player who captured the most counters
# wins", the engine's end (reason cannot_feed), counts the captures (docs/conformance.md, L-AW1).
CANNOT_FEED_DRAW = Ruled("L-AW1", "result",
                         lambda seeds, pit, engine_end, end: engine_end["reason"] == "cannot_feed"
                         and int(end.get("winner", 0)) == 0)

# Awari: a player whose every move is a forbidden grand slam passes in Ludii's program and the other
# player moves on; the engine ends the game, the mover taking the seeds left (reason only_grand_slams;
# Herskovits is silent: docs/conformance.md, L-AW2).
SLAMS_LEFT_PASS = Ruled("L-AW2", "end", lambda seeds, pit, engine_end, rec: engine_end["reason"] == "only_grand_slams")

def _single_seed_relays(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """Ludii's lap of ``seeds`` from canonical pit ``pit`` (a 12-hole ring without stores) ended in
    a hole that was empty (it holds 1) and the same player sows on."""
    pits = nxt["pits"]
    return int(nxt["mover"]) == int(ply["mover"]) and seeds > 0 and pits[(pit + seeds) % len(pits)] == 1


# J'erin: Ludii's program relays whenever the last seed's hole is not empty after it fell, so a last
# seed in an empty hole is sown on; its own rules text ("If the final counter falls into an empty
# hole, the turn ends") and the engine end the turn (docs/conformance.md, L-JE1).
EMPTY_HOLE_RELAY = Ruled("L-JE1", "turn", _single_seed_relays)

def _opponent_store_sown(seeds: int, pit: int, before: dict[str, Any], after: dict[str, Any]) -> bool:
    """Ludii's store of the mover's opponent grew during the mover's turn (no capture puts seeds
    there: the mover sowed into it)."""
    opponent = 2 - int(before["mover"])  # stores: player 1's, player 2's
    return bool(before["stores"]) and after["stores"][opponent] > before["stores"][opponent]


# Main Chongkak: Ludii's program sows into both stores ("Stores are included when sowing"); Hellier
# (1907), on the same Malay game, drops a seed "into her own 'house' but none into her opponent's", as
# the engine does (docs/conformance.md, L-MC1).
OPPONENT_STORE = (Ruled("L-MC1", "successor", _opponent_store_sown), Ruled("L-MC1", "state", _opponent_store_sown))

def _lone_seed_taken(seeds: int, pit: int, ply: dict[str, Any], ludii: dict[str, Any]) -> bool:
    """The engine's seeds are Ludii's but for one seed: a pit holding 1 in Ludii is empty in the
    engine, whose store of the player who moved holds one more (a capture of a lone seed)."""
    mine, theirs = ludii.get("engine"), [*ludii["pits"], *(ludii["stores"] or ludii.get("hands") or [])]
    if mine is None or len(mine) != len(theirs):
        return False
    n = len(ludii["pits"])
    moved = n + int(ply["mover"]) - 1
    diff = [i for i in range(len(mine)) if mine[i] != theirs[i]]
    return (len(diff) == 2 and moved in diff and mine[moved] == theirs[moved] + 1
            and any(i < n and theirs[i] == 1 and mine[i] == 0 for i in diff))


# Yovodji: Ludii's program takes the hole opposite an own empty hole only when it holds 2 or more; the
# engine takes "the contents of the hole in the opponent's row opposite it", a lone seed too (Béart as
# Ludii's own rules text quotes him; docs/conformance.md, L-YO3).
LONE_SEED = (Ruled("L-YO3", "successor", _lone_seed_taken), Ruled("L-YO3", "state", _lone_seed_taken))

# Yovodji: a lap of 12 seeds or more passes over its skipped starting hole; Ludii's program then
# applies the last-seed rules to the wrong hole (the turn ends), as its Oware's does (L-OW1).
LONG_LAP = (Ruled("L-OW1", "successor", lambda seeds, pit, ply, nxt: seeds >= 12),
            Ruled("L-OW1", "state", lambda seeds, pit, start, rec: max(rec.get("turn_laps") or [0]) >= 12))


def _no_feeding(seeds: int, pit: int, ply: dict[str, Any], moves: dict[str, Any]) -> bool:
    """The opponent's row is empty and the engine allows only the moves that feed it, Ludii all."""
    n = len(ply["pits"]) // 2
    opponent = ply["pits"][n:] if int(ply["mover"]) == 1 else ply["pits"][:n]
    return not any(opponent) and set(moves["engine"]) < set(moves["ludii"])


# Yovodji: Ludii's rules text has the feeding rule ("If the opponent's holes are all empty, the other
# player must make a move placing counters in the opponent's row"), its program does not; the engine
# does (docs/conformance.md, L-YO4).
NO_FEEDING = (Ruled("L-YO4", "legal", _no_feeding),
              # ... nor the end that comes with it: a player left without seeds passes in Ludii's
              # program and the opponent plays on, where the engine's game ends (reason no_seeds)
              Ruled("L-YO4", "end", lambda seeds, pit, engine_end, rec: engine_end["reason"] == "no_seeds"))

def _cleared_at_once(seeds: int, pit: int, ply: dict[str, Any], nxt: dict[str, Any]) -> bool:
    """Ludii's game is over after a move that left the mover's own row empty."""
    if "pits" not in nxt or "mover" not in ply:
        return False  # (the engine ended the game first: not this ruling)
    n = len(nxt["pits"]) // 2
    row = nxt["pits"][:n] if int(ply["mover"]) == 1 else nxt["pits"][n:]
    return bool(nxt["over"]) and not any(row)


# Wauri: Ludii's program (and its rules text, as German Wikipedia's variant) ends the game as soon as
# a move leaves the mover's row empty, that player winning even on the opponent's turn; the catalogue
# game waits for that player's turn (docs/rules/wauri.md; docs/conformance.md, L-WA2).
CLEARED_AT_ONCE = Ruled("L-WA2", "end", _cleared_at_once)

def _fours_to_another_store(seeds: int, pit: int, ply: dict[str, Any], ludii: dict[str, Any]) -> bool:
    """Only the fours differ: the engine's pits are Ludii's but for fours Ludii left in their holes
    (the engine took them), and the seeds in the stores differ by those fours alone."""
    mine = ludii.get("engine")
    n = len(ludii["pits"])
    if mine is None or len(ludii["stores"]) != 2 or sum(mine) != sum(ludii["pits"]) + sum(ludii["stores"]):
        return False
    left = [i for i in range(n) if mine[i] != ludii["pits"][i]]
    return all(ludii["pits"][i] == 4 and mine[i] == 0 for i in left) and mine[n:] != ludii["stores"]


# Obridjie: Ludii's program gives every four of a lap, the last seed's included, to the owner of the
# row where the lap ended (it tests the lap's last hole, not each hole), and looks for fours only when
# the lap is over, between its first and last holes (a lap of 12 seeds or more, passing a hole twice,
# leaves or misses some); its own rules text and the
# engine give a four made in passing to its hole's owner and the last seed's four to the mover
# (docs/conformance.md, L-OB1).
FOURS_TO_ROW_OF_LAST = (Ruled("L-OB1", "successor", lambda seeds, pit, ply, nxt: seeds >= 12 or _fours_to_another_store(
                            seeds, pit, ply, nxt)),
                        Ruled("L-OB1", "state", lambda seeds, pit, start, rec: _fours_to_another_store(
                            seeds, pit, start, rec) or max(rec.get("turn_laps") or [0]) >= 12))
# Ludii's Adidada scores each player "(count Cell at:(mapEntry P))" plus their row: on its board the
# store is not a cell, so the score leaves the captures out and counts the row only (the end
# [0, 12] where the players hold 24-24); its rules text: "The player who captures the most counters
# wins" (docs/conformance.md, ruling L-AD1).
SCORE_WITHOUT_STORES = Ruled("L-AD1", "result",
                             lambda seeds, pit, engine_end, end: sum(end.get("score") or []) < sum(engine_end["scores"]))

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
    LudiiGame("obridjie", "two_rows/Obridje.lud", options={"sweep": "owner"}, ruled=FOURS_TO_ROW_OF_LAST),
    LudiiGame("chongka", "two_rows/Chongka'.lud", mirror=True),
    LudiiGame("chungcajon", "two_rows/Chungcajon.lud", mirror=True),
    LudiiGame("main-chongkak", "two_rows/Main Chongkak.lud", "Ruleset/Skeat (Observed)", mirror=True,
              first_round=True, ruled=OPPONENT_STORE),
    LudiiGame("wauri", "two_rows/Waurie.lud", options={"origin": "sow_into"}, ruled=(CLEARED_AT_ONCE,)),
    LudiiGame("yovodji", "two_rows/Yovodji.lud", options={"origin": "skip_lap_origin", "capture_chain": False},
              ruled=(*LONE_SEED, *LONG_LAP, *NO_FEEDING)),
    LudiiGame("unee-tugalluulax", "two_rows/Unnee Tugalluulax.lud", "Ruleset/Mancala World (Suggested)",
              options={"pits_per_side": 6, "count_capture_sides": "any"}),
    LudiiGame("vai-lung-thlan", "two_rows/Vai Lung Thlan.lud", options={"empty_mover": "game_ends", "sweep": "none"}),
    LudiiGame("round-and-round-warri", "two_rows/French Wari.lud"),
    LudiiGame("en-gehe", "two_rows/En Gehe.lud", "Ruleset/Merker (Observed)"),
    # Ludii's Toguz Kumalak names Toguz Korgool as an alias: the Kyrgyz name of the same game
    LudiiGame("toguz-korgool", "two_rows/Toguz Kumalak.lud",
              options={"tuzdyk_in_last_pit": True, "capture_majority_wins": False}, ruled=(TUZDYK_SEEDS,)),
    LudiiGame("dongjintian", "two_rows/Dongjintian.lud", directions=True),
    # catalogue growth (issue 35): games added with their comparison
    LudiiGame("woli", "two_rows/Woli.lud", ruled=(LAP_CAPTURE,)),
    LudiiGame("shono", "two_rows/Shono.lud", "Ruleset/Shono (Observed)", ruled=(LAP_CAPTURE,)),
    LudiiGame("adidada", "two_rows/Adidada.lud", ruled=(SCORE_WITHOUT_STORES,)),
    LudiiGame("mankala", "two_rows/Mankala.lud"),
    LudiiGame("ntyenge", "two_rows/Ntyenge.lud"),
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
    PendingLudiiGame("bao-la-kiswahili", "four_rows/Bao Kiswahili (East Africa).lud; four_rows/Bao.lud",
                     "four-row board mapping (sites row × column, seeds in hand, relays and direction choices as plies)"),
    PendingLudiiGame("bao-kujifunza", "four_rows/Bao.lud",
                     "four-row board mapping; Ludii has no Bao la Kujifunza of its own (its Bao is the full game)"),
    PendingLudiiGame("omweso", "four_rows/Mweso.lud", "four-row board mapping and the arrangement phase"),
    PendingLudiiGame("hus", "four_rows/Hus (Nama).lud; four_rows/Hus (Damara).lud", "four-row board mapping"),
    PendingLudiiGame("tsoro", "four_rows/Tsoro.lud", "four-row board mapping"),
    PendingLudiiGame("hawalis", "four_rows/Hawalis.lud", "four-row board mapping"),
    PendingLudiiGame("hufesay", "two_rows/Hufesay.lud",
                     "a board without stores whose player map the trace tool reads as stores, and Ludii's match of rounds"),
    PendingLudiiGame("pallanguzhi", "two_rows/Pallankuli.lud",
                     "a board without stores whose player map the trace tool reads as stores, and Ludii's match of "
                     "rounds (the loser refills as many holes as they can); its relay reads Durai otherwise (rules "
                     "text). MancalaGames' Pallanguli (No_Rounds) was probed: it does not take a four made by a lap's "
                     "last seed, which this entry's sources do, at nearly every move, so no comparison is kept"),
    PendingLudiiGame("walak-pussa", "two_rows/Walak-Pussa.lud",
                     "L-WP1 (docs/conformance.md): Ludii's program relays from the hole the lap ended in where its "
                     "own rules text says the next hole, so the two readings part at every first lap; an engine "
                     "option with Ludii's reading would let the rest be compared"),
    PendingLudiiGame("giuthi", "two_rows/Kiuthi.lud",
                     "Ludii's Kiuthi plays a match of rounds on a board that shrinks, with its stores and a "
                     "direction per move; the direction mapping (conformance/directions.py) is not yet fitted to "
                     "it. Its first round is compared with MancalaGames' Giuthi meanwhile"),
)
"""Every one of these is compared by a later round; ``tests/conformance`` lets a catalogue game be
here only until its ``GAMES`` entry and data land (then ``GAMES`` counts)."""


@dataclass(frozen=True)
class SecondReading:
    """A catalogue game without a Ludii description and the second independent reading it is
    checked against (issue item 5), or ``reading=None`` where none exists."""

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
            "are the golden playthroughs (tests/golden), and no published engine or Ludii description plays it")

NO_LUDII: tuple[SecondReading, ...] = (
    SecondReading("basic", None, _LEAFLET),
    SecondReading("owari", None, _LEAFLET),
    SecondReading("mancala-hybrid", None, _LEAFLET),
    SecondReading("ayoayo", _MG + "Ayoayo.txt (Russ's reading: stores not sown)",
                  "conformance/mancalagames.py with options `sow_own_store=false`, "
                  "`capture_includes_sowing_seed=true` (Russ, Mancala World)",
                  not_ludii="Ludii's Oware lists Ayoayo among its aliases; its rules are Oware's"),
    SecondReading("nam-nam", _MG + "NamNam.txt",
                  "conformance/mancalagames.py, the first round of each match, with option "
                  "`must_feed=leave_seeds` (its `mustshare`, the oware.org version's feeding)"),
    SecondReading("multiplayer", None, "no published engine or Ludii description plays 3 or 4 players on one "
                  "ring; the rules sheet's worked examples are the golden playthroughs"),
    SecondReading("mancala-for-4", None, "no published engine or Ludii description plays this four-sided "
                  "board; the instructions' worked examples are the golden playthroughs"),
    SecondReading("bestemshe", _MG + "Toguz_Kumalak.txt, variant Toguz_Kumalak_5 without its tuzdyk "
                  "parameters (Bestemshe has none)", "conformance/mancalagames.py"),
    SecondReading("kalah-6-3", _MG + "Kalah.txt with 3 seeds a hole",
                  "conformance/mancalagames.py with option `end_check=at_turn_start` (MancalaGames ends the "
                  "game when the player to move cannot move, as Ludii's Kalah: L-KA1)"),
    SecondReading("kalah-6-5", _MG + "Kalah.txt with 5 seeds a hole",
                  "conformance/mancalagames.py with option `end_check=at_turn_start` (L-KA1)"),
    SecondReading("kalah-6-6", _MG + "Kalah.txt with 6 seeds a hole",
                  "conformance/mancalagames.py with option `end_check=at_turn_start` (L-KA1)"),
    SecondReading("congkak", None, "MancalaGames' Jongkak and Dakon play rounds with blocked holes and Ludii's "
                  "Main Chongkak is Skeat's game (the `main-chongkak` entry): none is this reading; the "
                  "sources' worked examples are the rules tests"),
    SecondReading("mangala", None, "Ludii's Mangala (Turkey), Altıev and MancalaGames' Mangala I-IV are "
                  "other games of that name; the tournament rules' worked examples are the rules tests",
                  not_ludii="Mangala (Turkey).lud, Altiev.lud"),
    SecondReading("endodoi", _MG + "Endodoi.txt on 2×10", "conformance/mancalagames.py"),
    SecondReading("woaley", None, "neither Ludii nor MancalaGames has Woaley; Mancala World's account "
                  "(Kanga Ballou 1984) is the only source, its examples the rules tests"),
    SecondReading("djenon-aboure", _MG + "Djenon_Aboure.txt",
                  "conformance/mancalagames.py with options `origin=sow_into`, `empty_mover=game_ends` "
                  "(MancalaGames' reading of the two points its rules text names)"),
    SecondReading("barbados-warri", None, "MancalaGames' Wari (after Russ) makes a player feed an empty "
                  "opponent, which the Barbados tournament rules do not; the sources' worked examples are the "
                  "rules tests"),
    SecondReading("songo-douala", _MG + "Songo.txt, variant Douala", "conformance/mancalagames.py"),
    SecondReading("mbangbi", _MG + "Mbangbi.txt", "conformance/mancalagames.py"),
    SecondReading("al-manqala", _MG + "Al-manqala.txt", "conformance/mancalagames.py",
                  not_ludii="Ludii's La'b Akila (Culin 1896) is another game of that name: relay sowing, "
                            "captures of 1 and 3"),
    SecondReading("modiar", _MG + "Modiar.txt", "conformance/mancalagames.py"),
)

OTHER_READINGS: dict[str, str] = {
    "kalah": "OpenSpiel `mancala` (tests/engine/test_openspiel_differential.py, 500 games every run)",
    "oware": "OpenSpiel `oware` with `repetition_count=1` (tests/engine/test_openspiel_differential.py, "
             "500 games every run, and two other sizes)",
}
"""Further independent readings of games compared with Ludii, kept as tests elsewhere."""
