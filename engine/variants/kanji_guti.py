"""Kanji Guti (Orissa, India; Gupta 1923 via Ludii): 2×7 holes of 12 counters whose two central
holes belong to nobody, each player owning the six holes on their side of them (three in each
row); relay from the next hole, capture of the hole opposite an empty next hole."""

from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=12,
    # "Twelve counters in each hole, except in the central hole of each row, one of which has one
    # counter and the other is empty" (the first player's, as Ludii places it)
    start_pits=(12, 12, 12, 1, 12, 12, 12, 12, 12, 12, 0, 12, 12, 12),
    # "each player owns the six holes on one side of the central holes": the three on the player's
    # left in the near row and the three facing them in the far row; the central holes are nobody's
    pit_owners=(0, 0, 0, -1, 1, 1, 1),
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    capture_facing_empty=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Kanji Guti

*Kanji Guti* is a game of the Orissa region of India, documented by Gupta in 1923. Two players,
a board of two rows of seven holes, **12 counters** in every hole **except the two central
holes**: the central hole of the first player's row holds **one** counter and the central hole of
the other row is **empty** (145 counters in all). Captured counters are kept off the board (a store
that is never sown).

* **Who owns which holes.** The players do not own a row. Each owns the **six holes on one side
  of the central holes**: the first player (South) the three left-hand holes of the near row and
  the three holes facing them in the far row, the second player (North) the other six. The two
  **central holes belong to nobody**: counters are sown into them and a relay may lift them, but
  neither player may begin a sowing there.
* **Move.** Take all the counters of a non-empty hole you own and sow them one by one
  anticlockwise round the board, central holes included.
* **Relay from the next hole.** When the last counter has been sown, look at the **next** hole: if
  it holds counters, lift them all and sow them on in the same way, starting with the hole after
  it.
* **Capture.** If that next hole is **empty**, the counters in the hole **opposite it** are
  captured, and the turn ends (nothing is captured when that hole is empty too).
* **A player who cannot move passes.** A player who owns no hole with counters passes; the other
  player moves again.
* **End.** The game ends when neither player can move: every hole either player owns is empty.
  Counters left in the central holes belong to nobody and are not counted. The player who has
  captured more counters wins.

## Sources and where they differ

* Gupta 1923 (p. 73), as Ludii's *Kanji Guti* (DLP.Evidence.432) quotes it, gives every rule
  above but the end: "Play continues until all of the counters have been captured. The player who
  captures the most pieces wins."
* Ludii's program plays the same rules: the holes owned by halves, the central holes never
  sown from, the relay from the next hole and the capture opposite an empty next hole. A player
  without a move passes; when both pass in a row its game ends, but its score is only counted when
  the board is empty, so every game it plays to that end is scored a draw.
* No other source (Mancala World, MancalaGames) describes the game.

Rulings:

* **The start**: Gupta says one central hole holds one counter and the other none; with Ludii,
  it is the first player's central hole that holds the counter.
* **The holes owned by halves and the central holes**: as Gupta and Ludii (`pit_owners` 0, 0, 0,
  -1, 1, 1, 1: each side's three left-hand holes its own player's, its central hole nobody's, its
  three right-hand holes the other player's).
* **The relay and the capture**: as Gupta and Ludii: the next hole is lifted when it holds
  counters, whatever the last counter's hole held, and a relay may lift a central hole; an empty
  next hole gives the hole opposite it, on either row (`laps=relay_next`, `capture_facing_empty`).
  A lap that comes round to the hole it started from sows into it (option `origin`).
* **The end**: Gupta's "until all of the counters have been captured" cannot always be reached:
  counters may be left in the central holes, which nobody may sow. The game ends when neither
  player can move, as in Ludii; the counters left in holes a player owns (there are none then)
  would go to that player, the central holes' counters to nobody, and the most captures win
  (`empty_mover=pass`, `sweep=owner`). Ludii scores these games a draw whatever was captured: its
  score is kept only for an empty board (docs/conformance.md, L-KG1).
* **Repetitions, agreement, the move limit**: a repeated position (3rd occurrence, same player to
  move), an agreed end or the move limit ends the game, each player taking the counters in the
  holes they own (`repetition_count`, `cycle_split`). Every relay is bounded by the engine's turn
  limit, so no turn runs forever; the capture rule then applies where that lap ended.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S6 then N0…N6.
South owns S0–S2 and N4–N6, North owns N0–N2 and S4–S6, S3 and N3 are the central holes. A move
from a hole on the other side names that side (`{"pit": 4, "side": 1}`: South sowing N4).
"""
TEXT += agreement_text(
    RULES,
    ("Gupta does not mention it; as for Kalah, players may always agree to stop a game."),
)

VARIANT = Variant(
    id="kanji-guti",
    name="Kanji Guti",
    summary="Orissa's 2×7 game of 12 counters a hole whose central holes are nobody's, each player owning six holes on one side of them: relay from the next hole, capture opposite an empty next hole.",
    rules=RULES,
    region="South Asia",
    rules_version="1.0.0",
    sources=(Source("Ludii: Kanji Guti (DLP.Evidence.432, after Gupta 1923: 73)",
                    "https://ludii.games/details.php?keyword=Kanji%20Guti"),),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
