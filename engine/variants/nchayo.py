"""Nchayo (Makonde of Mozambique and Tanzania): a 4×5 board of one stone a hole, relay sowing round
the own two rows, the facing front hole and the back hole behind it captured from an empty front
hole; the player who takes all the opponent's stones wins."""

from engine.rules import CaptureTargets, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=5,
    rows_per_side=2,
    seeds_per_pit=1,
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.FRONT_AND_BACK,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Nchayo

A four-row game of the Makonde people of Mozambique and Tanzania, played in holes made in the
ground with stones or fruit seeds, described by Manuel Viegas Guerreiro (1966, pp. 79-90). Each
player sows only round their own two rows; captured stones are kept aside, and the game is won by
taking all the opponent's stones.

## Board and start

**4×5 = 20 holes** ("4x5 or 8 board"; 8 holes a row is the option `pits_per_side=8`). Each
player owns the two rows nearest them: the **front** (inner) row F, next to the opponent, and the
**back** (outer) row B, columns numbered from the player's own left. F c faces the opponent's
F (4−c), and the opponent's B (4−c) lies behind it. **One stone in each hole** (10 each, 20 in
all). `stores` hold the stones each player has captured.

## Moves

* **Sowing.** "Players alternate turns picking up the counters in one of their holes and sowing
  them in an anti-clockwise direction": round your own 10 holes, along the back row to the right,
  then along the front row to the left (B0→B4→F4→F0→B0). A hole of one stone may be played.
* **Relay.** "When the final counter lands in a hole with counters, these counters are picked up
  and sowing continues" from the next hole. When it lands in an **empty** hole the turn ends.
* **Capture.** "When the final counter lands in an empty hole in the inner row, any counters in
  the opponent's opposite inner row hole are captured, and if this capture was possible, any
  counters in the outer row hole are also captured" (event `capture`, kind `cross`). The
  capturing stone stays where it fell; if the facing front hole is empty nothing is taken.
* **End.** "The player who captures all of the opponent's counters wins": a player with no stone
  left at the start of their turn **loses** (reason `cannot_move`).

## Rulings

* **The sources**: Viegas Guerreiro's account as Ludii records it ("Nchayo", DLP, Viegas Guerreiro
  1966: 79-90) decides every rule above; no other account of the game was found to compare it
  with. Its board of 5 holes a row is Ludii's default; 8 is the option `pits_per_side`.
* **The capture**: the facing front hole, then the back hole behind it only "if this capture was
  possible" (`capture_targets=front_and_back`, as Tsoro); the capturing stone is not taken
  (`capture_includes_sowing_seed=false`; Ludii's program moves the two facing holes only).
* **The end**: the text's winner takes all the opponent's stones; stones cannot leave a player's
  side except by capture, so a player left without stones has been cleared and loses
  (`empty_mover=loses`). The text names only the winner; the final scores count each player's
  captures and the stones left on their side (`sweep=owner`), as Ludii's program scores them.
  The winner always scores more: stones leave a side only by capture, so a cleared player took
  at most one stone fewer than a side starts with and the winner keeps the rest.
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of the
  same position with the same player to move, the move limit and an agreed end are a **draw**, as
  for Tsoro; endless relays are cut by the engine's turn limit (a repeated state inside the turn
  ends it at once). Ludii's program sows an endless relay on until its move limit ends the game
  with no winner (docs/conformance.md, L-EN1, as for Tsoro).

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **10** holes, indices 0-4 the front row F0…F4 and 5-9
the back row B0…B4, each from the seat's own left; `stores[seat]` the stones that seat captured.
A move is `{"pit": i}`. Records name the holes F1…F5 and B1…B5.
"""
TEXT += agreement_text(
    RULES,
    "Viegas Guerreiro's account (via Ludii) does not mention it; as for Tsoro, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="nchayo",
    name="Nchayo",
    summary="Makonde 4×5 game (Mozambique, Tanzania): one stone a hole, relay sowing round the own two rows, "
            "the facing front hole and the back hole behind it captured from an empty front hole.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Nchayo (after Viegas Guerreiro 1966, pp. 79-90)", "https://ludii.games/details.php?keyword=Nchayo"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "repetition_count", "cycle_split"}),
    notation="bao",
)
