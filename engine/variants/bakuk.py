"""Bakuk (Jbala, Morocco; Bautista i Roca 2009): 2×3 holes of 6, single laps, twos and fours
captured on either row with a chain back over the holes before, the seeds left on the board
counted for nobody."""

from engine.rules import (
    CountSides,
    CycleSplit,
    EmptyMover,
    EndCheck,
    GrandSlam,
    MajoritySweep,
    MustFeed,
    Origin,
    Rules,
    Sweep,
)
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=3,
    seeds_per_pit=6,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_counts=(2, 4),
    count_capture_sides=CountSides.ANY,
    capture_chain=True,
    capture_chain_across_rows=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    capture_majority_wins=True,
    majority_sweep=MajoritySweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DISCARD,
)

TEXT = """\
# Bakuk

A shepherds' game of Jbala, the mountains of the western Rif (Morocco), where the holes are dug in
the ground and pebbles or goat droppings are the pieces; Víktor Bautista i Roca described it in
2009 from an informant of Jbala. Two players, 2×3 holes, **6 pieces** in every hole (36 in all).
Captured pieces are put aside (`stores` hold them) and never sown.

* **Move.** Take all the pieces of any own hole and sow them one by one **anticlockwise** into the
  following holes of both rows. One lap: the turn ends where the last piece falls. A sowing of six
  or more comes round and sows its starting hole like any other.
* **Capture.** If the last piece makes a hole hold **2 or 4**, on **either** row, those pieces are
  captured; so are the pieces of the holes before it (in sowing order), on either row, as long as
  each holds 2 or 4 and the chain is unbroken; the chain stops before the hole the move started
  from (event `capture`, kind `count`). A capture may take all the opponent's pieces.
* **End.** A player who has captured more than half of the pieces (19) wins at once. Otherwise the
  game ends when the player to move has no piece on their side (reason `no_seeds`); the pieces
  left on the board count for nobody, and most captured pieces wins; 18–18 is a draw.

## Rulings

* **Board, sowing and the capture** (Mancala World after Bautista i Roca 2009, the first
  description, which decides): 2×3 of 6; "sows them counterclockwise, one by one, starting in the
  next one" in a single lap; "If the last piece ends in a hole making a total of 2 or 4, those
  pieces are captured" on either side (it names no side: `count_capture_sides=any`). A sowing
  that comes round is not said to skip its starting hole (`origin=sow_into`).
* **The chain runs back** (Valdez 2023 and MancalaGames decide): Mancala World goes on "you also
  get the contents of the following holes (in an unbroken sequence) that contain also 2 or 4
  pieces", which could be read as the holes after the last one; Valdez 2023 (p. 144) and
  MancalaGames' parameters read it as the holes *before* it, "immediately preceding holes also
  with 2 or 4 seeds", the chain of the other games of the family (Modiar, Koumma's neighbours),
  which the entry follows (`capture_chain_across_rows`: back over both rows, stopping before the
  starting hole, as Modiar's). MancalaGames lists the forward chain as a variation of its own.
* **The end** (Valdez 2023 and MancalaGames; Mancala World gives none): "capture more than half of
  the seeds" ends the game at once (`capture_majority_wins`, the stores as they stand:
  `majority_sweep=none`); "The game ends when the current player does not have a move. Seeds left
  on the board are not scored" (`empty_mover=game_ends`, `end_check=at_turn_start`,
  `sweep=none`). No source has a cycle rule: the 3rd occurrence of the same position with the same
  player to move, the move limit or an agreed end ends the game with the pieces left counted for
  nobody, as at its normal end (`cycle_split=discard`).

## Worked examples

* Opening: South sows S0 (6): S1, S2, N0, N1, N2 and S0 again; S0 holds 1: nothing.
  `S: 1 7 7 [0] | N: 7 7 7 [0]`.
* Capture and chain: `S: 0 1 3 [16] | N: 1 3 0 [12]`, South sows S2 (3): N0 (2), N1 (4), N2 (1):
  N2 holds 1, nothing. South sows S1 of `S: 0 2 1 [16] | N: 3 0 0 [14]` instead (2): S2 (2), N0
  (4): N0 is captured and S2 before it, 6 pieces; S1, the starting hole, ends the chain. South
  now holds 22 of the 36 pieces, more than half, and wins (reason `majority`).

**Second reading.** Ludii has no Bakuk. MancalaGames' `Bakuk` parameters are compared ply by ply
both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S2 then N0…N2.
"""
TEXT += agreement_text(
    RULES,
    ("The Bakuk sources do not mention it; players may always agree to stop a game, the pieces left "
     "counted for nobody, as at its normal end."),
)

VARIANT = Variant(
    id="bakuk",
    name="Bakuk",
    summary="Shepherds' game of Jbala, Morocco (Bautista i Roca 2009): 2×3 of 6, single laps, twos and fours "
            "captured on either row with a chain back, the pieces left counted for nobody.",
    rules=RULES,
    region="North Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Bakuk (Víktor Bautista i Roca, 2009)", "https://mancala.fandom.com/wiki/Bakuk"),
             Source("MancalaGames (StoneShark): Bakuk parameters (after Valdez 2023, p. 144)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Bakuk.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"capture_chain_across_rows", "repetition_count", "cycle_split"}),
    notation="letters",
)
