"""Embeli (the Boa of Buta, DR Congo; Halkin & Viaene 1911 via Mancala World): two rows of 10 holes
of 4 and each player's nti, relay sowing from holes of two or more; a hole of the opponent's row made
four by a lap's last seed is closed (its four sown on at once), the closer's seeds later sown into it
leave play and its owner sows past it; a player left without a move loses."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep, WegueSowing
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=11,
    seeds_per_pit=4,
    start_pits=(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0),
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=2,
    cross_capture=False,
    extra_turn_on_store=False,
    wegue_count=4,
    wegue_sowing=WegueSowing.CLOSED,
    wegue_last_pit=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Embeli

*Embeli* is the mancala game of the Boa (Baboa) of the Buta area in the north of the Democratic
Republic of the Congo, described by Joseph Halkin and Ernest Viaene in 1911. Its board has two
outer rows of 10 holes, and a middle row with a hole called *nti* ("head") at either end and a large
store between them. Each player owns their outer row and the nti on their right. At the start each
outer hole holds **4 seeds** (80 in all); the nti are empty. The engine draws the board as two rows
of 11: a player's nti is the last hole of their row (S10, N10), where the sowing reaches it.
Nothing is captured: the aim is to leave the opponent without a move. Its rule of its own: holes of
the opponent's row are **closed** for good.

* **Move.** Take all the seeds of a hole of your row (your nti included) holding **two or more**
  and sow them one by one **anticlockwise**: along your row, into your nti, along the opponent's
  row, into their nti, and round again. A single seed cannot be moved.
* **Relay.** When the last seed falls into an occupied hole, take up all its seeds and sow on from
  the next hole. The turn ends when the last seed falls into an empty hole.
* **Closing a hole.** When the last seed of a lap falls into a hole of the **opponent's row** and
  makes it hold **four**, that hole is **closed** by you for the rest of the game, and its four
  seeds are taken up and sown on at once. A nti is never closed.
* **Sowing past closed holes.** When you meet a hole you closed (on the opponent's row), the seed
  meant for it goes into the store and leaves play (the engine keeps it in your store, which only
  an endless game's end counts); if that was the lap's last seed, the turn ends. When you meet a hole of your
  own row that the opponent closed, you pass it by without sowing into it. Nobody sows from a
  closed hole.
* **End.** A player who cannot move at their turn (only single seeds and empty or closed holes in
  their row) **loses**: the player who could move last wins.

## Rulings

1. **Board, sowing and the end** (Mancala World's *Embeli*, after Halkin & Viaene 1911, which
   decides): "The Embeli board has two outer rows, each one with 10 holes and a central row with two
   holes at either end called nti ... A player controls his outer row and the nti to his right. At
   the start each hole of the outer rows contains four seeds. The nti are initially empty"
   (`pits_per_side=11`, `start_pits` 4 ×10 then 0); "distributes the contents of one of his holes,
   which had at least two seeds, one at a time counterclockwise" (`min_seeds_to_move=2`); "Before a
   player continues his sowing on the opponent's side, he drops a seed into his nti" (the nti last
   in the row); "If the last seed falls into a non-empty hole, its contents are distributed in
   another lap" (`laps=relay`); "The player who could move last wins. Draws and ties are not
   possible" (`empty_mover=loses`, ending reason `cannot_move`). The source does not say whether a
   sowing of more than 21 seeds skips the hole it started from: it sows it (`origin=sow_into`, as
   MancalaGames).
2. **Closed holes**: "If the last seed makes a four in the hole of his opponent, the hole is
   'closed' ... Then the four seeds are sown. A nti cannot be closed, even, if the last seed makes a
   four. Closed holes are skipped during sowing. If a player meets a closed hole on the opponent's
   side, one seed must be dropped into the store, before the sowing can be continued. Nothing must
   be done, if the closed hole is on the player's own row. A move or a lap may not begin from a
   closed hole" (`wegue_count=4`, `wegue_sowing=closed`, `wegue_last_pit=false`, the rule dimension
   added with this game and Nambayi, engine/wegue.py). "A move ends, when the last seed falls into
   an empty hole or the store": a lap's last seed meant for a hole the mover closed ends the turn.
   The board's one store belongs to nobody; the engine keeps the seeds put there in the closer's
   store, which decides nothing when a player cannot move (the game is won by immobilising); only an
   end by repetition, agreement or the move limit (ruling 4) counts it.
3. **An empty board**: should every seed have left play, the player to move cannot move and loses.
4. **Endless games**: the source says draws are impossible but gives no end to a game whose seeds
   go round for ever. A repeated position (3rd occurrence, same player to move, the same closed
   holes), an agreed end or the move limit ends the game with each player taking the seeds on their
   own row, most seeds (store and row) winning; an endless relay is cut by the engine's turn limit.
5. **MancalaGames' reading** (its `Embeli` parameters) puts four seeds in the nti too (88 in all):
   that is this game with the option `start_pits` 4 ×11, the reading it is compared in.

## Worked examples

* Opening: South sows S0 (4) and relays six times until a lap ends in an empty hole:
  `S: 1 6 0 6 1 6 6 6 0 1 2 [0] | N: 6 6 6 1 5 5 5 5 0 5 1 [0]`; North may then sow any hole but
  the single seeds of N3 and N10 and the empty N8.
* Closing: `S: 0 0 0 0 0 0 0 0 0 0 2 [38] | N: 0 3 0 0 0 0 0 0 2 0 0 [35]`, South sows its nti
  S10 (2) into N0 and N1, which then holds four: N1 is closed by South and its four are sown on
  into N2…N5, the last into an empty hole:
  `S: 0 0 0 0 0 0 0 0 0 0 0 [38] | N: 1 0 1 1 1 1 0 0 2 0 0 [35]`, N1 closed by South.
* A nti is never closed: `S: 1 1 1 1 1 1 1 1 1 1 3 [20] | N: 0 0 0 0 0 0 0 0 0 0 11 [23]`, North
  sows its nti N10 (11) into S0…S10; S10, South's nti, now holds four, but is only relayed, into
  N0…N3: `S: 2 2 2 2 2 2 2 2 2 2 0 [20] | N: 1 1 1 1 0 0 0 0 0 0 0 [23]`.
* Out of play: with N1 closed by South, `S: 0 0 0 0 0 0 0 0 0 2 0 [40] | N: 1 0 1 1 1 1 0 0 0 0 0 [32]`,
  South sows S9 (2) into S10 and N0 (2), which is relayed: the seed for N1 goes to the store and
  leaves play, the other falls into N2 (2); N2 is relayed into N3 and N4 (2), N4 into N5 and N6,
  empty: `S: 0 0 0 0 0 0 0 0 0 0 1 [41] | N: 0 0 0 2 0 2 1 0 0 0 0 [32]`.
* The end: `S: 1 0 1 0 0 0 0 0 0 0 2 [40] | N: 0 1 0 0 0 0 0 0 0 0 0 [35]`, South sows S10 (2) into
  N0 and N1, relayed into N2 and N3: North has only single seeds, cannot move and loses.

**Second reading.** Ludii has no Embeli. MancalaGames' `Embeli` parameters are compared ply by ply
both ways, with `start_pits` 4 ×11 (ruling 5; docs/conformance.md).

Position: `pits[seat]` from the seat's own left, the nti last; anticlockwise sowing runs S0…S10 then
N0…N10; `wegue[seat][pit]` is the seat that closed that pit, or null.
"""
TEXT += agreement_text(
    RULES,
    ("Halkin and Viaene do not mention it; as for Kalah, players may always agree to stop a game, "
     "each player taking the seeds on their own row."),
)

VARIANT = Variant(
    id="embeli",
    name="Embeli",
    summary="Game of the Boa of the DR Congo (Halkin & Viaene 1911): two rows of 10 holes of 4 and a nti "
            "each, relay sowing from holes of two or more; a hole of the opponent's row made four by a "
            "lap's last seed is closed and its seeds sown on, the closer's later seeds into it leave play; "
            "the player who cannot move loses.",
    rules=RULES,
    region="Central Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Embeli (after Halkin, J. & Viaene, E., 1911)",
                    "https://mancala.fandom.com/wiki/Embeli"),
             Source("MancalaGames (StoneShark): Embeli parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Embeli.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split", "start_pits"}),
    notation="letters",
)
