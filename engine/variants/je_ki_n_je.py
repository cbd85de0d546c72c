"""Je ki n je (Valdez 2023): 2×6 holes of 4, relay sowing either way from any hole, a sowing
ending in an empty hole of the opponent's row takes its last seed and the next hole's seeds,
feeding."""

from engine.rules import (
                          CycleSplit,
                          Direction,
                          EmptyMover,
                          EndCheck,
                          GrandSlam,
                          Laps,
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
    direction=Direction.PLAYER_CHOICE,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_next_after_empty=True,
    capture_next_with_last_seed=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    capture_majority_wins=True,
    majority_sweep=MajoritySweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Je ki n je

*Je ki n je* is one of the games Jacob A. Valdez retells in *50 Ways to Play Mancala* (2023,
p. 38), the only account at hand; MancalaGames' parameter file, after it, places the game in East
Africa. Two players, 2×6 holes, **4 seeds** in every hole (48 in all). Captured seeds are put
aside (`stores` hold them) and never sown.

* **Move.** Take all the seeds of any own hole and sow them one by one into the following holes of
  both rows, **either way round**: every move names its direction (`ccw` or `cw`). A lap long
  enough to come round sows its starting hole like any other.
* **Relay.** If the last seed falls into an occupied hole, lift that hole and sow on, the same way
  round. A last seed falling into an empty hole ends the sowing.
* **Capture.** If the sowing ends in an empty hole of the **opponent's** row, take that last seed
  and the seeds of the **next hole** the same way round, whichever row it is on (event `capture`,
  kind `beyond`); an empty next hole takes nothing. A sowing ending in your own row takes nothing.
* **Feeding.** When the opponent has no seed at the start of your turn you must give them seeds if
  you can (event `feed_required`); if you cannot, the game ends (reason `cannot_feed`).
* **End.** A player who has captured more than half of the seeds (25) wins at once. A player who
  cannot move at their turn ends the game; each player takes the seeds on their own side. Most
  seeds wins; 24–24 is a draw.

## Rulings

* **Board, sowing and the capture** (Valdez 2023, as MancalaGames' `Je_ki_n_je` parameters give
  it, which decide; no other account is at hand): 2×6 of 4; "Multilap sow in either direction from
  your own holes" (`direction=player_choice`, `laps=relay`), "Multilap sowing ends when there is a
  single seed in the final hole"; "When multilap sow ends on your opponent's side of the board,
  capture the final seed sown and the seeds in the next hole in the choosen sow direction, even if
  it is on your side of the board" (`capture_next_after_empty`, now with relay laps too, and
  `capture_next_with_last_seed`, a dimension added for this game). The next hole empty, nothing is
  taken (MancalaGames captures "if there are seeds in the next hole"). A lap that comes round sows
  its starting hole (MancalaGames offers skipping it as a variation only).
* **Feeding and the end** (MancalaGames' parameters: `mustshare`, its default ending): a move must
  leave the opponent a seed when their row is empty (`must_feed=leave_seeds`); with a direction
  chosen, each direction is its own move, and only the directions that feed may be played
  (MancalaGames offers both directions of a hole when one of them feeds: conformance MG-JK1). More
  than half the seeds wins at once (`capture_majority_wins`); a player who cannot move or cannot
  feed ends the game, each player taking the seeds on their own side (`sweep=owner`); no grand-slam
  rule. No source has a cycle rule: the 3rd occurrence of the same position with the same player
  to move, the move limit or an agreed end shares the seeds the same way (`cycle_split=own_side`).

## Worked examples

* Opening: South sows S2 anticlockwise (4): S3, S4, S5, N0; N0 held 4: lifted (5) and sown on,
  and so on until a lap ends in an empty hole, in South's own row: nothing is taken.
  `S: 6 6 2 7 1 6 [0] | N: 1 6 6 6 0 1 [0]`.
* A capture: `S: 0 0 0 0 0 1 [20] | N: 0 3 2 2 2 2 [16]`, South sows S5 anticlockwise (1): N0,
  empty, in North's row: the seed is taken with N1's three, 4 seeds.
  `S: 0 0 0 0 0 0 [24] | N: 0 0 2 2 2 2 [16]`.
* The next hole in your own row: `S: 5 0 0 0 0 6 [14] | N: 1 1 1 1 1 0 [18]`, South sows S5
  anticlockwise (6): N0 to N5; N5 was empty: its seed is taken with S0's five, 6 seeds; South's
  row is then empty, so North must feed it.

**Second reading.** Ludii has no Je ki n je. MancalaGames' `Je_ki_n_je` parameters are compared ply
by ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("The Je ki n je source does not mention it; players may always agree to stop a game, each "
     "taking the seeds on their own side."),
)

VARIANT = Variant(
    id="je-ki-n-je",
    name="Je ki n je",
    summary="2×6 of 4 (Valdez 2023): relay sowing either way, a sowing ending in an empty hole of the opponent's row takes its last seed and the next hole's seeds.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(Source("Valdez, J. A.: 50 Ways to Play Mancala (2023), p. 38"),
             Source("MancalaGames (StoneShark): Je_ki_n_je parameters (after Valdez 2023, p. 38)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Je_ki_n_je.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"capture_next_with_last_seed", "must_feed", "repetition_count", "cycle_split"}),
    notation="numbers",
)
