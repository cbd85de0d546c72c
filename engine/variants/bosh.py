"""Bosh (Darod clan, Somalia; Marin 1931): 2×5 holes of 4, relay from the next hole, the hole
beyond an empty hole captured, a match of rounds in which the holes a player cannot fill are
closed."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rounds, RoundStarter, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=5,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    min_seeds_to_move=1,
    capture_beyond_empty=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
    rounds=Rounds.REFILL,
    round_starter=RoundStarter.WINNER,
    max_rounds=30,
)

TEXT = """\
# Bosh

*Bosh* (*bòsh*) is played by the Darod clan of Somalia; G. Marin described it in 1931. Two
players, 2×5 holes dug in the ground, **4 stones** in every hole (each player brings 20). Each
player owns the row in front of them; the stones a player takes are kept off the board (`stores`)
and never sown during the round.

* **Move.** Take all the stones of a non-empty hole of your row and sow them one by one
  **anticlockwise** into the following holes, round both rows.
* **Relay from the next hole.** When the last stone of a lap has been dropped, take all the stones
  of the **next** hole, on either row, and sow them on in the same way from the hole after it.
* **Capture.** When the hole after the last stone's hole is **empty**, your turn is over and you
  take the stones of the hole beyond that empty hole, on either row. If that hole is empty too
  ("followed by two empty ones"), you get nothing.
* **End of a round.** A player whose holes are all empty at their turn cannot move: the round is
  over and the opponent takes the stones left on the board (they all lie on the opponent's row).
* **Next round.** Each player fills their holes with 4 stones each from their winnings, from
  their own left, as far as the winnings allow, and keeps the rest. A hole that cannot be filled
  is **closed** (`ruined`): it is out of play for that round (sowing, relays and the "next hole"
  pass over it; nothing is moved from or captured in it) and is opened again in a later round
  when its owner can fill it. The winner of a round begins the next.
* **End of the match.** A player who cannot fill a single hole (fewer than 4 stones) has lost
  (`match_won`). The match is bounded by `max_rounds` (30), the larger holding winning.

## Rulings

* **Board, stones, sowing, relay and capture**: Mancala World's *Bosh* (after Marin 1931) and
  Ludii's *Bosh* (after Marin 1931: 507; Pankhurst 1971) agree: 2×5 holes of 4, anticlockwise
  sowing, the next hole's stones sown on ("Indian-style laps"), the hole "immediately next to the
  empty one" captured, nothing when the last hole "is followed by two empty ones". Marin's own
  worked example (quoted in Ludii's evidence DLP.Evidence.701) is this entry's first example
  below. A relay or a capture may be on either row (the sources name no row). A lap that comes
  round sows into the hole it started from (no source says otherwise; option `origin`).
* **The end of a round**: "If a player cannot move because all the holes on his side are empty,
  he forfeits all the remaining stones to his opponent" (Mancala World): the round ends at the
  start of the turn of a player without stones (`end_check=at_turn_start`,
  `empty_mover=game_ends`), the stones left going to the owner of their row (`sweep=owner`).
  Ludii's program ends the round as soon as either row is empty, after any lap, "the player whose
  row still contains counters" taking them: options `end_check=immediate` (the comparison,
  docs/conformance.md).
* **The match**: "each player fills his holes with four stones from his winnings. Any hole with
  less than the full amount is closed down with sand and considered as non-existent, but can be
  re-opened in a later round. The aim of the game is to close down all the opponent's holes, that
  is to reduce his provision to less than four stones" (Mancala World): `rounds=refill` with 4 a
  hole. Which holes are closed the sources do not say: here the holes
  **from the player's right** are closed, those from their left filled first, as in the other
  refill games of the catalogue; Ludii lets each player choose the holes they fill. Who begins the
  next round is not said either: the round's winner (`round_starter=winner`; option
  `round_starter=alternate`). Option `rounds=none` plays one round, scored as one game.
* **Endless games**: a repeated position (3rd occurrence, same player to move), an agreed end or
  the move limit ends the round with each player taking the stones on their own row; an endless
  relay is cut by the engine's turn limit, the capture rule then applying where that lap ended.

## Worked examples

* Opening (Marin): South lifts the four stones of S4 (Marin's E) and sows N0…N3 (F, G, H, I);
  the next hole N4 (J) is lifted and sown into S0…S3 (A, B, C, D); the hole after, S4, is empty,
  so South takes N0 (F, 5 stones): `S: 5 5 5 5 0 [5] | N: 0 5 5 5 0 [0]`.
* Two empty holes: `S: 0 0 0 1 0 [20] | N: 0 0 3 0 0 [16]`, South sows S3 → S4; the next hole N0
  and the one beyond, N1, are empty: nothing is taken and North moves.
* Next round: a round ends 31–9. North fills N0 and N1 with 4 each and keeps 1; N2, N3 and N4 are
  closed; South fills all five and keeps 11: `S: 4 4 4 4 4 [11] | N: 4 4 0 0 0 [1]`, North's three
  holes out of play.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S4 then N0…N4.
"""
TEXT += agreement_text(
    RULES,
    ("The Bosh sources do not mention it; as for Kalah, players may always agree to stop a "
     "round, each taking the stones on their own row."),
)

VARIANT = Variant(
    id="bosh",
    name="Bosh",
    summary="Somali 2×5 game of 4 stones: relay from the next hole, the hole beyond an empty hole captured; "
            "a match of rounds in which the holes a player cannot fill are closed.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Bosh (after Marin 1931)", "https://mancala.fandom.com/wiki/Bosh"),
             Source("Ludii: Bosh, after Marin 1931: 507 (DLP.Evidence.701)",
                    "https://ludii.games/details.php?keyword=Bosh"),
             Source("Marin, G. (1931). Somali Games. Journal of the Royal Anthropological Institute 61: 499-511")),
    rules_text=TEXT,
    house_rules=frozenset({"rounds", "round_starter", "end_check", "origin", "repetition_count", "cycle_split"}),
    samples=(
        Sample("ludii-round-end", 31, {"end_check": "immediate", "rounds": "none"},
               note="one round, ended as soon as a row is empty (Ludii's program; docs/conformance.md)"),
    ),
    notation="letters",
)
