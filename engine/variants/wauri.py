"""Wauri (Cayman Islands): Kalah's board and sowing without captures; the first player unable to
move, their holes cleared, wins."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=True,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=False,
    extra_turn_on_store=True,
    empty_mover=EmptyMover.WINS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Wauri

*Wauri* (also *waurie*) of Grand Cayman, said to have come from Barbados, played in tournaments
at the National Gallery of the Cayman Islands (the first in April 2010). Two players, 2×6 holes
and a store ("end hole") at each end, each player's on their right; **4 seeds** in every hole
(48). There are no captures: the aim is to **get rid of your seeds**.

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise into
  the following holes and into your **own** store, never the opponent's ("you pay a tax when
  entering enemy territory, but not when returning to your own"). A sowing of 13 or more seeds
  comes round: the hole it started from is skipped.
* **Extra turn.** When the last seed falls into your own store, move again.
* **No passing.** A player who can move must move.
* **End.** The game ends when the player to move cannot move because their holes are empty:
  **that player wins** (reason `cleared`), whatever the stores hold; the seeds left stay with the
  owner of their row.

Rulings:

* **Which source decided what**: the board, the sowing into the own store only, the extra
  turn, the absence of captures and the winner — the player who can no longer move — are those of
  German Wikipedia's "Wauri"; the Cayman Compass report of the National Gallery's tournament
  confirms the game, its name and its Barbados origin. MancalaGames' "Waurie" (after Valdez 2023)
  agrees: sowing into the own store, extra turns, no captures, goal "clear your own holes".
* **The winner is the first to clear**: a player whose holes are empty at the start of their
  turn wins (`empty_mover=wins`, a new value of this entry), including after an extra turn that
  emptied them. Wikipedia's variant in which the first player to empty their holes wins at once,
  even on the opponent's turn, is not part of this entry; it is Ludii's "Waurie" (its rules text
  and program: docs/conformance.md L-WA2), which also sows into the starting hole (option
  `origin=sow_into`).
* **The starting hole**: Wikipedia does not say; MancalaGames skips it on a sowing that comes
  round (`skip_start`), and so does this entry (`origin=skip_turn_origin`; option `sow_into`).
* **Endless games**: the 3rd occurrence of the same position with the same player to move, the
  move limit and an agreement end the game as a **draw** (`cycle_split=draw`): with no captures the
  stores say nothing about who is nearer to clearing.

Position: `pits[seat]` from the seat's own left (pit 0 is the first hole after the opponent's
store); `stores` count the seeds sown into them.
"""
TEXT += agreement_text(
    RULES,
    ("The Wauri sources do not mention it; as for Kalah, players may always agree to stop "
     "a game, here as a draw."),
)

VARIANT = Variant(
    id="wauri",
    name="Wauri",
    summary="Cayman Islands game on a Kalah board without captures: sow into your own store, extra turns, the first to clear their holes wins.",
    rules=RULES,
    region="Caribbean",
    rules_version="1.0.0",
    sources=(Source("Wikipedia (de): Wauri", "https://de.wikipedia.org/wiki/Wauri"),
             Source("Cayman Compass: National Gallery holds first waurie tournament (2010)",
                    "https://www.caymancompass.com/2010/04/16/national-gallery-holds-first-waurie-tournament/"),
             Source("MancalaGames (StoneShark): Waurie parameters, after Valdez 2023",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Waurie.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    aliases=("waurie",),
    notation="numbers",
)
