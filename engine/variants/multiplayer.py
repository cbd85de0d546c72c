"""Multiplayer mancala for 2, 3 or 4 players (seed 002)."""

from engine.options import Variation
from engine.rules import (
    CaptureTargets,
    CountSides,
    CycleSplit,
    EmptyMover,
    EndCheck,
    Laps,
    MustFeed,
    Origin,
    Rules,
    Sweep,
)
from engine.variant import MULTIPLAYER_RULES, Variant, agreement_text

RULES = Rules(
    seats=3,
    seeds_per_pit=4,
    sow_own_store=True,
    origin=Origin.SKIP_TURN_ORIGIN,
    laps=Laps.SINGLE,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=True,
    capture_targets=CaptureTargets.CORRESPONDING,
    extra_turn_on_store=True,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

VARIATIONS = (
    Variation("v1_touch_move", "V1 touch-move: once a stone is touched that hole must be played. Always in "
              "force here (a submitted move is final); accepted for completeness, changes nothing.",
              ((True, ()), (False, ()))),
    Variation("v2_three_stones", "V2: start with 3 stones in each hole (seeds_per_pit=3).",
              ((True, (("seeds_per_pit", 3),)), (False, (("seeds_per_pit", 4),)))),
    Variation("v3_capturing_stone_stays", "V3: the capturing stone remains on the board "
              "(capture_includes_sowing_seed=false).",
              ((True, (("capture_includes_sowing_seed", False),)), (False, (("capture_includes_sowing_seed", True),)))),
    Variation("v4_first_cleared_ends", "V4: the first player to clear all own holes ends the game; stones in "
              "holes are not counted (end_check=immediate, sweep=none).",
              ((True, (("end_check", EndCheck.IMMEDIATE), ("sweep", Sweep.NONE))),
               (False, (("end_check", EndCheck.AT_TURN_START), ("sweep", Sweep.OWNER))))),
    Variation("v5_skip_houses", "V5: houses are skipped while sowing; capture is the only way to score "
              "(sow_own_store=false, so no free turns).",
              ((True, (("sow_own_store", False),)), (False, (("sow_own_store", True),)))),
    Variation("v6_one_opposing_hole", "V6 (4 players): capture only from the one opposing hole, pit 5-j of "
              "the seat across (capture_targets=facing_seat). Use capture_targets=facing_seat_same_index "
              "for pit j.",
              ((True, (("capture_targets", CaptureTargets.FACING_SEAT),)),
               (False, (("capture_targets", CaptureTargets.CORRESPONDING),)))),
    Variation("v7_must_feed_next", "V7: if the next player's holes are all empty the mover must leave them "
              "at least one stone; if impossible the game ends, stones to their owners (must_feed=leave_seeds).",
              ((True, (("must_feed", MustFeed.LEAVE_SEEDS),)), (False, (("must_feed", MustFeed.NONE),)))),
    Variation("v8_lone_stone_captured", "V8: with the corresponding holes empty the capturing stone still "
              "goes to the house (empty_capture=true).",
              ((True, (("empty_capture", True),)), (False, (("empty_capture", False),)))),
    Variation("v9_relay", "V9: a last stone in an occupied hole lifts it and sowing continues until an empty "
              "hole, the own house or a capture (laps=relay).",
              ((True, (("laps", Laps.RELAY),)), (False, (("laps", Laps.SINGLE),)))),
    Variation("v10_capture_fours", "V10: a last stone making an own hole exactly 4 captures those four "
              "only; the empty-hole capture is off (capture_counts=[4] on own holes, cross_capture=false).",
              ((True, (("capture_counts", (4,)), ("count_capture_sides", CountSides.OWN),
                       ("capture_chain", False), ("cross_capture", False))),
               (False, (("capture_counts", ()), ("count_capture_sides", CountSides.OPPONENT),
                        ("capture_chain", True), ("cross_capture", True))))),
)

TEXT = """\
# Multiplayer mancala, 2, 3 or 4 players

Seats 0…P−1 in anticlockwise turn order (option `seats` = 2, 3 or 4; default 3, a triangular
board). Each seat has **6 holes** numbered from its own left and a **house** on its right.
**4 stones** per hole (48, 72 or 96); houses start empty.

* **Move.** Pick up all stones of an own non-empty hole and sow one per hole to the right: own
  holes, own house, then the next seats' holes (their houses are skipped), and so on round the
  board. The **own starting hole is skipped** when a sowing laps round to it ("skip opponents'
  houses and own starting hole").
* **No stones:** "If player has no stones to sow, their turn is skipped" (event `pass`).
* **Free turn:** last stone in the own house.
* **Capture:** last stone in an own **empty** hole j → all stones of the **corresponding** holes are
  captured with the capturing stone and go to the house. "In 2-player game corresponding hole is
  opposite hole (5−j), in 3-player and 4-player game corresponding holes are holes at the same
  position on the board": hole j of **every** other seat. "If there are no stones in the opposite
  holes nothing is captured": the stone stays.
* **End:** "The game ends when all stones are played": no stone is left in any hole. Most stones in
  the house wins; equal best scores share the win (`winners` lists them all).
* The base rules cannot loop (a lap either stays in the mover's row or passes the own
  house), but V5 and V9 can, so the guards of docs/rulings.md (Conventions) apply to every setting: a repeating relay
  ends after its lap (`turn_truncated`), and the 3rd repetition of a position ends the game, each
  player adding the stones in their own holes to their house. Work bound: a turn also ends after its lap number
  32 × the pits on the board (reason `lap_limit`) or
  after the lap with which it has sown 32 × (seeds in play + pits) seeds (reason `seed_limit`),
  both counted when the turn starts; a repeated relay inside the turn is reason `endless_turn`. The truncated lap is
  sown in full, then the turn ends as after any last lap: the capture rules apply
  where it ended.

The default board is the 3-player triangle (`seats=3`); `seats=2` is the seed's
two-player game, where the corresponding hole is the opposite hole 5−j. Every side of the board
plays: `seats` is the number of players, and `active_seats` cannot leave a side empty (two players
on the square would capture hole j of the seat across, not the seed's 5−j), so such options are
refused (`invalid-options`).

## Variations (options)

Each of V1-V10 is a boolean option (`v1_touch_move` … `v10_capture_fours`) that sets the rule
dimensions named below; the dimensions can also be set one by one.

| flag | rule | dimensions |
|---|---|---|
| V1 | touch-move | none (a submitted move is always final) |
| V2 | 3 stones per hole | `seeds_per_pit=3` |
| V3 | capturing stone stays | `capture_includes_sowing_seed=false` |
| V4 | first player to clear own holes ends the game, stones in holes not counted | `end_check=immediate`, `sweep=none` |
| V5 | houses skipped while sowing (no free turns) | `sow_own_store=false` |
| V6 | 4 players: capture only from one opposing hole | `capture_targets=facing_seat` (seat+2, hole 5−j, the hole geometrically facing; `facing_seat_same_index`: hole j) |
| V7 | must feed the next player if their holes are empty; if impossible the game ends and every player adds their own holes to their house | `must_feed=leave_seeds` (next seat) |
| V8 | lone capturing stone goes to the house | `empty_capture=true` |
| V9 | relay: an occupied landing hole is lifted and sown on; ends on an empty hole, the own house (free turn) or a capture | `laps=relay` |
| V10 | capture on making an **own** hole exactly 4, those four only; empty-hole capture off ("own" kept from the base rule) | `capture_counts=[4]`, `count_capture_sides=own`, `capture_chain=false`, `cross_capture=false` |

## Position JSON

The keys every game has: `pits` has one row of 6 per seat (P rows), `stores` one house per seat, `to_move`
a seat. Seat s+1 sits to the right of seat s (the next in sowing and turn order).

## Worked examples

* M1 (3 players, opening): seat 0 plays hole 2 → `seat0: 4 4 0 5 5 5 [1]`, free turn.
* M2 (3 players): seat 0 hole 1 → hole 2 (empty) → captures seat 1 hole 2 (3) + seat 2 hole 2 (5) +
  own stone = 9. V3: 8, hole 2 keeps its stone.
* M3 (4 players): base capture 3+5+2+1 = 11; V6: seat 2 hole 3 is empty → nothing (V8: 1);
  V6 `same_index`: seat 2 hole 2 = 5 → 6.
(The examples' houses are padded so that every position holds the game's full stone count.)

**Second reading.** The two-player game (`seats=2`) is compared ply by ply both ways with
MancalaGames' `Kalah` with the starting hole skipped (`skip_start`) and a player without stones
passing (`mustpass`), 200 random games each way: no difference (docs/conformance.md, MG-MP1).
None exists for 3 or 4 players: no published engine, MancalaGames file or Ludii description plays
3 or 4 players on one ring (searched: Ludii's sowing games, whose only four-player one, Dongjintian
(Four Players), is another game; MancalaGames, two players only; public code for "multiplayer
mancala"); the rules sheet's worked examples are the golden playthroughs.
"""
TEXT += agreement_text(
    RULES,
    ('The multiplayer '
     "texts do not mention it, but players may always agree to stop a game, and the rules sheet's Owari, the Mancala"
     " leaflet's stalemate and the Multiplayer Mancala rules' Oware all end games this way."),
)

VARIANT = Variant(
    id="multiplayer",
    name="Multiplayer mancala",
    summary="Kalah-style sowing for 2, 3 or 4 players on a shared ring, captures from corresponding holes.",
    rules=RULES,
    region="Modern",
    rules_version="1.0.0",
    sources=(MULTIPLAYER_RULES,),
    rules_text=TEXT,
    house_rules=frozenset({"seats", "seeds_per_pit", "capture_includes_sowing_seed", "end_check", "sweep",
                           "sow_own_store", "capture_targets", "must_feed", "empty_capture", "laps",
                           "capture_counts"}),
    seats=(2, 3, 4),
    aliases=("multiplayer_p", "multiplayer-mancala"),
    variations=VARIATIONS,
    notation="numbers",
)
