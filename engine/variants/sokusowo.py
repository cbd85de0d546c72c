"""Sokusowó (Yoruba, southwestern Nigeria; Climent Tondo 2014, Valdez 2023): 2×4 holes of 4, relay
laps from holes of two or more, the first seed of every lap into the mover's store, no other
capture."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=4,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.FIRST_SEED_INTO_STORE,
    laps=Laps.RELAY,
    min_seeds_to_move=2,
    cross_capture=False,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Sokusowó

*Sokusowó* is one of the Yoruba games of southwestern Nigeria recorded in July 2009 by Vicenta
Canal, Bernat Casanovas and Jordi Climent Tondo (Climent Tondo 2014, *Ayo olopon and other
games*), retold by Jacob A. Valdez (*50 Ways to Play Mancala*, 2023, p. 26). Its seeds reach the
stores in one way only: the first seed of every lap. Two players, 2×4 holes, **4 seeds** in every
hole (32 in all), and a store for each player that the sowing never passes through.

* **Move.** Take all the seeds of an own hole holding **two or more**; put the **first seed into
  your own store** and sow the others one by one anticlockwise into the following holes of both
  rows. A single seed cannot be moved.
* **Relay.** If the last seed falls into an occupied hole, lift that hole: again the first seed
  goes into your store and the others are sown on from the next hole. A last seed falling into an
  empty hole ends the turn. A lap long enough to come round sows the hole it was lifted from like
  any other.
* **No other capture.**
* **End.** A player who cannot move (only single seeds and empty holes) at their turn ends the
  game, and each player takes the seeds on their own side. Most seeds wins; 16–16 is a draw.

## Rulings

* **The first seed of every lap** (Valdez 2023 as MancalaGames' `Sokusowo` parameters give
  it, which decide; Climent Tondo's paper is not at hand): "Put the first seed of each lap into
  your own store" (`origin=first_seed_into_store`), relay laps (`laps=relay`) from holes of two or
  more (`min_seeds_to_move=2`); nothing else is captured (`cross_capture=false`, no capture
  counts). The store is not on the sowing's way (`sow_own_store=false`).
* **The end** (MancalaGames, the only account at hand of the end): a player who cannot move
  at their turn ends the game (`empty_mover=game_ends`, `end_check=at_turn_start`), the seeds
  left going to the owner of the row they lie on (`sweep=owner`); nobody must feed. Every move
  puts a seed into a store, so no position comes back; the move limit and an agreed end share the
  seeds the same way (`cycle_split=own_side`).

## Worked examples

* Opening: South lifts S1 (4): one seed into South's store, then S2, S3, N0; N0 held 4: lifted
  (5): one into South's store, then N1, N2, N3, S0; S0 held 4: lifted (5): one into the store,
  then S1, S2, S3, N0; N0 was emptied: the turn ends.
  `S: 0 1 6 6 [3] | N: 1 5 5 5 [0]`.
* A lap ending in an empty hole: `S: 0 0 2 0 [10] | N: 3 3 3 3 [8]`, South lifts S2 (2): one
  seed into the store, one into S3, which was empty: `S: 0 0 0 1 [11] | N: 3 3 3 3 [8]`.

**Second reading.** Ludii has no Sokusowó. MancalaGames' `Sokusowo` parameters are compared ply by
ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S3 then N0…N3.
"""
TEXT += agreement_text(
    RULES,
    ("MancalaGames ends a game caught in a cycle with each player taking the seeds on their own "
     "side; players may also agree to stop there."),
)

VARIANT = Variant(
    id="sokusowo",
    name="Sokusowó",
    summary="Yoruba game of southwestern Nigeria (Climent Tondo 2014, Valdez 2023): 2×4 of 4, relay laps from holes of two or more, the first seed of every lap into the mover's store.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Valdez, J. A.: 50 Ways to Play Mancala (2023), p. 26"),
             Source("Climent Tondo, J.: Ayo olopon and other games. Some newly described mancala games from southwestern Nigeria (2014)",
                    "https://issuu.com/jordicliment/docs/t-179-2014"),
             Source("MancalaGames (StoneShark): Sokusowo parameters (after Valdez 2023, p. 26)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Sokusowo.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"repetition_count", "cycle_split"}),
    notation="letters",
)
