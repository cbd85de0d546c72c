"""Mancala for 4, S&S Worldwide W13648 (seed 004)."""

from engine.options import Variation
from engine.rules import CaptureTargets, CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import SS_MANCALA_FOR_4, Variant, agreement_text

RULES = Rules(
    seats=4,
    seeds_per_pit=4,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.SINGLE,
    cross_capture=True,
    empty_capture=True,
    capture_includes_sowing_seed=True,
    capture_targets=CaptureTargets.CORRESPONDING,
    extra_turn_on_store=True,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

VARIATIONS = (
    Variation("players", "Number of players, 2 to 4: 2 play on opposite sides (seats 0 and 2), 3 on "
              "seats 0, 1, 2; the other sides stay empty and are skipped (active_seats).",
              ((2, (("active_seats", (0, 2)),)), (3, (("active_seats", (0, 1, 2)),)), (4, (("active_seats", ()),))),
              default=4),
    Variation("three_balls", "Faster game: start with 3 balls in each pocket (seeds_per_pit=3).",
              ((True, (("seeds_per_pit", 3),)), (False, (("seeds_per_pit", 4),)))),
    Variation("five_balls", "Longer game: start with 5 balls in each pocket (seeds_per_pit=5).",
              ((True, (("seeds_per_pit", 5),)), (False, (("seeds_per_pit", 4),)))),
    Variation("faster_game", "Faster game: the game ends when the first player has cleared all their pockets; "
              "balls left in pockets are not counted (end_check=immediate, sweep=none).",
              ((True, (("end_check", EndCheck.IMMEDIATE), ("sweep", Sweep.NONE))),
               (False, (("end_check", EndCheck.AT_TURN_START), ("sweep", Sweep.OWNER))))),
    Variation("no_captures", "Longer game: no captures; a last ball in an own empty pocket just ends the turn "
              "(cross_capture=false).",
              ((True, (("cross_capture", False),)), (False, (("cross_capture", True),)))),
    Variation("no_last_ball", "Longer game: captures, but the capturing ball stays in its pocket "
              "(capture_includes_sowing_seed=false).",
              ((True, (("capture_includes_sowing_seed", False),)), (False, (("capture_includes_sowing_seed", True),)))),
    Variation("no_free_turns", "Longer game: a last ball in the own reservoir earns no free turn "
              "(extra_turn_on_store=false).",
              ((True, (("extra_turn_on_store", False),)), (False, (("extra_turn_on_store", True),)))),
)

TEXT = """\
# Mancala for 4 (S&S Worldwide W13648)

A square board: 4 sides, each with **6 pockets** (numbered from that side's own left) and a
**reservoir** on its right, which "will act or be counted as a player's last pocket". **4 balls**
per pocket. 2 to 4 players (option `players`, default 4).

* **Fewer than 4 players.** "If less than 4 players are playing, leave those pockets empty at
  all times during the game": unused sides' pockets and reservoirs are never sown and never captured
  from. 2 players sit on opposite sides (seats 0 and 2), 3 players on seats 0, 1, 2
  (`active_seats`).
* **Number of players.** Option `players` (2-4). The board always has 4 sides, so `seats` (the
  option, and the `seats` shorthand of `POST /v1/games`) means the number of players too: `seats: 3`
  is `players: 3`, and the two must agree when both are given. `active_seats` may only name a
  seating the sheet allows (docs/rulings.md, Mancala for 4); any other count or seating is refused (`invalid-options`).
* **Move.** Pick up all balls of an own pocket and sow one per pocket to the right: own pockets, own
  reservoir, the next active players' pockets (never their reservoirs), round the board. **No origin
  skip** (none is stated; a lap needs 7 + 6·(players−1) balls, 25 with 4 players).
* **Free turn:** last ball in the own reservoir. Turns pass to "the player on their right", the next
  active side anticlockwise.
* **Capture:** last ball in an own **empty** pocket j → "All the balls from the corresponding pockets
  around the board are played into the player's reservoir along with the capturing ball": pocket j
  of every other active player. Read literally, the capturing ball goes to the reservoir
  even when all corresponding pockets are empty (unlike the Multiplayer Mancala rules).
* **No balls:** "their turn is skipped until they have balls to move" (event `pass`).
* **End:** "The game is over when all the balls on the board have been played" (every pocket
  empty); most balls in the reservoir wins; equal best scores share the win.
* Touch-move ("once a player touches one of the balls in their pocket they must play") is not an
  engine rule: a submitted move is final.
* The engine's repetition rule (3rd occurrence ends the game, balls to the owners of their
  pockets) guards the variations in which play could cycle (no captures + no free turns).

## Variations (options, combinable)

| option | rule | dimensions |
|---|---|---|
| `three_balls` | start with 3 balls | `seeds_per_pit=3` |
| `five_balls` | start with 5 balls | `seeds_per_pit=5` |
| `faster_game` | the game ends when the first player has cleared all their pockets; balls in pockets are not counted | `end_check=immediate`, `sweep=none` |
| `no_captures` | last ball in an own empty pocket just ends the turn | `cross_capture=false` |
| `no_last_ball` | capture, but the capturing ball stays | `capture_includes_sowing_seed=false` |
| `no_free_turns` | no free turn for a last ball in the reservoir | `extra_turn_on_store=false` |

## Position JSON

Always 4 rows in `pits` and 4 `stores` (seat s+1 sits to the right of seat s); the rows and
reservoirs of unused seats are all zeros, and `to_move` is always an active seat.

## Worked examples

* W1 (2 players, seats 0 and 2): `seat0: 0 0 0 0 0 3`, pocket 5 → reservoir, seat 1 skipped, seat 2
  pockets 0 and 1; the turn ends.
* W2 (4 players): `seat0: 0 1 0 0 0 0`, pocket 2 of seats 1-3 empty; pocket 1 → pocket 2 (empty) →
  the lone ball goes to the reservoir.

**Second reading.** None exists. Searched: Ludii's sowing descriptions (its only four-player one,
Dongjintian (Four Players), is another game); MancalaGames (two players only; its two-player
boards capture the opposite hole 5−j, where this sheet's two players on opposite sides take the
corresponding pocket j); public code for four-player and square-board mancala. The instructions'
worked examples are the golden playthroughs (docs/conformance.md).
"""
TEXT += agreement_text(
    RULES,
    ('The Mancala for 4 '
     "texts do not mention it, but players may always agree to stop a game, and the rules sheet's Owari, the Mancala"
     " leaflet's stalemate and the Multiplayer Mancala rules' Oware all end games this way."),
)

VARIANT = Variant(
    id="mancala-for-4",
    name="Mancala for 4",
    summary="Four-sided board for 2 to 4 players; captures from the corresponding pockets of every player.",
    rules=RULES,
    region="Modern",
    rules_version="1.0.0",
    sources=(SS_MANCALA_FOR_4,),
    rules_text=TEXT,
    house_rules=frozenset({"active_seats", "seeds_per_pit", "end_check", "sweep", "cross_capture",
                           "capture_includes_sowing_seed", "extra_turn_on_store"}),
    seats=(2, 3, 4),
    aliases=("mancala_for_4", "w13648"),
    variations=VARIATIONS,
    players_option="players",
    # D-18: "If less than 4 players are playing, leave those pockets empty at all times".
    seatings=((2, 4, (0, 2)), (3, 4, (0, 1, 2)), (4, 4, ())),
    notation="numbers",
)
