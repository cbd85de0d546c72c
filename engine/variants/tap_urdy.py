"""Tap Urdy (Turkmenistan; Deledicq and Popova 1977 via Ludii): 2×6 holes of 4, each player sowing
clockwise from the opponent's row, relay from the landing hole, the hole beyond an empty next hole
captured."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    # "Players sow counters in a clockwise directions from one of the holes in their opponent's row":
    # every hole is sown from by the player across the board
    pit_owners=(1, 1, 1, 1, 1, 1),
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    # "When the final counter lands in an occupied hole, the contents of that hole are picked up and
    # sowing continues, unless the next hole is empty, in which case the contents of the next hole
    # after the empty hole are captured."
    laps=Laps.RELAY,
    capture_beyond_empty=True,
    cross_capture=False,
    extra_turn_on_store=False,
    # "Play continues until all of the holes are empty in one of the rows. The player who captured
    # the most counters wins."
    end_check=EndCheck.IMMEDIATE,
    empty_mover=EmptyMover.GAME_ENDS,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Tap Urdy

*Tap Urdy* is a game of Turkmenistan, played around 1931 in holes dug in the ground with sheep
droppings for counters, recorded by Deledicq and Popova (1977). Two players, 2×6 holes, **4
counters** in every hole (48 in all). Captured counters are kept off the board (`stores`) and
never sown.

* **Move.** Take all the counters of a non-empty hole of your **opponent's** row (never your own)
  and sow them one by one **clockwise** into the following holes, round both rows.
* **The last counter in an occupied hole.** Look at the **next** hole. If it holds counters, take
  the counters of the hole your last counter fell in and sow them on in the same way.
* **Capture.** If that next hole is **empty**, your turn ends and you capture the counters of the
  hole **after the empty one**, on either row (nothing when it is empty too).
* **The last counter in an empty hole.** Your turn ends; nothing is captured.
* **End.** The game ends as soon as every hole of one row is empty, after any move. The counters
  left on the board are not counted: the player who has captured more counters wins; 24–24 is a
  draw (so is any equal score).

## Rulings

* **Board, sowing, relay and capture**: Deledicq and Popova 1977: 90, as Ludii's *Tap Urdy* quotes
  them, the one description found: "Players sow counters in a clockwise directions from one of the
  holes in their opponent's row. When the final counter lands in an occupied hole, the contents of
  that hole are picked up and sowing continues, unless the next hole is empty, in which case the
  contents of the next hole after the empty hole are captured. When the final counter falls in an
  empty hole, the turn ends" (`pit_owners` 1 for every hole: each hole is the other player's to sow;
  `laps=relay` with `capture_beyond_empty`, which this game extends to relays from the landing
  hole). The source names no row for the hole captured: either row, as Ludii's program plays it. A
  lap that comes round sows into the hole it started from (no source says otherwise; option
  `origin`).
* **The end**: "Play continues until all of the holes are empty in one of the rows. The player who
  captured the most counters wins": the game ends after the move that empties a row, whoever moved
  (`end_check=immediate`), and only the captures count (`sweep=none`). Ludii's program also counts
  the counters left on the board, each row's for the player on whose side it lies, and checks the
  rows between the laps of a relay as well (docs/conformance.md).
* **Endless games**: a repeated position (3rd occurrence, same player to move), an agreed end or the
  move limit ends the game with each player taking the counters in the holes they sow from; an
  endless relay is cut by the engine's turn limit, the capture rule then applying where that lap
  ended.

## Worked examples

* Opening: South sows N5 (4) into N4, N3, N2, N1; N1 (now 5) is followed by N0, occupied, so N1
  is sown on into N0, S5, S4, S3, S2; S2 (5) is followed by S1, occupied: into S1, S0, N5, N4, N3;
  N3 (6) is followed by N2, occupied: into N2, N1, N0, S5, S4, S3; S3 (6) is followed by the
  emptied S2, so South captures S1 (5): `S: 5 0 0 6 6 6 [5] | N: 6 1 6 0 6 1 [0]`.
* Capture on either row: `S: 2 0 0 0 0 3 [20] | N: 0 1 1 0 0 0 [21]`, South sows N2 (1) into N1
  (now 2); N0 is empty, so South captures S5 (3), in South's own row:
  `S: 2 0 0 0 0 0 [23] | N: 0 2 0 0 0 0 [21]`.
* The last counter in an empty hole: `S: 0 3 0 0 0 2 [20] | N: 0 0 1 0 0 0 [22]`, South sows N2 (1)
  into the empty N1: the turn ends, nothing captured, though N0 is empty and S5 holds counters.
* The end: `S: 0 0 0 0 0 3 [20] | N: 0 1 1 0 0 0 [23]`, South sows N2 into N1 and captures S5 (3):
  South's row is empty and the game ends, 23–23, a draw; the 2 counters left in N1 are not counted.

Position: `pits[seat]` from the seat's own left; clockwise sowing runs S5…S0 then N5…N0. South sows
from North's holes and North from South's: a move names the side it is sown from
(`{"pit": 4, "side": 1}`: South sowing N4).
"""
TEXT += agreement_text(
    RULES,
    ("The source does not mention it; as for Kalah, players may always agree to stop a game, each "
     "taking the counters in the holes they sow from."),
)

VARIANT = Variant(
    id="tap-urdy",
    name="Tap Urdy",
    summary="Turkmen 2×6 game of 4 counters sown clockwise from the opponent's row: relay from the "
            "landing hole, the hole beyond an empty next hole captured.",
    rules=RULES,
    region="Central Asia",
    rules_version="1.0.0",
    sources=(Source("Ludii: Tap Urdy, after Deledicq and Popova 1977: 90",
                    "https://ludii.games/details.php?keyword=Tap%20Urdy"),
             Source("Deledicq, A. and A. Popova (1977). Wari et solo: le jeu de calculs africain. Paris: "
                    "CEDIC")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
