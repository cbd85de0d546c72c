"""Misoro Tsoro (Additional Capture) (Zimbabwe; Matthews 1964 via Ludii): Misoro Tsoro (each player's two
left-hand back-row holes are *misoro*, where a relay lap may stop: ``stop_holes``) with Tsoro (Additional
Capture)'s three holes of the capturer's choice after every capture (``capture_chosen_holes``), which
never take the stones in the opponent's misoro."""

from dataclasses import replace

from engine.variant import Sample, Source, Variant, agreement_text
from engine.variants.misoro_tsoro import RULES as MISORO_TSORO

# Misoro Tsoro's rules (B0, B1 misoro), and after every capture three more holes of the opponent's,
# chosen by the capturer, the misoro left out (engine.capture.take_moves).
RULES = replace(MISORO_TSORO, capture_chosen_holes=3)

TEXT = """\
# Misoro Tsoro (Additional Capture)

Tsoro of the Shona of Zimbabwe (docs/rules/tsoro.md) as J. B. Matthews (1964: 65-66) describes one
of its ways of play: the *misoro* of Misoro Tsoro (docs/rules/misoro-tsoro.md), where a relay may
stop at the player's choice, and the holes of Tsoro (Additional Capture)
(docs/rules/tsoro-additional-capture.md) that a capturer chooses after every capture: "The player
also captures the counters from the agreed-upon number of holes on the opponent's side of the
board. Counters in misoro cannot be captured with one of these additional captures." The game is
won by taking all the opponent's stones.

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
  `{"type": "continue"}` — take that hole's stones and sow on, as any relay (event `relay`).
* **Capture.** When the turn ends in an empty hole of **your front row** and the opponent's front
  hole facing it holds stones, take them, and also the stones of the opponent's back hole behind
  it (event `capture`, kind `cross`). The capturing stone stays where it fell. If the facing front
  hole is empty nothing is taken.
* **Holes of your choice.** After every capture the position's `phase` becomes `take`
  (`takes_left` 3) and you play three more moves `{"type": "take", "pit": i}`, each taking the
  stones of one occupied hole of the opponent's (front or back row; `i` in the opponent's row as
  the position lists it; event `capture`, kind `chosen`), **never one of the opponent's misoro**
  (their B0 and B1: pits 8 and 9). When the opponent has no stones left outside their misoro the
  takes stop there and the turn passes. One or two holes are the option `capture_chosen_holes`
  (1, 2).
* **End.** A player who cannot move at the start of their turn — no stone left, or only single
  stones that all face an occupied next hole — **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Matthews 1964 as Ludii records it ("Misoro Tsoro (Additional Capture)", DLP,
  Matthews 1964: 65-66) decides the game; it is Misoro Tsoro's rules with Tsoro (Additional
  Capture)'s holes of the capturer's choice, and everything else is Tsoro's.
* **Which holes are misoro**: B0 and B1 of each player ("Typically, the left two holes are
  chosen"), as in Misoro Tsoro; other holes are the option `stop_holes`. Ludii's default ruleset
  has each player choose their two holes before the first move.
* **How many holes**: three (Ludii's ruleset "Misoro Tsoro (Additional Capture) (Observed)"); one
  or two are the option `capture_chosen_holes`. They follow every capture of the facing front hole,
  each a ply of its own, as in Tsoro (Additional Capture).
* **Safe misoro**: "Counters in misoro cannot be captured with one of these additional captures":
  a take never names an opponent's misoro, and when the opponent's only stones are in their misoro
  the takes end and the turn passes (Ludii's program has the capturer pass, then spends the
  opponent's next turn on takes of the capturer's holes; not this entry's reading, see
  docs/conformance.md).
* **Extra counters**: Ludii's second ruleset, "Extra Counters (Observed)" (both end holes of the
  back row misoro, three stones in the rightmost), is the options `stop_holes` 8, 15 and
  `start_pits`.
* **Endless games**: as Tsoro, the 3rd occurrence of the same position with the same player
  to move, the move limit and an agreed end are a **draw**; endless relays are cut by the engine's
  turn limit.

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row F0…F7 and 8-15 the
back row B0…B7, each from the seat's own left; `stores[seat]` the stones that seat captured. A move
is `{"pit": i}`; in phase `relay_choice` (`relay_pit` the misoro) `{"type": "stop"}` or
`{"type": "continue"}`; in phase `take` (`takes_left` holes to go) `{"type": "take", "pit": i}`, `i`
a hole of the opponent's outside their misoro. Records name the holes F1…F8 and B1…B8, the choice
`stop` or `continue`, and a take `x` with the opponent's hole (`xB3`).

## Worked examples

* Safe misoro: South `F 0 0 0 0 0 0 0 0 / B 0 0 0 0 0 0 2 1`, North `F 3 0 0 0 0 0 0 0 / B 4 1 0 0
  0 2 0 0`: South plays B6 (2) → B7, F7; F7 was empty and faces North's F0 (3): South takes it and
  North's B0 behind it (4). North's B1 (1) is a misoro, so South's only take is North's B5 (2);
  then North holds stones in B1 alone, the takes stop and North is to move.
"""
TEXT += agreement_text(
    RULES,
    ("The Tsoro sources do not mention it; as for Tsoro, players may always agree to stop a game. "
     "Tsoro has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="misoro-tsoro-additional-capture",
    name="Misoro Tsoro (Additional Capture)",
    summary="Tsoro of Zimbabwe on 4×8 with Misoro Tsoro's two misoro holes, where a relay may stop, and three "
            "holes of the opponent's chosen by the capturer after every capture, the misoro safe from them.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Misoro Tsoro (Additional Capture), after Matthews 1964: 65-66",
                    "https://ludii.games/details.php?keyword=Misoro%20Tsoro%20(Additional%20Capture)"),
             Source("Matthews, J. B. (1964). Notes on Some African Stone Games. NADA 9(1): 64-66")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_empty_pits", "start_pits", "stop_holes",
                           "capture_chosen_holes", "capture_chosen_after",
                           "single_seed_moves_last", "repetition_count", "cycle_split"}),
    samples=(
        Sample("extra-counters", 5, {"stop_holes": [8, 15], "start_pits": [0] * 8 + [2] * 7 + [3],
                                     "start_empty_pits": []},
               note="the misoro at both ends of the back row, three stones in the rightmost (Ludii's ruleset "
                    "'Extra Counters (Observed)')"),
    ),
    notation="bao",
)
