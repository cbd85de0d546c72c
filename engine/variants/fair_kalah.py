"""FairKalah (Neller and Ludii, 2021): Champion's Kalah with empty captures, started from a position
made fair by moving one seed (board 1 of the 254 fair starts; any other by ``start_pits``)."""

from engine.rules import EndCheck, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    # FairKalah board 1: one seed moved from South's fifth pit to its third, North's row as in Kalah
    start_pits=(4, 4, 5, 4, 3, 4, 4, 4, 4, 4, 4, 4),
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    cross_capture=True,
    # "that piece and any opposite are captured": the empty capture of the patent
    empty_capture=True,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=True,
    end_check=EndCheck.IMMEDIATE,
    sweep=Sweep.OWNER,
)

TEXT = """\
# FairKalah

Kalah as William Julius Champion patented it (US 2,720,362), started from a **fair** position:
Todd Neller's study of Kalah found that two perfect players win the first player ten seeds from the
standard start, and that moving one or two seeds of the standard start makes 254 starts from which
two perfect players draw. Two players, 2×6 pits and a store on each player's right; 48 seeds.

* **Start (board 1).** Four seeds in every pit, except that one seed of the first player's fifth pit
  from the left is moved to their third: South `4 4 5 4 3 4`, North `4 4 4 4 4 4`. Every other
  fair board without a seed in a store is played with option `start_pits` (twelve counts, South's
  row from its left, then North's from its left): board 2 is `4 4 5 4 4 4 4 3 4 4 4 4`, one seed of
  North's second pit moved to South's third.
* **Move.** Sow the seeds of an own pit one by one anticlockwise, into your own store and not your
  opponent's. A sowing of 13 or more sows into its own (emptied) pit again.
* **Extra turn.** Last seed in your own store: you move again.
* **Capture.** "If the last piece is placed in a player's empty pit, that piece and any opposite are
  captured and put in the player's scoring pit": the last seed is taken even when the pit opposite
  is empty (the patent's empty capture).
* **End.** "When one player has no pieces in any of their play pits, the game ends" at once,
  whoever moved; "The other player captures all of the other pieces": each player takes the seeds
  on their own side.
* **Winner.** Most seeds; 24–24 is a draw.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit 5−*i*.
"""
TEXT += agreement_text(
    RULES,
    "The sources do not mention it; as for Kalah, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="fair-kalah",
    name="FairKalah",
    summary="Kalah with empty captures from a fair start (one seed of South's fifth pit moved to its third; any of the 254 fair boards by start_pits).",
    rules=RULES,
    region="Americas",
    rules_version="1.0.0",
    sources=(Source("Todd W. Neller: FairKalah: Fair Mancala", "http://cs.gettysburg.edu/~tneller/games/fairkalah/index.html"),
             Source("Ludii: FairKalah (Todd Neller, after the Kalah patent US 2,720,362)",
                    "https://ludii.games/details.php?keyword=FairKalah")),
    rules_text=TEXT,
    house_rules=frozenset({"start_pits", "empty_capture"}),
    aliases=("fairkalah",),
    notation="numbers",
)
