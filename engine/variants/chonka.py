"""Chonka (Colombo, Sri Lanka; Parker 1909): relay sowing through the own store, the last seed in an
empty hole of either row takes itself and the hole opposite, and the first to hold half of the 98
shells wins (majority_at_half)."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, MajoritySweep, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=7,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    cross_capture_any_row=True,
    empty_capture=True,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    capture_majority_wins=True,
    majority_sweep=MajoritySweep.NONE,
    majority_at_half=True,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Chonka

*Pallankuli or Chonka* "as played in Colombo by Sinhalese, Tamils, and Muhammadans", recorded by
H. Parker in *Ancient Ceylon* (1909, pp. 599-600), a game "very different" from the Kandyan games
he describes before it. Two players, 2×7 holes and a store (the *tachi*) at each player's right,
**7 cowries** ("Dogs") in each hole, 98 in all.

* **Move.** Take the shells of an own non-empty hole and sow them one by one anticlockwise: after
  the last hole of the own row the next shell goes into the own tachi, then on along the
  opponent's row; the opponent's tachi is passed by. Shells in a tachi are never captured.
* **Relay.** When the last shell falls into an occupied hole, on either row, take all the shells of
  that hole and sow on from the next hole.
* **Capture.** "If his last shell fall in an empty hole, he captures both that shell and those in
  the opposite hole on the other side of the board", on either row; the turn ends.
* **Store.** A last shell in the own tachi ends the turn (no extra turn).
* **End.** "The player who first captures half of the counters wins": a tachi holding 49 ends the
  game at once and its owner wins; the shells left on the board are not counted.

Rulings:

* **Which source decided what**: Parker 1909 decides every rule above (the relay, the
  capture on either row, the tachi and the half), as Ludii's "Chonka" (DLP evidence 1482) quotes
  him; Ludii's program plays the same rules, and the conformance comparison (docs/conformance.md)
  found no difference in the plies it compared.
* **Direction**: Parker lets the first player sow "either to the right or left, the same
  direction being maintained throughout the game". Both directions give the same game, mirrored;
  the engine sows anticlockwise (Ludii's default ruleset), and option `direction=cw` gives the
  mirror image.
* **The capture**: the last shell in an empty hole is taken even when the hole opposite is
  empty (`empty_capture`; "both that shell and those in the opposite hole"), on the opponent's row
  as on the own (`cross_capture_any_row`: the opposite hole is then the mover's own).
* **Half wins** (`majority_at_half`, a dimension of this entry): the game ends as soon as a
  move leaves a tachi holding half of the shells (49), and the stores as they stand are the score
  (`majority_sweep=none`), so the player who reached half wins. Passing the own tachi counts: a
  move that drops the 49th shell into it and sows on still ends the game when the move is over.
  Ludii ends the game in the middle of the move, at the ply (a relay lap) that reaches 49; the
  winner is the same (the opponent's tachi does not change during the mover's turn).
* **What the sources leave open**: a player without shells passes (Ludii: a forced pass);
  the 3rd occurrence of the same position with the same player to move ends the game, each player
  taking the shells on their own row; endless relays are cut by the engine's turn limit. Parker
  names no feeding rule (option `must_feed`).

Position: `pits[seat]` from the seat's own left; the opposite of hole *i* is the other seat's hole
6−*i*.
"""
TEXT += agreement_text(
    RULES,
    "Parker does not mention it; as in the other games of the catalogue, players may always agree "
    "to stop a game.",
)

VARIANT = Variant(
    id="chonka",
    name="Chonka",
    summary="Colombo's Pallankuli: relay sowing through the own store, captures on either row, half the shells wins.",
    rules=RULES,
    region="South Asia",
    rules_version="1.0.0",
    sources=(Source("H. Parker 1909, Ancient Ceylon (London: Luzac), pp. 599-600: 'Pallankuli or Chonka'"),
             Source("Ludii: Chonka (after Parker 1909: 599-600)", "https://ludii.games/details.php?keyword=Chonka")),
    rules_text=TEXT,
    house_rules=frozenset({"direction", "must_feed", "repetition_count", "cycle_split"}),
    aliases=("pallankuli-colombo",),
    notation="numbers",
)
