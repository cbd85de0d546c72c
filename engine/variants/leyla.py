"""Leyla (near Jijiga, Ethiopia; Pankhurst 1971 via Ludii): 2×6 holes of 4, relay sowing clockwise,
a hole of the opponent's row made four by a lap's last counter captured for good with the hole
opposite it (a pair of wegues), the last counter and one more taken from the opponent's captured
hole with the turn then ending; the game ends when a player can no longer move."""

import dataclasses

from engine.rules import Direction
from engine.variant import Source, Variant, agreement_text
from engine.variants import qelat

# Qelat's board, relay and wegues, sown clockwise; each wegue comes with the hole opposite; the
# capture from the opponent's wegue ends the turn; a row without a move ends the game.
RULES = dataclasses.replace(qelat.RULES, direction=Direction.CW, wegue_capture_min=1, wegue_capture_ends_turn=True,
                            wegue_pair=True, wegue_blocked_row_ends=True)

TEXT = """\
# Leyla

*Leyla* is the two-row game played near Jijiga in eastern Ethiopia that Richard Pankhurst described
in 1971. Two players, 2×6 holes, **4 counters** in every hole (48 in all). Each player owns the row
in front of them; the counters taken are kept off the board (`stores`) and never sown. Like Qelat
and Gabata it captures holes for good (the engine's *wegue*), here two at a time.

* **Move.** Take all the counters of a non-empty hole of your row that is not captured and sow
  them one by one **clockwise** into the following holes, round both rows, captured holes included.
* **Relay.** When the last counter falls into an occupied hole that is not captured, take up all
  its counters and sow on from the next hole. The turn ends when the last counter falls into an
  empty hole.
* **Holes captured.** When the last counter of a lap falls into a hole of the **opponent's row**
  that is not captured and makes it hold **four**, that hole **and the hole opposite it** (in your
  own row) are **yours** for the rest of the game, their counters staying in them, and your turn
  ends. Nobody ever sows from a captured hole; counters sown into it stay there.
* **Your own captured hole.** A lap ending in it ends your turn.
* **The opponent's captured hole.** A lap ending in it takes **the last counter and one more** to
  your store (the last counter alone when the hole was empty), and your turn ends.
* **End.** The game ends as soon as one player's row holds counters only in captured holes, or
  none: each player takes the counters of the free holes of their own row, and each captured
  hole's counters go to its owner. Most counters wins; 24–24 is a draw.

## Rulings

1. **The rules**: Ludii's *Leyla*, after Pankhurst 1971: 182, the one description found: "Sowing
   occurs in a clockwise direction. When the final counter of a sowing lands in an occupied hole,
   the contents of the hole are picked up and sowing continues. If this occupied hole is in the
   opponent's row and is made to contain four with the final counter, this hole and the one
   opposite it are captured, the counters remaining in the holes. Players may not sow from these
   holes. If on a subsequent turn the final counter of a sowing falls into an opponent's captured
   hole, one counter from the hole is captured, as well as the final counter of the sowing, and the
   turn ends. When the final counter of a sowing lands in an empty hole, the turn ends" (Qelat's
   wegue, `wegue_count=4`, sown clockwise; the hole opposite, `wegue_pair`, an option added with
   this game; `wegue_capture=2` and `wegue_capture_ends_turn`).
2. **The hole opposite**: it becomes the capturer's whoever held it before (Ludii's program); a lap
   ending in a captured hole never relays.
3. **An empty captured hole of the opponent**: "one counter from the hole is captured, as well as
   the final counter": the final counter alone when there is no other (Ludii's program;
   `wegue_capture_min=1`).
4. **The end**: "Play continues until one of the players can no longer move, the opponent taking
   any remaining counters in free holes on their side of the board and each player taking the
   counters in their captured holes": the game ends after the move that leaves either row without a
   counter outside captured holes (`wegue_blocked_row_ends`, an option added with this game; Ludii's
   program checks both rows when the turn passes).
5. **Rounds left out**: Pankhurst's match, in which the players refill their holes four by four,
   lending and surrendering odd counters, until one cannot fill a hole, is not part of this entry:
   holes changing hands between rounds are not a rule dimension of the engine. One game, scored by
   the counters held.
6. **Endless games**: a repeated position (3rd occurrence, same player to move, the same captured
   holes), an agreed end or the move limit ends the game with each captured hole's counters going
   to its owner and each player taking the counters on their own row; an endless relay is cut by
   the engine's turn limit.
"""
TEXT += agreement_text(
    RULES,
    ("Pankhurst does not mention it; as for Kalah, players may always agree to stop a game, each "
     "captured hole's counters going to its owner and each player taking the counters on their own row."),
)

VARIANT = Variant(
    id="leyla",
    name="Leyla",
    summary="Ethiopian (Jijiga) 2×6 game of 4 counters: relay sowing clockwise; a hole of the opponent's "
            "row made four by a lap's last counter is captured with the hole opposite it, the last "
            "counter and one more taken from the opponent's captured hole; a row without a move ends it.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Leyla, after Pankhurst 1971: 182", "https://ludii.games/details.php?keyword=Leyla"),
             Source("Pankhurst, R. (1971). Gabata and related board games of Ethiopia and the Horn of Africa. "
                    "Ethiopia Observer 14(3): 154-206")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
