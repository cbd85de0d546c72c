"""Al-manqala (Galilee, Syria): 2×7 houses of 7 beads, single laps anticlockwise, twos and fours
captured on either row with the twos and fours before them, feeding, 50 beads win."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, MustFeed, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=7,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_counts=(2, 4),
    count_capture_sides=CountSides.ANY,
    capture_chain=True,
    capture_chain_across_rows=True,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.CLEARED_PLAYER,
    capture_majority_wins=True,
    repetition_count=3,
    cycle_split=CycleSplit.HALVES,
)

TEXT = """\
# Al-manqala

The mancala of the Palestinian inns of Galilee (documented by Moslih Kanaaneh in 2007), played in
the cafés of Damascus in the 19th century as *La'b Hakimi* or *La'b Akila* (Culin) and probably
the Arab game Hyde recorded in 1694. Two players, 2×7 houses (*byot*), **7 beads** in every house
(98 in all). Captured beads are put aside (`stores` hold them) and never sown.

* **Move.** Take all the beads of a non-empty house of your own row and sow them one by one
  **anticlockwise** into the following houses of both rows. One lap: the turn ends where the last
  bead falls. A sowing of 14 or more sows its starting house like any other.
* **Capture.** If the last bead makes a house hold **2 or 4**, on **either** row, you "eat" it.
  Then the house before it (in sowing order) is taken too if it holds 2 or 4, and so on back, on
  either row, as long as the sequence is unbroken; the chain stops before the house the move
  started from (event `capture`, kind `count`).
* **Feeding.** When the opponent's houses are all empty at the start of your turn, you must, if
  possible, make a move that gives them beads (event `feed_required`). If you cannot, the game ends
  (reason `cannot_feed`) and **the opponent** wins the beads still on the board.
* **End.** A player holding **50 beads or more** wins at once (reason `majority`). The game
  also ends when the player to move has no legal move; the beads left go to the player whose row
  is empty. Most beads wins; 49–49 is a draw.

## Rulings

* **Board, start, sowing and captures**: Mancala World's rules (after Kanaaneh 2007) and the
  MancalaGames parameters agree: 2×7 with 7 a house, single laps anticlockwise, twos and fours
  captured on either row (`capt_on` 2, 4, `capt_side` both) with the preceding twos and fours
  (`multicapt`). Neither says whether the chain crosses from one row to the other or what a sowing
  of 14 or more does at its starting house; this entry lets the chain run back across both rows
  (Mancala World: "Players may capture on either side of the board"), stopping before the
  starting house as Ludii's backtracking captures do (`capture_chain_across_rows`), and sows the
  starting house (option `origin`). Ludii has no Al-manqala entry.
* **Feeding and the beads left**: "If a player has all his holes empty, his opponent must, if
  possible, make a move which leaves him something to play with … When he can't feed him, his
  opponent wins the beads that are still left on the board" (Mancala World; MancalaGames
  `mustshare`, and "they collect all of your seeds"): `must_feed=leave_seeds`,
  `sweep=cleared_player`.
* **Winning score**: "The player who gets 50 beads or more wins" (Mancala World), a majority
  of the 98 beads: `capture_majority_wins`, which ends the game at once. MancalaGames plays on to
  the end and counts (option `capture_majority_wins=false`).
* **Endless games**: "If both players agree that the game has been reduced to an endless
  cycle, the beads are equally divided between both players" (Mancala World): an agreed end,
  the 3rd occurrence of the same position with the same player to move and the move limit all
  share the beads left in halves (`cycle_split=halves`; an odd bead is discarded). MancalaGames'
  End Game command scores none of them (option `cycle_split=discard`).

## Worked examples

* Capture and chain: `S: 0 0 0 0 0 0 2 [44] | N: 1 3 0 0 0 0 0 [48]`, South sows S6 (2) → N0 (2),
  N1 (4): N1 holds 4, taken, and N0 before it holds 2, taken: 6 beads, 50 in all, and South wins.

**Second reading.** Ludii's La'b Akila (Culin 1896) is another game of that name (relay sowing,
captures of 1 and 3). MancalaGames' `Al-manqala` parameters are compared ply by ply both ways
(docs/conformance.md): they differ where its capture chain goes on through the hole the move started
from (MG-CH1, left open by the sources; this entry's reading is kept) and where a capture empties
the opponent's row (MG-AM1): MancalaGames then ends the game with the beads left scored for nobody,
this entry gives them to the player whose row is empty (the feeding ruling above); Mancala World
does not cover the case: a source ambiguity, this entry's reading is kept.
"""
TEXT += agreement_text(
    RULES,
    ("Mancala World: \"If both players agree that the game has been reduced to an endless cycle, the "
     "beads are equally divided between both players\"."),
)

VARIANT = Variant(
    id="al-manqala",
    name="Al-manqala",
    summary="Palestinian and Syrian 2×7 game of 7 beads: single laps, twos and fours captured on either row "
            "with a chain back, feeding, 50 beads win.",
    rules=RULES,
    region="Middle East",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Al-manqala (after Kanaaneh 2007, Culin 1894, Hyde 1694)",
                    "https://mancala.fandom.com/wiki/Al-manqala"),
             Source("MancalaGames (StoneShark): Al-manqala parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Al-manqala.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "capture_chain_across_rows", "capture_majority_wins", "sweep",
                           "repetition_count", "cycle_split"}),
    aliases=("almanqala", "lab-hakimi", "lab-akila"),
    samples=(
        Sample("no-majority-end", 26, {"capture_majority_wins": False},
               note="played to the end and counted, as MancalaGames (ruling R-AM3)"),
    ),
    notation="letters",
)
