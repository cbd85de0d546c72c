"""Giuthi (seed 000)."""

from engine.rules import (
    CapturePrecondition,
    CycleSplit,
    Direction,
    EmptyMover,
    EndCheck,
    Laps,
    Origin,
    Rounds,
    RoundStarter,
    Rules,
    Sweep,
)
from engine.variant import RULES_SHEET, Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=6,
    sow_own_store=False,
    direction=Direction.PLAYER_CHOICE,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_REVERSE,
    min_seeds_to_move=2,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=True,
    capture_precondition=CapturePrecondition.OPPOSITE_SOWN,
    capture_chain_forward=True,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
    rounds=Rounds.REDISTRIBUTE,
    board_sizes=(6, 4, 3),
    match_loss_seeds=4,
    round_starter=RoundStarter.WINNER,
    max_rounds=30,
)

TEXT = """\
# Giuthi

Two players, 2×6 pits, **6 seeds** per pit (72, 36 each). Stores hold captures and carried seeds;
they are never sown. A match of several rounds ("games" in the seed); the object is "to capture the
most seeds over several rounds, reducing the loser to four seeds or less".

## A move

* Choose an own pit with **at least 2 seeds** ("A turn cannot begin from a pot containing only one
  seed") and a **direction**: `{"pit": i, "direction": "ccw"}` (towards your right, i.e. anticlockwise)
  or `"cw"`. Sow one seed per pit round the 12-pit ring; the origin is sown like any other pit
  (no source skips it).
* **Reversing relay.** "If the last seed is sown in an occupied pot, the contents are picked up and
  sown in the opposite direction. Each time seeds are scooped from a pot the direction reverses
  until the last seed is sown into an empty pot": the new lap starts with the neighbour of that pit
  in the new direction (back over the pit just left). Events `relay` and `direction_reversed`.
* **Endless turns** (docs/rulings.md, Conventions): if (board, stores, lap start, direction, seeds in hand) repeats
  inside one turn, the turn ends after the current lap (`turn_truncated`). (No Giuthi position
  found in 600 000 random ones triggers it; the guard is the shared relay loop.) Work bound: a turn also ends after its lap number
  32 × the pits on the board (reason `lap_limit`) or
  after the lap with which it has sown 32 × (seeds in play + pits) seeds (reason `seed_limit`),
  both counted when the turn starts; a repeated relay inside the turn is reason `endless_turn`. The truncated lap is
  sown in full, then the turn ends as after any last lap: the capture
  rules apply where it ended (a shortened board has fewer pits, so lower limits).

## Captures

The last seed falls into an empty pit:

* on the opponent's side: no capture, the turn ends;
* on the mover's side at pit j: the mover captures the opposite pit and the last seed **if** the
  opposite pit is occupied **and** at least one seed was sown into that opposite pit
  during this turn, by any lap ("if no pieces were added to the opposite pot during the player's
  turn, there is no capture"). Otherwise nothing is captured.
* **Chain.** After a capture, continue along the mover's row one pit at a time in the
  direction of the final lap: while the own pit is empty and its opposite pit is occupied, capture
  the opposite pit. Stop at an occupied own pit, an empty opposite pit or the end of the row.
  This condition applies to the first capture only.
* Option `capture_precondition=opponent_row_sown` (Russ / Mancala World / MancalaGames `xc_sown`):
  only *some* opponent pit must have been sown this turn, and if none was the mover **moves
  again** ("You can't steal the cattle of another man without entering his land").
  `capture_precondition=none` drops the condition.

## No move, end of a round

A player with no pit of 2 or more **passes** (event `pass`, reason `too_few_seeds` or `no_seeds`).
When neither player can move the round ends: each player adds the seeds on their side to their
store (event `round_end`). The **round winner** holds more seeds (store, including seeds carried
over). Equal holdings make the whole match a draw (Leakey / Ludii Kiuthi: "If each player
has the same number of counters, the game is a draw").

Repetition between turns (docs/rulings.md, Conventions): the 3rd occurrence of the same board and player to move
ends the round, each player taking the seeds on their side (the source is silent; this
is the engine's default repetition rule applied to the round).

## Next round: the loser arranges

1. Loser's holdings L. If **L ≤ 4** the loser **loses the match** (`match_loss_seeds`).
2. The loser chooses the board size k (thresholds against the 36 seeds a player starts
   with): L ≥ 18 → k = 6; 9 ≤ L < 18 → k ∈ {6, 4}; L < 9 → k ∈ {6, 4, 3}; always subject to
   L ≥ k + 1. The rules sheet's "less than an eighth → two pots" can never apply, because L ≤ 4 already
   loses (`board_sizes=[6, 4, 3]`; add 2 to allow it in house rules). "If the previous loser regains
   any seeds … the board must be restored" = k is chosen afresh by these rules every round.
3. The loser places **all** L seeds on their k pits, at least one per pit and at least one pit with
   two or more (else the round could not start; MancalaGames "the game must be playable"). This is
   the round decision
   `{"type": "arrange", "pits_per_side": k, "seeds": [s0, …, s(k-1)]}` (own left first).
   The winner's row is then filled with the **same pattern** automatically (pit i = loser's pit i);
   the winner's surplus stays in their store ("Any remaining seeds the previous winner has are left
   in their store"). Events `board_resized`, `arranged`.
   The legal-moves answer cannot list every arrangement: it lists one example per allowed k, each
   with `constraints` ("place all L seeds on k pits, at least one per pit, at least one pit with 2 or
   more"); any arrangement meeting them is legal.
4. A shortened board is a fresh k-pit board: pits 0…k−1, opposite(i) = k−1−i, stores at the ends.
5. "The winner of one round begins the next."

**Bound.** The source gives no limit on rounds (it expects about four: a 60-minute game
of 15-minute rounds). So that every match provably ends, after `max_rounds` = 30 rounds the match
ends and the player holding more seeds wins (equal: draw); reason `max_rounds`.

## Position JSON

The keys every game has, plus `round` (from 1), `round_starter` and `phase` (`play`, or `arrange` while the
loser decides). `pits` has one row per seat whose length is the current board size k (6, 4 or 3).
Between rounds (`phase: "arrange"`, `to_move` = the loser) every pit is empty and the stores hold
each player's seeds; `round` is already the number of the round being set up.

## Worked examples

* G1 reversals from the start (S0/CCW) → `S: 2 9 9 9 9 9 | N: 1 6 6 6 6 0`, no capture.
* G2 capture + chain: `S: 0 0 1 0 0 3 [29] | N: 0 2 2 0 4 1 [30]`, S5/CCW → captures 7.
* G3 precondition: `S: 2 0 0 0 0 0 [30] | N: 0 0 0 4 3 0 [33]`, S0/CCW → no capture; under the Russ
  option S is granted another turn, cannot move (no pit of 2) and passes.

**Second readings.** MancalaGames' `Giuthi` parameters (after Russ) are compared ply by ply both
ways on 2×6 with option `capture_precondition=opponent_row_sown` (its `xc_sown`), the first round
of each match: no difference. Ludii's *Kiuthi* (Leakey's reading) is compared turn by turn, its
first round, with the same option and one round (docs/conformance.md, conformance/kiuthi.py):
the sowing, the reversing relay and the round's end agree; two rules differ, each decided by the
rules sheet:

* **L-KI1.** When a move's first lap ends in the mover's own row, Ludii's program gives the mover
  a new move (Leakey's "second move"), where the rules sheet relays from an occupied pit and
  captures from an empty one ("If the last seed is sown in an occupied pot, the contents are
  picked up and sown in the opposite direction"). Ludii's program also differs from its own
  text (Leakey: a second move when the sowing fails to *reach* the opponent's row, in the
  opposite direction).
* **L-KI2.** Ludii's capture (as Leakey's text) leaves the capturing seed, takes the opposite of
  the next pit only and has no condition on the opposite pit having been sown; the rules sheet's
  (and Russ's) takes the last seed, chains on and needs the opposite pit sown this turn.
"""
TEXT += agreement_text(
    RULES,
    ('The Giuthi texts do '
     "not mention it, but players may always agree to stop a game, and the rules sheet's Owari, the Mancala leaflet's "
     "stalemate and the Multiplayer Mancala rules' Oware all end games this way."),
)

VARIANT = Variant(
    id="giuthi",
    name="Giuthi",
    summary="Kenyan multi-lap game: direction chosen per move, reversing relays, chained captures, "
            "rounds on a board the loser may shorten.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(RULES_SHEET, Source("Mancala World: Giuthi", "https://mancala.fandom.com/wiki/Giuthi"),
             Source("MancalaGames GameProps/Giuthi.txt (Russ 1984 p37-39)"),
             Source("Ludii: Kiuthi", "https://ludii.games/details.php?keyword=Kiuthi")),
    rules_text=TEXT,
    house_rules=frozenset({"capture_precondition", "board_sizes", "max_rounds"}),
    notation="numbers",
)
