"""Das Bohnenspiel (Germany / the Baltic): Fritz Jahn's bean game, captures of 2, 4 and 6 on
either row with a chain back round the board."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, GrandSlam, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=6,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    cross_capture=False,
    capture_counts=(2, 4, 6),
    count_capture_sides=CountSides.ANY,
    capture_chain=True,
    capture_chain_across_rows=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Das Bohnenspiel

The bean game Fritz Jahn described (1917, 1923) from a board of the Baltic German nobility (the
"Baltic" or "Kardis" Bohnenspiel). Two players, 2×6 pits and a store at each end that only holds
captures; **6 beans** in every pit (72 in all).

* **Move.** Take all the beans of a non-empty pit of your own row and sow them one by one
  anticlockwise into the following pits of both rows; the stores are never sown. A sowing of 12
  or more comes round and sows its starting pit like any other (`origin=sow_into`).
* **Capture.** If the pit the last bean falls into now holds **2, 4 or 6** beans — on **either
  row**, yours or your opponent's — you take them (`capture_counts=[2, 4, 6]`,
  `count_capture_sides=any`). Then the pit before it (against the sowing direction) is looked at:
  if it holds 2, 4 or 6 it is taken too, and so on, round the board from one row into the other
  (`capture_chain_across_rows`), until a pit holds another number. Any other count ends the turn.
* **End.** When the player to move has no bean in their row, the game ends and **the other player
  takes all the beans left on the board** — all of them lie in that player's row
  (`empty_mover=game_ends`, `end_check=at_turn_start`, `sweep=owner`).
* **Winner.** Most beans; 37 is a majority, 36–36 is a draw.

## Rulings where the sources are silent or differ

* **The chain crosses the rows and stops at the starting pit.** Wikipedia and the German
  online rules (igGameCenter, Spiele-Himmel: "it does not matter to whom the pits belong") take
  the preceding pits whoever owns them. Ludii's Bohnenspiel (a backtracking sow on the loop of
  both rows) does the same and stops before the pit the move started from; so does this engine
  (it only matters for sowings of 12 or more beans), and a chain never comes round to the pit
  where it began.
* **No majority ending.** Wikipedia calls 37 beans a majority; no source ends the game there,
  so play goes on until a player cannot move (option `capture_majority_wins=true` ends it at 37).
* **Grand slam.** A capture may take every bean of the opponent's row; it is made
  (`grand_slam=capture_all`), and the opponent, unable to move, ends the game (the sources know no
  feeding rule).
* **Cycles.** The sources have no repetition rule; the third occurrence of the same position
  with the same player to move ends the game with each player taking the beans of their own row
  (`repetition_count`, `cycle_split`), and `max_plies` bounds every game.
* **Other Bohnenspiele.** Jahn's "German" Bohnenspiel (on a board half as large again) and the
  other Bohnenspiel rule sets of the RWTH Aachen "Brettspielvarianten" collection (with sown
  stores, relays or rounds) are different games; they are not this entry.

Position: `pits[seat]` from the seat's own left; the stores hold captures only.
"""
TEXT += agreement_text(
    RULES,
    ("The Bohnenspiel texts do not mention it; as for Kalah, players may always agree to "
     "stop a game."),
)

SOURCES = (
    Source("Wikipedia: Das Bohnenspiel (after Jahn, Deutsches Spielhandbuch)",
           "https://en.wikipedia.org/wiki/Das_Bohnenspiel"),
    Source("Ludii: Das Bohnenspiel (ruleset Jahn; Jahn 1923: 13-15)",
           "https://ludii.games/variantDetails.php?keyword=Das+Bohnenspiel&variant=66"),
    Source("igGameCenter: Bohnenspiel (Regeln)", "http://www.iggamecenter.com/info/de/bohnenspiel.html"),
    Source("Spiele-Himmel: Anleitung für das Bohnenspiel",
           "http://www.spiele-himmel.de/brett/spiele/bohnenspiel/index.html"),
)

VARIANT = Variant(
    id="bohnenspiel",
    name="Das Bohnenspiel",
    summary="German bean game, 2×6 with 6 beans: captures of 2, 4 or 6 on either row, chained back round the board.",
    rules=RULES,
    region="Europe",
    rules_version="1.0.0",
    sources=SOURCES,
    rules_text=TEXT,
    house_rules=frozenset({"capture_majority_wins", "repetition_count", "cycle_split"}),
    aliases=("das-bohnenspiel",),
    notation="letters",
)
