"""Songo Douala (Cameroon): 2×7 holes of 8 seeds, clockwise single laps, captures of 2, 3 and 4
on the opponent's row with a chain back, feeding."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=8,
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=False,
    capture_counts=(2, 3, 4),
    capture_chain=True,
    grand_slam=GrandSlam.FORBIDDEN,
    only_grand_slams_to_mover=False,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Songo Douala

The Songo of the Douala (Duala) people of Cameroon, first described by P. H. G. Powell-Cotton
(1931), a regional form of the Songo of the Ekang (Fang) played in Cameroon, Gabon and Equatorial
Guinea. Two players, **2×7** holes and a store at each end for captures; **8 seeds** in every
hole (112 in all).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one **clockwise**
  (to the left along your own row, then along the opponent's). A hole of 14 or more seeds goes
  round the board: the hole the move started from is skipped and stays empty.
* **Capture.** When the last seed makes a hole of the opponent's row hold **2, 3 or 4**, those
  seeds are captured; if the seed before it also made its hole hold 2, 3 or 4, they are captured
  too, and so on back along the opponent's row. Own holes are never captured.
* **Grand slam.** A move that would capture every seed of the opponent's row may not be played.
* **Feeding.** If the opponent has no seeds at the start of your turn you must give them seeds;
  if no move does, the game ends.
* **End.** The game ends when the player to move cannot move, also when their only moves are
  forbidden grand slams; the seeds left go to the player on whose row they lie. Most seeds wins;
  56–56 is a draw.

Rulings:

* **Which source decided what**: the board, the 8 seeds, the clockwise sowing and the captures
  of 2, 3 and 4 with their chain are Powell-Cotton's, as Mancala World gives them (it corrects
  later authors' 2×6 board, anticlockwise sowing and captures on either row). Powell-Cotton's
  rules are incomplete; Mancala World assumes the rest is played as in Songo Ewondo: the starting
  hole skipped from 14 seeds on, the obligation to feed, and "there might be a proscription
  against capturing all the opponent's seeds in one move". This entry takes all three; the end and
  the seeds left to their owner are Mancala World's.
* **Grand slam**: "proscription" is read as a forbidden move (`grand_slam=forbidden`), as
  MancalaGames' "Songo::Douala" variant does (`grandslam` NOT_LEGAL). A move that would capture
  the whole row but captures nothing is option `grand_slam=no_capture` (MancalaGames' note gives
  both readings).
* **Comparison**: MancalaGames' Douala variant agrees on every rule above (8 seeds, clockwise,
  captures of 2, 3 and 4 with the chain, the skipped start, `mustshare`). Ludii has no Songo
  Douala. Where a player must feed and cannot, the game ends and the seeds left (all on the
  mover's row) go to the mover, as in Oware.
* **What the sources leave open**: the 3rd occurrence of the same position with the same
  player to move ends the game, each player taking the seeds on their own row (`repetition_count`,
  `cycle_split`), as in Oware.
* **Only grand slams left** (rules version 1.1.0): a player whose every move would be a
  forbidden grand slam cannot move, so the game ends as at any other end: "The remaining seeds are
  awarded to the player who owns their holes" (Mancala World, after Powell-Cotton 1931), not all
  to the player to move as in iggamecenter's Oware (`only_grand_slams_to_mover=false`, reason
  `only_grand_slams`). Example: `S: 1 0 0 0 0 0 1 [55] | N: 1 0 0 0 0 0 1 [53]`, North sows N0
  into S6 (2, captured: 55–55); South's only move, S0 into N6 (2), would take North's last seeds,
  so the game ends and each side keeps its own seed: **56–56**, a draw. Rules version 1.0.0 gave
  both seeds to South (57–55, option `only_grand_slams_to_mover=true`) and a request or record
  pinned to it replays so.

Position: `pits[seat]` from the seat's own left (seeds travel from pit *i* to pit *i*−1); the
opposite of hole *i* is the other seat's hole 6−*i*.

**Second reading.** Ludii has no Songo. MancalaGames' `Songo` parameters, variant Douala, are
compared ply by ply both ways (docs/conformance.md).
"""
TEXT += agreement_text(
    RULES,
    ("The Songo sources do not mention it; as in Oware, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="songo-douala",
    name="Songo Douala",
    summary="Cameroonian 2×7 game of 8 seeds a hole: clockwise sowing, captures of 2, 3 and 4 with a chain, feeding, no grand slam.",
    rules=RULES,
    region="Central Africa",
    rules_version="1.1.0",
    earlier_versions=(("1.0.0", (("only_grand_slams_to_mover", True),)),),
    sources=(Source("Mancala World: Songo Douala (after Powell-Cotton 1931)", "https://mancala.fandom.com/wiki/Songo_Douala"),
             Source("Mancala World: Songo Ewondo", "https://mancala.fandom.com/wiki/Songo_Ewondo"),
             Source("MancalaGames (StoneShark): Songo parameters, variant Douala",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Songo.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"grand_slam", "only_grand_slams_to_mover", "repetition_count", "cycle_split"}),
    aliases=("songo-duala",),
    notation="letters",
)
