"""Pallanguzhi (Tamil Nadu, Kerala): 2×7 pits of 6, relay from the next pit, captures beyond an
empty pit, fours (pasu) taken as they are made."""

from engine.options import Variation
from engine.rules import (
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
    pits_per_side=7,
    seeds_per_pit=6,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY_NEXT,
    min_seeds_to_move=1,
    en_passant_count=4,
    en_passant_taker=EnPassantTaker.OWNER,
    capture_beyond_empty=True,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.IMMEDIATE,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Pallanguzhi

The South Indian game (Tamil பல்லாங்குழி; also Pallankuli, Pallanguli; Alaguli Mane in Kannada,
Vamana Guntalu in Telugu), played above all in Tamil Nadu and Kerala. Two players, a board of
2×7 pits ("kuzhi"), **6 seeds** in every pit (84 in all). Each player owns the row of seven pits
in front of them and keeps captured seeds in a store beside the board that is never sown.

* **Move.** Take all the seeds of any non-empty pit of your row (a single seed may be moved) and
  sow them one by one anticlockwise into the following pits, round both rows; the stores are
  not on the way.
* **Relay from the next pit.** When the last seed of a lap has been dropped, take all the seeds
  of the **next** pit and sow them on in the same way, starting with the pit after it.
* **Capture beyond an empty pit.** When the pit after the last seed's pit is empty, take the
  seeds of the pit beyond that empty pit, on either row, into your store; your turn ends.
  When that pit is empty as well ("two empty holes beyond"), nothing is captured and your turn
  ends.
* **Pasu (fours).** Whenever a seed makes a pit hold exactly **4**, the owner of that pit (the
  player on whose row it is) takes the four at once, whoever is sowing. This holds for every
  seed, the last one of a lap included; the sowing or the relay then goes on as if the pit had
  been empty.
* **End.** As soon as a move leaves a row with no seeds, the game ends and each player adds the
  seeds left on their own row to their store. Most seeds wins; 42–42 is a draw.

## Sources and where they differ

* Wikipedia's *Pallanguzhi* describes the relay from the next cup, the capture of "the cup
  beyond the empty hole", the end of the turn at "two empty holes beyond", and the fours taken
  during sowing ("pasu" in Tamil); Indianetzone's *Pallanguli* gives the same rules with six
  seeds a pit and says what a pasu is: "If, after having a seed dropped into it, a cup contains
  four seeds, those become the property of the player who dropped the seed".
* Ludii's *Pallankuli* encodes Durai's 1928 description (six counters a hole, rounds with holes
  out of play). Its sowing reads differently: a lap ending in an occupied hole is lifted from
  that hole, and a lap ending in an empty hole takes the next hole's contents. This entry
  follows the next-cup relay of the other sources, which agree with each other; a Durai-style
  relay is not offered.
* The modern descriptions (rahulsom/pallanguzhi, the Kannada and Tamil blogs) play with **5**
  seeds a pit: option `seeds_per_pit=5`.

## Rulings

* **Seeds**: 6 a pit, with Durai (as encoded by Ludii), Indianetzone and Wikipedia's own
  round rules ("fill … with six counters"); option `seeds_per_pit` (5 is the common modern
  count, 4 also occurs). Wikipedia's other layout, 12 counters in every pit but 2 in the middle
  pit of each row (146 or 148 counters), is **not offered**: the engine starts every pit with the
  same count.
* **The relay**: the pit lifted is the one after the pit where the lap's last seed fell,
  whichever row it is on, and it is lifted even when that last seed made a pasu there. A lap
  that comes round to the pit it started from sows into it (no source skips it; option
  `origin`).
* **After a capture**: the turn ends. Wikipedia and Indianetzone add "That player then
  continues play from the next cup containing counters"; Durai ("the contents of the next hole
  are taken and turn ends"), rahulsom/pallanguzhi and the blogs end the turn, which is what
  this entry does. The pit captured may be on either row. Some players also take the pit
  opposite the captured one; no published source found says so, and it is not offered.
* **Pasu**: the four go to the owner of the pit, as Ludii's Durai encoding and
  rahulsom/pallanguzhi ("the player on whose side it occurs") have it. Indianetzone (and
  Wikipedia) give them to "the player who dropped the seed": option `en_passant_taker=sower`. Fours are taken seed by seed as they are made, so a pit passed
  again later in the same turn is refilled from empty.
* **The end**: Durai's round ends "when a player has no counters in their holes, remaining
  player takes all the remaining counters"; the engine checks after every move
  (`end_check=immediate`, `sweep=owner`). Wikipedia's "the round is over when no counters
  remain" is option `empty_mover=pass` with `end_check=at_turn_start` (a player without seeds
  passes). A repeated position (3rd occurrence, same player to move), an agreed end or the move
  limit ends the game with each player taking the seeds on their own row
  (`repetition_count`, `cycle_split`).
* **The match of rounds, variation `match`**: Durai's match, as Ludii's *Pallankuli* encodes
  it (`rounds=refill`). A round ends as the game above does. Then each
  player fills as many pits of their row as their store allows, **6 to a pit from their left**
  (pit 0 first), and keeps the rest in their store; the pits left empty are **ruined**: out of
  play for that round (sowing, relays and the pit "next" to a lap's end pass over them; nothing is
  moved from or captured in them; event `pits_ruined`, position field `ruined`). A ruined pit is
  filled again in a later round if the store allows (Durai: "out of play for this round"). **The
  right to begin alternates** from round to round (`round_starter=alternate`); "further rounds are
  played until one player has fewer than six counters", who then loses (`match_won`; `max_rounds`
  bounds the match, the larger holding winning). Durai has the player "with the smaller number of
  counters" fill first, which changes nothing when each fills their own row. The default stays
  **one round, scored as one game**: the modern descriptions (rahulsom/pallanguzhi, the blogs)
  play one, and records of version 1.0.0 replay unchanged.
* **Endless turns**: every relay is bounded by the engine's turn limit; the capture rule then applies where that lap ended.

Position: `pits[seat]` from the seat's own left; anticlockwise sowing runs S0…S6 then N0…N6.

**Second reading.** Ludii's *Pallankuli* reads Durai's relay otherwise (above), so it is
compared turn by turn, its first round, with the options that are its reading (`laps=relay`,
`capture_next_after_empty=true`, `capture_beyond_empty=false`): 200 games each way, and every
turn that differs is one of two rules of its program this entry does not take: its fours,
looked for when a lap is over, a lap whose last seed makes four ending the turn, and its round
ending between two laps of a turn (docs/conformance.md, L-PA1 and L-PA2); no other difference.
MancalaGames' `Pallanguli` parameters (variant `No_Rounds`), with the fours of a lap's last seed
taken, no feeding and no last-seeds pickup as this entry's sources have it, are compared ply by
ply both ways with options `empty_mover=pass` and `end_check=at_turn_start` (docs/conformance.md,
MG-PA1).
"""
TEXT += agreement_text(
    RULES,
    ("The Pallanguzhi sources do not mention it; as for Kalah, players may always "
     "agree to stop a game."),
)

VARIANT = Variant(
    id="pallanguzhi",
    name="Pallanguzhi",
    summary="South Indian 2×7 game: relay from the next pit, capture of the pit beyond an empty pit, fours (pasu) to the pit's owner.",
    rules=RULES,
    region="South Asia",
    rules_version="1.0.0",
    sources=(Source("Wikipedia: Pallanguzhi", "https://en.wikipedia.org/wiki/Pallanguzhi"),
             Source("Ludii: Pallankuli (after Durai 1928, DLP.Evidence.672)",
                    "https://ludii.games/details.php?keyword=Pallankuli"),
             Source("Indianetzone: Pallanguli", "https://www.indianetzone.com/13/pallanguli.htm"),
             Source("rahulsom/pallanguzhi: Rules (5 seeds a pit)", "https://github.com/rahulsom/pallanguzhi")),
    rules_text=TEXT,
    house_rules=frozenset({"seeds_per_pit", "en_passant_taker", "empty_mover", "end_check", "origin",
                           "repetition_count", "cycle_split"}),
    aliases=("pallankuli", "pallanguli"),
    variations=(Variation("match", "Durai's match of rounds: each player refills their pits, 6 each from their "
                          "left, from their store; the pits that cannot be filled are ruined (out of play) for the "
                          "round; the right to begin alternates; a player who cannot fill one pit loses "
                          "(rounds=refill, round_starter=alternate).",
                          ((True, (("rounds", Rounds.REFILL), ("round_starter", RoundStarter.ALTERNATE))),
                           (False, (("rounds", Rounds.NONE), ("round_starter", RoundStarter.WINNER))))),),
    samples=(
        Sample("wikipedia-five-seeds-sower-takes-fours", 24, {"seeds_per_pit": 5, "en_passant_taker": "sower"},
               note="5 seeds a pit and the fours to the sower (Wikipedia; rulings R-P1, R-P4)"),
        Sample("match-of-rounds", 25, {"match": True},
               note="Durai's match: refilled from the stores, ruined pits out of play (R-P6, D-24)"),
    ),
    notation="letters",
)
