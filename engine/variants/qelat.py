"""Qelat (western Eritrea; Pankhurst 1971 via Ludii): 2×6 holes of 4, relay sowing, a hole of the
opponent's row made four by a lap's last counter becomes the mover's wegue (never sown from, its
counters its owner's at the end), two counters taken from the opponent's wegue with another turn."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    cross_capture=False,
    extra_turn_on_store=False,
    wegue_count=4,
    wegue_capture=2,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Qelat

*Qelat* is the two-row game of the Beni Amir and Mensa of western Eritrea, very close to the Gabata
of Shoa; Richard Pankhurst described it in 1971. Two players, 2×6 holes, **4 counters** in every
hole (48 in all). Each player owns the row in front of them; the counters taken are kept off the
board (`stores`) and never sown. Its rule of its own: holes of the opponent's row are **captured
for good** (a *wegue*, Amharic *weg*; Pankhurst's "captured hole").

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
* **The opponent's wegue.** A lap ending in the opponent's wegue, which then holds more than one
  counter, takes **two** of its counters to your store, and you play again (from any hole of yours).
* **No move.** A player with no counters outside wegues in their row passes; the opponent plays on.
* **End.** The game ends when every counter on the board lies in a wegue: each wegue's counters go
  to its owner. Most counters (store and wegues) wins; 24–24 is a draw.

## Rulings

1. **Board, relay and the wegue**: Ludii's *Qelat*, after Pankhurst 1971: 167-168: "picking up the
   contents of the last hole in which his counters fall, and continuing sowing. This continues until
   the last counter falls in an empty hole. ... A hole is captured when the last ball is dropped into
   an opponent's hole containing three counters, making it four. A player cannot then take from one
   of these holes that they have captured. Therefore, the player cannot begin a turn from their own
   captured hole nor can they continue sowing from it if their last counter falls into it"
   (`laps=relay`, `wegue_count=4`, the rule dimension added with this game, engine/wegue.py). A
   player's own holes captured by the opponent are not sown from either (Ludii's program: a marked
   hole is never a move). A lap that comes round sows into the hole it started from (no source says
   otherwise; option `origin`).
2. **The opponent's wegue**: Pankhurst (via Ludii's text): "If the last counter of a sowing falls into
   an opponent's captured hole, one of those counters are removed from the board and placed in the
   store, and the sowing continues with the contents of any of the player's holes". Ludii's program
   takes **two** (the counter just sown and one more), as MancalaGames' wegue capture does ("capture
   the seed just sown and one more"): two (`wegue_capture=2`), the mover playing again. A last counter
   into an empty wegue of the opponent takes nothing and ends the turn (both programs).
3. **No move**: "When a player cannot move (i.e., there are no counters in their holes except any that
   are in captured holes), the opponent continues to move until the player is able to move"
   (`empty_mover=pass`).
4. **The end**: "Play continues until all counters are either placed in the store or in captured holes
   and thus cannot be moved": the game ends after the move that leaves counters in wegues only, each
   wegue's counters going to its owner (as in Ludii's program).
5. **Rounds left out**: Pankhurst's match, in which the players refill their holes four by four and
   the one with more counters takes one of the opponent's holes for every four beyond the original
   number until one player owns all of them (Ludii), is not part of this entry: holes changing hands
   between rounds are not a rule dimension of the engine. One game, scored by the counters held.
6. **Endless games**: a repeated position (3rd occurrence, same player to move, the same wegues), an
   agreed end or the move limit ends the game with each wegue's counters going to its owner and each
   player taking the counters on their own row; an endless relay is cut by the engine's turn limit.

## Worked examples

* Opening: South sows S0 (4) into S1…S4; S4 now holds 5, which are sown on into S5, N0…N3; N3's 5
  go into N4, N5, S0, S1, S2; S2's 6 into S3, S4, S5, N0, N1, N2; N2's 6 into N3, N4, N5, S0, S1
  and S2, emptied before: the lap ends in an empty hole, `S: 2 7 1 6 1 6 [0] | N: 6 6 0 1 6 6 [0]`.
* A wegue: `S: 0 0 0 0 0 1 [20] | N: 3 4 4 4 4 4 [4]`, South sows S5 (1) into N0, which held 3: N0
  is South's wegue and the turn ends; North can no longer sow from N0.
* The opponent's wegue: `S: 0 1 2 0 0 3 [10] | N: 4 4 4 4 4 4 [8]` with S2 North's wegue, South
  sows S1 (1) into S2, which then holds 3: South takes 2 (`S: 0 0 1 0 0 3 [12]`) and plays again,
  from S5 (S2 is never sown from).
* Your own wegue: `S: 0 0 0 0 0 2 [14] | N: 1 5 4 4 4 4 [10]` with N1 South's wegue, South sows S5
  into N0 and N1: the lap ends in South's own wegue (6), no relay, North to move.
* The end: `S: 0 0 0 3 0 1 [20] | N: 5 0 0 0 0 0 [19]` with S3 North's wegue and N0 South's, South
  sows S5 into N0: only wegues hold counters, the game ends, N0's 6 to South and S3's 3 to North:
  26–22, South wins.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5;
`wegue[seat][pit]` is the seat owning that pit as its wegue, or null.
"""
TEXT += agreement_text(
    RULES,
    ("Pankhurst does not mention it; as for Kalah, players may always agree to stop a game, each "
     "wegue's counters going to its owner and each player taking the counters on their own row."),
)

VARIANT = Variant(
    id="qelat",
    name="Qelat",
    summary="Eritrean 2×6 game of 4 counters: relay sowing; a hole of the opponent's row made four by a "
            "lap's last counter becomes the mover's wegue (never sown from, its counters the owner's at "
            "the end); two counters taken from the opponent's wegue with another turn.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Qelat, after Pankhurst 1971: 167-168",
                    "https://ludii.games/details.php?keyword=Qelat"),
             Source("Pankhurst, R. (1971). Gabata and related board games of Ethiopia and the Horn of Africa. "
                    "Ethiopia Observer 14(3): 154-206")),
    rules_text=TEXT,
    aliases=("magazeb",),
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    samples=(
        Sample("no-wegue-capture", 7, {"wegue_capture": 0},
               note="a lap ending in the opponent's wegue takes nothing (option wegue_capture=0)"),
    ),
    notation="letters",
)
