"""J'erin (Nigeria, Yoruba): relay sowing, fours taken in the mover's own holes only, a match of rounds in which holes change owners."""

from engine.rules import (
    CountSides,
    CycleSplit,
    EmptyMover,
    EndCheck,
    EnPassantTaker,
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
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.OWN,
    capture_chain=False,
    en_passant_count=4,
    en_passant_taker=EnPassantTaker.SOWER_OWN_PITS,
    last_seeds_to_capturer=4,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
    rounds=Rounds.TERRITORY,
    round_starter=RoundStarter.ALTERNATE,
    max_rounds=30,
)

TEXT = """\
# J'erin

*J'erin* (*jérin-jérin*, "four by four"), a game of the Yoruba of Nigeria described by Newberry
(1939, pp. 79-80), close to Ba-awa (Ghana) and Obridjie (Ijaw). Two players, 2×6 holes, **4 seeds**
in each (48); captures are kept aside (the stores are never sown). A match of rounds in which the
players win each other's holes.

* **Move.** Take all the seeds of a non-empty hole **you own** (at first your own row) and sow them
  one by one anticlockwise, starting with the next hole (`{"pit": i}`, or `{"pit": i, "side": s}` for
  a hole of the other row).
* **Relay.** "When the final counter of a sowing lands in an occupied hole, the counters are picked
  up and sowing continues"; "if the final counter falls into an empty hole, the turn ends".
* **Fours.** "If at any point in the sowing a hole in the player's own row is made to contain four
  counters, they are taken" by the player sowing, at once (kind `enpassant`); a four made in the
  opponent's holes stays. "When the final counter lands in an occupied hole in the player's own row
  causing it to contain four counters, these are captured and the turn ends" (kind `final4`); a last
  counter making four in an opponent's hole is lifted and sown on like any other.
* **The last eight.** "When there are only eight counters left on the board, the first player to make
  four counters in a hole captures all the remaining counters": after any capture, if at most 4
  seeds are left in play the capturer takes them and the round ends (kind `last_seeds`).
* **Next round.** "At the end of the game, players place their captured counters four by four into
  the remaining holes. Players may thus capture holes from the opponent's row, one for every four
  counters placed in a hole. They may capture from these holes in the next round": the round's
  winner fills their own row and chooses which of the loser's holes it fills with the rest
  (`{"type": "choose_hollows", "hollows": [...]}`); every hole starts the next round with 4 seeds.
  "Play continues until one player owns no holes": that player loses the match.

Rulings:

* **The sources**: Newberry's account as Ludii records it (DLP evidence 1227, game "J'erin")
  decides every rule above; the quotations are Ludii's summary of Newberry. Mancala World and
  Wikipedia list J'erin as Ba-awa's Yoruba relative.
* **Ludii compared**: Ludii's "J'erin" plays the same sowing, fours and rounds, but for one
  departure of its program from its own rules text (docs/conformance.md L-JE1): it sows on
  whenever the last counter's hole is not empty after it fell, so a last counter in an empty hole
  is lifted and sown on too, where the text (and this entry) ends the turn; its turns end only
  with a capture. Its last-eight
  rule gives everything left to the mover whose sowing makes any four while at most 8 are on the
  board; this entry reads Newberry's "the first player to make four counters in a hole captures all
  the remaining counters" as the capturer of the next four taking the last four with it (the engine's
  `last_seeds_to_capturer=4`, as in Nam Nam). Ludii's players place their fours in their own empty
  holes first and then in any empty hole; here the round's winner fills its own row and chooses the
  loser's holes it fills, the loser owning the rest (the `nam-nam` entry's round decision).
* **What the sources leave open**: a player who owns no hole with seeds passes; the round
  starter alternates, as in Nam Nam (the source does not say); a lap of 12 or more seeds sows into the
  hole it started from (`origin=sow_into`, as Ludii); a repeated position (3rd occurrence, same player
  to move) or an agreement ends the round with the seeds left going to the owner of the hole holding
  them. As in Nam Nam, a bound ends the match: after `max_rounds` = 30 rounds the winner of the last
  round wins it. Every lap is bounded by the engine's turn limit.
* **Newberry's opening**: Newberry's opening move takes the seeds of two adjoining holes, four in
  each hand; this entry's first move is an ordinary move.

Position: as Nam Nam's: `owners` gives the owner seat of each hole, `phase` is `play` or
`choose_hollows`; `pits[seat]` from the seat's own left.
"""
TEXT += agreement_text(
    RULES,
    ("The J'erin source does not mention it; as for Kalah, players may always agree "
     "to stop a game."),
    'the seeds left go to the owner of the hole holding them (`cycle_split=own_side`)',
)

VARIANT = Variant(
    id="jerin",
    name="J'erin",
    summary="Yoruba relay game: fours taken only in the mover's own holes, the last eight to the next capturer, rounds in which holes change owners.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: J'erin (DLP evidence 1227, after Newberry 1939, pp. 79-80)",
                    "https://ludii.games/details.php?keyword=J%27erin"),
             Source("Mancala World: Ba-awa (related games: Jerin)", "https://mancala.fandom.com/wiki/Ba-awa")),
    rules_text=TEXT,
    house_rules=frozenset({"en_passant_taker", "round_starter", "max_rounds"}),
    aliases=("j-erin", "jerin-jerin"),
    samples=(
        Sample("complete-game", 20, note="a seed whose random match ends within the ply cap (seeds 1 and 2 do not)"),
    ),
    notation="letters",
)
