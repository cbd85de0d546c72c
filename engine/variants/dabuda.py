"""Dabuda (the Afar of Ethiopia, Djibouti and Eritrea, Pankhurst 1971): 2×10 holes of four,
relay laps, a last seed in an own empty hole takes itself and the hole opposite; each player's
first move is sown from one of their four right-hand holes (an opening, ``opening_plies``/
``opening_pits``)."""

from engine.options import Variation
from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Sample, Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=10,
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    opening_plies=2,
    opening_pits=(6, 7, 8, 9),
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Dabuda

The best-known game of the Afar, who live in the Afar Region of Ethiopia, in northern Djibouti and
in the south of Eritrea. Richard Pankhurst described it in 1971 (his "Dabuda I", the long board)
from three players: Haji Ali Muhamad Salah of the Damohoita, a trader of Asaita; Ahmad Al-Jowari,
a radio entertainer from Djibouti; and Mahmouda Ahmed Gassa, a student from Thio. Two players,
2×10 holes ("bodo"), **4 stones** ("da") in each (80). Captured stones are kept aside; no hole is
sown for them.

* **The opening.** Each player's first move is sown from one of the four right-hand holes of
  their row (their pits 6-9): "Play begins from one of the rightmost four in the player's row".
  Haji Mohamad began from the extreme right-hand hole only (option `damohoita`).
* **Move.** Take all the stones of an own non-empty hole and sow them one by one anticlockwise
  from the next hole, round both rows (a sowing that comes round sows into its starting hole too).
* **Relay.** "When the final counter lands in an occupied hole, these counters are picked up and
  sowing continues." The turn ends when a last stone falls into an empty hole.
* **Capture.** "Captures are made if the player's final counter lands in an empty hole in their
  row; the contents of the opponent's hole opposite and the final counter are both captured. If
  the hole opposite is empty, nothing happens. If the empty hole is in the opponent's row, the
  turn ends."
* **End.** "Play continues until one player cannot play because their holes are empty. When this
  happens, the opponent captures the remaining counters." The player with more stones wins;
  40–40 is a draw.

Rulings:

* **The sources**: Pankhurst (1971, p. 180) as the Digital Ludeme Project quotes and summarises
  him (Ludii's "Dabuda", rulesets Afar and Damohoita) decides every rule above; Mancala World's
  page, after the same source, agrees.
* **Whose first move**: Pankhurst describes how "the first player would begin"; Ludii's summary
  ("After each player performs this move, they may sow from any hole") and its program apply the
  opening to each player's first move; so does this catalogue (`opening_plies=2`).
* **Four holes or one**: Pankhurst gives both, the extreme right-hand hole (Haji Mohamad) "or, as
  Ahmad Al-Johari says, at least from one of the four right-hand holes". The four holes are the
  default, as in Ludii's summary; the one hole is option `damohoita` (`opening_pits=9`).
* **The proviso on later moves**: the texts allow later moves "provided the sowing leads into the
  opponent's row or finishes in an empty hole in the player's own row". A relay sowing ends only
  in an empty hole, in the player's row or in the opponent's, so every move meets the proviso and
  it forbids nothing (Ludii's program has no such test either).
* **What the sources leave open**: a relay that never ends in an empty hole is bounded as in
  every relay game of the catalogue; the 3rd occurrence of the same position (same player to
  move), an agreement or the move limit ends the game, each player taking the stones on their own
  row. Pankhurst's count "four by four, into their holes" only counts the stones: the player with
  more wins.

Position: `pits[seat]` from the seat's own left; pit 9 is the seat's right-hand hole, the opposite
of pit *i* is the other seat's pit 9−*i*.
"""
TEXT += agreement_text(RULES, "Pankhurst's text has no ending by agreement; it is this catalogue's house rule for endless games.")

DAMOHOITA = Variation("damohoita", "The opening as Haji Mohamad of the Damohoita gave it: each player's first move is "
                      "sown from their extreme right-hand hole (opening_pits=9).",
                      ((True, (("opening_pits", (9,)),)), (False, (("opening_pits", (6, 7, 8, 9)),))))

VARIANT = Variant(
    id="dabuda",
    name="Dabuda",
    summary="The Afar's long board: 2×10, relay laps, captures from an own empty hole, first moves from the right-hand holes.",
    rules=RULES,
    region="Horn of Africa",
    rules_version="1.0.0",
    sources=(Source("Ludii: Dabuda (after Pankhurst 1971, p. 180)", "https://ludii.games/details.php?keyword=Dabuda"),
             Source("Mancala World: Dabuda", "https://mancala.fandom.com/wiki/Dabuda")),
    rules_text=TEXT,
    house_rules=frozenset({"opening_plies", "repetition_count", "cycle_split"}),
    variations=(DAMOHOITA,),
    samples=(Sample("damohoita", 43, {"damohoita": True}, note="first moves from the extreme right-hand hole only"),),
    notation="letters",
)
