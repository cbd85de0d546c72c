"""Olowuka (Yoruba, southwestern Nigeria; Climent Tondo 2014): 2×6 holes of 4, relay laps only
from a hole the last seed makes four or more, twos and threes captured in the opponent's row with
a chain, a grand slam of several holes leaving the opponent's hole on the mover's right."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    relay_min_seeds=4,
    cross_capture=False,
    capture_counts=(2, 3),
    count_capture_sides=CountSides.OPPONENT,
    capture_chain=True,
    grand_slam=GrandSlam.LEAVE_RIGHTMOST_OF_SEVERAL,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Olowuka

*Olowuka* is one of the Yoruba games of southwestern Nigeria recorded in July 2009 by Vicenta
Canal, Bernat Casanovas and Jordi Climent Tondo and described by Climent Tondo in 2014 (*Ayo
olopon and other games*), beside Ayo olopon (Oware) and Sokusowó. A game of the Oware family with
relay sowing. Two players, 2×6 holes, **4 seeds** in every hole (48 in all); captured seeds are
put aside (a store that is never sown).

* **Move.** Take all the seeds of a non-empty own hole and sow them one by one anticlockwise into
  the following holes of both rows. A sowing of twelve or more comes round and sows its starting
  hole like any other.
* **Relay from four.** If the last seed makes its hole hold **four or more**, that hole is lifted
  and its seeds are sown on from the next hole, and so on. A last seed that makes its hole hold
  one, two or three ends the sowing.
* **Capture.** If the sowing ends in a hole of the **opponent** that the last seed makes hold **2
  or 3**, those seeds are captured, and so are the seeds of the opponent's holes just before it
  while each holds 2 or 3 (the chain never leaves the opponent's row).
* **Grand slam.** A capture of several holes that would take every seed of the opponent is
  made, but the opponent's hole on the mover's right (the opponent's first hole) is left where it
  is. A grand slam of a single hole takes it.
* **End.** A player who cannot move at their turn ends the game, and each player takes the seeds
  on their own side. Most seeds wins; 24–24 is a draw.

## Rulings

* **Relay only from four** (Climent Tondo 2014 as MancalaGames' `Olowuka` parameters give
  it, which decide: "Multilap sow, but only if final hole contains four or more seeds";
  `laps=relay`, `relay_min_seeds=4`). A lap ending in an empty hole or in a hole it makes two or
  three ends the turn, and the capture is looked for there.
* **Captures and the grand slam** (MancalaGames, which decides: "Capture on 2s and 3s on
  opponent's side. Grand Slam capture of more than one hole is permitted but the righmost hole
  (from sower perspective) is not captured"): `capture_counts=2,3` on the opponent's row with
  Oware's chain, `grand_slam=leave_rightmost_of_several` ("A single hole capture is performed").
  MancalaGames' own note says the kept hole might instead be a fixed hole on the left; its reading
  is kept. A capture that takes every seed of the opponent's row is a grand slam even when the
  move itself sowed those seeds into a row that was empty (the sources do not say; MancalaGames'
  program counts a grand slam only against a row that held seeds when the move began: conformance
  MG-OL1).
* **The end** (MancalaGames, the only account at hand of the end: no feeding rule, no pass):
  nobody must feed (`must_feed=none`); a player with no seed at their turn ends the game
  (`empty_mover=game_ends`, `end_check=at_turn_start`), the seeds left going to the owner of the
  row they lie on (`sweep=owner`). The 3rd occurrence of the same position with the same player to
  move ends the game the same way (`repetition_count=3`, `cycle_split=own_side`); the move limit
  and an agreed end share the seeds likewise.

## Worked examples

* Opening relay: South sows S5 (4): N0, N1, N2, N3; N3 holds 5: it is lifted and sown on: N4,
  N5, S0, S1, S2; S2 holds 5: lifted again: S3, S4, S5, N0, N1; N1 holds 6: lifted: N2, N3, N4,
  N5, S0, S1; S1 holds 6: lifted: S2, S3, S4, S5, N0, N1; N1 holds 1: the sowing ends.
  `S: 6 0 1 6 6 2 [0] | N: 7 1 6 1 6 6 [0]`.
* No relay from three: `S: 0 0 0 0 0 2 [20] | N: 2 2 1 5 4 4 [8]`, South sows S5 (2): N0 holds
  3, N1 holds 3: the sowing ends there and N1 is captured, then N0 before it:
  `S: 0 0 0 0 0 0 [26] | N: 0 0 1 5 4 4 [8]`.

**Second reading.** Ludii has no Olowuka. MancalaGames' `Olowuka` parameters are compared ply by
ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("MancalaGames ends a game caught in a cycle with each player taking the seeds on their own "
     "side; players may also agree to stop there."),
)

VARIANT = Variant(
    id="olowuka",
    name="Olowuka",
    summary="Yoruba game of southwestern Nigeria (Climent Tondo 2014): 2×6 of 4, relay laps only from a hole made four or more, twos and threes captured in the opponent's row with a chain.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Climent Tondo, J.: Ayo olopon and other games. Some newly described mancala games from southwestern Nigeria (2014)",
                    "https://issuu.com/jordicliment/docs/t-179-2014"),
             Source("Mancala World: Olowuka", "https://mancala.fandom.com/wiki/Olowuka"),
             Source("MancalaGames (StoneShark): Olowuka parameters (after Mancala World)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Olowuka.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
