"""Rab'e (Horn of Africa; Pankhurst 1971: 172, via Ludii): a three-row board of 3×6 holes,
four counters a hole, relay sowing, every hole made to hold four taken by the sower."""

from engine.rules import (
    CountSides,
    CycleSplit,
    EmptyMover,
    EndCheck,
    EnPassantTaker,
    GrandSlam,
    Laps,
    Origin,
    Rules,
    Sweep,
)
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=9,
    middle_row_pits=3,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    en_passant_count=4,
    en_passant_taker=EnPassantTaker.SOWER,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.IMMEDIATE,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Rab'e

A three-row game of the Horn of Africa described by Richard Pankhurst (1971: 172, "Gabata and
related board games of Ethiopia and the Horn of Africa"), as Ludii's "Rab'e" records it. Two
players, a board of **three rows of six holes**, **4 counters** in each (72). Captured counters are
kept aside (`stores`; no hole is sown for them).

* **The board.** "Each player controls one row of holes and the half of the central row to their
  right": South owns the row nearest to them and the three middle holes on their right, North the
  far row and the other three middle holes. A player's nine holes are numbered along their
  stretch of the sowing: the outer row **1–6** (pits 0–5) from the player's left, then their half of
  the middle row **7–9** (pits 6–8) from the board's edge towards its centre.
* **Sowing.** Take all the counters of one of your holes and sow them one by one, "from left to
  right in the player's full row, right to left in their holes in the central row, then right to
  left in the opponent's full row, then left to right in the opponent's holes in the central row,
  at that point continuing into the player's full row again": one ring of 18 holes, your nine and
  then your opponent's nine in the same order. A sowing of 18 or more comes round to its starting
  hole and sows into it too.
* **Relay.** "When the final counter is sown into an occupied hole, the counters are picked up and
  sowing continues. When the final counter falls into an empty hole, the turn ends."
* **Fours.** "At any point while the player sows, if a hole is made to contain four counters, these
  are captured, regardless of who the hole belongs to": the sower takes them at once (event
  `capture`, kind `enpassant`). "When the final counter causes a capture, the turn ends" (kind
  `final4`): no relay from it.
* **End.** "Play continues until a player has no counters in their holes. The opponent then
  captures the remaining counters": after any move that leaves a player's nine holes empty, each
  player takes the counters in their own holes and the game ends. Most counters wins; 36–36 is a
  draw.

## Rulings

* **The sources.** Pankhurst's account as Ludii records it (Ludii "Rab'e", after Pankhurst
  1971: 172) decides every rule above; Mancala World and MancalaGames have no Rab'e, and no other
  account was found to compare it with. Ludii places the game in the Horn of Africa (region).
* **The board.** Pankhurst's sentence on ownership and sowing and Ludii's board (`mancalaBoard
  3 6`, track `0,E,N1,W2,17,W,S1,E2`, each player's region its outer row and the middle row's half
  on their right) agree: the ring is South's outer row left to right, South's middle half from the
  right edge inwards, North's outer row from North's left, North's middle half inwards
  (option `middle_row_pits=3`).
* **Fours in passing and at the end.** "Regardless of who the hole belongs to" and "these are
  captured" by the player sowing (Ludii gives them to the mover): `en_passant_count=4`,
  `en_passant_taker=sower`, and the last counter's four by `capture_counts=[4]` on either side
  (`count_capture_sides=any`), with no chain. A four taken in passing does not end the turn: a
  last counter in an occupied hole relays on (Ludii's program ends the turn after such a lap,
  docs/conformance.md L-RB1). A four is taken as it is made; Ludii's program looks for fours when
  a lap is over, which is the same but for a lap of 18 counters or more, a full circle (L-RB3).
* **One round.** Pankhurst's match of rounds ("Players then redistribute their counters,
  four in each hole … Play continues in this fashion until one player captures all of the
  counters") is not part of this entry: one round, scored by the counters taken, as for Hufesay.
  The round ends as the text says, after a move that empties a player's holes (the remaining
  counters to their owner, the opponent); Ludii's program ends it as soon as a lap empties them,
  between two laps of a turn (L-RB2).
* **What the sources leave open.** Counters may circle for ever; the 3rd occurrence of the
  same position with the same player to move, an agreement or the move limit then ends the game,
  each player taking the counters in their own holes. Endless relays are cut by the turn limit.

## Worked examples

* Opening: South sows their 5th hole (4) into the 6th and the three middle holes, ending in the
  middle hole nearest the centre, now 5: relay into North's row, and so on through five more
  relays until the last counter falls into an empty hole:
  `0: 1 6 6 6 2 1 6 6 1 | 1: 6 6 0 6 1 6 6 6 0`, nothing captured.
* A four in passing: South's hole 5 holds 2 and the next holes 3 and 0: sowing hole 5 makes the
  6th hold 4 (taken) and drops the last counter in the empty middle hole: the turn ends.

Position: `pits[seat]` lists a seat's nine holes, the outer row (0–5) from the seat's left, then
its middle half (6–8) from the board's edge towards the centre.
"""
TEXT += agreement_text(RULES, "Pankhurst's text has no ending by agreement; it is this catalogue's house rule for "
                              "endless games, as for the other games of the catalogue.")

VARIANT = Variant(
    id="rabe",
    name="Rab'e",
    summary="Three-row game of the Horn of Africa (Pankhurst 1971): 3×6 holes of four, relay sowing round the "
            "player's row and half the middle row, every hole made four taken by the sower.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Rab'e (after Pankhurst 1971: 172)", "https://ludii.games/details.php?keyword=Rab'e"),
             Source("Pankhurst, R. (1971). Gabata and related board games of Ethiopia and the Horn of Africa. "
                    "Ethiopia Observer 14(3): 154-206")),
    rules_text=TEXT,
    house_rules=frozenset({"repetition_count", "cycle_split"}),
    notation="letters",
)
