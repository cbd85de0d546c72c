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

import engine

from .compare import Ruled

# Ludii's Oware family (Oware "Wari (Observed)", Awari): a sowing of 12 seeds (23, …) laps the
# board, skips its origin and drops its last seed in the hole after it; Ludii's program then
# captures nothing, where its own rules text ("Players capture counters when the final counter is
# sown in the opponent's row and the hole containing it has two or three counters") and every
# Oware source capture (docs/conformance.md, ruling L-OW1).
LAP_CAPTURE = Ruled("L-OW1", "successor", lambda seeds, pit, ply, nxt: seeds >= 12 and (seeds - 12) % 11 == 0)


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


def _second_went_past_a_row_end(last_mover: int, pit: int, ply: dict[str, Any], seen: dict[str, Any]) -> bool:
    """After a turn of the second player that Ludii played as several plies (relay laps): that turn,
    replayed by the engine from the position before it, went past the end of a row (L-CN1)."""
    before = seen["before"]
    n = (len(before) - 2) // 2
    if last_mover != 2 or not before:
        return False
    return _second_sows_past_a_row_end(0, pit, {"mover": 2, "pits": before[:2 * n], "stores": before[2 * n:]}, {})


# Ludii's Chonka: the second player's track skips its own store and runs through the first
# player's (it sows into it and may relay from it), where Parker ("He does not place any shells in
# the opponent's tachi") and Ludii's own rules text give each player their own store
# (docs/conformance.md, L-CN1).
OPPONENT_STORE = tuple(Ruled("L-CN1", kind, _second_sows_past_a_row_end) for kind in ("successor", "end", "result", "turn")) + (
    Ruled("L-CN1", "state", _second_went_past_a_row_end),)


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
    LudiiGame("chonka", "two_rows/Chonka.lud", "Ruleset/Chonka (Described)", ruled=(*OPPONENT_STORE,)),
    LudiiGame("lab-akila-culin", "two_rows/La'b Akila.lud", options={"laps": "single"}, ruled=LAST_SHELL),
)

BY_KEY = {g.key: g for g in GAMES}
