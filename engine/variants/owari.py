"""Owari (seed 000)."""

from dataclasses import replace

from engine.rules import CycleSplit, EmptyMover, GrandSlam
from engine.variant import RULES_SHEET, Variant, agreement_text
from engine.variants.oware import RULES as OWARE

RULES = replace(
    OWARE,
    grand_slam=GrandSlam.CAPTURE_THEN_FEED,
    empty_mover=EmptyMover.PASS,
    capture_majority_wins=False,
    cycle_split=CycleSplit.HALVES,
)

TEXT = """\
# Owari

Oware as the rules sheet describes it, which has no grand-slam exception, no 25-seed rule and ends
cycles by agreement. Two players, 2×6 pits, **4 seeds** each; stores are not sown.

* **Move, capture, origin skip** as in Oware: "If the last seed is dropped into an opponent's
  pot that contains only one or two seeds … the player captures these seeds", continuing
  backwards "as long as the sequence is unbroken"; "the pot used for the beginning of the
  turn remains empty at the end of the turn (you skip over it)".
* **Grand slam.** "A player is not required to make a move that results in a capture,
  but if he does make such a move he must take the captured seeds": captures that empty the
  opponent are taken (`grand_slam=capture_then_feed`). The emptied player passes, and the
  capturer must then feed if it can.
* **End.** "If player 1's side is empty then player 2's seeds must be arranged in such a way
  that he cannot pass any seeds to the empty side … The remaining seeds become the player
  2's": the game ends when the player to move must feed and cannot; they take the seeds left.
  There is no score threshold.
* **Cycles.** "The players may agree to end the game and each take half of the remaining
  seeds": the 3rd repetition ends the game with the seeds left split in halves
  (`cycle_split=halves`; an odd seed goes to the player with fewer seeds, and stays on the
  board when the stores are equal).

Worked example: O3 under `capture_then_feed` → S captures 5, N passes, S cannot feed → 27–21.

**Second reading.** The seed-000 rules sheet is this game's only source and its worked examples
are the golden playthroughs. No engine plays this game by name, but MancalaGames' `Wari`
parameters (after Russ: grand slams captured, the opponent fed) are the same rules and are
compared ply by ply both ways (docs/conformance.md): every ply agrees but one case of the end:
MancalaGames ends the game when the player to move has no seeds, where the sheet has the
opponent feed them if they can (MG-OI1, decided by the sheet).
"""
TEXT += agreement_text(
    RULES,
    ('The rules sheet: "It is also possible for the last seeds to circulate with no captures possible. The '
     'players may agree to end the game and each take half of the remaining seeds or they can be '
     'disregarded" (`cycle_split=discard` disregards them).'),
)

VARIANT = Variant(
    id="owari",
    name="Owari",
    summary="Owari: grand slams captured, then the capturer must feed; no 25 rule.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(RULES_SHEET,),
    rules_text=TEXT,
    house_rules=frozenset({"grand_slam", "repetition_count", "cycle_split"}),
    notation="letters",
)
