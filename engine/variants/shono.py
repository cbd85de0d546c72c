"""Shono (Fang of Gabon, Equatorial Guinea and Cameroon): Oware's captures of 2 and 3 with five
seeds a hole, the starting hole skipped, no feeding, each player keeping their row at the end."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=5,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=False,
    capture_counts=(2, 3),
    capture_chain=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    capture_majority_wins=False,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Shono

A game of the Fang people of Gabon, Equatorial Guinea and Cameroon described by Günter Tessmann
(1912, pp. 269-270). Two players, 2×6 holes, **5 seeds** in each (60), and a store for each
player's captures (never sown).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise from
  the next hole. "When a player sows around the board, the hole from which the counters were taken
  is left empty": every lap skips it.
* **Capture.** "When the final counter lands in a hole in the opponent's row containing one or two
  counters, thus making it contain two or three counters, they are captured. Any other holes in the
  opponent's row which also contain two or three counters, in an unbroken sequence preceding the
  hole where the first capture was made, are captured." A capture may take every seed of the
  opponent's row.
* **End.** "Play ends when one player cannot play from their row, and players capture any remaining
  counters in their holes. The player with the most counters wins." 30–30 is a draw.

Rulings:

* **The sources**: Tessmann's account as Ludii records it ("Shono", DLP, Tessmann 1912: 269-270)
  decides every rule above; no other account of the game was found to compare it with. Ludii's
  second ruleset, "Children (Observed)" (Tessmann 1912: 269), plays with **four** seeds a hole:
  option `seeds_per_pit=4`.
* **Ludii compared** (docs/conformance.md): Ludii's program ends the game when the player to move
  has no move and scores each player their captures plus their own row, as here
  (`empty_mover=game_ends`, `end_check=at_turn_start`, `sweep=owner`); it has no feeding rule and
  no grand-slam exception, nor does the text (`must_feed=none`, `grand_slam=capture_all`).
  A sowing of 12 (or 23) seeds laps the board, skips its starting hole and drops its last seed in
  the hole after it: Ludii's program captures nothing there (docs/conformance.md, ruling L-OW1),
  the text's capture rule has no exception and the engine captures.
* **What the sources leave open**: Oware's early end at a majority is not in the text
  (`capture_majority_wins=false`). The 3rd occurrence of the same position (same player to move),
  an agreement or the move limit ends the game with each player taking their own row, as the end
  rule does; Tessmann's text has no repetition rule.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
5−*i*.
"""
TEXT += agreement_text(RULES, "Tessmann's text has no ending by agreement; it is this catalogue's house rule for endless games.")

VARIANT = Variant(
    id="shono",
    name="Shono",
    summary="Fang game (Gabon, Cameroon): Oware's 2-3 captures with five seeds a hole, the starting hole skipped, no feeding.",
    rules=RULES,
    region="Central Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Shono (after Tessmann 1912, pp. 269-270)", "https://ludii.games/details.php?keyword=Shono"),),
    rules_text=TEXT,
    house_rules=frozenset({"seeds_per_pit", "cycle_split"}),
    notation="letters",
)
