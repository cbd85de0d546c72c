"""Togyz Kumalak (Kazakh), the tournament game of the international federation."""

from engine.rules import (
    CaptureParity,
    CycleSplit,
    EmptyMover,
    EndCheck,
    GrandSlam,
    MajoritySweep,
    MustFeed,
    Origin,
    Rules,
    Sweep,
    TuzdykRules,
)
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=9,
    seeds_per_pit=9,
    sow_own_store=False,
    origin=Origin.FIRST_SEED_INTO_ORIGIN,
    cross_capture=False,
    capture_parity=CaptureParity.EVEN,
    capture_chain=False,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    capture_majority_wins=True,
    majority_sweep=MajoritySweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
    tuzdyk=TuzdykRules(count=3),
)

PLAYSTRATEGY = Source(
    "PlayStrategy's open-source strategygames library, togyzkumalak package (variant/Variant.scala, "
    "variant/Togyzkumalak.scala, variant/Bestemshe.scala, Situation.scala)",
    "https://github.com/Mind-Sports-Games/strategygames/tree/master/src/main/scala/togyzkumalak")

FAMILY_RULES = """\
* **Move.** Take every stone of a non-empty pit of your own row and sow them anticlockwise, one per
  pit, round both rows; the stores (kazans) are never sown. **The first stone goes back into the pit
  it was taken from** ("starting from the same hole"), so a pit of *n* ≥ 2 stones ends with its
  *n*-th stone *n*−1 pits further on. **A single stone moves on** to the next pit and leaves its pit
  empty (`origin=first_seed_into_origin`). A lap that comes round sows the starting pit again.
* **Even capture.** If the last stone lands in a pit of the **opponent** and that pit now holds an
  **even** number of stones (2, 4, 6, …), the mover captures them all (`capture_parity=even`). No
  chain: only that pit. A last stone in an own pit never captures.
"""

TUZDYK_RULES = """\
* **Tuzdyk.** If the last stone makes an opponent's pit hold **exactly 3**, the mover captures the
  three and that pit becomes the mover's **tuzdyk** for the rest of the game (`tuzdyk_count=3`,
  event `tuzdyk`); every stone later sown into it goes straight to its owner's store (event
  `capture` with kind `tuzdyk`), so a tuzdyk is always empty and never played from. A tuzdyk is
  refused — the move is legal, the three stones stay, nothing is captured, event `tuzdyk_refused`
  with the reason — when:
  1. the mover already has a tuzdyk (`already_has`: one per player and game);
  2. the pit is the opponent's **9th (last)** pit (`last_pit`; option `tuzdyk_in_last_pit`);
  3. the pit has the **same number** as the opponent's tuzdyk (`same_number`; the two rows run in
     opposite directions, so these pits are rotationally symmetric, not facing each other; option
     `tuzdyk_same_number`).
  Stones sown into a tuzdyk are moved to its owner before the last pit is looked at, so a last
  stone that falls into a tuzdyk captures nothing more.
"""

END_RULES = """\
* **Win.** A store holding **more than half of all stones** ends the game at once
  (`capture_majority_wins`). **The score is the two kazans as they stand** (82:43, say); the stones
  still on the board are not counted (`majority_sweep=none`, ruling T-5). Equal stores at the end
  are a **draw**.
* **No move (atsyz kalu).** When the player to move has no stone in their row, the game ends and
  **the other player takes the stones left in their own row** (`empty_mover=game_ends`,
  `end_check=at_turn_start`, `sweep=owner`). Option `sweep=cleared_player` gives them to the player
  who cannot move instead (a reading no source we read uses).
* **Cycles (engine ruling T-3).** **The sources have no repetition rule.** So that a game ends
  without a move limit, the engine's default stays: the third occurrence of
  the same position with the same player to move ends it and each player takes the stones of their
  own row (`repetition_count=3`, `cycle_split`). `repetition_count=0` is the sources' reading: no
  repetition rule, the game ending only by the rules above or the move limit `max_plies`.
"""

TEXT = f"""\
# Togyz Kumalak

Two players, 2×9 pits (otau), **9 stones** each (162). Each player's store (kazan) holds their
captures only and is never sown. Pits are numbered 1–9 from each player's own left; on the wire
`pits[seat][0]` is pit 1 and `pits[seat][8]` is pit 9.

{FAMILY_RULES}{TUZDYK_RULES}{END_RULES}
## Rulings where the sources are silent or differ

* **T-1 the draw at 81–81.** Every text we read agrees: PlayStrategy's rules page ("capturing 82
  is sufficient … a draw, where each player has captured 81"), toguzkumalak.com ("82 stones wins;
  81:81 is a draw") and the Togyz Qumalaq app's rules ("both of them pick up 81 pebbles (a
  draw)"); there is then no stone left on the board. No source ends the
  game when one player reaches exactly 81; the engine plays on (that player can no longer lose).
  Option `capture_majority_wins=false` plays every game out to the empty row instead (same winner,
  larger final scores).
* **T-2 the end when a player cannot move.** The Togyz Qumalaq app's rules: "If there is not a
  single ball left in the holes of one of the players, then his opponent transfers all the balls of
  his row to his cauldron"; the Czech Mancala Federation says the same for the small board. PlayStrategy
  credits the same stones to the player who just moved, as soon as their move leaves the opponent
  without a stone — the same player (the game has no extra turns), the same scores.
* **T-3 cycles**: see above (PlayStrategy has no repetition rule either, `repetitionEnabled=false`).
* **T-5 the score at a majority (rules version 1.1.0).** The tournaments record the kazans when a
  player passes 81: PlayStrategy ends the game as soon as a score exceeds 81 and gives the two
  scores as they stand (stones on the board uncounted), and the federation texts state the result
  by the stones captured ("82 stones wins", toguzkumalak.com). So the engine scores a majority
  ending by the kazans (`majority_sweep=none`): a game ending 82:43 with 37
  stones on the board is recorded 82:43, not 103:59. Option `majority_sweep=owner` adds each row's
  stones to its owner, as rules version 1.0.0 did; a request or record pinned to
  `rules_version` 1.0.0 is played with that option and replays as it did. The winner is the same
  either way; only the recorded scores differ.
* **T-6 a majority and an empty row at once.** A move can both pass 81 and leave the opponent
  without a stone: `S: 0 0 0 0 0 0 1 1 2 [80] | N: 1 0 0 0 0 0 0 0 0 [77]`, South sows pit 9 (2
  stones): the first back into it, the second into North's pit 1 (2, even: captured), 82 in South's kazan and
  North's row empty with 3 stones on South's row. The engine ends the game at the majority, when
  the move is made, and records the kazans as they stand: **82:77** (reason `majority`, T-5); the
  empty row would only be judged when North is due to move (T-2), and by then the game is over.
  PlayStrategy's `strategygames` checks the empty row on the same move and credits the 3 stones
  to their row's owner: 85:77. Decided for the kazans: the federation texts state the result by
  the stones captured ("82 stones wins"), the game is won the moment 82 are captured, and the
  rule that scores a majority (T-5) must not depend on whether the loser's row happens to be
  empty. The winner is the same either way; only the recorded score differs (option
  `majority_sweep=owner` records 85:77 too).
* **T-4 grand slam.** An even capture may take the opponent's last stones; it is made
  (`grand_slam=capture_all`) and the opponent then cannot move (T-2), as in PlayStrategy.

## Differences from PlayStrategy's `strategygames` implementation

Read in `variant/Variant.scala` (`piecesAfterMove`, `stonesAfterMove`, `boardAfter`) and
`Situation.scala`: the sowing (first stone into the origin, a single stone moves on), the even
capture, the tuzdyk with its three restrictions (`usesTuzdik`, no tuzdyk of the mover's yet,
`oppTuzdik != Pos.opposite(dest)` which is the same number in the other row, `!dest.last`), stones
falling into a tuzdyk scored for its owner, and the end (a store above 81, or no move) are the
same, and so is the score at a majority (the kazans, T-5). Differences: (1) PlayStrategy has no
repetition rule (T-3; `repetition_count=0` is its reading); (2) it scores the stones left at
the end when the move is made rather than when the next turn starts (T-2, same result); (3) it
offers draws, which this catalogue models as ending by agreement (below; a declared draw with
`cycle_split=draw`).

## Differences from Ludii's "Toguz Kumalak"

Compared ply by ply (docs/conformance.md): Ludii's program allows a tuzdyk in the opponent's ninth
pit and plays on past 82 (options `tuzdyk_in_last_pit=true`, `capture_majority_wins=false` are its
reading; the federation's rules and PlayStrategy decide against both, T-1 and the tuzdyk rules
above), and it leaves a stone sown into the second player's tuzdyk in the first player's first
pit in that pit (its program empties a tuzdyk into the kazan after each move except there), where
the federation's rules, PlayStrategy and the Togyz Qumalaq app put every stone sown into a tuzdyk in
its owner's kazan, as this entry does (docs/conformance.md). With those two options, every other legal move and successor agrees.

Position: `pits[seat]` from the seat's own left; `tuzdyk` lists, per seat, the pit number (0–8)
in the **opponent's** row that is this seat's tuzdyk, or null (`[null, 4]`: seat 1 owns seat 0's
pit 4, "pit 5"). The text form adds `| tuzdyk - 4` once a tuzdyk exists.
"""
TEXT += agreement_text(
    RULES,
    ("PlayStrategy lets Togyz Kumalak players offer a draw (`canOfferDraw`), a declared draw: option "
     "`cycle_split=draw`. By default an agreement here ends the game with each player taking the stones "
     "of their own row, and the stores decide."),
)

SOURCES = (
    Source("The tournament rules (codified 1949 by M. Auezov and K. Kuanyshbaev, the basis of federation "
           "play), as summarised on PlayStrategy's rules page", "https://playstrategy.org/variant/togyzkumalak"),
    Source("toguzkumalak.com: Togyz Kumalak rules", "https://toguzkumalak.com/en/blog/posts/togyz-kumalak-rules.html"),
    Source("Toguz Kumalak / Toguz Korgool rules (Wikipedia)", "https://en.wikipedia.org/wiki/Toguz_korgool"),
    PLAYSTRATEGY,
    Source("Czech Mancala Federation: Toguz & Bestemshe", "http://mankala.cz/toguz.php"),
)

VARIANT = Variant(
    id="togyz-kumalak",
    name="Togyz Kumalak",
    summary="Kazakh 2×9 mancala: first stone back into the pit, even captures, one tuzdyk each, 82 of 162 win.",
    rules=RULES,
    region="Central Asia",
    rules_version="1.1.0",
    earlier_versions=(("1.0.0", (("majority_sweep", "owner"),)),),
    sources=SOURCES,
    rules_text=TEXT,
    house_rules=frozenset({"tuzdyk_in_last_pit", "tuzdyk_same_number", "capture_majority_wins", "majority_sweep",
                           "sweep", "repetition_count", "cycle_split"}),
    aliases=("togyzkumalak", "togyzqumalaq", "toguz-kumalak"),
    samples=(
        Sample("tuzdyk-house-rules", 10, {"tuzdyk_in_last_pit": True, "tuzdyk_same_number": True},
               note="tuzdyks allowed in the last pit and with the opponent's number (house rules)"),
    ),
    notation="numbers",
)

