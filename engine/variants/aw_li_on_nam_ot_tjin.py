"""Aw-li On-nam Ot-tjin (Borneo, Penihing; Lumholtz 1920 via Ludii): 2×9 holes of three sown
anticlockwise in single laps from holes of two or more; a last counter making the starting number
three takes that hole on either row; a game in which neither player can move is void."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=9,
    seeds_per_pit=3,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.SINGLE,
    min_seeds_to_move=2,
    cross_capture=False,
    capture_counts=(3,),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    void_when_neither_can_move=True,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.LAST_MOVER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Aw-li On-nam Ot-tjin

"Play on-nam fish", a game of the Penihing of central Borneo recorded by Carl Lumholtz (1920,
pp. 435-437) on a board (tu-tong ot-tjin) of two rows of nine holes with a larger hole at either
end. Two players, 2×9 holes, **3 counters** in each (54); each player's large hole holds the
counters they take and is never sown.

* **Move.** "A player picks up all of the counters in one of the holes on their side, depositing one
  in each consecutive hole in a counterclockwise manner." "Sowing cannot begin from a hole
  containing a single counter": a move lifts a hole of two or more.
* **Capture.** "If the last counter is placed in a hole with one less than the original starting
  number of counters (thus making the number of counters equal to the starting number), the player
  'makes a fish' (ára ot-tjin) and captures the pieces in that hole": a last counter making a hole
  of either row three takes those three into the mover's large hole. Nothing else is taken.
* **End.** "Play continues until one player cannot play, at which point their opponent captures the
  remaining counters on the board. The player with the most captured counters wins." A player to
  move whose holes are empty or hold single counters cannot play; the opponent, who moved last,
  takes every counter left.
* **Void game.** "If both players have only single counters in their holes, they must play again":
  when the player to move cannot play and the opponent could not play either, the game is void, to
  be played again (reason `void`): a draw whatever the large holes hold, the counters left not
  counted.

Rulings:

* **The source**: Ludii's description of Lumholtz (1920) decides every rule above, its rules text
  quoted. Ludii's rulesets start with 2, 3 (its default), 4 or 5 counters a hole ("3 counters,
  though 2 or 5 are also acceptable"); this entry starts with three; the others are the options
  `seeds_per_pit` and `capture_counts` set to the same number (the last counter makes the starting
  number). Mancala World and MancalaGames have no Aw-li On-nam Ot-tjin.
* **The void game, `void_when_neither_can_move`**: a rule dimension added for this game. The
  engine plays one game, so "they must play again" ends it as void: a declared draw, every player
  listed as a winner as for any draw, the stores as they stand. Ludii's program ends the same game
  as a draw.
* **What the source leaves open**: a sowing of eighteen or more counters laps the board and sows
  the hole it started from like any other (`origin=sow_into`), as Ludii's program does. A capture that leaves the opponent without
  counters is made. A repeated position (3rd occurrence, same player to move), an agreement or the
  move limit ends the game with the counters on the board going to the owner of their row
  (`cycle_split=own_side`).

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
8−*i*.

**Second reading.** Ludii's "Aw-li On-nam Ot-tjin" (its default, three counters) is compared ply by
ply both ways (docs/conformance.md).
"""
TEXT += agreement_text(
    RULES,
    ("Lumholtz does not mention it; as for Kalah, players may always agree to stop a game."),
)

VARIANT = Variant(
    id="aw-li-on-nam-ot-tjin",
    name="Aw-li On-nam Ot-tjin",
    summary="Penihing game of central Borneo: 2×9 of three, moves from holes of two or more, a last counter making three takes it on either row; a game where neither can move is void.",
    rules=RULES,
    region="Southeast Asia",
    rules_version="1.0.0",
    sources=(Source("Ludii: Aw-li On-nam Ot-tjin (after Lumholtz 1920: 435-437)",
                    "https://ludii.games/details.php?keyword=Aw-li%20On-nam%20Ot-tjin"),),
    rules_text=TEXT,
    house_rules=frozenset({"cycle_split"}),
    aliases=("aw_li_on_nam_ot_tjin", "ot-tjin"),
    notation="letters",
)
