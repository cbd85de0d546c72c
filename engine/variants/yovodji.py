"""Yovodji (Benin, Dahomey): relay sowing that skips the starting hole, Oware's 2-3 captures on the opponent's row and captures opposite an own empty hole, feeding."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    capture_counts=(2, 3),
    count_capture_sides=CountSides.OPPONENT,
    capture_chain=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.SOW_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Yovodji

A game of Dahomey (today's Benin) described by Charles Béart (1955, p. 510), typically played by
women, often during funerals. Two players, 2×6 holes, **4 seeds** in each (48); captures are kept
aside (no hole is sown for them).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise from the
  next hole. "The starting hole is always left empty, even if a player sows in a complete circuit of
  the board, the original house is skipped" (by every lap of the turn).
* **Oware's capture.** A last seed making 2 or 3 in an opponent's hole captures it, and the holes
  before it on the opponent's row while they hold 2 or 3, as in Oware; the turn ends.
* **Relay.** "When the final counter falls into an occupied hole, these are picked up and sowing
  continues" (an own hole made 2 or 3 is lifted too: only the opponent's holes are captured so).
* **Capture opposite.** "When the final counter of a sowing lands in an empty hole in the player's
  own row, the contents of the hole in the opponent's row opposite it are captured"; the capturing
  seed stays. A last seed in an empty hole of the opponent ends the turn.
* **Feeding.** "If the opponent's holes are all empty, the other player must make a move placing
  counters in the opponent's row. If not possible, the player captures all the counters in their
  row." A player who has no seed at the start of their turn ends the game, each player taking the
  seeds of their own row.
* **End.** The player who captured the most counters wins. "If the game continues in a repeating
  loop, the players can agree to end the game and capture the counters remaining in their row."

Rulings:

* **The sources**: Béart's account as Ludii records it ("Yovodji", DLP, Béart 1955: 510) decides
  every rule above; Mancala World and MancalaGames have no Yovodji.
* **Ludii compared**: Ludii's implementation takes the hole opposite an own empty hole only when
  it holds 2 or more; Béart's text takes "the contents" of that hole, so this entry takes a lone
  seed too, and nothing from an empty hole. Ludii ends the game when the player to move cannot move
  and scores each player their captures plus their own row, as here (`empty_mover=game_ends`,
  `sweep=owner`). A capture that leaves the opponent without seeds is made
  (`grand_slam=capture_all`; the text has no exception): the opponent cannot move and the game ends.
* **Ludii's program, further** (docs/conformance.md L-YO1 to L-YO4): each relay lap skips the
  hole that lap started from, not the turn's starting hole (option `origin=skip_lap_origin`; Béart:
  "the original house is skipped", read here as the turn's); its Oware chain never runs (its
  backtracking is tested on the emptied starting hole; option `capture_chain=false`); a lap whose
  last step passes over its skipped hole (12, 23 seeds) reads the last-seed rules at that emptied
  hole, taking the hole opposite it (2 or more seeds) when it is the mover's, and the turn is over
  (as its Oware's, L-OW1); and it has no
  feeding rule, which its own rules text states and this entry plays.
* **What the sources leave open**: an own hole that the last seed makes 2 or 3 is lifted and sown
  on (Ludii: Oware's capture is made "in the opponent's row" only); the feeding move must sow at least
  one seed into the opponent's row (`must_feed=sow_seeds`, "placing counters in the opponent's
  row"). Besides the agreement, the 3rd occurrence of the same position (same player to move) or the
  move limit ends the game with each player taking their own row, as the loop rule says. Every lap is
  bounded by the engine's turn limit, so no turn runs forever.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
5−*i*.
"""
TEXT += agreement_text(
    RULES,
    ('Béart (via Ludii): "If the game continues in a repeating loop, the players can agree to end the game '
     'and capture the counters remaining in their row."'),
)

VARIANT = Variant(
    id="yovodji",
    name="Yovodji",
    summary="Dahomey relay game (Benin): the starting hole skipped, Oware's 2-3 captures and captures opposite an own empty hole, feeding.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Yovodji (after Béart 1955, p. 510)", "https://ludii.games/details.php?keyword=Yovodji"),),
    rules_text=TEXT,
    house_rules=frozenset({"must_feed", "capture_includes_sowing_seed", "cycle_split"}),
    notation="letters",
)
