"""Sungka (Philippines): 2×7 pits of 7 shells, relay sowing through the own store, sequential opening."""

from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=7,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=True,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Sungka

The Philippine game. Two players, 2×7 small pits ("bahay", houses) and a store ("ulo", head) for
each player; **7 shells** in every pit (98 in all).

* **Move.** Take all the shells of an own non-empty pit and sow them one by one anticlockwise
  into the following pits of both rows and into your own store, passing over the opponent's
  store. (Descriptions that sow clockwise put each player's store on the left: the mirror image
  of the same game.)
* **Relay.** When the last shell falls into an occupied small pit, on either row, take all the
  shells of that pit (the last one included) and sow on from the next pit in the same way. A
  sowing that comes round to the pit it started from sows into it like any other pit.
* **Extra turn.** When the last shell falls into your own store, move again from any own pit.
* **Capture.** When the last shell falls into an empty pit of your own row, take it and all the
  shells of the opposite pit into your store, and the turn ends. If the opposite pit is empty,
  nothing is captured (the shell stays). When the last shell falls into an empty pit of the
  opponent's row, the turn ends.
* **Pass.** A player with no shells in their pits passes; the other player moves again.
* **End.** The game ends when no shell is left in any small pit; most shells in store wins, 49–49
  is a draw.

Rulings:

* **The opening**: in the traditional game both players make their first move at the same
  time. This service adjudicates one move at a time, so the opening is played as two ordinary
  turns, South (seat 0) first, each sown on the position the other left; a first move that ends
  in the own store gives an extra turn as at any other time. The sources note that a player may
  start late on purpose to answer the opponent's first sowing, which is what this order allows
  the second player.
* **The capturing shell** (docs/conformance.md L-SU1): "you capture the stones in the
  opponent's pit directly across the board and your own stone" (Made in the Philippines), so the
  capturing shell goes to the store too. Ludii's Sungka (after Bernardo 1937: "the counters in
  the opponent's hole opposite are taken") leaves it in its pit: option
  `capture_includes_sowing_seed=false`.
* **What the sources leave open**: a relay that comes round to its starting pit sows into it
  (no source says it is skipped; option `origin`); the "burnt house" rounds some households play
  after the first game are not part of this entry (a one-game match); a repeated position (3rd
  occurrence, same player to move) or the move limit ends the game with each player taking the
  shells on their own side, as in Kalah (`repetition_count`, `cycle_split`). Every lap is
  bounded by the engine's turn limit, so no turn runs forever.

Position: `pits[seat]` from the seat's own left (pit 0 is the first pit after the opponent's
store); the opposite of pit *i* is the other seat's pit 6−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("The Sungka sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="sungka",
    name="Sungka",
    summary="Philippine 2×7 game: relay sowing through the own store, extra turns, captures of the opposite pit.",
    rules=RULES,
    region="Southeast Asia",
    rules_version="1.0.0",
    sources=(Source("Wikimanqala: Sungka (as quoted by the Cleveland Museum's Philippine collection)",
                    "https://explore.ccmmla.org/index.php/Detail/objects/1966"),
             Source("Made in the Philippines: Sungka (Philippine Mancala game)",
                    "https://nativeph.blogspot.com/2011/04/sungka-philippine-mancala-game.html"),
             Source("Sungka-game.com: Sungka Rules", "http://www.sungka-game.com/blogs/35/Sungka%20Rules")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "empty_capture", "repetition_count", "cycle_split"}),
    notation="numbers",
)
