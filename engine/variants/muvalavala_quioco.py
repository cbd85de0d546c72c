"""Muvalavala of the Quioco (Chokwe; eastern Angola, Silva 1995 via Ludii): 4×6, one stone a hole
but a heap in the outer left hole, relay sowing round the own two rows, the opponent's column
captured from an occupied front hole and sown on from the next hole, single stones never moved."""

from engine.rules import ColumnCapture, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=6,
    rows_per_side=2,
    start_pits=(0, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1),
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
# Muvalavala (Quioco)

A four-row game of the Quioco (Chokwe) of Moxico in eastern Angola, recorded by Silva (1995,
pp. 83-85) among the *muvalavala* games. As in ǁHus, sowing never leaves the mover's own two rows
and captured stones are sown on the captor's side, so no stone leaves the board: the game is won
by leaving the opponent without a move.

## Board and start

**4×6 = 24 holes** ("4x6-16 board": larger boards are the option `pits_per_side` with
`start_pits`). Each player owns the two rows nearest them: the **front** (inner) row F, next to
the opponent, and the **back** (outer) row B, columns numbered from the player's own left.
F c faces the opponent's F (5−c), and the opponent's B (5−c) lies behind that: the opponent's
**column** facing F c. Each player has "four times the number of holes in a row minus two" stones,
22: **one in every hole** but the two leftmost, **F0 empty** and **B0 holding the rest, 12**
(`start_pits`). There are no stores (`stores` stay 0).

## Moves

* **Sowing.** Take all the stones of an own hole holding **2 or more** ("Single counters cannot be
  sown") and sow them one by one **anticlockwise** round your own 12 holes: along the back row to
  the right, then along the front row to the left (B0→B5→F5→F0→B0).
* **Relay.** When the last stone falls into an **empty** hole the turn is over. When it falls into
  an **occupied** hole, take all its stones (the last one too) and sow on from the next hole —
  unless it captures.
* **Capture.** When the last stone falls into an **occupied hole of your front row** and the
  opponent's front hole facing it holds stones, take them, and the stones of the opponent's back
  hole behind it if any (event `capture`, kind `column`), and sow them on round your own holes
  **starting with the hole after the capturing hole**; the capturing hole keeps its stones. That
  lap ends like any other: in an empty hole the turn is over, in an occupied one it captures again
  or relays.
* **End.** "Play ends when one player cannot move": a player whose holes all hold one stone or
  none at the start of their turn **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Silva's account as Ludii records it ("Muvalavala (Quioco)", DLP, Silva
  1995: 83-85) decides every rule above; no other account of this game was found to compare it
  with. Its board of 6 holes a row is Ludii's default.
* **The capture**: from an **occupied** front hole, when the facing front hole holds stones
  ("Captures are made when the final counter falls into an occupied hole in the inner row, and the
  opponent's hole opposite contains counters"), with the back hole behind it when occupied
  (`column_capture=front_occupied`).
* **The captured stones' lap**: "These are then sown from the hole following the one from
  which the capture occurred. If the final counter falls into an empty hole, the turn is over":
  the captured stones are sown as a lap of the turn, which goes on by the same rules (a relay, or
  another capture) when it ends in an occupied hole, as in ǁHus (`captured_sown_from=next_pit`).
  Ludii's program ends the turn when the captured stones are sown (docs/conformance.md, L-MQ1).
* **The end**: the text says only "Play ends when one player cannot move"; the player who
  cannot move loses, as Ludii's program decides (the player who made the last move wins) and as
  in ǁHus.
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of
  the same position with the same player to move, the move limit and an agreed end are a **draw**,
  as for ǁHus; endless relays are cut by the engine's turn limit (a repeated state inside the turn
  ends it at once).

## Position JSON

As ǁHus: `pits[seat]` holds that seat's **12** holes, indices 0-5 the front row F0…F5 and 6-11 the
back row B0…B5, each from the seat's own left; `stores` is `[0, 0]`. A move is `{"pit": i}`.
Records name the holes F1…F6 and B1…B6.
"""
TEXT += agreement_text(
    RULES,
    ("Silva's account (via Ludii) does not mention it; as for ǁHus, players may always agree to stop a game. "
     "The game has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="muvalavala-quioco",
    name="Muvalavala (Quioco)",
    summary="Chokwe 4×6 game (Angola): one stone a hole and a heap in the outer left hole, relay sowing round the "
            "own two rows, the opponent's column captured from an occupied front hole and sown on, the player "
            "who cannot move loses.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Muvalavala (Quioco) (after Silva 1995, pp. 83-85)",
                    "https://ludii.games/details.php?keyword=Muvalavala%20(Quioco)"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_pits", "repetition_count", "cycle_split"}),
    samples=(
        Sample("eight-holes", 43, {"pits_per_side": 8, "start_pits": [0] + [1] * 7 + [16] + [1] * 7},
               note="Silva's rule for 8 holes a row: 30 stones each, 16 of them in the outer left hole"),
    ),
    notation="bao",
)
