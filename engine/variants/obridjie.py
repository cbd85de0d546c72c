"""Obridjie (Nigeria, Ijaw; Ghana): relay sowing, every four made in passing to the hole's owner, a last seed making four to the mover."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    en_passant_count=4,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DISCARD,
)

TEXT = """\
# Obridjie

A game of the Ijaw (Ijo) of Nigeria, observed by K. C. Murray in January 1946 and published by
H. J. R. Murray (1951, pp. 185-186); Ludii also places it in Ghana. It is mostly played by women, and
is close to Ba-awa (Ghana) and J'erin (Yoruba). Two players, 2×6 holes, **4 seeds** in each (48),
and a store at each end that only holds captures (it is never sown).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise into
  the following holes of both rows.
* **Relay.** "If the last seed falls into a filled hole, its contents are distributed along with the
  last seed": the hole is lifted and sown on from the next hole.
* **Fours in passing.** "If a hole is filled to exactly four seeds during the turn, its contents
  belong to the player on whose side it lies", at once (event `capture`, kind `enpassant`).
* **The last seed.** "If the last seed fills a hole to four seeds, its contents belong to the player
  who played, regardless of which side the hole is on" (kind `final4`), and the turn ends. A last seed
  into an empty hole ends the turn.
* **End.** "The game ends when a player can no longer move": the player to move has no seed. "The
  seeds that are still on the board are not counted"; the most seeds captured wins, 24-24 or any
  equal count is a draw.

Rulings:

* **The sources**: the rules are Murray's as the German Wikipedia article and Mancala World give
  them (every rule above is quoted from them). Ludii's "Obridje" (after Murray 1951) and the
  MancalaGames parameters (`Obridjie.txt`, after Valdez 2023) agree on the board, the relay and the
  fours to the hole's owner in passing; MancalaGames gives the last four to the mover, Ludii's text
  says only that it is taken. (Ludii's program takes no four in passing: when each lap is over it
  takes the fours over the holes from the lap's first to its last, each for its hole's owner, the
  last seed's four included, so a lap of 12 or more seeds, passing a hole twice, leaves or misses
  some: docs/conformance.md L-OB1.)
* **The end**: Murray's "seeds still on the board are not counted" decides (`sweep=none`).
  Ludii scores each player their store plus the seeds on their own row (option `sweep=owner`);
  MancalaGames plays for "more than half of the seeds" (its end makes no difference to who wins a
  game with 25 captured; option `capture_majority_wins=true` stops the game there).
* **What the sources leave open**: a lap of 12 or more seeds sows into the hole it started from
  like any other (`origin=sow_into`, as Ludii's sowing; option `origin`); a four made by the last
  seed of a relay lap is the mover's, whichever row it is on, as for the move's first lap. A repeated
  position (3rd occurrence, same player to move), an agreement or the move limit ends the game with
  the seeds on the board uncounted, as at the end (`cycle_split=discard`; option `cycle_split`).
  Every lap is bounded by the engine's turn limit, so no turn runs
  forever.

Position: `pits[seat]` from the seat's own left; the opposite of pit *i* is the other seat's pit
5−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("The Obridjie sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="obridjie",
    name="Obridjie",
    summary="Ijaw relay game (Nigeria): fours made in passing go to the hole's owner, a last seed making four to the mover.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Wikipedia (de): Obridjie (after Murray 1951, pp. 185-186)", "https://de.wikipedia.org/wiki/Obridjie"),
             Source("Mancala World: Obridjie", "https://mancala.fandom.com/wiki/Obridjie"),
             Source("Ludii: Obridje (after Murray 1951)", "https://ludii.games/details.php?keyword=Obridje"),
             Source("MancalaGames (StoneShark): Obridjie parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Obridjie.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"sweep", "capture_majority_wins", "origin", "cycle_split"}),
    aliases=("obridje",),
    notation="letters",
)
