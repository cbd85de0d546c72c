"""Congkak (Malaysia): 2×7 houses of 7 seeds, relay sowing through the own store, sequential opening."""

from engine.options import Variation
from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rounds, RoundStarter, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=7,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=True,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=True,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Congkak

The Malay game of Malaysia, Singapore and Brunei (congklak and dakon in Indonesia). Two players,
2×7 small holes ("houses", *kampong* the village) and a storehouse (*rumah*) for each player;
**7 seeds** in every house (98 in all).

* **Move.** Take all the seeds of an own non-empty house and sow them one by one into the
  following houses of both rows and into your own storehouse, passing over the opponent's
  storehouse. The Malay descriptions sow clockwise with each player's storehouse on the left;
  this service, like its Sungka entry, draws the mirror image (anticlockwise, storehouse on the
  right), which is the same game.
* **Relay.** When the last seed falls into an occupied house, on either row, take all the seeds
  of that house (the last one included) and sow on from the next house in the same way. A sowing
  that comes round to the house it started from sows into it like any other house.
* **Extra turn.** When the last seed falls into your own storehouse, move again from any own
  house.
* **Capture.** When the last seed falls into an empty house of your own row, take it and all the
  seeds of the opposite house into your storehouse, and the turn ends. If the opposite house is
  empty, the last seed alone goes to your storehouse ("he deposits only his last shell in his own
  storehouse"). When the last seed falls into an empty house of the opponent's row, the turn ends
  and the seed stays there.
* **End.** The game ends when the player to move has no seed in their houses; the seeds still in
  the other row go to their owner's storehouse ("the remaining seeds are awarded to his
  opponent"). Most seeds in store wins; 49–49 is a draw.

How it differs from this service's Sungka: a capture with an empty opposite house still banks the
capturing seed (`empty_capture`), and a player without seeds ends the game instead of passing
(`empty_mover`). Both are options, so `empty_capture=false, empty_mover=pass` plays Sungka's rules
on the Congkak board.

Rulings:

* **The opening**: both players make their first move at the same time in every source. This
  service adjudicates one move at a time, so the opening is played as two ordinary turns, South
  (seat 0) first, each sown on the position the other left, as in Sungka; a first
  move that ends in the own storehouse gives an extra turn as at any other time. The sources' rule
  that the opponent of the player who finished the opening first moves next has no counterpart:
  turns simply alternate from the opening on. Wikipedia's account starts both openings from the
  house nearest the own storehouse; the Malaysian method of play lets each player start from any
  house, and so does this entry.
* **The capture**: the Malaysian method of play banks the last seed even when the opposite
  house is empty; the English rules text of salvi.chaosnet.org captures nothing then (option
  `empty_capture=false`). The Indonesian congklak instructions allow a capture only once "you have
  gone around the board at least one time": option `capture_precondition=own_store_sown`, read as
  *during this move* (from the pick-up to the last seed, relay laps included) a seed went into the
  mover's own storehouse. A sowing that ends in an own empty house without having gone round leaves
  the seed there and captures nothing. An earlier move of the same turn (before an extra turn)
  does not count.
* **The end**: the game ends at the start of a turn of a player with empty houses (`end_check
  at_turn_start`, `empty_mover game_ends`), as in the Wikipedia account; a player who empties
  their own row and earns an extra turn ends the game at once. Option `empty_mover=pass` makes such
  a player pass instead, as in Sungka.
* **The match of rounds, variation `match`; what the sources leave open**: the later rounds, in
  which each player refills their houses from their storehouse, 7 to a house, and the houses that
  cannot be filled are "burnt" (*sunog*; *telaga burok*, "ruined wells", in the 1907 account)
  and skipped, are the variation `match` (`rounds=refill`): "If a player is
  unable to fill a hole with seven seeds that hole is considered sunog; all excess seeds are
  returned to the store. The round begins with the player with no sunog holes" (Wikipedia), so
  **the round's winner starts** (`round_starter=winner`; after a tied round the other player than
  last round). No source says in which order the houses are filled: the engine fills from pit 0,
  the first house of the sowing; a burnt house is filled again in a later round when the
  storehouse allows. The match ends when a player cannot fill one house ("utterly destroyed",
  1907: "until a player has lost all her seeds"; reason `match_won`) or after `max_rounds`. The
  1907 account's "the player owning ruined wells must wait until her opponent is dead before
  playing again" is not modelled. The default stays a one-game match, scored by the storehouses,
  as the modern descriptions play it (and as records of version 1.0.0 replay). Russ's Javanese
  *Dakon* (1984, as MancalaGames' Dakon parameters encode it: burnt holes that may come back into
  play, a player without seeds passing, captures only of an occupied opposite hole) is this match
  with `empty_capture=false` and `empty_mover=pass`, except that there the player who moved last
  begins the next round (not offered); it is therefore no separate entry. A relay that comes round to its
  starting house sows into it (option `origin`). Every move changes a storehouse (a sowing that
  leaves the own row passes the own storehouse; one that stays on it banks its last seed), so no
  position can repeat under these rules; with options under which one can (`empty_capture=false`),
  the 3rd occurrence of a position (same player to move) or the move limit ends the game with each
  player taking the seeds on their own side, as in Kalah (`repetition_count`, `cycle_split`). Every lap is bounded by the engine's turn limit
 , so no turn runs forever.

Position: `pits[seat]` from the seat's own left in the drawn orientation (pit 0 is the first house
after the opponent's storehouse, the house farthest from the own storehouse); the opposite of
pit *i* is the other seat's pit 6−*i*.

**Second reading.** Ludii has no Malaysian Congkak (its Main Chongkak is Skeat's game, the
`main-chongkak` entry). MancalaGames' `Jongkak` (after Hanson 2003) played as one game (no rounds,
its own end variation NO_ADDTL: the game ends when the player to move cannot move) with 7 seeds
and the last seed taken alone when the opposite house is empty (its `xcpickown` ALWAYS_PICK) is
compared ply by ply both ways (docs/conformance.md): no difference. The sources' worked examples
are the rules tests.
"""
TEXT += agreement_text(
    RULES,
    ("The Congkak sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="congkak",
    name="Congkak",
    summary="Malay 2×7 game: relay sowing through the own store, extra turns, the last seed banked with the opposite house.",
    rules=RULES,
    region="Southeast Asia",
    rules_version="1.0.0",
    sources=(Source("Hello, let's play: How to play congkak (the Malaysian method of play)",
                    "http://hello-letsplay.blogspot.com/2008/07/how-to-play-congkak.html"),
             Source("Journal of the Straits Branch of the Royal Asiatic Society 49 (1907), Malay games: "
                    "chongkak (Wikisource)",
                    "https://en.wikisource.org/wiki/Page:Journal_of_the_Straits_Branch_of_the_Royal_Asiatic_Society_"
                    "(IA_journalof495019071908roya).pdf/120"),
             Source("Wikipedia: Southeast Asian mancala (congkak)",
                    "https://en.wikipedia.org/wiki/Southeast_Asian_mancala"),
             Source("Congkak rules (salvi.chaosnet.org)", "http://salvi.chaosnet.org/snippets/congklak-rules.txt"),
             Source("Living in Indonesia: Instructions for how to play Congklak",
                    "http://upload.expat.or.id/info/congklakinstructions.html")),
    rules_text=TEXT,
    house_rules=frozenset({"empty_capture", "capture_precondition", "empty_mover", "origin",
                           "repetition_count", "cycle_split"}),
    variations=(Variation("match", "The match of rounds with burnt houses: each player refills their houses, "
                          "7 each, from their storehouse; the houses that cannot be filled are burnt (out of play) "
                          "for the round; the round's winner starts; a player who cannot fill one house loses "
                          "(rounds=refill, round_starter=winner).",
                          ((True, (("rounds", Rounds.REFILL), ("round_starter", RoundStarter.WINNER))),
                           (False, (("rounds", Rounds.NONE), ("round_starter", RoundStarter.WINNER))))),),
    samples=(
        Sample("match-of-rounds", 26, {"match": True},
               note="the match with burnt houses, the round's winner starting (R-C4, D-24)"),
    ),
    notation="numbers",
)
