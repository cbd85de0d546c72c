"""Barbados Warri (English Wari): Oware as Barbados plays it, grand slams captured and a player
left without seeds given the seeds still on the board."""

from engine.rules import CycleSplit, EmptyMover, EndCheck, GrandSlam, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SKIP_TURN_ORIGIN,
    cross_capture=False,
    capture_counts=(2, 3),
    capture_chain=True,
    grand_slam=GrandSlam.CAPTURE_ALL,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.CLEARED_PLAYER,
    capture_majority_wins=True,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Barbados Warri

*Warri* (also "English Wari") of Barbados, the island's tournament game: "the first player to win
six games is the champion". Two players, 2×6 "houses", **4 seeds** each (48 "horse nickars");
the stores at the ends hold captures only and are never sown.

* **Move ("cut").** Lift all the seeds of an own non-empty house and sow them one by one
  anticlockwise. A house of 12 or more seeds goes round the board: the house the move started
  from is skipped and stays empty.
* **Capture.** When the last seed makes a house of the opponent's row hold 2 or 3, those seeds are
  captured, then the house before it, and so on back along the opponent's row while each holds 2
  or 3. Own houses are never captured.
* **Grand slam.** A move that captures everything the opponent has in their row is legal and
  captures.
* **No seeds to move with.** A player with no seeds at the start of their turn cannot move: the
  game ends and **that player** takes all the seeds still on the board. There is no obligation to
  feed: emptying the opponent's row hands them the rest of the board.
* **End.** The game ends as soon as a player has captured 25 seeds (the seeds left go to the owner
  of their row); 24–24 is a draw. If the last seeds keep going round the board, the game ends and
  is a draw whatever the stores hold (24–22 with 2 seeds on the board is a draw).

Rulings:

* **Which source decided what**: the board, the sowing, the skipped starting house, the 2-3
  captures with their chain and the 25-seed end are those of the Barbados Warri rules of W. Lee
  Farum-Badley's site and of the Barbadian account "A Barbadian Game", and agree with Oware
  (docs/rules/oware.md). The grand slam, the player without seeds and the circling seeds are the
  three differences from Oware that de Voogt (1997) recorded in Speightstown, as Mancala World
  gives them; "if you gain all the seeds on your side of the board when it is the opponent's turn
  to play, then you have to give all the remaining seeds on the board to your opponent" (a
  Barbadian player's account) says the same of the player without seeds.
* **No feeding rule**: the Barbados sources replace Oware's obligation to feed by the rule
  that the player left without seeds takes the seeds on the board (`sweep=cleared_player`,
  `empty_mover=game_ends`, `must_feed=none`); it applies after a grand slam too. Option
  `must_feed=leave_seeds` plays Oware's feeding, under which a player who cannot feed still
  hands the rest to the empty player.
* **Circling seeds**: "If the last seeds continue to circle around the board, the game ends
  without them being captured", and "a 24-22 with 2 seeds on the board is a draw": only 25
  seeds win. The 3rd occurrence of the same position with the same player to move ends the game
  as a **draw** whatever the stores hold (`cycle_split=draw`; so do an agreement and the move
  limit). The Bridgetown players reported by de Voogt split the seeds left instead (option
  `cycle_split=halves`, under which the stores decide).
* **Comparison**: MancalaGames' "Wari" (after Russ) and Ludii's Oware-family entries feed the
  opponent and forbid or nullify grand slams; neither has a Barbados entry (MancalaGames' Wari
  without its feeding is this entry's second reading, below). This entry's only
  differences from `oware` are the three named first above.

Position: `pits[seat]` from the seat's own left; the opposite of house *i* is the other seat's
house 5−*i*.

**Second reading.** Ludii has no Barbados Warri. MancalaGames' `Wari` parameters (after Russ),
its feeding rule (`mustshare`) turned off as the Barbados sources have it, are compared ply by ply
both ways (docs/conformance.md): every ply agrees; at the end MancalaGames does not give the seeds
left to the player without seeds (MG-BW1, decided by the sources above). The sources' worked
examples are the rules tests.
"""
TEXT += agreement_text(
    RULES,
    ("The Barbados sources do not mention it; a game of circling seeds ends as a draw, and "
     "so may any two players agree to end a game, as in Oware."),
)

VARIANT = Variant(
    id="barbados-warri",
    name="Barbados Warri",
    summary="Barbados tournament Warri: Oware's 2-3 captures and 25 wins, grand slams captured, a player without seeds takes the board.",
    rules=RULES,
    region="Caribbean",
    rules_version="1.0.0",
    sources=(Source("Mancala World: Barbados Warri (after de Voogt 1997)", "https://mancala.fandom.com/wiki/Barbados_Warri"),
             Source("W. Lee Farum-Badley: Barbados Warri, the rules of the game",
                    "https://barbadosphotogallery.com/warri/warrirules.htm"),
             Source("A Barbadian Game: Warri", "https://www.allfreepapers.com/History-Other/A-Barbadian-Game/73965.html"),
             Source("Joseph Tech Designs: Warri (a Barbadian player's account)",
                    "http://josephtechdesigns.blogspot.com/2010/02/warri.html")),
    rules_text=TEXT,
    house_rules=frozenset({"must_feed", "grand_slam", "repetition_count", "cycle_split"}),
    aliases=("warri-barbados",),
    notation="letters",
)
