"""Muvalavala of the Luena (eastern Angola; Silva 1995 via Ludii): 4×6 holes of 2, relay sowing
clockwise round the own two rows, the facing front hole and the back hole behind it captured from
an empty front hole, each player's first move from the front row."""

from engine.rules import CaptureTargets, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=6,
    rows_per_side=2,
    seeds_per_pit=2,
    sow_own_store=False,
    direction=Direction.CW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    opening_plies=2,
    opening_pits=(0, 1, 2, 3, 4, 5),
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.FRONT_AND_BACK,
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
# Muvalavala (Luena)

A four-row game of the Luena (Lwena) of eastern Angola, recorded by Silva (1995, p. 87) among the
*muvalavala* games of Moxico. Each player sows only round their own two rows, **clockwise**;
captured stones leave the board, and when a player cannot move the game ends and the stones
each player holds are counted.

## Board and start

**4×6 = 24 holes** ("4x6-16 board": 7 to 16 holes a row are the option `pits_per_side`, with
`opening_pits` naming that front row). Each player owns the two rows nearest them: the
**front** (inner) row F, next to the opponent, and the **back** (outer) row B, columns numbered
from the player's own left. F c faces the opponent's F (5−c), and the opponent's B (5−c) lies
behind it. "Play begins with two counters in each hole": 24 stones each, 48 in all. `stores`
hold the stones each player has captured.

## Moves

* **Sowing.** Take all the stones of an own hole (one stone is enough) and sow them one by one
  **clockwise** round your own 12 holes: along the front row to the right, then along the back
  row to the left (F0→F5→B5→B0→F0). A lap of 12 or more sows into the hole it started from.
* **First move.** "The first move must be from the inner row": each player's first move starts
  from a front-row hole (`opening_plies=2`, `opening_pits` 0-5).
* **Relay.** When the last stone falls into an **occupied** hole, take all its stones (the last one
  too) and sow on from the next hole. When it falls into an **empty** hole the turn ends.
* **Capture.** When the turn ends in an empty hole of **your front row** and the opponent's front
  hole facing it holds stones, take them, and also the stones of the opponent's back hole behind
  it (event `capture`, kind `cross`). The capturing stone stays where it fell. If the facing
  front hole is empty nothing is taken, even when the back hole behind it holds stones.
* **End.** "Play ends when one player cannot move": a player with no stone left at the start of
  their turn ends the game (reason `no_seeds`). Each player scores the stones they captured and
  the stones left on their own side; the higher score wins, equal scores draw.

## Rulings

* **The sources**: Silva's account as Ludii records it ("Muvalavala (Luena)", DLP, Silva 1995:
  87) decides every rule above; no other account of this game was found to compare it with. Its
  board of 6 holes a row is Ludii's default.
* **The capture**: "Captures are made when the final counter falls into an empty hole in the
  inner row, and the opponent's hole opposite contains counters. If it is, they are captured, and
  if the hole in to outer row opposite also contains counters, these are also captured"
  (`capture_targets=front_and_back`, as Tsoro); the capturing stone is not taken
  (`capture_includes_sowing_seed=false`; Ludii's program moves the two facing holes only).
* **The first move**: "The first move must be from the inner row" is read as each player's first
  move, as Ludii's program plays it (its opening phase lasts the first two turns); a player whose
  front row could not be played would sow from any hole (the opening of Um el-Bil and
  Dabuda: `opening_plies=2`, `opening_pits` the front row).
* **The end and the score**: the text says only "Play ends when one player cannot move"; a hole
  of one stone may be played, so a player cannot move exactly when their side is empty. The
  winner is not named: each player's captures and the stones on their side are counted
  (`sweep=owner`), as Ludii's program scores the end.
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of the
  same position with the same player to move, the move limit and an agreed end end the game, each
  player keeping their captures and the stones on their side (`cycle_split=own_side`, the
  end's own count); endless relays are cut by the engine's turn limit (a repeated state inside
  the turn ends it at once). Ludii's program sows an endless relay on until its move limit ends
  the game with no winner (docs/conformance.md, L-EN1, as for Tsoro).

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **12** holes, indices 0-5 the front row F0…F5 and 6-11
the back row B0…B5, each from the seat's own left; `stores[seat]` the stones that seat captured.
A move is `{"pit": i}`. Records name the holes F1…F6 and B1…B6.

## Worked examples

* Opening: South must play a front-row hole. F5 (2) → B5, B4: B4 now holds 3 and is lifted →
  B3, B2, B1 (3, lifted) → B0, F0, F1 (3, lifted) → F2, F3, F4 (3, lifted) → F5 (emptied at the
  start: 1), B5, B4 (emptied when lifted: 1): the turn ends in the back row, nothing is taken.
  South `F 3 0 3 3 0 1 / B 3 0 3 3 1 4`.
* Capture: South `F 0 0 0 0 1 0 / B 0 0 0 0 0 0`, North `F 3 0 0 0 0 0 / B 4 0 0 0 0 0`, South to
  move after the first moves: F4 (1) → F5, empty and facing North's F0 (3): South takes it and
  North's B0 behind it (4), 7 stones. North has no stone left: the game ends, South scoring the
  captures and the stone on F5.
"""
TEXT += agreement_text(
    RULES,
    "Silva's account (via Ludii) does not mention it; players may always agree to stop a game, each keeping "
    "their captures and the stones on their side.",
)

VARIANT = Variant(
    id="muvalavala-luena",
    name="Muvalavala (Luena)",
    summary="Luena 4×6 game (Angola): relay sowing clockwise round the own two rows from two stones a hole, the "
            "facing front hole and the back hole behind it captured from an empty front hole, the first move "
            "from the front row.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Muvalavala (Luena) (after Silva 1995, p. 87)",
                    "https://ludii.games/details.php?keyword=Muvalavala%20(Luena)"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "opening_pits", "repetition_count", "cycle_split"}),
    samples=(
        Sample("eight-holes", 31, {"pits_per_side": 8, "opening_pits": [0, 1, 2, 3, 4, 5, 6, 7]},
               note="Silva's board of 8 holes a row, the first move from its whole front row"),
    ),
    notation="bao",
)
