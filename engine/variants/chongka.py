"""Chongka' (Mariana Islands: Guam, Saipan): 2×7 holes of 7 shells, relay sowing through the own
store, captures of the opposite hole that leave the capturing shell, no extra turn (Fritz 1904)."""

from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=7,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Chongka'

The game of the Chamorro (CHamoru) people of the Mariana Islands (Guam/Guåhan, Saipan), first
written down by Georg Fritz, the German commander of Saipan, in 1904 (*Tchonka*). It is a cousin
of the Philippine Sungka and is still played on Guam, where the Guam Museum holds Chongka'
tournaments during Mes CHamoru. Two players, 2×7 holes and a store ("till", *Kasse*) at each
end, each player owning one store; **7 shells** in every hole (98 in all).

* **Move.** Take all the shells of an own non-empty hole and sow them one by one into the
  following holes, into your own store and on into the opponent's holes, passing over the
  opponent's store. A move never starts from a store. (Fritz sows "from right to left", with the
  own store on the left; this service draws the mirror image, anticlockwise with the own store
  on the right, which is the same game.)
* **Relay.** When the last shell falls into an occupied hole, on either row, take all the shells
  of that hole (the last one included) and sow on from the next hole in the same way. A sowing
  that comes round to the hole it started from sows into it like any other hole.
* **Store.** When the last shell falls into your own store, the turn ends.
* **Capture.** When the last shell falls into an empty hole of your own row, take the shells of
  the opposite hole into your store, and the turn ends; the capturing shell stays where it
  fell. When the last shell falls into an empty hole of the opponent's row, the turn ends.
* **Pass.** A player with no shells in their holes passes; the other player moves again.
* **End.** The game ends when no shell is left in any hole; most shells in store wins, 49–49 is
  a draw.

## Sources and where they differ

Fritz's account (as Ludii's evidence record DLP.Evidence.712 quotes it): the player "lays one
shell at a time, from right to left, into the following [holes], into his store, then into the
compartments of his opponent. If he ends in one of the latter, he takes its contents and counts
on in the same way, but without putting anything into the opponent's store. If he ends in one of
his own compartments that is empty, he may put the contents of the opposite one into his store,
but not play on. If he ends in an empty compartment of the opponent, the latter plays on. The
aim is to get as many shells as possible into one's store. In the end only a few shells are left
in the compartments and the game can drag on a long time." Ludii's *Chongka'* encodes this
account; Mancala World calls the game "almost identical with Sungka".

Rulings:

* **The capture**: Fritz takes "the contents of the opposite" hole, and so does Ludii's
  encoding (the opposite hole alone goes to the store): the capturing shell stays in the own
  hole (`capture_includes_sowing_seed=false`), and nothing happens when the opposite hole is
  empty. This is where Chongka' differs from this service's Sungka, which banks the capturing
  shell with the opposite hole (option `capture_includes_sowing_seed=true`).
* **The store**: Fritz does not say what a last shell in the own store does. Ludii's
  encoding ends the turn (its only repeat is the relay of an occupied hole), and so does this
  entry; Sungka's extra turn is option `extra_turn_on_store=true`, Mancala World's "almost
  identical with Sungka" reading.
* **The end**: Fritz gives no end rule beyond "the game can drag on a long time"; Ludii plays
  on while either player can move, a player who cannot move passing, and scores the stores:
  `empty_mover=pass`, `end_check=at_turn_start`, the game ending when every hole is empty.
  Ludii's evidence record ends it when one player has "all the counters", which the stores
  decide the same way. Because the capturing shell stays on the board, the last few shells can
  circle for ever: a repeated position (3rd occurrence, same player to move), an agreed end or
  the move limit ends the game with each player taking the shells on their own row, as in Kalah
  (`repetition_count`, `cycle_split`), where Ludii has no ending but its move limit.
* **What the sources leave open**: the opening is played in turns, South (seat 0) first (no
  source has Sungka's simultaneous start); a relay that comes round to its starting hole sows
  into it (option `origin`); every lap is bounded by the engine's turn limit , so no turn runs forever.

Position: `pits[seat]` from the seat's own left (pit 0 is the first hole after the opponent's
store); the opposite of pit *i* is the other seat's pit 6−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("The Chongka' sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="chongka",
    name="Chongka'",
    summary="Chamorro 2×7 game of the Mariana Islands: relay sowing through the own store, captures of the opposite hole, no extra turn.",
    rules=RULES,
    region="Oceania",
    rules_version="1.0.0",
    sources=(Source("Ludii: Chongka' (after Fritz 1904, Die Chamorro, pp. 57-58; DLP.Evidence.712)",
                    "https://ludii.games/details.php?keyword=Chongka%27"),
             Source("Mancala World: Chongka'", "https://mancala.fandom.com/wiki/Chongka%27"),
             Source("Pacific Daily News (2017): Guam Museum to host chongka' tournaments",
                    "https://www.guampdn.com/story/life/2017/03/01/guam-museum-host-chongka-tournaments/98570318/")),
    rules_text=TEXT,
    house_rules=frozenset({"capture_includes_sowing_seed", "extra_turn_on_store", "empty_mover", "origin",
                           "repetition_count", "cycle_split"}),
    aliases=("tchonka",),
    samples=(
        Sample("sungka-store", 25, {"extra_turn_on_store": True},
               note="a last shell in the own store gives an extra turn, as in Sungka (ruling R-CH2)"),
    ),
    notation="numbers",
)
