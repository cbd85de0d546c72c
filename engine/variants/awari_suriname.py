"""Awari of Suriname (Ndyuka): Oware's 2-3 captures, the starting hole left empty, feeding, no grand
slam, the game over when no hole holds more than one seed."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=False,
    capture_counts=(2, 3),
    capture_chain=True,
    grand_slam=GrandSlam.FORBIDDEN,
    extra_turn_on_store=False,
    must_feed=MustFeed.SOW_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.SINGLES,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DISCARD,
)

TEXT = """\
# Awari (Suriname)

The Awari of the Ndyuka (Djuka) Maroons of Suriname (also *Adji-pre*, *Langa-holo*), recorded by
Melville J. Herskovits (1932, "Wari in the New World"), a close relative of Oware. Two players, 2×6
holes, **4 seeds** in each (48); the stores at the ends hold captures only and are never sown.

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise. The
  hole the move started from "must remain empty throughout the player's turn": a sowing of 12 or
  more seeds passes over it.
* **Capture.** When the last seed falls into a hole of the opponent's row holding one or two seeds
  (making two or three), those seeds are captured, and so are the holes before it on the
  opponent's row, back to the first that does not hold two or three. Own holes are never captured.
* **Feeding.** If the opponent has no seeds in their holes, you must sow into their row if you can;
  if you cannot, the game ends.
* **No grand slam.** A move that would leave the opponent without seeds may not be played.
* **End.** The game ends when no hole holds more than one seed (every hole empty or single).
  "The player who captured the most counters wins": the seeds left on the board are not counted.

Rulings:

* **Which source decided what**: every rule above is Herskovits's account as Ludii's "Awari"
  gives it (its rules text and program, DLP evidence after Herskovits 1932: 29-30); it is the only
  published account found. The chain "provided the player's sowing caused them" adds nothing to
  Oware's chain: a single lap sows every hole of the opponent's row before the last one.
* **Grand slam**: Herskovits does not speak of it; Ludii's program lets no move leave the
  opponent without seeds (`ifAfterwards`), so `grand_slam=forbidden` here (option `no_capture`, the
  Abapa convention).
* **The end**: the game ends at the start of a turn when every hole holds 0 or 1 seed
  (`end_check=singles`, reason `singles_only`); those seeds and the seeds of a player who must feed
  and cannot are not counted (`sweep=none`, as Ludii scores the captures only). Option
  `sweep=owner` gives them to the owner of their row.
* **Cannot feed** (docs/conformance.md L-AW1): Herskovits says only that the opponent must feed
  "if possible"; the engine ends the game there and counts the captures ("The player who captured
  the most counters wins"). Ludii's program has no move for that player: both players pass and
  it ends the game with no score, a draw.
* **Only grand slams left** (L-AW2): Herskovits is silent (no grand slam rule at all); a player
  whose every move would leave the opponent without seeds ends the game and takes the seeds
  left, as the catalogue's Oware with grand slams forbidden (`only_grand_slams_to_mover`).
  Ludii's program makes that player pass and the opponent plays on.
* **What the sources leave open**: the 3rd occurrence of the same position with the same
  player to move ends the game, the seeds left uncounted, as at the end (`cycle_split=discard`).
  MancalaGames has no Ndyuka Awari; its "Wari" (after Russ) differs by ending when a player cannot
  move and by counting the seeds left.

Position: `pits[seat]` from the seat's own left; the opposite of hole *i* is the other seat's hole
5−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("Herskovits does not mention it; as in Oware, players may always agree to stop "
     "a game, the seeds left uncounted as at the end."),
)

VARIANT = Variant(
    id="awari-suriname",
    name="Awari (Suriname)",
    summary="Ndyuka Awari of Suriname: Oware's 2-3 captures and feeding, no grand slam, over when no hole holds two seeds.",
    rules=RULES,
    region="Americas",
    rules_version="1.0.0",
    sources=(Source("Ludii: Awari (after Herskovits 1932: 29-30)", "https://ludii.games/details.php?keyword=Awari"),
             Source("M. J. Herskovits 1932, 'Wari in the New World', Journal of the Royal Anthropological "
                    "Institute 62: 23-37")),
    rules_text=TEXT,
    house_rules=frozenset({"grand_slam", "sweep", "repetition_count", "cycle_split"}),
    aliases=("adji-pre", "langa-holo"),
    notation="letters",
)
