"""Main Chongkak (Malay Peninsula, Skeat 1900): 2×6 holes of 6 seeds, relay sowing through the own
store, extra turns, captures of the opposite hole that leave the capturing seed."""

from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=6,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=True,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.IMMEDIATE,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Main Chongkak

The Malay game as W. W. Skeat recorded it in *Malay Magic* (1900, pp. 485–486), "typically
played by women"; an older account of the game this catalogue's Congkak describes. Two players,
a board of 2×6 holes (boards of 7, 8 and 9 holes a row were also used) with a store at each end;
every hole starts with **as many seeds as the row has holes**: 6 on the 2×6 board (72 in all).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one into the
  following holes of both rows and into your own store, passing over the opponent's store.
  (Skeat sows clockwise with each player's store on the left; this service draws the mirror
  image, anticlockwise with the store on the right, which is the same game.)
* **Relay.** When the last seed falls into an occupied hole, on either row, take all the seeds
  of that hole (the last one included) and sow on from the next hole in the same way.
* **Extra turn.** When the last seed falls into your own store, move again from any own hole.
* **Capture.** When the last seed falls into an empty hole of your own row, take the seeds of
  the opposite hole into your store; the capturing seed stays where it fell, and the turn ends.
  Nothing is taken when the opposite hole is empty. When the last seed falls into an empty hole
  of the opponent's row, the turn ends.
* **End.** As soon as a move leaves a row with no seeds, the game ends and the seeds left on the
  other row go to its owner's store. Most seeds in store wins; 36–36 is a draw.

## Sources and where they differ

Skeat's account is encoded by Ludii's *Main Chongkak* (ruleset "Skeat (Observed)": 2×6 to 2×9
holes, as many counters a hole as holes a row). This catalogue's *Congkak* follows the modern
Malaysian method of play (2×7, 7 seeds, the capturing seed banked even when the opposite house is
empty, the end at the start of a turn); Main Chongkak differs from it in the board, the capture
(`capture_includes_sowing_seed=false`: Skeat's player takes "the counters in the opposite hole")
and the end (`end_check=immediate`: Skeat's round ends "when there are no counters left in a
player's row").

Rulings:

* **Board and seeds**: 2×6 with 6 seeds a hole, Ludii's default; the 7-, 8- and 9-hole boards
  are options `pits_per_side` with `seeds_per_pit` set to the same number, as Skeat has it (other
  counts are house rules).
* **The opponent's store**: passed over, as Hellier (1907, *Journal of the Straits Branch of the
  Royal Asiatic Society* 49, on the same Malay game) has it: a seed into "her own 'house' but none
  into her opponent's". Ludii's rules text says only "Stores are included when sowing" and its
  program sows into both stores (docs/conformance.md L-MC1).
* **The capture**: the opposite hole alone goes to the store and the capturing seed stays in
  the own hole, with Ludii's encoding of Skeat; nothing happens when the opposite hole is empty.
  Option `capture_includes_sowing_seed=true` banks the capturing seed with them, as Congkak does.
* **The end**: after every move, an empty row ends the game and each player takes the seeds
  on their own row (the player whose row is not empty, "the opponent then takes all remaining
  counters"), as Ludii checks after every move (`end_check=immediate`, `sweep=owner`); a move
  that empties the mover's own row ends the game even when it earned an extra turn. Option
  `end_check=at_turn_start` waits for the player to move to have an empty row, as Congkak does.
* **What this entry leaves out or the sources leave open**: Skeat's later rounds, in which
  each player refills their holes from the store and the holes that cannot be filled are out of
  play, are not part of this entry: it is a one-game match, scored by the stores. The opening is
  played in turns, South (seat 0) first. A relay that comes round to its starting hole sows into
  it (option `origin`); a repeated position (3rd occurrence, same player to move), an agreed end
  or the move limit ends the game with each player taking the seeds on their own row, as in Kalah
  (`repetition_count`, `cycle_split`). Every lap is bounded by the engine's turn limit , so no turn runs forever.

Position: `pits[seat]` from the seat's own left (pit 0 is the first hole after the opponent's
store); the opposite of pit *i* is the other seat's pit 5−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("The Main Chongkak sources do not mention it; as for Kalah, players may always "
     "agree to stop a game."),
)

VARIANT = Variant(
    id="main-chongkak",
    name="Main Chongkak",
    summary="Malay 2×6 game after Skeat (1900): relay sowing through the own store, extra turns, captures of the opposite hole leaving the capturing seed.",
    rules=RULES,
    region="Southeast Asia",
    rules_version="1.0.0",
    sources=(Source("Ludii: Main Chongkak (after Skeat 1900, Malay Magic, pp. 485-486)",
                    "https://ludii.games/details.php?keyword=Main%20Chongkak"),
             Source("W. W. Skeat, Malay Magic (1900), on Wikisource",
                    "https://en.wikisource.org/wiki/Malay_Magic")),
    rules_text=TEXT,
    house_rules=frozenset({"pits_per_side", "seeds_per_pit", "capture_includes_sowing_seed", "end_check", "origin",
                           "repetition_count", "cycle_split"}),
    aliases=("chongkak",),
    samples=(
        Sample("seven-holes", 27, {"pits_per_side": 7, "seeds_per_pit": 7},
               note="Skeat's 2x7 board, as many seeds a hole as holes a row (ruling R-MC1)"),
    ),
    notation="numbers",
)
