"""Altıev (Safranbolu, Turkey; Beşe 1935 via Ludii): 2×6 holes of three sown anticlockwise in relays,
a last seed in an own empty hole taking the hole opposite, and the player whose row is emptied loses
at once, whoever emptied it."""

from engine.rules import CycleSplit, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=3,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    end_check=EndCheck.IMMEDIATE,
    empty_row_loses=True,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Altıev

Altıev ("six houses") was played in Safranbolu, Turkey, in holes dug in the earth, as Beşe recorded
it (1935, p. 6). Two players, 2×6 holes, **3 counters** in each (36); the captured counters are kept
beside the board (the engine's stores, never sown).

* **Move.** Sow anticlockwise from any occupied hole of the player's row.
* **Relay.** "If the final counter lands in an occupied hole, these counters are picked up and
  sowing continues."
* **Capture.** "If the final counter lands in an empty hole in the player's own row, any counters
  in the opposite row hole are captured." The last counter stays where it fell; a last counter in
  an empty hole of the opponent's row ends the turn.
* **End.** "A player wins when the opponent's row is empty": as soon as a row is empty, after a
  move or between two laps of a relay (the relay stops there), the player whose row it is loses,
  whoever emptied it and whatever the captures (reason `row_emptied`; the position's `to_move` is
  the loser). The counters left are counted for the player whose row holds them, as the scores
  only.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5; the
opposite of hole *i* is the other seat's hole 5−*i*.
"""
TEXT += agreement_text(
    RULES,
    "The source does not mention it; as for Kalah, players may always agree to stop a game (the "
    "captures and the counters in each player's row then decide).",
)

VARIANT = Variant(
    id="altiev",
    name="Altıev",
    summary="Turkish game (Safranbolu, Beşe 1935): 2×6 holes of three sown anticlockwise in relays, a last seed in an own empty hole takes the hole opposite, the player whose row is emptied loses.",
    rules=RULES,
    region="Middle East",
    rules_version="1.0.0",
    sources=(Source("Ludii: Altıev (after Beşe 1935, p. 6)", "https://ludii.games/details.php?keyword=Altiev"),),
    rules_text=TEXT,
    house_rules=frozenset({"empty_row_loses", "cycle_split"}),
    notation="letters",
)
