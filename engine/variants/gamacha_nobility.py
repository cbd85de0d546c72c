"""Gamacha (Nobility) (the Hadiya of Ethiopia; Pankhurst 1971 via Ludii): Qelat's board, relay and
wegues (a *qasamo*: a hole of the opponent's row made four by a lap's last counter, never sown
from, its counters its owner's at the end), nothing taken from a qasamo, and a capture across of a
single counter from a lap ending in an empty hole of the mover's row."""

import dataclasses

from engine.variant import Source, Variant, agreement_text
from engine.variants import qelat

# Qelat's board, relay and wegues; no capture from a wegue; a capture across, of one counter only,
# without the counter that made it.
RULES = dataclasses.replace(qelat.RULES, wegue_capture=0, cross_capture=True, cross_capture_counts=(1,),
                            capture_includes_sowing_seed=False)

TEXT = """\
# Gamacha (Nobility)

*Gamacha* is the Hadiya and Kambata name for mancala games in southern Ethiopia; this two-row
game was played by the men of the Hadiya nobility, and Richard Pankhurst described it in 1971. Two
players, 2×6 holes, **4 counters** in every hole (48 in all). Each player owns the row in front of
them; the counters taken are kept off the board (`stores`) and never sown. As in Qelat and Gabata,
holes of the opponent's row are won for good (a *qasamo*; the engine's *wegue*).

* **Move.** Take all the counters of a non-empty hole of your row that is no qasamo and sow them
  one by one **anticlockwise** into the following holes, round both rows, qasamos included.
* **Relay.** When the last counter falls into an occupied hole that is no qasamo, take up all its
  counters and sow on from the next hole. The turn ends when the last counter falls into an empty
  hole, or into a qasamo.
* **A qasamo made.** When the last counter of a lap falls into a hole of the **opponent's row** that
  is no qasamo and makes it hold **four**, that hole becomes **your qasamo** for the rest of the
  game and your turn ends. Nobody ever sows from a qasamo; counters sown into it stay there; it
  stays yours when it is empty. Nothing is ever taken from a qasamo during play.
* **Capture.** When the last counter falls into an **empty hole of your row**, you take the
  counters of the opponent's hole opposite **only if it holds exactly one** (that one counter; the
  counter you sowed stays). The turn ends.
* **No move.** A player with no counters outside qasamos in their row passes; the opponent plays on.
* **End.** The game ends when every counter on the board lies in a qasamo: each qasamo's counters
  go to its owner. Most counters (taken and in your qasamos) wins; 24–24 is a draw.

## Rulings

1. **The rules**: Ludii's *Gamacha (Nobility)*, after Pankhurst 1971: 185, the one description
   found: "Sowing occurs in an anti-clockwise direction. When the final counter of a sowing lands in
   an empty hole on the player's own row, the contents of the opponent's opposite hole are captured
   only if it contains one counter. If the final counter lands in an occupied hole, the contents of
   it are picked up and sowing continues. If the final counter lands in a hole in the opponent's
   row, causing it to contain four counters, the hole becomes a qasamo, and it can no longer be sown
   from" (Qelat's wegue, `wegue_count=4`; the capture across of one counter, `cross_capture_counts=1`,
   the option added with this game). A lap ending in a qasamo or making one ends the turn (Ludii's
   program lets the turn go on only from a hole that is not marked).
2. **What a capture takes**: the counter in the opposite hole, not the counter that made the
   capture (`capture_includes_sowing_seed=false`; Ludii's program moves the one counter). The
   opposite hole may be anyone's qasamo and the empty hole the opponent's qasamo: the text makes no
   exception, nor does Ludii's program.
3. **No capture from a qasamo**: the text names none, and Ludii's program takes nothing from one
   (`wegue_capture=0`).
4. **No move and the end**: not in the text about a player who cannot move; such a player passes
   (Ludii's program), as in Qelat. "Play continues until all of the counters are captured or are in
   a qasamo. The player with the most counters captured and in all qasamo belonging to them wins":
   the game ends after the move that leaves counters in qasamos only, each going to its owner.
5. **Endless games**: a repeated position (3rd occurrence, same player to move, the same qasamos),
   an agreed end or the move limit ends the game with each qasamo's counters going to its owner and
   each player taking the counters on their own row; an endless relay is cut by the engine's turn
   limit.
"""
TEXT += agreement_text(
    RULES,
    ("Pankhurst does not mention it; as for Kalah, players may always agree to stop a game, each "
     "qasamo's counters going to its owner and each player taking the counters on their own row."),
)

VARIANT = Variant(
    id="gamacha-nobility",
    name="Gamacha (Nobility)",
    summary="Ethiopian (Hadiya) 2×6 game of 4 counters: relay sowing; a hole of the opponent's row made "
            "four by a lap's last counter becomes the mover's qasamo (a wegue, its counters the owner's "
            "at the end); a lap ending in an empty hole of one's row takes a single counter opposite.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Gamacha (Nobility), after Pankhurst 1971: 185",
                    "https://ludii.games/details.php?keyword=Gamacha%20(Nobility)"),
             Source("Pankhurst, R. (1971). Gabata and related board games of Ethiopia and the Horn of Africa. "
                    "Ethiopia Observer 14(3): 154-206")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
