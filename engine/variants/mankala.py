"""Mankala (Egypt, Niebuhr 1774): six seeds a hole, a last seed making 2, 4 or 6 in any hole
captures it and the holes behind it while they hold 2, 4 or 6; played until every seed is taken."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=6,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_counts=(2, 4, 6),
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
# Mankala

The game Carsten Niebuhr saw in Egypt in 1762 and described in 1774 (p. 173). Two players, 2×6
holes, **6 seeds** in each (72); captures are kept aside (no hole is sown for them).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise from
  the next hole; a sowing of 12 or more comes round to its starting hole and sows into it too.
* **Capture.** "When the final counter of a sowing lands in a hole, making it contain two, four,
  or six counters, these counters are taken. If the second to last hole also contains two, four,
  or six counters, these are also taken, continuing in an unbroken line until a hole with
  containing a number of counters other than two, four, or six." The hole may be on either row,
  and the line goes back along the sowing over both rows; it stops before the hole the move
  started from.
* **Pass.** A player with no seed in their row passes; the other plays on.
* **End.** "The game continues until all of the counters have been captured. The player who
  captured the most counters wins." 36–36 is a draw.

Rulings:

* **The sources**: Niebuhr's account as Ludii records it ("Mankala", DLP, Niebuhr 1774: 173)
  decides every rule above; no other account of Niebuhr's game was found to compare it with.
* **Ludii compared** (docs/conformance.md): Ludii's program captures on either row, goes back
  along the sowing over both rows (as the catalogue's Das Bohnenspiel does,
  `capture_chain_across_rows`), lets a player without a move pass and ends the game when neither
  player can move, which is when every seed has been taken (`empty_mover=pass`).
* **What the sources leave open**: seeds may stay on the board that no capture can take (a lone
  seed cannot make 2, 4 or 6 by itself). The 3rd occurrence of the same position (same player to
  move), an agreement or the move limit then ends the game, each player taking the seeds on their
  own row.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
5−*i*.
"""
TEXT += agreement_text(RULES, "Niebuhr's text has no ending by agreement; it is this catalogue's house rule for endless games.")

VARIANT = Variant(
    id="mankala",
    name="Mankala (Niebuhr)",
    summary="Egypt, 1762: captures of 2, 4 and 6 on either row with the line behind, played until every seed is taken.",
    rules=RULES,
    region="North Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Mankala (after Niebuhr 1774, p. 173)", "https://ludii.games/details.php?keyword=Mankala"),),
    rules_text=TEXT,
    house_rules=frozenset({"cycle_split"}),
    notation="letters",
)
