"""Musoro Tsoro (Zimbabwe; Matthews 1964 via Ludii): Tsoro, where a relay lap ending in the mover's
*musoro* (the rightmost hole of their back row, three stones at the start) may stop there, at the
mover's choice (``stop_holes``)."""

from dataclasses import replace

from engine.variant import Source, Variant, agreement_text
from engine.variants.tsoro import RULES as TSORO

# Tsoro's rules; each player's rightmost back-row hole (B7, own pit 15) is the musoro: it starts
# with three stones, and a relay lap ending in it may stop there.
RULES = replace(TSORO, start_pits=(0,) * 8 + (2,) * 7 + (3,), start_empty_pits=(), stop_holes=(15,))

TEXT = """\
# Musoro Tsoro

Tsoro of the Shona of Zimbabwe (docs/rules/tsoro.md) as J. B. Matthews (1964: 65-66) describes one
of its ways of play: each player has a **musoro** ("head"), the rightmost hole of their back row,
"from which they may choose to end their turn when they would normally continue sowing, allowing
them to accumulate counters there". The game is won by taking all the opponent's stones.

## Board and start

**4×8 = 32 holes** (Matthews: "8 is most common, 12, 15, and 18 are also popular"). Each player owns
the two rows nearest them: the **front** (inner) row F, next to the opponent, and the **back**
(outer) row B, columns numbered from the player's own left. F c faces the opponent's F (7−c), and
the opponent's B (7−c) lies behind it. The **musoro** is B7, the rightmost back-row hole. At the
start **every back-row hole holds 2 stones, the musoro 3**, and the front rows are empty
(`start_pits`): 17 stones each, 34 in all. `stores` hold the stones each player has captured.

## Moves

* **Sowing.** Take all the stones of an own hole and sow them one by one **anticlockwise** round
  your own 16 holes: along the back row to the right, then along the front row to the left
  (B0→B7→F7→F0→B0). A lap of 16 or more sows into the hole it started from.
* **Single stones last.** A hole of **one** stone may be played only when no own hole holds 2 or
  more, and only when the hole its stone would go to is **empty** (`single_seed_moves_last`).
* **Relay.** When the last stone falls into an **occupied** hole, take all its stones (the last one
  too) and sow on from the next hole. When it falls into an **empty** hole the turn ends.
* **The musoro.** When the last stone of a lap falls into your **occupied musoro**, you choose: the
  position's `phase` becomes `relay_choice` (`relay_pit` 15) and you play `{"type": "stop"}` — the
  turn ends there, the stones stay in the musoro (event `relay_stopped`) — or `{"type": "continue"}`
  — take the musoro's stones and sow on, as any relay (event `relay`), which may come back to the
  musoro and ask again. The first lap of a turn ending there asks too; a lap ending in an empty
  musoro ends the turn as in any empty hole.
* **Capture.** When the turn ends in an empty hole of **your front row** and the opponent's front
  hole facing it holds stones, take them, and also the stones of the opponent's back hole behind
  it (event `capture`, kind `cross`). The capturing stone stays where it fell. If the facing front
  hole is empty nothing is taken.
* **End.** A player who cannot move at the start of their turn — no stone left, or only single
  stones that all face an occupied next hole — **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Matthews 1964 as Ludii records it ("Musoro Tsoro", DLP, Matthews 1964: 65-66)
  decides the musoro and the start; everything else is Tsoro's (docs/rules/tsoro.md: the relay,
  the capture of the front hole and the back hole behind it, single stones last, the end).
* **Which hole**: "Each player's rightmost hole is the musoro" (Ludii's rules text; its program
  marks the first player's bottom-right hole and the second player's top-left hole, each the
  rightmost of the player's outer row as the player sees it), `stop_holes` 15 (B7). Mancala World's
  Tsoro names two *misoro*, the two rightmost outer holes; that reading is not this entry's.
* **Three stones in the musoro**: "Two counters in each hole in the players' outer rows, except
  each musoro which has three" (Ludii's rules text and program).
* **When the choice arises**: after every lap whose last stone makes the musoro hold two or more,
  the first lap of the turn included, and again each time a relay comes back to it (Ludii's program
  offers the choice whenever a lap ending in the musoro would relay). The musoro stays the
  musoro when it is emptied (Ludii keeps its mark).
* **A ply of its own**: the choice is made seeing the board the lap left; `stop` and `continue`
  are plies of the same player, as a `take` is after a capture (docs/rulings.md).
* **Endless games**: as Tsoro, the 3rd occurrence of the same position with the same player
  to move, the move limit and an agreed end are a **draw**; endless relays are cut by the engine's
  turn limit.

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row F0…F7 and 8-15 the
back row B0…B7, each from the seat's own left; `stores[seat]` the stones that seat captured. A move
is `{"pit": i}`; in phase `relay_choice` (`relay_pit` 15, the musoro) `{"type": "stop"}` or
`{"type": "continue"}`. Records name the holes F1…F8 and B1…B8, and the choice `stop` or `continue`.

## Worked examples

* Opening: South plays B2 (2) → B3, B4; B4 held 2, so its 3 stones relay → B5, B6, B7; B7, the
  musoro, held 3: South chooses. `stop` leaves South `F 0 0 0 0 0 0 0 0 / B 2 2 0 3 0 3 3 4` and
  North to move; `continue` takes the musoro's 4 stones → F7, F6, F5, F4, all empty: the turn ends
  in F4, facing North's empty F3: no capture.
"""
TEXT += agreement_text(
    RULES,
    ("The Tsoro sources do not mention it; as for Tsoro, players may always agree to stop a game. "
     "Tsoro has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="musoro-tsoro",
    name="Musoro Tsoro",
    summary="Tsoro of Zimbabwe on 4×8 where a relay lap ending in the player's musoro, the rightmost back-row "
            "hole (three stones at the start), may stop there at the player's choice.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Musoro Tsoro, after Matthews 1964: 65-66",
                    "https://ludii.games/details.php?keyword=Musoro%20Tsoro"),
             Source("Matthews, J. B. (1964). Notes on Some African Stone Games. NADA 9(1): 64-66")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_pits", "stop_holes", "single_seed_moves_last",
                           "repetition_count", "cycle_split"}),
    notation="bao",
)
