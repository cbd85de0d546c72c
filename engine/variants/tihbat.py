"""Tihbat (Taourirt, Morocco; Kinast 2006): 2×2 holes of 7, the first seed back into the emptied
hole, the last seed making 2, 4, 6 or 8 in an own hole captures it."""

from engine.rules import CountSides, EmptyMover, EndCheck, GrandSlam, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=2,
    seeds_per_pit=7,
    sow_own_store=False,
    origin=Origin.FIRST_SEED_INTO_ORIGIN,
    cross_capture=False,
    capture_counts=(2, 4, 6, 8),
    count_capture_sides=CountSides.OWN,
    capture_chain=False,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Tihbat

*Tihbat*, a children's game of the Taourirt area (Morocco), played by boys and girls; Lalo Kinast
had it from Moroccan children living in Flix (Catalonia) and sent it to Víktor Bautista i Roca in
2006. Two players, 2×2 holes, **7 pieces** in every hole (28 in all); captured pieces are put
aside (a store that is never sown).

* **Move.** Take all the pieces of an own non-empty hole and sow them one by one anticlockwise,
  **the first piece back into the hole just emptied**, the others into the following holes of
  both rows (`origin=first_seed_into_origin`). One lap: the turn ends where the last piece falls;
  a sowing that comes round sows its starting hole again. A single piece moves on to the next
  hole.
* **Capture.** If the last piece falls into a hole **on the player's own side** and makes it hold
  an even number **not greater than 8** (2, 4, 6 or 8), those pieces are captured. Only that hole
  is taken; a last piece on the opponent's side captures nothing.
* **End.** When the player to move has no piece, the game is over and each player takes the
  pieces left in their own holes (they all lie on the other row). Most pieces wins; 14–14 is a
  draw.

## Rulings

* **Board, sowing and capture** (Mancala World after Kinast 2006, the only source, which
  decides): 2×2 of 7; the pieces are distributed "starting with the hole from which the counters
  were taken"; "If the last piece falls into a hole on the player's side, and the contents of
  this hole become an even number of pieces not greater than 8 (i.e. 2, 4, 6 or 8), these
  counters are captured" (`capture_counts=2,4,6,8`, `count_capture_sides=own`, one hole). The
  MancalaGames parameters read both rules otherwise (captures on either side, no first piece into
  the emptied hole); the source decides (docs/conformance.md).
* **A single piece** moves on to the next hole (it cannot go back into the hole it was
  lifted from and leave the move undone), as in Togyz Kumalak and Modiar, whose sowing this is.
* **The end**: the source gives only "The winner is the player who captured most seeds".
  The game ends when the player to move has no piece (`end_check=at_turn_start`,
  `empty_mover=game_ends`), the pieces left going to the owner of their row (`sweep=owner`), as
  MancalaGames plays it. No source gives a cycle rule: the 3rd occurrence of the same position
  with the same player to move, the move limit or an agreed end ends the game with each player
  taking the pieces on their own row, as in Kalah (`repetition_count`, `cycle_split`).

## Worked examples

* Opening: South sows S0 (7): S0, S1, N0, N1, S0, S1, N0; the last piece falls on the
  opponent's side: no capture. `S: 2 9 [0] | N: 9 8 [0]`.
* Capture: `S: 2 3 [0] | N: 5 4 [14]`, South sows S0 (2): S0, S1; S1 holds 4 on South's side:
  captured. `S: 1 0 [4] | N: 5 4 [14]`.

**Second reading.** Ludii has no Tihbat. MancalaGames' `Tihbat` parameters, with its capture side
and first-seed sowing set to the source's reading, are compared ply by ply both ways
(docs/conformance.md).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0, S1 then N0, N1.
"""
TEXT += agreement_text(
    RULES,
    ("The Tihbat source does not mention it; as for Kalah, players may always "
     "agree to stop a game."),
)

VARIANT = Variant(
    id="tihbat",
    name="Tihbat",
    summary="Moroccan children's 2×2 game of 7 pieces a hole: the first piece back into the emptied hole, evens up to 8 captured on the own side.",
    rules=RULES,
    region="North Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Tihbat (after Kinast 2006, e-mail to V. Bautista i Roca)",
                    "https://mancala.fandom.com/wiki/Tihbat"),
             Source("MancalaGames (StoneShark): Tihbat parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Tihbat.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"count_capture_sides", "origin", "repetition_count", "cycle_split"}),
    notation="numbers",
)
