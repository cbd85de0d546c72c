"""Yovodi (West Africa; Schönhärl 1909 via Ludii): 2×6 holes of four sown clockwise in relays; a last
seed in an empty hole captures the hole opposite it for the owner of the row it fell in."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    cross_capture_any_row=True,
    cross_capture_to_row_owner=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Yovodi

A game of West Africa recorded by Schönhärl (1909, pp. 147–148). Two players, 2×6 holes, **4
counters** in each (48), and "two stores" for the captures, which are never sown.

* **Move.** "Sowing occurs in a clockwise direction", from any occupied hole of the player's row.
* **Relay.** "When the final counter of a sowing lands in an occupied hole, these are picked up and
  sowing continues."
* **Capture in the own row.** "When the final counter lands in an empty hole in the player's own
  row, the contents of the hole opposite it in the opponent's row are captured."
* **Capture for the opponent.** "If the final counter lands in an empty hole in the opponent's row,
  the opponent captures the counters in the hole opposite it in the player's row": the mover loses
  the hole opposite to the opponent's store. Either way the last counter stays where it fell, and
  the turn ends.
* **End.** The game ends when the player to move has no counter in their row; each player takes
  the counters left in their own row. "The player who captures the most counters wins"; 24–24 is a
  draw.

Position: `pits[seat]` from the seat's own left; clockwise sowing runs S5…S0 then N5…N0; the
opposite of hole *i* is the other seat's hole 5−*i*.
"""
TEXT += agreement_text(
    RULES,
    "The source does not mention it; as for Kalah, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="yovodi",
    name="Yovodi",
    summary="West African game (Schönhärl 1909): 2×6 holes of four sown clockwise in relays; a last seed in an empty hole of either row takes the hole opposite for that row's owner.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Yovodi (after Schönhärl 1909, pp. 147-148)", "https://ludii.games/details.php?keyword=Yovodi"),),
    rules_text=TEXT,
    house_rules=frozenset({"cross_capture_to_row_owner", "cycle_split"}),
    notation="letters",
)
