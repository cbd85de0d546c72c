"""Mbangbi (Central Africa, after Russ): 2×5 holes of 8 seeds, the direction chosen at every move,
captures of 2 and 4 on the opponent's row with a chain back, single seeds never sown."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=5,
    seeds_per_pit=8,
    direction=Direction.PLAYER_CHOICE,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    min_seeds_to_move=2,
    cross_capture=False,
    capture_counts=(2, 4),
    capture_chain=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Mbangbi

A two-row game of Central Africa described by Laurence Russ (*Mancala Games*, 1984, p. 20). Two
players, **2×5** holes and a store at each end for captures; **8 seeds** in every hole (80 in all).

* **Move.** Take all the seeds of an own hole holding **2 or more** and sow them one by one in the
  direction you choose for this move, clockwise or anticlockwise (the move is `{"pit": i,
  "direction": "cw"}` or `"ccw"`). A single seed is never sown. A hole of 10 or more seeds goes
  round the board: the hole the move started from is skipped.
* **Capture.** When the last seed makes a hole of the opponent's row hold **2 or 4**, those seeds
  are captured, then the hole sown just before it, and so on back along the opponent's row while
  each holds 2 or 4. Own holes are never captured.
* **Pass.** A player with no hole of 2 or more seeds passes until they can move again.
* **End.** The game ends when neither player can move; the seeds left go to the owner of their
  row. Most seeds wins; 40–40 is a draw.

Rulings:

* **Which source decided what**: every rule above is Russ's, as the MancalaGames parameter
  file "Mbangbi" (after Russ 1984, p. 20) gives it: 5 holes, 8 seeds, the direction chosen at each
  move (`udir_holes` all), 2 seeds to move (`min_move`), captures of 2 and 4 on the opponent's row
  with the chain (`capt_on`, `multicapt`), passes (`mustpass`), the seeds left to the owner of
  their row. No other published account was found (no Ludii or Mancala World entry); the entry is
  kept for that independent implementation.
* **The starting hole**: MancalaGames skips the starting hole on a lap and notes that Russ's
  text leaves it unclear; this entry does the same (`origin=skip_turn_origin`; option
  `sow_into`).
* **Grand slam, feeding**: Russ has neither rule; a capture may empty the opponent's row
  (`grand_slam=capture_all`, MancalaGames' default) and the emptied player passes.
* **What the sources leave open**: the 3rd occurrence of the same position with the same
  player to move ends the game, each player taking the seeds on their own row, as in Oware
 .

Position: `pits[seat]` from the seat's own left; the opposite of hole *i* is the other seat's hole
4−*i*.

**Second reading.** Ludii has no Mbangbi. MancalaGames' `Mbangbi` parameters are compared ply by
ply both ways (docs/conformance.md): they agree except on the capture chain of a move sown
clockwise (MG-MB1). MancalaGames fixes its chain's direction opposite the game's usual sowing, so
after a clockwise move its chain runs on clockwise, away from the holes just sown. Its own text ("an
unbroken group of holes containing 2 or 4 seeds immediately preceding the final hole sown") and
Russ decide for this entry, whose chain runs back along the holes sown whichever way the move went.
"""
TEXT += agreement_text(
    RULES,
    ("Russ does not mention it; as in Oware, players may always agree to stop a "
     "game."),
)

VARIANT = Variant(
    id="mbangbi",
    name="Mbangbi",
    summary="Central African 2×5 game of 8 seeds: the direction chosen at each move, captures of 2 and 4 with a chain, no single-seed moves.",
    rules=RULES,
    region="Central Africa",
    rules_version="1.0.0",
    sources=(Source("MancalaGames (StoneShark): Mbangbi parameters, after Russ 1984 p. 20",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Mbangbi.txt"),
             Source("Laurence Russ, Mancala Games (Reference Publications, 1984), p. 20")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "grand_slam", "must_feed", "repetition_count", "cycle_split"}),
    notation="numbers",
)
