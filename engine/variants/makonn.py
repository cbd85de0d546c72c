"""Makonn (the Seychelles; de Voogt 2013: 160-162, via Ludii): 4×10 of 1, each player in turn
arranges their 20 counters, relay sowing round the own two rows, the facing inner hole and the
outer hole behind it captured from an empty inner hole, single counters last."""

from engine.rules import (
    CaptureTargets,
    CycleSplit,
    Direction,
    EmptyMover,
    EndCheck,
    Laps,
    OmwesoRules,
    Origin,
    Ring,
    Rules,
    Sweep,
)
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=10,
    rows_per_side=2,
    seeds_per_pit=1,
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    single_seed_moves_last=True,
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.FRONT_AND_BACK,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
    omweso=OmwesoRules(opening_arrangement=True),
)

TEXT = """\
# Makonn

The four-row game of the Seychelles, described to Alex de Voogt in 2007; boards kept in the
National Historic Museum show it was played there by the time of the First World War. Each player
first arranges their counters as they like, then sows only round their own two rows; captured
counters leave the board, and the player left without counters loses.

## Board and start

**4×10 = 40 holes, one counter in each** (forty counters, twenty a player). Each player owns the
two rows nearest them: the **inner** row I, next to the opponent, and the **outer** row O, columns
numbered from the player's own left. I c faces the opponent's I (9−c), and the opponent's O (9−c)
lies behind it. `stores` hold the counters each player has captured.

## Moves

* **Arrangement.** Before the first sowing, the first player rearranges their 20 counters on
  their own 20 holes however they like (any number in a hole, none taken off the board), then the
  second player does the same with theirs; then the first player sows. Each arrangement is one
  move `{"type": "arrange", "seeds": [...]}` listing the player's holes, inner row first. At least
  one hole must hold **two or more** counters afterwards, so that the first sowing has a hole to
  start from: the counters cannot all stay as they lie. The arrangement captures nothing: it
  prepares the captures of the sowings that follow.
* **Sowing.** Take all the counters of an own hole holding **more than one** and sow them one by
  one **anticlockwise** round your own 20 holes: along the outer row to the right, then along the
  inner row to the left (O0→O9→I9→I0→O0). A lap of 20 or more sows into the hole it started from.
* **Relay.** When the last counter falls into an **occupied** hole, take all its counters (the
  last one too) and sow on from the next hole. When it falls into an **empty** hole the turn ends,
  with a capture or without.
* **Capture.** When the turn ends in an empty hole of **your inner row** and the opponent's inner
  hole facing it holds counters, take them, and also the counters of the opponent's outer hole
  behind it (event `capture`, kind `cross`). The capturing counter stays where it fell. An empty
  hole of the outer row captures nothing, and nothing is taken when the facing inner hole is empty.
* **Single counters.** Once every own hole holds one counter or none, a single counter may be
  played, but only into an **empty** hole; it captures as any last counter does.
* **End.** A player who cannot move at the start of their turn — no counter left, or only single
  counters that all face an occupied next hole — **loses** (reason `cannot_move`).

## Rulings

* **Board, start and sowing**: de Voogt's description as Ludii gives it ("Makonn", after de Voogt
  2013: 160-162): "4x10 board. Forty counters in total. Play begins with one counter in each hole",
  sowing "from one of the holes with more than one on their side", anticlockwise, relaying from an
  occupied hole and ending in an empty one. Ludii's program sows the same track (outer row to the
  right, inner row to the left).
* **The arrangement**: "One player then rearranges these counters however they like, as long as
  they remain on their side of the board and they remain on the board. [...] The other player then
  does the same" (de Voogt via Ludii's text): the arranged opening of Omweso
  (`opening_arrangement`), a whole arrangement one move, the first player's first, the second
  player seeing it. The sources do not say who sows first: the first player, as in Ludii's program.
  The text adds "They can arrange it so that they capture counters from the opponent's side
  according to the capture rules"; the capture rules are those of a sowing that ends in an empty
  inner hole, so this entry reads the sentence as arranging for the captures of the sowings to
  come, and the arrangement itself takes nothing. Ludii's program moves one counter at a time and
  lets one of those moves capture; the comparison starts from its position after both arrangements.
  "Play begins with a player picking up counters from one of the holes with more than one": an
  arrangement must leave a hole of two or more (twenty single counters are refused, reason
  `invalid-arrangement`); Ludii's program accepts them and lets a single counter be sown.
* **The capture**: "Captures are only made from the inner row; if the corresponding hole in the
  opponent's inner row holds counters, these are captured; if there are also counters in the
  corresponding hole in the opponent's outer row, these are also captured" (de Voogt via Ludii's
  text; `capture_targets=front_and_back`, as Tsoro); the captured counters leave the board and the
  turn ends, the capturing counter staying (`capture_includes_sowing_seed=false`). Ludii's program
  also captures after a lap ending in an empty outer hole (taking the mover's own inner hole of
  that column and the opponent's inner hole beyond it); its text and this entry do not.
* **Single counters**: "If only single counters remain in a player's holes, they may now move
  single counters, but only into empty holes. Captures are made in the same way as before" (de
  Voogt via Ludii's text; `single_seed_moves_last`, as Tsoro). Ludii's program lets a single
  counter into an occupied hole, to relay from it; this entry follows the text.
* **The end**: "Play continues until one player has nothing left or one player has only single
  counters in their holes. If the player has no counters left, they have lost" (de Voogt via
  Ludii's text). The text does not say what happens to a player whose single counters all face an
  occupied hole; as for Tsoro, that player cannot move and loses (`empty_mover=loses`).
* **Endless games**: no source has a draw. So that every game ends, the 3rd occurrence of the
  same position with the same player to move, the move limit and an agreed end are a **draw**, as
  for Tsoro; endless relays are cut by the engine's turn limit (a repeated state inside the turn
  ends it at once).

## Position JSON

As Tsoro: `pits[seat]` holds that seat's **20** holes, indices 0-9 the inner row I0…I9 and 10-19
the outer row O0…O9, each from the seat's own left; `stores[seat]` the counters that seat captured.
A sowing is `{"pit": i}`. Records name the holes F1…F10 (the inner row) and B1…B10 (the outer row).

## Worked examples

* Arrangement: South piles the counter of its O9 onto O8 (`seeds` eighteen 1s, then 2, 0), North
  moves the counter of its I0 to its O9 (`seeds` 0, then eighteen 1s, then 2): South sows first,
  from O8, its one hole of two.
* Sowing, relay and capture: South `I 0 0 0 0 0 0 0 0 0 0 / O 0 0 0 0 0 0 0 0 2 1`, North
  `I 3 0 0 0 0 0 0 0 0 0 / O 4 1 0 0 0 0 0 0 0 0`: South plays O8 (2) → O9, I9; I9 was empty and
  faces North's I0 (3): South takes it and North's O0 behind it (4), 7 counters.
* Single counters: South `I 0 0 0 0 0 0 0 0 0 1 / O 0 0 0 0 0 0 0 0 0 1`: O9 may not be played (its
  counter would fall into the occupied I9); I9 is played into the empty I8, which faces North's I1:
  if that hole holds counters, they and North's O1 behind it are taken.
* An arrangement of twenty single counters (the counters as they lie) is refused: it leaves no
  hole of two or more to begin with.
"""
TEXT += agreement_text(
    RULES,
    ("The Makonn sources do not mention it; as for Tsoro, players may always agree to stop a game. "
     "Makonn has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="makonn",
    name="Makonn",
    summary="Seychellois 4×10 game: each player arranges their counters, then relay sowing round the own "
            "two rows, the facing inner hole and the outer hole behind it captured from an empty inner hole.",
    rules=RULES,
    region="Indian Ocean",
    rules_version="1.0.0",
    sources=(Source("Ludii: Makonn, after de Voogt 2013: 160-162 (described to A. de Voogt in the Seychelles in 2007)",
                    "https://ludii.games/details.php?keyword=Makonn"),),
    rules_text=TEXT,
    house_rules=frozenset({"single_seed_moves_last", "capture_targets", "empty_mover", "repetition_count",
                           "cycle_split"}),
    notation="bao",
)
