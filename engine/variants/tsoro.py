"""Tsoro (Zimbabwe, Shona; Matthews 1964): 4×8, relay sowing round the own two rows, the facing
front pit and the back pit behind it captured from an empty front pit, single seeds last."""

from engine.rules import CaptureTargets, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    seeds_per_pit=2,
    start_empty_pits=(0, 1, 2, 3, 4, 5, 6, 7),
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
# Tsoro

The four-row game of the Shona of Zimbabwe (also *Fuva* or *Imbwe*; *tsoro* names several board
games there), described by J. B. Matthews in 1964. Each player sows only round their own two rows;
captured stones leave the board, and the game is won by taking all the opponent's stones.

## Board and start

**4×8 = 32 holes** (Matthews: "any number of holes horizontally. Eight is probably the most
common"). Each player owns the two rows nearest them: the **front** (inner) row F, next to the
opponent, and the **back** (outer) row B, columns numbered from the player's own left. F c faces the
opponent's F (7−c), and the opponent's B (7−c) lies behind it. At the start **every back-row hole
holds 2 stones** and the front rows are empty (`start_empty_pits` 0-7): 16 stones each, 32 in all.
`stores` hold the stones each player has captured.

## Moves

* **Sowing.** Take all the stones of an own hole and sow them one by one **anticlockwise** round
  your own 16 holes: along the back row to the right, then along the front row to the left
  (B0→B7→F7→F0→B0). A lap of 16 or more sows into the hole it started from.
* **Single stones last.** A hole of **one** stone may be played only when no own hole holds 2 or
  more, and only when the hole its stone would go to is **empty** (`single_seed_moves_last`).
* **Relay.** When the last stone falls into an **occupied** hole, take all its stones (the last one
  too) and sow on from the next hole. When it falls into an **empty** hole the turn ends.
* **Capture.** When the turn ends in an empty hole of **your front row** and the opponent's front
  hole facing it holds stones, take them, and also the stones of the opponent's back hole behind
  it (event `capture`, kind `cross`). The capturing stone stays where it fell. If the facing
  front hole is empty nothing is taken, even when the back hole behind it holds stones.
* **End.** A player who cannot move at the start of their turn — no stone left, or only single
  stones that all face an occupied next hole — **loses** (reason `cannot_move`).

## Rulings

* **Board and start**: Ludii's "Tsoro" (after Matthews 1964: 64-65) and its default
  ruleset "Tsoro (Observed)": 4×8, two stones in every outer-row hole, the inner rows empty.
  Mancala World describes the 21-hole board of the same game (beyond this engine's 9 holes a row);
  6 and 7 holes a row are the option `pits_per_side` (with `start_empty_pits` naming that front row).
* **The capture**: from an **empty** inner hole, the facing inner hole and then the outer hole
  behind it, "but only if there was first a capture from the inner row hole" (Ludii's rules text
  and program, `capture_targets=front_and_back`); the captured stones leave the board and the turn
  ends (Ludii's program moves nothing more). The capturing stone is not taken
  (`capture_includes_sowing_seed=false`; Ludii removes the opposite holes only).
* **Single stones**: "Players cannot sow from a hole with a single counter unless there are no
  holes with multiple counters. Single counters can only be sown into an empty hole" (Ludii;
  Mancala World: "When a player has only singletons left, he may sow them, but only if the next
  hole is empty").
* **The end**: Ludii ends the game when a player has no stones left, that player losing;
  Mancala World: "The game ends when a player can no longer move. The player who has still stones
  at the end of the game is declared the winner." This entry follows Mancala World: a player left
  with only blocked single stones cannot move and loses too (`empty_mover=loses`).
* **Left out**: Mancala World's *misoro* ("heads", the two rightmost outer holes, where a player
  may stop instead of relaying) and its bonus capture of two more enemy holes after each capture
  are Ludii's separate entries "Musoro Tsoro" and "Tsoro (Additional Capture)" and are not part of
  this entry; neither is "Tsoro (Reentered Captures)".
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of the
  same position with the same player to move, the move limit and an agreed end are a **draw**, as
  for ǁHus; endless relays are cut by the engine's turn limit (a repeated state inside the turn
  ends it at once). Ludii's program sows an endless relay on until its move limit ends the game
  with no winner (docs/conformance.md, L-EN1: 1 game in 200 each way).

## Position JSON

As ǁHus: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row F0…F7 and 8-15 the
back row B0…B7, each from the seat's own left; `stores[seat]` the stones that seat captured. A move
is `{"pit": i}`. Records name the holes F1…F8 and B1…B8.

## Worked examples

* Opening: South plays B7 (2) → F7, F6, both empty: the turn ends in F6, but North's F1 facing it
  is empty: no capture. South `F 0 0 0 0 0 0 1 1 / B 2 2 2 2 2 2 2 0`.
* Capture: South `F 0 0 0 0 0 0 0 0 / B 0 0 0 0 0 0 2 1`, North `F 3 0 0 0 0 0 0 0 / B 4 1 0 0 0 0 0 0`:
  South plays B6 (2) → B7, F7; F7 was empty and faces North's F0 (3): South takes it and North's
  B0 behind it (4), 7 stones. South `F 0 0 0 0 0 0 0 1 / B 0 0 0 0 0 0 0 2`.
* Relay then capture: South `F 0 0 0 0 0 0 1 1 / B 0 0 0 0 0 0 2 0` plays B6 (2) → B7, F7; F7 held 1,
  so its 2 stones relay → F6, F5; F5 was empty and faces North's F2: F2 and B2 behind it are taken.
"""
TEXT += agreement_text(
    RULES,
    ("The Tsoro sources do not mention it; as for ǁHus, players may always agree to stop a game. "
     "Tsoro has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="tsoro",
    name="Tsoro",
    summary="Zimbabwean 4×8 game: relay sowing round the own two rows, the facing front hole and the back "
            "hole behind it captured from an empty front hole, single stones last.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Tsoro, after Matthews 1964: 64-65", "https://ludii.games/details.php?keyword=Tsoro"),
             Source("Mancala World: Tsoro", "https://mancala.fandom.com/wiki/Tsoro"),
             Source("Matthews, J. B. (1964). Notes on Some African Stone Games. NADA 9(1): 64-66")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_empty_pits", "capture_targets", "single_seed_moves_last",
                           "empty_mover", "repetition_count", "cycle_split"}),
    aliases=("fuva", "imbwe"),
    samples=(
        Sample("front-hole-only", 27, {"capture_targets": "opposite"},
               note="a capture takes the facing front hole only, never the back hole behind it (option of ruling R-TS2)"),
    ),
    notation="bao",
)
