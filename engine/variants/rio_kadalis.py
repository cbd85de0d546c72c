"""Rio Kadalis (Habr Awal and other clans of Hargeisa and Jijiga, Somalia and Ethiopia; Pankhurst
1971): 2×6 holes of 4, relay sowing, fours made in passing won by the row's owner, a four made by
the last stone (binikh) won by the sower, refill rounds in which unfilled holes are closed."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rounds, RoundStarter, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    en_passant_count=4,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
    rounds=Rounds.REFILL,
    round_starter=RoundStarter.WINNER,
    max_rounds=30,
)

TEXT = """\
# Rio Kadalis

*Rio Kadalis* or *Rio Kadashi* (Somali, "helping a female goat to give birth"; also *Riyo-ka-dhalis*)
is played by the Habr Awal and other clans around Hargeisa (Somaliland) and Jijiga (Ethiopia);
Richard Pankhurst described it in 1971. Two players, 2×6 holes, **4 stones** in every hole (48 in
all). Each player owns the row in front of them; the stones won are kept off the board (`stores`)
and never sown during the round.

* **Move.** Take all the stones of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows.
* **Relay.** When the last stone falls into an **occupied** hole that it does not make four, take
  all its stones and sow on from the next hole. When it falls into an **empty** hole, the turn ends.
* **Fours.** Whenever a stone that is not the last of a lap makes a hole hold exactly **four**, the
  four belong to the **owner of the row** the hole is in: they are taken at once, whoever is sowing
  (event `capture`, kind `enpassant`), and the sowing goes on. When the **last** stone of a lap
  makes a four (*binikh*, "wasting"), the **sower** takes them and the turn ends (kind `final4`).
* **End of a round.** A player who cannot move at their turn (no stones in their holes) ends the
  round; the stones left are won by the player on whose side they lie.
* **Next round.** The player who won more stones wins the round. Each player fills their holes with
  4 stones each from their winnings, from their own left, as far as the winnings allow, and keeps
  the rest. A hole that cannot be filled is **closed** (`ruined`): out of play for that round
  (sowing and relays pass over it; nothing is moved from or taken in it) and opened again in a later
  round when its owner can fill it. The winner of a round begins the next.
* **End of the match.** A player who cannot fill a single hole (fewer than 4 stones) has lost
  (`match_won`). The match is bounded by `max_rounds` (30), the larger holding winning.

## Rulings

* **Board, sowing, relay and fours**: Mancala World (after Pankhurst 1971: 182-183) and Ludii's
  *Rio Kadalis* (after Pankhurst 1971: 182, "all groups of four except those made by the last ball
  in a player's hand belong to the owner of the row") agree: 2×6 of 4, anticlockwise relay sowing,
  fours in passing to the row's owner, a four made by the last stone to the sower, the turn over in
  an empty hole. Mancala World also names a 2×5 board of the Habr Awal and a clockwise direction
  some Somalis play: options `pits_per_side=5`, `direction=cw`. A lap that comes round sows into the
  hole it started from (no source says otherwise; option `origin`).
* **The end of a round**: "The game ends when a player can't move at his turn. The stones that
  remain are won by the player on whose side of the board they are" (Mancala World):
  `end_check=at_turn_start`, `empty_mover=game_ends`, `sweep=owner`. Ludii's text says the same
  ("the other player captures the remaining counters"); its program ends the round as soon as
  either player's holes are empty after a turn (option `end_check=immediate`, the comparison) and
  gives the stones left to the second player in every game (docs/conformance.md).
* **The match**: "For the next round each player fills his holes with four stones from his
  winnings. Any holes that could not be filled are closed down with sand, but can be re-opened in a
  later round. The aim of the game is to close down all the opponent's holes, that is, to reduce
  his provision to less than four stones" (Mancala World): `rounds=refill` with 4 a hole. Which
  holes are closed Mancala World does not say: those from the player's right, the holes from their
  left filled first, as in the catalogue's other refill games; who begins the next round is not
  said either: the round's winner (option `round_starter=alternate`). Option `rounds=none` plays
  one round, scored as one game.
* **Ludii's other reading of the match** (not offered): Ludii's text has the players fill their
  holes from their right, the player with more stones winning one of the opponent's holes for every
  four extra, and one more for three extra: holes change hands between rounds, where Mancala World's
  reading of the same pages closes them. The engine's refill rounds follow Mancala World.
* **Endless games**: a repeated position (3rd occurrence, same player to move), an agreed end or
  the move limit ends the round with each player taking the stones on their own row; an endless
  relay is cut by the engine's turn limit.

## Worked examples

* Fours in passing: `S: 0 0 3 0 2 1 [19] | N: 3 1 0 0 1 3 [15]`, South sows S4 (2) → S5, N0: N0
  now holds 4, made by the last stone: *binikh*, South takes them and the turn ends:
  `S: 0 0 3 0 0 2 [23] | N: 0 1 0 0 1 3 [15]`.
* In passing: `S: 0 3 0 0 0 2 [20] | N: 3 0 0 0 2 1 [17]`, South sows S5 (2) → N0 (3 → 4: North's
  four, taken by North), N1 (empty: the turn ends): `S: 0 3 0 0 0 0 [20] | N: 0 1 0 0 2 1 [21]`.
* End of a round: `S: 0 0 2 0 0 1 [20] | N: 3 0 0 0 0 0 [22]`, South sows S5 (1) → N0, making four
  with the last stone: South takes them. North cannot move at their turn: the round is over and
  South wins the 2 stones on their row, 26–22. North fills N0…N4 and keeps 2, N5 is closed; South
  fills all six and keeps 2: `S: 4 4 4 4 4 4 [2] | N: 4 4 4 4 4 0 [2]`, South to begin.
* A player who empties their own row does not end the round: `S: 0 0 0 0 0 1 [20] | N: 0 1 0 2 0 0
  [24]`, South sows S5 → N0; North can move, and play goes on (Ludii's program, option
  `end_check=immediate`, ends the round there, North winning the 4 stones on their row).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("The Rio Kadalis sources do not mention it; as for Kalah, players may always agree to stop a "
     "round, each taking the stones on their own row."),
)

VARIANT = Variant(
    id="rio-kadalis",
    name="Rio Kadalis",
    summary="Somali and Ethiopian 2×6 game of 4 stones: relay sowing, fours made in passing won by the row's owner, "
            "a four made by the last stone won by the sower; refill rounds with closed holes.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Rio Kadalis (after Pankhurst 1971: 182-183)",
                    "https://mancala.fandom.com/wiki/Rio_Kadalis"),
             Source("Ludii: Rio Kadalis, after Pankhurst 1971: 182 (DLP.Evidence.1395)",
                    "https://ludii.games/details.php?keyword=Rio%20Kadalis"),
             Source("Pankhurst, R. (1971). Gabata and related board games of Ethiopia and the Horn of Africa. "
                    "Ethiopia Observer 14(3): 154-206")),
    rules_text=TEXT,
    aliases=("rio-kadashi", "riyo-ka-dhalis"),
    house_rules=frozenset({"pits_per_side", "direction", "rounds", "round_starter", "end_check", "origin",
                           "repetition_count", "cycle_split"}),
    samples=(
        Sample("ludii-round-end", 33, {"end_check": "immediate", "rounds": "none"},
               note="one round, ended when a player's holes are empty after a turn (Ludii's program; docs/conformance.md)"),
    ),
    notation="letters",
)
