"""Round-and-Round Warri (Barbados, St. Lucia): relay sowing, the last seed in an empty hole of either
row takes the hole opposite it."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=True,
    cross_capture_any_row=True,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Round-and-Round Warri

The second Warri of Barbados and St. Lucia, also called *French Wari*, *Rounders* or *Round de
Town*, recorded by Melville J. Herskovits (1932) and still played when de Voogt visited Barbados in
the late 1990s. Two players, 2×6 holes, **4 seeds** in each (48); the stores hold captures only.

* **Move.** Take the seeds of an own non-empty hole and sow them one by one anticlockwise.
* **Relay.** When the last seed falls into an occupied hole, on either row, take all the seeds of
  that hole (the last one too) and sow on from the next hole.
* **Capture.** When the last seed falls into an **empty** hole, the turn ends and the mover takes
  the seeds of the hole opposite it, "no matter how few or how numerous they may be": "It makes no
  difference if he ends on his own side or that of his opponent". The seed that made the capture
  stays where it fell; if the opposite hole is empty nothing is captured.
* **End.** The game ends when the player to move has no seeds; the other player takes the seeds
  left (all on their own row). Most seeds wins; 24–24 is a draw.

Rulings:

* **Which source decided what**: the relay and the capture on either row are Herskovits's
  words, as Ludii's "French Wari" (DLP evidence 706) quotes them; the end and the seeds left to the
  player who can still move are Ludii's. Mancala World ("Round-and-Round Warri") calls it Ayoayo
  with the capture on either row and notes what Herskovits left out.
* **The capture from the opponent's row**: a last seed in an empty hole of the opponent's row
  takes the mover's own hole opposite it (`cross_capture_any_row`, a new dimension of this entry);
  on the own row it takes the opponent's hole, as in Ayoayo. The capturing seed stays
  (`capture_includes_sowing_seed=false`; "he takes the seeds that are in the cup opposite").
* **The starting hole**: Herskovits does not say that a lap skips the hole it started from,
  and Ludii's program sows into it: `origin=sow_into` (option `skip_lap_origin`, Ayoayo's rule,
  which Mancala World assumes).
* **Feeding, 25 seeds**: Herskovits has no feeding rule and Ludii none (option `must_feed`);
  Mancala World's "the player who got 25 seeds or more wins" is a majority of 48, which the end
  by the stores gives anyway (option `capture_majority_wins` ends the game at 25).
* **What the sources leave open**: the 3rd occurrence of the same position with the same
  player to move ends the game, each player taking the seeds on their own row; endless relays are
  cut by the engine's turn limit. MancalaGames has no entry for
  this game.

Position: `pits[seat]` from the seat's own left; the opposite of hole *i* is the other seat's hole
5−*i*.
"""
TEXT += agreement_text(
    RULES,
    ("Herskovits does not mention it; as in Ayoayo, players may always agree to stop a "
     "game."),
)

VARIANT = Variant(
    id="round-and-round-warri",
    name="Round-and-Round Warri",
    summary="Barbados and St. Lucia relay Warri: a last seed in an empty hole of either row takes the hole opposite.",
    rules=RULES,
    region="Caribbean",
    rules_version="1.0.0",
    sources=(Source("Ludii: French Wari (after Herskovits 1932: 32)", "https://ludii.games/details.php?keyword=French%20Wari"),
             Source("Mancala World: Round-and-Round Warri", "https://mancala.fandom.com/wiki/Round-and-Round_Warri"),
             Source("M. J. Herskovits 1932, 'Wari in the New World', Journal of the Royal Anthropological "
                    "Institute 62: 23-37")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "must_feed", "capture_majority_wins", "repetition_count", "cycle_split"}),
    aliases=("french-wari", "rounders"),
    notation="letters",
)
