"""Sute (Malawi; Sanderson 1913 via Ludii): 4×8 holes of one stone but the right-hand end of the
front row, a stone moved only into the empty hole ahead of it round the own two rows, the back hole
behind an empty facing front hole captured; the player who loses all their stones loses."""

from engine.rules import CaptureTargets, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    seeds_per_pit=1,
    start_empty_pits=(7,),
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.SINGLE,
    min_seeds_to_move=1,
    single_seed_moves_last=True,
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.BACK_BEHIND_EMPTY_FRONT,
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
# Sute

A four-row game of Malawi recorded by Meredith Sanderson (1913, p. 736) beside Njombwa and Spreta.
Every hole holds at most one stone: a stone only ever steps into the empty hole ahead of it, round
its owner's two rows, and a stone arriving in the front row takes the stone of the opponent's back
hole behind an empty facing hole. The player who loses all their stones loses.

## Board and start

**4×8 = 32 holes** (Ludii's default; its text reads "4x8=20 holes, with an even number per row":
other even sizes are the option `pits_per_side`, with `start_empty_pits` naming that row's
right-hand front hole). Each player owns the two rows nearest them: the **front** (inner) row F,
next to the opponent, and the **back** (outer) row B, columns numbered from the player's own left.
F c faces the opponent's F (7−c), and the opponent's B (7−c) lies behind it. "One counter in each
hole, except the right-hand end row of the inner row": F7 is empty (`start_empty_pits` 7), 15
stones each, 30 in all. `stores` hold the stones each player has captured.

## Moves

* **Sowing.** "Sowing occurs in an anti-clockwise direction, only into an empty hole": the stone
  of an own hole moves to the next hole of the own ring (B0→B7→F7→F0→B0), and only when that hole
  is empty (`single_seed_moves_last`; no hole ever holds two stones, so every move is one stone's
  step).
* **Capture.** "When a counter lands in a hole in the inner row and the opponent's opposite inner
  row hole is empty, the contents of the opponent's opposite outer row hole are captured" (event
  `capture`, kind `cross`). When the facing front hole holds a stone nothing is taken.
* **End.** "The player who captures all of the opponent's pieces wins": a player with no stone left
  at the start of their turn **loses** (reason `cannot_move`). A player with stones can always
  move: 15 stones or fewer never fill a ring of 16 holes, so some stone has an empty hole ahead.

## Rulings

* **The sources**: Sanderson's account as Ludii records it ("Sute", DLP, Sanderson 1913:
  736) decides every rule above; no other account of the game was found to compare it with. Its
  board of 8 holes a row is Ludii's default.
* **The capture**: only the back hole, and only behind an **empty** facing front hole
  (`capture_targets=back_behind_empty_front`, a value added for this game); the stone that arrived
  stays.
* **The end**: a player left without stones loses, as Ludii's program ends the game when
  the player who did not move has none; the stores are not scored (`sweep=none`).
* **Endless games**: stones can step round without a capture for ever, and no source has a
  draw. So that every game ends, the 3rd occurrence of the same position with the same player to
  move, the move limit and an agreed end are a **draw**, as for Tsoro. Ludii's program plays on
  until its move limit ends the game with no winner (docs/conformance.md, L-RP1).

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row F0…F7 and 8-15
the back row B0…B7, each from the seat's own left; `stores[seat]` the stones that seat captured.
A move is `{"pit": i}`. Records name the holes F1…F8 and B1…B8.

## Worked examples

* Opening: F7 is each player's only empty hole, so the only move is B7 → F7. F7 faces North's F0,
  which holds a stone: nothing is taken. South `F 1 1 1 1 1 1 1 1 / B 1 1 1 1 1 1 1 0`.
* Capture: South `F 0 0 0 0 0 1 0 0 / B 0 0 0 0 0 0 0 0`, North `F 1 0 0 0 0 0 0 0 /
  B 0 0 0 1 0 0 0 0`: South plays F5 → F4 (empty). F4 faces North's F3, which is empty, so North's
  B3 behind it (1) is taken. Had North's F3 held a stone, nothing would have been taken.
"""
TEXT += agreement_text(
    RULES,
    "Sanderson's account (via Ludii) does not mention it; as for Tsoro, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="sute",
    name="Sute",
    summary="Malawian 4×8 game of one stone a hole: each stone steps only into the empty hole ahead round the "
            "own two rows, and from the front row takes the back hole behind an empty facing hole.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Sute (after Sanderson 1913, p. 736)", "https://ludii.games/details.php?keyword=Sute"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_empty_pits", "repetition_count", "cycle_split"}),
    samples=(
        Sample("ten-holes", 52, {"pits_per_side": 10, "start_empty_pits": [9]},
               note="an even board of 10 holes a row, its right-hand front hole empty at the start"),
        Sample("to-the-end", 12, {},
               note="a game played until one player has lost all their stones (most random games run longer)"),
    ),
    notation="bao",
)
