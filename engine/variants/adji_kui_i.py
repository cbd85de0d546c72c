"""Adji Kui I (Matanzas, Cuba; Wilson Ferrer 1991): 2×6 holes of 4, single laps from holes of two
or more, twos and threes captured in the opponent's row with the holes before them, a player
without a move passes."""

from engine.rules import CountSides, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    min_seeds_to_move=2,
    cross_capture=False,
    capture_counts=(2, 3),
    count_capture_sides=CountSides.OPPONENT,
    capture_chain=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Adji Kui I

*Adji Kui* is the name of at least two Cuban mancala games of the Matanzas area, played by a few
families of Arará origin (whose ancestors came from the coasts of Benin and Togo); Ruth Magalys
Wilson Ferrer recorded them in 1991. This is the first of them, a game of the Oware family. Two
players, 2×6 holes, **4 seeds** in every hole (48 in all); captured seeds are put aside (a store
that is never sown).

* **Move.** Take all the seeds of an own hole holding **two or more** and sow them one by one
  anticlockwise into the following holes of both rows. One lap: the turn ends where the last
  seed falls. A sowing of twelve or more comes round and sows its starting hole like any other.
  A single seed cannot be moved.
* **Capture.** If the last seed falls into a hole of the **opponent** and makes it hold **2 or
  3**, those seeds are captured, and so are the seeds of the opponent's holes just before it
  while each holds 2 or 3 (the chain stops at the first hole that does not, and never leaves the
  opponent's row). A capture may take all the opponent's seeds.
* **Passing.** A player who has only single seeds and empty holes at their turn passes.
* **End.** When neither player can move, the game is over and each player takes the seeds on
  their own side. When the last seeds cycle round the board (the same position comes back), the
  game ends the same way. Most seeds wins; 24–24 is a draw.

## Rulings

* **Board, moves and capture** (Mancala World after Wilson Ferrer 1991, the only source, which
  decides): 2×6 of 4; a move from "any of his holes containing more than one seed"
  (`min_seeds_to_move=2`), "The move ends after a single lap" (`laps=single`); "If the last seed
  is placed in an opponent's hole, which then contains 2 or 3 seeds, its contents are captured,
  as are the contents of the previous opponent's holes containing 2 or 3 seeds"
  (`capture_counts=2,3` on the opponent's row, `capture_chain`): read as Oware's chain, an
  unbroken run of holes before the last one. The MancalaGames parameters agree.
* **A sowing that comes round** (twelve seeds or more): the source does not say the starting
  hole is skipped, so it is sown like any other (`origin=sow_into`, as MancalaGames). The source
  forbids no capture and sets no feeding rule: a capture may take all the opponent's seeds
  (`grand_slam=capture_all`) and nobody must feed (`must_feed=none`).
* **Passing and the end** (Mancala World): "If, on his turn, a player has only singletons or
  empty holes, he passes" (`empty_mover=pass`, `end_check=at_turn_start`); when neither player
  can move the game ends and each takes the seeds on their own row (`sweep=owner`). "When the last
  seeds are cycling around the board, the game ends and the seeds are splitted between the two
  players, each player getting the seeds on his side of the board": the 3rd occurrence of the same
  position with the same player to move ends the game, each player taking their own row
  (`repetition_count=3`, `cycle_split=own_side`); the move limit and an agreed end share them the
  same way.

## Worked examples

* Opening: South sows S2 (4): S3, S4, S5, N0; N0 holds 5: no capture.
  `S: 4 4 0 5 5 5 [0] | N: 5 4 4 4 4 4 [0]`.
* Capture with a chain: `S: 0 0 0 0 0 3 [20] | N: 1 2 0 5 4 4 [9]`, South sows S5 (3): N0, N1,
  N2; N2 holds 1: nothing. South sows S5 of `S: 0 0 0 0 0 2 [20] | N: 1 2 3 5 4 4 [7]`
  instead (2): N0 holds 2, N1 holds 3; N1 is captured and N0 before it:
  `S: 0 0 0 0 0 0 [25] | N: 0 0 3 5 4 4 [7]`.
* Passing: `S: 1 0 1 0 1 0 [20] | N: 3 2 0 0 0 0 [20]`, North sows N1 (2): N2, N3. South has
  only single seeds and passes (event `pass`); North moves again:
  `S: 1 0 1 0 1 0 [20] | N: 3 0 1 1 0 0 [20]`.

**Second reading.** Ludii has no Adji Kui. MancalaGames' `Adji_Kui_I` parameters are compared ply
by ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("The Adji Kui source ends a game whose last seeds cycle round the board, each player taking "
     "the seeds on their own side; players may also agree to stop there."),
)

VARIANT = Variant(
    id="adji-kui-i",
    name="Adji Kui I",
    summary="Cuban game of Arará families (Wilson Ferrer 1991): 2×6 of 4, single laps from holes of two or more, twos and threes captured in the opponent's row with a chain.",
    rules=RULES,
    region="Caribbean",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Adji Kui I (after Wilson Ferrer 1991, El maravilloso mundo de las piedras y los agujeros)",
                    "https://mancala.fandom.com/wiki/Adji_Kui_I"),
             Source("MancalaGames (StoneShark): Adji_Kui_I parameters (after Valdez 2023, p. 51)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Adji_Kui_I.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    aliases=("adji-kui",),
    notation="letters",
)
