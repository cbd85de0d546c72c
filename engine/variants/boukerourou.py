"""Boukerourou (Tidikelt, Algeria; Voinot 1909 via Ludii): 2×4 holes of six sown anticlockwise, the
next hole relayed only after a last counter in an empty hole, sixes made in the opponent's row
taken, and the player whose row is empty loses at once."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=4,
    seeds_per_pit=6,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    relay_next_after_empty=True,
    cross_capture=False,
    capture_counts=(6,),
    capture_chain=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.IMMEDIATE,
    empty_row_loses=True,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Boukerourou

*Boukerourou* was played in the Tidikelt region of the Algerian Sahara at the turn of the twentieth
century, in holes made in the sand, as Voinot recorded it (1909, p. 133). Two players, 2×4 holes,
**6 counters** in each (48). Each player owns the row in front of them; the counters captured are
put aside (the engine's `stores`, never sown).

* **Move.** Take all the counters of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows; a sowing of 8 or more comes round
  and sows into the hole it started from too.
* **The last counter in an empty hole.** "The contents of the following hole are picked up and the
  sowing continues": take the counters of the **next** hole, on either row, and sow them on from
  the hole after it. If that next hole is empty, your turn ends.
* **The last counter in an occupied hole.** Your turn ends. If the hole is in the opponent's row
  and now holds **six**, you capture them.
* **End.** "Play continues until one player has no counters in their holes, and the opponent
  wins": as soon as a row is empty, after a move or between two laps of a relay (the sowing stops
  there), the player whose row it is loses, whoever emptied it and whatever the captures (reason
  `row_emptied`; the position's `to_move` is the loser). The counters left count for the owner of
  their row in the scores only.

## Rulings

* **Which source decided what**: Ludii's *Boukerourou*, after Voinot 1909: 133, the one description
  found, decides every rule; its program is the second reading (docs/conformance.md).
* **The relay**: only a last counter in an **empty** hole goes on, from the hole after it, on
  either row (`laps=relay_next` with `relay_next_after_empty`, a rule dimension added for this game:
  the converse of the Gabata of Adegrat's rule); a last counter in an occupied hole ends the turn,
  where a six of the opponent's row is taken. Nothing else is captured: a six of the mover's own
  row stays, and a hole made six by a counter that is not the last stays.
* **The starting hole**: the source does not say; a lap of 8 or more sows into it, as Ludii's
  program does (option `origin`).
* **The end**: the player whose row is empty loses at once, whoever moved (`empty_row_loses` with
  `end_check=immediate`); the rows are checked after every lap, as Ludii's program checks after
  every one of its relay plies. Both rows emptied by the same move: the captures decide (reason
  `side_empty`).
* **Endless games**: a 3rd repetition of a position with the same player to move, the move limit
  or an agreed end is a **draw** (`cycle_split=draw`): the source's only winner is the player left
  with counters, the captures deciding nothing; an endless relay is cut by the engine's turn limit.

## Worked examples

* Opening: South sows S0 (6) into S1, S2, S3, N0, N1, N2; N2 was occupied (7): the turn ends, no
  capture, `S: 0 7 7 7 [0] | N: 7 7 7 6 [0]`.
* Relay: `S: 0 0 1 3 [20] | N: 2 0 5 1 [16]`, South sows S2 (1) into S3 (4): an occupied hole, the
  turn ends. South sows S3 (3) into N0, N1, N2 instead: N2 holds 6 and is captured,
  `S: 0 0 1 0 [26] | N: 3 1 0 1 [16]`.
* The end: `S: 0 0 0 2 [20] | N: 1 0 0 0 [25]`, South sows S3 (2) into N0 (2) and N1 (1): N1 was
  empty, so N2 is next, but it is empty: the turn ends with South's row empty, and South loses.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S3 then N0…N3.
"""
TEXT += agreement_text(
    RULES,
    "The source does not mention it; as for Kalah, players may always agree to stop a game, here as "
    "a draw.",
)

VARIANT = Variant(
    id="boukerourou",
    name="Boukerourou",
    summary="Algerian (Tidikelt, Voinot 1909) 2×4 game of six counters: the next hole relayed after a last "
            "counter in an empty hole, sixes made in the opponent's row taken, the player left without "
            "counters loses.",
    rules=RULES,
    region="North Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Boukerourou (after Voinot 1909: 133)",
                    "https://ludii.games/details.php?keyword=Boukerourou"),),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
