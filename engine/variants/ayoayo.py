"""Ayoayo (seed 000)."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import RULES_SHEET, Sample, Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=True,
    origin=Origin.SKIP_LAP_ORIGIN,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    must_feed=MustFeed.LEAVE_SEEDS,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Ayoayo

Two players, 2×6 pits and a store each; **4 seeds** per pit (48). A multiple-lap game.

* **Relay sowing.** Sow an own pit anticlockwise. "After you have sown the seeds from the first
  pot you pick up all the seeds in the last pot of the sowing and move those on. Keep sowing
  until you reach an empty hole": a lap ending in an occupied pit (now ≥2) is lifted and sown
  on from the next pit.
* **Origin skip.** Every lap skips the pit it started from when it comes round to it
  (`origin=skip_lap_origin`; option `skip_turn_origin`: only the turn's original pot is skipped,
  by every lap).
* **Stores.** "Place seeds in your own store as you sow around the board": your own store
  is sown (`sow_own_store=true`; never the opponent's). A lap ending in your store ends the
  turn with no capture and no extra turn (option `extra_turn_on_store`). Standard Ayoayo (Russ,
  Pratt) never sows stores: `sow_own_store=false`.
* **Capture.** The rules sheet's "player 2 captures all the player 1's seeds" swaps the players;
  read with the players restored: if the final empty pit is on the **mover's** side and the
  opposite pit is occupied, the mover captures the opposite pit's seeds; the capturing seed
  stays (`capture_includes_sowing_seed=false`; `true` for Russ / Mancala World). Otherwise the
  turn ends. A capture ends the turn.
* **Feeding and end.** A player with no seeds at the start of their turn cannot move: the
  game ends and the opponent takes all remaining seeds. If the opponent has no seeds, only moves
  that give them seeds are legal; if none, the game ends and the mover takes the rest.
  Options: `empty_mover=pass` (the empty player passes and the other must feed),
  `sweep=last_mover` (Russ: the player who moved last takes the remaining seeds).
* **Winner:** more seeds; equal is a draw. Cycles: 3rd repetition ends the game, seeds to the
  owner of their side.
* **Endless turns.** A relay that repeats (board, lap start, direction, seeds in hand) inside one
  turn ends after that lap (`turn_truncated`, docs/rulings.md, Conventions). Work bound:
  a turn also ends after its lap number 32 × the pits on the board (reason `lap_limit`) or
  after the lap with which it has sown 32 × (seeds in play + pits) seeds (reason `seed_limit`),
  both counted when the turn starts; a repeated relay inside the turn is reason `endless_turn`. The truncated lap is
  sown in full, then the turn ends as after any last lap: the capture rules apply where it ended.
  On this board: 384 laps, 32 × (seeds in play + 12) seeds.

Worked examples: A1 four relays then a capture (Russ options); A2 capture then N
cannot move → 26–22; A3 a lap ending in the own store.

**Second reading.** Ludii has no Ayoayo (its Oware lists the name among its aliases). MancalaGames'
`Ayoayo` parameters (Russ's reading) are compared ply by ply both ways with options
`sow_own_store=false` and `capture_includes_sowing_seed=true` (docs/conformance.md); MancalaGames
ends a game whose sowing passes 75 laps (MG-EN1), where this entry sows on.
"""
TEXT += agreement_text(
    RULES,
    ('The Ayoayo texts do '
     "not mention it, but players may always agree to stop a game, and the rules sheet's Owari, the Mancala leaflet's "
     "stalemate and the Multiplayer Mancala rules' Oware all end games this way."),
)

VARIANT = Variant(
    id="ayoayo",
    name="Ayoayo",
    summary="Relay-sowing Yoruba game: multiple laps, captures from an own empty pit, feeding.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(RULES_SHEET, Source("Mancala World: Ayoayo", "https://mancala.fandom.com/wiki/Ayoayo"),
             Source("John Pratt: Ayoayo", "http://johnpratt.com/items/mancala/ayoayo.html")),
    rules_text=TEXT,
    house_rules=frozenset({"sow_own_store", "capture_includes_sowing_seed", "origin", "extra_turn_on_store",
                           "empty_mover", "sweep"}),
    samples=(
        Sample("russ", 8, {"sow_own_store": False, "capture_includes_sowing_seed": True},
               note="Russ options of docs/rules/ayoayo.md (A1, A2)"),
    ),
    notation="numbers",
)
