"""Chisolo (Ba-Ila, Zambia; Smith and Dale 1920 via Ludii): 4×7 holes of three counters but the
left-hand end of the front row (2, 1, 0, 0), relay sowing round the own two rows, each player's
first move clockwise and the direction chosen at their second move kept for the game, the facing
front hole and the back hole behind it captured, then one hole of the capturer's choice."""

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
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=7,
    rows_per_side=2,
    seeds_per_pit=3,
    start_pits=(2, 1, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3),
    sow_own_store=False,
    direction=Direction.CW,
    direction_kept=DirectionKept.EACH_PLAYER,
    direction_chosen_turn=2,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.FRONT_AND_BACK,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    capture_chosen_holes=1,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Chisolo

The four-row game of the Ba-Ila of Zambia as Edwin Smith and Andrew Dale (1920, pp. 232-237)
describe its common form, *Natatu* ("of three"). Each player sows round their own two rows, the
first move of each clockwise; at their second move each player chooses the direction they then
keep for the rest of the game. A counter arriving in an empty front hole takes the opponent's
facing holes, and then one more hole of the capturer's choice; the player who takes all the
opponent's counters wins.

## Board and start

**4×7 = 28 holes** (Ludii's default: "4x7-10 board (seven most common)"; other sizes are the
option `pits_per_side`, with `start_pits` giving the new rows). Each player owns the two rows
nearest them: the **front** (inner) row F, next to the opponent, and the **back** (outer) row B,
columns numbered from the player's own left. F c faces the opponent's F (6−c), and the opponent's
B (6−c) lies behind it. "Three counters in each hole, except the leftmost four in the inner row
which have, from right to left: 0-0-1-2": F0 2, F1 1, F2 and F3 empty, every other hole 3
(`start_pits`): 33 counters each, 66 in all. `stores` hold the counters each player has captured.

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
* **Capture.** "When the final counter lands in an empty hole in the inner row, the contents of
  the hole in the opponent's inner row are also captured. If there are also contents in the
  opponent's outer row hole opposite, these are also taken" (`capture_targets=front_and_back`):
  when the facing front hole holds counters they are taken, with those of the back hole behind it
  (event `capture`, kind `cross`); when it is empty nothing is taken.
* **A hole of your choice.** "When a capture is made, the player may then capture the counters in
  any one of the opponent's holes as well" (`capture_chosen_holes` 1): after every capture the
  position's `phase` becomes `take` (`takes_left` 1) and the capturer plays `{"type": "take",
  "pit": i}`, taking the counters of one occupied hole of the opponent's (front or back row; `i` in
  the opponent's row as the position lists it; event `capture`, kind `chosen`). Then the turn
  passes.
* **End.** "The player who captures all of the opponent's counters wins": a player with no counter
  left at the start of their turn **loses** (reason `cannot_move`). A player with counters can
  always move.

## Rulings

* **The sources**: Smith and Dale's account as Ludii records it (Chisolo, ruleset "Natatu
  (Observed)", DLP, Smith and Dale 1920: 232-237; Murray 1951: 210) decides every rule above; its
  board of 7 holes a row is Ludii's default. Ludii's other rulesets of Chisolo (Nambidi, One
  counter) open with captures made before any sowing, which no move of this catalogue expresses;
  its Namudilakunze ruleset is the catalogue's Namudilakunze with `capture_chosen_holes` 1.
* **The direction is each player's own**: "the player may sow in either direction" at "the second
  turn", read as each player's second move (Ludii's program keeps one direction per player). A move
  is a whole turn, its relay laps included: the choosing move's laps go the way it names.
* **"May" capture a hole of their choice**: the capturer always takes one (Ludii's program offers
  no way to decline), an occupied hole of either of the opponent's rows.
* **Captured counters** leave play (`stores` count them); the stores are not scored at the end
  (`sweep=none`): the game is won by taking every counter.
* **Endless games**: counters can go round without a capture for ever, and no source has a draw.
  So that every game ends, the 3rd occurrence of the same position with the same player to move,
  the move limit and an agreed end are a **draw**, as for Tsoro. A relay that would never end is
  cut at the engine's turn limit.

## Position JSON

As Tsoro, with `directions`: `pits[seat]` holds that seat's **14** holes, indices 0-6 the front
row F0…F6 and 7-13 the back row B0…B6, each from the seat's own left; `stores[seat]` the
counters that seat captured; `directions[seat]` its way. Records name the holes F1…F7 and B1…B7,
each sowing marked `<` (clockwise) or `>` (anticlockwise), a hole taken `x` and its name.
"""
TEXT += agreement_text(
    RULES,
    "Smith and Dale's account (via Ludii) does not mention it; as for Tsoro, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="chisolo",
    name="Chisolo",
    summary="Zambian 4×7 game of three counters a hole (Ba-Ila): relay sowing round the own two rows, the first "
            "move clockwise and the direction chosen at the second kept for the game, the facing front and back "
            "holes captured and then one hole of the capturer's choice.",
    rules=RULES,
    region="Southern Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Chisolo, ruleset Natatu (after Smith and Dale 1920, pp. 232-237)",
                    "https://ludii.games/details.php?keyword=Chisolo"),),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "start_pits", "capture_chosen_holes", "repetition_count", "cycle_split"}),
    samples=(),
    notation="bao",
)
