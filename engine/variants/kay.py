"""Kay (Haiti; Comhaire-Sylvain 1952 via Ludii): 2×6 holes of 4 and two stores, relay sowing
anticlockwise only before an occupied hole, single counters sown only into an empty hole, fours made
in the opponent's row by a lap's last counter captured with the fours behind them."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    # "Sowing always skips the hole from which the sowing began if it goes all the way around the board."
    origin=Origin.SKIP_LAP_ORIGIN,
    # "When the final counter lands in an occupied hole which is not followed by an empty hole, the
    # contents are picked up and sowing continues. If the final counter falls in an occupied hole
    # followed by an empty hole, or if it falls into an empty hole, the turn ends."
    laps=Laps.RELAY,
    relay_needs_next_occupied=True,
    # "Single counters can only be sowed when the next hole is empty."
    single_seed_into_empty=True,
    # "When the final counter falls into an occupied hole in the opponent's row containing three
    # counters, these are captured and the turn ends. Any holes in the opponent's row containing four
    # counters in an unbroken consecutive sequence behind this hole are also captured."
    capture_counts=(4,),
    capture_chain=True,
    count_capture_sides=CountSides.OPPONENT,
    grand_slam=GrandSlam.CAPTURE_ALL,
    cross_capture=False,
    extra_turn_on_store=False,
    # "Play continues until one player can no longer play. The player who has captured the most
    # counters wins."
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Kay

*Kay* is a game of Haiti, described by Comhaire-Sylvain in 1952. Two players, 2×6 holes and a
store at either end, **4 counters** in every hole (48 in all). The stores keep the counters
captured and are never sown.

* **Move.** Take all the counters of a hole of your row and sow them one by one **anticlockwise**
  into the following holes, round both rows. A sowing that comes all the way round **skips the
  hole it began from**. A hole of a **single counter** may be sown only when the next hole is
  **empty**.
* **Relay.** When the last counter lands in an occupied hole and the **next hole holds counters**,
  take the counters of the hole the last counter fell in and sow them on in the same way. If the
  next hole is **empty**, or the last counter fell into an empty hole, your turn ends.
* **Capture.** When the last counter makes a hole of the **opponent's row** hold **four**, you
  capture them and your turn ends; so are the fours of the opponent's row in an unbroken sequence
  behind it (in the holes sown just before).
* **End.** The game ends when the player to move cannot play (no hole of two or more, and no
  single counter before an empty hole). The counters left on the board are not counted: the player
  who has captured more counters wins.

## Rulings

* **Board, sowing, relay and capture**: Comhaire-Sylvain 1952: 361-362, as Ludii's *Kay* quotes it,
  the one description found (`laps=relay` with `relay_needs_next_occupied` and
  `single_seed_into_empty`, rule dimensions added for this game; `origin=skip_lap_origin`;
  `capture_counts` 4 in the opponent's row with its chain). A four made in the mover's own row stays
  (the text: "in the opponent's row"); Ludii's program takes a last counter's four on either row,
  with the fours behind it round both rows back to the lap's start: option
  `count_capture_sides=any` with `capture_chain_across_rows` (the comparison, docs/conformance.md).
* **The end**: "Play continues until one player can no longer play. The player who has captured
  the most counters wins": the game ends when the player to move has no move, the counters left not
  counted (`empty_mover=game_ends`, `sweep=none`), as in Ludii's program.
* **Endless games**: a repeated position (3rd occurrence, same player to move), an agreed end or the
  move limit ends the game with each player taking the counters on their own row; an endless relay
  is cut by the engine's turn limit.

## Worked examples

* Opening: South sows S5 (4) into N0…N3; N3 (5) is followed by N4, occupied: sown on into N4, N5,
  S0, S1, S2; S2 (5) into S3, S4, S5, N0, N1; N1 (6) into N2…N5, S0, S1; S1 (6) is followed by the
  emptied S2: the turn ends, `S: 6 6 0 5 5 1 [0] | N: 6 0 6 1 6 6 [0]`.
* Capture with the fours behind: `S: 0 0 0 0 3 1 [20] | N: 3 3 3 0 0 0 [15]`, South sows S4 (3)
  into S5, N0 and N1, which now hold four each: South captures N1 and N0 behind it (8),
  `S: 0 0 0 0 0 2 [28] | N: 0 0 3 0 0 0 [15]`.
* A single counter: in `S: 1 1 0 2 0 0`, S0 may not be sown (the next hole, S1, is occupied); S1
  may (S2 is empty).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("The source does not mention it; as for Kalah, players may always agree to stop a game, each "
     "taking the counters on their own row."),
)

VARIANT = Variant(
    id="kay",
    name="Kay",
    summary="Haitian 2×6 game of 4 counters: relay sowing only before an occupied hole, single counters "
            "sown only into an empty hole, fours in the opponent's row captured with the fours behind them.",
    rules=RULES,
    region="Caribbean",
    rules_version="1.0.0",
    sources=(Source("Ludii: Kay, after Comhaire-Sylvain 1952: 361-362",
                    "https://ludii.games/details.php?keyword=Kay"),
             Source("Comhaire-Sylvain, S. (1952). Les jeux d'enfants haïtiens. Bulletin du Bureau "
                    "d'Ethnologie 2(1-3)")),
    rules_text=TEXT,
    house_rules=frozenset({"count_capture_sides", "capture_chain_across_rows", "origin", "repetition_count",
                           "cycle_split"}),
    samples=(
        Sample("ludii-fours", 3, {"count_capture_sides": "any", "capture_chain_across_rows": True},
               note="a last counter's four on either row, the chain round both rows (Ludii's program)"),
    ),
    notation="letters",
)
