"""Djenon Aboure (Côte d'Ivoire, Aboure): relay sowing that puts the first seed of every lap back, captures of 2 and 4 on either row with the chain behind them."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.FIRST_SEED_INTO_EVERY_LAP,
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
# Djenon Aboure

The game of the Aboure (Agoua, Abonwa, Compa) of the extreme south-east of the Ivory Coast, first
described by Jordi Climent Tondo (2012). Two players, 2×6 holes, **4 seeds** in each (48), and a
store at each end for captures (never sown). Each player owns one row.

* **Move.** "A player picks up the seeds of one of his holes, which must contain at least two seeds,
  and then distributes them, one by one, counterclockwise into the ensuing holes. The first seed of
  each lap must be placed in the hole that had just been emptied. Singletons are not allowed to be
  moved."
* **Relay.** "If the last seed is dropped into an occupied hole, which contained 2, 4 or more seeds,
  its contents are redistributed in another lap" (it now holds 3, or 5 or more), its first seed again
  back into that hole. "A move stops when the last seed falls into an empty hole or a hole containing
  1 or 3 seeds" (making 2 or 4: a capture).
* **Capture.** "If the last seed is dropped into a hole which then contains 2 or 4 seeds, these are
  captured. In addition, the contents of all holes which also contain 2 or 4 seeds are taken too, if
  they form a continuous chain directly behind. Players are permitted to capture on both sides of the
  board."
* **Pass.** "If a player has no move left, he must pass until he can play again."
* **End.** "The game ends if all the holes of the board contain either singletons or are empty. After
  the game has ended, each player wins the seeds in his row. The player who captured more seeds wins
  the game. The game is a draw when both players have captured 24 seeds."

Rulings:

* **The sources**: Mancala World's account of Climent Tondo (2012) decides every rule above. The
  MancalaGames parameters (`Djenon_Aboure.txt`, after Mancala World) agree on the board, the
  smallest move of 2, the captures of 2 and 4 on either row with their chain, the relay and the seeds
  left going to the owner of their row; they differ in two points, where this entry follows Mancala
  World: MancalaGames sows every lap in full (no seed put back) and ends the game as soon as the
  player to move has no move (here that player passes; option `empty_mover=game_ends`). Ludii has
  no Djenon Aboure.
* **The seed put back at every lap, `origin=first_seed_into_every_lap`**: the first seed of the
  move and of every relay lap goes back into the hole just emptied, so a lap of *n* seeds leaves 1
  behind and sows *n*−1 from the next hole. A relay hole always holds at least 2 (the seeds it had
  and the last seed). Its neighbour Woaley (Kanga Ballou) leaves a seed behind at the move's first
  lap only (`origin=first_seed_into_origin`, the `woaley` entry).
* **The chain**: the chain goes backwards from the capturing hole round both rows
  (`capture_chain_across_rows`) and stops before the hole the move started from, as in Bohnenspiel
  and Vai Lung Thlan (Ludii's backtracking sow). A capture that empties a row is made
  (`grand_slam=capture_all`): the text has no exception, and the emptied player passes.
* **What the sources leave open**: the game ends when neither player can move, which is when
  every hole holds at most one seed. A repeated position (3rd occurrence, same player to move), an
  agreement or the move limit ends the game with the seeds on the board going to the owner of their
  row, as at the end (`cycle_split=own_side`). Every lap is bounded by the engine's turn limit
 , so no turn runs forever.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
5−*i*.

**Second reading.** Ludii has no Djenon Aboure. MancalaGames' `Djenon_Aboure` parameters are
compared ply by ply both ways with this entry played with `origin=sow_into` and
`empty_mover=game_ends` (its reading of the two points above; docs/conformance.md): they differ only
where its capture chain goes on through the hole the move started from (MG-CH1), which Mancala
World's "a continuous chain directly behind" leaves open: a source ambiguity, this entry's reading
(the chain stops before that hole) is kept.
"""
TEXT += agreement_text(
    RULES,
    ("The Djenon Aboure sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="djenon-aboure",
    name="Djenon Aboure",
    summary="Aboure relay game (Ivory Coast): the first seed of every lap back into its hole, twos and fours captured on either row with the chain behind them.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Djenon Aboure (after Climent Tondo 2012)",
                    "https://mancala.fandom.com/wiki/Djenon_Aboure"),
             Source("MancalaGames (StoneShark): Djenon Aboure parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Djenon_Aboure.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "min_seeds_to_move", "empty_mover", "cycle_split"}),
    aliases=("djenon_aboure",),
    notation="numbers",
)
