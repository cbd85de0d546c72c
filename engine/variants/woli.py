"""Woli (Senegal valley): Oware's captures of 2 and 3 sown clockwise with six seeds a hole, the
starting hole skipped, grand slams forbidden, feeding."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=6,
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=False,
    capture_counts=(2, 3),
    capture_chain=True,
    grand_slam=GrandSlam.FORBIDDEN,
    only_grand_slams_to_mover=False,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    capture_majority_wins=False,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Woli

A game of the Senegal valley in West Africa described by Charles Béart (1955, p. 512), popular
among young married women. Two players, 2×6 holes, **6 seeds** in each (72); captures are kept
aside (no hole is sown for them).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one **clockwise**
  from the next hole. "The starting hole is always left empty, even if a player sows in a complete
  circuit of the board, the original house is skipped and sowing continues in the next hole after
  it."
* **Capture.** "Players capture counters when the final counter is sown in the opponent's row and
  the hole containing it has two or three counters (counting the counter just dropped into it).
  If the hole before it also has two or three counters, these are also captured and so on until
  reaching a hole without two or three counters or one not belonging to the opponent."
* **Grand slam.** "A move which would capture all of the opponent's counters is not allowed."
* **Feeding.** "If an opponent's holes are all empty, the other player must make a move placing
  counters in the opponent's row. If not possible, the player captures all the counters in their
  row."
* **End.** The game ends when the player to move has no legal move; each player takes the seeds
  left on their own row. "The player who has captured the most counters wins." 36–36 is a draw.

Rulings:

* **The sources**: Béart's account as Ludii records it ("Woli", DLP, Béart 1955: 512) decides
  every rule above; no other account of the game was found to compare it with.
* **Ludii compared** (docs/conformance.md): Ludii's program forbids every move after which the
  opponent has no seed, which is the grand-slam rule and the feeding rule together; a player
  left without a legal move (only grand slams, or no move that feeds) ends the game and each
  player scores their captures plus their own row. The engine plays the same
  (`grand_slam=forbidden`, `only_grand_slams_to_mover=false`, `must_feed=leave_seeds`,
  `sweep=owner`). A sowing of 12 (or 23) seeds laps the board, skips its starting hole and drops
  its last seed in the hole after it: Ludii's program then captures nothing, where the text's
  capture rule has no exception, so the engine captures a 2 or 3 made there (docs/conformance.md,
  ruling L-OW1, as for Oware).
* **What the sources leave open**: Oware's early end at a majority is not in Béart's text, so
  the game is played out (`capture_majority_wins=false`). Besides the agreement, the 3rd
  occurrence of the same position (same player to move) or the move limit ends the game with
  each player taking their own row, as the loop rule says.

Position: `pits[seat]` from the seat's own left; sowing runs to the left along the own row, then
the opponent's row from their left; the opposite of pit *i* is the other seat's pit 5−*i*.
"""
TEXT += agreement_text(
    RULES,
    ('Béart (via Ludii): "If the game continues in a repeating loop, the players can agree to end the game '
     'and capture the counters remaining in their row."'),
)

VARIANT = Variant(
    id="woli",
    name="Woli",
    summary="Senegal valley game: Oware's 2-3 captures sown clockwise with six seeds a hole, grand slams forbidden, feeding.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Woli (after Béart 1955, p. 512)", "https://ludii.games/details.php?keyword=Woli"),),
    rules_text=TEXT,
    house_rules=frozenset({"grand_slam", "must_feed", "cycle_split"}),
    notation="letters",
)
