"""Micro-Wari (France, Popova & Deledicq 1977): 2×2 holes of 1 seed, single laps, the last seed
captured when it falls into an empty hole of the opponent."""

from engine.rules import EmptyMover, EndCheck, GrandSlam, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=2,
    seeds_per_pit=1,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_counts=(1,),
    capture_chain=False,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Micro-Wari

*Micro-Wari*, one of the smallest mancala games: invented by Assia Popova and André Deledicq and
published in *Wari et Solo: le jeu de calculs africain* (Cedic, Paris 1977, pp. 162-176), a
study board for the Wari family. Two players, 2×2 holes, **1 seed** in every hole (4 in all);
captured seeds are put aside (a store that is never sown).

* **Move.** Take the seeds of an own non-empty hole and sow them one by one anticlockwise into
  the following holes, round both rows. One lap: the turn ends where the last seed falls.
* **Capture.** When the last seed falls into an **empty hole of the opponent** (it then holds
  1), that seed is captured. Nothing else is taken, and a last seed in the mover's own row
  captures nothing.
* **End.** When the player to move has no seed, the game is over and the other player takes
  the seeds left (all on their own row). Most seeds wins; 2–2 is a draw.

## Rulings

* **Board and capture** (Mancala World after Deledicq & Popova 1977, which decides):
  2×2 of 1; "A player captures the last seed he is distributing if it is dropped into an empty
  hole of the opponent": `capture_counts=1` on the opponent's row, one hole, no chain. The
  MancalaGames parameters agree (`capt_on` 1, `capt_side` opponent's side).
* **A capture of the opponent's last seed** is allowed (`grand_slam=capture_all`): the
  source forbids no capture; the opponent then has no seed at their turn and the game ends
  (below).
* **The end** (Mancala World): "When a player has no seeds to move at his turn the game is
  over and his opponent captures the remaining seeds" (`end_check=at_turn_start`,
  `empty_mover=game_ends`, `sweep=owner`: the seeds left lie on the opponent's row).
* **A sowing of four seeds** comes round the four holes to the hole it started from; the
  source does not say that hole is skipped, so its last seed falls there (`origin=sow_into`, as
  MancalaGames). No source gives a cycle rule: the 3rd occurrence of the same position with the
  same player to move, the move limit or an agreed end ends the game with each player taking the
  seeds on their own row, as in Kalah (`repetition_count`, `cycle_split`).

## Worked examples

* Opening: `S: 1 1 [0] | N: 1 1 [0]`, South sows S1 → N0 holds 2: no capture.
  `S: 1 0 [0] | N: 2 1 [0]`.
* Capture: `S: 1 1 [0] | N: 0 2 [0]`, South sows S1 → its seed falls into the empty N0 and is
  captured: `S: 1 0 [1] | N: 0 2 [0]`.

**Second reading.** Ludii has no Micro-Wari. MancalaGames' `Micro-Wari` parameters are compared
ply by ply both ways (docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0, S1 then N0, N1.
"""
TEXT += agreement_text(
    RULES,
    ("The Micro-Wari source does not mention it; as for Kalah, players may always "
     "agree to stop a game."),
)

VARIANT = Variant(
    id="micro-wari",
    name="Micro-Wari",
    summary="Popova and Deledicq's 2×2 study game of 1 seed a hole: a last seed falling into an empty opponent hole is captured.",
    rules=RULES,
    region="Europe",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Micro-Wari (after Deledicq & Popova 1977, Wari et Solo, pp. 162-176)",
                    "https://mancala.fandom.com/wiki/Micro-Wari"),
             Source("MancalaGames (StoneShark): Micro-Wari parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Micro-Wari.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"repetition_count", "cycle_split"}),
    aliases=("microwari",),
    notation="letters",
)
