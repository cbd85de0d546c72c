"""Khrour (Moudjeria, Mauritania; Béart 1955 via Ludii): 2×2, 3, 4 or 6 holes, as many counters a hole
as the board has holes, single laps anticlockwise, a last counter making 2, 4, 6 or 8 in a hole of
either row takes it."""

from engine.options import Variation
from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=2,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.SINGLE,
    cross_capture=False,
    capture_counts=(2, 4, 6, 8),
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

HOLES = Variation("holes", "Holes a row: 2 (the default), 3, 4 or 6, each hole starting with as many counters as the "
                           "board has holes (pits_per_side, seeds_per_pit).",
                  tuple((n, (("pits_per_side", n), ("seeds_per_pit", 2 * n))) for n in (2, 3, 4, 6)),
                  default=2)

TEXT = """\
# Khrour

*Khrour* is a children's game of Moudjeria, in Mauritania, documented by Béart in 1955, played in
holes scooped in the sand. Two players, two rows of **2, 3, 4 or 6 holes** (option `holes`, 2 by
default); every hole starts with **as many counters as the board has holes** (4 on 2×2, 6 on 2×3,
8 on 2×4, 12 on 2×6). Each player owns the row in front of them; the counters captured are kept
off the board (`stores`) and never sown.

* **Move.** Take all the counters of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows. A sowing that comes round sows into
  the hole it started from.
* **Capture.** If the last counter makes the hole it falls into hold **2, 4, 6 or 8**, on **either
  row**, you capture that hole's counters. Nothing else is taken, and the turn ends either way.
* **A player who cannot move passes.** A player with no counters in their row passes; the other
  player moves again.
* **End.** The game ends when neither player can move: all the counters have been captured. The
  player who has captured more counters wins; equal captures are a draw.

## Sources and where they differ

* Béart 1955 (pp. 512-514), as Ludii's *Khrour* (ruleset "Moudjeria (Described)") summarises it,
  gives the boards, the start, the anticlockwise sowing and the capture of 2, 4, 6 or 8, then a
  match of games.
* Ludii's program plays the same rules for the first game: single laps, the capture on either
  row, a player without a move passes, the game ending when the board is empty.
* Mancala World's *Krur* (also after Béart 1955, and Pinto Cebrián 1999, Western Sahara) is
  another game: 2×4 holes of four, relay sowing, and a hole made four on the opponent's side
  captured for the rest of the game (marked, sown into only by its taker); MancalaGames' *Krur*
  file follows it. It is not this entry.

Rulings:

* **Board and start**: as Béart via Ludii; the 2×2 board of four is Ludii's default, the other
  sizes the option `holes`.
* **The capture's row**: the text does not say whose hole the last counter must fall into; either
  row, as Ludii's program plays it (`count_capture_sides=any`), without a chain (`capture_chain`
  false). A capture may leave the opponent without counters (`grand_slam=capture_all`).
* **The end**: "When all of the counters have been captured" the game ends: a player whose row is
  empty passes (`empty_mover=pass`), as in Ludii's program, until neither can move.
* **Rounds left out**: Béart's match, in which the player short of counters cannot sow from or
  capture in a hole until it holds a full hole's counters again, is not part of this entry: holes
  out of play until refilled during play are not a rule dimension of the engine. One game, scored
  by the counters captured.
* **Endless games**: single laps can go round for ever with a few counters left; a repeated
  position (3rd occurrence, same player to move), an agreed end or the move limit ends the game,
  each player taking the counters on their own row.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S(n-1) then N0…N(n-1).
"""
TEXT += agreement_text(
    RULES,
    ("Béart does not mention it; as for Kalah, players may always agree to stop a game, each taking "
     "the counters on their own row."),
)

VARIANT = Variant(
    id="khrour",
    name="Khrour",
    summary="Mauritania (Moudjeria): 2×2 to 2×6 holes of as many counters as holes, single laps, a last counter "
            "making 2, 4, 6 or 8 in a hole of either row takes it.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Khrour, ruleset Moudjeria (Described), after Béart 1955: 512-514",
                    "https://ludii.games/details.php?keyword=Khrour"),
             Source("Béart, C. (1955). Jeux et jouets de l'ouest africain, tome II. Dakar: IFAN")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    variations=(HOLES,),
    samples=(Sample("three-holes", 43, {"holes": 3}, note="the 2×3 board of six counters a hole"),),
    notation="letters",
)
