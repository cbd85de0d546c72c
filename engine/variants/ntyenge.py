"""Ntyéngé (Mbenge of Gabon): 2×8 holes of four seeds, a last seed making 2 or 4 in any hole
captures it; played until every seed is taken."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=8,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_counts=(2, 4),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Ntyéngé

A game of the Mbenge people of Gabon described by Henri Trilles (1932, pp. 399-400), played on a
board or, more often, in holes made in the ground. Two players, 2×8 holes, **4 seeds** in each
(64); captures are kept aside (no hole is sown for them).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise from
  the next hole; a sowing of 16 or more comes round to its starting hole and sows into it too.
* **Capture.** "When the final counter falls into a hole containing one or three counters,
  causing it to contain two or four, these counters are captured", on either row; only that hole
  is taken.
* **Pass.** A player with no seed in their row passes; the other plays on.
* **End.** "Play continues until all of the counters have been captured. The player who captured
  the most counters wins." 32–32 is a draw.

Rulings:

* **The sources**: Trilles's account as Ludii records it ("Ntyenge", DLP, Trilles 1932: 399-400)
  decides every rule above; no other account of the game was found to compare it with.
* **Ludii compared** (docs/conformance.md): Ludii's program takes the last hole alone when it
  holds 2 or 4, on either row, lets a player without a move pass and ends the game when the board
  is empty (`count_capture_sides=any`, `capture_chain=false`, `empty_mover=pass`).
* **What the sources leave open**: seeds may stay on the board that no capture can take. The 3rd
  occurrence of the same position (same player to move), an agreement or the move limit then
  ends the game, each player taking the seeds on their own row.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
7−*i*.
"""
TEXT += agreement_text(RULES, "Trilles's text has no ending by agreement; it is this catalogue's house rule for endless games.")

VARIANT = Variant(
    id="ntyenge",
    name="Ntyéngé",
    summary="Mbenge game (Gabon): 2×8 holes, a last seed making 2 or 4 in any hole captures it, played until every seed is taken.",
    rules=RULES,
    region="Central Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Ntyenge (after Trilles 1932, pp. 399-400)", "https://ludii.games/details.php?keyword=Ntyenge"),),
    rules_text=TEXT,
    house_rules=frozenset({"cycle_split"}),
    notation="letters",
)
