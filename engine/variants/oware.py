"""Oware / Abapa (seeds 001, 002)."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import MANCALA_LEAFLET, MULTIPLAYER_RULES, Sample, Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=False,
    capture_counts=(2, 3),
    capture_chain=True,
    grand_slam=GrandSlam.NO_CAPTURE,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    capture_majority_wins=True,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Oware (Abapa)

Two players, 2×6 pits, **4 seeds** each (48). Stores hold captures only and are never sown
(the Multiplayer Mancala rules' Oware: "House is only to collect captured stones").

* **Move.** Sow an own non-empty pit anticlockwise, one seed per pit. The origin pit is
  skipped whenever the sowing comes round to it ("skipping only the starting hole while sowing
  more than 11 stones"), so it is always empty after the move.
* **Capture.** Last seed in an opponent pit that now holds 2 or 3: capture it, then the
  preceding pit (index −1) while it holds 2 or 3 and is still on the opponent's row. Counts are
  taken after the whole sowing. Own pits are never captured.
* **Grand slam.** A move whose captures would leave the opponent with no seeds is legal
  but captures nothing (`grand_slam=no_capture`, the Abapa / international convention).
  The option takes all seven conventions: `no_capture`, `forbidden`, `capture_all`,
  `capture_then_feed`, `opponent_gets_remaining`, `leave_leftmost`, `leave_rightmost`.
* **Feeding.** If the opponent has no seeds at the start of your turn, only moves that leave
  them at least one seed are legal. If there is none, the game ends and you take the seeds
  left (they are all on your side).
* **End.** A store of 25 or more ends the game at once (`capture_majority_wins`: more than half
  of all seeds); the seeds still on the board then go to the owner of the side they lie on.
  24–24 is a draw.
* **Cycles.** The 3rd occurrence of the same position with the same player to move ends
  the game and each player captures the seeds on their own side (`repetition_count` 1–5,
  `cycle_split`: `own_side`, `halves`, `discard` or `draw`).

Worked examples: O1 opening; O2 chain of 7; O3 every grand-slam convention;
O4 12-seed lap with the origin skipped and a chain that stops at the own row.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's
pit 5−*i*; `history` holds the keys of the positions since the last capture (repetition rule).
OpenSpiel's `oware` is this game with `repetition_count=1` (it ends at the first repetition).

## Awalé (Côte d'Ivoire) and Ouril (Cape Verde)

Both names are played by these rules, and the ids `awale` and `ouril` are aliases of
this entry. The published rule sets checked agree with Abapa on every rule dimension:

* **Awalé.** The French-language rule sets (French Wikipedia "Awalé"; the Geneva games library's
  sheet, which says the Akan/Dioula rules of Côte d'Ivoire are, "à quelques détails près", those of
  the international federation; the École Centrale de Lille sheet) describe 4 seeds per pit, an
  anticlockwise sowing that skips the origin from 12 seeds on, chained captures of 2 and 3 on the
  opponent's row only, the obligation to feed, and the end with the seeds left to the owner of their
  side. One difference is one of emphasis, not of rule: the Lille sheet ends the game only when a
  player cannot move (no "25 wins" rule); since captures are never lost, a store of 25 decides the
  game either way, so the outcome is the same (option `capture_majority_wins=false` plays it out).
* **Ouril.** The Cape Verde rules (German Wikipedia "Ouril"; Ludii "Uril", after Braz Dias & Braz
  Dias 2020) give the same board, sowing, origin skip, chained 2-3 captures and 25-seed win. Their
  feeding rule reads "play so as to place counters in their row" (option `must_feed=sow_seeds`);
  with this entry's grand-slam rule a move that sows into the empty row always leaves the opponent
  a seed, so it allows exactly the moves `must_feed=leave_seeds` allows. Both texts are silent on
  the grand slam: this entry's `no_capture` applies (option `grand_slam` for the others).
"""
TEXT += agreement_text(
    RULES,
    ("The Multiplayer Mancala rules' Oware: \"When both players decide that continuing will only lead to going round "
     'in circles in such a case each player keeps the stones on their side".'),
)

VARIANT = Variant(
    id="oware",
    name="Oware (Abapa)",
    summary="Oware with the international (Abapa) conventions: 2-3 captures, feeding, 25 wins.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(MANCALA_LEAFLET, MULTIPLAYER_RULES,
             Source("Oware Society Abapa rules", "http://s.helan.free.fr/awele/rules/"),
             Source("Ludoteka: Oware", "https://ludoteka.com/oware.html"),
             Source("Wikipédia (fr): Awalé", "https://fr.wikipedia.org/wiki/Awal%C3%A9"),
             Source("Ludothèque de Genève: Awalé", "http://genevejoue.ch/locge/index.php?page=Jeux/jeux_details&numJeu=131"),
             Source("École Centrale de Lille: Règle de l'Awélé", "http://rb.ec-lille.fr/perso/awele.html"),
             Source("Wikipedia (de): Ouril", "https://de.wikipedia.org/wiki/Ouril"),
             Source("Ludii: Uril (after A. and J. Braz Dias 2020)", "https://ludii.games/details.php?keyword=Uril")),
    rules_text=TEXT,
    house_rules=frozenset({"grand_slam", "repetition_count", "cycle_split"}),
    aliases=("abapa", "oware-abapa", "awale", "ouril"),
    samples=(
        Sample("grand-slam-forbidden", 6, {"grand_slam": "forbidden"}, note="Ludii Oware (docs/rules/oware.md)"),
        Sample("repetition-count-1", 7, {"repetition_count": 1},
               note="ends at the first repetition, as OpenSpiel's oware"),
    ),
    notation="letters",
)
