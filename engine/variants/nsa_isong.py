"""Nsa Isong (Efik, Old Calabar, Nigeria; Osunsanya 1998): Ba-awa's relay sowing and fours sown
clockwise, a player who cannot move ending the round, a match in which holes change owners."""

from engine.rules import (
    CountSides,
    CycleSplit,
    Direction,
    EmptyMover,
    EndCheck,
    Laps,
    Origin,
    Rounds,
    RoundStarter,
    Rules,
    Sweep,
)
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    direction=Direction.CW,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    en_passant_count=4,
    last_seeds_to_capturer=4,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
    rounds=Rounds.TERRITORY,
    round_starter=RoundStarter.ALTERNATE,
    max_rounds=30,
)

TEXT = """\
# Nsa Isong

*Nsa Isong* ("ground game"), played by the Efik of Old Calabar (south-eastern Nigeria),
described by 'Dotun Osunsanya (*The Scientific Basis of Nsa-Isong*, Uyo 1998). Mancala
World gives it as a close variant of Ba-awa (Ghana; Bell 1969), related to J'erin. Two players,
2×6 holes, **4 seeds** in each (48); captures are kept aside (the stores are never sown). A match
of rounds in which the players win each other's holes.

* **Move.** Take all the seeds of a non-empty hole **you own** (at first your own row) and sow them
  one by one **clockwise**, starting with the next hole (`{"pit": i}`, or `{"pit": i, "side": s}`
  for a hole of the other row).
* **Relay.** When the last seed falls into an occupied hole, all its seeds are lifted and sown on;
  a last seed falling into an empty hole ends the turn.
* **Fours.** A seed that is not the last of its lap making a hole hold exactly four gives those
  four at once to the **owner of the hole** (kind `enpassant`); there can be several in a move. A
  last seed making four gives them to the **mover**, whoever owns the hole, and the turn ends
  (kind `final4`).
* **The last four.** After a capture that leaves four seeds (or none) in play, the capturer, the
  player who moved last, takes them and the round ends (kind `last_seeds`).
* **A player who cannot move** at their turn (no seed in a hole they own) ends the round; the seeds
  left go to the owner of the hole holding them.
* **Next round.** The round's winner fills their own row with four seeds a hole and chooses which
  of the loser's holes it fills with the rest (`{"type": "choose_hollows", "hollows": [...]}`): each
  player owns a hole for every four seeds captured; every hole starts the next round with 4 seeds.
  The round starter alternates. The match ends when a player owns no hole.

## Rulings

* **The sources.** Mancala World's Nsa Isong (after Osunsanya 1998) gives the game as Ba-awa
  with two differences: "The game is played clockwise" and "The game ends, when a player can't
  move. The last four seeds are captured by the player who moved last." Ba-awa's rules are Mancala
  World's (after Bell 1969) and Wikipedia's: relay sowing, "If a pit has exactly four seeds at any
  time during sowing, these four are immediately captured and won by the player who owns the pit",
  "If the last seed is sown into a pit which then has four seeds, these four seeds are captured by
  the moving player", and the next game's "pit for each four seeds captured". These decide every
  rule above but the two below; the engine plays them as Oware Nam Nam's dimensions, sown
  clockwise (`direction=cw`).
* **The last four and the end of a round.** Ba-awa ends the round when eight seeds are left
  (the player who began takes them); Nsa Isong plays on. "The last four seeds are captured by the
  player who moved last" is read as the player whose capture leaves four: they take them and the
  round ends (`last_seeds_to_capturer=4`, MancalaGames' reading, `PICKLASTSEEDS`); "when a player
  can't move" the round ends at once (`empty_mover=game_ends`, `end_check=at_turn_start`), the
  seeds left going to the owner of each hole (`sweep=owner`). The source does not say who takes
  the seeds left then; MancalaGames' `Nsa_Isong` gives them to the hole owners too.
* **The match.** Ba-awa's "The nominal object of a match is to gain control of all the pits
  on the board; however, this is so hard the game is usually only played to ten or eleven pits"
  (Wikipedia): the engine plays the nominal object, the match ending when a player owns no hole
  (MancalaGames plays to 10 holes, Ba-awa's usual stopping point, which the engine does not play:
  it is compared in the first round only). The round starter alternates, as in MancalaGames' file (the source gives
  none); within a round the seeds a lap passes round come back into the hole they came from
  (`origin=sow_into`: the source skips no hole). No cycle rule is given: the 3rd occurrence of the
  same position with the same player to move ends the round, each hole's seeds to its owner. A
  bound so that every match ends (the sources give none): after `max_rounds` = 30 rounds the match
  ends, decided by the seeds held.

## Worked examples

* Opening, `S: 4 4 4 4 4 4 | N: 4 4 4 4 4 4`, South sows S0 clockwise: N5, N4, N3, N2; N2 holds 5
  and is sown on (N1, N0, S5, S4, S3), then S3 (S2, S1, S0, N5, N4), N4 (N3, N2, N1, N0, S5, S4)
  and S4 (S3, S2, S1, S0, N5, N4); N4 was empty: `S: 2 6 6 1 0 6 [0] | N: 6 6 1 6 1 7 [0]`.
* Fours: `S: 3 2 1 0 0 0 [16] | N: 2 2 0 3 0 3 [16]`, South sows S0 (3): N5 becomes 4 with a seed
  that is not the last (North's four), N4 gets one, N3 becomes 4 with the last seed (South's
  four): `S: 0 2 1 0 0 0 [20] | N: 2 2 0 0 1 0 [20]`.
* The last four: `S: 3 1 0 0 0 0 [20] | N: 0 0 2 2 0 0 [20]`, South sows S1 (1) into S0, making
  4: South takes them and the four left; the round ends 28–20.
* No move: `S: 0 0 0 0 0 0 [20] | N: 3 0 0 0 0 1 [24]`, North sows N5 (1) into the empty N4;
  South cannot move: the round ends, North taking its 4 (20–28).

**Second reading.** Ludii has no Nsa Isong. MancalaGames' `Nsa_Isong` parameters are compared ply
by ply both ways, the first round of each match (docs/conformance.md).

Position JSON: as Oware Nam Nam's (`round`, `round_starter`, `phase`, `owners`); `pits[seat]` from
the seat's own left; clockwise sowing runs from a hole to its left neighbour, S0 on to N5.
"""
TEXT += agreement_text(
    RULES,
    ("The Nsa Isong source does not mention it; as for Oware Nam Nam, players may always agree "
     "to stop a round."),
    'the seeds left go to the owner of the hole holding them (`cycle_split=own_side`)',
)

VARIANT = Variant(
    id="nsa-isong",
    name="Nsa Isong",
    summary="The Efik's Ba-awa sown clockwise: relay sowing, fours to the hole's owner or the mover, rounds in which holes change owners.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Nsa Isong (after Osunsanya 1998, The Scientific Basis of Nsa-Isong)",
                    "https://mancala.fandom.com/wiki/Nsa_Isong"),
             Source("Mancala World: Ba-awa (after Bell 1969)", "https://mancala.fandom.com/wiki/Ba-awa"),
             Source("Wikipedia: Ba-awa", "https://en.wikipedia.org/wiki/Ba-awa"),
             Source("MancalaGames (StoneShark): Nsa_Isong parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Nsa_Isong.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "must_feed", "max_rounds"}),
    aliases=("nsa_isong", "nsaisong"),
    samples=(
        Sample("complete-game", 79, note="a seed whose random match ends within the ply cap (83 plies; seeds 1 and 2 do not)"),
    ),
    notation="letters",
)
