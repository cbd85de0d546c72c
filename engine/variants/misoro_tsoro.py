"""Misoro Tsoro (Zimbabwe; Matthews 1964 via Ludii): Tsoro, where a relay lap ending in one of the
mover's two *misoro* holes (the two left-hand back-row holes, as "typically" chosen) may stop there,
at the mover's choice (``stop_holes``)."""

from dataclasses import replace

from engine.variant import Sample, Source, Variant, agreement_text
from engine.variants.tsoro import RULES as TSORO

# Tsoro's rules; each player's two left-hand back-row holes (B0, B1: own pits 8, 9) are misoro.
RULES = replace(TSORO, stop_holes=(8, 9))

TEXT = """\
# Misoro Tsoro

Tsoro of the Shona of Zimbabwe (docs/rules/tsoro.md) as J. B. Matthews (1964: 65-66) describes one
of its ways of play: "Two holes in each player's outer row are selected as misoro. Typically, the
left two holes are chosen. … If this final hole is one of the misoro, the player may choose to end
their turn instead of continuing to sow." The game is won by taking all the opponent's stones.

## Board and start

**4×8 = 32 holes** (Matthews: "8 is most common, 12, 15, and 18 are also popular"). Each player owns
the two rows nearest them: the **front** (inner) row F, next to the opponent, and the **back**
(outer) row B, columns numbered from the player's own left. F c faces the opponent's F (7−c), and
the opponent's B (7−c) lies behind it. The **misoro** are B0 and B1, the two left-hand back-row
holes. At the start **every back-row hole holds 2 stones** and the front rows are empty
(`start_empty_pits` 0-7): 16 stones each, 32 in all. `stores` hold the stones each player has
captured.

## Moves

* **Sowing.** Take all the stones of an own hole and sow them one by one **anticlockwise** round
  your own 16 holes: along the back row to the right, then along the front row to the left
  (B0→B7→F7→F0→B0). A lap of 16 or more sows into the hole it started from.
* **Single stones last.** A hole of **one** stone may be played only when no own hole holds 2 or
  more, and only when the hole its stone would go to is **empty** (`single_seed_moves_last`).
* **Relay.** When the last stone falls into an **occupied** hole, take all its stones (the last one
  too) and sow on from the next hole. When it falls into an **empty** hole the turn ends.
* **The misoro.** When the last stone of a lap falls into one of your **occupied misoro**, you
  choose: the position's `phase` becomes `relay_choice` (`relay_pit` 8 or 9) and you play
  `{"type": "stop"}` — the turn ends there, the stones stay (event `relay_stopped`) — or
  `{"type": "continue"}` — take that hole's stones and sow on, as any relay (event `relay`), which
  may come back to a misoro and ask again. A lap ending in an empty misoro ends the turn as in any
  empty hole.
* **Capture.** When the turn ends in an empty hole of **your front row** and the opponent's front
  hole facing it holds stones, take them, and also the stones of the opponent's back hole behind
  it (event `capture`, kind `cross`). The capturing stone stays where it fell. If the facing front
  hole is empty nothing is taken.
* **End.** A player who cannot move at the start of their turn — no stone left, or only single
  stones that all face an occupied next hole — **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Matthews 1964 as Ludii records it ("Misoro Tsoro", DLP, Matthews 1964: 65-66)
  decides the misoro; everything else is Tsoro's (docs/rules/tsoro.md: the board and start, the
  relay, the capture of the front hole and the back hole behind it, single stones last, the end).
* **Which holes**: "Two holes in each player's outer row are selected as misoro. Typically, the left
  two holes are chosen" (Ludii's rules text): B0 and B1, each player's own left (`stop_holes` 8, 9).
  Ludii's default ruleset has each player choose their two holes before the first move; here
  the players agree on them before the game, the same holes of each player's own row (the option
  `stop_holes`). Mancala World's Tsoro names the two rightmost outer holes instead; not this
  entry's reading.
* **Extra counters**: Ludii's second ruleset, "Extra Counters (Observed)": "The leftmost and
  rightmost holes are misoro. Play starts with two counters in each hole in the outer row for
  each player, except their rightmost hole which contains three" — the options `stop_holes` 8, 15
  and `start_pits` (B7 three).
* **When the choice arises**: after every lap whose last stone makes a misoro hold two or more, the
  first lap of the turn included, and again each time a relay comes back to one (Ludii's program
  offers the choice whenever a lap ending in a misoro would relay); a misoro stays one when
  emptied (Ludii keeps its mark). The choice is a ply of its own, as a `take` is (docs/rulings.md).
* **Endless games**: as Tsoro, the 3rd occurrence of the same position with the same player
  to move, the move limit and an agreed end are a **draw**; endless relays are cut by the engine's
  turn limit.

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row F0…F7 and 8-15 the
back row B0…B7, each from the seat's own left; `stores[seat]` the stones that seat captured. A move
is `{"pit": i}`; in phase `relay_choice` (`relay_pit` the misoro) `{"type": "stop"}` or
`{"type": "continue"}`. Records name the holes F1…F8 and B1…B8, and the choice `stop` or `continue`.

## Worked examples

* A misoro: South `F 2 0 0 0 0 0 0 0 / B 0 1 0 0 0 0 0 0` plays F0 (2) → B0, B1; B1 held 1, so the
  lap ends in an occupied misoro and South chooses: `stop` (B1 keeps its 2, North to move) or
  `continue` (B1's 2 stones → B2, B3; B3 was empty: the turn ends there, in the back row, with no
  capture).
* Opening: South plays B7 (2) → F7, F6, both empty: the turn ends in F6 with no capture, as in Tsoro.
"""
TEXT += agreement_text(
    RULES,
    ("The Tsoro sources do not mention it; as for Tsoro, players may always agree to stop a game. "
     "Tsoro has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="misoro-tsoro",
    name="Misoro Tsoro",
    summary="Tsoro of Zimbabwe on 4×8 where a relay lap ending in one of the player's two misoro holes (the two "
            "left-hand back-row holes) may stop there at the player's choice.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Misoro Tsoro, after Matthews 1964: 65-66",
                    "https://ludii.games/details.php?keyword=Misoro%20Tsoro"),
             Source("Matthews, J. B. (1964). Notes on Some African Stone Games. NADA 9(1): 64-66")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_empty_pits", "start_pits", "stop_holes",
                           "single_seed_moves_last", "repetition_count", "cycle_split"}),
    samples=(
        Sample("extra-counters", 5, {"stop_holes": [8, 15], "start_pits": [0] * 8 + [2] * 7 + [3],
                                     "start_empty_pits": []},
               note="the misoro at both ends of the back row, three stones in the rightmost (Ludii's ruleset "
                    "'Extra Counters (Observed)')"),
    ),
    notation="bao",
)
