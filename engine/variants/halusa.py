"""Halusa (Mesopotamia, Hyde 1694): 2×6 pits of 6, single laps anticlockwise, even counts captured
on the mover's own row with the even pits before them, the opponent fed when their row is empty."""

from engine.rules import CaptureParity, CountSides, CycleSplit, EmptyMover, EndCheck, MustFeed, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=6,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_parity=CaptureParity.EVEN,
    count_capture_sides=CountSides.OWN,
    capture_chain=True,
    capture_chain_across_rows=True,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Halusa

The two-row game that Thomas Hyde recorded in *De Ludis Orientalibus* (1694) among the Arabs and
Turks of Mesopotamia, one of the oldest surviving descriptions of a mancala game's rules, and a
cousin of the Mangala and Al-manqala still played in the Middle East. Two players, 2×6 pits,
**6 counters** in every pit (72 in all). There are no stores on the board: captured counters are
put aside (`stores` hold them) and never sown.

* **Move.** Take all the counters of a non-empty pit of your own row and sow them one by one
  **anticlockwise** into the following pits of both rows. One lap: the turn ends where the last
  counter falls. A sowing of 12 or more counters sows its starting pit like any other.
* **Capture.** If the last counter falls into a pit of **your own row** and makes its count
  **even** (2, 4, 6, …), take those counters. Then look at the pit before it (in sowing order):
  if it is in your own row and holds an even number, take it too, and so on back until an odd or
  empty pit, a pit of the opponent's row or the pit the move started from. A last counter that
  makes a pit odd, or falls in the opponent's row, captures nothing (event `capture`, kind
  `count`).
* **Feeding.** When the opponent has no counter in their row at the start of your turn, you must
  make a move that leaves them counters (event `feed_required`). If no move does, the game ends
  (reason `cannot_feed`) and you keep the counters in your row.
* **End.** A player without a legal move at the start of their turn ends the game (reason
  `no_seeds` or `cannot_feed`); each player adds the counters left in their own row to their
  captures. Most counters wins; 36–36 is a draw.

## Rulings

* **Board, start and sowing**: Hyde's 2×6 board with six counters a pit, anticlockwise
  single laps, as Ludii's "Halusa" (after Hyde 1694: 226-230) and the MancalaGames parameters
  (`holes` 6, `nbr_start` 6, `sow_direct` 1, no `mlaps`). No source says what a sowing of 12 or
  more does at its starting pit; Ludii's program sows it (`origin=sow_into`, option `origin`).
* **Captures on the own row**: the last counter must make an **own** pit even (Hyde via Ludii:
  "lands in the player's own hole making it even"; MancalaGames `evens`, `capt_side` own). The
  chain backwards ("If the contents of the hole before it is also even, these are also taken,
  continuing until an odd or empty hole is reached") is Ludii's backtracking capture, which stops
  at the first pit that is not the mover's or not even; like Ludii's backtracking sow it never
  passes the pit the move started from. The MancalaGames file has no `multicapt`: it takes the
  last pit only (option `capture_chain_across_rows=false` with `capture_chain=false`).
* **Feeding**: Hyde: "If a player has no counters in their holes at the end of the turn, the
  opponent must play so that the player can play on the next turn" (`must_feed=leave_seeds`,
  MancalaGames `mustshare`). Ludii applies the condition to **every** move (no move may leave the
  opponent's row empty); this entry applies it, as Hyde's text and MancalaGames do, only when the
  opponent's row is already empty.
* **The end and the counters left**: Hyde ends play "when neither player is able to move; the
  last player who was able to move takes the remaining counters". A player who cannot feed is the
  last one with counters to move, so the game ends with them keeping the counters of their row
  (`sweep=owner`), as in Ludii's scoring (counters in hand plus counters in the own row).
  MancalaGames gives them to the unfed player instead: option `sweep=cleared_player`.
* **Endless games**: no source has a draw or a cycle rule. The 3rd occurrence of the same
  position with the same player to move, or the move limit, ends the game with each player taking
  the counters on their own side, as MancalaGames' "End Game" command does (`unclaimed` to the
  owners); options `repetition_count`, `cycle_split`.

## Worked examples

* Opening: South sows S5 (6) → N0…N5; the last counter makes N5 7, on the opponent's row: no
  capture. `S: 6 6 6 6 6 0 [0] | N: 7 7 7 7 7 7 [0]`.
* Capture and chain: `S: 1 3 0 0 0 0 [30] | N: 0 0 0 0 0 0 [38]`, South S0 (1) → S1, which becomes
  4 (even, own): taken. The pit before it is S0, the starting pit: the chain stops. 4 captured.
"""
TEXT += agreement_text(
    RULES,
    ("Hyde's text does not mention it; as for Kalah, players may always agree to stop a "
     "game, each taking the counters on their own side (MancalaGames' End Game command)."),
)

VARIANT = Variant(
    id="halusa",
    name="Halusa",
    summary="Mesopotamian 2×6 game of Hyde (1694): single laps, even counts captured on the own row "
            "with the even pits before them, the opponent fed.",
    rules=RULES,
    region="Middle East",
    rules_version="1.0.0",
    sources=(Source("Ludii: Halusa, after Hyde 1694: 226-230", "https://ludii.games/details.php?keyword=Halusa"),
             Source("MancalaGames (StoneShark): Halusa parameters, after Valdez 2023 p353",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Halusa.txt"),
             Source("Hyde, T. (1694). De Ludis Orientalibus, II: 226-230 (Historia Nerdiludii)")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "capture_chain", "capture_chain_across_rows", "sweep", "repetition_count",
                           "cycle_split"}),
    aliases=("halusi",),
    samples=(
        Sample("unfed-player-takes-the-rest", 25, {"sweep": "cleared_player"},
               note="the counters left go to the unfed player, as MancalaGames (ruling R-HA4)"),
    ),
    notation="letters",
)
