"""Mawkar Katiya (Khasi Hills, India; Gupta 1923 via Ludii): 2×7 holes of 5 counters, sown
clockwise; relay from the next hole, capture of the hole opposite an empty next hole."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=5,
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    capture_facing_empty=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Mawkar Katiya

*Mawkar Katiya* is a game of the Khasi people of Meghalaya, in north-east India, documented by
Gupta in 1923. Two players, a board of two rows of seven holes, **5 counters** in every hole (70 in
all). Each player owns the row in front of them; the counters captured are kept off the board
(`stores`) and never sown.

* **Move.** Take all the counters of a non-empty hole of your row and sow them one by one
  **clockwise** (from your row towards your left, then along the opponent's row) into the following
  holes, round both rows.
* **Relay from the next hole.** When the last counter has been sown, look at the **next** hole, on
  either row: if it holds counters, lift them all and sow them on in the same way, starting with
  the hole after it.
* **Capture.** If that next hole is **empty**, you capture the counters of the hole **opposite
  it**, and the turn ends (nothing is captured when that hole is empty too).
* **A player who cannot move passes.** A player with no counters in their row passes; the other
  player moves again.
* **End.** The game ends when neither player can move: the board is empty. The player who has
  captured more counters wins; 35–35 is a draw.

## Sources and where they differ

* Gupta 1923 (pp. 71-72), as Ludii's *Mawkar Katiya* quotes it, gives the board, the clockwise
  sowing, the relay from the next hole and the capture opposite an empty next hole, and "Play
  continues until all of the counters are captured".
* Ludii's program plays the same rules for the first game: a player without a move passes, the
  first game ends when the board is empty. It then plays a match of rounds in which the player
  short of counters lends a hole to the other; that match is not part of this entry.
* No other source (Mancala World, MancalaGames) describes the game.

Rulings:

* **Board, sowing, relay and capture**: as Gupta and Ludii (`direction=cw`, `laps=relay_next`,
  `capture_facing_empty`): the next hole is lifted when it holds counters, whatever the last
  counter's hole held, on either row; an empty next hole gives the hole opposite it, on either row.
  A lap that comes round to the hole it started from sows into it (no source says otherwise;
  option `origin`).
* **The end**: a player whose row is empty passes (`empty_mover=pass`), as in Ludii's program, so
  the game goes on until all the counters are captured, as Gupta says; counters left in a player's
  row when a repetition, an agreement or the move limit ends the game go to that row's owner
  (`sweep=owner`, `cycle_split=own_side`).
* **Rounds left out**: Ludii's match of rounds, in which a player who cannot fill a hole with five
  counters fills it with what they have and that hole's counters count for the opponent, is not
  part of this entry: holes changing hands between rounds are not a rule dimension of the engine.
  One game, scored by the counters captured.
* **Endless games**: a repeated position (3rd occurrence, same player to move), an agreed end or
  the move limit ends the game; an endless relay is cut by the engine's turn limit, the capture rule
  then applying where that lap ended.

Position: `pits[seat]` from the seat's own left; clockwise sowing runs S6…S0 then N6…N0.
"""
TEXT += agreement_text(
    RULES,
    ("Gupta does not mention it; as for Kalah, players may always agree to stop a game, each taking "
     "the counters on their own row."),
)

VARIANT = Variant(
    id="mawkar-katiya",
    name="Mawkar Katiya",
    summary="The Khasi 2×7 game of 5 counters a hole, sown clockwise: relay from the next hole, capture "
            "of the hole opposite an empty next hole.",
    rules=RULES,
    region="South Asia",
    rules_version="1.0.0",
    sources=(Source("Ludii: Mawkar Katiya, after Gupta 1923: 71-72",
                    "https://ludii.games/details.php?keyword=Mawkar%20Katiya"),),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
