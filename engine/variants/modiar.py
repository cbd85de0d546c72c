"""Modiar (Morocco, near Tangier; Climent 2012): 2×3 holes of 7, the first stone back into the
emptied hole, single laps, twos, fours and sixes captured on either row with a chain back, feeding,
no capture on the game's first move, no grand slam."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=3,
    seeds_per_pit=7,
    sow_own_store=False,
    origin=Origin.FIRST_SEED_INTO_ORIGIN,
    min_seeds_to_move=2,
    cross_capture=False,
    capture_counts=(2, 4, 6),
    count_capture_sides=CountSides.ANY,
    capture_chain=True,
    capture_chain_across_rows=True,
    grand_slam=GrandSlam.FORBIDDEN,
    only_grand_slams_to_mover=False,
    no_capture_plies=1,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Modiar

A children's game of the rural villages near Tangier (Morocco), described by Jordi Climent in 2012
from an informant of Chrarba; the holes are dug in the earth and pebbles are the counters. Two
players, 2×3 holes, **7 stones** in every hole (42 in all). Captured stones are put aside
(`stores` hold them) and never sown.

* **Move.** Take all the stones of an own hole holding **2 or more** (singletons may not be played)
  and sow them one by one **anticlockwise**, **the first stone back into the hole just emptied**,
  the others into the following holes of both rows (`origin=first_seed_into_origin`). One lap: the
  turn ends where the last stone falls; a sowing that comes round sows its starting hole again.
* **Capture.** If the last stone makes a hole hold **2, 4 or 6**, on **either** row, those stones
  are captured; so are the stones of the holes before it (in sowing order), on either row, as long
  as each holds 2, 4 or 6 and the chain is unbroken; the chain stops before the hole the move
  started from (event `capture`, kind `count`).
* **Not on the first move.** The game's first move captures nothing (`no_capture_plies=1`).
* **No grand slam.** A move that would capture every stone of the opponent's row may not be played
  (`grand_slam=forbidden`).
* **Feeding.** When the opponent's row is empty at the start of your turn you must give them stones
  (event `feed_required`); if you cannot, the game ends (reason `cannot_feed`).
* **End.** The game ends when the player to move cannot move (reason `no_move` or `no_seeds`, or
  `only_grand_slams` when every move would be a forbidden grand slam); each player adds the stones
  in their own holes to their captures. Most stones wins; 21–21 is a draw.

## Rulings

* **Board, sowing, singletons**: Mancala World's rules (after Climent 2012): 2×3 of 7, "The
  first stone is placed in the hole, which had been just emptied. The sowing ends after a single
  lap. It is not permitted to start from holes, which contain singletons." The MancalaGames
  parameters agree (`sow_start`, `min_move` 2).
* **Captures and the chain**: "If the last stone makes a 2, a 4 or a 6 on either side of the
  board, these stones are captured … If the previous holes contain 2, 4 or 6 stones, these are
  captured too as long as these holes form a continous chain" (Mancala World; MancalaGames
  `capt_on` 2, 4, 6, `capt_side` both, `multicapt`). On a board of six holes the chain runs back
  across both rows; this entry stops it before the starting hole, as Ludii's backtracking captures
  do (`capture_chain_across_rows`); neither source says whether the starting hole may be taken.
* **The first move**: "In the first [move] of the game, the capture is forfeited" (Mancala
  World; MancalaGames `nocaptmoves` 1): the game's first ply sows and captures nothing, whoever
  starts (`no_capture_plies`, a dimension added for this game: the sowing is played in full and only
  the capture is left out).
* **No grand slam, feeding**: "A player is not permitted to make a move, which captures all the
  seeds in the opponent's row" (Mancala World; MancalaGames `grandslam` not legal): such a move is
  refused. A player left only with such moves cannot move, so the game ends as at its end (below), each
  player taking the stones in their own holes (reason `only_grand_slams`,
  `only_grand_slams_to_mover=false`; rules version 1.1.0, re-decided from the sources: Mancala
  World's end rule is the only text that covers the case, and no source gives the stones left to
  the player to move, which rules version 1.0.0 did "as for Oware"; a request or record pinned to
  1.0.0 replays with option `only_grand_slams_to_mover=true`). Climent's own summary (awale.info)
  reads the rule otherwise: the move is played but captures nothing; that reading is option
  `grand_slam=no_capture`. Mancala World and MancalaGames both forbid the move, and the entry
  follows them. "If a player's row is empty, his opponent must 'feed' him"
  (`must_feed=leave_seeds`, MancalaGames `mustshare`); who cannot feed ends the game.
* **The end**: "The game ends, when a player can't move at the start of his turn. Each player
  gets the stones in his holes in addition to his captures" (Mancala World): `empty_mover=game_ends`,
  `sweep=owner`. MancalaGames plays for a majority (22 of 42) instead; the count is the same unless
  the game is cut short.
* **Endless games**: no source has a cycle rule. The 3rd occurrence of the same position with
  the same player to move, the move limit or an agreed end ends the game with each player taking
  the stones in their own holes, as at its normal end.

## Worked examples

* Opening: South sows S1 (7): the first stone back into S1, then S2, N0, N1, N2, S0 and S1 again.
  S1 now holds 2, which would capture, but this is the game's first move: nothing is taken.
  `S: 8 2 8 [0] | N: 8 8 8 [0]`.
* Capture and chain: `S: 0 2 3 [20] | N: 1 1 7 [8]`, South sows S2 (3) → S2, N0 (2), N1 (2): N1
  holds 2, taken, and N0 before it, taken; S2 is the starting hole: the chain stops. 4 stones.

**Second reading.** Ludii has no Modiar. MancalaGames' `Modiar` parameters are compared ply by ply
both ways (docs/conformance.md). They differ where its capture chain goes on through the hole the
move started from (MG-CH1; with grand slams forbidden that can make it refuse a move this entry
allows), which the sources leave open: this entry's reading (the chain stops before that hole) is
kept. And MancalaGames reads a row of singletons (stones, but no legal move) as empty, so its
feeding rule and its end apply there (MG-MO1): Mancala World's "If a player's row is empty, his
opponent must 'feed' him" decides for this entry, which feeds an empty row only and ends the game
when the player to move cannot move.
"""
TEXT += agreement_text(
    RULES,
    ("The Modiar sources do not mention it; as for Kalah, players may always agree to stop "
     "a game, each taking the stones in their own holes."),
)

VARIANT = Variant(
    id="modiar",
    name="Modiar",
    summary="Moroccan 2×3 game of 7 stones: the first stone back into the emptied hole, single laps, twos, fours "
            "and sixes captured on either row with a chain back, no capture on the first move, no grand slam.",
    rules=RULES,
    region="North Africa",
    rules_version="1.1.0",
    earlier_versions=(("1.0.0", (("only_grand_slams_to_mover", True),)),),
    sources=(Source("Mancala World: Modiar (after Climent 2012)", "https://mancala.fandom.com/wiki/Modiar"),
             Source("MancalaGames (StoneShark): Modiar parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Modiar.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"no_capture_plies", "grand_slam", "only_grand_slams_to_mover", "capture_chain_across_rows", "sweep",
                           "repetition_count", "cycle_split"}),
    samples=(
        Sample("captures-from-the-first-move", 30, {"no_capture_plies": 0},
               note="the first move may capture too (a house rule against ruling R-MO3)"),
    ),
    notation="numbers",
)
