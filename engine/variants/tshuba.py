"""Tshuba (Tsonga, Mozambique; Junod 1912 via Ludii): 4×4 of two stones a hole, relays round the own
two rows, a turn ending in an empty front hole takes the facing front and back holes that hold stones
and then one hole of the opponent's of the player's choice (``capture_chosen_holes``)."""

from engine.rules import (
    CaptureTargets,
    ChosenHolesAfter,
    CycleSplit,
    Direction,
    EmptyMover,
    EndCheck,
    Laps,
    Origin,
    Ring,
    Rules,
    Sweep,
)
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=4,
    rows_per_side=2,
    seeds_per_pit=2,
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.FRONT_AND_BACK_EACH,
    capture_chosen_holes=1,
    capture_chosen_after=ChosenHolesAfter.FRONT_ROW_END,
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
# Tshuba

A four-row game of the Tsonga of southern Mozambique (also *Shimuana*), described by Henri-Alexandre
Junod in 1912 (pp. 314-318): relays round the own two rows, and a turn ending in an empty hole of the
front row takes the opponent's facing holes and then **one more hole of the opponent's, of the
player's choice**. The player who takes all the opponent's stones wins.

## Board and start

**4×4 = 16 holes** (Ludii's default, "Tshuba (Described)"; its text reads "4x4, 8, 10, 16, or 22
board": other sizes are the option `pits_per_side`). Each player owns the two rows nearest them: the
**front** (inner) row F, next to the opponent, and the **back** (outer) row B, columns numbered from
the player's own left. F c faces the opponent's F (3−c), and the opponent's B (3−c) lies behind it.
"Two counters in each hole": 16 stones each, 32 in all. `stores` hold the stones each player has
captured.

## Moves

* **Sowing.** Take all the stones of any own hole (a single stone too) and sow them one by one
  **anticlockwise** round your own 8 holes: along the back row to the right, then along the front
  row to the left (B0→B3→F3→F0→B0).
* **Relay.** "When the final counter of a sowing lands in an occupied hole, the contents are picked
  up and sowing continues." When it lands in an **empty** hole the turn ends there.
* **Capture.** When the turn ends in an empty hole of **your front row**, take the stones of the
  opponent's front hole facing it and of the back hole behind it, each that holds stones (event
  `capture`, kind `cross`); the capturing stone stays.
* **A hole of your choice.** "The player may also capture from another hole from the opponent's
  side of the board of their choosing. The turn ends.": after every turn ending in an empty hole of
  your front row the position's `phase` becomes `take` (`takes_left` 1) and you play one more move
  `{"type": "take", "pit": i}`, taking the stones of one occupied hole of the opponent's (front or
  back row; `i` in the opponent's row as the position lists it; event `capture`, kind `chosen`).
  Then the turn passes. A turn ending in an empty hole of your back row just ends.
* **End.** A player with no stone left at the start of their turn **loses** (reason
  `cannot_move`).

## Rulings

* **The sources**: Junod's account as Ludii records it ("Tshuba", DLP, Junod 1912: 314-318)
  decides every rule; no other account was found to compare it with. Its board of 4 holes a row is
  Ludii's "Described" ruleset.
* **The capture**: from an **empty** front hole, the facing front hole and the back hole
  behind it, **each** taken when it holds stones, the back hole also behind an empty front hole
  (`capture_targets=front_and_back_each`, a value added for this game). Junod's text ("the contents
  of the opponent's hole in the inner row opposite it are captured, and if there are counters also in
  the corresponding outer row hole, these are also captured") does not make the back hole wait for
  the front one, and Ludii's program takes each occupied hole; unlike Tsoro's rule, which says so.
* **The chosen hole**: one, after **every** turn ending in an empty front hole, whether
  anything was taken from the facing holes or not (`capture_chosen_holes=1`,
  `capture_chosen_after=front_row_end`, a value added for this game): the text's "The player may
  also capture from another hole" follows the capture rule without a condition, and Ludii's program
  grants it on every such turn. "May" is read as always taken (there is no move that declines, and
  taking never harms the taker). The hole is a ply of its own (the choice is made seeing the board),
  as Ludii plays it.
* **The end**: "Play continues until one player captures all of the opponent's counters, thus
  winning": a player left without stones loses (`empty_mover=loses`); the stores are not scored.
  Any own hole holding stones can be sown, so a player with stones always has a move.
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of the
  same position with the same player to move, the move limit and an agreed end are a **draw**, as
  for Tsoro; endless relays are cut by the engine's turn limit. Ludii's program sows an endless relay
  on until its move limit ends the game with no winner (docs/conformance.md, L-EN1: 2 games in 200
  each way).

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **8** holes, indices 0-3 the front row F0…F3 and 4-7 the
back row B0…B3, each from the seat's own left; `stores[seat]` the stones that seat captured. A move
is `{"pit": i}`; in phase `take` (`takes_left` 1) `{"type": "take", "pit": i}`, `i` a hole of the
opponent's. Records name the holes F1…F4 and B1…B4, and a take `x` with the opponent's hole (`xB3`).

## Worked examples

* Opening: South plays F0 (2) → B0, B1 (2 → 3): relay → B2, B3, F3 (2 → 3): relay → F2, F1, F0
  (emptied at the start): the turn ends in F0, an empty front hole facing North's F3 (2) with B3 (2)
  behind it: South takes both (4 stones), then one hole of North's of South's choice.
* The back hole alone: South `F 0 0 0 0 / B 0 0 2 1`, North `F 0 0 0 0 / B 5 0 0 3`: South plays
  B2 (2) → B3, F3 (empty): F3 faces North's F0, empty, and B0 behind it holds 5: South takes the 5,
  then North's B3 (3) as the chosen hole.
"""
TEXT += agreement_text(
    RULES,
    "Junod's account (via Ludii) does not mention it; as for Tsoro, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="tshuba",
    name="Tshuba",
    summary="Mozambican 4×4 game of the Tsonga: relays round the own two rows; a turn ending in an empty front "
            "hole takes the facing front and back holes, then one hole of the opponent's, chosen.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Tshuba (after Junod 1912: 314-318)", "https://ludii.games/details.php?keyword=Tshuba"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "capture_chosen_holes", "capture_chosen_after", "capture_targets",
                           "repetition_count", "cycle_split"}),
    aliases=("shimuana",),
    samples=(
        Sample("eight-holes", 5, {"pits_per_side": 8}, note="a board of 8 holes a row (Ludii's text: 4, 8, 10, 16 or 22)"),
    ),
    notation="bao",
)
