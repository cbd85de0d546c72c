"""Tsoro (Additional Capture) (Zimbabwe; Matthews 1964 via Ludii): Tsoro, and after every capture the
capturer also takes three holes of the opponent's of their choice (one, two or three, agreed before
the game: ``capture_chosen_holes``)."""

from dataclasses import replace

from engine.variant import Sample, Source, Variant, agreement_text
from engine.variants.tsoro import RULES as TSORO

# Tsoro's rules, and after every capture three more holes of the opponent's, chosen by the capturer.
RULES = replace(TSORO, capture_chosen_holes=3)

TEXT = """\
# Tsoro (Additional Capture)

Tsoro of the Shona of Zimbabwe (docs/rules/tsoro.md) as J. B. Matthews (1964: 65-66) describes one
of its ways of play: every capture is followed by **further captures from holes of the opponent's
that the capturer chooses**, one, two or three of them, "agreed-upon" before the game. The game is
won by taking all the opponent's stones.

## Board and start

**4×8 = 32 holes** (Matthews: "8 is most common, 12, 15, and 18 are also popular"; other sizes
are the option `pits_per_side`, with `start_empty_pits` naming that front row). Each player owns
the two rows nearest them: the **front** (inner) row F, next to the opponent, and the **back**
(outer) row B, columns numbered from the player's own left. F c faces the opponent's F (7−c), and
the opponent's B (7−c) lies behind it. At the start **every back-row hole holds 2 stones** and the
front rows are empty (`start_empty_pits` 0-7): 16 stones each, 32 in all. `stores` hold the stones
each player has captured.

## Moves

* **Sowing.** Take all the stones of an own hole and sow them one by one **anticlockwise** round
  your own 16 holes: along the back row to the right, then along the front row to the left
  (B0→B7→F7→F0→B0).
* **Single stones last.** A hole of **one** stone may be played only when no own hole holds 2 or
  more, and only when the hole its stone would go to is **empty** (`single_seed_moves_last`).
* **Relay.** When the last stone falls into an **occupied** hole, take all its stones (the last one
  too) and sow on from the next hole. When it falls into an **empty** hole the turn ends.
* **Capture.** When the turn ends in an empty hole of **your front row** and the opponent's front
  hole facing it holds stones, take them, and also the stones of the opponent's back hole behind
  it (event `capture`, kind `cross`). The capturing stone stays where it fell. If the facing front
  hole is empty nothing is taken.
* **Holes of your choice.** "The player then captures again, from the agreed-upon number of extra
  holes, chosen from any of the opponent's holes": after every capture the position's `phase`
  becomes `take` (`takes_left` 3) and you play three more moves `{"type": "take", "pit": i}`, each
  taking the stones of one occupied hole of the opponent's (front or back row; `i` in the
  opponent's row as the position lists it; event `capture`, kind `chosen`). Then the turn passes.
  When the opponent has no stones left the takes stop there. One or two holes are the option
  `capture_chosen_holes` (1, 2).
* **End.** A player who cannot move at the start of their turn — no stone left, or only single
  stones that all face an occupied next hole — **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Matthews 1964 as Ludii records it ("Tsoro (Additional Capture)", DLP,
  Matthews 1964: 65-66) decides the added rule; everything else is Tsoro's (docs/rules/tsoro.md:
  the board and start, the relay, the capture of the front hole and the back hole behind it, single
  stones last, the end).
* **How many holes**: three (Ludii's ruleset "Tsoro (Additional Capture) (Observed)"); "one,
  two, or three holes" agreed before the game are the option `capture_chosen_holes` (1-3).
* **Which captures earn them**: every capture, that is every capture of the facing front
  hole, whether the back hole behind it was taken too or not (`capture_chosen_after=capture`; Ludii's
  program sets the extra captures whenever the inner hole is taken). Each hole is any occupied hole
  of the opponent's, in either row, a ply of its own (the choice is made seeing the board the
  capture left), as Ludii plays it.
* **The end**: a player left without a move loses, as for Tsoro; a player with no stones left
  after a capture loses before the chosen holes are taken.
* **Endless games**: as Tsoro, the 3rd occurrence of the same position with the same player
  to move, the move limit and an agreed end are a **draw**; endless relays are cut by the engine's
  turn limit.

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row F0…F7 and 8-15 the
back row B0…B7, each from the seat's own left; `stores[seat]` the stones that seat captured. A move
is `{"pit": i}`; in phase `take` (`takes_left` holes to go) `{"type": "take", "pit": i}`, `i` a hole
of the opponent's. Records name the holes F1…F8 and B1…B8, and a take `x` with the opponent's hole
(`xB3`).

## Worked examples

* Capture: South `F 0 0 0 0 0 0 0 0 / B 0 0 0 0 0 0 2 1`, North `F 3 0 0 0 0 0 0 2 / B 4 1 0 0 0 0 0 0`:
  South plays B6 (2) → B7, F7; F7 was empty and faces North's F0 (3): South takes it and North's B0
  behind it (4), then North's F7 (2) and B1 (1) as two of the three chosen holes; North has no
  stones left, so the third is not taken, and North, unable to move, loses.
* A front hole alone: had North's B0 been empty, South would still take F0 and then three holes of
  North's (the back hole is not needed for them).
"""
TEXT += agreement_text(
    RULES,
    ("The Tsoro sources do not mention it; as for Tsoro, players may always agree to stop a game. "
     "Tsoro has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="tsoro-additional-capture",
    name="Tsoro (Additional Capture)",
    summary="Tsoro of Zimbabwe on 4×8 where every capture of the facing front hole (and the back hole behind "
            "it) is followed by three more holes of the opponent's, chosen by the capturer.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Tsoro (Additional Capture), after Matthews 1964: 65-66",
                    "https://ludii.games/details.php?keyword=Tsoro%20(Additional%20Capture)"),
             Source("Matthews, J. B. (1964). Notes on Some African Stone Games. NADA 9(1): 64-66")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_empty_pits", "capture_chosen_holes", "capture_chosen_after",
                           "single_seed_moves_last", "repetition_count", "cycle_split"}),
    samples=(
        Sample("one-extra-hole", 11, {"capture_chosen_holes": 1},
               note="one hole chosen after each capture (Ludii's option 'Play Rules/1 extra capture')"),
    ),
    notation="bao",
)
