"""Foji (Benin): 2×6 holes of four seeds sown clockwise in relays, the starting hole skipped, a last
seed in an own empty hole taking the opponent's hole opposite, feeding."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SKIP_LAP_ORIGIN,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    must_feed=MustFeed.SOW_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Foji

A game observed in Dahomey (today's Benin) described by Charles Béart (1955, p. 510). Two
players, 2×6 holes, **4 seeds** in each (48); captures are kept aside (no hole is sown for them).

* **Move.** "A player picks up all of the counters in one of the holes in their row and sows them
  one-by-one in a **clockwise** direction in consecutive holes". "The starting hole is always left
  empty, even if a player sows in a complete circuit of the board, the original house is skipped
  and sowing continues in the next hole after it."
* **Relay.** "When the final counter falls into an occupied hole, these are picked up and sowing
  continues" from the next hole; each such lap skips the hole it was lifted from.
* **Capture.** "When the final counter of a sowing lands in an empty hole in the player's own row,
  the contents of the hole in the opponent's row opposite it are captured", and the turn ends; the
  last seed stays. A last seed in an empty hole of the opponent's row ends the turn.
* **Feeding.** "If the opponent's holes are all empty, the other player must make a move placing
  counters in the opponent's row. If not possible, the player captures all the counters in their
  row."
* **End.** The game ends when the player to move has no legal move (no seed, or no move that
  feeds); each player takes the seeds left on their own row. "The player who has captured the most
  counters wins." 24–24 is a draw.

Rulings:

* **The sources**: Béart's account as Ludii records it ("Foji", DLP, Béart 1955: 510) decides every
  rule above; no other account of the game was found to compare it with.
* **Each lap skips its own starting hole**: the text's "the starting hole is always left empty"
  is read for every sowing, relay laps included, as Ludii's program sows them
  (`origin=skip_lap_origin`).
* **Feeding counts the whole move**: a move feeds when any of its laps drops a seed in the
  opponent's row (`must_feed=sow_seeds`, the text's "a move placing counters in the opponent's
  row").
* **A capture may empty the opponent's row**: the text forbids no capture; the opponent, left
  without seeds at their turn, has no move, and the game ends with each player taking their own
  row. Ludii's program forbids every move whose first lap (with its capture) leaves the opponent
  without seeds, and counts feeding after that first lap only; the text has neither rule, so the
  engine follows the text (docs/conformance.md, ruling L-FJ1).
* **A lap of 12 seeds or more** skips its starting hole and drops its last seed beyond it, where
  the text's rules apply; where the lap's last step is the one passing over its starting hole (12,
  23 seeds), Ludii's program reads them at that emptied hole: it takes the hole opposite it when
  the starting hole is the mover's, and the turn is over (its Oware's lap, docs/conformance.md,
  ruling L-OW1).
* **What the sources leave open**: besides the agreement, the 3rd occurrence of the same position
  (same player to move) or the move limit ends the game with each player taking their own row, as
  the loop rule says.

Position: `pits[seat]` from the seat's own left; sowing runs to the left along the own row, then
the opponent's row from their left; the opposite of pit *i* is the other seat's pit 5−*i*.
"""
TEXT += agreement_text(
    RULES,
    ('Béart (via Ludii): "If the game continues in a repeating loop, the players can agree to end the game '
     'and capture the counters remaining in their row."'),
)

VARIANT = Variant(
    id="foji",
    name="Foji",
    summary="Dahomey game (Benin): 2×6 holes sown clockwise in relays, a last seed in an own empty hole takes the hole opposite, feeding.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Foji (after Béart 1955, p. 510)", "https://ludii.games/details.php?keyword=Foji"),),
    rules_text=TEXT,
    house_rules=frozenset({"must_feed", "cycle_split"}),
    notation="letters",
)
