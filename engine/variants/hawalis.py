"""Hawalis (Oman; de Voogt 2003): 4×7 holes of 2, relay sowing round the own two rows, the facing
front hole and the back hole behind it captured from an empty front hole, singletons last."""

from engine.rules import CaptureTargets, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=7,
    rows_per_side=2,
    seeds_per_pit=2,
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    single_seed_moves_last=True,
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.FRONT_AND_BACK,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Hawalis

The four-row game of Oman (*al-hawalees*), played from Musandam to Dhofar on wooden boards or in
holes scooped in the sand, and described by Alexander de Voogt from the players of Muscat (2003);
W. H. Ingrams found the same game in Zanzibar as *Bao la Kiarabu*. Each player sows only round
their own two rows; captured stones leave the board; a player who loses all their stones loses.

## Board and start

**4×7 = 28 holes, 2 stones in each** (56 in all). Each player owns the two rows nearest them: the
**front** (inner) row F, next to the opponent, and the **back** (outer) row B, columns numbered from
the player's own left. F c faces the opponent's F (6−c), and the opponent's B (6−c) lies behind it.
`stores` hold the stones each player has captured.

## Moves

* **Sowing.** Take all the stones of an own hole and sow them one by one **anticlockwise** round your
  own 14 holes: along the back row to the right, then along the front row to the left
  (B0→B6→F6→F0→B0). A lap of 14 or more sows into the hole it started from.
* **Singletons last.** A hole of **one** stone may be played only when no own hole holds 2 or more,
  and only when the hole its stone would go to is **empty** (`single_seed_moves_last`).
* **Relay.** When the last stone falls into an **occupied** hole, take all its stones and sow on from
  the next hole. When it falls into an **empty** hole the turn ends.
* **Capture.** When the turn ends in an empty hole of **your front row** and the opponent's front
  hole facing it holds stones, take them and the stones of the opponent's back hole behind it
  (event `capture`, kind `cross`); the capturing stone stays. If the facing front hole is empty
  nothing is taken.
* **End.** A player who cannot move at the start of their turn — no stone left, or only singletons
  that all face an occupied next hole — **loses** (reason `cannot_move`).

## Rulings

* **Board, start, sowing and relay**: de Voogt's account as Ludii records it (evidence
  DLP.Evidence.772): "four rows of seven holes. Each hole contains two counters … spread one-by-one
  in counter-clockwise direction. The players play in the two rows at their side. When the last
  counter enters an occupied hole, the contents of this hole is picked up and spread in the same
  way"; Wikipedia ("relay-sows them counterclockwise"). Ludii's program for "Hawalis" sows a
  single lap (no relay) on a 4×7 board, while its evidence text says 4×8; this entry follows de
  Voogt's own words and the Omani board.
* **The capture**: "If the holes directly opposite this last counter, i.e. one hole in the front
  row and one hole in the back row of the opponent, contain at least one counter each, the contents
  of both holes are captured … If the front hole is empty, no capture is made, but if the hole in
  the back row is empty, it is still possible to capture the counters in the front hole" (de Voogt;
  Wikipedia the same): `capture_targets=front_and_back`. Ludii's program and rules text take the
  front hole only (option `capture_targets=opposite`).
* **Singletons**: "One is not allowed to play singletons … Only when all the holes" hold
  singletons (de Voogt), and then "they may not sow into another hole that already contains a
  counter" (Ludii's rules text; Wikipedia: "If there are holes with more than one seed, then the
  player must sow starting from one such hole"). Ludii's program lets a singleton be sown into an
  occupied hole too; compared with it, those moves are left out (docs/conformance.md, L-HW1).
* **The end**: "The player who has lost all the pieces has also lost the game" (de Voogt;
  iggamecenter.com: "A player wins a game if he captures all of the opponent's seeds"); a player
  left with blocked singletons cannot move and loses too. Wikipedia ends the game when a player
  has no seed and gives it to the player who captured most; Ludii scores the stones captured plus
  those in the own rows: option `empty_mover=game_ends` with `sweep=owner`.
* **Endless moves and games**: de Voogt: "If a player plays an endless move, this player has
  lost as well." The engine cannot tell an endless relay from a long one; it cuts every turn at
  its turn limit (32 × the holes on the board laps, or 32 × (stones + holes) stones
  sown; a repeated state inside the turn ends it at once), and the turn then ends without a
  capture. Ludii's program sows an endless relay on until its move limit ends the game
  (docs/conformance.md, L-EN1). The 3rd occurrence of the same position with
  the same player to move, the move limit and an agreed end are a **draw**, as for ǁHus.

## Position JSON

As ǁHus on 7 columns: `pits[seat]` holds that seat's **14** holes, indices 0-6 the front row
F0…F6 and 7-13 the back row B0…B6, each from the seat's own left; `stores[seat]` the stones that
seat captured. A move is `{"pit": i}`.

## Worked examples

* Opening: South plays B6 (2) → F6, F5, both holding 2: F5 now holds 3 and relays → F4, F3, F2
  (3 after the seed), relay → F1, F0, B0 (3), relay → B1, B2, B3 (3), relay → B4, B5, B6 (empty):
  the turn ends in the back row, no capture.
* Capture: South `F 0 0 0 0 0 0 0 / B 0 0 0 0 0 2 1` plays B5 (2) → B6, F6; F6 was empty and faces
  North's F0: if it holds stones South takes them and North's B0 behind it.
"""
TEXT += agreement_text(
    RULES,
    ("The Hawalis sources do not mention it; as for ǁHus, players may always agree to stop a game; "
     "an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="hawalis",
    name="Hawalis",
    summary="Omani 4×7 game of 2 stones a hole: relay sowing round the own two rows, the facing front hole "
            "and the back hole behind it captured from an empty front hole, singletons last.",
    rules=RULES,
    region="Middle East",
    rules_version="1.0.0",
    sources=(Source("de Voogt, A. (2003). Hawalis in Oman: a first account of expertise and dispersal of "
                    "four-row mancala in the Middle East. Board Game Studies 6: 95-97"),
             Source("Ludii: Hawalis (evidence DLP.Evidence.772, after de Voogt 2003)",
                    "https://ludii.games/details.php?keyword=Hawalis"),
             Source("Wikipedia: Hawalis", "https://en.wikipedia.org/wiki/Hawalis"),
             Source("iggamecenter.com: Hawalis", "http://www.iggamecenter.com/info/en/hawalis.html")),
    rules_text=TEXT,
    house_rules=frozenset({"capture_targets", "single_seed_moves_last", "empty_mover", "sweep", "repetition_count",
                           "cycle_split"}),
    aliases=("al-hawalees", "hawalees", "bao-la-kiarabu"),
    samples=(
        Sample("most-stones-win", 28, {"empty_mover": "game_ends", "sweep": "owner"},
               note="the game ends when the player to move cannot move and the most stones win (Wikipedia, Ludii; R-HW4)"),
    ),
    notation="bao",
)
