"""Toguz Korgool (Kyrgyz): the same game as Togyz Kumalak under the Kyrgyz federation's rules."""

from engine.variant import Source, Variant, agreement_text
from engine.variants.togyz_kumalak import END_RULES, FAMILY_RULES, PLAYSTRATEGY, RULES, TUZDYK_RULES

TEXT = f"""\
# Toguz Korgool

The Kyrgyz name of Togyz Kumalak ("nine sheep droppings"): two players, 2×9 holes, **9 korgools**
each (162), a kazan per player for captures only, never sown. The tuzdyk is called **tuz**
("salt"). The rules published by the Kyrgyz federation's site (toguzkorgool.com: the first korgool
back into the hole, a lone korgool moves on, even captures, a tuz from two korgools plus the last,
one per player, never the opponent's ninth hole nor the hole where the opponent has its tuz) are
those of Togyz Kumalak, so this entry has the same rule dimensions as `togyz-kumalak`; it exists
under its own name and sources.

{FAMILY_RULES}{TUZDYK_RULES.replace("**tuzdyk**", "**tuz** (tuzdyk)")}{END_RULES}
## Where the Kyrgyz sources differ

* **K-1 the first move.** open.kg's account of the traditional game says the first move of the game
  is made "from any hole except hole No. 1". The federation rules do not have this restriction and
  the engine does not model it (every non-empty pit may open the game).
* **K-2 the single korgool.** The same text says a lone korgool *may* be moved "at the player's
  discretion"; in every rule set (and here) it is an ordinary move to the next hole, never forced.
* **K-3** the draw at 81–81, the end when a player cannot move and cycles: as for Togyz Kumalak
  (rulings T-1 to T-3): the Kyrgyz sources have no repetition rule either; the default is the
  engine's (the third occurrence ends the game) and `repetition_count=0` is the sources'
  reading. PlayStrategy's implementation is the same game (see `togyz-kumalak`).
* **K-4 the score at a majority (rules version 1.1.0)**: the kazans as they stand, as for Togyz
  Kumalak (ruling T-5: the result is stated by the korgools captured);
  option `majority_sweep=owner` (rules version 1.0.0) adds the korgools left on the board.
* **K-5 Ludii.** Ludii's "Toguz Kumalak" names Toguz Korgool as an alias; compared ply by ply with
  this entry (docs/conformance.md) it differs only as for Togyz Kumalak (ruling L-TK1: Ludii leaves
  a korgool sown into the second player's tuz in the first player's first hole in that hole, the
  federation's rules put it in the tuz owner's kazan).

Position: `pits[seat]` from the seat's own left; `tuzdyk` lists, per seat, the pit number (0–8)
in the opponent's row that is this seat's tuz, or null.
"""
TEXT += agreement_text(
    RULES,
    "Players may agree a draw; here an agreement ends the game with each player taking the korgools of their own row.",
)

VARIANT = Variant(
    id="toguz-korgool",
    name="Toguz Korgool",
    summary="Kyrgyz name and rules of Togyz Kumalak: 2×9, first korgool back into the hole, even captures, tuz.",
    rules=RULES,
    region="Central Asia",
    rules_version="1.1.0",
    earlier_versions=(("1.0.0", (("majority_sweep", "owner"),)),),
    sources=(
        Source("Kyrgyz Toguz Korgool federation: rules of the game", "http://toguzkorgool.com/"),
        Source("open.kg: Toguz Korgool (Toguz Kumalak)",
               "https://open.kg/en/about-kyrgyzstan/culture/national-games/135-toguz-korgol-toguz-kumalak.html"),
        Source("Toguz korgool (Wikipedia)", "https://en.wikipedia.org/wiki/Toguz_korgool"),
        PLAYSTRATEGY,
    ),
    rules_text=TEXT,
    house_rules=frozenset({"tuzdyk_in_last_pit", "tuzdyk_same_number", "capture_majority_wins", "majority_sweep",
                           "sweep", "repetition_count", "cycle_split"}),
    aliases=("toguz-kumalak-kyrgyz", "toguzkorgool"),
    notation="numbers",
)
