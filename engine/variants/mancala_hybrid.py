"""The "Mancala" leaflet of seed 001: Kalah sowing with Oware captures."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import MANCALA_LEAFLET, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=True,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=True,
    empty_capture=True,
    capture_includes_sowing_seed=True,
    capture_counts=(2, 3),
    capture_chain=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=True,
    must_feed=MustFeed.SOW_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    capture_majority_wins=True,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Mancala (Kalah sowing, Oware captures)

Two players, 2×6 hollows ("fields") and a store at each player's right; **4 seeds** each.

* **Move.** Sow an own hollow anticlockwise; "if the player passes their own store, one seed is
  also dropped into it. The player does not sow any seeds into the opponent's store or the
  hollow where the seeds came from" (origin always skipped, which matters from 13 seeds).
* **Last seed in own store:** another turn.
* **Last seed in an own empty hollow:** "that piece and any pieces opposite it are
  captured", even when the opposite hollow is empty.
* **Last seed in an opponent hollow with 2 or 3:** captured *by the mover* (the seed's
  "captured by the opponent" means captured from the opponent: read literally the mover's own
  capture would score for the other side, contradicting "capture more seeds than the
  opponent"; this corrects the seed's wording), then the preceding hollows while they hold 2
  or 3, stopping at the end of the opponent's row. There is no grand-slam rule.
* **Feeding.** "If the opponent's hollows are empty, the player must play to sow at least one
  seed into a hollow on the opponent's side" (`must_feed=sow_seeds`: seeds in the store don't
  count); extra turns obey it too. If impossible, the game ends and the mover takes the seeds
  on their side. If the mover's own hollows are empty at the start of the turn, the game ends
  and the opponent takes the seeds on their side.
* **End.** A store of 25 or more wins at once (24–24 is a draw). "If a few remaining seeds are
  being played around the board and there is no chance of capture, it's a stalemate": the 3rd
  repetition of a position ends the game as a **draw** (`cycle_split=draw`; `own_side` to
  count the seeds instead).

Worked examples: H1 chain of 7 with a store seed on the way; H2 must feed;
H3 lone-seed capture, then N cannot feed → 23–25.

**Second reading.** None exists: the boxed game's leaflet is this game's only source. Searched:
Ludii's 208 sowing descriptions (none sows through the own store as Kalah and captures 2s and 3s
in the opponent's row as Oware); MancalaGames' parameter files and parameters (its cross capture
applies its count conditions to the opposite hole, one capture mechanism a move, so it cannot take
both the empty-hollow capture and the 2-or-3 capture); public code for Kalah sowing with Oware
captures. Its worked examples are the golden playthroughs (docs/conformance.md).
"""
TEXT += agreement_text(
    RULES,
    ('The Mancala leaflet: "If a few remaining seeds are being played around the board and there is no chance of '
     'capture, it\'s a stalemate": the players may agree that it is one. '
     'The move limit is a bound on endless play, so it ends the game as the stalemate'
     ' it cuts short: a declared draw, like the repetition rule and an agreement, whatever the stores '
     'hold; with `cycle_split=own_side` all three are decided by the stores after each player takes '
     'the seeds on their side.'),
)

VARIANT = Variant(
    id="mancala-hybrid",
    name="Mancala (Kalah sowing, Oware captures)",
    summary="Kalah-style sowing with own store and extra turns, plus Oware 2-3 captures and feeding.",
    rules=RULES,
    region="Modern",
    rules_version="1.0.0",
    sources=(MANCALA_LEAFLET,),
    rules_text=TEXT,
    house_rules=frozenset({"empty_capture", "cycle_split", "repetition_count"}),
    aliases=("mancala_001",),
    notation="numbers",
)
