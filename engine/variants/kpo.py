"""Kpo (Liberia, Vai): single-lap sowing, a last seed making 2 or 3 in any hole captures it."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.SINGLE,
    cross_capture=False,
    capture_counts=(2, 3),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Kpo

The game of the Vai (Vei) of Liberia and Sierra Leone, described to Stewart Culin by Prince Momolu
Massaquoi, son of the Vai king (Culin 1896, pp. 603-604). *Kpo* mimics the sound of the seeds tossed
into the holes; the chiefs' boards were of ivory ornamented with gold. Two players, 2×6 holes, **4
seeds** in each (48), and "large holes at the ends" that hold captures (never sown).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise into
  the following holes of both rows (a single lap).
* **Capture.** "When the last counter falls into a hole, and it now contains two or three counters,
  these are captured", on either row; only that hole is taken.
* **End.** The game ends when the player to move has no seed; each player adds the seeds on their
  own row to their captures, and the most seeds wins (24-24 is a draw).

Rulings:

* **The sources**: Culin's account (as Ludii records it, DLP evidence 678, ruleset "Momolu
  Massaquoi (Observed)") decides the board, the seeds, the direction and the capture; it says nothing
  of the end, so Ludii's implementation decides it: the game ends when the next player cannot move,
  scored by the captures plus the seeds on one's own row (`empty_mover=game_ends`, `sweep=owner`).
* **What the sources leave open**: "a hole" is read as on either row, as Ludii does
  (`count_capture_sides=any`; option `opponent` plays the Oware reading); only the last hole is
  taken, with no chain backwards (Culin names none; option `capture_chain=true` with
  `count_capture_sides=opponent` chains as Oware does). There is no feeding rule. A lap of 12 or more
  seeds sows into the hole it started from (`origin=sow_into`, as Ludii). A repeated position (3rd
  occurrence, same player to move), an agreement or the move limit ends the game with the seeds on
  the board going to the owner of their row, as at the end.
* **What this entry leaves out**: Culin's three- and four-player games (3 seeds a hole, each
  player owning holes on both rows, sowing either way, the capture taken from the next hole) need a
  board the engine cannot seat; this entry is the two-player game.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
5−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("The Kpo sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="kpo",
    name="Kpo",
    summary="Vai single-lap game (Liberia): a last seed making two or three in any hole captures it.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Culin 1896, Mancala, the National Game of Africa, pp. 603-604 (Project Gutenberg 66220)",
                    "https://www.gutenberg.org/ebooks/66220"),
             Source("Ludii: Kpo (DLP evidence 678, after Culin 1896)", "https://ludii.games/details.php?keyword=Kpo")),
    rules_text=TEXT,
    house_rules=frozenset({"count_capture_sides", "capture_chain", "sweep", "cycle_split"}),
    aliases=("poo",),
    notation="letters",
)
