"""Achochodi (Valdez 2023): 2×6 holes of 4, single laps skipping the starting hole, a single seed
lifted first takes the hole opposite, twos and threes captured from the opponent's row with a chain
back that may run on into the mover's own row, feeding, the seeds left to the last mover."""

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
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=False,
    single_seed_captures_opposite=True,
    capture_counts=(2, 3),
    count_capture_sides=CountSides.OPPONENT,
    capture_chain=True,
    capture_chain_across_rows=True,
    capture_chain_into_own_row=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.LAST_MOVER,
    capture_majority_wins=True,
    majority_sweep=MajoritySweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Achochodi

*Achochodi* is one of the games Jacob A. Valdez retells in *50 Ways to Play Mancala* (2023, p. 63),
the only account at hand; MancalaGames' parameter file, after it, places the game in West Africa.
A game of the Oware family with two rules of its own. Two players, 2×6 holes, **4 seeds** in every
hole (48 in all). Captured seeds are put aside (`stores` hold them) and never sown.

* **Move.** Take all the seeds of any own hole and sow them one by one **anticlockwise** into the
  following holes of both rows. One lap: the turn ends where the last seed falls. A sowing of
  twelve or more skips the hole it started from.
* **A single seed captures first.** When the hole you lift holds a **single seed**, first take the
  seeds of the hole **opposite** it (event `capture`, kind `cross`), then sow the seed.
* **Capture.** If the last seed falls into a hole of the **opponent** and makes it hold **2 or 3**,
  those seeds are captured, and so are the seeds of the holes just before it (in sowing order)
  while each holds 2 or 3; the chain may run on from the opponent's row back into **your own
  row** (event `capture`, kind `count`). A last seed making 2 or 3 in your own row takes nothing.
  A capture may take all the opponent's seeds.
* **Feeding.** When the opponent has no seed at the start of your turn you must give them seeds if
  you can (event `feed_required`); if you cannot, the game ends (reason `cannot_feed`).
* **End.** A player who has captured more than half of the seeds (25) wins at once. A player who
  cannot move at their turn ends the game, and the seeds left on the board go to the player who
  moved last. Most seeds wins; 24–24 is a draw.

## Rulings

* **Board, sowing, the single seed** (Valdez 2023, as MancalaGames' `Achochodi` parameters give
  it, which decide; no other account is at hand): 2×6 of 4, "Sow counter-clockwise"; "If you draw
  a single seed, capture the contents of the hole opposite" (`single_seed_captures_opposite`, a
  dimension added for this game: before the seed is sown, whatever the sowing then does); "If you
  draw enough seeds to cycle the board, skip sowing the start hole" (`origin=skip_turn_origin`).
* **The chain** (the same sources): "Multiple capture on 2s and 3s. You must start your capture on
  your opponent's side of the board, but the capture chain may continue onto your own side of the
  board": `capture_counts=2,3` made by the last seed in the opponent's row
  (`count_capture_sides=opponent`), the chain back over both rows (`capture_chain_across_rows`,
  stopping before the starting hole, which the sowing never fills) and on into the mover's row
  (`capture_chain_into_own_row`, a dimension added for this game).
* **Feeding and the end** (the same sources): "If your opponent does not have any seeds, you must
  make some available, if possible" (`must_feed=leave_seeds`); a capture may take every seed of
  the opponent's row (no grand-slam rule). "Goal: capture more than half of the seeds"
  (`capture_majority_wins`, the stores as they stand: `majority_sweep=none`); a player who cannot
  move (or cannot feed) ends the game, the seeds left going to the last mover, as MancalaGames'
  `unclaimed` LAST_MOVER gives them (`sweep=last_mover`). "A cycling game can be ended … unclaimed
  seeds will go to the hole owners": the 3rd occurrence of the same position with the same player
  to move, the move limit or an agreed end gives each player the seeds on their own side
  (`cycle_split=own_side`).

## Worked examples

* Opening: South sows S2 (4): S3, S4, S5, N0; N0 holds 5: nothing.
  `S: 4 4 0 5 5 5 [0] | N: 5 4 4 4 4 4 [0]`.
* A single seed: `S: 3 0 2 0 1 4 [10] | N: 2 5 1 3 0 4 [13]`, South lifts S4 (1): first N1, the
  hole opposite, is taken (5 seeds), then the seed goes into S5, which holds 5: nothing more.
  `S: 3 0 2 0 0 5 [15] | N: 2 0 1 3 0 4 [13]`.
* A chain into the own row: `S: 4 0 1 3 1 2 [10] | N: 1 4 4 4 4 4 [6]`, South sows S3 (3): S4,
  S5, N0. N0 holds 2: taken; before it S5 holds 3 and S4 holds 2, in South's own row: taken too,
  7 seeds. `S: 4 0 1 0 0 0 [17] | N: 0 4 4 4 4 4 [6]`.

**Second reading.** Ludii has no Achochodi. MancalaGames' `Achochodi` parameters are compared ply by
ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("The Achochodi source lets players end a game caught in a cycle, each player taking the seeds "
     "on their own side; players may also agree to stop there."),
)

VARIANT = Variant(
    id="achochodi",
    name="Achochodi",
    summary="2×6 of 4 (Valdez 2023): a single seed lifted takes the hole opposite, twos and threes captured from the opponent's row with a chain back that may run on into the mover's own row.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Valdez, J. A.: 50 Ways to Play Mancala (2023), p. 63"),
             Source("MancalaGames (StoneShark): Achochodi parameters (after Valdez 2023, p. 63)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Achochodi.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"single_seed_captures_opposite", "capture_chain_into_own_row", "repetition_count", "cycle_split"}),
    notation="letters",
)
