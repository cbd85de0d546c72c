"""Nsumbi (Taabwa of Central Africa; Townshend 1977a via Ludii): 4×8 holes of 2, relay sowing round
the own two rows from holes of two or more, the opponent's column captured from an occupied front
hole and sown on from the capturing lap's own starting hole, no capture on each player's first turn;
the player who cannot move loses."""

from engine.rules import (
    CapturedSownFrom,
    ColumnCapture,
    CycleSplit,
    Direction,
    EmptyMover,
    EndCheck,
    Laps,
    OmwesoRules,
    Origin,
    Ring,
    Rules,
    Sweep,
)
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    seeds_per_pit=2,
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=2,
    ring=Ring.OWN_SEAT,
    cross_capture=False,
    column_capture=ColumnCapture.BOTH_OCCUPIED,
    no_capture_plies=2,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
    omweso=OmwesoRules(captured_sown_from=CapturedSownFrom.LAP_ORIGIN),
)

TEXT = """\
# Nsumbi

A four-row game of the Taabwa people of Central Africa (the south-east of the Democratic Republic
of the Congo, by Lake Tanganyika and Lake Mweru), also called *sombi*, recorded by Philip Townshend
(1977). It is of the family of Omweso: sowing never leaves the mover's own side and captured seeds
come back into play on the captor's side, so no seed leaves the board; the player left without a
move loses.

## Board and start

**4×8 = 32 holes, 2 seeds in each** (64 in all). Each player owns the two rows nearest them: the
**front** (inner) row F, next to the opponent, and the **back** (outer) row B, columns numbered from
the player's own left. F c faces the opponent's F (7−c), and the opponent's B (7−c) lies behind it:
the opponent's **column** facing F c. There are no stores (`stores` stay 0).

## Moves

* **Sowing.** Take all the seeds of an own hole holding **2 or more** ("Singletons may not be
  sowed") and sow them one by one **anticlockwise** round your own 16 holes: along the back row to
  the right, then along the front row to the left (B0→B7→F7→F0→B0).
* **Relay.** "If the final counter lands in an occupied hole but capture is not possible, the
  counters in this hole are picked up and sowing continues. If the final counter ends in an empty
  hole, the turn ends."
* **Capture.** When the last seed falls into an **occupied hole of your front row** and **both** of
  the opponent's holes of the column facing it (front and back) hold seeds, take them (event
  `capture`, kind `column`); they are "sown in the player's rows starting from the same hole that
  the previous sowing began": the first captured seed goes into the hole the capturing lap was
  taken from (emptied when that lap began), the next ones on anticlockwise (event
  `captured_resown`). The capturing hole keeps its seeds. That lap ends like any other: in an empty
  hole the turn is over; in an occupied one it captures again (sown again from the same hole) or
  relays.
* **First turns.** "Captures cannot be made on each player's first turn": in the game's first two
  plies a lap ending in an occupied front hole relays instead.
* **End.** "Play continues until one player has no holes with two or more counters, and the
  opponent wins": a player who cannot move at the start of their turn **loses** (reason
  `cannot_move`). `scores` are the (empty) stores.

## Rulings

1. **The sources**: Townshend's account as Ludii records it ("Nsumbi", DLP, after Townshend 1977a:
   23) decides every rule above; no other account of the game was found. Its sowing, relay and
   capture are Omweso's, without Omweso's arranged opening and reverse captures.
2. **Where the captured seeds go**: "starting from the same hole that the previous sowing began"
   is read as the hole the capturing lap was taken from, which receives the first captured seed
   (`captured_sown_from=lap_origin`), as Ludii's program sows them; Omweso's sources start in the
   hole after it (`lap_start`, an option). A capture made by the captured seeds' lap sows again
   from the same hole.
3. **After the captured seeds' lap** (the text is silent): it ends, relays or captures like any
   lap, as the text's relay rule ("If the final counter lands in an occupied hole …") and Omweso's
   sources have it. Ludii's program ends the turn after the captured seeds' lap
   (docs/conformance.md, L-NS2).
4. **The first turns**: "Captures cannot be made on each player's first turn": the first two plies
   capture nothing, and a lap that would capture relays like any lap ending in an occupied hole
   (`no_capture_plies=2`). Ludii's program sows a single lap on each player's first turn, without
   relay (docs/conformance.md, L-NS1).
5. **The end**: a player without a hole of two or more seeds cannot move and loses
   (`empty_mover=loses`), as the text says and Ludii's program plays it.
6. **Endless moves and games** (no source speaks of them): a relay that never ends is cut by the
   engine's turn limit and the turn then ends; the 3rd occurrence of the same position with the
   same player to move, the move limit and an agreed end are a **draw**, as for Omweso.

## Position JSON

As Omweso: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row F0…F7 and 8-15 the
back row B0…B7, each from the seat's own left; `stores` stay 0. A move is `{"pit": i}`. Records
name the holes F1…F8 and B1…B8.
"""
TEXT += agreement_text(
    RULES,
    "Townshend's account (via Ludii) does not mention it; as for Omweso, players may always agree to stop a game; "
    "an agreed end is a draw, like a repetition.",
)

VARIANT = Variant(
    id="nsumbi",
    name="Nsumbi",
    summary="Taabwa 4×8 game (Central Africa) of 2 seeds a hole: relay sowing round the own two rows from holes of "
            "two or more, the opponent's column captured and sown on from the capturing lap's hole, no capture "
            "on the first turns, the player who cannot move loses.",
    rules=RULES,
    region="Central Africa",
    rules_version="1.0.0",
    sources=(Source("Townshend, P. (1977a), p. 23, as Ludii cites it"),
             Source("Ludii: Nsumbi (after Townshend 1977a: 23)", "https://ludii.games/details.php?keyword=Nsumbi")),
    rules_text=TEXT,
    house_rules=frozenset({"captured_sown_from", "no_capture_plies", "repetition_count", "cycle_split"}),
    aliases=("sombi",),
    notation="bao",
)
