"""Wouri (Mopti, Mali; Béart 1955 via Ludii): 2×6 holes of four sown anticlockwise in relays, fours
made in the opponent's row taken, by the last counter or in passing, and no move may leave the
opponent without counters."""

from engine.rules import (
    CountSides,
    CycleSplit,
    EmptyMover,
    EndCheck,
    EnPassantTaker,
    Laps,
    MustFeed,
    Origin,
    Rules,
    Sweep,
)
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SKIP_LAP_ORIGIN,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.OPPONENT,
    capture_chain=False,
    en_passant_count=4,
    en_passant_taker=EnPassantTaker.SOWER_OPPONENT_PITS,
    extra_turn_on_store=False,
    must_feed=MustFeed.ALWAYS_LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Wouri

*Wouri* was observed at Mopti, in Mali, in the first half of the twentieth century, as Béart
recorded it (1955, pp. 490–504). Two players, 2×6 holes, **4 counters** in each (48); the counters
captured are kept by their taker (the engine's `stores`, never sown).

* **Move.** Take all the counters of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows. A sowing that comes round to the
  hole it started from skips it.
* **Relay.** "When the final counter lands in an occupied hole containing a number of counters
  other than three, the counters are picked up and sowing continues" from the next hole; a last
  counter in an empty hole ends the turn.
* **Capture by the last counter.** A last counter making **four** in a hole of the opponent's row
  takes them, and the turn ends.
* **Capture in passing.** "The contents of any hole in the opponent's row which a player causes
  to contain four counters are captured": a counter that is not the last making four in a hole of
  the opponent's row takes them at once, and the sowing goes on. A four made in your own row
  stays (a last counter making it relays).
* **Feeding.** "A player must play so that the opponent has counters with which to play, if
  possible": a move after which the opponent's row is empty is allowed only when every move
  does so.
* **End.** The game ends when the player to move has no counters; each player keeps the counters
  left in their own row, and the most counters wins (24–24 is a draw).

## Rulings

* **Which source decided what**: Ludii's *Wouri*, after Béart 1955: 490–504, the one description
  found, decides every rule; its program is the second reading (docs/conformance.md).
* **Fours in passing**: taken whenever a counter that is not the last makes four in a hole of the
  opponent's row, as the text says (`en_passant_count=4` with `en_passant_taker=sower_opponent_pits`,
  a value added for this game). Ludii's program takes them only after the last counter has taken a
  four, and then takes every four of the opponent's row, made in passing or not (L-WO1).
* **Feeding**: the whole move, every lap and capture counted, must leave the opponent a counter if
  any move can (`must_feed=always_leave_seeds`, J'odu's rule); Ludii's program checks each lap of a
  relay on its own and ends the game when the player to move has no such lap (L-WO2).
* **The starting hole**: "If sowing reaches the original hole from which the sowing began, this
  hole is skipped over": each lap of a relay is a sowing of its own, which skips the hole it was
  lifted from (`origin=skip_lap_origin`), as Ludii's program does; where a lap's last step is
  the one passing over its starting hole (12, 23 counters), Ludii's program reads the last-counter
  rules at that emptied hole and the turn is over (docs/conformance.md, ruling L-OW1, as for
  Oware).
* **The end**: the source names no end; the game ends when the player to move has no counters
  (`empty_mover=game_ends`), each player keeping their own row's counters (`sweep=owner`), Ludii's
  reading.
* **Endless games**: a 3rd repetition of a position with the same player to move, the move limit
  or an agreed end ends the game as at its end; an endless relay is cut by the engine's turn limit.

## Worked examples

* Capture in passing: `S: 0 0 0 0 0 3 [16] | N: 3 0 5 3 2 0 [16]`, South sows S5 (3) into N0 (4:
  taken in passing), N1 and N2 (6, occupied): N2 is lifted and sown into N3 (4, taken in passing),
  N4, N5, S0, S1 and S2, which were empty: the turn ends, `S: 1 1 1 0 0 0 [24] | N: 0 1 0 0 3 1 [16]`.
* Capture by the last counter: `S: 0 0 0 0 2 0 [20] | N: 3 3 0 1 0 0 [19]`, South sows S4 (2) into
  S5 and N0, which now holds four: South takes them, `S: 0 0 0 0 0 1 [24] | N: 0 3 0 1 0 0 [19]`.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    "The source does not mention it; as for Kalah, players may always agree to stop a game, each "
    "player keeping the counters in their own row.",
)

VARIANT = Variant(
    id="wouri",
    name="Wouri",
    summary="Malian (Mopti, Béart 1955) 2×6 game of four counters: relay sowing, fours made in the "
            "opponent's row taken by the last counter or in passing, no move may starve the opponent.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Wouri (after Béart 1955: 490-504)", "https://ludii.games/details.php?keyword=Wouri"),),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
