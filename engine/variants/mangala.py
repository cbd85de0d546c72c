"""Mangala (Turkey): the standard game of Turkish school clubs and tournaments (its "four basic
rules" as published for the school and youth tournaments)."""

from engine.rules import CaptureParity, CycleSplit, EmptyMover, EndCheck, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=6,
    seeds_per_pit=4,
    sow_own_store=True,
    origin=Origin.FIRST_SEED_INTO_ORIGIN,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=True,
    capture_parity=CaptureParity.EVEN,
    capture_chain=False,
    extra_turn_on_store=True,
    empty_mover=EmptyMover.GAME_ENDS,
    end_check=EndCheck.IMMEDIATE,
    sweep=Sweep.CLEARED_PLAYER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# Mangala

The Turkish game as it is played in school clubs ("Akıl ve Zekâ Oyunları", mind and intelligence
games, approved for schools by the Ministry of National Education in 2010) and in the youth and
school tournaments. Two players, 2×6 pits (kuyu, wells) and a store (hazine, treasury) at each player's
right; **4 stones** in every pit (48 in all). The sources state four basic rules; here they are
with the engine's dimensions.

* **Move.** Take all the stones of a non-empty pit of your own row and sow them anticlockwise
  ("to the right"), one per place, through your own store and on into the opponent's row; the
  opponent's store is passed over. **The first stone goes back into the pit it was taken from**,
  so a pit of *n* ≥ 2 stones drops its last stone *n*−1 places further on. **A single stone moves
  on** to the next place and leaves its pit empty (`origin=first_seed_into_origin`). A sowing that
  comes round sows its starting pit again.
* **Another turn.** If the last stone falls into your own store, you move again, as often as it
  happens (`extra_turn_on_store`).
* **Even capture.** If the last stone falls into a pit of the **opponent** and that pit now holds
  an **even** number of stones (2, 4, 6, …), you take them all into your store
  (`capture_parity=even`). Only that pit: no chain (`capture_chain=false`).
* **Empty-pit capture.** If the last stone falls into an **empty pit of your own row** and the
  opposite pit holds stones, you take that stone and all the stones opposite. If the opposite pit
  is empty nothing is taken and the stone stays (`empty_capture=false`).
* **End.** As soon as either player's row is empty (after any move; an extra turn is then
  cancelled) the game ends, and **the player whose row is empty takes all the stones left in the
  other row** ("the first to finish the stones of their own region also takes the stones in the
  opponent's region"; `end_check=immediate`, `sweep=cleared_player`).
* **Winner.** Most stones in store (25 of 48 are sure to win); 24–24 is a draw.

## Rulings where the sources are silent or differ

* **Who takes the stones left.** Every text we read gives the stones left to the player
  whose row ran out first: World Ethnosport ("The player who finishes first takes all remaining
  stones from the opponent's wells"), the "four basic rules" as published for the school and
  youth tournaments ("İlk bitiren oyuncu rakibin kuyularındaki taşları da kendi hazinesine
  aktarır") and the boxed sets' leaflets. Option `sweep=owner` (each player keeps their own row,
  as in Kalah) is offered as a house rule; no Mangala source we read uses it.
* **A capture that empties the opponent's row.** An even capture may take the stones of the
  opponent's last non-empty pit. The rule is applied as written: that row is now the empty one,
  so its owner takes the stones still in the capturer's row.
* **Matches.** Tournaments play matches of several games (sets: best of three or of five);
  the catalogue entry is one game, and the match is the organiser's business.
* **Cycles.** The sources have no repetition rule; as in Kalah, the third occurrence of the
  same position with the same player to move ends the game, each player taking the stones of
  their own row (`repetition_count`, `cycle_split`), and `max_plies` bounds every game.
* **Ludii.** Ludii's "Mangala (Turkey)" is a different game (observed by Metin And in 1979: five
  stones a pit, captures of 1 and 3, no stores): it is not this entry.

Position: `pits[seat]` from the seat's own left (pit 0 is the first pit after the opponent's
store); the opposite of pit *i* is the other seat's pit 5−*i*.

**Second reading.** A published engine: the rules engine of slymn80/mangala-online (MIT; it states
the 23 official rules of the school and youth tournaments and applies them), compared ply by ply
both ways, 200 random games each way, every legal move's successor: no difference
(docs/conformance.md, conformance/published.py). Ludii's Mangala (Turkey) and Altıev and
MancalaGames' Mangala I–IV are other games of the name, and MancalaGames' parameters cannot
combine its cross capture with the even capture; the tournament rules' examples are the rules
tests.
"""
TEXT += agreement_text(
    RULES,
    ("The Mangala texts do not mention it; as for Kalah, players may always agree to "
     "stop a game."),
)

SOURCES = (
    Source("World Ethnosport Confederation: Mangala (rules)", "https://worldethnosport.org/mangala-sports"),
    Source("Edebiyat Defteri: 'Mangala Türk beyin sporu' (the four basic rules)",
           "https://edebiyatdefteri.com/199095-mangala-turk-beyin-sporu.html"),
    Source("Sivas İrade: 'Haydi Mangala'ya!' (the four basic rules of the Sivas Directorate of "
           "National Education tournament)", "http://sivasirade.com/haber/haydi-mangalaya-20851.html"),
    Source("İrfan Okulları: Türk zeka ve strateji oyunu Mangala (registered 2009, approved for schools 2010)",
           "https://www.irfanokullari.com/haber/zevkli-akil-oyunlari-ve-satranc-1"),
    Source("Mynet: Mangala nasıl oynanır, kuralları nedir (the empty-pit rule needs stones opposite)",
           "https://www.mynet.com/mangala-nasil-oynanir-kurallari-nedir-190101216340"),
)

VARIANT = Variant(
    id="mangala",
    name="Mangala",
    summary="Turkish 2×6 game: first stone back into the pit, stores sown, extra turns, even and empty-pit captures.",
    rules=RULES,
    region="Middle East",
    rules_version="1.0.0",
    sources=SOURCES,
    rules_text=TEXT,
    house_rules=frozenset({"sweep", "empty_capture", "repetition_count", "cycle_split"}),
    aliases=("mangala-turkey", "turkish-mangala"),
    notation="numbers",
)
