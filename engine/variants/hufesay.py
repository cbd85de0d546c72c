"""Hufesay (Tigray, Ethiopia; Pankhurst 1971): 2×6 holes of 4, relay sowing anticlockwise, the
opposite hole captured from an own empty hole while the capturing counter stays, passes."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    last_seeds_to_capturer=1,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Hufesay

*Hufesay* (Tigrinya, "collecting") is played in the Maychew area of the Tigray Region of Ethiopia;
Richard Pankhurst described it in 1971. Two players, 2×6 holes, **4 counters** in every hole (48 in
all). Captured counters are taken off the board (`stores` hold them) and never sown.

* **Move.** Take all the counters of a non-empty hole of your own row and sow them one by one
  **anticlockwise** into the following holes of both rows.
* **Relay.** When the last counter falls into an **occupied** hole, on either row, take all its
  counters (the last one too) and sow on from the next hole, until the last counter falls into an
  **empty** hole; then the turn ends.
* **Capture.** If that empty hole is in **your own row** and the opponent's hole opposite it holds
  counters, you take them ("collect", event `capture`, kind `cross`). **The counter that made the
  capture stays on the board.** Nothing is taken when the opposite hole is empty or the empty hole
  is in the opponent's row.
* **Pass.** A player must move if they can; a player with no counters passes (event `pass`) and
  moves again when counters reach their row.
* **End.** When a capture leaves a single counter on the board, the capturer takes it too and the
  game ends (reason `last_seeds`); the game also ends when every hole is empty. Most counters wins;
  24–24 is a draw.

## Rulings

* **Board, sowing, relay, capture**: Mancala World's rules after Pankhurst 1971 ("the counter
  effecting the capture is, however, not captured and is left on the board") and Ludii's
  "Hufesay" (after Pankhurst 1971: 173-174) agree: 2×6 with 4 a hole, anticlockwise relay sowing,
  the opposite hole captured from an own empty hole (`capture_includes_sowing_seed=false`). The
  MancalaGames parameters (`crosscapt`, `mlaps`, `capt_side` own, `mustpass`) are the same game; its
  `xcpickown` is absent, so it leaves the capturing counter too. A relay sows into its starting
  hole like any other (no source says otherwise; option `origin`).
* **Passing**: "A player must move, if he can, but must pass if he can't. He resumes moving, when
  he got counters on his side again" (Mancala World; Ludii: "they pass their turn until they are
  able"; MancalaGames `mustpass`): `empty_mover=pass`.
* **The last counter**: the capturing counter always stays, so the board is never emptied by a
  capture. "Pankhurst didn't state what happens with the last counter that cannot be captured.
  Probably the last counter is won by the player who captures the penultimate counter in the game"
  (Mancala World): when a capture leaves one counter in play, the capturer takes it and the game
  ends (`last_seeds_to_capturer=1`). Ludii's program instead ends a round as soon as a row is
  empty, each player taking the counters on their own row (options `end_check=immediate`,
  `empty_mover=game_ends`, `last_seeds_to_capturer=0`).
* **Rounds left out**: Pankhurst's match of rounds, in which the players refill four counters a
  hole and win or lose holes by the counters taken (Ludii), is not part of this entry: one game,
  scored by the counters collected. With Ludii's round-end options the compared games agree with Ludii's
  program up to its first round's end (docs/conformance.md), but where a relay lap empties a row:
  Ludii ends the round between two laps of the turn, the engine when the turn is over (L-HF1).
* **Endless games**: the last counters can circle for ever; the 3rd occurrence of the same
  position with the same player to move, the move limit or an agreed end ends the game with each
  player taking the counters on their own side; endless relays are cut by the turn limit .

## Worked examples

* Opening: South sows S5 (4) → N0…N3; N3 now holds 5: relay → N4, N5, S0, S1, S2, and so on
  through four more relays until the last counter falls into an empty hole of North's row:
  `S: 6 0 1 6 6 2 [0] | N: 7 1 6 1 6 6 [0]`, nothing captured.
* Capture: `S: 0 0 1 0 0 0 [20] | N: 0 0 3 0 0 0 [24]`, South sows S2 (1) → S3, empty and in South's
  row; North's N2 opposite holds 3: taken. The capturing counter stays in S3, the only counter left,
  so South takes it too and the game ends 24–24.
"""
TEXT += agreement_text(
    RULES,
    ("The Hufesay sources do not mention it; as for Kalah, players may always agree to "
     "stop a game, each taking the counters on their own side."),
)

VARIANT = Variant(
    id="hufesay",
    name="Hufesay",
    summary="Ethiopian (Tigray) 2×6 game of 4 counters: relay sowing, the opposite hole collected from an own "
            "empty hole while the capturing counter stays, passes.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Hufesay (after Pankhurst 1971)", "https://mancala.fandom.com/wiki/Hufesay"),
             Source("Ludii: Hufesay, after Pankhurst 1971: 173-174", "https://ludii.games/details.php?keyword=Hufesay"),
             Source("MancalaGames (StoneShark): Hufesay parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Hufesay.txt"),
             Source("Pankhurst, R. (1971). Gabata and related board games of Ethiopia and the Horn of Africa. "
                    "Ethiopia Observer 14(3): 154-206")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "last_seeds_to_capturer", "end_check", "empty_mover", "repetition_count",
                           "cycle_split"}),
    samples=(
        Sample("ludii-round-end", 29, {"end_check": "immediate", "empty_mover": "game_ends", "last_seeds_to_capturer": 0},
               note="the game ends as soon as a row is empty, each player taking their own row (Ludii; ruling R-HF3)"),
    ),
    notation="letters",
)
