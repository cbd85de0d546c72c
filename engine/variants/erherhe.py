"""Érhérhé (Mpongwe, Gabon): 2×6 holes of four, single laps anticlockwise, twos and fours made by the
last seed in the opponent's row taken with the neighbouring holes that also hold two or four."""

from engine.rules import CaptureAlso, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.SINGLE,
    cross_capture=False,
    capture_counts=(2, 4),
    capture_chain=False,
    capture_also=CaptureAlso.NEIGHBOURS_AT_COUNT,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.IMMEDIATE,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Érhérhé

A game of the Mpongwe people of Gabon described by Avelot (1906, p. 270). Two players, 2×6 holes,
**4 counters** in each (48), and a store at either end for the captures ("The store to a player's
left belongs to them"), which is never sown.

* **Move.** A player takes all the counters of any hole of their row and sows them one by one
  **anticlockwise** ("Players sow in an anti-clockwise direction from any hole in their row"), one
  lap only; the stores are not on the way.
* **Capture.** "When the final counter lands in a hole in the opponent's row, causing it to contain
  two or four counters, these are captured and put in the store. The player also captures the
  contents of any adjacent holes in the opponent's row if they also contain two or four counters."
  The holes beside the captured hole are the ones to its left and right in the same row; their
  own neighbours are not examined.
* **End.** "Play continues until one player has no counters in their row, their opponent capturing
  the remaining counters." Most counters wins; 24–24 is a draw.

Rulings:

* **The sources**: Avelot's account as Ludii records it ("Erherhe", DLP, Avelot 1906: 270)
  decides every rule; no other account of the game was found. Ludii's program is the second
  reading (docs/conformance.md).
* **The neighbours** (`capture_also=neighbours_at_count`, the dimension added for this game):
  each of the two holes beside the captured hole, in the opponent's row, is taken when it holds two
  or four after the sowing; the row's ends do not wrap round to the other row, and the captures do
  not go on to the neighbours' neighbours (the text names "adjacent holes" of the one captured
  hole only; Ludii's program reads the holes east and west of it).
* **A lap of 12 or more** comes round and sows into the hole it started from: the text does
  not skip it, and Ludii's program sows into it.
* **The end**: the game is over as soon as a move leaves a row empty, whoever moved; each
  player then takes the counters left in their own row (all of them on the other player's row:
  "their opponent capturing the remaining counters"). A capture may take the opponent's last
  counters: the text forbids none.
* **The match is not offered**: Avelot's players play on in rounds ("Players fill up their
  holes with four counters, beginning from the left. Any excess counters are placed in that
  player's store; the final hole of the player with fewer counters may contain fewer than four
  counters. Any empty holes are out of play … until one player has no counters remaining"). The
  engine's refill rounds fill whole pits only (`rounds=refill`), so a round with a short hole
  cannot be played as Avelot has it; one game is played and scored, as Ludii's first round, which
  is what the comparison checks.
* **What the sources leave open**: besides the agreement, the 3rd occurrence of the same
  position (same player to move) or the move limit ends the game with each player taking the
  counters in their own row.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5; the
holes beside N*i* are N*i*−1 and N*i*+1.
"""
TEXT += agreement_text(
    RULES,
    "The source does not mention it; as for Kalah, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="erherhe",
    name="Érhérhé",
    summary="Mpongwe game (Gabon): 2×6 holes of four sown anticlockwise, twos and fours made in the opponent's row taken with the neighbouring twos and fours.",
    rules=RULES,
    region="Central Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Erherhe (after Avelot 1906, p. 270)", "https://ludii.games/details.php?keyword=Erherhe"),),
    rules_text=TEXT,
    house_rules=frozenset({"cycle_split"}),
    notation="letters",
)
