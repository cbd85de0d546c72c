"""Ünee Tugalluulax (Kazakhs of western Mongolia): 2×3 holes of 6 balls, single laps clockwise, a
last ball making four in an own hole captures them; the first repeated position ends the game."""

from engine.rules import CountSides, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=3,
    seeds_per_pit=6,
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.SINGLE,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.OWN,
    capture_chain=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.LAST_MOVER,
    repetition_count=2,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Ünee Tugalluulax

*Үнээ тугаллуулах*, "let the cows calve": the game of the Kazakhs of western Mongolia, near the
Chinese border, first described by N. Namzhildorzh (1963) and by Popova (1974). It is played with
dung balls (*khorgol*) on a very small board (*khölög*) and a game usually lasts more than 150
moves. Two players, 2×3 holes, **6 balls** in every hole (36 in all); captured balls are kept
beside the board (a store that is never sown).

* **Move.** Take all the balls of an own non-empty hole and sow them one by one **clockwise**
  (the "male direction" in Mongolia) into the following holes of both rows, the first ball into
  the next hole. A sowing of 6 or more balls comes round to the hole it started from and sows
  into it like any other hole.
* **Capture.** When the last ball makes a hole **of your own row** hold exactly **four** balls,
  take them (the calf is born); the turn ends. Nothing else captures.
* **End.** The game ends when the player to move cannot move (their row is empty): the balls
  still on the board go to the player who moved last. It also ends when a board position repeats
  (the same position with the same player to move), each player then taking the balls on their
  own row. Most balls wins; 18–18 is a draw.

The holes' names follow the cow's life: one ball is *ünee* (a cow), two *bux ünee khojor* (cow and
bull), three *ünee delegnene* (a cow with a swollen udder) and four the calf.

## Sources and where they differ

* Mancala World's *Ünee Tugalluulax* (after Namzhildorzh 1963) gives the 2×3 board of six balls a
  hole, clockwise sowing, the capture of four in an own hole by the last ball, the end when a
  player cannot move ("the remaining balls are captured by the player who was able to move
  last") and the end at a repeated position, whose traditional scoring "is unknown". Its
  example of a cycle was found by Jörn Eichler in 2009.
* Ludii's *Unnee Tugalluulax* (rulesets "Popova (Scholarly)" after Popova 1974, and "Mancala
  World (Suggested)") plays on a **2×6** board of six a hole, captures the last hole sown when it
  makes four on **either** row, ends when the player to move has no move or (Mancala World
  ruleset) at a repeated state, and scores each player's captures plus the balls on their own row.

Rulings:

* **The board**: 2×3 with Mancala World, which reports Namzhildorzh's "very small boards"; the
  2×6 board of Ludii's Popova ruleset is option `pits_per_side=6` (72 balls).
* **The capture**: only in the mover's own row, with Mancala World ("one of your own holes");
  Ludii's encoding captures a four the last ball makes on either row: option
  `count_capture_sides=any`. The four is taken alone (no chain of neighbouring fours).
* **The end**: a player who cannot move ends the game and the player who moved last takes the
  balls left (`empty_mover=game_ends`, `end_check=at_turn_start`, `sweep=last_mover`), with
  Mancala World. Ludii gives each player their own row's balls instead, which here is the same:
  the row of the player who cannot move is empty, so every ball left lies on the row of the
  player who moved last.
  A repeated position ends the game at its first repetition (`repetition_count=2`: the second
  occurrence with the same player to move), as both Mancala World and Ludii's suggested ruleset
  say; since the traditional scoring is unknown, each player then takes the balls on their own
  row (`cycle_split=own_side`), as Ludii's score does. An agreed end or the move limit ends the
  game the same way.
* **What the sources leave open**: South (seat 0) moves first; a sowing that comes round to
  its starting hole sows into it (no source skips it; option `origin`).

Position: `pits[seat]` from the seat's own left; clockwise sowing runs from a hole to its left
neighbour along the own row (S2, S1, S0), then along the opponent's row (N2, N1, N0) and back to
S2. The opposite of pit *i* is the other seat's pit 2−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("The Ünee Tugalluulax sources do not mention it; as for Kalah, players may always "
     "agree to stop a game."),
)

VARIANT = Variant(
    id="unee-tugalluulax",
    name="Ünee Tugalluulax",
    summary="Mongolian 2×3 game of 6 balls a hole: clockwise single laps, four made in an own hole by the last ball is captured, the first repetition ends the game.",
    rules=RULES,
    region="East Asia",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Ünee Tugalluulax (after Namzhildorzh 1963)",
                    "https://mancala.fandom.com/wiki/%C3%9Cnee_Tugalluulax"),
             Source("Ludii: Unnee Tugalluulax (Popova 1974; Mancala World ruleset)",
                    "https://ludii.games/details.php?keyword=Unnee%20Tugalluulax")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "count_capture_sides", "origin", "repetition_count",
                           "cycle_split"}),
    aliases=("unee-tugaluulax", "unnee-tugalluulax"),
    samples=(
        Sample("ludii-popova", 26, {"pits_per_side": 6, "count_capture_sides": "any"},
               note="Ludii's Popova board (2x6) and fours captured on either row (rulings R-U1, R-U2)"),
    ),
    notation="letters",
)
