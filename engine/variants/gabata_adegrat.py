"""Gabata of Adegrat (Tigray, Ethiopia; Pankhurst 1971 via Ludii): 2×6 holes of 3, relay from the next
hole after a lap ending in an occupied hole, the following hole captured after a lap ending in an
empty one."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=3,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    min_seeds_to_move=1,
    capture_next_after_empty=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Gabata (Adegrat)

*Gabata* is the Ethiopian name of the mancala board and its games; this is the two-row game that
Richard Pankhurst recorded at Adegrat (Adigrat), in the Tigray Region of Ethiopia, in 1971. Two
players, 2×6 holes, **3 counters** in every hole (36 in all). Each player owns the row in front of
them; the counters captured are kept off the board (`stores`) and never sown.

* **Move.** Take all the counters of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows.
* **The last counter in an occupied hole.** Take the counters of the **next** hole, on either row,
  and sow them on in the same way from the hole after it. If that next hole is empty, your turn
  ends and nothing is captured.
* **The last counter in an empty hole.** Your turn ends and you capture the counters of the
  **following** hole, on either row (nothing when it is empty).
* **End.** A player who has no counters in their row at their turn cannot play: the game ends and
  the opponent takes the counters left on the board (they all lie on the opponent's row). Most
  counters wins; 18–18 is a draw.

## Rulings

* **Board, sowing, relay and capture**: Ludii's *Gabata (Adegrat)*, after Pankhurst 1971: 172, the
  one description found: "When the final counter falls into an occupied hole, the player picks up
  the counters in the next hole and continues sowing from it. If that next hole is empty, the turn
  ends. If the final counter falls into an empty hole, the contents of the following hole are
  captured" (`laps=relay_next` with `capture_next_after_empty`, a rule dimension added for this
  game). The source names no row for the hole relayed from or captured: either row, as Ludii's
  program plays it. A lap that comes round sows into the hole it started from (no source says
  otherwise; option `origin`).
* **The end**: "Play continues until one player can no longer play because there are no counters
  left on their side. The opponent then takes the remainder of the counters on the board": the game
  ends at the start of the turn of a player with an empty row (`end_check=at_turn_start`,
  `empty_mover=game_ends`), the counters going to the owner of the row they lie on (`sweep=owner`).
  Ludii's program ends it as soon as either row is empty after a lap: option
  `end_check=immediate` (the comparison, docs/conformance.md).
* **Rounds left out**: Pankhurst's match of rounds, in which each player fills their holes with
  three counters from their captures and claims one of the opponent's holes for every three
  counters beyond a full row until one player has all the holes (Ludii), is not part of this
  entry: holes changing hands between rounds are not a rule dimension of the engine. One game,
  scored by the counters captured.
* **Endless games**: a repeated position (3rd occurrence, same player to move), an agreed end or the
  move limit ends the game with each player taking the counters on their own row; an endless relay
  is cut by the engine's turn limit, the capture rule then applying where that lap ended.

## Worked examples

* Opening: South sows S0 (3) into S1, S2, S3; S3 was occupied, so the next hole S4 (3) is sown into
  S5, N0, N1; N1 was occupied, so N2 (3) is sown into N3, N4, N5; N5 was occupied, but the next
  hole, S0, is empty: the turn ends with nothing captured,
  `S: 0 4 4 4 0 4 [0] | N: 4 4 0 4 4 4 [0]`.
* Capture: `S: 0 0 0 0 2 1 [14] | N: 0 3 0 2 0 0 [14]`, South sows S5 (1) into N0, which was empty:
  South captures the following hole, N1 (3): `S: 0 0 0 0 2 0 [17] | N: 1 0 0 2 0 0 [14]`.
* Nothing to capture: `S: 0 0 0 1 1 0 [15] | N: 0 2 0 0 0 0 [17]`, South sows S3 (1) into S4, which
  was occupied; the next hole S5 is empty: the turn ends.
* The end: `S: 0 0 0 0 0 1 [16] | N: 0 3 0 0 0 0 [16]`, South sows S5 into N0 (empty) and captures
  N1 (3); South's row is empty but North can play, so the game goes on (under Ludii's
  `end_check=immediate` it ends there, North taking N0's counter: 19–17).

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S5 then N0…N5.
"""
TEXT += agreement_text(
    RULES,
    ("The Adegrat source does not mention it; as for Kalah, players may always agree to stop a "
     "game, each taking the counters on their own row."),
)

VARIANT = Variant(
    id="gabata-adegrat",
    name="Gabata (Adegrat)",
    summary="Ethiopian (Tigray) 2×6 game of 3 counters: relay from the next hole after a lap ending in an "
            "occupied hole, the following hole captured after a lap ending in an empty one.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Gabata (Adegrat), after Pankhurst 1971: 172",
                    "https://ludii.games/details.php?keyword=Gabata%20(Adegrat)"),
             Source("Pankhurst, R. (1971). Gabata and related board games of Ethiopia and the Horn of Africa. "
                    "Ethiopia Observer 14(3): 154-206")),
    rules_text=TEXT,
    aliases=("gabata-adigrat",),
    house_rules=frozenset({"end_check", "origin", "repetition_count", "cycle_split"}),
    samples=(
        Sample("ludii-round-end", 35, {"end_check": "immediate"},
               note="the game ends as soon as a row is empty (Ludii's program; docs/conformance.md)"),
    ),
    notation="letters",
)
