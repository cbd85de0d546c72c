"""Nambayi (DR Congo; Russ 1984 via MancalaGames): 2×8 holes of 3, relay sowing; a hole of the
opponent's row made four by a lap's last seed is closed (its four sown on at once), the closer's
seeds later sown into it leave play and its owner sows past it; a player left without a move loses."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep, WegueSowing
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=8,
    seeds_per_pit=3,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    cross_capture=False,
    extra_turn_on_store=False,
    wegue_count=4,
    wegue_sowing=WegueSowing.CLOSED,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Nambayi

*Nambayi* is a mancala game of the Democratic Republic of the Congo that Laurence Russ recorded in
*Mancala Games* (1984, p. 41). Two players, 2×8 holes, **3 seeds** in every hole (48 in all). Each
player owns the row in front of them. Nothing is captured: the aim is to leave the opponent
without a move. Its rule of its own: holes of the opponent's row are **closed** for good.

* **Move.** Take all the seeds of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows.
* **Relay.** When the last seed falls into an occupied hole, take up all its seeds and sow on from
  the next hole. The turn ends when the last seed falls into an empty hole.
* **Closing a hole.** When the last seed of a lap falls into a hole of the **opponent's row** and
  makes it hold **four**, that hole is **closed** by you for the rest of the game, and its four
  seeds are taken up and sown on at once.
* **Sowing past closed holes.** When you meet a hole you closed (on the opponent's row), the seed
  meant for it leaves play (it is put in your store, which only an endless game's end counts); if that was the
  lap's last seed, the turn ends. When you meet a hole of your own row that the opponent closed, you
  pass it by without sowing into it. Nobody sows from a closed hole.
* **End.** A player who has no seed in their row (outside closed holes, which are always empty) at
  their turn cannot move and **loses**.

## Rulings

1. **Board and sowing** (MancalaGames' `Nambayi` parameters, after Russ 1984, p. 41, the only
   reading at hand, which decides): 2×8 of 3; "A multilap Mancala, sow is counter-clockwise"
   (`laps=relay`, `min_seeds_to_move=1`); a lap that comes round sows into the hole it started
   from (MancalaGames sows it; option `origin`).
2. **Closed holes**: "Holes are closed on opponent side on 4s, sowing continues with those seeds.
   In subsequent sowing of closed holes, own holes are skipped but seeds for opponent's holes are
   taken out of play" (`wegue_count=4`, `wegue_sowing=closed`, the rule dimension added with this
   game and Embeli, engine/wegue.py). Only a lap's last seed closes a hole (MancalaGames closes
   the hole where a lap ended, before the relay). The seeds taken out of play are kept in the
   closer's store: the game is won by immobilising, whatever the stores hold; only an end by
   repetition, agreement or the move limit (ruling 4) counts them.
3. **The end**: "The goal is to leave the opponent without seeds for their turn": a player with no
   seed in their row at their turn loses (`empty_mover=loses`, ending reason `cannot_move`); an
   empty board leaves the player to move without a move too.
4. **Endless games**: no source speaks of them. A repeated position (3rd occurrence, same player to
   move, the same closed holes), an agreed end or the move limit ends the game with each player
   taking the seeds on their own row, most seeds (store and row) winning; an endless relay is cut by the engine's
   turn limit.

## Worked examples

* Opening: South sows S0 (3) into S1…S3; S3's 4 go into S4…S7 and S7's 4 into N0…N3; N3, made
  four by the lap's last seed, is closed by South and its four are sown on into N4…N7; N7 is closed
  the same way and its four go into S0…S3, S0 having been emptied: the turn ends,
  `S: 1 5 5 1 4 4 4 0 [0] | N: 4 4 4 0 4 4 4 0 [0]`, N3 and N7 closed by South. N4…N6 hold four
  made by seeds that were not a lap's last: they stay open.
* Closing: `S: 0 0 0 0 0 2 0 1 [20] | N: 3 0 0 0 2 5 3 4 [8]`, South sows S7 (1) into N0, which
  holds four: closed, its four sown into N1…N4; N4 (3) is relayed into N5…N7 and N7 (5) into
  S0…S4, the last into an empty hole: `S: 1 1 1 1 1 2 0 0 [20] | N: 0 1 1 1 0 6 4 0 [8]`.
* Out of play: with N0 closed by South, `S: 0 0 0 0 0 2 0 2 [20] | N: 0 1 0 0 2 5 3 4 [11]`,
  South sows S7 (2): the seed for N0 leaves play (South's store), the next falls into N1 (2) and
  is relayed into N2, N3: `S: 0 0 0 0 0 2 0 0 [21] | N: 0 0 1 1 2 5 3 4 [11]`. Had S7 held one
  seed, it would have left play and ended the turn.
* Passing your own closed hole: with N0 closed by South, `S: 0 1 0 0 0 0 0 0 [20] | N: 0 0 0 0 0 0 0 9 [18]`,
  North sows N7 (9) into S0…S7, passes N0 and drops the last into N1:
  `S: 1 2 1 1 1 1 1 1 [20] | N: 0 1 0 0 0 0 0 0 [18]`.
* The end: `S: 2 0 0 0 0 0 0 0 [30] | N: 0 0 0 0 0 0 0 0 [16]`, South sows S0 into S1, S2: North
  has no seed and loses; each player takes the seeds of their row (32–16).

**Second reading.** Ludii has no Nambayi. MancalaGames' `Nambayi` parameters are compared ply by
ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S7 then N0…N7;
`wegue[seat][pit]` is the seat that closed that pit, or null.
"""
TEXT += agreement_text(
    RULES,
    ("Russ does not mention it; as for Kalah, players may always agree to stop a game, each player "
     "taking the seeds on their own row."),
)

VARIANT = Variant(
    id="nambayi",
    name="Nambayi",
    summary="Congolese 2×8 game of 3 seeds (Russ 1984): relay sowing; a hole of the opponent's row made "
            "four by a lap's last seed is closed and its seeds sown on, the closer's later seeds into it "
            "leave play; a player left without a move loses.",
    rules=RULES,
    region="Central Africa",
    rules_version="1.0.0",
    sources=(Source("MancalaGames (StoneShark): Nambayi parameters (after Russ, L. (1984). Mancala Games, p. 41)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Nambayi.txt"),
             Source("Russ, L. (1984). Mancala Games. Algonac, Michigan: Reference Publications, p. 41")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
