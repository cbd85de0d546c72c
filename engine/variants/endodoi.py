"""Endodoi (Maasai, Kenya and Tanzania): 2×10 holes of 4 seeds (boards of 2×6 to 2×12), relay
sowing, captures of the opposite hole with the capturing seed."""

from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=10,
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
# Endodoi

A game of the Maasai of Kenya and Tanzania, "played very quickly, to the point that an external
observer may find it hard to even distinguish individual moves" (Wikipedia). Two players,
**2×10 holes** (boards of 2×6 to 2×12), **4 seeds** in every hole (80 in all); the captured seeds
are kept in the two stores, which are never sown.

* **Move.** Take all the seeds of a non-empty hole of your own row and sow them one by one
  anticlockwise into the following holes, round both rows, passing over the stores.
* **Relay.** When the last seed falls into an occupied hole, on either row, take all the seeds
  of that hole (the last one included) and sow on from the next hole, until the last seed falls
  into an empty hole.
* **Capture.** When that empty hole is in your own row and the opposite hole holds seeds, take
  them and the capturing seed. An empty hole of the opponent's row, or an own empty hole facing
  an empty hole, captures nothing, and the turn ends.
* **End.** When the player to move has no seed in their row the game is over; the other player
  takes the seeds left in their own row. Most seeds wins; 40–40 is a draw.

Rulings:

* **The board**: the sources differ: Wikipedia's Endodoi says "a common number is 12" holes a
  row and 3 to 6 seeds a hole, its Mancala article "boards from 2×6 to 2×10"; boardandpieces
  plays 2×6 with 48 beans (4 a hole) and names "a larger board of 2×10"; the MancalaGames
  parameter files are `Endodoi` (2×6) and `Endodoi_10` (2×10, 4 seeds). This entry plays 2×10 with
  4 seeds, the long board two independent descriptions agree on; `pits_per_side` (6 to 12 in
  the sources) and `seeds_per_pit` (3 to 6) are house rules.
* **The capture**: boardandpieces: "If the last bean ... is dropped into an empty pit on the
  player's own side ..., the player may capture any beans from the opposite pit ... in addition
  to the single capturing bean ... if it is dropped into an empty pit on that player's side with
  no beans in the pit opposite from it, then no captures are made"; MancalaGames `xcpickown`
  agrees. Wikipedia's "he or she will capture this seed as well as any seed in the opposing
  hole" is read the same way; option `empty_capture=true` takes the lone seed too.
* **The end**: "When one of the players cannot move anymore, the game is over. The opponent
  captures all the seeds that are left on the board" (Wikipedia; boardandpieces: "the other
  player may capture any remaining beans from his own side"): checked at the start of a turn,
  the seeds left go to the owner of the row holding them. boardandpieces' "more than half of all
  available beans" wins is the same verdict as "most seeds".
* **What the sources leave open**: a relay that comes round to the hole it started from sows
  into it (option `origin`); a repeated position (3rd occurrence, same player to move) or the
  move limit ends the game with each player taking the seeds in their own row
  (`repetition_count`, `cycle_split`); every lap is bounded by the engine's turn limit .

MancalaGames' `Endodoi_10` (multi-lap, anticlockwise, cross capture from an own hole with the
capturing seed, the game over when there is no move) agrees with every rule above. En Gehé
(docs/rules/en-gehe.md) is the same game of the Maasai on rows of 40 to 50 holes. Ayoayo
differs in its captures, which leave the capturing seed.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
9−*i*. The notation is the letters notation, `A`–`J` and `a`–`j` (docs/records.md).

**Second reading.** Ludii has no Endodoi. MancalaGames' `Endodoi` parameters on 2×10 are compared
ply by ply both ways (docs/conformance.md); MancalaGames ends a game with fewer than two seeds left
(MG-FEW), where this entry plays on.
"""
TEXT += agreement_text(
    RULES,
    ("The Endodoi sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="endodoi",
    name="Endodoi",
    summary="Maasai game on 2×10 holes (2×6 to 2×12) of 4 seeds: relay sowing, captures of the opposite hole with the capturing seed.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(Source("Wikipedia: Endodoi", "https://en.wikipedia.org/wiki/Endodoi"),
             Source("Board and Pieces: Endodoi", "https://sites.google.com/site/boardandpieces/list-of-games/endodoi"),
             Source("MancalaGames (StoneShark): Endodoi_10 parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Endodoi_10.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "seeds_per_pit", "empty_capture", "origin", "repetition_count",
                           "cycle_split"}),
    aliases=("endodoy",),
    samples=(
        Sample("six-holes-empty-capture", 26, {"pits_per_side": 6, "empty_capture": True},
               note="the 2×6 board of boardandpieces with the lone seed banked (rulings R-ED1, R-ED2)"),
    ),
    notation="letters",
)
