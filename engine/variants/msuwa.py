"""Msuwa (Nyanja, Malawi; Sanderson 1913 via Ludii): Tsoro's 4-row game on 4×10, two stones in every
hole but the right-hand end of the front row (none) and the hole beside it (one), and after a
capture of both the front and the back hole two more holes of the opponent's, chosen by the
capturer (``capture_chosen_holes``)."""

from dataclasses import replace

from engine.variant import Sample, Source, Variant, agreement_text
from engine.variants.msuwa_wa_kunja import RULES as MSUWA_WA_KUNJA

# Msuwa wa Kunja's rules on a full board: two stones in every hole but the front row's right-hand
# end (none) and the hole beside it (one).
RULES = replace(MSUWA_WA_KUNJA, start_empty_pits=(), start_pits=(2, 2, 2, 2, 2, 2, 2, 2, 1, 0) + (2,) * 10)

TEXT = """\
# Msuwa

A four-row game of the Nyanja of Malawi recorded by Meredith Sanderson (1913, p. 735) beside Msuwa
wa Kunja, Nsolo and Spreta: Tsoro's game of relays round the own two rows on a full board of 4×10,
where a capture of both holes of a column is followed by **two more holes of the opponent's, of the
capturer's choice**. The player who takes all the opponent's stones wins.

## Board and start

**4×10 = 40 holes** (Ludii's default; its text reads "4x10-20 holes, with even numbers"). Each
player owns the two rows nearest them: the **front** (inner) row F, next to the opponent, and the
**back** (outer) row B, columns numbered from the player's own left. F c faces the opponent's
F (9−c), and the opponent's B (9−c) lies behind it. "Two counters in each hole, except the rightmost
hole in the inner row of each player, which has zero, and the hole to its left, which has one": F9
is empty, F8 holds 1, every other hole 2 (`start_pits`), 37 stones each, 74 in all. `stores` hold
the stones each player has captured.

## Moves

* **Sowing.** Take all the stones of an own hole and sow them one by one **anticlockwise** round
  your own 20 holes: along the back row to the right, then along the front row to the left
  (B0→B9→F9→F0→B0).
* **Single stones last.** "Single counters cannot be sown until there are no holes with multiple
  counters on the player's side of the board, and then single counters may only be sown into empty
  holes" (`single_seed_moves_last`).
* **Relay.** When the last stone falls into an **occupied** hole, take all its stones and sow on
  from the next hole. When it falls into an **empty** hole the turn ends there.
* **Capture.** When the last stone falls into an empty hole of **your front row** and the
  opponent's front hole facing it holds stones, take them, and also the stones of the opponent's
  back hole behind it (event `capture`, kind `cross`); the capturing stone stays.
* **Two holes of your choice.** "If counters in the inner and outer row are captured, the player may
  also capture counters from two other holes on the opponent's side of the board": when the capture
  took **both** holes of the column, the position's `phase` becomes `take` (`takes_left` 2) and you
  play two more moves `{"type": "take", "pit": i}`, each taking the stones of one occupied hole of
  the opponent's (front or back row; `i` in the opponent's row as the position lists it; event
  `capture`, kind `chosen`). Then the turn passes. When the opponent has no stones left the takes
  stop there.
* **End.** A player who cannot move at the start of their turn — no stone left, or only single
  stones that all face an occupied next hole — **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Sanderson's account as Ludii records it ("Msuwa", DLP, Sanderson 1913:
  735) decides every rule above; Msuwa wa Kunja (docs/rules/msuwa-wa-kunja.md) is the same game
  with the stones in the outer rows only. No other account was found to compare it with.
* **The capture**: from an **empty** front hole, the facing front hole and then the back hole
  behind it, the back hole "If counters are captured from the inner row" only
  (`capture_targets=front_and_back`, as Tsoro); the captured stones leave the board.
* **The chosen holes**: two, after a capture of both holes only
  (`capture_chosen_holes=2`, `capture_chosen_after=front_and_back`), each any occupied hole of the
  opponent's, in either row; "may" is read as the capturer's right, always taken (as Ludii's
  program plays it: there is no move that declines, and taking never harms the taker). Each hole is
  a ply of its own (the choice is made seeing the board the capture left), as Ludii plays it.
* **The end**: a player left without a move loses, as for Tsoro; a player with no stones left
  after a capture loses before the chosen holes are taken. The stores are not scored (`sweep=none`).
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of the
  same position with the same player to move, the move limit and an agreed end are a **draw**, as
  for Tsoro; endless relays are cut by the engine's turn limit.

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **20** holes, indices 0-9 the front row F0…F9 and 10-19
the back row B0…B9, each from the seat's own left; `stores[seat]` the stones that seat captured.
A move is `{"pit": i}`; in phase `take` (`takes_left` holes to go) `{"type": "take", "pit": i}`,
`i` a hole of the opponent's. Records name the holes F1…F10 and B1…B10, and a take `x` with the
opponent's hole (`xB3`).

## Worked examples

* Opening: South plays B9 (2) → F9 (empty), F8 (1): the last stone makes F8 hold 2, so South lifts
  them and sows on → F7, F6; F6 held 2, so the relay goes on from it, round South's two rows, until
  a last stone falls into F8, emptied by the first relay. F8 faces North's F1 (2), with B1 (2)
  behind it: South takes both (4 stones) and then two holes of North's of South's choice. South
  `F 0 3 3 0 3 3 0 3 1 2 / B 3 3 0 3 3 0 3 3 0 1`.
* Capture and two holes: South `F 0 0 0 0 0 0 0 0 0 0 / B 0 0 0 0 0 0 0 0 2 1`, North
  `F 3 0 0 0 0 0 0 0 0 2 / B 4 1 0 0 0 0 0 0 0 0`: South plays B8 (2) → B9, F9; F9 was empty and
  faces North's F0 (3), so South takes it and North's B0 behind it (4), then takes North's F9 (2)
  and B1 (1): two `take` moves. North is left without stones and loses.
"""
TEXT += agreement_text(
    RULES,
    "Sanderson's account (via Ludii) does not mention it; as for Tsoro, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="msuwa",
    name="Msuwa",
    summary="Malawian 4×10 game: relays round the own two rows from a full board; a capture of the facing "
            "front hole and the back hole behind it also takes two holes of the opponent's, chosen.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Msuwa (after Sanderson 1913, p. 735)", "https://ludii.games/details.php?keyword=Msuwa"),),
    rules_text=TEXT,
    house_rules=frozenset({"capture_chosen_holes", "capture_chosen_after", "repetition_count", "cycle_split"}),
    samples=(
        Sample("one-hole-chosen", 7, {"capture_chosen_holes": 1},
               note="one chosen hole after a capture of both holes (Nsolo's number, Sanderson 1913)"),
    ),
    notation="bao",
)
