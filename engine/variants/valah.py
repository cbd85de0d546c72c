"""Valah (Ann Davies, 2025; MancalaGames): 2×5 holes of 3, relay laps anticlockwise through the
mover's own store, a sowing ending in the own store moves again; no capture."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=5,
    seeds_per_pit=3,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    extra_turn_on_store=True,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Valah

A modern game by Ann Davies (2025), published with her MancalaGames program as "a simple game to
learn how multilap sowing works". Two players, 2×5 holes, **3 seeds** in every hole (30 in all)
and a store on each player's right.

* **Move.** Take all the seeds of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, **your own store included** (never the
  opponent's).
* **Relay.** If the last seed falls into an occupied hole, take up all its seeds and sow them on
  in another lap. The sowing ends when a last seed falls into an empty hole or into your store.
* **Store.** Seeds sown into your store are yours. A sowing that **ends in your store** gives you
  another turn. There is no other capture.
* **End.** The game ends when the player to move has no seed in their row; each player adds the
  seeds left in their own row to their store. More seeds wins; 15–15 is a draw.

## Rulings

* **The source** (MancalaGames' description and parameters of Valah, by its designer, the only
  source) decides the board, the relay sowing through the own store, the extra turn and the
  absence of captures ("Sow into own store; no other capture mechanism. If your sow ends in your
  own store, repeat your turn").
* **The end** is the program's: the game ends when the player to move cannot move
  (`end_check=at_turn_start`), the seeds left going to the owner of their row (`sweep=owner`).
* **What the source leaves open**: a relay sowing that comes round passes through its starting
  hole like any other; a relay that never ends is bounded as in every relay game of the
  catalogue; the 3rd occurrence of the same position (same player to move), an agreement or the
  move limit ends the game, each player taking the seeds on their own row. The designer notes
  the starter's "serious advantage" and suggests the pie rule (swapping sides), which this
  catalogue does not play.

## Worked examples

* Opening: South sows S2 (3): S3, S4, its store: the last seed in the store, South moves again.
  `S: 3 3 0 4 4 [1] | N: 3 3 3 3 3 [0]`, South to move.

**Second reading.** Ludii has no Valah. MancalaGames' `Valah` parameters are compared ply by ply
both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; the store is on each seat's right.
"""
TEXT += agreement_text(RULES, "The designer's text has no ending by agreement; it is this catalogue's house rule for endless games.")

VARIANT = Variant(
    id="valah",
    name="Valah",
    summary="Ann Davies's modern teaching game: 2×5 of 3, relay laps through the own store, a sowing ending there moves again, no capture.",
    rules=RULES,
    region="Modern",
    rules_version="1.0.0",
    sources=(Source("MancalaGames (StoneShark, Ann Davies 2025): Valah parameters and description",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Valah.txt"),),
    rules_text=TEXT,
    house_rules=frozenset({"repetition_count", "cycle_split"}),
    notation="numbers",
)
