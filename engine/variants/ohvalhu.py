"""Ohvalhu (Maldives): 2×8 holes of 8 shells, relay sowing through the own store, turns from the opening on."""

from engine.options import Variation
from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rounds, RoundStarter, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=8,
    seeds_per_pit=8,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=True,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Ohvalhu

The game of the Maldives (*ovvalhu gondi*, "eight holes"; Culin's *naranj*, 1894), a cousin of
Congkak and Sungka. Two players, 2×8 holes and a store ("shop", the end-hole) at each end, each
player owning the store on their right; **8 cowrie shells** in every hole (128 in all).

* **Move.** Take all the shells of an own non-empty hole and sow them one by one anticlockwise
  into the following holes of both rows and into your own store, passing over the opponent's
  store. A move never starts from a store.
* **Relay.** When the last shell falls into an occupied hole, on either row, take all the shells
  of that hole (the last one included) and sow on from the next hole in the same way. A sowing
  that comes round to the hole it started from sows into it like any other hole.
* **Extra turn.** When the last shell falls into your own store, move again from any own hole.
* **Capture.** When the last shell falls into an empty hole of your own row, take it and all the
  shells of the opposite hole into your store, and the turn ends. If the opposite hole is empty,
  nothing is captured (the shell stays). When the last shell falls into an empty hole of the
  opponent's row, the turn ends.
* **Pass.** A player with no shells in their holes passes; the other player moves again.
* **End.** The game ends when no shell is left in any hole; most shells in store wins, 64–64 is
  a draw.

Unlike Congkak and Sungka, the opening is played in turns: "There is no simultaneous opening
move" (Mancala World). South (seat 0) moves first.

Rulings:

* **The capture**: de Voogt's account (as Ludii records it) says the shells of the opposite
  hole are captured when the last shell lands in an empty hole; with Mancala World ("similar to
  Congkak") and the MancalaGames parameters (`capt_side` own, `xcpickown`) this service reads it
  as Congkak's capture on the mover's own row, the capturing shell taken too, and nothing taken
  when the opposite hole is empty (option `empty_capture=true` banks the lone shell as the
  Malaysian Congkak does). Ludii's program reads de Voogt literally (docs/conformance.md
  L-OH1): a last shell in an empty hole of either row takes the opposite hole, the capturing
  shell staying where it fell (options `cross_capture_any_row=true`,
  `capture_includes_sowing_seed=false`).
* **The end**: de Voogt's account plays on "until all of the counters are captured", so a
  player with empty holes passes and the game ends when every hole is empty, as in Sungka. The
  MancalaGames implementation ends the game when the player to move has no move (option
  `empty_mover=game_ends`, the seeds left going to their owner).
* **What the sources leave open or this entry leaves out**: the game is "usually played in
  rounds" in which each player refills their holes from the left with 8 shells each and the
  holes that cannot be filled are marked with a leaf and skipped; those rounds are the variation
  `match`; by default a one-game match, scored by the stores. The 6-, 7- and
  10-hole boards are the option `holes` (6, 7, 8 or 10: that many holes a row and, as on the 6-
  and 7-hole boards, that many shells a hole: `pits_per_side` and `seeds_per_pit`; 2×10 holes of
  10 shells, 200 in all, since the engine's rows reach 50 pits); a Maldivian board maker's 4
  shells a hole is `seeds_per_pit=4`. A
  relay that comes round to its starting hole sows into it (option `origin`); a repeated
  position (3rd occurrence, same player to move) or the move limit ends the game with each player
  taking the shells on their own side, as in Kalah (`repetition_count`, `cycle_split`). Every lap
  is bounded by the engine's turn limit, so no turn runs forever.
* **The match of rounds, variation `match`; `rounds=refill`**: when a
  round is over (every hole empty) each player fills their holes from their store, **8 to a
  hole from their left** (pit 0 first), keeping the rest in their store; "If a player cannot
  fill a hole with the required number of counters, the hole is closed and is out of play for
  that round" (de Voogt, as Ludii's *Ovalhu* encodes it): sowing passes over it and nothing is
  moved from or captured in it (position field `ruined`, event `pits_ruined`). A closed hole is
  filled again in a later round when the store allows. "Play continues in successive rounds until
  one player closes all of their opponent's holes": the match ends when a player cannot fill one
  hole (`match_won`), or after `max_rounds`. The sources do not say who begins a round; the
  right to begin alternates (`round_starter=alternate`; Ludii lets play go on in turn). The
  default stays one game, as the stores-only descriptions and records of version 1.0.0 have it.

Position: `pits[seat]` from the seat's own left (pit 0 is the first hole after the opponent's
store); the opposite of pit *i* is the other seat's pit 7−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("The Ohvalhu sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="ohvalhu",
    name="Ohvalhu",
    summary="Maldivian 2×8 game of 8 shells a hole: relay sowing through the own store, extra turns, captures of the opposite hole.",
    rules=RULES,
    region="South Asia",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Ohvalhu", "https://mancala.fandom.com/wiki/Ohvalhu"),
             Source("Ludii: Ovalhu (DLP evidence 2047, after de Voogt's account)",
                    "https://www.ludii.games/data.php?gameId=1097"),
             Source("Maldives at Expo 2020: Ovvalhu gon'di",
                    "https://expo2020maldives.gov.mv/?display-item=ovvalhu-gondi"),
             Source("MancalaGames (StoneShark): Ohvulhu parameters",
                    "https://github.com/StoneShark/MancalaGames/blob/main/GameProps/Ohvulhu.txt")),
    rules_text=TEXT,
    house_rules=frozenset({"empty_capture", "empty_mover", "seeds_per_pit", "origin", "repetition_count",
                           "cycle_split"}),
    aliases=("ovalhu", "naranj"),
    variations=(Variation("holes", "The board: 6, 7, 8 or 10 holes a row, each with as many shells as the "
                          "row has holes (pits_per_side and seeds_per_pit).",
                          tuple((n, (("pits_per_side", n), ("seeds_per_pit", n))) for n in (10, 6, 7, 8)), default=8),
                Variation("match", "De Voogt's match of rounds: each player refills their holes, as many shells "
                          "each as the board starts with (8), from their left, from their store; the holes that cannot be filled are closed (out of play) for "
                          "the round; a player who cannot fill one hole loses (rounds=refill, "
                          "round_starter=alternate).",
                          ((True, (("rounds", Rounds.REFILL), ("round_starter", RoundStarter.ALTERNATE))),
                           (False, (("rounds", Rounds.NONE), ("round_starter", RoundStarter.WINNER))))),),
    samples=(
        Sample("ten-holes", 25, {"holes": 10}, note="the 10-hole board of 10 shells a hole (ruling R-OH3)"),
        Sample("match-of-rounds", 27, {"match": True},
               note="de Voogt's match with closed holes (R-OH4, D-24)"),
    ),
    notation="numbers",
)
