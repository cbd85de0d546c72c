"""Adidada (Ewe of Togo and Ghana): captures of 2 and 3 on the opponent's row with the chain
behind, four seeds a hole, the starting hole sown into, no feeding."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_counts=(2, 3),
    count_capture_sides=CountSides.OPPONENT,
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
# Adidada

A game of the Ewe people of Togo and Ghana described by Johann Schönhärl (1909, pp. 144-147).
Two players, 2×6 holes, **4 seeds** in each (48), and a store for each player's captures (never
sown).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise from
  the next hole; a sowing of 12 or more comes round to its starting hole and sows into it too.
* **Capture.** "When the final counter lands in a hole containing one or two counters, thus making
  it contain two or three counters, these are captured. When this capture is made, other holes
  with two or three counters in them, in an uninterrupted sequence behind the hole from which the
  first capture was made, are captured." Captures are made on the opponent's row only (below), and
  may take every seed of it.
* **End.** The game ends when the player to move has no seed; each player takes the seeds left on
  their own row. "The player who captures the most counters wins." 24–24 is a draw.

Rulings:

* **The sources**: Schönhärl's account as Ludii records it ("Adidada", DLP, Schönhärl 1909:
  144-147) decides every rule above; no other account of the game was found to compare it with.
* **Which row is captured (a source ambiguity)**: the text does not say on whose row the last seed
  captures; Ludii's program captures in the opponent's row only, and so does this entry, as every
  game of the family does (Oware, Awari, Shono); the chain stops at the first hole that does not
  hold 2 or 3 or is not the opponent's. Option `count_capture_sides=any` takes the text literally.
* **Ludii compared** (docs/conformance.md): Ludii's program sows into the starting hole when a
  sowing comes round (`origin=sow_into`: the text does not skip it), has no feeding rule and no
  grand-slam exception (`must_feed=none`, `grand_slam=capture_all`), and ends the game when the
  player to move has no move, scoring each player their captures plus their own row
  (`empty_mover=game_ends`, `sweep=owner`); the text says only who wins. Ludii's score leaves the
  stores out (its count of a store finds nothing), so its winner is the player with more seeds left
  on their row; the text's winner is the player who captured the most, as here (docs/conformance.md,
  ruling L-AD1).
* **What the sources leave open**: the 3rd occurrence of the same position (same player to move),
  an agreement or the move limit ends the game with each player taking their own row.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
5−*i*.
"""
TEXT += agreement_text(RULES, "Schönhärl's text has no ending by agreement; it is this catalogue's house rule for endless games.")

VARIANT = Variant(
    id="adidada",
    name="Adidada",
    summary="Ewe game (Togo, Ghana): captures of 2 and 3 on the opponent's row with the chain behind, the starting hole sown into.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Adidada (after Schönhärl 1909, pp. 144-147)", "https://ludii.games/details.php?keyword=Adidada"),),
    rules_text=TEXT,
    house_rules=frozenset({"count_capture_sides", "cycle_split"}),
    notation="letters",
)
