"""Sadeqa III (Walaga, western Ethiopia; Pankhurst 1971, his game 92, via Mancala World): 2×8 holes
of 6, relay laps anticlockwise, a last stone in an own empty hole takes the opponent's stones
opposite (not itself); the stones left on the board go to the player who moved last."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=8,
    seeds_per_pit=6,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.LAST_MOVER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Sadeqa III

*Sadeqa* is the generic name of the mancala games of south-western Ethiopia and the nearby south
of South Sudan. This one is played in Walaga (Wollega), western Ethiopia, a pastime of young
herdsmen; Richard Pankhurst described it in 1971 (his game 92), and Mancala World names it
Sadeqa III. Two players, a board (*sadeqa*) of 2×8 holes (*mana*, "house"), **6 stones**
(*daga*) in every hole (96 in all). Each player owns the row in front of them; captured stones
are kept aside and never sown again.

* **Move.** Take all the stones of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows (a sowing that comes round sows
  into its starting hole too).
* **Relay.** If the last stone falls into an occupied hole, take up all its stones and sow them
  on in another lap. The move ends when a last stone is dropped into an empty hole.
* **Capture.** If that empty hole is **in your own row**, you capture the stones of your
  opponent's hole opposite it; **the stone that made the capture stays** where it fell. An empty
  hole opposite, or an empty hole in the opponent's row, captures nothing.
* **End.** The game ends when the player to move cannot move (their row is empty). The stones
  still on the board go to **the player who moved last**. More stones captured wins; 48–48 is a
  draw.

## Rulings

* **The source** (Mancala World's Sadeqa III, after Pankhurst 1971, game 92, the only source)
  decides the board, the sowing, the capture ("The stone, which caused the capture, is not
  taken", `capture_includes_sowing_seed=false`) and the end ("The stones that are still on the
  board, are captured by the player who moved last", `sweep=last_mover`). MancalaGames'
  `Sadeqa III` reads it the same way.
* **Four stones a hole**: Pankhurst adds that the same game is often played in Walaga with four
  stones a hole (his game 91, also called Sadeqa): option `seeds_per_pit=4`.
* **What the source leaves open**: a relay sowing that comes round passes through its starting
  hole like any other (nothing says it is skipped); a relay that never ends in an empty hole is
  bounded as in every relay game of the catalogue; the 3rd occurrence of the same position (same
  player to move), an agreement or the move limit ends the game, each player taking the stones on
  their own row.

## Worked examples

* Capture: `S: 2 0 0 0 0 0 0 0 [40] | N: 0 0 0 0 0 5 0 1 [48]`, South sows S0 (2): S1, S2; S2
  was empty and is South's: the 5 stones of N5, opposite it, are captured and the stone stays.
  `S: 0 1 1 0 0 0 0 0 [45] | N: 0 0 0 0 0 0 0 1 [48]`.
* Relay: `S: 0 0 0 0 0 0 0 1 [40] | N: 8 0 0 0 0 0 3 0 [44]`, South sows S7 (1) into N0, which
  now holds 9: they are sown on, N1 … N7, S0, S1; S1 was empty: N6 (4) is captured.
  `S: 1 1 0 0 0 0 0 0 [44] | N: 0 1 1 1 1 1 0 1 [44]`.

**Second reading.** Ludii has no Sadeqa III. MancalaGames' `Sadeqa III` parameters are compared
ply by ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; pit 7 is the seat's right-hand hole, the opposite
of pit *i* is the other seat's pit 7−*i*.
"""
TEXT += agreement_text(RULES, "Pankhurst's text has no ending by agreement; it is this catalogue's house rule for endless games.")

VARIANT = Variant(
    id="sadeqa-iii",
    name="Sadeqa III",
    summary="The Walaga herdsmen's game: 2×8 of 6, relay laps, the stones opposite an own empty hole captured, the rest to the last mover.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Sadeqa III (after Pankhurst 1971, Gabata and related board games of Ethiopia, game 92)",
                    "https://mancala.fandom.com/wiki/Sadeqa_III"),
             Source("MancalaGames (StoneShark): Sadeqa III parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Sadeqa_III.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"seeds_per_pit", "repetition_count", "cycle_split"}),
    notation="letters",
)
