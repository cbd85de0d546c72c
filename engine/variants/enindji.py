"""Enindji (Benin; Béart 1955 via Ludii): 2×6 holes of four sown anticlockwise in single laps that skip
their starting hole; a last seed making a hole of either row four gives those four to the hole's
owner; a player must feed an opponent left without counters."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    laps=Laps.SINGLE,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    count_capture_to_owner=True,
    extra_turn_on_store=False,
    must_feed=MustFeed.SOW_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Enindji

A game of Benin recorded by Béart (1955, p. 510). Two players, 2×6 holes, **4 counters** in each
(48), and a store for each player's captures, which is never sown.

* **Move.** "A player picks up all of the counters in one of the holes in their row and sows them
  one-by-one in a counterclockwise direction"; "The starting hole is always left empty, even if a
  player sows in a complete circuit of the board": a lap of 12 or more skips it.
* **Capture.** "When the final counter of a sowing lands in a hole with three counters, the owner
  of that hole captures the counters": a last counter making a hole of either row four gives those
  four to the player whose row it is, the mover or the opponent.
* **Feeding.** "If an opponent's holes are all empty, the other player must make a move placing
  counters in the opponent's row. If not possible, the player captures all the counters in their
  row": the game then ends, each player keeping the counters in their own row. A move that empties
  the opponent's row is allowed.
* **End.** The game ends when the player to move has no counter in their row; each player takes
  the counters left in their own row. "The player who has captured the most counters wins"; 24–24
  is a draw.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    "\"If the game continues in a repeating loop, the players can agree to end the game and capture "
    "the counters remaining in their row.\"",
)

VARIANT = Variant(
    id="enindji",
    name="Enindji",
    summary="Game of Benin (Béart 1955): 2×6 holes of four sown anticlockwise, skipping the starting hole; a last seed making four in a hole of either row gives them to that hole's owner; moves must leave the opponent seeds.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Enindji (after Béart 1955, p. 510)", "https://ludii.games/details.php?keyword=Enindji"),),
    rules_text=TEXT,
    house_rules=frozenset({"count_capture_to_owner", "must_feed", "cycle_split"}),
    notation="letters",
)
