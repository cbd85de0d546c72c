"""Bestemshe: the small Togyz Kumalak (2×5, 5 stones each, no tuzdyk)."""

from dataclasses import replace

from engine.variant import Sample, Source, Variant, agreement_text
from engine.variants.togyz_kumalak import FAMILY_RULES, PLAYSTRATEGY
from engine.variants.togyz_kumalak import RULES as TOGYZ

RULES = replace(TOGYZ, pits_per_side=5, seeds_per_pit=5, tuzdyk=None)

TEXT = f"""\
# Bestemshe

The small game of the Togyz Kumalak family, taught first (the Czech Mancala Federation: "its
simpler variant, where you use only part of the rules"): two players, 2×**5** pits, **5 stones**
each (50), a store per player for captures only, never sown.

{FAMILY_RULES}* **No tuzdyk** (`tuzdyk_count=0`; PlayStrategy `usesTuzdik = false`). Option `tuzdyk_count=3`
  plays with tuzdyks under the Togyz Kumalak restrictions (never the opponent's 5th pit, never the
  same number as the opponent's).
* **Win.** 26 or more of the 50 stones end the game at once (`capture_majority_wins`: more than
  half; PlayStrategy `score > 25`); 25–25 is a draw.
* **B-2 the score at a majority (rules version 1.1.0).** The stores as they stand, the stones left
  on the board uncounted (`majority_sweep=none`; PlayStrategy's scores, and Togyz Kumalak's ruling
  T-5). Option `majority_sweep=owner` (rules version 1.0.0) adds each row's stones to its owner.
* **No move.** When the player to move has no stone, the game ends and the other player takes the
  stones of their own row (mankala.cz: "the opponent moves everything from their own pits to their
  store"; `sweep=owner`).
* **Cycles (engine ruling B-1)**: the sources have no repetition rule; by the engine's default
  the third occurrence of the same position ends the game, each player taking their own
  row's stones (`repetition_count=3`, `cycle_split`). `repetition_count=0` is the sources' reading
  (the game then ends by the rules above or the move limit `max_plies`).

## Differences from PlayStrategy's `strategygames` implementation

`variant/Bestemshe.scala`: the same board (`Dim5x2`, `5S` per pit), no tuzdyk, the end above 25
or with no move, equal scores a draw. PlayStrategy does not let Bestemshe players offer a draw
(`canOfferDraw = false`); here ending by agreement is on by default like every game of the
catalogue, and option `agreed_end=false` gives PlayStrategy's rule.

**Second reading.** Ludii has no Bestemshe. MancalaGames' `Toguz_Kumalak` parameters, variant
`Toguz_Kumalak_5` without its tuzdyk parameters (Bestemshe has none), are compared ply by ply both
ways (docs/conformance.md).
"""
TEXT += agreement_text(
    RULES,
    "The sources are silent on agreements in Bestemshe (PlayStrategy offers none: `agreed_end=false`).",
)

VARIANT = Variant(
    id="bestemshe",
    name="Bestemshe",
    summary="Small Togyz Kumalak: 2×5 pits, 5 stones, even captures, no tuzdyk, 26 of 50 win.",
    rules=RULES,
    region="Central Asia",
    rules_version="1.1.0",
    earlier_versions=(("1.0.0", (("majority_sweep", "owner"),)),),
    sources=(
        Source("Czech Mancala Federation: Toguz & Bestemshe", "http://mankala.cz/toguz.php"),
        Source("Czech Mancala Federation: Toguz Kumalak, the small board", "http://mankala.cz/toguzkumalak.html"),
        PLAYSTRATEGY,
    ),
    rules_text=TEXT,
    house_rules=frozenset({"tuzdyk_count", "agreed_end", "capture_majority_wins", "majority_sweep",
                           "repetition_count", "cycle_split"}),
    aliases=("bestemshe-5",),
    samples=(
        Sample("with-tuzdyks", 11, {"tuzdyk_count": 3}, note="Bestemshe with Togyz Kumalak's tuzdyks (house rule)"),
    ),
    notation="numbers",
)
