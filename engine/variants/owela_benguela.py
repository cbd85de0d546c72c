"""Owela of Benguela (Umbundu, Angola; Silva 1995 via Ludii): 4×12 with two stones in the back row
and the five right-hand front holes, relay sowing round the own two rows, the opponent's column
captured from an occupied front hole and sown on from the next hole, single stones never moved."""

from engine.rules import ColumnCapture, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=12,
    rows_per_side=2,
    seeds_per_pit=2,
    start_empty_pits=(0, 1, 2, 3, 4, 5, 6),
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=2,
    ring=Ring.OWN_SEAT,
    cross_capture=False,
    column_capture=ColumnCapture.FRONT_OCCUPIED,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Owela (Benguela)

The four-row game of the Umbundu-speaking people of Benguela in south-western Angola, recorded by
Silva (1995, pp. 75-82); *owela* names the four-row games of the region down into Namibia. It is
played by men and boys in hollows made in the ground. As in ǁHus, sowing never leaves the mover's
own two rows and captured stones are sown on the captor's side, so no stone leaves the board: the
game is won by leaving the opponent without a move.

## Board and start

**4×12 = 48 holes** ("4x12-20 board": larger boards are the option `pits_per_side` with
`start_empty_pits`). Each player owns the two rows nearest them: the **front** (inner) row F, next
to the opponent, and the **back** (outer) row B, columns numbered from the player's own left.
F c faces the opponent's F (11−c), and the opponent's B (11−c) lies behind that: the opponent's
**column** facing F c. Each player has "three times the number of holes in a row minus two" stones,
34, placed "beginning in the leftmost hole in the outer row, placing two counters in each hole in
an anti-clockwise direction": **two in every back-row hole and in the five right-hand front holes
F7…F11**; F0…F6 are empty (`start_empty_pits` 0-6). There are no stores (`stores` stay 0).

## Moves

* **Sowing.** Take all the stones of an own hole holding **2 or more** ("Single counters cannot be
  sown") and sow them one by one **anticlockwise** round your own 24 holes: along the back row to
  the right, then along the front row to the left (B0→B11→F11→F0→B0).
* **Relay.** When the last stone falls into an **empty** hole the turn is over. When it falls into
  an **occupied** hole, take all its stones (the last one too) and sow on from the next hole —
  "unless a capture can be made".
* **Capture.** When the last stone falls into an **occupied hole of your front row** and the
  opponent's front hole facing it holds stones, take them, and the stones of the opponent's back
  hole behind it if any (event `capture`, kind `column`), and sow them on round your own holes
  **starting with the hole after the capturing hole**; the capturing hole keeps its stones. That
  lap ends like any other: in an empty hole the turn is over, in an occupied one it captures again
  or relays.
* **End.** "Play ends when one player cannot move": a player whose holes all hold one stone or
  none at the start of their turn **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Silva's account as Ludii records it ("Owela (Benguela)", DLP, Silva
  1995: 75-82) decides every rule above; no other account of this game was found to compare it
  with. Its board of 12 holes a row is Ludii's default.
* **The capture**: from an **occupied** front hole, when the facing front hole holds stones,
  with the back hole behind it when occupied (`column_capture=front_occupied`); the captured stones
  are sown on from the next hole as a lap of the turn, as in ǁHus and Muvalavala of the Quioco
  ("These are then sown from the hole following the one from which the capture occurred"). Ludii's
  program instead takes the capturing hole's stones and the captured ones off the board and
  relays from the next hole when it holds two stones or more, else the turn is over
  (docs/conformance.md, L-BE1).
* **The end**: the text says only "Play ends when one player cannot move"; stones never
  leave the board, so the player who cannot move loses, as in ǁHus. Ludii's program counts the
  stones each player took off and holds (docs/conformance.md, L-BE2).
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of
  the same position with the same player to move, the move limit and an agreed end are a **draw**,
  as for ǁHus; endless relays are cut by the engine's turn limit (a repeated state inside the turn
  ends it at once).

## Position JSON

As ǁHus: `pits[seat]` holds that seat's **24** holes, indices 0-11 the front row F0…F11 and 12-23
the back row B0…B11, each from the seat's own left; `stores` is `[0, 0]`. A move is `{"pit": i}`.
Records name the holes F1…F12 and B1…B12.
"""
TEXT += agreement_text(
    RULES,
    ("Silva's account (via Ludii) does not mention it; as for ǁHus, players may always agree to stop a game. "
     "The game has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="owela-benguela",
    name="Owela (Benguela)",
    summary="Umbundu 4×12 game (Angola): two stones in the back row and the five right-hand front holes, relay "
            "sowing round the own two rows, the opponent's column captured from an occupied front hole and sown "
            "on, the player who cannot move loses.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Owela (Benguela) (after Silva 1995, pp. 75-82)",
                    "https://ludii.games/details.php?keyword=Owela%20(Benguela)"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_empty_pits", "repetition_count", "cycle_split"}),
    samples=(
        Sample("sixteen-holes", 47, {"pits_per_side": 16, "start_empty_pits": list(range(9))},
               note="Silva's rule for 16 holes a row: 46 stones each, two a hole from the outer left hole round to F9"),
    ),
    notation="bao",
)
