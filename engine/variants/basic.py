"""Basic Game (seed 000)."""

from engine.rules import EndCheck, Origin, Rules, Sweep
from engine.variant import RULES_SHEET, Sample, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=3,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    cross_capture=True,
    empty_capture=True,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=True,
    end_check=EndCheck.IMMEDIATE,
    sweep=Sweep.CLEARED_PLAYER,
)

TEXT = """\
# Basic Game

Two players, 2×6 pits and a store at each player's right; **3 seeds** in every pit (36).

* **Move.** Pick up all the seeds of one of your own pits and sow them one by one
  anticlockwise, into your own store but never your opponent's. The origin pit is sown
  like any other when a lap comes round.
* **Extra turn.** "If the last seed that you sow goes into the store you get another turn."
* **Capture (empty capture).** "If the last seed you sow ends in an empty pot on your side
  of the board you capture that seed and all the seeds in your opponents pot opposite." The
  seed states no condition on the opposite pot, so the lone seed is captured even when the
  opposite pot is empty (`empty_capture=true`).
* **End.** The game ends as soon as one player's row is empty (checked after every
  move, cancelling an extra turn). "All the seeds left on the other side of the board are now
  theirs to count": the player whose row is empty takes the seeds left on the other row
  (`sweep=cleared_player`), however the row became empty.
* **Winner.** Most seeds in store; equal stores are a draw.

Worked examples: K1 `S3` from the start ends in the store → extra turn;
K3 the lone seed is captured; K4 S empties its row → S takes N's 5 seeds, 26–22.

Position: `pits[seat]` lists the seat's pits from its own left (pit 0) towards its store;
the opposite of pit *i* is the other seat's pit 5−*i*.

**Second reading.** The seed-000 rules sheet is this game's only source and its worked examples
are the golden playthroughs. No engine plays this game by name, but MancalaGames' `Kalah`
parameters with 3 seeds a pit and the lone last seed always taken (its `xcpickown` ALWAYS_PICK:
the capture "even when the opposite pot is empty" above) are compared ply by ply both ways
(docs/conformance.md): every ply agrees; MancalaGames ends the game only when the player to move
cannot move and leaves each row to its owner, where the sheet ends it as soon as a row is empty
and gives the seeds left to the player whose row is empty (MG-BA1, decided by the sheet).
"""
TEXT += agreement_text(
    RULES,
    ('The Basic Game texts'
     " do not mention it, but players may always agree to stop a game, and the rules sheet's Owari, the Mancala "
     "leaflet's stalemate and the Multiplayer Mancala rules' Oware all end games this way."),
)

VARIANT = Variant(
    id="basic",
    name="Basic Game",
    summary="Single-lap mancala with stores, extra turns and empty captures.",
    rules=RULES,
    region="Modern",
    rules_version="1.0.0",
    sources=(RULES_SHEET,),
    rules_text=TEXT,
    house_rules=frozenset({"seeds_per_pit", "pits_per_side", "empty_capture", "sweep", "origin", "direction"}),
    aliases=("basic_game",),
    samples=(
        Sample("owner-sweep", 9, {"sweep": "owner"}, note="Kalah's sweep instead of D-2"),
    ),
    notation="numbers",
)
