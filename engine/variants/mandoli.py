"""Mandoli (Valdez 2023): 2×6 holes of 6, relay laps, even counts captured on either row in the
last hole sown and the one before it only (a chain of at most two holes), no capture on each
player's first move, the seeds left on the board counted for nobody."""

from engine.rules import (
                          CaptureParity,
                          CountSides,
                          CycleSplit,
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
    seeds_per_pit=6,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_parity=CaptureParity.EVEN,
    count_capture_sides=CountSides.ANY,
    capture_chain=True,
    capture_chain_across_rows=True,
    capture_chain_max=2,
    no_capture_plies=2,
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
# Mandoli

*Mandoli* is one of the games Jacob A. Valdez retells in *50 Ways to Play Mancala* (2023, p. 19),
the only account at hand; MancalaGames' parameter file, after it, places the game in Europe. Two
players, 2×6 holes, **6 seeds** in every hole (72 in all). Captured seeds are put aside (`stores`
hold them) and never sown.

* **Move.** Take all the seeds of any own hole and sow them one by one **anticlockwise** into the
  following holes of both rows. A lap long enough to come round sows its starting hole like any
  other.
* **Relay.** If the last seed falls into an occupied hole and makes it hold an **odd** number,
  lift that hole and sow on from the next hole. A last seed falling into an empty hole ends the
  turn.
* **Capture.** If the last seed makes a hole hold an **even** number, on **either** row, the lap
  ends and those seeds are captured, and so are the seeds of the hole just before it (in sowing
  order, on either row) if it holds an even number too: **two holes at most** (event `capture`,
  kind `count`). A capture may take all the opponent's seeds.
* **Not on the first moves.** Each player's first move captures nothing (the game's first two
  plies): there a lap ending in an even hole is lifted and sown on like any other.
* **End.** A player who has captured more than half of the seeds (37) wins at once. Otherwise the
  game ends when the player to move has no seed on their side (reason `no_seeds`); the seeds left
  on the board count for nobody, and most captured seeds wins; 36–36 is a draw.

## Rulings

* **Board, relay and capture** (Valdez 2023, as MancalaGames' `Mandoli` parameters give it, which
  decide; no other account is at hand): 2×6 of 6; "Sow is counter-clockwise in multiple laps"
  (`laps=relay`); "Captures are on evens from the final hole sown and the one hole before it":
  even counts (`capture_parity=even`) on either row (MancalaGames `capt_side` both:
  `count_capture_sides=any`), the hole before the last taken when it is even too, and no further
  (`capture_chain_max=2`, a dimension added for this game; the chain runs back across both rows,
  `capture_chain_across_rows`). The hole before the last is always sown by the last lap (a relay
  lap carries two seeds or more), so it is taken whatever it is, the starting hole included. A lap
  that ends in an even hole ends the sowing there (MancalaGames stops its laps for a capture).
* **The first moves**: "Captures are not allowed on each player's first move"
  (`no_capture_plies=2`); in those two plies a lap ending in an even hole relays on as from any
  occupied hole (MancalaGames' laps stop for a capture only where one may be made).
* **The end** (Valdez 2023 via MancalaGames): "The game ends when one player has collected more
  than half the seeds" (`capture_majority_wins`, the stores as they stand: `majority_sweep=none`)
  "or if the current player cannot move. In the latter case, the unclaimed seeds on the board do
  not score" (`empty_mover=game_ends`, `end_check=at_turn_start`, `sweep=none`). Nobody must feed;
  a sowing that comes round sows its starting hole (MancalaGames sets neither rule). No source has
  a cycle rule: the 3rd occurrence of the same position with the same player to move, the move
  limit or an agreed end ends the game with the seeds left counted for nobody, as at its normal end
  (`cycle_split=discard`).

## Worked examples

* Opening: South sows S0 (6): S1 to S5 and N0, which then holds 7: lifted and sown on (N1 to N5,
  S0, S1); S1 holds 8, even, but this is South's first move: lifted and sown on, and so on until a
  lap ends in an empty hole: `S: 2 5 3 1 1 3 [0] | N: 5 12 12 4 12 12 [0]`, nothing captured.
* Two holes at most: `S: 0 0 3 1 1 1 [20] | N: 1 3 5 1 1 1 [34]`, later in the game, South sows
  S2 (3): S3, S4 and S5 each hold 2; S5 is captured with S4 before it (4 seeds), S3 stays:
  `S: 0 0 0 2 0 0 [24] | N: 1 3 5 1 1 1 [34]`.
* Relay, then a capture: `S: 0 0 0 0 2 1 [30] | N: 2 3 5 1 1 0 [27]`, South sows S4 (2): S5, N0;
  N0 holds 3: lifted (3): N1, N2, N3; N3 holds 2: captured with N2 before it (6), 8 seeds. South
  now holds 38 of 72, more than half, and wins (reason `majority`).

**Second reading.** Ludii has no Mandoli. MancalaGames' `Mandoli` parameters are compared ply by
ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("The Mandoli source does not mention it; players may always agree to stop a game, the seeds "
     "left counted for nobody, as at its normal end."),
)

VARIANT = Variant(
    id="mandoli",
    name="Mandoli",
    summary="2×6 of 6 (Valdez 2023): relay laps, even counts captured on either row in the last hole sown and the one before it only, no capture on each player's first move.",
    rules=RULES,
    region="Europe",
    rules_version="1.0.0",
    sources=(Source("Valdez, J. A.: 50 Ways to Play Mancala (2023), p. 19"),
             Source("MancalaGames (StoneShark): Mandoli parameters (after Valdez 2023, p. 19)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Mandoli.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"capture_chain_max", "no_capture_plies", "repetition_count", "cycle_split"}),
    notation="letters",
)
