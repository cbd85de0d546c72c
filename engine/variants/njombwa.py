"""Njombwa with two counters (Yao of East Africa): Tsoro's relay sowing round the own two rows, its
front-and-back capture from an empty front hole and single stones last, from two stones a hole but
the two leftmost front holes (0 and 1)."""

from engine.rules import CaptureTargets, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    start_pits=(0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
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
# Njombwa (two counters)

A four-row game of the Yao people of East Africa (Malawi), described by Meredith Sanderson (1913,
pp. 732-733) in the version that starts with two counters a hole. Each player sows only round their
own two rows; captured stones leave the board, and the game is won by taking all the opponent's
stones.

## Board and start

**4×8 = 32 holes** ("4x8 board, occasionally 4x9 or 10": the option `pits_per_side` with
`start_pits`). Each player owns the two rows nearest them: the **front** (inner) row F, next to the
opponent, and the **back** (outer) row B, columns numbered from the player's own left. F c faces the
opponent's F (7−c), and the opponent's B (7−c) lies behind it. "Two counters in each hole, except
the leftmost hole in the inner row, which has zero, and the hole to its right, which has one": F0
empty, F1 one stone, every other hole two (29 each, 58 in all). `stores` hold the stones each
player has captured.

## Moves

* **Sowing.** "Players sow from any hole in their two rows", anticlockwise round their own 16
  holes: along the back row to the right, then along the front row to the left (B0→B7→F7→F0→B0).
* **Single stones last.** "Players cannot sow single counters, unless there are no holes with
  multiple counters left, in which case single counters may be sown into an empty hole"
  (`single_seed_moves_last`).
* **Relay.** "When the final counter lands in an occupied hole, these counters are picked up and
  sowing continues" from the next hole. When it lands in an **empty** hole the turn ends.
* **Capture.** "When the final counter lands in an empty hole in the inner row, the counters in the
  opponent's opposite hole in their inner row are captured. If there are also counters in the
  opponent's opposite hole in the outer row, these are also captured, but only when a capture from
  the inner row was also made" (event `capture`, kind `cross`). The capturing stone stays.
* **End.** "Play continues until one player has captured all of the opponent's counters, thus
  winning the game": a player who cannot move at the start of their turn (no stone left, or only
  single stones that all face an occupied next hole) **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Sanderson's account as Ludii records it ("Njombwa (Two Counters)", DLP,
  Sanderson 1913: 732-733) decides every rule above; Ludii's other Njombwa entries (one counter a
  hole, the stylised opening of 29 counters) are other games, not this one.
* **A single stone's capture**: the capture rule has no exception, so a single stone sown into an
  empty front hole captures like any other last stone. Ludii's program applies no capture to a
  single stone's move (docs/conformance.md, ruling L-NJ1).
* **The end**: as for Tsoro, a player left with only blocked single stones cannot move and loses
  too (`empty_mover=loses`).
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of the
  same position with the same player to move, the move limit and an agreed end are a **draw**, as
  for Tsoro; endless relays are cut by the engine's turn limit (a repeated state inside the turn
  ends it at once).

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row F0…F7 and 8-15 the
back row B0…B7, each from the seat's own left; `stores[seat]` the stones that seat captured. A move
is `{"pit": i}`. Records name the holes F1…F8 and B1…B8.
"""
TEXT += agreement_text(
    RULES,
    "Sanderson's account (via Ludii) does not mention it; as for Tsoro, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="njombwa",
    name="Njombwa (two counters)",
    summary="Yao 4×8 game (Malawi): Tsoro's relay sowing and front-and-back capture from two stones a hole, "
            "the two leftmost front holes holding none and one.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Njombwa (Two Counters) (after Sanderson 1913, pp. 732-733)",
                    "https://ludii.games/details.php?keyword=Njombwa%20(Two%20Counters)"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_pits", "repetition_count", "cycle_split"}),
    notation="bao",
)
