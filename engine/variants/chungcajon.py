"""Chungcajon (Philippines, Culin 1900): 2×7 holes of 7 counters, relay sowing through the own
store, no captures: a race to bring the counters home, the store ending the turn."""

from engine.rules import EmptyMover, EndCheck, Laps, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=7,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Chungcajon

The Philippine game as Stewart Culin recorded it in 1900 (*Chungcajon*, also *Chuncajon*), on the
boat-shaped board of sixteen holes, and as H. J. R. Murray summarises it (*A History of
Board-Games Other Than Chess*, 1952, game 7.4.16). Two players, 2×7 holes and a store at
each end, **7 counters** in every hole (98 in all). There is no capture: every counter a player
gets home is sown into their own store.

* **Move.** Take all the counters of an own non-empty hole and sow them one by one into the
  following holes, into your own store and on into the opponent's holes, passing over the
  opponent's store. (Culin sows clockwise with the own store on the left; this service draws the
  mirror image, anticlockwise with the store on the right, which is the same game.)
* **Relay.** When the last counter falls into an occupied hole, on either row, take all the
  counters of that hole (the last one included) and sow on from the next hole in the same way.
* **End of the turn.** The turn ends when the last counter falls into an empty hole, on either
  row, or into your own store ("if the last bean in hand falls in his store, the move ends").
* **Pass.** A player with no counters in their holes passes; the other player moves again.
* **End.** Play continues until every counter is in a store; most counters wins, 49–49 is a draw.

## Sources and where they differ

* Ludii's *Chungcajon* (after Culin 1900, p. 653) gives the rules above and encodes them: the
  relay from an occupied hole (not a store), the turn ending in an empty hole or the own store,
  and the end when no hole holds a counter, scored by the stores.
* Murray (as the University of Waterloo's Museum of Games quotes him): "each player owning and
  sowing in the store to his left hand; seven beans in each hole; several laps to the move; one
  round; … A move can begin from any of the player's holes. If the last bean in hand falls in his
  store, the move ends."
* Mancala World gives *Chuncajon* as another name of Vanoverbergh's Agsinnoninka (Northern Luzon,
  1927), a different game (2×5 holes, simultaneous moves, relay from the next hole, captures); it
  is not this entry.

Rulings:

* **No capture**: no source has one; a last counter in an own empty hole simply ends the turn
  (`cross_capture=false`). Option `cross_capture=true` plays Sungka's capture on this board.
* **The store**: a last counter in the own store ends the turn (Murray, Ludii:
  `extra_turn_on_store=false`).
* **The end**: a player without counters in their holes passes (Ludii plays on while either
  player can move); the game ends when every counter is in a store (`empty_mover=pass`,
  `end_check=at_turn_start`). The last counters may circle without reaching a store: a repeated
  position (3rd occurrence, same player to move), an agreed end or the move limit then ends the
  game with each player taking the counters on their own row, as in Kalah (`repetition_count`,
  `cycle_split`), where Ludii has no ending but its move limit.
* **What the sources leave open**: South (seat 0) moves first; a relay that comes round to
  its starting hole sows into it (option `origin`); every lap is bounded by the engine's turn
  limit, so no turn runs forever.

Position: `pits[seat]` from the seat's own left (pit 0 is the first hole after the opponent's
store); the opposite of pit *i* is the other seat's pit 6−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("The Chungcajon sources do not mention it; as for Kalah, players may always agree "
     "to stop a game."),
)

VARIANT = Variant(
    id="chungcajon",
    name="Chungcajon",
    summary="Philippine 2×7 game after Culin (1900): relay sowing through the own store, no captures, the store ends the turn; a race to bring the counters home.",
    rules=RULES,
    region="Southeast Asia",
    rules_version="1.0.0",
    sources=(Source("Ludii: Chungcajon (after Culin 1900, p. 653)",
                    "https://ludii.games/details.php?keyword=Chungcajon"),
             Source("University of Waterloo, Elliott Avedon Museum of Games: Chunca (quoting Murray 1952, 7.4.16)",
                    "http://healthy.uwaterloo.ca/museum/VirtualExhibits/countcap/pages/chunca.html")),
    rules_text=TEXT,
    house_rules=frozenset({"cross_capture", "origin", "repetition_count", "cycle_split"}),
    samples=(
        Sample("sungka-capture", 30, {"cross_capture": True},
               note="Sungka's capture from an own empty hole on the Chungcajon board (ruling R-CJ1)"),
    ),
    notation="numbers",
)
