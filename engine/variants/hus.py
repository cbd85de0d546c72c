"""ǁHus (Namibia: Nama, Damara): 4×8, relay sowing round the own 16 pits, captures of the
opponent's column sown on from the next pit, the player who cannot move loses."""

from engine.rules import ColumnCapture, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    seeds_per_pit=2,
    start_empty_pits=(0, 1, 2, 3),
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=2,
    ring=Ring.OWN_SEAT,
    cross_capture=False,
    column_capture=ColumnCapture.BOTH_OCCUPIED,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# ǁHus

The four-row game of the Nama and Damara of Namibia (also spelled Hus or ǁHüs; the ǁ is a click).
Sowing never leaves the mover's own side: captured seeds come back into play on the captor's side,
so no seed ever leaves the board, and the game is won by leaving the opponent without a move.

## Board and start

**4×8 = 32 pits, 48 seeds.** Each player owns the two rows nearest them: the **front** (inner) row F,
next to the opponent, and the **back** (outer) row B, columns numbered from the player's own left.
F c faces the opponent's F (7−c), and the opponent's B (7−c) lies behind that: the opponent's
**column** facing F c. There are no stores (`stores` stay 0).

At the start **every back-row pit and the four rightmost front-row pits (F4…F7) hold 2 seeds**; the
four leftmost front-row pits (F0…F3) are empty (`start_empty_pits` 0-3): 24 seeds each. Seen from
South, North's filled front pits are on the left, so no filled pit faces another at the start.

## Moves

* **Sowing.** Take all the seeds of an own pit holding **2 or more** and sow them one by one
  **anticlockwise** round your own 16 pits: along the back row to the right, then along the front
  row to the left (B0→B7→F7→F0→B0). A lap of 16 or more seeds sows into the pit it started from.
* **Relay.** When the last seed falls into an **empty** pit the turn is over. When it falls into an
  **occupied** pit, take all its seeds (the last one too) and sow on from the next pit — unless it
  captures.
* **Capture.** When the last seed falls into an **occupied pit of your front row** and **both** of
  the opponent's pits of the column facing it (front and back) are occupied, take all the seeds of
  those two pits (event `capture`, kind `column`) and sow them on round your own pits **starting
  with the pit after the capturing pit**; the capturing pit keeps its seeds. That lap ends like any
  other: in an empty pit the turn is over, in an occupied one it captures again or relays.
* **End.** A player who cannot move at the start of their turn — every pit empty or holding a
  single seed — **loses** (reason `cannot_move`); the other player wins. `scores` are the (empty)
  stores.

## Rulings

* **Board and start**: Wikipedia's 4×8 board and start (the back row and the four rightmost
  front pits with 2 seeds). Larger boards (8 to 16, in teams up to 24 pits a row; Mancala World,
  Ludii's Damara and Nama entries) and the stylised opening moves of the Nama game recorded by
  Ludii are not part of this entry.
* **Where captured seeds go**: they are sown on from the pit **after** the capturing pit, as
  Wikipedia ("sown starting from the player's next pit in the sowing") and Townshend's rules text in
  Ludii ("sowing continues using these counters beginning at the next hole after the one which
  caused the capture") say; the capturing pit is not emptied. Ludii's program for "Hus (Damara)"
  differs from its own text: it moves the capturing pit's seeds and the captured seeds into the
  mover's hand, where they stay, and the turn goes on from the next hole. This entry follows the
  texts. Compared move by move with that program on its 12-hole board (options `pits_per_side=12`,
  `start_empty_pits` 0-7; docs/conformance.md): every position agrees but after a capture (L-HU1)
  and at the end, where Ludii lets the most seeds win, not the player who can still move (L-HU2).
  Ludii's program for Schultze's Nama game is compared too, on its 4×16 board after its stylised
  opening, with option `column_capture=front_occupied` (Schultze's capture): every turn that
  neither program ends in a capture agrees; its program's captures depart from its own text, and
  it also captures from a lap ending in the mover's occupied outer row, where the engine relays
  (L-HN1).
* **Both pits**: a capture needs both of the opponent's pits of the column occupied (Wikipedia,
  Townshend). boardgamesoftheworld.com's reading — the opponent's front pit alone suffices, the
  back pit is taken too when occupied — is option `column_capture=front_occupied`.
* **Single seeds**: a move needs a pit of 2 or more, and a player left with single seeds cannot
  move (Wikipedia; the Damara and Wagner rules texts in Ludii). Ludii's default Damara ruleset
  nevertheless lets single seeds move ("Sowing with 1 or more seeds"): option
  `min_seeds_to_move=1`, under which a player loses only without a seed at all and games run far
  longer (half of seeded random games reach the move limit).
* **Direction**: anticlockwise (Wikipedia, Townshend). Descriptions that sow clockwise are the
  mirror image of the same game: option `direction=cw`.
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of the
  same position with the same player to move ends the game as a **draw** (reason `repetition`), as
  in Bao la Kujifunza; so does the move limit. Endless relays are cut by the engine's
  turn limit: a turn
  ends after its lap number 32 × the pits on the board (reason `lap_limit`) or after the lap with
  which it has sown 32 × (seeds in play + pits) seeds (reason `seed_limit`), both counted when the
  turn starts; a repeated state inside the turn is reason `endless_turn`. The truncated lap is sown
  in full and ends the turn: no capture follows it. On this board (32 pits, 48 seeds): 1,024 laps or
  2,560 seeds.

## Position JSON

As Bao la Kujifunza: `pits[seat]` holds that seat's **16** pits, indices 0-7 the front row F0…F7 and
8-15 the back row B0…B7, each from the seat's own left; `stores` is `[0, 0]`. A move is `{"pit": i}`
(the direction is fixed). Records name the pits F1…F8 and B1…B8.

## Worked examples

* Opening: South plays B7 (2 seeds) → F7, F6; F6 held 2, so its 3 seeds relay → F5, F4, F3; F3 was
  empty: the turn is over. South `F 0 0 0 1 3 3 0 3 / B 2 2 2 2 2 2 2 0`.
* Capture: South `F 0 0 0 1 0 2 0 0 / B 0 0 0 0 0 0 0 1` plays F5 (2) → F4, F3; with F3 occupied
  (1 → 2) and North's F4 (1) and B4 (3) both occupied, the 4 seeds are captured and sown on from F2:
  F2, F1, F0, B0 — B0 was empty, the turn is over. South `F 1 1 1 2 1 0 0 0 / B 1 0 0 0 0 0 0 1`.
"""
TEXT += agreement_text(
    RULES,
    ("The ǁHus sources do not mention it; as for Bao la Kujifunza, players may always "
     "agree to stop a game. ǁHus has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="hus",
    name="ǁHus",
    summary="Namibian 4×8 game: relay sowing round the own two rows, the opponent's column captured and sown on, "
            "the player who cannot move loses.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Wikipedia: ǁHus", "https://en.wikipedia.org/wiki/%C7%81Hus"),
             Source("Ludii: Hus (Damara), after Townshend 1977, Vedder 1923 and Wagner 1918",
                    "https://ludii.games/details.php?keyword=Hus%20(Damara)"),
             Source("Mancala World: Hus", "https://mancala.fandom.com/wiki/Hus"),
             Source("Board Games of the World: ǁHus", "http://boardgamesoftheworld.com/hus.html")),
    rules_text=TEXT,
    house_rules=frozenset({"column_capture", "min_seeds_to_move", "direction", "repetition_count", "cycle_split"}),
    aliases=("ǁhus", "||hus"),
    samples=(
        Sample("front-occupied", 24, {"column_capture": "front_occupied"},
               note="the opponent's front pit alone lets a capture be made (boardgamesoftheworld.com, ruling R-H3)"),
    ),
    notation="bao",
)
