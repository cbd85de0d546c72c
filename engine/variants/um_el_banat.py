"""Um el Banat (the Kababish of Sudan; Davies 1925 via Ludii): Qelat's wegues (2×6 of 4, relay
sowing, a hole of the opponent's row made four by a lap's last counter marked for good), a lap
ending on a four of either row never relaying, the last counter and one more taken from the
opponent's marked hole with another turn."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

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
    wegue_capture_min=1,
    wegue_count_ends_lap=True,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Um el Banat

*Um el Banat* ("mother of the girls") is the two-row game of the Kababish of Sudan that R. Davies
described in 1925. Two players, 2×6 holes, **4 counters** in every hole (48 in all). Each player
owns the row in front of them; the counters taken are kept off the board (`stores`). Like Qelat of
Eritrea it marks holes for good (a *wegue*, the engine's name for the rule).

* **Move.** Take all the counters of a non-empty hole of your row that is not marked and sow them
  one by one **anticlockwise** into the following holes, round both rows, marked holes included.
* **Relay.** When the last counter falls into an occupied hole that is not marked and does not now
  hold four, take up all its counters and sow on from the next hole. The turn ends when the last
  counter falls into an empty hole, or makes a hole hold **four** (on either row).
* **A hole marked.** When the last counter of a lap makes a hole of the **opponent's row** hold four,
  that hole is marked as **yours** for the rest of the game. Nobody ever sows from a marked hole.
* **Your own marked hole.** A lap ending in it ends your turn.
* **The opponent's marked hole.** A lap ending in it takes **the last counter and one more** (the
  last counter alone when the hole was empty) to your store, and you play again.
* **No move.** A player with no counters outside marked holes in their row passes.
* **End.** The game ends when only marked holes hold counters: each goes to the player who marked
  it. Most counters wins; 24–24 is a draw.

## Rulings

1. **The rules**: Ludii's *Um el Banat*, after Davies 1925: 143-144, the one description found:
   "When the final counter of a sowing falls into an occupied hole ... these are picked up and
   sowing continues. If the final counter falls into either an empty hole or one of the opponent's
   holes with three counters, making that hole now have four counters, the sowing ends. When the
   final counter falls into a hole in the opponent's row containing four counters after sowing
   concludes, this hole is marked. If a player sows their final counter into their opponent's
   marked hole, the final counter and one of the counters in the hole are captured. The player then
   gets another turn. If the final counter falls into a player's own marked hole, the turn ends. The
   contents of marked holes cannot be sown. The game ends when only marked holes contain counters.
   These are then captured by the players who marked them" (`wegue_count=4`, `wegue_capture=2`).
   A mark is for good: Ludii's program drops it when a capture empties the hole (docs/conformance.md,
   L-UB1).
2. **A four of one's own row**: the text names the opponent's row only; Ludii's program ends the lap
   on a four of either row (it relays only from a hole holding neither one nor four): the same
   here (`wegue_count_ends_lap`, an option added with this game).
3. **An empty marked hole of the opponent**: "the final counter and one of the counters in the hole"
   – the final counter alone when there is no other, and the player plays again (Ludii's program;
   `wegue_capture_min=1`; in Qelat an empty wegue gives nothing).
4. **No move**: not in the text; a player whose row holds counters only in marked holes passes
   (Ludii's program), as in Qelat.
5. **Rounds left out**: Davies's match, in which the winner refills holes four by four and owns the
   holes so filled for the next round, borrowing to complete a four, is not part of this entry: holes
   changing hands between rounds are not a rule dimension of the engine. One game, scored by the
   counters held.
6. **Endless games**: a repeated position (3rd occurrence, same player to move, the same marks), an
   agreed end or the move limit ends the game with each marked hole's counters going to the player
   who marked it and each player taking the counters on their own row; an endless relay is cut by
   the engine's turn limit.

## Worked examples

* Opening: South sows S0 (4) into S1…S4; S4 now holds 5, which are sown on into S5, N0…N3; N3's 5
  go into N4, N5, S0, S1, S2; S2 now holds 6, sown into S3, S4, S5, N0, N1, N2; N2 now holds 6,
  sown into N3, N4, N5, S0, S1, S2: S2 was emptied, the lap ends there,
  `S: 2 7 1 6 1 6 [0] | N: 6 6 0 1 6 6 [0]`.
* A four of one's own row: `S: 3 0 0 0 0 1 [20] | N: 0 4 4 4 4 4 [4]`, South sows S5 (1) into N0,
  which was empty: the turn ends. Had South's last counter made S0 four, the turn would end there
  too, without a relay and without a mark.
* The opponent's empty marked hole: North's marked hole S2 is empty; South sows S1 (1) into it:
  South takes that counter and plays again.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5;
`wegue[seat][pit]` is the seat that marked that pit, or null.
"""
TEXT += agreement_text(
    RULES,
    ("Davies does not mention it; as for Kalah, players may always agree to stop a game, each marked "
     "hole's counters going to the player who marked it and each player taking the counters on their own row."),
)

VARIANT = Variant(
    id="um-el-banat",
    name="Um el Banat",
    summary="Sudanese (Kababish) 2×6 game of 4 counters: relay sowing stopped by a four; a hole of the "
            "opponent's row made four by a lap's last counter is marked for good, the last counter and "
            "one more taken from the opponent's marked hole with another turn.",
    rules=RULES,
    region="North Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Um el Banat, after Davies 1925: 143-144",
                    "https://ludii.games/details.php?keyword=Um%20el%20Banat"),
             Source("Davies, R. (1925). Some Arab games and puzzles. Sudan Notes and Records 8: 137-152")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
