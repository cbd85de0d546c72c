"""Vai Lung Thlan (Mizoram, India): clockwise single laps, captures of lone stones on either row
chained back round the board, passes, the end with an empty board."""

from engine.rules import CountSides, CycleSplit, Direction, EmptyMover, EndCheck, GrandSlam, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=5,
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_counts=(1,),
    count_capture_sides=CountSides.ANY,
    capture_chain=True,
    capture_chain_across_rows=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Vai Lung Thlan

The game of the Mizo (Lushai) of Mizoram, first described by J. Shakespear in 1912. Two players,
2×6 holes; **5 stones** in every hole (60 in all). Captured stones are put aside (here: in the
player's store, which is never sown).

* **Move.** Take all the stones of a non-empty hole of your own row and sow them one by one
  **clockwise** into the following holes, first along your row and then back along your
  opponent's (`direction=cw`). A sowing of 12 or more comes round and sows its starting hole like
  any other (`origin=sow_into`): "a hole containing 12 stones can always capture, because the last
  stone is dropped into the emptied hole". One lap only: the move is over when the last stone is
  sown.
* **Capture.** If the last stone falls into an **empty hole on either row** (so that it now holds
  a single stone), you take it (`capture_counts=[1]`, `count_capture_sides=any`), and with it every
  stone of the **unbroken chain of single stones** in the holes before it (against the sowing
  direction), from one row into the other (`capture_chain_across_rows`). The chain ends at a hole
  that is empty or holds more than one stone.
* **Pass.** A player with no stone in their row passes (`empty_mover=pass`); passing is otherwise
  not allowed.
* **End.** The game ends when no stone is left on the board. Most stones captured wins; 30–30 is a
  draw.

## Rulings where the sources are silent or differ

* **The chain stops at the starting hole.** As in Ludii's implementation (a backtracking sow),
  the chain stops before the hole the move started from and never comes round to the hole where
  it began. The starting hole is empty unless 12 or more stones were sown, so this only matters
  for such sowings.
* **The end.** Mancala World, igGameCenter and the German Wikipedia let a player without
  stones pass and end the game when the board is empty. Ludii ends it as soon as the player to
  move cannot move and counts only the stones captured: options `empty_mover=game_ends` with
  `sweep=none` (or `sweep=owner` to give the stones left to the player whose row they lie in).
* **Cycles.** No source has a repetition rule; the third occurrence of the same position with
  the same player to move ends the game, each player taking the stones of their own row
  (`repetition_count`, `cycle_split`), and `max_plies` bounds every game.

Position: `pits[seat]` from the seat's own left; clockwise sowing goes from a hole to the one on
its left (pit *i* to pit *i*−1), from pit 0 to the opponent's pit 5.
"""
TEXT += agreement_text(
    RULES,
    ("The Vai Lung Thlan texts do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

SOURCES = (
    Source("Mancala World: Vai Lung Thlan (after Shakespear 1912, Russ 2000, Gering 2002)",
           "https://mancala.fandom.com/wiki/Vai_Lung_Thlan"),
    Source("igGameCenter: Vai Lung Thlan rules", "https://iggamecenter.com/pt/rules/vailungthlan"),
    Source("Wikipedia (de): Vai lung thlan", "https://de.wikipedia.org/wiki/Vai_lung_thlan"),
    Source("Ludii: Vai Lung Thlan (Shakespear 1912: 39)",
           "https://github.com/Ludeme/Ludii/blob/master/Common/res/lud/board/sow/two_rows/Vai%20Lung%20Thlan.lud"),
)

VARIANT = Variant(
    id="vai-lung-thlan",
    name="Vai Lung Thlan",
    summary="Mizo 2×6 game with 5 stones: clockwise laps, lone stones captured on either row with a chain back, passes.",
    rules=RULES,
    region="South Asia",
    rules_version="1.0.0",
    sources=SOURCES,
    rules_text=TEXT,
    house_rules=frozenset({"empty_mover", "sweep", "repetition_count", "cycle_split"}),
    aliases=("vailungthlan", "vai-lung-thlān"),
    notation="letters",
)
