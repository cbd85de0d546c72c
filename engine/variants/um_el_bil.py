"""Um el-Bil (southern Tunisia, Ayoub 1991): four seeds a hole, single laps, a last seed that falls
into an empty hole of either row is taken; the game's first move is sown from the first player's
right-hand hole (an opening, ``opening_plies``/``opening_pits``)."""

from engine.options import Variation
from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.SINGLE,
    cross_capture=False,
    capture_counts=(1,),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    opening_plies=1,
    opening_pits=(5,),
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Um el-Bil

A game of southern Tunisia, recorded by Abderrahman Ayoub around 1988 ("100 jeux traditionnels du
sud du Tunisie", 1991, pp. 20-21). It was played in holes dug in the ground with camel droppings,
shells or nuts as counters. Two players, 2×6 holes (7 or 8 a row were seen too: option `holes`),
**4 seeds** in each (48). Captured seeds are kept aside; no hole is sown for them.

* **The opening.** "The first player sows from the hole on their right": the game's first move is
  sown from the first player's right-hand hole (their pit 5). From the second move on, a player
  sows from any non-empty hole of their row.
* **Move.** Take all the seeds of the hole and sow them one by one anticlockwise from the next
  hole, round both rows; a sowing of 12 or more comes round to its starting hole and sows into it
  too. One lap: "When the final counter lands in an occupied hole, the turn ends."
* **Capture.** "When the final counter lands in an empty hole, that counter is captured", in
  either row; nothing else is taken.
* **Pass.** A player with no seed in their row passes; the other plays on.
* **End.** The game ends when every seed has been taken. "The player who captures the most
  counters wins"; 24–24 is a draw.

Rulings:

* **The sources**: Ayoub's account, as the Digital Ludeme Project records it (Ludii's "'Um
  el-Bil", DLP.Games 1783, rulesets for 6, 7 and 8 holes a row), decides every rule above; no
  other account of the game was found.
* **The opening move is the game's first move only**: the text names the first player's first
  sowing, not the second player's (`opening_plies=1`, `opening_pits=5`, the right-hand hole as
  the player sees it; Ludii's program, compared, does the same).
* **The empty hole may be on either row**: the text says "an empty hole" without naming a row,
  and Ludii's program takes the seed on both rows (`capture_counts=1` on any side,
  `count_capture_sides=any`).
* **What the sources leave open**: a player whose row is empty passes (Ludii's program passes
  too) and the game goes on until the board is empty. Seeds may circle without ever landing
  alone; the 3rd occurrence of the same position (same player to move), an agreement or the move
  limit then ends the game, each player taking the seeds on their own row.

Position: `pits[seat]` from the seat's own left; pit 5 is the seat's right-hand hole.
"""
TEXT += agreement_text(RULES, "Ayoub's text has no ending by agreement; it is this catalogue's house rule for endless games.")

HOLES = Variation("holes", "Holes a row, as Ayoub saw them: 6 (the default), 7 or 8; the opening move is sown from the "
                  "right-hand hole of the row (pits_per_side, opening_pits).",
                  tuple((n, (("pits_per_side", n), ("opening_pits", (n - 1,)))) for n in (6, 7, 8)),
                  default=6)

VARIANT = Variant(
    id="um-el-bil",
    name="Um el-Bil",
    summary="Southern Tunisia: single laps from a fixed first move, a last seed in an empty hole of either row taken.",
    rules=RULES,
    region="North Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: 'Um el-Bil (after Ayoub 1991, pp. 20-21)", "https://ludii.games/details.php?keyword=Um+el-Bil"),),
    rules_text=TEXT,
    house_rules=frozenset({"opening_plies", "repetition_count", "cycle_split"}),
    variations=(HOLES,),
    samples=(Sample("eight-holes", 41, {"holes": 8}, note="the 2×8 board Ayoub also saw, the opening from pit 7"),),
    notation="letters",
)
