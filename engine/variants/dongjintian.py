"""Dongjintian (China, Eagle 1995): 2×5 holes of 5 counters, either direction each turn, relay from
the next hole, captures beyond an empty hole chained along alternate empty and occupied holes."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=5,
    seeds_per_pit=5,
    direction=Direction.PLAYER_CHOICE,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    capture_beyond_empty=True,
    capture_beyond_chain=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    cycle_split=CycleSplit.DISCARD,
)

TEXT = """\
# Dongjintian

A Chinese game described to Vernon Eagle by Wang Hongbin (Eagle 1995, pp. 57–58): the "pussa
kanawa" sowing of South and Southeast Asia on a small board. Two players, 2×5 holes, **5
counters** in every hole (50 in all); captured counters are kept in hand (a store that is never
sown).

* **Move.** Take all the counters of an own non-empty hole and sow them one by one into the
  following holes, round both rows, **in either direction**: the player chooses it for the turn
  and every lap of the turn goes the same way.
* **Relay from the next hole.** When the last counter of a lap has been dropped, take all the
  counters of the **next** hole and sow them on in the same way, starting with the hole after it.
* **Capture beyond an empty hole.** When the hole after the last counter's hole is empty, take
  the counters of the hole after it, on either row; then, while an empty hole is followed by an
  occupied one, take that one too, "until there are two occupied or two empty holes in a row".
  The turn ends; when the hole beyond the empty hole is empty as well, nothing is captured.
* **Pass.** A player with no counter in their row passes; the other player moves again.
* **End.** The game ends when no counter is left on the board; most counters captured wins,
  25–25 is a draw.

## Sources and where they differ

Eagle's description is known here through Ludii's *Dongjintian* (its rules text and encoding, the
only independent implementation). The encoding differs in three places:

* its capture chain stops after at most four holes (this entry goes on as long as the pattern
  does, as the rules text says);
* the direction a turn was played in stays imposed on the following turns until a capture is
  made (an artefact of the variable that keeps the laps of one turn in one direction; the rules
  text says only "sowing can happen in either direction", which this entry follows turn by turn);
* it ends the game when at most one counter is left, that counter counting for nobody.

Compared ply by ply with that program both ways (docs/conformance.md, rulings L-DJ1 to L-DJ3),
these three are the only differences: the first two are decided by Ludii's own rules text, as
below; the third is a source ambiguity (Eagle gives no end rule), this entry's reading kept.

Rulings:

* **The direction**: chosen for each turn (`direction=player_choice`, the move names it), all
  the laps of the turn going the same way.
* **The capture**: `capture_beyond_empty` with `capture_beyond_chain`, read on the board as the
  last lap left it, on either row, never taking a hole twice; the turn ends after it.
* **The end**: a player with an empty row passes (`empty_mover=pass`, `end_check=at_turn_start`)
  and the game ends with an empty board. A last lone counter can only circle the board, so the
  game also ends at a repeated position (3rd occurrence, same player to move), an agreed end or the
  move limit, and then the counters left count for nobody (`cycle_split=discard`), as Ludii's end
  at one counter left; option `cycle_split=own_side` gives them to the owner of their row.
* **What the sources leave open**: South (seat 0) moves first; a lap that comes round to the
  hole it started from sows into it (option `origin`); every relay is bounded by the engine's turn
  limit, the capture rule then applying where that lap ended.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S4 then N0…N4,
clockwise sowing the other way round.
"""
TEXT += agreement_text(
    RULES,
    ("The Dongjintian sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="dongjintian",
    name="Dongjintian",
    summary="Chinese 2×5 game of 5 counters: either direction each turn, relay from the next hole, captures beyond an empty hole chained along alternate empty and full holes.",
    rules=RULES,
    region="East Asia",
    rules_version="1.0.0",
    sources=(Source("Ludii: Dongjintian (after Eagle 1995, pp. 57-58)",
                    "https://ludii.games/details.php?keyword=Dongjintian"),),
    rules_text=TEXT,
    house_rules=frozenset({"capture_beyond_chain", "cycle_split", "origin", "repetition_count"}),
    samples=(
        Sample("counters-left-to-their-owner", 29, {"cycle_split": "own_side"},
               note="counters left at a repetition go to the owner of their row (ruling R-DJ3)"),
    ),
    notation="numbers",
)
