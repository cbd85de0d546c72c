"""Walak-pussa (Sri Lanka, Parker 1909): 2×7 holes of 4 seeds, relay from the next hole, captures
beyond an empty hole chained along alternate empty and occupied holes ("pussa kanawa")."""

from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    capture_beyond_empty=True,
    capture_beyond_chain=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Walak-pussa

*Walak-pussa*, "a hole empty": a game of Sri Lanka described by Henry Parker in *Ancient Ceylon*
(1909), which gave its name to the *pussa kanawa* sowing of South and Southeast Asia ("eating
because of the empty hole"). Two players, 2×7 holes (*wala*), **4 seeds** in every hole (56 in
all); captured seeds are taken off the board (a store that is never sown).

* **Move.** Take all the seeds of an own non-empty hole and sow them one by one anticlockwise into
  the following holes, round both rows.
* **Relay from the next hole.** When the last seed of a lap has been dropped, take all the seeds
  of the **next** hole and sow them on in the same way, starting with the hole after it.
* **Capture beyond an empty hole.** When the hole after the last seed's hole is empty, take the
  seeds of the hole beyond it, on either row ("a capture can be effected anywhere"). Then, while
  the captured hole is followed by an empty hole and then by an occupied one, take that one too
  (*wael mutu ekilenawā*, "picking out the pearls of the necklace"); two empty holes or an
  occupied hole end the chain. The turn ends after a capture, and when the hole beyond the empty
  hole is empty as well nothing is captured.
* **End.** The game ends when the player to move has no seed in their row; the seeds left (all
  on the other row) go to that row's owner. Most seeds wins; 28–28 is a draw.

## Sources and where they differ

* Mancala World's *Walak-pussa* (after Parker 1909) gives the rules above: the relay from the next
  hole, the move ending at an empty next hole, the capture beyond it and its chain, captures on
  either row, the turn ending after a capture and the end "when a player has no legal move and
  the remaining pieces are captured by his adversary".
* Ludii's *Walak-Pussa* (DLP.Evidence.690, after Parker) reads the relay differently: its rules
  text relays from the next hole, its program from the hole the lap ended in, and a lap ending in
  an **empty** hole ends the turn, the program taking the next hole and its chain. It adds two
  rules of Parker's neighbouring game Daramutu: the first player chooses the sowing direction for
  the whole game, and a singleton may be moved only when no hole holds more (its text; its
  program never sows a single seed, a player without a hole of two having no move).
* MancalaGames (StoneShark) plays Walak-pussa as a variation of its Longbeu-a-cha parameters
  (2×7, 4 seeds, relay from the next hole, capture "two out" with multiple captures "while holes
  are alternately empty and occupied"), which agrees with Mancala World.

Rulings:

* **The relay**: the next hole is lifted whatever the last seed's hole held, with Mancala
  World ("After the last seed was sown into a hole, the contents of the next hole following are
  picked up"); Ludii's end of the turn at a last seed in an empty hole is not offered. A lap that
  comes round to the hole it started from sows into it (option `origin`).
* **The capture chain**: `capture_beyond_empty` with `capture_beyond_chain`, read on the board
  as the last lap left it, on either row, never taking a hole twice; option
  `capture_beyond_chain=false` takes only the first hole (Pallanguzhi's capture).
* **Direction and singletons**: anticlockwise, as Mancala World. Ludii's choice of direction
  by the first player for the whole game is the mirror image of the same game (both players sow
  the same way), so it needs no option; its singleton rule is not part of this entry.
* **The end**: at the start of a turn a player with an empty row ends the game and the other
  player takes the seeds left (`end_check=at_turn_start`, `empty_mover=game_ends`, `sweep=owner`:
  they all lie on that player's row). A repeated position (3rd occurrence, same player to move),
  an agreed end or the move limit ends the game with each player taking the seeds on their own
  row, as in Kalah (`repetition_count`, `cycle_split`).
* **What this entry leaves out**: the rounds "similar to Puhulmutu", in which holes that
  cannot be filled are out of play and the player with fewer seeds starts towards the empty
  holes, are not part of this entry: it is one game. Every relay is bounded by the engine's turn
  limit, so no turn runs forever; the capture rule then applies
  where that lap ended.

**Second reading.** Ludii's *Walak-Pussa* relays otherwise (above), so it is compared turn by
turn, its first round, with the options that are its reading (`laps=relay`,
`capture_next_after_empty=true`, `capture_beyond_empty=false`, `capture_beyond_chain=false`,
`direction=ccw`, `direction_kept=both_same`): 200 games each way, and every turn that differs is
one of its two rules this entry does not take, the chain after the hole taken next to an empty
last hole and the single seeds never sown (docs/conformance.md, L-WP1 and L-WP2); no other
difference. MancalaGames' `Longbeu-a-cha` parameters, variant `Walak-pussa`, are compared ply
by ply both ways (docs/conformance.md): no difference.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S6 then N0…N6.
"""
TEXT += agreement_text(
    RULES,
    ("The Walak-pussa sources do not mention it; as for Kalah, players may always "
     "agree to stop a game."),
)

VARIANT = Variant(
    id="walak-pussa",
    name="Walak-pussa",
    summary="Sri Lankan 2×7 game of 4 seeds a hole: relay from the next hole, captures beyond an empty hole chained along alternate empty and full holes.",
    rules=RULES,
    region="South Asia",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Walak-pussa (after Parker 1909, Ancient Ceylon)",
                    "https://mancala.fandom.com/wiki/Walak-pussa"),
             Source("Ludii: Walak-Pussa (DLP.Evidence.690, after Parker 1909)",
                    "https://ludii.games/details.php?keyword=Walak-Pussa"),
             Source("MancalaGames (StoneShark): Longbeu-a-cha parameters, variation Walak-pussa",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Longbeu-a-cha.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"capture_beyond_chain", "seeds_per_pit", "origin", "repetition_count", "cycle_split"}),
    aliases=("walak-pussa-kanawa",),
    samples=(
        Sample("single-capture", 28, {"capture_beyond_chain": False},
               note="only the first hole beyond the empty hole is taken, as in Pallanguzhi (ruling R-WP2)"),
    ),
    notation="letters",
)
