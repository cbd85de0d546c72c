"""Woaley (Côte d'Ivoire): relay sowing that leaves a seed behind, captures of 2 and 4 on either row with the chain behind them, passes."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.FIRST_SEED_INTO_ORIGIN,
    laps=Laps.RELAY,
    min_seeds_to_move=2,
    cross_capture=False,
    capture_counts=(2, 4),
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
# Woaley

A game of the Ivory Coast described by Kanga Ballou (1984), who calls it simpler than the other
"Woaley" he describes (a variant of Oware, the `oware` entry's Awalé). Two players, 2×6 holes, **4
seeds** in each (48), and a store at each end for captures (never sown). Each player owns the row
nearest them and the store on their right.

* **Move.** "A player distributes the contents of one of his holes except one seed, which is left
  behind, into consecutive holes in a counterclockwise direction. A singleton cannot be moved": a
  move needs at least 2 seeds, and the hole keeps one of them.
* **Relay.** "If the last seed falls into an occupied hole, which does not contain two or four
  seeds, its contents are sown in another lap", from the next hole. "The move ends when the last seed
  of a lap is dropped into an empty hole or a hole containing two or four seeds."
* **Capture.** "If the last seed falls into a hole which has two or four seeds, its contents are
  captured. Captures are permitted on either side of the board. If there are more holes containing two
  or four seeds preceding the hole in which the capture was effected, in a continuous line, their
  contents are also captured. These holes can be on either side of the board."
* **Pass.** "If a player cannot move, he must pass his turn until he can play again" (a "lost move"):
  a player whose holes hold only singletons or nothing passes.
* **End.** "The game ends when no one can play anymore. The remaining seeds are awarded to the player
  who owns their holes." More than half (25 or more) wins; 24-24 is a draw.

Rulings:

* **The sources**: Mancala World's account of Kanga Ballou (1984) decides every rule above. The
  seed left behind is the engine's `origin=first_seed_into_origin` (the first seed of the move goes
  back into the hole it came from), for the move's first lap only: the text leaves one seed behind
  when the player "distributes the contents of one of his holes", and sows a relay hole's contents
  "in another lap". Its neighbour Djenon Aboure puts back the first seed of *every* lap.
* **The chain**: the chain goes backwards from the capturing hole round both rows, over every hole
  holding 2 or 4 in a continuous line (`capture_chain_across_rows`), and stops before the hole the
  move started from, as in Bohnenspiel and Vai Lung Thlan (Ludii's backtracking sow). A capture that
  empties a row is made (`grand_slam=capture_all`): the text has no exception, and the emptied player
  passes.
* **What this entry leaves out**: Kanga Ballou's match scoring (12 points to the winner plus a
  bonus point for every seed over 24, 6 each for a draw) is a matter of several games; this entry is
  one game, scored by the seeds captured. A repeated position (3rd occurrence, same player to move),
  an agreement or the move limit ends the game with the seeds on the board going to the owner of
  their row, as at the end (`cycle_split=own_side`). Every lap is bounded by the engine's turn limit
 , so no turn runs forever.
* **Independent implementations**: neither Ludii nor MancalaGames has Woaley. MancalaGames'
  "Djenon Aboure" (after Mancala World) plays the same captures and smallest move with every lap sown
  in full and no seed left behind (option `origin=sow_into`); its "Djenon Abe" lets singletons move
  and obliges feeding.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
5−*i*.

**Second reading.** Neither Ludii nor MancalaGames has Woaley. MancalaGames' `Djenon_Aboure`, its
neighbour, is set to the two rules Kanga Ballou gives Woaley where Djenon Aboure differs (one seed
left behind in the hole a move starts from, `sow_start`; a player without a move passes,
`mustpass`) and compared ply by ply both ways, 200 random games each way: every difference is
MancalaGames' capture chain through the hole the move started from (MG-CH1, the chain ruling
above); docs/conformance.md, MG-WL1.
"""
TEXT += agreement_text(
    RULES,
    ("The Woaley source does not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="woaley",
    name="Woaley",
    summary="Ivorian relay game: a seed left behind, no singletons moved, twos and fours captured on either row with the chain behind them.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Woaley (after Kanga Ballou 1984)", "https://mancala.fandom.com/wiki/Woaley"),),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "min_seeds_to_move", "empty_mover", "cycle_split"}),
    notation="numbers",
)
