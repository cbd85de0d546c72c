"""Namudilakunze (Ba-Ila, Zambia; Smith and Dale 1920 via Ludii): 4×7 holes of one counter but the
left-hand end of the back row, relay sowing round the own two rows, each player's first move
clockwise and the direction chosen at their second move kept for the game, the back hole behind an
empty facing front hole captured."""

from engine.rules import (
    CaptureTargets,
    CycleSplit,
    Direction,
    DirectionKept,
    EmptyMover,
    EndCheck,
    Laps,
    Origin,
    Ring,
    Rules,
    Sweep,
)
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=7,
    rows_per_side=2,
    seeds_per_pit=1,
    start_empty_pits=(7,),
    sow_own_store=False,
    direction=Direction.CW,
    direction_kept=DirectionKept.EACH_PLAYER,
    direction_chosen_turn=2,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.BACK_BEHIND_EMPTY_FRONT,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Namudilakunze

A four-row game of the Ba-Ila of Zambia, recorded by Edwin Smith and Andrew Dale (1920, pp.
232-237) beside Chisolo, of which Ludii counts it a form. Every hole holds one counter at the
start; each player sows round their own two rows, the first move of each clockwise, and at their
second move each player chooses the direction they then keep for the rest of the game. A counter
arriving in an empty front hole takes the opponent's back hole behind an empty facing hole; the
player who takes all the opponent's counters wins.

## Board and start

**4×7 = 28 holes** (Ludii's default: "4x7-10 board (seven most common)"; 8 to 10 holes a row are
the option `pits_per_side`, with `start_empty_pits` naming that row's left-hand back hole). Each
player owns the two rows nearest them: the **front** (inner) row F, next to the opponent, and the
**back** (outer) row B, columns numbered from the player's own left. F c faces the opponent's
F (6−c), and the opponent's B (6−c) lies behind it. "One counter in each hole, with the player's
leftmost hole in the outer row empty": B0 is empty (`start_empty_pits` 7), 13 counters each, 26 in
all. `stores` hold the counters each player has captured.

## Moves

* **Sowing.** A player lifts all the counters of one of their occupied holes and sows them one by
  one into the next holes of their own two rows. Clockwise, a counter goes along the back row
  towards its left end, then along the front row to the right (B6→B0→F0→F6→B6); anticlockwise the
  other way round.
* **The direction.** "On the first turn, sowing occurs in a clockwise direction. On the second
  turn, the player may sow in either direction, but must continue in the chosen direction for the
  rest of the game" (`direction=cw`, `direction_kept=each_player`, `direction_chosen_turn=2`). Each
  player's first move is sown clockwise; their second move names its direction, `{"pit": i,
  "direction": "ccw"}` or `"cw"`, and every later move of theirs is sown that way. The position
  carries each player's way in `directions`: null before their first move, `player_choice` while
  their next move chooses, then `cw` or `ccw`. The legal moves always name the direction; a move
  sent without one is sown the player's way.
* **Relay.** "If the final counter lands in an occupied hole, the player picks up these counters
  and continues sowing", in the same direction, until a counter lands in an empty hole.
* **Capture.** "Captures are made when the final counter of a sowing lands in an empty hole in the
  inner row. Captures are only made from the opponent's opposite outer row hole, and only when
  their inner row hole is empty" (`capture_targets=back_behind_empty_front`, as in Sute): the
  opponent's back hole behind an empty facing front hole is taken (event `capture`, kind
  `cross`). When the facing front hole holds counters nothing is taken, and the turn ends.
* **End.** "The player who captures all of the opponent's counters wins": a player with no counter
  left at the start of their turn **loses** (reason `cannot_move`). A player with counters can
  always move.

## Rulings

* **The sources**: Smith and Dale's account as Ludii records it ("Namudilakunze", DLP, Smith and
  Dale 1920: 232-237) decides every rule above; its board of 7 holes a row is Ludii's default.
  Ludii's Chisolo records the same game as a ruleset of Chisolo ("Namudilakunze (Observed)",
  Smith and Dale 1920: 237), with Chisolo's extra hole of the capturer's choice after every
  capture; that reading is the option `capture_chosen_holes` 1.
* **The direction is each player's own**: "the player may sow in either direction" at "the second
  turn", read as each player's second move (Ludii's programs keep one direction per player). A
  move is a whole turn, its relay laps included: the first move's laps all go clockwise, and the
  choosing move's laps go the way it names.
* **The first move's capture** is the game's capture: Ludii's program of Namudilakunze takes the
  facing front hole (or, when it is empty, the back hole behind it) in each player's first turn,
  where its own text and its Chisolo ruleset take the back hole only (docs/conformance.md,
  L-NZ1).
* **Captured counters** leave play (`stores` count them); the stores are not scored at the end
  (`sweep=none`): the game is won by taking every counter.
* **Endless games**: counters can go round without a capture for ever, and no source has a draw.
  So that every game ends, the 3rd occurrence of the same position with the same player to move,
  the move limit and an agreed end are a **draw**, as for Tsoro. A relay that would never end is
  cut at the engine's turn limit (docs/rulings.md).

## Position JSON

As Tsoro, with `directions`: `pits[seat]` holds that seat's **14** holes, indices 0-6 the front
row F0…F6 and 7-13 the back row B0…B6, each from the seat's own left; `stores[seat]` the
counters that seat captured; `directions[seat]` its way. Records name the holes F1…F7 and B1…B7,
each move marked `<` (clockwise) or `>` (anticlockwise).

## Worked examples

* Opening: South's first move is clockwise. From F2 the counter goes to F3, which then holds two:
  they are lifted and sown into F4 and F5; F5 then holds two: into F6 and B6; B6 two: into B5 and
  B4; B4 two: into B3 and B2; B2 two: into B1 and B0, which was empty: the turn ends, in the back
  row, with nothing taken. South `F 1 1 0 0 2 0 2 / B 1 2 0 2 0 2 0`, `directions`
  `["player_choice", null]`: South's next move chooses.
* Capture: South `F 0 0 1 0 0 0 0 / B 0 0 0 0 0 0 0`, `directions` `cw`: F2 → F3 (empty). F3
  faces North's F3, which is empty, so North's B3 behind it is taken. Had North's F3 held a
  counter, nothing would have been taken.
"""
TEXT += agreement_text(
    RULES,
    "Smith and Dale's account (via Ludii) does not mention it; as for Tsoro, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="namudilakunze",
    name="Namudilakunze",
    summary="Zambian 4×7 game of one counter a hole (Ba-Ila): relay sowing round the own two rows, the first "
            "move clockwise and the direction chosen at the second kept for the game, the back hole behind an "
            "empty facing hole captured.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Namudilakunze (after Smith and Dale 1920, pp. 232-237)",
                    "https://ludii.games/details.php?keyword=Namudilakunze"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_empty_pits", "capture_chosen_holes", "repetition_count",
                           "cycle_split"}),
    samples=(
        Sample("chosen-hole", 61, {"capture_chosen_holes": 1},
               note="Ludii's Chisolo reading: one hole of the capturer's choice after every capture"),
    ),
    notation="bao",
)
