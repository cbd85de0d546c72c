"""J'odu (Yoruba of Nigeria, and Ghana): 2×6 holes of four sown anticlockwise in relays, a last seed in
an own empty hole taking the hole opposite, and no move may leave the opponent without seeds."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    must_feed=MustFeed.ALWAYS_LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# J'odu

A game of the Yoruba people of Nigeria, also played in Ghana, described by Murray (1951, p. 181).
Two players, 2×6 holes, **4 counters** in each (48), and a store for each player's captures
("2x6 board, which two stores"), which is never sown.

* **Move.** "Sowing proceeds in an anti-clockwise direction", from any occupied hole of the
  player's row.
* **Relay.** "When the final counter of a sowing falls in to an occupied hole, these counters are
  picked up and sowing continues."
* **Capture.** "When the final [counter] lands in an empty hole, if the hole is in the player's row,
  the contents of the opponent's opposite hole are captured. If the empty hole is in the opponent's
  row, the turn ends." The last counter stays where it fell.
* **Feeding.** "A player must play so that the opponent is able to play on their next turn, if
  possible."
* **End.** The game ends when the player to move has no counter in their row; each player takes
  the counters left in their own row. "The player who captures the most counters wins"; 24–24 is a
  draw.

Rulings:

* **The sources**: Murray's account as Ludii records it ("J'odu", DLP, Murray 1951: 181)
  decides every rule; no other account of the game was found. Ludii's program is the second
  reading (docs/conformance.md). MancalaGames' "J'Odu" is another game (three counters a hole,
  rounds of won and lost holes) and is not compared.
* **Never leave the opponent without counters** (`must_feed=always_leave_seeds`, the
  dimension added for this game): at every turn, whatever the opponent holds, only the moves after
  which the opponent has a counter are legal, the whole move (every relay lap and its capture)
  counted; "if possible": when no move leaves the opponent a counter, any move may be played, and
  the opponent, left with none, ends the game at their turn. Ludii's program checks the opponent's
  row after each lap and has no "if possible".
* **A lap of 12 or more** comes round and sows into the hole it started from, as Ludii's
  program does; the text does not skip it.
* **The end**: the text has only "The player who captures the most counters wins"; as
  Ludii's program reads it, the game ends when the player to move cannot move (no counter in their
  row), and each player's counters left in their own row count for them.
* **What the sources leave open**: besides the agreement, the 3rd occurrence of the same
  position (same player to move) or the move limit ends the game with each player taking the
  counters in their own row; endless relays are cut by the engine's turn limit.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5; the
opposite of hole *i* is the other seat's hole 5−*i*.
"""
TEXT += agreement_text(
    RULES,
    "The source does not mention it; as for Kalah, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="jodu",
    name="J'odu",
    summary="Yoruba game (Nigeria, Ghana): 2×6 holes of four sown anticlockwise in relays, a last seed in an own empty hole takes the hole opposite, no move may leave the opponent without seeds.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: J'odu (after Murray 1951, p. 181)", "https://ludii.games/details.php?keyword=J'odu"),),
    rules_text=TEXT,
    house_rules=frozenset({"must_feed", "cycle_split"}),
    notation="letters",
)
