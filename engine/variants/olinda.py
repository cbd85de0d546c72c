"""Olinda (South Asia; Russ 1984 via MancalaGames): 2×7 holes of 4 seeds, relay from the next hole,
captures beyond an empty hole chained along alternate empty and occupied holes (Walak-pussa's
rules), the first player choosing at the first move the direction they keep for the game and the
second player sowing the opposite way."""

from engine.rules import DirectionKept, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=4,
    sow_own_store=False,
    direction_kept=DirectionKept.BOTH_OPPOSITE,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    capture_beyond_empty=True,
    capture_beyond_chain=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Olinda

A game of South Asia recorded by Laurence Russ in *Mancala Games* (1984, p. 61), as MancalaGames
(StoneShark) gives it: Walak-pussa's *pussa kanawa* sowing and captures, with the direction chosen
by the first player for the whole game and the second player sowing the other way. Two players,
2×7 holes of **4 seeds** (56 in all); captured seeds are taken off the board (a store that is
never sown).

* **The direction.** "The starting player chooses the sow direction that they will use for the
  game; the second player will use the opposite direction for the game"
  (`direction_kept=both_opposite`). The game's first move names its direction, `{"pit": i,
  "direction": "ccw"}` or `"cw"`; from then on the first player sows that way only and the other
  player the opposite way. The position carries each player's way in `directions` (`player_choice`
  while the first move chooses). The legal moves always name the direction; a move sent without
  one is sown the player's way.
* **Move.** Take all the seeds of an own non-empty hole and sow them one by one into the following
  holes, round both rows, the player's way.
* **Relay from the next hole.** "Sowing is done in multiple laps from the next hole": when the last
  seed of a lap has been dropped, take all the seeds of the **next** hole and sow them on the same
  way, starting with the hole after it.
* **Capture beyond an empty hole.** "When the hole from which a new lap should start is empty,
  capture any seeds in the hole following the empty hole", on either row. "Captures continue while
  holes are alternately empty and occupied": while the captured hole is followed by an empty hole
  and then an occupied one, that one is taken too. The turn ends at the empty hole, with or without
  a capture.
* **End.** The game ends when the player to move has no seed in their row; the seeds left (all on
  the other row) go to that row's owner. Most seeds wins; 28–28 is a draw.

## Rulings

* **The source**: Russ 1984 is not at hand; MancalaGames' parameter file for Olinda, which cites
  it, decides every rule above: 2×7 of 4, relay from the next hole, capture "two out" chained
  along alternate empty and occupied holes, on either row, and its summary's direction rule.
* **The direction is chosen once, for the game**, as MancalaGames' summary says ("for the game").
  The direction is the first player's choice at the game's first move; the second player's way is
  the opposite one from then on, their first move included.
* **One game, not rounds**: MancalaGames plays Olinda in rounds, holes that cannot be filled out of
  play in the next round and the players alternating the start of rounds; its program also has
  each round's first move choose the directions afresh, where its summary keeps them "for the
  game". This entry plays the one game, as Walak-pussa's entry does with its rounds; a round's end
  is the game's end. The re-choice at a later round therefore never arises, and the summary's
  words and the program agree on everything that is played.
* **The end**: at the start of a turn a player with an empty row ends the game and the other
  player takes the seeds left (`end_check=at_turn_start`, `empty_mover=game_ends`, `sweep=owner`:
  they all lie on that player's row). A repeated position (3rd occurrence, same player to move),
  an agreed end or the move limit ends the game with each player taking the seeds on their own
  row, as in Kalah (`repetition_count`, `cycle_split`). Every relay is bounded by the engine's turn
  limit, so no turn runs forever.

**Second reading.** MancalaGames' `Olinda` parameters, played as one game (its rounds switched
off), are compared ply by ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S6 then N0…N6.
"""
TEXT += agreement_text(
    RULES,
    ("The Olinda sources do not mention it; as for Kalah, players may always "
     "agree to stop a game."),
)

VARIANT = Variant(
    id="olinda",
    name="Olinda",
    summary="South Asian 2×7 game of 4 seeds a hole: the first player's chosen direction kept for the game and "
            "the other's the opposite way, relay from the next hole, captures beyond an empty hole chained "
            "along alternate empty and full holes.",
    rules=RULES,
    region="South Asia",
    rules_version="1.0.0",
    sources=(Source("MancalaGames (StoneShark): Olinda parameters (after Russ 1984, Mancala Games, p. 61)",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Olinda.txt"),),
    rules_text=TEXT,
    house_rules=frozenset({"capture_beyond_chain", "seeds_per_pit", "origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
