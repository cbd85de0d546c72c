"""Gabata (Shoa I) (central Ethiopia; Pankhurst 1971 via Ludii): Qelat's wegues (2×6 holes of 4,
relay sowing, a hole of the opponent's row made four by a lap's last counter marked for good), the
last counter and one more taken from the opponent's wegue, the turn then ending; the last counter
alone taken from an empty one."""

import dataclasses

from engine.variant import Source, Variant, agreement_text
from engine.variants import qelat

# Qelat's board, relay and wegues; the capture from the opponent's wegue ends the turn and takes the
# last counter even from an empty wegue.
RULES = dataclasses.replace(qelat.RULES, wegue_capture_min=1, wegue_capture_ends_turn=True)

TEXT = """\
# Gabata (Shoa I)

*Gabata* is the name of many two- and three-row games of the Horn of Africa; this one, from Shoa
in central Ethiopia, is the most commonly played, attested since the early twentieth century, and
Richard Pankhurst described it in 1971 ("Gabata I"). Also called *uugg*, *weg* or *waladach*. Two
players, 2×6 holes, **4 counters** in every hole (48 in all). Each player owns the row in front of
them; the counters taken are kept off the board (`stores`) and never sown. Like Qelat of Eritrea it
marks holes of the opponent's row for good (a *weg*; the engine's *wegue*).

* **Move.** Take all the counters of a non-empty hole of your row that is no wegue and sow them one
  by one **anticlockwise** into the following holes, round both rows, wegues included.
* **Relay.** When the last counter falls into an occupied hole that is no wegue, take up all its
  counters and sow on from the next hole. The turn ends when the last counter falls into an empty
  hole.
* **A wegue made.** When the last counter of a lap falls into a hole of the **opponent's row** that
  is no wegue and makes it hold **four**, that hole becomes **your wegue** for the rest of the game
  and your turn ends. Nobody ever sows from a wegue; counters sown into it stay there; it stays
  yours when it is empty.
* **Your own wegue.** A lap ending in your own wegue ends your turn.
* **The opponent's wegue.** A lap ending in the opponent's wegue takes **the last counter and one
  more** to your store (the last counter alone when the wegue was empty), and your turn **ends**.
* **No move.** A player with no counters outside wegues in their row passes; the opponent plays on.
* **End.** The game ends when every counter on the board lies in a wegue: each wegue's counters go
  to its owner. Most counters (store and wegues) wins; 24–24 is a draw.

## Rulings

1. **Board, relay and the wegue**: Ludii's *Gabata (Shoa I)*, after Pankhurst 1971: 174-176: "If
   the last counter falls into a hole that is occupied, the player picks up the contents of this
   hole and continues to sow. When the last counter falls into an empty hole, the play ends.
   Capturing occurs when the last counter falls into a hole on the opponent's side of the board
   containing three counters, increasing it to four. This hole then belongs to the player who
   captured it. A player cannot pick up counters from this hole" (Qelat's wegue, `wegue_count=4`).
   Ludii's program also marks a hole of the mover's own row made four by the last counter; the text
   names the opponent's side only, and so does the engine (docs/conformance.md, L-GS1).
2. **The opponent's wegue**: "the opponent can only do so if the last counter of their sowing falls
   there, in which case the opponent takes one counter from it, along with the final counter"
   (`wegue_capture=2`); no further move is named, and Ludii's program ends the turn: the turn ends
   (`wegue_capture_ends_turn`, the option added with this game; in Qelat the mover plays again).
3. **An empty wegue**: "The captured hole remains in the ownership of the person who captured it.
   If it remains empty and the opponent drops their last counter into this hole, the last counter
   is removed": to the mover's store, as the counters of any other capture from a wegue
   (`wegue_capture_min=1`). Ludii's program takes nothing there (docs/conformance.md, L-GS2).
4. **No move and the end**: "If a player cannot move, they pass, but the opponent may continue to
   make moves. ... Play ends when there are no more counters available to move. Each player owns the
   counters in their captured holes or which they have removed from the board": the game ends after
   the move that leaves counters in wegues only, each wegue's counters going to its owner.
5. **Rounds left out**: Pankhurst's match, in which each player refills their holes four by four
   from the rightmost hole and the player with more counters gains a hole from the opponent for
   every four extra (and for three), until one player owns every counter, is not part of this
   entry: holes changing hands between rounds are not a rule dimension of the engine. One game,
   scored by the counters held. The lots drawn for the first move: the first player is South.
6. **Endless games**: a repeated position (3rd occurrence, same player to move, the same wegues), an
   agreed end or the move limit ends the game with each wegue's counters going to its owner and each
   player taking the counters on their own row; an endless relay is cut by the engine's turn limit.
"""
TEXT += agreement_text(
    RULES,
    ("Pankhurst does not mention it; as for Kalah, players may always agree to stop a game, each "
     "wegue's counters going to its owner and each player taking the counters on their own row."),
)

VARIANT = Variant(
    id="gabata-shoa-i",
    name="Gabata (Shoa I)",
    summary="Ethiopian (Shoa) 2×6 game of 4 counters: relay sowing; a hole of the opponent's row made "
            "four by a lap's last counter becomes the mover's wegue, the last counter and one more "
            "taken from the opponent's wegue, the turn then ending.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Gabata (Shoa I), after Pankhurst 1971: 174-176",
                    "https://ludii.games/details.php?keyword=Gabata%20(Shoa%20I)"),
             Source("Pankhurst, R. (1971). Gabata and related board games of Ethiopia and the Horn of Africa. "
                    "Ethiopia Observer 14(3): 154-206")),
    rules_text=TEXT,
    aliases=("uugg", "weg", "waladach"),
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
