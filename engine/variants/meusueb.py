"""Meusueb (Aceh, Sumatra; Snouck Hurgronje 1906 via Ludii): 2×6 holes of 4 and two stores, relay
sowing anticlockwise, a lap's last counter making four captures them and the sowing goes on from
the next hole."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    # "If it lands in a hole with counters, these are picked up and sowing continues, unless the
    # sowing makes the last hole contain four counters, in which case these are captured and the
    # sowing continues from the next hole."
    laps=Laps.RELAY,
    capture_counts=(4,),
    capture_chain=False,
    count_capture_sides=CountSides.ANY,
    count_capture_relays_next=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Meusueb

*Meusueb* (*Meusuëb*) is a game of the Acehnese of Sumatra, Indonesia, played mostly by women and
children, described by Snouck Hurgronje in 1906. Two players, 2×6 holes and two stores, **4
counters** in every hole (48 in all). The stores keep the counters captured and are never sown.

* **Move.** Take all the counters of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows.
* **The last counter in an occupied hole.** Take the counters of that hole and sow them on in the
  same way.
* **Four.** If the last counter makes its hole hold **four**, on either row, you capture those four;
  then, if the **next** hole holds counters, take them and sow them on in the same way. If the next
  hole is empty, your turn ends.
* **The last counter in an empty hole.** Your turn ends.
* **End.** A player who has no counter in their row at their turn cannot play: the game ends, the
  counters left going to the owner of the row they lie on. Most counters wins; 24–24 is a draw.

## Rulings

* **Board, sowing, relay and capture**: Snouck Hurgronje 1906: 200-201, as Ludii's *Meusueb*
  quotes it, the one description found: "Move ends if the last counter falls into an empty hole. If
  it lands in a hole with counters, these are picked up and sowing continues, unless the sowing
  makes the last hole contain four counters, in which case these are captured and the sowing
  continues from the next hole" (`laps=relay`, `capture_counts` 4 on either row with no chain,
  `count_capture_relays_next`, a rule dimension added for this game). The text names no row for
  the four: either row, as Ludii's program plays it; the next hole, when empty, ends the turn
  (Ludii). A lap that comes round sows into the hole it started from (no source says otherwise;
  option `origin`).
* **The end**: the text ends the game "when both players have too few counters to play", each then
  making one more move with one counter before taking the counters of their row. No count is given
  for "too few"; the game ends, as in Ludii's program, when the player to move has no counter in
  their row, each player's row's counters counted for that player (`end_check=at_turn_start`,
  `empty_mover=game_ends`, `sweep=owner`).
* **Endless games**: a repeated position (3rd occurrence, same player to move), an agreed end or the
  move limit ends the game with each player taking the counters on their own row; an endless relay
  is cut by the engine's turn limit.

## Worked examples

* Opening: South sows S0 (4) into S1…S4; S4 (5) is sown on into S5, N0…N3; N3 (5) into N4, N5,
  S0, S1, S2; S2 (6) into S3, S4, S5, N0, N1, N2; N2 (6) into N3, N4, N5, S0, S1 and the emptied
  S2, where the turn ends: `S: 2 7 1 6 1 6 [0] | N: 6 6 0 1 6 6 [0]`.
* Four: `S: 2 0 3 2 0 0 [20] | N: 1 0 0 0 0 0 [20]`, South sows S0 (2) into S1 and S2, which now
  holds four: South captures them, and the next hole S3 (2) is sown on into S4 and the empty S5:
  `S: 0 1 0 0 1 1 [24] | N: 1 0 0 0 0 0 [20]`.
* Four in the opponent's row, the next hole empty: `S: 0 0 0 0 0 1 [20] | N: 3 0 0 0 1 3 [20]`,
  South sows S5 into N0 (four): captured; N1 is empty, the turn ends.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("The source does not mention it; as for Kalah, players may always agree to stop a game, each "
     "taking the counters on their own row."),
)

VARIANT = Variant(
    id="meusueb",
    name="Meusueb",
    summary="Acehnese (Sumatra) 2×6 game of 4 counters: relay sowing, a lap's last counter making four "
            "captures them and the sowing goes on from the next hole.",
    rules=RULES,
    region="Southeast Asia",
    rules_version="1.0.0",
    sources=(Source("Ludii: Meusueb, after Snouck Hurgronje 1906: 200-201",
                    "https://ludii.games/details.php?keyword=Meusueb"),
             Source("Snouck Hurgronje, C. (1906). The Achehnese, vol. 2. Leiden: Brill")),
    rules_text=TEXT,
    aliases=("meusuyeb",),
    house_rules=frozenset({"origin", "repetition_count", "cycle_split"}),
    notation="letters",
)
