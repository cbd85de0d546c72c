"""En Gehé (Maasai, northern Tanzania): 2×40 holes of 4 seeds (rows of 40 to 50), relay sowing,
captures of the opposite hole; the longest rows of the catalogue."""

from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=40,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# En Gehé

The game of the warriors of the Loitha and Kisonga Maasai of northern Tanzania, first described
by Moritz Merker (*Die Masai*, 1904), played by two teams on rows of holes dug into the ground:
"one of the biggest mancala boards". Two sides, **2×40 holes** (rows of 40 to 50), **4 seeds**
in every hole (320 in all). The captured seeds are kept beside the board (the engine's stores,
never sown).

* **Move.** Take all the seeds of a non-empty hole of your own row and sow them one by one
  anticlockwise into the following holes, round both rows.
* **Relay.** When the last seed falls into an occupied hole, on either row, take all the seeds
  of that hole (the last one included) and sow on from the next hole. The turn ends when the
  last seed falls into an empty hole.
* **Capture.** When that empty hole is in your own row and the opposite hole holds seeds, take
  them and the seed that made the capture. An empty hole of the opponent's row, or an own empty
  hole facing an empty hole, captures nothing.
* **End.** The game ends when the side to move has no seed in its row; the other side takes the
  seeds left in its own row. Most seeds wins; 160–160 is a draw.

Rulings:

* **The board**: Mancala World and Wikipedia give rows of 40 to 50 holes, Ludii's "En Gehe"
  (after Merker 1904: 37) offers 40 to 50 and starts at 40: the default is 2×40 and
  `pits_per_side` (the engine's rows reach 50) plays the other boards; 4 seeds a hole in every
  source. The teams of six to eight players are one seat each.
* **The capture**: Ludii's description and Mancala World take the capturing seed only when
  something is captured ("If anything was captured, then the stone which caused the capture is
  also taken"); Wikipedia's shorter "any seeds in the opposite pit are captured ... together
  with the seed that captured them" is read the same way. Option `empty_capture=true` takes the
  lone seed also from an own empty hole facing an empty hole.
* **The end**: "The game ends when one team can't move. The stones which are still left on
  the board, are captured by the team which could move" (Mancala World; Ludii ends the game when
  the mover has no move and scores each side's captures plus the seeds in its row): checked at
  the start of a turn, the seeds left go to the owner of the row that holds them.
* **What the sources leave open**: a relay that comes round to the hole it started from sows
  into it (Ludii's track has no skip; option `origin`); a repeated position (3rd occurrence, same
  side to move) or the move limit ends the game with each side taking the seeds in its own row
  (`repetition_count`, `cycle_split`). Every lap is bounded by the engine's turn limit : a relay that would go round for ever is cut at the lap limit.

Ludii's "En Gehe" (a second, independent reading of the rules) agrees with every rule above:
relay on an occupied hole, a capture of the opposite hole and the last seed from an own empty
hole, the game over when the mover cannot move. The notation is the numbers notation (rows
longer than the 26 letters A–Z: docs/records.md).

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
39−*i* (on rows of *n* holes, *n*−1−*i*).
"""
TEXT += agreement_text(
    RULES,
    ("The En Gehé sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="en-gehe",
    name="En Gehé",
    summary="Maasai team game on 2×40 holes (rows of 40 to 50) of 4 seeds: relay sowing, captures of the opposite hole.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: En Gehé", "https://mancala.fandom.com/wiki/En_Geh%C3%A9"),
             Source("Wikipedia: En Gehé", "https://en.wikipedia.org/wiki/En_Geh%C3%A9"),
             Source("Ludii: En Gehe (after Merker 1904: 37)", "https://ludii.games/details.php?keyword=En%20Gehe")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "empty_capture", "origin", "repetition_count", "cycle_split"}),
    aliases=("engehe", "en-gehé", "guehe"),
    samples=(
        Sample("fifty-holes", 27, {"pits_per_side": 50}, max_plies=60,
               note="the widest board, 2×50 holes (ruling R-EG1)"),
    ),
    notation="numbers",
)
