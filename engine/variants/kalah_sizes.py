"""Kalah (6,3), (6,5) and (6,6): standard Kalah with 3, 5 or 6 seeds per pit, as named presets.

Kalah(m,n) is the notation of Irving, Donkers and Uiterwijk's "Solving Kalah" (m pits per side,
n seeds per pit); these presets are the ``kalah`` entry's rules with only ``seeds_per_pit`` changed,
so a game under ``kalah-6-5`` plays exactly as ``kalah`` with option ``seeds_per_pit=5``.
"""

from dataclasses import replace

from engine.variant import Sample, Source, Variant, agreement_text
from engine.variants import kalah

_PAPER = Source("G. Irving, J. Donkers, J. Uiterwijk, 'Solving Kalah', ICGA Journal 23(3), 139-147 (2000)",
                "https://m.moam.info/solving-kalah-citeseerx_5a52e3591723dd1f1d1e3fa2.html")
_RAWLINGS = Source("Wikipedia: Kalah (revision of 14 November 2015, 'Computer analysis of Kalah(6,6)')",
                   "https://en.wikipedia.org/?oldid=690667612&title=Kalah")

_NOTES = {
    3: ("**36 seeds** (3 per pit). The seed-000 Basic Game (`basic`) also starts with 3 seeds per pit but "
        "captures a lone seed when the opposite pit is empty and gives the seeds left to the player whose "
        "row emptied; Kalah (6,3) keeps the Kalah rules (option `empty_capture` gives the former)."),
    5: ("**60 seeds** (5 per pit). Irving, Donkers and Uiterwijk solved Kalah up to (6,5); Wikipedia reports "
        "(6,4) as a first-player win by 10 and (6,5) by 12 under perfect play."),
    6: ("**72 seeds** (6 per pit). The computer analysis Wikipedia reports for (6,6) (a first-player win by 2, "
        "Rawlings 2015) was made with the \"empty capture\" rule, which is option `empty_capture=true` here; "
        "the default follows the `kalah` entry (no capture when the opposite pit is empty)."),
}


def _variant(seeds: int) -> Variant:
    rules = replace(kalah.RULES, seeds_per_pit=seeds)
    total = rules.total_seeds
    text = f"""\
# Kalah (6,{seeds})

Standard Kalah (the `kalah` entry, Kalah (6,4)) started with **{seeds} seeds** in each of the
2×6 pits: {_NOTES[seeds]}

Every other rule is the `kalah` entry's, unchanged:

* **Move.** Sow an own pit's seeds one by one anticlockwise, into your own store but never the
  opponent's; the origin is sown into like any other pit when a sowing comes round to it
  (option `skip_origin`).
* **Extra turn.** Last seed in your own store: move again.
* **Capture.** Last seed in an own empty pit whose opposite pit holds seeds: that seed and the
  opposite seeds go to your store (option `empty_capture` also takes the lone seed).
* **End.** As soon as either row is empty, each player adds the seeds on their own side to their
  store (`sweep=owner`, `end_check=immediate`); most seeds wins ({total // 2}–{total // 2} is a draw).

The name "Kalah (m,n)" is Irving, Donkers and Uiterwijk's name for Kalah with m pits
per side and n seeds per pit. These entries name the sizes the literature and the Kalah boards
sold in shops use; any other size remains `kalah` with options `pits_per_side` and
`seeds_per_pit`. The entry's options are the same as `kalah`'s, so `seeds_per_pit` may still be
changed (the game is then no longer Kalah (6,{seeds}), and the canonical options say so).

**Second reading.** Ludii's Kalah and OpenSpiel's play 4 seeds a pit only; MancalaGames' `Kalah`
parameters with {seeds} seeds a hole are compared ply by ply both ways with option
`end_check=at_turn_start` (MancalaGames, like Ludii, ends the game when the player to move cannot
move: ruling L-KA1; docs/conformance.md).
"""
    text += agreement_text(
        rules,
        "As for `kalah`: the Kalah texts do not mention it, but players may always agree to stop.",
    )
    return Variant(
        id=f"kalah-6-{seeds}",
        name=f"Kalah (6,{seeds})",
        summary=f"Standard Kalah with {seeds} seeds per pit ({total} in all).",
        rules=rules,
        region="Americas",
        rules_version="1.0.0",
        sources=(_PAPER, Source("Wikipedia: Kalah", "https://en.wikipedia.org/wiki/Kalah"),
                 *((_RAWLINGS,) if seeds == 6 else ()), Source("The `kalah` entry (docs/rules/kalah.md)")),
        rules_text=text,
        house_rules=kalah.VARIANT.house_rules,
        aliases=(f"kalah_6_{seeds}",),
        notation="numbers",
    )


KALAH_6_3 = _variant(3)
KALAH_6_5 = _variant(5)
KALAH_6_6 = replace(_variant(6), samples=(
        Sample("empty-capture", 23, {"empty_capture": True},
               note="the rule of the (6,6) computer analysis Wikipedia reports (ruling R-K1)"),
))
